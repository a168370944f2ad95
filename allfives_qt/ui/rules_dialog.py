"""Help -> Rules: a short summary of RULES.md in a ``QTextBrowser``.

The text comes from ``resources/rules/rules_<lang>.html`` (package resources, then the checkout's
``resources/`` folder) when such a file exists for the current language, else from the built-in,
translatable summary below.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QEvent, QLocale, QSize, Qt, QTimer
from PySide6.QtGui import QFontMetricsF, QKeySequence, QTextLength, QTextTable
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

_PACKAGE = Path(__file__).resolve().parent.parent
# Folders searched for ``rules/rules_<lang>.html``, first found wins.
RULES_DIRS = (_PACKAGE / "resources" / "rules", _PACKAGE.parent / "resources" / "rules")


def rules_file(lang: str) -> Path | None:
    """Return the HTML rules file for language ``lang`` (e.g. ``"he"`` or ``"pt_BR"``; the part
    before ``_`` is tried too), or None when there is none."""
    names = [lang]
    if "_" in lang:
        names.append(lang.split("_")[0])
    for folder in RULES_DIRS:
        for name in names:
            path = folder / f"rules_{name}.html"
            if path.is_file():
                return path
    return None


_RTL_TABLE = re.compile(r'(<table[^>]*\bdir="rtl"[^>]*>)(.*?)(</table>)', re.S)
_ROW = re.compile(r"(<tr[^>]*>)(.*?)(</tr>)", re.S)
_CELL = re.compile(r"<t[hd][^>]*>.*?</t[hd]>", re.S)


def family_game(rules) -> bool:
    """Whether ``rules`` (:class:`~allfives_qt.engine.rules.Rules`) are not All Fives' own:
    Muggins, Fives and Threes, or any option of the family (RULES.md, "The family") changed
    from its default. The number of players, partnerships and the target do not count."""
    from allfives_qt.engine.rules import Rules

    ours = rules.to_dict()
    plain = Rules.make(rules.players, partnerships=rules.partnerships, target=rules.target)
    return ours != plain.to_dict()


def mirrored_tables(html: str) -> str:
    """``html`` with the cells of each ``<table dir="rtl">`` row in reverse order, so the first
    column is drawn rightmost: Qt's rich text reads the direction of a table but lays its columns
    out left to right (play-test pt140 #1: Hebrew's worked example read backwards). For the
    project's own rules files: rows of plain cells, no nested table."""
    def row(m: re.Match) -> str:
        return m.group(1) + "".join(reversed(_CELL.findall(m.group(2)))) + m.group(3)

    return _RTL_TABLE.sub(lambda t: t.group(1) + _ROW.sub(row, t.group(2)) + t.group(3), html)


def fit_table_columns(document) -> None:
    """Give each column of the tables of ``document`` (a QTextDocument) whose cells are each one
    word (the worked example's count and points) the width of its widest word and the cells'
    padding, and leave the others to share the rest, when every column's widest word fits the
    document's width so (else Qt's own widths, which break words anywhere; called again on a
    resize). Qt's own widths broke the bold heading "Sumada" as "Sumad" over "a" at the window's
    usual width (play-test pt100 #1); headings kept whole squeezed the first column until its
    words broke (pt101 #1)."""
    base = document.defaultFont()
    room = document.textWidth() - 2 * document.documentMargin()
    for frame in document.rootFrame().childFrames():
        if not isinstance(frame, QTextTable):
            continue
        fmt = frame.format()
        pad = 2 * (fmt.cellPadding() + fmt.border()) + fmt.cellSpacing()
        widest, one_word = [0.0] * frame.columns(), [True] * frame.columns()
        for col in range(frame.columns()):
            for row in range(frame.rows()):
                at = frame.cellAt(row, col).firstCursorPosition()
                words = at.block().text().split()
                one_word[col] = one_word[col] and len(words) <= 1
                metrics = QFontMetricsF(at.charFormat().font().resolve(base))
                widest[col] = max([widest[col]] + [metrics.horizontalAdvance(w) for w in words])
        fits = room <= 0 or sum(w + pad for w in widest) + 2 * fmt.border() <= room
        widths = [QTextLength(QTextLength.Type.FixedLength, w + pad) if one and fits
                  else QTextLength() for w, one in zip(widest, one_word)]
        # A right-to-left table (dir="rtl") stands at the right, where Qt leaves it at the left
        # (play-test pt140 #1); its columns are drawn from the right by mirrored_tables.
        rtl = fmt.layoutDirection() == Qt.LayoutDirection.RightToLeft
        if widths != fmt.columnWidthConstraints() or rtl and fmt.alignment() != Qt.AlignmentFlag.AlignRight:
            fmt.setColumnWidthConstraints(widths)
            if rtl:
                fmt.setAlignment(Qt.AlignmentFlag.AlignRight)
            frame.setFormat(fmt)


class RulesBrowser(QTextBrowser):
    """The rules text. A read-only QTextBrowser scrolls with Home and End but not with Ctrl+Home
    and Ctrl+End, the keys that go to a document's start and end elsewhere (play-test pt45):
    those scroll it too. Its tables' columns follow its width (:func:`fit_table_columns`)."""

    def resizeEvent(self, event) -> None:  # noqa: D102
        super().resizeEvent(event)
        fit_table_columns(self.document())  # the example's columns for the new width

    def keyPressEvent(self, event) -> None:  # noqa: D102
        bar = self.verticalScrollBar()
        if event.matches(QKeySequence.StandardKey.MoveToStartOfDocument):
            bar.setValue(bar.minimum())
        elif event.matches(QKeySequence.StandardKey.MoveToEndOfDocument):
            bar.setValue(bar.maximum())
        else:
            super().keyPressEvent(event)


class RulesDialog(QDialog):
    """The rules summary. ``lang``: the language code to look for a rules file (default: the
    current ``QLocale``'s)."""

    def __init__(self, parent=None, lang: str | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.browser = RulesBrowser()
        self.browser.setOpenExternalLinks(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(self.buttons)
        self.source: Path | None = None
        # Where the reader was before a change of language (see retranslate), or None.
        self._read_at: float | None = None
        # The section to show at the top (show_section) until the reader scrolls, or None.
        self._section: str | None = None
        bar = self.browser.verticalScrollBar()
        bar.rangeChanged.connect(lambda *_: self._keep_place())
        bar.actionTriggered.connect(lambda _action: self._reader_scrolled())
        self.retranslate()

    def _reader_scrolled(self) -> None:
        self._read_at = self._section = None

    def show_section(self, name: str) -> bool:
        """Scroll the rules so that the section whose heading has the class ``name`` (in the
        rules files: "family", "scoring", "keys", ...) is at the top, and keep it there while
        the text is laid out, until the reader scrolls (play-test pt148 #3: playing Fives and
        Threes, Help -> Rules opened at the rules of All Fives). Return whether the text has
        that section (the built-in summary has none)."""
        if self._section_top(name) is None:
            return False
        self._section, self._read_at = name, None
        self._keep_place()
        QTimer.singleShot(0, self, self._keep_place)
        QTimer.singleShot(1500, self, lambda: setattr(self, "_section", None))
        return True

    def _section_top(self, name: str) -> float | None:
        """Where (in the document's pixels) the heading of class ``name`` lies, or None. The
        rules files mark each heading with a class; Qt keeps the headings' order and levels, so
        the heading is found by its place among them."""
        if self.source is None:
            return None
        headings = re.findall(r"<h[1-6]\b([^>]*)>", self._html)
        mark = f'class="{name}"'
        found = [i for i, attrs in enumerate(headings) if mark in attrs]
        if not found:
            return None
        doc = self.browser.document()
        block, seen = doc.begin(), -1
        while block.isValid():
            if block.blockFormat().headingLevel() > 0:
                seen += 1
                if seen == found[0]:
                    return doc.documentLayout().blockBoundingRect(block).top()
            block = block.next()
        return None

    def show_raised(self) -> None:
        """Show the window above the others and give it the keyboard, so Escape closes it even
        where the window system leaves the focus on the main window (X with no window manager:
        Escape went to the game). The keyboard starts on the text, so Page Up/Down, Home and End
        scroll it (play-test pt40 #4: they did nothing until the scroll bar was used)."""
        if not self.isVisible():
            self._framing = True  # its frame is not known yet: see moveEvent
        self.show()
        self.raise_()
        self.activateWindow()
        self.browser.setFocus()

    def moveEvent(self, event) -> None:  # noqa: D102
        super().moveEvent(event)
        # Once the window manager has framed it, just shown, the window keeps its frame (title bar
        # included) within the screen's height, shorter where it must be: sized before its frame
        # was known, from a full-screen game window's, which has none, Close was half off a
        # 600-pixel screen (play-test pt180 #1). Moved later by the player, it is left as it is.
        frame, screen = self.frameGeometry(), self.screen()
        if not getattr(self, "_framing", False) or frame.top() == self.geometry().top():
            return
        self._framing = False
        below = frame.bottom() - screen.availableGeometry().bottom() if screen else 0
        if below > 0:
            self.resize(self.width(), max(self.minimumSizeHint().height(), self.height() - below))

    def sizeHint(self) -> QSize:  # noqa: D102
        return QSize(640, 620)

    def retranslate(self) -> None:
        """Set the title, the button and the rules text (a language file, or the built-in text)."""
        # Qt adds " — All Fives" to a title that does not end with it: the Tamil and Russian
        # "Rules of All Fives" then named the game twice (play-test pt84 #4).
        self.setWindowTitle(self.tr("Rules"))
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        lang = self.lang or QLocale().name()
        bar = self.browser.verticalScrollBar()
        at = bar.value() / bar.maximum() if bar.maximum() > 0 else 0.0
        self.source = rules_file(lang)
        html = None
        if self.source is not None:
            try:
                html = self.source.read_text(encoding="utf-8")
            except OSError:
                html = None
                self.source = None
        self._html = html or ""
        self.browser.setHtml(mirrored_tables(html) if html is not None else self.built_in_text())
        fit_table_columns(self.browser.document())
        self.browser.setAccessibleName(self.tr("Rules"))
        if at:  # the same part of the rules in the new language (play-test pt107 #6: a change of
            # language went back to the top), as its layout grows, until the reader scrolls
            self._read_at = at
            QTimer.singleShot(0, self, self._keep_place)
            QTimer.singleShot(1500, self, lambda: setattr(self, "_read_at", None))

    def _keep_place(self) -> None:
        """Scroll to :attr:`_section`'s heading, or to :attr:`_read_at` (a share of the text's
        length), while it is set."""
        if self._section is not None and (top := self._section_top(self._section)) is not None:
            self.browser.verticalScrollBar().setValue(round(top))
        elif self._read_at is not None:
            bar = self.browser.verticalScrollBar()
            bar.setValue(round(self._read_at * bar.maximum()))

    def built_in_text(self) -> str:
        """The built-in summary of RULES.md as HTML, every paragraph translatable."""
        parts = [
            ("h2", self.tr("All Fives")),
            ("p", self.tr("A game of dominoes with a double-six set of 28 tiles, for 2, 3 or 4 "
                          "players. Four players play in two partnerships unless chosen otherwise: "
                          "you and the player opposite you share a score.")),
            ("h3", self.tr("The deal")),
            ("p", self.tr("Each player gets 9 tiles with 2 players, 7 with 3 and 5 with 4 (other "
                          "choices in the New game dialog). The tiles left over form the boneyard.")),
            ("h3", self.tr("Playing")),
            ("p", self.tr("The first player puts any tile in the middle of the table. After that, "
                          "each player in turn adds a tile to an open end of the layout: the "
                          "touching halves must have the same number of pips. If no tile fits, "
                          "you draw from the boneyard until one fits and play it; when the "
                          "boneyard is empty you pass.")),
            ("h3", self.tr("Doubles and the spinner")),
            ("p", self.tr("Doubles lie crosswise. The first double of the hand is the spinner: once "
                          "tiles cover both of its long sides, tiles can also be played on its top "
                          "and bottom, so the layout can have four open ends.")),
            ("h3", self.tr("Scoring")),
            ("p", self.tr("After every play, add up the pips of the open ends: that is the count. "
                          "A double at an end counts both halves, and so does the spinner while "
                          "one of its sides is still free. When the count is a multiple of 5, the "
                          "player who just played scores it: a count of 15 gives 15 points.")),
            ("h3", self.tr("The end of a hand")),
            ("p", self.tr("The hand ends when a player plays their last tile, or when nobody can "
                          "play. Every player's remaining pips are rounded to the nearest 5 and, "
                          "under the standard rule, taken off their own side's score (another "
                          "rule lets the side that went out collect them instead).")),
            ("h3", self.tr("Winning")),
            ("p", self.tr("The first side to reach the target wins: 250 points with 2 players, 200 "
                          "with 3 or 4. Under the standard rule the game ends the moment a scoring "
                          "play reaches the target.")),
            ("h3", self.tr("In this window")),
            ("p", self.tr("Drag a tile from your hand onto a lit end, or click a tile and then a "
                          "lit end, or use the keyboard: Left and Right to pick a tile, Enter to "
                          "choose it, Left, Right or Tab to pick its end, Enter to play. Click the "
                          "boneyard or Draw to draw, Pass when the boneyard is empty, H for a hint.")),
        ]
        out = []
        for tag, text in parts:
            esc = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            out.append(f"<{tag}>{esc}</{tag}>")
        return "\n".join(out)

    def changeEvent(self, event) -> None:  # noqa: D102
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

"""The window's status bar: the table's sentence comes first (play-test: in Tamil the replay's
step sentence was cut by the score and seed labels at 1280 px), on up to :data:`LINES` lines
(play-tests pt118, pt120 #1, pt121 #2: at 1280 px a round of three seats' turns in Kiswahili or
Tamil was longer than one line, and its oldest turns gave way).

:class:`MessageFirstStatusBar` is a :class:`QStatusBar` whose permanent widgets may be marked as
yielding (:meth:`~MessageFirstStatusBar.add_yielding`): while the message shown does not fit the
:data:`LINES` lines of the room they leave it, they are hidden (the scores are on the table's
score box all the time), and shown again as soon as a message fits beside them. A message too long even then ends in "…"
:data:`END_PX` before the permanent widgets (play-test pt9 #12: at the smallest window QStatusBar's
own clipped sentence ran into "Seed 1"), or, when it is several sentences, starts with "…" and
its last sentences that fit (:func:`latest_sentences`); the whole of it is the status bar's
tooltip.

Given the window as its parent, it also keeps the sentence while the player looks through the
menus: :class:`QMainWindow` shows every action's status tip in its status bar, and our actions have
none, so hovering a menu blanked the table's sentence (play-test). Empty status tips are dropped.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QRect, Qt
from PySide6.QtWidgets import QStatusBar, QWidget

# QStatusBar draws its message from 6 px after its leading edge to 2 px before the first visible
# permanent widget (or 12 px before its trailing edge, the size grip's room).
LEAD_PX, GAP_PX, GRIP_PX = 6, 2, 12
# Blank kept between the message (its "…" when cut) and the permanent widget beside it, in px.
END_PX = 10
# The lines a message may take, wrapped between words, before its oldest turns give way.
LINES = 2
# The status bar's height beyond its lines of text, in px (QStatusBar's own: 8 px round one line).
MARGIN_PX = 8


# Where a sentence ends inside a message: after its full stop (or "!", "?") and a space.
_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+")
# A space between a number and a word, either way round: the two stay on one line ("10 points",
# "2-6 and", Kiswahili's "pointi 20": play-test pt124 #5), a signed number too ("Mchezaji wa juu
# -5": pt163 #2).
_BY_NUMBER = re.compile(r"(?<=\d) (?=\w)|(?<=\w) (?=[-+\u2212]?\d)")


def unbroken(text: str, phrases: list[str] = ()) -> str:
    """``text`` with no line break inside any of ``phrases`` (a seat's name: play-test pt123 #1,
    "Mchezaji wa / kulia") nor between a number and a word beside it ("15 / மதிப்பெண்கள்"): their
    spaces made no-break spaces (U+00A0), so ``text`` keeps its length."""
    for phrase in phrases:
        if " " in phrase:
            text = text.replace(phrase, phrase.replace(" ", "\u00a0"))
    return _BY_NUMBER.sub("\u00a0", text)


def fits(text: str, fm, width: int, lines: int = 1) -> bool:
    """Whether ``text`` fits ``lines`` lines ``width`` pixels wide in the font of ``fm`` (a
    QFontMetrics), wrapped between words as ``Qt.TextWordWrap`` wraps it (a word wider than
    ``width`` does not fit)."""
    if lines <= 1:
        return fm.horizontalAdvance(text) <= width
    box = fm.boundingRect(QRect(0, 0, max(1, width), 1 << 20), Qt.TextFlag.TextWordWrap, text)
    # A line's height is the tallest font's in it: Tamil's letters come from a fallback font
    # 2 px taller than the bar's own (16 px lines for 14).
    line = fm.boundingRect(QRect(0, 0, 1 << 20, 1 << 20), 0, text).height()
    return box.width() <= width and box.height() <= lines * max(line, fm.lineSpacing())


def cut(text: str, fm, width: int, lines: int = 1) -> str:
    """``text`` cut with "…" at its end to fit ``lines`` lines ``width`` pixels wide (see
    :func:`fits`): after its last whole word that lets it fit on more than one line, else as
    ``QFontMetrics.elidedText`` cuts one line. A text that fits is returned whole (play-test
    pt141 #3: a hint shown whole on two lines, its turns left out, ended "குறைவு.…")."""
    if fits(text, fm, width, lines):
        return text
    if lines > 1:
        words = text.split(" ")
        low, high = 0, len(words)  # words[:low] + "…" fits; words[:high + 1] + "…" does not
        while low < high:
            mid = (low + high + 1) // 2
            if fits(" ".join(words[:mid]) + "…", fm, width, lines):
                low = mid
            else:
                high = mid - 1
        if low:
            return " ".join(words[:low]) + "…"
    return fm.elidedText(text, Qt.TextElideMode.ElideRight, width)


def latest_sentences(text: str, fm, width: int, news: int | None = None, lines: int = 1) -> str:
    """``text`` as it fits ``lines`` lines ``width`` pixels wide in the font of ``fm`` (a
    QFontMetrics; see :func:`fits`): whole when it fits; else, when its first ``news``
    characters (default: all of it) are sentences that may give way (the other seats' turns
    told before the table's own sentence), its last sentences that fit after "… ", the oldest
    turns going first (play-test pt73 #3: "None of your tiles fits an open end: …" lost what to
    do at 1024 px), and the sentence after them never cut into from its start (pt74 #2: a hint
    lost its first sentence, the play it advises); else cut with "…" at its end (:func:`cut`),
    after "… " when turns were left out."""
    if fits(text, fm, width, lines):
        return text
    news = len(text) if news is None else news
    head, rest = text[:news], text[news:]
    sentences = _SENTENCE_END.split(head) if head.strip() else []
    for first in range(1, len(sentences)):
        tail = "… " + " ".join(sentences[first:]) + rest
        if fits(tail, fm, width, lines):
            return tail
    if sentences and rest.strip():
        text = "… " + rest.lstrip()
    return cut(text, fm, width, lines)


class MessageFirstStatusBar(QStatusBar):
    """A status bar whose yielding permanent widgets make room for a long message."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._permanent: list[QWidget] = []
        self._yielding: list[QWidget] = []
        self._hidden: list[QWidget] = []  # yielding widgets hidden for the message now shown
        # The other seats' turns told at the start of a message, when it has them (the window
        # sets it: ``news()`` gives them as the table tells them): they give way first.
        self.news: Callable[[], str] | None = None
        # The names a line must not break inside (the window sets it: the seats' names).
        self.phrases: Callable[[], list[str]] | None = None
        self._news_length = 0  # of the message shown (see fit)
        self.messageChanged.connect(self.fit)
        # QStatusBar repaints only its own idea of the message's place when the message changes;
        # ours (message_rect) reaches 6 px further right to left, where the old sentence's first
        # letter then stayed (play-test pt10 #4: 'ששחקן' for 'השחקן'): repaint the whole bar.
        self.messageChanged.connect(self.update)
        self._set_height()
        if parent is not None:
            parent.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802, D102
        # An empty status tip (a menu's action without one) would clear the table's sentence.
        return event.type() == QEvent.Type.StatusTip and not event.tip()

    def _set_height(self) -> None:
        # Room for LINES lines of the message at all times: a bar that grew for a long sentence
        # would move the table under the player's pointer. A line is as tall as the language's
        # letters make it (Tamil's come from a fallback font taller than the bar's own).
        fm = self.fontMetrics()
        sample = QCoreApplication.translate("TableScene", "The hand is over.")
        line = max(fm.lineSpacing(), fm.boundingRect(sample).height())
        self.setMinimumHeight(LINES * line + MARGIN_PX)

    def addPermanentWidget(self, widget: QWidget, stretch: int = 0) -> None:  # noqa: N802, D102
        super().addPermanentWidget(widget, stretch)
        self._permanent.append(widget)

    def add_yielding(self, widget: QWidget, stretch: int = 0) -> None:
        """Add ``widget`` as a permanent widget that hides while a message needs its room."""
        self.addPermanentWidget(widget, stretch)
        self._yielding.append(widget)

    def room(self, without: tuple = ()) -> int:
        """The message's width in pixels when the permanent widgets shown for a short message,
        less those in ``without``, stand packed against the trailing edge (as QStatusBar lays
        them out: each as wide as its size hint, the layout's spacing between them)."""
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        shown = [w for w in self._permanent if w.isVisibleTo(self) or w in self._hidden]
        trailing = self.width() - GRIP_PX
        visible = [w for w in shown if w.isVisibleTo(self)]
        if visible:  # where the last one ends does not move when others hide
            g = visible[-1].geometry()
            trailing = self.width() - g.left() if rtl else g.right() + 1
        keep = [w for w in shown if w not in without]
        if keep:
            boundary = (trailing - sum(w.sizeHint().width() for w in keep)
                        - self.layout().spacing() * (len(keep) - 1) - GAP_PX - END_PX)
        else:
            boundary = self.width() - GRIP_PX
        return max(0, boundary - LEAD_PX)

    def message_rect(self) -> QRect:
        """Where the message is drawn (pixels of the status bar): from :data:`LEAD_PX` after the
        leading edge to :data:`END_PX` + :data:`GAP_PX` before the nearest permanent widget shown
        (before the size grip without one); mirrored right to left."""
        from PySide6.QtWidgets import QSizeGrip  # not before the first paint (issue 14, goal 1)

        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        near = self.width() - GRIP_PX
        grip = self.findChild(QSizeGrip)
        if grip is not None and grip.isVisible():
            near = self.width() - grip.geometry().right() - 1 if rtl else grip.x()
        for w in self._permanent:
            if w.isVisible():  # measured from the leading edge: where the widget begins
                g = w.geometry()
                begins = self.width() - g.right() - 1 if rtl else g.left()
                near = min(near, begins - GAP_PX - END_PX)
        width = max(0, near - LEAD_PX)
        left = self.width() - LEAD_PX - width if rtl else LEAD_PX
        return QRect(left, 0, width, self.height())

    def paintEvent(self, event) -> None:  # noqa: D102
        # As QStatusBar paints (its panel, a frame round each permanent widget shown, the
        # message), but the message is cut with "…" to end before the permanent widgets.
        text = self.currentMessage()
        if not text:
            return super().paintEvent(event)
        # Imported here: building QStyle's enums at the module's import cost the start-up 9 ms
        # before the first paint (issue 14, goal 1), which shows no message.
        from PySide6.QtGui import QPainter
        from PySide6.QtWidgets import QStyle, QStyleOption

        p = QPainter(self)
        opt = QStyleOption()
        opt.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, opt, p, self)
        for w in self._permanent:
            if w.isVisible():
                item = QStyleOption()
                item.rect = w.geometry().adjusted(-2, -1, 2, 1)
                item.palette = self.palette()
                item.state = QStyle.StateFlag.State_None
                frame = QStyle.PrimitiveElement.PE_FrameStatusBarItem
                self.style().drawPrimitive(frame, item, p, w)
        rect = self.message_rect()
        fm = self.fontMetrics()
        shown = latest_sentences(self._unbroken(text), fm, rect.width(), self._news_length, LINES)
        p.setPen(self.palette().windowText().color())
        p.drawText(rect, Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter
                   | Qt.TextFlag.TextWordWrap, shown)
        p.end()
        return None

    def fit(self, *_args) -> None:
        """Hide the yielding widgets while the current message needs their room; show them again
        when it fits beside them; the tooltip is the whole message when it is cut anyway."""
        self.layout().activate()  # the labels where they stand now (a new direction, new texts)
        text = self.currentMessage()
        news = self.news() if self.news is not None and text else ""
        self._news_length = len(news) if news and text.startswith(news) else 0
        fm, shown = self.fontMetrics(), self._unbroken(text)
        hide: list[QWidget] = []
        for w in self._yielding:  # the first yields first
            if fits(shown, fm, self.room(tuple(hide)), LINES):
                break
            hide.append(w)
        for w in self._yielding:
            w.setVisible(w not in hide)
        self._hidden = hide
        self.setToolTip("" if fits(shown, fm, self.room(tuple(hide)), LINES) else text)

    def _unbroken(self, text: str) -> str:
        """``text`` as it is drawn: see :func:`unbroken`, with the window's :attr:`phrases`."""
        return unbroken(text, self.phrases() if self.phrases is not None and text else ())

    def resizeEvent(self, event) -> None:  # noqa: D102
        super().resizeEvent(event)
        self.fit()

    def event(self, event) -> bool:  # noqa: D102
        # A permanent widget's new text (the scores of a replay's step, set after its sentence)
        # changes the room the message has: fit again (play-test pt138 #1: the scores stayed
        # beside a cut sentence that fitted without them).
        done = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            self.fit()
        return done

    def changeEvent(self, event) -> None:  # noqa: D102
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.LanguageChange):
            self._set_height()
        if event.type() in (QEvent.Type.LayoutDirectionChange, QEvent.Type.FontChange):
            self.fit()

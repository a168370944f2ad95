"""The rules text shown by Help -> Rules, in every language (issue 5; RULES.md).

Each ``resources/rules/rules_<code>.html`` must cover set-up, playing, the spinner, scoring with a
worked example (example A of RULES.md), the end of a hand and winning; Hebrew reads right to left.
A screenshot of each, rendered in a ``QTextBrowser`` (the Rules dialog's when it exists), is saved
to ``test-artifacts/rules_<code>.png`` to be looked at.
"""

from __future__ import annotations

import hashlib
import re
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QTextBrowser

from allfives_qt import i18n

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "resources" / "rules"
ARTIFACTS = ROOT / "test-artifacts"
# The source rules the project was made from (not part of the repository: their sentences must not
# be copied) are carried as fingerprints: one short hash per run of six words.
SEED_FINGERPRINTS = ROOT / "tests" / "data" / "seed-fingerprints.txt"
CODES = list(i18n.LANGUAGES)
SECTIONS = ["setup", "playing", "spinner", "scoring", "example", "end-of-hand", "winning", "family",
            "options", "table", "keys"]
# Each language's words for the arrow keys (left, right, up, down) and the space bar.
ARROWS_AND_SPACE = {"en": ("Left", "Right", "Up", "Down", "Space"),
                    "ru": ("влево", "вправо", "вверх", "вниз", "Пробел"),
                    "he": ("שמאלה", "ימינה", "למעלה", "למטה", "רווח"),
                    "sw": ("kushoto", "kulia", "juu", "chini", "Nafasi"),
                    "ta": ("இடது", "வலது", "மேல்", "கீழ்", "Space"),
                    "ceb": ("←", "→", "↑", "↓", "Space")}  # "wala" is also "none" (pt145 #2)
# The plays of example A (RULES.md), in order: tile, count, points.
EXAMPLE_A = [("6-6", 12, 0), ("6-3", 15, 15), ("6-2", 5, 5), ("6-5", 10, 10), ("6-0", 10, 10),
             ("3-3", 13, 0), ("2-4", 15, 15)]


def html(code: str) -> str:
    return (RULES / f"rules_{code}.html").read_text(encoding="utf-8")


def plain(code: str) -> str:
    doc = QTextDocument()
    doc.setHtml(html(code))
    return doc.toPlainText()


@pytest.fixture(autouse=True)
def back_to_english(qapp):
    locale = QLocale()
    yield
    i18n.install_language(qapp, "en")
    QLocale.setDefault(locale)


@pytest.mark.parametrize("code", CODES)
def test_rules_file_declares_its_language_and_direction(code):
    text = html(code)
    assert f'lang="{code}"' in text
    assert ('dir="rtl"' in text) == (code == "he")
    assert 'charset="utf-8"' in text


@pytest.mark.parametrize("code", CODES)
def test_rules_cover_every_section_in_order(code):
    text = html(code)
    places = [text.find(f'class="{name}"') for name in SECTIONS]
    assert -1 not in places, [n for n, p in zip(SECTIONS, places) if p == -1]
    assert places == sorted(places)


@pytest.mark.parametrize("code", CODES)
def test_rules_explain_each_named_game_and_option(code):
    """RULES.md, "The family": the three named games and each option, with the numbers a player
    checks (Fives and Threes' target 61 and 7/5 tiles; fives-and-threes 15 -> 8, 30 -> 16; the
    reserve's two tiles) and the keys C, M and D."""
    text = html(code)
    family = text[text.index('class="family"'):]
    assert family.count("<li>") >= 10  # three games, seven options
    for number in ("61", "7", "5", "15", "8", "30", "16"):
        assert re.search(rf"(?<!\d){number}(?!\d)", family), number
    for key in ("C", "M", "D"):
        assert re.search(rf"(?<![A-Za-z]){key}(?![A-Za-z])", family), key


@pytest.mark.parametrize("code", CODES)
def test_rules_give_the_deal_and_the_targets(code):
    text = plain(code)  # numbers are language-neutral: 28 tiles, 9, 7 or 5 each, 250 or 200 points
    for number in ("28", "9", "7", "5", "250", "200"):
        assert re.search(rf"(?<!\d){number}(?!\d)", text), number


@pytest.mark.parametrize("code", CODES)
def test_rules_work_example_a(code):
    text = plain(code)
    positions = [text.find(tile) for tile, _, _ in EXAMPLE_A]
    assert -1 not in positions and positions == sorted(positions)
    # The table's cells, row by row: tile ... count, points.
    cells = re.findall(r"<tr><td>(.*?)</td><td>.*?</td><td>(\d+)</td><td>(\d+)</td></tr>", html(code))
    got = [(re.search(r"\d-\d", first).group(0), int(count), int(points))
           for first, count, points in cells]
    assert got == EXAMPLE_A


@pytest.mark.parametrize("code", CODES)
def test_rules_round_to_the_nearest_five(code):
    text = plain(code)
    for pair in (("7", "5"), ("8", "10")):
        assert re.search(rf"(?<!\d){pair[0]}(?!\d)\D{{1,20}}(?<!\d){pair[1]}(?!\d)", text), pair


@pytest.mark.parametrize("code", [c for c in CODES if c != "en"])
def test_rules_are_not_the_english_text(code):
    """Each language has its own text, not a copy of the English one (the names of keys, as the
    keyboard shows them, aside)."""
    english = set(re.findall(r"[A-Za-z]{4,}", plain("en")))
    words = re.findall(r"\w{4,}", plain(code))
    keys = ("Fives", "Left", "Right", "Enter", "Escape", "Ctrl", "Space", "Home", "Page", "Down")
    shared = [w for w in words if w in english and w not in keys]
    assert len(shared) <= len(words) // 10


def _ngrams(text: str, n: int = 6) -> set[tuple[str, ...]]:
    # Split at spaces, not with \w: Tamil vowel signs are combining marks, not word characters.
    words = [w.strip(".,;:()\"'«»…!?-—") for w in text.lower().split()]
    words = [w for w in words if w]
    return {tuple(words[i:i + n]) for i in range(len(words) - n + 1)}


def fingerprint(ngram: tuple[str, ...]) -> str:
    """A short, one-way hash of a run of words (16 hex digits of its SHA-256)."""
    return hashlib.sha256(" ".join(ngram).encode("utf-8")).hexdigest()[:16]


def seed_fingerprints(folder: Path) -> list[str]:
    """The sorted fingerprints of every six-word run of the ``*.txt`` texts in ``folder``."""
    found = set()
    for path in sorted(folder.glob("*.txt")):
        found |= {fingerprint(g) for g in _ngrams(path.read_text(encoding="utf-8"))}
    return sorted(found)


def test_rules_do_not_copy_the_seed_texts():
    seeds = set(SEED_FINGERPRINTS.read_text(encoding="ascii").split())
    assert len(seeds) > 2500  # the five source texts
    for code in CODES:
        copied = sorted(g for g in _ngrams(plain(code)) if fingerprint(g) in seeds)
        assert copied == [], (code, copied[:5])


def test_fingerprints_find_a_copied_sentence():
    sentence = "players draw tiles from the boneyard until one fits an open end"
    seeds = {fingerprint(g) for g in _ngrams(sentence)}
    copied = [g for g in _ngrams("So: " + sentence.upper() + ".") if fingerprint(g) in seeds]
    assert len(copied) == len(seeds) == 7


def _browser_for(code: str, qtbot):
    """The Rules dialog (when it exists) or a bare QTextBrowser, showing ``code``'s rules."""
    try:
        from allfives_qt.ui.rules_dialog import RulesDialog
    except ImportError:
        RulesDialog = None
    if RulesDialog is not None:
        try:
            dialog = RulesDialog(None, lang=code)
        except TypeError:
            dialog = None
        if dialog is not None:
            qtbot.addWidget(dialog)
            browser = dialog.findChild(QTextBrowser)
            if browser is not None and "<h1" in html(code) and browser.toPlainText().strip():
                return dialog, browser
    browser = QTextBrowser()
    qtbot.addWidget(browser)
    browser.setHtml(html(code))
    return browser, browser


@pytest.mark.parametrize("code", CODES)
def test_rules_screenshot(qapp, qtbot, code):
    i18n.install_language(qapp, code)
    widget, browser = _browser_for(code, qtbot)
    widget.resize(640, 900)
    assert browser.toPlainText().splitlines()[0] == plain(code).splitlines()[0]
    first = browser.document().firstBlock()
    widget.show()
    qtbot.waitExposed(widget)
    wanted = Qt.LayoutDirection.RightToLeft if code == "he" else Qt.LayoutDirection.LeftToRight
    assert first.textDirection() == wanted
    ARTIFACTS.mkdir(exist_ok=True)
    image = widget.grab().toImage()
    assert not image.isNull() and image.width() >= 600
    assert image.save(str(ARTIFACTS / f"rules_{code}.png"))


@pytest.mark.parametrize("code", CODES)
def test_rules_have_no_anchors_inside_words(code):
    """QTextBrowser turns an ``id``/``name`` anchor into a format boundary after the element's
    first character, which cuts a Tamil syllable ("வி" drawn as "வ" and a dotted circle); the
    sections are marked with ``class`` instead."""
    assert not re.search(r"<(?:h\d|p|li|td|a)\b[^>]*\b(?:id|name)=", html(code))


if __name__ == "__main__":
    # python3 tests/test_rules_text.py SEED_FOLDER: rewrite tests/data/seed-fingerprints.txt.
    SEED_FINGERPRINTS.write_text("\n".join(seed_fingerprints(Path(sys.argv[1]))) + "\n", encoding="ascii")


@pytest.mark.parametrize("code", CODES)
def test_the_claim_and_muggins_keys_name_their_buttons(qapp, code):
    """Play-test (Russian Help -> Rules): "(кнопка или M)" left out the button's name that the
    English gives ("the Muggins! button or M"); in every language each "(… or C)" and "(… or M)"
    names the button as the window shows it."""
    from PySide6.QtCore import QCoreApplication

    i18n.install_language(qapp, code)
    text = plain(code)
    for key, button in (("C", "Claim"), ("M", "Muggins!")):
        shown = QCoreApplication.translate("ClaimButtons", button)
        found = re.findall(r"\(([^()]*)\s" + key + r"\)", text)
        assert found, (code, key)
        for inside in found:
            assert shown in inside, (code, key, inside)


@pytest.mark.parametrize("code", CODES)
def test_rules_say_what_the_table_shows(code, qapp):
    """Play-test: nothing said what the spinner's star, the last tile's frame, the dashed ends and
    the number on a lit end mean, nor that a computer may draw the whole boneyard at will; nor
    (play-test pt54 #4) what the box beside each other player's hand, and a faint one, mean: it
    is told with the word the box shows for a pass."""
    from PySide6.QtCore import QCoreApplication

    text = html(code)
    table = text[text.index('class="table"'):text.index('class="keys"')]
    assert table.count("<li>") == 6
    assert re.search(r"(?<!\d)0(?!\d)", table)  # "0: nothing"
    i18n.install_language(qapp, code)
    assert QCoreApplication.translate("TableScene", "passed") in table


@pytest.mark.parametrize("code", CODES)
def test_rules_name_the_keys_of_a_whole_game(code):
    """Play-test pt40 #4: Help -> Rules said nothing of the keyboard (the keys were only in the
    README and beside the menu entries). Its last section names every key of a game played by
    keyboard, as the keyboard shows them, and then the replay viewer's (play-test pt56 #5: they
    were written nowhere)."""
    text = html(code)
    keys = text[text.index('class="keys"'):]
    assert keys.count("<li>") == 8
    for word in ("Enter", "Tab", "Escape", "Ctrl", "H", "D", "P", "N", "T", "R", "F",
                 "F10", "Alt+G", "Alt+V", "Alt+L", "Alt+H",  # pt67 #6, #7
                 "Ctrl+Z",  # Undo too (play-test pt45 #2)
                 "C", "M",  # the claim and Muggins! keys (play-test pt50 #6)
                 "Home", "End", "Page Up", "Page Down"):  # the replay's (pt56 #5)
        assert re.search(rf"(?<![A-Za-z]){re.escape(word)}(?![A-Za-z])", keys), (code, word)
    # The arrows, which carry no name on the keys, and the space bar in the words the language's
    # own key help uses (play-test pt143 #9: "Left", "Up" and "Space" in the Russian rules).
    for word in ARROWS_AND_SPACE[code]:
        assert word in keys, (code, word)
    if code != "en":
        assert not re.search(r"\b(Left|Right)\b|(?<!Page )\b(Up|Down)\b", keys), code


@pytest.mark.parametrize("code", CODES)
def test_the_rules_window_names_the_game_once(qapp, qtbot, code):
    """Play-test pt84 #4: Qt adds " — " and the application's display name to a window title
    that does not end with it, so the Tamil and Russian "Rules of All Fives" read "All Fives
    rules — All Fives". The title, as Qt shows it, names the game once in every language."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QGuiApplication

    from allfives_qt.ui.rules_dialog import RulesDialog

    i18n.install_language(qapp, code)
    name = QGuiApplication.applicationDisplayName()
    assert name == QCoreApplication.translate("MainWindow", "All Fives")
    dialog = RulesDialog(None, lang=code)
    qtbot.addWidget(dialog)
    title = dialog.windowTitle()
    shown = title if title.endswith(name) else title + " \u2014 " + name  # as Qt writes it
    assert shown.count(name) == 1, shown


def test_a_change_of_language_keeps_the_part_of_the_rules_being_read(qapp, qtbot):
    """Play-test pt107 #6: with the rules open halfway down, a change of language went back to
    their top. The same part of the rules stays in view (as a share of their length)."""
    from allfives_qt.ui.rules_dialog import RulesDialog

    dialog = RulesDialog(None)
    qtbot.addWidget(dialog)
    dialog.resize(640, 500)
    dialog.show()
    bar = dialog.browser.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(bar.maximum() // 2)
    try:
        i18n.install_language(qapp, "ru")
        qtbot.waitUntil(lambda: dialog.source is not None and dialog.source.name.endswith("_ru.html"))
        qtbot.waitUntil(lambda: abs(bar.value() / bar.maximum() - 0.5) < 0.02, timeout=2000)
    finally:
        i18n.install_language(qapp, "en")


@pytest.mark.parametrize("code", ["he", "en"])
def test_the_worked_example_reads_in_the_languages_direction(qapp, qtbot, code):
    """Play-test pt140 #1: in Hebrew the worked example's table stood at the left with its first
    column ("play") leftmost, so a reader from the right met the points first. Right to left, it
    stands at the right and its columns are drawn from the right (Qt mirrors them as it paints,
    so the test reads the drawn borders: the widest column, the open ends, is the second from
    the start of the line); left to right, as before."""
    from PySide6.QtGui import QColor, QTextTable

    from allfives_qt.ui.rules_dialog import RulesDialog

    i18n.install_language(qapp, code)
    dialog = RulesDialog(None, lang=code)
    qtbot.addWidget(dialog)
    dialog.resize(760, 600)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(50)  # laid out at its size
    browser, doc = dialog.browser, dialog.browser.document()
    table = next(f for f in doc.rootFrame().childFrames() if isinstance(f, QTextTable))
    layout = doc.documentLayout()
    frame = layout.frameBoundingRect(table)
    width = doc.textWidth() - 2 * doc.documentMargin()
    if code == "he":
        assert frame.right() > doc.documentMargin() + width - 2 and frame.left() > 100
    else:
        assert frame.left() < 50 and frame.right() < doc.documentMargin() + width - 2
    row = layout.blockBoundingRect(table.cellAt(0, 1).firstCursorPosition().block())
    browser.verticalScrollBar().setValue(int(frame.top()) - 20)
    qapp.processEvents()
    image = browser.viewport().grab().toImage()
    scale = image.width() / browser.viewport().width()
    top = row.top() - browser.verticalScrollBar().value()
    ys = [int((top + row.height() * k / 6) * scale) for k in range(1, 6)]
    lines = [x for x in range(image.width())  # the columns' borders: dark all down the row
             if all(QColor(image.pixel(x, y)).lightness() < 200 for y in ys)]
    borders = [x for i, x in enumerate(lines) if i == 0 or x - lines[i - 1] > 3]
    gaps = [b - a for a, b in zip(borders, borders[1:])]
    assert len(gaps) == table.columns(), borders
    widest = gaps.index(max(gaps))  # counted from the left of the picture
    assert widest == (len(gaps) - 2 if code == "he" else 1), gaps


@pytest.mark.parametrize("code", ["en", "he", "ta"])
def test_help_rules_opens_at_the_family_for_a_game_of_the_family(qapp, qtbot, tmp_path, code):
    """Play-test pt148 #3: playing Fives and Threes, Help -> Rules opened at the top, the rules
    of All Fives. For a game of the family it opens at "The family" (its heading at the top of
    the window); for All Fives, at the top."""
    from PySide6.QtCore import QPoint

    from allfives_qt.controller import GameSetup
    from allfives_qt.engine.rules import Rules
    from allfives_qt.ui.rules_dialog import family_game
    from test_window_storage import make_window

    assert not family_game(Rules.make(4, target=150)) and family_game(Rules.game("muggins", 3))
    i18n.install_language(qapp, code)
    try:
        w = make_window(qtbot, tmp_path)
        tops = {}
        for name in ("all-fives", "fives-and-threes"):
            w.start_game(GameSetup(Rules.game(name, 2), (None, "easy"), 3))
            w.show_rules()
            dialog = w.rules_dialog
            bar = dialog.browser.verticalScrollBar()
            qtbot.waitUntil(lambda: bar.maximum() > 0)
            qtbot.wait(50)
            tops[name] = bar.value()
            if name != "all-fives":  # the family's heading is the first line in view
                block = dialog.browser.cursorForPosition(QPoint(8, 8)).block()
                heading = re.search(r'<h2 class="family">(.*?)</h2>', dialog._html).group(1)
                assert block.blockFormat().headingLevel() == 2
                assert block.text() == re.sub(r"<[^>]+>", "", heading).replace("\n", " ")
            dialog.close()
        assert tops["all-fives"] == 0 and tops["fives-and-threes"] > bar.pageStep()
    finally:
        i18n.install_language(qapp, "en")


def test_the_worked_examples_sums_read_left_to_right_in_hebrew(qapp, qtbot):
    """Play-test pt176 #5: in Hebrew's worked example "2 + 3 + 5" was drawn "5 + 3 + 2", the bidi
    algorithm running the numbers of a right-to-left cell from the right. Each sum reads left to
    right, as the layout's ends lie and as Hebrew writes arithmetic: each number is drawn right of
    the one before, also after Hebrew words ("2 + 6 (...) + 5 + 0" kept its 0 before its 5 until
    a left-to-right mark followed the words)."""
    from PySide6.QtGui import QTextTable

    from allfives_qt.ui.rules_dialog import RulesDialog

    i18n.install_language(qapp, "he")
    dialog = RulesDialog(None, lang="he")
    qtbot.addWidget(dialog)
    dialog.resize(760, 600)
    dialog.show()
    qtbot.waitExposed(dialog)
    doc = dialog.browser.document()
    table = next(f for f in doc.rootFrame().childFrames() if isinstance(f, QTextTable))
    sums = 0
    for r in range(1, table.rows()):
        for c in range(table.columns()):
            block = table.cellAt(r, c).firstCursorPosition().block()
            text = block.text()
            if " + " not in text:
                continue
            # Where each digit's glyph is drawn, in the text's order: left to right.
            xs = [block.layout().glyphRuns(i, 1)[0].positions()[0].x()
                  for i, ch in enumerate(text) if ch.isdigit()]
            assert xs == sorted(xs), (text, xs)
            sums += 1
    assert sums == 6

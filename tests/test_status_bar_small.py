"""A long status-bar sentence at the smallest window (play-test pt9, finding 12, shot120: at 480 x
369 the hint ran into the "Seed 1" label, cut mid-letter against it; the window is now at least 780
wide). The sentence now ends in "…" with a blank before the permanent labels, in English, in
long languages (Tamil, Russian) and in Hebrew (right to left: the labels on the left, the
sentence cut on its left)."""

import pytest
from PySide6.QtGui import QColor
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from allfives_qt import i18n
from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules

#: The least blank (px) between the sentence's last ink and a permanent label.
BLANK_PX = 6
HINT = ("Play %1 on %2: it scores nothing now, but looking a few turns ahead it is the best "
        "play.")


def ink_columns(image, x0, x1, rtl):
    """The columns in [x0, x1) of ``image`` with a pixel unlike the status bar's own background
    (its row's pixel 1 px inside the leading edge, before any text)."""
    ref = image.width() - 2 if rtl else 1
    found = []
    for x in range(max(0, x0), min(image.width(), x1)):
        for y in range(image.height()):
            a, b = QColor(image.pixel(x, y)), QColor(image.pixel(ref, y))
            if max(abs(a.red() - b.red()), abs(a.green() - b.green()),
                   abs(a.blue() - b.blue())) > 24:
                found.append(x)
                break
    return found


@pytest.mark.parametrize("code", ["en", "ta", "ru", "he"])
def test_a_long_sentence_ends_before_the_seed_at_the_smallest_window(window, qtbot, qapp, code):
    w = window
    i18n.register_fonts()
    i18n.install_language(qapp, code)
    try:
        w.set_pace(60_000, 0)  # the computer waits: no sentence of the game replaces ours
        w.start_game(GameSetup(Rules.make(2), (None, "random"), 1))
        w.resize(1, 1)  # as small as the window goes
        qtbot.waitUntil(lambda: w.width() < 800, timeout=3000)  # the least: 780 (pt16 #4, pt84 #1)
        sb = w.statusBar()
        text = QCoreApplication.translate("TableScene", HINT).replace("%1", "2-6")
        text = text.replace("%2", w.scene.end_label(0))
        text = " ".join([text] * 3)  # longer than the bar's two lines in every language at 780 px
        w.show_message(text)
        QApplication.processEvents()
        assert sb.currentMessage() == text and w.seed_label.isVisible()
        assert w.seed_label.text().endswith("1")
        seed = w.seed_label.geometry()
        assert sb.fontMetrics().horizontalAdvance(text) > seed.width() + sb.width() // 2
        assert sb.toolTip() == text  # the whole sentence, as it is cut
        image = sb.grab().toImage()
        rtl = code == "he"
        assert (sb.layoutDirection() == Qt.LayoutDirection.RightToLeft) == rtl
        if rtl:
            message = ink_columns(image, seed.right() + 1, sb.width() - 2, rtl)
            assert message and min(message) > seed.right() + BLANK_PX, (seed, min(message))
        else:
            message = ink_columns(image, 2, seed.left(), rtl)
            assert message and max(message) < seed.left() - BLANK_PX, (seed, max(message))
        # The sentence fills its room: cut, not dropped.
        assert len(message) > sb.width() // 3
    finally:
        i18n.install_language(qapp, "en")


@pytest.mark.parametrize("direction", [Qt.LayoutDirection.LeftToRight, Qt.LayoutDirection.RightToLeft])
def test_a_new_sentence_repaints_all_of_the_place_it_is_drawn_in(qapp, direction):
    # Play-test pt10 #4: in Hebrew the old sentence's first letter stayed beside the new one
    # ('ששחקן' for 'השחקן'): QStatusBar repainted only its own message place, 6 px short of ours.
    from PySide6.QtCore import QEvent, QObject, QRect
    from PySide6.QtGui import QRegion
    from PySide6.QtWidgets import QLabel, QMainWindow

    from allfives_qt.ui.status_bar import MessageFirstStatusBar

    painted = QRegion()

    class Paints(QObject):
        def eventFilter(self, obj, event):  # noqa: N802
            nonlocal painted
            if event.type() == QEvent.Type.Paint:
                painted = painted.united(event.region())
            return False

    w = QMainWindow()
    w.setLayoutDirection(direction)
    w.resize(800, 600)
    bar = MessageFirstStatusBar(w)
    w.setStatusBar(bar)
    bar.addPermanentWidget(QLabel("Seed 12345"))
    w.show()
    bar.showMessage("a first sentence, long enough to reach across")
    qapp.processEvents()
    spy = Paints()
    bar.installEventFilter(spy)
    painted = QRegion()
    bar.showMessage("x")
    qapp.processEvents()
    place = bar.message_rect()
    assert not place.isEmpty()
    missed = QRegion(place).subtracted(painted)
    assert missed.isEmpty(), f"not repainted: {missed.boundingRect()} of {place}"
    bar.removeEventFilter(spy)
    w.close()


def test_a_long_message_keeps_its_last_sentences(qapp):
    """Play-test pt73 #3: at 1024 px, "Left player played 2-4. Partner drew 3 tiles and played
    1-2. Right player played 4-4 and scored 10 points. None of your tiles fits an open end: …"
    lost what to do. The turns told first go first, after "…"; a single long sentence is still cut
    at its end."""
    from PySide6.QtGui import QFontMetrics

    from allfives_qt.ui.status_bar import latest_sentences

    fm = QFontMetrics(QApplication.font())
    news = ("Left player played 2-4. Partner drew 3 tiles and played 1-2. Right player played 4-4 "
            "and scored 10 points.")
    todo = "None of your tiles fits an open end: draw from the boneyard."
    text = news + " " + todo
    assert latest_sentences(text, fm, fm.horizontalAdvance(text)) == text  # it fits: whole
    width = fm.horizontalAdvance("… Right player played 4-4 and scored 10 points. " + todo)
    shown = latest_sentences(text, fm, width)
    assert shown == "… Right player played 4-4 and scored 10 points. " + todo
    assert latest_sentences(text, fm, width - 1) == "… " + todo
    narrow = latest_sentences(text, fm, fm.horizontalAdvance(todo) // 2)
    assert narrow.startswith("Left player") and narrow.endswith("…")
    assert fm.horizontalAdvance(narrow) <= fm.horizontalAdvance(todo) // 2


def test_a_long_hint_keeps_its_first_sentence(qapp):
    """Play-test pt74 #2: a hint with its second sentence on another play lost the first, the
    play it advises ("… 0-1 on the end on the left would score 5 points now, ..."). Only the
    other seats' turns told before it give way; the table's own sentence is cut at its end."""
    from PySide6.QtGui import QFontMetrics

    from allfives_qt.ui.status_bar import latest_sentences

    fm = QFontMetrics(QApplication.font())
    news = "Left player played 0-5. Partner played 3-5 and scored 5 points."
    hint = ("Hint: Play 4-4 on the end at the bottom right: it is the best play. 0-1 on the end "
            "on the left would score 5 points now, but it is worth less over the rest of the hand.")
    width = fm.horizontalAdvance(hint) * 2 // 3
    alone = latest_sentences(hint, fm, width, 0)
    assert alone.startswith("Hint: Play 4-4") and alone.endswith("…")
    told = latest_sentences(news + " " + hint, fm, width, len(news))
    assert told.startswith("… Hint: Play 4-4") and told.endswith("…"), told
    wide = fm.horizontalAdvance("… Partner played 3-5 and scored 5 points. " + hint)
    assert latest_sentences(news + " " + hint, fm, wide, len(news)).startswith("… Partner played")


def test_the_smallest_window_keeps_the_tables_texts_readable(window, qtbot):
    """Play-tests pt79 #3 and pt84 #1: at the smallest window (680 x 469) the score panel's text
    was 7 px high, Tamil's letters a blur. The least text on the table is now 8 px or more."""
    from allfives_qt.ui.table.items import MIN_TEXT_PX

    w = window
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 1))
    w.resize(1, 1)
    qtbot.waitUntil(lambda: w.width() < 800, timeout=3000)
    QApplication.processEvents()
    scale = w.view.transform().m11()
    assert w.view.width() >= 780 and w.view.height() >= 460
    assert scale * MIN_TEXT_PX >= 8.1, scale
    score_px = w.scene.score_lines[0].font().pixelSize() * w.scene.score_lines[0].scale() * scale
    assert score_px >= 9.0, score_px


def test_turns_left_out_leave_a_whole_sentence_on_two_lines_uncut(qapp):
    """Play-test pt141 #3: on two lines, once the other seats' turns gave way, a hint that fits
    whole after "… " still got a "…" at its end, as if its advice had been cut."""
    from PySide6.QtGui import QFontMetrics

    from allfives_qt.ui.status_bar import fits, latest_sentences

    fm = QFontMetrics(QApplication.font())
    news = "Left player played 0-5 and scored 5 points."
    hint = ("Hint: Play 4-4 on the end at the bottom right: it is the best play. 0-1 on the end "
            "on the left would score 5 points now, but it is worth less over the rest of the hand.")
    # The least width at which the hint fits two lines after "… ".
    width = next(w for w in range(fm.horizontalAdvance(hint) // 3, fm.horizontalAdvance(hint))
                 if fits("… " + hint, fm, w, 2))
    assert fits("… " + hint, fm, width, 2) and not fits(news + " " + hint, fm, width, 2)
    assert latest_sentences(news + " " + hint, fm, width, len(news), lines=2) == "… " + hint

"""The status bar says the table's sentence whole where it can (play-test: in Tamil, the replay's
step sentence was cut at 1280 px by the score and seed labels): the scores (also on the table's
score box) yield their room to a long sentence and come back for a short one; a sentence too long
even then is the status bar's tooltip."""

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from allfives_qt import i18n
from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def message_room(w):
    """The width QStatusBar gives its message now: from 6 px after its leading edge to 2 px before
    the first permanent label shown (12 px before the trailing edge without one)."""
    QApplication.processEvents()  # the labels laid out as they are now
    sb = w.statusBar()
    shown = [x for x in (w.score_label, w.seed_label) if x.isVisible()]
    if sb.layoutDirection() == Qt.LayoutDirection.RightToLeft:
        left = max((x.geometry().right() + 1 + 2 for x in shown), default=6)
        return sb.width() - 12 - left
    return min((x.x() - 2 for x in shown), default=sb.width() - 12) - 6


def need(w):
    return w.statusBar().fontMetrics().horizontalAdvance(w.statusBar().currentMessage())


@pytest.mark.parametrize("code", ["ta", "he", "en"])
def test_every_replay_step_sentence_is_whole_at_1280_px(window, qapp, code):
    w = window
    i18n.install_language(qapp, code)
    try:
        w.resize(1280, 800)
        assert w.open_record(str(EXAMPLES / "worked-example-h.json"))
        mode, yielded = w.replay_mode, 0
        for index in range(len(mode.steps)):
            w.replay_bar.go(index)
            assert w.statusBar().currentMessage() == mode.step_text(index)
            assert need(w) <= message_room(w), (index, mode.step_text(index))
            assert w.seed_label.isVisible()
            yielded += not w.score_label.isVisible()
            # the scores yield only when the sentence needs their room: it would not fit with
            # them shown (the bar's own measure, packed as QStatusBar packs them; a hidden label's
            # width is stale, and a guess from it missed by 10 px on the Tamil mid-hand sentence)
            assert w.score_label.isVisible() or need(w) > w.statusBar().room(())
        assert yielded or code != "ta"  # the play-test's Tamil sentence needs the scores' room
    finally:
        i18n.install_language(qapp, "en")


def test_the_scores_come_back_for_a_short_sentence_and_a_too_long_one_is_the_tooltip(window):
    w = window
    w.resize(1280, 800)
    assert w.open_record(str(EXAMPLES / "worked-example-h.json"))  # scores and seed shown
    sb = w.statusBar()
    w.show_message("Hand 1, play 1: You led 5-5.")
    assert w.score_label.isVisible() and sb.toolTip() == ""
    room = message_room(w)
    long = "domino"
    while sb.fontMetrics().horizontalAdvance(long) <= room:  # just past the room
        long += " domino"
    w.show_message(long)
    assert not w.score_label.isVisible() and w.seed_label.isVisible()
    assert need(w) <= message_room(w) and sb.toolTip() == ""
    w.show_message(long * 3)  # too long even without the scores: the whole of it as tooltip
    assert need(w) > message_room(w) and sb.toolTip() == long * 3
    w.show_message("Your turn.")
    assert w.score_label.isVisible() and sb.toolTip() == "" and need(w) <= message_room(w)


def test_looking_through_the_menus_keeps_the_sentence(window, qapp):
    """Play-test: opening the Language or Help menu blanked the status bar's sentence (each action
    hovered sends its empty status tip to the window, which showed it). A real tip still shows."""
    from PySide6.QtGui import QStatusTipEvent

    w = window
    w.show_message("Top player played 0-5 and scored 15.")
    for menu in w.menuBar().findChildren(type(w.menuBar().actions()[0].menu())):
        for action in menu.actions():
            action.hover()  # what hovering it with the mouse does: its status tip to the window
    QApplication.sendEvent(w, QStatusTipEvent(""))
    assert w.statusBar().currentMessage() == "Top player played 0-5 and scored 15."
    QApplication.sendEvent(w, QStatusTipEvent("A tip"))
    assert w.statusBar().currentMessage() == "A tip"


@pytest.mark.parametrize("code", ["en", "he"])
def test_the_seed_keeps_off_the_screen_edge_in_full_screen(window, qapp, qtbot, code):
    # Play-test pt108 #12: in full screen QStatusBar hides its size grip, and "Seed N" ran to the
    # screen's very edge (its last digit touching it). Left to right its text ends, right to left
    # it starts, at least 6 px from the status bar's edge.
    w = window
    i18n.install_language(qapp, code)
    try:
        w.start_game(GameSetup(Rules.make(2), (None, "greedy"), 987654321))
        w.showFullScreen()
        qtbot.waitUntil(w.isFullScreen)
        QApplication.processEvents()
        label, bar = w.seed_label, w.statusBar()
        assert "987654321" in label.text()
        inside = label.contentsRect()  # the label is as wide as its text and margins
        assert inside.width() >= label.fontMetrics().horizontalAdvance(label.text())
        if code == "he":
            assert label.x() + inside.left() >= 6
        else:
            assert bar.width() - (label.x() + inside.right() + 1) >= 6
    finally:
        w.showNormal()
        i18n.install_language(qapp, "en")

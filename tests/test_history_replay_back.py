"""Back from a replay opened in History, at a hand's end (play-test pt126 #1): the game left for
the replay was taken back at its hand's end, but History, opened again at once, held the game
before that end was announced. The score box went without the end-of-hand points, the status bar
said the game went on, and History had no row for the game being played."""

from test_keyboard_game import _hand_end_panel


def test_a_replay_closed_back_to_history_leaves_the_hands_end_announced(qtbot, tmp_path):
    w = _hand_end_panel(qtbot, tmp_path)
    c = w.controller
    scores = w.scene.shown_scores()
    assert c.end_announced and scores == tuple(c.game.scores)
    dialog = w.show_history()
    entry = dialog.entries[0]
    assert entry.in_progress  # the game being played, its first hand over
    dialog.replay_button.click()
    assert w.replay_mode.active
    w.replay_mode.leave()  # Close replay: back to the game, and to History
    qtbot.waitUntil(lambda: w.history_dialog is not dialog and w.history_dialog.isVisible())
    assert c.game.hand_over and c.end_announced
    assert w.scene.shown_scores() == scores
    assert w.history_dialog.entries[0].in_progress
    w.history_dialog.reject()
    qtbot.waitUntil(lambda: w.panel is not None and w.panel.isVisible())
    assert w.scene.shown_scores() == scores
    w.close()

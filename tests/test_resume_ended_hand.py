"""A game taken up again at the end of a hand (a resume, or back from the replay viewer) shows
that hand's end at once, whatever the pace: no move of it is being shown to keep in view
(play-test pt24: after Close replay the table waited, at normal speed, without the panel or the
Next hand button)."""

from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules
from test_window_storage import make_window, play_person


def test_a_hand_already_over_is_announced_at_once(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    setup = GameSetup(Rules.make(2), (None, "random"), 57)
    w.start_game(setup)
    play_person(qtbot, w, 40)
    c = w.controller
    assert c.game.hand_over and not c.game.over
    qtbot.waitUntil(lambda: w.panel is not None and w.panel.isVisible(), timeout=2000)
    w.panel.reject()  # Show table
    w.set_pace(3000, 0)  # a slow pace: its pause before an end would be 6 s
    ended = []
    c.handEnded.connect(ended.append)
    c.resume_game(setup, c.game, c.undos)
    qtbot.waitUntil(lambda: bool(ended), timeout=3000)  # half the pause the end would wait
    assert ended == [c.hand_index]
    qtbot.waitUntil(lambda: w.panel is not None and w.panel.isVisible(), timeout=1000)
    w.close()

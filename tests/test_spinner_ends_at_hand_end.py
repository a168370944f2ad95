"""The spinner's open ends are not shown faintly once the hand is over: nothing can be played
there (play-test pt24: the end-of-hand sentence half covered one)."""

from allfives_qt.engine.hand import N, S
from test_ui_table import start


def test_no_faint_spinner_end_after_the_hand(window, qtbot):
    w = window
    c = w.controller
    w.set_pace(0, 0)
    found = 0
    for seed in range(1, 40):
        ended = []
        c.handEnded.connect(ended.append)
        start(w, qtbot, players=2, seed=seed, levels=("random", "random"))
        qtbot.waitUntil(lambda: bool(ended), timeout=20000)
        c.handEnded.disconnect(ended.append)
        qtbot.wait(50)
        view = c.view()
        if view.spinner < 0 or not any(view.ends[e] >= 0 and not view.arms[e] for e in (N, S)):
            continue  # no open, empty end of the spinner at this hand's end
        found += 1
        assert w.scene.spinner_ends == []
        if found >= 2:
            break
    assert found, "no hand ended with an open end of the spinner"

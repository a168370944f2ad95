"""The end-of-hand panel on a real X screen with no window manager (Xvfb), where the keyboard
leaves the panel for another window and comes back (play-test pt12 #2): Next hand stays the
panel's default button, the one whose frame shows and which Enter presses. Offscreen, the first
button to get the keyboard is always Next hand, so this runs under ``xvfb-run``. History closed
over the panel gives it the keyboard back (play-test pt70 #8)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# Plays the person's first legal play (drawing when needed) until the first hand is over, waits
# for the panel, opens Game -> About this deal over it and closes that, then prints the panel's
# default buttons at each step.
_SCRIPT = r"""
import sys
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules
from allfives_qt.storage import Paths, Storage
from allfives_qt.ui.main_window import MainWindow

app = QApplication(sys.argv[:1])
w = MainWindow(storage=Storage(Paths(root=sys.argv[1])))
w.set_pace(0, 0)
w.resize(1000, 700)
w.show()
w.start_game(GameSetup(Rules.make(2), (None, "random"), 41))
c = w.controller

def wait(cond, ms=20000):
    for _ in range(ms // 10):
        if cond():
            return True
        QTest.qWait(10)
    return False

while not c.game.hand_over:
    wait(lambda: c.human_turn() or c.game.hand_over)
    if c.game.hand_over:
        break
    while c.can_draw():
        c.draw()
        wait(lambda: c.human_turn() or c.game.hand_over)
    legal = c.game.hand.legal_moves()
    if legal:
        c.play(legal[0].tile, legal[0].end)
wait(lambda: w.panel is not None and w.panel.isVisible())
QTest.qWait(300)
p = w.panel

def defaults():
    return ",".join(b.text() for b in (p.next_button, p.review_button, p.table_button)
                    if b.isDefault()) or "none"

print("SHOWN", defaults(), flush=True)
w.about_deal()
QTest.qWait(300)
print("OPEN", defaults(), flush=True)
(QApplication.activeModalWidget() or QApplication.activeWindow()).close()
QTest.qWait(300)
print("CLOSED", defaults(), flush=True)
# History opened over the panel and closed (play-test pt70 #8: the panel stayed inactive).
w.history_action.trigger()
QTest.qWait(300)
w.history_dialog.reject()
QTest.qWait(500)
fw = QApplication.focusWidget()
print("HISTORY", type(QApplication.activeWindow()).__name__ + ":"
      + (fw.text() if hasattr(fw, "text") else "none"), flush=True)
"""


@pytest.mark.skipif(not shutil.which("xvfb-run"), reason="needs xvfb-run (CI installs xvfb)")
def test_next_hand_stays_the_default_when_the_keyboard_leaves_the_panel_and_returns(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", LC_ALL="C.UTF-8",
               PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", sys.executable, "-c",
                           _SCRIPT, str(tmp_path)], env=env, capture_output=True, text=True,
                          timeout=180)
    lines = dict(line.split(" ", 1) for line in done.stdout.splitlines() if " " in line)
    assert lines.get("SHOWN") == "Next hand", done.stdout + done.stderr
    assert lines.get("OPEN") == "Next hand", done.stdout + done.stderr
    assert lines.get("CLOSED") == "Next hand", done.stdout + done.stderr
    # Closing History gives the panel the keys again, on its default button.
    assert lines.get("HISTORY") == "HandEndPanel:Next hand", done.stdout + done.stderr

"""The New game dialog on a real X screen (Xvfb): when the seed field's problem appears (two
wrapped lines), the dialog grows so the options above keep their whole height (play-test pt16 #5:
they lost it to a scroll bar, "Computer players" cut off). Offscreen the label's size hint was
already right, so this runs under ``xvfb-run``."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

_SCRIPT = r"""
import sys
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from allfives_qt.ui.new_game_dialog import NewGameDialog

app = QApplication(sys.argv[:1])
d = NewGameDialog()
d.show()
QTest.qWait(300)

def state():
    bar = d.scroll.verticalScrollBar()
    lack = d.scroll.widget().sizeHint().height() - d.scroll.viewport().height()
    return f"{int(bar.isVisible())} {lack} {d.height()}"

print("SHOWN", state(), flush=True)
d.seed.setText("99999999999999999999")
QTest.qWait(300)
print("PROBLEM", int(d.seed_problem.isVisible()), state(), flush=True)
d.seed.setText("7")
QTest.qWait(300)
print("FIXED", int(d.seed_problem.isVisible()), state(), flush=True)
"""


@pytest.mark.skipif(not shutil.which("xvfb-run"), reason="needs xvfb-run (CI installs xvfb)")
def test_the_seed_problem_does_not_squeeze_the_options(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", LC_ALL="C.UTF-8", ALLFIVES_HOME=str(tmp_path),
               PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1366x768x24", sys.executable, "-c",
                           _SCRIPT], env=env, capture_output=True, text=True, timeout=180)
    out = done.stdout + done.stderr
    lines = {line.split()[0]: line.split()[1:] for line in done.stdout.splitlines() if line}
    bar, lack, shown_height = map(int, lines["SHOWN"])
    assert bar == 0 and lack <= 0, out
    problem, bar, lack, height = map(int, lines["PROBLEM"])
    assert problem == 1 and bar == 0 and lack <= 0, out  # no scroll bar: the options whole
    assert height > shown_height, out  # the dialog grew for the two lines
    fixed, bar, lack, _ = map(int, lines["FIXED"])
    assert fixed == 0 and bar == 0 and lack <= 0, out

"""Changing the layout direction survives a garbage collection in an event handler (a crash the
tests met: Qt walks a copy of its top-level widgets, and a collection inside one of the Python
event handlers it calls freed a parentless window kept only by a reference cycle)."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Twenty parentless windows held only by reference cycles, and a window whose handlers collect
# garbage when the direction changes: Qt meets the freed windows in its copy unless the collector
# was run before and paused during the change (i18n.set_layout_direction).
_CYCLES = r"""
import gc, sys
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QWidget
from allfives_qt.i18n import set_layout_direction

app = QApplication(sys.argv[:1])

class Cyclic(QWidget):
    def __init__(self):
        super().__init__()
        self.me = self

class Collector(QWidget):
    def event(self, e):
        if e.type() in (QEvent.Type.ApplicationLayoutDirectionChange, QEvent.Type.LayoutDirectionChange):
            gc.collect()
        return super().event(e)

gc.disable()  # only the collector's handler, inside Qt's walk, would collect them
collector = Collector()
collector.show()
for _ in range(20):
    Cyclic().show()
app.processEvents()
set_layout_direction(app, Qt.LayoutDirection.RightToLeft)
set_layout_direction(app, Qt.LayoutDirection.LeftToRight)
print(len(QApplication.topLevelWidgets()), app.layoutDirection() == Qt.LayoutDirection.LeftToRight, flush=True)
"""


def test_a_collection_during_a_change_of_direction_frees_no_window_qt_still_walks():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run([sys.executable, "-c", _CYCLES], env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    # The cyclic windows were collected before the change: only the collector is left.
    assert done.stdout.split() == ["1", "True"]

"""The main window's rooms (issue 10, item 2): the replay mode and the files have their own
helpers, and the window stays under the size rule (700 lines a module, 70 lines a function)."""

import ast
import pathlib

import pytest
from PySide6.QtCore import Qt

UI = pathlib.Path(__file__).resolve().parent.parent / "allfives_qt" / "ui"
ROOMS = ["main_window.py", "menus.py", "persistence.py", "game_options.py", "new_game_dialog.py",
         "settings_dialog.py", "replay/__init__.py", "replay/steps.py", "replay/bar.py",
         "replay/mode.py", "window_replay.py", "../game_setup.py", "../selftest.py",
         "../selftest_storage.py"]


@pytest.mark.parametrize("name", ROOMS)
def test_module_and_functions_stay_small(name):
    text = (UI / name).read_text("utf-8")
    assert len(text.splitlines()) <= 700
    long = [(n.name, n.end_lineno - n.lineno + 1) for n in ast.walk(ast.parse(text))
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
            and n.end_lineno - n.lineno + 1 > 70]
    assert long == []


def test_the_window_delegates_replay_and_files(window):
    from allfives_qt.ui.persistence import Persistence
    from allfives_qt.ui.replay import ReplayMode

    w = window
    assert w._replay_mode is None  # the replay viewer is built when first needed (issue 14)
    assert isinstance(w.replay_mode, ReplayMode) and isinstance(w.files, Persistence)
    assert w.notice is w.files.notice and w.replay is None and not w.replaying
    assert not w.scene.replay_key(Qt.Key.Key_End)  # no replay shown: the key is not the replay's

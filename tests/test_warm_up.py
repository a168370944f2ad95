"""After the window's first paint the game imports what playing, saving and closing need
(:mod:`allfives_qt.warm_up`): a bundle or package upgraded under a running game replaced the files
it imported from, and the first later import failed, the autosave and the save on closing with it
(play-test pt89 #1). Checked in a fresh interpreter: once warmed up, a whole game with hints,
Undo, the coach's review and the window's closing imports nothing more."""

import json
import os
import subprocess
import sys
from pathlib import Path

SCRIPT = r'''
import os, sys, json
from PySide6.QtWidgets import QApplication
from PySide6.QtTest import QTest
app = QApplication(sys.argv)
from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules
from allfives_qt.storage import Paths, Storage
from allfives_qt.ui.main_window import MainWindow
from allfives_qt.warm_up import warm_up

root = sys.argv[1]
storage = Storage(Paths(root=root))
w = MainWindow(storage=storage)
w.set_pace(0, 0)
w.show()
storage.write_in_background()
done = []
warm_up(lambda: done.append(True))
while not done:
    app.processEvents()
seen = []


class Watch:
    def find_spec(self, name, path=None, target=None):
        seen.append(name)
        return None


if sys.argv[2] == "watch":
    sys.meta_path.insert(0, Watch())
c = w.controller
w.start_game(GameSetup(Rules.game(sys.argv[3], int(sys.argv[4]), target=60),
                       (None,) + ("expert",) * (int(sys.argv[4]) - 1), 3))
hinted = undone = False
for _ in range(3000):
    QTest.qWait(2)
    if c.game.over:
        break
    if c.game.hand_over:
        if c.end_announced:
            c.next_hand()
        continue
    if c.human_turn():
        legal = c.game.hand.legal_moves()
        if legal and not hinted:
            hinted = w.hint() or True
            continue
        if legal:
            c.play(legal[0].tile, legal[0].end)
            if not undone:
                undone = bool(w.undo())
        elif c.can_draw():
            c.draw()
        elif c.can_pass():
            c.pass_turn()
w.close()
storage.close()
print(json.dumps({"over": c.game.over, "hands": len(c.game.logs), "seen": sorted(set(seen)),
                  "files": sorted(str(p.relative_to(root)) for p in __import__("pathlib").Path(root).rglob("*.json"))}))
'''


def _run(tmp_path, mode, game="all-fives", players=2):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", SCRIPT, str(tmp_path), mode, game, str(players)],
                         capture_output=True, text=True, env=env, timeout=240,
                         cwd=Path(__file__).resolve().parent.parent)
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_a_warmed_up_game_imports_nothing_to_play_save_and_close(tmp_path):
    for game, players in (("all-fives", 2), ("muggins", 3)):
        result = _run(tmp_path / game, "watch", game, players)
        assert result["over"] and result["hands"] >= 1
        assert result["seen"] == [], result["seen"]
        assert "data/autosave.json" in result["files"] and "state/window.json" in result["files"]


def test_without_the_warm_up_the_same_game_would_import_modules(tmp_path):
    """The check above can fail: with an empty list the same game imports modules as it goes."""
    script = SCRIPT.replace("warm_up(lambda", "import allfives_qt.warm_up as _w; _w.MODULES = (); "
                            "warm_up(lambda")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", script, str(tmp_path), "watch", "all-fives", "2"],
                         capture_output=True, text=True, env=env, timeout=240)
    assert out.returncode == 0, out.stderr[-3000:]
    seen = json.loads(out.stdout.strip().splitlines()[-1])["seen"]
    assert "allfives_qt.storage.autosave" in seen and "uuid" in seen

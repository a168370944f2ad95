"""One game window at a time on one set of files (play-test pt9, finding 10): a second start while
a game runs brings that game's window forward (or, when it gets no answer, says the game is already
running) and leaves the files alone; a lock left by a killed game does not block."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from allfives_qt.engine.game import Game
from allfives_qt.engine.rules import Rules
from allfives_qt.single_instance import (LOCK_NAME, InstanceLock, fallback_lock, game_running,
                                         server_name)
from allfives_qt.storage import Paths, SavedGame, Storage
from allfives_qt.storage.settings import Settings

ROOT = Path(__file__).resolve().parent.parent

# A start of the game as ``allfives-qt`` (the command line's main, with the arguments after the
# first) whose message boxes print their texts instead of waiting for a click, and which prints
# "RAISED" with the window's class when a later start asks it to come forward. Three seconds in,
# it prints the visible top-level widgets; with the first argument "probe" it then quits, with
# "hold" it stays open.
_START = r"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
import allfives_qt.single_instance as single

QMessageBox.exec = lambda box: print("BOX", box.text(), "|", box.informativeText(), flush=True) or 0
_bring_forward = single.bring_forward
def bring_forward(window):
    _bring_forward(window)
    print("RAISED", type(window).__name__, window.isVisible(), flush=True)
single.bring_forward = bring_forward
app = QApplication(sys.argv[:1])
def opened():
    names = [type(w).__name__ for w in app.topLevelWidgets() if w.isVisible()]
    print("WINDOW", " ".join(names), flush=True)
    if sys.argv[1] == "probe":
        app.quit()
QTimer.singleShot(3000, opened)
from allfives_qt.cli import main
status = main(sys.argv[2:])
print("STATUS", status, flush=True)
"""


def _env(home: Path) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", ALLFIVES_HOME=str(home), LC_ALL="C.UTF-8",
                PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))


def _probe(home: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", _START, "probe", *args], env=_env(home),
                          capture_output=True, text=True, timeout=120)


def _windows(out: str) -> list[str]:
    """The visible top-level widgets a start printed (empty when it printed none)."""
    return next((line.split()[1:] for line in out.splitlines() if line.startswith("WINDOW")), [])


def _snapshot(home: Path) -> dict[str, tuple[int, bytes]]:
    """Every file under ``home`` (but the lock), by path: its time of change and its bytes."""
    return {str(p.relative_to(home)): (p.stat().st_mtime_ns, p.read_bytes())
            for p in sorted(home.rglob("*")) if p.is_file() and p.name != LOCK_NAME}


def test_a_second_lock_on_the_same_files_is_refused_until_the_first_lets_go(tmp_path):
    first, second = InstanceLock(tmp_path / "data"), InstanceLock(tmp_path / "data")
    assert first.acquire() and first.held()
    assert (tmp_path / "data" / LOCK_NAME).is_file()
    assert not second.acquire() and not second.held()
    assert second.holder() == os.getpid()
    assert InstanceLock(tmp_path / "other").acquire()  # other files, other lock
    first.release()
    assert not (tmp_path / "data" / LOCK_NAME).exists()
    assert second.acquire() and second.held()
    second.release()


def test_without_fcntl_qt_lock_file_does_the_same(tmp_path, monkeypatch):
    """Where Python has no fcntl (Windows) the lock is Qt's QLockFile, with the same behaviour."""
    from allfives_qt import single_instance

    monkeypatch.setattr(single_instance, "fcntl", None)
    first, second = InstanceLock(tmp_path / "data"), InstanceLock(tmp_path / "data")
    assert first._qt is not None
    assert first.acquire() and first.held() and (tmp_path / "data" / LOCK_NAME).is_file()
    assert not second.acquire() and not second.held()
    assert second.holder() == os.getpid()
    first.release()
    assert not first.held() and not (tmp_path / "data" / LOCK_NAME).exists()
    assert second.acquire()
    second.release()


def test_a_lock_file_left_by_an_older_game_is_taken_over(tmp_path):
    """A lock file the former QLockFile left after a crash (its process id, program and host on
    three lines) does not block the start, and names the new holder afterwards."""
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / LOCK_NAME).write_text("999999999\nallfives-qt\nsomehost\n")
    lock = InstanceLock(tmp_path / "data")
    assert lock.acquire() and lock.holder() == os.getpid()
    lock.release()
    assert lock.holder() is None


def test_a_folder_that_cannot_be_made_does_not_stop_the_game(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    lock = InstanceLock(blocker / "data")
    assert lock.acquire()
    lock.release()


@pytest.mark.skipif(sys.platform == "win32", reason="flock: Qt's lock file on Windows")
def test_files_whose_folder_cannot_hold_the_lock_are_locked_from_the_temporary_folder(
        tmp_path, monkeypatch):
    """Play-test pt91 #1: with a read-only data folder the lock file could not be made, the game
    started without it, and a second start opened a second window on the same files. The lock is
    then a file in the temporary folder named after the data folder, held as the other is."""
    import allfives_qt.single_instance as single

    blocker = tmp_path / "file"
    blocker.write_text("not a folder")  # the folder cannot be made
    first = InstanceLock(blocker / "data")
    assert first.acquire() and first.path == fallback_lock(blocker / "data")
    second = InstanceLock(blocker / "data")
    # The second start names the holder (it said "process ?": it read the folder's lock file).
    assert not second.acquire() and second.holder() == os.getpid()
    assert game_running(blocker / "data")
    first.release()
    assert not fallback_lock(blocker / "data").exists() and not game_running(blocker / "data")
    # A folder that is there but cannot be written (as root, chmod does not stop us: the lock
    # file's opening is refused instead).
    data = tmp_path / "data"
    data.mkdir()
    locked = single._locked_file

    def refused(path):
        if path.parent == data:
            raise PermissionError(13, "Permission denied", str(path))
        return locked(path)

    monkeypatch.setattr(single, "_locked_file", refused)
    first = InstanceLock(data)
    assert first.acquire() and first.path == fallback_lock(data)
    assert not InstanceLock(data).acquire() and game_running(data)
    # pt92 #1: the folder made writable again while that game runs: its own lock is not taken.
    monkeypatch.setattr(single, "_locked_file", locked)
    second = InstanceLock(data)
    assert not second.acquire() and second.holder() == os.getpid()
    first.release()
    again = InstanceLock(data)
    assert again.acquire() and again.path == data / LOCK_NAME
    # The other way round: a game holds the folder's lock, then the folder cannot be written.
    monkeypatch.setattr(single, "_locked_file", refused)
    assert not InstanceLock(data).acquire()
    again.release()


def _hold_game(home: Path, seed: str) -> subprocess.Popen:
    """Start the game on ``home`` and wait until its window is up (the resume question open)."""
    first = subprocess.Popen([sys.executable, "-c", _START, "hold", "--seed", seed], env=_env(home),
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert "MainWindow" in _windows(first.stdout.readline())
    return first


def test_a_second_start_brings_the_first_window_forward_and_leaves_the_files_alone(tmp_path):
    storage = Storage(Paths(root=tmp_path))
    storage.save_game(SavedGame(Game(Rules.make(2), 5), (None, "easy"), "open"))  # offered to resume
    lock_file = storage.paths.data_dir / LOCK_NAME
    first = _hold_game(tmp_path, "5")
    try:
        assert lock_file.is_file()
        files = _snapshot(tmp_path)
        assert "data/autosave.json" in files
        result = _probe(tmp_path, "--seed", "9")
        assert "STATUS 0" in result.stdout, result
        assert "WINDOW" not in result.stdout and "BOX" not in result.stdout  # no window, no box
        assert f"process {first.pid}" in result.stderr and "brought forward" in result.stderr
        assert "--seed 9 was not used" in result.stderr  # play-test pt52 #6: said, not dropped
        assert first.stdout.readline().split() == ["RAISED", "MainWindow", "True"]
        assert _snapshot(tmp_path) == files  # nothing rewritten, moved aside or added
        # the commands that open no window run while the game is open
        replay = subprocess.run([sys.executable, "-m", "allfives_qt", "replay",
                                 str(ROOT / "examples" / "full-game.json")], env=_env(tmp_path),
                                capture_output=True, text=True, timeout=120)
        assert replay.returncode == 0, replay.stderr
        assert first.poll() is None
    finally:
        first.kill()  # SIGKILL: no clean-up, the lock file and the socket stay behind (a crash)
        first.communicate(timeout=60)
    assert lock_file.exists()
    after = _probe(tmp_path, "--seed", "9")  # the stale lock does not block
    assert "MainWindow" in _windows(after.stdout) and "BOX" not in after.stdout, after
    assert "STATUS 0" in after.stdout
    # the killed game's socket does not stop the next game from listening
    second = _hold_game(tmp_path, "6")
    try:
        result = _probe(tmp_path, "--seed", "9")
        assert "STATUS 0" in result.stdout and "BOX" not in result.stdout, result
        assert second.stdout.readline().split() == ["RAISED", "MainWindow", "True"]
    finally:
        second.kill()
        second.communicate(timeout=60)
        # a killed game's socket file stays in the temporary folder: the test takes it away
        from PySide6.QtNetwork import QLocalServer

        assert QLocalServer.removeServer(server_name(storage.paths.data_dir))


def test_a_second_start_waits_for_a_game_still_starting_to_listen(tmp_path):
    """Play-test pt111 #7: two starts at the same moment. The first holds the files but listens
    only from its first paint; the second start's message box opened, then the first window over
    it. The second start now asks again until the first one listens, and leaves without a box."""
    storage = Storage(Paths(root=tmp_path))
    holder = subprocess.Popen([sys.executable, "-c", _LISTENS_LATE, str(storage.paths.data_dir)],
                              env=_env(tmp_path), stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "True"
        result = _probe(tmp_path, "--seed", "9")
        assert "STATUS 0" in result.stdout and "BOX" not in result.stdout, result
        assert "WINDOW" not in result.stdout and "brought forward" in result.stderr
        assert holder.stdout.readline().strip() == "ASKED"
    finally:
        holder.kill()
        holder.wait(timeout=60)


# A holder of the lock that starts listening only 1.5 s after it took it, as a game still starting
# does, and answers as the game's RaiseListener does.
_LISTENS_LATE = r"""
import sys, time
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtNetwork import QLocalServer
from allfives_qt.single_instance import (InstanceLock, RAISED_REPLY, server_name)
app = QCoreApplication([])
lock = InstanceLock(sys.argv[1]); print(lock.acquire(), flush=True)
server = QLocalServer()
def answer():
    sock = server.nextPendingConnection()
    sock.waitForReadyRead(2000)
    sock.write(RAISED_REPLY); sock.flush(); sock.waitForBytesWritten(2000)
    print("ASKED", flush=True)
def listen():
    QLocalServer.removeServer(server_name(sys.argv[1]))
    server.listen(server_name(sys.argv[1]))
server.newConnection.connect(answer)
QTimer.singleShot(1500, listen)
app.exec()
"""


@pytest.mark.parametrize("language, words", [("en", "All Fives is already running."),
                                             ("ru", "Игра «Все пятёрки» уже запущена.")])
def test_a_second_start_that_gets_no_answer_says_the_game_is_running(tmp_path, language, words):
    """A holder of the lock that does not answer (a game still starting) gets the message box."""
    storage = Storage(Paths(root=tmp_path))
    storage.save_settings(Settings(language=language))
    holder = subprocess.Popen([sys.executable, "-c",
                               "import sys, time; from allfives_qt.single_instance import InstanceLock\n"
                               "lock = InstanceLock(sys.argv[1]); print(lock.acquire(), flush=True)\n"
                               "time.sleep(60)", str(storage.paths.data_dir)],
                              env=_env(tmp_path), stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "True"
        files = _snapshot(tmp_path)
        result = _probe(tmp_path, "--seed", "9")
        assert "STATUS 1" in result.stdout, result
        assert "WINDOW" not in result.stdout  # no window of its own
        box = [line for line in result.stdout.splitlines() if line.startswith("BOX ")]
        assert len(box) == 1 and words in box[0]
        assert f"process {holder.pid}" in result.stderr
        assert _snapshot(tmp_path) == files
    finally:
        holder.kill()
        holder.wait(timeout=60)


def test_the_socket_name_follows_the_folder(tmp_path):
    assert server_name(tmp_path / "a") == server_name(tmp_path / "x" / ".." / "a")
    assert server_name(tmp_path / "a") != server_name(tmp_path / "b")


def test_a_game_that_ends_lets_the_next_one_start(tmp_path):
    """A window closed the ordinary way removes its lock."""
    done = _probe(tmp_path, "--seed", "3")
    assert "MainWindow" in _windows(done.stdout) and "STATUS 0" in done.stdout, done
    assert not (tmp_path / "data" / LOCK_NAME).exists()
    again = _probe(tmp_path, "--seed", "4")
    assert "MainWindow" in _windows(again.stdout) and "BOX" not in again.stdout, again


def test_a_killed_holder_leaves_a_stale_lock_that_the_next_start_removes(tmp_path):
    holder = subprocess.Popen([sys.executable, "-c",
                               "import sys, time; from allfives_qt.single_instance import InstanceLock\n"
                               "lock = InstanceLock(sys.argv[1]); print(lock.acquire(), flush=True)\n"
                               "time.sleep(60)", str(tmp_path / "data")],
                              env=_env(tmp_path), stdout=subprocess.PIPE, text=True)
    assert holder.stdout.readline().strip() == "True"
    assert not InstanceLock(tmp_path / "data").acquire()
    os.kill(holder.pid, signal.SIGKILL)
    holder.wait(timeout=60)
    assert (tmp_path / "data" / LOCK_NAME).exists()
    late = InstanceLock(tmp_path / "data")
    assert late.acquire() and late.holder() == os.getpid()
    late.release()


def test_bringing_a_minimized_window_forward_restores_it(qapp):
    from PySide6.QtWidgets import QMainWindow

    from allfives_qt.single_instance import bring_forward

    window = QMainWindow()
    window.showMinimized()
    qapp.processEvents()
    assert window.isMinimized()
    bring_forward(window)
    qapp.processEvents()
    assert window.isVisible() and not window.isMinimized()
    window.close()


# On a real X screen with no window manager (Xvfb), where nothing keeps a dialog above its window:
# the game's window with a non-modal panel over it (as the end-of-hand panel is), both covered by
# another program's window, then brought forward. Prints which window is under the panel's
# centre and under a corner of the game's window the panel does not cover, and which window is
# active.
_STACK = r"""
import sys
from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QWidget
from allfives_qt.single_instance import bring_forward

app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setGeometry(100, 100, 600, 400)
window.show()
panel = QDialog(window)
panel.setGeometry(250, 200, 200, 120)
panel.show()
cover = QWidget()
cover.setGeometry(0, 0, 900, 700)
cover.show()
cover.raise_()
QTest.qWait(400)

def top(widget, dx, dy):
    w = QApplication.widgetAt(widget.mapToGlobal(QPoint(dx, dy)))
    return {window: "window", panel: "panel", cover: "cover"}.get(w.window() if w else None, "none")

print("BEFORE", top(panel, 100, 60), flush=True)
bring_forward(window)
QTest.qWait(400)
active = {window: "window", panel: "panel"}.get(QApplication.activeWindow(), "other")
print("AFTER", top(panel, 100, 60), top(window, 20, 350), active, flush=True)
"""


@pytest.mark.skipif(not shutil.which("xvfb-run"), reason="needs xvfb-run (CI installs xvfb)")
def test_bringing_the_window_forward_keeps_its_panel_above_it(tmp_path):
    """The end-of-hand panel stays over the window brought forward and has the keyboard (play-test
    pt12 #1: the window came above its panel, which could not be brought back)."""
    env = dict(os.environ, QT_QPA_PLATFORM="xcb",
               PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1024x768x24", sys.executable, "-c",
                           _STACK], env=env, capture_output=True, text=True, timeout=120)
    lines = dict(line.split(" ", 1) for line in done.stdout.splitlines() if " " in line)
    assert lines.get("BEFORE") == "cover", done.stdout + done.stderr
    assert lines.get("AFTER") == "panel window panel", done.stdout + done.stderr

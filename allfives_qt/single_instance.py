"""One game window at a time on one set of files (play-test pt9, finding 10).

Two windows on the same files would both write the same autosave, each over the other's progress.
The window path of the command line (:func:`~allfives_qt.app.run_app`, not the demo, which writes
no file) therefore holds a lock on the file :data:`LOCK_NAME` in the folder of the autosave
(``Paths.data_dir``; ``$ALLFIVES_HOME/data`` when that is set) while it runs. A second start finds
it held, says so in the player's language (:func:`tell_already_running`) and exits before it reads
or writes any game file. The sub-commands that open no window (``replay``, ``review``,
``simulate``, ``--self-test``, ``--help``) never take it.

The lock is the operating system's (``flock(2)`` through :mod:`fcntl`; where Python has no
:mod:`fcntl`, Qt's :class:`~PySide6.QtCore.QLockFile`): the system lets it go when its process
ends in any way, so a lock left by a game that crashed or was killed never blocks the next start,
and a game open for hours keeps it. The file names the holder's process id. ``flock`` was chosen
over QLockFile, which the game used first, for the start-up (issue 14, goal 1): QLockFile writes
the host's name into the file and syncs it to the disk, 1.5 to 3 ms before the first paint.

A second start first asks the running window to come forward, as desktop programs do when their
icon is clicked again: the running game listens on a local socket (:class:`RaiseListener`, a
:class:`~PySide6.QtNetwork.QLocalServer` named after the files' folder, :func:`server_name`,
started after the first paint), and :func:`ask_to_raise` connects to it. When the window answers,
the second start exits quietly (status 0). A game still starting listens from its first paint, so
the second start asks again for a few seconds; when nothing answers (a game that cannot listen,
or one too busy), it says in a message box, above every window, that the game is already running.
"""

from __future__ import annotations

import os
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: Qt's QLockFile instead (InstanceLock)
    fcntl = None

from PySide6.QtCore import QCoreApplication, Qt

# File name of the lock, in the folder of the autosave.
LOCK_NAME = "allfives.lock"
# What a second start sends to the running game's socket, and the answer once its window is up.
RAISE_REQUEST = b"raise\n"
RAISED_REPLY = b"raised\n"


class InstanceLock:
    """The lock of the game files in the folder ``data_dir`` (a path; created when missing).

    :meth:`acquire` takes it; it is held until :meth:`release` (which removes the file) or until
    the process ends, when the operating system lets it go and leaves the file, which the next
    :meth:`acquire` takes over. Two locks on one folder exclude each other within one process too.
    ``path`` is the lock file: the folder's, or :func:`fallback_lock`'s once :meth:`acquire` took
    that one or found it held.
    """

    def __init__(self, data_dir: str | os.PathLike[str]) -> None:
        self.path = Path(data_dir) / LOCK_NAME
        self._data_dir = data_dir
        self._fd: int | None = None
        self._qt = None if fcntl is not None else _qt_lock(self.path)

    def acquire(self) -> bool:
        """Take the lock without waiting; return False only when another running process (or
        another lock of this one) holds it. Where the folder cannot be created or written (a
        read-only one), the lock is the file :func:`fallback_lock` names in the temporary folder
        (play-test pt91 #1: without it a second start opened a second window on the same files),
        unless a game holds the folder's own; and a game holding that file keeps the folder's
        lock from being taken once the folder can be written again (pt92 #1). When no lock can
        be made at all, return True: the game then starts without it, and its own file errors
        tell the player about the folder."""
        if self._qt is not None:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError:
                return True
            if self._qt.tryLock(0):
                return True
            return self._qt.error() != self._qt.LockError.LockFailedError
        fallback = fallback_lock(self._data_dir)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = _locked_file(self.path)
        except BlockingIOError:
            return False
        except OSError:
            return not _held(self.path) and self._take(fallback)
        if _held(fallback):  # a game started while this folder could not hold its lock
            os.close(fd)
            self.path = fallback  # the holder's file, which :meth:`holder` reads
            return False
        self._hold(fd)
        return True

    def _take(self, path: Path) -> bool:
        """Take the lock of the file at ``path`` in place of the folder's; False when another
        process holds it, True when it is taken or cannot be made."""
        try:
            fd = _locked_file(path)
        except BlockingIOError:
            self.path = path  # the holder's file (a second start named no process: pt111)
            return False
        except OSError:
            return True
        self.path = path
        self._hold(fd)
        return True

    def _hold(self, fd: int) -> None:
        self._fd = fd
        try:  # the holder's name for a second start's message; the lock holds without it
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        except OSError:
            pass

    def holder(self) -> int | None:
        """The process id written in the lock file by its holder, or None (no file, unreadable)."""
        if self._qt is not None:
            info = self._qt.getLockInfo()
            return int(info[0]) if isinstance(info, tuple) and info and info[0] else None
        try:
            first = self.path.read_text("ascii", errors="replace").split("\n", 1)[0].strip()
        except OSError:
            return None
        return int(first) if first.isdigit() else None

    def held(self) -> bool:
        """True while this object holds the lock."""
        return self._qt.isLocked() if self._qt is not None else self._fd is not None

    def release(self) -> None:
        """Let the lock go and remove its file; nothing when it is not held."""
        if self._qt is not None:
            if self._qt.isLocked():
                self._qt.unlock()
            return
        if self._fd is None:
            return
        try:  # removed while still locked: a start waiting on the old file sees it go (_locked_file)
            self.path.unlink()
        except OSError:
            pass
        os.close(self._fd)
        self._fd = None


def game_running(data_dir: str | os.PathLike[str]) -> bool:
    """Whether a game window holds the lock of the files in the folder ``data_dir`` now (its
    autosave is then rewritten after every play). Only asks: takes the lock for an instant when it
    is free and never creates or removes the file. False when there is no lock file, and where
    Python has no :mod:`fcntl` (Qt's lock cannot be asked without taking it). The lock of a
    folder that cannot hold one (:func:`fallback_lock`) counts too."""
    if fcntl is None:
        return False
    return any(_held(path) for path in (Path(data_dir) / LOCK_NAME, fallback_lock(data_dir)))


def _held(path: Path) -> bool:
    """Whether another open file holds the ``flock`` of ``path`` (False: no such file)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    except OSError:
        return False
    finally:
        os.close(fd)  # closing lets go of a lock taken here
    return False


def fallback_lock(data_dir: str | os.PathLike[str]) -> Path:
    """The lock file of the files in ``data_dir`` when that folder cannot hold one: in the
    temporary folder, named after the folder (a CRC-32 of its path: asked at every start, before
    the first paint, where :func:`server_name`'s SHA-1 would load OpenSSL)."""
    import tempfile  # loaded already by the storage's atomic writes
    import zlib  # loaded already by shutil

    folder = str(Path(data_dir).resolve()).encode("utf-8")
    return Path(tempfile.gettempdir()) / f"allfives-qt-{zlib.crc32(folder):08x}.lock"


def _locked_file(path: Path) -> int:
    """Open ``path`` (created when missing) and lock it exclusively without waiting; return the
    file descriptor. Raises BlockingIOError when another open file holds the lock, OSError when the
    file cannot be opened. A file removed by its holder between our open and our lock (its
    :meth:`InstanceLock.release`) is opened again, so two starts never hold two different files."""
    while True:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            now = os.stat(path)
        except FileNotFoundError:  # removed after we locked it: try the new file
            os.close(fd)
            continue
        except BaseException:
            os.close(fd)
            raise
        mine = os.fstat(fd)
        if (now.st_dev, now.st_ino) == (mine.st_dev, mine.st_ino):
            return fd
        os.close(fd)  # another file is at the path now: lock that one


def _qt_lock(path: Path):
    """Qt's lock file at ``path``, for systems whose Python has no :mod:`fcntl` (Windows)."""
    from PySide6.QtCore import QLockFile

    lock = QLockFile(str(path))
    lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
    return lock


def tell_already_running(lock: InstanceLock) -> None:
    """Say that another All Fives window is open on these files: one line on standard error
    (with the holder's process id and the lock file), then a message box in the installed
    language, modal, before any window of this start exists."""
    import sys

    from PySide6.QtWidgets import QMessageBox

    pid = lock.holder()
    print(f"allfives-qt: All Fives is already running (process {pid if pid else '?'}, "
          f"lock file {lock.path}); not starting a second window", file=sys.stderr)
    box = QMessageBox()
    box.setIcon(QMessageBox.Icon.Information)
    box.setWindowTitle(QCoreApplication.translate("SingleInstance", "All Fives"))
    box.setText(QCoreApplication.translate("SingleInstance", "All Fives is already running."))
    box.setInformativeText(QCoreApplication.translate(
        "SingleInstance", "Switch to its window to go on with your game. To start the game again, "
                          "close that window first."))
    box.addButton(QCoreApplication.translate("SingleInstance", "Close"), QMessageBox.ButtonRole.AcceptRole)
    # Above the running game's window, which may open after it (play-test pt111 #7).
    box.setWindowFlag(Qt.WindowType.WindowStaysOnTopHint)
    box.exec()


def server_name(data_dir: str | os.PathLike[str]) -> str:
    """The name of the local socket of the game that holds the files in ``data_dir``: the same
    for every start on the same folder, different for another folder (``$ALLFIVES_HOME``)."""
    import hashlib  # here, not before the first paint: OpenSSL's start costs 5 ms (issue 14, goal 1)

    digest = hashlib.sha1(str(Path(data_dir).resolve()).encode("utf-8")).hexdigest()[:16]
    return f"allfives-qt-{digest}"


def bring_forward(window) -> None:
    """Show ``window`` (a top-level QWidget) in front: restored when minimized, raised, and
    activated (the window manager may still decline to move the keyboard focus). The window's own
    open windows (the end-of-hand panel, a dialog) are raised above it again, a modal one last,
    and the last one raised gets the keyboard: raising the window alone covered the panel, which
    then could not be brought back (play-test pt12 #1, on a screen with no window manager)."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    from PySide6.QtWidgets import QWidget

    own = [w for w in window.findChildren(QWidget)
           if w.isWindow() and w.isVisible() and not w.isMinimized()
           and w.windowType() in (Qt.WindowType.Dialog, Qt.WindowType.Sheet, Qt.WindowType.Tool)]
    own.sort(key=lambda w: w.isModal())  # a modal dialog stays above the panels
    for w in own:
        w.raise_()
    (own[-1] if own else window).activateWindow()


class RaiseListener:
    """Listen, while the game runs, for a second start's request (:data:`RAISE_REQUEST`) on the
    socket :func:`server_name` of ``data_dir``; bring ``window`` forward (:func:`bring_forward`)
    and answer :data:`RAISED_REPLY`. Only the holder of the files' lock makes one, so a socket
    file left by a killed game is removed first. :attr:`listening` is False when the socket could
    not be made; the game runs on without it (a second start then shows its message box)."""

    def __init__(self, window, data_dir: str | os.PathLike[str]) -> None:
        from PySide6.QtNetwork import QLocalServer

        self.window = window
        self.name = server_name(data_dir)
        self.server = QLocalServer(window)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        QLocalServer.removeServer(self.name)
        self.listening = self.server.listen(self.name)
        self.server.newConnection.connect(self._connected)

    def _connected(self) -> None:
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            sock.readyRead.connect(lambda s=sock: self._read(s))
            sock.disconnected.connect(sock.deleteLater)

    def _read(self, sock) -> None:
        if bytes(sock.readAll().data()).startswith(RAISE_REQUEST.strip()):
            bring_forward(self.window)
            sock.write(RAISED_REPLY)
            sock.flush()
        sock.disconnectFromServer()

    def close(self) -> None:
        """Stop listening (the socket file is removed)."""
        self.server.close()


def ask_to_raise(data_dir: str | os.PathLike[str], timeout_ms: int = 1500,
                 starting_ms: int = 4000) -> bool:
    """Ask the game running on ``data_dir`` to bring its window forward; return True when it
    answered that it did, False when nothing answered within ``timeout_ms`` milliseconds (a
    listener too busy to answer) or no listener was there within ``starting_ms`` milliseconds. A
    game that holds the files but is still starting listens only from its first paint: it is
    asked again every 100 ms until then (play-test pt111 #7: two starts at the same moment, and
    the second one's message box opened behind the first one's window)."""
    import time

    from PySide6.QtNetwork import QLocalSocket

    given_up = time.monotonic() + starting_ms / 1000
    while True:
        sock = QLocalSocket()
        sock.connectToServer(server_name(data_dir))
        if sock.waitForConnected(timeout_ms):
            break
        if time.monotonic() >= given_up:
            return False
        time.sleep(0.1)
    sock.write(RAISE_REQUEST)
    if not sock.waitForBytesWritten(timeout_ms):
        return False
    answer = b""
    while RAISED_REPLY not in answer and sock.waitForReadyRead(timeout_ms):
        answer += bytes(sock.readAll().data())
    sock.abort()
    return RAISED_REPLY in answer

"""One game window at a time on one set of files (play-test pt9, finding 10).

Two windows on the same files would both write the same autosave, each over the other's progress.
The window path of the command line (:func:`~allfives_qt.app.run_app`, not the demo, which writes
no file) therefore holds a :class:`~PySide6.QtCore.QLockFile` named :data:`LOCK_NAME` in the folder
of the autosave (``Paths.data_dir``; ``$ALLFIVES_HOME/data`` when that is set) while it runs. A
second start finds it held, says so in the player's language (:func:`tell_already_running`) and
exits before it reads or writes any game file. The sub-commands that open no window (``replay``,
``review``, ``simulate``, ``--self-test``, ``--help``) never take it.

A lock left by a game that crashed or was killed does not block the next start: the lock file
names its process (id and program name), and Qt removes it as stale once that process is gone.
Its age never makes it stale (``setStaleLockTime(0)``): a game is open for hours, and Qt's
default (30 s) would let a second start take a lock the first still holds.

A second start first asks the running window to come forward, as desktop programs do when their
icon is clicked again: the running game listens on a local socket (:class:`RaiseListener`, a
:class:`~PySide6.QtNetwork.QLocalServer` named after the files' folder, :func:`server_name`,
started after the first paint), and :func:`ask_to_raise` connects to it. When the window answers,
the second start exits quietly (status 0); when nothing answers (a game still starting, or one
that cannot listen), it says in a message box that the game is already running.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile, Qt

# File name of the lock, in the folder of the autosave.
LOCK_NAME = "allfives.lock"
# What a second start sends to the running game's socket, and the answer once its window is up.
RAISE_REQUEST = b"raise\n"
RAISED_REPLY = b"raised\n"


class InstanceLock:
    """The lock of the game files in the folder ``data_dir`` (a path; created when missing).

    :meth:`acquire` takes it; it is held until :meth:`release` or until this object is deleted
    (Qt removes the file then); the operating system's end of the process leaves a stale file
    that the next :meth:`acquire` removes.
    """

    def __init__(self, data_dir: str | os.PathLike[str]) -> None:
        self.path = Path(data_dir) / LOCK_NAME
        self._lock = QLockFile(str(self.path))
        self._lock.setStaleLockTime(0)  # stale only when its process is gone, never by age

    def acquire(self) -> bool:
        """Take the lock without waiting; return False only when another running process holds
        it. When the lock cannot be made at all (a folder that cannot be created or written),
        return True: the game then starts without it, and its own file errors tell the player
        about the folder."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        if self._lock.tryLock(0):
            return True
        return self._lock.error() != QLockFile.LockError.LockFailedError

    def holder(self) -> int | None:
        """The process id written in the lock file by its holder, or None (no file, unreadable)."""
        info = self._lock.getLockInfo()
        return int(info[0]) if isinstance(info, tuple) and info and info[0] else None

    def held(self) -> bool:
        """True while this object holds the lock."""
        return self._lock.isLocked()

    def release(self) -> None:
        """Let the lock go (the file is removed); nothing when it is not held."""
        if self._lock.isLocked():
            self._lock.unlock()


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
    box.exec()


def server_name(data_dir: str | os.PathLike[str]) -> str:
    """The name of the local socket of the game that holds the files in ``data_dir``: the same
    for every start on the same folder, different for another folder (``$ALLFIVES_HOME``)."""
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


def ask_to_raise(data_dir: str | os.PathLike[str], timeout_ms: int = 1500) -> bool:
    """Ask the game running on ``data_dir`` to bring its window forward; return True when it
    answered that it did, False when nothing answered within ``timeout_ms`` milliseconds (no
    listener, or one too busy to answer)."""
    from PySide6.QtNetwork import QLocalSocket

    sock = QLocalSocket()
    sock.connectToServer(server_name(data_dir))
    if not sock.waitForConnected(timeout_ms):
        return False
    sock.write(RAISE_REQUEST)
    if not sock.waitForBytesWritten(timeout_ms):
        return False
    answer = b""
    while RAISED_REPLY not in answer and sock.waitForReadyRead(timeout_ms):
        answer += bytes(sock.readAll().data())
    sock.abort()
    return RAISED_REPLY in answer

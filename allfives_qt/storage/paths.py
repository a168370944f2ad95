"""Where the game keeps its files on the player's disk (issue 6, item 1; STYLE.md, "Files on the
player's disk").

Every file name the game writes comes from one :class:`Paths` object, so tests can point the whole
set at a temporary folder with ``Paths(root=tmp_path)``.
"""

from __future__ import annotations

import os
from pathlib import Path

#: Application name given to platformdirs (folder names such as ``~/.config/AllFives``).
APP_NAME = "AllFives"

#: Environment variable that, when set, moves every file under one folder (as ``root`` does).
ROOT_ENV = "ALLFIVES_HOME"


class Paths:
    """The folders and files of the game.

    Without ``root``: the platform's user folders from
    ``platformdirs.PlatformDirs("AllFives", appauthor=False)`` (on Linux ``~/.config/AllFives``,
    ``~/.local/share/AllFives`` and ``~/.local/state/AllFives``, following ``XDG_*_HOME``).
    With ``root`` (a folder, e.g. a test's ``tmp_path``): ``root/config``, ``root/data`` and
    ``root/state``. Nothing is created here: the atomic writer creates a folder when it first
    writes a file there.

    Attributes (all :class:`pathlib.Path`): ``config_dir``, ``data_dir``, ``state_dir``,
    ``settings_file`` (config), ``autosave_file``, ``statistics_file``, ``history_dir`` (data),
    ``window_file`` (state).
    """

    def __init__(self, root: str | os.PathLike[str] | None = None) -> None:
        if root is None:
            from platformdirs import PlatformDirs  # the only use of platformdirs in the game

            dirs = PlatformDirs(APP_NAME, appauthor=False)
            self.config_dir = Path(dirs.user_config_path)
            self.data_dir = Path(dirs.user_data_path)
            self.state_dir = Path(dirs.user_state_path)
        else:
            base = Path(root)
            self.config_dir = base / "config"
            self.data_dir = base / "data"
            self.state_dir = base / "state"
        self.settings_file = self.config_dir / "settings.json"
        self.autosave_file = self.data_dir / "autosave.json"
        self.statistics_file = self.data_dir / "statistics.json"
        self.history_dir = self.data_dir / "history"
        self.window_file = self.state_dir / "window.json"

    @classmethod
    def from_environment(cls) -> "Paths":
        """Return ``Paths(root=$ALLFIVES_HOME)`` when that variable is set and not empty, else the
        platform's folders (a way to run the game against a throw-away folder)."""
        root = os.environ.get(ROOT_ENV, "").strip()
        return cls(root or None)

    def files(self) -> dict[str, Path]:
        """Return every file or folder the game may write, by kind: ``settings``, ``autosave``,
        ``statistics``, ``history`` (a folder of records), ``window``."""
        return {"settings": self.settings_file, "autosave": self.autosave_file,
                "statistics": self.statistics_file, "history": self.history_dir,
                "window": self.window_file}

    def __repr__(self) -> str:
        return (f"Paths(config_dir={str(self.config_dir)!r}, data_dir={str(self.data_dir)!r}, "
                f"state_dir={str(self.state_dir)!r})")

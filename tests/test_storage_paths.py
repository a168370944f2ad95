"""Where the files live (issue 6, item 1): platformdirs' user folders, or one test folder."""

from __future__ import annotations

from pathlib import Path

from platformdirs import PlatformDirs

from allfives_qt.storage import CORRUPT, Paths, Storage
from allfives_qt.storage.paths import ROOT_ENV


def test_default_paths_are_platformdirs_user_folders(monkeypatch):
    monkeypatch.delenv(ROOT_ENV, raising=False)
    dirs = PlatformDirs("AllFives", appauthor=False)
    p = Paths.from_environment()
    assert p.settings_file == Path(dirs.user_config_path) / "settings.json"
    assert p.autosave_file == Path(dirs.user_data_path) / "autosave.json"
    assert p.statistics_file == Path(dirs.user_data_path) / "statistics.json"
    assert p.history_dir == Path(dirs.user_data_path) / "history"
    assert p.window_file == Path(dirs.user_state_path) / "window.json"


def test_root_puts_every_file_under_one_folder_and_creates_nothing(tmp_path, monkeypatch):
    p = Paths(tmp_path)
    for f in p.files().values():
        assert tmp_path in f.parents
    assert list(tmp_path.iterdir()) == []
    monkeypatch.setenv(ROOT_ENV, str(tmp_path / "x"))
    assert Paths.from_environment().autosave_file == tmp_path / "x" / "data" / "autosave.json"


def test_window_geometry_round_trip_and_bad_file(tmp_path):
    st = Storage(Paths(tmp_path))
    assert st.load_window() == {}
    assert st.save_window(b"\x01\xd9\xd0\xcb geometry", b"state\x00").ok
    assert Storage(Paths(tmp_path)).load_window() == {"geometry": b"\x01\xd9\xd0\xcb geometry",
                                                      "state": b"state\x00"}
    assert st.save_window(b"geometry", None, b"\x01history").ok  # History's place (optional)
    assert Storage(Paths(tmp_path)).load_window() == {"geometry": b"geometry",
                                                      "history": b"\x01history"}
    st.paths.window_file.write_text("{")
    assert st.load_window() == {}
    assert [i.kind for i in st.take_issues()] == [CORRUPT]


def test_stale_temporary_files_are_cleaned_at_start(tmp_path):
    import os
    import time

    st = Storage(Paths(tmp_path))
    st.paths.data_dir.mkdir(parents=True)
    tmp = st.paths.data_dir / ".autosave.json.x1.tmp"
    tmp.write_text("half")
    past = time.time() - 3600
    os.utime(tmp, (past, past))
    assert st.clean_temporary_files() == 1 and not tmp.exists()


def test_storage_package_does_not_import_qt():
    import subprocess
    import sys

    code = ("import sys, allfives_qt.storage; "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')]; "
            "sys.exit(1 if bad else 0)")
    root = Path(__file__).resolve().parent.parent
    assert subprocess.run([sys.executable, "-c", code], cwd=root).returncode == 0

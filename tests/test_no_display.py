"""``allfives-qt`` without a screen (issue 11, item 11): one line on standard error and exit
status 1, instead of Qt's abort (status 134) with a misleading hint about X11 libraries."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from allfives_qt.cli import missing_display

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("platform, env, blocked", [
    ("linux", {}, True),
    ("linux", {"DISPLAY": ""}, True),
    ("linux", {"DISPLAY": ":0"}, False),
    ("linux", {"WAYLAND_DISPLAY": "wayland-0"}, False),
    ("linux", {"QT_QPA_PLATFORM": "offscreen"}, False),
    ("freebsd14", {}, True),
    ("win32", {}, False),
    ("darwin", {}, False),
])
def test_missing_display_names_the_reason_only_where_no_window_can_open(platform, env, blocked):
    reason = missing_display(env, platform)
    if blocked:
        assert reason is not None and "DISPLAY" in reason and "WAYLAND_DISPLAY" in reason
    else:
        assert reason is None


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="Windows and macOS always have a screen")
@pytest.mark.parametrize("args", [[], ["--demo"], ["--seed", "7"]])
def test_window_without_a_display_prints_one_line_and_exits_1(args, tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["ALLFIVES_HOME"] = str(tmp_path)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    result = subprocess.run([sys.executable, "-m", "allfives_qt", *args], env=env, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 1, result.stderr
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("allfives-qt: no display found: ")
    assert lines[0].endswith("; to check the installation without one, run allfives-qt --self-test")
    assert not any(tmp_path.iterdir()), "nothing is written when no window can open"

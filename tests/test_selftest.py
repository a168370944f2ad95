"""Tests of allfives_qt.selftest: ``allfives-qt --self-test`` (issue 7).

The command runs in a subprocess with no screen (no DISPLAY, WAYLAND_DISPLAY or
QT_QPA_PLATFORM): it must exit 0, print one line per check and nothing on standard error. The
runner's rules (skip is not failure, stray output fails the check that caused it) are tested
in-process with small made-up checks.
"""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

from allfives_qt import selftest, selftest_storage
from allfives_qt.selftest import (CHECKS, Check, Context, Skip, choose_platform, missing_characters,
                                  qm_translations, require_module, run_check, run_checks,
                                  ts_translations)

ROOT = Path(__file__).resolve().parent.parent
LINE = re.compile(r"^(ok   |skip |FAIL )(?P<name>[a-z][a-z ]*[a-z])(: .+)?$")


def _run(checks: list[Check]) -> tuple[int, list[str]]:
    out = io.StringIO()
    status = run_checks(checks, out)
    return status, out.getvalue().splitlines()


# ----------------------------------------------------------------------------- the command
@pytest.fixture(scope="module")
def self_test_run() -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", selftest.VERBOSE_ENV)}
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run([sys.executable, "-m", "allfives_qt", "--self-test"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)


def test_self_test_without_a_screen_exits_0(self_test_run):
    assert self_test_run.returncode == 0, self_test_run.stdout + self_test_run.stderr


def test_self_test_writes_nothing_on_standard_error(self_test_run):
    assert self_test_run.stderr == ""


def test_self_test_prints_one_line_per_check_in_order(self_test_run):
    lines = self_test_run.stdout.splitlines()
    names = []
    for line in lines:
        m = LINE.match(line)
        assert m, f"unexpected line {line!r}"
        names.append(m["name"])
    assert names == [c.name for c in CHECKS]
    assert not [line for line in lines if line.startswith("FAIL")]


def test_self_test_always_plays_the_engine_game(self_test_run):
    assert self_test_run.stdout.splitlines()[0].startswith("ok   engine game: ")


# ----------------------------------------------------------------------------- the runner
def _ok(ctx):
    return "fine"


def _skip(ctx):
    raise Skip("not built yet")


def _boom(ctx):
    raise ValueError("the tile fell\noff the table")


def test_ok_and_skip_checks_exit_0():
    status, lines = _run([Check("first", _ok), Check("second", _skip)])
    assert status == 0
    assert lines == ["ok   first: fine", "skip second: not built yet"]


def test_strict_mode_turns_a_skip_into_a_failure(monkeypatch):
    monkeypatch.setenv(selftest.STRICT_ENV, "1")
    status, lines = _run([Check("first", _ok), Check("second", _skip)])
    assert status == 1
    assert lines == ["ok   first: fine", "FAIL second: strict mode (ALLFIVES_CI_STRICT=1): not built yet"]


def test_ci_runs_the_bundles_self_test_in_strict_mode():
    ci = (ROOT / ".ci" / "run").read_text()
    strict = ci.index("export ALLFIVES_CI_STRICT=1")
    assert strict < ci.index("packaging/ci_bundle.sh\n")  # set before the self-test runs
    bundle = (ROOT / "packaging" / "ci_bundle.sh").read_text()
    assert 'ALLFIVES_CI_STRICT:-0}" == 1' in bundle


def test_missing_translations_or_fonts_fail_in_strict_mode(monkeypatch, tmp_path):
    monkeypatch.setenv(selftest.STRICT_ENV, "1")
    monkeypatch.setattr(selftest, "translations_path", lambda *parts: tmp_path.joinpath(*parts))
    monkeypatch.setattr(selftest, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    checks = [c for c in selftest.CHECKS if c.name in ("translations", "fonts")]
    assert len(checks) == 2
    status, lines = _run(checks)
    assert status == 1
    assert [line.split(":")[0] for line in lines] == ["FAIL translations", "FAIL fonts"]


def test_a_failing_check_exits_1_and_names_the_failure_on_one_line():
    status, lines = _run([Check("first", _ok), Check("broken", _boom), Check("last", _ok)])
    assert status == 1
    assert lines[1] == "FAIL broken: ValueError: the tile fell off the table"
    assert lines[2] == "ok   last: fine"  # later checks still run


def test_output_on_standard_error_fails_the_check_and_is_kept_off_stderr(capfd):
    def noisy(ctx):
        os.write(2, b"libfoo: something odd\n")

    status, lines = _run([Check("noisy", noisy)])
    assert status == 1
    assert lines == ["FAIL noisy: standard error: libfoo: something odd"]
    assert capfd.readouterr().err == ""


def test_a_python_warning_fails_the_check():
    def warns(ctx):
        warnings.warn("old call", UserWarning)

    status, lines = _run([Check("warns", warns)])
    assert status == 1
    assert lines == ["FAIL warns: warning: UserWarning: old call"]


def test_an_unexpected_qt_warning_fails_the_check(qapp):
    from PySide6.QtCore import qWarning

    status, lines = _run([Check("qt noise", lambda ctx: qWarning("QPainter::begin: bad device"), qt=True)])
    assert status == 1
    assert lines == ["FAIL qt noise: Qt message: QPainter::begin: bad device"]


def test_an_expected_qt_message_does_not_fail(qapp):
    from PySide6.QtCore import qWarning

    status, lines = _run([Check("offscreen", lambda ctx: qWarning("This plugin does not support raise()"),
                                qt=True)])
    assert (status, lines) == (0, ["ok   offscreen"])


def test_require_module_skips_a_module_not_built_yet():
    with pytest.raises(Skip, match="not built yet"):
        require_module("allfives_qt.no_such_module")
    assert require_module("allfives_qt.engine.tiles").SET_SIZE == 28


def test_run_check_reports_skip_reason(tmp_path):
    assert run_check(Check("later", _skip), Context(tmp_path)) == ("skip", "not built yet")


@pytest.mark.parametrize("env, expected", [
    ({}, "offscreen"),
    ({"DISPLAY": ":0"}, None),
    ({"WAYLAND_DISPLAY": "wayland-0"}, None),
    ({"QT_QPA_PLATFORM": "xcb"}, None),
])
@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="offscreen is chosen on X11/Wayland systems only")
def test_offscreen_is_chosen_only_without_a_screen(env, expected):
    before = dict(env)
    assert choose_platform(env) == expected
    if expected:
        assert env == {**before, "QT_QPA_PLATFORM": "offscreen"}
    else:
        assert env == before


# ----------------------------------------------------------------------------- translations
TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ta">
<context><name>MainWindow</name>
<message><source>Draw</source><translation>எடு</translation></message>
<message numerus="yes"><source>%n points</source>
<translation><numerusform>%n புள்ளி</numerusform><numerusform>%n புள்ளிகள்</numerusform></translation></message>
</context>
</TS>
"""


def test_ts_translations_reads_every_translation(tmp_path):
    path = tmp_path / "t.ts"
    path.write_text(TS, encoding="utf-8")
    assert ts_translations(path) == ["எடு", "%n புள்ளி%n புள்ளிகள்"]


def _lrelease() -> str | None:
    import PySide6

    for candidate in (Path(PySide6.__file__).parent / "lrelease", shutil.which("lrelease"),
                      shutil.which("pyside6-lrelease")):
        if candidate and Path(candidate).is_file():
            return str(candidate)
    return None


@pytest.mark.skipif(_lrelease() is None, reason="no lrelease to build a .qm file")
def test_qm_translations_reads_what_lrelease_wrote(tmp_path):
    ts, qm = tmp_path / "t.ts", tmp_path / "t.qm"
    ts.write_text(TS, encoding="utf-8")
    subprocess.run([_lrelease(), "-silent", str(ts), "-qm", str(qm)], check=True, capture_output=True)
    assert sorted(qm_translations(qm)) == ["%n புள்ளி", "%n புள்ளிகள்", "எடு"]


def test_qm_translations_rejects_other_files(tmp_path):
    path = tmp_path / "x.qm"
    path.write_bytes(b"not a qm file at all")
    with pytest.raises(ValueError):
        qm_translations(path)


def test_atomic_json_write_leaves_only_the_file(tmp_path):
    target = tmp_path / "game.json"
    selftest_storage.atomic_write_json(target, {"hands": [1, 2]})
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]
    assert target.read_text(encoding="utf-8") == '{"hands": [1, 2]}'


TAMIL_FONT = ROOT / "resources" / "fonts" / "NotoSansTamil-Regular.ttf"


def test_missing_characters_finds_tamil_in_the_tamil_font_and_not_chinese(qapp):
    from PySide6.QtGui import QFontDatabase

    family = QFontDatabase.applicationFontFamilies(QFontDatabase.addApplicationFont(str(TAMIL_FONT)))[0]
    assert missing_characters(family, {"அ", "க", "ஃ"}) == []
    assert missing_characters(family, {"அ", "中"}) == ["中"]


def test_a_long_failure_reason_is_cut_to_one_short_line():
    status, lines = _run([Check("long", lambda ctx: (_ for _ in ()).throw(RuntimeError("x" * 1000)))])
    assert status == 1
    assert len(lines) == 1 and len(lines[0]) < 330 and lines[0].endswith("...")


def test_checks_run_with_the_game_files_in_a_temporary_folder(monkeypatch):
    monkeypatch.setenv(selftest.HOME_ENV, "/players/own/folder")
    seen = []
    status, _ = _run([Check("where", lambda ctx: seen.append((os.environ[selftest.HOME_ENV], ctx.tmp)))])
    assert status == 0
    home, tmp = seen[0]
    assert Path(home).parent == tmp
    assert os.environ[selftest.HOME_ENV] == "/players/own/folder"


def test_home_variable_is_the_one_storage_reads():
    from allfives_qt.storage import paths
    assert selftest.HOME_ENV == paths.ROOT_ENV

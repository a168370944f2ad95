"""Atomic writes and bounded reads (issue 6, items 4 and 7): a writer killed with SIGKILL at random
moments always leaves the old file or the new one; bad files are kept aside; full disks and
read-only folders come back as results, never as exceptions."""

from __future__ import annotations

import errno
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from allfives_qt.engine.game import Game
from allfives_qt.engine.record import replay_record
from allfives_qt.engine.rules import Rules
from allfives_qt.storage import atomic
from allfives_qt.storage.atomic import (CANNOT_WRITE, DISK_FULL, MISSING, NOT_JSON, NOT_UTF8, OK,
                                        READ_ONLY, TOO_LARGE, Issue, IssueLog, aside_name, dump_json,
                                        move_aside, read_json, remove_stale_temps, write_json_atomic)
from allfives_qt.storage.autosave import autosave_document

ROOT = Path(__file__).resolve().parent.parent

# A helper process: it imports the atomic writer once, then for every "go" line forks a child that
# writes the two given files' contents over the target, alternately (second file first), for ever,
# announcing its pid after the first write; the helper reaps the child (killed by the test) and
# says how it ended.
HELPER = r"""
import os, sys
sys.path.insert(0, sys.argv[1])
from allfives_qt.storage.atomic import write_bytes_atomic
target = sys.argv[2]
contents = [open(p, "rb").read() for p in sys.argv[3:5]]
for line in sys.stdin:
    if line.strip() != "go":
        break
    pid = os.fork()
    if pid == 0:
        try:
            i = 1
            while True:
                result = write_bytes_atomic(target, contents[i % 2])
                if not result.ok:
                    os._exit(3)
                if i == 1:
                    sys.stdout.write("pid %d\n" % os.getpid())
                    sys.stdout.flush()
                i += 1
        finally:
            os._exit(4)
    _, status = os.waitpid(pid, 0)
    sys.stdout.write("dead %d\n" % (os.WTERMSIG(status) if os.WIFSIGNALED(status) else -1))
    sys.stdout.flush()
"""


def _records() -> tuple[bytes, bytes]:
    """Two different valid autosaves of one seeded game, the second much longer."""
    game = Game(Rules.make(2), 31)
    docs = []
    rng = random.Random(5)
    for target_plays in (1, 12):
        while len(game.logs[-1].plays) < target_plays and not game.hand_over:
            moves = game.hand.legal_moves()
            if moves:
                mv = rng.choice(moves)
                game.play(mv.tile, mv.end)
            elif game.hand.boneyard_size:
                game.draw()
            else:
                game.pass_turn()
        docs.append(dump_json(autosave_document(game, (None, "medium"), "crash")))
    assert docs[0] != docs[1]
    return docs[0], docs[1]


@pytest.mark.skipif(not hasattr(os, "fork"), reason="the helper forks its writers (POSIX)")
def test_writer_killed_with_sigkill_200_times_always_leaves_old_or_new_valid_record(tmp_path):
    old, new = _records()
    (tmp_path / "a.json").write_bytes(old)
    (tmp_path / "b.json").write_bytes(new)
    data = tmp_path / "data"
    target = data / "autosave.json"
    assert write_json_atomic(target, json.loads(old)).ok
    helper = subprocess.Popen([sys.executable, "-c", HELPER, str(ROOT), str(target),
                               str(tmp_path / "a.json"), str(tmp_path / "b.json")],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    rng = random.Random(2024)
    seen = {old: 0, new: 0}
    try:
        for _ in range(200):
            helper.stdin.write("go\n")
            helper.stdin.flush()
            line = helper.stdout.readline().split()
            assert line[0] == "pid", line
            pid = int(line[1])
            time.sleep(rng.uniform(0.0, 0.008))
            os.kill(pid, signal.SIGKILL)
            assert helper.stdout.readline().split() == ["dead", str(int(signal.SIGKILL))]
            content = target.read_bytes()
            assert content in seen, "the file on disk is neither the old record nor the new one"
            seen[content] += 1
            replay_record(json.loads(content), finish_forced=False)  # a valid record
    finally:
        helper.stdin.close()
        helper.wait(timeout=30)
    assert sum(seen.values()) == 200 and seen[new] > 0
    # Kills that landed in the middle of a write left their temporary files; they never took the
    # real file's place, and are cleaned up.
    assert remove_stale_temps(target, older_than=0) > 0
    assert [p.name for p in data.iterdir()] == ["autosave.json"]


def test_write_creates_folder_and_file_replaces_old_content(tmp_path):
    path = tmp_path / "a" / "b" / "x.json"
    assert write_json_atomic(path, {"v": 1}).ok
    assert write_json_atomic(path, {"v": 2, "text": "Habari, דומינו"}).ok
    assert json.loads(path.read_text("utf-8")) == {"v": 2, "text": "Habari, דומינו"}
    assert [p.name for p in path.parent.iterdir()] == ["x.json"]  # no temporary file left


def test_read_json_reports_each_kind_of_bad_file(tmp_path):
    p = tmp_path / "f.json"
    assert read_json(p, 100).status == MISSING
    p.write_text('{"a": [1, 2')
    assert read_json(p, 100).status == NOT_JSON
    p.write_bytes(b"\xff\xfe\x00")
    assert read_json(p, 100).status == NOT_UTF8
    p.write_text("[" + "1," * 100 + "1]")
    assert read_json(p, 100).status == TOO_LARGE
    p.write_text('{"a": 1}')
    res = read_json(p, 100)
    assert (res.status, res.data) == (OK, {"a": 1})


def test_bad_file_is_moved_aside_with_a_timestamp_and_never_overwritten(tmp_path):
    p = tmp_path / "settings.json"
    when = time.mktime((2026, 3, 4, 5, 6, 7, 0, 0, 0)) - time.timezone
    p.write_text("one")
    first, err = move_aside(p, when)
    assert err is None and first.name == "settings.json.corrupt-20260304T050607Z"
    p.write_text("two")
    second, err = move_aside(p, when)
    assert err is None and second.name == "settings.json.corrupt-20260304T050607Z-2"
    assert first.read_text() == "one" and second.read_text() == "two" and not p.exists()
    assert aside_name(p, when).name.endswith("-3")


def test_full_disk_is_returned_not_raised_and_temp_file_removed(tmp_path, monkeypatch):
    def full(_fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", full)
    path = tmp_path / "autosave.json"
    path.write_text('{"old": true}')
    result = write_json_atomic(path, {"new": True})
    assert not result.ok and result.code == DISK_FULL and result.errno == errno.ENOSPC
    assert json.loads(path.read_text()) == {"old": True}  # the old file is untouched
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]


def _folder_is_really_read_only(folder: Path) -> bool:
    probe = folder / ".probe"
    try:
        probe.write_text("x")
    except OSError:
        return True
    probe.unlink()
    return False  # running as root: permissions do not stop writes


def test_read_only_folder_is_returned_as_read_only(tmp_path, monkeypatch):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        if not _folder_is_really_read_only(folder):
            def refuse(*_args, **_kwargs):
                raise PermissionError(errno.EACCES, "Permission denied")

            monkeypatch.setattr(atomic.tempfile, "mkstemp", refuse)
        result = write_json_atomic(folder / "statistics.json", {"a": 1})
    finally:
        folder.chmod(0o700)
    assert not result.ok and result.code == READ_ONLY
    assert not (folder / "statistics.json").exists()


def test_issue_log_reports_a_failing_file_once_until_it_works_again():
    issues = IssueLog()
    fail = Issue(CANNOT_WRITE, "autosave", DISK_FULL, "/x")
    assert issues.add(fail) is True
    assert issues.add(fail) is False
    assert issues.add(Issue(CANNOT_WRITE, "settings", DISK_FULL, "/y")) is True
    assert [i.file for i in issues.take()] == ["autosave", "settings"]
    assert issues.take() == []
    issues.write_succeeded("autosave")
    assert issues.add(fail) is True


def test_stale_temp_files_are_removed_only_when_old(tmp_path):
    target = tmp_path / "autosave.json"
    target.write_text("{}")
    young = tmp_path / ".autosave.json.abc.tmp"
    old = tmp_path / ".autosave.json.def.tmp"
    other = tmp_path / ".settings.json.ghi.tmp"
    for p in (young, old, other):
        p.write_text("partial")
    past = time.time() - 3600
    os.utime(old, (past, past))
    os.utime(other, (past, past))
    assert remove_stale_temps(target) == 1
    assert young.exists() and not old.exists() and other.exists() and target.exists()


@pytest.mark.parametrize("value", [float("nan"), {1, 2}])
def test_values_json_cannot_hold_are_a_bug_and_raise(tmp_path, value):
    with pytest.raises((TypeError, ValueError)):
        write_json_atomic(tmp_path / "x.json", value)


def test_the_records_are_immutable_values_with_readable_reprs(tmp_path):
    """WriteResult, ReadResult and Issue (named tuples since issue 14): built with keywords and
    defaults, equal and hashed by value, read-only, shown with their field names;
    ``bool(WriteResult)`` is ``ok``."""
    failed = atomic.WriteResult(False, tmp_path, code=DISK_FULL, errno=errno.ENOSPC)
    assert not failed and atomic.WriteResult(True, tmp_path)
    assert failed == atomic.WriteResult(False, tmp_path, DISK_FULL, errno.ENOSPC, "")
    issue = atomic.Issue(CANNOT_WRITE, "settings", DISK_FULL, str(tmp_path))
    assert issue.aside is None and issue.detail == ""
    assert len({issue, atomic.Issue(CANNOT_WRITE, "settings", DISK_FULL, str(tmp_path))}) == 1
    read = atomic.ReadResult(MISSING)
    assert read.data is None and repr(read) == "ReadResult(status='missing', data=None, detail='')"
    for record, name in ((failed, "ok"), (issue, "kind"), (read, "status")):
        with pytest.raises(AttributeError):
            setattr(record, name, None)

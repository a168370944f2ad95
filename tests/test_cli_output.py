"""The commands' output where it can go wrong (play-test pt177): the rules named in replay's
report, a report that cannot be written, Ctrl+C with worker processes, a key given twice in a
record, and the window's options beside --self-test."""

import json
import os
import pathlib
import signal
import subprocess
import sys

import pytest

from allfives_qt.engine.record import RecordError, load_record_file
from allfives_qt.engine.rules import GAMES, Rules

ROOT = pathlib.Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
_SCRIPT = pathlib.Path(sys.executable).with_name("allfives-qt")
COMMAND = [str(_SCRIPT)] if _SCRIPT.is_file() else [sys.executable, "-m", "allfives_qt"]


def run(*args, **kwargs):
    return subprocess.run(COMMAND + [str(a) for a in args], capture_output=True, text=True,
                          timeout=120, **kwargs)


# ------------------------------------------------------------------ the rules a report names

@pytest.mark.parametrize("players, options, said", [
    (2, {}, "2 players, All Fives"),
    (4, {}, "4 players, partnerships, All Fives"),
    (4, {"partnerships": False}, "4 players, no partnerships, All Fives"),
    (3, GAMES["muggins"], "3 players, Muggins (claims=muggins, draw=at-will)"),
    (2, GAMES["fives-and-threes"], "2 players, Fives and Threes (hand_size=seven-five, target=61, "
                                   "end_of_hand=go-out-point, scoring=fives-and-threes, spinner=none)"),
    (2, {"scoring": "fives-and-threes", "spinner": "none"},
     "2 players, All Fives with scoring=fives-and-threes, spinner=none"),
    (3, {"draw": "at-will", "boneyard_reserve": 2}, "3 players, All Fives with draw=at-will, boneyard_reserve=2"),
    # A named game to another target is still that game (pt180 #2), as the window names it.
    (4, {**GAMES["fives-and-threes"], "target": 5}, "4 players, partnerships, Fives and Threes "
     "(hand_size=seven-five, target=5, end_of_hand=go-out-point, scoring=fives-and-threes, spinner=none)"),
    (3, {**GAMES["muggins"], "target": 100}, "3 players, Muggins (target=100, claims=muggins, draw=at-will)"),
])
def test_the_rules_summary_names_the_game_or_what_differs(players, options, said):
    assert Rules.make(players, **options).summary() == said


@pytest.mark.parametrize("example, said", [
    ("worked-example-a.json", "Rules: 2 players, All Fives"),
    ("worked-example-e.json", "Rules: 2 players, All Fives with scoring=fives-and-threes, spinner=none"),
    ("partnership-blocked-hand.json", "Rules: 4 players, partnerships, All Fives"),
])
def test_the_text_report_starts_with_the_rules_it_replayed(example, said):
    """pt177 #4: "count 12 +4" in a Fives and Threes record looked wrong, nothing said why."""
    out = run("replay", EXAMPLES / example)
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines()[0] == said
    assert out.stdout.splitlines()[1] == "Hand 1"


# ------------------------------------------------------------------ a report that cannot be written

COMMANDS = {
    "replay": ["replay", EXAMPLES / "worked-example-a.json"],
    "review": ["review", EXAMPLES / "worked-example-a.json", "--seat", "0", "--quiet"],
    "simulate": ["simulate", "--deals", "1", "--seats", "easy,easy", "--quiet"],
}


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_full_disk_gives_one_line_and_status_1(command):
    with open("/dev/full", "w") as full:
        out = subprocess.run(COMMAND + [str(a) for a in COMMANDS[command]], stdout=full,
                             stderr=subprocess.PIPE, text=True, timeout=120)
    assert out.returncode == 1
    assert out.stderr == (f"allfives-qt {command}: cannot write the report to standard output: "
                          "No space left on device\n")


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_closed_standard_output_gives_one_line_and_status_1(command):
    out = subprocess.run(COMMAND + [str(a) for a in COMMANDS[command]], stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, text=True, timeout=120,
                         preexec_fn=lambda: os.close(1))
    assert out.returncode == 1
    assert out.stderr == (f"allfives-qt {command}: cannot write the report to standard output: "
                          "standard output is closed\n")


# ------------------------------------------------------------------ Ctrl+C with worker processes

@pytest.mark.parametrize("args, first", [
    (["review", EXAMPLES / "full-game.json", "--seat", "0", "--workers", "2"], "review: 1/"),
    (["simulate", "--deals", "400", "--seats", "expert,hard", "--workers", "2"], "simulate: "),
], ids=["review", "simulate"])
def test_ctrl_c_with_two_workers_says_interrupted_and_nothing_else(args, first):
    """pt177 #1: every worker printed its own traceback of KeyboardInterrupt. Ctrl+C in a terminal
    goes to the whole process group: here, once the workers are busy (progress has begun)."""
    # Ctrl+C's usual handling even where this test runs with SIGINT ignored (a background job,
    # as CI may run it), which a child would inherit, and Python would then leave ignored.
    proc = subprocess.Popen(COMMAND + [str(a) for a in args], stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True, start_new_session=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        lines = []
        for line in proc.stderr:
            lines.append(line)
            if line.startswith(first):
                break
        assert lines and lines[-1].startswith(first), lines
        os.killpg(proc.pid, signal.SIGINT)
        rest = proc.stderr.read()
        assert proc.wait(timeout=60) == 130
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    # Progress lines may still come; then only the one word.
    told = [line for line in rest.splitlines() if not line.startswith(first.split(":")[0] + ":")]
    assert told == [f"allfives-qt {args[0]}: interrupted"], rest


# ------------------------------------------------------------------ a key given twice

def test_a_key_given_twice_in_a_record_is_refused_and_named(tmp_path):
    """pt177 #3: a hand with its plays and then "plays": [] replayed as a hand with no plays."""
    text = (EXAMPLES / "full-game.json").read_text()
    hand = json.loads(text)["hands"][0]
    start = text.index('"plays"')
    twice = tmp_path / "twice.json"
    twice.write_text(text[:start] + '"plays": [], ' + text[start:])
    assert hand["plays"]  # so the first "plays" would have been lost
    with pytest.raises(RecordError, match='the key "plays" is given twice in one JSON object'):
        load_record_file(twice)
    for command in (["replay", twice], ["review", twice, "--seat", "0"]):
        out = run(*command)
        assert out.returncode == 2
        assert out.stdout == ""
        assert out.stderr.count("\n") == 1 and 'the key "plays" is given twice' in out.stderr


def test_a_record_without_a_key_twice_reads_as_json_reads_it():
    for path in EXAMPLES.glob("*.json"):
        assert load_record_file(path) == json.loads(path.read_text())


# ------------------------------------------------------------------ the review's error, --self-test

def test_the_reviews_error_says_whose_report_numbers_the_play(tmp_path):
    """pt177 #7: review said "in the report", and prints no such report."""
    record = json.loads((EXAMPLES / "worked-example-a.json").read_text())
    record["hands"][0]["plays"][3]["end"] = "S"  # 6-5 on S: then 6-0 finds no 6 there
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(record))
    review, replay = run("review", bad, "--seat", "0"), run("replay", bad)
    assert review.returncode == replay.returncode == 2
    assert "hand 0, play 4 (Hand 1, play 5 in allfives-qt replay's report): halves" in review.stderr
    assert "hand 0, play 4 (Hand 1, play 5 in the report): halves" in replay.stderr


@pytest.mark.parametrize("flag", [["--seed", "99"], ["--demo"]])
def test_the_window_options_are_refused_beside_self_test(flag, capsys):
    """pt177 #6: --self-test --seed 99 ran the self-test of seed 1 and said nothing."""
    from allfives_qt.cli import main

    with pytest.raises(SystemExit) as exit_:
        main(["--self-test", *flag])
    assert exit_.value.code == 2
    assert f"{flag[0]} is for the game window, not for --self-test" in capsys.readouterr().err


def test_ctrl_c_while_the_workers_start_is_the_main_process_s_alone():
    """Play-test pt180 #3: a Ctrl+C in the first 0.4 s of review or simulate with two workers,
    while Python was still starting in them, printed their tracebacks ("Fatal Python error:
    init_import_site", KeyboardInterrupt in an import). The workers start with SIGINT ignored;
    the main process gets it as soon as the pool is made."""
    script = (
        "import os, signal, sys, time\n"
        "from allfives_qt.ai.simulate import worker_pool\n"
        "try:\n"
        "    with worker_pool(2) as pool:\n"
        "        time.sleep(0.15)  # Python is starting in the workers: importing\n"
        "        os.killpg(0, signal.SIGINT)\n"
        "        pool.map(abs, range(4))\n"
        "        print('not interrupted')\n"
        "except KeyboardInterrupt:\n"
        "    print('interrupted')\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120, start_new_session=True, cwd=ROOT,
                          preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    assert done.stdout == "interrupted\n", (done.stdout, done.stderr)
    assert "Traceback" not in done.stderr and "Fatal" not in done.stderr, done.stderr

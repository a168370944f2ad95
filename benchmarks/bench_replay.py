"""Replay viewer speed (issue 14, item 2): one step of a long record, and opening a 5 MB record.

Run: ``QT_QPA_PLATFORM=offscreen python benchmarks/bench_replay.py [--mb 1] [--open-mb 4.95]``.
One process, one core. A long game of random legal moves (2 players, target 1,000,000) is played
until its record is at least ``--mb`` megabytes; then:

- *before*: a step made as the viewer used to make it (the record cut after the step and
  replayed by the engine from its first hand), on steps near the end;
- *after*: a step of :class:`~allfives_qt.ui.replay.ReplaySteps` (the game copied as each hand
  was dealt, that hand's plays made again), cold (no cached state), on the first, the last and
  random steps;
- *opening*: Game -> Open record's work on an ``--open-mb`` record: before, reading and checking
  the file (``open_record_file``) then replaying it again to cut it into steps; after, reading it
  and replaying it once, keeping a copy of each deal, with progress.

Goals: every step under 20 ms; opening 5 MB under 2 s.
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import statistics
import tempfile
import time
from pathlib import Path

from allfives_qt.engine.game import Game
from allfives_qt.engine.record import load_record_file, replay_record
from allfives_qt.engine.rules import Rules
from allfives_qt.storage.autosave import open_record_file, saved_game_of
from allfives_qt.ui.replay import ReplaySteps


def long_record(megabytes: float, seed: int = 1) -> dict:
    """A record of random legal plays at least ``megabytes`` long as JSON."""
    rng = random.Random(seed)
    game = Game(Rules.make(2, target=1_000_000), seed)
    goal = int(megabytes * 1024 * 1024)
    while True:
        while not game.hand_over:
            game.do_forced()
            if game.hand_over:
                break
            moves = game.hand.legal_moves()
            m = moves[rng.randrange(len(moves))]
            game.play(m.tile, m.end)
        if len(game.logs) % 10 == 0 and len(json.dumps(game.to_record())) >= goal:
            return game.to_record()
        if game.over:
            return game.to_record()
        game.next_hand()


def old_step(steps: ReplaySteps, index: int) -> Game:
    """A step as the viewer made it before: the record cut after it, replayed from the start."""
    step = steps.steps[index]
    hands = copy.deepcopy(steps.record["hands"][: step.hand + 1])
    hands[-1]["plays"] = hands[-1].get("plays", [])[: step.plays]
    return replay_record({**steps.record, "hands": hands}, finish_forced=step.last)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=float, default=1.0, help="record size for the steps (MB)")
    parser.add_argument("--open-mb", type=float, default=4.95,
                        help="record size to open (MiB; a record may have at most 5)")
    parser.add_argument("--samples", type=int, default=300, help="random steps timed (after)")
    parser.add_argument("--old-samples", type=int, default=5, help="steps timed the old way")
    args = parser.parse_args()

    record = long_record(args.mb)
    size = len(json.dumps(record))
    steps = ReplaySteps(record)
    n = len(steps)
    print(f"record: {size / 1e6:.2f} MB, {steps.hands} hands, {n} steps")

    rng = random.Random(2)
    indexes = [0, n - 1] + list(range(n - 20, n)) + [rng.randrange(n) for _ in range(args.samples)]
    times = []
    for i in indexes:
        steps._cache.clear()  # cold: nothing made before
        t = time.perf_counter()
        steps.state(i)
        times.append(time.perf_counter() - t)
    times.sort()
    print(f"after : step {len(times)} cold steps: median {ms(statistics.median(times))}, "
          f"p99 {ms(times[int(0.99 * (len(times) - 1))])}, max {ms(times[-1])}")
    same = all(json.dumps(steps.state(i).report()) == json.dumps(old_step(steps, i).report())
               for i in (0, n // 2, n - 1))
    old = []
    for i in list(range(n - args.old_samples, n)):
        t = time.perf_counter()
        old_step(steps, i)
        old.append(time.perf_counter() - t)
    print(f"before: step near the end, mean of {len(old)}: {ms(statistics.mean(old))} "
          f"(same states as after: {same})")

    big = long_record(args.open_mb, seed=3)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "big.json"
        path.write_text(json.dumps(big))
        mb = path.stat().st_size / 1e6
        t = time.perf_counter()
        saved = open_record_file(path)
        ReplaySteps(saved.game.to_record())
        t_before = time.perf_counter() - t
        shown = []
        t, cpu = time.perf_counter(), time.process_time()
        data = load_record_file(path)
        steps = ReplaySteps(data, progress=lambda done, total: shown.append(done))
        saved_game_of(data, steps.final)
        t_after, cpu_after = time.perf_counter() - t, time.process_time() - cpu
    print(f"open  : {mb:.2f} MB record ({len(big['hands'])} hands): before (read, replay, replay "
          f"again for the steps) {t_before:.2f} s; after (read, one replay keeping each deal, with "
          f"progress reported {len(shown)} times) {t_after:.2f} s ({cpu_after:.2f} s of CPU time, "
          f"which a busy machine does not inflate)")


if __name__ == "__main__":
    main()

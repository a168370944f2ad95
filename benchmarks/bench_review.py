"""Review speed: seconds to review one seat's plays in a 2-player hand of 9 tiles each.

Run: ``python benchmarks/bench_review.py [--hands N] [--seed S] [--workers W]``. Each hand is
dealt from the seed and played by a Medium player (seat 0, the one reviewed) against a Hard
player, then reviewed as ``allfives-qt review RECORD --seat 0`` does (RULES.md, "Reviewing a
game"). Prints the seconds of each hand's review (wall clock, and the CPU time of this process,
which is the one-core figure when the machine is busy) and their mean and maximum; the goal is
under 5 seconds per hand on one core (``--workers 1``).
"""

from __future__ import annotations

import argparse
import time

from allfives_qt.ai import make_player
from allfives_qt.ai.review import review_record
from allfives_qt.engine.game import Game
from allfives_qt.engine.hand import PLAYING
from allfives_qt.engine.rules import Rules


def played_hand(seed: int) -> dict:
    """Return the record of one hand dealt from ``seed``: Medium (seat 0) against Hard (seat 1)."""
    rules = Rules.make(2)
    game = Game(rules, seed=seed)
    players = [make_player("medium", seed, rules=rules), make_player("hard", seed, rules=rules)]
    hand = game.hand
    while hand.status == PLAYING and not game.over:
        game.do_forced()
        if hand.status != PLAYING or game.over:
            break
        mv = players[hand.turn].choose(hand.view(hand.turn))
        game.play(mv.tile, mv.end)
    return game.to_record()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10, help="hands to review (default 10)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first deal (default 1)")
    parser.add_argument("--workers", type=int, default=1, help="worker processes (default 1)")
    args = parser.parse_args()
    times, cpu, plays = [], [], 0
    for i in range(args.hands):
        record = played_hand(args.seed + i)
        start, start_cpu = time.perf_counter(), time.process_time()
        result = review_record(record, 0, workers=args.workers, reuse=False)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        plays += len(result["plays"])
        print(f"hand {i + 1}: {len(result['plays'])} plays reviewed in {times[-1]:.2f} s "
              f"({cpu[-1]:.2f} s of this process's CPU)", flush=True)
    print(f"hands: {args.hands}  workers: {args.workers}  seconds per hand: mean {sum(times) / len(times):.2f}"
          f"  max {max(times):.2f}  CPU seconds per hand (one process; meaningful with --workers 1): "
          f"mean {sum(cpu) / len(cpu):.2f}  max {max(cpu):.2f}  plays reviewed per hand: {plays / args.hands:.1f}")


if __name__ == "__main__":
    main()

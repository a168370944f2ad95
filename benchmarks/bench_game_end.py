"""The Expert playing for the game against the Expert playing for the hand alone, near the end of
a game (RULES.md, "The game": under ``win: immediate`` the play that reaches the target wins).

Run: ``python benchmarks/bench_game_end.py [--positions 600] [--players 2] [--low 200]
[--high 245] [--game-value 200] [--workers 2]``.

Each position is a game whose sides' scores are drawn from ``--low`` to ``--high`` (seeded by the
position's number) and whose next hand is dealt from the game's seed; it is played to the game's
end twice, the Expert that sees the scores (:meth:`Game.view`) on one side and the Expert that sees
the hand alone (:meth:`HandState.view`) on the other, then with the sides swapped. Prints the
share of games the first one wins, with its 95% interval over positions, and its decision times
(wall-clock ms). Results are a function of the arguments (seeded players, deals and scores).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from multiprocessing import get_context

from allfives_qt.ai import make_player
from allfives_qt.ai.players import ExpertPlayer
from allfives_qt.engine.game import Game
from allfives_qt.engine.rules import Rules


def play_position(job: tuple) -> tuple[float, list[float]]:
    """Play position ``index`` of ``job = (index, players, low, high, game_value)`` twice, the sides
    swapped; return the share of the two games won by the Expert that sees the scores and its
    decision times in ms."""
    index, players, low, high, game_value = job
    ExpertPlayer.game_value = game_value
    rules = Rules.make(players)
    rng = random.Random(f"race:{index}")
    scores = [rng.randint(low, high) for _ in range(rules.sides)]
    won, times = 0, []
    for aware_side in (0, 1):
        game = Game(rules, seed=1000 + index, deal_first=False)
        game.scores = scores[:]
        game.next_hand()
        seats = [make_player("expert", seed=index * 10 + s, rules=rules) for s in range(players)]
        aware = [rules.side_of(s) == aware_side for s in range(players)]
        while not game.over:
            if game.hand_over:
                game.next_hand()
                continue
            game.do_forced()
            if game.hand_over or game.over:
                continue
            seat = game.hand.turn
            view = game.view(seat) if aware[seat] else game.hand.view(seat)
            t0 = time.perf_counter()
            move = seats[seat].choose(view)
            if aware[seat]:
                times.append((time.perf_counter() - t0) * 1000.0)
            game.play(move.tile, move.end)
        won += game.winner == aware_side
    return won / 2, times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=600)
    parser.add_argument("--start", type=int, default=0, help="first position's number")
    parser.add_argument("--players", type=int, default=2, choices=(2, 4), help="4: partnerships")
    parser.add_argument("--low", type=int, default=200, help="lowest starting score of a side")
    parser.add_argument("--high", type=int, default=245, help="highest starting score of a side")
    parser.add_argument("--game-value", type=float, default=ExpertPlayer.game_value)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    target = Rules.make(args.players).target
    if not 0 <= args.low <= args.high < target:
        parser.error(f"scores must satisfy 0 <= low <= high < the target ({target})")
    jobs = [(i, args.players, args.low, args.high, args.game_value)
            for i in range(args.start, args.start + args.positions)]
    t0 = time.monotonic()
    with get_context("spawn").Pool(args.workers) as pool:
        results = pool.map(play_position, jobs, chunksize=5)
    shares = [share for share, _ in results]
    times = sorted(t for _, ts in results for t in ts)
    mean = statistics.fmean(shares)
    ci = statistics.NormalDist().inv_cdf(0.975) * statistics.stdev(shares) / len(shares) ** 0.5
    print(f"{args.players} players, scores {args.low}-{args.high} of {target}, game worth "
          f"{args.game_value:g}: the Expert playing for the game wins {100 * mean:.1f}% "
          f"(+/- {100 * ci:.1f}, 95%) of {2 * len(shares)} games ({len(shares)} positions x 2 sides)")
    print(f"its decisions: mean {statistics.fmean(times):.1f} ms, "
          f"p99 {times[int(0.99 * (len(times) - 1))]:.1f} ms; {time.monotonic() - t0:.0f} s in all")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

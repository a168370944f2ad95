"""Engine speed: random legal 2-player hands (standard rules) played to the end, per second, and
the plays per second of the playout step the Expert uses (issue 14, item 7).

Run: ``python benchmarks/bench_engine.py [--hands N] [--playouts N] [--seed S]``. One process, one
core. Each hand is dealt from the seed (shuffle included in the time), then every seat plays a
random legal move, drawing and passing as the rules force, until a player goes out or the hand
blocks. Then ``--playouts`` fresh deals are each played to the end by the Expert's playout step
(:func:`allfives_qt.ai.fast.rollout_lookahead`: every seat plays the most points now minus the next
seat's best reply), the deal and a copy of the state excluded from the time.
"""

from __future__ import annotations

import argparse
import random
import time

from allfives_qt.engine.hand import PLAYING, HandState
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import SET_SIZE, mask_of


def play_random_hand(rng: random.Random, players: int, per_seat: int) -> HandState:
    """Deal with ``rng`` and play one hand of random legal moves to its end; return the final state."""
    tiles = list(range(SET_SIZE))
    rng.shuffle(tiles)
    hands = [mask_of(tiles[i * per_seat:(i + 1) * per_seat]) for i in range(players)]
    hand = HandState(hands, tiles[players * per_seat:], rng.randrange(players))
    choice = rng.choice
    while hand.status == PLAYING:
        moves = hand.legal_moves()
        if moves:
            hand.play(*choice(moves))
        elif hand.boneyard_size:
            hand.draw()
        else:
            hand.pass_turn()
    return hand


def playout_rate(rng: random.Random, playouts: int) -> tuple[int, float, float]:
    """Play ``playouts`` fresh 2-player deals to the end with the Expert's playout step; return
    ``(plays, wall seconds, CPU seconds)`` (only the playouts are timed)."""
    from allfives_qt.ai.fast import rollout_lookahead

    states = []
    for _ in range(playouts):
        tiles = list(range(SET_SIZE))
        rng.shuffle(tiles)
        states.append(HandState([mask_of(tiles[:9]), mask_of(tiles[9:18])], tiles[18:], rng.randrange(2)))
    copies = [h.copy() for h in states]
    start, cpu = time.perf_counter(), time.process_time()
    for h in copies:
        rollout_lookahead(h)
    return sum(h.n_played for h in copies), time.perf_counter() - start, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=50_000, help="hands to play (default 50000)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--playouts", type=int, default=20_000, help="Expert playouts to time (default 20000)")
    args = parser.parse_args()
    rules = Rules.make(2)
    rng = random.Random(args.seed)
    plays = 0
    start, cpu0 = time.perf_counter(), time.process_time()
    for _ in range(args.hands):
        plays += play_random_hand(rng, 2, rules.tiles_per_player).n_played
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu0
    print(f"hands: {args.hands}  seconds: {elapsed:.2f}  hands/s: {args.hands / elapsed:,.0f}  "
          f"plays/s: {plays / elapsed:,.0f} (CPU time: {plays / cpu:,.0f})  plays/hand: {plays / args.hands:.1f}")
    plays, elapsed, cpu = playout_rate(rng, args.playouts)
    print(f"Expert playouts: {args.playouts}  seconds: {elapsed:.2f}  plays/s: {plays / elapsed:,.0f} "
          f"(CPU time: {plays / cpu:,.0f})  plays/playout: {plays / args.playouts:.1f}")


if __name__ == "__main__":
    main()

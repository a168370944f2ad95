"""Engine speed: random legal 2-player hands (standard rules) played to the end, per second.

Run: ``python benchmarks/bench_engine.py [--hands N] [--seed S]``. One process, one core.
Each hand is dealt from the seed (shuffle included in the time), then every seat plays a random
legal move, drawing and passing as the rules force, until a player goes out or the hand blocks.
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=50_000, help="hands to play (default 50000)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    args = parser.parse_args()
    rules = Rules.make(2)
    rng = random.Random(args.seed)
    plays = 0
    start = time.perf_counter()
    for _ in range(args.hands):
        plays += play_random_hand(rng, 2, rules.tiles_per_player).n_played
    elapsed = time.perf_counter() - start
    print(f"hands: {args.hands}  seconds: {elapsed:.2f}  hands/s: {args.hands / elapsed:,.0f}  "
          f"plays/s: {plays / elapsed:,.0f}  plays/hand: {plays / args.hands:.1f}")


if __name__ == "__main__":
    main()

"""GUI-thread time spent saving per action (issue 14, item 3).

Run: ``python benchmarks/bench_autosave.py [--games 3] [--gap-ms 300]``. One process. Seeded
2-player games of random legal moves are played; after every play, draw and pass the window's
saving work (:meth:`Storage.game_changed`: the autosave, the statistics when a hand ends, the
history when the game ends) is timed on the calling thread, with ``--gap-ms`` between actions
(the pause of the "fast" animation speed):

- *before*: every file written (and fsynced) on the calling thread;
- *after*: the files handed to the storage's worker thread (``Storage.write_in_background``);
  each autosave first waits until the one before it is on the disk (the kill guarantee), which
  costs nothing when the worker has kept up.

Goal: under 5 ms per action on the GUI thread. Files go to a temporary folder on the same disk as
the player's data folder would be (``$TMPDIR``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from allfives_qt.engine.game import Game
from allfives_qt.engine.rules import Rules
from allfives_qt.storage import Paths, SavedGame, Storage


def act(game: Game, rng: random.Random) -> bool:
    """One action of the seat to act (a random legal play, else a draw, else a pass; the next
    hand once one ends); False when the game is over."""
    if game.over:
        return False
    if game.hand_over:
        game.next_hand()
        return True
    moves = game.hand.legal_moves()
    if moves:
        m = moves[rng.randrange(len(moves))]
        game.play(m.tile, m.end)
    elif game.hand.must_draw():
        game.draw()
    else:
        game.pass_turn()
    return True


def run(root: Path, background: bool, games: int, gap: float) -> list[float]:
    storage = Storage(Paths(root))
    if background:
        storage.write_in_background()
    times = []
    for g in range(games):
        game = Game(Rules.make(2), 100 + g)
        saved = SavedGame(game, (None, "medium"), f"bench{g}")
        rng = random.Random(g)
        while act(game, rng):
            t = time.perf_counter()
            storage.game_changed(saved)
            times.append(time.perf_counter() - t)
            time.sleep(gap)
    storage.close()
    return times


def show(name: str, times: list[float]) -> None:
    times = sorted(times)
    ms = [t * 1000 for t in times]
    print(f"{name}: {len(ms)} actions, GUI thread per action: mean {statistics.mean(ms):.2f} ms, "
          f"median {statistics.median(ms):.2f} ms, p95 {ms[int(0.95 * (len(ms) - 1))]:.2f} ms, "
          f"max {ms[-1]:.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games played for each way")
    parser.add_argument("--gap-ms", type=float, default=300, help="pause between actions (ms)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        show("before (written on the GUI thread)", run(Path(folder) / "a", False, args.games,
                                                       args.gap_ms / 1000))
        show("after  (worker thread)            ", run(Path(folder) / "b", True, args.games,
                                                       args.gap_ms / 1000))


if __name__ == "__main__":
    main()

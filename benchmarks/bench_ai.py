"""Strength and speed of the computer players (issue 4, item 5): the whole benchmark table.

Run: ``python benchmarks/bench_ai.py [--deals 1000] [--workers 2] [--rows 1,2,...] [--out FILE]``.
Every row is a duplicate-deal tournament (``allfives-qt simulate``): each deal is played once per
seating, so with 2 players a "deal pair" is one deal played twice with the seats swapped. Default
rules unless the row says otherwise. Prints one markdown table (and, with ``--out``, appends each
finished row as one JSON line to FILE; while a row runs, its figures so far are kept in
``/tmp/bench_ai_rowN.partial.json``, so a long run stopped early still leaves a result).
Results depend only on ``--seed`` and ``--deals``; timings depend on the machine and its load.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from allfives_qt.ai.simulate import tournament
from allfives_qt.engine.rules import Rules

#: (A, B, players, goal text, goal check on the A-minus-B difference or None)
ROWS = [
    ("greedy", "random", 2, "clearly > 0", lambda d: d > 0),
    ("medium", "easy", 2, "clearly > 0", lambda d: d > 0),
    ("hard", "greedy", 2, ">= +10", lambda d: d >= 10),
    ("expert", "hard", 2, ">= +12 (issue 14)", lambda d: d >= 12),
    ("expert", "greedy", 2, ">= +25 (issue 14)", lambda d: d >= 25),
    ("omniscient", "greedy", 2, "the ceiling, >= +38 (issue 14)", lambda d: d >= 38),
    ("expert", "greedy", 4, ">= +14 (partnerships, issue 14)", lambda d: d >= 14),
]


def run_row(index: int, deals: int, seed: int, workers: int) -> dict:
    """Run row ``index`` (0-based) of :data:`ROWS`; return its figures as a dict."""
    a, b, players, goal, _ = ROWS[index]
    rules = Rules.make(players)
    t0 = time.monotonic()
    partial = f"/tmp/bench_ai_row{index + 1}.partial.json"

    def save(tally) -> None:
        # The figures so far, so that a run stopped early still leaves a result.
        row = {"row": index + 1, "a": a, "b": b, "players": players, "deals": tally.deals,
               "goal": goal, "seconds": round(time.monotonic() - t0, 1), **tally.summary((a, b))}
        with open(partial, "w", encoding="utf-8") as f:
            json.dump(row, f)

    rep = tournament((a, b), deals, seed, rules, workers=workers, progress=True, on_chunk=save)
    return {"row": index + 1, "a": a, "b": b, "players": players, "deals": deals, "goal": goal,
            "seconds": round(time.monotonic() - t0, 1), **rep}


def timing(levels: list[str], positions: int, seed: int) -> str:
    """Time single decisions of each level on the same ``positions`` positions (2 players, default
    rules, taken from greedy-vs-greedy hands, only positions with a choice to make); return a
    markdown table of wall-clock and CPU milliseconds (CPU time is what a busy machine does not
    inflate)."""
    import random as _random

    from allfives_qt.ai import make_player
    from allfives_qt.ai.fast import best_greedy
    from allfives_qt.engine.hand import PLAYING, HandState
    from allfives_qt.engine.tiles import mask_of

    rng = _random.Random(seed)
    views = []
    while len(views) < positions:
        tiles = list(range(28))
        rng.shuffle(tiles)
        h = HandState([mask_of(tiles[:9]), mask_of(tiles[9:18])], tiles[18:], rng.randrange(2))
        while h.status == PLAYING:
            if h.center is not None and not h.can_play(h.turn):
                h.draw() if h.boneyard_size else h.pass_turn()
                continue
            if len(h.legal_moves()) > 1 and rng.random() < 0.5:
                views.append(h.view(h.turn))
            t, e, _ = best_greedy(h)
            h._play(t, e)
    views = views[:positions]
    out = ["| level | decisions | wall ms mean / p95 / p99 | CPU ms mean / p95 / p99 |", "|---|---|---|---|"]
    for level in levels:
        p = make_player(level, seed=1)
        wall, cpu = [], []
        for v in views:
            w0, c0 = time.perf_counter(), time.thread_time()
            p.choose(v)
            cpu.append((time.thread_time() - c0) * 1000)
            wall.append((time.perf_counter() - w0) * 1000)

        def stats(xs: list[float]) -> str:
            xs = sorted(xs)
            pick = lambda q: xs[min(len(xs) - 1, int(q * len(xs)))]
            return f"{sum(xs) / len(xs):.1f} / {pick(0.95):.1f} / {pick(0.99):.1f}"

        out.append(f"| {level} | {len(views)} | {stats(wall)} | {stats(cpu)} |")
    return "\n".join(out) + "\n"


def markdown(rows: list[dict]) -> str:
    """Return the rows as a markdown table, with the Expert/omniscient edge ratio when both ran."""
    out = ["| match-up (A vs B) | players | deal pairs | A - B per hand (95% CI) | A wins | "
           "A decision ms mean / p95 / p99 | goal | met |",
           "|---|---|---|---|---|---|---|---|"]
    by = {(r["a"], r["b"], r["players"]): r for r in rows}
    for r in rows:
        check = next(c for a, b, p, g, c in ROWS if (a, b, p) == (r["a"], r["b"], r["players"]))
        d = r["diff_per_hand"]
        met = "" if check is None else ("yes" if check(d) else "no")
        t = r["decision_ms"][r["a"]]
        ci = r["diff_ci95"]
        out.append(f"| {r['a']} vs {r['b']} | {r['players']}"
                   + (" (partners)" if r["players"] == 4 else "")
                   + f" | {r['deals']} | {d:+.1f} (±{ci:.1f}) | {100 * r['hand_win_rate']:.0f}% | "
                   f"{t['mean']:.1f} / {t['p95']:.1f} / {t['p99']:.1f} | {r['goal']} | {met} |")
    e, o = by.get(("expert", "greedy", 2)), by.get(("omniscient", "greedy", 2))
    if e and o and o["diff_per_hand"] > 0:
        ratio = e["diff_per_hand"] / o["diff_per_hand"]
        out.append("")
        out.append(f"Expert's edge over greedy is {100 * ratio:.0f}% of omniscient's "
                   f"(goal >= 60%: {'yes' if ratio >= 0.6 else 'no'}).")
    return "\n".join(out) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000, help="deal pairs per row (default 1000)")
    parser.add_argument("--seed", type=int, default=1, help="seed (default 1)")
    parser.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--rows", default="", help="comma-separated row numbers (default all)")
    parser.add_argument("--out", default="", help="append each finished row as JSON to this file")
    parser.add_argument("--from-file", default="", help="only print the table of rows saved by --out")
    parser.add_argument("--timing", type=int, default=0, metavar="N",
                        help="only time N single decisions of hard and expert (wall and CPU ms)")
    args = parser.parse_args()
    if args.timing:
        sys.stdout.write(timing(["hard", "expert"], args.timing, args.seed))
        return 0
    if args.from_file:
        with open(args.from_file, encoding="utf-8") as f:
            rows = [json.loads(line) for line in f if line.strip()]
        sys.stdout.write(markdown(rows))
        return 0
    wanted = [int(x) - 1 for x in args.rows.split(",") if x.strip()] or list(range(len(ROWS)))
    rows = []
    for i in wanted:
        row = run_row(i, args.deals, args.seed, args.workers)
        rows.append(row)
        print(json.dumps(row), file=sys.stderr, flush=True)
        if args.out:
            with open(args.out, "a", encoding="utf-8") as f:
                f.write(json.dumps(row) + "\n")
    sys.stdout.write(markdown(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())

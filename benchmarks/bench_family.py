"""Head-to-head measurements of player variants under the family's options (issue 13).

Run: ``python benchmarks/bench_family.py A B [--game NAME] [--draw at-will] [--boneyard-reserve 2]
[--deals N] [--seed S] [--set LEVEL.attr=value ...] [--paired A2]``.

``A`` and ``B`` are levels (as ``allfives-qt simulate --seats``) or the variants below, which exist
only here (never offered in the game): ``hard-nodraw`` and ``expert-nodraw`` are Hard and Expert
that never draw at will (the level as it was before drawing at will was measured);
``expert-sampled`` is the Expert that samples where it now searches the reserve splits;
``hard-fives-weights`` is Hard with its All Fives weights under every end-of-hand option;
``--set hard.heavy=0.1`` changes a class attribute of a level for this run (a tuning probe).
The probes of the Expert's limits (``expert-peek``, ``playout-full``, ``search-full``,
``expert-pimc``, ``expert-ismcts``) are variants too: see benchmarks/expert_probes.py.
Prints one JSON line: the tournament report (:func:`allfives_qt.ai.simulate.summarize`) with the
arguments. Deals are duplicate deals of ``allfives-qt simulate`` (same seed, same deals).
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from allfives_qt.ai import _CLASSES
from allfives_qt.ai.players import ExpertPlayer, HardPlayer
from allfives_qt.ai.simulate import tournament
from allfives_qt.engine.rules import Rules
from expert_probes import PROBES


class _NeverDraws:
    """Mixin: never draws at will (the level before issue 13's draw decision)."""

    def draws_at_will(self, view) -> bool:  # noqa: D102
        return False


class HardNoDraw(_NeverDraws, HardPlayer):
    level = "hard-nodraw"


class ExpertNoDraw(_NeverDraws, ExpertPlayer):
    level = "expert-nodraw"


class ExpertSampled(ExpertPlayer):
    """The Expert without the exact search of the reserve splits (it samples there, as before)."""

    level = "expert-sampled"
    split_search = False


class HardFivesWeights(HardPlayer):
    """Hard with the weights tuned for All Fives under every end-of-hand option (before issue 13)."""

    level = "hard-fives-weights"
    weights_by_end: dict = {}


VARIANTS = {"hard-fives-weights": HardFivesWeights, "hard-nodraw": HardNoDraw, "expert-nodraw": ExpertNoDraw,
            "expert-sampled": ExpertSampled, **PROBES}


def _value(text: str):
    try:
        value = json.loads(text)  # numbers, and dicts such as {"each-subtracts": 2.0} or {"4": 1.0}
    except ValueError:
        return text
    if isinstance(value, dict):  # keys that are numbers of players become ints
        value = {int(k) if k.isdigit() else k: v for k, v in value.items()}
    return value


def paired(args: argparse.Namespace, rules: Rules) -> dict:
    """Play A vs B and A2 vs B deal by deal; return both reports and A minus A2 per hand (the
    per-deal differences of their results against B, so the deals' luck cancels)."""
    import statistics

    from allfives_qt.ai.simulate import play_deals, summarize

    first, second, t0 = [], [], time.monotonic()
    for i in range(args.start, args.start + args.deals):
        first += play_deals(((args.a, args.b), args.seed, rules, i, i + 1))
        second += play_deals(((args.paired, args.b), args.seed, rules, i, i + 1))
        if (i + 1 - args.start) % 25 == 0:
            print(f"paired: {i + 1 - args.start}/{args.deals} deals, {time.monotonic() - t0:.0f} s",
                  file=sys.stderr, flush=True)
    diffs = [statistics.fmean(x[0]) - statistics.fmean(y[0]) for x, y in zip(first, second)]
    ci = statistics.NormalDist().inv_cdf(0.975) * statistics.stdev(diffs) / len(diffs) ** 0.5
    return {"a_minus_a2": round(statistics.fmean(diffs), 4), "ci95": round(ci, 4),
            "deals_differing": sum(1 for d in diffs if d), "a": args.a, "a2": args.paired, "b": args.b,
            "first": summarize((args.a, args.b), first), "second": summarize((args.paired, args.b), second),
            "options": rules.to_dict(), "deals": args.deals, "start": args.start, "seed": args.seed,
            "seconds": round(time.monotonic() - t0, 1)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--game", default="all-fives")
    parser.add_argument("--players", type=int, default=2, help="2, 3 or 4 (4: partnerships)")
    parser.add_argument("--draw", default=None)
    parser.add_argument("--boneyard-reserve", type=int, default=None)
    parser.add_argument("--scoring", default=None)
    parser.add_argument("--end-of-hand", default=None)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--start", type=int, default=0, help="first deal index (deals are seeded by index)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--set", action="append", default=[], metavar="LEVEL.attr=value")
    parser.add_argument("--paired", default="", metavar="A2",
                        help="also play A2 vs B on the same deals and report A minus A2 per hand "
                             "(the mean of per-deal differences, with its 95%% interval)")
    args = parser.parse_args()
    _CLASSES.update(VARIANTS)
    for item in args.set:
        target, value = item.split("=", 1)
        level, attr = target.split(".", 1)
        cls = _CLASSES[level]
        # A probe changes a fresh subclass, so the other seat's level is left as it is.
        _CLASSES[level] = type(cls.__name__ + "Probe", (cls,), {attr: _value(value)})
    options = {}
    if args.draw:
        options["draw"] = args.draw
    for key in ("scoring", "end_of_hand"):
        if getattr(args, key):
            options[key] = getattr(args, key)
    if args.boneyard_reserve is not None:
        options["boneyard_reserve"] = args.boneyard_reserve
    rules = Rules.game(args.game, args.players, **options)
    t0 = time.monotonic()
    if args.paired:
        print(json.dumps(paired(args, rules)), flush=True)
        return 0
    if args.start:
        from allfives_qt.ai.simulate import play_deals, summarize
        rep = summarize((args.a, args.b), play_deals(((args.a, args.b), args.seed, rules, args.start,
                                                     args.start + args.deals)))
    else:
        rep = tournament((args.a, args.b), args.deals, args.seed, rules, progress=True)
    rep.update({"a": args.a, "b": args.b, "game": args.game, "players": args.players, "options": options, "deals": args.deals,
                "start": args.start, "seed": args.seed, "set": args.set,
                "seconds": round(time.monotonic() - t0, 1)})
    print(json.dumps(rep), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

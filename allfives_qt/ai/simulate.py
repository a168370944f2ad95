"""``allfives-qt simulate``: tournaments between computer players on duplicate deals (issue 4).

Each of K deals is dealt from the seed and played once per seating: with 2 players the seats are
swapped, with partnerships the teams are swapped, and with 3 (or 4 without partnerships) players
A takes each seat in turn against B in all the others, so every deal's luck reaches both levels
equally. One "hand" is one deal played to its end (RULES.md, "A hand"); a side's result is its net
score change over the hand, end-of-hand points included (RULES.md, "The end of a hand"), with no
target stop. Every rule option can be set (``--scoring``, ``--spinner``, ``--claims``, ``--draw``,
``--boneyard-reserve``, ``--after-block``, ``--game``; RULES.md, "The family"); computer players
always claim their own points, so no Muggins is ever called among them. Results are a pure function of the arguments (seeded players, seeded deals), whatever
the number of worker processes.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import statistics
import sys
import time
from array import array
from typing import Any

from allfives_qt.engine.hand import PLAYING, HandState
from allfives_qt.engine.record import MAX_SEED, MAX_TARGET
from allfives_qt.engine.rules import (AFTER_BLOCK, CLAIMS, DRAW, END_OF_HAND, GAMES, HAND_SIZES,
                                      SCORING, SPINNER, WIN, Rules, RulesError)
from allfives_qt.engine.tiles import SET_SIZE, mask_of

from .fast import side_totals

ALL_LEVELS = ("random", "greedy", "easy", "medium", "hard", "expert", "omniscient")

#: The most deals one tournament plays (``--deals``): 100,000 take minutes between the
#: quickest levels and days between Experts, and their results stay within some 200 MB
#: (play-test pt85 #2: 10**20 deals filled the memory before the first was played).
MAX_DEALS = 100_000
#: The most worker processes (``--workers``); a tournament never starts more than it has chunks.
MAX_WORKERS = 64


def _seats_arg(text: str) -> tuple[str, str]:
    parts = [p.strip().lower() for p in text.split(",")]
    if len(parts) != 2 or not all(parts):
        raise argparse.ArgumentTypeError(f"expected two levels joined by a comma, like expert,greedy; got {text!r}")
    for p in parts:
        if p not in ALL_LEVELS:
            raise argparse.ArgumentTypeError(f"unknown level {p!r} (choose from {', '.join(ALL_LEVELS)})")
    return parts[0], parts[1]


def _whole(text: str) -> int:
    """argparse type: a whole number written in ASCII digits (``int`` alone also took "1_0" and
    Arabic-Indic digits: play-test pt87 #2)."""
    digits = text.strip()
    if re.fullmatch(r"[+-]?[0-9]+", digits) is None:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {_cut(text)!r}")
    if len(digits) > 30:  # beyond every range here (and int() refuses 4,300 digits and more)
        return -10**31 if digits.startswith("-") else 10**31
    return int(digits)


def _cut(text: str) -> str:
    """``text`` as an error quotes it: its first 24 characters and "…" when it is longer (a
    5,000-digit number was quoted whole: play-test pt87 #2)."""
    return text if len(text) <= 25 else text[:24] + "…"


def _in_range(low: int, top: int):
    """argparse type: a whole number from ``low`` to ``top`` (the message names the range)."""
    def number(text: str) -> int:
        v = _whole(text)
        if not low <= v <= top:
            raise argparse.ArgumentTypeError(f"expected a whole number from {low} to {top}, got {_cut(text.strip())}")
        return v
    return number


#: argparse type of ``--workers`` (``simulate``, ``review``): a whole number from 1 to
#: :data:`MAX_WORKERS`.
workers_arg = _in_range(1, MAX_WORKERS)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the ``simulate`` options to ``parser`` (the ``allfives-qt simulate`` sub-command).

    Bad values make argparse exit with status 2: the usage, then a one-line message.
    """
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4), help="2, 3 or 4 (default 2)")
    parser.add_argument("--seats", type=_seats_arg, default=("greedy", "random"), metavar="A,B",
                        help=f"the two levels, A first (default greedy,random); levels: {', '.join(ALL_LEVELS)} "
                             "(omniscient sees every hand and the boneyard: the ceiling of fair "
                             "play). With 3 players, or 4 each for themselves, A takes one seat "
                             "and B the others, A moving round the seats; with partnerships each "
                             "takes a side")
    parser.add_argument("--deals", type=_in_range(1, MAX_DEALS), default=100,
                        help=f"deals, each played once per seating: 1 to {MAX_DEALS} (default 100)")
    # The range every seed of this program takes (a game record's, allfives-qt --seed's; pt85 #4).
    parser.add_argument("--seed", type=_in_range(-MAX_SEED, MAX_SEED), default=1,
                        help=f"seed of the deals and players, {-MAX_SEED} to {MAX_SEED} (default 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    parser.add_argument("--workers", type=workers_arg, default=1,
                        help=f"worker processes, 1 to {MAX_WORKERS} (default 1; never more than there "
                             "are chunks of deals to play; results do not depend on it)")
    parser.add_argument("--quiet", action="store_true", help="no progress on standard error")
    pg = parser.add_mutually_exclusive_group()
    pg.add_argument("--partnerships", dest="partnerships", action="store_true", default=None,
                    help="4 players in two partnerships (the default for 4 players)")
    pg.add_argument("--no-partnerships", dest="partnerships", action="store_false",
                    help="4 players each for themselves")
    parser.add_argument("--game", choices=tuple(GAMES), default="all-fives",
                        help="a named game whose options the others then change (default all-fives)")
    parser.add_argument("--hand-size", choices=HAND_SIZES, default=None, help="tiles dealt (default standard)")
    parser.add_argument("--target", type=_in_range(1, MAX_TARGET), default=None,
                        help=f"target score, 1 to {MAX_TARGET} (checked, but single hands never stop on it)")
    parser.add_argument("--end-of-hand", choices=END_OF_HAND, default=None,
                        help="end-of-hand scoring (default each-subtracts)")
    parser.add_argument("--win", choices=WIN, default=None, help="checked only; hands are played out")
    parser.add_argument("--scoring", choices=SCORING, default=None, help="what a count scores (default fives)")
    parser.add_argument("--spinner", choices=SPINNER, default=None, help="whether the first double spins (default first-double)")
    parser.add_argument("--claims", choices=CLAIMS, default=None, help="automatic or muggins (default automatic)")
    parser.add_argument("--draw", choices=DRAW, default=None, help="when-stuck or at-will (default when-stuck)")
    parser.add_argument("--boneyard-reserve", type=int, choices=(0, 2), default=None,
                        help="tiles never drawn from the boneyard (default 0)")
    parser.add_argument("--after-block", choices=AFTER_BLOCK, default=None,
                        help="who starts after a blocked hand (checked only; deals are single hands)")


_OPTION_ARGS = ("hand_size", "target", "end_of_hand", "win", "scoring", "spinner", "claims", "draw",
                "boneyard_reserve", "after_block", "partnerships")


def rules_from_args(args: argparse.Namespace) -> Rules:
    """Return the :class:`Rules` the options give: the named ``--game``'s, changed by every option
    given. Raises :class:`RulesError` for a bad mix."""
    options: dict[str, Any] = {k: getattr(args, k) for k in _OPTION_ARGS if getattr(args, k, None) is not None}
    return Rules.game(getattr(args, "game", "all-fives"), args.players, **options)


def seatings(rules: Rules) -> list[list[int]]:
    """Return the seatings of one deal: per seating, 0 (level A) or 1 (level B) for each seat.

    Partnerships: A as seats 0 and 2, then as seats 1 and 3. Otherwise A takes each seat in turn.
    """
    n = rules.players
    if rules.partnerships:
        return [[0, 1, 0, 1], [1, 0, 1, 0]]
    return [[0 if s == a else 1 for s in range(n)] for a in range(n)]


def deal(seed: int, index: int, rules: Rules) -> tuple[list[int], list[int], int]:
    """Return deal ``index`` of the tournament with ``seed``: ``(hands as masks, boneyard in draw
    order, starter seat)`` (RULES.md, "Players, seats and turns")."""
    rng = random.Random(f"allfives-simulate:{seed}:{index}")
    tiles = list(range(SET_SIZE))
    rng.shuffle(tiles)
    n, k = rules.players, rules.tiles_per_player
    return [mask_of(tiles[i * k:(i + 1) * k]) for i in range(n)], tiles[n * k:], rng.randrange(n)


def play_hand(rules: Rules, hands: list[int], boneyard: list[int], starter: int, players: list,
              times: list[list[float]] | None = None) -> list[int]:
    """Play one hand with one computer player per seat; return each side's net change (points
    scored plus the end-of-hand change). ``times[s]`` collects seat ``s``'s decision times (ms).

    Raises ``RuntimeError`` if a player returns a move that is not legal.
    """
    h = HandState(list(hands), list(boneyard), starter, rules)
    while h.status == PLAYING:
        if h.forced_step():
            continue
        seat = h.turn
        p = players[seat]
        t0 = time.perf_counter()
        if getattr(p, "sees_all", False):
            mv = p.choose_full(h.copy(), rules)
        else:
            view = h.view(seat)
            while view.may_draw and p.draws_at_will(view):  # draw: at-will
                h.draw()
                view = h.view(seat)
            mv = p.choose(view)
            if mv not in view.legal:
                raise RuntimeError(f"{p.level} returned an illegal move {mv}")
        if times is not None:
            times[seat].append((time.perf_counter() - t0) * 1000.0)
        h.play(mv.tile, mv.end)
    return side_totals(h, rules)


def play_deals(job: tuple) -> list[tuple[list[float], list[int], dict[str, list[float]]]]:
    """Play deals ``start..stop-1`` of a tournament; ``job`` is ``(levels, seed, rules, start,
    stop)``. Returns per deal ``(A-minus-B per seating, A-beats-B per seating, decision times by
    level)``. Module-level so worker processes can run it."""
    from . import make_player

    (level_a, level_b), seed, rules, start, stop = job
    out = []
    for i in range(start, stop):
        hands, bone, starter = deal(seed, i, rules)
        diffs, wins = [], []
        times_by_level: dict[str, list[float]] = {level_a: [], level_b: []}
        for j, seating in enumerate(seatings(rules)):
            players = [make_player((level_a, level_b)[who], seed=_player_seed(seed, i, j, s), rules=rules)
                       for s, who in enumerate(seating)]
            times: list[list[float]] = [[] for _ in seating]
            totals = play_hand(rules, hands, bone, starter, players, times)
            a_sides = {rules.side_of(s) for s, who in enumerate(seating) if who == 0}
            b_sides = {rules.side_of(s) for s, who in enumerate(seating) if who == 1}
            a = sum(totals[x] for x in a_sides) / len(a_sides)
            b = sum(totals[x] for x in b_sides) / len(b_sides)
            diffs.append(a - b)
            wins.append(1 if a > b else 0)
            for s, who in enumerate(seating):
                times_by_level[(level_a, level_b)[who]].extend(times[s])
        out.append((diffs, wins, times_by_level))
    return out


def _player_seed(seed: int, deal_index: int, seating: int, seat: int) -> int:
    return (seed * 1_000_003 + deal_index * 101 + seating * 11 + seat) % (2**31)


class Tally:
    """The results of a tournament's deals as they come (:func:`play_deals`'s entries, in deal
    order), kept small: per deal only the mean A-minus-B change, the count of hands A won and
    tied, and each level's decision times (8 bytes a decision), so a tournament of
    :data:`MAX_DEALS` deals stays small. :meth:`summary` is the report."""

    def __init__(self, results=()) -> None:
        self.per_deal = array("d")
        self.hands = self.won = self.tied = 0
        self.times: dict[str, array] = {}
        self.add(results)

    @property
    def deals(self) -> int:
        """How many deals were added."""
        return len(self.per_deal)

    def add(self, results) -> None:
        """Add :func:`play_deals`'s per-deal entries ``(diffs, wins, times by level)``."""
        for diffs, wins, by_level in results:
            self.per_deal.append(statistics.fmean(diffs))
            self.hands += len(wins)
            self.won += sum(wins)
            self.tied += sum(1 for d in diffs if d == 0)
            for lv, ts in by_level.items():
                self.times.setdefault(lv, array("d")).extend(ts)

    def summary(self, levels: tuple[str, str]) -> dict[str, Any]:
        """The report: ``{"diff_per_hand", "diff_ci95", "hand_win_rate", "hand_tie_rate",
        "decision_ms"}``: the mean A-minus-B change per hand; the half-width of its 95%
        confidence interval, computed over deals (the plays of one deal are correlated; None with
        a single deal); the shares of hands A's change beat B's and equalled it; per level
        ``{"mean", "p95", "p99"}`` of decision times in ms."""
        per_deal, k = self.per_deal, len(self.per_deal)
        ci: float | None = None
        if k > 1:  # normal approximation: z(0.975) times the standard error of the mean
            ci = statistics.NormalDist().inv_cdf(0.975) * statistics.stdev(per_deal) / k ** 0.5
        decision = {}
        for lv in dict.fromkeys(levels):
            ts = self.times.get(lv, array("d"))
            decision[lv] = {"mean": round(statistics.fmean(ts), 3) if ts else 0.0,
                            "p95": round(_percentile(ts, 0.95), 3), "p99": round(_percentile(ts, 0.99), 3)}
        return {"diff_per_hand": round(statistics.fmean(per_deal), 4),
                "diff_ci95": None if ci is None else round(ci, 4),
                "hand_win_rate": round(self.won / self.hands, 4),
                "hand_tie_rate": round(self.tied / self.hands, 4), "decision_ms": decision}


def tournament(levels: tuple[str, str], deals: int, seed: int, rules: Rules, workers: int = 1,
               progress: bool = False, on_chunk: Any = None) -> dict[str, Any]:
    """Run the duplicate-deal tournament and return the report (see :meth:`Tally.summary`).

    ``workers``: processes, never more than the chunks of deals (the deals are split in chunks
    and gathered in order, so the result does not depend on it). ``progress``: report on
    standard error every few seconds. ``on_chunk``: called with the :class:`Tally` of the deals
    played so far after every chunk.
    """
    chunk = max(1, min(25, deals // (workers * 8) or 1))
    jobs = [(levels, seed, rules, s, min(deals, s + chunk)) for s in range(0, deals, chunk)]
    tally = Tally()
    t0 = time.monotonic()
    last = t0

    def note(part: list) -> None:
        nonlocal last
        tally.add(part)
        done, now = tally.deals, time.monotonic()
        if progress and (now - last > 2.0 or (done == deals and now - t0 > 2.0)):
            last = now
            print(f"simulate: {done}/{deals} deals, {now - t0:.0f} s", file=sys.stderr, flush=True)
        if on_chunk:
            on_chunk(tally)

    workers = min(workers, len(jobs))  # play-test pt85 #6: 200 processes for 4 deals
    if workers > 1:
        with worker_pool(workers) as pool:
            for part in pool.imap(play_deals, jobs):
                note(part)
    else:
        for job in jobs:
            note(play_deals(job))
    return tally.summary(levels)


def _leave_interrupt_to_parent() -> None:
    """A worker process's start: Ctrl+C, which a terminal sends to every process of the command,
    is ignored there; the main process stops the pool and says "interrupted" (play-test pt177 #1:
    each worker printed its own KeyboardInterrupt traceback)."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def worker_pool(workers: int):
    """A ``multiprocessing`` pool of ``workers`` fresh ("spawn") processes that leave Ctrl+C to
    the main process; used as a context manager, it ends them on leaving (also on an interrupt).
    From the main thread, the workers are started with SIGINT ignored, which a new process
    inherits (a blocked one it does not): a Ctrl+C while Python starts in them, before their
    initializer, is not a traceback (play-test pt180 #3: within 0.4 s of the start). The main
    process ignores it only while it starts them."""
    import multiprocessing
    import signal
    import threading

    context = multiprocessing.get_context("spawn")
    if threading.current_thread() is not threading.main_thread():  # (signals are the main's)
        return context.Pool(workers, initializer=_leave_interrupt_to_parent)
    old = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        return context.Pool(workers, initializer=_leave_interrupt_to_parent)
    finally:
        signal.signal(signal.SIGINT, old)


def _percentile(values, q: float) -> float:
    """The ``q`` quantile (0..1, in hundredths) of ``values`` by :func:`statistics.quantiles`
    (the "inclusive" method); 0.0 for no values, the value itself for one."""
    if len(values) < 2:
        return values[0] if values else 0.0
    return statistics.quantiles(values, n=100, method="inclusive")[round(q * 100) - 1]


def summarize(levels: tuple[str, str], results: list) -> dict[str, Any]:
    """The report of per-deal ``results`` (:func:`play_deals`'s entries): :meth:`Tally.summary`."""
    return Tally(results).summary(levels)


def _options_text(rules: Rules) -> str:
    """``"; scoring=fives-and-threes, ..."``: the options that differ from RULES.md's defaults."""
    changed = rules.changed()
    return "; " + ", ".join(changed) if changed else ""


def format_table(report: dict[str, Any], levels: tuple[str, str], deals: int, rules: Rules) -> str:
    """Return the report as a readable table."""
    a, b = levels
    ci = report["diff_ci95"]
    ci_text = "n/a" if ci is None else f"{ci:.2f}"
    lines = [
        f"{a} (A) vs {b} (B): {rules.players} players"
        + (", partnerships" if rules.partnerships else "")
        + f", {deals} deals x {len(seatings(rules))} seatings" + _options_text(rules),
        f"  A minus B per hand: {report['diff_per_hand']:+.2f} +/- {ci_text} (95%)",
        f"  hands A won:        {100 * report['hand_win_rate']:.1f}%"
        f" (tied: {100 * report['hand_tie_rate']:.1f}%)",
        "  decision time (ms):  level        mean      p95      p99",
    ]
    for lv, d in report["decision_ms"].items():
        lines.append(f"                       {lv:<10} {d['mean']:7.2f}  {d['p95']:7.2f}  {d['p99']:7.2f}")
    return "\n".join(lines) + "\n"


def run(args: argparse.Namespace) -> int:
    """Run the tournament described by ``args``; print the report; return the exit status
    (0, or 2 with one line on standard error for options the rules do not allow)."""
    try:
        rules = rules_from_args(args)
    except RulesError as exc:
        print(f"allfives-qt simulate: error: {exc}", file=sys.stderr)
        return 2
    levels = tuple(args.seats)
    progress = not args.quiet and sys.stderr is not None
    if args.workers > 1:
        import signal

        # A plain "kill" should also stop the worker processes (the pool ends them on exit).
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    try:
        report = tournament(levels, args.deals, args.seed, rules, args.workers, progress)  # type: ignore[arg-type]
    except KeyboardInterrupt:
        print("allfives-qt simulate: interrupted", file=sys.stderr)
        return 130
    from allfives_qt.cli import write_stdout

    text = (json.dumps(report) + "\n" if args.json
            else format_table(report, levels, args.deals, rules))  # type: ignore[arg-type]
    return write_stdout(text, "simulate")

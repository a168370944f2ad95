"""The ``allfives-qt`` command line (argparse). Only the window path imports Qt.

``allfives-qt``                     open the game window
``allfives-qt --seed S``            ... with the first game dealt from seed S
``allfives-qt --demo [--seed S]``   computer players only, game after game
``allfives-qt replay RECORD [--json]``  check a game record and report it (RULES.md)
``allfives-qt review RECORD --seat S [--json]``  review a seat's plays (RULES.md)
``allfives-qt --version``

With no screen to open the window on (Linux and other X11/Wayland systems: neither ``DISPLAY`` nor
``WAYLAND_DISPLAY`` set, and no ``QT_QPA_PLATFORM`` chosen) the window path prints one line and
exits 1 instead of letting Qt abort (:func:`missing_display`).
"""

from __future__ import annotations

import argparse
import errno
import json
import os
import sys
from typing import Any, Mapping

from allfives_qt import __version__


def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser of the ``allfives-qt`` command."""
    # No abbreviated options (play-test pt96: "--deal 1 --deals 2" got past the check of an
    # option given twice, in main): each is written whole.
    parser = argparse.ArgumentParser(
        prog="allfives-qt", allow_abbrev=False,
        description="All Fives dominoes. With no command, opens the game window; "
                    "allfives-qt COMMAND --help tells more of a command.",
    )
    parser.add_argument("--version", action="version", version=f"allfives-qt {__version__}")
    # The range is MAX_SEED's (engine.record, not imported before the window's first paint);
    # "at most 19 digits" let 19 nines through to a refusal (play-test pt83 #3).
    parser.add_argument("--seed", type=seed_arg, dest="window_seed", metavar="SEED",
                        help="deal the first game from this seed, a whole number from "
                             "-9223372036854775807 to 9223372036854775807")
    parser.add_argument("--demo", action="store_true", help="every seat a computer player, game after game")
    parser.add_argument("--self-test", action="store_true",
                        help="check translations, fonts, drawing, a short game and saving; no window needed")
    # Titled "commands" and written in brackets: with none the window opens (play-test pt81 #7:
    # "positional arguments" and a bare COMMAND read as if one were needed).
    sub = parser.add_subparsers(dest="command", metavar="[COMMAND]", title="commands")
    parser.commands = sub.choices  # each command's parser, which reports its own options' errors
    rp = sub.add_parser("replay", allow_abbrev=False, help="check a game record against the rules and report it (no window)",
                        description="Check a game record against the rules and report every play, "
                                    "pass and score. Exit 0 for a valid record, 2 otherwise; 1 when the "
                                    "report cannot be written to standard output.")
    rp.add_argument("record", help="a game record, a JSON file of at most 5 MiB")
    rp.add_argument("--json", action="store_true", help="print one JSON document instead of text")
    add_review_parser(sub)
    # Its usage is short: an error repeated 17 lines of options before its one line (pt93 #3).
    sp = sub.add_parser("simulate", allow_abbrev=False, help="computer players' tournament on duplicate deals (no window)",
                        usage="allfives-qt simulate [options] (allfives-qt simulate --help lists them)",
                        description="Play two computer levels against each other on the same deals, "
                                    "each deal once per seating, and report A's points per hand over "
                                    "B's with a 95% interval, the hands won and tied, and the time "
                                    "each level took to decide. Exit 0; 1 when the report cannot be "
                                    "written to standard output; 2 for options that are not "
                                    "allowed (the reason on standard error); 130 when interrupted.")
    from allfives_qt.ai.simulate import add_arguments  # pure Python, no Qt

    add_arguments(sp)
    return parser


def seed_arg(text: str) -> int:
    """argparse type of ``--seed``: a seed as the New game dialog and game records take it
    (:func:`allfives_qt.game_setup.parse_seed`); anything else is an ``ArgumentTypeError``
    (exit status 2) that says the range."""
    from allfives_qt.game_setup import parse_seed  # pure Python, no Qt

    try:
        seed = parse_seed(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    if seed is None:
        raise argparse.ArgumentTypeError("a seed is a whole number, got nothing")
    return seed


def seat_arg(text: str) -> int:
    """argparse type of ``review --seat``: a seat number in ASCII digits (play-test pt111 #8:
    int() took "١", an Arabic-Indic one, as seat 1); anything else is an ``ArgumentTypeError``."""
    if not (text.isascii() and text.strip().lstrip("-").isdigit()):
        raise argparse.ArgumentTypeError(f"a seat is a whole number such as 0 or 1, got {text!r}")
    return int(text)


#: The window's options before a command (``build_parser``), and the one of them taking a value.
WINDOW_OPTIONS = ("-h", "--help", "--version", "--seed", "--demo", "--self-test")


def unknown_option(words: list[str]) -> str | None:
    """The first word before any command that looks like an option the window does not have
    (play-test pt111 #8: "--lang xx" said "argument [COMMAND]: invalid choice: 'xx'", as argparse
    took "xx" for the command); None when there is none."""
    skip = False
    for word in words:
        if skip:
            skip = False
            continue
        name = word.split("=")[0]
        if word == "--" or not word.startswith("-"):
            return None  # a command (its own options are its parser's) or the window's end
        if name not in WINDOW_OPTIONS:
            return name
        skip = word == "--seed"  # its value may start with "-"
    return None


def add_review_parser(sub: Any) -> None:
    """Add the ``review`` command (RULES.md, "Reviewing a game") to the sub-parsers ``sub``."""
    from allfives_qt.ai.simulate import MAX_WORKERS, workers_arg  # pure Python, no Qt

    rv = sub.add_parser("review", allow_abbrev=False, help="review one seat's plays in a game record (no window)",
                        description="For every play the seat made with a choice, show the strongest "
                                    "computer player's best move from what the seat could see then, "
                                    "what both moves scored at once and the expected points given up "
                                    "to the end of the hand (loss: points of the seat's side less the "
                                    "other sides' mean). One JSON object per play, or with --json "
                                    "one document with the total loss and the accuracy. Exit 0; 1 "
                                    "when --save could not keep the review or the report cannot "
                                    "be written to standard output; 2 for a bad record or seat; "
                                    "130 when interrupted.")
    rv.add_argument("record", help="a game record, a JSON file: a saved game, the autosave or a history file")
    rv.add_argument("--seat", type=seat_arg, required=True, help="the seat to review (0 is the first seat: yours, in a game played "
                                                          "in the window)")
    rv.add_argument("--json", action="store_true", help="print one JSON document with total_loss and accuracy")
    rv.add_argument("--workers", type=workers_arg, default=1,
                    help=f"worker processes, 1 to {MAX_WORKERS} (default 1; the review does not depend on it)")
    rv.add_argument("--quiet", action="store_true", help="no progress on standard error")
    rv.add_argument("--save", action="store_true",
                    help="keep the review in the record file (its optional review key), so the next "
                         "review of the same plays is instant")


def main(argv: list[str] | None = None) -> int:
    """Run the command line with ``argv`` (default ``sys.argv[1:]``); return the exit status."""
    parser = build_parser()
    words = list(sys.argv[1:] if argv is None else argv)
    unknown = unknown_option(words)
    if unknown is not None:
        parser.error(f"unknown option {unknown} (allfives-qt --help lists the options)")
    args, extra = parser.parse_known_args(argv)
    if extra:  # by the command's own parser, with its usage (play-test pt134 #11)
        parser.commands.get(args.command, parser).error(f"unrecognized arguments: {' '.join(extra)}")
    options = [w.split("=")[0] for w in words[:words.index("--") if "--" in words else None]
               if w.startswith("--")]
    twice = next((o for i, o in enumerate(options) if o in options[:i]), None)
    if twice is not None:  # play-test pt93 #2: the last one was taken without a word
        # With the command's usage, not the window's (play-test pt133 #8).
        parser.commands.get(args.command, parser).error(f"{twice} is given twice")
    given = [name for name, on in (("--seed", args.window_seed is not None), ("--demo", args.demo),
                                   ("--self-test", args.self_test)) if on]
    if args.command and given:  # play-test pt93 #1: they were passed over without a word
        own = " (simulate takes its own --seed, after the command)" if (
            given[0] == "--seed" and args.command == "simulate") else ""
        if given[0] == "--self-test":  # it needs no window (play-test pt180 #5)
            parser.error(f"--self-test checks the installation on its own, not with the "
                         f"{args.command} command")
        parser.error(f"{given[0]} is for the game window, not for the {args.command} command{own}")
    if args.self_test and given[1:]:  # play-test pt177 #6: the seed changed nothing, unsaid
        parser.error(f"{given[0]} is for the game window, not for --self-test")
    if args.command == "replay":
        return cmd_replay(args.record, args.json)
    if args.command == "review":
        return cmd_review(args)
    if args.command == "simulate":
        from allfives_qt.ai.simulate import run

        return run(args)
    if args.self_test:
        from allfives_qt.selftest import run_self_test

        return run_self_test()
    reason = missing_display()
    if reason is not None:
        print(f"allfives-qt: no display found: {reason}; to check the installation without one, "
              "run allfives-qt --self-test", file=sys.stderr)
        return 1
    from allfives_qt.app import run_app  # Qt is imported only here

    return run_app(seed=args.window_seed, demo=args.demo)


def missing_display(environ: Mapping[str, str] = os.environ, platform: str = sys.platform) -> str | None:
    """Return why no window can be opened, or None when it can (or when Qt is told where to draw).

    Only X11/Wayland systems are checked: on Windows (``win32``) and macOS (``darwin``) Qt always
    has a screen. Otherwise a screen needs ``DISPLAY`` (X11) or ``WAYLAND_DISPLAY``; a set
    ``QT_QPA_PLATFORM`` (e.g. ``offscreen``) is the person's own choice and is left to Qt.
    """
    if platform in ("win32", "darwin") or environ.get("QT_QPA_PLATFORM"):
        return None
    if environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return None
    return "neither DISPLAY nor WAYLAND_DISPLAY is set"


def record_error_line(exc: Exception, report: str = "in the report") -> str:
    """A bad record's one error line: :class:`RecordError`'s text, whose hand and play are 0-based
    as RULES.md says, followed where it names a play by the same place as the text reports
    number it, from 1 ("hand 0, play 1 (Hand 1, play 2 in the report): ..."; play-test pt93:
    the report's "Hand 1" was the error's "hand 0"), for a play of the record (``of_play``; the
    lead too, pt99); not for a problem of a whole hand (its deal or starter, named at its play
    0), which the report has no play for. ``report``: the words after that place, naming whose
    report numbers it."""
    hand, play = getattr(exc, "hand", None), getattr(exc, "play", None)
    if hand is None or play is None or not getattr(exc, "of_play", False):
        return str(exc)
    return f"hand {hand}, play {play} (Hand {hand + 1}, play {play + 1} {report}): {exc.reason}"


def cmd_replay(path: str, as_json: bool) -> int:
    """``replay``: print the report of the record at ``path``; 0 if valid, 2 with one line on
    standard error otherwise (RULES.md, "Replaying a record from the command line")."""
    from allfives_qt.engine.record import RecordError, load_record_file, replay_record, shown_name

    try:
        record = load_record_file(path)
        game = replay_record(record)
    except RecordError as exc:
        print(f"allfives-qt replay: {shown_name(path)}: {record_error_line(exc)}", file=sys.stderr)
        return 2
    report = game.report()
    resume = record.get("resume")
    abandoned = isinstance(resume, dict) and resume.get("abandoned") is True
    if as_json:
        text = json.dumps(report, indent=2) + "\n"
    else:
        unclaimed = {(hi, pi): play.made for hi, log in enumerate(game.logs)
                     for pi, play in enumerate(log.plays) if not play.claimed}
        text = f"Rules: {game.rules.summary()}\n" + format_report(
            report, game.rules.partnerships, unclaimed, [log.changes for log in game.logs],
            game.rules.end_of_hand != "go-out-point", abandoned)
    return write_stdout(text, "replay")


def cmd_review(args: argparse.Namespace) -> int:
    """``review``: print the review of ``args.seat``'s plays in the record ``args.record``; return 0,
    or 2 with one line on standard error for a bad record or seat (RULES.md, "Reviewing a game")."""
    from allfives_qt.ai.review import attach_review, review_record
    from allfives_qt.engine.record import RecordError, load_record_file, shown_name

    counted = [0]  # the plays the progress counted

    def progress(done: int, total: int) -> None:
        counted[0] = total
        if total and not args.quiet:
            print(f"review: {done}/{total} plays", file=sys.stderr, flush=True)

    path = args.record
    stamp = _file_stamp(path)
    try:
        record = load_record_file(path)
        result = review_record(record, args.seat, workers=args.workers, progress=progress)
    except RecordError as exc:
        # Numbered as replay's report numbers them: review prints none (play-test pt177 #7).
        where = record_error_line(exc, "in allfives-qt replay's report")
        print(f"allfives-qt review: {shown_name(path)}: {where}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("allfives-qt review: interrupted", file=sys.stderr)
        return 130
    if not args.quiet:
        print(_review_tally(record, args.seat, len(result["plays"]), counted[0]),
              file=sys.stderr, flush=True)
    status = _keep_review(path, stamp, attach_review(record, result)) if args.save else 0
    if args.json:
        text = json.dumps(result, indent=2) + "\n"
    else:
        text = "".join(json.dumps(p) + "\n" for p in result["plays"])
    return write_stdout(text, "review") or status


def _review_tally(record: dict, seat: int, listed: int, counted: int) -> str:
    """``review``'s closing line on standard error: how many plays are listed, how many of them
    a review kept in the record gave (made in the game's window, or by ``review --save``), and
    how many plays reviewed now had no real choice. The progress counted every play of the seat
    reviewed now; one with a single legal move, or whose moves all leave the same layout, is not
    listed (play-test pt14 #8: "6/6 plays", then five results; pt93: the line named only the
    second). Play-test pt75 #4: with one hand of a
    kept review reviewed again, 9 plays counted and 7 of them listed said nothing of the other
    two; "as an earlier review kept them in the record (--save)" puzzled a player who had
    reviewed in the window. pt78 #7: a kept review that could not be used went unsaid. pt103
    #8: the plays reviewed now are said apart from the kept ones, so that they add up to the
    progress's total."""
    from allfives_qt.ai.review import positions, stored_plays

    kept = sum(len(entries) for entries in stored_plays(record, seat, positions(record, seat)[1]).values())
    line = f"review: {_count(listed, 'play')} listed"
    keeps = "the review the record keeps (made in the game or by --save)"
    if kept and kept < listed:  # the counts add up to the progress's total (play-test pt103 #8)
        line += f": {listed - kept} reviewed now, {kept} from {keeps}"
    elif kept:
        line += f", all from {keeps}"
    elif isinstance(record.get("review"), dict) and str(seat) in record["review"]:
        line += ", the review the record keeps for this seat not used (it does not fit the record)"
    unlisted = counted - (listed - kept)
    if unlisted > 0:
        line += (f"; {unlisted} more{' reviewed now' if kept else ''} had no real choice (one legal "
                 "move, or moves that all left the same layout)")
    return line


def _file_stamp(path: str) -> tuple[int, int, int] | None:
    """``(inode, modification time in ns, size)`` of the file at ``path``, or None: a file
    written again (in place, or replaced as the game's saves replace it) gets a new stamp."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_ino, st.st_mtime_ns, st.st_size


def _keep_review(path: str, stamp: tuple[int, int, int] | None, reviewed: dict[str, Any]) -> int:
    """``review --save``: write ``reviewed`` (the record as read, stamp ``stamp``, with its review)
    over ``path``; return 0, or 1 with one line on standard error when it is not kept: a game window
    holds the files of that folder (it rewrites its autosave after every play, which would lose
    either its plays or the review: play-test pt48 #1), the file changed while it was reviewed
    (written over, the plays made meanwhile would be lost), or it cannot be written."""
    from allfives_qt.engine.record import shown_name
    from allfives_qt.single_instance import game_running
    from allfives_qt.storage.atomic import write_json_atomic

    why = ""
    if game_running(os.path.dirname(os.path.abspath(path))):
        why = ("a game is open on this file and writes it after every play (review there, with R "
               "at the end of a hand, or close the game first)")
    elif _file_stamp(path) != stamp:
        why = "the file changed while it was reviewed (review it again)"
    else:
        written = write_json_atomic(path, reviewed)
        why = "" if written else written.detail
    if why:
        print(f"allfives-qt review: {shown_name(path)}: the review was not kept: {why}", file=sys.stderr)
    return 1 if why else 0


def write_stdout(text: str, command: str) -> int:
    """Write ``text`` (a command's report) to standard output; return 0, or 1 after one line on
    standard error when it cannot be written (play-test pt177 #2: a full disk or a closed
    standard output gave a traceback). A reader that went away (``| head``) stops it quietly: 0."""
    try:
        if sys.stdout is None:  # started with standard output closed (">&-")
            raise OSError(errno.EBADF, "standard output is closed")
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except OSError as exc:
        if sys.stdout is not None:  # what is left in its buffer goes nowhere, not to an error at exit
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        print(f"allfives-qt {command}: cannot write the report to standard output: "
              f"{exc.strerror or exc}", file=sys.stderr)
        return 1
    return 0


def _claim_text(play: dict[str, Any], made: int | None) -> str:
    """The text report's words on an unclaimed play (RULES.md, "Claims and Muggins!"): the points
    not claimed (``made``, when known) and who took them by calling Muggins, or that they were lost."""
    if play.get("claimed", True):
        return ""
    call = play.get("muggins")
    if made is None:
        made = call["points"] if call else None
    text = "  not claimed" if made is None else f"  {made} not claimed"
    if call:
        return text + f": Muggins! seat {call['seat']} took {call['points']}"
    return text + " (lost)"


def format_report(report: dict[str, Any], partnerships: bool,
                  unclaimed: dict[tuple[int, int], int] | None = None,
                  changes: list[list[int] | None] | None = None, rounded: bool = True,
                  abandoned: bool = False) -> str:
    """Return the ``replay`` report as readable text: one block per hand (each play with the
    count after it and the points it scored), then the result.

    ``unclaimed``: the points each unclaimed play made, by ``(hand, play)`` (0-based); the text
    then says how many points a play left unclaimed even when nobody called Muggins on it. Each
    hand with unclaimed points ends with a line adding them up. ``changes``: per hand, the
    end-of-hand change of each side's score (:attr:`HandLog.changes`), said after the pips;
    ``rounded``: whether the rounded pips count (not under ``end_of_hand: go-out-point``, where
    the side that went out scores 1 and nothing is taken away; play-test pt93: "rounded: [0,
    35]" was printed, and the +1 was not); ``abandoned``: the record's game was left unfinished
    for a new one (its ``resume``, which the check ignores, says so: a history file), so it has
    no winner, not "none yet" (play-test pt133 #7)."""
    side = "side" if partnerships else "seat"
    lines = []
    for hi, hand in enumerate(report["hands"]):
        lines.append(f"Hand {hi + 1}")
        passes = {}
        for p in hand["passes"]:
            passes.setdefault(p["after_play"], []).append(p)
        for pi, play in enumerate(hand["plays"]):
            for p in passes.get(pi, []):
                lines.append(f"  seat {p['seat']} passes" + (f" after drawing {p['drew']}" if p["drew"] else ""))
            where = "leads" if play["end"] is None else f"on {play['end']}"
            drew = f" (drew {play['drew']})" if play["drew"] else ""
            pts = f"  +{play['points']}" if play["points"] else ""
            claim = _claim_text(play, (unclaimed or {}).get((hi, pi)))
            lines.append(f"  {pi + 1:2d}. seat {play['seat']} {play['tile']} {where}{drew}"
                         f"  count {play['count']}{pts}{claim}")
        for p in passes.get(len(hand["plays"]), []):
            lines.append(f"  seat {p['seat']} passes" + (f" after drawing {p['drew']}" if p["drew"] else ""))
        lines.append(f"  ended: {hand['ended']}")
        lines.extend(_claims_summary(hand["plays"], hi, unclaimed or {}))
        if "pips" in hand:
            lines.append(f"  pips left: {hand['pips']}"
                         + (f"  rounded: {hand['penalties']}" if rounded else ""))
        change = (changes or [])[hi] if hi < len(changes or []) else None
        if change is not None and "pips" in hand:
            lines.append(f"  end of hand by {side}: ["
                         + ", ".join(f"{c:+d}" if c else "0" for c in change) + "]")
        lines.append(f"  scores by {side}: {hand['scores']}")
    lines.append(f"Final scores by {side}: {report['scores']}")
    w = report["winner"]
    none = "none (the game was left unfinished for a new one)" if abandoned else "none yet"
    lines.append(f"Winner: {none}" if w is None else f"Winner: {side} {w}")
    return "\n".join(lines) + "\n"


def _claims_summary(plays: list[dict[str, Any]], hi: int,
                    unclaimed: dict[tuple[int, int], int]) -> list[str]:
    """The line that adds up a hand's unclaimed points and Muggins calls (none without any)."""
    missed = [(pi, p) for pi, p in enumerate(plays) if not p.get("claimed", True)]
    if not missed:
        return []
    calls = [p["muggins"] for _, p in missed if p.get("muggins")]
    total = sum(unclaimed.get((hi, pi), p["muggins"]["points"] if p.get("muggins") else 0)
                for pi, p in missed)
    took = "; ".join(f"seat {c['seat']} took {c['points']}" for c in calls) or "none"
    return [f"  not claimed: {_count(len(missed), 'play')}, {_count(total, 'point')}; "
            f"Muggins calls: {took}"]


def _count(n: int, noun: str) -> str:
    """``n`` and ``noun``, plural unless ``n`` is 1 ("1 play", "2 plays", "0 points")."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


if __name__ == "__main__":
    sys.exit(main())

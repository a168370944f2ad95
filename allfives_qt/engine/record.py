"""Game records: reading, checking and replaying them (RULES.md, "Game records").

:func:`replay_record` checks a record against the rules by playing it through :class:`Game`
(the one engine) and returns the game, whose :meth:`Game.report` is the ``replay`` document.
Every problem raises :class:`RecordError`, which names the hand and play (both 0-based) where
there is one.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable
from typing import Any

from .game import Game
from .hand import ARM_BY_NAME, LEAD, LEAD_FLIPPED, PLAYING, IllegalMove
from .rules import Rules, RulesError
from .tiles import read_tile

FORMAT = "allfives-record"
VERSION = 1
#: Largest ``seed`` (in absolute value) a record may carry: a 64-bit whole number.
MAX_SEED = 2**63 - 1
#: Largest ``target`` a record's rules may set, in points.
MAX_TARGET = 1_000_000
#: Largest record file :func:`load_record_file` reads, in bytes.
MAX_RECORD_BYTES = 5 * 1024 * 1024

_REASONS = {
    "hand-over": "a play after the end of the hand",
    "wrong-seat": "wrong seat",
    "tile-not-in-hand": "tile not in that hand",
    "end-not-open": "end not open",
    "halves-do-not-match": "halves do not match",
    "lead-has-end": "the lead has no end",
    "end-missing": "a play after the lead needs an end",
}


#: The kinds of :class:`RecordError` for a file that is no game record at all, and what each
#: one's ``values`` hold: ``folder`` and ``not-file`` (the path is a folder, or no regular file),
#: ``too-big`` (its size and the largest allowed, in bytes), ``empty``, ``blank`` (only blank
#: space), ``not-utf8``, ``not-json`` (no JSON at all), ``not-object`` (JSON, but no object),
#: ``format`` (an object whose "format" is not "allfives-record"), ``no-version``, ``version``
#: (a version this program does not read; the version it reads).
WRONG_FILE_KINDS = ("folder", "not-file", "too-big", "empty", "blank", "not-utf8", "not-json",
                    "not-object", "format", "no-version", "version")


class RecordError(ValueError):
    """A record that cannot be read or breaks a rule. ``hand`` and ``play`` are 0-based indexes
    (None where the problem is not in one); ``str()`` is one line naming them and the reason.
    ``of_play``: ``play`` is a play of the record found wrong (else the place of a problem of
    the whole hand: its deal or starter at play 0, a play an unfinished hand is missing).
    ``damaged``: ``(line, column)``, 1-based, where a file's text stops being JSON (a file cut
    short or damaged), else None. ``kind``: for a file that is no game record at all (the
    usual reason: the wrong file opened), one of :data:`WRONG_FILE_KINDS`, and ``values`` the
    figures its sentence needs (sizes in bytes, version numbers), so that a window can say it
    in the person's language; else ``""`` and ``()``: ``reason`` is the checker's own words."""

    def __init__(self, reason: str, hand: int | None = None, play: int | None = None,
                 damaged: tuple[int, int] | None = None, kind: str = "",
                 values: tuple[int, ...] = ()) -> None:
        self.reason, self.hand, self.play, self.damaged = reason, hand, play, damaged
        self.kind, self.values = kind, values
        # Whether ``play`` names a play of the record (found wrong as it was replayed), not the
        # place of a hand-wide problem (its deal, its starter, a play it is missing).
        self.of_play = False
        where = []
        if hand is not None:
            where.append(f"hand {hand}")
        if play is not None:
            where.append(f"play {play}")
        super().__init__(f"{', '.join(where)}: {reason}" if where else reason)


def _json_problem(msg: str) -> str:
    """The json module's complaint as the end of a sentence: "Unterminated string starting at"
    (the position, which the module adds after it, is already said) becomes "unterminated string
    starting there" (play-test pt19 #15: the message stopped at "starting at")."""
    if msg.endswith(" at"):
        msg = msg[:-3] + " there"
    return msg[:1].lower() + msg[1:]


def shown_name(path: str | os.PathLike[str]) -> str:
    """``path`` as a message names it, on one line: as written, or between JSON's double quotes
    (escapes included) when it is empty or holds a control character such as a line break
    (play-test pt85 #8: "cannot read : No such file", and a message broken in two)."""
    text = os.fspath(path)
    if isinstance(text, bytes):
        text = os.fsdecode(text)
    if text and text.isprintable():
        return text
    quoted = json.dumps(text, ensure_ascii=False)  # which leaves U+0085 and U+2028 as they are
    return "".join(c if c.isprintable() else f"\\u{ord(c):04x}" for c in quoted)


def _size_text(size: int) -> str:
    """A file size in MiB with its bytes: "6.0 MiB (6,291,505 bytes)"."""
    return f"{size / 2**20:.1f} MiB ({size:,} bytes)"


class _KeyTwice(ValueError):
    """A JSON object of a record names ``key`` twice."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _object_once(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """``json.loads``'s ``object_pairs_hook``: the object as a dict, or :class:`_KeyTwice` when a
    key comes twice (play-test pt177 #3: the json module keeps the last silently, so a hand
    written with its plays and then ``"plays": []`` read as a hand with no plays)."""
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        raise _KeyTwice(next(k for k, _ in pairs if k in seen or seen.add(k)))
    return out


def load_record_file(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Read a record file as JSON (at most :data:`MAX_RECORD_BYTES`); return the parsed object.

    Raises :class:`RecordError` for a missing, unreadable, oversized or non-JSON file, for a JSON
    object that gives a key twice, and for a path that is not a regular file (a named pipe would
    wait for a writer for ever: play-test pt62 #4).
    """
    try:
        mode = os.stat(path).st_mode
        if not stat.S_ISREG(mode):
            folder = stat.S_ISDIR(mode)
            raise RecordError(f"not a record: {shown_name(path)} is "
                              f"{'a folder' if folder else 'not a regular file'}",
                              kind="folder" if folder else "not-file")
        size = os.path.getsize(path)
        if size > MAX_RECORD_BYTES:
            raise RecordError(f"the file is {_size_text(size)}, more than the {_size_text(MAX_RECORD_BYTES)} "
                              "a record may have", kind="too-big", values=(size, MAX_RECORD_BYTES))
        with open(path, "rb") as f:
            raw = f.read(MAX_RECORD_BYTES + 1)
    except OSError as exc:
        raise RecordError(f"cannot read {shown_name(path)}: {exc.strerror or exc}") from None
    if not raw.strip():  # play-test pt59 #5: "goes wrong at line 1, column 1"
        raise RecordError("not a record: the file is empty" if not raw else
                          "not a record: the file holds only blank space",
                          kind="blank" if raw else "empty")
    try:
        # A byte-order mark before the text is allowed (some editors write one; pt59 #5).
        text = raw.decode("utf-8-sig")
        return json.loads(text, object_pairs_hook=_object_once)
    except _KeyTwice as exc:
        raise RecordError(f"not a record: the key {_json(exc.key)} is given twice in one JSON "
                          "object, so which of the two counts is unclear") from None
    except UnicodeDecodeError:
        raise RecordError("not a record: the file is not UTF-8 text", kind="not-utf8") from None
    except json.JSONDecodeError as exc:
        if text.lstrip()[:1] not in ("{", "["):  # not damaged JSON: no JSON at all (pt103 #5)
            raise RecordError('not a record: the file is not JSON text (a game record starts '
                              'with "{")', kind="not-json") from None
        raise RecordError(f"not a record: invalid JSON at line {exc.lineno}, column {exc.colno}: "
                          f"{_json_problem(exc.msg)}", damaged=(exc.lineno, exc.colno)) from None
    except ValueError as exc:  # e.g. an integer too long for int(): still not a record
        if "integer string conversion" in str(exc):  # not Python's advice to a programmer (pt62 #6)
            raise RecordError("not a record: a number in it has more than 4300 digits") from None
        raise RecordError(f"not a record: {exc}") from None
    except RecursionError:
        raise RecordError("not a record: JSON nested too deeply") from None


def _json(value: Any, limit: int = 60) -> str:
    """``value`` (from a record) written as JSON writes it (``true``, ``null``, ``"x"``), cut to
    ``limit`` characters with "…": how a reason quotes a bad value (play-test pt59 #5: "bad
    starter True")."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _tiles(value: Any, what: str, hand: int) -> list[int]:
    if not isinstance(value, list):
        raise RecordError(f"bad deal: {what} must be a list of tiles", hand, 0)
    out = []
    for t in value:
        try:
            out.append(read_tile(t)[2])
        except ValueError as exc:
            raise RecordError(f"bad deal: {what}: {exc}", hand, 0) from None
    return out


def _int(value: Any) -> bool:
    return type(value) is int


#: Called by :func:`replay_record` just before each play: ``(game, hand index, play index, tile, end)``.
BeforePlay = Callable[[Game, int, int, int, int], None]


#: Called by :func:`replay_record` right after each hand is dealt: ``(game, hand index)``.
OnDeal = Callable[[Game, int], None]


def _read_header(record: Any) -> tuple[Rules, int | None, list]:
    """Check a record's format, version, keys, rules and seed; return ``(rules, seed, hands)``.
    Raises :class:`RecordError`."""
    if not isinstance(record, dict):
        raise RecordError("not a record: expected a JSON object", kind="not-object")
    if record.get("format") != FORMAT:
        raise RecordError(f"not a record: format must be {_json(FORMAT)}, got {_json(record.get('format'))}",
                          kind="format")
    if "version" not in record:
        raise RecordError(f'not a record: it has no "version" (this program reads version {VERSION})',
                          kind="no-version", values=(VERSION,))
    if type(record["version"]) is not int or record["version"] != VERSION:  # not true, not 1.0 (pt80 #3)
        raise RecordError(f"unknown record version {_json(record['version'])} (this program reads version "
                          f"{VERSION})", kind="version", values=(VERSION,))
    unknown = sorted(set(record) - {"format", "version", "rules", "hands", "seed", "resume", "review"})
    if unknown:
        raise RecordError(f"not a record: unknown key {_json(unknown[0])}")
    try:
        rules = Rules.from_dict(record.get("rules", {}))
    except RulesError as exc:
        raise RecordError(f"bad rules: {exc}") from None
    if rules.target > MAX_TARGET:
        raise RecordError(f"bad rules: target must be at most {MAX_TARGET}")
    seed = record.get("seed")
    if seed is not None and not _int(seed):
        raise RecordError("bad seed: must be a whole number")
    if seed is not None and abs(seed) > MAX_SEED:
        raise RecordError(f"bad seed: must be a whole number from {-MAX_SEED} to {MAX_SEED}")
    hands = record.get("hands")
    if not isinstance(hands, list) or not hands:
        raise RecordError("not a record: hands must be a non-empty list")
    return rules, seed, hands


def replay_record(record: Any, *, finish_forced: bool = True, before_play: BeforePlay | None = None,
                  on_deal: OnDeal | None = None) -> Game:
    """Check ``record`` (a parsed JSON value) against the rules and return the game it plays out.

    Draws and passes are made as the rules force them, also after the last play (so a hand that
    blocks through passes alone ends) unless ``finish_forced`` is False (resuming an autosave that
    says how many draws were made, see its optional ``resume`` key, which replay ignores).
    ``before_play``, when given, is called after the draws that precede each play and just before
    it is made, with the game in that position (a game review looks at it there) and the play's tile
    id and end (an arm, or LEAD / LEAD_FLIPPED); only for a play the rules allow. ``on_deal``, when
    given, is called right after each hand is dealt (the replay viewer keeps a copy of the game
    there, and shows progress). ``review`` is ignored; plays may carry ``drew``, ``claimed``,
    ``muggins`` (RULES.md, "The family"). Raises :class:`RecordError` for anything that is not a
    valid version-1 record, naming the hand, the play index and the reason (a bad deal or starter,
    or a key a hand does not have, at play 0 of its hand, a hand after an unfinished one at the
    play the unfinished hand is missing).
    """
    rules, seed, hands = _read_header(record)
    game = Game(rules, seed=seed if seed is not None else 0, deal_first=False)
    game.seed_known = seed is not None  # play-test pt85 #1: shown and saved as "seed 0"
    for hi, h in enumerate(hands):
        if game.over:
            raise RecordError("the game was already over", hi, 0)
        if not isinstance(h, dict):
            raise RecordError("a hand must be a JSON object", hi, 0)
        if not h.keys() <= _HAND_KEYS:  # play-test pt75 #3: "plxys" read as a hand not over
            unknown = sorted(map(str, h.keys() - _HAND_KEYS))[0]
            raise RecordError(f"a hand has deal, boneyard, starter and plays; unknown key {_json(unknown)}",
                              hi, 0)
        missing = [k for k in ("deal", "boneyard", "starter") if k not in h]
        if missing:  # pt78 #6: told as "bad starter null", "deal must be a list of hands"
            raise RecordError(f"a hand has deal, boneyard, starter and plays; no {_json(missing[0])}",
                              hi, 0)
        if game.hand is not None and game.hand.status == PLAYING:
            # named at the play the unfinished hand is missing (pt78 #6: or its missing "plays")
            reason = ("another hand follows an unfinished one" if "plays" in hands[hi - 1]
                      else 'another hand follows one with no "plays"')
            raise RecordError(reason, hi - 1, len(hands[hi - 1].get("plays", [])))
        deal = h.get("deal")
        if not isinstance(deal, list):
            raise RecordError("bad deal: deal must be a list of hands", hi, 0)
        deal_ids = [_tiles(d, f"seat {s}", hi) for s, d in enumerate(deal)]
        boneyard = _tiles(h.get("boneyard"), "boneyard", hi)
        starter = h.get("starter")
        if not _int(starter) or not 0 <= starter < rules.players:
            raise RecordError(f"bad starter {_json(starter)}: must be a seat from 0 to {rules.players - 1}", hi, 0)
        try:
            game.next_hand(deal_ids, boneyard, starter)
        except ValueError as exc:
            reason = str(exc)
            if "may not start" in reason:
                raise RecordError(f"starter not allowed: {reason}", hi, 0) from None
            raise RecordError(f"bad deal: {reason}", hi, 0) from None
        if on_deal is not None:
            on_deal(game, hi)
        plays = h.get("plays", [])
        if not isinstance(plays, list):
            raise RecordError("plays must be a list", hi, 0)
        for pi, p in enumerate(plays):
            replay_play(game, p, hi, pi, before_play)
        if finish_forced or hi < len(hands) - 1:
            game.do_forced()
    return game


_PLAY_KEYS = {"seat", "tile", "end", "drew", "claimed", "muggins"}
_HAND_KEYS = {"deal", "boneyard", "starter", "plays"}


def replay_play(game: Game, play: Any, hand: int, index: int,
                before_play: BeforePlay | None = None) -> None:
    """Make the forced draws and passes, then play ``play`` (a record's play object), play
    ``index`` of hand ``hand`` (both 0-based, used in errors), as :func:`replay_record` does.
    Raises :class:`RecordError` (its ``of_play`` set) for a play the rules do not allow."""
    try:
        _replay_play(game, play, hand, index, before_play)
    except RecordError as exc:
        exc.of_play = True
        raise


def _replay_play(game: Game, p: Any, hi: int, pi: int, before_play: BeforePlay | None = None) -> None:
    """Make the forced draws and passes, then the play ``p`` of hand ``hi``; raise RecordError.
    A play with only ``seat``, ``tile`` and ``end`` (nearly every play of a record) skips the
    checks of the optional keys it does not carry; every check still runs once per play."""
    if not isinstance(p, dict) or not p.keys() <= _PLAY_KEYS:
        extra = ("" if not isinstance(p, dict)  # play-test pt52 #8: the key is named
                 else f"; unknown key {_json(sorted(map(str, p.keys() - _PLAY_KEYS))[0])}")
        raise RecordError("a play must be an object with seat, tile and end "
                          f"(and optionally drew, claimed, muggins){extra}", hi, pi)
    plain = len(p) <= 3 and "claimed" not in p and "muggins" not in p and "drew" not in p
    claimed, muggins = (True, None) if plain else _claim_keys(game, p, hi, pi)
    game.do_forced()
    if not plain:
        _draws_at_will(game, p, hi, pi)
    hand = game.hand
    assert hand is not None
    if game.over:
        raise RecordError("a play after the end of the game", hi, pi)
    if hand.status != PLAYING:
        raise RecordError("a play after the end of the hand", hi, pi)
    seat = p.get("seat")
    if type(seat) is not int or not 0 <= seat < game.rules.players:
        raise RecordError(f"bad seat {_json(seat)}", hi, pi)
    if seat != hand.turn:
        raise RecordError(f"wrong seat: seat {seat} played, but it was seat {hand.turn}'s turn", hi, pi)
    try:
        a, b, tile = read_tile(p.get("tile"))
    except ValueError as exc:
        raise RecordError(str(exc), hi, pi) from None
    end = _end_of(hand.center is None, a, b, p.get("end"), hi, pi)
    if before_play is not None and hand.check(tile, end) is None:
        before_play(game, hi, pi, tile, end)
    try:
        # written as "a-b", the halves in the record's order: blank space around it (which
        # parse_halves allows) broke the replay's lines in two (play-test pt85 #3)
        written = p["tile"] if len(p["tile"]) == 3 else f"{a}-{b}"
        points = game.play(tile, end, written=written, claim=claimed)
    except IllegalMove as exc:
        raise RecordError(_illegal_reason(exc, p, seat, hand.ends, end), hi, pi) from None
    if not plain:  # a plain play carries no claim to check
        _check_claim(game, p, points, muggins, hi, pi)


def _end_of(lead: bool, a: int, b: int, end_name: Any, hi: int, pi: int) -> int:
    """The end a play names (``"W"``...; none for the ``lead``, which lies as written: ``a``
    west). Raises :class:`RecordError`."""
    if lead:
        if end_name is not None:
            raise RecordError("the lead has no end", hi, pi)
        return LEAD if a <= b else LEAD_FLIPPED
    if end_name is None:
        raise RecordError("a play after the lead needs an end", hi, pi)
    end = ARM_BY_NAME.get(end_name) if isinstance(end_name, str) else None
    if end is None:
        raise RecordError(f"bad end {_json(end_name)}: must be W, E, N or S", hi, pi)
    return end


def _illegal_reason(exc: IllegalMove, p: dict, seat: int, ends: list[int], end: int) -> str:
    """The sentence for a play the engine refused (``ends``: the hand's open ends before it)."""
    if exc.code == "tile-not-in-hand":
        return f"tile {p['tile']} not in seat {seat}'s hand"
    if exc.code == "end-not-open":
        return f"end {p.get('end')} not open"
    if exc.code == "halves-do-not-match":
        return f"halves do not match: {p['tile']} does not fit the {ends[end]} on {p.get('end')}"
    return _REASONS.get(exc.code, exc.code)


def _claim_keys(game: Game, p: dict, hi: int, pi: int) -> tuple[bool, int | None]:
    """Read a play's ``claimed`` and ``muggins`` (RULES.md, "Claims and Muggins!", "Settled
    details"): ``(claimed, muggins seat or None)``. Raises :class:`RecordError` for a bad type,
    for either key under ``claims: automatic``, or for ``muggins`` without ``claimed: false``."""
    if "claimed" not in p and "muggins" not in p:
        return True, None
    if game.rules.claims != "muggins":
        key = "claimed" if "claimed" in p else "muggins"
        raise RecordError(f"{key} is only allowed under claims: muggins", hi, pi)
    claimed = p.get("claimed", True)
    if type(claimed) is not bool:
        raise RecordError(f"bad claimed {_json(claimed)}: must be true or false", hi, pi)
    muggins = p.get("muggins")
    if muggins is not None or "muggins" in p:
        if not _int(muggins):
            raise RecordError(f"bad muggins {_json(muggins)}: must be a seat number", hi, pi)
        if claimed:
            raise RecordError("muggins needs \"claimed\": false", hi, pi)
    return claimed, muggins


def _draws_at_will(game: Game, p: dict, hi: int, pi: int) -> None:
    """Check a play's ``drew`` against the forced draws just made and make the draws at will
    (RULES.md, "Drawing at will in a record"). Raises :class:`RecordError`."""
    if "drew" not in p:
        return
    drew = p["drew"]
    if not _int(drew) or drew < 0:
        raise RecordError(f"bad drew {_json(drew)}: must be a whole number from 0 up", hi, pi)
    hand = game.hand
    assert hand is not None
    if game.over or hand.status != PLAYING:
        return  # the play itself is reported as coming after the end
    forced = game.drew_this_turn
    if game.rules.draw == "when-stuck":
        if drew != forced:
            raise RecordError(f"drew {drew}, but the rules made the seat draw {forced}", hi, pi)
        return
    most = forced + hand.drawable
    if not forced <= drew <= most:
        raise RecordError(f"drew {drew}: the seat had to draw {forced} and could draw at most {most}", hi, pi)
    for _ in range(drew - forced):
        game.draw()


def _check_claim(game: Game, p: dict, points: int, muggins: int | None, hi: int, pi: int) -> None:
    """After the play: ``claimed``/``muggins`` only on a scoring play; make the Muggins call."""
    if not points and ("claimed" in p or "muggins" in p):
        raise RecordError("claimed and muggins are only allowed on a play that scores", hi, pi)
    if muggins is None:
        return
    hand = game.hand
    assert hand is not None
    if game.over or hand.status != PLAYING:
        raise RecordError("nobody can call Muggins on a play that ends the hand", hi, pi)
    if muggins != hand.turn:
        raise RecordError(f"muggins {muggins}: only the next seat, {hand.turn}, can call it", hi, pi)
    try:
        game.call_muggins()
    except IllegalMove as exc:
        raise RecordError(f"muggins {muggins}: {exc.detail}", hi, pi) from None

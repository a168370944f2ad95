"""The autosave (issue 6, item 3): the game in progress, written after every play, draw and pass
so that it comes back exactly where it was after a crash, a ``kill -9`` or a power cut.

The file, ``autosave.json`` in the data folder, is a game record (RULES.md, "Game records") with
the record's ``seed`` (so later deals are the same) and a ``resume`` object, which ``allfives-qt
replay`` ignores::

    "resume": {"forced": 2, "at_will": 0, "levels": [null, "hard"], "game_id": "5f0c...",
               "undos": 1, "abandoned": true}

- ``forced``: draws and passes made since the last play of the current hand (a record does not
  store them; :attr:`Game.forced_since_play`);
- ``at_will``: draws the seat to act then made at will (``draw: at-will``; absent means 0);
- ``levels``: each seat's player, null for a person, else a computer level;
- ``game_id``: names the game for the statistics and the history, so a resumed game is not counted
  twice;
- ``undos`` (optional, default 0): how many times Game -> Undo was used in the game;
- ``abandoned`` (optional, default false): the person left the game unfinished for a new one (only
  in the history);
- ``counted_before`` (optional, default 0): how many of the game's first hands were counted in the
  statistics before it was taken up at this table (Game -> Play on from a record…): the
  statistics, also when counted again from the history, count only the hands after them.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from allfives_qt.engine.game import Game
from allfives_qt.engine.hand import IllegalMove
from allfives_qt.engine.record import FORMAT as RECORD_FORMAT
from allfives_qt.engine.record import MAX_RECORD_BYTES, VERSION as RECORD_VERSION, RecordError, replay_record
from allfives_qt.game_setup import SEAT_LEVELS, GameSetup

from .atomic import (BAD_RECORD, BAD_RESUME, IssueLog, WriteResult, keep_aside, previous_path,
                     read_versioned, report_write, write_json_atomic)

log = logging.getLogger(__name__)

def new_game_id() -> str:
    """Return a fresh id for a new game (32 hex digits)."""
    import uuid  # here, not at start-up: it takes as long to import as a small module of ours

    return uuid.uuid4().hex


def default_levels(players: int) -> tuple[str | None, ...]:
    """Per-seat players when a save does not say: the person at seat 0, ``medium`` elsewhere."""
    return GameSetup.default(players).levels


@dataclass
class SavedGame:
    """A game with what the window needs to go on with it.

    ``game``: the engine's :class:`Game`. ``levels``: one entry per seat, None for a person, else a
    computer level (as ``GameSetup.levels``). ``game_id``: see :func:`new_game_id`. ``undos``:
    how many times the person used Undo; ``abandoned``: the person left it unfinished.
    ``review``: the record's optional ``review`` object (RULES.md, "Reviewing a game"; see
    :func:`allfives_qt.ai.review.attach_review`), kept as it is in every file written, or None.
    """

    game: Game
    levels: tuple[str | None, ...]
    game_id: str
    undos: int = 0
    abandoned: bool = False
    review: dict[str, Any] | None = None
    #: Snapshots of ``game`` (:meth:`Game.snapshot`) before each of the person's plays in the
    #: hand being played, oldest first: what Undo takes back after a resume (play-test pt40 #8).
    undo_points: tuple = ()
    #: False for a record opened without ``resume``: ``levels`` are then the defaults, which the
    #: record did not say (About this deal names no computer players; a save adds no ``resume``).
    levels_known: bool = True
    #: Whether ``levels`` are the defaults because the record gave none that could be read (no
    #: ``resume``, or its ``levels`` missing or bad): Play on says so (play-test pt112 #5).
    levels_guessed: bool = False
    #: How many of the game's first hands count as counted already (``resume``'s
    #: ``counted_before``: a record's game taken up at the table; play-test pt115 #2).
    counted_before: int = 0

    @property
    def setup(self) -> GameSetup:
        """The game's set-up: its rules, ``levels`` and seed (who the person is, side names)."""
        return GameSetup(self.game.rules, tuple(self.levels), self.game.seed)

    @property
    def person_acted(self) -> bool:
        """Whether a person's seat has played, drawn or passed in the game (:meth:`Game.acted`),
        or taken a play back (``undos``; play-test pt111 #6: a game whose only play was undone
        was left for a new one without a question, and counted nowhere): only then is leaving it
        unfinished an abandoned game."""
        seat = self.setup.human_seat
        return seat is not None and (self.game.acted([seat]) or self.undos > 0)


class ResumeError(ValueError):
    """A ``resume`` object that does not fit its record (bad ``forced`` count and the like)."""


def forced_count(value: Any) -> int | None:
    """``value`` when it is a valid ``forced`` count of a ``resume`` object (a whole number, 0 or
    more), else None."""
    return value if type(value) is int and value >= 0 else None


def autosave_document(game: Game, levels: tuple[str | None, ...] | list[str | None], game_id: str,
                      undos: int = 0, abandoned: bool = False,
                      review: dict[str, Any] | None = None,
                      counted_before: int = 0) -> dict[str, Any]:
    """Return the autosave of ``game``: its record plus ``resume`` (see the module's docstring),
    and ``review`` when given (a kept review).

    ``levels``: one entry per seat. Raises ``ValueError`` when it has the wrong length."""
    if len(levels) != game.rules.players:
        raise ValueError(f"levels needs {game.rules.players} entries, got {len(levels)}")
    record = game.to_record()
    record["resume"] = {"forced": game.forced_since_play, "at_will": game.at_will_since_play,
                        "levels": list(levels), "game_id": game_id}
    if undos:
        record["resume"]["undos"] = undos
    if abandoned:
        record["resume"]["abandoned"] = True
    if counted_before:
        record["resume"]["counted_before"] = counted_before
    if review:
        record["review"] = review
    return record


def saved_document(saved: "SavedGame") -> dict[str, Any]:
    """The autosave document of ``saved`` (its game, levels, id, undos, abandoned mark and review);
    without ``resume`` when ``saved`` came from a record that had none (play-test pt85 #1: saving
    it wrote levels the record never gave)."""
    doc = autosave_document(saved.game, saved.levels, saved.game_id, saved.undos, saved.abandoned,
                            saved.review, saved.counted_before)
    if not saved.levels_known:
        del doc["resume"]
    return doc


def _resume_fields(resume: dict, players: int) -> dict[str, Any]:
    """The levels, game id, undos, abandoned mark and hands counted before of a ``resume``
    object, and whether the levels are guessed (:class:`SavedGame`'s fields of those names); a bad
    value takes its default (logged for the levels)."""
    levels = resume.get("levels")
    # At most one person, as a game at this table has (play-test pt115 #1: two left the game
    # waiting for ever on a person's seat that no one plays).
    guessed = not (isinstance(levels, list) and len(levels) == players
                   and all(lv is None or (isinstance(lv, str) and lv in SEAT_LEVELS)
                           for lv in levels) and levels.count(None) <= 1)
    if guessed:
        if levels is not None:
            log.warning("autosave: bad levels %r; using the defaults", levels)
        levels = default_levels(players)
    game_id = resume.get("game_id")
    if not (isinstance(game_id, str) and 0 < len(game_id) <= 64 and game_id.isascii()
            and game_id.isalnum()):
        game_id = new_game_id()
    undos = resume.get("undos", 0)
    undos = undos if type(undos) is int and 0 <= undos <= 1_000_000 else 0
    counted = resume.get("counted_before", 0)
    counted = counted if type(counted) is int and 0 <= counted <= 1_000_000 else 0
    return {"levels": tuple(levels), "game_id": game_id, "undos": undos,
            "abandoned": resume.get("abandoned") is True, "levels_guessed": guessed,
            "counted_before": counted}


def saved_game_of(record: Any, game: Game) -> SavedGame:
    """The :class:`SavedGame` of ``record``, already replayed as ``game`` (the replay viewer
    replays a record once, its own way): levels, game id, undos and abandoned mark from its
    ``resume`` when it has one, the defaults otherwise. Never raises."""
    resume = record.get("resume") if isinstance(record, dict) else None
    if not isinstance(resume, dict):
        return SavedGame(game, default_levels(game.rules.players), new_game_id(), review=_review_of(record),
                         levels_known=False, levels_guessed=True)
    return SavedGame(game, review=_review_of(record), **_resume_fields(resume, game.rules.players))


def saved_game_from_record(record: Any) -> SavedGame:
    """Rebuild the game of an autosave (or any record): the same hands, boneyard, turn, layout,
    scores and logs as when it was written, later deals from its ``seed``.

    Without ``resume`` the record is replayed as ``allfives-qt replay`` does (forced draws and
    passes made after the last play). Raises :class:`RecordError` for a record that is not valid
    and :class:`ResumeError` for a ``resume`` object that does not fit it.
    """
    resume = record.get("resume") if isinstance(record, dict) else None
    if resume is None:
        return _without_resume_counts(record)
    if not isinstance(resume, dict):
        raise ResumeError("resume must be an object")
    forced = forced_count(resume.get("forced", 0))
    if forced is None:
        raise ResumeError(f"bad forced count {resume.get('forced')!r}")
    game, points = _replayed(record, False)
    done = game.do_forced(forced)
    if done != forced:
        raise ResumeError(f"resume says {forced} forced draws or passes, but only {done} were possible")
    at_will = resume.get("at_will", 0)
    if type(at_will) is not int or not 0 <= at_will <= (game.hand.drawable if game.hand else 0):
        raise ResumeError(f"bad count of draws at will {at_will!r}")
    try:
        for _ in range(at_will):
            game.draw()
    except IllegalMove as exc:
        raise ResumeError(f"resume says {at_will} draws at will, which the rules do not allow: {exc}") from None
    fields = _resume_fields(resume, game.rules.players)
    return SavedGame(game, review=_review_of(record), undo_points=_persons(points, fields["levels"]),
                     **fields)


def saved_game_to_go_on(record: Any) -> SavedGame:
    """:func:`saved_game_from_record` of ``record``, or, when its ``resume`` does not fit its
    plays, its game at its last play with the rest of ``resume`` (as :func:`load_autosave`
    recovers the autosave): what Game -> Play on from a record takes up. Raises
    :class:`RecordError` for a record that is not valid."""
    try:
        return saved_game_from_record(record)
    except ResumeError:
        return _without_resume_counts(record)


def _without_resume_counts(record: dict[str, Any]) -> SavedGame:
    """The game of ``record`` at its last play, draws and passes after it made again (as
    ``allfives-qt replay`` makes them), with the levels, game id, undos and abandoned mark of its
    ``resume`` where those are good (the defaults without one). Raises :class:`RecordError`
    for a record that is not valid."""
    game, points = _replayed(record, True)
    resume = record.get("resume")
    fields = _resume_fields(resume if isinstance(resume, dict) else {}, game.rules.players)
    return SavedGame(game, review=_review_of(record), undo_points=_persons(points, fields["levels"]),
                     **fields)


def _replayed(record: Any, finish_forced: bool) -> tuple[Game, list[tuple[int, tuple]]]:
    """:func:`replay_record` of ``record``, with ``(seat, snapshot)`` taken before each play of
    its last hand (the hand being played)."""
    points: list[tuple[int, tuple]] = []

    def before(game: Game, *_play) -> None:
        points.append((game.hand.turn, game.snapshot()))

    game = replay_record(record, finish_forced=finish_forced, before_play=before,
                         on_deal=lambda *_deal: points.clear())
    return game, points


def _persons(points: list[tuple[int, tuple]], levels) -> tuple:
    """The snapshots of ``points`` taken before a play of a person's seat (level None)."""
    return tuple(token for seat, token in points if 0 <= seat < len(levels) and levels[seat] is None)


def _review_of(record: dict[str, Any]) -> dict[str, Any] | None:
    """The record's ``review`` object when it is one (it is checked where it is used)."""
    review = record.get("review")
    return review if isinstance(review, dict) else None


def save_autosave(path: str | Path, saved: SavedGame, issues: IssueLog | None = None) -> WriteResult:
    """Write the autosave of ``saved`` atomically at ``path`` (after every play, draw and pass, and
    after a new hand is dealt). A full disk or read-only folder is returned and reported to
    ``issues`` once (file ``autosave``), never raised."""
    return report_write(issues, "autosave", write_json_atomic(path, saved_document(saved), True))


def load_autosave(path: str | Path, issues: IssueLog | None = None) -> SavedGame | None:
    """Return the unfinished game saved at ``path``, ready to continue, or None when there is no
    autosave or its game is over (a finished game is not offered). A bad autosave (moved aside,
    as :func:`_read_autosave` says) gives way to the one before it (:func:`~.atomic.previous_path`,
    kept by every write of the autosave) when that holds an unfinished game: the game goes on
    from there, one move or a deal earlier, is saved again at ``path``, and the report to
    ``issues`` says so (``rebuilt``). Play-test pt148 #1: a damaged autosave lost the game and
    its finished hands, which Statistics still counted. Never raises for anything in the files.
    """
    path = Path(path)
    told = IssueLog(quiet=True)  # the reports wait until it is known which game goes on
    had = path.is_file()
    saved = _read_autosave(path, told)
    again = saved is not None and any(i.code == BAD_RESUME for i in told.pending)
    earlier, before = previous_path(path), False
    if saved is None and had and not path.exists() and earlier.is_file():
        saved = _read_autosave(earlier, None)  # a bad one is moved aside too, and not told
        again = before = saved is not None
    if again:  # a kill now still leaves the game to resume
        save_autosave(path, saved, issues)
    for issue in told.take():
        if before and issue.file == "autosave" and issue.aside:
            issue = issue._replace(rebuilt=True)
        if issues is not None:
            issues.add(issue)
    return saved


def _read_autosave(path: Path, issues: IssueLog | None) -> SavedGame | None:
    """The unfinished game saved at ``path``, or None (see :func:`load_autosave`).

    A bad file (too large, truncated, not JSON, not a record, an unknown version, a record that
    breaks the rules) is moved aside as ``autosave.json.corrupt-<time>`` and reported to
    ``issues`` (file ``autosave``, codes as in :class:`Issue`); None is returned. A good record
    whose ``resume`` does not fit its plays is moved aside and reported the same way (code
    ``bad-resume``), but its game is returned as it stood at its last play (draws and passes
    after it made again; :func:`_without_resume_counts`), for :func:`load_autosave` to save
    again. Never raises for anything in the file.
    """
    data = read_versioned(path, "autosave", RECORD_FORMAT, (RECORD_VERSION,), MAX_RECORD_BYTES, issues)
    if data is None:
        return None
    try:
        saved = saved_game_from_record(data)
    except RecordError as exc:
        keep_aside(path, "autosave", BAD_RECORD, str(exc), issues)
        return None
    except ResumeError as exc:
        # The plays are good; only the state since the last play is not (play-test pt59 #1: one
        # bad counter lost the whole game). Go on from the last play, as replay does.
        try:
            saved = _without_resume_counts(data)
        except Exception:  # noqa: BLE001 - then the record itself is bad
            log.exception("autosave: replaying %s without its resume failed", path)
            keep_aside(path, "autosave", BAD_RECORD, str(exc), issues)
            return None
        keep_aside(path, "autosave", BAD_RESUME, str(exc), issues)
        return None if saved.game.over else saved
    except Exception as exc:  # noqa: BLE001 - a damaged save must never stop the game starting
        log.exception("autosave: unexpected error replaying %s", path)
        keep_aside(path, "autosave", BAD_RECORD, f"{type(exc).__name__}: {exc}", issues)
        return None
    if saved.game.over:
        return None
    return saved


def save_record_file(path: str | Path, saved: SavedGame) -> WriteResult:
    """Game -> Save record: write the record of ``saved`` (RULES.md format, with ``seed`` and
    ``resume``, which ``allfives-qt replay`` accepts) atomically at the path the player chose.
    A failure is returned (``code``: disk-full, read-only, write-failed), never raised."""
    return write_json_atomic(path, saved_document(saved))


def open_record_file(path: str | Path) -> SavedGame:
    """Game -> Open record: read and replay the record file at ``path`` (at most
    ``MAX_RECORD_BYTES``); return the game it plays out (finished or not).

    Raises :class:`RecordError` for a file that cannot be read, is not a record or breaks a rule
    (its ``hand``, ``play`` and ``reason`` say where and why; the window shows them). The file is
    left where it is: the player chose it.
    """
    from allfives_qt.engine.record import load_record_file

    data = load_record_file(path)
    try:
        return saved_game_from_record(data)
    except ResumeError as exc:
        raise RecordError(f"bad resume: {exc}") from None

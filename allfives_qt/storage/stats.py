"""The player's statistics (issue 6, item 5), kept as versioned JSON in ``statistics.json`` of
the data folder and brought up to date from finished hands and games.

Everything is counted from the side of the person (the first seat a person plays; games with no
person, the demo, are not counted):

- a hand is *played* when it ends (a player goes out, it blocks, or the target is reached in it);
  it is *won* by the side that scored more points in it than each other side, its plays, Muggins
  calls and end-of-hand change added up (:func:`hand_points`; a tie for the most: nobody won it;
  play-test pt7 #9: going out and still being outscored is not a win);
- ``hands_out``: hands the person's side *went out* in (:func:`hand_winner`: it went out, or in a
  blocked hand had the lowest pip total with no tie, or reached the target in the hand). Version 1
  files counted these as ``hands_won``; reading one keeps that count as ``hands_out`` and counts won
  hands from then on: ``hands_judged`` is the number of hands whose winner by points is counted,
  the base of the won percentage;
- a game is *played* when it is over and *won* when the person's side is the winner; a game the
  person abandoned for a new one (issue 11, item 13) is played, not won, and counted in
  ``games_abandoned``; a game left otherwise (the window closed) counts its finished hands only
  until it is resumed;
- ``games_with_undo``: games counted in which the person used Undo (issue 11, item 9);
- *points per hand*: what the person's side scored in the hand (its plays plus the end-of-hand
  change, which may be negative), averaged over the hands played; the last
  :data:`SERIES_LENGTH` of them are kept for the chart;
- *best single play*: the most points the person scored with one play;
- *highest game score*: the person's side's highest score at the end of a game;
- *winning streak*: games won in a row, the current one and the longest;
- *opponent level*: the strongest computer level among the other sides' seats.

Every figure is also kept for each game played alone (``per_game``: All Fives, Muggins, Fives and
Threes, Custom), since their points are not alike; the Statistics dialog shows either.

Counts are kept per game id (see :func:`.autosave.new_game_id`), so calling :meth:`Statistics.update`
again, or after a resume, never counts a hand twice.
"""

from __future__ import annotations

import logging
from dataclasses import asdict, astuple, dataclass, field
from pathlib import Path
from typing import Any, Callable

from allfives_qt.engine.game import ENDED_BLOCKED, ENDED_OUT, ENDED_TARGET, Game, lowest_side
from allfives_qt.game_setup import GAME_CHOICES, LEVEL_ORDER, human_seat, rules_game

from .atomic import (BAD_VALUE, CORRUPT, Issue, IssueLog, WriteResult, keep_aside, read_versioned,
                     report_write, write_json_atomic)

log = logging.getLogger(__name__)

FORMAT = "allfives-statistics"
VERSION = 2
#: Versions read: version 1 meant "went out" by ``hands_won`` (see the module's docstring).
VERSIONS = (1, 2)
MAX_BYTES = 1024 * 1024
#: Points-per-hand values kept for the chart (the most recent hands).
SERIES_LENGTH = 500
#: Games whose counted hands are remembered (to count each hand once).
REMEMBERED_GAMES = 100


def _is_count(value: Any) -> bool:
    """Whether ``value`` (read from the file) is a count: a whole number, at least 0."""
    return type(value) is int and value >= 0


@dataclass
class Tally:
    """Games and hands played and won in one group (all games, a number of players, ...)."""

    games_played: int = 0
    games_won: int = 0
    hands_played: int = 0
    hands_won: int = 0
    games_abandoned: int = 0
    games_with_undo: int = 0
    hands_out: int = 0
    hands_judged: int = 0

    @classmethod
    def from_dict(cls, data: Any, version: int = VERSION) -> "Tally":
        """Read a tally of file ``version``; a missing or bad count is 0. A version 1 tally's
        ``hands_won`` (hands gone out) becomes ``hands_out``, its won hands are not known
        (``hands_won`` and ``hands_judged`` 0). Never raises."""
        t = cls()
        if isinstance(data, dict):
            for key in asdict(t):
                v = data.get(key)
                if _is_count(v):
                    setattr(t, key, v)
            if version == 1:
                t.hands_out, t.hands_won, t.hands_judged = t.hands_won, 0, 0
        return t

    @staticmethod
    def bad_counts(data: Any) -> list[str]:
        """The counts of ``data`` (a tally as read from the file, None when missing) that are not
        whole numbers at least 0 (:meth:`from_dict` reads each as 0): every count when it is
        not an object, none when it is missing."""
        if data is None:
            return []
        fields = list(asdict(Tally()))
        if not isinstance(data, dict):
            return fields
        return [key for key in fields if key in data and not _is_count(data[key])]

    @staticmethod
    def is_bad(data: Any) -> bool:
        """Whether ``data`` has a bad count (:meth:`bad_counts`)."""
        return bool(Tally.bad_counts(data))

    def __add__(self, other: "Tally") -> "Tally":
        """Each count of both added (a total of tallies of separate games)."""
        return Tally(*(a + b for a, b in zip(astuple(self), astuple(other))))


@dataclass
class BestPlay:
    """The best single play: ``points``, ``tile`` as written (``"a-b"``), ``end`` (None for a lead),
    ``hand`` (0-based index in its game) and ``players`` (the game's number of players)."""

    points: int
    tile: str
    end: str | None
    hand: int
    players: int


def hand_winner(game: Game, index: int) -> int | None:
    """Return the side that won hand ``index`` of ``game`` (see the module's docstring), or None
    for an unfinished hand or a blocked hand with a tie for the lowest pip total."""
    hl = game.logs[index]
    rules = game.rules
    if hl.ended == ENDED_OUT:
        return rules.side_of(hl.plays[-1].seat)
    if hl.ended == ENDED_TARGET:
        return game.winner  # the game ended in this hand (on a play, a claim or a Muggins call)
    if hl.ended == ENDED_BLOCKED and hl.pips is not None:
        return lowest_side(rules, hl.pips)  # the engine's rule for a blocked hand
    return None


def hand_top_side(game: Game, index: int) -> int | None:
    """Return the side that scored more points in hand ``index`` of ``game`` than each other side
    (:func:`hand_points`, ends of hand included), or None when two sides tie for the most."""
    points = [hand_points(game, index, side) for side in range(game.rules.sides)]
    best = max(points)
    return points.index(best) if points.count(best) == 1 else None


def hand_points(game: Game, index: int, side: int) -> int:
    """Points ``side`` made in hand ``index``: its seats' plays, its Muggins calls and its
    end-of-hand change."""
    hl = game.logs[index]
    rules = game.rules
    pts = sum(p.points for p in hl.plays if rules.side_of(p.seat) == side)
    pts += sum(p.made for p in hl.plays if p.muggins is not None and rules.side_of(p.muggins) == side)
    if hl.changes is not None:
        pts += hl.changes[side]
    return pts


def opponent_level(game: Game, levels: tuple[str | None, ...] | list[str | None], human: int) -> str | None:
    """The strongest computer level among the seats not on ``human``'s side (None if none)."""
    side = game.rules.side_of(human)
    found = [lv for seat, lv in enumerate(levels)
             if lv is not None and game.rules.side_of(seat) != side and lv in LEVEL_ORDER]
    return max(found, key=LEVEL_ORDER.index) if found else None


def ended_hands(game: Game) -> list[int]:
    """The indexes of ``game``'s hands that have ended (gone out, blocked, or the target
    reached in them): the hands the statistics count."""
    return [i for i, hl in enumerate(game.logs)
            if hl.ended in (ENDED_OUT, ENDED_BLOCKED, ENDED_TARGET)]


@dataclass
class Statistics:
    """All the statistics (see the module's docstring for what each counts).

    ``total``: every counted game and hand. ``by_players``: keys "2", "3", "4".
    ``by_partnerships``: keys "partners" (4 players in two partnerships) and "solo" (each for
    themselves). ``by_level``: keyed by opponent level. ``by_game``: keyed by the game played
    (:data:`~allfives_qt.game_setup.GAME_CHOICES`: "all-fives", "muggins", "fives-and-threes",
    "custom"; RULES.md, "Named games"). ``points_total`` over ``total.hands_played``
    gives :attr:`points_per_hand`; ``hand_points``: the latest hands' points, oldest first.
    ``best_play``: a :class:`BestPlay` or None. ``highest_game_score``: None before a game ends.
    ``current_streak`` / ``longest_streak``: games won in a row. ``counted``: per game id, hands
    already counted and whether the game was (internal bookkeeping).
    """

    total: Tally = field(default_factory=Tally)
    by_players: dict[str, Tally] = field(default_factory=dict)
    by_partnerships: dict[str, Tally] = field(default_factory=dict)
    by_level: dict[str, Tally] = field(default_factory=dict)
    by_game: dict[str, Tally] = field(default_factory=dict)
    points_total: int = 0
    hand_points: list[int] = field(default_factory=list)
    best_play: BestPlay | None = None
    highest_game_score: int | None = None
    current_streak: int = 0
    longest_streak: int = 0
    counted: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: The same figures for each game played alone (keys as :attr:`by_game`'s; play-test pt110
    #: #1: a game of Fives and Threes, about a fifth of All Fives' points, pulled down the points
    #: per hand, and its best play and game score were compared with All Fives'). Their own
    #: ``per_game`` is empty.
    per_game: dict[str, "Statistics"] = field(default_factory=dict)

    # ---------------------------------------------------------------- reading
    @property
    def points_per_hand(self) -> float | None:
        """Average points of the person's side per hand played, None before any hand."""
        n = self.total.hands_played
        return self.points_total / n if n else None

    def is_empty(self) -> bool:
        """Whether nothing has been counted yet (or since the last reset)."""
        return self.total.hands_played == 0 and self.total.games_played == 0

    # --------------------------------------------------------------- updating
    def _groups(self, game: Game, levels, human: int) -> list[Tally]:
        r = game.rules
        groups = [self.total, self.by_players.setdefault(str(r.players), Tally())]
        groups.append(self.by_partnerships.setdefault("partners" if r.partnerships else "solo", Tally()))
        groups.append(self.by_game.setdefault(rules_game(r), Tally()))
        level = opponent_level(game, levels, human)
        if level is not None:
            groups.append(self.by_level.setdefault(level, Tally()))
        return groups

    def update(self, game: Game, levels: tuple[str | None, ...] | list[str | None], game_id: str,
               abandoned: bool = False, undos: int = 0) -> bool:
        """Count the hands of ``game`` that ended since the last call for ``game_id``, and the game
        itself once it is over or ``abandoned``; ``undos``: times Undo was used in it. Return
        whether anything changed (then save the file).

        ``levels``: one entry per seat, None for a person (the first one is "the person").
        Games without a person change nothing. Raises ``ValueError`` when ``levels`` has the
        wrong length.
        """
        if len(levels) != game.rules.players:
            raise ValueError(f"levels needs {game.rules.players} entries, got {len(levels)}")
        if human_seat(levels) is None:
            return False
        self._alone(game.rules)._count(game, levels, game_id, abandoned, undos)  # own game ids
        return self._count(game, levels, game_id, abandoned, undos)

    def _alone(self, rules) -> "Statistics":
        """The :attr:`per_game` statistics of the game ``rules`` are (made when first asked)."""
        return self.per_game.setdefault(rules_game(rules), Statistics())

    def _count(self, game: Game, levels, game_id: str, abandoned: bool, undos: int) -> bool:
        """:meth:`update` of these statistics alone (not :attr:`per_game`)."""
        human = human_seat(levels)
        side = game.rules.side_of(human)
        entry = self.counted.get(game_id, {"hands": 0, "game": False})
        done_hands = entry["hands"] if type(entry.get("hands")) is int else 0
        finished = ended_hands(game)
        new_hands = [i for i in finished if i >= done_hands]
        count_game = (game.over or abandoned) and not entry.get("game")
        if not new_hands and not count_game:
            return False
        groups = self._groups(game, levels, human)
        for i in new_hands:
            won, out = hand_top_side(game, i) == side, hand_winner(game, i) == side
            for g in groups:
                g.hands_played += 1
                g.hands_judged += 1
                g.hands_won += won
                g.hands_out += out
            pts = hand_points(game, i, side)
            self.points_total += pts
            self.hand_points.append(pts)
            for p in game.logs[i].plays:
                if p.seat == human and p.points > 0 and (self.best_play is None or p.points > self.best_play.points):
                    self.best_play = BestPlay(p.points, p.tile, p.end, i, game.rules.players)
        del self.hand_points[:-SERIES_LENGTH]
        if count_game:
            self._count_game(game, side, groups, abandoned and not game.over, undos > 0)
        self.counted.pop(game_id, None)
        self.counted[game_id] = {"hands": max([done_hands] + [i + 1 for i in finished]),
                                 "game": bool(entry.get("game")) or count_game}
        while len(self.counted) > REMEMBERED_GAMES:
            self.counted.pop(next(iter(self.counted)))
        return True

    def mark_counted(self, game: Game, game_id: str, also: str | None = None) -> int:
        """Take the hands of ``game`` that have ended as counted for ``game_id`` (a new id),
        without counting them, here and in its game's :attr:`per_game`, and as many as were
        counted for the id ``also`` when more (the same game's deals, counted before under its
        old id): a record's game taken up again at the table (Game -> Play on from a record…)
        counts only the hands played on past those. Returns how many hands count as counted
        here (all games)."""
        finished = [i + 1 for i in ended_hands(game)]

        def taken(stats: Statistics) -> int:
            before = stats.counted.get(also, {}).get("hands") if also else None
            hands = max([0] + finished + ([before] if type(before) is int else []))
            stats._mark(game_id, hands)
            return hands

        taken(self._alone(game.rules))
        return taken(self)

    def _mark(self, game_id: str, hands: int) -> None:
        """Take the first ``hands`` hands of the game ``game_id`` as counted here (alone)."""
        self.counted.pop(game_id, None)
        self.counted[game_id] = {"hands": hands, "game": False}
        while len(self.counted) > REMEMBERED_GAMES:
            self.counted.pop(next(iter(self.counted)))

    def update_from(self, saved) -> bool:
        """:meth:`update` with everything a :class:`~.autosave.SavedGame` ``saved`` holds; a game
        not counted here yet whose first hands were counted before it was taken up at the table
        (``saved.counted_before``) has those taken as counted first (statistics counted again from
        the history: play-test pt115 #2, they counted a record's hands played elsewhere)."""
        if saved.counted_before and saved.game_id not in self.counted:
            for stats in (self, self._alone(saved.game.rules)):
                stats._mark(saved.game_id, saved.counted_before)
        return self.update(saved.game, saved.levels, saved.game_id, saved.abandoned, saved.undos)

    def _count_game(self, game: Game, side: int, groups: list[Tally], abandoned: bool,
                    undone: bool) -> None:
        won = game.winner == side and not abandoned
        for g in groups:
            g.games_played += 1
            g.games_won += won
            g.games_abandoned += abandoned
            g.games_with_undo += undone
        if not abandoned:
            score = game.scores[side]
            if self.highest_game_score is None or score > self.highest_game_score:
                self.highest_game_score = score
        self.current_streak = self.current_streak + 1 if won else 0
        self.longest_streak = max(self.longest_streak, self.current_streak)

    def reset(self) -> None:
        """Forget everything (the Statistics dialog asks first). Games already counted stay
        remembered so that finishing one of them does not count its old hands again."""
        counted, per_game = self.counted, self.per_game
        self.__dict__.update(Statistics().__dict__)
        self.counted = counted
        for alone in per_game.values():
            alone.reset()
        self.per_game = per_game

    # ------------------------------------------------------------------- JSON
    def to_dict(self) -> dict[str, Any]:
        """Return the statistics file's JSON object (with ``format`` and ``version``)."""
        return {
            "format": FORMAT, "version": VERSION,
            "total": asdict(self.total),
            "by_players": {k: asdict(v) for k, v in self.by_players.items()},
            "by_partnerships": {k: asdict(v) for k, v in self.by_partnerships.items()},
            "by_level": {k: asdict(v) for k, v in self.by_level.items()},
            "by_game": {k: asdict(v) for k, v in self.by_game.items()},
            "points_total": self.points_total,
            "hand_points": list(self.hand_points),
            "best_play": None if self.best_play is None else asdict(self.best_play),
            "highest_game_score": self.highest_game_score,
            "current_streak": self.current_streak,
            "longest_streak": self.longest_streak,
            "counted": self.counted,
            **({"per_game": {k: v.to_dict() for k, v in self.per_game.items()}}
               if self.per_game else {}),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> tuple["Statistics", list[str], list[str]]:
        """Read a statistics object; return it, the keys whose bad values were dropped (each
        logged as a warning) and those of them worked out again from the others
        (:meth:`_restore_groups`). Unknown keys are ignored. Never raises."""
        s = cls()
        bad: list[str] = []
        version = 1 if data.get("version") == 1 else VERSION

        def groups(key: str, allowed) -> dict[str, Tally]:
            raw = data.get(key, {})
            if not isinstance(raw, dict):
                bad.append(key)
                return {}
            out = {}
            for k, v in raw.items():
                if k in allowed:
                    out[k] = Tally.from_dict(v, version)
                if k not in allowed or Tally.is_bad(v):
                    bad.append(f"{key}.{k}")
            return out

        s.total = Tally.from_dict(data.get("total"), version)
        s.by_players = groups("by_players", ("2", "3", "4"))
        if Tally.is_bad(data.get("total")):
            bad.append("total")
            # Every game counts under its number of players: rebuilt from those when they are sound.
            if s.by_players and not any(b.startswith("by_players") for b in bad):
                s.total = sum(s.by_players.values(), Tally())
        s.by_partnerships = groups("by_partnerships", ("partners", "solo"))
        s.by_level = groups("by_level", LEVEL_ORDER)
        s.by_game = groups("by_game", GAME_CHOICES)
        for key in ("points_total", "current_streak", "longest_streak"):
            v = data.get(key, 0)
            if type(v) is int and (v >= 0 or key == "points_total"):
                setattr(s, key, v)
            else:
                bad.append(key)
        hp = data.get("hand_points", [])
        if isinstance(hp, list) and all(type(v) is int for v in hp):
            s.hand_points = hp[-SERIES_LENGTH:]
        else:
            bad.append("hand_points")
        hg = data.get("highest_game_score")
        if hg is None or type(hg) is int:
            s.highest_game_score = hg
        else:
            bad.append("highest_game_score")
        bp = data.get("best_play")
        if bp is not None:
            try:
                best = BestPlay(**bp)
                if type(best.points) is not int or not isinstance(best.tile, str):
                    raise TypeError("bad best play")
                s.best_play = best
            except TypeError:
                bad.append("best_play")
        counted = data.get("counted", {})
        if isinstance(counted, dict):
            s.counted = {k: v for k, v in counted.items()
                         if isinstance(v, dict) and type(v.get("hands")) is int}
        else:
            bad.append("counted")
        s.per_game = s._games_alone(data.get("per_game"), bad)
        for key in bad:
            log.warning("statistics: bad value for %r dropped", key)
        return s, bad, s._restore_groups(bad, data)

    def _games_alone(self, raw: Any, bad: list[str]) -> dict[str, "Statistics"]:
        """:attr:`per_game` read from the file's ``raw`` value (the bad keys added to ``bad``,
        named ``per_game.GAME.KEY``). A file written before there were any (None) whose every
        game is of one game gives that game all of them; else each game's own figures start
        empty (the dialog says how many of its hands count only among all games)."""
        if raw is None:
            games = [k for k, t in self.by_game.items() if t.hands_played or t.games_played]
            if len(games) == 1 and self.by_game[games[0]] == self.total:
                alone, _bad, _restored = Statistics.from_dict({**self.to_dict(), "per_game": {}})
                return {games[0]: alone}
            return {}
        if not isinstance(raw, dict):
            bad.append("per_game")
            return {}
        out = {}
        for name, value in raw.items():
            if name in GAME_CHOICES and isinstance(value, dict):
                alone, alone_bad, _restored = Statistics.from_dict({**value, "per_game": {}})
                bad += [f"per_game.{name}.{key}" for key in alone_bad]
                out[name] = alone
            else:
                bad.append(f"per_game.{name}")
        return out

    def _restore_groups(self, bad: list[str], data: dict[str, Any]) -> list[str]:
        """Work out again each bad count of a group that is the only bad one of its kind for that
        figure: every game and hand counted in :attr:`total` is counted in exactly one group of
        :attr:`by_players`, :attr:`by_partnerships`, :attr:`by_game` and :attr:`by_level`, so
        the count is the total's less the other groups' (play-test pt93: one bad level left the
        level table short of the total; pt99: so did one bad figure in each of two levels).
        Nothing is restored from a total that was bad itself, from a version 1 file, or where a
        difference would be below 0. ``data``: the file's object. Return the keys of the groups
        whose every bad count was restored, as ``bad`` names them."""
        if "total" in bad or data.get("version") == 1:
            return []
        restored = []
        for kind in ("by_players", "by_partnerships", "by_game", "by_level"):
            groups, raw = getattr(self, kind), data.get(kind)
            wrong = {name: Tally.bad_counts(raw[name]) for name in groups
                     if isinstance(raw, dict) and f"{kind}.{name}" in bad}
            for field in asdict(Tally()):
                names = [name for name, counts in wrong.items() if field in counts]
                if len(names) != 1:
                    continue
                left = getattr(self.total, field) - sum(getattr(t, field) for k, t in groups.items()
                                                        if k != names[0])
                if left >= 0:
                    setattr(groups[names[0]], field, left)
                    wrong[names[0]].remove(field)
            restored += [f"{kind}.{name}" for name, counts in wrong.items() if not counts]
        return restored


def load_statistics(path: str | Path, issues: IssueLog | None = None,
                    history: Callable[[], list] | None = None) -> Statistics:
    """Return the statistics in the file at ``path``, or empty ones when it is missing or bad.

    A version 1 file is read as :meth:`Tally.from_dict` says (and written as version 2 at the
    next save). A bad file (truncated, not JSON, another format, an unknown version) is moved aside as
    ``statistics.json.corrupt-<time>`` and reported to ``issues`` (file ``statistics``). Then,
    with ``history`` (returning the history's entries, newest first, read: see
    :func:`.history.load_history`), the figures are counted again from those games, oldest first,
    and the issue says so (``rebuilt``; play-test pt91 #5: a damaged file lost every figure
    that the history could give back). Never raises for anything in the file.
    """
    found = IssueLog(quiet=True)  # a bad file's issue waits: it may say the figures came back
    data = read_versioned(Path(path), "statistics", FORMAT, VERSIONS, MAX_BYTES, found)
    kept = found.take()
    if data is None:
        stats = Statistics()
        again = (_counted_again(history) if history is not None
                 and any(i.kind == CORRUPT and i.aside for i in kept) else None)
        if again is not None:
            stats = again
            kept = [i._replace(rebuilt=i.kind == CORRUPT) for i in kept]
        for issue in kept:
            _hand_on(issue, issues)
        return stats
    stats, bad, restored = Statistics.from_dict(data)
    if bad:  # the figures read are kept; the file as it was is kept aside and the player told
        lost = tuple(k for k in bad if k not in restored)
        again = _counted_again(history) if "total" in lost and history is not None else None
        if again is not None:  # the whole tally lost: counted again from the history, as for a
            # file that could not be read at all (play-test pt127 #3: "total": [] started every
            # figure from zero while the history held the games)
            aside = keep_aside(Path(path), "statistics", "bad-total", "total: not a tally", found)
            found.take()  # told here when it was moved aside; else as below
            if aside.aside:
                _hand_on(aside._replace(rebuilt=True), issues)
                save_statistics(path, again, issues)
                return again
        detail = "; ".join(f"{what}: {', '.join(keys)}" for what, keys in (
            ("bad values dropped", lost), ("bad values worked out again from the others", restored))
            if keys)
        keep_aside(Path(path), "statistics", BAD_VALUE, detail, found, lost)
        for issue in found.take():  # rebuilt: nothing starts again from zero
            _hand_on(issue._replace(rebuilt=not lost), issues)
        # Written again at once (play-test pt94 #2: quitting before the next hand left no file,
        # and the next start showed nothing at all).
        save_statistics(path, stats, issues)
    return stats


def _counted_again(history: Callable[[], list]) -> Statistics | None:
    """The statistics of the games ``history()`` returns (newest first), counted oldest first,
    or None when they count nothing."""
    stats = Statistics()
    for entry in reversed(history()):
        stats.update_from(entry.saved)
    return None if stats.is_empty() else stats


def _hand_on(issue: Issue, issues: IssueLog | None) -> None:
    """Report ``issue`` to ``issues``, or log it when there are none."""
    if issues is not None:
        issues.add(issue)
    else:
        log.warning("statistics: %s", issue)


def save_statistics(path: str | Path, stats: Statistics, issues: IssueLog | None = None) -> WriteResult:
    """Write ``stats`` atomically at ``path``; a failure is returned and reported once, never raised."""
    return report_write(issues, "statistics", write_json_atomic(path, stats.to_dict()))

"""The rule options of a game (RULES.md, "Players, seats and turns", "The end of a hand", "Winning",
"The family: Muggins, Fives and Threes, and house rules")."""

from __future__ import annotations

from typing import Any, NamedTuple

HAND_SIZES = ("standard", "five", "seven-five")
END_OF_HAND = ("each-subtracts", "winner-collects", "go-out-point")
WIN = ("immediate", "end-of-hand")
SCORING = ("fives", "fives-and-threes")
SPINNER = ("first-double", "none")
CLAIMS = ("automatic", "muggins")
DRAW = ("when-stuck", "at-will")
BONEYARD_RESERVE = (0, 2)
AFTER_BLOCK = ("random", "lowest", "same")

#: The named games of the family (RULES.md, "Named games"): the options each sets.
GAMES: dict[str, dict[str, Any]] = {
    "all-fives": {},
    "muggins": {"claims": "muggins", "draw": "at-will"},
    "fives-and-threes": {"scoring": "fives-and-threes", "spinner": "none", "hand_size": "seven-five",
                         "end_of_hand": "go-out-point", "target": 61},
}

#: Each named game's name as a report gives it (English; the window translates its own).
GAME_TITLES = {"all-fives": "All Fives", "muggins": "Muggins", "fives-and-threes": "Fives and Threes"}

_TILES_PER_PLAYER = {
    "standard": {2: 9, 3: 7, 4: 5},
    "five": {2: 5, 3: 5, 4: 5},
    "seven-five": {2: 7, 3: 5, 4: 5},
}


def _shown(value: Any) -> str:
    """``value`` as a rule error writes it: as JSON writes it (``true``, ``"abc"``, ``null``), the
    way a game record or the command line gave it; Python's own form for what JSON cannot write."""
    import json  # only for an error: the window's first paint imports no json (issue 14)

    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(value)


class RulesError(ValueError):
    """A rule option that is unknown or has a value the rules do not allow."""


class _RuleOptions(NamedTuple):
    """The fields of :class:`Rules` and their defaults (RULES.md's, for 2 players)."""

    players: int = 2
    partnerships: bool = False
    hand_size: str = "standard"
    target: int = 250
    end_of_hand: str = "each-subtracts"
    win: str = "immediate"
    scoring: str = "fives"
    spinner: str = "first-double"
    claims: str = "automatic"
    draw: str = "when-stuck"
    boneyard_reserve: int = 0
    after_block: str = "random"


class Rules(_RuleOptions):
    """The options of one game; build with :meth:`make` or :meth:`from_dict` to get defaults.

    ``players``: 2, 3 or 4. ``partnerships``: seats 0 and 2 against 1 and 3 (4 players only).
    ``hand_size``: one of :data:`HAND_SIZES`. ``target``: points to win (> 0).
    ``end_of_hand``: one of :data:`END_OF_HAND`. ``win``: one of :data:`WIN`.
    The family's options (RULES.md, "The family"): ``scoring`` (:data:`SCORING`), ``spinner``
    (:data:`SPINNER`), ``claims`` (:data:`CLAIMS`), ``draw`` (:data:`DRAW`), ``boneyard_reserve``
    (:data:`BONEYARD_RESERVE`, tiles never drawn), ``after_block`` (:data:`AFTER_BLOCK`).
    Raises :class:`RulesError` for a bad value.

    A named tuple (read-only, equal and hashed by value) that checks its options when built:
    Python defines it far quicker than a frozen dataclass, and it is defined before the window's
    first paint (issue 14). ``_replace`` and ``_make`` do not check: build with the class.
    """

    __slots__ = ()

    def __new__(cls, *args: Any, **options: Any) -> "Rules":
        rules = super().__new__(cls, *args, **options)
        rules._check()
        return rules

    def _check(self) -> None:
        if type(self.players) is not int or self.players not in (2, 3, 4):
            raise RulesError(f"players must be 2, 3 or 4, got {_shown(self.players)}")
        if type(self.partnerships) is not bool:
            raise RulesError(f"partnerships must be true or false, got {_shown(self.partnerships)}")
        if self.partnerships and self.players != 4:
            raise RulesError("partnerships need 4 players")
        if self.hand_size not in HAND_SIZES:
            raise RulesError(f"hand_size must be one of {', '.join(HAND_SIZES)}, "
                             f"got {_shown(self.hand_size)}")
        if type(self.target) is not int or self.target <= 0:
            raise RulesError(f"target must be a positive whole number, got {_shown(self.target)}")
        if self.end_of_hand not in END_OF_HAND:
            raise RulesError(f"end_of_hand must be one of {', '.join(END_OF_HAND)}, "
                             f"got {_shown(self.end_of_hand)}")
        if self.win not in WIN:
            raise RulesError(f"win must be one of {', '.join(WIN)}, got {_shown(self.win)}")
        for key, allowed in (("scoring", SCORING), ("spinner", SPINNER), ("claims", CLAIMS),
                             ("draw", DRAW), ("after_block", AFTER_BLOCK)):
            value = getattr(self, key)
            if type(value) is not str or value not in allowed:
                raise RulesError(f"{key} must be one of {', '.join(allowed)}, got {_shown(value)}")
        if type(self.boneyard_reserve) is not int or self.boneyard_reserve not in BONEYARD_RESERVE:
            raise RulesError(f"boneyard_reserve must be 0 or 2, got {_shown(self.boneyard_reserve)}")

    @classmethod
    def make(cls, players: int = 2, **options: Any) -> "Rules":
        """Return rules for ``players`` with RULES.md's defaults for every option not given.

        Defaults that depend on ``players``: partnerships on for 4 players; target 250 for 2
        players, 200 for 3 or 4. Raises :class:`RulesError` for a bad value.
        """
        if type(players) is not int or players not in (2, 3, 4):
            raise RulesError(f"players must be 2, 3 or 4, got {_shown(players)}")
        options.setdefault("partnerships", players == 4)
        options.setdefault("target", 250 if players == 2 else 200)
        return cls(players=players, **options)

    @classmethod
    def game(cls, name: str, players: int = 2, **options: Any) -> "Rules":
        """Return the rules of the named game ``name`` (a key of :data:`GAMES`) for ``players``,
        with ``options`` on top. Raises :class:`RulesError` for an unknown name or a bad value."""
        if name not in GAMES:
            raise RulesError(f"unknown game {name!r} (choose from {', '.join(GAMES)})")
        return cls.make(players, **{**GAMES[name], **options})

    @classmethod
    def from_dict(cls, data: Any) -> "Rules":
        """Read the ``rules`` object of a game record; any key may be left out.

        Raises :class:`RulesError` for a non-object, an unknown key or a bad value.
        """
        if not isinstance(data, dict):
            raise RulesError("rules must be a JSON object")
        known = set(cls._fields)
        unknown = sorted(set(data) - known)
        if unknown:
            raise RulesError(f"unknown rule option {unknown[0]!r}")
        options = dict(data)
        return cls.make(options.pop("players", 2), **options)

    def to_dict(self) -> dict[str, Any]:
        """Return the ``rules`` object of a game record, every key written out."""
        return self._asdict()

    def changed(self) -> list[str]:
        """The options that differ from RULES.md's defaults for this number of players, each as
        ``"key=value"`` in the record's order (``players`` and ``partnerships`` left out):
        ``["scoring=fives-and-threes", "spinner=none", ...]``; empty for All Fives as it is."""
        default = Rules.make(self.players).to_dict()
        return [f"{k}={v}" for k, v in self.to_dict().items()
                if v != default[k] and k not in ("players", "partnerships")]

    def summary(self) -> str:
        """One line naming the game for a report: the players, partnerships, and the named game
        whose options these are, to any target (:data:`GAMES`), or the options that differ
        from RULES.md's defaults: "2 players, Fives and Threes (scoring=fives-and-threes,
        ...)", "4 players, partnerships, All Fives", "3 players, All Fives with draw=at-will"
        (the options of RULES.md, "The family")."""
        head = f"{self.players} players" + (", partnerships" if self.partnerships else
                                            ", no partnerships" if self.players == 4 else "")
        changed = self.changed()
        for name, options in GAMES.items():  # to any target, as the window names its games
            # (game_setup.game_of; play-test pt180 #2: Fives and Threes to 5 was "All Fives with")
            if Rules.make(self.players, partnerships=self.partnerships,
                          **{**options, "target": self.target}) == self:
                return f"{head}, {GAME_TITLES[name]}" + (f" ({', '.join(changed)})" if changed else "")
        return f"{head}, All Fives with {', '.join(changed)}"

    @property
    def tiles_per_player(self) -> int:
        """Tiles dealt to each player by ``hand_size`` (RULES.md, "Players, seats and turns")."""
        return _TILES_PER_PLAYER[self.hand_size][self.players]

    @property
    def sides(self) -> int:
        """Number of sides: 2 with partnerships, else one per player."""
        return 2 if self.partnerships else self.players

    def side_of(self, seat: int) -> int:
        """Return the side index of ``seat``: ``seat % 2`` with partnerships, else the seat."""
        return seat % 2 if self.partnerships else seat

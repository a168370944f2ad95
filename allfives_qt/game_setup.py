"""What a game is set up with, in one Qt-free place (issue 10, item 3): the seats and their
players, who the person is, the rule options a new game offers, and the lists every part of the
program shares (the computer levels and the languages).

Used by the controller (:class:`GameSetup`), the storage (levels of a saved game, the settings'
new-game options), the statistics (who the person is) and the window (the game-options form).
No Qt and no computer-player import: the storage reads its level names from here.

The new-game *options* are a plain ``dict`` with the keys of :data:`OPTION_KEYS`:

- ``players``: 2, 3 or 4;
- ``partnerships``: the person's wish for partnerships (used only with 4 players);
- ``levels``: the computer levels of seats 1, 2 and 3 (always three; seats beyond the game are
  kept for the next game with more players);
- ``target``: points, or None for RULES.md's usual target (:func:`usual_target`: the number of
  players', or Fives and Threes' 61 under its scoring);
- one key per rule choice of :data:`RULE_CHOICES` (``hand_size``, ``end_of_hand``, ``win`` and the
  family's ``scoring``, ``spinner``, ``claims``, ``draw``, ``boneyard_reserve``, ``after_block``).

A named game (:data:`GAME_CHOICES`: All Fives, Muggins, Fives and Threes, or ``custom``) is a set of
these options: :func:`game_of` names the game some options make, :func:`with_game` fills them in.

:func:`setup_from_options` turns options into a :class:`GameSetup`; :func:`options_of` goes back.

A seed (:func:`check_seed`, :func:`parse_seed`, :func:`next_seed`) is any whole number a game
record may carry (RULES.md, "Game records": ``seed``), negative ones too, of at most
:data:`allfives_qt.engine.record.MAX_SEED` in absolute value: the command line, the New game
dialog and :class:`GameSetup` accept the same seeds, so the game a seed deals can always be saved
and read back.
"""

from __future__ import annotations

from typing import Any, Mapping, NamedTuple

from allfives_qt.engine.rules import (AFTER_BLOCK, BONEYARD_RESERVE, CLAIMS, DRAW, END_OF_HAND, GAMES,
                                      HAND_SIZES, SCORING, SPINNER, WIN, Rules)

# Computer levels a person can choose, easiest first.
LEVELS = ("easy", "medium", "hard", "expert")
# Levels used only to measure the others, never offered in the game (``omniscient`` sees every
# hand, so it can never play a seat of a real game).
REFERENCE_LEVELS = ("random", "greedy", "omniscient")
# Levels a seat of a game (a new one or a saved one) may have.
SEAT_LEVELS = LEVELS + ("random", "greedy")
# Every level from weakest to strongest (to find a game's strongest opponent).
LEVEL_ORDER = ("random", "greedy") + LEVELS
# The level a computer seat gets when nothing says otherwise.
DEFAULT_LEVEL = "medium"

# Language code -> the language's own name (never translated, so a player can always find their
# own), in menu order. English is the source language. The settings also accept "" (follow the
# system's language).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "sw": "Kiswahili",
    "he": "עברית",
    "ceb": "Cebuano",
    "ta": "தமிழ்",
    "ru": "Русский",
}

# Numbers of players a game can have.
PLAYER_COUNTS = (2, 3, 4)
# Rule options offered as a choice among named values (RULES.md, "Players, seats and turns", "The
# end of a hand", "Winning"): option key -> its values, the first being RULES.md's default. A new
# rule option of :class:`Rules` offered in the New game and Settings dialogs is one more entry
# here (and its names in ``ui/option_names.py``).
RULE_CHOICES: dict[str, tuple[str, ...]] = {
    "hand_size": HAND_SIZES,
    "end_of_hand": END_OF_HAND,
    "win": WIN,
    "scoring": SCORING,
    "spinner": SPINNER,
    "claims": CLAIMS,
    "draw": DRAW,
    "boneyard_reserve": BONEYARD_RESERVE,
    "after_block": AFTER_BLOCK,
}
# The games a New game dialog starts with (RULES.md, "Named games"), then ``custom``: any other mix.
GAME_CHOICES = tuple(GAMES) + ("custom",)
# Keys of a new game's options (see the module's docstring).
OPTION_KEYS = ("players", "partnerships", "levels", "target") + tuple(RULE_CHOICES)


def check_seed(seed: Any) -> int:
    """Return ``seed`` if a game record may carry it: a whole number (``int``, not ``bool``) from
    ``-MAX_SEED`` to ``MAX_SEED`` (RULES.md, "Game records"). Else raises ``ValueError`` saying
    the range."""
    from allfives_qt.engine.record import MAX_SEED  # when first needed: records load late

    if type(seed) is not int or abs(seed) > MAX_SEED:
        raise _not_a_seed(seed)
    return seed


def _not_a_seed(value: Any) -> ValueError:
    """The error for ``value``, which is not a seed: it says the range (:func:`check_seed`)."""
    from allfives_qt.engine.record import MAX_SEED

    return ValueError(f"a seed is a whole number from {-MAX_SEED} to {MAX_SEED}, got {value!r}")


# The invisible direction marks right-to-left text may carry round a number (see seed_shown).
_NO_BIDI_MARKS = dict.fromkeys(map(ord, "\u200e\u200f\u2066\u2067\u2068\u2069"))


def seed_shown(seed: int, right_to_left: bool) -> str:
    """``seed`` as the window writes it: its digits, and in right-to-left text (Hebrew) a negative
    one led by a left-to-right mark (U+200E), so that its minus stays before the digits ("-7",
    not "7-": play-test pt10 #5). :func:`parse_seed` takes the mark back off."""
    text = str(seed)
    return "\u200e" + text if right_to_left and seed < 0 else text


def parse_seed(text: str) -> int | None:
    """The seed a person typed: ``None`` for an empty ``text`` (a random seed), else the whole
    number it writes (a leading ``-`` for a negative one; spaces and direction marks around it
    ignored, as :func:`seed_shown` writes them). Raises
    ``ValueError`` (saying the range) for anything else, or a number :func:`check_seed` refuses."""
    from allfives_qt.engine.record import MAX_SEED

    text = text.strip().translate(_NO_BIDI_MARKS)  # a seed copied from right-to-left text
    if not text:
        return None
    body = text[1:] if text[:1] in "+-" else text
    if not (body.isascii() and body.isdigit()) or len(body) > len(str(MAX_SEED)):
        raise _not_a_seed(text)
    return check_seed(int(text))


def next_seed(seed: int) -> int:
    """The seed after ``seed`` (for a demo's next game): ``seed + 1``, or ``-MAX_SEED`` after
    ``MAX_SEED``, so it stays a seed :func:`check_seed` accepts."""
    from allfives_qt.engine.record import MAX_SEED

    return seed + 1 if seed < MAX_SEED else -MAX_SEED


def human_seat(levels: tuple[str | None, ...] | list[str | None]) -> int | None:
    """The first seat a person plays (its level is None), or None when every seat is a computer."""
    for seat, level in enumerate(levels):
        if level is None:
            return seat
    return None


class _SetupFields(NamedTuple):
    """The fields of :class:`GameSetup` and their defaults."""

    rules: Rules = Rules.make()
    levels: tuple[str | None, ...] = (None, DEFAULT_LEVEL)
    seed: int | None = None


class GameSetup(_SetupFields):
    """A game's set-up: the ``rules``, each seat's player and the ``seed``.

    ``levels``: one entry per seat; ``None`` for a person, else a level from :data:`SEAT_LEVELS`.
    ``seed``: the deal's seed, or None for a random one. Raises ``ValueError`` when ``levels``
    does not have one entry per player or names an unknown level, or when ``seed`` is not a
    whole number a game record may carry (:func:`check_seed`). A named tuple that checks its
    levels when built, like :class:`~allfives_qt.engine.rules.Rules` (issue 14).
    """

    __slots__ = ()

    def __new__(cls, *args: Any, **fields: Any) -> "GameSetup":
        setup = super().__new__(cls, *args, **fields)
        setup._check()
        return setup

    def _check(self) -> None:
        if len(self.levels) != self.rules.players:
            raise ValueError(f"levels needs {self.rules.players} entries, got {len(self.levels)}")
        for level in self.levels:
            if level is not None and level not in SEAT_LEVELS:
                raise ValueError(f"unknown level {level!r}")
        if self.seed is not None:
            check_seed(self.seed)

    @classmethod
    def default(cls, players: int = 2, level: str = DEFAULT_LEVEL, seed: int | None = None,
                demo: bool = False) -> "GameSetup":
        """Return RULES.md's default rules for ``players``: the person at seat 0 (no person when
        ``demo``) and every other seat a computer of ``level``."""
        levels = tuple(level if (demo or s) else None for s in range(players))
        return cls(Rules.make(players), levels, seed)

    @property
    def human_seat(self) -> int | None:
        """The first seat a person plays, or None when every seat is a computer (demo)."""
        return human_seat(self.levels)

    @property
    def shown_seat(self) -> int:
        """The seat whose hand the table shows face up: the person's, or seat 0 in a demo."""
        h = self.human_seat
        return 0 if h is None else h


def default_options() -> dict[str, Any]:
    """RULES.md's defaults as new-game options: 2 players, partnerships wished (they apply with 4
    players), every computer seat :data:`DEFAULT_LEVEL`, the usual target, each rule choice's
    first value."""
    out: dict[str, Any] = {"players": 2, "partnerships": True, "levels": (DEFAULT_LEVEL,) * 3,
                           "target": None}
    out.update({key: values[0] for key, values in RULE_CHOICES.items()})
    return out


def usual_target(players: int, options: Mapping[str, Any] | None = None) -> int:
    """RULES.md's usual target, in points, for a game of ``players`` with the rule choices of
    ``options`` (new-game options; only ``scoring`` matters): the target of the named game whose
    scoring they use when that game names one (RULES.md, "Named games": Fives and Threes, 61),
    else 250 for 2 players and 200 for 3 or 4 ("Winning")."""
    if options is not None:
        scoring = options.get("scoring", SCORING[0])
        for game in GAMES.values():
            if "target" in game and game.get("scoring", SCORING[0]) == scoring:
                return game["target"]
    return Rules.make(players).target


def game_of(options: Mapping[str, Any]) -> str:
    """The named game (a key of :data:`GAME_CHOICES`) the new-game ``options`` make: every rule
    choice as that game sets it (the others at RULES.md's defaults); ``custom`` when no game
    matches. The target does not count: a game is played to an agreed target (RULES.md, "The
    end of the game"), and Muggins to 15 is still Muggins (play-test pt91 #4: it was kept in
    the statistics and the history as a Custom game)."""
    for name, game in GAMES.items():
        wanted = {key: values[0] for key, values in RULE_CHOICES.items()}
        wanted.update({k: v for k, v in game.items() if k in RULE_CHOICES})
        if all(options.get(k) == v for k, v in wanted.items()):
            return name
    return "custom"


def with_game(options: Mapping[str, Any], name: str) -> dict[str, Any]:
    """``options`` with the rule choices and target of the named game ``name`` (players,
    partnerships and levels kept); ``custom`` changes nothing. Raises ``KeyError`` for another name."""
    out = dict(options)
    if name == "custom":
        return out
    game = GAMES[name]
    out.update({key: values[0] for key, values in RULE_CHOICES.items()})
    out.update({k: v for k, v in game.items() if k in RULE_CHOICES})
    out["target"] = None  # the usual target, which is the game's own (:func:`usual_target`)
    return out


def rules_game(rules: Rules) -> str:
    """The named game ``rules`` are (:func:`game_of` of their options), else ``custom``: the game a
    finished game's results are kept under in the statistics."""
    options: dict[str, Any] = {key: getattr(rules, key) for key in RULE_CHOICES}
    options["players"] = rules.players
    options["target"] = rules.target
    return game_of(options)


def setup_from_options(options: Mapping[str, Any], seed: int | None = None) -> GameSetup:
    """The game the new-game ``options`` describe: the person at seat 0, computers after, with
    ``seed``. Partnerships only with 4 players; :func:`usual_target` when ``target`` is None.
    Raises ``RulesError`` (a ``ValueError``) for options that do not make valid rules."""
    n = options["players"]
    rule_options: dict[str, Any] = {key: options[key] for key in RULE_CHOICES}
    rule_options["partnerships"] = bool(options["partnerships"]) and n == 4
    target = options["target"]
    rule_options["target"] = usual_target(n, options) if target is None else target
    levels = (None,) + tuple(options["levels"][: n - 1])
    return GameSetup(Rules.make(n, **rule_options), levels, seed)


def options_of(setup: GameSetup, base: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The new-game options of ``setup`` (the inverse of :func:`setup_from_options`), starting
    from ``base`` (default :func:`default_options`) for what the game does not say: the
    partnerships wish of a game with fewer than 4 players, and the levels of seats it does not
    have. The target is None when it is the usual one."""
    out = dict(base) if base is not None else default_options()
    r = setup.rules
    out["players"] = r.players
    if r.players == 4:
        out["partnerships"] = r.partnerships
    levels = list(out["levels"])
    for seat in range(1, min(len(setup.levels), 4)):
        if setup.levels[seat] in LEVELS:
            levels[seat - 1] = setup.levels[seat]
    out["levels"] = tuple(levels)
    for key in RULE_CHOICES:
        out[key] = getattr(r, key)
    out["target"] = None if r.target == usual_target(r.players, out) else r.target
    return out


__all__ = ["LEVELS", "REFERENCE_LEVELS", "SEAT_LEVELS", "LEVEL_ORDER", "DEFAULT_LEVEL",
           "LANGUAGES", "PLAYER_COUNTS", "RULE_CHOICES", "OPTION_KEYS", "GameSetup", "human_seat",
           "GAME_CHOICES", "game_of", "with_game", "rules_game",
           "default_options", "usual_target", "setup_from_options", "options_of",
           "check_seed", "parse_seed", "next_seed"]

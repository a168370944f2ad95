"""The player's settings (issue 6, item 2): language, the new game's defaults, animation speed,
auto-draw, hints, undo, the tile size (issue 11, item 2) and sound (item 8), kept as versioned JSON in ``settings.json`` of the config folder.

File format (version 1)::

    {"format": "allfives-settings", "version": 1,
     "language": "", "players": 2, "partnerships": true, "levels": ["medium", "medium", "medium"],
     "target": null, "hand_size": "standard", "end_of_hand": "each-subtracts", "win": "immediate",
     "scoring": "fives", "spinner": "first-double", "claims": "automatic", "draw": "when-stuck",
     "boneyard_reserve": 0, "after_block": "random",
     "animation": "normal", "auto_draw": false, "hints": true, "undo": true,
     "tile_size": "normal", "sound": true, "record_folder": ""}

Unknown keys are ignored; a key with a bad value takes its default, the file is kept aside and
written again, and the window says so (``record_folder``, remembered rather than chosen, is only
dropped and logged).
A file that is not this format (not JSON, truncated, another format, an unknown version) is moved
aside (see :mod:`.atomic`) and the defaults are used.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, NamedTuple

from allfives_qt.engine.rules import Rules
from allfives_qt.game_setup import (LANGUAGES as LANGUAGE_NAMES, LEVELS, OPTION_KEYS, PLAYER_COUNTS,
                                    RULE_CHOICES, GameSetup, options_of, setup_from_options)

from .atomic import (BAD_VALUE, IssueLog, WriteResult, keep_aside, read_versioned, report_write,
                     write_json_atomic)

log = logging.getLogger(__name__)

FORMAT = "allfives-settings"
VERSION = 1
#: Largest settings file read, in bytes.
MAX_BYTES = 64 * 1024

#: Language codes offered: "" follows the system, then each of
#: :data:`allfives_qt.game_setup.LANGUAGES` (STYLE.md, "Words people read").
LANGUAGES = ("",) + tuple(LANGUAGE_NAMES)
#: Animation speeds, slowest last; see :meth:`Settings.pace_ms`.
ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
_PACE_MS = {"off": 0, "fast": 300, "normal": 600, "slow": 1000}
_DURATION_FACTOR = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.6}
#: Tile sizes offered, smallest first: how large the table draws the tiles (issue 11, item 2).
TILE_SIZES = ("small", "normal", "large")
#: Highest target the settings accept (points).
MAX_TARGET = 1000


class Settings(NamedTuple):
    """The player's settings. Build from a file with :func:`load_settings` or
    :meth:`from_dict`; the plain constructor gives the defaults. A named tuple (read-only, equal
    by value; ``_replace`` gives changed settings): it is built before the window's first paint,
    and Python defines one in a fraction of a frozen dataclass's time (issue 14).

    ``language``: one of :data:`LANGUAGES` ("" follows the system).
    New game defaults: ``players`` (2, 3 or 4); ``partnerships`` (used with 4 players only);
    ``levels``: the computer levels of seats 1, 2 and 3 (always three, from
    :data:`allfives_qt.ai.LEVELS`); ``target``: points, or None for RULES.md's default for the
    number of players; ``hand_size``, ``end_of_hand``, ``win``, ``scoring``, ``spinner``, ``claims``,
    ``draw``, ``boneyard_reserve``, ``after_block``: rule options of RULES.md.
    ``animation``: one of :data:`ANIMATION_SPEEDS`. ``auto_draw``: draw or pass for the person
    when nothing fits. ``hints``: offer the expert player's hint. ``undo``: allow Game -> Undo.
    ``tile_size``: one of :data:`TILE_SIZES` (large tiles for people who see less well).
    ``sound``: the game's sounds (View -> Sound). ``record_folder``: the folder of the last game
    record saved or opened, where the next Save record or Open record starts ("" before any).
    """

    language: str = ""
    players: int = 2
    partnerships: bool = True
    levels: tuple[str, str, str] = ("medium", "medium", "medium")
    target: int | None = None
    hand_size: str = "standard"
    end_of_hand: str = "each-subtracts"
    win: str = "immediate"
    scoring: str = "fives"
    spinner: str = "first-double"
    claims: str = "automatic"
    draw: str = "when-stuck"
    boneyard_reserve: int = 0
    after_block: str = "random"
    animation: str = "normal"
    auto_draw: bool = False
    hints: bool = True
    undo: bool = True
    tile_size: str = "normal"
    sound: bool = True
    record_folder: str = ""

    # ------------------------------------------------------------ for the game
    def game_options(self) -> dict[str, Any]:
        """The new-game options (:mod:`allfives_qt.game_setup`) these settings hold."""
        return {key: getattr(self, key) for key in OPTION_KEYS}

    def with_options(self, options: dict[str, Any]) -> "Settings":
        """Return these settings with the new-game ``options`` (keys of
        :data:`~allfives_qt.game_setup.OPTION_KEYS`) replaced."""
        return self._replace(**{key: options[key] for key in OPTION_KEYS if key in options})

    def setup(self, seed: int | None = None) -> GameSetup:
        """The new game these settings describe, with ``seed``. Raises ``RulesError`` only for
        settings built by hand with bad values (never for ones from :meth:`from_dict`)."""
        return setup_from_options(self.game_options(), seed)

    def rules(self) -> Rules:
        """Return the rules of a new game with these defaults (partnerships only for 4 players,
        the target by RULES.md when ``target`` is None); see :meth:`setup`."""
        return self.setup().rules

    def with_game(self, rules: Rules, levels: tuple[str | None, ...] | list[str | None]) -> "Settings":
        """Return these settings with the new-game defaults taken from a game just chosen:
        ``rules`` and per-seat ``levels`` (None for a person). A seat beyond the game keeps its
        level, unless it had the first computer seat's level: then it follows that seat's new one
        (a person who played Expert with 2 players finds Expert in every seat of a first
        4-player game, not the default Medium; a level set apart for a seat stays). The target is
        stored as None when it is the default for the number of players."""
        options = options_of(GameSetup(rules, tuple(levels)), self.game_options())
        old, new = self.levels, list(options["levels"])
        for i in range(rules.players - 1, len(new)):
            if old[i] == old[0]:
                new[i] = new[0]
        options["levels"] = tuple(new)
        return self.with_options(options)

    def pace_ms(self) -> int:
        """Milliseconds a computer seat waits before acting (the controller's ``pace_ms``):
        0 (off), 300 (fast), 600 (normal), 1000 (slow)."""
        return _PACE_MS[self.animation]

    def duration_factor(self) -> float:
        """Factor for animation durations: 0 (off), 0.5 (fast), 1 (normal), 1.6 (slow)."""
        return _DURATION_FACTOR[self.animation]

    # ------------------------------------------------------------------ JSON
    def to_dict(self) -> dict[str, Any]:
        """Return the settings file's JSON object (with ``format`` and ``version``)."""
        d = self._asdict()
        d["levels"] = list(self.levels)
        return {"format": FORMAT, "version": VERSION, **d}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> tuple["Settings", list[str]]:
        """Read a settings object (``format``/``version`` are not checked here).

        Returns the settings and the names of keys whose values were bad and were replaced by
        their defaults (each also logged as a warning). Unknown keys are ignored.
        """
        default = cls()
        values: dict[str, Any] = {}
        bad: list[str] = []

        def take(key: str, ok) -> None:
            if key not in data:
                return
            value = data[key]
            if ok(value):
                values[key] = value
            else:
                bad.append(key)
                log.warning("settings: bad value %r for %r; using the default %r",
                            value, key, getattr(default, key))

        take("language", lambda v: v in LANGUAGES and isinstance(v, str))
        take("players", lambda v: type(v) is int and v in PLAYER_COUNTS)
        take("partnerships", lambda v: type(v) is bool)
        take("target", lambda v: v is None or (type(v) is int and 0 < v <= MAX_TARGET))
        for key, choices in RULE_CHOICES.items():
            take(key, lambda v, c=choices: type(v) is type(c[0]) and v in c)
        take("animation", lambda v: isinstance(v, str) and v in ANIMATION_SPEEDS)
        take("auto_draw", lambda v: type(v) is bool)
        take("hints", lambda v: type(v) is bool)
        take("undo", lambda v: type(v) is bool)
        take("tile_size", lambda v: isinstance(v, str) and v in TILE_SIZES)
        take("sound", lambda v: type(v) is bool)
        if isinstance(data.get("record_folder"), str) and "\0" not in data["record_folder"]:
            values["record_folder"] = data["record_folder"]  # remembered, not set: not told
        elif "record_folder" in data:
            log.warning("settings: bad value %r for 'record_folder' (not a folder's path); "
                        "Save record starts in the documents folder, else the home folder",
                        data["record_folder"])
        if "levels" in data:
            raw = data["levels"]
            if isinstance(raw, list):
                levels = list(default.levels)
                for i in range(3):
                    if i < len(raw) and isinstance(raw[i], str) and raw[i] in LEVELS:
                        levels[i] = raw[i]
                    elif i < len(raw):
                        bad.append(f"levels[{i}]")
                        log.warning("settings: bad level %r for seat %d; using %r", raw[i], i + 1, levels[i])
                values["levels"] = tuple(levels)
            else:
                bad.append("levels")
                log.warning("settings: bad value %r for 'levels'; using the defaults", raw)
        known = set(cls._fields) | {"format", "version"}
        for key in sorted(set(data) - known):
            log.info("settings: ignoring unknown key %r", key)
        return cls(**values), bad


def load_settings(path: str | Path, issues: IssueLog | None = None) -> Settings:
    """Return the settings in the file at ``path``, or the defaults when it is missing or bad.

    A bad file is moved aside as ``settings.json.corrupt-<time>`` and reported to ``issues``
    (file ``settings``). A file with bad values is moved aside too (code ``bad-value``) and
    written again with their defaults in their place. Never raises for anything in the file.
    """
    data = read_versioned(Path(path), "settings", FORMAT, (VERSION,), MAX_BYTES, issues)
    if data is None:
        return Settings()
    settings, bad = Settings.from_dict(data)
    if bad:  # play-test pt91 #3: the tiles changed size, and only the log said why
        keep_aside(Path(path), "settings", BAD_VALUE, "bad values dropped: " + ", ".join(bad),
                   issues, bad)
        save_settings(path, settings, issues)  # the good values stay for the next start
    return settings


def save_settings(path: str | Path, settings: Settings, issues: IssueLog | None = None) -> WriteResult:
    """Write ``settings`` atomically at ``path``. A failure is returned (and reported to
    ``issues`` once, see :class:`IssueLog`), never raised."""
    return report_write(issues, "settings", write_json_atomic(path, settings.to_dict()))


__all__ = ["Settings", "load_settings", "save_settings", "LANGUAGES", "ANIMATION_SPEEDS",
           "FORMAT", "VERSION", "MAX_TARGET"]

"""The rules engine of All Fives: pure Python, no Qt (RULES.md is the specification).

Modules: :mod:`.tiles` (the set), :mod:`.rules` (options), :mod:`.hand` (one hand played out),
:mod:`.game` (a game of hands, scores, the record), :mod:`.record` (reading and replaying records).
The names of :mod:`.game` and :mod:`.record` are imported when first asked for: the window's first
paint needs only the tiles, rules and hands (issue 14).
"""

from .hand import (ARM_BY_NAME, ARM_NAMES, BLOCKED, DRAW, LEAD, LEAD_FLIPPED, OUT, PASS, PLAY,
                   PLAYING, E, Event, HandState, IllegalMove, Move, N, S, SeatView, W)
from .rules import Rules, RulesError
from .tiles import NAMES, parse_tile, round_to_five

# Name -> the module that defines it, imported on first use (module ``__getattr__``, PEP 562).
_LATER = {"Game": "game", "HandLog": "game", "RecordError": "record",
          "load_record_file": "record", "replay_record": "record"}


def __getattr__(name: str):
    """The names of :data:`_LATER`; raises ``AttributeError`` for any other."""
    if name not in _LATER:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module

    return getattr(import_module(f"{__name__}.{_LATER[name]}"), name)


__all__ = [
    "Game", "HandLog", "HandState", "IllegalMove", "Move", "Event", "SeatView", "Rules",
    "RulesError", "RecordError", "load_record_file", "replay_record", "NAMES", "parse_tile",
    "round_to_five", "W", "E", "N", "S", "LEAD", "LEAD_FLIPPED", "ARM_NAMES", "ARM_BY_NAME",
    "PLAYING", "OUT", "BLOCKED", "PLAY", "DRAW", "PASS",
]

"""The rules engine of All Fives: pure Python, no Qt (RULES.md is the specification).

Modules: :mod:`.tiles` (the set), :mod:`.rules` (options), :mod:`.hand` (one hand played out),
:mod:`.game` (a game of hands, scores, the record), :mod:`.record` (reading and replaying records).
"""

from .game import Game, HandLog
from .hand import (ARM_BY_NAME, ARM_NAMES, BLOCKED, DRAW, LEAD, LEAD_FLIPPED, OUT, PASS, PLAY,
                   PLAYING, E, Event, HandState, IllegalMove, Move, N, S, SeatView, W)
from .record import RecordError, load_record_file, replay_record
from .rules import Rules, RulesError
from .tiles import NAMES, parse_tile, round_to_five

__all__ = [
    "Game", "HandLog", "HandState", "IllegalMove", "Move", "Event", "SeatView", "Rules",
    "RulesError", "RecordError", "load_record_file", "replay_record", "NAMES", "parse_tile",
    "round_to_five", "W", "E", "N", "S", "LEAD", "LEAD_FLIPPED", "ARM_NAMES", "ARM_BY_NAME",
    "PLAYING", "OUT", "BLOCKED", "PLAY", "DRAW", "PASS",
]

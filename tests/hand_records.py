"""Small hand-made records for tests: one 2-player hand with chosen tiles, and positions built
from it."""

from __future__ import annotations

from allfives_qt.ai import review
from allfives_qt.engine.tiles import NAMES, parse_tile


def one_hand(seat0, seat1, starter, plays, rules=None):
    """A 2-player record of one hand: the given tiles first in each deal, the rest filled in;
    ``rules``: options besides ``players`` (RULES.md's names)."""
    given = {parse_tile(t) for t in seat0 + seat1}
    rest = [t for i, t in enumerate(NAMES) if i not in given]
    seat0 = seat0 + rest[:9 - len(seat0)]
    rest = [t for t in rest if t not in seat0]
    seat1, boneyard = seat1 + rest[:9 - len(seat1)], rest[9 - len(seat1):]
    return {"format": "allfives-record", "version": 1, "rules": {"players": 2, **(rules or {})},
            "hands": [{"deal": [seat0, seat1], "boneyard": boneyard, "starter": starter, "plays": plays}]}


def covered_spinner_position():
    """Seat 0 about to play 3-4, which fits the 3 at W and the 3 at S of a spinner whose sides
    are both covered: the two plays leave the same ends on different arms."""
    plays = [{"seat": 1, "tile": "6-6"}, {"seat": 0, "tile": "6-3", "end": "W"},
             {"seat": 1, "tile": "6-1", "end": "E"}, {"seat": 0, "tile": "6-2", "end": "S"},
             {"seat": 1, "tile": "2-3", "end": "S"}, {"seat": 0, "tile": "3-4", "end": "S"}]
    rec = one_hand(["6-3", "6-2", "3-4"], ["6-6", "6-1", "2-3"], 1, plays)
    return review.positions(rec, 0)[1][-1]

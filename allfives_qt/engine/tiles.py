"""Tiles of the double-six set (RULES.md, "Words").

A tile is an ``int`` id from 0 to 27. Id order is ``0-0, 0-1, ... 0-6, 1-1, ... 6-6``: the pairs
``(a, b)`` with ``0 <= a <= b <= 6``. Sets of tiles (a hand, the tiles that fit an end) are ``int``
bit masks with bit ``t`` set for tile ``t``, so set operations are single integer operations.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

#: ``(low half, high half)`` of every tile id.
TILES: tuple[tuple[int, int], ...] = tuple((a, b) for a in range(7) for b in range(a, 7))
#: Number of tiles in the set.
SET_SIZE = len(TILES)
#: Low and high half of each tile id.
LO: tuple[int, ...] = tuple(a for a, _ in TILES)
HI: tuple[int, ...] = tuple(b for _, b in TILES)
#: Pip total of each tile id.
PIPS: tuple[int, ...] = tuple(a + b for a, b in TILES)
#: Whether each tile id is a double.
IS_DOUBLE: tuple[bool, ...] = tuple(a == b for a, b in TILES)
#: Canonical name ``"a-b"`` (low half first) of each tile id.
NAMES: tuple[str, ...] = tuple(f"{a}-{b}" for a, b in TILES)
#: Mask of all 28 tiles.
FULL_MASK = (1 << SET_SIZE) - 1
#: ``SUIT[v]``: mask of the 7 tiles that have a half with ``v`` pips (0..6).
SUIT: tuple[int, ...] = tuple(
    sum(1 << t for t, (a, b) in enumerate(TILES) if v in (a, b)) for v in range(7)
)
_ID = {pair: t for t, pair in enumerate(TILES)}


def tile_id(a: int, b: int) -> int:
    """Return the id of the tile with halves ``a`` and ``b`` (either order, each 0..6).

    Raises ``ValueError`` if a half is outside 0..6.
    """
    if not (0 <= a <= 6 and 0 <= b <= 6):
        raise ValueError(f"tile halves must be 0..6, got {a}-{b}")
    return _ID[(a, b) if a <= b else (b, a)]


#: Tile texts already parsed (the 49 of "a-b", and the few spaced variants a record may write).
_PARSED: dict[str, tuple[int, int]] = {}


def parse_halves(text: str) -> tuple[int, int]:
    """Parse ``"a-b"`` into the halves ``(a, b)`` in the order written.

    Raises ``ValueError`` when ``text`` is not two digits 0..6 (ASCII) joined by ``-``; blank
    space around it is allowed.
    """
    if type(text) is str:
        known = _PARSED.get(text)
        if known is not None:  # a record writes the same few tiles thousands of times
            return known
    if not isinstance(text, str):
        raise ValueError(f"a tile must be a string like '3-6', got {text!r}")
    parts = text.strip().split("-")
    # ASCII digits only: str.isdigit() also took "٥-٤" (play-test pt62 #8).
    if len(parts) != 2 or not all(len(p) == 1 and p in "0123456789" for p in parts):
        raise ValueError(f"not a tile: {text!r} (expected 'a-b' with a and b from 0 to 6)")
    a, b = int(parts[0]), int(parts[1])
    if a > 6 or b > 6:
        raise ValueError(f"not a tile: {text!r} (halves go from 0 to 6)")
    if type(text) is str and len(_PARSED) < 4096:
        _PARSED[text] = (a, b)
    return a, b


#: Tile texts already read by :func:`read_tile`: ``text -> (a, b, tile id)``.
_READ: dict[str, tuple[int, int, int]] = {}


def read_tile(text: str) -> tuple[int, int, int]:
    """Parse ``"a-b"`` as :func:`parse_halves` does and return ``(a, b, tile id)``: the halves in
    the order written and the tile's id. Records write the same few texts many thousand times, so
    the answers are kept. Raises ``ValueError`` as :func:`parse_halves` does."""
    if type(text) is str:
        known = _READ.get(text)
        if known is not None:
            return known
    a, b = parse_halves(text)
    found = (a, b, tile_id(a, b))
    if type(text) is str and len(_READ) < 4096:
        _READ[text] = found
    return found


def parse_tile(text: str) -> int:
    """Return the tile id named by ``"a-b"``; ``"3-6"`` and ``"6-3"`` name the same tile.

    Raises ``ValueError`` for anything else.
    """
    return tile_id(*parse_halves(text))


def bits(mask: int) -> Iterator[int]:
    """Yield the tile ids set in ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def mask_of(tiles: Iterable[int]) -> int:
    """Return the mask holding the tile ids in ``tiles``."""
    m = 0
    for t in tiles:
        m |= 1 << t
    return m


def mask_pips(mask: int) -> int:
    """Return the pip total of the tiles in ``mask``."""
    total = 0
    while mask:
        low = mask & -mask
        total += PIPS[low.bit_length() - 1]
        mask ^= low
    return total


def round_to_five(pips: int) -> int:
    """Round a pip total to the nearest multiple of 5 (RULES.md, "The end of a hand").

    ``7 -> 5``, ``8 -> 10``, ``12 -> 10``, ``13 -> 15``. Integer totals never lie half-way.
    Raises ``ValueError`` for a negative total.
    """
    if pips < 0:
        raise ValueError(f"a pip total cannot be negative: {pips}")
    return (pips + 2) // 5 * 5

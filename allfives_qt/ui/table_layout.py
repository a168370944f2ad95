"""Where the tiles of the layout lie on the table: pure geometry, no Qt (issue 3, "The table").

The layout (RULES.md, "Words", "Doubles and the spinner") is the lead, or the spinner once there is
one, at the middle of the table area, with up to four arms: W to the left, E to the right, N up
(towards negative y) and S down. Each tile touches the one before it in its arm with their matching
halves side by side, and every double lies crosswise to its arm. An arm that would leave the table
area turns a corner and runs on, as often as needed (a snake), so that all 28 tiles of a hand fit
without overlapping.

Units are scene units: a tile is :data:`TILE_LONG` by :data:`TILE_SHORT`, and each half of it is a
:data:`TILE_SHORT` square. The table area is the rectangle ``(0, 0, width, height)``.

How the arms find room. Each arm has its own quarter of the table, a pinwheel: W runs left and
turns up into the top left, N runs up and turns right into the top right, E runs right and turns
down into the bottom right, S runs down and turns left into the bottom left. In its quarter an arm
is a snake of horizontal rows. The quarters do not overlap, so the arms never meet, and a tile
keeps its place while the layout grows. An arm that outgrows its quarter (a long line before the
spinner came, say) snakes on over the whole table around the tiles of the other arms, keeping the
first place of every arm free; only then may tiles move when the layout grows (in random play,
in about one position in 4000 at 880 x 440 and one in 500 at 720 x 400). The line moves once
anyway when the spinner arrives and the line becomes one of its arms.

Nothing here imports Qt; :mod:`allfives_qt.ui.tile_item` draws the tiles at these places.
"""

from __future__ import annotations

from dataclasses import dataclass

from allfives_qt.engine.tiles import TILES

#: A tile's long side, in scene units.
TILE_LONG = 64.0
#: A tile's short side, and the side of one half, in scene units.
TILE_SHORT = 32.0
#: Room kept free between the layout and the edge of the table area.
MARGIN = TILE_SHORT / 2

_HALF = TILE_SHORT  # side of a half square
_EPS = 1e-6

# Arms, as in allfives_qt.engine.hand (not imported so this module stays tiny and Qt-free).
_W, _E, _N, _S = 0, 1, 2, 3

# Directions of travel, as unit vectors in layout coordinates (y grows downwards).
_LEFT, _RIGHT, _UP, _DOWN = (-1, 0), (1, 0), (0, -1), (0, 1)


@dataclass(frozen=True)
class Placement:
    """Where one tile of the layout lies.

    ``(x, y)``: the tile's centre in layout coordinates (scene units, the table area's top-left
    corner at ``(0, 0)``). ``angle``: its rotation in degrees, clockwise on screen, one of 0, 90,
    180, 270 (this module only uses 0 and 90). ``first``: the pips of the half painted on the
    item's local left (negative x) before rotation, ``second`` the other half. A
    :class:`~allfives_qt.ui.tile_item.TileItem` shows it with ``setPos(x, y)``,
    ``setRotation(angle)`` and ``set_halves(first, second)``.
    """

    tile: int
    first: int
    second: int
    x: float
    y: float
    angle: float

    def rect(self) -> tuple[float, float, float, float]:
        """Return the tile's outline on the table as ``(left, top, right, bottom)``."""
        if self.angle % 180 == 0:
            hw, hh = TILE_LONG / 2, TILE_SHORT / 2
        else:
            hw, hh = TILE_SHORT / 2, TILE_LONG / 2
        return (self.x - hw, self.y - hh, self.x + hw, self.y + hh)

    def half_centres(self) -> tuple[tuple[float, float], tuple[float, float]]:
        """Return the centres of the ``first`` and the ``second`` half on the table."""
        a = self.angle % 360
        dx, dy = {0: (1, 0), 90: (0, 1), 180: (-1, 0), 270: (0, -1)}[int(a)]
        q = _HALF / 2
        return (self.x - dx * q, self.y - dy * q), (self.x + dx * q, self.y + dy * q)


def lead_target(width: float, height: float) -> tuple[float, float]:
    """Return the middle of the table area ``(0, 0, width, height)``: where the lead (and later
    the spinner) lies, in scene units."""
    return (width / 2.0, height / 2.0)


# --------------------------------------------------------------------------------------- geometry
def _overlaps(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    """Whether two outlines share more than an edge."""
    return (a[0] < b[2] - _EPS and b[0] < a[2] - _EPS and a[1] < b[3] - _EPS and b[1] < a[3] - _EPS)


def _inside(r: tuple[float, float, float, float], bound: tuple[float, float, float, float]) -> bool:
    return (r[0] >= bound[0] - _EPS and r[1] >= bound[1] - _EPS and r[2] <= bound[2] + _EPS
            and r[3] <= bound[3] + _EPS)


class _Region:
    """Where an arm may lie: inside ``bound`` and outside every rectangle of ``holes``."""

    __slots__ = ("bound", "holes")

    def __init__(self, bound, holes=()):
        self.bound = bound
        self.holes = tuple(holes)

    def allows(self, r) -> bool:
        if not _inside(r, self.bound):
            return False
        for h in self.holes:
            if _overlaps(r, h):
                return False
        return True


class _Cursor:
    """The open end of an arm while it is laid out: ``(ax, ay)`` is the centre of the outer half of
    the last tile (of a double: its centre), ``d`` the direction of travel, ``double`` whether the
    last tile lies crosswise (a double, or the spinner for the W and E arms)."""

    __slots__ = ("ax", "ay", "d", "double")

    def __init__(self, ax: float, ay: float, d: tuple[int, int], double: bool) -> None:
        self.ax, self.ay, self.d, self.double = ax, ay, d, double


def _place(cur: _Cursor, nd: tuple[int, int], tile: int, inner: int, outer: int,
           slide: bool = False):
    """Return ``(placement, outline, new cursor)`` for ``tile`` played off ``cur`` towards ``nd``.

    Going straight on, the tile's inner half touches the last tile's outer half (or a crosswise
    double's long side). Turning a corner, it sits beside the last tile's outer half; after a
    double, beside the double's end half (both halves of a double have the same pips).
    ``slide``: a double turning the corner moves back by a quarter of its length, still covering
    the last tile's outer half, where a centred double would stick out past the edge.
    """
    dx, dy = nd
    step = _HALF if (nd == cur.d or not cur.double) else _HALF * 1.5
    ix, iy = cur.ax + dx * step, cur.ay + dy * step  # centre of the inner half
    if slide:
        ix -= cur.d[0] * _HALF / 2
        iy -= cur.d[1] * _HALF / 2
    if inner == outer:  # a double: crosswise to its direction of travel
        angle = 90.0 if dy == 0 else 0.0
        pl = Placement(tile, inner, outer, ix, iy, angle)
        return pl, pl.rect(), _Cursor(ix, iy, nd, True)
    cx, cy = ix + dx * _HALF / 2, iy + dy * _HALF / 2
    ox, oy = ix + dx * _HALF, iy + dy * _HALF
    # Keep angles at 0 and 90 (pips look the same turned half a turn): swap the halves instead.
    if dy == 0:
        first, second = (inner, outer) if dx > 0 else (outer, inner)
        pl = Placement(tile, first, second, cx, cy, 0.0)
    else:
        first, second = (inner, outer) if dy > 0 else (outer, inner)
        pl = Placement(tile, first, second, cx, cy, 90.0)
    return pl, pl.rect(), _Cursor(ox, oy, nd, False)


def _neg(d: tuple[int, int]) -> tuple[int, int]:
    return (-d[0], -d[1])


def _free_run(cur: _Cursor, nd, region: _Region, placed: list, limit: int = 8) -> int:
    """How many plain tiles would fit one after another from ``cur`` towards ``nd``."""
    n = 0
    c = cur
    while n < limit:
        _, r, c2 = _place(c, nd, -1, 0, 1)
        if not region.allows(r) or any(_overlaps(r, q) for q in placed):
            break
        n += 1
        c = c2
    return n


def _snake(start: _Cursor, tiles, first_turn, advance, region: _Region, obstacles: list,
           smart: bool = False, budget: int = 600):
    """Lay out one arm as a snake; return its placements, or None when it does not fit.

    ``tiles``: the arm's ``(tile, inner pips, outer pips)`` from the centre outward. The arm runs
    from ``start`` in ``start.d`` until it is blocked (the region's edge, another tile), then turns
    towards ``first_turn``. From then on it runs in horizontal rows joined by short vertical
    connectors that move on towards ``advance`` by at least a tile's length, so that doubles in
    neighbouring rows cannot meet; a row too close to the region's top or bottom edge for a
    crosswise double is only a last resort. ``smart``: at each corner prefer the way with the
    longer free run (used when the arms share the table). When the arm gets stuck, earlier
    corners are tried elsewhere (depth first, at most ``budget`` tries). ``obstacles``: outlines
    already taken; on success the arm's own outlines are appended to it.
    """
    n = len(tiles)
    placed = obstacles
    top, bottom = region.bound[1], region.bound[3]
    out: list[Placement] = []
    # Per tile: the state before it (cursor, mode, row direction, row line) and the moves left.
    states = [(start, "lead", start.d, 0.0)]
    pending: list[list] = []
    tries = 0
    i = 0
    while i < n:
        cur, mode, row_dir, row_line = states[i]
        tile, inner, outer = tiles[i]
        if len(pending) == i:
            good, poor = [], []
            for nd, slide in _moves(cur, mode, row_dir, row_line, i, inner == outer, first_turn,
                                    advance, region, placed, smart):
                tries += 1
                pl, r, nxt = _place(cur, nd, tile, inner, outer, slide)
                if region.allows(r) and not any(_overlaps(r, q) for q in placed):
                    # Poor: a row could start here, but a crosswise double in it would not fit.
                    row_start = nd[1] != 0 or nd != cur.d
                    fits = top <= nxt.ay - _HALF + _EPS and nxt.ay + _HALF <= bottom + _EPS
                    (good if fits or not row_start else poor).append((nd, pl, r, nxt))
            pending.append(good + poor)
        moves = pending[i]
        chosen = moves.pop(0) if moves else None
        if chosen is None:
            pending.pop()
            if i == 0 or tries > budget:
                return None
            i -= 1
            states.pop()
            placed.pop()
            out.pop()
            continue
        nd, pl, r, nxt = chosen
        if nd != cur.d:
            if nd[1] != 0:  # from a horizontal run into a connector between rows
                mode, row_line, row_dir = "conn", cur.ay, cur.d
            else:  # into a row (from a connector, or from the vertical lead of N or S)
                mode, row_dir = "row", nd
        placed.append(r)
        out.append(pl)
        states.append((nxt, mode, row_dir, row_line))
        i += 1
    return out


def _moves(cur: _Cursor, mode: str, row_dir, row_line: float, i: int, double: bool, first_turn,
           advance, region: _Region, placed: list, smart: bool) -> list:
    """Return the moves to try for the next tile of a snake, best first: ``(direction, slide)``."""
    def ranked(dirs):
        if smart:
            return sorted(dirs, key=lambda t: -_free_run(cur, t, region, placed))
        return dirs

    if i == 0:
        dirs = [cur.d]
    elif mode == "lead":
        dirs = [cur.d] + ranked([first_turn, _neg(first_turn)])
    elif mode == "row":
        dirs = [cur.d] + ranked([advance, _neg(advance)])
    elif abs(cur.ay - row_line) >= TILE_LONG - _EPS:  # a connector long enough: back to a row
        dirs = ranked([_neg(row_dir), row_dir]) + [cur.d]
    else:
        dirs = [cur.d]
    out = []
    for nd in dirs:
        out.append((nd, False))
        if double and i and nd != cur.d and not cur.double:
            out.append((nd, True))
    return out


def _starts(center, spinner, cx: float, cy: float):
    """Return the centre tile's placement and each arm's starting cursor."""
    tile, wp, ep = center
    if spinner >= 0:
        pl = Placement(tile, wp, ep, cx, cy, 90.0)
        q = _HALF / 2
        starts = (_Cursor(cx, cy, _LEFT, True), _Cursor(cx, cy, _RIGHT, True),
                  _Cursor(cx, cy - q, _UP, False), _Cursor(cx, cy + q, _DOWN, False))
    else:
        pl = Placement(tile, wp, ep, cx, cy, 0.0)
        q = _HALF / 2
        starts = (_Cursor(cx - q, cy, _LEFT, False), _Cursor(cx + q, cy, _RIGHT, False),
                  None, None)
    return pl, starts


# The pinwheel: each arm's first turn and the way its rows advance.
_PINWHEEL = {
    _W: (_UP, _UP),
    _N: (_RIGHT, _DOWN),
    _E: (_DOWN, _DOWN),
    _S: (_LEFT, _UP),
}


def _pinwheel_regions(width: float, height: float, cx: float, cy: float) -> dict[int, _Region]:
    """Each arm's quarter of the table area, around the centre ``(cx, cy)``.

    The line through the centre is as wide as a crosswise double (``d`` either side), and so is
    the column of the N and S arms; the spinner's sides start ``q`` from the centre.
    """
    m = MARGIN
    d = TILE_LONG / 2
    q = _HALF / 2
    return {
        _W: _Region((m, m, cx - q, cy + d), [(cx - d, m, cx + d, cy - d)]),
        _N: _Region((cx - d, m, width - m, cy - d)),
        _E: _Region((cx + q, cy - d, width - m, height - m),
                    [(cx - d, cy + d, cx + d, height - m)]),
        _S: _Region((m, cy + d, cx + d, height - m)),
    }


def _layout_quarters(pl0, starts, arms, width, height, cx, cy) -> dict[int, list | None]:
    """Lay out each arm in its own quarter (the pinwheel); None for an arm that does not fit."""
    regions = _pinwheel_regions(width, height, cx, cy)
    result: dict[int, list | None] = {}
    for a in range(4):
        if arms[a]:
            ft, adv = _PINWHEEL[a]
            result[a] = _snake(starts[a], arms[a], ft, adv, regions[a], [pl0.rect()])
    return result


def _fallback_patterns(a: int):
    """Ways to try for arm ``a`` when the arms share the table: ``(first turn, advance)``."""
    ft, adv = _PINWHEEL[a]
    if a in (_W, _E):
        return [(ft, adv), (_neg(ft), _neg(adv))]
    return [(ft, adv), (_neg(ft), adv), (ft, _neg(adv)), (_neg(ft), _neg(adv))]


def _layout_shared(pl0, starts, arms, width, height, order, fixed=None, keep_room=True):
    """Lay out the arms of ``order`` one after another on the whole table, each around the tiles
    already placed (``fixed``: arms already laid out, kept where they are); None if one fails.

    ``keep_room``: keep the place of the first tile of every arm not laid out yet free, also of
    an arm still empty (for a plain tile or a double), so that it can still grow from the centre.
    """
    m = MARGIN
    region = _Region((m, m, width - m, height - m))
    result: dict[int, list[Placement]] = dict(fixed or {})
    taken = [pl0.rect()] + [p.rect() for got in result.values() for p in got]
    reserved: dict[int, tuple] = {}
    for a in range(4):
        if starts[a] is None or a in result:
            continue
        if arms[a]:
            t, i, o = arms[a][0]
            reserved[a] = _place(starts[a], starts[a].d, t, i, o)[1]
        elif keep_room:
            r1 = _place(starts[a], starts[a].d, -1, 0, 1)[1]
            r2 = _place(starts[a], starts[a].d, -1, 0, 0)[1]
            reserved[a] = (min(r1[0], r2[0]), min(r1[1], r2[1]), max(r1[2], r2[2]),
                           max(r1[3], r2[3]))
    for a in order:
        if not arms[a] or a in result:
            continue
        others = [r for b, r in reserved.items() if b != a and b not in result]
        got = None
        for smart in (False, True):
            for ft, adv in _fallback_patterns(a):
                trial = taken + others
                n_before = len(trial)
                got = _snake(starts[a], arms[a], ft, adv, region, trial, smart=smart)
                if got is not None:
                    taken.extend(trial[n_before:])
                    break
            if got is not None:
                break
        if got is None:
            return None
        result[a] = got
    return result


def layout_placements(center, arms, spinner: int, width: float, height: float) -> list[Placement]:
    """Return where every tile of the layout lies: the centre tile first, then the W, E, N and S
    arms, each from the centre outward.

    ``center``, ``arms`` and ``spinner`` are as :class:`~allfives_qt.engine.hand.SeatView` gives
    them: ``center`` is ``(tile, W pips, E pips)`` of the lead, or of the spinner once there is one
    (None before the lead: the result is empty); ``arms[a]`` lists ``(tile, inner pips, outer
    pips)`` for the arms W, E, N, S; ``spinner`` is the spinner's tile id or -1. ``width`` and
    ``height`` (scene units) give the table area ``(0, 0, width, height)``; the centre tile lies at
    its middle. Every tile keeps :data:`MARGIN` clear of the area's edge, no two tiles overlap
    (they may touch), and each tile touches the one before it in its arm with matching halves side
    by side; doubles lie crosswise (RULES.md, "Doubles and the spinner").

    Raises ``ValueError`` when the tiles cannot be fitted: an area too small for them (the default
    880 x 440 and anything from 720 x 400 up hold any hand), or arms N/S without a spinner.
    """
    if center is None:
        return []
    pl0, by_arm = _layout(center, arms, spinner, width, height)
    out = [pl0]
    for a in range(4):
        out.extend(by_arm.get(a, ()))
    return out


def _layout(center, arms, spinner: int, width: float, height: float):
    """:func:`layout_placements` as ``(centre placement, {arm: placements})``."""
    cx, cy = lead_target(width, height)
    pl0, starts = _starts(center, spinner, cx, cy)
    arms = [list(a) for a in arms] + [[] for _ in range(4 - len(arms))]
    if any(arms[a] for a in (_N, _S)) and spinner < 0:
        raise ValueError("the N and S arms need a spinner")
    if not _inside(pl0.rect(), (MARGIN, MARGIN, width - MARGIN, height - MARGIN)):
        raise ValueError(f"a table area of {width} x {height} is too small for a tile")
    quarters = _layout_quarters(pl0, starts, arms, width, height, cx, cy)
    # Arms that fit their quarter stay there; the others snake around them on the whole table.
    fits = {a: got for a, got in quarters.items() if got is not None}
    if len(fits) == len(quarters):
        return pl0, fits
    rest = sorted((a for a in quarters if quarters[a] is None), key=lambda a: (-len(arms[a]), a))
    by_length = sorted(range(4), key=lambda a: (len(arms[a]), a))
    for keep_room in (True, False):
        got = _layout_shared(pl0, starts, arms, width, height, rest, fits, keep_room)
        if got is not None:
            return pl0, got
        for order in (by_length, by_length[::-1]):
            got = _layout_shared(pl0, starts, arms, width, height, order, None, keep_room)
            if got is not None:
                return pl0, got
    raise ValueError(f"the layout does not fit a table area of {width} x {height}")


def _open_end(center, arms, spinner: int, arm: int) -> int:
    """Return the pips of the open end of ``arm``, or -1 when no tile may be played there."""
    if center is None or not 0 <= arm < 4:
        return -1
    if arms[arm]:
        return arms[arm][-1][2]
    if spinner < 0:
        return center[1 + arm] if arm in (_W, _E) else -1
    if arm in (_W, _E):
        return TILES[spinner][0]
    return TILES[spinner][0] if arms[_W] and arms[_E] else -1


def end_target(center, arms, spinner: int, arm: int, tile: int, width: float,
               height: float) -> Placement | None:
    """Return where ``tile`` would lie if played on the open end ``arm`` (W, E, N or S = 0..3).

    Same rules and arguments as :func:`layout_placements`, as if ``(tile, matching pips, other
    pips)`` were appended to ``arms[arm]``: the window lights this spot and moves the tile there.
    That is also where the tile lies after the play, with one exception: the first double played
    on the line becomes the spinner (RULES.md, "Doubles and the spinner"), and once played the
    layout is laid out again around it at the middle of the table (:func:`lead_target`); the
    result is then its place at the end of the line, crosswise. Returns None when there is no
    layout yet (use :func:`lead_target`), when ``arm`` is not an open end, or when ``tile`` does
    not match it. ``tile`` may also be a stand-in already on the table (only its halves count).
    """
    pips = _open_end(center, arms, spinner, arm)
    if pips < 0:
        return None
    lo, hi = TILES[tile]
    if pips not in (lo, hi):
        return None
    outer = hi if lo == pips else lo
    new_arms = [list(a) for a in arms] + [[] for _ in range(4 - len(arms))]
    new_arms[arm].append((tile, pips, outer))
    _, by_arm = _layout(center, new_arms, spinner, width, height)
    return by_arm[arm][-1]


__all__ = ["TILE_LONG", "TILE_SHORT", "MARGIN", "Placement", "layout_placements", "end_target",
           "lead_target"]

"""Where the tiles of the layout lie on the table, the hand laid out as a whole: pure geometry,
no Qt (issue 3, "The table").

The table grows its picture play by play (:mod:`.layout_growth`, which also uses this module's
:class:`Placement` and :func:`_place`); the whole-hand layout here is its fallback, for a hand in
which a play finds its open end walled in by other lines (:func:`.table_frame.laid`, about one
hand in 100 at the largest tile size).

The layout (RULES.md, "Words", "Doubles and the spinner") is the lead, or the spinner once there is
one, at the middle of the table area, with up to four arms: W to the left, E to the right, N up
(towards negative y) and S down. Every double lies crosswise to its arm. An arm that would leave
the table area turns a corner and runs on, as often as needed, so that all 28 tiles of a hand fit
without overlapping.

How a line stays easy to follow. Each tile touches the one before it end to end: its matching
half lies just beyond the last tile's open end (a plain tile's outer half; the middle of a
crosswise double's long side), ``TILE_SHORT`` from that half's centre in the direction the line
runs. Going straight on, the line simply runs on; at a corner the turning tile and the tile before
it form an L, the turning tile's matching half against the open end, never beside the last tile's
long side. A double never turns a corner: it stays crosswise in a straight run, and so does the
tile after it, which runs straight on from the middle of the double's long side (turned, it would
lie along that long side like a brick, the double's open end hidden; play-test). The line turns on
a tile before the double instead. Only in an arm that cannot be laid out so (a run of doubles; an
N or S arm whose second tile is a double, where the table is too low for a corner after the
tile after it), or on a crowded table, may the tile after a double turn.

How the arms use the table. Each arm has its own quarter of the table, a pinwheel: W runs left
along the centre line to the table's edge and turns up into the top left, N runs up and turns
right into the top right, E runs right along the centre line and turns down into the bottom right,
S runs down and turns left into the bottom left. An arm runs straight on as long as the next tile
fits there with a way on after it (a plain tile straight on or round a corner), and turns only
then, clockwise as a rule, so that it winds round its quarter along the table's edges before it
works inwards; lines of the same quarter stay a double's width apart, so crosswise doubles never
meet. A double that arrives where the line has no room beyond it makes the line turn a tile or
two earlier instead (a double cannot turn). The quarters do not overlap, so the arms
never meet, and a tile keeps its place while the layout grows. An arm that outgrows its quarter
(a long line before the spinner came, say) runs on over the whole table around the tiles of the
other arms, keeping the first place of every arm free; only then, and where a tile arrives at a
spot with no way on (a double, or the tile after a double, at a table edge), may tiles move when
the layout grows (in random play, about one tile position in 80 at 880 x 440: tests/
test_table_layout.py, the test that a tile keeps its place). The line moves
once anyway when the spinner arrives and the line becomes one of its arms.

Units are layout units: a tile is :data:`TILE_LONG` by :data:`TILE_SHORT`, and each half of it is
a :data:`TILE_SHORT` square. The table area is the rectangle ``(0, 0, width, height)``.

How large the table draws it, and where its open ends lie on the screen, is
:mod:`.table_frame`'s part. Which ends are open comes from the seat's view (the engine), never
from here.

Nothing here imports Qt; :mod:`allfives_qt.ui.tile_item` draws the tiles at these places.
"""

from __future__ import annotations

import random
from typing import NamedTuple

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


class Placement(NamedTuple):
    """Where one tile of the layout lies (a named tuple: quicker to define than a frozen
    dataclass when the window starts, issue 14).

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
    """The open end of an arm while it is laid out: ``(ax, ay)`` is the arm's open point (the centre
    of the outer half of a plain tile; of a double, its centre; of the spinner for the W and E
    arms, its centre) and ``d`` the direction of travel into it. The next tile's matching half
    lies at ``(ax, ay) + TILE_SHORT * d``, whichever way that tile then goes. ``double``: the
    last tile lies crosswise (a double), so the next one goes straight on (see :class:`_Checks`)."""

    __slots__ = ("ax", "ay", "d", "double")

    def __init__(self, ax: float, ay: float, d: tuple[int, int], double: bool = False) -> None:
        self.ax, self.ay, self.d, self.double = ax, ay, d, double


def _place(cur: _Cursor, nd: tuple[int, int], tile: int, inner: int, outer: int):
    """Return ``(placement, outline, lane, new cursor)`` for ``tile`` played off ``cur``, its
    outer half towards ``nd``.

    The tile's inner half always lies just beyond the open end, ``TILE_SHORT`` from the open point
    in the direction of travel: going straight on, the chain runs on; turning a corner (``nd``
    across ``cur.d``), the tile forms an L with the one before it, its matching half against that
    tile's open end. A double lies crosswise, centred on that spot, and never turns (``nd`` must
    be ``cur.d``). ``lane``: the outline widened to a crosswise double's width on both sides of
    the line (used to keep lines of the same table apart, so that doubles in them cannot meet).
    """
    dx, dy = cur.d
    ix, iy = cur.ax + dx * _HALF, cur.ay + dy * _HALF  # centre of the inner half
    dx, dy = nd
    if inner == outer:  # a double: crosswise to its direction of travel
        pl = Placement(tile, inner, outer, ix, iy, 90.0 if dy == 0 else 0.0)
        r = pl.rect()
        return pl, r, r, _Cursor(ix, iy, nd, True)
    cx, cy = ix + dx * _HALF / 2, iy + dy * _HALF / 2
    # Keep angles at 0 and 90 (pips look the same turned half a turn): swap the halves instead.
    if dy == 0:
        first, second = (inner, outer) if dx > 0 else (outer, inner)
        pl = Placement(tile, first, second, cx, cy, 0.0)
        r = pl.rect()
        lane = (r[0], r[1] - _HALF / 2, r[2], r[3] + _HALF / 2)
    else:
        first, second = (inner, outer) if dy > 0 else (outer, inner)
        pl = Placement(tile, first, second, cx, cy, 90.0)
        r = pl.rect()
        lane = (r[0] - _HALF / 2, r[1], r[2] + _HALF / 2, r[3])
    return pl, r, lane, _Cursor(ix + dx * _HALF, iy + dy * _HALF, nd)


def _neg(d: tuple[int, int]) -> tuple[int, int]:
    return (-d[0], -d[1])


def _cw(d: tuple[int, int]) -> tuple[int, int]:
    """``d`` turned a quarter clockwise on screen (y grows downwards): left -> up -> right."""
    return (-d[1], d[0])


def _free_run(cur: _Cursor, nd, region: _Region, placed: list, limit: int = 8) -> int:
    """How many plain tiles would fit one after another from ``cur`` towards ``nd``."""
    n = 0
    c = cur
    while n < limit:
        _, r, _, c2 = _place(c, nd, -1, 0, 1)
        if not region.allows(r) or any(_overlaps(r, q) for q in placed):
            break
        n += 1
        c = c2
    return n


class _Checks:
    """What an arm being laid out may do (see :func:`_walk`): ``hard`` says whether an outline
    may lie there at all, ``soft`` whether its lane keeps the preferred distance, ``rank`` orders
    the ways the next tile may go. ``strict``: the tile after a double goes straight on (False
    only for a table so crowded that nothing else fits)."""

    def __init__(self, region: _Region, placed: list, lanes: list, smart: bool, rng,
                 strict: bool = True) -> None:
        self.region, self.placed, self.lanes = region, placed, lanes
        self.own_lanes: list = []
        self.smart, self.rng, self.strict = smart, rng, strict

    def hard(self, r) -> bool:
        """Inside the region and overlapping no outline placed so far."""
        return self.region.allows(r) and not any(_overlaps(r, q) for q in self.placed)

    def soft(self, lane, edge: bool = True) -> bool:
        """The lane is clear of the other lanes and of the arm's own (the tile before it aside),
        and, with ``edge``, inside the region."""
        if edge and not self.region.allows(lane):
            return False
        if any(_overlaps(lane, q) for q in self.lanes):
            return False
        return not any(_overlaps(lane, q) for q in self.own_lanes[:-1])

    def way_on(self, cur: _Cursor) -> bool:
        """Whether a plain tile fits after ``cur``, straight on or turning a corner: the line can
        go on from there (its lane may then reach the region's edge)."""
        for nd in (cur.d, _cw(cur.d), _neg(_cw(cur.d))):
            _, r, lane, _ = _place(cur, nd, -1, 0, 1)
            if self.hard(r) and self.soft(lane, False):
                return True
        return False

    def rank(self, cur: _Cursor, tile: int, inner: int, outer: int, first: bool,
             clockwise: bool) -> tuple[list, int]:
        """Return the ways ``tile`` may go from ``cur``, best first, as :func:`_place` results,
        and how many were tried. Best: straight on while the line can go on after it
        (:meth:`way_on`), a corner only when the tile would not fit straight on; then the others
        whose lane is clear; then the rest that fit at all."""
        if inner == outer or first or (cur.double and self.strict):
            # A double never turns, nor does the tile after it; an arm's first tile runs out
            # from the centre.
            dirs = [cur.d]
        else:
            turns = [_cw(cur.d), _neg(_cw(cur.d))]
            if not clockwise:
                turns.reverse()
            if self.smart:
                turns.sort(key=lambda t: -_free_run(cur, t, self.region, self.placed))
            dirs = [cur.d] + turns
        best, good, poor = [], [], []
        for nd in dirs:
            got = _place(cur, nd, tile, inner, outer)
            if not self.hard(got[1]):
                continue
            if not self.soft(got[2]):
                poor.append(got)
            elif inner != outer and not first:
                self.own_lanes.append(got[2])
                ahead = self.way_on(got[3])
                self.own_lanes.pop()
                (best if ahead else good).append(got)
            else:
                best.append(got)
        rng = self.rng
        if rng is not None:
            rng.shuffle(best)
            if rng.random() < 0.3:
                best, good = best + good, []
                rng.shuffle(best)
        return best + good + poor, len(dirs)


def _walk(start: _Cursor, tiles, clockwise: bool, region: _Region, obstacles: list,
          lanes: list, smart: bool = False, budget: int = 900, rng=None, strict: bool = True):
    """Lay out one arm; return its placements, or None when it does not fit.

    ``tiles``: the arm's ``(tile, inner pips, outer pips)`` from the centre outward. The arm runs
    straight from ``start`` as long as the next tile fits there with a way on after it, then turns
    a corner (clockwise first when ``clockwise``, which makes every arm wind round its own quarter
    like a pinwheel) and runs straight again (:meth:`_Checks.rank`). Hard rule: a tile lies inside
    the region and overlaps no outline of ``obstacles``. Preferred: its lane (see :func:`_place`)
    stays inside the region and clear of the lanes of ``lanes`` and of the arm's own earlier tiles
    (the tile before it aside), so that lines lie a double's width apart. ``smart``: at a corner
    prefer the way with the longer free run. When the arm gets stuck, earlier choices are tried
    otherwise (depth first, at most ``budget`` tries). On success the arm's outlines are appended
    to ``obstacles`` and its lanes to ``lanes``. ``rng`` (a seeded ``random.Random``): break these
    preferences at random now and then (for the retries of a crowded table). ``strict``: the tile
    after a double goes straight on (see :class:`_Checks`).
    """
    checks = _Checks(region, obstacles, lanes, smart, rng, strict)
    placed, own_lanes = obstacles, checks.own_lanes
    out: list[Placement] = []
    states = [start]
    pending: list[list] = []
    tries = 0
    i = 0
    while i < len(tiles):
        if len(pending) == i:
            moves, n_tried = checks.rank(states[i], *tiles[i], i == 0, clockwise)
            tries += n_tried
            pending.append(moves)
        moves = pending[i]
        if not moves:
            pending.pop()
            if i == 0 or tries > budget:
                del placed[len(placed) - len(out):]
                return None
            i -= 1
            for stack in (states, placed, own_lanes, out):
                stack.pop()
            continue
        pl, r, lane, nxt = moves.pop(0)
        placed.append(r)
        own_lanes.append(lane)
        out.append(pl)
        states.append(nxt)
        i += 1
    lanes.extend(own_lanes)
    return out


def _starts(center, spinner, cx: float, cy: float):
    """Return the centre tile's placement and each arm's starting cursor."""
    tile, wp, ep = center
    q = _HALF / 2
    if spinner >= 0 or wp == ep:  # every double lies crosswise, a spinner or not
        pl = Placement(tile, wp, ep, cx, cy, 90.0)
        starts = (_Cursor(cx, cy, _LEFT), _Cursor(cx, cy, _RIGHT),
                  _Cursor(cx, cy - q, _UP), _Cursor(cx, cy + q, _DOWN))
    else:
        pl = Placement(tile, wp, ep, cx, cy, 0.0)
        starts = (_Cursor(cx - q, cy, _LEFT), _Cursor(cx + q, cy, _RIGHT), None, None)
    return pl, starts


def _pinwheel_regions(width: float, height: float, cx: float, cy: float) -> dict[int, _Region]:
    """Each arm's quarter of the table area, around the centre ``(cx, cy)``: W the top left
    (the line through the centre included), N the top right, E the bottom right (the line
    included), S the bottom left. Turning clockwise, each arm winds round its own quarter.

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


def _layout_quarters(pl0, starts, arms, width, height, cx, cy, budget: int = 900,
                     only=range(4), lenient: bool = False) -> dict[int, list | None]:
    """Lay out each arm of ``only`` in its own quarter (the pinwheel); None for an arm that does
    not fit (within ``budget`` tries, see :func:`_walk`). The tile after a double goes straight
    on; with ``lenient``, in an arm that does not fit so, it may turn (see :class:`_Checks`)."""
    regions = _pinwheel_regions(width, height, cx, cy)
    result: dict[int, list | None] = {}
    for a in only:
        if not arms[a]:
            continue
        for strict in (True, False) if lenient else (True,):
            result[a] = _walk(starts[a], arms[a], True, regions[a], [pl0.rect()], [pl0.rect()],
                              smart=True, budget=budget, strict=strict)
            if result[a] is not None:
                break
    return result


def _layout_shared(pl0, starts, arms, width, height, order, fixed=None, keep_room=True,
                   budget=900, rng=None):
    """Lay out the arms of ``order`` one after another on the whole table, each around the tiles
    already placed (``fixed``: arms already laid out, kept where they are); None if one fails.

    ``keep_room``: keep the place of the first tile of every arm not laid out yet free, also of
    an arm still empty (for a plain tile or a double), so that it can still grow from the centre.
    ``budget``, ``rng``: tries per arm and way, and random choices (see :func:`_walk`). The tile
    after a double may turn here (a crowded table: see :class:`_Checks`).
    """
    m = MARGIN
    region = _Region((m, m, width - m, height - m))
    result: dict[int, list[Placement]] = dict(fixed or {})
    taken = [pl0.rect()] + [p.rect() for got in result.values() for p in got]
    lanes = [pl0.rect()]
    for a, got in result.items():
        cur = starts[a]
        for p, (t, i, o) in zip(got, arms[a]):
            nd = cur.d
            if i != o:  # the direction the tile runs: from its inner half to its outer half
                (fx, fy), (sx, sy) = p.half_centres()
                if (p.first, p.second) != (i, o):
                    fx, fy, sx, sy = sx, sy, fx, fy
                nd = (int(round((sx - fx) / _HALF)), int(round((sy - fy) / _HALF)))
            _, _, lane, cur = _place(cur, nd, t, i, o)
            lanes.append(lane)
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
            for clockwise in (True, False):
                trial = taken + others
                n_before = len(trial)
                trial_lanes = list(lanes)
                got = _walk(starts[a], arms[a], clockwise, region, trial, trial_lanes,
                            smart=smart, budget=budget, rng=rng, strict=False)
                if got is not None:
                    taken.extend(trial[n_before:])
                    lanes = trial_lanes
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
    its middle (:func:`lead_target`). Every tile keeps :data:`MARGIN` clear of the area's edge, no
    two tiles overlap (they may touch), and each tile touches the one before it in its arm end to
    end, its matching half just beyond the open end (at a corner: an L); doubles lie crosswise and
    never turn a corner (RULES.md, "Doubles and the spinner").

    Raises ``ValueError`` when the tiles cannot be fitted: an area too small for them (the
    window's 880 x 424 and anything from 720 x 400 up hold any hand), or arms N/S without a
    spinner.
    """
    if center is None:
        return []
    pl0, by_arm = _layout_at(center, arms, spinner, width, height, *lead_target(width, height))
    out = [pl0]
    for a in range(4):
        out.extend(by_arm.get(a, ()))
    return out


def _layout_at(center, arms, spinner: int, width: float, height: float, cx: float, cy: float):
    """:func:`layout_placements` as ``(centre placement, {arm: placements})``, the centre tile at
    ``(cx, cy)``."""
    pl0, starts = _starts(center, spinner, cx, cy)
    arms = [list(a) for a in arms] + [[] for _ in range(4 - len(arms))]
    if any(arms[a] for a in (_N, _S)) and spinner < 0:
        raise ValueError("the N and S arms need a spinner")
    if not _inside(pl0.rect(), (MARGIN, MARGIN, width - MARGIN, height - MARGIN)):
        raise ValueError(f"a table area of {width} x {height} is too small for a tile")
    quarters = _layout_quarters(pl0, starts, arms, width, height, cx, cy, lenient=True)
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
    # Rare (a crowded table): try again with some choices made at random (seeded, so the same
    # layout always gets the same places) before giving up.
    rng = random.Random(len(arms[_W]) * 1000 + len(arms[_E]) * 100 + len(arms[_N]) * 10)
    for attempt in range(60):
        order = by_length[::-1] if attempt % 2 else by_length
        got = _layout_shared(pl0, starts, arms, width, height, order, None, attempt % 4 < 2,
                             1500, rng)
        if got is not None:
            return pl0, got
    raise ValueError(f"the layout does not fit a table area of {width} x {height}")


__all__ = ["TILE_LONG", "TILE_SHORT", "MARGIN", "Placement", "layout_placements", "lead_target"]

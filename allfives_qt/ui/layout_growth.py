"""The layout as it grows, play by play: pure geometry, no Qt (play-test pt7, findings 1 to 3).

The table lays the tiles out the way people do on a real table: each play adds one tile at the
open end it was played on, and no tile already laid ever moves or turns relative to the others
(pt7 #1); at most the whole picture is drawn smaller, or slides, so that it stays on the table.
The layout is therefore a function of the plays so far, in their order (the seat's view's
``history``): Undo and the replay viewer show the same picture the player saw at that point.

Where a new tile goes (:func:`_choose`). Each tile touches the one before it in its arm end to end
(:func:`allfives_qt.ui.table_layout._place`: straight on, or at a corner as an L); a double lies
crosswise and never turns a corner, nor does the tile after it, nor an arm's first tile. An arm
runs straight on while the tile, with a way on after it, fits the table at the current scale;
then it turns along the table's edge, outward first (away from the spinner, or the lead: the
centre tile), never so that its open end points back into its own earlier tiles or at the centre
tile (pt7 #2: hooks and spirals). Lines keep a double's width apart where they can (so that a
crosswise double fits between them). Across the table's short dimension (up and down on a table
wider than high) a plain tile that may turn goes straight on only where a double and the tile
after it, neither of which may turn, would still fit beyond it; else it turns there, a tile sooner
(``_ROOMY``; pt73: an N arm that ran straight to the felt's top, a double coming next, shrank the
whole picture while most of the felt stayed empty).

How large it is drawn (:func:`_step`). The picture starts at the tile size setting's largest scale
and shrinks only when the new tile has no such place, or when an open end would have no room for
the next play (a plain tile or a double) that a smaller scale would give: one step of
:data:`SCALE_STEP` at a time, at most :data:`STEPS_PER_PLAY` steps in one play (no single play
shrinks the scale by more than 1 - SCALE_STEP ** 2, about 12%; pt7 #3) unless no tile fits
otherwise. The play that ends the hand needs no room for a next play: it keeps the scale unless
its tile does not fit (pt8 #4). The picture's bounding box must fit the table area less
:data:`~allfives_qt.ui.table_layout.MARGIN` all round; it is not centred: the frame (the part of
the layout plane the table shows) moves only as far as the bounding box needs, so the arms use the
free space on any side.

Layout units are those of :mod:`.table_layout` (a tile 64 x 32); the first tile played lies at
``(0, 0)``. :class:`Grown` holds the state after some plays; :func:`grown` computes it for a view
(cached: each call after a play costs one step).
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from allfives_qt.engine.tiles import HI, IS_DOUBLE, LO

from .table_layout import (_EPS, _HALF, MARGIN, Placement, _Cursor, _inside, _neg, _overlaps,
                           _place)

#: Each shrink of the drawing scale multiplies it by this.
SCALE_STEP = 0.94
#: Shrinks allowed in one play before the layout may take a place it would rather not (a U-turn
#: along the table's edge) or shrink further (only when nothing else fits).
STEPS_PER_PLAY = 2
#: The smallest drawing scale tried before the rules for a good place are relaxed.
SMALLEST = 0.45
#: How far (layout units: half a tile's length) the middle of the tiles' bounding box may lie
#: from the middle of the table after a play before the picture is nudged back (:func:`_reframe`).
CENTRE_SLACK = 32.0

_W, _E, _N, _S = 0, 1, 2, 3
_LEAD, _LEAD_FLIPPED = 4, 5
_LEFT, _RIGHT, _UP, _DOWN = (-1, 0), (1, 0), (0, -1), (0, 1)
_Q = _HALF / 2
#: Room kept between the layout and the frame's edge, so that rounding never puts a tile's edge
#: past the margin.
_SLACK = 0.01
#: Whether the room kept for the next play at every open end includes a way on after it.
_DEEP = False

#: How a place may be chosen, from the best: ``_GOOD`` keeps a double's width from other lines
#: and turns outward; ``_UTURN`` may also head back along the table's edge towards the side the
#: arm came from; ``_CROWD`` may also run next to another line; ``_ANY``: any place that
#: overlaps nothing (the open end may then point into its own arm; counted by the tests).
_GOOD, _UTURN, _CROWD, _ANY = 0, 1, 2, 3
#: Above ``_GOOD``, tried at the current scale only: ``_GOOD``, and across the table's short
#: dimension a straight place for a tile that may turn keeps room beyond it (:func:`_roomy`).
_ROOMY = -1


class DeadEnd(ValueError):
    """A play whose tile has no place that overlaps nothing: its open end is walled in by other
    lines (rare; the table then lays the hand out afresh: :mod:`.table_frame`)."""


def _ccw(d):
    """``d`` turned a quarter counter-clockwise on screen (y grows downwards): right -> up."""
    return (d[1], -d[0])


class _Arm(NamedTuple):
    """One arm as it grows: its open end ``cur`` (a :class:`table_layout._Cursor`), the pips
    there (``pips``), the outlines of its own tiles (``own``), the direction of its first tile
    (``first``)."""

    cur: _Cursor | None
    pips: int
    own: tuple
    first: tuple | None


class Grown(NamedTuple):
    """The layout after some plays. ``placements``: every tile, in the order played, in layout
    units (the first tile at ``(0, 0)``); ``rects``: their outlines; ``lanes``: the outlines
    widened by half a tile across their line (see :func:`table_layout._place`); ``arms``: the
    four :class:`_Arm` (W, E, N, S); ``centre``: the index of the centre tile (the lead, or the
    spinner); ``scale``: scene units per layout unit; ``fx``, ``fy``: the middle of the part of
    the plane the table shows; ``size``: the table area ``(width, height)`` in scene units;
    ``spun``: whether a spinner has been played; ``turned``: plays so far that took a place of
    the last resort (``_ANY``) or shrank more than :data:`STEPS_PER_PLAY` steps."""

    placements: tuple
    rects: tuple
    lanes: tuple
    arms: tuple
    centre: int
    scale: float
    fx: float
    fy: float
    size: tuple
    spun: bool
    turned: int

    def frame_size(self, scale: float, margin: float = MARGIN) -> tuple[float, float]:
        """The table area less ``margin`` (scene units) all round, in layout units at ``scale``."""
        w, h = self.size
        return (w - 2 * margin) / scale, (h - 2 * margin) / scale

    def box(self) -> tuple[float, float, float, float]:
        """The bounding box of every tile, ``(left, top, right, bottom)`` in layout units."""
        return _extent(self.rects)

    def on_table(self, p: Placement) -> Placement:
        """``p`` (layout units) where the table draws it: table-area units, scaled."""
        w, h = self.size
        s = self.scale
        return Placement(p.tile, p.first, p.second, (p.x - self.fx) * s + w / 2,
                         (p.y - self.fy) * s + h / 2, p.angle)


def _extent(rects) -> tuple[float, float, float, float]:
    """The bounding box of the outlines ``rects`` (each ``(left, top, right, bottom)``, layout
    units): ``(left, top, right, bottom)``."""
    return (min(q[0] for q in rects), min(q[1] for q in rects), max(q[2] for q in rects),
            max(q[3] for q in rects))


def _start(tile: int, end: int, spinner: bool, size) -> Grown:
    """The layout of the lead alone (RULES.md, "A hand", 2): a double crosswise (a spinner with
    four ends), any other tile along the line, its W half (``end``: LEAD, the low half) left."""
    a, b = (LO[tile], HI[tile]) if end == _LEAD else (HI[tile], LO[tile])
    if a == b:
        pl = Placement(tile, a, b, 0.0, 0.0, 90.0)
        curs = [_Cursor(0.0, 0.0, _LEFT), _Cursor(0.0, 0.0, _RIGHT)]
        if spinner:
            curs += [_Cursor(0.0, -_Q, _UP), _Cursor(0.0, _Q, _DOWN)]
    else:
        pl = Placement(tile, a, b, 0.0, 0.0, 0.0)
        curs = [_Cursor(-_Q, 0.0, _LEFT), _Cursor(_Q, 0.0, _RIGHT)]
    curs += [None] * (4 - len(curs))
    pips = (a, b, a, a)
    arms = tuple(_Arm(c, pips[i], (), None) for i, c in enumerate(curs))
    r = pl.rect()
    return Grown((pl,), (r,), (r,), arms, 0, 0.0, 0.0, 0.0, tuple(size), spinner, 0)


def _fits(g: Grown, r, scale: float) -> bool:
    """Whether the layout with the outline ``r`` added fits the table at ``scale``."""
    box = g.box()
    fw, fh = g.frame_size(scale)
    return (max(box[2], r[2]) - min(box[0], r[0]) <= fw - _SLACK
            and max(box[3], r[3]) - min(box[1], r[1]) <= fh - _SLACK)


def _hits(x: float, y: float, d, rects) -> bool:
    """Whether the ray from ``(x, y)`` towards ``d`` meets one of ``rects``."""
    for r in rects:
        if d[0] == 0:
            if r[0] + _EPS < x < r[2] - _EPS and (r[1] > y if d[1] > 0 else r[3] < y):
                return True
        elif r[1] + _EPS < y < r[3] - _EPS and (r[0] > x if d[0] > 0 else r[2] < x):
            return True
    return False


def _clear(g: Grown, r, skip: int) -> bool:
    """No tile overlaps the outline ``r`` (the tile of index ``skip`` aside)."""
    return not any(_overlaps(r, q) for i, q in enumerate(g.rects) if i != skip)


def _turns(g: Grown, arm: _Arm, scale: float):
    """The two corners ``arm`` may turn, outward first: the way pointing away from the centre
    tile first; where both are as far out, clockwise (so the arms wind round the centre like a
    pinwheel and keep out of each other's way), then the way with more free room."""
    cur = arm.cur
    c = g.placements[g.centre]
    ox, oy = cur.ax - c.x, cur.ay - c.y
    box = g.box()
    fw, fh = g.frame_size(scale)
    room_x, room_y = fw - (box[2] - box[0]), fh - (box[3] - box[1])

    def key(nd):
        out = nd[0] * ox + nd[1] * oy
        side = (box[0] - (cur.ax - room_x) if nd[0] < 0 else cur.ax + room_x - box[2]) \
            if nd[0] else (box[1] - (cur.ay - room_y) if nd[1] < 0 else cur.ay + room_y - box[3])
        return (-round(out, 3), nd != cw, -round(side, 3))

    cw = _neg(_ccw(cur.d))
    return sorted((cw, _neg(cw)), key=key)


def _options(g: Grown, arm: _Arm, tile: int, inner: int, outer: int, scale: float, level: int,
             skip: int, look: bool = True):
    """The places ``tile`` may take at the open end of ``arm`` at ``scale``, best first, as
    :func:`table_layout._place` results, allowed at ``level`` (``_GOOD`` .. ``_ANY``). ``skip``:
    the index of the tile the open end belongs to (it may touch the lane there). With ``look``,
    a place needs a way on after it (a plain tile fits at its open end, ``level`` allowing)."""
    cur = arm.cur
    straight_only = inner == outer or not arm.own or (cur.double and level < _ANY)
    dirs = [cur.d] if straight_only else [cur.d] + _turns(g, arm, scale)
    out = []
    centre = g.rects[g.centre]
    for nd in dirs:
        got = _place(cur, nd, tile, inner, outer)
        pl, r, lane, nxt = got
        if not _clear(g, r, -1) or (level < _ANY and not _fits(g, r, scale)):
            continue
        if level < _CROWD and not _apart(g, r, lane, skip):
            continue
        if nd != cur.d and level < _ANY:
            # Before the spinner the whole line is one arm (its two ends may join one later).
            if _hits(nxt.ax, nxt.ay, nd, arm.own + (centre,) if g.spun else g.rects):
                continue  # a hook: the open end would point into its own arm
            if level < _UTURN and arm.first is not None and nd == _neg(arm.first):
                continue
        if look and level < _ANY and not _way_on(g, arm, got, scale, level):
            continue
        if level == _ROOMY and nd == cur.d and not straight_only and _short_way(g, nd, scale) \
                and not _roomy(g, arm, got, scale):
            continue
        out.append(got)
    return out


def _apart(g: Grown, r, lane, skip: int) -> bool:
    """Whether a tile with outline ``r`` and lane ``lane`` keeps a double's width from the other
    lines (the tile it touches, of index ``skip``, aside)."""
    for i, (q, ql) in enumerate(zip(g.rects, g.lanes)):
        if i != skip and (_overlaps(lane, q) or _overlaps(r, ql)):
            return False
    return True


def _with(g: Grown, a: int, got, scale: float, pips: int) -> Grown:
    """``g`` with the place ``got`` (a :func:`_place` result) added at the end of arm ``a``."""
    pl, r, lane, nxt = got
    arm = g.arms[a]
    first = arm.first if arm.first is not None else nxt.d
    arms = list(g.arms)
    arms[a] = _Arm(nxt, pips, arm.own + (r,), first)
    return g._replace(placements=g.placements + (pl,), rects=g.rects + (r,),
                      lanes=g.lanes + (lane,), arms=tuple(arms), scale=scale)


def _extended(g: Grown, arm: _Arm, got) -> tuple[Grown, _Arm]:
    """``g`` with the place ``got`` (a :func:`_place` result) taken at the end of ``arm``, and
    that arm after it (its pips left unknown: 0), for looking ahead; the scale unchanged."""
    pl, r, lane, nxt = got
    h = g._replace(placements=g.placements + (pl,), rects=g.rects + (r,), lanes=g.lanes + (lane,))
    return h, _Arm(nxt, 0, arm.own + (r,), arm.first if arm.first is not None else nxt.d)


def _way_on(g: Grown, arm: _Arm, got, scale: float, level: int) -> bool:
    """Whether a plain tile (or, after a double, the straight one) fits after the place ``got``."""
    h, nxt_arm = _extended(g, arm, got)
    return bool(_options(h, nxt_arm, -1, 0, 1, scale, level, len(g.rects), look=False))


def _short_way(g: Grown, d, scale: float) -> bool:
    """Whether the direction ``d`` runs across the shorter side of the table at ``scale``
    (up or down on a table wider than high)."""
    fw, fh = g.frame_size(scale)
    return (d[1] != 0) == (fh <= fw)


def _roomy(g: Grown, arm: _Arm, got, scale: float) -> bool:
    """Whether, after the place ``got`` at the end of ``arm``, a double (crosswise, straight on)
    fits at ``scale``, then the plain tile after it (straight on too), with a way on after that
    (:func:`_way_on`): the longest straight run the next plays can force."""
    h, a2 = _extended(g, arm, got)
    double = _options(h, a2, -1, 0, 0, scale, _GOOD, len(g.rects), look=False)
    if not double:
        return False
    h2, a3 = _extended(h, a2, double[0])
    return bool(_options(h2, a3, -1, 0, 1, scale, _GOOD, len(h.rects)))


def _choose(g: Grown, a: int, tile: int, outer: int, spinner: bool):
    """``g`` with ``tile`` played at the open end of arm ``a`` (its far half ``outer``;
    ``spinner``: it becomes the spinner), and whether the place was forced. ``_ROOMY`` at the
    current scale first; then the best level at the current scale or up to
    :data:`STEPS_PER_PLAY` steps smaller, where every open end keeps room for the next play
    (:func:`_room`), else the first such place without that room; then smaller still; last
    (forced) any place that overlaps nothing, the scale made to fit it."""
    arm = g.arms[a]
    inner = arm.pips
    skip = _last_index(g, a)
    scales = [g.scale * SCALE_STEP ** k for k in range(STEPS_PER_PLAY + 1)]
    fallback = None
    tries = [(_ROOMY, g.scale)] + [(level, s) for level in (_GOOD, _UTURN, _CROWD) for s in scales]
    for level, s in tries:
        for got in _options(g, arm, tile, inner, outer, s, level, skip):
            new = _after(g, a, got, s, outer, spinner)
            short = _cramped(new)
            if not short:
                return new, False
            if fallback is None or short < fallback[0]:
                fallback = (short, new)
    if fallback is not None:
        return fallback[1], False
    for s in scales:  # a place with no way on yet (the next play may shrink the scale)
        for level in (_GOOD, _UTURN, _CROWD):
            opts = _options(g, arm, tile, inner, outer, s, level, skip, False)
            if opts:
                return _after(g, a, opts[0], s, outer, spinner), False
    s = scales[-1] * SCALE_STEP
    while s >= SMALLEST:
        for level in (_GOOD, _UTURN, _CROWD):
            opts = _options(g, arm, tile, inner, outer, s, level, skip)
            if opts:
                return _after(g, a, opts[0], s, outer, spinner), True
        s *= SCALE_STEP
    opts = _options(g, arm, tile, inner, outer, g.scale, _ANY, skip)
    if not opts:
        raise DeadEnd(f"no place for tile {tile} at end {a}")
    got = opts[0]
    return _after(g, a, got, min(g.scale, _scale_for(g, got[1])), outer, spinner), True


def _after(g: Grown, a: int, got, scale: float, outer: int, spinner: bool) -> Grown:
    """``g`` with the place ``got`` taken at arm ``a`` at ``scale`` (see :func:`_with`), the
    tile made the spinner when ``spinner``."""
    new = _with(g, a, got, scale, outer)
    return _spin(new, a) if spinner else new


def _scale_for(g: Grown, r) -> float:
    """The largest scale at which the layout with the outline ``r`` added fits the table."""
    box = g.box()
    w = max(box[2], r[2]) - min(box[0], r[0])
    h = max(box[3], r[3]) - min(box[1], r[1])
    fw, fh = g.frame_size(1.0)
    return min(fw / w, fh / h)


def _last_index(g: Grown, a: int) -> int:
    """The index of the tile whose open end arm ``a`` is (the centre tile for an empty arm)."""
    own = g.arms[a].own
    if not own:
        return g.centre
    return g.rects.index(own[-1])


def _spin(g: Grown, end: int) -> Grown:
    """``g`` whose last tile, a double played on the line's ``end`` (W or E), became the spinner:
    the line so far becomes the arm on its covered side, the spinner's other long side and its two
    ends start new arms (RULES.md, "Doubles and the spinner"). No tile moves."""
    pl = g.placements[-1]
    nxt = g.arms[end].cur
    d = nxt.d
    old = g.arms[1 - end]
    line = _Arm(old.cur, old.pips, g.arms[end].own[:-1] + (g.rects[g.centre],) + old.own,
                _neg(d))
    v = pl.first
    fresh = _Arm(_Cursor(pl.x, pl.y, d), v, (), None)
    e_dir = d if end == _E else _neg(d)
    n = _ccw(e_dir)
    arm_n = _Arm(_Cursor(pl.x + n[0] * _Q, pl.y + n[1] * _Q, n), v, (), None)
    arm_s = _Arm(_Cursor(pl.x - n[0] * _Q, pl.y - n[1] * _Q, _neg(n)), v, (), None)
    arms = (line, fresh) if end == _E else (fresh, line)
    return g._replace(arms=arms + (arm_n, arm_s), centre=len(g.placements) - 1, spun=True)


def _open_arms(g: Grown) -> list[int]:
    """The arms whose end is open: W and E; with a spinner, N and S too once both its sides are
    covered (RULES.md, "Doubles and the spinner")."""
    out = [_W, _E]
    if g.spun and g.arms[_W].own and g.arms[_E].own:
        out += [_N, _S]
    return out


def _room(g: Grown, count: bool = False):
    """Whether every open end has room for the next play at ``g.scale``: a plain tile, and
    (unless the end is a double's) a double (with :data:`_DEEP`, each with a way on after it).
    With ``count``: how many ends have no such room (0: all have)."""
    short = 0
    for a in _open_arms(g):
        arm = g.arms[a]
        skip = _last_index(g, a)
        v = arm.pips
        if not _options(g, arm, -1, v, (v + 1) % 7, g.scale, _UTURN, skip, _DEEP) or (
                not arm.cur.double and not _options(g, arm, -1, v, v, g.scale, _UTURN, skip,
                                                    _DEEP)):
            if not count:
                return False
            short += 1
    return short if count else True


def _cramped(g: Grown) -> int:
    """How many open ends lack room for the next play (:func:`_room`) only because the table is
    too small at ``g.scale``: a smaller scale would give them room (an end walled in by other
    lines gets none from shrinking, so it does not count)."""
    short = _room(g, True)
    return short and short - _room(g._replace(scale=1e-3), True)


def _reframe(g: Grown) -> Grown:
    """``g`` with its frame (the part of the plane the table shows) slid as the table keeps it
    after a play, each way (across, up/down) on its own (:func:`_slid`): nudged back towards the
    middle of the tiles while that lies more than :data:`CENTRE_SLACK` from the frame's middle;
    within that, moved as little as it takes to show every place the next play can take
    (:func:`_next_places`), so that lighting it seldom needs a slide
    (:meth:`.table_frame.TableFrame.light`); and as far as it takes to show every tile
    (centred on them when they do not fit: a forced place). Never changes the scale."""
    box = g.box()
    fw, fh = g.frame_size(g.scale)
    room = _extent(g.rects + tuple(_next_places(g)))
    return g._replace(fx=_slid(g.fx, (box[0], box[2]), (room[0], room[2]), fw),
                      fy=_slid(g.fy, (box[1], box[3]), (room[1], room[3]), fh))


def _slid(f: float, tiles: tuple, room: tuple, size: float) -> float:
    """The frame's middle ``f`` (layout units, one way) after a play: within
    :data:`CENTRE_SLACK` of the middle of ``tiles`` (their extent that way, ``(low, high)``);
    within that and no further than :data:`CENTRE_SLACK` from ``f``, moved as little as it
    takes for the frame (``size`` long) to hold ``room`` (the tiles and the places of the next
    play) when it can; then as little as it takes to hold the tiles. The middle of the tiles
    when they do not fit. So a play slides the picture by half a tile's length at most, unless
    its tile needs more to be seen (a tile's length at most)."""
    mid = (tiles[0] + tiles[1]) / 2
    if tiles[1] - tiles[0] > size + _EPS:
        return mid

    def near(x: float, lo: float, hi: float) -> float:
        return min(max(x, lo), hi)

    g = near(f, mid - CENTRE_SLACK, mid + CENTRE_SLACK)
    if room[1] - room[0] <= size + _EPS:
        lo = max(mid - CENTRE_SLACK, min(g, f - CENTRE_SLACK))
        hi = min(mid + CENTRE_SLACK, max(g, f + CENTRE_SLACK))
        g = near(near(g, room[1] - size / 2, room[0] + size / 2), lo, hi)
    return near(g, tiles[1] - size / 2, tiles[0] + size / 2)


def _next_places(g: Grown) -> list:
    """The outlines (layout units) of the places the next play will most likely take in ``g``:
    at each open end, a plain tile's and (unless the end is a double's) a double's, the first
    :func:`_options` gives at the scale drawn (as :func:`_choose` takes it unless the play
    needs a smaller scale; the pips beyond the open end do not change the place, and a double
    becoming the spinner lies where any double does). An end with none gives none."""
    out = []
    for a in _open_arms(g):
        arm = g.arms[a]
        v = arm.pips
        skip = _last_index(g, a)
        for outer in ((v + 1) % 7,) if arm.cur.double else ((v + 1) % 7, v):
            for level in (_GOOD, _UTURN, _CROWD):
                opts = _options(g, arm, -1, v, outer, g.scale, level, skip)
                if opts:
                    out.append(opts[0][1])
                    break
    return out


def _step(g: Grown, tile: int, end: int, spinner: bool, last: bool = False) -> Grown:
    """``g`` with ``tile`` played on the open end ``end`` (W, E, N or S); ``spinner``: the tile
    becomes the spinner; ``last``: the play ends the hand (RULES.md, "A hand", 5), so no next
    play needs room: the tile takes the place it would take anyway, and the scale shrinks only
    as far as that tile needs to fit (pt8 #4)."""
    arm = g.arms[end]
    if arm.cur is None:
        raise ValueError(f"no open end {end} in this layout")
    inner = arm.pips
    outer = HI[tile] if LO[tile] == inner else LO[tile]
    start = g.scale
    new, forced = _choose(g, end, tile, outer, spinner)
    if last and not forced:
        s = start
        while s > new.scale * (1 + _EPS) and not _fits(new, new.rects[-1], s):
            s *= SCALE_STEP
        return _reframe(new._replace(scale=max(s, new.scale), turned=g.turned))
    while not forced and start / new.scale < SCALE_STEP ** -STEPS_PER_PLAY - _EPS \
            and _cramped(new):
        new = new._replace(scale=new.scale * SCALE_STEP)
    return _reframe(new._replace(turned=g.turned + forced))


#: The largest scale a layout grows its shape at (the "normal" tile size's): with a larger one
#: (the "large" tile size) the layout keeps that shape and is only drawn larger, as far as the
#: table allows (:func:`_magnified`). Grown at the larger scale, its lines turned sooner and the
#: picture often ended smaller than the normal size's (play-test pt40 #2: in 27% of positions of
#: random hands, down to 72% of it).
SHAPE_LARGEST = 1.6
#: Such a layout is drawn this much smaller than the table would hold, for the next plays.
ROOM_STEP = 0.97


def _fit_scale(size: tuple, rects) -> float:
    """The largest scale at which the outlines ``rects`` (layout units) fit a table area of
    ``size`` (scene units) less its margin."""
    w, h = size
    left, top, right, bottom = _extent(rects)
    return min((w - 2 * MARGIN) / (right - left + _SLACK),
               (h - 2 * MARGIN) / (bottom - top + _SLACK))


@lru_cache(maxsize=1024)
def _magnified(plays: tuple, spinner: int, size: tuple, largest: float, ended: bool = False) -> Grown:
    """The layout after ``plays`` grown as at :data:`SHAPE_LARGEST` (:func:`_grown`), drawn at
    most ``largest / SHAPE_LARGEST`` times as large as that, and no larger than the table holds
    its tiles and the places of the next play (:func:`_next_places`, as the growth keeps room),
    but never smaller than that layout, nor larger than after the play before. As in the growth,
    one play shrinks it by at most :data:`STEPS_PER_PLAY` steps unless its tiles do not fit
    otherwise (then counted in ``turned``); its frame slides play by play as :func:`_reframe`
    slides it at the scale drawn."""
    g = _grown(plays, spinner, size, SHAPE_LARGEST, ended)
    most = g.scale * largest / SHAPE_LARGEST
    want = min(most, _fit_scale(size, g.rects + (() if ended else tuple(_next_places(g)))) * ROOM_STEP)
    if len(plays) == 1:
        return g._replace(scale=max(g.scale, want))
    tile = plays[-1][0]
    spun = -1 if tile == spinner else spinner
    before = _magnified(plays[:-1], spun, size, largest)
    floor = before.scale * SCALE_STEP ** STEPS_PER_PLAY
    scale = min(before.scale, max(g.scale, want, min(floor, most, _fit_scale(size, g.rects))))
    base = _grown(plays[:-1], spun, size, SHAPE_LARGEST).turned
    turned = before.turned - base + g.turned + (scale < floor * (1 - _EPS) and g.turned == base)
    return _reframe(g._replace(scale=scale, fx=before.fx, fy=before.fy, turned=turned))


@lru_cache(maxsize=1024)
def _grown(plays: tuple, spinner: int, size: tuple, largest: float, ended: bool = False) -> Grown:
    """The layout after ``plays`` (``(tile, end)`` in order; the first a lead); ``spinner``: the
    spinner's tile id, or -1; ``ended``: the last play ended the hand."""
    tile, end = plays[-1]
    if len(plays) == 1:
        return _start(tile, end, tile == spinner, size)._replace(scale=largest)
    before = _grown(plays[:-1], -1 if tile == spinner else spinner, size, largest)
    return _step(before, tile, end, tile == spinner and not before.spun, ended)


def walled_in(g: Grown, tile: int, end: int) -> Placement:
    """Where ``tile`` played on the open end ``end`` (W, E, N or S) of ``g`` lies in ``g``'s
    layout units when that end is walled in (:class:`DeadEnd`: every place there overlaps a
    tile): the place the open end points at, straight on, or round a corner where straight on
    leaves the table as drawn and the corner does not (a double, the tile after it and an arm's
    first tile run straight on). It overlaps the wall; the window lights it there, at its end,
    and the table then lays the hand out afresh (:func:`.table_frame.laid`). Raises
    ``ValueError`` for an end that is not open in ``g``."""
    arm = g.arms[end] if 0 <= end < len(g.arms) else None
    if arm is None or arm.cur is None:
        raise ValueError(f"no open end {end} in this layout")
    inner = arm.pips
    outer = HI[tile] if LO[tile] == inner else LO[tile]
    cur = arm.cur
    dirs = [cur.d] if inner == outer or not arm.own or cur.double else \
        [cur.d] + _turns(g, arm, g.scale)
    places = [_place(cur, nd, tile, inner, outer)[0] for nd in dirs]
    fw, fh = g.frame_size(g.scale)
    room = (g.fx - fw / 2, g.fy - fh / 2, g.fx + fw / 2, g.fy + fh / 2)
    return next((p for p in places if _inside(p.rect(), room)), places[0])


def _ends_hand(view, extra) -> bool:
    """Whether the last play of ``view`` (or ``extra``, a play the seat to act would make) ends
    the hand: the hand is over and its last event is a play, or the seat plays its last tile
    (RULES.md, "A hand", 5). A play that would block the hand is not foreseen here."""
    if extra is not None:
        sizes = getattr(view, "hand_sizes", None)
        turn = getattr(view, "turn", -1)
        return getattr(view, "status", 0) == 0 and bool(sizes) and 0 <= turn < len(sizes) \
            and sizes[turn] == 1
    hist = getattr(view, "history", None) or ()
    return getattr(view, "status", 0) != 0 and bool(hist) and hist[-1].kind == 0


def _plays(view) -> tuple:
    """The plays of ``view`` in order, ``(tile, end)``: from its ``history`` when that holds
    every tile of the layout; else (a view built by hand) the centre tile as the lead, then the
    arms' tiles in turn, W, E, N, S, one of each at a time."""
    hist = getattr(view, "history", None) or ()
    plays = tuple((e.tile, e.end) for e in hist if e.kind == 0)  # engine.hand.PLAY
    if len(plays) == 1 + sum(len(a) for a in view.arms):
        return plays
    tile, wp, _ = view.center
    out = [(tile, _LEAD if wp == LO[tile] else _LEAD_FLIPPED)]
    for k in range(max((len(a) for a in view.arms), default=0)):
        out.extend((arm[k][0], a) for a, arm in enumerate(view.arms) if k < len(arm))
    return tuple(out)


def grown(view, width: float, height: float, largest: float, extra=None) -> Grown | None:
    """The layout of ``view`` (the seat's view: its ``center``, ``arms``, ``spinner``,
    ``history``; ``status``, ``turn`` and ``hand_sizes`` tell a play that ends the hand) on a
    table area ``width`` x ``height`` (scene units), drawn at most ``largest`` scene units per
    layout unit (above :data:`SHAPE_LARGEST`: that shape drawn larger); None before the lead.
    ``extra``: one more play ``(tile, end)`` (an open end W, E, N or S): where it would go. Raises ``ValueError`` for an end that is not
    open in the layout."""
    if view.center is None:
        return None
    plays = _plays(view)
    spinner = view.spinner
    if extra is not None:
        plays += (tuple(extra),)
        spins = getattr(view, "becomes_spinner", None)
        if spinner < 0 and (spins(extra[0]) if spins else IS_DOUBLE[extra[0]]):
            spinner = extra[0]
    if spinner >= 0 and all(t != spinner for t, _ in plays):
        spinner = -1
    grow = _magnified if largest > SHAPE_LARGEST + _EPS else _grown
    return grow(plays, spinner, (float(width), float(height)), float(largest), _ends_hand(view, extra))


__all__ = ["SCALE_STEP", "SHAPE_LARGEST", "STEPS_PER_PLAY", "DeadEnd", "Grown", "grown", "walled_in"]

"""How large the table draws the layout, and where its open ends lie on the screen: pure
geometry, no Qt (issue 11, items 2 and 4).

:mod:`.table_layout` lays the tiles out on a table area in layout units; this module chooses the
scale. :func:`layout_scale` finds the largest scale (up to the tile size setting's
:data:`LARGEST_SCALE`) at which the layout, laid out on the table area divided by that scale, keeps
each arm in its quarter with room for the next play; the scale steps down as the layout grows and
never below 1 (one layout unit per scene unit), where every hand fits. :class:`TableFrame` keeps
the table area and the scale for the window. Which ends are open comes from the seat's view (the
engine), never from here; :func:`end_places` says where each one lies on the screen, so the window
can name it ("the end at the top right").
"""

from __future__ import annotations

import math

from allfives_qt.engine.tiles import TILES

from .table_layout import (_EPS, MARGIN, TILE_LONG, Placement, _inside, _layout_quarters, _starts,
                           end_target, late_origin, layout_centre, layout_placements, lead_target)


#: Each step down the ladder of layout scales multiplies the scale by this (see :func:`layout_scale`).
SCALE_STEP = 0.94
#: Tries an arm gets to fit its quarter when a scale is checked (a layout that needs more is
#: treated as not fitting, and a smaller scale is tried).
_FIT_BUDGET = 200


#: How strictly :func:`_fits_quarters` keeps the tile after a double straight on: with the next
#: play too; in the layout as it stands only; not where it cannot (see :func:`layout_scale`).
_STRICT, _NOW, _LENIENT = 0, 1, 2


def _fits_quarters(view, width: float, height: float, mode: int = _STRICT) -> bool:
    """Whether the layout of ``view`` and one more tile on any of its open ends (a plain tile or a
    double) fit a table area of ``width`` x ``height`` with every arm in its own quarter, the
    tile after a double straight on (``mode``: always; in the layout as it stands, the next
    play's arm turned after a double where it must; or turned wherever it must)."""
    cx, cy = layout_centre(view, width, height)
    pl0, starts = _starts(view.center, view.spinner, cx, cy)
    if not _inside(pl0.rect(), (MARGIN, MARGIN, width - MARGIN, height - MARGIN)):
        return False
    arms = [list(a) for a in view.arms]
    if mode == _NOW:
        now = _layout_quarters(pl0, starts, arms, width, height, cx, cy, _FIT_BUDGET,
                               [a for a in range(4) if arms[a]])
        if any(v is None for v in now.values()):
            return False
    lenient = mode != _STRICT
    for a, pips in enumerate(view.ends):
        if pips < 0:
            continue
        for outer in (pips, (pips + 1) % 7):
            grown = list(arms)
            grown[a] = arms[a] + [(-1, pips, outer)]
            # Only the grown arm can stop fitting (each arm has its quarter to itself).
            got = _layout_quarters(pl0, starts, grown, width, height, cx, cy, _FIT_BUDGET, (a,),
                                   lenient)
            if any(v is None for v in got.values()):
                return False
    return True


def layout_scale(view, width: float, height: float, largest: float,
                 previous: float | None = None) -> float:
    """Return how large the layout of ``view`` may be drawn on a table area of ``width`` x
    ``height`` scene units: scene units per layout unit, from ``largest`` down to 1.

    ``view``: the seat's view of the hand (:class:`~allfives_qt.engine.hand.SeatView`, or anything
    with its ``center``, ``arms``, ``spinner`` and ``ends``). The result is the first scale of the
    ladder ``largest``, ``largest * SCALE_STEP``, ``largest * SCALE_STEP ** 2``, ... (1 ends it)
    at which the layout, laid out on ``(width / scale) x (height / scale)`` layout units, keeps
    every arm in its own quarter with room for one more tile, plain or double, on every open end:
    the table then shows the layout as large as it fits, and it shrinks a step at a time as the
    layout grows. At scale 1 every hand fits (see :func:`layout_placements`). ``previous``: the
    scale shown so far in this hand; the ladder starts at or below it, so the layout never grows
    back while a hand goes on. After its first rung the ladder is searched by bisection (a layout
    that fits at one scale fits, as a rule, at the smaller ones). The tile after a double runs
    straight on; where it cannot even at scale 1 (a run of doubles, or an N or S arm whose second
    tile is a double: no room for the tile after the next), the next play is checked with that
    tile turned, and then the layout as it stands too, so the layout does not shrink for
    nothing. Before the lead the result is ``largest`` (or the rung at or below ``previous``).
    Draw with :func:`scaled`.
    """
    scale = max(largest, 1.0)
    ceiling = scale if previous is None else min(scale, previous)
    while scale > ceiling + _EPS:
        scale *= SCALE_STEP
    rungs = []
    while scale > 1.0:
        rungs.append(scale)
        scale *= SCALE_STEP
    rungs.append(1.0)
    if view.center is None:
        return rungs[0]
    last = len(rungs) - 1
    for mode in (_STRICT, _NOW, _LENIENT):
        def fits(i: int, mode: int = mode) -> bool:
            return i == last or _fits_quarters(view, width / rungs[i], height / rungs[i], mode)

        if fits(0):  # the usual case while a hand goes on: the scale so far still fits
            return rungs[0]
        lo, hi = 1, last  # a smaller scale fits a layout at least as well: bisect
        while lo < hi:
            mid = (lo + hi) // 2
            if fits(mid):
                hi = mid
            else:
                lo = mid + 1
        if lo < last or last == 0 or _fits_quarters(view, width, height, mode):
            break
    return rungs[lo]


def scaled(p: Placement, scale: float) -> Placement:
    """Return ``p`` with its centre multiplied by ``scale``: where it lies on the table when the
    layout is drawn ``scale`` times as large (its item then gets ``setScale(scale)``)."""
    return Placement(p.tile, p.first, p.second, p.x * scale, p.y * scale, p.angle)


#: The largest layout scale for each tile size of the settings (see :class:`TableFrame`).
LARGEST_SCALE = {"small": 1.25, "normal": 1.6, "large": 2.0}


class TableFrame:
    """How the table draws the layout of a hand: on a table area ``width`` x ``height`` (scene
    units), laid out on ``(width / scale) x (height / scale)`` layout units and drawn ``scale``
    times as large (:func:`layout_scale`). Everything it returns is in table-area units (the
    area's top-left corner at ``(0, 0)``), already scaled: a tile item goes to a placement's
    ``(x, y)`` with ``setScale(frame.scale)``.

    ``largest``: the largest scale (:data:`LARGEST_SCALE` of the tile size setting). The scale
    starts there with each hand (:meth:`fit` with ``keep=False``) and steps down as the layout
    grows (:meth:`fit`).
    """

    def __init__(self, width: float, height: float, largest: float = 1.0) -> None:
        self.width, self.height = float(width), float(height)
        self.largest = largest
        self.scale = max(1.0, largest)

    def fit(self, view, keep: bool = True) -> bool:
        """Choose the scale for the layout of ``view`` (the seat's view); with ``keep``, never
        larger than the scale so far (a hand going on). Return whether the scale changed."""
        old = self.scale
        self.scale = layout_scale(view, self.width, self.height, self.largest,
                                  old if keep else None)
        return abs(self.scale - old) > _EPS

    def _area(self) -> tuple[float, float]:
        return self.width / self.scale, self.height / self.scale

    def placements(self, view) -> list[Placement]:
        """Where every tile of the layout of ``view`` lies (see :func:`layout_placements`)."""
        return [scaled(p, self.scale) for p in
                layout_placements(view.center, view.arms, view.spinner, *self._area(),
                                  late_origin(view))]

    def target(self, view, arm: int, tile: int) -> Placement | None:
        """Where ``tile`` would lie if played on ``arm`` (see :func:`end_target`)."""
        p = end_target(view, arm, tile, *self._area())
        return None if p is None else scaled(p, self.scale)

    def lead(self) -> tuple[float, float]:
        """Where the lead lies: the middle of the table area."""
        return lead_target(self.width, self.height)

    def places(self, view) -> dict[int, str]:
        """Where each open end lies on the screen (see :func:`end_places`)."""
        return end_places(view, *self._area())


#: Where an open end can lie, seen from the middle of the table: eight directions, clockwise on
#: screen from the right (see :func:`end_places`).
END_PLACES = ("right", "bottom-right", "bottom", "bottom-left", "left", "top-left", "top",
              "top-right")


def end_places(view, width: float, height: float) -> dict[int, str]:
    """Return where each open end of ``view`` lies in the layout as drawn: ``{arm: place}``, a
    place of :data:`END_PLACES`, for every arm whose end is open (``view.ends``, from the
    engine), so the window can say "the end at the bottom" after an arm has turned a corner,
    where the arm's direction from the spinner no longer matches. ``width``, ``height``: the
    table area, as for :func:`layout_placements`.

    The place says where the end's spot (where a tile played there would lie) is seen from the
    spinner (or the lead; :func:`~.table_layout.layout_centre`: the table's middle, unless a late
    spinner stayed where it was played): left or right when it lies more
    than half a tile's length from it across, top or bottom likewise up and down
    (:func:`_words`); but a side is not named when a tile of the layout lies further that way
    level with the spot: an arm that has turned back ends at the *left* end of the bottom row,
    which is no "bottom right" even when the row lies right of the middle (play-test pt6 #15).
    An end near the middle both ways, or one each side names away, is named by the way nearest
    its direction from the middle that no tile blocks so. The layout is not
    mirrored for right-to-left languages, so neither are the places. When two ends get the same
    place, the one nearer that direction's middle keeps it and the other takes the next free
    direction on its side: every open end gets a different place.
    """
    if view.center is None:
        return {}
    tiles = [p.rect() for p in layout_placements(view.center, view.arms, view.spinner, width,
                                                 height, late_origin(view))]
    spots = {}
    for arm, pips in enumerate(view.ends):
        if pips >= 0:
            p = end_target(view, arm, _STAND_IN[pips], width, height)
            if p is not None:
                spots[arm] = p.rect()
    mid = layout_centre(view, width, height)  # the spinner, or the lead
    found, open_ways = {}, {}
    for arm, spot in spots.items():
        x, y = (spot[0] + spot[2]) / 2, (spot[1] + spot[3]) / 2
        eighths = math.atan2(y - mid[1], x - mid[0]) / (math.pi / 4)
        blocked = _blocked(spot, tiles)
        open_ways[arm] = [k for k in range(8) if not _WORDS[k][0] in blocked[0]
                          and not _WORDS[k][1] in blocked[1]]
        sector = _SECTORS.get(_words(spot, mid, blocked))
        if sector is None:  # near the middle, or each side named away: the nearest open way
            sector = min(open_ways[arm] or range(8),
                         key=lambda k: abs((eighths - k + 4) % 8 - 4))
        found[arm] = (sector, (eighths - sector + 4) % 8 - 4)
    taken: dict[int, int] = {}
    for arm in sorted(found, key=lambda a: (abs(found[a][1]), a)):
        sector, off = found[arm]
        side = 1 if off > 0 else -1
        ways = [(sector + side * k) % 8 for k in (0, 1, -1, 2, -2, 3, -3, 4)]
        free = [k for k in ways if k not in taken.values()]
        taken[arm] = next((k for k in free if k in open_ways[arm]), free[0])
    return {arm: END_PLACES[sector] for arm, sector in sorted(taken.items())}


#: The sector of :data:`END_PLACES` for each pair of words ``(across, up/down)`` of
#: :func:`_words` (-1 left or top, 1 right or bottom, 0 none); none at all has no sector.
_SECTORS = {(1, 0): 0, (1, 1): 1, (0, 1): 2, (-1, 1): 3, (-1, 0): 4, (-1, -1): 5, (0, -1): 6,
            (1, -1): 7}


#: The words ``(across, up/down)`` of each sector of :data:`END_PLACES`.
_WORDS = {k: w for w, k in _SECTORS.items()}


def _blocked(spot, tiles) -> tuple[set[int], set[int]]:
    """The ways the open end's ``spot`` (a tile's outline ``(left, top, right, bottom)``) may
    not be named, ``(across, up/down)`` (-1 left or top, 1 right or bottom): where a tile of
    ``tiles`` (outlines) lies further that way level with the spot."""
    x, y = (spot[0] + spot[2]) / 2, (spot[1] + spot[3]) / 2
    across, updown = set(), set()
    for r in tiles:
        if r[1] < spot[3] - _EPS and r[3] > spot[1] + _EPS:  # a row through the spot
            dx = (r[0] + r[2]) / 2 - x
            if abs(dx) > _EPS:
                across.add(1 if dx > 0 else -1)
        if r[0] < spot[2] - _EPS and r[2] > spot[0] + _EPS:  # a column through it
            dy = (r[1] + r[3]) / 2 - y
            if abs(dy) > _EPS:
                updown.add(1 if dy > 0 else -1)
    return across, updown


def _words(spot, mid, blocked) -> tuple[int, int]:
    """Which sides of the table's middle ``mid`` the open end's ``spot`` (an outline) lies on,
    ``(across, up/down)``: -1 left or top, 1 right or bottom, 0 neither. A side counts when
    the spot's middle lies more than half a tile's length (:data:`TILE_LONG` / 2) from ``mid``
    that way and it is not ``blocked`` (:func:`_blocked`)."""
    x, y = (spot[0] + spot[2]) / 2, (spot[1] + spot[3]) / 2
    reach = TILE_LONG / 2
    across = 0 if abs(x - mid[0]) <= reach else (1 if x > mid[0] else -1)
    updown = 0 if abs(y - mid[1]) <= reach else (1 if y > mid[1] else -1)
    return (0 if across in blocked[0] else across, 0 if updown in blocked[1] else updown)


#: A plain tile with the given pips on one half, to find an end's spot whatever tile comes.
_STAND_IN = tuple(next(t for t, (lo, hi) in enumerate(TILES) if v in (lo, hi) and lo != hi)
                  for v in range(7))


__all__ = ["SCALE_STEP", "END_PLACES", "LARGEST_SCALE", "TableFrame", "end_places", "layout_scale",
           "scaled"]

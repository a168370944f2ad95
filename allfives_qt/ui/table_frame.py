"""How large the table draws the layout, and where its open ends lie on the screen: pure
geometry, no Qt (issue 11, items 2 and 4; play-test pt7).

:mod:`.layout_growth` lays the tiles out play by play (no tile laid moves, the scale shrinks a
step at a time); :class:`TableFrame` keeps the table area and the scale for the window and maps
the layout onto the table. Which ends are open comes from the seat's view (the engine), never
from here; :func:`end_places` says where each one lies on the screen, so the window can name it
("the end at the top right").
"""

from __future__ import annotations

import math

from allfives_qt.engine.tiles import TILES

from .layout_growth import SCALE_STEP, DeadEnd, Grown, grown, walled_in
from .table_layout import _EPS, TILE_LONG, Placement, layout_placements, lead_target

#: A lit place this close (scene units) to the table area's edge, inside the layout's own
#: margin, needs no slide (:meth:`TableFrame.light`): a slide under the pointer as a tile is
#: picked up is worse than a lit place near the edge (play-test pt79 #2); the play itself then
#: glides the picture, as every play does.
LIT_MARGIN = 2.0


def laid(view, width: float, height: float, largest: float, extra=None) -> Grown | None:
    """:func:`.layout_growth.grown`, or, when a play has no place that overlaps nothing (a
    walled-in open end: :class:`~.layout_growth.DeadEnd`, about one hand in 100), the hand laid
    out afresh as a whole at scale 1 (:func:`.table_layout.layout_placements`: its tiles may
    then move as it grows; ``extra``, a play ``(tile, end)``, laid last)."""
    try:
        return grown(view, width, height, largest, extra)
    except DeadEnd:
        pass
    arms = [list(a) for a in view.arms]
    if extra is not None:
        tile, end = extra
        pips = view.ends[end]
        lo, hi = TILES[tile]
        arms[end].append((tile, pips, hi if lo == pips else lo))
    pls = layout_placements(view.center, arms, view.spinner, width, height)
    if extra is not None:
        pls = [p for p in pls if p.tile != extra[0]] + [p for p in pls if p.tile == extra[0]]
    rects = tuple(p.rect() for p in pls)
    return Grown(tuple(pls), rects, rects, (), 0, 1.0, width / 2, height / 2,
                 (float(width), float(height)), view.spinner >= 0, 0)


def _fits(view, arm: int, tile: int) -> bool:
    """Whether ``tile`` matches the open end ``arm`` (W, E, N or S = 0..3) of ``view``'s layout."""
    if view.center is None or not 0 <= arm < 4:
        return False
    pips = view.ends[arm]
    return pips >= 0 and pips in TILES[tile]


def _played_at(view, width: float, height: float, largest: float, extra,
              now: Grown | None = None) -> Placement:
    """Where the tile of ``extra`` (a play ``(tile, end)``) lies when played, in the layout
    units of ``now``, :func:`laid` ``(view, ...)`` (the picture as it is; computed when None;
    :meth:`Grown.on_table` puts the place on the table): its place in the grown layout; in a
    hand already laid out afresh, its place in the hand laid out afresh with it. When the play
    walls its end in while the layout still grows in place, the hand laid out afresh would have
    other units and places, so the place is the one its open end points at now
    (:func:`.layout_growth.walled_in`): by its end, on the table, overlapping the wall. Raises
    ``ValueError`` as :func:`.layout_growth.grown` does."""
    now = laid(view, width, height, largest) if now is None else now
    if now is not None and now.arms:
        try:
            return grown(view, width, height, largest, extra).placements[-1]
        except DeadEnd:
            return walled_in(now, *extra)
    return laid(view, width, height, largest, extra).placements[-1]


def layout_scale(view, width: float, height: float, largest: float) -> float:
    """Return how large the layout of ``view`` is drawn on a table area of ``width`` x ``height``
    scene units: scene units per layout unit, ``largest`` (the tile size setting's) before the
    lead and while the layout fits that large, then a step of :data:`SCALE_STEP` smaller at a time
    as it grows (:mod:`.layout_growth`: a function of the plays so far; no play shrinks it by more
    than two steps unless no tile fits otherwise). ``view``: the seat's view of the hand
    (:class:`~allfives_qt.engine.hand.SeatView`, or anything with its ``center``, ``arms``,
    ``spinner`` and, best, ``history``)."""
    g = laid(view, width, height, largest)
    return largest if g is None else g.scale


def scaled(p: Placement, scale: float) -> Placement:
    """Return ``p`` with its centre multiplied by ``scale``: where it lies on the table when the
    layout is drawn ``scale`` times as large (its item then gets ``setScale(scale)``)."""
    return Placement(p.tile, p.first, p.second, p.x * scale, p.y * scale, p.angle)


#: The largest layout scale for each tile size of the settings (see :class:`TableFrame`).
LARGEST_SCALE = {"small": 1.25, "normal": 1.6, "large": 2.0}


def _centre(at: float, tiles: tuple, places: tuple, half: float, lit_half: float) -> float | None:
    """Where the frame's middle goes along one axis (layout units) for :meth:`TableFrame.light`:
    as near ``at`` as keeps the tiles (``tiles``: their least and greatest coordinate) within
    ``half`` of it and the tiles with the lit places (``places``, the same) within ``lit_half``;
    None when no place does."""
    lo = max(tiles[1] - half, places[1] - lit_half)
    hi = min(tiles[0] + half, places[0] + lit_half)
    return None if lo > hi + _EPS else min(max(at, lo), hi)


class TableFrame:
    """How the table draws the layout of a hand on a table area ``width`` x ``height`` (scene
    units): the layout as it grew play by play (:mod:`.layout_growth`), drawn ``scale`` scene
    units per layout unit and placed so that every tile lies on the table. Everything it returns
    is in table-area units (the area's top-left corner at ``(0, 0)``), already scaled: a tile item
    goes to a placement's ``(x, y)`` with ``setScale(frame.scale)``.

    ``largest``: the largest scale (:data:`LARGEST_SCALE` of the tile size setting). The scale
    starts there with each hand and steps down as the layout grows (:meth:`fit`).
    """

    def __init__(self, width: float, height: float, largest: float = 1.0) -> None:
        self.width, self.height = float(width), float(height)
        self.largest = largest
        self.scale = largest
        #: The picture slid (and shrunk) to show a chosen tile's lit places (:meth:`light`):
        #: ``(key, scale, fx, fy)``, ``key`` naming the layout it was made for, else None.
        self._lit = None

    def _grown(self, view, extra=None):
        g = laid(view, self.width, self.height, self.largest, extra)
        if extra is None and g is not None and self._lit is not None:
            if self._lit[0] == self._key(g):
                return g._replace(scale=self._lit[1], fx=self._lit[2], fy=self._lit[3])
            self._lit = None  # made for other plays (the hand went on, or was undone)
        return g

    def _key(self, g: Grown) -> tuple:
        """What names the picture :meth:`light` slid: the layout's tiles and the table's size
        and largest scale (a change of tile size lays the table out afresh)."""
        return g.placements, self.width, self.height, self.largest

    def fit(self, view, keep: bool = True) -> bool:
        """Take the scale of the layout of ``view`` (the seat's view): a function of the plays so
        far (or the picture as :meth:`light` left it for them), so ``keep`` (kept for callers)
        changes nothing. Return whether the scale changed."""
        del keep
        old = self.scale
        g = self._grown(view)
        self.scale = self.largest if g is None else g.scale
        return abs(self.scale - old) > _EPS

    def light(self, view, tile: int, ends) -> bool:
        """Make room on the table for the places where ``tile`` may be played on ``ends`` (open
        ends of ``view``; others are left out), so that each lit place (:meth:`target`) lies
        inside the table area less :data:`LIT_MARGIN`, where the tile then lies among the others,
        and every tile inside it less the layout's margin: slide the whole picture as little as
        it takes, and, only when no slide does it at the scale drawn, shrink it a step of
        :data:`SCALE_STEP` at a time (a lit place may lie in the layout's own margin: play-test
        pt100 #4, the picture shrank for a place that fitted there, and grew back at the play).
        Nothing moves when every place already lies inside the table area less
        :data:`LIT_MARGIN` (play-test pt79 #2: a slide of 11 pixels under the pointer).
        No tile moves relative to another. The picture stays so until the next play, which takes
        it where :mod:`.layout_growth` keeps it. Return whether it slid or shrank (the table then
        moves its tiles); False before the lead and in a hand laid out afresh."""
        now = self._grown(view)
        if now is None or not now.arms:
            return False
        tiles = box = now.box()
        for end in ends:
            if 0 <= end < 4 and 0 <= view.ends[end] and view.ends[end] in TILES[tile]:
                r = _played_at(view, self.width, self.height, self.largest, (tile, end),
                               now).rect()
                box = (min(box[0], r[0]), min(box[1], r[1]), max(box[2], r[2]),
                       max(box[3], r[3]))
        s = now.scale
        fw, fh = now.frame_size(s, LIT_MARGIN)
        if (now.fx - fw / 2 <= box[0] + _EPS and box[2] <= now.fx + fw / 2 + _EPS
                and now.fy - fh / 2 <= box[1] + _EPS and box[3] <= now.fy + fh / 2 + _EPS):
            return False  # every place already lies on the table, if within the layout's margin
        while True:
            (fw, fh), (lw, lh) = now.frame_size(s), now.frame_size(s, LIT_MARGIN)
            fx = _centre(now.fx, (tiles[0], tiles[2]), (box[0], box[2]), fw / 2, lw / 2)
            fy = _centre(now.fy, (tiles[1], tiles[3]), (box[1], box[3]), fh / 2, lh / 2)
            if fx is not None and fy is not None or s <= 1e-3:
                break
            s *= SCALE_STEP
        fx, fy = now.fx if fx is None else fx, now.fy if fy is None else fy  # (never so small)
        if (s, fx, fy) == (now.scale, now.fx, now.fy):
            return False
        self._lit = (self._key(now), s, fx, fy)
        self.scale = s
        return True

    def placements(self, view) -> list[Placement]:
        """Where every tile of the layout of ``view`` lies, in the order played (empty before the
        lead). Each tile keeps its place relative to the others as the hand goes on."""
        g = self._grown(view)
        return [] if g is None else [g.on_table(p) for p in g.placements]

    def target(self, view, arm: int, tile: int) -> Placement | None:
        """Where ``tile`` would lie if played on the open end ``arm`` (W, E, N or S = 0..3), in
        the picture as it is now; None when there is no layout yet (use :meth:`lead`), when
        ``arm`` is not an open end (``view.ends``, from the engine) or ``tile`` does not match
        it. ``tile`` may be a stand-in already on the table (only its halves count)."""
        if not _fits(view, arm, tile):
            return None
        now = self._grown(view)
        return now.on_table(_played_at(view, self.width, self.height, self.largest, (tile, arm),
                                      now))

    def walled(self, view, arm: int, tile: int) -> bool:
        """Whether the open end ``arm`` is walled in for ``tile`` while the layout grows in place:
        every place a tile played there could take overlaps a tile of another line
        (:class:`~.layout_growth.DeadEnd`), so :meth:`target` gives a place over that tile (the
        hand is laid out afresh once a tile is played there). False where :meth:`target` gives
        None."""
        if not _fits(view, arm, tile):
            return False
        now = self._grown(view)
        if now is None or not now.arms:
            return False
        try:
            grown(view, self.width, self.height, self.largest, (tile, arm))
        except DeadEnd:
            return True
        return False

    def lead(self) -> tuple[float, float]:
        """Where the lead lies: the middle of the table area."""
        return lead_target(self.width, self.height)

    def places(self, view) -> dict[int, str]:
        """Where each open end lies on the screen (see :func:`end_places`)."""
        return end_places(view, self.width, self.height, self.largest)


#: Where an open end can lie, seen from the middle of the table: eight directions, clockwise on
#: screen from the right (see :func:`end_places`).
END_PLACES = ("right", "bottom-right", "bottom", "bottom-left", "left", "top-left", "top",
              "top-right")


def end_places(view, width: float, height: float, largest: float = 1.0) -> dict[int, str]:
    """Return where each open end of ``view`` lies in the layout as drawn: ``{arm: place}``, a
    place of :data:`END_PLACES`, for every arm whose end is open (``view.ends``, from the
    engine), so the window can say "the end at the bottom" after an arm has turned a corner,
    where the arm's direction from the spinner no longer matches. ``width``, ``height``,
    ``largest``: the table area and the largest scale, as for :class:`TableFrame`.

    The place says where the end's spot (where a tile played there would lie) is seen from the
    centre tile (the spinner, or the lead): left or right when it lies more
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
    g = laid(view, width, height, largest)
    if g is None:
        return {}
    tiles = list(g.rects)  # layout units
    spots = {}
    for arm, pips in enumerate(view.ends):
        if pips >= 0:
            spots[arm] = _played_at(view, width, height, largest, (_STAND_IN[pips], arm), g).rect()
    centre = g.placements[g.centre]
    mid = (centre.x, centre.y)  # the spinner, or the lead
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

"""How the table's layout behaves as a hand is played: prints figures, asserts nothing.

Plays seeded hands with random legal moves (2 and 4 players) through the window's
:class:`~allfives_qt.ui.table_frame.TableFrame` (``fit`` then ``placements`` after every play, as
the table does) and measures:

(a) reflow: per play, the tiles already laid that change their place or facing relative to the
    first tile played (positions divided by the scale, so a change of scale alone is no change;
    a tile "moves" when its centre shifts by more than half a unit or its halves face otherwise);
(b) fill: the share of the layout area (880 x 424) that the layout's bounding box covers after
    each play, and the biggest single-play drop in scale (new / old, smallest ratio);
(c) turned back: an arm's open end is *curled* when the ray from its open point (the centre of
    its last tile's outer half; a crosswise double's centre) in its direction of travel (from the
    tile's inner half to its outer half; a double's: from the tile before it across it) meets one
    of that arm's earlier tiles or the centre tile; it is *U-turned* when that direction is
    opposite to the direction of the arm's first tile. Counted per play over every arm, and per
    hand at its end;
(d) centring: after each play, how far the middle of the picture's bounding box (as drawn) lies
    from the middle of the table area, in tile lengths at the scale drawn (mean and max, across
    and up/down, the larger of the two), and the mean and largest slide of the whole picture in
    one play (px: how far the layout point under the table's middle moves, the change of scale
    aside);
(e) lit places: before each play, each legal tile of the seat to act chosen in turn and its
    places lit as the window does (``TableFrame.light``, then ``target``): how many lie partly off
    the table area (the felt); how many choices slid the picture first (how many of them shrank
    it), and the largest such slide;
and the time of ``fit`` + ``placements`` per play.

Run: ``PYTHONPATH=$PWD QT_QPA_PLATFORM=offscreen nice -n 10 python3 benchmarks/bench_layout.py
[--hands N] [--largest 1.6]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from allfives_qt.engine.game import Game
from allfives_qt.engine.hand import PLAYING
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import IS_DOUBLE
from allfives_qt.ui.table_frame import TableFrame

WIDTH, HEIGHT = 880.0, 424.0


def _facing(p) -> tuple:
    """The tile's facing: which half lies where (angle 0 with halves a, b is angle 180 with b, a)."""
    a = int(p.angle) % 360
    first, second = p.first, p.second
    if a >= 180:
        a, first, second = a - 180, second, first
    return a, first, second


def _dir_of(p, prev) -> tuple[int, int]:
    """Direction of travel of tile ``p`` whose matching half touches ``prev`` (a placement)."""
    if IS_DOUBLE[p.tile]:
        dx, dy = p.x - prev.x, p.y - prev.y
        if p.angle % 180 == 0:  # lies along x: crosswise to a vertical run
            return (0, 1 if dy > 0 else -1)
        return (1 if dx > 0 else -1, 0)
    (fx, fy), (sx, sy) = p.half_centres()
    d1 = (fx - prev.x) ** 2 + (fy - prev.y) ** 2
    d2 = (sx - prev.x) ** 2 + (sy - prev.y) ** 2
    if d2 < d1:  # the second half is the inner one
        fx, fy, sx, sy = sx, sy, fx, fy
    return (int(round((sx - fx) / abs(sx - fx or sy - fy))) if sx != fx else 0,
            int(round((sy - fy) / abs(sy - fy))) if sy != fy else 0)


def _ray_hits(x, y, d, rects) -> bool:
    for r in rects:
        if d[0] == 0:
            if r[0] < x < r[2] and ((d[1] > 0 and r[1] > y) or (d[1] < 0 and r[3] < y)):
                return True
        elif r[1] < y < r[3] and ((d[0] > 0 and r[0] > x) or (d[0] < 0 and r[2] < x)):
            return True
    return False


def turned_back(view, by_tile) -> tuple[int, int]:
    """(curled arms, U-turned arms) of the layout ``by_tile`` ({tile: placement})."""
    curled = uturn = 0
    centre = by_tile[view.center[0]]
    for arm in view.arms:
        if not arm:
            continue
        pls = [by_tile[t] for t, _, _ in arm]
        prevs = [centre] + pls[:-1]
        dirs = [_dir_of(p, q) for p, q in zip(pls, prevs)]
        last, d = pls[-1], dirs[-1]
        if IS_DOUBLE[last.tile]:
            x, y = last.x, last.y
        else:
            (fx, fy), (sx, sy) = last.half_centres()
            x, y = (sx, sy) if (sx - fx) * d[0] + (sy - fy) * d[1] > 0 else (fx, fy)
        others = [p.rect() for p in pls[:-1]] + [centre.rect()]
        curled += _ray_hits(x, y, d, others)
        uturn += d == (-dirs[0][0], -dirs[0][1])
    return curled, uturn


def measure(hands: int, largest: float) -> dict:
    f = {"plays": 0, "moved_plays": 0, "moved": 0, "laid": 0, "fill": [], "end_fill": [],
         "worst_drop": 1.0, "drops15": 0, "curled": 0, "uturn": 0, "arm_plays": 0,
         "end_curled": 0, "end_uturn": 0, "ms": [], "min_scale": 9.0, "scales": [], "fallback": 0,
         "off": [], "slides": [], "lit": 0, "lit_off": 0, "lit_moves": 0, "lit_shrinks": 0,
         "lit_slides": [0.0]}
    for players in (2, 4):
        for seed in range(hands):
            game = Game(Rules.make(players), seed=seed)
            hand = game.hand
            rng = random.Random(seed)
            frame = TableFrame(WIDTH, HEIGHT, largest)
            frame.fit(hand.view(0), keep=False)
            prev, prev_scale, first = None, frame.scale, None
            while hand.status == PLAYING and not game.over:
                game.do_forced()
                if hand.status != PLAYING or game.over:
                    break
                legal = hand.legal_moves()
                _count_lit(f, frame, hand.view(hand.turn), legal)
                move = rng.choice(legal)
                game.play(*move)
                first = move.tile if first is None else first
                v = hand.view(0)
                t0 = time.perf_counter()
                frame.fit(v)
                pls = frame.placements(v)
                f["ms"].append((time.perf_counter() - t0) * 1000)
                s = frame.scale
                by = {p.tile: p for p in pls}
                f["plays"] += 1
                if prev is not None:
                    r0, r1 = prev[first], by[first]
                    n = 0
                    for t, p in prev.items():
                        q = by[t]
                        dx = (q.x - r1.x) / s - (p.x - r0.x) / prev_scale
                        dy = (q.y - r1.y) / s - (p.y - r0.y) / prev_scale
                        if dx * dx + dy * dy > 0.25 or _facing(p) != _facing(q):
                            n += 1
                    f["moved"] += n
                    f["laid"] += len(prev)
                    f["moved_plays"] += n > 0
                    ratio = s / prev_scale
                    f["worst_drop"] = min(f["worst_drop"], ratio)
                    f["drops15"] += ratio < 0.85 - 1e-9
                    if n == 0:
                        f["slides"].append(_slide(prev[first], prev_scale, r1, s))
                f["off"].append(_off_centre(pls, s))
                f["fill"].append(min(1.0, max(0.0, _box_area(pls, s) / (WIDTH * HEIGHT))))
                c, u = turned_back(v, by)
                f["curled"] += c
                f["uturn"] += u
                f["arm_plays"] += sum(1 for a in v.arms if a)
                f["min_scale"] = min(f["min_scale"], s)
                f["scales"].append(s)
                prev, prev_scale = by, s
            f["end_fill"].append(f["fill"][-1])
            # (new layout only) a walled-in open end: the hand was laid out afresh as a whole
            f["fallback"] += getattr(frame, "_grown", None) is not None and frame._grown(v).arms == ()
            f["end_curled"] += c
            f["end_uturn"] += u
    return f


def _count_lit(f: dict, frame: TableFrame, view, legal) -> None:
    """Light each legal tile's places as the window does (``TableFrame.light`` when the frame
    has it, then ``target``); count the lit places, those partly off the felt, the selections
    that slid or shrank the picture (and those that shrank it), and the largest such slide
    (px)."""
    if view.center is None:
        return
    frame.fit(view)
    for tile in sorted({m.tile for m in legal if m.end < 4}):
        ends = [m.end for m in legal if m.tile == tile]
        before = frame.placements(view)[0], frame.scale
        if hasattr(frame, "light") and frame.light(view, tile, ends):
            f["lit_moves"] += 1
            f["lit_shrinks"] += frame.scale < before[1] - 1e-9
            f["lit_slides"].append(_slide(before[0], before[1], frame.placements(view)[0],
                                          frame.scale))
        for end in ends:
            p = frame.target(view, end, tile)
            r = p.rect()
            hw, hh = (r[2] - r[0]) / 2 * frame.scale, (r[3] - r[1]) / 2 * frame.scale
            f["lit"] += 1
            f["lit_off"] += (p.x - hw < -0.01 or p.y - hh < -0.01 or p.x + hw > WIDTH + 0.01
                             or p.y + hh > HEIGHT + 0.01)


def _slide(p0, s0, p1, s1) -> float:
    """How far (px) the picture slid in one play: a tile at ``p0`` drawn at scale ``s0`` lies at
    ``p1`` at ``s1``; the change of scale (about the table's middle) taken out."""
    cx, cy = WIDTH / 2, HEIGHT / 2
    k = s1 / s0
    return ((p1.x - cx - (p0.x - cx) * k) ** 2 + (p1.y - cy - (p0.y - cy) * k) ** 2) ** 0.5


def _off_centre(pls, s) -> float:
    """How far the middle of the picture's bounding box lies from the table's middle, in tile
    lengths drawn at ``s``: the larger of across and up/down."""
    x0, y0, x1, y1 = _box(pls, s)
    return max(abs((x0 + x1) / 2 - WIDTH / 2), abs((y0 + y1) / 2 - HEIGHT / 2)) / (64 * s)


def _box(pls, s) -> tuple[float, float, float, float]:
    """The bounding box (table units) of the tiles as drawn (outlines scaled by ``s``)."""
    xs0, ys0, xs1, ys1 = [], [], [], []
    for p in pls:
        long_x = p.angle % 180 == 0
        hw, hh = (32 * s, 16 * s) if long_x else (16 * s, 32 * s)
        xs0.append(p.x - hw)
        xs1.append(p.x + hw)
        ys0.append(p.y - hh)
        ys1.append(p.y + hh)
    return min(xs0), min(ys0), max(xs1), max(ys1)


def _box_area(pls, s) -> float:
    """Area (table units) of the bounding box of the tiles as drawn (outlines scaled by ``s``)."""
    x0, y0, x1, y1 = _box(pls, s)
    return (x1 - x0) * (y1 - y0)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=100, help="seeds per player count (2 and 4)")
    ap.add_argument("--largest", type=float, default=1.6)
    a = ap.parse_args()
    f = measure(a.hands, a.largest)
    ms = sorted(f["ms"])
    print(f"hands: {2 * a.hands} (2 and 4 players), plays: {f['plays']}, largest {a.largest}")
    print(f"(a) plays where a laid tile moves or turns: {f['moved_plays']} of {f['plays']}; "
          f"tile moves: {f['moved']} of {f['laid']} laid tile-plays")
    print(f"(b) fill of the layout area: mean {statistics.mean(f['fill']):.3f}, "
          f"at hand end mean {statistics.mean(f['end_fill']):.3f}, "
          f"min at end {min(f['end_fill']):.3f}; worst single-play scale ratio "
          f"{f['worst_drop']:.3f}; plays shrinking > 15%: {f['drops15']}; "
          f"smallest scale {f['min_scale']:.3f}, mean scale {statistics.mean(f['scales']):.3f}")
    print(f"(c) open ends curled into own arm/centre: {f['curled']} of {f['arm_plays']} "
          f"arm-plays; U-turned: {f['uturn']}; at hands' end curled {f['end_curled']}, "
          f"U-turned {f['end_uturn']}")
    print(f"(d) picture's middle off the table's middle: mean {statistics.mean(f['off']):.3f}, "
          f"max {max(f['off']):.3f} tile lengths; slide in one play: mean "
          f"{statistics.mean(f['slides']):.1f} px, largest {max(f['slides']):.1f} px")
    print(f"(e) lit places partly off the table: {f['lit_off']} of {f['lit']}; selections that "
          f"slid the picture to light their places: {f['lit_moves']} ({f['lit_shrinks']} "
          f"shrank it), largest such slide "
          f"{max(f['lit_slides']):.1f} px")
    print(f"hands laid out afresh after a walled-in open end: {f['fallback']}")
    print(f"time fit+placements per play: median {statistics.median(ms):.2f} ms, "
          f"p95 {ms[int(0.95 * len(ms))]:.2f} ms, max {ms[-1]:.2f} ms")


if __name__ == "__main__":
    main()

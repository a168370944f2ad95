"""Tests of allfives_qt.ui.layout_growth: the layout grows play by play (play-test pt7, 1 to 3).

Over seeded hands (2, 3 and 4 players, each tile size), after every play: no tile already laid
moves or turns relative to the others (the layout so far is a prefix of the new one, in layout
units), the scale never drops by more than two steps in one play unless the play had no other
place (counted, and bounded), no two tiles overlap, every tile lies on the table as drawn, each
tile touches the one before it in its arm with matching halves, every double lies crosswise and
the tile after it runs straight on, and no open end points back into its own arm.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from allfives_qt.engine.hand import HandState
from allfives_qt.engine.tiles import IS_DOUBLE, TILES, tile_id
from allfives_qt.ui.layout_growth import SCALE_STEP, STEPS_PER_PLAY, DeadEnd, _hits, grown
from allfives_qt.ui.table_frame import LARGEST_SCALE, TableFrame
from allfives_qt.ui.table_layout import MARGIN, TILE_LONG, TILE_SHORT

from test_table_layout import _halves, _overlap, _shared_edge, play_random_hand

EPS = 1e-6
W, H = 880.0, 424.0


def _check_touching(g, view) -> None:
    """Each tile touches the one before it in its arm (the centre tile first) with its matching
    half; a double lies crosswise, and the tile after it runs straight on from its middle."""
    by = {p.tile: p for p in g.placements}
    centre = by[view.center[0]]
    for a, arm in enumerate(view.arms):
        prev, prev_double = centre, False
        for k, (tile, inner, _) in enumerate(arm):
            cur = by[tile]
            contact = max((_shared_edge(ps, cs)[1] for pp, ps in _halves(prev) if pp == inner
                           for cp, cs in _halves(cur) if cp == inner), default=0.0)
            assert contact >= TILE_SHORT / 2 - EPS, (a, k, prev, cur)
            if IS_DOUBLE[tile] or prev_double:
                # crosswise, or straight on: the two long axes are at right angles
                assert (cur.angle - prev.angle) % 180 == 90, (a, k, prev, cur)
                across = prev.angle % 180 == (90 if prev_double else 0)  # a run along x
                on_line = abs(cur.y - prev.y) < EPS if across else abs(cur.x - prev.x) < EPS
                assert on_line, (a, k, prev, cur)
            prev, prev_double = cur, IS_DOUBLE[tile] and tile != view.spinner
            if tile == view.spinner:
                prev_double = False


def _open_end_points_back(g, view) -> int:
    """How many open ends point into their own arm's earlier tiles or at the centre tile."""
    n = 0
    for a in range(4):
        arm = g.arms[a]
        if arm.cur is None or not arm.own:
            continue
        c = arm.cur
        n += _hits(c.ax, c.ay, c.d, arm.own[:-1] + (g.rects[g.centre],))
    return n


@pytest.mark.parametrize("largest", sorted(set(LARGEST_SCALE.values())))
def test_laid_tiles_never_move_and_the_scale_shrinks_in_small_steps(largest):
    """Play-test pt7 #1 and #3: fails on the old layout (tiles re-laid, the scale halved)."""
    stats = {"plays": 0, "forced": 0, "big_drops": 0, "back": 0, "dead": 0}
    for seed in range(45):
        before = {}

        def after(hand: HandState, move):
            if move is not None or hand.center is None or before.get("dead"):
                return
            v = hand.view(0)
            try:
                g = grown(v, W, H, largest)
            except DeadEnd:  # walled in: the table lays this hand out afresh (table_frame.laid)
                stats["dead"] += 1
                before["dead"] = True
                return
            old = before.get("g")
            if old is not None:
                n = len(old.placements)
                assert g.placements[:n] == old.placements, "a laid tile moved or turned"
                ratio = g.scale / old.scale
                forced = g.turned > old.turned
                stats["forced"] += forced
                if ratio < SCALE_STEP ** STEPS_PER_PLAY - EPS:
                    stats["big_drops"] += 1
                    assert forced, (ratio, seed)
            assert g.scale <= largest + EPS
            rects = g.rects
            for i in range(len(rects)):
                for j in range(i):
                    assert not _overlap(rects[i], rects[j]), (g.placements[i], g.placements[j])
            for p in g.placements:
                q = g.on_table(p)
                hw, hh = (TILE_LONG / 2, TILE_SHORT / 2) if p.angle % 180 == 0 else \
                    (TILE_SHORT / 2, TILE_LONG / 2)
                s = g.scale
                assert MARGIN - EPS <= q.x - hw * s and q.x + hw * s <= W - MARGIN + EPS
                assert MARGIN - EPS <= q.y - hh * s and q.y + hh * s <= H - MARGIN + EPS
            _check_touching(g, v)
            stats["back"] += _open_end_points_back(g, v)
            stats["plays"] += 1
            before["g"] = g

        play_random_hand(2 + seed % 3, 700 + seed, after)
    assert stats["plays"] > 800
    # A play whose tile has no good place at any scale (a crowded table): rare, and bounded.
    assert stats["forced"] <= stats["plays"] // 100, stats
    # An open end may come to point at its own line when the line's other end later runs into
    # its way (a late spinner joins the two ends into one arm): rare, counted.
    assert stats["back"] <= stats["plays"] // 50, stats
    assert stats["dead"] <= 2, stats  # of 45 hands


@pytest.mark.parametrize("players, seed, before", [(2, 50, 0.81), (4, 2, 0.98)])
def test_an_arm_across_the_short_side_turns_before_a_double_could_strand_it(players, seed, before):
    """Play-test pt73: an arm ran straight up or down to the felt's edge; a double and the tile
    after it (neither may turn) then had to run on, and the whole picture shrank while most of
    the felt stayed empty. Now an arm turns a tile sooner there. In these two seeded hands the
    smallest scale was ``before``; the layout must now keep it above 1.2 (the largest is 1.6)."""
    smallest = [LARGEST_SCALE["normal"]]

    def after(hand: HandState, move):
        if move is None and hand.center is not None:
            smallest[0] = min(smallest[0], grown(hand.view(0), W, H, LARGEST_SCALE["normal"]).scale)

    play_random_hand(players, seed, after)
    assert smallest[0] > 1.2 > before, smallest


def test_large_tiles_keep_the_normal_layout_and_are_never_drawn_smaller():
    """Play-test pt40 #2: with the tile size Large the layout grew its own shape (its lines
    turning sooner) and ended drawn smaller than with Normal in about a quarter of the positions.
    Large now lays the tiles out as Normal does and draws them at least as large, larger where
    the table has room."""
    stats = {"plays": 0, "larger": 0}

    def after(hand: HandState, move):
        if move is not None or hand.center is None:
            return
        v = hand.view(0)
        try:
            normal, large = grown(v, W, H, LARGEST_SCALE["normal"]), grown(v, W, H, LARGEST_SCALE["large"])
        except DeadEnd:
            return
        assert large.placements == normal.placements
        assert normal.scale - EPS <= large.scale <= normal.scale * 1.25 + EPS
        stats["plays"] += 1
        stats["larger"] += large.scale > normal.scale * 1.05

    for seed in range(30):
        play_random_hand(2 + seed % 3, 900 + seed, after)
    assert stats["plays"] > 500 and stats["larger"] >= stats["plays"] // 5, stats


def test_the_lit_place_is_where_the_tile_lands_and_undo_shows_the_same_picture():
    """Where a play would go (``TableFrame.target``) is where it lies after the play; taking it
    back (a view of the plays before it) gives back the very same placements."""
    from allfives_qt.engine.game import Game
    from allfives_qt.engine.hand import PLAYING
    from allfives_qt.engine.rules import Rules
    import random

    checked = 0
    for seed in range(6):
        game = Game(Rules.make(2 + seed % 3), seed=seed)
        hand, rng = game.hand, random.Random(seed)
        frame = TableFrame(W, H, 1.6)
        while hand.status == PLAYING and not game.over:
            game.do_forced()
            if hand.status != PLAYING or game.over:
                break
            move = rng.choice(hand.legal_moves())
            v = hand.view(0)
            frame.fit(v)
            was = frame.placements(v)
            spot = frame.target(v, move.end, move.tile) if move.end < 4 else None
            snap = hand.snapshot()
            game.play(*move)
            after = hand.view(0)
            frame.fit(after)
            mine = grown(after, W, H, 1.6)
            if spot is not None:
                old = grown(v, W, H, 1.6)
                scale_same = abs(mine.scale - old.scale) < EPS
                landed = [p for p in frame.placements(after) if p.tile == move.tile][0]
                assert (spot.angle, {spot.first, spot.second}) == \
                    (landed.angle, {landed.first, landed.second})
                if scale_same and (old.fx, old.fy) == (mine.fx, mine.fy):
                    assert (abs(spot.x - landed.x), abs(spot.y - landed.y)) < (EPS, EPS)
                    checked += 1
            hand.restore(snap)
            frame.fit(hand.view(0))
            assert frame.placements(hand.view(0)) == was, "Undo shows the same picture"
            game.play(*move)
    assert checked > 50


def test_a_view_without_history_is_laid_out_from_its_arms():
    """A view built by hand (no history) is laid out as if its arms were played in turn."""
    six = tile_id(6, 6)
    arms = ([(tile_id(6, 5), 6, 5)], [(tile_id(6, 4), 6, 4)],
            [(tile_id(6, 3), 6, 3), (tile_id(3, 3), 3, 3), (tile_id(3, 4), 3, 4)], [])
    view = SimpleNamespace(center=(six, 6, 6), arms=arms, spinner=six, ends=[5, 4, 4, 6])
    g = grown(view, W, H, 1.6)
    assert sorted(p.tile for p in g.placements) == sorted([six] + [t for a in arms for t, _, _ in a])
    _check_touching(g, view)
    by = {p.tile: p for p in g.placements}
    assert by[tile_id(3, 4)].y < by[tile_id(3, 3)].y < by[six].y, "the N arm runs straight up"
    assert {p.first for p in g.placements if p.tile == tile_id(3, 4)} <= set(TILES[tile_id(3, 4)])


def test_the_play_that_ends_the_hand_keeps_the_scale_when_its_tile_fits():
    """Play-test pt8 #4: the last play of a hand (going out, or blocking it) shrank the layout to
    keep room for a next play that cannot come. Now it keeps the scale when the tile fits at it,
    in the same place it would take anyway; fails on the old code (the room rule shrank it)."""
    from allfives_qt.engine.hand import PLAY, PLAYING

    seen = {"last": 0, "kept": 0, "room_would_shrink": 0}
    for seed in range(60):
        state = {}

        def each(hand: HandState, move):
            if move is not None:
                state["before"] = hand.view(0) if hand.center is not None else None
                return
            if hand.status == PLAYING or hand.history[-1].kind != PLAY or not state["before"]:
                return
            v = hand.view(0)
            try:
                old, g = grown(state["before"], W, H, 1.6), grown(v, W, H, 1.6)
                going_on = grown(v._replace(status=PLAYING), W, H, 1.6)
            except DeadEnd:
                return
            seen["last"] += 1
            assert g.placements == going_on.placements, "the tile goes where it would anyway"
            fw, fh = g.frame_size(old.scale)
            box = g.box()
            if box[2] - box[0] <= fw and box[3] - box[1] <= fh:
                assert g.scale == old.scale, (seed, g.scale, old.scale)
                seen["kept"] += 1
                seen["room_would_shrink"] += going_on.scale < old.scale - EPS
            else:
                assert g.scale < old.scale

        play_random_hand(2 + seed % 3, 900 + seed, each)
    assert seen["last"] > 40, seen
    assert seen["room_would_shrink"] >= 3, seen

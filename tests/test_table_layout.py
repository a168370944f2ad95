"""Tests of allfives_qt.ui.table_layout: where the layout's tiles lie (issue 3, items 2 and 8).

The properties checked after every play of many seeded hands, and for built worst cases:
the tiles stay inside the table area, no two overlap, every tile of the layout is there once,
each tile touches the one before it in its arm with the matching halves side by side, and every
double lies crosswise (RULES.md, "Doubles and the spinner").
"""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from allfives_qt.engine.game import Game
from allfives_qt.engine.hand import E, LEAD, N, PLAYING, S, W, HandState
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import IS_DOUBLE, TILES, tile_id
from allfives_qt.ui.table_layout import (MARGIN, TILE_LONG, TILE_SHORT, Placement, end_target,
                                        layout_placements, lead_target)

SIZES = ((880, 440), (720, 400))
EPS = 1e-6


# ------------------------------------------------------------------------------------ checking
def _halves(pl: Placement):
    """The two halves of a placed tile: ``(pips, (left, top, right, bottom))`` each."""
    out = []
    for pips, (x, y) in zip((pl.first, pl.second), pl.half_centres()):
        h = TILE_SHORT / 2
        out.append((pips, (x - h, y - h, x + h, y + h)))
    return out


def _shared_edge(a, b) -> tuple[str, float]:
    """How two outlines touch: ``("h", length)`` along a horizontal edge, ``("v", length)`` along
    a vertical one, ``("", 0)`` when they do not touch."""
    if abs(a[3] - b[1]) < EPS or abs(b[3] - a[1]) < EPS:
        return "h", min(a[2], b[2]) - max(a[0], b[0])
    if abs(a[2] - b[0]) < EPS or abs(b[2] - a[0]) < EPS:
        return "v", min(a[3], b[3]) - max(a[1], b[1])
    return "", 0.0


def _overlap(a, b) -> bool:
    return a[0] < b[2] - EPS and b[0] < a[2] - EPS and a[1] < b[3] - EPS and b[1] < a[3] - EPS


def check_layout(center, arms, spinner, width, height):
    """Lay out and assert every property; return the placements."""
    pls = layout_placements(center, arms, spinner, width, height)
    tiles = [center[0]] + [t for arm in arms for t, _, _ in arm]
    assert sorted(p.tile for p in pls) == sorted(tiles), "every tile of the layout, exactly once"
    by_tile = {p.tile: p for p in pls}
    assert len(by_tile) == len(pls)
    rects = [p.rect() for p in pls]
    for p, r in zip(pls, rects):
        assert p.angle in (0.0, 90.0, 180.0, 270.0)
        assert {p.first, p.second} == set(TILES[p.tile]), "the halves are the tile's"
        assert r[0] >= MARGIN - EPS and r[1] >= MARGIN - EPS, (p, width, height)
        assert r[2] <= width - MARGIN + EPS and r[3] <= height - MARGIN + EPS, (p, width, height)
    for i in range(len(rects)):
        ri = rects[i]
        for j in range(i):
            assert not _overlap(ri, rects[j]), (pls[i], pls[j])
    # The centre tile: in the middle; the spinner crosswise, a lead along the line W to E.
    c = by_tile[center[0]]
    assert (c.x, c.y) == lead_target(width, height)
    if spinner >= 0:
        assert c.angle % 180 == 90
    else:
        assert c.angle % 180 == 0
        west, east = _halves(c)
        assert (west[0], east[0]) == (center[1], center[2]) if c.angle == 0 else \
            (east[0], west[0]) == (center[1], center[2])
    # Each tile touches the one before it with matching halves side by side.
    for a, arm in enumerate(arms):
        prev = c
        for k, (tile, inner, outer) in enumerate(arm):
            cur = by_tile[tile]
            contact = 0.0
            for p_pips, p_sq in _halves(prev):
                if p_pips != inner:
                    continue
                for c_pips, c_sq in _halves(cur):
                    if c_pips != inner:
                        continue
                    _, length = _shared_edge(p_sq, c_sq)
                    contact = max(contact, length)
            assert contact >= TILE_SHORT / 2 - EPS, f"arm {a} tile {k}: {prev}, {cur} apart"
            if k == 0:
                # The first tile of an arm lies on that side of the centre tile.
                dx, dy = cur.x - c.x, cur.y - c.y
                assert {W: dx < 0, E: dx > 0, N: dy < 0, S: dy > 0}[a]
            if IS_DOUBLE[tile]:
                # Crosswise: the tile before it meets the double's long side.
                side, _ = _shared_edge(prev.rect(), cur.rect())
                assert side == ("h" if cur.angle % 180 == 0 else "v"), (prev, cur)
            if k == 0 and spinner >= 0 and a in (W, E):
                side, _ = _shared_edge(c.rect(), cur.rect())
                assert side == "v", "the W and E arms meet the spinner's long sides"
            prev = cur
    return pls


def play_random_hand(players: int, seed: int, each_play):
    """Play one seeded hand with random legal moves, calling ``each_play(hand, move)`` before every
    play (with the hand as it is then) and ``each_play(hand, None)`` after it."""
    game = Game(Rules.make(players), seed=seed)
    hand = game.hand
    rng = random.Random(seed)
    while hand.status == PLAYING and not game.over:
        game.do_forced()
        if hand.status != PLAYING or game.over:
            break
        move = rng.choice(hand.legal_moves())
        each_play(hand, move)
        game.play(*move)
        each_play(hand, None)
    return hand


# ------------------------------------------------------------------------ seeded random hands
@pytest.mark.parametrize("players", [2, 3, 4])
def test_layout_never_overlaps_and_stays_on_the_table_in_seeded_hands(players):
    plays = 0
    longest = 0

    def after(hand: HandState, move):
        nonlocal plays, longest
        if move is not None:
            return
        v = hand.view(0)
        for w, h in SIZES:
            check_layout(v.center, v.arms, v.spinner, w, h)
        plays += 1
        longest = max(longest, max(len(a) for a in v.arms))

    for seed in range(200):
        play_random_hand(players, seed, after)
    assert plays > 200 * 5
    assert longest >= 12, "the seeds should include long arms that turn corners"


def test_end_target_is_where_the_tile_then_lies():
    """``end_target`` before a play equals the tile's placement after it; other ends and other
    tiles give None. The first double is lit crosswise at the end of the line, touching it, and
    after the play lies at the middle, the line re-rooted around it."""
    checked = {"plain": 0, "spinner": 0}

    def each(hand: HandState, move):
        if move is None:
            v = hand.view(0)
            for w, h in SIZES:
                placed = {p.tile: p for p in layout_placements(v.center, v.arms, v.spinner, w, h)}
                assert placed[each.tile] == each.expected[(w, h)]
            return
        spinner_comes = hand.spinner < 0 and hand.center is not None and IS_DOUBLE[move.tile]
        v = hand.view(hand.turn)
        each.tile = move.tile
        each.expected = {}
        for w, h in SIZES:
            if move.end == LEAD:
                x, y = lead_target(w, h)
                each.expected[(w, h)] = Placement(move.tile, *TILES[move.tile], x, y,
                                                  90.0 if IS_DOUBLE[move.tile] else 0.0)
                assert end_target(v.center, v.arms, v.spinner, W, move.tile, w, h) is None
                continue
            target = end_target(v.center, v.arms, v.spinner, move.end, move.tile, w, h)
            assert target is not None and target.tile == move.tile
            each.expected[(w, h)] = target
            if spinner_comes:
                x, y = lead_target(w, h)
                each.expected[(w, h)] = Placement(move.tile, *TILES[move.tile], x, y, 90.0)
                grown = [list(a) for a in v.arms]
                grown[move.end].append((move.tile, *TILES[move.tile]))
                lit = {p.tile: p for p in check_layout(v.center, grown, -1, w, h)}
                assert lit[move.tile] == target, "lit at the end of the line, crosswise"
            for arm in range(4):
                pips = v.ends[arm]
                fits = pips >= 0 and pips in TILES[move.tile]
                got = end_target(v.center, v.arms, v.spinner, arm, move.tile, w, h)
                assert (got is not None) == fits, (arm, v.ends, move)
        if move.end != LEAD:
            checked["spinner" if spinner_comes else "plain"] += 1

    for seed in range(40):
        play_random_hand(2 + seed % 3, 1000 + seed, each)
    assert checked["plain"] > 300 and checked["spinner"] > 10


def test_end_target_with_a_stand_in_tile_already_on_the_table():
    """The window may ask with any matching tile, even one in the layout, to find an end's place."""
    sp = tile_id(5, 5)
    arms = ([(tile_id(5, 2), 5, 2)], [(tile_id(5, 1), 5, 1)], [], [])
    stand_in = tile_id(5, 1)  # already on the E arm; the W end shows 2, the N end 5
    assert end_target((sp, 5, 5), arms, sp, W, stand_in, 880, 440) is None
    got = end_target((sp, 5, 5), arms, sp, N, stand_in, 880, 440)
    assert got is not None and (got.x, got.y, got.angle) == (440.0, 220.0 - 64, 90.0)
    assert {got.first, got.second} == {5, 1}
    placed = {p.tile: p for p in layout_placements((sp, 5, 5), arms, sp, 880, 440)}
    assert placed[stand_in] != got, "the stand-in's own place is not the answer"


def test_lead_target_is_the_middle_of_the_table_area():
    assert lead_target(880, 440) == (440.0, 220.0)
    assert lead_target(720, 400) == (360.0, 200.0)
    assert layout_placements(None, ((), (), (), ()), -1, 880, 440) == []


def test_a_lead_lies_along_the_line_and_a_spinner_crosswise():
    lead = tile_id(3, 5)
    (pl,) = layout_placements((lead, 5, 3), ((), (), (), ()), -1, 880, 440)
    assert (pl.x, pl.y, pl.angle) == (440.0, 220.0, 0.0)
    assert (pl.first, pl.second) == (5, 3), "the W pips on the left"
    spinner = tile_id(4, 4)
    (pl,) = layout_placements((spinner, 4, 4), ((), (), (), ()), spinner, 880, 440)
    assert (pl.x, pl.y, pl.angle) == (440.0, 220.0, 90.0)


def test_a_short_arm_runs_straight_from_the_centre():
    """The W arm goes left along the line, N up, E right and S down, each tile touching the one
    before (a double crosswise, its long side against its neighbours)."""
    sp = tile_id(6, 6)
    arms = ([(tile_id(6, 2), 6, 2), (tile_id(2, 2), 2, 2), (tile_id(2, 4), 2, 4)],
            [(tile_id(6, 3), 6, 3)], [(tile_id(6, 5), 6, 5)], [(tile_id(6, 0), 6, 0)])
    pls = {p.tile: p for p in check_layout((sp, 6, 6), arms, sp, 880, 440)}
    cx, cy = 440.0, 220.0
    assert pls[tile_id(6, 2)] == Placement(tile_id(6, 2), 2, 6, cx - 16 - 32, cy, 0.0)
    assert pls[tile_id(2, 2)] == Placement(tile_id(2, 2), 2, 2, cx - 16 - 64 - 16, cy, 90.0)
    assert pls[tile_id(2, 4)] == Placement(tile_id(2, 4), 4, 2, cx - 16 - 64 - 32 - 32, cy, 0.0)
    assert pls[tile_id(6, 3)] == Placement(tile_id(6, 3), 6, 3, cx + 48, cy, 0.0)
    assert pls[tile_id(6, 5)] == Placement(tile_id(6, 5), 5, 6, cx, cy - 64, 90.0)
    assert pls[tile_id(6, 0)] == Placement(tile_id(6, 0), 6, 0, cx, cy + 64, 90.0)


def test_a_tile_keeps_its_place_while_its_arm_and_the_others_grow():
    """In the usual case (each arm within its own quarter) adding a tile moves no other tile."""
    moved = 0
    total = 0

    def each(hand: HandState, move):
        nonlocal moved, total
        if move is not None:
            each.before = {p.tile: p for p in layout_placements(
                hand.center, hand.arms, hand.spinner, 880, 440)} if hand.center else {}
            each.spinner_before = hand.spinner
            return
        after = {p.tile: p for p in layout_placements(hand.center, hand.arms, hand.spinner,
                                                      880, 440)}
        if each.spinner_before < 0 and hand.spinner >= 0:
            return  # the line is re-rooted on the spinner's arrival: places change once
        for t, p in each.before.items():
            total += 1
            moved += after[t] != p

    for seed in range(60):
        play_random_hand(2, 500 + seed, each)
    assert total > 1000
    assert moved <= total // 100, f"{moved} of {total} tiles moved"


# --------------------------------------------------------------------------------- worst cases
def _euler_chain(rng: random.Random, start: int, tiles: list[int]) -> list[tuple[int, int, int]]:
    """A chain ``(tile, inner, outer)`` that starts at pips ``start`` and uses every tile of
    ``tiles`` once (Hierholzer's walk; the tiles must make every pip value's count even)."""
    adj: dict[int, list[int]] = {v: [] for v in range(7)}
    for t in tiles:
        a, b = TILES[t]
        adj[a].append(t)
        if a != b:
            adj[b].append(t)
    for v in adj:
        rng.shuffle(adj[v])
    used: set[int] = set()
    stack: list[tuple[int, int | None]] = [(start, None)]
    order: list[int] = []
    while stack:
        v, t = stack[-1]
        while adj[v] and adj[v][-1] in used:
            adj[v].pop()
        if adj[v]:
            nxt = adj[v].pop()
            used.add(nxt)
            a, b = TILES[nxt]
            stack.append((b if a == v else a, nxt))
        else:
            stack.pop()
            if t is not None:
                order.append(t)
    order.reverse()
    chain, v = [], start
    for t in order:
        a, b = TILES[t]
        o = b if a == v else a
        chain.append((t, v, o))
        v = o
    return chain


def _reversed(chain):
    return [(t, o, i) for t, i, o in reversed(chain)]


def _spinner_layout(rng: random.Random, n_arms: int):
    """A spinner and all 27 other tiles of the set in ``n_arms`` arms (1: one arm of 27).

    A walk through all 27 tiles from the spinner's pips comes back to them twice on the way and
    at its end, so it cuts into three pieces that each start and end on those pips (reversed, a
    piece still starts there); cutting one piece in two gives a fourth arm.
    """
    v = rng.randrange(7)
    sp = tile_id(v, v)
    chain = _euler_chain(rng, v, [t for t in range(28) if t != sp])
    assert len(chain) == 27 and chain[-1][2] == v
    if n_arms == 1:
        pieces = [chain]
    elif n_arms == 2:
        k = rng.randrange(1, 27)
        pieces = [chain[:k], _reversed(chain[k:])]
    else:
        returns = [i for i in range(1, 27) if chain[i][1] == v]
        bounds = [0] + returns + [27]
        pieces = [chain[a:b] for a, b in zip(bounds, bounds[1:])]
        assert len(pieces) == 3
        if n_arms == 4:
            pieces.sort(key=len)
            longest = pieces.pop()
            k = rng.randrange(1, len(longest))
            pieces += [longest[:k], _reversed(longest[k:])]
    pieces = [p if rng.random() < 0.5 or p[-1][2] != v else _reversed(p) for p in pieces]
    rng.shuffle(pieces)
    order = [W, E, N, S][:len(pieces)]
    if len(pieces) == 3 and rng.random() < 0.5:
        order[2] = S
    arms: list[list] = [[], [], [], []]
    for piece, a in zip(pieces, order):
        arms[a] = piece
    return (sp, v, v), arms, sp


def _line_layout(rng: random.Random):
    """No spinner yet: a line of all 21 plain tiles around a plain lead."""
    plain = [t for t in range(28) if not IS_DOUBLE[t]]
    start = rng.randrange(7)
    chain = _euler_chain(rng, start, plain)
    k = rng.randrange(len(chain))
    lead, a, b = chain[k]
    west = [(t, o, i) for t, i, o in reversed(chain[:k])]
    east = chain[k + 1:]
    return (lead, a, b), [west, east, [], []], -1


@pytest.mark.parametrize("width,height", SIZES + ((1280, 800), (1000, 440)))
def test_worst_cases_fit_one_arm_of_27_and_long_arms(width, height):
    rng = random.Random(width * 7 + height)
    longest = 0
    four = 0
    for k in range(160):
        center, arms, sp = _spinner_layout(rng, 1 + k % 4)
        longest = max(longest, max(len(a) for a in arms))
        four += all(arms)
        check_layout(center, arms, sp, width, height)
    assert longest == 27 and four == 40
    for _ in range(40):
        center, arms, sp = _line_layout(rng)
        check_layout(center, arms, sp, width, height)


def test_worst_cases_hold_while_the_arms_grow():
    """Every stage of a long layout being built, one tile at a time in a random order of arms."""
    rng = random.Random(77)
    stages = 0
    for k in range(24):
        center, arms, sp = _spinner_layout(rng, 2 + k % 3)
        left = [list(a) for a in arms]
        grown: list[list] = [[], [], [], []]
        while any(left):
            open_arms = [a for a in range(4)
                         if left[a] and (a in (W, E) or (grown[W] and grown[E]))]
            a = rng.choice(open_arms)
            grown[a].append(left[a].pop(0))
            for w, h in SIZES:
                check_layout(center, grown, sp, w, h)
            stages += 1
    assert stages == 24 * 27


def test_n_and_s_arms_need_a_spinner():
    lead = tile_id(1, 2)
    with pytest.raises(ValueError):
        layout_placements((lead, 1, 2), ((), (), [(tile_id(2, 3), 2, 3)], ()), -1, 880, 440)


def test_a_table_too_small_is_an_error_not_an_overlap():
    sp = tile_id(0, 0)
    arms = ([(tile_id(0, t), 0, t) for t in (1,)], [], [], [])
    with pytest.raises(ValueError):
        layout_placements((sp, 0, 0), ([(tile_id(0, 1), 0, 1), (tile_id(1, 1), 1, 1),
                                         (tile_id(1, 2), 1, 2)], [], [], []), sp, 120, 80)
    assert layout_placements((sp, 0, 0), arms, sp, 200, 120)


def test_geometry_module_imports_no_qt():
    code = ("import sys, allfives_qt.ui.table_layout; "
            "sys.exit(any(m.startswith('PySide6') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_tile_sizes():
    assert (TILE_LONG, TILE_SHORT) == (64.0, 32.0)
    assert Placement(0, 0, 0, 10.0, 20.0, 90.0).rect() == (-6.0, -12.0, 26.0, 52.0)

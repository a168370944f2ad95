"""The table's fallback when a play finds its open end walled in (about one hand in 400 of
random play with 2 players): :func:`allfives_qt.ui.table_frame.laid` lays the hand out afresh as a
whole (:func:`allfives_qt.ui.table_layout.layout_placements`), and the window re-lays the tiles
already on the table (``_reflowed`` and ``_relay_in_phases`` in ui/table/animation.py).

The hand is the one of 400 (2 players, ``test_table_layout.play_random_hand`` seeds 0-399, the
game's 880 x 424 layout area) whose growth at the normal tile size walls an end in: seed 270. The
large tile size keeps that shape, drawn larger (:data:`~allfives_qt.ui.layout_growth.SHAPE_LARGEST`;
play-test pt40 #2), so it walls in the same ends; the tests play at the large size. (The hands of
seeds 27 and 98 of ``benchmarks/bench_layout.py --largest 2.0`` walled in only in the shape that
size used to grow.) The hand is replayed here as a script of plays
(:func:`test_ui_table._scripted_hand`), so that it does not depend on the deal; each test also
checks that it still reaches the fallback.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from allfives_qt.engine.hand import LEAD, E, N, S, W
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import tile_id
from allfives_qt.ui.layout_growth import DeadEnd, grown, walled_in
from allfives_qt.ui.table.geometry import TABLE_RECT
from allfives_qt.ui.table_frame import (END_PLACES, LARGEST_SCALE, _SECTORS, _STAND_IN, TableFrame,
                                       _blocked, _words, end_places, laid)
from allfives_qt.ui.table_layout import MARGIN, TILE_LONG, TILE_SHORT, Placement
from allfives_qt.ui.tile_item import TileItem

from test_table_layout import _halves, _overlap, _shared_edge, check_layout
from test_table_late_spinner import step_through
from test_ui_table import _scripted_hand, check_layout_items, resume_scripted

WIDTH, HEIGHT = 880.0, 424.0  # the game's layout area (ui/table/geometry.py, LAYOUT_RECT)
LARGEST = LARGEST_SCALE["large"]
EPS = 1e-6

#: Seed 270's hand: the 17th play (2-4 on the spinner's N end) finds it walled in; one follows.
SEED_270 = [((1, 6), LEAD), ((1, 5), W), ((3, 5), W), ((3, 6), E), ((1, 3), E), ((0, 3), W),
            ((0, 2), W), ((1, 2), W), ((0, 1), E), ((0, 6), E), ((5, 6), E), ((0, 5), E),
            ((0, 4), E), ((4, 4), E), ((4, 5), E), ((3, 4), S), ((2, 4), N), ((1, 4), W)]
#: Each script; the index of its play that walls its end in; whether that end's name comes from
#: its lit place alone (:func:`_check_place_name`).
HANDS = {"seed 270": (SEED_270, 16, True)}


def _grows_in_place(view, extra=None) -> bool:
    try:
        grown(view, WIDTH, HEIGHT, LARGEST, extra)
    except DeadEnd:
        return False
    return True


def _in_layout_units(p: Placement, g) -> Placement:
    """``p`` (on the table, as :class:`TableFrame` gives it) in the layout units of ``g``."""
    return p._replace(x=(p.x - WIDTH / 2) / g.scale + g.fx, y=(p.y - HEIGHT / 2) / g.scale + g.fy)


def _on_table_outline(p: Placement, scale: float):
    """The outline ``(left, top, right, bottom)`` of ``p`` (on the table) drawn at ``scale``."""
    l, t, r, b = p.rect()
    return (p.x + (l - p.x) * scale, p.y + (t - p.y) * scale,
            p.x + (r - p.x) * scale, p.y + (b - p.y) * scale)


def _check_lit_by_its_end(view, end: int, lit: Placement, frame: TableFrame) -> None:
    """The lit place of a play whose end is walled in lies on the table, in the picture as it is
    before the play, against the open end: its matching half touches the end's half of the same
    pips (it overlaps the wall: no place there is free)."""
    _check_on_the_table([lit], frame.scale)
    g = laid(view, WIDTH, HEIGHT, frame.largest)
    arm = view.arms[end]
    last = arm[-1][0] if arm else view.center[0]
    at_end = next(p for p in g.placements if p.tile == last)
    pips = view.ends[end]
    touch = max((_shared_edge(a, b)[1] for pa, a in _halves(at_end) if pa == pips
                 for pb, b in _halves(_in_layout_units(lit, g)) if pb == pips), default=0.0)
    assert touch >= TILE_SHORT / 2 - EPS, ("the lit place is not at its end", lit, at_end)


@pytest.mark.parametrize("name", sorted(HANDS))
def test_a_walled_in_end_lays_the_hand_out_afresh_and_lights_each_play_where_it_goes(name):
    """From the play that walls its end in to the hand's last play, the table shows the hand
    laid out afresh at scale 1: every tile inside the table area (its margin kept), none
    overlapping another, each touching the one before it in its arm end to end with matching
    pips, doubles crosswise (``check_layout``). Each play after that one is lit where the tile
    then lies. The play that walls its end in is lit in the picture as it is, against its open
    end and on the table (before this was fixed, off it: x = 1057 and 1181 on the 880 wide area),
    and that end is named by that place (:func:`end_places`)."""
    plays, walls, name_from_place = HANDS[name]
    hand = _scripted_hand(plays, Rules.make(2, target=100000))
    frame = TableFrame(WIDTH, HEIGHT, LARGEST)
    afresh, walled, named = [], None, None
    for k, ((a, b), end) in enumerate(plays):
        tile = tile_id(a, b)
        before = hand.view(hand.turn)
        lit = None
        if before.center is not None:
            frame.fit(before)
            lit = frame.target(before, end, tile)
            assert lit is not None and lit.tile == tile
        if k == walls:
            walled = _grows_in_place(before) and not _grows_in_place(before, (tile, end))
            _check_lit_by_its_end(before, end, lit, frame)
            named = _check_place_name(before, end, frame)
        hand.play(tile, end)
        v = hand.view(0)
        frame.fit(v)
        if k < walls:
            continue  # the layout growing in place: test_layout_growth, test_table_layout
        now = frame.placements(v)
        _check_on_the_table(now, frame.scale)
        if _grows_in_place(v):
            continue
        afresh.append(k)
        assert frame.scale == 1.0
        assert now == check_layout(v.center, v.arms, v.spinner, WIDTH, HEIGHT)
        if k > walls:
            there = next(p for p in now if p.tile == tile)
            assert (there.first, there.second, there.angle) == (lit.first, lit.second, lit.angle)
            assert abs(there.x - lit.x) < EPS and abs(there.y - lit.y) < EPS, (lit, there)
    assert walled, "the play's end is walled in"
    assert afresh == list(range(walls, len(plays))), "laid out afresh from the walled-in play on"
    assert named == name_from_place


def _check_on_the_table(places, scale: float) -> None:
    """Every tile of ``places`` (as :meth:`TableFrame.placements` gives them, drawn at
    ``scale``) lies inside the table area, its margin kept, and overlaps no other."""
    rects = [_on_table_outline(p, scale) for p in places]
    for p, (l, t, r, b) in zip(places, rects):
        assert MARGIN - EPS <= l and r <= WIDTH - MARGIN + EPS, p
        assert MARGIN - EPS <= t and b <= HEIGHT - MARGIN + EPS, p
    for i, r in enumerate(rects):
        for j in range(i):
            assert not _overlap(r, rects[j]), (places[i], places[j])


def _check_place_name(view, end: int, frame: TableFrame) -> bool:
    """The walled-in ``end`` of ``view`` is named by its lit place, as every open end is by its
    spot (:func:`end_places`): where it lies from the centre tile, a side named only when no tile
    lies further that way level with it. Checked when that gives it a sector of its own (else
    the name comes from its direction, or a clash with another end); return whether it did."""
    g = laid(view, WIDTH, HEIGHT, frame.largest)
    centre = g.placements[g.centre]
    rects = [p.rect() for p in g.placements]
    raw = {}
    for a, pips in enumerate(view.ends):
        if pips >= 0:
            spot = _in_layout_units(frame.target(view, a, _STAND_IN[pips]), g).rect()
            raw[a] = _SECTORS.get(_words(spot, (centre.x, centre.y), _blocked(spot, rects)))
    if raw[end] is None or list(raw.values()).count(raw[end]) > 1:
        return False
    assert end_places(view, WIDTH, HEIGHT, frame.largest)[end] == END_PLACES[raw[end]], raw
    return True


@pytest.mark.parametrize("name", sorted(HANDS))
def test_the_window_re_lays_the_table_when_an_end_is_walled_in(window, qtbot, name):
    """Played through the window at the large tile size: the walled-in play's lit end lies on
    the table, over the tiles of the wall it overlaps (other lit ends lie under the tiles, as
    always); played, the tiles whose facing the fresh layout changes fade out, the others slide
    and scale together, and the faded ones fade back in at their new places
    (``_relay_in_phases``). Stepped through every 10 ms of that animation, no two tiles of the
    table overlap where they can be seen (the played tile, landing from the hand above them,
    aside) and no tile is seen at an angle other than its old or its new one. When each play's
    animation has finished (the later plays too), every tile item lies where the layout puts it,
    fully shown, nothing still animating, and every tile item in the scene is a tile of the table,
    of a hand or of the boneyard (none left behind)."""
    plays, walls, _ = HANDS[name]
    w = window
    scene = w.scene
    c = resume_scripted(w, plays)
    scene.set_tile_size("large")
    assert scene.frame.largest == LARGEST
    for (a, b), end in plays[:walls]:
        assert c.play(tile_id(a, b), end) is None
    relaid = []
    relay = scene._relay_in_phases

    def spy(places, reflowed, group):
        relaid.append(set(reflowed))
        relay(places, reflowed, group)

    scene._relay_in_phases = spy
    (a, b), end = plays[walls]
    tile = tile_id(a, b)
    assert not _grows_in_place(c.view(), (tile, end))
    scene.show_targets(tile)  # as when the seat to play chooses it (it may not be the shown one)
    lit = next(t for t in scene.targets if t.end == end)
    assert TABLE_RECT.contains(lit.sceneBoundingRect()), "the lit end lies on the table"
    plate = lit.sceneBoundingRect()
    wall = [i for i in scene.table_items.values()
            if plate.intersects(i.mapRectToScene(TileItem.body_rect()).adjusted(1, 1, -1, -1))]
    assert wall and all(lit.zValue() > i.zValue() for i in wall), "the lit end shows on the wall"
    for other in scene.targets:
        if other is not lit:
            assert other.zValue() < min(i.zValue() for i in scene.table_items.values())
    scene.cancel_choice()
    assert not scene.targets
    items = dict(scene.table_items)
    before = {t: i.rotation() % 360 for t, i in items.items()}
    scene.anim_ms = 200
    assert c.play(tile, end) is None
    assert relaid and relaid[0], "tiles to re-lay"
    after = {p.tile: p for p in scene.frame.placements(c.view())}
    groups = list(scene._anims)
    assert groups
    overlaps, seen_turning = step_through(w, groups, tile, before,
                                          {t: p.angle for t, p in after.items()})
    assert not overlaps, overlaps[:5]
    assert not seen_turning, seen_turning[:5]
    for k in range(walls, len(plays)):
        if k > walls:
            (a, b), end = plays[k]
            scene.anim_ms = 40
            assert c.play(tile_id(a, b), end) is None
        qtbot.waitUntil(lambda: not scene._anims, timeout=5000)
        assert not scene.in_flight()
        assert check_layout_items(w) == k + 1
        assert all(i.opacity() == 1.0 for i in scene.table_items.values())
        others = [i for seat in scene.other_items.values() for i in seat]
        known = set(map(id, list(scene.table_items.values()) + list(scene.hand_items.values())
                        + others + scene.bone_items + scene.revealed))
        shown = {id(i) for i in scene.items() if isinstance(i, TileItem)}
        assert shown == known, "a tile item left behind"
        assert all(i.tile == t for t, i in scene.table_items.items())
    print("re-laid per play:", [len(r) for r in relaid])


def test_the_place_at_a_walled_in_end_needs_an_open_end():
    """:func:`walled_in` raises ``ValueError`` for an end the layout does not have open (no N
    end before the spinner), and else gives the tile against that end."""
    lead = tile_id(1, 2)
    view = SimpleNamespace(center=(lead, 1, 2), arms=([], [], [], []), spinner=-1,
                           ends=(1, 2, -1, -1))
    g = laid(view, WIDTH, HEIGHT, LARGEST)
    with pytest.raises(ValueError):
        walled_in(g, tile_id(1, 3), N)
    p = walled_in(g, tile_id(2, 3), E)
    assert (p.tile, p.first, p.second, p.x, p.y, p.angle) == (tile_id(2, 3), 2, 3, TILE_LONG, 0, 0)


#: Play-test pt103's Fives and Threes game (2 players, large tiles, seed 908634501): its first two
#: hands up to 0-5 in the second. Plays as "tile end" in turn; draws are implied.
PT103_RULES = dict(players=2, hand_size="seven-five", target=61, end_of_hand="go-out-point",
                   scoring="fives-and-threes", spinner="none")
PT103_HANDS = ("5-5 5-3W 3-2W 2-2W 5-6E 6-1E 2-0W 0-3W 3-4W 1-2E 4-4W 2-6E 6-3E 3-3E 4-0W 0-1W",
               "3-6 3-1W 1-2W 6-4E 2-5W 4-1E 5-3W 1-6E 3-0W 0-6W 6-5W 5-5W 5-1W 6-2E 2-4E 4-0E "
               "0-0E 0-5E")


def test_a_layout_at_the_large_size_is_never_re_laid_by_rounding(window, qtbot):
    """Played with animations at the large tile size, where a tile comes from your hand drawn at
    1.6 to a layout drawn at about 1.607 (a change of scale too small to animate): every play, and
    every choice's lit places, only slide and scale the table, and no tile fades out and back in
    (play-test pt103 #1: from the 9th play of each hand the table was re-laid at every play, the
    played tile left at 1.6; a choice given up for the play while its re-laying ran left six
    tiles unseen for the rest of the hand)."""
    from allfives_qt.controller import GameSetup
    from allfives_qt.engine.tiles import parse_tile

    w, scene, c = window, window.scene, window.controller
    scene.set_tile_size("large")
    scene.anim_ms = 10
    w.start_game(GameSetup(Rules.make(**PT103_RULES), (None, None), 908634501))
    relaid = []
    watched = scene._reflowed

    def spy(places, flying):
        got = watched(places, flying)
        relaid.extend(got)
        return got

    scene._reflowed = spy
    for i, hand in enumerate(PT103_HANDS):
        if i:
            qtbot.waitUntil(lambda: not scene.in_flight(), timeout=5000)
            assert c.next_hand()
        for play in hand.split():
            tile, end = parse_tile(play[:3]), "WE".find(play[3:])
            qtbot.waitUntil(lambda: not scene.in_flight(), timeout=5000)
            while tile not in c.playable_tiles():
                assert c.draw() is None
                qtbot.waitUntil(lambda: not scene.in_flight(), timeout=5000)
            if end >= 0:
                scene.show_targets(tile)  # chosen: the table makes room for its lit places
                scene.cancel_choice()
            assert c.play(tile, max(end, 0)) is None
    qtbot.waitUntil(lambda: not scene._anims, timeout=5000)
    assert len(scene.table_items) == 18 and relaid == []
    assert all(i.opacity() == 1.0 for i in scene.table_items.values())

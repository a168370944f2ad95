"""A late spinner (play-test pt6, item 6): when the first double arrives after many tiles, the
line is laid out again around it at the middle of the table (RULES.md, "Doubles and the
spinner"). The tiles already on the table must not be seen turning through each other."""

from PySide6.QtCore import QAbstractAnimation

from allfives_qt.engine.hand import LEAD, E, W
from allfives_qt.engine.tiles import TILES, tile_id
from allfives_qt.ui.tile_item import TileItem

from test_ui_table import check_layout_items, resume_scripted

#: Nine tiles on a line (W and E in turn), then the first double, 5-5, on the E end: it becomes
#: the spinner and the line of nine its W arm.
_PLAYS = [((0, 1), LEAD), ((1, 2), E), ((0, 3), W), ((2, 3), E), ((3, 5), W), ((3, 4), E),
          ((5, 6), W), ((4, 5), E), ((6, 2), W), ((5, 5), E)]


def _facing(rotation, halves, tile):
    """The direction (degrees) a tile's lower-pip half points from its middle (a double: its
    axis only)."""
    lo, hi = TILES[tile]
    angle = int(round(rotation)) % 360
    if lo == hi:
        return angle % 180
    return (angle + 180) % 360 if halves[0] == lo else angle


def _visible_bodies(w, played):
    return {t: i.mapRectToScene(TileItem.body_rect()).adjusted(0.5, 0.5, -0.5, -0.5)
            for t, i in w.scene.table_items.items() if t != played and i.opacity() > 0.01}


def step_through(w, groups, played, old, new):
    """Pause the animation ``groups`` of the window ``w`` and step them through every 10 ms from
    start to end, then let any still paused run on. Return ``(overlaps, seen_turning)``: where
    two tiles of the table overlap where they can be seen, ``(ms, tile, tile)``, the ``played``
    tile (landing from a hand above them) aside; where a shown tile is at an angle other than its
    ``old`` or its ``new`` one (``{tile: degrees}``), ``(ms, tile, angle)``."""
    items = w.scene.table_items
    overlaps, seen_turning = [], []
    for g in groups:
        g.pause()
    for ms in range(0, max(g.duration() for g in groups) + 1, 10):
        for g in groups:
            g.setCurrentTime(min(ms, g.duration()))
        bodies = _visible_bodies(w, played)
        tiles = sorted(bodies)
        overlaps += [(ms, a, b) for i, a in enumerate(tiles) for b in tiles[i + 1:]
                     if bodies[a].intersects(bodies[b])]
        for t in bodies:
            rot = items[t].rotation() % 360
            if all(abs((rot - r + 180) % 360 - 180) > 0.5 for r in (old[t], new[t])):
                seen_turning.append((ms, t, rot))
    for g in groups:
        if g.state() == QAbstractAnimation.State.Paused:
            g.resume()
    return overlaps, seen_turning


def test_a_late_spinner_lays_the_line_out_again_without_tiles_turning_in_sight(window, qtbot):
    """Stepping through the animation of the late spinner's play every 10 ms: no two tiles of
    the table overlap where they can be seen (the played tile, landing from the hand above
    them, aside), and no tile is seen turning: a tile shows only its old or its new angle. The
    tiles whose facing the new layout changes (the geometry puts the spinner in the middle,
    so the part of the line that no longer fits straight turns a corner: the test counts them)
    fade out and back in at their new places; the others slide together, a rigid body. At the
    end every tile is where the layout puts it, fully shown."""
    w = window
    c = resume_scripted(w, _PLAYS)
    for (a, b), end in _PLAYS[:-1]:
        assert c.play(tile_id(a, b), end) is None
    items = dict(w.scene.table_items)
    before = {t: (i.rotation() % 360, _facing(i.rotation(), i.halves(), t)) for t, i in items.items()}
    w.scene.anim_ms = 300
    spinner = tile_id(5, 5)
    assert c.play(spinner, E) is None
    assert c.view().spinner == spinner
    groups = list(w.scene._anims)
    assert groups
    after = {p.tile: p for p in w.scene.frame.placements(c.view())}
    turned = {t for t in items if _facing(after[t].angle, (after[t].first, after[t].second), t)
              != before[t][1]}
    # The layout grows in place now (play-test pt7 #1): the late spinner turns no tile at all.
    assert not turned, turned
    old = {t: r for t, (r, _) in before.items()}
    overlaps, seen_turning = step_through(w, groups, spinner, old,
                                          {t: p.angle for t, p in after.items()})
    assert not overlaps, overlaps[:5]
    assert not seen_turning, seen_turning[:5]
    qtbot.waitUntil(lambda: not w.scene._anims, timeout=5000)
    check_layout_items(w)
    assert all(i.opacity() == 1.0 for i in w.scene.table_items.values())
    print("tiles that turn (the geometry's part):", len(turned), "of", len(items))


#: Four tiles on a line; the fourth, 2-2 on the E end, is the first double and so the spinner.
_SHORT = [((0, 1), LEAD), ((1, 2), E), ((0, 3), W), ((2, 2), E), ((2, 5), W)]


def test_a_late_spinner_stays_where_it_was_played_and_the_line_keeps_its_place(window, qtbot):
    """Play-test pt6, item 6: a late spinner took the middle of the table and the whole line
    jumped. Where the line runs straight on into the spinner from its arm's side and the spinner
    has room on its open side, it lies where its end was lit, and every tile already laid keeps
    its place and angle (the layout's scale stays too)."""
    w = window
    c = resume_scripted(w, _SHORT)
    for (a, b), end in _SHORT[:3]:
        assert c.play(tile_id(a, b), end) is None
    items = w.scene.table_items
    before = {t: (i.scenePos(), i.rotation(), i.scale()) for t, i in items.items()}
    spinner = tile_id(2, 2)
    w.scene.show_targets(spinner)
    lit = next(t for t in w.scene.targets if t.end == E).scenePos()
    assert c.play(spinner, E) is None and c.view().spinner == spinner
    assert (items[spinner].scenePos() - lit).manhattanLength() < 0.5, "where it was lit"
    for t, (pos, rot, scale) in before.items():
        assert (items[t].scenePos() - pos).manhattanLength() < 0.5, (t, pos, items[t].scenePos())
        assert items[t].rotation() == rot and items[t].scale() == scale, t
    check_layout_items(w)

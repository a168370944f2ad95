"""The lit ends' plates on the table (play-test pt6, items 11 and 14): each lies centred on the
place where the chosen tile goes, inside that place, clear of the tiles beside it and of the
spinner's ring and star."""

from PySide6.QtCore import QRectF

from allfives_qt.engine.hand import LEAD, E, N, S, W
from allfives_qt.engine.tiles import tile_id
from allfives_qt.ui.table.geometry import to_scene
from allfives_qt.ui.tile_item import TileItem

from test_ui_table import resume_scripted

#: Lead 6-6 (the spinner); its W and E sides; then N and S; then one more tile on each arm.
_PLAYS = [((6, 6), LEAD), ((6, 5), W), ((6, 4), E), ((6, 3), N), ((6, 2), S), ((5, 1), W),
          ((4, 0), E), ((3, 3), N), ((2, 0), S), ((1, 1), W), ((0, 0), E), ((3, 5), N),
          ((0, 1), S)]


def _check_plates(w, plates):
    """Every lit end of ``plates`` (``(item, tile)`` each) paints only on its place: all it
    paints (its bounding rectangle) is centred on the layout's spot for ``tile`` on its end,
    inside that spot, over no tile of the table, and clear of the spinner's ring and star.
    Return the arms checked."""
    scene = w.scene
    view = w.controller.view()
    spinner = scene.table_items[view.spinner]
    mark = scene.spinner_mark
    inset = mark.RING_INSET
    ring = spinner.mapRectToScene(TileItem.body_rect().adjusted(inset, inset, -inset, -inset))
    c = mark._star_centre()
    star = spinner.mapRectToScene(QRectF(c.x() - mark.STAR, c.y() - mark.STAR, 2 * mark.STAR,
                                         2 * mark.STAR))
    bodies = [i.mapRectToScene(TileItem.body_rect()).adjusted(0.5, 0.5, -0.5, -0.5)
              for i in scene.table_items.values()]
    seen = set()
    for t, tile in plates:
        arm = "WENS"[t.end]
        plate = t.sceneBoundingRect()
        p = scene.frame.target(view, t.end, tile)
        place = to_scene(p.x, p.y)
        assert abs(plate.center().x() - place.x()) < 1.0, (arm, plate, place)
        assert abs(plate.center().y() - place.y()) < 1.0, (arm, plate, place)
        assert not plate.intersects(ring), ("on the spinner's ring", arm, plate, ring)
        assert not plate.intersects(star), ("under the star", arm, plate, star)
        assert not any(plate.intersects(b) for b in bodies), ("over a tile", arm, plate)
        spot = t.mapRectToScene(TileItem.body_rect())
        assert spot.adjusted(-0.5, -0.5, 0.5, 0.5).contains(plate), (arm, plate, spot)
        seen.add(t.end)
    return seen


def test_each_lit_plate_lies_on_its_place_clear_of_the_spinners_ring_and_star(window, qtbot):
    """Play-test pt6, items 11 and 14: the N and S plates lay on the spinner's gold ring and the
    star on the S plate. A scripted hand with a spinner and all four arms, the tile about to be
    played chosen before each play: every lit plate (and the spinner's faint N/S ends) is centred
    on its place, inside it, over no tile, clear of the spinner's ring and star; once played, the
    tile lies where its plate was (when the layout keeps its scale)."""
    w = window
    c = resume_scripted(w, _PLAYS)
    assert c.play(tile_id(6, 6), LEAD) is None
    seen, landed = set(), 0
    for (a, b), end in _PLAYS[1:]:
        tile = tile_id(a, b)
        w.scene.show_targets(tile)  # as choosing it does (the seat to play is not shown)
        assert end in [t.end for t in w.scene.targets]
        seen |= _check_plates(w, [(t, tile) for t in w.scene.targets])
        plate = next(t for t in w.scene.targets if t.end == end)
        centre, scale = plate.sceneBoundingRect().center(), w.scene.frame.scale
        assert c.play(tile, end) is None, (a, b, end)
        if abs(w.scene.frame.scale - scale) < 1e-9:
            body = w.scene.table_items[tile].mapRectToScene(TileItem.body_rect())
            assert (body.center() - centre).manhattanLength() < 1.0, ((a, b), end)
            landed += 1
        ends = c.view().ends
        ghosts = [(g, tile_id(ends[g.end], (ends[g.end] + 1) % 7)) for g in w.scene.spinner_ends]
        seen |= _check_plates(w, ghosts)
    assert seen == {W, E, N, S}
    assert landed >= 6, "most tiles land where their plate was"

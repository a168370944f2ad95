"""An open end of the spinner walled in by another line is not drawn faintly over that line's tile
(play-test pt22 #1: with the 6-6 spinner lying in the middle of a winding line, the faint outline
of its empty end lay on a tile of the line beside it)."""

from allfives_qt.engine.hand import LEAD, E, N, S, W

from test_ui_table import ghost_tile, resume_scripted

#: The first 19 plays of the play-tester's third hand (seat by seat in turn; the spinner 6-6
#: arrives at the 15th, far down the W arm): its S end is then walled in at the normal tile size.
_PLAYS = [((4, 6), LEAD), ((6, 1), E), ((4, 5), W), ((5, 0), W), ((0, 6), W), ((6, 3), W),
          ((3, 2), W), ((2, 4), W), ((4, 1), W), ((1, 0), W), ((0, 2), W), ((2, 5), W),
          ((5, 6), W), ((1, 5), E), ((6, 6), W), ((5, 5), E), ((5, 3), E), ((3, 4), E),
          ((6, 2), W)]


def _overlap(a, b):
    """Whether two scene rectangles share more than a pixel's width each way."""
    r = a.intersected(b)
    return r.width() > 1 and r.height() > 1


def test_a_walled_in_end_of_the_spinner_is_not_drawn_over_a_tile(window):
    from allfives_qt.engine.tiles import tile_id
    from allfives_qt.ui.table.geometry import TABLE_RECT
    from allfives_qt.ui.table_layout import TILE_LONG
    from allfives_qt.ui.tile_item import TileItem

    w = window
    c = resume_scripted(w, _PLAYS)
    for (a, b), end in _PLAYS:
        assert c.play(tile_id(a, b), end) is None
    view, scene = c.view(), w.scene
    assert view.spinner == tile_id(6, 6) and view.arms[W] and view.arms[E]
    assert view.ends[S] >= 0 and not view.arms[S]  # open and empty
    assert scene.frame.walled(view, S, ghost_tile(view, S))
    target = scene.frame.target(view, S, ghost_tile(view, S))
    placed = scene.frame.placements(view)
    assert any(abs(target.x - p.x) < 30 and abs(target.y - p.y) < 30 for p in placed)  # on a tile
    assert S not in [g.end for g in scene.spinner_ends]
    # The N end has room, but its outline would reach 13 units past the felt's left edge: not
    # shown either (an outline is shown whole or not at all).
    assert not scene.spinner_ends
    p = scene.frame.target(view, N, ghost_tile(view, N))
    assert scene.to_scene(p.x, p.y).x() - TILE_LONG / 2 * scene.frame.scale < TABLE_RECT.left()
    # At the small tile size neither end is walled in: each is shown, on no tile, unless its
    # outline would leave the felt (the layout there turns its N line sooner and lies at the
    # felt's left edge: its S end's outline would reach past it).
    scene.set_tile_size("small")
    assert not scene.frame.walled(view, S, ghost_tile(view, S))
    assert not scene.frame.walled(view, N, ghost_tile(view, N))
    shown = sorted(g.end for g in scene.spinner_ends)
    assert shown
    for end in {N, S} - set(shown):
        p = scene.frame.target(view, end, ghost_tile(view, end))
        centre = scene.to_scene(p.x, p.y)
        half = TILE_LONG / 2 * scene.frame.scale
        assert centre.x() - half < TABLE_RECT.left() or centre.x() + half > TABLE_RECT.right() \
            or centre.y() - half < TABLE_RECT.top() or centre.y() + half > TABLE_RECT.bottom()
    bodies = [i.mapRectToScene(TileItem.body_rect()) for i in scene.table_items.values()]
    for ghost in scene.spinner_ends:  # shrunk by its line's width: it touches the spinner
        inner = ghost.sceneBoundingRect().adjusted(4, 4, -4, -4)
        assert not any(_overlap(inner, b) for b in bodies)

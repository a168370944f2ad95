"""Open ends named by where they lie in the picture (play-test pt6, item 15): an arm that has
turned back ends at the left end of its bottom row, and the hint must not call that end "the
end at the bottom right"."""

from allfives_qt.engine.hand import LEAD, E, Move
from allfives_qt.engine.tiles import tile_id
from allfives_qt.ui.sentences import end_name
from allfives_qt.ui.table.geometry import to_scene

from test_ui_table import resume_scripted

#: Lead 4-4 (the spinner); nine tiles on its E side, which runs right, turns down and comes back
#: left along the bottom; then 3-2 for the person (seat 0) on that end.
_PLAYS = [((4, 4), LEAD)] + [(p, E) for p in [(4, 6), (6, 3), (3, 5), (5, 0), (0, 6), (6, 2),
                                              (2, 5), (5, 1), (1, 3), (3, 2)]]


def test_the_hint_names_an_end_that_turned_back_as_the_picture_shows_it(window, qtbot):
    """The E arm has turned a corner: the hint (status bar), the lit end's name and the
    keyboard's words name its end by where it lies in the picture (the end at the bottom
    right); the spinner's own open W end is still the end on the left."""
    w = window
    c = resume_scripted(w, _PLAYS)
    for (a, b), end in _PLAYS[:-1]:
        assert c.play(tile_id(a, b), end) is None
    view = c.view()
    tile = tile_id(3, 2)
    spot = w.scene.frame.target(view, E, tile)
    at = to_scene(spot.x, spot.y)
    # The layout grows in place now (play-test pt7 #2): the E arm turns down and then out to the
    # right again, never back left, so its end lies at the bottom right, and is named so.
    assert at.x() > 640 and at.y() > 360, "the end lies right of and below the table's middle"
    focus = []
    w.scene.focusText.connect(focus.append)
    w.scene.on_hint(Move(tile, E), {"points_now": 0})
    bottom = end_name(E, "bottom-right")
    message = w.statusBar().currentMessage()
    assert bottom in message, message
    lit = [t for t in w.scene.targets if t.end == E]
    assert lit and lit[0].accessible_name.startswith("Open end: " + bottom)
    said = f" on {bottom} scores {lit[0].points} points now." if lit[0].points else f" on {bottom}."
    assert focus and focus[-1].endswith(said)
    assert w.scene.end_label(0) == end_name(0, "left")

"""The table's sentence is placed by where the tiles go, not where they are while the picture
slides to light a chosen tile's ends (play-test pt22 #2: a hint laid out under the tiles as they
were covered the last tile played once they had slid down)."""

from PySide6.QtCore import QAbstractAnimation

from allfives_qt.engine.tiles import tile_id
from test_table_walled_spinner_end import _PLAYS
from test_ui_table import resume_scripted

#: The play-tester's hand three plays on; the seat to act (seat 0, whose hand is shown) then holds
#: 4-0, which fits only the end at the top right, whose lit place makes the picture slide down.
_ON = _PLAYS + [((4, 4), 1), ((2, 2), 0), ((2, 1), 0)]
_SCRIPT = _ON + [((4, 0), 1)]


def _lowest_drawn(scene):
    return max(r.bottom() for r in [i.sceneBoundingRect() for i in scene.table_items.values()]
               + [t.sceneBoundingRect() for t in scene.targets])


def test_the_layout_edge_is_where_the_tiles_go(window):
    w = window
    c = resume_scripted(w, _SCRIPT)
    for (a, b), end in _ON:
        assert c.play(tile_id(a, b), end) is None
    scene = w.scene
    assert abs(scene.layout_edge(True) - _lowest_drawn(scene)) < 0.5  # at rest: as drawn
    scene.anim_ms = 5000
    scene.choose(tile_id(4, 0))
    groups = [g for g in scene._anims if g.state() == QAbstractAnimation.State.Running]
    assert groups, "lighting the end slid the picture"
    edge = scene.layout_edge(True)
    assert edge - _lowest_drawn(scene) > 5  # the tiles are still on their way down
    for g in groups:
        g.setCurrentTime(g.duration())
    assert abs(edge - _lowest_drawn(scene)) < 0.5

"""A better move at the end of a long arm lies on the table: the picture slides (or shrinks) to
make room for it, as it does for a chosen tile's lit places (play-test pt63 #3: in the review of
a first hand, the ghost 1-5 on the right end hung past the felt's right edge)."""

from pathlib import Path

from allfives_qt.engine.tiles import parse_halves, tile_id
from allfives_qt.ui.table.geometry import TABLE_RECT
from allfives_qt.ui.tile_item import TileItem
from test_window_storage import make_window

RECORD = Path(__file__).resolve().parent / "data" / "ghost-past-the-edge.json"


def test_the_better_move_at_a_long_arms_end_lies_on_the_table(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.resize(1270, 760)
    w.scene.set_tile_size("large")  # the player had chosen large tiles
    assert w.open_record(str(RECORD)) and w.replaying
    mode = w.replay_mode
    entry = next(p for p in w.reviews.result["plays"] if (p["hand"], p["play"]) == (0, 12))
    assert (entry["end"], entry["best"]) == ("S", {"tile": "1-5", "end": "E"})
    mode.bar.go(mode.steps.hand_starts[0] + entry["play"] + 1)
    ghost = w.reviews.overlay.items[0]
    body = TileItem.body_rect()
    assert isinstance(ghost, TileItem) and ghost.tile == tile_id(*parse_halves("1-5"))
    drawn = ghost.mapRectToScene(body)
    assert TABLE_RECT.contains(drawn), (drawn, TABLE_RECT)
    # It still lies against the right end's tile, covering none.
    tiles = [i.mapRectToScene(body) for i in w.scene.table_items.values() if i.isVisible()]
    assert any(drawn.adjusted(-3, -3, 3, 3).intersects(r) for r in tiles)
    assert not any(drawn.adjusted(2, 2, -2, -2).intersects(r) for r in tiles)
    # Every tile of the layout is on the table too.
    assert all(TABLE_RECT.contains(r) for r in tiles)
    # What the play cost lies on the table too, a few units inside its edge.
    label = w.reviews.overlay.items[1]
    gap = w.reviews.overlay.EDGE_GAP
    assert TABLE_RECT.adjusted(gap, gap, -gap, -gap).contains(label.sceneBoundingRect())
    w.replay_mode.leave()
    w.close()

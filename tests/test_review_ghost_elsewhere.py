"""The better move on another open end than the tile played lies at that end in the picture
shown (play-test pt24 #4: the layout zoomed out when the tile played reached the table's top, and
the ghost 1-4 with "cost 12.2 points" lay about 30 px below the left end, joined to nothing)."""

import os
from pathlib import Path

from allfives_qt.engine.tiles import parse_halves, tile_id
from allfives_qt.ui.tile_item import TileItem
from test_window_storage import make_window

RECORD = Path(__file__).resolve().parent / "data" / "ghost-after-zoom-out.json"


def test_the_better_move_on_another_end_lies_against_that_end(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    assert w.open_record(str(RECORD)) and w.replaying and w.reviews.panel.isVisible()
    mode = w.replay_mode
    entry = next(p for p in w.reviews.result["plays"] if (p["hand"], p["play"]) == (1, 13))
    assert (entry["end"], entry["best"]) == ("N", {"tile": "1-4", "end": "W"})
    mode.bar.go(mode.steps.hand_starts[1] + entry["play"] + 1)
    ghost = w.reviews.overlay.items[0]
    assert isinstance(ghost, TileItem) and ghost.tile == tile_id(*parse_halves("1-4"))
    # The ghost lies where the frame puts 1-4 on the left end of the layout shown, touching the
    # tile at that end and covering none.
    after = mode.steps.state(mode.index).hand.view(w.controller.human_seat)
    place = w.scene.frame.target(after, 0, ghost.tile)
    at = w.scene.to_scene(place.x, place.y)
    assert (ghost.pos() - at).manhattanLength() < 1
    def body(item):
        return item.mapRectToScene(TileItem.body_rect())

    g = body(ghost)
    tiles = [body(i) for i in w.scene.table_items.values() if i.isVisible()]
    assert any(g.adjusted(-3, -3, 3, 3).intersects(r) for r in tiles)
    assert not any(g.adjusted(2, 2, -2, -2).intersects(r) for r in tiles)
    os.makedirs("test-artifacts", exist_ok=True)
    w.grab().save("test-artifacts/review-ghost-on-another-end.png")
    w.replay_mode.leave()
    w.close()

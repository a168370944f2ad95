"""What a play cost lies clear of the spinner's open ends shown faintly, as it lies clear of the
tiles (play-test pt120 #4: in the review of a hand in Kiswahili, "gharama pointi 3.9" lay across
the spinner's faint N end; then it went 200 units up, over that end, far from the tile it
was about)."""

from pathlib import Path

from PySide6.QtWidgets import QGraphicsSimpleTextItem

from allfives_qt import i18n
from allfives_qt.engine.tiles import parse_halves, tile_id
from allfives_qt.ui.table.items import EndTarget
from test_window_storage import make_window

RECORD = Path(__file__).resolve().parent / "data" / "cost-beside-the-spinners-ends.json"


def text_of(label) -> str:
    """``label``'s text as read: its no-break spaces (no line break between a number and its
    word, play-tests pt158 #3, pt163 #1) as plain spaces."""
    return label.text().replace("\xa0", " ")


def test_the_cost_lies_clear_of_every_end_shown(qtbot, qapp, tmp_path):
    i18n.install_language(qapp, "sw")
    try:
        w = make_window(qtbot, tmp_path)
        w.resize(1270, 760)
        assert w.open_record(str(RECORD)) and w.replaying
        mode = w.replay_mode
        plays = [p for p in w.reviews.result["plays"] if p["hand"] == 1]
        assert plays
        checked = 0
        for entry in plays:
            mode.bar.go(mode.steps.hand_starts[1] + entry["play"] + 1)
            ends = [i.sceneBoundingRect() for i in w.scene.items()
                    if isinstance(i, EndTarget) and i.isVisible()]
            marks = [i for i in w.reviews.overlay.items if isinstance(i, QGraphicsSimpleTextItem)]
            for mark in marks:
                assert not any(mark.sceneBoundingRect().intersects(r) for r in ends), \
                    (entry, text_of(mark), mark.sceneBoundingRect(), ends)
            checked += bool(ends and marks)
            mine = w.scene.table_items[tile_id(*parse_halves(entry["tile"]))].sceneBoundingRect()
            for mark in marks:  # beside the tile played: at most two steps of 12 units away
                r = mark.sceneBoundingRect()
                gap = max(r.top() - mine.bottom(), mine.top() - r.bottom(),
                          r.left() - mine.right(), mine.left() - r.right())
                assert gap <= 30, (entry, r, mine)
        assert checked  # some step showed both a mark and a faint end
        w.replay_mode.leave()
        w.close()
    finally:
        i18n.install_language(qapp, "en")

"""The points a play would score, drawn in its lit place (play-test pt9, finding 12): "+10" filled
an upright lead place edge to edge (shot40). The label now lies inside the lit outline with room
to spare on every side: in every language, for the longest labels, on lead and end places, in
every orientation and at every tile size (a lit end's item scale), chosen by the keyboard or not."""

import pytest
from PySide6.QtCore import QLocale, QRectF

from allfives_qt import i18n
from allfives_qt.engine.hand import LEAD
from allfives_qt.ui.table.items import EndTarget
from allfives_qt.ui.tile_item import TILE_LONG, TILE_SHORT

#: The widest line the lit outline is drawn with (a chosen end), in item units.
WIDEST_LINE = 4.0
#: The least room between the label and the outline's inner edge, in item units.
MARGIN = 1.5
POINTS = (0, 5, 10, 15, 20, 25, 30, 35)
SCALES = (0.35, 0.6, 1.0, 1.25, 1.6, 2.0)  # long layouts .. the large tile size's largest


def inside_the_outline() -> QRectF:
    """The lit place inside its outline's line, in item coordinates."""
    place = QRectF(-TILE_LONG / 2, -TILE_SHORT / 2, TILE_LONG, TILE_SHORT)
    edge = EndTarget.PLATE_INSET + WIDEST_LINE / 2
    return place.adjusted(edge, edge, -edge, -edge)


@pytest.fixture(params=["en", "sw", "he", "ceb", "ta", "ru"])
def language(request, qapp):
    i18n.register_fonts()
    i18n.install_language(qapp, request.param)
    yield request.param
    i18n.install_language(qapp, "en")


def test_the_label_lies_inside_the_lit_place_with_a_margin(language):
    room = inside_the_outline().adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
    bad = []
    for end in (LEAD, 0, 1, 2, 3):
        for angle in (0, 90, 180, 270, -90):
            for scale in SCALES:
                for selected in (False, True):
                    t = EndTarget(end)
                    t.setRotation(angle)  # as the window sets them: placement first, then points
                    t.setScale(scale)
                    t.set_selected(selected)
                    for points in POINTS:
                        t.set_points(points)
                        label = t._preview
                        box = label.mapRectToParent(label.boundingRect())  # item coordinates
                        # In an upright place the number may come nearer the outline's sides.
                        near = EndTarget.UPRIGHT_MARGIN if abs(angle) % 180 == 90 else MARGIN
                        assert label.text() == QLocale().toString(points)  # no sign (pt148 #2)
                        if not inside_the_outline().adjusted(MARGIN, near, -MARGIN, -near).contains(box) \
                                and not room.contains(box):
                            bad.append((end, angle, scale, label.text(), box))
                        # Still a number one can read: not shrunk to a speck.
                        assert box.height() >= 9 and box.width() >= 4, (language, box)
                        # Centred on the place, upright on the screen.
                        assert abs(box.center().x()) < 0.01 and abs(box.center().y()) < 0.01
                        assert (angle + label.rotation()) % 360 == 0
    assert bad == [], (language, len(bad), bad[:4])


def test_an_upright_place_draws_its_number_as_large_as_it_can(language):
    """Play-test pt19 #4: in an upright place "+10" on one line was drawn at about half size
    (6 to 8 pixels on the screen); then the sign stacked over its number read as broken
    (pt110 #5, pt114 #4). The number stands there alone, on one line, at least 0.75 of its size
    at scale 1 (0.51 with its sign), inside the outline; lying flat, it has no sign either (pt148
    #2, pt149 #4, pt150 #4, pt152 #4: "+10" flat beside "10" upright read as two kinds)."""
    t = EndTarget(1)
    t.setRotation(90)
    t.set_points(10)
    label = t._preview
    assert label.scale() >= 0.75, (language, label.scale(), label.text())
    assert label.text() == QLocale().toString(10)
    flat = EndTarget(1)  # lying flat: the same figure
    flat.set_points(10)
    assert flat._preview.text() == QLocale().toString(10)

"""The table's sentence keeps on the table (play-test pt8 #6: in Tamil the end-of-hand sentence
wrapped onto three lines, and the toast ran about 35 px below the table's bottom edge)."""

from PySide6.QtCore import QCoreApplication

from allfives_qt import i18n
from allfives_qt.ui.table import geometry as geo
from allfives_qt.ui.table.toast import Toast

#: The end-of-hand sentences shown on the table once the panel is closed (EndPanels.way_back).
SENTENCES = (
    "The game is over. Start another with the New game button (Ctrl+N); "
    "click the table or press Enter to see the results again.",
    "The hand is over. Press Enter or the Next hand button to deal the next "
    "hand; click the table or press T to see the results again.",
)


def test_the_longest_end_of_hand_sentence_keeps_on_the_table(qapp):
    i18n.register_fonts()
    # The layout's lowest tile as low as in the play-test's picture (shot24): the toast may not
    # cover it, and Tamil's sentence took three lines at full size under it.
    lowest = 517.0
    toast = Toast(geo.TOAST_TOP, geo.TABLE_RECT.bottom(), lambda: lowest)
    heights = {}
    try:
        for code in i18n.LANGUAGES:
            i18n.install_language(qapp, code)
            for source in SENTENCES:
                text = QCoreApplication.translate("EndPanels", source)
                assert code == "en" or text != source  # translated: the test means something
                toast.show_text(text)
                rect = toast.sceneBoundingRect()
                heights[code, source[:8]] = rect.height()
                assert geo.TABLE_RECT.contains(rect), (code, text, rect)
                assert rect.top() > lowest  # clear of the layout
                assert toast._font.pixelSize() >= Toast.MIN_PX
    finally:
        i18n.install_language(qapp, "en")
    # A short sentence keeps its full size (and keeps on the table too).
    toast.show_text("The hand is over.")
    assert toast._font.pixelSize() == Toast.TEXT_PX
    assert geo.TABLE_RECT.contains(toast.sceneBoundingRect())
    assert max(heights.values()) > toast.sceneBoundingRect().height()  # some took more lines


LONG_HINT = ("Hint: Play 0-5 on the end at the bottom right: it scores nothing now, but it leaves "
             "your opponent the fewest points. 3-6 on the end at the top would score 10 points "
             "now, but it is worth less over the rest of the hand.")


def test_a_sentence_too_long_for_the_room_under_the_layout_goes_over_it(qapp):
    """Play-tests pt16 #2 and pt18 A: a three-line hint under a low layout covered the hinted tile
    in the hand. It goes under the layout wider than the table where that makes it fit, else
    above the layout, on the table and clear of the tiles."""
    highest = 230.0
    for lowest in (517.0, 545.0):
        toast = Toast(geo.TOAST_TOP, geo.TABLE_RECT.bottom(), lambda: lowest,
                      geo.TABLE_RECT.top(), lambda: highest)
        toast.show_text(LONG_HINT)
        rect = toast.sceneBoundingRect()
        assert toast._font.pixelSize() >= Toast.MIN_PX
        assert rect.top() >= geo.TABLE_RECT.top() and rect.bottom() <= geo.TABLE_RECT.bottom()
        if lowest == 517.0:  # two lines fit under the layout, wider than the table
            assert rect.top() > lowest and rect.width() > geo.TABLE_RECT.width()
            assert rect.left() >= 140 - 2 and rect.right() <= 1140 + 2  # clear of the side hands
        else:  # no room under it: above, as wide as the table
            assert rect.bottom() < highest and geo.TABLE_RECT.contains(rect), rect
    # A short sentence still goes under the layout, in full size.
    toast = Toast(geo.TOAST_TOP, geo.TABLE_RECT.bottom(), lambda: 517.0, geo.TABLE_RECT.top(),
                  lambda: highest)
    toast.show_text("The hand is over.")
    assert toast.sceneBoundingRect().top() > 517.0
    assert toast._font.pixelSize() == Toast.TEXT_PX
    # No room above on the table either (a layout reaching the table's top): over the table's
    # top edge, above the layout (play-test pt20 #2), never over it.
    crowded = Toast(geo.TOAST_TOP, geo.TABLE_RECT.bottom(), lambda: 545.0, geo.TABLE_RECT.top(),
                    lambda: geo.TABLE_RECT.top() + 20)
    crowded.show_text(LONG_HINT)
    assert crowded.sceneBoundingRect().bottom() <= geo.TABLE_RECT.top() + 20


def test_the_lines_keep_inside_the_box_they_were_measured_for(qapp):
    """Play-test pt19 #2: the sentence was drawn across the whole box, padding included, so its
    lines broke elsewhere than measured and the middle one ran into the border. Drawn, no letter
    comes within a few pixels of the box's sides."""
    from PySide6.QtGui import QColor, QImage, QPainter

    toast = Toast(geo.TOAST_TOP)
    for text in (SENTENCES[0], "Hint: Play 2-5 on the empty table: it scores nothing now, "
                 "but looking a few turns ahead it is the best play. 2-3 on the empty "
                 "table would score 5 points now, but it is worth less over the rest of the hand."):
        toast.show_text(text)
        box = toast._rect
        image = QImage(int(box.width()) + 2, int(box.height()) + 2, QImage.Format.Format_ARGB32)
        image.fill(QColor(0, 0, 0, 0))
        painter = QPainter(image)
        painter.translate(-box.left() + 1, -box.top() + 1)
        toast.paint(painter, None)
        painter.end()
        margin = int(Toast.PAD) - 4
        letters = [x for y in range(6, image.height() - 6) for x in range(image.width())
                   if QColor(image.pixel(x, y)).red() > 240 and QColor(image.pixel(x, y)).blue() > 150]
        assert letters, "nothing drawn"
        assert min(letters) > margin and max(letters) < image.width() - 1 - margin, (text, min(letters), max(letters))


def test_with_no_room_on_the_table_a_sentence_runs_over_its_edge_rather_than_the_tiles(qapp):
    """Play-test pt19 #1: the layout low on the table and high up too, a hint covered the
    layout's lowest tiles. When the table has no room for it under the layout or above it, it
    goes under the layout over the table's bottom edge, down to the hand's top; only when that
    is not enough either does it fall back to the fewest lines."""
    from PySide6.QtWidgets import QGraphicsScene

    class Table(QGraphicsScene):
        tray = 0.0

        def tray_top(self):
            return self.tray

    bottom = geo.TABLE_RECT.bottom()
    lowest = bottom - 40  # two lines of a hint do not fit under it on the table
    scene = Table()
    toast = Toast(geo.TOAST_TOP, bottom, lambda: lowest, geo.TABLE_RECT.top(),
                  lambda: geo.TABLE_RECT.top() + 20)
    scene.addItem(toast)
    scene.tray = bottom + 40
    toast.show_text(LONG_HINT)
    rect = toast.sceneBoundingRect()
    assert rect.top() > lowest and rect.bottom() <= scene.tray - Toast.GAP + 1, rect
    assert rect.bottom() > bottom  # over the table's edge
    assert toast._font.pixelSize() >= Toast.MIN_PX
    scene.tray = bottom + 2  # the hand right under the table: no room there either
    toast.show_text(LONG_HINT)
    above = toast.sceneBoundingRect()  # over the table's top edge (play-test pt20 #2)
    assert above.bottom() <= geo.TABLE_RECT.top() + 20 and above.top() >= 0


def test_a_layout_as_tall_as_the_table_sends_the_sentence_over_the_top_seats_hand(qapp):
    """Play-test pt20 #2: the layout ran from near the table's top to its bottom edge, and the hint
    covered the bottom arm's last tile. With no room on the table, under it, or at its top, the
    sentence goes above the layout over the table's top edge (over the top seat's face-down hand,
    which it hides for a few seconds) rather than over the layout."""
    bottom, top = geo.TABLE_RECT.bottom(), geo.TABLE_RECT.top()
    highest = top + 25  # a lit end near the table's top edge
    lowest = bottom - 2  # the bottom arm at the table's bottom edge
    toast = Toast(geo.TOAST_TOP, bottom, lambda: lowest, top, lambda: highest)
    toast.show_text(LONG_HINT)
    rect = toast.sceneBoundingRect()
    assert rect.bottom() <= highest and rect.top() >= 0, rect
    assert toast._font.pixelSize() >= Toast.MIN_PX


def test_with_the_top_seats_tiles_face_up_the_sentence_leaves_them_clear(qapp):
    """Play-test pt41: at a hand's end the way back ("press T to see the results again") covered
    the top seat's tiles, shown face up, just when the panel was put away to look at them. With
    that hand face up a sentence does not go over it, but over the layout as before; one that may
    be left off (``cover`` False, the status bar says it too) goes over neither: it is not
    shown."""
    bottom, top = geo.TABLE_RECT.bottom(), geo.TABLE_RECT.top()
    face_down = [True]
    toast = Toast(geo.TOAST_TOP, bottom, lambda: bottom - 2, top, lambda: top + 25)
    toast.top_face_down = lambda: face_down[0]
    toast.show_text(LONG_HINT)  # face down: over the top seat's hand, as before
    assert toast.isVisible() and toast.sceneBoundingRect().bottom() <= top + 25
    toast.show_text(LONG_HINT, cover=False)
    assert not toast.isVisible()
    face_down[0] = False
    toast.show_text(LONG_HINT, cover=False)
    assert not toast.isVisible()
    toast.show_text(LONG_HINT)
    rect = toast.sceneBoundingRect()
    assert toast.isVisible() and rect.top() > top  # not over the top seat's place


def test_with_no_room_above_or_under_the_layout_a_sentence_goes_between_its_tiles(qapp):
    """Play-test pt69 #6: a long hint late in a hand covered the top seat's name, though the
    felt's middle was free: the layout ran along the table's top, then down its right side to
    near the bottom edge. It now goes where the felt is free between the tiles, moved sideways
    as need be, covering no tile and no lit end, on the table."""
    from PySide6.QtCore import QRectF
    from PySide6.QtWidgets import QGraphicsScene

    from allfives_qt.ui.table.toast import free_centre

    class Table(QGraphicsScene):
        def tray_top(self):
            return geo.TABLE_RECT.bottom() + 2  # the hand right under the table

    t = geo.TABLE_RECT
    row = QRectF(t.left() + 60, t.top() + 15, t.width() - 180, 35)  # along the top
    column = QRectF(t.right() - 130, row.bottom(), 35, t.height() - 90)  # down the right side
    lit = QRectF(t.left() + 120, row.bottom(), 30, 60)  # a lit end under the row's left end
    rects = [row, column, lit]
    scene = Table()
    toast = Toast(geo.TOAST_TOP, t.bottom(), lambda: column.bottom(), t.top(), lambda: row.top())
    scene.addItem(toast)
    toast.table, toast.obstacles = t, lambda: rects
    toast.show_text(LONG_HINT)
    box = toast.sceneBoundingRect()
    assert t.contains(box), box  # on the table: not over the top seat's hand and name
    assert not any(box.intersects(r) for r in rects), box
    assert box.top() > row.bottom() and box.right() < column.left()
    # Without the table's tiles known (the older fallback): over the top seat's hand.
    toast.obstacles = None
    toast.show_text(LONG_HINT)
    assert toast.sceneBoundingRect().top() < t.top()
    # The band's free stretch nearest the middle; none where the band is full.
    assert free_centre([QRectF(0, 0, 100, 10)], 0, 10, 50, (0, 300), 40) == 125
    assert free_centre([QRectF(0, 0, 100, 10), QRectF(140, 0, 10, 10)], 0, 10, 50, (0, 300), 40) == 175
    assert free_centre([QRectF(0, 0, 300, 10)], 0, 10, 50, (0, 300), 150) is None
    assert free_centre([QRectF(0, 20, 300, 10)], 0, 10, 50, (0, 300), 150) == 150


def test_a_sentence_wider_than_the_table_keeps_clear_of_the_boneyards_box(qapp):
    """Play-test pt71 #2: the end-of-hand sentence, two lines wider than the table under a low
    layout, covered the top left corner of the boneyard's box. Where the wide box would cover a
    corner panel, it goes elsewhere (here: between the tiles, or above them)."""
    from PySide6.QtCore import QRectF

    t = geo.TABLE_RECT
    lowest = 517.0  # two lines fit under the layout only wider than the table (see above)
    toast = Toast(geo.TOAST_TOP, t.bottom(), lambda: lowest, t.top(), lambda: 300.0)
    toast.show_text(LONG_HINT)
    wide = toast.sceneBoundingRect()
    assert wide.width() > t.width() and wide.top() > lowest
    bone = QRectF(wide.right() - 60, wide.bottom() - 20, 180, 140)  # the boneyard's box, there
    toast.panels = lambda: [bone]
    toast.show_text(LONG_HINT)
    box = toast.sceneBoundingRect()
    assert not box.intersects(bone), (box, bone)
    assert box.top() >= 0 and box.bottom() <= t.bottom()

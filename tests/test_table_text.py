"""Texts on the table stay readable (issue 11, item 10): long sentences wrap instead of being
shrunk to an unreadable size."""

from PySide6.QtCore import QPointF
from PySide6.QtGui import QFontMetricsF

from allfives_qt.ui.table.items import Toast


def test_a_long_toast_wraps_at_full_size(qapp):
    toast = Toast(QPointF(640, 500))
    toast.show_text("short")
    one_line = toast.boundingRect().height()
    long = ("Play 1-4 on the right end: it scores nothing now, but it leaves your opponent the "
            "fewest points. ") * 2
    toast.show_text(long)
    rect = toast.boundingRect()
    assert toast.scale() == 1.0
    assert rect.width() <= Toast.MAX_WIDTH + 4
    assert rect.height() > 2 * one_line * 0.9  # more than one line
    single = QFontMetricsF(toast._font).horizontalAdvance(long)
    assert single > Toast.MAX_WIDTH  # the sentence would not fit on one line

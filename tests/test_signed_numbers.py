"""Signed numbers read "+2" in right-to-left Hebrew too (play-test pt7 #5: a lit end's points read
"2+": the plate's text was laid out right to left and the bidi rules put the plus sign after the
digits; the end-of-hand table and the rising points use the same signs)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QGuiApplication, QTextLayout, QTextOption
from PySide6.QtCore import Qt

from allfives_qt import i18n
from allfives_qt.ui.sentences import signed_number
from allfives_qt.ui.table.items import EndTarget


def plus_before_digits_on_screen(text: str, font) -> bool:
    """Whether, laid out right to left (as Hebrew lays out every text), the "+" of ``text`` is
    drawn to the left of its first digit."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setTextDirection(Qt.LayoutDirection.RightToLeft)
    layout.setTextOption(option)
    layout.beginLayout()
    line = layout.createLine()
    layout.endLayout()
    plus, digit = text.index("+"), next(i for i, ch in enumerate(text) if ch.isdigit())
    # The left edge of each character: the cursor on its left-hand side.
    return line.cursorToX(plus)[0] < line.cursorToX(digit)[0]


@pytest.fixture
def hebrew(qapp):
    i18n.install_language(qapp, "he")
    yield
    i18n.install_language(qapp, "en")


def test_a_lit_end_reads_plus_two_in_hebrew(hebrew, qtbot):
    assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    end = EndTarget(0)
    end.set_points(2)
    label = end._preview  # the lit place: the bare number; the dragged tile's badge: signed
    assert label is not None and label.text() == "2"
    assert plus_before_digits_on_screen(end.points_text(), label.font())
    assert not plus_before_digits_on_screen("+2", label.font())  # the old text: "2+" on screen
    end.set_points(0)
    assert end.points_text() == "0"


def test_signed_numbers_keep_their_sign_in_front(hebrew):
    for value in (18, 1):
        assert plus_before_digits_on_screen(signed_number(value), QGuiApplication.font())
    assert signed_number(0) == "0"
    assert "-" in signed_number(-5) and signed_number(-5).endswith("5")


def test_english_signs_are_plain(qapp):
    i18n.install_language(qapp, "en")
    assert (signed_number(15), signed_number(0), signed_number(-5)) == ("+15", "0", "-5")

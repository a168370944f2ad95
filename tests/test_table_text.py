"""Texts on the table stay readable (issue 11, item 10): long sentences wrap instead of being
shrunk to an unreadable size."""

import pytest
from PySide6.QtCore import QLocale, QPointF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QStyleOptionGraphicsItem

from allfives_qt import i18n
from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules
from allfives_qt.ui.table.items import MIN_TEXT_PX, Panel, fit_text, make_text
from allfives_qt.ui.table.toast import Toast


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


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_table_texts_stay_readable_and_inside(window, qapp, code, players):
    w = window
    i18n.install_language(qapp, code)
    try:
        w.resize(1024, 640)
        levels = (None,) + ("random",) * (players - 1)
        # 3 players play fives and threes: its longer count text must fit too.
        rules = (Rules.game("fives-and-threes", players) if players == 3
                 else Rules.make(players))
        w.start_game(GameSetup(rules, levels, 3))
        scene = w.scene
        scene.refresh()
        texts = [i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)
                 and i.isVisible() and i.text()]
        assert len(texts) >= 6
        for item in texts:
            assert item.scale() * item.font().pixelSize() >= MIN_TEXT_PX - 1e-9, item.text()
            box = item.sceneBoundingRect()
            assert scene.sceneRect().contains(box), item.text()
            panel = item.parentItem()
            if isinstance(panel, Panel):
                assert panel.sceneBoundingRect().adjusted(-1, -1, 1, 1).contains(box), item.text()
        # Numbers are never cut off, whatever happens to the words.
        loc = QLocale()
        count = scene.count_text.text() + "\n" * scene.count_number.isVisible() + (
            scene.count_number.text() if scene.count_number.isVisible() else "")
        assert loc.toString(w.controller.view().count) in count.split("\n")[-1]
        assert loc.toString(w.controller.hand_index + 1) in scene.hand_text.text()
        assert loc.toString(w.controller.game.rules.target) in scene.score_title.text()
        for side, line in enumerate(scene.score_lines):
            # The score itself is never cut off, whatever happens to the name.
            assert line.text().endswith(QLocale().toString(w.controller.game.scores[side]))
            assert "…" not in line.text()  # a long name takes two lines (the panel grows)
        panels = [scene.score_panel, scene.info_panel, scene.bone_panel]
        for label in scene.labels.values():
            box = label.sceneBoundingRect()
            assert not any(box.intersects(p.sceneBoundingRect()) for p in panels), label.text()
        info = [scene.count_text, *[scene.count_number] * scene.count_number.isVisible(),
                scene.hand_text, scene.turn_text]
        for upper, lower in zip(info, info[1:]):
            assert upper.sceneBoundingRect().bottom() <= lower.sceneBoundingRect().top() + 1
        lines = sorted(scene.score_lines, key=lambda i: i.sceneBoundingRect().top())
        for upper, lower in zip(lines, lines[1:]):
            assert upper.sceneBoundingRect().bottom() <= lower.sceneBoundingRect().top() + 1
    finally:
        i18n.install_language(qapp, "en")


def test_a_name_too_long_is_shortened_but_keeps_its_score(qapp):
    item = make_text(None, 17)
    name = "Mchezaji wa upande wa kushoto kabisa wa meza"
    item.setText(name + ": 125")
    fit_text(item, 160, lines=1, elide=name)
    assert item.text().endswith(": 125") and "…" in item.text()
    assert item.scale() * 17 == pytest.approx(MIN_TEXT_PX) and item.toolTip() == name + ": 125"
    assert item.boundingRect().width() * item.scale() <= 160 + 1
    item.setText(name + ": 125")
    fit_text(item, 160, lines=2, elide=name)
    assert "\n" in item.text() or "…" in item.text()
    assert item.boundingRect().width() * item.scale() <= 160 + 1


def _ink_columns(item) -> list[tuple[int, int]]:
    """Each line's leftmost and rightmost inked column of ``item`` drawn alone on a clear
    image (the lines split at the item's line height)."""
    rect = item.boundingRect()
    image = QImage(int(rect.width()) + 2, int(rect.height()) + 2, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    rows = item.text().count("\n") + 1
    spans = []
    for row in range(rows):
        top, bottom = (int(rect.height() * row / rows), int(rect.height() * (row + 1) / rows))
        xs = [x for x in range(image.width()) for y in range(top, bottom)
              if image.pixelColor(x, y).alpha() > 0]
        spans.append((min(xs), max(xs)))
    return spans


@pytest.mark.parametrize("rtl", [False, True])
def test_lines_broken_by_fit_text_line_up_as_read_or_centred(qapp, rtl):
    """A text on two lines: the boneyard's words are centred line by line (play-test pt140 #4:
    in Hebrew the shorter line hung from the left of the panel); other texts line up at the
    reading direction's leading edge, the right one in Hebrew."""
    qapp.setLayoutDirection(Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight)
    try:
        item = make_text(None, 15, bold=True)
        item.setText("Press D or Enter\nto draw")
        width = item.boundingRect().width()
        (long_left, long_right), (short_left, short_right) = _ink_columns(item)
        assert short_right - short_left < (long_right - long_left) * 0.7  # a shorter line
        if rtl:  # the leading edge is the right one
            assert short_right >= long_right - 3 and short_left > width * 0.25
        else:
            assert abs(short_left - long_left) <= 3
        item.line_alignment = Qt.AlignmentFlag.AlignHCenter
        (long_left, long_right), (short_left, short_right) = _ink_columns(item)
        assert abs((short_left + short_right) / 2 - (long_left + long_right) / 2) <= 3
        assert short_left > long_left + 10
    finally:
        qapp.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_the_score_rows_break_after_the_same_words(qapp):
    """Play-test pt142 #5: with three players in Swahili the score box read "Mchezaji wa" /
    "kushoto: 9" over "Mchezaji" / "wa kulia: 10": each row broke where its own lines were
    most even. The rows now break after the same words, the count that keeps the widest line
    narrowest."""
    from allfives_qt.ui.table.items import common_break, name_in_two

    names = ["Wewe", "Mchezaji wa kushoto", "Mchezaji wa kulia"]
    items = []
    for name in names:
        item = make_text(None, 17)
        item.setText(f"{name}: 10")
        items.append(item)
    after = common_break(items, names)
    assert after == 2
    for item, name in zip(items, names):
        name_in_two(item, name, 1000, after)
    assert [item.text() for item in items] == ["Wewe: 10", "Mchezaji wa\nkushoto: 10",
                                               "Mchezaji wa\nkulia: 10"]
    alone = make_text(None, 17)
    alone.setText("Mchezaji wa kulia: 10")
    name_in_two(alone, "Mchezaji wa kulia", 1000)  # each row for itself, as before
    assert alone.text() != "Mchezaji wa\nkulia: 10"  # the case: on its own it broke elsewhere

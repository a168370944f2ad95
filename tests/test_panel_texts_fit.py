"""The table's corner panels hold their texts whole in every language (play-test: the scores
header was cut with "…" in Tamil and Cebuano, the opponent's two-line score touched its panel's
bottom edge in Cebuano, and "Count 0 (fives and threes)" wrapped and shrank the count)."""

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QFontMetricsF

from allfives_qt import i18n
from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules
from allfives_qt.ui.table import geometry as geo
from allfives_qt.ui.table.items import min_scale

#: (players, named game, partnerships) played in each language.
GAMES = ((2, "all-fives", False), (2, "fives-and-threes", False), (3, "fives-and-threes", False),
         (4, "all-fives", False), (4, "fives-and-threes", True))


def _start(w, players, game, partners):
    rules = (Rules.make(players, partnerships=partners) if game == "all-fives"
             else Rules.game(game, players, partnerships=partners))
    w.start_game(GameSetup(rules, (None,) + ("random",) * (players - 1), 3))
    w.scene.refresh()


def loc_count(w) -> str:
    return QLocale().toString(w.controller.view().count)


def _panel_items(scene):
    items = [scene.score_title, *scene.score_lines, scene.count_text, scene.count_number,
             scene.count_note, scene.hand_text, scene.turn_text, scene.bone_text]
    return [i for i in items if i.isVisible() and i.text()]


def _assert_whole_and_inside(scene, item):
    text = item.text()
    assert "…" not in text and not item.toolTip(), text  # never shortened
    fm = QFontMetricsF(item.font())
    widest = max(fm.horizontalAdvance(row) for row in text.split("\n")) * item.scale()
    assert widest <= geo.PANEL_TEXT_WIDTH + 0.5, text
    assert item.scale() >= min_scale(item) - 1e-9, text
    box, panel = item.sceneBoundingRect(), item.parentItem().sceneBoundingRect()
    assert panel.left() + 4 <= box.left() and box.right() <= panel.right() - 4, text
    assert box.top() >= panel.top() + 4, text
    assert box.bottom() <= panel.bottom() - geo.PANEL_PAD + 0.5, text  # clear of the edge


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_corner_panels_hold_their_texts_whole(window, qapp, code, size):
    w = window
    i18n.install_language(qapp, code)
    try:
        w.resize(*size)
        heading_scale = None
        for players, game, partners in GAMES:
            _start(w, players, game, partners)
            scene = w.scene
            for item in _panel_items(scene):
                _assert_whole_and_inside(scene, item)
            for panel in (scene.score_title, scene.count_text):
                items = [i for i in _panel_items(scene) if i.parentItem() is panel.parentItem()]
                items.sort(key=lambda i: i.sceneBoundingRect().top())
                for upper, lower in zip(items, items[1:]):  # stacked, never overlapping
                    assert upper.sceneBoundingRect().bottom() <= lower.sceneBoundingRect().top()
            # The count stays one large line; fives and threes is said on a line of its own.
            # Its number stays large: a long word goes on a line of its own above it (Tamil's
            # "கூட்டுத்தொகை 0" shrank the whole count to 0.6 of its size).
            count = scene.count_text
            assert "\n" not in count.text()
            number = loc_count(w)
            shown = scene.count_number if scene.count_number.isVisible() else count
            assert number in shown.text() and shown.scale() >= 0.8, (count.text(), shown.scale())
            assert scene.count_note.isVisible() == (game == "fives-and-threes")
            if heading_scale is None:
                heading_scale = count.scale()
            assert count.scale() == pytest.approx(heading_scale)  # the same size in every game
            for panel in (scene.score_panel, scene.info_panel):
                assert not panel.sceneBoundingRect().intersects(scene.felt.sceneBoundingRect())
            for label in scene.labels.values():  # the seats' names stay below the panels
                for panel in (scene.score_panel, scene.info_panel, scene.bone_panel):
                    assert not label.sceneBoundingRect().intersects(panel.sceneBoundingRect())
    finally:
        i18n.install_language(qapp, "en")


def test_the_tamil_scores_header_wraps_instead_of_being_cut(window, qapp):
    """The play-test's "மதிப்பெ…250 வரை)": now on two lines, whole, the panel taller."""
    i18n.install_language(qapp, "ta")
    try:
        _start(window, 2, "all-fives", False)
        scene = window.scene
        title = scene.score_title.text()
        assert "…" not in title and title.replace("\n", " ").endswith("250 வரை)")
        assert scene.score_lines[0].sceneBoundingRect().top() >= scene.score_title.sceneBoundingRect().bottom()
    finally:
        i18n.install_language(qapp, "en")


@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_the_boneyard_draw_hint_is_whole_in_every_language(window, qapp, code):
    """Lead's play-through: in Tamil the boneyard's "Click here to draw" was cut to
    "எடுக்க இங்கே சொ…"; in every language it is whole, inside the panel, above its count."""
    i18n.install_language(qapp, code)
    try:
        _start(window, 2, "all-fives", False)
        scene = window.scene
        hint = scene.bone_hint  # its text is set at every refresh, shown when a draw is due
        texts = set()
        for keyboard in (True, False):  # "Press D or Enter to draw", "Click here to draw"
            scene._keyboard = keyboard
            scene._place_bone_hint()
            texts.add(hint.text())
            _assert_whole_and_inside(scene, hint)
            top = hint.sceneBoundingRect().top()
            assert hint.sceneBoundingRect().bottom() <= scene.bone_text.sceneBoundingRect().top()
            assert scene.bone_items and all(t.sceneBoundingRect().bottom() <= top + 1
                                            for t in scene.bone_items)  # the pile stays clear
        assert len(texts) == 2
    finally:
        i18n.install_language(qapp, "en")


def test_the_score_lines_keep_one_size_and_their_breaks_as_the_scores_change(window, qapp):
    """Play-test pt48 #3: in Swahili "Mchezaji wa kushoto: 5" was drawn smaller than the other
    lines, and at 20 it broke onto two lines; now every line is fitted for the widest of the
    scores and the target, and all take one size."""
    i18n.install_language(qapp, "sw")
    try:
        _start(window, 3, "all-fives", False)
        scene = window.scene
        shapes = []
        for scores in ([15, 5, 0], [15, 20, 5], [15, 20, 30], [-15, 105, 5]):
            scene.controller.game.scores[:] = scores
            scene._refresh_scores()
            lines = scene.score_lines
            assert len({line.scale() for line in lines}) == 1
            for line, score in zip(lines, scores):
                assert line.text().replace("\n", " ").endswith(": " + QLocale().toString(score))
                _assert_whole_and_inside(scene, line)
            shapes.append([(line.text().count("\n"), line.scale()) for line in lines])
        assert all(shape == shapes[0] for shape in shapes)
    finally:
        i18n.install_language(qapp, "en")


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_the_score_lines_break_alike(window, qapp, code):
    """Play-test pt84 #3: in Swahili "Mchezaji wa" / "kushoto: 70" broke onto two lines and
    "Mchezaji wa kulia: 25" did not. Once one line breaks, every name of several words breaks
    too, each within its name, and the lines keep one size."""
    i18n.install_language(qapp, code)
    try:
        for players, game, partners in GAMES:
            _start(window, players, game, partners)
            scene = window.scene
            scene.controller.game.scores[:] = [70, 25, 105, 5][:len(scene.score_lines)]
            scene._refresh_scores()
            lines = scene.score_lines
            names = [scene.side_name(side) for side in range(len(lines))]
            assert len({line.scale() for line in lines}) == 1
            if not any("\n" in line.text() for line in lines):
                continue
            for line, name in zip(lines, names):
                if " " in name and "…" not in line.text():
                    head = line.text().split("\n")[0]
                    assert "\n" in line.text() and name.startswith(head.strip()), line.text()
                _assert_whole_and_inside(scene, line)
            if code == "sw" and players == 3:
                rows = [line.text().split("\n")[0] for line in lines]
                assert rows[1] == rows[2] == "Mchezaji wa", rows
    finally:
        i18n.install_language(qapp, "en")


def test_a_wrapped_label_keeps_its_tile_count_on_one_line(qapp):
    """Play-test pt75 #6: in Cebuano the right player's label broke as "(Tunga-tunga) · 6 ka" /
    "piraso": the count after the " · " stays whole where it fits a line."""
    from PySide6.QtGui import QFont

    from allfives_qt.ui.table.items import _wrapped

    fm = QFontMetricsF(QFont())
    text = "Magdudula sa tuo (Tunga-tunga) · 6 ka piraso"
    room = fm.horizontalAdvance("(Tunga-tunga) · 6 ka") + 1
    rows = _wrapped(text, fm, room)
    assert rows[-1] == "6 ka piraso" and " ".join(rows) == text
    assert all(fm.horizontalAdvance(r) <= room for r in rows)
    narrow = fm.horizontalAdvance("6 ka") + 1  # too narrow for the count: its words wrap
    assert _wrapped(text, fm, narrow)[-2:] == ["6 ka", "piraso"]

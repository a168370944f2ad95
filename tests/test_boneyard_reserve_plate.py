"""The boneyard plate with a reserve (RULES.md, option ``boneyard_reserve``; play-test pt7 #11:
it said "Boneyard: 2" when only the two reserve tiles, never drawn, were left): it counts the
tiles that may be drawn, and the label under the reserve's column counts the reserve."""

import os

from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules


def _plate(w):
    return w.scene.bone_text.text().replace("\n", " ")


def test_the_plate_tells_what_may_be_drawn_and_the_reserve(window, qtbot):
    w, c = window, window.controller
    rules = Rules.make(2, boneyard_reserve=2, draw="at-will", target=10**4)
    w.start_game(GameSetup(rules, (None, "random"), 5))
    qtbot.waitUntil(lambda: c.human_turn(), timeout=5000)
    size = c.game.hand.boneyard_size
    assert size > 2
    assert _plate(w) == f"Boneyard: {size - 2} to draw"
    assert w.scene.reserve_label().text() == "reserve: 2"
    while c.can_draw() or c.can_draw_at_will():  # drawing at will, the person takes every tile that may be drawn
        c.draw()
    assert c.game.hand.boneyard_size == 2 and c.human_turn()
    w.scene.refresh()
    assert _plate(w) == "Boneyard: 0 to draw"
    label = w.scene.reserve_label()
    assert label.isVisible() and label.text() == "reserve: 2"
    panel = w.scene.bone_panel.sceneBoundingRect()
    for item in (w.scene.bone_text, label):
        assert panel.contains(item.sceneBoundingRect())
    if os.environ.get("PT7A_SHOTS"):
        w.grab().save(os.path.join(os.environ["PT7A_SHOTS"], "f11-plate.png"))


def test_without_a_reserve_the_plate_is_the_plain_count(window, qtbot):
    w, c = window, window.controller
    w.start_game(GameSetup(Rules.make(2, target=10**4), (None, "random"), 5))
    qtbot.waitUntil(lambda: c.human_turn(), timeout=5000)
    assert _plate(w) == f"Boneyard: {c.game.hand.boneyard_size}"

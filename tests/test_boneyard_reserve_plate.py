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


def test_the_words_asking_for_a_draw_never_lie_on_the_reserve_label(window, qtbot):
    """Play-test pt75 #11: with a reserve, "Press D or Enter to draw" sat on "reserve: 2". Each
    text the plate shows lies clear of the others; the label comes back after the draw."""
    w, c = window, window.controller
    rules = Rules.make(2, boneyard_reserve=2, target=10**4)
    s = w.scene
    for seed in range(1, 40):
        w.start_game(GameSetup(rules, (None, "random"), seed))
        while not c.game.hand_over and not c.can_draw():
            qtbot.waitUntil(lambda: c.human_turn() or c.game.hand_over, timeout=5000)
            moves = c.game.hand.legal_moves() if c.human_turn() else []
            if moves:
                c.play(moves[0].tile, moves[0].end)
        if c.can_draw() and c.game.hand.boneyard_size > 2:
            break
    assert c.can_draw() and s.bone_hint.isVisible()
    for keyboard in (True, False):
        s._keyboard = keyboard
        s.refresh()
        shown = [i.sceneBoundingRect() for i in (s.bone_hint, s.reserve_label(), s.bone_text)
                 if i.isVisible()]
        assert all(not a.intersects(b) for k, a in enumerate(shown) for b in shown[k + 1:])
    c.draw()
    qtbot.waitUntil(lambda: not c.can_draw() or c.game.hand.boneyard_size <= 2, timeout=5000)
    if not c.can_draw():
        s.refresh()
        assert s.reserve_label().isVisible()

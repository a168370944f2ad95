"""The table's sentence goes under the layout's line where the felt under it is free, even when a
tile lies low at the layout's far side, outside the sentence's width (play-test pt23: a hint went
over the top seat's name because one tile at the far right reached near the table's edge)."""

from allfives_qt.controller import GameSetup
from allfives_qt.engine.game import Game
from allfives_qt.engine.hand import LEAD, E, HandState, N, W
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import mask_of, tile_id
from allfives_qt.ui.table.geometry import TABLE_RECT

#: The play-tester's first hand of a game against Hard (seed 320079441): the other seat led;
#: after these 17 plays the person holds 0-6, which fits only the spinner's N end.
_PLAYS = [((4, 4), LEAD), ((4, 6), W), ((6, 2), W), ((2, 2), W), ((2, 5), W), ((5, 6), W),
          ((6, 1), W), ((1, 3), W), ((4, 2), E), ((3, 3), W), ((4, 0), N), ((3, 0), W),
          ((2, 1), E), ((1, 0), E), ((0, 2), W), ((0, 5), E), ((5, 1), E)]


def _resume(w):
    """The position in the window, both seats the person's, seat 1 having led."""
    other = [tile_id(*p) for p, _ in _PLAYS[0::2]]
    mine = [tile_id(*p) for p, _ in _PLAYS[1::2]] + [tile_id(0, 6)]
    spare = [t for t in range(28) if t not in other + mine]
    other.append(spare.pop())
    rules = Rules.make(2, target=100000)
    game = Game(rules, seed=1)
    game.hand = HandState([mask_of(mine), mask_of(other)], spare, 1, rules)
    c = w.controller
    c.resume_game(GameSetup(rules, (None, None), 1), game)
    for (a, b), end in _PLAYS:
        assert c.play(tile_id(a, b), end) is None
    return c


def test_a_hint_goes_under_the_line_when_the_felt_there_is_free(window):
    w = window
    c = _resume(w)
    scene = w.scene
    assert c.game.hand.turn == 0
    scene.choose(tile_id(0, 6))
    scene.alert("Hint: Play 0-6 on the end at the top: it is your only play.")
    box = scene.toast.sceneBoundingRect()
    assert box.top() > TABLE_RECT.top()  # not over the top seat's hand and name
    tiles = [i.sceneBoundingRect() for i in scene.table_items.values()]
    assert not any(box.intersects(t.adjusted(1, 1, -1, -1)) for t in tiles)
    assert max(t.bottom() for t in tiles) > box.top()  # a tile beside it lies lower still


def test_a_long_hint_covers_nothing_anywhere_in_random_hands(window):
    """Play-tests pt69 #6 and pt71 #2: a long hint went over the top seat's name, and the hand's
    closing sentence over the boneyard's box. Over every position of six random hands (2, 3 and 4
    players), a three-line hint covers no tile, no lit end, no corner panel, no seat's name and
    no tile of your hand, and stays below the table's top edge."""
    import random

    from allfives_qt.controller import GameSetup
    from allfives_qt.engine.rules import Rules

    hint = ("Hint: Play 0-5 on the end at the bottom right: it scores nothing now, but it leaves "
            "your opponent the fewest points. 3-6 on the end at the top would score 10 points "
            "now, but it is worth less over the rest of the hand.")
    w, s = window, window.scene
    shown = 0
    for seed in range(1, 7):
        players = 2 + seed % 3
        w.start_game(GameSetup(Rules.make(players, target=100000), (None,) * players, seed))
        c, rng = w.controller, random.Random(seed)
        while not c.game.hand_over:
            moves = c.game.hand.legal_moves()
            if moves:
                m = rng.choice(moves)
                c.play(m.tile, m.end)
            elif c.can_draw():
                c.draw()
            else:
                c.pass_turn()
            if c.game.hand_over:
                break
            s.toast.show_text(hint)
            box = s.toast.sceneBoundingRect().adjusted(2, 2, -2, -2)
            shown += 1
            things = (s._placed_rects() + [t.sceneBoundingRect() for t in s.targets]
                      + [p.sceneBoundingRect() for p in (s.score_panel, s.info_panel, s.bone_panel)]
                      + [label.sceneBoundingRect() for label in s.labels.values() if label.isVisible()]
                      + [i.sceneBoundingRect() for i in s.hand_items.values()])
            assert not any(box.intersects(r.adjusted(1, 1, -1, -1)) for r in things), (seed, box)
            assert box.top() >= TABLE_RECT.top() - 2
    assert shown > 100


def test_a_held_sentence_steps_aside_from_a_tile_that_lands_under_it(window, qtbot):
    """Session 28: a Muggins! call is held four seconds while the plays go on; two lines of Tamil
    at 1000 x 560 then covered the tile played after it. When a tile lands under a sentence
    shown, the sentence is placed again, clear of it, for the time it had left."""
    from PySide6.QtCore import QRectF

    w = window
    _resume(w)
    scene, toast = w.scene, w.scene.toast
    toast.show_text("Muggins! Top player takes the 10 points you did not claim.", 4000, 4000)
    box = toast.sceneBoundingRect()
    assert toast.isVisible() and toast.held()
    real, lowest, highest = toast.obstacles, toast.lowest, toast.highest
    landed = QRectF(box.center().x() - 16, box.center().y() - 32, 32, 64)  # a tile under it
    toast.obstacles = lambda: real() + [landed]  # as the layout would say with it laid
    toast.lowest = lambda: max(lowest(), landed.bottom())
    toast.highest = lambda: min(highest(), landed.top())
    toast.step_aside()
    moved = toast.sceneBoundingRect()
    assert toast.isVisible() and toast.held() and toast.text.startswith("Muggins!")
    assert not moved.intersects(landed)
    assert not any(moved.intersects(r.adjusted(1, 1, -1, -1)) for r in real())
    toast.obstacles = lambda: real() + [landed]
    toast.step_aside()  # clear of it already: stays where it is
    assert toast.sceneBoundingRect() == moved

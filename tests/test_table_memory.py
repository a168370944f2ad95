"""Memory that stays flat (issue 14, item 6): finished animations and the items of past hands are
deleted, so the number of live animation objects and scene items does not grow from hand to hand.
(The minutes-long figure is printed by benchmarks/bench_memory.py.)"""

from PySide6.QtCore import QAbstractAnimation, QTimer

from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules


def counts(scene):
    """(live animation objects owned by the scene, items in the scene)."""
    return len(scene.findChildren(QAbstractAnimation)), len(scene.items())


def test_animations_and_items_do_not_pile_up(window, qtbot):
    w = window
    w.set_pace(0, 4)  # every move animated, quickly
    c = w.controller
    c.auto_next = True
    scene = w.scene
    at_deal = {}  # hand index -> counts just after the deal (deferred deletions done)

    def dealt(index):
        QTimer.singleShot(0, lambda: at_deal.setdefault(index, counts(scene)))

    c.handStarted.connect(dealt)
    w.start_game(GameSetup(Rules.make(2, target=1000), ("random", "random"), 5))
    qtbot.waitUntil(lambda: len(at_deal) >= 8 or c.game.over, timeout=90000)
    c.handStarted.disconnect(dealt)
    c.auto_next = False
    assert len(at_deal) >= 8, at_deal
    hands = sorted(at_deal)
    # Each deal leaves the scene with the same items: nothing of earlier hands stays.
    assert len({at_deal[h][1] for h in hands}) == 1, at_deal
    # At most the animations of the move under way, never those of earlier hands.
    assert max(at_deal[h][0] for h in hands) <= 12, at_deal
    # Once everything has been shown, no animation object is left at all.
    qtbot.waitUntil(lambda: c.game.hand_over and not scene._anims, timeout=20000)
    qtbot.wait(50)
    assert counts(scene)[0] == 0

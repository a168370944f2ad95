"""The table as the layout grows in place (play-test pt7 #1), seen through the window: with
animations on, no tile already laid fades out and back in (the table's way of re-laying a tile
that changes its place in the layout's shape); every play only slides and scales the picture."""

from test_ui_table import start


def test_no_laid_tile_is_re_laid_while_hands_are_played(window, qtbot):
    w = window
    c = w.controller
    w.scene.anim_ms = 40
    relaid, plays = [], []
    watched = w.scene._reflowed

    def spy(places, flying):
        got = watched(places, flying)
        plays.append(flying)
        relaid.extend(got)
        return got

    w.scene._reflowed = spy
    ended = []
    c.handEnded.connect(ended.append)
    c.auto_next = True
    for players, seed in ((4, 11), (2, 11)):
        start(w, qtbot, players=players, seed=seed, levels=("random",) * players, target=100000)
        goal = len(ended) + 3
        qtbot.waitUntil(lambda: len(ended) >= goal, timeout=60000)
    assert len(plays) > 60
    # A grid of rounded slides used to split tiles that moved alike: 6 of 56 plays faded a tile.
    assert relaid == []


def test_a_tile_left_faded_by_a_stopped_slide_shows_again_at_the_next_move(window, qtbot):
    """A slide stopped half-way through a fade (the room made for a chosen tile, given up for the
    play) left tiles pale; the next move's slide brings every tile of the table back to full view
    (play-test pt103 #1: six tiles stayed see-through for the rest of the hand)."""
    from allfives_qt.controller import GameSetup
    from allfives_qt.engine.rules import Rules

    w, c = window, window.controller
    w.scene.anim_ms = 40
    w.start_game(GameSetup(Rules.make(2), (None, None), 5))  # two people: only the test plays
    for _ in range(3):
        qtbot.waitUntil(lambda: not w.scene._anims, timeout=5000)
        assert c.play(*c.game.hand.legal_moves()[0]) is None
    qtbot.waitUntil(lambda: not w.scene._anims, timeout=5000)
    pale = list(w.scene.table_items.values())
    assert len(pale) == 3
    for item in pale:
        item.setOpacity(0.4)
    assert c.play(*c.game.hand.legal_moves()[0]) is None
    assert w.scene._anims, "the play is shown moving"
    qtbot.waitUntil(lambda: not w.scene._anims, timeout=5000)
    assert [i.opacity() for i in pale] == [1.0] * 3

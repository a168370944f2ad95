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

"""The left and right seats' labels are drawn alike (play-test pt9 #5: in Russian "Игрок слева ·
4 кости" was shrunk onto one small line while "Игрок справа / 3 кости" took two lines at full
size, and they changed from hand to hand): in every language, with 3 and 4 players and whatever
the tile counts, both have one size and one way of breaking, that never changes with the counts,
and neither is wider than the side's room or leaves the table scene."""

from types import SimpleNamespace

import pytest

from allfives_qt import i18n
from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules
from allfives_qt.game_setup import LANGUAGES
from allfives_qt.ui.table.geometry import LABEL_SIDE_WIDTH, SCENE_RECT

#: Tile counts of the left and right seats: equal and unequal, across plural forms and digits.
COUNTS = [(0, 0), (1, 1), (3, 4), (4, 3), (5, 5), (2, 5), (9, 11), (21, 22), (25, 14), (28, 1)]


def _drawn(scene, sides):
    """The side labels as drawn: (scale, font pixel size, lines) of each, and their scene rects."""
    labels = [scene.labels[seat] for seat in sides]
    return ([(round(lab.scale(), 6), lab.font().pixelSize(), lab.text().count("\n") + 1) for lab in labels],
            [lab.sceneBoundingRect() for lab in labels])


@pytest.mark.parametrize("players", [3, 4])
def test_the_left_and_right_labels_are_drawn_alike_in_every_language(window, qtbot, qapp, players):
    w = window
    w.start_game(GameSetup(Rules.make(players), (None,) + ("random",) * (players - 1), 7))
    s = w.scene
    sides = [seat for seat in s.labels if s.place_of(seat) in ("left", "right")]
    assert sorted(s.place_of(seat) for seat in sides) == ["left", "right"]
    ways = {}
    try:
        for code in LANGUAGES:
            i18n.install_language(qapp, code)
            qtbot.wait(10)
            s.retranslate()
            seen = set()
            for left, right in COUNTS:
                sizes = list(w.controller.view().hand_sizes)
                sizes[sides[0]], sizes[sides[1]] = left, right
                s._refresh_labels(SimpleNamespace(hand_sizes=sizes))
                drawn, rects = _drawn(s, sides)
                assert drawn[0] == drawn[1], (code, left, right, [s.labels[x].text() for x in sides])
                for rect in rects:
                    assert rect.width() <= LABEL_SIDE_WIDTH + 0.01, (code, left, right, rect)
                    assert SCENE_RECT.contains(rect), (code, rect)
                seen.add(drawn[0])
            assert len(seen) == 1, (code, seen)  # the same from count to count (hand to hand)
            ways[code] = seen.pop()
            s.refresh()  # the real counts again: drawn the same way
            assert _drawn(s, sides)[0] == [ways[code]] * 2
    finally:
        i18n.install_language(qapp, "en")
    assert ways["ru"][2] == 2 and ways["ru"][0] == 1.0  # Russian: two lines at full size


def test_labels_name_the_levels_when_the_computers_play_at_several(window):
    """Play-test pt53 #5: against Easy, Medium and Hard the table did not say who was which; the
    labels now name each computer's level then, and only then (one level: no clutter)."""
    w = window
    w.start_game(GameSetup(Rules.make(4, partnerships=False), (None, "easy", "medium", "hard"), 7))
    s = w.scene
    texts = {seat: lab.text().replace("\n", " ") for seat, lab in s.labels.items()}
    for seat, level in ((1, "Easy"), (2, "Medium"), (3, "Hard")):
        assert f"({level})" in texts[seat], texts[seat]
    assert "(" not in texts[0]  # yours
    w.start_game(GameSetup(Rules.make(4, partnerships=False), (None,) + ("hard",) * 3, 7))
    assert not any("(" in lab.text() for lab in w.scene.labels.values())


def test_the_one_opponent_of_a_2_player_game_is_named_with_its_level(window):
    """With one computer opponent its label says its level, "Top player (Expert) · 7 tiles":
    nothing else on the table said whom the person played; yours says none."""
    w = window
    for level, name in (("expert", "Expert"), ("easy", "Easy")):
        w.start_game(GameSetup(Rules.make(2), (None, level), 7))
        top = w.scene.labels[1].text()
        assert top.startswith(f"Top player ({name}) · "), top
        assert "(" not in w.scene.labels[0].text()

"""The score panel shows a play's points once its tile has landed, not while it flies there
(play-test pt23: the score, and at a hand's end the pips taken off, changed before the tile was in
its place); the info panel's count too (play-test pt53 #9), and each seat's last-turn badge."""

from allfives_qt.engine.hand import LEAD, E
from allfives_qt.engine.tiles import tile_id
from test_ui_table import resume_scripted

#: The lead 5-5 scores 10 at once.
_PLAYS = [((5, 5), LEAD), ((5, 1), E)]


def test_the_score_changes_when_the_tile_lands(window, qtbot):
    w = window
    c = resume_scripted(w, _PLAYS)
    scene = w.scene
    line = scene.score_lines[0]
    assert line.text().endswith(": 0")
    scene.anim_ms = 400
    assert c.play(tile_id(5, 5), LEAD) is None
    assert c.game.scores[0] == 10 and scene.in_flight()
    assert line.text().endswith(": 0")  # as the play left the table
    assert "You 0" in w.score_label.text()  # the status bar's summary, too
    scene.refresh()  # whatever refreshes the table meanwhile
    assert line.text().endswith(": 0")  # the tile is still on its way
    qtbot.waitUntil(lambda: not scene.in_flight(), timeout=3000)
    assert line.text().endswith(": 10")
    qtbot.waitUntil(lambda: "You 10" in w.score_label.text(), timeout=3000)


def test_the_count_and_the_badge_change_when_the_tile_lands(window, qtbot):
    w = window
    c = resume_scripted(w, _PLAYS)
    scene = w.scene
    assert scene.count_text.text() == "Count 0"
    scene.anim_ms = 400
    assert c.play(tile_id(5, 5), LEAD) is None
    assert c.view().count == 10 and scene.in_flight()
    scene.refresh()  # whatever refreshes the table meanwhile
    assert scene.count_text.text() == "Count 0"  # the tile is still on its way
    qtbot.waitUntil(lambda: not scene.in_flight(), timeout=3000)
    assert scene.count_text.text() == "Count 10"
    # The other seat's reply (both seats are the person's here; seat 0 is shown): its badge
    # tells it once that tile has landed too.
    assert c.game.hand.turn == 1 and c.shown_seat == 0
    assert c.play(tile_id(5, 1), E) is None
    assert scene.in_flight()
    scene.refresh()
    assert 1 not in scene.badges or not scene.badges[1].isVisible()
    qtbot.waitUntil(lambda: not scene.in_flight(), timeout=3000)
    assert scene.badges[1].isVisible() and scene.badges[1].text.text().startswith("1-5")


def test_the_end_of_hand_scoring_shows_when_the_end_is_told(window, qtbot):
    """Play-test pt57 #4: once the last tile landed, the score box took off the pips left (70
    from 75) a second before the end-of-hand panel said why. Until the end of the hand is told
    (``end_announced``, with its panel), the box shows the scores after the last play."""
    from allfives_qt.controller import GameSetup
    from allfives_qt.engine.rules import Rules
    from gameplay import person_acts

    w = window
    c = w.controller
    w.set_pace(300, 0)  # moves shown at once; the end told 2 x 300 ms after the last one
    for seed in range(1, 40):
        w.start_game(GameSetup(Rules.make(2, target=1000), (None, "random"), seed))
        while not c.game.hand_over:
            qtbot.waitUntil(lambda: c.game.hand_over or (c.human_turn() and not c.busy),
                            timeout=8000)
            if not c.game.hand_over:
                person_acts(c)
        changes = c.game.logs[-1].changes
        if c.end_announced or not any(changes):
            continue
        before = tuple(s - d for s, d in zip(c.game.scores, changes))
        w.scene.refresh()
        assert w.scene.shown_scores() == before != tuple(c.game.scores)
        assert [line.text().rsplit(" ", 1)[-1] for line in w.scene.score_lines] == [
            str(v) for v in before]
        qtbot.waitUntil(lambda: c.end_announced, timeout=5000)
        assert w.scene.shown_scores() == tuple(c.game.scores)
        assert [line.text().rsplit(" ", 1)[-1] for line in w.scene.score_lines] == [
            str(v) for v in c.game.scores]
        return
    raise AssertionError("no hand ended with end-of-hand changes before its end was told")


def test_the_count_says_how_it_is_made_when_the_tile_lands(window, qtbot):
    """The info panel's tooltip adds up the open ends (RULES.md, "Scoring during the hand"): the
    spinner counts its pips while a side of it is open; it changes with the count."""
    w = window
    c = resume_scripted(w, _PLAYS)
    scene = w.scene
    panel = scene.info_panel
    assert panel.toolTip() == ""  # before the lead: no open end yet
    scene.anim_ms = 400
    assert c.play(tile_id(5, 5), LEAD) is None
    scene.refresh()
    assert panel.toolTip() == ""  # the lead is still on its way
    qtbot.waitUntil(lambda: not scene.in_flight(), timeout=3000)
    ten = "Open ends: 10\nA count of 10 scores 10 points."
    assert panel.toolTip() == ten  # the spinner alone counts once
    assert c.play(tile_id(5, 1), E) is None
    scene.refresh()
    assert panel.toolTip() == ten
    qtbot.waitUntil(lambda: not scene.in_flight(), timeout=3000)
    eleven = "Open ends: 10 + 1 = 11\nA count of 11 scores nothing."
    assert panel.toolTip() == eleven and scene.count_text.text() == "Count 11"
    # A tooltip on show, as under a mouse resting on the panel, never goes on telling the count
    # before (play-test pt76 #5: "... = 22" with the count at 24).
    from PySide6.QtWidgets import QToolTip

    QToolTip.showText(w.view.mapToGlobal(w.view.rect().center()), panel.toolTip(), w.view)
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    qtbot.waitUntil(c.human_turn, timeout=3000)
    while not c.game.hand.legal_moves() and c.can_draw():
        c.draw()
        qtbot.waitUntil(c.human_turn, timeout=3000)
    move = c.game.hand.legal_moves()[0]
    assert c.play(move.tile, move.end) is None
    qtbot.waitUntil(lambda: not scene.in_flight() and panel.toolTip() != eleven,
                    timeout=3000)
    qtbot.waitUntil(lambda: not QToolTip.isVisible() or QToolTip.text() == panel.toolTip(),
                    timeout=2000)  # it hides at once or fades out


def test_in_hebrew_the_sum_of_the_open_ends_reads_left_to_right(qapp):
    """The sum is kept left to right (an isolate) in a right-to-left language: "1 + 2 = 3" as
    the layout's ends lie from left to right, not "3 = 2 + 1"."""
    from allfives_qt import i18n
    from allfives_qt.ui.sentences import count_sum_text

    i18n.install_language(qapp, "he")
    try:
        text = count_sum_text((1, 2))
        assert text.startswith("הקצוות") and "\u20661 + 2 = 3\u2069" in text
    finally:
        i18n.install_language(qapp, "en")
    assert count_sum_text((1, 2)) == "Open ends: 1 + 2 = 3\nA count of 3 scores nothing."
    assert count_sum_text(()) == ""


def test_the_count_panels_tooltip_says_what_the_count_scores(qapp):
    """Play-test pt84: under fives and threes the tooltip gave the sum alone ("Open ends: 3 + 2 =
    5"); it now says what that count scores, by the rules chosen (RULES.md, option scoring)."""
    from allfives_qt import i18n
    from allfives_qt.ui.sentences import count_sum_text

    assert count_sum_text((3, 2), "fives-and-threes").endswith("\nA count of 5 scores 1 point.")
    assert count_sum_text((3, 3), "fives-and-threes").endswith("\nA count of 6 scores 2 points.")
    assert count_sum_text((6, 9), "fives-and-threes").endswith("\nA count of 15 scores 8 points.")
    assert count_sum_text((3, 2), "fives").endswith("\nA count of 5 scores 5 points.")
    assert count_sum_text((3, 4)).endswith("\nA count of 7 scores nothing.")
    i18n.install_language(qapp, "ru")  # a language with three plural forms
    try:
        assert count_sum_text((3, 2), "fives-and-threes").split("\n")[1] == "При сумме 5 — 1 очко."
        assert count_sum_text((6, 9), "fives").split("\n")[1] == "При сумме 15 — 15 очков."
    finally:
        i18n.install_language(qapp, "en")

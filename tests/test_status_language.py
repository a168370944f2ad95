"""The status bar after a change of language, and what it says of another seat's draws.

Play-test pt9 #4: on the person's lead (an empty table) a change of language replaced "Your lead:
play any tile to the centre of the table." by "Your turn: choose a tile that fits an open end.".
Every sentence the table says is now said again, the same, in the new language: each state below
goes to another language and back to English, and must come back to the very sentence it had.

Play-test pt9 #3: a computer seat drew two tiles and played; the status bar said only "Top player
played 2-4.". The sentence on its play (or pass) now names the tiles it drew just before.
"""

import pytest
from PySide6.QtCore import QCoreApplication

from allfives_qt import i18n
from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import NAMES, parse_halves, tile_id
from gameplay import own_sentence, person_acts, turns_with_draws_for_you
from test_ui_family import play_until_scoring_move

#: Each state is sent to one of these in turn (every translation of the sentences is used).
CODES = ("sw", "he", "ru", "ta", "ceb")


def there_and_back(qtbot, qapp, w, code: str) -> str:
    """Change the language to ``code`` and back to English; return the status bar's sentence in
    ``code``. It must be said (not blank), differ from the English one, stand on the table too
    when the English one did, and the English one must come back unchanged."""
    sb, toast = w.statusBar(), w.scene.toast
    before = sb.currentMessage()
    assert before
    toasted = toast.isVisible() and toast.text == before
    try:
        i18n.install_language(qapp, code)
        qtbot.waitUntil(lambda: sb.currentMessage() not in ("", before), timeout=2000)
        there = sb.currentMessage()
        qtbot.wait(10)
        assert sb.currentMessage() == there  # nothing said after it (the way back, a turn)
        assert not toasted or not toast.isVisible() or toast.text == there
    finally:
        i18n.install_language(qapp, "en")
    qtbot.waitUntil(lambda: sb.currentMessage() == before, timeout=2000)
    assert not toasted or not toast.isVisible() or toast.text == before
    return there


def wait_quiet(qtbot, w):
    """Wait until the controller shows nothing and thinks of nothing (the person acts, or the
    hand is over)."""
    c = w.controller
    qtbot.waitUntil(lambda: (c.human_turn() or c.game.hand_over) and not c.busy, timeout=8000)
    qtbot.wait(5)  # the controller's turn is told on its next step


def seed_where_you_lead(qtbot, w, rules, levels) -> int:
    """The first seed from 1 whose first hand the person leads (the table is empty)."""
    c = w.controller
    for seed in range(1, 60):
        w.start_game(GameSetup(rules, levels, seed))
        wait_quiet(qtbot, w)
        if c.game.hand.center is None and c.human_turn():
            return seed
    raise AssertionError("the person never leads")


def test_your_lead_is_said_again_in_the_new_language(window, qtbot, qapp):
    """pt9 #4 itself: the lead's sentence, in Kiswahili and Russian, then in English again."""
    w, sb = window, window.statusBar()
    seed_where_you_lead(qtbot, w, Rules.make(2), (None, "random"))
    lead = "Your lead: play any tile to the centre of the table."
    assert sb.currentMessage() == lead
    for code in ("sw", "ru"):
        there = there_and_back(qtbot, qapp, w, code)
        i18n.install_language(qapp, code)
        try:
            assert there == QCoreApplication.translate("TableScene", lead)
        finally:
            i18n.install_language(qapp, "en")
    # Escape after choosing a tile gives the lead's sentence back, not "Your turn: ...".
    tile = sorted(w.scene.hand_items)[0]
    w.scene._keyboard = False  # chosen as a click chooses it (the keyboard names the end)
    assert w.scene.choose(tile) and sb.currentMessage() == f"Play {NAMES[tile]} on the lit end."
    there_and_back(qtbot, qapp, w, "he")
    from test_keyboard_game import press
    from PySide6.QtCore import Qt
    w.view.setFocus()
    press(qtbot, Qt.Key.Key_Escape)
    assert sb.currentMessage() == lead


def test_every_sentence_of_a_hand_is_said_again_in_the_new_language(window, qtbot, qapp):
    """A hand played to its end, and the next dealt: at each of the person's turns, each report of
    a computer seat's move, a draw of the person's, a chosen tile, a hint, then the hand over (its
    panel up, then closed: the way on) and the game over: each sentence there and back."""
    w, c = window, window.controller
    seed_where_you_lead(qtbot, w, Rules.make(2, target=100), (None, "random"))
    said, codes = {}, iter(CODES * 40)

    def check(kind: str) -> None:  # each kind of sentence once
        if kind not in said:
            english = w.statusBar().currentMessage()
            said[kind] = english, there_and_back(qtbot, qapp, w, next(codes))

    while True:
        wait_quiet(qtbot, w)
        if c.game.hand_over:
            qtbot.waitUntil(lambda: w.panel is not None and w.panel.isVisible())
            check("hand over" if not c.game.over else "game over")
            w.panel.reject()  # Escape: the way on in the status bar
            qtbot.waitUntil(lambda: w.ends.continue_button.isVisible())
            check("way on" if not c.game.over else "way on, game over")
            if c.game.over:
                break
            c.next_hand()
            continue
        text = w.statusBar().currentMessage()
        check("lead" if c.game.hand.center is None else
              "must draw" if c.can_draw() else
              "drew" if "You drew" in text else  # after the turns since yours (pt144 #3)
              "report" if " played " in text or "passed" in text else "turn")
        if c.can_draw() or c.can_pass():
            person_acts(c)
            continue
        if "chosen" not in said:  # by the mouse (the keyboard's choice is said for a moment)
            assert w.scene.choose(c.game.hand.legal_moves()[0].tile)
            check("chosen")
            w.scene.cancel_choice()
        elif "hint" not in said:
            w.hint()
            qtbot.waitUntil(lambda: own_sentence(w).startswith("Hint: Play"))
            check("hint")
        person_acts(c)
    wanted = {"lead", "must draw", "drew", "report", "chosen", "hint", "hand over", "way on",
              "game over", "way on, game over"}
    assert wanted <= set(said), set(said)
    for kind, (english, there) in said.items():
        assert english and there and english != there, kind


def test_the_persons_play_while_a_computer_seat_is_to_act_is_said_again(window, qtbot, qapp):
    """The person played; the next seat has yet to act: the report stays (it went blank)."""
    w, c = window, window.controller
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 5))
    wait_quiet(qtbot, w)
    if not c.game.hand.legal_moves():
        c.auto_draw = True  # to the person's first play
        c.draw()
        wait_quiet(qtbot, w)
    c.pace_ms = 10 ** 6  # the computer seat waits
    assert person_acts(c) == "play"
    assert w.statusBar().currentMessage().startswith("You played ")
    assert not c.human_turn() and not c.game.hand_over
    for code in ("sw", "he"):
        there_and_back(qtbot, qapp, w, code)


def test_a_claim_and_its_prompt_are_said_again(window, qtbot, qapp):
    """Under claims: muggins: the prompt to claim a scoring play (it went blank), then the claim
    made, while the computer seat waits."""
    w, c = window, window.controller
    w.start_game(GameSetup(Rules.make(2, claims="muggins", target=1000), (None, "hard"), 21))
    move = play_until_scoring_move(qtbot, w)
    c.pace_ms = 10 ** 6  # the computer seat waits, and the claim window stays open
    assert c.play(move.tile, move.end) is None
    sb = w.statusBar()
    assert sb.currentMessage().endswith(
        "points: claim them with C (or the Claim button) before the next player acts.")
    there_and_back(qtbot, qapp, w, "ru")
    assert c.claim() is None
    assert sb.currentMessage().startswith("You claimed ")
    there_and_back(qtbot, qapp, w, "ta")
    assert not c.human_turn() and not c.game.hand_over


# ---------------------------------------------------------------- pt9 #3: another seat's draws
def other_seat_draws(qtbot, w, seeds, want):
    """Play 2-player games of ``seeds`` (the person plays their first legal move, the computer
    draws when stuck) and yield ``(log entry, kind, sentences said since the person acted)`` for
    each play (``kind`` "play") or pass ("pass") of the computer seat that drew first, until
    ``want`` (a set of kinds) have all been seen."""
    c = w.controller
    said = []
    w.scene.message.connect(said.append)
    seen = set()
    for seed in seeds:
        w.start_game(GameSetup(Rules.make(2, target=1000), (None, "random"), seed))
        while not c.game.hand_over:
            wait_quiet(qtbot, w)
            if c.game.hand_over:
                break
            log = c.game.logs[-1]
            plays, passes = len(log.plays), len(log.passes)
            said.clear()
            person_acts(c)
            wait_quiet(qtbot, w)
            for p in log.plays[plays:]:
                if p.seat == 1 and p.drew:
                    seen.add("play")
                    yield p, "play", list(said)
            for p in log.passes[passes:]:
                if p.seat == 1 and p.drew:
                    seen.add("pass")
                    yield p, "pass", list(said)
            if want <= seen:
                return
    raise AssertionError(f"seen only {seen}")


def test_a_computer_seats_play_or_pass_says_the_tiles_it_drew_first(window, qtbot):
    w = window
    for p, kind, said in other_seat_draws(qtbot, w, range(1, 80), {"play", "pass"}):
        tiles = "a tile" if p.drew == 1 else f"{p.drew} tiles"
        if kind == "pass":
            assert f"Top player drew {tiles} and passed." in said, said
            continue
        name = NAMES[tile_id(*parse_halves(p.tile))]
        # worded as a play without draws is (play-test pt54 #7)
        sentence = (f"Top player drew {tiles}, played {name} and scored {p.points} points."
                    if p.points else f"Top player drew {tiles} and played {name}.")
        assert sentence in said, said
        # said after the draws (the run of draws first), and standing once the person is to act
        drawn = [s for s in said if s.startswith("Top player drew a tile.")
                 or s.startswith("Top player has drawn ")]
        assert len(drawn) == p.drew
        assert said.index(sentence) > said.index(drawn[-1])


@pytest.mark.parametrize("code", ["en", "ru", "he", "sw", "ta", "ceb"])
def test_the_draw_sentences_have_their_plural_forms(window, qtbot, qapp, code):
    """Every language has the draw sentences translated (one tile: "drew a tile", as the first
    draw of a run is said), with its own plural forms (Russian: one, few, many, for 21, 2, 5)
    and the points of the play named."""
    w = window
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 3))
    scene, tile = w.scene, NAMES[0]  # "0-0": no digit of the numbers below
    try:
        i18n.install_language(qapp, code)
        texts = {n: scene.played_text(1, 0, 0, n) for n in (1, 2, 5, 21, 31)}
        scored = {n: scene.played_text(1, 0, 15, n) for n in (1, 2)}
        plain = scene.played_text(1, 0, 0, 0)
        passes = {n: scene.tr("%1 drew %n tiles and passed.", "", n) for n in (2, 5, 21)}
        passes[1] = QCoreApplication.translate("TableScene", "%1 drew a tile and passed.")
    finally:
        i18n.install_language(qapp, "en")
    every = [*texts.values(), *scored.values(), plain]
    assert all(tile in t and "%" not in t for t in every)
    assert len(set(every)) == len(every) and len(set(passes.values())) == len(passes)
    assert all(t.startswith("%1") and "%" not in t[2:] for t in passes.values())
    if code == "ru":  # 21 and 31 take the form of one, 2 another, 5 a third
        assert texts[21].replace("21", "#") == texts[31].replace("31", "#")
        assert len({texts[2].replace("2", "#"), texts[5].replace("5", "#"),
                    texts[21].replace("21", "#")}) == 3
    if code == "en":
        top = "Top player"
        assert texts[1] == f"{top} drew a tile and played {tile}."
        assert texts[2] == f"{top} drew 2 tiles and played {tile}."
        assert scored[1] == f"{top} drew a tile, played {tile} and scored 15 points."
        assert scored[2] == f"{top} drew 2 tiles, played {tile} and scored 15 points."
        assert plain == f"{top} played {tile}."
        assert passes[1] == "%1 drew a tile and passed." and passes[2] == "%1 drew 2 tiles and passed."
    else:
        assert not any("drew" in t or "played" in t for t in every)


def test_tiles_drawn_for_you_are_all_named(window, qtbot):
    """Play-test pt53 #10: with View -> Draw and pass automatically, two tiles drawn for you were told as
    the last one only ("You drew 1-2. It fits"); the sentence now names every tile drawn since
    your turn was last told, oldest first, the last the one that fits."""
    w, c = window, window.controller
    found = 0
    for tiles, message in turns_with_draws_for_you(
            qtbot, w, lambda seed: GameSetup(Rules.make(2, target=1000), (None, "random"), seed),
            range(60)):
        if len(tiles) >= 2 and tiles[-1] in c.playable_tiles():
            names = ", ".join(NAMES[t] for t in tiles)
            # which of them fits, said (play-test pt57 #1)
            assert message == f"You drew {names}. The last one fits: play it."
            found += 1
            if found >= 2:
                return
    raise AssertionError(f"tiles drawn for the person twice in a row came up {found} times")


def test_the_sentence_on_tiles_drawn_says_one_or_several(qapp):
    """Play-test pt57 #1: eight tiles drawn for the person, none fitting, were told as "You drew
    0-0, 4-6, ...; it does not fit and nothing is left to draw: pass." One tile is "it"; several
    are "none of them" or "the last one"."""
    from allfives_qt.engine.tiles import tile_id
    from allfives_qt.ui.sentences import drawn_text

    one, three = [tile_id(0, 0)], [tile_id(0, 0), tile_id(4, 6), tile_id(2, 6)]
    assert drawn_text("pass", one) == "You drew 0-0; it does not fit and nothing is left to draw: pass."
    assert drawn_text("pass", three) == (
        "You drew 0-0, 4-6, 2-6; none of them fits and nothing is left to draw: pass.")
    assert drawn_text("fits", three) == "You drew 0-0, 4-6, 2-6. The last one fits: play it."
    for kind in ("again", "pass", "fits", "fits-more", "misfit", "misfit-more"):
        single, several = drawn_text(kind, one), drawn_text(kind, three)
        assert " it " in single.lower().replace(".", " ").replace(":", " ") or "It " in single
        assert "none of them" in several.lower() or "the last one" in several.lower(), several

"""The family of games in the window (issue 13, item 4; RULES.md, "The family"): claiming with C,
a missed claim taken by the computer's "Muggins!" (shown on the table), drawing at will with D,
and a Fives and Threes hand with no spinner, all played through the window as a person would."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from allfives_qt.i18n import set_layout_direction
from allfives_qt.controller import CLAIM_MIN_MS, CLAIM_PACES, GameSetup
from allfives_qt.engine.hand import PLAYING, count_points
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import NAMES
from allfives_qt.ui.sentences import tile_words

from gameplay import person_acts, play_until_scoring_move, scoring_move, wait_person


def start(w, rules, levels, seed):
    w.start_game(GameSetup(rules, levels, seed))


def test_claim_with_c_and_a_missed_claim_taken_by_the_computers_muggins(window, qtbot):
    w, c = window, window.controller
    start(w, Rules.make(2, claims="muggins", target=1000), (None, "hard"), 21)
    move = play_until_scoring_move(qtbot, w)
    before = c.game.scores[:]
    assert c.play(move.tile, move.end) is None
    points = c.game.logs[-1].plays[-1].made
    assert c.can_claim() and w.claim_buttons.claim_button.isEnabled() and w.claim_buttons.isVisible()
    assert c.game.scores == before  # not yet: the points wait for the claim
    QTest.keyClick(w, Qt.Key.Key_C)
    assert c.game.scores[0] == before[0] + points and not c.can_claim()
    assert c.game.logs[-1].plays[-1].claimed

    # Now miss a claim: the Hard computer (next to act) calls Muggins and takes the points.
    calls, said = [], []
    c.mugginsCalled.connect(lambda caller, scorer, pts: calls.append((caller, scorer, pts)))
    w.scene.message.connect(said.append)
    move = play_until_scoring_move(qtbot, w)
    before = c.game.scores[:]
    assert c.play(move.tile, move.end) is None
    points = c.game.logs[-1].plays[-1].made
    qtbot.waitUntil(lambda: bool(calls), timeout=5000)
    assert calls == [(1, 0, points)]
    assert c.game.scores[1] >= before[1] + points and c.game.scores[0] == before[0]
    assert any(text.startswith("Muggins! Top player takes the") for text in said), said
    # Its badge keeps the call once it has played (play-test pt58 #1: the call was told for a
    # moment, then nothing on the table said why its score had jumped).
    wait_person(qtbot, w)
    badge = w.scene.badges[1]
    assert badge.isVisible() and badge.text.text().startswith(f"Muggins! +{points}"), \
        badge.text.text()
    # The turns since yours tell the call before the play (play-test pt73 #2: the status bar
    # said only "Left player played 1-6 and scored 10 points.").
    news = w.scene.news_since_your_turn()
    assert news.startswith("Muggins! Top player takes the") and "Top player played" in news, news
    qtbot.waitUntil(lambda: w.statusBar().currentMessage().startswith(news), timeout=3000)
    record = c.game.to_record()
    assert any(p.get("muggins") == 1 and p.get("claimed") is False
               for hand in record["hands"] for p in hand["plays"])


def test_draw_at_will_with_d(window, qtbot):
    w, c = window, window.controller
    start(w, Rules.make(2, draw="at-will"), (None, "medium"), 5)
    wait_person(qtbot, w)
    h = c.game.hand
    assert h.legal_moves() and c.can_draw_at_will() and w.draw_button.isEnabled()
    held = h.hands[0].bit_count()
    QTest.keyClick(w, Qt.Key.Key_D)
    assert h.hands[0].bit_count() == held + 1 and c.human_turn()  # still the person's turn
    assert c.play(*h.legal_moves()[0]) is None


def test_a_fives_and_threes_hand_with_no_spinner(window, qtbot):
    w, c = window, window.controller
    start(w, Rules.game("fives-and-threes", 2, target=1000), (None, "medium"), 8)
    wait_person(qtbot, w)
    assert "fives and threes" in w.scene.count_note.text() and w.scene.count_note.isVisible()
    for _ in range(60):
        wait_person(qtbot, w)
        if c.game.hand_over:
            break
        assert c.game.hand.spinner == -1 and c.game.hand.ends[2:] == [-1, -1]
        person_acts(c)
    assert c.game.hand_over
    log = c.game.logs[0]
    assert all(p.points == count_points(p.count, "fives-and-threes") for p in log.plays)
    assert c.game.hand.spinner == -1 and not any(c.game.hand.arms[2:])
    assert sorted(log.changes) == [0, 1] or log.ended == "blocked"  # one point for going out


def test_a_drawn_tile_that_does_not_fit_is_not_called_fitting(window, qtbot):
    """Muggins (draw: at-will), seed 7: the first at-will draw gives 0-5, which does not fit; the
    message must not say it fits, and must say so only for a drawn tile that does fit: then that
    it may be played, or another drawn (no order to play it while drawing at will is allowed).
    (The computer is Medium, which never draws at will: Expert would draw the boneyard first.)"""
    w, c = window, window.controller
    start(w, Rules.game("muggins", 2), (None, "medium"), 7)
    wait_person(qtbot, w)
    said = []
    w.scene.message.connect(said.append)
    seen_misfit = seen_fit = False
    for _ in range(12):
        if not c.can_draw_at_will():
            break
        h = c.game.hand
        held = h.hands[0]
        del said[:]
        QTest.keyClick(w, Qt.Key.Key_D)
        drawn = (h.hands[0] & ~held).bit_length() - 1
        fits = drawn in c.playable_tiles()
        qtbot.waitUntil(lambda: len(said) >= 2, timeout=3000)  # "You drew", then what to do
        assert ("It fits" in said[-1]) == fits, (drawn, said)
        seen_misfit = seen_misfit or not fits
        if fits:  # at will the drawn tile need not be played (play-test: "play it" read as an order)
            assert (said[-1].endswith("It fits: you may play it, or draw again.")
                    == c.can_draw_at_will()), said[-1]
            assert said[-1].endswith("It fits: play it.") != c.can_draw_at_will(), said[-1]
            seen_fit = True
    assert seen_misfit and seen_fit


def test_a_tile_drawn_at_will_before_the_lead_is_named(window, qtbot):
    """Drawing at will before leading (seed 3: the person leads hand 0) names the tile drawn and
    says the lead is still the person's (play-test pt100 #5: the bar kept "Your lead: ..." and
    only the hand showed what had come)."""
    w, c = window, window.controller
    start(w, Rules.make(2, draw="at-will"), (None, "medium"), 3)
    wait_person(qtbot, w)
    h = c.game.hand
    assert h.center is None and c.can_draw_at_will()
    said = []
    w.scene.message.connect(said.append)
    held = h.hands[0]
    QTest.keyClick(w, Qt.Key.Key_D)
    drawn = (h.hands[0] & ~held).bit_length() - 1
    qtbot.waitUntil(lambda: len(said) >= 2, timeout=3000)  # "You drew", then what to do
    text = said[-1]
    assert text == f"You drew {NAMES[drawn]}. Your lead: play any tile to the centre of the table, " \
                   "or draw again.", said
    assert c.can_draw_at_will() and c.human_turn()


def test_the_turn_prompt_says_a_draw_is_allowed_when_drawing_at_will(window, qtbot):
    """Under ``draw: at-will`` the prompt of the person's turn says they may draw, on the lead and
    past it once a choice is given up (play-test pt101: it said only to play, and nothing on the
    table told of the draw), and after the other seat's turn; without that rule it does not."""
    w, c = window, window.controller
    for draw, more in (("at-will", ", or draw from the boneyard."), ("when-stuck", ".")):
        start(w, Rules.make(2, draw=draw, target=1000), (None, "medium"), 3)
        wait_person(qtbot, w)
        assert c.game.hand.center is None and c.can_draw_at_will() == (draw == "at-will")
        qtbot.waitUntil(lambda: w.scene.last_message.startswith("Your lead"), timeout=3000)
        assert w.scene.last_message == "Your lead: play any tile to the centre of the table" + more
        assert c.play(*c.game.hand.legal_moves()[0]) is None
        for _ in range(20):  # to a turn of the person's where a tile fits
            wait_person(qtbot, w)
            if c.game.hand.legal_moves() and not c.can_draw():
                break
            person_acts(c)
        assert c.game.hand.center is not None and c.game.hand.legal_moves()
        assert c.game.hand.history[-1].seat == 1  # the turn came after the computer's
        # The computer's turn is told first, then (drawing at will) the prompt (play-test pt103
        # #2: only the computer's play was said, and nothing told of the draw).
        news, s = w.scene.news_since_your_turn(), w.scene
        # Without drawing at will too (play-tests pt146 #2, pt154 #1: only the turns were said).
        told = f"{news} Your turn: choose a tile that fits an open end{more}"
        qtbot.waitUntil(lambda: s.last_message == told, timeout=3000)
        w.view.setFocus()  # a tile chosen and given up: what the person may do is said
        QTest.keyClick(w.view, Qt.Key.Key_Return)
        QTest.keyClick(w.view, Qt.Key.Key_Escape)
        # after the computer's turn, as at the turn's start (play-test pt123 #1: a choice given up
        # put the turns since yours out of reach)
        assert s.last_message == f"{news} Your turn: choose a tile that fits an open end{more}"


def test_enter_on_the_claim_button_reached_by_tab_claims(window, qtbot):
    """Play-test pt143 #1: Tab to the Claim button, then Enter, said "It is not your turn yet"
    and the next seat's Muggins! took the points; only Space pressed it. Enter presses it now,
    as it presses the other buttons under the table."""
    from PySide6.QtWidgets import QApplication

    w, c = window, window.controller
    start(w, Rules.make(2, claims="muggins", target=1000), (None, "hard"), 21)
    w.activateWindow()
    move = play_until_scoring_move(qtbot, w)
    before = c.game.scores[:]
    assert c.play(move.tile, move.end) is None
    points = c.game.logs[-1].plays[-1].made
    button = w.claim_buttons.claim_button
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is button)
    QTest.keyClick(button, Qt.Key.Key_Return)
    assert c.game.scores[0] == before[0] + points and c.game.logs[-1].plays[-1].claimed


def test_the_next_computer_seat_waits_for_the_persons_claim(window, qtbot):
    """Muggins: after the person's unclaimed scoring play the next computer seat waits
    CLAIM_PACES times the pace (3 s at the window's pace) before acting, and acts at the usual
    pace once the person has claimed; the message of a Muggins call on the person says "you"."""
    w, c = window, window.controller
    start(w, Rules.make(2, claims="muggins", target=1000), (None, "hard"), 21)
    move = play_until_scoring_move(qtbot, w)
    c.pace_ms = 200
    assert c.play(move.tile, move.end) is None
    qtbot.waitUntil(lambda: c.claim_clock.running, timeout=3000)
    assert c.claim_clock.total_ms == 200 * CLAIM_PACES and c.can_claim()
    qtbot.wait(400)  # longer than the usual pace: the computer has not acted yet
    assert c.can_claim() and c.game.unclaimed is not None
    QTest.keyClick(w, Qt.Key.Key_C)
    assert not c.can_claim()
    qtbot.waitUntil(lambda: c._act_timer.isActive(), timeout=3000)
    assert c._act_timer.interval() == 200

    said = []
    w.scene.message.connect(said.append)
    c.pace_ms = 0
    move = play_until_scoring_move(qtbot, w)
    assert c.play(move.tile, move.end) is None
    qtbot.waitUntil(lambda: any(t.startswith("Muggins!") for t in said), timeout=5000)
    assert any(t.endswith("points you did not claim.") for t in said), said


def test_at_the_instant_speed_the_person_still_has_time_to_claim(window, qtbot):
    """Play-test pt49 #1: at the Instant speed (pace 0) the next computer seat called "Muggins!"
    before the Claim button could light. The claim window now lasts CLAIM_MIN_MS at least, and
    the status bar asks for the claim instead of saying the points were scored (pt49 #7)."""
    w, c = window, window.controller
    w.set_pace(0, 0, claim_min_ms=CLAIM_MIN_MS)
    start(w, Rules.make(2, claims="muggins", target=1000), (None, "hard"), 21)
    move = play_until_scoring_move(qtbot, w)
    said = []
    w.scene.message.connect(said.append)
    assert c.play(move.tile, move.end) is None
    qtbot.waitUntil(lambda: c.claim_clock.running, timeout=3000)
    assert c.claim_clock.total_ms == CLAIM_MIN_MS
    assert w.claim_buttons.claim_button.isEnabled()
    qtbot.wait(300)  # a person's reaction: the computer has not acted, the points still wait
    assert c.can_claim() and c.game.unclaimed is not None
    # pt49 #7: the status bar said "You played 4-6 and scored 10 points." before any claim.
    points = c.game.logs[-1].plays[-1].made
    assert said[0] == (f"You played {NAMES[move.tile]}. {points} points: claim them with C "
                       "(or the Claim button) before the next player acts.")
    assert not any("scored" in text for text in said), said
    QTest.keyClick(w, Qt.Key.Key_C)
    assert not c.can_claim() and c.game.logs[-1].plays[-1].claimed


def test_unclaimed_points_nobody_takes_are_said_to_be_lost(window, qtbot):
    """Play-test pt14 #4: the person's points, unclaimed, with no Muggins! call, vanished without a
    word; the table now says they are lost."""
    w, c = window, window.controller
    start(w, Rules.make(2, claims="muggins", target=1000), (None, "hard"), 21)
    c.players[1].calls_muggins = lambda view, points: False
    said = []
    w.scene.message.connect(said.append)
    move = play_until_scoring_move(qtbot, w)
    assert c.play(move.tile, move.end) is None
    points = c.game.logs[-1].plays[-1].made
    qtbot.waitUntil(lambda: any("they are lost" in t for t in said), timeout=10000)
    assert f"You did not claim your {points} points in time" in next(t for t in said if "lost" in t)


def test_c_too_late_says_who_called_muggins_and_took_the_points(window, qtbot):
    """Play-test: C after the computer's "Muggins!" took the person's points said only "There are
    no points to claim now."; it names the caller now, until the person acts again (then the old
    sentence)."""
    w, c = window, window.controller
    start(w, Rules.make(2, claims="muggins", target=1000), (None, "hard"), 21)
    c.pace_ms = 0
    move = play_until_scoring_move(qtbot, w)
    said = []
    w.scene.message.connect(said.append)
    assert c.muggins_taker() is None
    assert c.play(move.tile, move.end) is None
    qtbot.waitUntil(lambda: any(t.startswith("Muggins!") for t in said), timeout=5000)
    wait_person(qtbot, w)
    assert c.muggins_taker() == 1 and not c.can_claim()
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_C)
    assert said[-1] == "Too late: Top player called Muggins! and took those points.", said
    legal = c.game.hand.legal_moves()
    assert legal  # seed 21: the person can play at once
    assert c.play(legal[0].tile, legal[0].end) is None
    assert c.muggins_taker() is None  # the person has played since: no longer "just taken"
    if not c.can_claim():
        QTest.keyClick(w.view, Qt.Key.Key_C)
        assert w.statusBar().currentMessage() == "There are no points to claim now."


def test_game_menu_offers_only_what_the_controller_allows(window, qtbot):
    """Draw, Pass, Hint, Claim and Call Muggins! are enabled only when possible: no claims in a
    game without claims, nothing at the hand's end; Claim once the person may claim."""
    w, c = window, window.controller
    names = ("draw_action", "pass_action", "hint_action", "claim_action", "muggins_action")
    start(w, Rules.make(2, target=1000), (None, "medium"), 5)
    wait_person(qtbot, w)
    assert not w.claim_action.isEnabled() and not w.muggins_action.isEnabled()
    assert w.draw_action.isEnabled() == c.can_draw() and w.pass_action.isEnabled() == c.can_pass()
    for _ in range(80):
        wait_person(qtbot, w)
        if c.game.hand_over:
            break
        person_acts(c)
    assert c.game.hand_over
    assert [getattr(w, n).isEnabled() for n in names] == [False] * 5

    start(w, Rules.make(2, claims="muggins", target=1000), (None, "hard"), 21)
    move = play_until_scoring_move(qtbot, w)
    assert c.play(move.tile, move.end) is None
    assert c.can_claim() and w.claim_action.isEnabled() and not w.muggins_action.isEnabled()


def test_m_and_the_muggins_buttons_tooltip_say_why_nothing_can_be_called(window, qtbot):
    """Against computer players (who always claim) Muggins! never lights: M says why on the table
    and in the status bar, and the disabled button's tooltip says it too; after the person's own
    unclaimed play M says to claim with C instead. A game without claims: M says nothing."""
    w, c = window, window.controller
    start(w, Rules.make(2, claims="muggins", target=1000), (None, "hard"), 21)
    wait_person(qtbot, w)
    said = []
    w.scene.message.connect(said.append)
    assert not w.claim_buttons.muggins_button.isEnabled()
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_M)
    why = "computer players always claim their own points"
    assert said and why in said[-1] and said[-1].startswith("Nothing to call")
    assert w.scene.toast.isVisible() and w.scene.toast.text == said[-1]
    assert why in w.claim_buttons.muggins_button.toolTip()
    move = play_until_scoring_move(qtbot, w)
    c.pace_ms = 5000  # the computer waits: the points stay claimable
    assert c.play(move.tile, move.end) is None and c.can_claim()
    QTest.keyClick(w.view, Qt.Key.Key_M)
    assert said[-1].startswith("These are your own points: claim them with C")
    assert "claim them with C" in w.claim_buttons.muggins_button.toolTip()
    QTest.keyClick(w.view, Qt.Key.Key_C)
    assert not c.can_claim()

    start(w, Rules.make(2, claims="muggins", target=1000), (None, None), 21)  # two people
    wait_person(qtbot, w)
    QTest.keyClick(w.view, Qt.Key.Key_M)
    assert said[-1] == ("Nothing to call: Muggins! takes points the player before you did not "
                        "claim, and none are waiting.")

    start(w, Rules.make(2, target=1000), (None, "hard"), 21)
    wait_person(qtbot, w)
    del said[:]
    QTest.keyClick(w.view, Qt.Key.Key_M)
    assert said == [] and not w.claim_buttons.isVisible()


def test_c_with_nothing_to_claim_says_so_in_a_game_with_claims(window, qtbot):
    """Play-test: C with nothing to claim gave no word at all (M explains itself). Under
    ``claims: muggins`` it says there is nothing to claim; after a scoring play C claims; in a game
    without claims C says nothing."""
    w, c = window, window.controller
    start(w, Rules.make(2, claims="muggins", target=1000), (None, "hard"), 21)
    wait_person(qtbot, w)
    said = []
    w.scene.message.connect(said.append)
    w.view.setFocus()
    before = w.scene.last_message
    QTest.keyClick(w.view, Qt.Key.Key_C)
    refusal = "There are no points to claim now."
    assert w.scene.toast.isVisible() and w.scene.toast.text == refusal
    assert w.statusBar().currentMessage() == refusal
    # Play-test pt50 #4: the report of the last move was gone; it is still the sentence to come
    # back once the refusal's few seconds are over.
    assert not said and w.scene.last_message == before
    w.statusBar().clearMessage()
    assert w.statusBar().currentMessage() == before
    move = play_until_scoring_move(qtbot, w)
    c.pace_ms = 5000  # the computer waits: the points stay claimable
    assert c.play(move.tile, move.end) is None and c.can_claim()
    del said[:]
    QTest.keyClick(w.view, Qt.Key.Key_C)
    assert not c.can_claim() and "There are no points to claim now." not in said

    start(w, Rules.make(2, target=1000), (None, "hard"), 21)
    wait_person(qtbot, w)
    del said[:]
    QTest.keyClick(w.view, Qt.Key.Key_C)
    assert said == []


def test_on_the_lead_with_the_boneyard_drawn_a_draw_is_refused_with_any_tile_may_be_led(window, qtbot):
    """Drawing at will, the person leading draws the whole boneyard: D then says the boneyard is
    empty and any tile may be led (play-test pt101 #4: "play a tile that fits", on an empty
    table where every tile does)."""
    w, c = window, window.controller
    start(w, Rules.make(2, draw="at-will", target=1000), (None, None), 11)
    said = []
    w.scene.message.connect(said.append)
    h = c.game.hand
    while h.drawable:
        assert c.draw() is None
    assert h.center is None and h.boneyard_size == 0
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_D)
    assert said[-1] == "The boneyard is empty: play any tile to the centre of the table."
    assert c.draw() == "boneyard-empty-lead"


def test_with_a_reserve_left_the_refusals_say_so_and_what_to_do(window, qtbot):
    """boneyard_reserve 2, drawing at will: once only the reserve is left, D says that the
    reserve's tiles are never drawn and, on the lead, that any tile may be played, after it that
    a tile that fits must be played (not "the boneyard is empty: pass", with Pass disabled); P
    says a tile fits; a seat with no tile that fits is told to pass because only the reserve is
    left."""
    import random

    w, c = window, window.controller
    rules = Rules.make(2, draw="at-will", boneyard_reserve=2, target=1000)
    start(w, rules, (None, None), 11)  # two people: nothing moves unless the test acts
    said = []
    w.scene.message.connect(said.append)
    h = c.game.hand
    while h.drawable:
        assert c.draw() is None
    assert h.boneyard_size == 2 and w.scene.bone_text.text() == "Boneyard: 0 to draw"
    assert not w.pass_button.isEnabled()
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_D)
    # On the lead every tile fits: it says to lead any tile (play-test pt101 #4: "play a tile
    # that fits").
    assert h.center is None
    assert said[-1] == ("Only the reserve is left in the boneyard, and its tiles are never drawn: "
                        "play any tile to the centre of the table.")
    assert c.draw() == "reserve-only-lead"
    # Still the lead: P says any tile may be played (play-test pt71 #7).
    assert c.pass_turn() == "lead-any" and said[-1] == "Your lead: play any tile to the centre of the table."
    rng = random.Random(3)
    for _ in range(200):  # random plays until a seat must pass with only the reserve left
        if c.game.hand_over or h.must_pass():
            break
        if h.center is not None and h.legal_moves():  # past the lead, a tile fits
            assert c.draw() == "reserve-only-play"
        assert c.play(*rng.choice(h.legal_moves())) is None
    assert h.must_pass() and h.boneyard_size == 2, "no pass in this deal"
    tile = (h.hands[h.turn] & -h.hands[h.turn]).bit_length() - 1
    assert c.why_not_tile(tile) == "must-pass-reserve" and c.draw() == "reserve-only"
    assert said[-1] == "Only the reserve is left in the boneyard, and its tiles are never drawn: pass."
    assert w.pass_button.isEnabled() and "nothing is left to draw" in w.pass_button.toolTip()
    assert c.pass_turn() is None


def test_the_reserves_tiles_lie_apart_from_the_drawable_ones_with_a_label(window, qtbot, qapp):
    """boneyard_reserve 2: the reserve's two tiles lie in a column of their own, beside the tiles
    that may be drawn: no drawable tile's rectangle meets a reserve tile's (left to right and right
    to left, as the pile shrinks to the reserve alone); a "reserve" label lies under them, over no
    tile, inside the boneyard panel; without a reserve there is no label."""
    w, c = window, window.controller
    scene = w.scene

    def check():
        items = scene.bone_items
        k = scene.bone_reserved
        assert k == 2 and len(items) == min(c.game.hand.boneyard_size, 6)
        reserve = [i.sceneBoundingRect() for i in items[:k]]
        drawable = [i.sceneBoundingRect() for i in items[k:]]
        assert not any(d.intersects(r) for d in drawable for r in reserve)
        label = scene.reserve_label()
        assert label.isVisible() and label.text() == "reserve: 2"
        box = label.sceneBoundingRect()
        assert not any(box.intersects(i.sceneBoundingRect()) for i in items)
        panel = scene.bone_panel.sceneBoundingRect()
        for r in reserve + drawable + [box]:
            assert panel.contains(r), (r, panel)
        return sum(r.center().x() for r in reserve) / k, [d.center().x() for d in drawable]

    try:
        for direction in (Qt.LayoutDirection.LeftToRight, Qt.LayoutDirection.RightToLeft):
            set_layout_direction(qapp, direction)
            start(w, Rules.make(2, draw="at-will", boneyard_reserve=2, target=1000), (None, None), 11)
            rtl = direction == Qt.LayoutDirection.RightToLeft
            h = c.game.hand
            while True:
                x, xs = check()
                assert all((d > x) if rtl else (d < x) for d in xs)  # the reserve at the far side
                if not h.drawable:
                    break
                assert c.draw() is None
            assert len(scene.bone_items) == 2
    finally:
        set_layout_direction(qapp, Qt.LayoutDirection.LeftToRight)
    start(w, Rules.make(2, target=1000), (None, "hard"), 11)
    assert scene.bone_reserved == 0 and not scene.reserve_label().isVisible()


def test_a_muggins_call_stays_on_the_table_while_the_caller_plays_on(window, qtbot, monkeypatch):
    """The toast of a Muggins call is held (claims.MUGGINS_HOLD_MS): the caller's own play, made at
    once, no longer takes it away (it was on the table for about 0.6 s); a message shown meanwhile
    follows it once the time is up, and a new hand clears it at once. (The hold is made long here
    so a slow machine's thinking time cannot outlast it.)"""
    from allfives_qt.ui import claims

    monkeypatch.setattr(claims, "MUGGINS_HOLD_MS", 60000)
    w, c = window, window.controller
    start(w, Rules.make(2, claims="muggins", target=1000), (None, "hard"), 21)
    toast = w.scene.toast
    calls, at_play = [], []
    c.mugginsCalled.connect(lambda *a: calls.append(c.game.hand.n_played))
    c.tilePlayed.connect(lambda seat, *a: at_play.append((toast.isVisible(), toast.text))
                         if calls and seat == 1 and not at_play else None)
    move = play_until_scoring_move(qtbot, w)
    assert c.play(move.tile, move.end) is None
    qtbot.waitUntil(lambda: bool(calls), timeout=5000)
    qtbot.waitUntil(lambda: c.game.hand_over or c.game.hand.n_played > calls[0], timeout=8000)
    assert at_play and at_play[0][0] and at_play[0][1].startswith("Muggins! Top player takes the")
    assert toast.isVisible() and toast.text.startswith("Muggins!") and toast.held()
    w.scene.alert("Another message.")
    assert toast.text.startswith("Muggins!")  # it waits for the call's time to be up
    w.scene.on_hand_started()  # a new hand (here: the same one drawn again) clears it at once
    assert not toast.isVisible()
    toast.show_text("Held.", 3000, 300)
    toast.hide_now()
    toast.show_text("Next.", 3000)
    assert toast.isVisible() and toast.text == "Held."
    qtbot.waitUntil(lambda: toast.text == "Next.", timeout=3000)
    assert toast.isVisible() and not toast.held()
    toast.hide_now()
    assert not toast.isVisible()


def test_the_claim_reminder_stays_on_the_table_until_the_muggins_call(window, qtbot):
    """Play-test: the claim toast seemed to vanish for about 0.5 s and come back. From the
    person's unclaimed play to the computer's Muggins call (with animations on), the table shows
    the claim reminder without a gap, then the call."""
    from PySide6.QtCore import QTimer

    w, c = window, window.controller
    start(w, Rules.make(2, claims="muggins", target=1000), (None, "hard"), 21)
    move = play_until_scoring_move(qtbot, w)
    w.set_pace(300, 150)
    toast, seen, calls = w.scene.toast, [], []
    c.mugginsCalled.connect(lambda *a: calls.append(1))
    timer = QTimer()
    timer.timeout.connect(lambda: seen.append((toast.isVisible(), toast.text[:12])) if not calls else None)
    timer.start(10)
    assert c.play(move.tile, move.end) is None
    qtbot.waitUntil(lambda: bool(calls), timeout=8000)
    timer.stop()
    assert len(seen) > 20 and all(s == (True, seen[0][1]) for s in seen), seen
    assert "points: cl" in seen[0][1] and toast.text.startswith("Muggins!")


def test_the_computer_draws_at_will_on_the_table(window, qtbot):
    """Muggins (draw: at-will), 2 players: the Hard computer draws although a tile fits (it draws
    every tile it may with 2 players); each draw is shown as a face-down tile sliding into its hand
    and told on the table, and it then plays."""
    w, c = window, window.controller
    start(w, Rules.game("muggins", 2, target=1000), (None, "hard"), 5)
    said = []
    w.scene.message.connect(said.append)
    wait_person(qtbot, w)
    if not c.game.logs[-1].plays:  # the person leads: the computer draws when its turn comes
        person_acts(c)
        wait_person(qtbot, w)
    h = c.game.hand
    mine = [p for p in c.game.logs[-1].plays if p.seat == 1]
    assert mine and mine[0].drew > 0 and h.drawable == 0  # drew the boneyard, then played
    assert len(w.scene.other_items[1]) == h.hands[1].bit_count()
    # Each draw is said: the first as "drew a tile.", the rest of the run by its length.
    told = [s for s in said if s == "Top player drew a tile." or "tiles in a row" in s]
    assert told[0] == "Top player drew a tile." and len(told) == mine[0].drew, said
    assert told[-1] == f"Top player has drawn {mine[0].drew} tiles in a row."


def test_the_muggins_refusals_keep_their_translations(qtbot):
    """The refusal sentences moved from the Claim buttons to the reason sentences with the
    controller's codes; their translations came with them (Russian and Hebrew checked)."""
    from PySide6.QtWidgets import QApplication

    from allfives_qt import i18n
    from allfives_qt.controller import GameController
    from allfives_qt.ui.claims import muggins_refusal

    c = GameController()
    c.pace_ms = 0
    c.new_game(GameSetup(Rules.make(2, claims="muggins", target=1000), (None, "hard"), 21))
    qtbot.waitUntil(c.human_turn, timeout=8000)
    english = muggins_refusal(c)
    assert english.startswith("Nothing to call") and "computer players" in english
    try:
        i18n.install_language(QApplication.instance(), "ru")
        assert muggins_refusal(c) == ("Нечего объявлять: «Маггинс!» забирает очки, которые соперник "
                                      "не заявил, а компьютерные игроки всегда заявляют свои очки.")
        i18n.install_language(QApplication.instance(), "he")
        assert muggins_refusal(c) != english and "מאגינס" in muggins_refusal(c)
    finally:
        i18n.install_language(QApplication.instance(), "en")
    assert muggins_refusal(c) == english
    c.shutdown()


def test_a_run_of_draws_says_how_many_tiles_in_a_row(window, qtbot):
    """Play-test: a computer drawing at will took the whole boneyard with only "Top player drew a
    tile." said for each tile. A run of draws by one seat now counts: "drew a tile.", then "has
    drawn 2 tiles in a row." and so on; a play starts the count again."""
    w, c = window, window.controller
    said = []
    w.scene.message.connect(said.append)
    start(w, Rules.game("muggins", 2, target=1000), (None, "expert"), 42)
    run_said = lambda: any("in a row" in s for s in said)  # noqa: E731
    for _ in range(20):
        qtbot.waitUntil(lambda: c.human_turn() or c.game.hand_over or run_said(), timeout=15000)
        if run_said() or c.game.hand_over:
            break
        legal = c.game.hand.legal_moves()
        if legal:
            assert c.play(legal[-1].tile, legal[-1].end) is None
        else:
            c.draw()
    qtbot.waitUntil(lambda: c.human_turn() or c.game.hand_over, timeout=20000)
    runs = [s for s in said if "drew a tile" in s or "in a row" in s]
    first = runs.index("Top player has drawn 2 tiles in a row.")
    assert runs[first - 1] == "Top player drew a tile."
    counts = [int(s.split("drawn ")[1].split(" ")[0]) for s in runs[first:] if "in a row" in s]
    assert counts == list(range(2, 2 + len(counts)))
    assert c.game.logs[-1].plays[-1].drew == counts[-1]  # the run was that play's draws


def test_the_claim_window_shows_as_a_bar_on_the_claim_button_that_runs_down(window, qtbot):
    """Play-test: a claim at 2.5 s came too late, as nothing showed how long the claim window
    stays open. After the person's unclaimed scoring play a thin bar lies inside the Claim button,
    full; once the next computer seat starts waiting for the claim it empties over exactly that
    wait (the controller's own timer); a claim, or the computer's Muggins call, hides it."""
    w, c = window, window.controller
    bar = w.claim_buttons.time_bar
    start(w, Rules.make(2, claims="muggins", target=1000), (None, "hard"), 21)
    move = play_until_scoring_move(qtbot, w)
    assert not bar.isVisible()  # no window open: no bar
    c.pace_ms = 400
    waits = []
    c.claimTimeStarted.connect(waits.append)
    assert c.play(move.tile, move.end) is None and c.can_claim()
    assert bar.isVisible() and bar.value() == bar.maximum()
    assert w.claim_buttons.claim_button.rect().contains(bar.geometry())
    assert bar.accessibleName() == "Time left to claim your points"
    qtbot.waitUntil(lambda: c.claim_clock.running, timeout=3000)
    assert waits == [400 * CLAIM_PACES] and c.claim_clock.total_ms == waits[0]
    qtbot.waitUntil(lambda: bar.value() < bar.maximum(), timeout=3000)  # it runs down
    assert bar.isVisible() and c.can_claim()
    # The bar shows the share of the window the controller's clock has left.
    left = c.claim_clock.left_ms / c.claim_clock.total_ms * bar.maximum()
    assert abs(bar.value() - left) <= bar.maximum() * 0.1
    QTest.keyClick(w, Qt.Key.Key_C)  # claimed: the window is closed
    assert not c.can_claim() and not bar.isVisible() and not c.claim_clock.running

    # A missed claim: the bar runs out and is gone when the computer calls "Muggins!".
    calls = []
    c.mugginsCalled.connect(lambda *a: calls.append(bar.isVisible()))
    move = play_until_scoring_move(qtbot, w)
    c.pace_ms = 100
    assert c.play(move.tile, move.end) is None and bar.isVisible()
    qtbot.waitUntil(lambda: bool(calls), timeout=5000)
    assert waits[-1] == 100 * CLAIM_PACES and not bar.isVisible() and not c.can_claim()


def test_the_persons_claim_is_said_in_the_second_person_in_tamil(window, qtbot):
    """Play-test: the person's claim read "நீங்கள் 10 புள்ளிகளைக் கோரினார்." (you, with a
    third-person verb and the word for pips). It has its own sentence now."""
    from PySide6.QtWidgets import QApplication

    from allfives_qt import i18n

    w, c = window, window.controller
    start(w, Rules.make(2, claims="muggins", target=1000), (None, "hard"), 21)
    move = play_until_scoring_move(qtbot, w)
    said = []
    w.scene.message.connect(said.append)
    try:
        i18n.install_language(QApplication.instance(), "ta")
        assert c.play(move.tile, move.end) is None
        points = c.game.logs[-1].plays[-1].made
        QTest.keyClick(w, Qt.Key.Key_C)
        assert f"நீங்கள் {points} மதிப்பெண்களைக் கோரினீர்கள்." in said, said
    finally:
        i18n.install_language(QApplication.instance(), "en")
    said.clear()
    move = play_until_scoring_move(qtbot, w)
    assert c.play(move.tile, move.end) is None
    QTest.keyClick(w, Qt.Key.Key_C)
    assert f"You claimed {c.game.logs[-1].plays[-1].made} points." in said, said



def test_the_play_that_ends_the_hand_says_its_points_were_counted(window, qtbot):
    """Play-test: under Muggins the person's play that ends the hand is credited without C (on
    purpose: controller._apply_play), but nothing said so while every other scoring play asks
    for C. The hand's closing sentence says "N points, counted: the hand is over." then; hands
    that end otherwise still say "The hand is over."."""
    w, c = window, window.controller
    start(w, Rules.make(2, claims="muggins", target=1000), (None, "hard"), 21)
    c.pace_ms = 0
    said = []
    w.scene.message.connect(said.append)
    for _ in range(200):
        wait_person(qtbot, w)
        if c.game.hand_over:
            qtbot.waitUntil(lambda: said[-1].endswith("The hand is over."), timeout=3000)
            c.next_hand()
            continue
        h = c.game.hand
        ending = [m for m in h.legal_moves()
                  if (lambda a: a.play(m.tile, m.end) and a.status != PLAYING
                      and count_points(a.count, c.game.rules.scoring) > 0)(h.copy())]
        if ending:
            break
        person_acts(c)
        if c.can_claim():
            c.claim()
    else:
        raise AssertionError("the person never had a scoring play that ends the hand")
    before = c.game.scores[0]
    assert c.play(ending[0].tile, ending[0].end) is None
    play = c.game.logs[-1].plays[-1]
    assert play.claimed and play.points > 0 and c.game.hand_over and not c.can_claim()
    assert c.game.logs[-1].ended != "unfinished" and before != c.game.scores[0]
    # After how the hand ended, as the results panel says it (play-tests pt164 #5, pt165 #8).
    ending = ("You went out." if c.game.logs[-1].ended == "out"
              else "The hand is blocked: nobody can play.")
    counted = f"{ending} {play.points} points, counted: the hand is over."
    qtbot.waitUntil(lambda: said[-1] == counted, timeout=3000)
    assert w.statusBar().currentMessage() == counted and "The hand is over." not in said[-3:]


def test_the_end_of_hand_panel_keeps_the_hands_muggins_calls_and_lost_points(window, qtbot):
    """Play-test pt19 #10: "Muggins! Top player takes the 5 points you did not claim." was gone
    from the table after four seconds and nothing kept it. The end-of-hand panel tells every
    Muggins! call of the hand, and points lost unclaimed."""
    from allfives_qt.ui.hand_end_panel import HandEndPanel

    w, c = window, window.controller
    for calls_muggins, words in ((True, "Top player called Muggins! on your {} and took its {} points."),
                                 (False, "You did not claim the {1} points of your {0} in time")):
        start(w, Rules.make(2, claims="muggins", target=1000), (None, "hard"), 21)
        if not calls_muggins:
            c.players[1].calls_muggins = lambda view, points: False
        move = play_until_scoring_move(qtbot, w)
        hand = c.hand_index
        assert c.play(move.tile, move.end) is None
        points = c.game.logs[-1].plays[-1].made
        tile = tile_words(c.game.logs[-1].plays[-1].tile)
        while not c.game.hand_over:
            wait_person(qtbot, w)
            if not c.game.hand_over:
                person_acts(c)
        panel = HandEndPanel(c, hand, w)
        qtbot.addWidget(panel)
        assert words.format(tile, points) in panel.note.text(), panel.note.text()


def test_the_window_title_names_the_game_of_the_family_played(window):
    """Play-test pt105 #6: the title, dialogs and score box said "All Fives" whatever the game;
    now the title names the game when it is another (Qt adds the application's name after it:
    "Muggins — All Fives"), and a game with other rules than a named one is "Custom"."""
    w = window
    for rules, title in ((Rules.make(2), "All Fives"),
                         (Rules.make(2, claims="muggins", draw="at-will"), "Muggins"),
                         (Rules.make(3, scoring="fives-and-threes", spinner="none",
                                     hand_size="seven-five", end_of_hand="go-out-point",
                                     target=61), "Fives and Threes"),
                         (Rules.make(2, draw="at-will"), "Custom")):
        start(w, rules, (None,) + ("easy",) * (rules.players - 1), 4)
        assert w.windowTitle() == title, (rules, w.windowTitle())


def test_the_end_panel_tells_each_muggins_call_after_the_hand_with_its_tile(window):
    """Play-test pt108 #9: two unclaimed plays of 10 points each, both taken by the opponent's
    "Muggins!", gave the end-of-hand panel the same sentence twice. Play-test pt142 #4: the
    panel told the calls as the table had, in the present ("Muggins! Top player takes ..."),
    naming no play. Each call is now told in the past with its play's tile, written as the table
    writes it, the low half first (pt134 #8: "5-2" where the table said 2-5)."""
    from allfives_qt.engine.game import HandLog, PlayLog
    from allfives_qt.ui.claims import claim_story

    w = window
    start(w, Rules.make(2, claims="muggins"), (None, "hard"), 21)

    def play(seat, tile, made, muggins):
        return PlayLog(seat, tile, "E", 0, 0, made, made, False, muggins)

    log = HandLog([[], []], [], 0, [play(0, "1-4", 10, 1), play(0, "6-4", 10, 1),
                                    play(1, "5-0", 5, 0), play(0, "3-2", 5, None)])
    assert claim_story(w.controller, log) == [
        "Top player called Muggins! on your 1-4 and took its 10 points.",
        "Top player called Muggins! on your 4-6 and took its 10 points.",
        "You called Muggins! on Top player's 0-5 and took its 5 points.",
        "You did not claim the 5 points of your 2-3 in time, and nobody called Muggins, so they "
        "were lost."]


def test_the_claim_pair_is_set_once_for_each_change_of_the_game(qtbot, monkeypatch):
    """Carried-over note: the Claim and Muggins! pair was set twice for each of the controller's
    signals (by its own connections, then by the window's update_actions, which since play-test
    pt120 #3 sets it for a replay too). Now only update_actions sets it."""
    from allfives_qt.ui.claims import ClaimButtons
    from allfives_qt.ui.main_window import MainWindow

    counts = {"pair": 0, "actions": 0}
    pair, actions = ClaimButtons.update_state, MainWindow.update_actions

    def counted_pair(self, *args):
        counts["pair"] += 1
        return pair(self, *args)

    def counted_actions(self, *args):
        counts["actions"] += 1
        return actions(self, *args)

    monkeypatch.setattr(ClaimButtons, "update_state", counted_pair)
    monkeypatch.setattr(MainWindow, "update_actions", counted_actions)
    w = MainWindow()
    qtbot.addWidget(w)
    w.set_pace(0, 0)
    start(w, Rules.make(2, claims="muggins", target=1000), (None, "hard"), 21)
    move = play_until_scoring_move(qtbot, w)
    counts.update(pair=0, actions=0)
    assert w.controller.play(move.tile, move.end) is None
    assert w.claim_buttons.claim_button.isEnabled()  # set on the play, by update_actions
    assert counts["actions"] >= 1 and counts["pair"] == counts["actions"], counts


def test_the_hint_says_to_draw_where_hard_and_expert_draw_everything(window, qtbot):
    """Play-test pt160 #1: in Muggins with two players the Expert drew the whole boneyard at each
    turn, and the hint named a play. Where drawing every tile pays (players.draws_everything), H
    says to draw and why; with three players under the usual end of hand, it names a play."""
    from allfives_qt.ai.players import draws_everything

    w, c = window, window.controller
    for players, draws in ((2, True), (3, False)):
        rules = Rules.make(players, draw="at-will", target=1000)
        assert draws_everything(rules) == draws
        start(w, rules, (None,) + ("medium",) * (players - 1), 3)
        wait_person(qtbot, w)
        assert c.can_draw_at_will() and c.game.hand.legal_moves()
        w.view.setFocus()
        QTest.keyClick(w.view, Qt.Key.Key_H)
        if draws:
            assert "Hint: draw from the boneyard (D) before you play: " in (
                w.statusBar().currentMessage())
            assert "your opponent, once stuck, must pass" in w.statusBar().currentMessage()
            assert w.scene._chosen is None  # no play hinted
        else:
            qtbot.waitUntil(lambda: "Hint: Play " in w.statusBar().currentMessage(), timeout=10000)

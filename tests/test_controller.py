"""The controller between view and engine (allfives_qt/controller.py): intents, computer seats off
the GUI thread, pacing holds, and stale answers after a new game (issue 3, items 3 and 4)."""

import pytest
from PySide6.QtCore import QCoreApplication

from allfives_qt.controller import GameController, GameSetup
from allfives_qt.engine.hand import LEAD
from allfives_qt.engine.rules import Rules



def settle(rounds=20):
    """Deliver every posted event and zero-length timer, a few rounds (no waiting on the clock)."""
    for _ in range(rounds):
        QCoreApplication.processEvents()


def make(qtbot, players=2, seed=11, human=True, level="random", **rules):
    c = GameController()
    c.pace_ms = 0
    levels = tuple(None if (human and s == 0) else level for s in range(players))
    c.new_game(GameSetup(Rules.make(players, **rules), levels, seed))
    return c


def wait_human(qtbot, c):
    qtbot.waitUntil(lambda: c.human_turn() or c.game.hand_over, timeout=5000)


def script_human(c):
    """The person's part: first legal move, else draw, else pass, through the public intents."""
    legal = c.game.hand.legal_moves()
    if legal:
        assert c.play(legal[0].tile, legal[0].end) is None
    elif c.can_draw():
        assert c.draw() is None
    else:
        assert c.pass_turn() is None


def test_game_setup_checks_levels_per_seat():
    with pytest.raises(ValueError):
        GameSetup(Rules.make(3), (None, "easy"), 1)
    with pytest.raises(ValueError):
        GameSetup(Rules.make(2), (None, "grandmaster"), 1)
    assert GameSetup.default(4, demo=True).human_seat is None
    assert GameSetup.default(3).human_seat == 0


def test_scripted_human_against_computers_reaches_game_over(qtbot):
    c = make(qtbot, players=3, seed=5, target=60)
    ended = []
    c.gameEnded.connect(ended.append)
    for _ in range(400):
        if ended:
            break
        wait_human(qtbot, c)
        if c.game.over:
            qtbot.waitUntil(lambda: bool(ended), timeout=2000)
            break
        if c.game.hand_over:
            qtbot.waitUntil(lambda: c._announced, timeout=2000)
            if c.game.over:
                break
            assert c.next_hand()
            continue
        script_human(c)
    qtbot.waitUntil(lambda: bool(ended), timeout=2000)
    assert c.game.over and ended == [c.game.winner]
    assert max(c.game.scores) >= 60


def test_illegal_play_is_rejected_with_a_reason_and_changes_nothing(qtbot):
    c = make(qtbot, seed=3)
    wait_human(qtbot, c)
    hand = c.game.hand
    before = (hand.n_played, hand.hands[:], c.game.scores[:])
    reasons = []
    c.rejected.connect(reasons.append)
    others = [t for t in range(28) if not (hand.hands[0] >> t) & 1]
    assert c.play(others[0], LEAD) == "tile-not-in-hand"
    if hand.center is not None:
        bad = [(t, e) for t in hand.hand_tiles(0) for e in range(4)
               if hand.check(t, e) in ("halves-do-not-match", "end-not-open")]
        if bad:
            assert c.play(*bad[0]) in ("halves-do-not-match", "end-not-open", "fits-nowhere",
                                       "must-draw", "must-pass")
    assert reasons and reasons[0] == "tile-not-in-hand"
    assert (hand.n_played, hand.hands[:], c.game.scores[:]) == before


def test_drawing_while_holding_a_tile_that_fits_is_refused(qtbot):
    c = make(qtbot, seed=8)
    wait_human(qtbot, c)
    if c.game.hand.legal_moves():
        lead = c.game.hand.center is None  # on the lead: any tile may be played (pt71 #7)
        assert c.draw() == ("lead-any" if lead else "can-play")
        assert c.pass_turn() in (("lead-any",) if lead else ("can-play-pass", "boneyard-not-empty"))


def test_computer_seat_waits_while_the_view_holds(qtbot):
    c = make(qtbot, seed=4)
    wait_human(qtbot, c)
    c.hold()
    legal = c.game.hand.legal_moves()
    assert c.play(legal[0].tile, legal[0].end) == "busy"
    c.release()
    assert c.play(legal[0].tile, legal[0].end) is None
    c.hold()  # the view shows the play: the computer must not move yet
    n = c.game.hand.n_played
    settle()
    assert c.game.hand.n_played == n and c.busy
    c.release()
    qtbot.waitUntil(lambda: c.game.hand.n_played > n or c.game.hand_over or c.game.hand.turn == 0,
                    timeout=5000)


def test_answer_for_an_old_game_is_ignored(qtbot):
    c = make(qtbot, seed=9, human=False)
    old_gen = c._gen
    c.new_game(GameSetup(Rules.make(2), (None, "random"), 10))
    plays = []
    c.tilePlayed.connect(lambda *a: plays.append(a))
    c._on_decided(old_gen, 1, None)
    assert plays == []


def test_shutdown_stops_the_game_at_once(qtbot):
    c = make(qtbot, seed=12, human=False)
    c.shutdown()
    n = c.game.hand.n_played
    settle()
    assert c.game.hand.n_played == n
    assert c._pool.activeThreadCount() == 0


def test_legal_ends_lists_each_end_the_tile_fits(qtbot):
    c = make(qtbot, seed=21)
    wait_human(qtbot, c)
    hand = c.game.hand
    for t in hand.hand_tiles(0):
        ends = c.legal_ends(t)
        if hand.center is None:
            assert ends == [LEAD]
        else:
            assert ends == sorted({m.end for m in hand.legal_moves() if m.tile == t})


def test_draw_automatically_draws_until_a_tile_fits(qtbot):
    for seed in range(30, 90):
        c = make(qtbot, seed=seed)
        c.auto_draw = True
        drawn = []
        c.tileDrawn.connect(lambda seat, tile: drawn.append((seat, tile)))
        for _ in range(12):
            qtbot.waitUntil(lambda: c.game.hand_over or (c.human_turn() and (
                bool(c.game.hand.legal_moves()) or c.game.hand.must_pass())), timeout=5000)
            if c.game.hand_over or [d for d in drawn if d[0] == 0]:
                break
            legal = c.game.hand.legal_moves()
            if legal:
                c.play(*legal[0])
            else:
                c.pass_turn()
        mine = [d for d in drawn if d[0] == 0]
        if mine:  # the person never pressed Draw: the controller drew for them
            assert all(t >= 0 for _, t in mine)  # and they see the tiles they drew
            assert c.game.hand_over or c.game.hand.legal_moves() or c.game.hand.must_pass()
            return
    pytest.fail("no seed in 30..89 made the person draw: the test found nothing to check")


def test_draw_and_pass_automatically_passes_for_the_person_when_nothing_can_be_drawn(qtbot):
    """Play-test pt58 #2: P pressed some 20 times in a hand once the boneyard was empty. With the
    option on, a forced pass is made for the person (never asked of them: only plays are)."""
    for seed in range(1, 80):
        c = make(qtbot, seed=seed)
        c.auto_draw = True
        passes, asked = [], []
        c.passed.connect(lambda seat: passes.append(seat))
        c.humanToAct.connect(lambda seat: asked.append(c.game.hand.must_pass()))
        while not c.game.hand_over:
            qtbot.waitUntil(lambda: c.game.hand_over or (c.human_turn()
                                                         and bool(c.game.hand.legal_moves())),
                            timeout=5000)
            if not c.game.hand_over:
                assert c.play(*c.game.hand.legal_moves()[0]) is None
        c.shutdown()
        assert not any(asked)  # never asked to pass
        if 0 in passes:
            return
    pytest.fail("no seed in 1..79 made the person pass: the test found nothing to check")


def test_computer_seats_plan_with_the_games_own_rules(qtbot):
    """Hard and Expert value the end of a hand by the game's end_of_hand rule, so the controller
    must hand each computer player the rules of the game being played (not RULES.md's defaults)."""
    c = make(qtbot, players=4, level="expert", partnerships=False, end_of_hand="winner-collects")
    computers = [p for p in c.players if p is not None]
    assert len(computers) == 3
    assert all(p.rules == c.game.rules for p in computers)
    c.shutdown()


class _BrokenPlayer:
    """A computer player whose every decision raises."""

    level = "broken"

    def choose(self, view):
        raise ZeroDivisionError("no move today")

    explain = choose


def test_a_computer_player_that_raises_is_logged_and_falls_back_to_a_legal_move(qtbot, caplog):
    c = make(qtbot, players=2, seed=3, human=False)
    c.players[0] = c.players[1] = _BrokenPlayer()  # before the event loop runs the first turn
    played = []
    c.tilePlayed.connect(lambda *args: played.append(args))
    with caplog.at_level("ERROR", logger="allfives_qt.controller"):
        qtbot.waitUntil(lambda: len(played) >= 3 or c.game.hand_over, timeout=5000)
    lines = [r for r in caplog.records if "raised ZeroDivisionError: no move today" in r.getMessage()]
    assert len(lines) >= len(played) >= 1  # one line per fallback, each before its move
    assert all(r.levelname == "ERROR" and "(broken)" in r.getMessage() for r in lines)
    # the fallback is the first legal move, which the engine accepted and recorded
    assert [p.seat for p in c.game.logs[0].plays][:len(played)] == [a[0] for a in played]


def test_a_computer_seat_draws_at_will_and_the_record_replays_it(qtbot):
    """``draw: at-will``, 2 players: the Hard computer seat draws although a tile fits (RULES.md,
    option ``draw``; Hard draws every tile it may with 2 players), each draw shown by
    ``tileDrawn``; the record's next play of that seat carries ``drew`` and replays to the same
    scores; undo takes the computer's draws back with the person's play."""
    from allfives_qt.engine.record import replay_record

    c = make(qtbot, players=2, seed=3, level="hard", draw="at-will", target=10**4)
    drawn = []

    def on_drawn(seat, tile):
        h = c.game.hand
        drawn.append((seat, c.game.at_will_since_play, h.drawable))

    c.tileDrawn.connect(on_drawn)
    for _ in range(40):
        wait_human(qtbot, c)
        if c.game.hand_over or any(s == 1 and at_will for s, at_will, _ in drawn):
            break
        script_human(c)
    at_will = [d for d in drawn if d[0] == 1 and d[1]]
    assert at_will, drawn  # the computer drew at least once while a tile fitted
    wait_human(qtbot, c)
    record = c.game.to_record()
    plays = [p for p in record["hands"][0]["plays"] if p["seat"] == 1 and p.get("drew")]
    assert plays and plays[0]["drew"] == len([d for d in drawn if d[0] == 1])
    assert drawn[-1][2] == 0  # with 2 players Hard drew every tile that could be drawn
    assert replay_record(record).scores == c.game.scores
    # Undo: back to before the person's last play, before the computer's draws.
    assert c.can_undo()
    assert c.undo()
    assert c.game.hand.drawable > 0 and c.human_turn()


def test_a_run_of_computer_draws_at_will_goes_at_a_quicker_pace(qtbot):
    """After a computer seat's draw at will it decides again after AT_WILL_PACE of the pace, not a
    whole pace per tile; after its play the next seat waits the whole pace again."""
    from allfives_qt import controller as ctl

    c = make(qtbot, players=2, seed=3, level="hard", draw="at-will", target=10**4)
    c.pace_ms = 400
    seen = []
    c.tileDrawn.connect(lambda seat, tile: seen.append(seat == 1 and c.game.at_will_since_play))
    waits = []
    for _ in range(40):
        qtbot.waitUntil(lambda: c.human_turn() or c.game.hand_over
                        or (any(seen) and c._act_timer.isActive()), timeout=5000)
        if any(seen) and c._act_timer.isActive():
            waits.append(c._act_timer.interval())
            break
        if c.game.hand_over:
            break
        script_human(c)
    assert waits == [int(400 * ctl.AT_WILL_PACE)] and waits[0] < 400
    wait_human(qtbot, c)  # the computer drew on and played; the person's turn came
    assert c._drew_at_will is None


def test_can_next_hand_is_the_one_answer_to_may_the_person_go_on(qtbot):
    """While a hand is played neither holds; once it ended, hand_ended (Enter/click go on) and
    can_next_hand (Next hand deals) hold, and next_hand deals exactly when can_next_hand says so;
    after the game's end only hand_ended holds; a replay (show_game) holds neither."""
    c = make(qtbot, players=2, seed=5, target=20)
    wait_human(qtbot, c)
    assert not c.game.hand_over and not c.hand_ended() and not c.can_next_hand()
    assert not c.next_hand() and c.hand_index == 0
    for _ in range(600):
        wait_human(qtbot, c)
        if c.game.over:
            break
        if c.game.hand_over:
            assert c.hand_ended() and c.can_next_hand()
            index = c.hand_index
            assert c.next_hand() and c.hand_index == index + 1
            assert not c.hand_ended() and not c.can_next_hand()
            continue
        assert not c.hand_ended() and not c.can_next_hand()
        script_human(c)
    assert c.game.over and c.hand_ended() and not c.can_next_hand()
    index = c.hand_index
    assert not c.next_hand() and c.hand_index == index
    game, setup = c.game, c.setup
    c.show_game(setup, game)
    assert c.game.hand_over and not c.hand_ended() and not c.can_next_hand()
    assert not c.next_hand()


def _person_to_score(qtbot, c, limit=200):
    """Play the person's first legal moves until they hold a scoring play; return it."""
    for _ in range(limit):
        wait_human(qtbot, c)
        if c.game.hand_over:
            assert c.next_hand()
            continue
        scoring = [m for m in c.game.hand.legal_moves() if c.points_if(m.tile, m.end)]
        if scoring:
            return scoring[0]
        script_human(c)
    raise AssertionError("the person never had a scoring play")


def test_muggins_reason_is_what_call_muggins_refuses_with(qtbot):
    """muggins_reason names why "Muggins!" cannot be called, and call_muggins returns and emits
    exactly that code (no longer a blanket nothing-to-claim): no claims, computers who always
    claim, the person's own points, two people with nothing waiting, a move being shown, a replay;
    None when an opponent left points and the person is to act, and then the call takes them."""
    c = make(qtbot, seed=21)
    wait_human(qtbot, c)
    refused = []
    c.rejected.connect(refused.append)
    assert c.muggins_reason() == "nothing-to-claim" == c.call_muggins() == refused[-1]

    c = make(qtbot, seed=21, level="hard", claims="muggins", target=1000)
    c.rejected.connect(refused.append)
    wait_human(qtbot, c)
    assert c.muggins_reason() == "muggins-computers-claim" == c.call_muggins() == refused[-1]
    move = _person_to_score(qtbot, c)
    c.pace_ms = 60_000  # the computer waits: the person's points stay claimable
    assert c.play(move.tile, move.end) is None and c.can_claim()
    assert c.muggins_reason() == "muggins-own-points" == c.call_muggins() == refused[-1]
    assert c.claim() is None

    c = make(qtbot, seed=21, level="hard", claims="muggins", target=1000)
    c.players[1].claims = lambda view: False  # a computer that forgets to claim
    c.players[1].calls_muggins = lambda view, points: False
    called = []
    c.mugginsCalled.connect(lambda caller, scorer, points: called.append((caller, scorer)))
    for _ in range(400):
        wait_human(qtbot, c)
        if c.game.hand_over:
            assert c.next_hand()
        elif c.game.unclaimed is not None:
            break
        else:
            script_human(c)
    assert c.game.unclaimed is not None and c.human_turn()
    c.hold()  # a move is being shown: the person is not yet the one to act
    assert c.muggins_reason() == "muggins-not-next" and not c.can_call_muggins()
    c.release()
    assert c.muggins_reason() is None and c.can_call_muggins()
    assert c.call_muggins() is None and called == [(0, 1)] and c.game.unclaimed is None

    c = make(qtbot, seed=21, level=None, claims="muggins", target=1000)  # two people
    assert c.muggins_reason() == "muggins-none-waiting" == c.call_muggins()
    c.show_game(c.setup, c.game)
    assert c.muggins_reason() == "replay" == c.call_muggins()


@pytest.mark.parametrize("calls", [False, True])
def test_the_persons_unclaimed_points_lapse_aloud_unless_muggins_takes_them(qtbot, calls):
    """Play-test pt14 #4: the person's points left unclaimed vanished without a word when the
    next player did not call Muggins!. ``claimLapsed`` now tells the window (and only then)."""
    c = make(qtbot, seed=21, level="hard", claims="muggins", target=1000)
    c.players[1].calls_muggins = lambda view, points: calls
    lapsed, called = [], []
    c.claimLapsed.connect(lambda seat, points: lapsed.append((seat, points)))
    c.mugginsCalled.connect(lambda caller, scorer, points: called.append((caller, scorer, points)))
    for _ in range(400):
        wait_human(qtbot, c)
        if c.game.hand_over:
            assert c.next_hand()
            continue
        before = c.game.scores[:]
        script_human(c)  # the person never claims
        left = c.game.unclaimed
        if left is None:
            continue
        points = c.game.logs[-1].plays[left].made
        wait_human(qtbot, c)  # the computer acts
        if calls:
            assert called == [(1, 0, points)] and lapsed == []
        else:
            assert lapsed == [(0, points)] and called == []
            assert c.game.scores[0] == before[0]  # lost
        break
    else:
        pytest.fail("the person never scored")


def _boneyard_empty_with_a_play(qtbot, c) -> bool:
    """Play the person's first legal moves (drawing when stuck) until it is their turn with a
    tile that fits and nothing left to draw; False when the hand ends first."""
    hand = c.game.hand
    wait_human(qtbot, c)
    while hand.drawable or not c.human_turn() or not hand.legal_moves():
        if c.game.hand_over:
            return False
        if c.human_turn() and not hand.legal_moves():
            c.draw()
        elif c.human_turn():
            move = hand.legal_moves()[0]
            c.play(move.tile, move.end)
        wait_human(qtbot, c)
    return True


def test_a_draw_with_a_tile_that_fits_and_nothing_to_draw_says_the_boneyard_is_empty(qtbot):
    """Play-test pt45 #4: with the boneyard empty and a tile that fits, D said "you may only draw
    when nothing fits", as if a draw were there to make. It now says the boneyard is empty: play a
    tile that fits."""
    for seed in range(40):
        c = make(qtbot, seed=seed)
        if _boneyard_empty_with_a_play(qtbot, c):
            break
    else:
        raise AssertionError("no deal of 40 reached an empty boneyard with a play")
    assert c.draw() == "boneyard-empty-play"


def test_on_the_lead_a_draw_or_pass_is_refused_with_any_tile_may_be_played(qtbot):
    """Play-test pt71 #7: P on the lead said "You hold a tile that fits: play it; you may pass
    only when nothing fits and nothing is left to draw", where every tile may be played."""
    from allfives_qt.ui.sentences import reason_text

    for seed in range(1, 40):
        c = make(qtbot, seed=seed)
        wait_human(qtbot, c)
        if c.game.hand.center is None:
            break
    else:
        raise AssertionError("the person never led")
    assert c.draw() == "lead-any" and c.pass_turn() == "lead-any"
    assert reason_text("lead-any") == "Your lead: play any tile to the centre of the table."
    assert c.game.hand.center is None  # nothing happened


def test_the_persons_turn_is_told_once_per_position(qtbot):
    """Play-test pt74: closing Help -> Rules (the game waited while it was read) told the turn
    again, and "Your turn: choose a tile…" replaced the hint on show. A hold released with
    nothing changed tells nothing; a play, a draw or an undo that comes back to the turn does."""
    c = make(qtbot, seed=11)
    c.undo_enabled = True
    told = []
    c.humanToAct.connect(told.append)
    wait_human(qtbot, c)
    settle()
    assert told == [0]
    flow = c.hold()
    c.release(flow)
    settle()
    assert told == [0]  # nothing new: not told again
    legal = c.game.hand.legal_moves()
    assert legal and c.play(*legal[0]) is None
    wait_human(qtbot, c)
    settle()
    assert len(told) == 2  # the next turn
    assert c.undo()  # back to the same turn as before: told again
    settle()
    assert len(told) == 3 and c.human_turn()
    c.shutdown()

"""Properties of random legal games for 2, 3 and 4 players under every option (hypothesis):
the 28 tiles are always accounted for, the layout has 2 to 4 open ends, every play scores its count
when that is a positive multiple of 5, every hand ends, records replay to the same game, a seat's
view hides what it may not see, and copies and snapshots give back identical states
(RULES.md, "A hand", "Doubles and the spinner", "Scoring during the hand", "Game records")."""

import json
import os
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from allfives_qt.engine.game import Game
from allfives_qt.engine.hand import PLAYING, E, HandState, IllegalMove, N, S, W
from allfives_qt.engine.record import replay_record
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import LO, PIPS, TILES

# A soak run: ALLFIVES_EXAMPLES=2000 python3 -m pytest tests/test_engine_properties.py
SETTINGS = settings(max_examples=int(os.environ.get("ALLFIVES_EXAMPLES", "60")), deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@st.composite
def rules_st(draw):
    players = draw(st.sampled_from([2, 3, 4]))
    return Rules.make(
        players,
        partnerships=draw(st.booleans()) if players == 4 else False,
        hand_size=draw(st.sampled_from(["standard", "five", "seven-five"])),
        end_of_hand=draw(st.sampled_from(["each-subtracts", "winner-collects"])),
        win=draw(st.sampled_from(["immediate", "end-of-hand"])),
        target=draw(st.sampled_from([25, 60, 120])),
    )


SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
MAX_HANDS = 12


# ------------------------------------------------------------------ independent checks

def layout_tiles(h):
    """Tile ids on the table, read from the lead/spinner and the four arms."""
    tiles = [t for arm in h.arms for t, _i, _o in arm]
    if h.center is not None:
        tiles.append(h.center[0])
    return tiles


def check_tiles_accounted_for(h):
    held = [t for hand in h.hands for t in range(28) if hand >> t & 1]
    rest = h.boneyard[h.drawn:]
    table = layout_tiles(h)
    everything = held + rest + table
    assert sorted(everything) == list(range(28)), "every tile exactly once"
    assert len(table) == h.n_played


def end_value(arm):
    """What the outermost tile of a non-empty arm adds: its outer half, a double both halves."""
    _t, inner, outer = arm[-1]
    return inner + outer if inner == outer else outer


def check_arms(h):
    """Each arm is a chain of matching halves from the centre outward; return the count computed
    from the arms alone (RULES.md, "Scoring during the hand")."""
    if h.center is None:
        assert h.ends == [-1, -1, -1, -1]
        return 0
    center, cw, ce = h.center
    assert {cw, ce} == set(TILES[center])
    if h.spinner >= 0:
        assert h.spinner == center and cw == ce
    for arm, start in ((W, cw), (E, ce), (N, LO[center]), (S, LO[center])):
        value = start
        for t, inner, outer in h.arms[arm]:
            assert inner == value and sorted((inner, outer)) == list(TILES[t])
            value = outer
        if arm in (N, S):
            both_sides = h.spinner >= 0 and h.arms[W] and h.arms[E]
            assert (h.ends[arm] >= 0) == bool(both_sides), "N and S open once W and E are covered"
            if not both_sides:
                assert not h.arms[arm]
                continue
        assert h.ends[arm] == value
    if h.spinner < 0:
        # one line: no double yet except none at all; ends are the arms' outer halves or the lead's
        assert all(inner != outer for arm in h.arms for _t, inner, outer in arm)
        assert not h.arms[N] and not h.arms[S]
        w = end_value(h.arms[W]) if h.arms[W] else cw
        e = end_value(h.arms[E]) if h.arms[E] else ce
        return w + e
    count = sum(end_value(a) for a in h.arms if a)
    if not (h.arms[W] and h.arms[E]):
        count += PIPS[h.spinner]  # the spinner is an end while a side is uncovered; alone, once
    return count


def check_state(h):
    check_tiles_accounted_for(h)
    count = check_arms(h)
    assert h.count == count
    if h.center is not None:
        assert 2 <= len(h.open_ends()) <= 4
    return count


def random_action(game, rng):
    """Make one legal action (a random legal play, or the forced draw or pass); on the way, check
    that drawing while able to play and passing with tiles in the boneyard are refused."""
    h = game.hand
    moves = h.legal_moves()
    if moves:
        if h.center is not None:
            for action in (game.draw, game.pass_turn):
                try:
                    action()
                except IllegalMove:
                    pass
                else:
                    raise AssertionError("drew or passed while able to play")
        tile, end = rng.choice(moves)
        line_before = [list(a) for a in h.arms]
        had_spinner = h.spinner >= 0
        points = game.play(tile, end)
        count = check_state(h)
        if end in (W, E, N, S) and not (not had_spinner and h.spinner == tile):
            assert h.arms[end][-1][0] == tile  # the tile went where it was played
        elif end in (W, E):  # the first double, played onto an end of the line: the spinner
            assert h.center[0] == tile and not h.arms[end]
            assert len(h.arms[1 - end]) == 1 + len(line_before[W]) + len(line_before[E])
        assert points == (count if count > 0 and count % 5 == 0 else 0)
        assert h.history[-1].points == points
    elif h.boneyard_size:
        try:
            game.pass_turn()
        except IllegalMove as exc:
            assert exc.code == "boneyard-not-empty"
        else:
            raise AssertionError("passed with tiles in the boneyard")
        game.draw()
        check_state(h)
    else:
        game.pass_turn()
        check_state(h)


def play_random_game(rules, seed, on_state=None):
    """Play a seeded random legal game for at most MAX_HANDS hands; ``on_state(game, rng)`` is
    called before every action. Return the game."""
    game = Game(rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(MAX_HANDS):
        h = game.hand
        check_state(h)
        for _step in range(28 * 2 + 4 * 28):  # plays + draws + passes: a hand cannot need more
            if game.hand_over:
                break
            if on_state:
                on_state(game, rng)
            random_action(game, rng)
        assert game.hand_over, "every hand ends"
        if game.logs[-1].ended == "target":  # immediate win, perhaps on the very play that went out
            assert game.over and rules.win == "immediate"
        elif h.status != PLAYING:
            assert game.logs[-1].ended in ("out", "blocked")
            if game.logs[-1].ended == "blocked":
                assert h.boneyard_size == 0
                assert not any(h.can_play(s) for s in range(rules.players))
            else:
                assert h.hands[h.out_seat] == 0
        if game.over:
            break
        game.next_hand()
    return game


# ------------------------------------------------------------------ properties

@SETTINGS
@given(rules=rules_st(), seed=SEEDS)
def test_random_legal_games_keep_tiles_ends_and_points_right_and_replay_the_same(rules, seed):
    game = play_random_game(rules, seed)
    record = json.loads(json.dumps(game.to_record()))
    again = replay_record(record)
    assert again.scores == game.scores
    assert again.winner == game.winner
    assert again.report() == game.report()
    if game.over:
        best = max(game.scores)
        assert game.winner == game.scores.index(best) and best >= rules.target


def _hidden_shuffle(h, seat, rng):
    """A copy of ``h`` whose tiles hidden from ``seat`` (other hands, boneyard left) are dealt anew."""
    other = h.copy()
    hidden = [t for s in range(h.players) if s != seat for t in range(28) if h.hands[s] >> t & 1]
    hidden += h.boneyard[h.drawn:]
    rng.shuffle(hidden)
    pos = 0
    for s in range(h.players):
        if s != seat:
            k = h.hands[s].bit_count()
            other.hands[s] = sum(1 << t for t in hidden[pos:pos + k])
            pos += k
    other.boneyard = h.boneyard[:h.drawn] + hidden[pos:]
    return other


@SETTINGS
@given(rules=rules_st(), seed=SEEDS)
def test_view_reveals_no_other_hand_nor_the_boneyard_order(rules, seed):
    checked = []

    def probe(game, rng):
        h = game.hand
        if not checked or rng.random() < 0.15:
            seat = rng.randrange(h.players)
            other = _hidden_shuffle(h, seat, rng)
            assert other.view(seat) == h.view(seat)
            for s in range(h.players):
                if other.hands[s] != h.hands[s]:
                    assert other.view(s) != h.view(s)  # the check can see a difference
            checked.append(seat)

    play_random_game(rules, seed, probe)
    assert checked


@SETTINGS
@given(rules=rules_st(), seed=SEEDS)
def test_copy_and_snapshot_restore_give_back_identical_states(rules, seed):
    def frozen(h):
        return (h.hands[:], h.boneyard[h.drawn:], h.turn, h.status, h.n_played, h.spinner, h.center,
                h.ends[:], [a[:] for a in h.arms], h.history[:], h.points[:], h.last_points,
                h.out_seat, h.count, h.legal_moves())

    def walk(h, rng, steps):
        for _ in range(steps):
            if h.status != PLAYING:
                return
            moves = h.legal_moves()
            if moves:
                h.play(*rng.choice(moves))
            elif h.boneyard_size:
                h.draw()
            else:
                h.pass_turn()

    done = []

    def probe(game, rng):
        if done and rng.random() > 0.2:
            return
        h = game.hand
        before = frozen(h)
        twin = h.copy()
        assert frozen(twin) == before
        token = h.snapshot()
        walk_seed, steps = rng.randrange(10**9), rng.randrange(1, 30)
        walk(h, random.Random(walk_seed), steps)
        assert frozen(twin) == before  # the copy did not move with the original
        after = frozen(h)
        h.restore(token)
        assert frozen(h) == before
        walk(h, random.Random(walk_seed), steps)  # the same future again from the restored state
        assert frozen(h) == after
        walk(twin, random.Random(walk_seed), steps)  # and from the copy
        assert frozen(twin) == after
        h.restore(token)
        assert frozen(h) == before
        done.append(1)

    play_random_game(rules, seed, probe)
    assert done


@SETTINGS
@given(rules=rules_st(), seed=SEEDS)
def test_state_rebuilt_from_a_view_and_the_hidden_tiles_plays_on_identically(rules, seed):
    done = []

    def probe(game, rng):
        h = game.hand
        if h.center is None or (done and rng.random() > 0.2):
            return
        rebuilt = HandState.from_view(h.view(h.turn), h.hands[:], h.boneyard[h.drawn:])
        a, b = h.copy(), rebuilt
        walk_rng_a, walk_rng_b = random.Random(seed), random.Random(seed)
        while a.status == PLAYING:
            assert a.count == b.count and a.ends == b.ends and a.legal_moves() == b.legal_moves()
            moves = a.legal_moves()
            if moves:
                assert a.play(*walk_rng_a.choice(moves)) == b.play(*walk_rng_b.choice(moves))
            elif a.boneyard_size:
                assert a.draw() == b.draw()
            else:
                a.pass_turn()
                b.pass_turn()
        assert (b.status, b.count, b.points, b.history) == (a.status, a.count, a.points, a.history)
        done.append(1)

    play_random_game(rules, seed, probe)
    assert done

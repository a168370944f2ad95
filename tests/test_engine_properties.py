"""Properties of random legal games for 2, 3 and 4 players under every option (hypothesis, and
every pair of the family's options by name): the 28 tiles are always accounted for, the layout has
2 to 4 open ends, every play scores its count's points, every hand ends, scores are the sum of
what the rules gave, records replay to the same game, a seat's view hides what it may not see, and
copies and snapshots give back identical states (RULES.md, "A hand", "Doubles and the spinner",
"Scoring during the hand", "Game records", "The family")."""

import itertools
import json
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from allfives_qt.engine.game import Game
from allfives_qt.engine.hand import PLAYING, E, HandState, IllegalMove, N, S, W, count_points
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
        end_of_hand=draw(st.sampled_from(["each-subtracts", "winner-collects", "go-out-point"])),
        win=draw(st.sampled_from(["immediate", "end-of-hand"])),
        target=draw(st.sampled_from([25, 60, 120])),
        scoring=draw(st.sampled_from(["fives", "fives-and-threes"])),
        spinner=draw(st.sampled_from(["first-double", "none"])),
        claims=draw(st.sampled_from(["automatic", "muggins"])),
        draw=draw(st.sampled_from(["when-stuck", "at-will"])),
        boneyard_reserve=draw(st.sampled_from([0, 2])),
        after_block=draw(st.sampled_from(["random", "lowest", "same"])),
    )


#: Every value of the family's options other than the default (RULES.md, "The family").
FAMILY = [("scoring", "fives-and-threes"), ("spinner", "none"), ("claims", "muggins"),
          ("draw", "at-will"), ("boneyard_reserve", 2), ("after_block", "lowest"),
          ("after_block", "same"), ("end_of_hand", "go-out-point"), ("end_of_hand", "winner-collects")]
PAIRS = [dict([a, b]) for a, b in itertools.combinations(FAMILY, 2) if a[0] != b[0]]


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
        assert h.spinner == center and cw == ce and h.rules.spinner == "first-double"
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
        # one line: no double yet (unless there is no spinner); ends are the arms' outer halves or
        # the lead's (a double lead counts both halves at an end, and alone its pip total once)
        if h.rules.spinner == "first-double":
            assert all(inner != outer for arm in h.arms for _t, inner, outer in arm)
        assert not h.arms[N] and not h.arms[S]
        if not h.arms[W] and not h.arms[E]:
            return PIPS[center]
        lead = 2 if cw == ce else 1
        w = end_value(h.arms[W]) if h.arms[W] else cw * lead
        e = end_value(h.arms[E]) if h.arms[E] else ce * lead
        return w + e
    count = sum(end_value(a) for a in h.arms if a)
    if not (h.arms[W] and h.arms[E]):
        count += PIPS[h.spinner]  # the spinner is an end while a side is uncovered; alone, once
    return count


def check_state(h):
    check_tiles_accounted_for(h)
    count = check_arms(h)
    assert h.count == count
    parts = h.count_parts()  # what the info panel's tooltip shows: the ends that make the count
    assert sum(parts) == count and len(parts) <= 4 and min(parts, default=0) >= 0
    assert (len(parts) == 0) == (h.center is None)
    if h.center is not None:
        assert 2 <= sum(v >= 0 for v in h.ends) <= 4
    return count


def random_action(game, rng):
    """Make one legal action (a random legal play, a draw at will, a claim or a Muggins call when
    the rules allow them, or the forced draw or pass); on the way, check that drawing while able to
    play (unless at will) and passing with tiles to draw are refused."""
    h = game.hand
    if game.unclaimed is not None and rng.random() < 0.5:
        entry = game.logs[-1].plays[game.unclaimed]
        before = game.scores[:]
        side = game.rules.side_of(entry.seat if rng.random() < 0.5 else h.turn)
        assert (game.claim() if side == game.rules.side_of(entry.seat) else game.call_muggins()) == entry.made
        assert game.scores[side] == before[side] + entry.made
        return
    moves = h.legal_moves()
    if moves and h.at_will and h.drawable and rng.random() < 0.2:
        game.draw()  # at will
        check_state(h)
        return
    if moves:
        if h.center is not None:
            for action in ((game.pass_turn,) if h.at_will else (game.draw, game.pass_turn)):
                try:
                    action()
                except IllegalMove:
                    pass
                else:
                    raise AssertionError("drew or passed while able to play")
        tile, end = rng.choice(moves)
        line_before = [list(a) for a in h.arms]
        had_spinner = h.spinner >= 0
        points = game.play(tile, end, claim=rng.random() < 0.7)
        count = check_state(h)
        if end in (W, E, N, S) and not (not had_spinner and h.spinner == tile):
            assert h.arms[end][-1][0] == tile  # the tile went where it was played
        elif end in (W, E):  # the first double, played onto an end of the line: the spinner
            assert h.center[0] == tile and not h.arms[end]
            assert len(h.arms[1 - end]) == 1 + len(line_before[W]) + len(line_before[E])
        assert points == count_points(count, game.rules.scoring)
        assert h.history[-1].points == points
    elif h.drawable:
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
                assert h.boneyard_size == rules.boneyard_reserve  # the reserve is never drawn
                assert not any(h.can_play(s) for s in range(rules.players))
            else:
                assert h.hands[h.out_seat] == 0
        check_scores(game)
        if game.over:
            break
        game.next_hand()
    return game


def check_scores(game):
    """Each side's score is the sum of what the rules gave it: its claimed plays, its Muggins calls
    and its end-of-hand changes (RULES.md, "Claims and Muggins!", "The end of a hand")."""
    rules = game.rules
    total = [0] * rules.sides
    for log in game.logs:
        for p in log.plays:
            total[rules.side_of(p.seat)] += p.points
            assert p.points in (0, p.made) and (p.points == p.made) == p.claimed
            if p.muggins is not None:
                assert not p.claimed and rules.side_of(p.muggins) != rules.side_of(p.seat)
                total[rules.side_of(p.muggins)] += p.made
        for side, c in enumerate(log.changes or []):
            total[side] += c
    assert total == game.scores


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
            else:
                assert h.forced_step()

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
            else:
                assert a.forced_step() == b.forced_step()
        assert (b.status, b.count, b.points, b.history) == (a.status, a.count, a.points, a.history)
        done.append(1)

    play_random_game(rules, seed, probe)
    assert done


@pytest.mark.parametrize("players,partnerships", [(2, False), (3, False), (4, True), (4, False)])
@pytest.mark.parametrize("options", PAIRS, ids=lambda o: "+".join(f"{k}={v}" for k, v in o.items()))
def test_every_pair_of_family_options_plays_ends_and_round_trips(options, players, partnerships):
    for seed in (1, 2):
        rules = Rules.make(players, partnerships=partnerships, target=80, **options)
        game = play_random_game(rules, seed)
        again = replay_record(json.loads(json.dumps(game.to_record())))
        assert again.report() == game.report() and again.scores == game.scores

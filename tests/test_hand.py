"""One hand played out: the lead, matching, drawing, passing, the spinner and its arms, the count
and its points, the end of a hand, what a seat may see, copying and undo (RULES.md, "A hand",
"Doubles and the spinner", "Scoring during the hand", "Worked examples" A to C)."""

import pytest

from allfives_qt.engine.hand import (BLOCKED, DRAW, LEAD, LEAD_FLIPPED, OUT, PASS, PLAY, PLAYING, E,
                                     HandState, IllegalMove, Move, N, S, W)
from allfives_qt.engine.tiles import mask_of, parse_halves, parse_tile

ARM = {"W": W, "E": E, "N": N, "S": S}


def T(name):
    return parse_tile(name)


def make(hands, boneyard=(), starter=0):
    """A hand dealt from tile names: one list per seat, the boneyard in draw order."""
    return HandState([mask_of(T(x) for x in h) for h in hands], [T(x) for x in boneyard], starter)


def play(h, written, end=None):
    """Play ``written`` like a record does: a lead ``a-b`` puts ``a`` on W; return the points."""
    if end is None:
        a, b = parse_halves(written)
        return h.play(T(written), LEAD if a <= b else LEAD_FLIPPED)
    return h.play(T(written), ARM[end])


def open_ends(h):
    """``(arm, pips)`` of every arm a tile may be played on now, from the state's ``ends``."""
    return [(a, v) for a, v in enumerate(h.ends) if v >= 0]


def frozen(h):
    """Everything observable about a state, for equality checks."""
    return (h.hands[:], h.boneyard[h.drawn:], h.turn, h.status, h.n_played, h.spinner, h.center,
            h.ends[:], [a[:] for a in h.arms], h.history[:], h.points[:], h.last_points, h.out_seat,
            h.count, h.legal_moves())


# ------------------------------------------------------------------ worked examples

EXAMPLE_A = [  # RULES.md, "A. The spinner leads": tile, end, open-end pips W E N S, count, points
    ("6-6", None, [6, 6, -1, -1], 12, 0),
    ("6-3", "E", [6, 3, -1, -1], 15, 15),
    ("6-2", "W", [2, 3, 6, 6], 5, 5),
    ("6-5", "N", [2, 3, 5, 6], 10, 10),
    ("6-0", "S", [2, 3, 5, 0], 10, 10),
    ("3-3", "E", [2, 3, 5, 0], 13, 0),
    ("2-4", "W", [4, 3, 5, 0], 15, 15),
]

EXAMPLE_B = [  # RULES.md, "B. The spinner comes later"
    ("4-1", None, [4, 1, -1, -1], 5, 5),
    ("1-1", "E", [4, 1, -1, -1], 6, 0),
    ("1-5", "E", [4, 5, 1, 1], 9, 0),
    ("1-6", "N", [4, 5, 6, 1], 15, 15),
    ("4-4", "W", [4, 5, 6, 1], 19, 0),
]

EXAMPLE_C = [  # RULES.md, "C. Blanks"
    ("0-0", None, [0, 0, -1, -1], 0, 0),
    ("0-5", "E", [0, 5, -1, -1], 5, 5),
]


def run_example(table, upto=None):
    """Deal each seat the tiles it plays in ``table`` (plays alternate seats 0, 1) plus one spare,
    then make the first ``upto`` plays (all by default); return the state and what each play gave."""
    seats = [[], []]
    for i, (tile, *_rest) in enumerate(table):
        seats[i % 2].append(tile)
    spare = [t for t in ("1-2", "1-3", "2-3", "0-1") if all(t not in s for s in seats)]
    seats[0].append(spare[0])
    seats[1].append(spare[1])
    h = make(seats, [spare[2]], starter=0)
    seen = []
    for tile, end, _ends, _count, _points in table[:upto]:
        points = play(h, tile, end)
        seen.append((list(h.ends), h.count, points, h.last_points))
    return h, seen


@pytest.mark.parametrize("table", [EXAMPLE_A, EXAMPLE_B, EXAMPLE_C], ids=["A", "B", "C"])
def test_worked_example_counts_and_points_play_by_play(table):
    _h, seen = run_example(table)
    for (tile, end, ends, count, points), (got_ends, got_count, got_points, last) in zip(table, seen):
        assert (got_ends, got_count, got_points, last) == (ends, count, points, points), (tile, end)


def test_worked_example_a_spinner_lead_arms_and_crosswise_double():
    h, _ = run_example(EXAMPLE_A)
    assert h.spinner == T("6-6")
    assert h.center == (T("6-6"), 6, 6)
    # E arm: 6-3 then the crosswise 3-3, whose two halves both count
    assert h.arms[E] == [(T("6-3"), 6, 3), (T("3-3"), 3, 3)]
    assert h.arms[W] == [(T("6-2"), 6, 2), (T("2-4"), 2, 4)]
    assert h.arms[N] == [(T("6-5"), 6, 5)]
    assert h.arms[S] == [(T("6-0"), 6, 0)]
    assert h.points == [5 + 10 + 15, 15 + 10]


def test_worked_example_b_spinner_played_onto_the_e_end_keeps_the_line_on_w():
    h, _ = run_example(EXAMPLE_B)
    assert h.spinner == T("1-1")
    # the line 4-1 lies west of the spinner; 4-4 (not the spinner) lies crosswise at its end
    assert h.arms[W] == [(T("1-4"), 1, 4), (T("4-4"), 4, 4)]
    assert h.arms[E] == [(T("1-5"), 1, 5)]
    assert h.arms[N] == [(T("1-6"), 1, 6)]
    assert h.arms[S] == []
    assert h.points == [5, 15]


def test_worked_example_c_blank_lead_scores_nothing():
    h, seen = run_example(EXAMPLE_C)
    assert seen[0][1] == 0 and seen[0][2] == 0
    assert h.points == [0, 5]


# ------------------------------------------------------------------ the lead

def test_lead_written_a_b_puts_a_on_w():
    h = make([["4-1", "2-2"], ["3-3"]])
    play(h, "4-1")
    assert h.ends[W] == 4 and h.ends[E] == 1
    assert h.center == (T("1-4"), 4, 1)


def test_lead_end_constants_place_the_low_or_high_half_on_w():
    a = make([["1-4", "2-2"], ["3-3"]])
    a.play(T("1-4"), LEAD)
    b = make([["1-4", "2-2"], ["3-3"]])
    b.play(T("1-4"), LEAD_FLIPPED)
    assert (a.ends[W], a.ends[E]) == (1, 4)
    assert (b.ends[W], b.ends[E]) == (4, 1)


def test_starter_may_lead_any_tile_of_their_hand():
    h = make([["1-4", "2-2", "6-5"], ["3-3"]], starter=0)
    assert sorted(h.legal_moves()) == sorted(Move(T(t), LEAD) for t in ("1-4", "2-2", "6-5"))


def test_lead_comes_from_the_starter():
    h = make([["1-4", "2-2"], ["3-3", "0-1"]], starter=1)
    assert h.turn == 1
    with pytest.raises(IllegalMove) as exc:
        h.play(T("1-4"), LEAD)
    assert exc.value.code == "tile-not-in-hand"
    assert h.check(T("3-3"), LEAD, seat=0) == "wrong-seat"


def test_lead_given_an_arm_is_illegal():
    h = make([["1-4", "2-2"], ["3-3"]])
    with pytest.raises(IllegalMove) as exc:
        h.play(T("1-4"), E)
    assert exc.value.code == "lead-has-end"


def test_lead_counts_both_ends():
    h = make([["2-3", "6-6"], ["3-3"]])
    assert play(h, "2-3") == 5
    assert h.count == 5


# ------------------------------------------------------------------ following

def test_a_tile_must_match_the_open_end_it_is_played_on():
    h = make([["1-4", "2-2"], ["2-5", "4-6", "1-0"]])
    play(h, "1-4")
    with pytest.raises(IllegalMove) as exc:
        play(h, "2-5", "E")
    assert exc.value.code == "halves-do-not-match"
    play(h, "4-6", "E")
    assert h.ends[E] == 6


@pytest.mark.parametrize("end, ends_after", [("W", [4, 4]), ("E", [2, 2])])
def test_a_tile_that_fits_two_ends_goes_on_the_end_the_player_chooses(end, ends_after):
    h = make([["2-3", "2-4", "6-6"], ["3-4", "0-0"]])
    play(h, "2-3")
    play(h, "3-4", "E")  # ends W 2, E 4: 2-4 fits both
    assert {m.end for m in h.legal_moves() if m.tile == T("2-4")} == {W, E}
    play(h, "2-4", end)
    assert [h.ends[W], h.ends[E]] == ends_after


def test_tile_not_in_hand_is_illegal():
    h = make([["1-4", "2-2"], ["4-6", "0-0"]])
    play(h, "1-4")
    with pytest.raises(IllegalMove) as exc:
        play(h, "4-5", "E")
    assert exc.value.code == "tile-not-in-hand"


def test_play_out_of_turn_is_illegal():
    h = make([["1-4", "2-2"], ["4-6", "0-0"]])
    play(h, "1-4")
    assert h.check(T("2-2"), W, seat=0) == "wrong-seat"
    assert h.check(T("4-6"), E, seat=1) is None


def test_later_play_without_an_arm_is_illegal():
    h = make([["1-4", "2-2"], ["4-6", "0-0"]])
    play(h, "1-4")
    for end in (LEAD, LEAD_FLIPPED, 7):
        with pytest.raises(IllegalMove) as exc:
            h.play(T("4-6"), end)
        assert exc.value.code == "end-missing"


def test_turn_passes_from_seat_k_to_k_plus_1():
    h = make([["1-2", "5-5"], ["2-3", "6-6"], ["3-4", "0-0"]], starter=1)
    assert h.turn == 1
    play(h, "2-3")
    assert h.turn == 2
    play(h, "3-4", "E")
    assert h.turn == 0
    play(h, "2-1", "W")
    assert h.turn == 1


def test_legal_moves_are_exactly_the_plays_the_rules_allow():
    h, _ = run_example(EXAMPLE_A, 3)
    legal = set(h.legal_moves())
    for tile in range(28):
        for end in (W, E, N, S):
            assert (h.check(tile, end) is None) == (Move(tile, end) in legal)


def test_illegal_play_changes_nothing():
    h = make([["1-4", "2-2"], ["4-6", "0-0"]])
    play(h, "1-4")
    before = frozen(h)
    for tile, end in (("0-0", "E"), ("4-6", "N"), ("2-2", "W"), ("5-5", "E")):
        with pytest.raises(IllegalMove):
            play(h, tile, end)
        assert frozen(h) == before


# ------------------------------------------------------------------ drawing and passing

def test_forced_draws_one_tile_at_a_time_in_boneyard_order_until_one_fits():
    h = make([["1-2", "4-4"], ["5-5", "6-6"]], boneyard=["3-4", "0-3", "2-3", "6-1"])
    play(h, "1-2")
    assert h.must_draw() and not h.legal_moves()
    assert h.draw() == T("3-4")
    assert h.must_draw()
    assert h.draw() == T("0-3")
    assert h.draw() == T("2-3")
    assert not h.must_draw()
    assert h.legal_moves() == [Move(T("2-3"), E)]
    with pytest.raises(IllegalMove) as exc:
        h.draw()
    assert exc.value.code == "can-play"
    assert h.boneyard_size == 1
    assert [ev.kind for ev in h.history] == [PLAY, DRAW, DRAW, DRAW]
    assert all(ev.tile == -1 for ev in h.history if ev.kind == DRAW)  # drawn tiles stay hidden
    play(h, "2-3", "E")
    assert h.turn == 0


def test_drawing_when_you_can_play_is_illegal():
    h = make([["1-2", "4-4"], ["2-5", "6-6"]], boneyard=["3-3"])
    play(h, "1-2")
    with pytest.raises(IllegalMove) as exc:
        h.draw()
    assert exc.value.code == "can-play"
    assert h.boneyard_size == 1


def test_drawing_before_the_lead_is_illegal():
    h = make([["1-2", "4-4"], ["2-5", "6-6"]], boneyard=["3-3"])
    with pytest.raises(IllegalMove):
        h.draw()


def test_passing_with_tiles_in_the_boneyard_is_illegal():
    h = make([["1-2", "4-4"], ["5-5", "6-6"]], boneyard=["3-3"])
    play(h, "1-2")
    with pytest.raises(IllegalMove) as exc:
        h.pass_turn()
    assert exc.value.code == "boneyard-not-empty"


def test_passing_when_you_can_play_is_illegal():
    h = make([["1-2", "4-4", "0-6"], ["2-5", "6-6"], ["0-0", "3-3"]], boneyard=[])
    play(h, "1-2")
    with pytest.raises(IllegalMove) as exc:
        h.pass_turn()
    assert exc.value.code == "can-play"


def test_pass_when_boneyard_empty_and_no_tile_fits_moves_the_turn_on():
    h = make([["1-2", "4-4", "2-6"], ["5-5", "6-6"], ["2-3", "0-0"]], boneyard=[])
    play(h, "1-2")
    assert h.must_pass() and not h.must_draw()
    with pytest.raises(IllegalMove) as exc:
        h.draw()
    assert exc.value.code == "boneyard-empty"
    h.pass_turn()
    assert h.status == PLAYING and h.turn == 2
    assert h.history[-1] == (PASS, 1, -1, -1, 0)


def test_drawing_the_last_tile_that_does_not_fit_then_the_seat_passes():
    # RULES.md, "A hand", 4: the boneyard is empty and the player still cannot play: they pass.
    h = make([["1-2", "4-6"], ["5-5", "6-6"], ["2-3", "0-0"]], boneyard=["3-3"])
    play(h, "1-2")
    assert h.draw() == T("3-3")
    assert h.boneyard_size == 0 and h.must_pass()
    h.pass_turn()
    assert h.turn == 2 and h.status == PLAYING


# ------------------------------------------------------------------ the end of a hand

def test_playing_the_last_tile_goes_out():
    h = make([["1-2", "1-3"], ["2-5", "6-6"]], boneyard=["0-0"])
    play(h, "1-2")
    play(h, "2-5", "E")
    play(h, "1-3", "W")
    assert h.status == OUT and h.out_seat == 0
    assert h.pips(0) == 0 and h.pips(1) == 12
    assert h.legal_moves() == []
    with pytest.raises(IllegalMove) as exc:
        play(h, "6-6", "E")
    assert exc.value.code == "hand-over"
    for action in (h.draw, h.pass_turn):
        with pytest.raises(IllegalMove):
            action()


def test_blocked_at_once_when_a_play_leaves_nobody_able_to_play_and_the_boneyard_empty():
    h = make([["1-2", "6-6"], ["4-4", "5-5"], ["2-0", "3-3"]], boneyard=[])
    play(h, "1-2")
    assert h.status == PLAYING  # seat 2 holds 2-0
    h.pass_turn()  # seat 1 cannot play
    play(h, "0-2", "E")
    # ends 1 and 0: nobody holds a 1 or a 0 -> blocked without anyone passing
    assert h.status == BLOCKED
    assert [ev.kind for ev in h.history].count(PASS) == 1
    with pytest.raises(IllegalMove) as exc:
        h.pass_turn()
    assert exc.value.code == "hand-over"


def test_blocked_after_the_forced_pass_of_the_seat_that_drew_the_last_tile():
    h = make([["1-2", "4-6"], ["5-5", "6-6"], ["0-0", "3-4"]], boneyard=["3-3"])
    play(h, "1-2")
    h.draw()
    assert h.status == PLAYING and h.must_pass()
    h.pass_turn()
    assert h.status == BLOCKED
    assert [ev.kind for ev in h.history] == [PLAY, DRAW, PASS]


def test_not_blocked_while_the_boneyard_has_tiles():
    h = make([["1-2", "6-6"], ["4-4", "5-5"]], boneyard=["3-3", "0-0"])
    play(h, "1-2")
    assert h.status == PLAYING and h.must_draw()


# ------------------------------------------------------------------ the spinner

def test_first_double_only_is_the_spinner():
    h = make([["4-1", "4-4", "2-2"], ["1-1", "1-5", "3-3"]])
    play(h, "4-1")
    play(h, "1-1", "E")
    play(h, "4-4", "W")
    assert h.spinner == T("1-1")
    assert h.count == 8 + 2  # 4-4 crosswise at the W end, the spinner still an end
    assert h.ends[N] == -1  # the W side is covered by the line, E is open: N and S stay closed


def test_lone_spinner_offers_w_and_e_and_counts_once():
    h = make([["5-5", "0-0"], ["5-3", "1-1"]])
    assert play(h, "5-5") == 10
    assert h.count == 10
    assert open_ends(h) == [(W, 5), (E, 5)]
    assert set(h.legal_moves()) == {Move(T("3-5"), W), Move(T("3-5"), E)}


def test_spinner_n_and_s_closed_until_both_sides_covered():
    h = make([["6-6", "6-2", "6-0", "1-1"], ["6-3", "6-5", "2-2", "1-0"]])
    play(h, "6-6")
    assert h.check(T("6-3"), N) == "end-not-open"
    play(h, "6-3", "E")
    with pytest.raises(IllegalMove) as exc:
        play(h, "6-2", "N")
    assert exc.value.code == "end-not-open"
    assert set(m.end for m in h.legal_moves() if m.tile == T("6-2")) == {W}
    play(h, "6-2", "W")
    assert open_ends(h) == [(W, 2), (E, 3), (N, 6), (S, 6)]
    assert {m.end for m in h.legal_moves() if m.tile == T("6-5")} == {N, S}


def test_spinner_played_onto_the_w_end_of_a_line():
    h = make([["3-4", "3-5", "1-1"], ["3-3", "3-6", "2-0"]])
    play(h, "3-4")
    assert play(h, "3-3", "W") == 10  # spinner 6 (its W side open) + E end 4
    assert h.spinner == T("3-3")
    assert h.center == (T("3-3"), 3, 3)
    assert h.arms[E] == [(T("3-4"), 3, 4)] and h.arms[W] == []
    assert open_ends(h) == [(W, 3), (E, 4)]
    assert play(h, "3-5", "W") == 0  # W 5 + E 4 = 9, the spinner no longer counts
    assert h.count == 9
    assert open_ends(h) == [(W, 5), (E, 4), (N, 3), (S, 3)]
    assert play(h, "3-6", "N") == 15


def test_spinner_played_onto_the_e_end_of_a_longer_line():
    h = make([["2-3", "4-4", "5-1"], ["3-5", "5-5", "0-0"], ["2-1", "5-0", "4-6"]])
    play(h, "2-3")
    play(h, "3-5", "E")
    play(h, "2-1", "W")  # the line: 1-2 2-3 3-5, W end 1, E end 5
    assert h.spinner == -1
    assert h.count == 6
    assert play(h, "5-1", "W") == 10  # plain tile, ends 5 and 5
    assert play(h, "5-5", "E") == 15  # spinner 10 + W end 5
    assert h.spinner == T("5-5")
    assert [t for t, _i, _o in h.arms[W]] == [T("3-5"), T("2-3"), T("1-2"), T("1-5")]
    assert h.arms[W][0] == (T("3-5"), 5, 3) and h.arms[W][-1] == (T("1-5"), 1, 5)
    assert open_ends(h) == [(W, 5), (E, 5)]
    assert play(h, "5-0", "E") == 5  # both sides covered: W 5 + E 0
    assert open_ends(h) == [(W, 5), (E, 0), (N, 5), (S, 5)]


def test_spinner_counts_while_one_side_is_covered():
    h = make([["6-6", "1-0"], ["6-4", "2-2"]])
    play(h, "6-6")
    assert play(h, "6-4", "W") == 0  # spinner 12 + W 4 = 16
    assert h.count == 16


def test_a_double_after_the_spinner_lies_crosswise_and_counts_both_halves():
    h = make([["6-6", "6-2", "6-0", "1-2"], ["6-3", "6-5", "5-5", "1-3"]])
    for tile, end in (("6-6", None), ("6-3", "E"), ("6-2", "W"), ("6-5", "N"), ("6-0", "S")):
        play(h, tile, end)
    assert play(h, "5-5", "N") == 15  # W 2 + E 3 + N 5+5 + S 0
    assert h.ends[N] == 5 and h.arms[N][-1] == (T("5-5"), 5, 5)
    assert h.spinner == T("6-6")


def test_scoring_play_points_only_on_positive_multiples_of_five():
    h = make([["0-0", "0-1"], ["0-2", "3-3"]])
    assert play(h, "0-0") == 0  # count 0 scores nothing
    assert play(h, "0-2", "E") == 0  # 0 + 2
    assert h.count == 2


# ------------------------------------------------------------------ what a seat sees

def test_view_shows_own_hand_sizes_and_layout_only():
    h = make([["1-2", "4-4"], ["5-5", "6-6"], ["2-3", "0-1"]], boneyard=["3-3", "0-0"])
    play(h, "1-2")
    v = h.view(1)
    assert v.hand == tuple(sorted((T("5-5"), T("6-6"))))
    assert v.hand_sizes == (1, 2, 2)
    assert v.boneyard_size == 2
    assert v.count == 3 and v.ends == (1, 2, -1, -1)
    assert v.legal == () and v.turn == 1
    assert h.view(2).legal == ()  # seat 2 holds 2-3, but it is not its turn
    assert not hasattr(v, "boneyard") and not hasattr(v, "hands")


def test_views_of_states_differing_only_in_hidden_tiles_are_equal():
    a = make([["1-2", "4-4"], ["5-5", "6-6"]], boneyard=["3-3", "0-0", "2-5"])
    b = make([["1-2", "4-4"], ["0-0", "3-3"]], boneyard=["5-6", "6-6", "2-5"])
    for h in (a, b):
        play(h, "1-2")
        h.draw()
        h.draw()
    assert a.view(0) == b.view(0)
    assert a.view(1) != b.view(1)


def test_from_view_rebuilds_a_state_that_plays_on_identically():
    h, _ = run_example(EXAMPLE_B, 3)
    v = h.view(h.turn)
    rebuilt = HandState.from_view(v, h.hands[:], h.boneyard[h.drawn:])
    assert rebuilt.count == h.count and rebuilt.ends == h.ends and rebuilt.arms == h.arms
    assert rebuilt.legal_moves() == h.legal_moves()
    assert rebuilt.view(h.turn) == v
    for s in (h, rebuilt):
        s.play(T("1-6"), N)
    assert rebuilt.count == h.count == 15


def test_from_view_of_a_finished_hand_knows_who_went_out():
    h = make([["1-2", "1-3"], ["2-5", "6-6"]], boneyard=["0-0"])
    for tile, end in (("1-2", None), ("2-5", "E"), ("1-3", "W")):
        play(h, tile, end)
    rebuilt = HandState.from_view(h.view(1), h.hands[:], [T("0-0")])
    assert (rebuilt.status, rebuilt.out_seat) == (OUT, 0)


def test_from_view_rejects_hidden_tiles_that_disagree_with_the_view():
    h = make([["1-2", "4-4"], ["5-5", "6-6"]], boneyard=["3-3"])
    play(h, "1-2")
    v = h.view(0)
    with pytest.raises(ValueError):
        HandState.from_view(v, [mask_of([T("0-0")]), h.hands[1]], [T("3-3")])
    with pytest.raises(ValueError):
        HandState.from_view(v, h.hands[:], [])


# ------------------------------------------------------------------ copying and undo

def test_copy_is_independent_of_the_original():
    h, _ = run_example(EXAMPLE_B, 2)
    before = frozen(h)
    c = h.copy()
    assert frozen(c) == before
    c.play(T("1-5"), E)
    assert frozen(h) == before
    assert frozen(c) != before


def _spinner_branch(h):
    play(h, "1-1", "W")  # the spinner arrives and the line becomes its E arm
    play(h, "1-5", "W")
    h.draw()
    h.draw()
    assert play(h, "5-6", "W") == 10
    return frozen(h)


def test_restore_undoes_plays_draws_and_the_arrival_of_the_spinner():
    h = make([["1-4", "1-5", "2-6"], ["1-1", "0-0", "6-6"]], boneyard=["3-3", "5-6", "0-2"])
    play(h, "1-4")
    token = h.snapshot()
    before = frozen(h)
    after = _spinner_branch(h)
    assert h.spinner == T("1-1") and h.arms[E] == [(T("1-4"), 1, 4)]
    h.restore(token)
    assert frozen(h) == before
    assert _spinner_branch(h) == after  # the same actions again give the same state
    h.restore(token)
    assert frozen(h) == before


def test_restore_after_the_spinner_undoes_arm_growth():
    h = make([["1-4", "1-5", "2-6"], ["1-1", "0-0", "6-6"]], boneyard=["3-3", "5-6", "0-2"])
    play(h, "1-4")
    play(h, "1-1", "W")
    token = h.snapshot()
    before = frozen(h)
    play(h, "1-5", "W")
    h.draw()
    h.restore(token)
    assert frozen(h) == before
    assert h.boneyard_size == 3


def test_count_after_and_points_after_predict_every_play_without_making_it():
    """HandState.count_after/points_after (what computer players score moves with) agree with the
    count and points of actually playing each legal move (RULES.md, "Scoring during the hand")."""
    import random

    from allfives_qt.engine import Game, Rules

    rng = random.Random(8)
    checked = 0
    for seed in range(40):
        game = Game(Rules.make(rng.choice((2, 3, 4))), seed=seed)
        hand = game.hand
        while hand.status == PLAYING:
            moves = hand.legal_moves()
            if not moves:
                hand.draw() if hand.boneyard_size else hand.pass_turn()
                continue
            before = repr(hand)
            for m in moves:
                trial = hand.copy()
                points = trial.play(*m)
                assert hand.count_after(*m) == trial.count
                assert hand.points_after(*m) == points
                checked += 1
            assert repr(hand) == before  # predicting changed nothing
            hand.play(*rng.choice(moves))
    assert checked > 1000


def test_a_seat_view_is_read_only_and_replace_gives_a_changed_copy():
    """SeatView (a named tuple since issue 14): read-only; ``_replace`` changes one field of a
    copy and leaves the view itself as it was."""
    view = make([["6-6", "1-2"], ["3-3", "0-4"]]).view(0)
    other = view._replace(may_draw=not view.may_draw)
    assert other.may_draw is not view.may_draw and other._replace(may_draw=view.may_draw) == view
    with pytest.raises(AttributeError):
        view.count = 5


def test_count_parts_name_the_open_ends_as_they_lie():
    """The count's parts, for the count panel's tooltip, left to right (W before E): the spinner
    counts its pips while a side of it is open (RULES.md, "Scoring during the hand")."""
    h = make([["5-5", "1-2", "0-0"], ["5-1", "5-3", "4-4"]])
    assert h.count_parts() == ()
    play(h, "5-5")
    assert h.count_parts() == (10,)  # the spinner alone counts once
    play(h, "5-1", "W")
    assert h.count_parts() == (1, 10) and h.count == 11  # W covered: its end, then the spinner
    play(h, "1-2", "W")
    play(h, "5-3", "E")
    assert h.count_parts() == (2, 3) and h.count == 5  # both sides covered: the spinner is out

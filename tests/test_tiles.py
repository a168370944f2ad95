"""The double-six set and its helpers (RULES.md, "Words"; rounding from "The end of a hand")."""

import itertools

import pytest

from allfives_qt.engine.tiles import (FULL_MASK, HI, IS_DOUBLE, LO, NAMES, PIPS, SET_SIZE, SUIT,
                                      TILES, bits, mask_of, mask_pips, parse_halves,
                                      parse_tile, round_to_five, tile_id)


def test_set_holds_each_pair_of_halves_exactly_once():
    pairs = {frozenset((a, b)) for a, b in TILES}
    expected = {frozenset((a, b)) for a in range(7) for b in range(7)}
    assert SET_SIZE == 28 == len(TILES)
    assert pairs == expected


def test_set_has_seven_doubles():
    doubles = [t for t in range(SET_SIZE) if IS_DOUBLE[t]]
    assert len(doubles) == 7
    assert sorted(LO[t] for t in doubles) == list(range(7))


def test_names_pips_and_halves_agree():
    for t in range(SET_SIZE):
        a, b = NAMES[t].split("-")
        assert (int(a), int(b)) == (LO[t], HI[t]) == TILES[t]
        assert PIPS[t] == LO[t] + HI[t]
        assert LO[t] <= HI[t]
    assert len(set(NAMES)) == 28


def test_tile_written_either_way_is_the_same_tile():
    for a, b in itertools.product(range(7), repeat=2):
        assert parse_tile(f"{a}-{b}") == parse_tile(f"{b}-{a}") == tile_id(a, b) == tile_id(b, a)


def test_parse_halves_keeps_the_written_order():
    assert parse_halves("6-3") == (6, 3)
    assert parse_halves("3-6") == (3, 6)


@pytest.mark.parametrize("text", ["7-1", "1-7", "36", "3-", "-3", "3-6-1", "a-b", "", "10-1", "3 6",
                                  None, 36])
def test_parse_rejects_what_is_not_a_tile(text):
    with pytest.raises(ValueError):
        parse_tile(text)


def test_tile_id_rejects_halves_outside_0_to_6():
    with pytest.raises(ValueError):
        tile_id(7, 0)
    with pytest.raises(ValueError):
        tile_id(-1, 3)


def test_suit_masks_hold_the_seven_tiles_with_that_half():
    for v in range(7):
        tiles = list(bits(SUIT[v]))
        assert len(tiles) == 7
        assert all(v in TILES[t] for t in tiles)
    # every tile sits in the suits of its two halves and no other
    for t in range(SET_SIZE):
        assert {v for v in range(7) if SUIT[v] >> t & 1} == set(TILES[t])


def test_masks_round_trip_through_bits():
    chosen = [0, 5, 13, 27]
    m = mask_of(chosen)
    assert list(bits(m)) == chosen
    assert list(bits(FULL_MASK)) == list(range(28))
    assert mask_pips(m) == sum(PIPS[t] for t in chosen)
    assert mask_pips(FULL_MASK) == 168  # 8 appearances of each value 0..6
    assert mask_pips(0) == 0


@pytest.mark.parametrize("pips, rounded", [
    (0, 0), (2, 0), (3, 5), (7, 5), (8, 10), (12, 10), (13, 15), (22, 20), (23, 25),
])
def test_rounding_example_d(pips, rounded):
    """RULES.md, worked example D."""
    assert round_to_five(pips) == rounded


def test_rounding_is_to_the_nearest_multiple_of_five():
    for pips in range(0, 200):
        r = round_to_five(pips)
        assert r % 5 == 0
        assert abs(r - pips) <= 2
        assert abs(r - pips) < min(abs(r + 5 - pips), abs(r - 5 - pips))


def test_rounding_rejects_a_negative_total():
    with pytest.raises(ValueError):
        round_to_five(-1)

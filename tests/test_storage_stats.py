"""Statistics (issue 6, items 5 and 7): they add up over a scripted series of games, never count a
hand twice, survive a restart, reset, and a bad file is kept aside."""

from __future__ import annotations

import json
import random

import pytest

from allfives_qt.engine.game import Game
from allfives_qt.engine.rules import Rules
from allfives_qt.storage import CORRUPT, Paths, SavedGame, Statistics, Storage
from allfives_qt.storage.stats import hand_points, hand_top_side, hand_winner

from gameplay import play_to_end


# (rules, seed, levels): the person at seat 0 except where said.
SERIES = [
    (Rules.make(2, target=60), 1, (None, "easy")),
    (Rules.make(2, target=60), 2, (None, "hard")),
    (Rules.make(3, target=60), 3, (None, "easy", "expert")),
    (Rules.make(4, target=60), 4, ("medium", None, "easy", "hard")),  # person at seat 1
    (Rules.make(4, partnerships=False, target=60), 5, (None, "easy", "easy", "easy")),
    (Rules.make(2, target=60, end_of_hand="winner-collects"), 6, (None, "medium")),
    (Rules.make(2, target=60), 7, (None, "easy")),
]


def test_statistics_add_up_over_a_scripted_series_of_games(tmp_path):
    paths = Paths(tmp_path)
    expected = {"games": 0, "won": 0, "hands": 0, "hands_won": 0, "hands_out": 0, "points": 0, "best": 0,
                "high": None, "streak": 0, "longest": 0, "by_players": {}, "by_level": {}}
    for i, (rules, seed, levels) in enumerate(SERIES):
        st = Storage(paths)  # a new start of the program for every game
        game = Game(rules, seed)
        saved = SavedGame(game, levels, f"game{i}")
        play_to_end(game, random.Random(seed), lambda: st.game_changed(saved))
        st.game_changed(saved)  # once more: nothing is counted twice
        human = levels.index(None)
        side = rules.side_of(human)
        won = game.winner == side
        expected["games"] += 1
        expected["won"] += won
        expected["hands"] += len(game.logs)
        expected["hands_won"] += sum(hand_top_side(game, h) == side for h in range(len(game.logs)))
        expected["hands_out"] += sum(hand_winner(game, h) == side for h in range(len(game.logs)))
        expected["points"] += sum(hand_points(game, h, side) for h in range(len(game.logs)))
        expected["best"] = max([expected["best"]] + [p.points for hl in game.logs for p in hl.plays
                                                     if p.seat == human])
        score = game.scores[side]
        expected["high"] = score if expected["high"] is None else max(expected["high"], score)
        expected["streak"] = expected["streak"] + 1 if won else 0
        expected["longest"] = max(expected["longest"], expected["streak"])
        bp = expected["by_players"].setdefault(str(rules.players), [0, 0, 0])
        bp[0] += 1
        bp[1] += won
        bp[2] += len(game.logs)
        strongest = {(None, "easy"): "easy", (None, "hard"): "hard", (None, "easy", "expert"): "expert",
                     ("medium", None, "easy", "hard"): "medium",  # seat 3 is the partner
                     (None, "easy", "easy", "easy"): "easy",
                     (None, "medium"): "medium"}[levels]
        bl = expected["by_level"].setdefault(strongest, [0, 0])
        bl[0] += 1
        bl[1] += won
        assert st.take_issues() == []
        assert len(st.history()) == i + 1
    s = Storage(paths).statistics
    assert s.total.games_played == expected["games"] == len(SERIES)
    assert s.total.games_won == expected["won"]
    assert 0 < expected["won"] < len(SERIES)  # the series has wins and losses
    assert s.total.hands_played == expected["hands"]
    assert s.total.hands_won == expected["hands_won"]
    assert s.total.hands_out == expected["hands_out"] and s.total.hands_judged == expected["hands"]
    assert s.points_total == expected["points"] == sum(s.hand_points)
    assert len(s.hand_points) == expected["hands"]
    assert s.points_per_hand == pytest.approx(expected["points"] / expected["hands"])
    assert s.best_play is not None and s.best_play.points == expected["best"]
    assert s.highest_game_score == expected["high"]
    assert (s.current_streak, s.longest_streak) == (expected["streak"], expected["longest"])
    assert {k: [t.games_played, t.games_won, t.hands_played] for k, t in s.by_players.items()} \
        == expected["by_players"]
    assert {k: [t.games_played, t.games_won] for k, t in s.by_level.items()} == expected["by_level"]
    assert s.by_partnerships["partners"].games_played == 1
    assert s.by_partnerships["solo"].games_played == len(SERIES) - 1


def test_a_resumed_game_counts_only_the_hands_not_yet_counted(tmp_path):
    paths = Paths(tmp_path)
    game = Game(Rules.make(2, target=150), 12)
    saved = SavedGame(game, (None, "easy"), "resumed")
    st = Storage(paths)
    rng = random.Random(12)
    while len(game.logs) < 3 or not game.hand_over:
        moves = game.hand.legal_moves()
        if moves:
            mv = rng.choice(moves)
            game.play(mv.tile, mv.end)
        elif game.hand.boneyard_size:
            game.draw()
        else:
            game.pass_turn()
        st.game_changed(saved)
        if game.hand_over and len(game.logs) < 3 and not game.over:
            game.next_hand()
    assert Storage(paths).statistics.total.hands_played == 3
    again = Storage(paths)
    loaded = again.load_game()
    assert loaded is not None and loaded.game_id == "resumed"
    play_to_end(loaded.game, rng, lambda: again.game_changed(loaded))
    s = Storage(paths).statistics
    assert s.total.hands_played == len(loaded.game.logs)
    assert s.total.games_played == 1


def test_demo_games_without_a_person_are_not_counted():
    s = Statistics()
    game = Game(Rules.make(2, target=40), 3)
    play_to_end(game, random.Random(3))
    assert s.update(game, ("easy", "hard"), "demo") is False
    assert s.is_empty()


def test_reset_empties_the_statistics_and_does_not_recount_old_hands(tmp_path):
    st = Storage(Paths(tmp_path))
    game = Game(Rules.make(2, target=60), 2)
    saved = SavedGame(game, (None, "easy"), "g")
    play_to_end(game, random.Random(2), lambda: st.game_changed(saved))
    assert not st.statistics.is_empty()
    assert st.reset_statistics().ok
    after = Storage(Paths(tmp_path)).statistics  # each game's own figures are empty too
    assert {k: v for k, v in after.to_dict().items() if k != "per_game"} == {
        **Statistics().to_dict(), "counted": st.statistics.counted}
    assert after.per_game and all(alone.is_empty() for alone in after.per_game.values())
    st.game_changed(saved)
    assert st.statistics.is_empty()


@pytest.mark.parametrize("content, code", [
    (b'{"format": "allfives-statistics", "version": 1, "total": {"games_pl', "not-json"),
    (b"\x00\x00\x00", "not-json"),
    (b'{"format": "allfives-statistics", "version": 3}', "unknown-version"),
])
def test_corrupt_statistics_are_moved_aside_reported_and_start_from_zero(tmp_path, content, code):
    paths = Paths(tmp_path)
    paths.data_dir.mkdir(parents=True)
    paths.statistics_file.write_bytes(content)
    st = Storage(paths)
    assert st.statistics.is_empty()
    [issue] = st.take_issues()
    assert (issue.kind, issue.file, issue.code) == (CORRUPT, "statistics", code)
    assert [p.read_bytes() for p in paths.data_dir.glob("statistics.json.corrupt-*")] == [content]


def test_a_corrupt_statistics_file_is_counted_again_from_the_history(tmp_path, qapp):
    """Play-test pt91 #5: a statistics file damaged by hand lost every figure, though the
    history still held the games. Counted again from it, oldest first, they match the figures
    of the same games counted as they were played; the new file is written, the old kept."""
    from allfives_qt.ui.settings_dialog import describe_storage_issue

    paths = Paths(tmp_path)
    st = Storage(paths)
    for rules, seed, levels in SERIES:
        game = Game(rules, seed)
        play_to_end(game, random.Random(seed))
        st.game_changed(SavedGame(game, levels, f"g{seed}"))
    assert st.take_issues() == []
    played = st.statistics.to_dict()
    damaged = b'{"format": "allfives-statistics", "version": 2, "total": {"games_pl'
    paths.statistics_file.write_bytes(damaged)

    again = Storage(paths)
    assert again.statistics.to_dict() == played
    [issue] = again.take_issues()
    assert (issue.kind, issue.file, issue.code, issue.rebuilt) == (CORRUPT, "statistics", "not-json", True)
    [aside] = paths.data_dir.glob("statistics.json.corrupt-*")
    assert aside.read_bytes() == damaged
    assert json.loads(paths.statistics_file.read_text()) == played  # written again at once
    assert describe_storage_issue(issue) == (
        f"Your statistics could not be read; the file was kept as \u2066{aside.name}\u2069, and "
        "they were counted again from the games kept in your history (at most the last 100). "
        "The file's text is damaged or cut short.")

    for game_file in paths.history_dir.iterdir():  # no history: from zero, as before
        game_file.unlink()
    paths.statistics_file.write_bytes(damaged)
    empty = Storage(paths)
    assert empty.statistics.is_empty()
    [issue] = empty.take_issues()
    assert not issue.rebuilt and "start again from zero" in describe_storage_issue(issue)


def test_games_the_history_kept_while_the_statistics_could_not_be_written_are_counted(tmp_path):
    """Play-test pt94 #3: with only ``history/`` writable, a game won went into History but not
    into Statistics, and nothing mended it. At the next start the statistics count the history's
    games they missed: those they counted in part, and those ended after their file was last
    written; an older game they no longer remember was counted long ago and is not again."""
    import os
    import time

    paths = Paths(tmp_path)
    st = Storage(paths)
    (r1, s1, l1), (r2, s2, l2) = SERIES[0], SERIES[2]
    first, second = Game(r1, s1), Game(r2, s2)
    play_to_end(first, random.Random(s1))
    st.game_changed(SavedGame(first, l1, "first"))
    before = paths.statistics_file.read_bytes()  # the last statistics the disk got
    play_to_end(second, random.Random(s2))
    st.game_changed(SavedGame(second, l2, "second"))  # its history file; say its statistics failed
    both = st.statistics.to_dict()
    assert len(list(paths.history_dir.iterdir())) == 2

    paths.statistics_file.write_bytes(before)
    now = time.time()
    os.utime(paths.statistics_file, (now - 100, now - 100))  # written before the second game ended
    again = Storage(paths)
    assert again.statistics.to_dict() == both and again.take_issues() == []
    assert json.loads(paths.statistics_file.read_text()) == both  # written at once

    paths.statistics_file.write_bytes(before)
    os.utime(paths.statistics_file, (now + 100, now + 100))  # the second ended before: forgotten
    assert Storage(paths).statistics.to_dict() == json.loads(before)


def test_bad_values_in_statistics_are_dropped_not_fatal():
    s, bad, _ = Statistics.from_dict({"format": "allfives-statistics", "version": 1,
                                   "total": {"games_played": "many", "hands_played": 4},
                                   "hand_points": [1, "x"], "by_level": {"godlike": {}},
                                   "longest_streak": 3})
    assert s.total.games_played == 0 and s.total.hands_played == 4 and s.longest_streak == 3
    assert "hand_points" in bad and "by_level.godlike" in bad and "total" in bad


def test_statistics_with_bad_values_are_kept_aside_and_told_and_the_total_rebuilt(tmp_path, qapp):
    """Play-test pt24 #1: a statistics file whose total said ``"games_played": "lots"`` showed
    "Games: 0 played, 1 won" beside a table of 1 played, 1 won, and nothing told the player. The
    total is now the sum of the per-players tallies (every game has a number of players), and the
    file as it was is kept aside and named in the bar above the table."""
    from allfives_qt.storage.atomic import BAD_VALUE
    from allfives_qt.ui.settings_dialog import describe_storage_issue

    tally = {"games_played": 1, "games_won": 1, "hands_played": 4, "hands_won": 3}
    data = {"format": "allfives-statistics", "version": 2,
            "total": dict(tally, games_played="lots"), "by_players": {"2": tally}, "points_total": 130,
            "hand_points": None}
    paths = Paths(tmp_path)
    paths.data_dir.mkdir(parents=True)
    paths.statistics_file.write_text(json.dumps(data))
    st = Storage(paths)
    total = st.statistics.total
    assert (total.games_played, total.games_won, total.hands_played, total.hands_won) == (1, 1, 4, 3)
    [issue] = st.take_issues()
    assert (issue.kind, issue.file, issue.code) == (CORRUPT, "statistics", BAD_VALUE)
    assert "total" in issue.detail and "hand_points" in issue.detail
    [aside] = paths.data_dir.glob("statistics.json.corrupt-*")
    assert json.loads(aside.read_text()) == data  # nothing lost
    # Written again with the figures kept (play-test pt94 #2: no file was left, and the next
    # start showed nothing at all).
    again = Storage(paths)
    assert again.statistics.to_dict() == st.statistics.to_dict() and again.take_issues() == []
    assert describe_storage_issue(issue) == (
        f"Some of your statistics could not be read; the file was kept as \u2066{aside.name}\u2069 and those "
        "figures start again from zero.")
    broken = dict(data, by_players={"2": dict(tally, games_won=-1)}, hand_points=[])
    s, bad, _ = Statistics.from_dict(broken)  # both bad: the total cannot be rebuilt
    assert bad == ["by_players.2", "total"] and s.total.games_played == 0
    assert Statistics.from_dict(dict(data, total=tally, hand_points=[]))[1] == []


def test_results_are_kept_per_game():
    """Issue 13, item 5: a game's results count under the named game its rules are."""
    import random

    from allfives_qt.engine.game import Game
    from allfives_qt.engine.rules import Rules as R

    stats = Statistics()
    for name, rules in (("fives-and-threes", R.game("fives-and-threes", 2)),
                        ("custom", R.make(2, spinner="none", target=40))):
        game = Game(rules, seed=2)
        rng = random.Random(2)
        while not game.over:
            if game.hand_over:
                game.next_hand()
            game.do_forced()
            if not game.hand_over:
                game.play(*rng.choice(game.hand.legal_moves()))
        assert stats.update(game, (None, "easy"), name)
        assert stats.by_game[name].games_played == 1
    again, bad, _ = Statistics.from_dict(stats.to_dict())
    assert not bad and again.by_game == stats.by_game and "all-fives" not in again.by_game


def test_one_bad_group_is_worked_out_from_the_total(tmp_path, qapp):
    """Play-test pt93: a statistics file with one bad level's tally showed that level at 0 games,
    so the level table no longer added up to the total. A group that is the only bad one of its
    kind is the total less the others; the player is told it was worked out again, not that it
    starts from zero. Two bad levels cannot be told apart and are dropped as before."""
    from allfives_qt.storage.atomic import BAD_VALUE
    from allfives_qt.ui.settings_dialog import describe_storage_issue

    stats = Statistics()
    for seed, levels in ((1, (None, "easy")), (2, (None, "hard")), (3, (None, "hard")),
                         (4, (None, "medium"))):
        game = Game(Rules.make(2, target=60), seed)
        play_to_end(game, random.Random(seed))
        stats.update(game, levels, f"g{seed}")
    good = stats.to_dict()
    data = json.loads(json.dumps(good))
    data["by_level"]["hard"]["hands_won"] = "many"
    paths = Paths(tmp_path)
    paths.data_dir.mkdir(parents=True)
    paths.statistics_file.write_text(json.dumps(data))
    st = Storage(paths)
    assert st.statistics.to_dict() == good
    [issue] = st.take_issues()
    assert (issue.code, issue.rebuilt, issue.keys) == (BAD_VALUE, True, ())
    assert issue.detail == "bad values worked out again from the others: by_level.hard"
    [aside] = paths.data_dir.glob("statistics.json.corrupt-*")
    assert describe_storage_issue(issue) == (
        f"Some of your statistics could not be read; the file was kept as \u2066{aside.name}\u2069, and "
        "those figures were worked out again from your other figures.")
    assert describe_storage_issue(issue._replace(aside=None)).endswith(
        "could not be moved aside; those figures were worked out again from your other figures.")

    data["by_level"]["easy"] = []  # hands_won bad in two levels: that figure cannot be told
    s, bad, restored = Statistics.from_dict(data)
    assert bad == ["by_level.easy", "by_level.hard"] and restored == []
    assert s.by_level["hard"].hands_won == 0 and s.by_level["easy"].hands_won == 0
    assert s.by_level["easy"].games_played == good["by_level"]["easy"]["games_played"]
    # Play-test pt99: one bad figure in each of two levels, each the only bad one of its figure.
    data["by_level"]["easy"] = dict(good["by_level"]["easy"], games_played=1.0)
    s, bad, restored = Statistics.from_dict(data)
    assert restored == ["by_level.easy", "by_level.hard"] and s.to_dict() == good
    data["by_level"]["easy"] = good["by_level"]["easy"]
    data["by_players"]["2"] = dict(good["by_players"]["2"], games_played=-5)  # another kind
    s, bad, restored = Statistics.from_dict(data)
    assert restored == ["by_players.2", "by_level.hard"] and s.to_dict() == good
    assert good["by_level"]["easy"]["hands_won"] + good["by_level"]["medium"]["hands_won"] > 0
    data["total"]["hands_won"] = 0  # fewer than the other levels hold: nothing below 0 is made up
    s, bad, restored = Statistics.from_dict(data)
    assert restored == ["by_players.2"] and s.by_level["hard"].hands_won == 0


def _went_out_but_outscored(seed_from: int):
    """A seeded 2-player game (the person at seat 0, random plays) and a hand of it that seat 0
    went out in while seat 1 scored more in that hand."""
    for seed in range(seed_from, seed_from + 200):
        game = Game(Rules.make(2, target=150), seed)
        play_to_end(game, random.Random(seed))
        for h in range(len(game.logs)):
            if hand_winner(game, h) == 0 and hand_points(game, h, 1) > hand_points(game, h, 0):
                return game, h
    raise AssertionError("no such hand in 200 seeds")


def test_a_hand_gone_out_in_but_outscored_is_not_won():
    """Play-test pt7 #9: "2 played, 2 won (100%)" although the opponent outscored the person in both
    hands. Won means the person's side scored more in the hand than each other side."""
    game, h = _went_out_but_outscored(1)
    assert hand_top_side(game, h) == 1
    s = Statistics()
    assert s.update(game, (None, "easy"), "g")
    won = sum(hand_top_side(game, i) == 0 for i in range(len(game.logs)))
    out = sum(hand_winner(game, i) == 0 for i in range(len(game.logs)))
    assert (s.total.hands_played, s.total.hands_won, s.total.hands_out) == (len(game.logs), won, out)
    assert won < out


def test_a_tie_for_the_most_points_in_a_hand_is_won_by_nobody():
    game, h = _went_out_but_outscored(1)
    scored = {side: hand_points(game, h, side) for side in (0, 1)}
    game.logs[h].changes = [game.logs[h].changes[0] + scored[1] - scored[0], game.logs[h].changes[1]]
    assert hand_points(game, h, 0) == hand_points(game, h, 1) and hand_top_side(game, h) is None


def test_a_version_1_file_loads_keeping_its_counts_as_hands_gone_out(tmp_path):
    """Version 1 counted hands gone out as ``hands_won``: that count is kept as ``hands_out``, won
    hands start from zero (``hands_judged`` 0), nothing is dropped, and the next save is version 2."""
    v1 = {"format": "allfives-statistics", "version": 1,
          "total": {"games_played": 3, "games_won": 2, "hands_played": 9, "hands_won": 7},
          "by_players": {"2": {"games_played": 3, "games_won": 2, "hands_played": 9, "hands_won": 7}},
          "points_total": 120, "hand_points": [10] * 9, "current_streak": 1, "longest_streak": 2}
    s, bad, _ = Statistics.from_dict(v1)
    assert bad == []
    for t in (s.total, s.by_players["2"]):
        assert (t.games_played, t.games_won, t.hands_played) == (3, 2, 9)
        assert (t.hands_out, t.hands_won, t.hands_judged) == (7, 0, 0)
    paths = Paths(tmp_path)
    paths.data_dir.mkdir(parents=True)
    paths.statistics_file.write_text(json.dumps(v1))
    st = Storage(paths)
    assert st.take_issues() == [] and st.statistics.total.hands_out == 7
    game, _h = _went_out_but_outscored(1)
    st.game_changed(SavedGame(game, (None, "easy"), "after"))
    data = json.loads(paths.statistics_file.read_text())
    assert data["version"] == 2
    assert data["total"]["hands_played"] == 9 + len(game.logs)
    assert data["total"]["hands_judged"] == len(game.logs)
    assert data["total"]["hands_out"] == 7 + sum(hand_winner(game, i) == 0 for i in range(len(game.logs)))


def _whole_game(rules, seed):
    return play_to_end(Game(rules, seed=seed), random.Random(seed))


def test_each_game_keeps_its_own_points_best_play_and_score():
    """Play-test pt110 #1: after a game of All Fives and one of Fives and Threes, the points per
    hand, best play and highest game score mixed the two scorings. Each game played keeps its own
    figures beside those of all games, and they survive the file."""
    stats = Statistics()
    games = {"all-fives": _whole_game(Rules.make(2, target=100), 3),
             "fives-and-threes": _whole_game(Rules.game("fives-and-threes", 2), 4)}
    for name, game in games.items():
        assert stats.update(game, (None, "easy"), name)
    assert set(stats.per_game) == set(games)
    for name, game in games.items():
        alone = stats.per_game[name]
        assert alone.total == stats.by_game[name]
        assert alone.points_total == sum(hand_points(game, i, 0) for i in range(len(game.logs)))
        assert alone.highest_game_score == game.scores[0]
        assert alone.hand_points == [hand_points(game, i, 0) for i in range(len(game.logs))]
        assert not alone.per_game
    assert stats.points_total == sum(a.points_total for a in stats.per_game.values())
    assert stats.per_game["fives-and-threes"].points_per_hand != stats.points_per_hand
    again, bad, _ = Statistics.from_dict(json.loads(json.dumps(stats.to_dict())))
    assert not bad and again.per_game == stats.per_game
    # Counted once: the same game again changes nothing, in all games or in its own.
    assert not stats.update(games["all-fives"], (None, "easy"), "all-fives")
    assert stats.per_game["all-fives"] == again.per_game["all-fives"]
    stats.reset()
    assert all(a.is_empty() for a in stats.per_game.values()) and stats.is_empty()


def test_a_file_from_before_gives_its_one_game_everything_and_mixed_games_nothing():
    """A statistics file written before each game had its own figures: when every game counted
    was of one game, that game's figures are all of them; when games were mixed, which hand was
    which is not known, so each game's own figures start empty (and a bad value is told)."""
    one = Statistics()
    one.update(_whole_game(Rules.make(2, target=100), 5), (None, "easy"), "a")
    old = one.to_dict()
    del old["per_game"]
    read, bad, _ = Statistics.from_dict(old)
    assert not bad and read.per_game["all-fives"].points_total == one.points_total
    assert read.per_game["all-fives"].best_play == one.best_play
    mixed = Statistics()
    mixed.update(_whole_game(Rules.make(2, target=100), 5), (None, "easy"), "a")
    mixed.update(_whole_game(Rules.game("fives-and-threes", 2), 6), (None, "easy"), "b")
    old = mixed.to_dict()
    del old["per_game"]
    read, bad, _ = Statistics.from_dict(old)
    assert not bad and read.per_game == {} and read.points_total == mixed.points_total
    broken = mixed.to_dict()
    broken["per_game"]["fives-and-threes"]["points_total"] = "many"
    broken["per_game"]["chess"] = {}
    read, bad, _ = Statistics.from_dict(broken)
    assert "per_game.fives-and-threes.points_total" in bad and "per_game.chess" in bad
    assert read.per_game["fives-and-threes"].points_total == 0
    assert read.per_game["all-fives"] == mixed.per_game["all-fives"]

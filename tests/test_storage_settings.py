"""Settings file (issue 6, item 2): versioned JSON, unknown keys ignored, bad values back to their
defaults with a warning, bad files kept aside and reported."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from allfives_qt.engine.rules import Rules
from allfives_qt.storage import CORRUPT, Paths, Settings, Storage
from allfives_qt.storage.atomic import BAD_VALUE, IssueLog
from allfives_qt.storage.settings import load_settings


def test_defaults_when_there_is_no_file(tmp_path):
    st = Storage(Paths(tmp_path))
    assert st.load_settings() == Settings()
    assert st.take_issues() == []
    assert Settings().rules() == Rules.make(2)
    assert Settings().setup().levels == (None, "medium")


def test_saved_settings_load_back_equal(tmp_path):
    st = Storage(Paths(tmp_path))
    s = Settings(language="sw", players=4, partnerships=False, levels=("easy", "hard", "expert"),
                 target=300, hand_size="five", end_of_hand="winner-collects", win="end-of-hand",
                 animation="off", auto_draw=True, hints=False, tile_size="large")
    assert st.save_settings(s).ok
    assert st.paths.settings_file == tmp_path / "config" / "settings.json"
    assert Storage(Paths(tmp_path)).load_settings() == s
    assert s.rules() == Rules.make(4, partnerships=False, target=300, hand_size="five",
                                   end_of_hand="winner-collects", win="end-of-hand")
    assert s.setup().levels == (None, "easy", "hard", "expert")
    assert s.pace_ms() == 0


def test_unknown_keys_are_ignored_and_bad_values_fall_back_with_a_warning(tmp_path, caplog):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({
        "format": "allfives-settings", "version": 1, "from_the_future": {"x": 1},
        "language": "klingon", "players": 3, "partnerships": "yes", "levels": ["hard", "godlike"],
        "target": -5, "hand_size": "five", "animation": "slow", "auto_draw": 1, "hints": False,
        "tile_size": "huge",
    }))
    original = path.read_bytes()
    issues = IssueLog()
    with caplog.at_level(logging.WARNING):
        s = load_settings(path, issues)
    assert s == Settings(players=3, levels=("hard", "medium", "medium"), hand_size="five",
                         animation="slow", hints=False)
    warned = caplog.text
    for key in ("language", "partnerships", "target", "auto_draw", "levels", "tile_size"):
        assert key in warned or "level" in warned
    # Play-test pt91 #3: only the log said so, and the tiles just changed size. The file is kept
    # aside, told, and written again with the good values kept (a file with some bad values is
    # not corrupt: its other settings stay).
    (issue,) = issues.take()
    assert issue.kind == CORRUPT and issue.file == "settings" and issue.code == BAD_VALUE
    assert "tile_size" in issue.detail and Path(issue.aside).read_bytes() == original
    assert load_settings(path) == s  # written again: the next start reads the same
    from PySide6.QtCore import QLocale

    from allfives_qt.ui.settings_dialog import describe_storage_issue

    from allfives_qt.ui.sentences import shown_path

    # pt92: which settings, as the Settings dialog and the New game form name them, each once
    # (two computer seats' levels are one row), in the file's order, as a list of the language.
    assert issue.keys == ("language", "partnerships", "target", "auto_draw", "tile_size",
                          "levels[1]")
    listed = QLocale().createSeparatedList([QLocale().quoteString(n) for n in (
        "Language", "Partnerships", "Target", "Draw and pass automatically when no tile fits",
        "Tile size", "Computer players")])
    assert describe_storage_issue(issue) == (
        "Some of your settings could not be read; the file was kept as "
        f"{shown_path(Path(issue.aside).name)} and those settings are back to their defaults. "
        f"Those settings: {listed}.")
    # pt92 #3: where the file could not be moved aside (a read-only folder), the same meaning,
    # not "the default settings are used" (only the bad values were).
    stuck = issue._replace(aside=None)
    assert describe_storage_issue(stuck._replace(keys=("sound", "levels[0]", "levels[2]"))) == (
        f"Some of your settings could not be read, and the file {shown_path(issue.path)} could "
        "not be moved aside; those settings are back to their defaults. Those settings: "
        + QLocale().createSeparatedList([QLocale().quoteString(n)
                                         for n in ("Sound", "Computer players")]) + ".")
    figures = stuck._replace(file="statistics")
    assert "those figures start again from zero" in describe_storage_issue(figures)


@pytest.mark.parametrize("content, code", [
    (b'{"format": "allfives-settings", "version": 1, "langu', "not-json"),
    (b"language = ru", "not-json"),
    (b'{"format": "allfives-settings", "version": 99}', "unknown-version"),
    (b'{"format": "allfives-settings"}', "unknown-version"),
    (b'[1, 2, 3]', "wrong-format"),
])
def test_corrupt_settings_are_moved_aside_reported_and_defaults_used(tmp_path, content, code):
    paths = Paths(tmp_path)
    paths.config_dir.mkdir(parents=True)
    paths.settings_file.write_bytes(content)
    st = Storage(paths)
    assert st.load_settings() == Settings()
    [issue] = st.take_issues()
    assert (issue.kind, issue.file, issue.code) == (CORRUPT, "settings", code)
    asides = list(paths.config_dir.glob("settings.json.corrupt-*"))
    assert len(asides) == 1 and asides[0].read_bytes() == content
    assert not paths.settings_file.exists()


def test_with_game_takes_new_game_defaults_and_default_target_stays_none():
    s = Settings().with_game(Rules.make(3, hand_size="seven-five"), (None, "expert", "easy"))
    # The seat beyond the game had the first computer seat's level (Medium): it follows it.
    assert (s.players, s.hand_size, s.target) == (3, "seven-five", None)
    assert s.levels == ("expert", "easy", "expert")
    s = s.with_game(Rules.make(2, target=100), (None, "hard"))
    # Easy was set apart for the second seat: it stays; the third followed the first.
    assert (s.players, s.target, s.levels) == (2, 100, ("hard", "easy", "hard"))
    assert s.rules().target == 100
    # A level set apart for a seat beyond the game stays.
    s = Settings(levels=("medium", "easy", "hard")).with_game(Rules.make(2), (None, "expert"))
    assert s.levels == ("expert", "easy", "hard")


def test_settings_are_an_immutable_value():
    """Settings (a named tuple since issue 14): built with keywords, equal by value, read-only;
    ``with_options`` and ``_replace`` give changed copies and leave the original as it was; the
    file's object holds every field once."""
    s = Settings(language="ru", players=4)
    assert s == Settings(players=4, language="ru") and s != Settings()
    changed = s.with_options({"players": 3, "scoring": "fives-and-threes"})
    assert (changed.players, changed.scoring, changed.language) == (3, "fives-and-threes", "ru")
    assert (s.players, s.scoring) == (4, "fives") and s._replace(sound=False).sound is False
    with pytest.raises(AttributeError):
        s.players = 2
    d = s.to_dict()
    assert set(d) == set(Settings._fields) | {"format", "version"} and d["levels"] == list(s.levels)

"""One Qt-free description of a game's set-up (issue 10, item 3): seats, levels, who the person is,
the new-game options; one list of levels and of languages; the layers' imports."""

import json
import pathlib
import subprocess
import sys

import pytest

from allfives_qt import game_setup
from allfives_qt.engine.rules import Rules, RulesError
from allfives_qt.game_setup import (GameSetup, default_options, human_seat, options_of,
                                    setup_from_options)
from allfives_qt.storage import SavedGame
from allfives_qt.storage.settings import Settings

ROOT = pathlib.Path(__file__).resolve().parent.parent


def _loaded_after(code):
    probe = ("import json, sys\n" + code + "\n"
             "print(json.dumps(sorted(m for m in sys.modules if m.startswith(('allfives_qt', 'PySide6')))))\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60,
                         cwd=ROOT)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_storage_loads_neither_the_players_nor_the_window_nor_qt():
    loaded = _loaded_after("import allfives_qt.storage, allfives_qt.storage.stats, allfives_qt.game_setup")
    assert "allfives_qt.storage.stats" in loaded  # the probe sees what was imported
    assert not [m for m in loaded if m.startswith(("allfives_qt.ai", "allfives_qt.ui", "PySide6"))]


@pytest.mark.parametrize("package", ["engine", "ai", "storage"])
def test_core_packages_import_nothing_from_the_window(package):
    loaded = _loaded_after(f"import allfives_qt.{package}")
    assert f"allfives_qt.{package}" in loaded
    assert not [m for m in loaded if m.startswith(("allfives_qt.ui", "PySide6"))]


def test_one_list_of_levels_and_of_languages():
    from allfives_qt import ai, i18n
    from allfives_qt.storage import settings

    assert ai.LEVELS is game_setup.LEVELS and ai.REFERENCE_LEVELS is game_setup.REFERENCE_LEVELS
    assert i18n.LANGUAGES is game_setup.LANGUAGES
    assert settings.LANGUAGES == ("",) + tuple(game_setup.LANGUAGES)


def test_human_seat_is_answered_in_one_place():
    assert human_seat(("hard", None, "easy")) == 1 and human_seat(("easy", "hard")) is None
    setup = GameSetup(Rules.make(3), ("hard", None, "easy"))
    assert (setup.human_seat, setup.shown_seat) == (1, 1)
    assert GameSetup.default(4, demo=True).shown_seat == 0
    assert not hasattr(SavedGame, "human_seat")  # the second copy is gone


def test_options_and_setups_go_back_and_forth():
    opts = {**default_options(), "players": 4, "partnerships": False, "levels": ("hard", "easy", "expert"),
            "target": 150, "hand_size": "five", "win": "end-of-hand"}
    setup = setup_from_options(opts, seed=9)
    assert setup.levels == (None, "hard", "easy", "expert") and setup.seed == 9
    assert setup.rules == Rules.make(4, partnerships=False, target=150, hand_size="five",
                                     win="end-of-hand")
    assert options_of(setup) == opts
    # A 2-player game keeps the partnerships wish and the levels of seats it has not.
    two = options_of(GameSetup(Rules.make(2), (None, "expert")), opts)
    assert two["partnerships"] is False and two["levels"] == ("expert", "easy", "expert")
    assert two["target"] is None  # the usual target for 2 players
    with pytest.raises(RulesError):
        setup_from_options({**opts, "hand_size": "nine"})


def test_settings_hold_the_same_options():
    s = Settings(players=3, levels=("hard", "easy", "medium"), target=120)
    assert s.setup(5) == setup_from_options(s.game_options(), 5)
    assert s.with_options(default_options()).game_options() == Settings().game_options()


def test_a_setup_built_directly_is_checked_and_read_only():
    """GameSetup (a checked named tuple since issue 14): the plain constructor rejects levels
    that do not match the rules' players or name an unknown level, by position or keyword, as the
    dataclass's __post_init__ did; the default is RULES.md's 2-player game against Medium."""
    with pytest.raises(ValueError, match="levels needs 3 entries"):
        GameSetup(Rules.make(3), (None, "medium"))
    with pytest.raises(ValueError, match="unknown level"):
        GameSetup(levels=(None, "grandmaster"))
    default = GameSetup()
    assert default == GameSetup(Rules.make(2), (None, "medium"), None) and default.human_seat == 0
    with pytest.raises(AttributeError):
        default.seed = 7

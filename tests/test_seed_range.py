"""One range of seeds everywhere (play-test pt9 #9): the command line (``--seed``), the New game
dialog's seed field, :class:`GameSetup` and game records (RULES.md, "Game records": ``seed``) take
the same seeds, negative ones too, up to 2**63 - 1 in absolute value, and refuse the others with
a message that says the range."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QDialogButtonBox

from allfives_qt.cli import build_parser
from allfives_qt.engine.game import Game
from allfives_qt.engine.record import MAX_SEED, RecordError, replay_record
from allfives_qt.game_setup import GameSetup, check_seed, next_seed, parse_seed
from allfives_qt.ui.new_game_dialog import NewGameDialog, SeedValidator

SEEDS = [-MAX_SEED, -10**12, -5, -1, 0, 7, 4242, 10**15, MAX_SEED]
NOT_SEEDS = [str(MAX_SEED + 1), str(-MAX_SEED - 1), "9" * 29, "abc", "1.5", "1e5", "--5", "1_000",
             "٣", "5-", "-"]


@pytest.mark.parametrize("seed", SEEDS)
def test_a_seed_is_taken_alike_by_the_command_line_the_dialog_and_a_record(qtbot, seed):
    text = str(seed)
    assert build_parser().parse_args([f"--seed={text}"]).window_seed == seed
    assert SeedValidator().validate(text, len(text))[0] == QValidator.State.Acceptable
    d = NewGameDialog()
    qtbot.addWidget(d)
    d.seed.setText(text)
    assert d.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert d.setup().seed == seed and GameSetup.default(2, seed=seed).seed == seed
    game = replay_record(Game(seed=seed).to_record())  # the game it deals saves and reads back
    assert game.seed == seed


@pytest.mark.parametrize("text", NOT_SEEDS)
def test_what_is_not_a_seed_is_refused_everywhere_saying_the_range(qtbot, capsys, text):
    with pytest.raises(SystemExit) as exit_:
        build_parser().parse_args([f"--seed={text}"])
    assert exit_.value.code == 2
    assert "a seed is a whole number from -9223372036854775807 to 9223372036854775807" in capsys.readouterr().err
    with pytest.raises(ValueError, match="from -9223372036854775807 to 9223372036854775807"):
        parse_seed(text)
    assert SeedValidator().validate(text, len(text))[0] != QValidator.State.Acceptable


@pytest.mark.parametrize("seed", [MAX_SEED + 1, -MAX_SEED - 1, 10**28, 1.0, True, "5"])
def test_a_game_setup_refuses_a_seed_no_record_could_carry(seed):
    with pytest.raises(ValueError, match="a seed is a whole number"):
        GameSetup.default(2, seed=seed)
    with pytest.raises(ValueError):
        check_seed(seed)
    if isinstance(seed, int) and not isinstance(seed, bool):  # records refuse it too
        record = Game(seed=0).to_record()
        record["seed"] = seed
        with pytest.raises(RecordError, match="bad seed"):
            replay_record(record)


def test_the_seed_field_takes_a_minus_sign_and_refuses_letters(qtbot):
    d = NewGameDialog()
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    start = d.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.keyClicks(d.seed, "abc-1x")
    assert d.seed.text() == "-1" and start.isEnabled() and d.seed_problem.isHidden()
    assert d.setup().seed == -1
    d.seed.clear()
    qtbot.keyClicks(d.seed, "-")  # not a seed yet: the dialog says which seeds there are
    assert not start.isEnabled() and d.seed_problem.isVisible()
    assert "-9223372036854775807" in d.seed_problem.text()
    qtbot.keyClicks(d.seed, "5")
    assert d.seed.text() == "-5" and start.isEnabled() and d.seed_problem.isHidden()
    d.seed.clear()
    qtbot.keyClicks(d.seed, "9" * 25)  # no more digits than a seed has; too big: Start waits
    assert d.seed.text() == "9" * 19 and not start.isEnabled() and d.seed_problem.isVisible()
    qtbot.keyClick(d.seed, Qt.Key.Key_Return)
    assert d.isVisible()  # Enter does not start a game with no seed
    d.seed.setText(str(MAX_SEED))
    assert start.isEnabled() and d.seed_problem.isHidden()


def test_the_demo_s_next_seed_stays_a_seed():
    assert next_seed(41) == 42 and next_seed(-1) == 0
    assert next_seed(MAX_SEED) == -MAX_SEED
    assert GameSetup.default(4, seed=next_seed(MAX_SEED), demo=True).seed == -MAX_SEED


@pytest.mark.parametrize("code", ["en", "he"])
def test_a_negative_seed_keeps_its_minus_before_the_digits_right_to_left(window, qapp, code):
    # Play-test pt10 #5: in Hebrew the status bar read "מספר חלוקה 7-" for seed -7. A
    # left-to-right mark before the number keeps "-7" in right-to-left text; a seed copied from
    # there still reads back (the command line and the dialog take the mark off).
    from allfives_qt import i18n
    from allfives_qt.controller import GameSetup
    from allfives_qt.engine.rules import Rules
    from allfives_qt.game_setup import parse_seed, seed_shown
    from allfives_qt.ui.about import about_text, deal_text

    i18n.install_language(qapp, code)
    try:
        window.set_pace(60_000, 0)
        window.start_game(GameSetup(Rules.make(2), (None, "random"), -7))
        rtl = code == "he"
        assert window.isRightToLeft() == rtl
        shown = "\u200e-7" if rtl else "-7"
        label = window.seed_label.text()
        assert label.endswith(shown) and ("\u200e" in label) == rtl
        for text in (about_text(window.controller.game), deal_text(window.controller.game, "")):
            assert shown in text and ("\u200e" in text) == rtl
        assert parse_seed(shown) == -7 and parse_seed(" \u200e-7\u200f ") == -7
        assert seed_shown(7, True) == "7" and seed_shown(-7, False) == "-7"
    finally:
        i18n.install_language(qapp, "en")

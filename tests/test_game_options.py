"""One game-options form (issue 10, item 4) in the New game and Settings dialogs: the same rows,
the same defaults, built from one table; the New game dialog shrinks back (issue 11, item 10)."""

from allfives_qt.game_setup import GameSetup, default_options
from allfives_qt.storage.settings import Settings
from allfives_qt.ui.game_options import FORM_OPTIONS, GameOptionsForm
from allfives_qt.ui.new_game_dialog import NewGameDialog
from allfives_qt.ui.settings_dialog import SettingsDialog


def test_both_dialogs_use_the_one_form_and_agree_on_defaults(qtbot):
    new, settings = NewGameDialog(), SettingsDialog(Settings())
    qtbot.addWidget(new)
    qtbot.addWidget(settings)
    assert type(new.form) is GameOptionsForm and type(settings.form) is GameOptionsForm
    assert new.form.options() == settings.form.options() == default_options()
    assert new.setup() == Settings().setup() == GameSetup.default(2)
    for players in (4, 3, 2, 4):
        for d in (new, settings):
            d.players.setCurrentIndex(d.players.findData(players))
        assert new.form.options() == settings.form.options()
        assert new.setup().rules == settings.settings().setup().rules
    assert new.setup().rules.partnerships and new.setup().rules.target == 200


def test_the_form_has_one_row_per_table_entry(qtbot):
    form = GameOptionsForm()
    qtbot.addWidget(form)
    keys = [o.key for o in FORM_OPTIONS if o.kind != "levels"]
    assert list(form.widgets) == keys
    assert set(default_options()) | {"game"} == {o.key for o in FORM_OPTIONS}
    for key in keys:
        assert form.labels[key].text().endswith(":")


def test_a_typed_target_stops_following_the_players(qtbot):
    form = GameOptionsForm()
    qtbot.addWidget(form)
    form.players.setCurrentIndex(form.players.findData(3))
    assert form.target.value() == 200 and form.options()["target"] is None
    form.target.setValue(300)
    assert not form.usual_target.isChecked() and form.options()["target"] == 300
    form.players.setCurrentIndex(form.players.findData(2))
    assert form.target.value() == 300


def test_new_game_dialog_shrinks_back_after_four_players(qtbot):
    d = NewGameDialog()
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    small = d.size()
    d.players.setCurrentIndex(d.players.findData(4))
    qtbot.waitUntil(lambda: d.height() > small.height())
    assert d.partnerships.isVisible() and d.level_boxes[2].isVisible()
    d.players.setCurrentIndex(d.players.findData(2))
    qtbot.waitUntil(lambda: d.height() == small.height())
    assert not d.partnerships.isVisible() and not d.level_boxes[1].isVisible()


def test_from_3_to_4_players_each_level_stays_where_its_player_sits(qtbot):
    """Play-test pt50 #1: 3 players, Left Easy and Right Expert; with 4 players the Expert became
    the partner (top) and Right dropped to another level. The right player's level now stays on
    the right (the top seat gets the level the third box had), and back again."""
    form = GameOptionsForm({"players": 3, "levels": ("easy", "expert", "medium")})
    qtbot.addWidget(form)
    assert form.options()["levels"] == ("easy", "expert", "medium")
    form.players.setCurrentIndex(form.players.findData(4))
    assert form.options()["levels"] == ("easy", "medium", "expert")
    assert form.setup().levels == (None, "easy", "medium", "expert")  # seat 3: the right
    form.players.setCurrentIndex(form.players.findData(3))
    assert form.options()["levels"] == ("easy", "expert", "medium")
    form.players.setCurrentIndex(form.players.findData(2))
    form.players.setCurrentIndex(form.players.findData(4))
    assert form.options()["levels"] == ("easy", "medium", "expert")
    form.set_options({"players": 4, "levels": ("hard", "easy", "expert")})
    assert form.options()["levels"] == ("hard", "easy", "expert")  # shown as given


def test_down_to_2_players_the_opponent_takes_the_strongest_level_and_back_up_left_gets_its_own(qtbot):
    """Play-test pt55 #6: from 4 players (Easy, Hard, Expert) to 2, the one opponent became Easy,
    the left player's level. It now takes the strongest level the opponents had (with
    partnerships, the partner's level does not count), and with 3 or 4 players again the left
    player has its own level back, unless the person chose the opponent's level meanwhile."""
    form = GameOptionsForm({"players": 4, "levels": ("easy", "hard", "expert")})
    qtbot.addWidget(form)
    players = form.players
    players.setCurrentIndex(players.findData(2))
    assert form.setup().levels == (None, "expert")
    players.setCurrentIndex(players.findData(4))
    assert form.options()["levels"] == ("easy", "hard", "expert")
    form.widgets["partnerships"].setChecked(True)
    form.set_options({**form.options(), "levels": ("medium", "expert", "hard")})
    players.setCurrentIndex(players.findData(2))  # the Expert is the partner: not an opponent
    assert form.setup().levels == (None, "hard")
    players.setCurrentIndex(players.findData(3))
    assert form.options()["levels"][:2] == ("medium", "hard")  # the right player: the third box's
    players.setCurrentIndex(players.findData(2))
    assert form.setup().levels == (None, "hard")
    form.level_boxes[0].setCurrentIndex(form.level_boxes[0].findData("easy"))  # the person's choice
    players.setCurrentIndex(players.findData(3))
    assert form.options()["levels"][0] == "easy"


def test_custom_cannot_be_chosen_until_a_rule_is_changed(qtbot):
    """Play-test pt49 #5: choosing Custom while Muggins was shown snapped back to Muggins without
    a word. Custom is greyed out (its tooltip says how a game becomes custom) while the rules make
    a named game, and is the game shown, enabled, once a rule is changed."""
    from PySide6.QtCore import Qt

    form = GameOptionsForm()
    qtbot.addWidget(form)
    game = form.widgets["game"]
    custom = game.model().item(game.findData("custom"))
    assert not custom.isEnabled() and game.currentData() == "all-fives"
    assert game.itemData(game.findData("custom"), Qt.ItemDataRole.ToolTipRole) == (
        "Change any rule below to make a custom game.")
    assert all(game.model().item(i).isEnabled() for i in range(game.count()) if i != custom.row())
    form.widgets["spinner"].setCurrentIndex(form.widgets["spinner"].findData("none"))
    assert game.currentData() == "custom" and custom.isEnabled()
    form.widgets["spinner"].setCurrentIndex(form.widgets["spinner"].findData("first-double"))
    assert game.currentData() == "all-fives" and not custom.isEnabled()


def test_choosing_a_game_fills_the_options_which_stay_editable(qtbot):
    """RULES.md, "Named games": the New game dialog starts with the game; choosing one fills the
    options; changing one makes the game Custom; the options make the named game's rules."""
    from allfives_qt.engine.rules import Rules

    form = GameOptionsForm()
    qtbot.addWidget(form)
    game = form.widgets["game"]
    assert game.currentData() == "all-fives"
    game.setCurrentIndex(game.findData("fives-and-threes"))
    game.activated.emit(game.currentIndex())
    assert form.setup().rules == Rules.game("fives-and-threes", 2)
    assert form.widgets["spinner"].currentData() == "none" and form.target.value() == 61
    form.widgets["spinner"].setCurrentIndex(form.widgets["spinner"].findData("first-double"))
    assert game.currentData() == "custom"  # still editable: now a custom game
    assert form.setup().rules.spinner == "first-double" and form.setup().rules.scoring == "fives-and-threes"
    game.setCurrentIndex(game.findData("muggins"))
    game.activated.emit(game.currentIndex())
    assert form.setup().rules == Rules.game("muggins", 2)
    assert game.currentData() == "muggins"


def test_the_usual_target_follows_the_game(qtbot):
    """Play-test: "Usual target" was unticked at 61 under Fives and Threes, whose usual target
    is 61 (RULES.md, "Named games"); it follows the scoring, and back to 250 for All Fives."""
    from allfives_qt.game_setup import game_of, options_of, usual_target

    form = GameOptionsForm()
    qtbot.addWidget(form)
    game = form.widgets["game"]
    game.setCurrentIndex(game.findData("fives-and-threes"))
    game.activated.emit(game.currentIndex())
    assert form.usual_target.isChecked() and form.target.value() == 61
    assert form.options()["target"] is None and form.setup().rules.target == 61
    assert game_of(form.options()) == "fives-and-threes"
    # A game of Fives and Threes saved before (target 61 written out) shows the box ticked too.
    form.set_options({**form.options(), "target": 61})
    assert form.usual_target.isChecked() and game.currentData() == "fives-and-threes"
    # Another spinner: a custom game, still scored by fives and threes: still 61.
    form.widgets["spinner"].setCurrentIndex(form.widgets["spinner"].findData("first-double"))
    assert game.currentData() == "custom" and form.usual_target.isChecked()
    assert form.target.value() == 61
    # Three players of Fives and Threes: still 61 (the game's target, not the players').
    form.players.setCurrentIndex(form.players.findData(3))
    assert form.target.value() == 61 and form.setup().rules.target == 61
    # Back to All Fives: the usual target is the players' again.
    game.setCurrentIndex(game.findData("all-fives"))
    game.activated.emit(game.currentIndex())
    assert form.usual_target.isChecked() and form.target.value() == 200
    # A typed target is kept, and is no longer the usual one.
    form.target.setValue(61)
    assert not form.usual_target.isChecked() and form.setup().rules.target == 61
    assert usual_target(2, {"scoring": "fives-and-threes"}) == 61 and usual_target(2) == 250
    assert options_of(form.setup())["target"] == 61  # not All Fives' usual target: kept


def test_the_game_shown_follows_every_rule_option_not_the_target(qtbot):
    """Play-test: Muggins chosen, "Usual target" unticked, then the target changed: the game was
    started (and saved) as Custom but the dialog kept showing Muggins. The game shown follows
    the rule options at once, also back to the named game when they match it again. The target
    is agreed apart from the game (play-test pt91 #4: Muggins to 15 was kept in the statistics
    and the history as a Custom game): changing it keeps the game's name."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from allfives_qt.game_setup import rules_game

    d = NewGameDialog()
    qtbot.addWidget(d)
    game = d.form.widgets["game"]
    game.setCurrentIndex(game.findData("muggins"))
    game.activated.emit(game.currentIndex())
    assert game.currentData() == "muggins" and d.usual_target.isChecked()
    d.usual_target.click()  # the box unticked: 250 is still Muggins' target
    assert game.currentData() == "muggins" == rules_game(d.setup().rules)
    QTest.keyClick(d.target, Qt.Key.Key_Up)  # 255
    assert d.target.value() == 255
    assert game.currentData() == "muggins" == rules_game(d.setup().rules)
    QTest.keyClick(d.target, Qt.Key.Key_Down)  # 250 again
    assert game.currentData() == "muggins" == rules_game(d.setup().rules)
    assert d.usual_target.isChecked()  # play-test pt50 #5: it stayed unticked at the usual 250
    d.target.setValue(15)
    assert game.currentData() == "muggins" == rules_game(d.setup().rules)
    assert d.setup().rules.target == 15
    claims = d.form.widgets["claims"]  # another option: custom, and back
    d.target.setValue(250)
    claims.setCurrentIndex(claims.findData("automatic"))
    assert game.currentData() == "custom" == rules_game(d.setup().rules)
    claims.setCurrentIndex(claims.findData("muggins"))
    assert game.currentData() == "muggins" == rules_game(d.setup().rules)


def test_every_target_the_settings_take_is_shown_as_it_is(qtbot):
    """Play-test pt94 #4: settings holding a target of 1 (taken: 1 to 1000) showed 5 in the New
    game dialog, whose Skip then started a game to 1."""
    from allfives_qt.storage.settings import MAX_TARGET

    for target in (1, 3, 61, MAX_TARGET):
        d = NewGameDialog(Settings(target=target).setup())
        qtbot.addWidget(d)
        assert d.form.target.value() == target and d.setup().rules.target == target
    assert Settings.from_dict({"target": 0})[1] == ["target"]  # and below, a bad value


def test_the_target_takes_the_plural_form_of_its_number(qtbot, qapp):
    """Play-test pt117 #4: Russian read "61 очков" (Fives and Threes' target), not "61 очко";
    English "1 points". The word around the number follows the number's plural form."""
    from allfives_qt import i18n

    form = GameOptionsForm(default_options())
    qtbot.addWidget(form)
    try:
        for language, shown in (("en", {1: "1 point", 61: "61 points"}),
                                ("ru", {1: "1 очко", 61: "61 очко", 62: "62 очка", 250: "250 очков"})):
            i18n.install_language(qapp, language)
            for value, text in shown.items():
                form.target.setValue(value)
                assert form.target.text() == text, (language, value)
                assert form.target.value() == value  # and read back as the number
    finally:
        i18n.install_language(qapp, "en")


def test_the_claims_rule_says_muggins_goes_one_way_against_computer_players(qtbot, qapp):
    """Play-test pt133 #1: "Claim your points, or an opponent calls Muggins" gave no hint that
    computer players always claim their own points, so a player looked for a call to make that
    never comes. The rule's box and its Muggins item say so, in the language in use."""
    from PySide6.QtCore import Qt

    from allfives_qt import i18n

    form = GameOptionsForm()
    qtbot.addWidget(form)
    claims = form.widgets["claims"]
    tip = claims.itemData(claims.findData("muggins"), Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("Computer players always claim their own points") and "Muggins!" in tip
    assert claims.toolTip() == tip
    try:
        i18n.install_language(qapp, "ru")
        qtbot.waitUntil(lambda: claims.toolTip() != tip, timeout=2000)
        assert claims.toolTip().startswith("Компьютерные игроки")
    finally:
        i18n.install_language(qapp, "en")

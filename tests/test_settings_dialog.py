"""The Settings dialog (issue 6, item 2): shows the settings, edits them, saves on OK only."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from allfives_qt.storage import CANNOT_WRITE, CORRUPT, DISK_FULL, Issue, Paths, Settings, Storage
from allfives_qt.ui.settings_dialog import SettingsDialog, describe_storage_issue


def test_dialog_shows_the_given_settings(qtbot):
    s = Settings(language="he", players=3, levels=("hard", "easy", "expert"), target=150,
                 hand_size="seven-five", animation="fast", auto_draw=True, hints=False,
                 tile_size="small")
    dlg = SettingsDialog(s)
    qtbot.addWidget(dlg)
    assert dlg.settings() == s
    assert dlg.language.currentData() == "he" and dlg.players.currentData() == 3
    assert dlg.tile_size.currentData() == "small" and dlg.tile_size.currentText() == "Small"
    assert not dlg.partnerships.isEnabled()  # only with 4 players
    assert dlg.level_boxes[1].isEnabled() and not dlg.level_boxes[2].isEnabled()
    assert dlg.target.value() == 150 and not dlg.default_target.isChecked()
    assert dlg.windowTitle() == "Settings"
    assert dlg.buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == "Cancel"


def test_editing_and_ok_saves_through_storage(qtbot, tmp_path):
    storage = Storage(Paths(tmp_path))
    dlg = SettingsDialog(storage.load_settings(), storage)
    qtbot.addWidget(dlg)
    dlg.players.setCurrentIndex(dlg.players.findData(4))
    assert dlg.partnerships.isEnabled()
    dlg.partnerships.setChecked(False)
    dlg.level_boxes[2].setCurrentIndex(dlg.level_boxes[2].findData("expert"))
    dlg.default_target.setChecked(False)
    dlg.target.setValue(300)
    dlg.animation.setCurrentIndex(dlg.animation.findData("off"))
    dlg.hints.setChecked(False)
    dlg.tile_size.setCurrentIndex(dlg.tile_size.findData("large"))
    dlg.language.setCurrentIndex(dlg.language.findData("sw"))
    with qtbot.waitSignal(dlg.settingsAccepted) as sig:
        dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dlg.result() == QDialog.DialogCode.Accepted
    expected = Settings(language="sw", players=4, partnerships=False,
                        levels=("medium", "medium", "expert"), target=300, animation="off", hints=False,
                        tile_size="large")
    assert sig.args == [expected]
    assert Storage(Paths(tmp_path)).load_settings() == expected


def test_cancel_saves_nothing_and_restore_defaults_resets_widgets(qtbot, tmp_path):
    storage = Storage(Paths(tmp_path))
    dlg = SettingsDialog(Settings(players=3, animation="slow"), storage)
    qtbot.addWidget(dlg)
    dlg.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert dlg.settings() == Settings()
    assert dlg.target.value() == 250  # the usual target for 2 players, shown
    dlg.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    assert dlg.result() == QDialog.DialogCode.Rejected
    assert not storage.paths.settings_file.exists()


def test_without_a_storage_the_folder_row_leaves_nothing_behind(qtbot):
    """Without a storage (the demo) the folder row's label, path and button were made with no
    parent and never placed: three widgets left behind by each Settings opened (play-test
    pt118 #4, bench_memory.py --dialogs)."""
    from PySide6.QtWidgets import QApplication

    def unowned() -> set:
        return {w for w in QApplication.topLevelWidgets() if w.parentWidget() is None}

    before = unowned()
    dlg = SettingsDialog(Settings(), None)
    qtbot.addWidget(dlg)
    dlg.show()
    assert not dlg.folder_button.isVisible() and not dlg.folder_path.isVisible()
    assert unowned() - before == {dlg}


def test_language_change_event_retranslates(qtbot):
    dlg = SettingsDialog(Settings())
    qtbot.addWidget(dlg)
    dlg.setWindowTitle("stale")
    QCoreApplication.sendEvent(dlg, QEvent(QEvent.Type.LanguageChange))
    assert dlg.windowTitle() == "Settings"
    assert dlg.players.itemText(1) == "3 players"


def test_storage_issues_become_one_sentence_naming_the_kept_file():
    text = describe_storage_issue(Issue(CORRUPT, "autosave", "not-json", "/d/autosave.json",
                                        "/d/autosave.json.corrupt-20260101T000000Z"))
    assert "autosave.json.corrupt-20260101T000000Z" in text and "%1" not in text
    text = describe_storage_issue(Issue(CANNOT_WRITE, "statistics", DISK_FULL, "/data/x/statistics.json"))
    assert "/data/x" in text and "full" in text


def test_a_file_where_the_data_folder_should_be_is_named_as_the_cause(tmp_path):
    """Play-test pt111: with the data folder a regular file, the messages named autosave.json
    (which cannot exist there) and said it could not be opened."""
    from allfives_qt.engine.game import Game
    from allfives_qt.engine.rules import Rules
    from allfives_qt.storage import SavedGame
    from allfives_qt.ui.sentences import shown_path

    paths = Paths(root=tmp_path)
    paths.data_dir.parent.mkdir(parents=True, exist_ok=True)
    paths.data_dir.write_text("not a folder", encoding="utf-8")
    st = Storage(paths)
    assert st.load_game() is None
    st.save_game(SavedGame(Game(Rules.make(2), 5), (None, "easy"), "id1"))
    issues = st.take_issues()
    assert {issue.kind for issue in issues} >= {"cannot-read", CANNOT_WRITE}
    for issue in issues:
        told = describe_storage_issue(issue)
        assert told.startswith(shown_path(paths.data_dir) + " is a file") and "autosave" not in told
    assert paths.data_dir.read_text(encoding="utf-8") == "not a folder"  # left as it is
    stats = Issue("cannot-read", "statistics", "unreadable", str(tmp_path / "s.json"))  # as before
    assert "is a file" not in describe_storage_issue(stats)


def test_a_saved_game_too_large_to_read_is_said_to_be_so(tmp_path):
    """Play-test pt111 #4: an autosave past the size of a record (made outside the game) was
    refused with the sentence of a damaged file, which said nothing of why."""
    from allfives_qt.engine.record import MAX_RECORD_BYTES

    paths = Paths(root=tmp_path)
    paths.data_dir.mkdir(parents=True)
    paths.autosave_file.write_bytes(b" " * (MAX_RECORD_BYTES + 1))
    st = Storage(paths)
    assert st.load_game() is None
    [issue] = st.take_issues()
    told = describe_storage_issue(issue)
    assert told.startswith("The saved game could not be read; the file was kept as")
    assert told.endswith("It is larger than any file of its kind the game reads.")
    damaged = Issue(CORRUPT, "autosave", "not-json", "/d/autosave.json", "/d/a.corrupt")
    assert "larger" not in describe_storage_issue(damaged)


def test_animation_speeds_have_the_view_menus_names_and_order(qtbot, qapp):
    """Play-test pt43 #4: View -> Animation speed offered Slow, Normal, Fast, Instant, and the
    Settings dialog No animation, Fast, Normal, Slow. Both now name them alike, slowest first, in
    every language."""
    import re

    from allfives_qt import i18n
    from allfives_qt.ui.menus import SPEED_NAMES

    dlg = SettingsDialog(Settings())
    qtbot.addWidget(dlg)
    try:
        for code in i18n.LANGUAGES:
            i18n.install_language(qapp, code)
            shown = [dlg.animation.itemText(i) for i in range(dlg.animation.count())]
            menu = [re.sub(r"\s*\(&\w\)|&", "", QCoreApplication.translate("MainWindow", text))
                    for text in SPEED_NAMES.values()]
            assert shown == menu, code
            assert [dlg.animation.itemData(i) for i in range(dlg.animation.count())] == list(
                SPEED_NAMES)
    finally:
        i18n.install_language(qapp, "en")


def test_the_sound_is_shown_and_restore_defaults_turns_it_on_in_view(qtbot):
    """Play-test pt52 #4: the dialog did not show View -> Sound, yet Restore defaults (and any
    OK) turned the sound back on. Play-test pt138 #4: a player looked for the sound in Settings.
    It is shown now, as View -> Sound leaves it; OK keeps it, and Restore defaults turns it on
    where the player sees it."""
    d = SettingsDialog(Settings(sound=False, hints=False, animation="fast"))
    qtbot.addWidget(d)
    assert not d.sound.isChecked() and d.sound.text() == "Play sounds (View, Sound)"
    assert d.settings().sound is False and d.settings().hints is False
    got = []
    d.settingsAccepted.connect(got.append)
    d.sound.setChecked(True)
    assert d.settings().sound is True
    d.sound.setChecked(False)
    d.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert d.sound.isChecked() and d.settings() == Settings()  # every setting back to its default
    d.accept()
    assert got == [Settings()]


def test_after_settings_the_status_bar_drops_a_refusal_they_answered(window, qtbot):
    """Play-test pt52 #5: with Undo turned back on in Settings, the status bar still said "Undo
    is turned off in the settings."; the table's own sentence comes back."""
    from allfives_qt.controller import GameSetup
    from allfives_qt.engine.rules import Rules
    from gameplay import wait_person

    w = window
    w.apply_settings(w.settings._replace(undo=False))
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 5))
    wait_person(qtbot, w)
    assert not w.undo()
    assert w.statusBar().currentMessage() == "Undo is turned off in the settings."
    w._settings_accepted(w.settings._replace(undo=True))
    assert w.statusBar().currentMessage() == w.scene.last_message != ""


def test_the_dialog_names_the_games_folder_and_opens_it(qtbot, tmp_path, monkeypatch):
    """Play-test pt69 #7: nothing in the window said where the games are kept. Settings names the
    folder of the autosave, history and statistics, with Open folder (the desktop's file manager);
    the button waits until the folder exists, and the demo (no storage) shows no such row."""
    from PySide6.QtGui import QDesktopServices

    storage = Storage(Paths(tmp_path))
    dlg = SettingsDialog(Settings(), storage)
    qtbot.addWidget(dlg)
    folder = storage.paths.data_dir
    assert dlg.folder_label.text() == "Games kept in:"
    assert dlg.folder_path.text().strip("\u2066\u2069") == str(folder)
    assert not folder.exists() and not dlg.folder_button.isEnabled()
    assert "first game is saved" in dlg.folder_button.toolTip()  # greyed, and why (pt70 #7)
    folder.mkdir(parents=True)
    dlg = SettingsDialog(Settings(), storage)
    qtbot.addWidget(dlg)
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    assert dlg.folder_button.isEnabled() and dlg.folder_button.text() == "Open folder"
    dlg.folder_button.click()
    assert [u.toLocalFile() for u in opened] == [str(folder)] and dlg.folder_button.toolTip() == ""
    # No file manager took it (pt70 #7: nothing happened): a message says so and where to look.
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: False)
    assert not dlg.open_folder()
    assert dlg.folder_box.isVisible() and "select it to copy it" in dlg.folder_box.text()
    dlg.folder_box.accept()
    demo = SettingsDialog(Settings())
    qtbot.addWidget(demo)
    assert not demo.open_folder() and demo.folder_path.isHidden()  # no folder row in the demo


def test_ok_in_settings_on_the_persons_turn_leaves_draw_and_hint_as_they_were(window, qtbot):
    """Play-tests pt75 #1 and pt76 #2: Settings -> OK on the person's turn, nothing changed, left
    Hint (and, with no tile that fits, Draw) greyed out for the rest of the turn: the buttons
    were updated while the game still waited behind the dialog."""
    from allfives_qt.controller import GameSetup
    from allfives_qt.engine.rules import Rules
    from gameplay import wait_person

    w = window
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 5))
    wait_person(qtbot, w)
    c = w.controller
    assert c.human_turn() and w.hint_button.isEnabled()
    draw = w.draw_button.isEnabled()
    dialog = w.show_settings()
    assert not c.human_turn()  # the game waits behind the dialog
    dialog.accept()
    assert c.human_turn()
    assert w.hint_button.isEnabled() and w.draw_button.isEnabled() == draw
    dialog = w.show_settings()
    dialog.reject()
    assert w.hint_button.isEnabled()


def test_after_settings_a_sentence_no_setting_answered_stays(window, qtbot):
    """Play-test pt76 #2: after Settings -> OK the status bar brought back the table's older
    sentence ("Your last play and every move after it were taken back…") over a newer one."""
    from allfives_qt.controller import GameSetup
    from allfives_qt.engine.rules import Rules
    from gameplay import wait_person

    w = window
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 5))
    wait_person(qtbot, w)
    w.show_message("1-4")  # the keyboard's tile, say: newer than the table's sentence
    assert w.scene.last_message not in ("", "1-4")
    w._settings_accepted(w.settings)
    assert w.statusBar().currentMessage() == "1-4"

"""The window's files in one helper (issue 10, item 2): the autosave of the game being played,
saving the settings, the window's geometry, Game -> Save record / Open record, and the one
sentence the player is told about each problem with a file.

:class:`Persistence` works for a :class:`~allfives_qt.ui.main_window.MainWindow` (its parent): it
writes nothing without a :class:`~allfives_qt.storage.Storage` or in the demo, and tells each
problem once, in the :class:`~.notice_bar.NoticeBar` above the table and in the status bar.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QObject, Qt, Signal

from allfives_qt.storage import CANNOT_WRITE, Storage
from allfives_qt.storage.settings import Settings

from .sentences import shown_path

if TYPE_CHECKING:  # games, records and the file dialogs are imported when first used (issue 14)
    from PySide6.QtWidgets import QFileDialog

    from allfives_qt.storage import SavedGame

    from .notice_bar import NoticeBar

# How long a sentence about the player's files stays in the status bar, in milliseconds (a plain
# comment: lupdate would hand a '#:' one to the translators with the next sentence).
ISSUE_MS = 20000
# How long "Game record saved as …" stays there, in milliseconds.
SAVED_MS = 8000


class Persistence(QObject):
    """The files of one window. ``window``: the main window (its controller, replay mode, status
    bar and message boxes are used); ``storage``: the player's files, or None (tests, the
    self-test: nothing is read or written); ``persist``: whether to write (False in the demo).

    Attributes: :attr:`session` (the :class:`SavedGame` being autosaved), :attr:`messages`
    (the sentences told about the files since the notice bar was last closed), :attr:`notice`
    (the :class:`~.notice_bar.NoticeBar`, built when first needed).
    """

    # A file problem was met, perhaps on the files' worker thread: told on the window's thread.
    issueFound = Signal()

    def __init__(self, window, storage: Storage | None, persist: bool) -> None:
        super().__init__(window)
        self.window = window
        self.storage = storage
        self.persist = persist
        if storage is not None:
            self.issueFound.connect(self.tell_issues, Qt.ConnectionType.QueuedConnection)
            storage.issues.on_added = self._issue_found
        self.session: SavedGame | None = None
        self.messages: list[str] = []
        # What says each of :attr:`messages` again in another language (:meth:`retranslate`).
        self._makers: list[Callable[[], str]] = []
        self._notice: NoticeBar | None = None
        # What says the note about the record in the replay viewer, while it is told.
        self._replay_note: Callable[[], str] | None = None
        # The sentences of :attr:`messages` that tell of failed writes (their makers), with the
        # files (``autosave``, ``statistics``...) whose writes failed: each goes once every one
        # of its files was written again (:meth:`_drop_mended`).
        self._failed_writes: dict[Callable[[], str], set[str]] = {}

    @property
    def record_folder(self) -> str | None:
        """The folder of the last record saved or opened, kept in the settings from one start to
        the next (play-test: Save record started in the documents folder at each start); None
        before any."""
        return self.window.settings.record_folder or None

    @record_folder.setter
    def record_folder(self, folder: str) -> None:
        self.window._remember(record_folder=folder)

    def _issue_found(self) -> None:
        """:attr:`IssueLog.on_added`: tell the problem once the window's thread is free (an
        autosave written on the worker thread met it; play-test pt91 #2)."""
        try:
            self.issueFound.emit()
        except RuntimeError:  # the window is gone (a last write after it closed)
            pass

    @property
    def notice(self) -> NoticeBar:
        """The :class:`~.notice_bar.NoticeBar`, built the first time it is asked for and put above
        the table (the window's :meth:`~.main_window.MainWindow.place_notice`): hidden until a
        file problem is told, it need not cost the window's first paint (issue 14)."""
        if self._notice is None:
            from .notice_bar import NoticeBar

            self._notice = NoticeBar()
            self._notice.close_button.clicked.connect(self._read)
            self.window.place_notice(self._notice)
        return self._notice

    def replay_left(self) -> None:
        """The record shown in the replay viewer is no longer on the table (the replay closed,
        or another game took its place): its note (a review that could not be read) is taken out
        of the notice bar, which hides when nothing is left (play-test pt62 #3: it stayed over the
        live game and over other records)."""
        make, self._replay_note = self._replay_note, None
        if make is not None and make in self._makers:
            self._forget([make])

    def _forget(self, makers: list[Callable[[], str]]) -> None:
        """Take the sentences of ``makers`` out of the notice bar, which hides when nothing is
        left."""
        for make in makers:
            i = self._makers.index(make)
            del self._makers[i], self.messages[i]
            self._failed_writes.pop(make, None)
        if self._notice is not None and not self._notice.isHidden():
            if self.messages:
                self._notice.tell(self.messages)
            else:
                self._notice.hide()

    def _drop_mended(self) -> None:
        """Take out of the notice bar the sentences of failed writes whose files have all been
        written since (play-test pt127 #5: "The disk is full... Play goes on without saving."
        stayed while the game was saved again, play after play)."""
        issues = self.storage.issues
        mended = [make for make, files in self._failed_writes.items()
                  if not any(issues.failing(f) for f in files)]
        if mended:
            self._forget(mended)

    def _read(self) -> None:
        """The player closed the notice bar: its sentences are read. A problem met again is told
        again, and the closed sentences do not come back with a new one (play-test pt62 #1: a
        second autosave failure was not told at all; #2: old ones came back, saving had mended)."""
        self.messages.clear()
        self._makers.clear()
        self._failed_writes.clear()
        self._replay_note = None
        if self.window.replaying:  # the replay's step again (pt70 #6: the status bar was left blank)
            self.window.replay_mode.say_step()

    # ---------------------------------------------------------------- problems
    def tell_issues(self) -> list[str]:
        """Tell the player, one sentence each, about the file problems the storage met since the
        last call (the notice bar, and the status bar); a sentence still in the notice bar is not
        told again. Return the new sentences."""
        if self.storage is None:
            return []
        self._drop_mended()
        texts, makers = [], []
        for issue in self.storage.take_issues():
            from .settings_dialog import describe_storage_issue  # only when there is an issue
            text = describe_storage_issue(issue)
            # Several files in one folder that cannot be written make the same sentence: once.
            if text not in self.messages and text not in texts:
                texts.append(text)
                makers.append(lambda issue=issue: describe_storage_issue(issue))
            if issue.kind == CANNOT_WRITE:
                make = (self._makers + makers)[(self.messages + texts).index(text)]
                self._failed_writes.setdefault(make, set()).add(issue.file)
        self._tell(texts, makers)
        return texts

    def tell_once(self, make: Callable[[], str]) -> None:
        """Show the sentence ``make()`` gives (in the language of the moment; called again when
        the language changes) in the notice bar, with the file problems told so far, and in the
        status bar, unless it was told already."""
        text = make()
        if text not in self.messages:
            self._tell([text], [make])

    def _tell(self, texts: list[str], makers: list[Callable[[], str]]) -> None:
        """Add ``texts`` to the notice bar's sentences and show the last in the status bar."""
        if texts:
            self.messages.extend(texts)
            self._makers.extend(makers)
            self.notice.tell(self.messages)
            self.window.statusBar().showMessage(texts[-1], ISSUE_MS)

    def retranslate(self) -> None:
        """Say the notice bar's sentences again in the language of the moment (play-test pt59
        #4: they stayed English while its Close button changed)."""
        self.messages = [make() for make in self._makers]
        if self._notice is not None and not self._notice.isHidden():
            self._notice.tell(self.messages)

    def abandon(self, saved: SavedGame | None = None) -> None:
        """The person leaves the unfinished game ``saved`` (default: the one being autosaved) for
        a new one: it is kept in the history and counted in the statistics as abandoned, once
        the person has played, drawn or passed in it (play-test pt66 #4: games only the
        computers had played in counted as played and lost)."""
        saved = saved or self.session
        if self.persist and saved is not None and not saved.game.over and saved.person_acted:
            self.storage.abandon_game(saved)
            self.tell_issues()

    # ---------------------------------------------------------------- settings
    def save_settings(self, settings: Settings) -> None:
        """Save ``settings`` (when this window writes files) and tell any problem."""
        if self.persist:
            self.storage.save_settings(settings)
            self.tell_issues()

    # ---------------------------------------------------------------- autosave
    def autosave(self) -> None:
        """After a play, draw, pass, deal or end: write the autosave, count finished hands and
        games in the statistics, keep a finished game in the history (never in the demo nor in
        a replay), then tell the player about any file problem."""
        c = self.window.controller
        if not self.persist or c.passive or c.game is None:
            return
        if self.session is None or self.session.game is not c.game:
            self.session = _new_saved(c)
        self.session.undos = c.undos
        self.storage.game_changed(self.session)
        if self.session.game.over and self.session.person_acted:
            self.finished = self.session
        self.tell_issues()

    # The last game the person played in that ended in this window (see :meth:`at_stake`).
    finished: SavedGame | None = None

    def at_stake(self) -> tuple[SavedGame | None, bool]:
        """The game quitting now would lose, and whether it is over: the person's unfinished game
        (:meth:`~.main_window.MainWindow.unfinished_game`) while neither its autosave nor a
        history file keeps it; else the last game that ended here while the writes of both its
        autosave and its history file failed (a play-test of the thirty-third session: such a
        game, finished, was offered at the next start from an older autosave, at an older
        score, and was not in the history); else ``(None, False)``. Call after :meth:`Storage.flush`."""
        issues = self.storage.issues
        if not issues.failing("autosave"):
            return None, False
        game = self.window.unfinished_game()
        if game is not None:
            return game, False
        if self.finished is not None and issues.failing("history") and not self.window.demo:
            return self.finished, True
        return None, False

    def keep_review(self, saved: SavedGame, review: dict) -> None:
        """Keep ``review`` (a record's ``review`` object) with ``saved``: in the autosave while it is
        the game being played, and in its history file once the game is over or was left, and in
        the history (never in the demo; a record opened from elsewhere keeps it only while it is
        shown)."""
        saved.review = review
        if self.session is not None and self.session is not saved and \
                self.session.game_id == saved.game_id:
            # The same game read back from its history file (History -> Show in replay of the game
            # just finished): the window's own copy keeps the review too, or it would write its
            # older review over this one (play-test pt18 C).
            self.session.review = review
        if not self.persist:
            return
        if saved is self.session:
            self.storage.game_changed(saved)
        elif saved.game.over or saved.abandoned:  # a game left unfinished too (pt146 #1)
            self.storage.flush()  # the game's history file may still be on its way to the disk
            from allfives_qt.storage.history import add_to_history

            # Only a game of the history: a record opened from elsewhere and reviewed in the
            # replay viewer is not the player's own game, and stays out of it.
            add_to_history(self.storage.paths.history_dir, saved, self.storage.issues,
                           only_there=True)
        self.tell_issues()

    def _save_game_now(self) -> None:
        """Write the autosave of the game being played (in the replay viewer: the game that waits
        behind it) once more."""
        w = self.window
        c, live = w.controller, (w.replay_mode.live if w.replaying else None)
        if not w.replaying and c.game is not None and not c.passive:
            self.autosave()
        elif self.session is not None and live is not None and self.session.game is live[1]:
            self.storage.game_changed(self.session)

    def hold_close(self, event) -> bool:
        """Whether the window must not close yet (``event``: its QCloseEvent, then ignored): the
        person has played in a game that is not over, and its autosave could not be written
        even now, so the next start could not offer it. The player is asked first (play-test
        pt91 #2: such a game was lost on quitting without a word): Quit closes the window,
        Keep playing (the default, and Escape's) keeps it open, and Save record… saves its
        record elsewhere (Game -> Save record) and closes once the record is written. The same
        question, said of a finished game, is asked for a game whose end could not be kept
        (:meth:`at_stake`)."""
        if self.quit_anyway or not self.persist:
            return False
        self.storage.flush()
        if self.at_stake()[0] is None:
            return False  # written as every play is: the usual close writes it once more
        self._save_game_now()  # the folder may have been mended meanwhile
        self.storage.flush()
        game, over = self.at_stake()
        if game is None:
            return False
        event.ignore()
        if self.quit_box is None or not self.quit_box.isVisible():
            self.quit_box = self._ask_quit(game, over)
        self.quit_box.raise_()
        return True

    # Set when the player chose to quit with a game that cannot be saved (:meth:`hold_close`).
    quit_anyway = False
    quit_box = None  # the question of :meth:`hold_close`, while it is open

    def _ask_quit(self, game: SavedGame, over: bool):
        """The question of :meth:`hold_close` about ``game`` (``over``: it ended)."""
        from PySide6.QtWidgets import QMessageBox

        from .questions import ask

        w = self.window
        flow = w.controller.hold()  # nobody plays behind the question (play-test pt94)

        def quit_now() -> None:
            self.quit_anyway = True
            w.close()

        def answered(quit_chosen: bool) -> None:
            self.quit_box = None  # deleted next (:func:`.questions.ask`); asked again if need be
            w.controller.release(flow)
            if quit_chosen:
                quit_now()

        box = ask(w, self.tr("Quit"),
                  self.tr("The end of your last game could not be saved, so it is not in your "
                          "history, and the next start may offer it from an earlier play. Quit "
                          "anyway?") if over else
                  self.tr("This game could not be saved, so it cannot be offered when you start "
                          "again. Quit anyway?"),
                  self.tr("Save record… keeps a record of it in another folder, which Game › Open "
                          "record can replay."),
                  self.tr("Quit"), self.tr("Keep playing"), answered, default_first=False)
        box.quit_button, box.keep_button = box.first_button, box.second_button
        box.save_button = box.addButton(self.tr("Save record…"), QMessageBox.ButtonRole.ActionRole)
        # The game that cannot be saved, also when the replay viewer shows another record
        # (play-test pt94 #1: Save record… wrote the record on show, and the game was lost).
        # Not saved after all: the question again (play-test pt111 #3: the game went on).
        box.save_button.clicked.connect(lambda: self.ask_save_record(quit_now, game, w.close))
        return box

    def save_on_close(self) -> None:
        """Write the autosave of the game being played once more as the window closes, so it is
        offered on the next start exactly where it stands (in the replay viewer: the game that
        waits behind it); then the window's geometry; then wait for the files still being
        written on the storage's worker."""
        if not self.persist:
            return
        self._save_game_now()
        w = self.window
        history = w.history_place  # where the last History was closed (None: not opened)
        self.storage.save_window(bytes(w.saveGeometry()), bytes(w.saveState()),
                                 None if history is None else bytes(history))
        self.storage.close()  # what the worker still holds is written before the program ends

    # Whether :meth:`restore_window` put the window back where it was (else it keeps its first
    # size: see :func:`~allfives_qt.app.fit_to_screen`).
    window_restored = False

    def restore_window(self) -> None:
        """Put the window where it was (when this window writes files)."""
        if not self.persist:
            return
        saved = self.storage.load_window()
        if not saved:
            return  # a first start: no QByteArray (its enums) before the first paint (issue 14)
        from PySide6.QtCore import QByteArray

        if "geometry" in saved:
            self.window_restored = self.window.restoreGeometry(QByteArray(saved["geometry"]))
        if "state" in saved:
            self.window.restoreState(QByteArray(saved["state"]))
        if "history" in saved:
            self.window.history_place = QByteArray(saved["history"])

    # ------------------------------------------------------------ record files
    def record_game(self) -> SavedGame | None:
        """What Game -> Save record writes: the record shown in the replay, else the game being
        played (None before any game)."""
        w = self.window
        if w.replaying:
            return w.replay_mode.saved
        c = w.controller
        if c.game is None:
            return None
        if self.session is not None and self.session.game is c.game:
            return self.session
        return _new_saved(c)

    def _file_dialog(self, title: str, save: bool) -> QFileDialog:
        from PySide6.QtCore import QDir, QStandardPaths
        from PySide6.QtWidgets import QFileDialog

        w = self.window
        dialog = QFileDialog(w, title)
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave if save
                             else QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile if save
                           else QFileDialog.FileMode.ExistingFile)
        # (Play-test pt61 #3: in Hebrew the pattern read "(json.*)"; the note below says why.)
        #: Keep the pattern in brackets last. In a right-to-left language, put U+200E (left-to-right mark) just before its opening bracket, so that it reads "(*.json)".
        dialog.setNameFilters([self.tr("Game records (*.json)"), self.tr("All files (*)")])
        dialog.setDefaultSuffix("json")
        labels = {QFileDialog.DialogLabel.LookIn: self.tr("Look in:"),
                  QFileDialog.DialogLabel.FileName: self.tr("File name:"),
                  QFileDialog.DialogLabel.FileType: self.tr("Files of type:"),
                  QFileDialog.DialogLabel.Accept: self.tr("Save") if save else self.tr("Open"),
                  QFileDialog.DialogLabel.Reject: self.tr("Cancel")}
        for which, text in labels.items():
            dialog.setLabelText(which, text)
        # The folder of the last record saved or opened in this window, else the documents
        # folder (play-test pt17: Save and Open each started in a folder of their own).
        folder = self.record_folder
        if not folder or not QDir(folder).exists():
            folder = QStandardPaths.writableLocation(
                QStandardPaths.StandardLocation.DocumentsLocation)
        if not folder or not QDir(folder).exists():
            folder = QDir.homePath()
        dialog.setDirectory(folder)
        _fit_columns(dialog)
        dialog.setIconProvider(_icons())
        dialog.fileSelected.connect(lambda path: setattr(self, "record_folder",
                                                         os.path.dirname(path)))
        dialog.finished.connect(lambda _r: w.focus_table())
        w.file_dialog = dialog
        return dialog

    def ask_save_record(self, then: Callable[[], None] | None = None,
                        saved: SavedGame | None = None,
                        failed: Callable[[], None] | None = None) -> None:
        """Game -> Save record…: choose a file, then :meth:`save_record` of ``saved`` (default:
        :meth:`record_game`); ``then()`` follows once the record is written, ``failed()`` when
        no file was chosen or once the message telling why it could not be written is closed."""
        w = self.window
        if (saved or self.record_game()) is None:
            w.show_message(self.tr("There is no game to save yet."))
            return
        dialog = self._file_dialog(self.tr("Save game record"), True)
        dialog.selectFile("allfives-" + time.strftime("%Y-%m-%d-%H%M") + ".json")
        dialog.fileSelected.connect(
            lambda path: self.save_record(path, saved, failed) and then and then())
        if failed is not None:
            dialog.rejected.connect(failed)
        w.wait_behind(dialog)

    def save_record(self, path: str, saved: SavedGame | None = None,
                    failed: Callable[[], None] | None = None) -> bool:
        """Write the record of ``saved`` (default: :meth:`record_game`) at ``path``; a failure is
        told in one sentence, and ``failed()`` follows once that message is closed. Return
        whether the file was written."""
        w = self.window
        saved = saved or self.record_game()
        if saved is None:
            return False
        from allfives_qt.storage.autosave import save_record_file

        result = save_record_file(path, saved)
        if result:
            # For a while: then the table's sentence again (play-test pt124 #6: it stayed, and
            # the turns since yours with it were out of reach until the next choice).
            w.statusBar().showMessage(
                self.tr("Game record saved as %1.").replace("%1", shown_path(path)), SAVED_MS)
            return True
        # Why, in the player's words (play-test pt62 #5: the same sentence for every failure).
        why = {"disk-full": self.tr("The disk is full."),
               "read-only": self.tr("That folder cannot be written to (it is read-only, or "
                                    "not yours).")}.get(result.code) or \
            self.tr("The system says: %1").replace("%1", result.detail or "?")
        failure = self.tr("The game record could not be saved as %1.").replace("%1", shown_path(path))
        # Also in the status bar, in place of an earlier "saved as" (play-test pt119 #5).
        w.show_message(failure)
        box = w._info(self.tr("Save game record"), failure + "\n" + why)
        if failed is not None:
            box.finished.connect(lambda _r: failed())
        return False

    def record_to_open(self, title: str) -> QFileDialog:
        """The file dialog titled ``title`` that chooses a record to read (Open record, Play
        on): in your past games first, until a record is saved or opened elsewhere (play-test
        pt18 D)."""
        dialog = self._file_dialog(title, False)
        if (self.record_folder is None and self.storage is not None
                and self.storage.paths.history_dir.is_dir()):
            dialog.setDirectory(str(self.storage.paths.history_dir))
        return dialog

    def keeps_left_games(self) -> bool:
        """Whether a game the person leaves can be kept in the history now (not while the
        autosave or the history cannot be written: play-test pt99)."""
        issues = self.storage.issues if self.storage is not None else None
        return issues is None or not (issues.failing("autosave") or issues.failing("history"))

    def ask_open_record(self) -> None:
        """Game -> Open record…: choose a file, then :meth:`open_record`."""
        dialog = self.record_to_open(self.tr("Open game record"))
        dialog.fileSelected.connect(self.open_record)
        self.window.wait_behind(dialog)

    def ask_play_on(self) -> None:
        """Game -> Play on from a record…: choose a record file and go on with its game at the
        table (:mod:`.play_on`)."""
        from .play_on import ask_play_on

        ask_play_on(self)

    def open_record(self, path: str) -> bool:
        """Read, check and replay the record file at ``path`` and show it in the replay viewer;
        the record is replayed once, with a progress dialog for a long one. A record that cannot
        be read or breaks the rules opens with the reason in a message box (and nothing else
        changes). Return whether the replay is shown."""
        from allfives_qt.engine.record import RecordError, load_record_file
        from allfives_qt.storage.autosave import saved_game_of

        from PySide6.QtWidgets import QMessageBox, QProgressDialog

        from .replay.steps import ReplaySteps

        w = self.window
        progress = QProgressDialog(self.tr("Reading the game record…"), "", 0, 0, w)
        progress.setCancelButton(None)
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(400)
        progress.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # once closed (pt118 #4)

        def dealt(done: int, hands: int) -> None:
            if done == 1 or done % 25 == 0 or done == hands:
                progress.setMaximum(hands)
                progress.setValue(done)

        try:
            data = load_record_file(path)
            steps = ReplaySteps(data, progress=dealt)
        except RecordError as exc:
            progress.close()
            where = self._why_not_shown(exc)
            w._info(self.tr("Open game record"),
                    self.tr("The record %1 cannot be shown.").replace("%1", shown_path(path)) + "\n" + where,
                    QMessageBox.Icon.Warning)
            return False
        progress.close()
        saved = saved_game_of(data, steps.final)
        # With a kept review's marks; not the hand being played (play-test pt76 #1: it showed
        # the hidden tiles), which enter_replay refuses, saying so.
        if not w.reviews.open_replay(saved, steps, path):
            return False
        self.note_unreadable_review(data.get("review"), saved.setup.human_seat)
        return True

    def note_unreadable_review(self, review, seat: int | None) -> None:
        """Say in the notice bar, while the record stays in the replay viewer, that its kept
        ``review`` (the record's ``review`` value, None when it has none) cannot be used for
        ``seat``, the person's (:func:`~allfives_qt.ai.review.review_unreadable`): its marks are
        not shown. Said for a record opened (play-test pt56 #7) and for a game of the history
        (pt69 #1)."""
        from allfives_qt.ai.review import review_unreadable

        if not review_unreadable(review, seat):
            return

        def said() -> str:
            return self.tr("The review kept in this record could not be read, so its marks "
                           "are not shown: press R to review your plays again.")
        self.tell_once(said)
        self._replay_note = said

    def _why_not_shown(self, exc) -> str:
        """The lines under "The record … cannot be shown." for ``exc`` (a
        :class:`~allfives_qt.engine.record.RecordError`): where it breaks a rule, where the text
        is damaged, a file that cannot be read, or the checker's own reason."""
        if exc.reason.startswith("cannot read "):  # pt62 #6: it may be a record, just unreadable
            return self.tr("The file cannot be read (the system says: %1).").replace(
                "%1", exc.reason.rsplit(": ", 1)[-1])
        if exc.hand is not None and not exc.of_play:
            # A problem of the whole hand is no rule broken at a play: a key missing or unknown
            # (play-test pt78 #6), its deal or starter (pt103 #6: "at hand 1, play 1: bad deal").
            where = (self.tr("Its hand %1 is not written as a game record's hands are:")
                     .replace("%1", QLocale().toString(exc.hand + 1))) + "\n" + exc.reason
        elif exc.hand is not None and exc.play is not None:
            # Counted from 1, as the replay viewer counts them (play-test pt52 #9).
            loc = QLocale()
            where = (self.tr("It breaks the rules at hand %1, play %2:")
                     .replace("%1", loc.toString(exc.hand + 1))
                     .replace("%2", loc.toString(exc.play + 1))) + "\n" + exc.reason
        elif exc.damaged is not None:  # play-test pt20 #9: said in words, not the parser's
            where = (self.tr("The file is damaged or cut short: its text goes wrong at line %1, "
                             "column %2.").replace("%1", str(exc.damaged[0]))
                     .replace("%2", str(exc.damaged[1])))
        elif exc.kind:  # the wrong file, said in the person's language (play-test pt172 #1)
            return self.tr("It is not a game record this program can read:") + "\n" + \
                self._wrong_file(exc.kind, exc.values)
        else:  # not said twice over: "...can read: not a record: ..." (pt59 #5)
            where = (self.tr("It is not a game record this program can read:") + "\n"
                     + exc.reason.removeprefix("not a record: "))
        # The checker's own line is English (pt56 #2), its seats counted from 0 where it
        # names one (pt59 #5: said also of reasons without a seat).
        if exc.damaged is None and "seat" in exc.reason:
            where += "\n" + self.tr("(In the record checker's words; it counts seats from 0, "
                                    "as the file does.)")
        elif exc.damaged is None:
            where += "\n" + self.tr("(In the record checker's words.)")
        return where

    def _wrong_file(self, kind: str, values: tuple[int, ...]) -> str:
        """Why a file is no game record at all, for a :class:`RecordError` of ``kind`` (one of
        :data:`~allfives_qt.engine.record.WRONG_FILE_KINDS`) with its ``values``: in the
        person's language, where the checker's reason is English (play-test pt172 #1: "the
        file is not UTF-8 text" under a Swahili sentence)."""
        loc = QLocale()
        if kind == "too-big":
            size, most = values
            return (self.tr("The file is %1; a game record is at most %2.")
                    .replace("%1", loc.formattedDataSize(size))
                    .replace("%2", loc.formattedDataSize(most)))
        if kind in ("no-version", "version"):
            said = (self.tr("It has no record version.") if kind == "no-version" else
                    self.tr("It was written for another version of the game record format."))
            return said + " " + self.tr("This program reads version %1 records.").replace(
                "%1", loc.toString(values[0]))
        texts = {
            "folder": self.tr("It is a folder, not a file."),
            "not-file": self.tr("It is not a file that can be read from start to end (a device "
                                "or a pipe)."),
            "empty": self.tr("The file is empty."),
            "blank": self.tr("The file holds only blank space."),
            "not-utf8": self.tr("The file is not text: a game record is text (JSON, in UTF-8)."),
            "not-json": self.tr("The file is text, but not JSON: a game record starts with “{”."),
            "not-object": self.tr("The file is JSON, but not a game record: a game record starts "
                                  "with “{”."),
            "format": self.tr("The file is JSON, but not an All Fives game record: a game "
                              "record says “\"format\": \"allfives-record\"”."),
        }
        return texts[kind]


def _new_saved(controller) -> SavedGame:
    """The controller's game as a :class:`SavedGame` with a fresh game id."""
    from allfives_qt.storage.autosave import SavedGame, new_game_id

    return SavedGame(controller.game, tuple(controller.setup.levels), new_game_id())


def _fit_columns(dialog: QFileDialog) -> None:
    """Size the file list's Size, Type and Date columns to their contents each time a folder is
    read: Qt's default widths cut the translated names ("Folder" in Tamil showed as "...")."""
    from PySide6.QtWidgets import QFileSystemModel, QTreeView

    view, model = dialog.findChild(QTreeView), dialog.findChild(QFileSystemModel)
    if view is None or model is None:
        return

    def fit(_folder: str) -> None:
        for column in range(1, model.columnCount()):
            view.resizeColumnToContents(column)
        # ... and the dialog wide enough to show them whole, as far as the screen allows
        # (play-test pt133 #9: the dates were cut short, "6 12 2026 23:3").
        short = sum(view.columnWidth(c) for c in range(model.columnCount())) - view.viewport().width()
        if short > 0:
            room = int(dialog.screen().availableGeometry().width() * 0.9)
            dialog.resize(max(dialog.width(), min(dialog.width() + short + 2, room)), dialog.height())

    model.directoryLoaded.connect(fit)


_ICONS = None


def _icons():
    """The file dialogs' icon provider: a file's type and icon told by its name alone. Qt's own
    reads a file's first bytes to tell its type, and reading some files never ends: as root,
    /proc/kmsg held the window frozen for good when its folder was shown (play-test pt80 #1)."""
    global _ICONS
    if _ICONS is None:
        from PySide6.QtCore import QFileInfo, QMimeDatabase
        from PySide6.QtGui import QIcon
        from PySide6.QtWidgets import QFileIconProvider

        by_name = QMimeDatabase.MatchMode.MatchExtension

        class ByName(QFileIconProvider):
            db = QMimeDatabase()

            def type(self, info: QFileInfo) -> str:
                if not info.isFile():
                    return super().type(info)
                mime = self.db.mimeTypeForFile(info, by_name)
                return mime.comment() or mime.name()

            def icon(self, which):
                if not (isinstance(which, QFileInfo) and which.isFile()):
                    return super().icon(which)
                themed = QIcon.fromTheme(self.db.mimeTypeForFile(which, by_name).iconName())
                return themed if not themed.isNull() else super().icon(QFileIconProvider.IconType.File)

        _ICONS = ByName()
    return _ICONS

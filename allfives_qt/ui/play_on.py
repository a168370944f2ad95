"""Game -> Play on from a record… (play-test pt110 #2: a game saved with Game -> Save record could
only be watched again; Open record shows a replay, every hand face up, and nothing took up the
game where the record stops).

The record file chosen is read and checked as Open record reads it, then its game goes on at the
table where the record stops, exactly as the autosave is resumed (:func:`~allfives_qt.storage.
autosave.saved_game_from_record`: the draws and passes after its last play, the computer players'
levels and the game's id from its ``resume`` when it has one; the person at the first seat and
Medium players otherwise, as the message then says). Nothing of it is shown face up. It goes on
as a game of its own, with a new id (:meth:`~allfives_qt.storage.Storage.take_up`), counting only
the hands played on. A game being played that the person has played in is first left as New game
leaves it (asked, then kept in the history as abandoned), the record's own game too; a record of
that game where it stands now changes nothing. A finished game, one without a seat for a person
and one whose target is past the highest a game here can have are refused with the reason, and
so is a record that cannot be read. A record without a seed deals its later hands from a new one.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from .sentences import shown_path


def ask_play_on(files) -> None:
    """Choose a record file (:meth:`~.persistence.Persistence.record_to_open`), then
    :func:`play_on` of it; ``files``: the window's :class:`~.persistence.Persistence`."""
    dialog = files.record_to_open(
        QCoreApplication.translate("Persistence", "Play on from a game record"))
    dialog.fileSelected.connect(lambda path: play_on(files, path))
    files.window.wait_behind(dialog)


def saved_of_file(path: str):
    """The :class:`~allfives_qt.storage.SavedGame` the record file at ``path`` goes on with, as
    the autosave's resume makes it (a ``resume`` that does not fit its plays: from its last
    play, as replay does). Raises :class:`~allfives_qt.engine.record.RecordError` for a file
    that cannot be read or is no valid record."""
    from allfives_qt.engine.record import load_record_file
    from allfives_qt.storage.autosave import saved_game_to_go_on

    return saved_game_to_go_on(load_record_file(path))


def play_on(files, path: str) -> bool:
    """Go on at the table with the game of the record file at ``path`` (see the module's
    docstring); return whether it is on the table, or waits on the question to leave the game
    in progress."""
    from PySide6.QtWidgets import QMessageBox

    from allfives_qt.engine.record import RecordError

    from .questions import ask_leave_game

    w = files.window
    title = QCoreApplication.translate("Persistence", "Play on from a game record")
    refused = QCoreApplication.translate("Persistence", "The record %1 cannot be played on.")
    refused = refused.replace("%1", shown_path(path))
    try:
        saved = saved_of_file(path)
    except RecordError as exc:
        w._info(title, refused + "\n" + files._why_not_shown(exc), QMessageBox.Icon.Warning)
        return False
    why = _why_not_taken_up(saved)
    if why is not None:
        w._info(title, refused + "\n" + why, QMessageBox.Icon.Information)
        return False
    left = w.unfinished_game()
    if left is None:
        _go_on(files, saved)
        return True
    if left.game_id == saved.game_id and _same_place(left.game, saved.game):
        # Nothing to take up (play-test pt115 #5: the game was left and taken up again, counted
        # as abandoned and as a new game, and marked as if Undo had been used).
        if w.replaying:
            w.replay_mode.leave()  # back to the game behind the replay
        w.show_message(QCoreApplication.translate(
            "Persistence", "The record is of the game being played, as it stands now: the game "
                           "goes on as it is."))
        w.focus_table()
        return True

    def answered(leave: bool) -> None:
        if w._closing:
            return
        if leave:
            files.abandon(left)
            if left.game_id == saved.game_id:  # its plays since the record are taken back
                saved.undos = max(saved.undos, left.undos) + 1  # as Undo would (pt113 #1)
            _go_on(files, saved)
        else:
            w.focus_table()

    # Asked also when the record is of the game being played (play-test pt112 #2: going back to
    # an earlier record of it took back plays without a word, Undo or not).
    question = QCoreApplication.translate(
        "Persistence", "Leave the game in progress and play on from the record?")
    w.abandon_box = ask_leave_game(w, answered, files.keeps_left_games(), title, question)
    return True


def _why_not_taken_up(saved) -> str | None:
    """Why the game of ``saved`` cannot be played on here, or None: it is over, no seat is a
    person's, or its target is past the highest a game here can have (play-test pt115 #3: a
    game to 1,000,000 grew past the size of a record that can be read back, and was lost)."""
    from allfives_qt.storage.settings import MAX_TARGET

    if saved.game.over:
        return QCoreApplication.translate(
            "Persistence", "Its game is over: Game › Open record shows it again.")
    if saved.setup.human_seat is None:
        return QCoreApplication.translate(
            "Persistence", "No seat of its game is a person's: every player is a computer player.")
    if saved.game.rules.target > MAX_TARGET:
        loc = QLocale()
        return (QCoreApplication.translate(
            "Persistence", "Its target, %1, is past the highest a game here can have, %2.")
                .replace("%1", loc.toString(saved.game.rules.target))
                .replace("%2", loc.toString(MAX_TARGET)))
    return None


def _same_place(game, other) -> bool:
    """Whether the engine games ``game`` and ``other`` stand at the same place of the same game:
    the same record (deals, plays, draws and passes), tiles drawn and seat to act."""
    return (game.to_record() == other.to_record() and game.hand.drawn == other.hand.drawn
            and game.hand.turn == other.hand.turn)


def standing(saved) -> str:
    """Where the game of ``saved`` stands, as the resume question says it: the game's name, its
    hand and each side's score ("All Fives: Hand 2, scores: You 35 · Top player 20.")."""
    from allfives_qt.game_setup import GameSetup, rules_game

    from .option_names import game_names
    from .sentences import side_scores

    g, loc = saved.game, QLocale()
    scores = side_scores(GameSetup(g.rules, tuple(saved.levels)), g.scores)
    return (game_names().get(rules_game(g.rules), "") + ": "
            + QCoreApplication.translate("MainWindow", "Hand %1, scores: %2.")
            .replace("%1", loc.toString(len(g.logs))).replace("%2", scores))


def _go_on(files, saved) -> None:
    """Put ``saved`` on the table as a game of its own (:meth:`~allfives_qt.storage.Storage.
    take_up`: a new id, the hands it holds counted already; :meth:`MainWindow.resume_saved`)
    and say where it stands."""
    w = files.window
    if not saved.game.seed_known:  # its later hands from a seed of their own, not seed 0's
        saved.game.reseed()
    if files.persist and files.storage is not None:
        files.storage.take_up(saved)
    else:
        from allfives_qt.storage.autosave import new_game_id

        saved.game_id, saved.abandoned = new_game_id(), False
    w.resume_saved(saved)
    w.show_message(QCoreApplication.translate("Persistence", "The game of the record goes on. %1")
                   .replace("%1", standing(saved)))
    if saved.levels_guessed:  # play-test pt112 #5: it went on as Medium without a word; in the
        # notice bar, which stays (pt116 #1: at a hand's end the results took the status bar)
        files.tell_once(lambda: QCoreApplication.translate(
            "Persistence", "The record does not say how well its computer players played: "
                           "Medium players play on for them."))

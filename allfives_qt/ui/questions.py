"""The window's message boxes, built one way: a question with two answers (resume a saved game,
leave the game in progress), window-modal, the safe answer the default and Escape giving it too,
so that no game is ever dropped by a stray key; and a message with one Close button."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:  # QMessageBox is imported when a box opens: its enums are not built at start-up
    from PySide6.QtWidgets import QMessageBox, QWidget


def ask(parent: QWidget, title: str, text: str, informative: str, first: str, second: str,
        answered: Callable[[bool], None], default_first: bool = True) -> QMessageBox:
    """Open (window-modal) a question box titled ``title`` with ``text`` and ``informative``, and
    buttons ``first`` (accept role) and ``second`` (reject role); the default, which Escape also
    gives, is ``first`` unless ``default_first`` is False. When it closes, ``answered(True)``
    follows the first button and ``answered(False)`` the second (or Escape on it). The buttons
    are ``box.first_button`` and ``box.second_button``. The box is deleted once answered, back
    in the event loop (as :func:`inform`'s: play-test pt118 #4)."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(title)
    box.setText(text)
    box.setInformativeText(informative)
    box.first_button = box.addButton(first, QMessageBox.ButtonRole.AcceptRole)
    box.second_button = box.addButton(second, QMessageBox.ButtonRole.RejectRole)
    default = box.first_button if default_first else box.second_button
    box.setDefaultButton(default)
    box.setEscapeButton(default)
    box.finished.connect(lambda _r: (
        answered((box.clickedButton() or default) is box.first_button), box.deleteLater()))
    box.open()
    return box


def inform(parent: QWidget, title: str, text: str, close: str, icon: QMessageBox.Icon | None,
           closed: Callable[[], None]) -> QMessageBox:
    """Open (window-modal) a message box titled ``title`` telling ``text`` with ``icon`` (None: no
    icon) and one button ``close``; ``closed()`` follows when it closes, and the box is deleted
    once back in the event loop: a closed box kept hidden held its text in the language it was
    opened in, which the next language's font then laid out (play-test pt118 #4: Tamil in the
    Hebrew font, "OpenType support missing"), and each box was kept until the window closed."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.NoIcon if icon is None else icon)
    box.setWindowTitle(title)
    box.setText(text)
    box.addButton(close, QMessageBox.ButtonRole.AcceptRole)
    box.finished.connect(lambda _r: (closed(), box.deleteLater()))
    box.open()
    return box


def ask_leave_game(parent: QWidget, answered: Callable[[bool], None],
                   kept: bool = True, title: str | None = None,
                   question: str | None = None) -> QMessageBox:
    """Ask (:func:`ask`) whether to leave the game in progress for a new one: Leave it
    (``box.leave_button``, ``answered(True)``) or Keep playing (``box.keep_button``, the default
    and Escape's, ``answered(False)``). ``kept``: whether the game left can be kept in the
    history (False while the player's files cannot be written: play-test pt99, it was promised
    and then not kept). ``title`` and ``question``: the box's own, for another way to leave it
    than New game (default: New game's)."""
    box = ask(parent, title or QCoreApplication.translate("MainWindow", "New game"),
              question or QCoreApplication.translate(
                  "MainWindow", "Leave the game in progress and start a new one?"),
              QCoreApplication.translate("MainWindow", "The game you leave is kept in your history "
                                         "and counted in your statistics as abandoned.") if kept else
              QCoreApplication.translate("MainWindow", "Your files cannot be written now, so the "
                                         "game you leave cannot be kept in your history; Game › "
                                         "Save record can keep it in another folder first."),
              QCoreApplication.translate("MainWindow", "Leave it"),
              QCoreApplication.translate("MainWindow", "Keep playing"), answered,
              default_first=False)
    box.leave_button, box.keep_button = box.first_button, box.second_button
    return box

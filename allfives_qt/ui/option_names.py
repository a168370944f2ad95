"""The names a player reads for the computer levels and the rule options of RULES.md ("Players,
seats and turns", "The end of a hand", "Winning"), shared by the New game, Settings and Statistics
dialogs so that each name is written, and translated, once."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox


def level_names() -> dict[str, str]:
    """Translated name of each computer level (:data:`allfives_qt.game_setup.LEVELS`)."""
    return {"easy": QCoreApplication.translate("OptionNames", "Easy"),
            "medium": QCoreApplication.translate("OptionNames", "Medium"),
            "hard": QCoreApplication.translate("OptionNames", "Hard"),
            "expert": QCoreApplication.translate("OptionNames", "Expert")}


def hand_size_names() -> dict[str, str]:
    """Translated name of each ``hand_size`` rule."""
    return {"standard": QCoreApplication.translate(
                "OptionNames", "Standard (9 each for 2 players, 7 for 3, 5 for 4)"),
            "five": QCoreApplication.translate("OptionNames", "Five each"),
            "seven-five": QCoreApplication.translate(
                "OptionNames", "Seven each for 2 players, five for 3 or 4")}


def end_of_hand_names() -> dict[str, str]:
    """Translated name of each ``end_of_hand`` rule."""
    return {"each-subtracts": QCoreApplication.translate(
                "OptionNames", "Each player loses the pips left in hand"),
            "winner-collects": QCoreApplication.translate(
                "OptionNames", "The side that goes out collects the others' pips")}


def win_names() -> dict[str, str]:
    """Translated name of each ``win`` rule."""
    return {"immediate": QCoreApplication.translate("OptionNames", "At once when a side reaches the target"),
            "end-of-hand": QCoreApplication.translate("OptionNames", "At the end of the hand, highest score")}


def name_items(box: QComboBox, names: dict[str, str]) -> None:
    """Set the text of each item of ``box`` from ``names`` by the item's data (the option's value
    as RULES.md writes it); an item with no name keeps its value as text."""
    for i in range(box.count()):
        value = box.itemData(i)
        box.setItemText(i, names.get(value, value))

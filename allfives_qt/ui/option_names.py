"""The names a player reads for the computer levels and the rule options of RULES.md ("Players,
seats and turns", "The end of a hand", "Winning"), shared by the New game, Settings and Statistics
dialogs so that each name is written, and translated, once."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox

from .sentences import seat_name


def level_names() -> dict[str, str]:
    """Translated name of each computer level a seat may have
    (:data:`allfives_qt.game_setup.SEAT_LEVELS`: the levels offered, and the reference levels
    ``random`` and ``greedy`` that a demo or a command line may seat)."""
    return {"easy": QCoreApplication.translate("OptionNames", "Easy"),
            "medium": QCoreApplication.translate("OptionNames", "Medium"),
            "hard": QCoreApplication.translate("OptionNames", "Hard"),
            "expert": QCoreApplication.translate("OptionNames", "Expert"),
            "random": QCoreApplication.translate("OptionNames", "Random"),
            "greedy": QCoreApplication.translate("OptionNames", "Greedy")}


def computer_players(rules, shown: int, human: int | None, levels, names: dict[str, str]) -> str:
    """The computer players of a game and their levels, as History and About this deal list them:
    "Left player (Hard), Top player (Expert)" (a partner too, by its name "Partner").
    ``rules``: the game's rules; ``shown``: the seat drawn at the bottom; ``human``: the person's
    seat (None: none); ``levels``: a level per seat, None for the person's; ``names``:
    :func:`level_names` (passed in, so a list of many games translates them once)."""
    partner = rules.partnerships and human is not None
    return ", ".join(seat_name(seat, rules.players, shown, False, partner) + " ("
                     + names.get(level, level) + ")"
                     for seat, level in enumerate(levels) if level is not None)


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
                "OptionNames", "The side that goes out collects the others' pips"),
            "go-out-point": QCoreApplication.translate(
                "OptionNames", "One point to the side that goes out (or has the fewest pips)")}


def game_names() -> dict[str, str]:
    """Translated name of each named game (RULES.md, "Named games") and of ``custom``."""
    return {"all-fives": QCoreApplication.translate("OptionNames", "All Fives"),
            "muggins": QCoreApplication.translate("OptionNames", "Muggins"),
            "fives-and-threes": QCoreApplication.translate("OptionNames", "Fives and Threes"),
            "custom": QCoreApplication.translate("OptionNames", "Custom")}


def scoring_names() -> dict[str, str]:
    """Translated name of each ``scoring`` rule."""
    return {"fives": QCoreApplication.translate("OptionNames", "Multiples of 5 score their count"),
            "fives-and-threes": QCoreApplication.translate(
                "OptionNames", "Fives and threes: count / 5 plus count / 3")}


def spinner_names() -> dict[str, str]:
    """Translated name of each ``spinner`` rule."""
    return {"first-double": QCoreApplication.translate("OptionNames", "The first double is the spinner"),
            "none": QCoreApplication.translate("OptionNames", "No spinner: one line")}


def claims_names() -> dict[str, str]:
    """Translated name of each ``claims`` rule."""
    return {"automatic": QCoreApplication.translate("OptionNames", "Points are scored at once"),
            "muggins": QCoreApplication.translate(
                "OptionNames", "Claim your points, or an opponent calls Muggins")}


def draw_names() -> dict[str, str]:
    """Translated name of each ``draw`` rule."""
    return {"when-stuck": QCoreApplication.translate("OptionNames", "Only when no tile fits"),
            "at-will": QCoreApplication.translate("OptionNames", "At will, before playing")}


def reserve_names() -> dict[int, str]:
    """Translated name of each ``boneyard_reserve`` value."""
    return {0: QCoreApplication.translate("OptionNames", "Every tile may be drawn"),
            2: QCoreApplication.translate("OptionNames", "The last two tiles are never drawn")}


def after_block_names() -> dict[str, str]:
    """Translated name of each ``after_block`` rule."""
    return {"random": QCoreApplication.translate("OptionNames", "A player chosen at random"),
            "lowest": QCoreApplication.translate("OptionNames", "The player with the fewest pips"),
            "same": QCoreApplication.translate("OptionNames", "The same player again")}


def win_names() -> dict[str, str]:
    """Translated name of each ``win`` rule."""
    return {"immediate": QCoreApplication.translate("OptionNames", "At once when a side reaches the target"),
            "end-of-hand": QCoreApplication.translate("OptionNames", "At the end of the hand, highest score")}


def name_items(box: QComboBox, names: dict) -> None:
    """Set the text of each item of ``box`` from ``names`` by the item's data (the option's value
    as RULES.md writes it); an item with no name keeps its value as text."""
    for i in range(box.count()):
        value = box.itemData(i)
        box.setItemText(i, names.get(value, str(value)))

"""The texts of Game -> About this deal and Help -> About (issue 3), kept out of the main window.

Their strings stay in the translation context ``MainWindow``, where they were written first.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QGuiApplication

from allfives_qt import __version__
from allfives_qt.game_setup import RULE_CHOICES, rules_game, seed_shown

from .option_names import computer_players, game_names, level_names

translate = QCoreApplication.translate


def deal_text(game, players: str, setup=None) -> str:
    """What About this deal says of ``game`` (an engine ``Game``): its seed, how to deal it again
    (``allfives-qt --seed`` or the New game dialog's seed, with the same players and rules: the
    seed alone does not set them; play-test pt17 #6), the game (All Fives, Muggins, Fives and
    Threes or Custom), ``players`` (its number of players in words: the window's plural "%n
    players"), its target and hand number, and with ``setup`` (the game's
    :class:`~allfives_qt.game_setup.GameSetup`) its computer players and their levels (play-test
    pt49 #6: the game and the levels the seed needs were not named), after :func:`rule_lines`.
    A game replayed from a record that gives no seed (``game.seed_known`` False), or a seed that
    did not deal its hands (:meth:`Game.seed_deals`), says so instead of how to deal it again."""
    r, seed = game.rules, seed_shown(game.seed, QGuiApplication.isRightToLeft())
    played = game_names().get(rules_game(r), "")
    computers = "".join("\n" + line for line in rule_lines(r))
    if setup is not None:  # with a heading (play-test pt134 #9: a bare "Top player (Hard)")
        computers += "\n" + translate("MainWindow", "Computer players: %1").replace(
            "%1", computer_players(r, setup.shown_seat, setup.human_seat, setup.levels,
                                   level_names()))
    if game.seed_deals():
        dealt = (translate("MainWindow", "This game was dealt from seed %1.").replace("%1", seed) + "\n"
                 # The command on a line of its own: a narrow box broke it at "--" (pt57 #6).
                 # The seed alone does not set the players and rules (play-test pt133 #2: the
                 # command was read as bringing back a custom game's rules).
                 + translate("MainWindow", "To play the same deals again, choose seed %1 and the "
                                           "same players and rules in the New game dialog (the "
                                           "seed alone does not set them). This command opens it "
                                           "with the seed:\nallfives-qt --seed %1")
                 .replace("%1", seed))
    elif game.seed_known:  # a record's seed that did not deal its hands, or deals only the
        # hands after the record's own (a game played on from one without a seed: pt115 #4)
        # (not "the record gives": a record without one gets a seed when played on, pt116 #4)
        dealt = translate("MainWindow", "Seed %1 does not deal all of this game's hands: those "
                                        "it does not deal are its record's own.").replace(
            "%1", seed)
    else:  # a record that gives no seed (play-test pt85 #1: it said "seed 0", which deals others)
        dealt = translate("MainWindow", "This game's record gives no seed: its deals are the "
                                        "record's own, and no seed deals them again.")
    return (dealt + "\n\n" + played + ": " + players + ", "
            + translate("MainWindow", "target %1").replace("%1", QLocale().toString(r.target)) + ", "
            + translate("MainWindow", "hand %1 of this game")
            .replace("%1", QLocale().toString(len(game.logs))) + computers)


def about_deal_text(window, players: str) -> str:
    """What Game -> About this deal says in ``window`` (the main window, with a game on its
    table; ``players``: its number of players in words): :func:`deal_text` of that game, with its
    computer players unless it is a record replayed that gave none (play-test pt85 #1: the
    replay's default levels were named as its players)."""
    game, replay = window.controller.game, window.replay_mode if window.replaying else None
    known = replay is None or replay.saved.levels_known
    return deal_text(game, players, window.controller.setup if known else None)


def rule_lines(rules) -> list[str]:
    """The lines About this deal gives the rules beyond the game's name, players and target, as
    the New game dialog names them ("Spinner: No spinner: one line"): with 4 players whether they
    play in partnerships (play-test pt50 #3b), and in any game but All Fives each rule choice
    that is not RULES.md's default, the first value of its
    :data:`~allfives_qt.game_setup.RULE_CHOICES`, then that every other rule is All Fives' (play-
    test pt114 #7: Muggins named none of its rules)."""
    from .game_options import FORM_OPTIONS

    custom, lines = rules_game(rules) != "all-fives", []
    for option in FORM_OPTIONS:
        if option.key == "partnerships" and rules.players == 4:
            value = (option.names()[True] if rules.partnerships else translate(
                "MainWindow", "No: each player scores alone"))
        elif option.key in RULE_CHOICES and custom:
            value = getattr(rules, option.key)
            if value == RULE_CHOICES[option.key][0]:
                continue
            value = option.names()[value]
        else:
            continue
        lines.append(option.label() + " " + value)
    if custom:  # play-test pt53 #6: is the rest the usual game's?
        lines.append(translate("MainWindow", "Every other rule as in %1.").replace(
            "%1", game_names()["all-fives"]))
    return lines


def about_text(game) -> str:
    """The text of Help -> About: name and version, what the game is, its licence and the seed of
    ``game``, the deal on the table (None: no deal; no seed when its record gave none, or one that
    did not deal its hands)."""
    lines = [translate("MainWindow", "All Fives %1").replace("%1", __version__),
             translate("MainWindow", "A dominoes game for one person against computer players: "
                                     "score points whenever the open ends of the layout add up to "
                                     "a multiple of five."),
             translate("MainWindow", "Licence: GNU General Public License, version 3 or later "
                                     "(GPL-3.0-or-later)."),
             ]
    if game is not None and game.seed_deals():
        lines.append(translate("MainWindow", "This deal: seed %1. With the same players and rules, "
                                             "this command deals it again:\nallfives-qt --seed %1")
                     .replace("%1", seed_shown(game.seed, QGuiApplication.isRightToLeft())))
    return "\n\n".join(lines)

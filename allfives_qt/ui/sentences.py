"""Sentences about the game for people: names of seats, sides and open ends, and the reason an
intent was refused. One home for these words, used by the table scene, the status bar, the
hand-end panel and the main window.

Every string belongs to the ``"TableScene"`` translation context (where it lived first), so the
translation files keep their entries. Nothing here holds state; each function reads the
application's current language when called.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QObject, Qt
from PySide6.QtGui import QGuiApplication

from allfives_qt.engine.hand import LEAD, count_points
from allfives_qt.engine.tiles import NAMES, PIPS, parse_halves, tile_id

# Translation context of every sentence here.
CONTEXT = "TableScene"

# Seat names by place (the person's own is "You"; the top seat is "Partner" in partnerships).
_SEATS = {
    "you": QT_TRANSLATE_NOOP("TableScene", "You"),
    "bottom": QT_TRANSLATE_NOOP("TableScene", "Bottom player"),
    "partner": QT_TRANSLATE_NOOP("TableScene", "Partner"),
    "left": QT_TRANSLATE_NOOP("TableScene", "Left player"),
    "top": QT_TRANSLATE_NOOP("TableScene", "Top player"),
    "right": QT_TRANSLATE_NOOP("TableScene", "Right player"),
}

# Partnership names: (the person's side, the other) and, without a person, (shown side, other).
_SIDES = (
    (QT_TRANSLATE_NOOP("TableScene", "Your side"), QT_TRANSLATE_NOOP("TableScene", "Opponents")),
    (QT_TRANSLATE_NOOP("TableScene", "Bottom and top"),
     QT_TRANSLATE_NOOP("TableScene", "Left and right")),
)

# End names, arms W, E, N, S in order.
_ENDS = (
    QT_TRANSLATE_NOOP("TableScene", "the left end"),
    QT_TRANSLATE_NOOP("TableScene", "the right end"),
    QT_TRANSLATE_NOOP("TableScene", "the top end"),
    QT_TRANSLATE_NOOP("TableScene", "the bottom end"),
)
#: Where a lead goes, named as an open end is: "6-6 on the empty table".
_CENTRE = QT_TRANSLATE_NOOP("TableScene", "the empty table")
# End names by where the end lies on the screen (allfives_qt.ui.table_frame.END_PLACES).
_PLACES = {
    "top-left": QT_TRANSLATE_NOOP("TableScene", "the end at the top left"),
    "top": QT_TRANSLATE_NOOP("TableScene", "the end at the top"),
    "top-right": QT_TRANSLATE_NOOP("TableScene", "the end at the top right"),
    "left": QT_TRANSLATE_NOOP("TableScene", "the end on the left"),
    "right": QT_TRANSLATE_NOOP("TableScene", "the end on the right"),
    "bottom-left": QT_TRANSLATE_NOOP("TableScene", "the end at the bottom left"),
    "bottom": QT_TRANSLATE_NOOP("TableScene", "the end at the bottom"),
    "bottom-right": QT_TRANSLATE_NOOP("TableScene", "the end at the bottom right"),
}

# Refusal reasons: engine IllegalMove codes and the controller's EXTRA_REASONS.
_REASONS = {
    "hand-over": QT_TRANSLATE_NOOP("TableScene", "The hand is over."),
    "wrong-seat": QT_TRANSLATE_NOOP("TableScene", "It is not your turn yet."),
    "tile-not-in-hand": QT_TRANSLATE_NOOP("TableScene", "That tile is not in your hand."),
    "end-not-open": QT_TRANSLATE_NOOP(
        "TableScene", "That end is not open yet: both sides of the spinner must be covered "
                      "first."),
    "halves-do-not-match": QT_TRANSLATE_NOOP(
        "TableScene", "That tile does not match the end: one of its halves must have the "
                      "end's pips."),
    "fits-nowhere": QT_TRANSLATE_NOOP("TableScene", "That tile fits no open end."),
    "lead-has-end": QT_TRANSLATE_NOOP(
        "TableScene", "The first tile of a hand goes in the centre of the table."),
    "end-missing": QT_TRANSLATE_NOOP("TableScene", "Choose an end for the tile."),
    "can-play": QT_TRANSLATE_NOOP(
        "TableScene", "You hold a tile that fits: play it; you may only draw when nothing "
                      "fits."),
    "boneyard-empty": QT_TRANSLATE_NOOP("TableScene", "The boneyard is empty: pass."),
    "boneyard-not-empty": QT_TRANSLATE_NOOP(
        "TableScene", "You may not pass while the boneyard has tiles: draw one."),
    "computer-seat": QT_TRANSLATE_NOOP("TableScene", "A computer player has this seat."),
    "busy": QT_TRANSLATE_NOOP("TableScene", "Wait until the last move has been shown."),
    "must-draw": QT_TRANSLATE_NOOP(
        "TableScene", "None of your tiles fits an open end: draw from the boneyard."),
    "must-pass": QT_TRANSLATE_NOOP(
        "TableScene", "None of your tiles fits and the boneyard is empty: pass."),
    "no-end": QT_TRANSLATE_NOOP("TableScene", "Drop the tile on a lit end."),
    "game-over": QT_TRANSLATE_NOOP("TableScene", "The game is over: start a new game."),
    "replay": QT_TRANSLATE_NOOP(
        "TableScene", "This is a replay: nothing can be played. Close the replay to go back "
                      "to your game."),
    "nothing-to-claim": QT_TRANSLATE_NOOP("TableScene", "There are no points to claim now."),
    "must-pass-reserve": QT_TRANSLATE_NOOP(
        "TableScene", "None of your tiles fits and only the reserve is left in the boneyard (its "
                      "tiles are never drawn): pass."),
    "reserve-only": QT_TRANSLATE_NOOP(
        "TableScene", "Only the reserve is left in the boneyard, and its tiles are never drawn: "
                      "pass."),
    "reserve-only-play": QT_TRANSLATE_NOOP(
        "TableScene", "Only the reserve is left in the boneyard, and its tiles are never drawn: "
                      "play a tile that fits."),
    "boneyard-empty-play": QT_TRANSLATE_NOOP(
        "TableScene", "The boneyard is empty: play a tile that fits."),
    "reserve-only-lead": QT_TRANSLATE_NOOP(
        "TableScene", "Only the reserve is left in the boneyard, and its tiles are never drawn: "
                      "play any tile to the centre of the table."),
    "boneyard-empty-lead": QT_TRANSLATE_NOOP(
        "TableScene", "The boneyard is empty: play any tile to the centre of the table."),
    "lead-any": QT_TRANSLATE_NOOP("TableScene", "Your lead: play any tile to the centre of the table."),
    "can-play-pass": QT_TRANSLATE_NOOP(
        "TableScene", "You hold a tile that fits: play it; you may pass only when nothing fits "
                      "and nothing is left to draw."),
    "same-side": QT_TRANSLATE_NOOP("TableScene", "You cannot call Muggins on your own side."),
    "muggins-own-points": QT_TRANSLATE_NOOP(
        "TableScene", "These are your own points: claim them with C (or the Claim button)."),
    "muggins-not-next": QT_TRANSLATE_NOOP(
        "TableScene", "Only the next player to act may call Muggins! on these points."),
    "muggins-computers-claim": QT_TRANSLATE_NOOP(
        "TableScene", "Nothing to call: Muggins! takes points an opponent did not claim, and "
                      "computer players always claim their own points."),
    "muggins-none-waiting": QT_TRANSLATE_NOOP(
        "TableScene", "Nothing to call: Muggins! takes points the player before you did not "
                      "claim, and none are waiting."),
}
_NOT_ALLOWED = QT_TRANSLATE_NOOP("TableScene", "That move is not allowed.")

# Hints without points now: %1 the tile, %2 the end. Keys: see hint_sentence().
_HINTS = {
    "safe": QT_TRANSLATE_NOOP(
        "TableScene", "Play %1 on %2: it scores nothing now, but it leaves your opponent the "
                      "fewest points."),
    "safe-next": QT_TRANSLATE_NOOP(
        "TableScene", "Play %1 on %2: it scores nothing now, but it leaves the next player the "
                      "fewest points."),
    "ahead": QT_TRANSLATE_NOOP(
        "TableScene", "Play %1 on %2: it scores nothing now, but looking a few turns ahead it "
                      "is the best play."),
    "ahead-none": QT_TRANSLATE_NOOP(
        "TableScene", "Play %1 on %2: no play scores now; looking a few turns ahead this one is "
                      "the best."),
    "out": QT_TRANSLATE_NOOP("TableScene", "Play %1 on %2: it is your last tile, so it ends the "
                                           "hand."),
    "wins": QT_TRANSLATE_NOOP("TableScene", "Play %1 on %2: it reaches the target, so it wins the "
                                            "game."),
    "only": QT_TRANSLATE_NOOP("TableScene", "Play %1 on %2: it is your only play."),
    # One tile on like ends (play-test pt155 #7: "your only choice" beside two lit ends).
    "like": QT_TRANSLATE_NOOP("TableScene", "Play %1 on %2 or on another lit end: the open ends "
                                            "come out the same either way, so it makes no "
                                            "difference which."),
}


class HintWords(QObject):
    """The hints for a play that scores now, with the plural forms of ``%n`` (play-test pt7 #7: a
    language must be able to inflect "points"; pyside6-lupdate marks ``%n`` strings as plurals
    only in a class's ``tr()``)."""

    def scoring(self, kind: str, points: int) -> str:
        """The hint of ``kind`` (:func:`hint_kind`) for a play that scores ``points`` now."""
        if kind == "best":
            return self.tr("Play %1 on %2: it scores %n points, the most you can score now.", "", points)
        if kind == "safe-scores":
            return self.tr("Play %1 on %2: it scores %n points and leaves your opponent the fewest "
                           "points.", "", points)
        if kind == "safe-scores-next":
            return self.tr("Play %1 on %2: it scores %n points and leaves the next player the "
                           "fewest points.", "", points)
        if kind == "only-scores":
            return self.tr("Play %1 on %2: it is your only play, and it scores %n points.", "", points)
        if kind == "like-scores":
            return self.tr("Play %1 on %2 or on another lit end: the open ends come out the same "
                           "either way, so it makes no difference which, and it scores %n "
                           "points.", "", points)
        if kind == "out-scores":
            return self.tr("Play %1 on %2: it scores %n points, and as your last tile it ends the "
                           "hand.", "", points)
        return self.tr("Play %1 on %2: it scores %n points, and looking a few turns ahead it is "
                       "the best play.", "", points)

    def sheds(self, fewest: int) -> str:
        """Another player, ``%3`` (its name: "Right player"), holds only ``fewest`` tiles: the
        hinted play gets rid of ``%1`` ("9 pips"), the lightest play only ``%2`` (play-test
        pt175 #3: "looking a few turns ahead" said nothing a player could check; pt176 #1: "a
        player" did not say which)."""
        return self.tr("%3 holds only %n tiles, so the hand may end soon, and the pips left "
                       "in hand count then: this play gets rid of %1, your lightest play only %2.",
                       "%3: a player's name, as Right player", fewest)

    def pips(self, n: int) -> str:
        """``n`` pips, as :meth:`sheds` names a tile's weight: "9 pips", "1 pip"."""
        return self.tr("%n pips", "", n)

    def forgone(self, points: int) -> str:
        """What a hint that scores less than it could gives up: the play ``%1`` on ``%2`` would
        score ``points`` now (play-test pt16 #1: the hint kept quiet about it)."""
        return self.tr("%1 on %2 would score %n points now, but it is worth less over the rest "
                       "of the hand.", "", points)

    def chooses(self, points: int) -> str:
        """The keyboard's tile ``%1``, which can score ``points`` now: Enter chooses it."""
        return self.tr("%1 can score %n points now: Enter chooses it.", "", points)

    def on_end(self, points: int) -> str:
        """The tile ``%1`` on the lit end ``%2`` the keyboard chose, which scores ``points`` now
        (play-test pt155 #4: the end's number was not said)."""
        return self.tr("%1 on %2 scores %n points now.", "", points)

    def as_good(self, others: int) -> str:
        """That the play ``%1`` on ``%2`` is as good as the hinted one, and ``others`` more are
        too (none: the play alone)."""
        if not others:
            return self.tr("%1 on %2 is just as good.")
        return self.tr("%1 on %2 and %n other plays are just as good.", "", others)


def translated(text: str, n: int = -1) -> str:
    """``text`` translated in the :data:`CONTEXT` context (``n`` for ``%n`` plurals)."""
    return QCoreApplication.translate(CONTEXT, text, None, n)


def whole_percent(share: float) -> int:
    """``share`` (0 to 1) in whole percent, a half rounded up: 7 of 8 is 88, 5 of 8 is 63 (play-test
    pt152 #2: Python's ``round`` takes a half to the even number, and the same chart showed 88%
    and 62%)."""
    return int(100 * share + 0.5 + 1e-9)


def hand_ending(ended: str, out: int, human: int | None, name) -> str:
    """How a hand ended, as its results panel's title says it: when ``ended`` is ``"out"``, "You
    went out." (seat ``out`` is ``human``, the person's) or "%1 went out." with ``name(out)``;
    "The hand is blocked: nobody can play." when ``"blocked"``; "" otherwise (unfinished, or the
    target reached during the hand). The table, the panel and the replay say it alike
    (play-tests pt161 #9, pt164 #5, pt165 #8)."""
    if ended == "blocked":
        return QCoreApplication.translate("HandEndPanel", "The hand is blocked: nobody can play.")
    if ended != "out":
        return ""
    if out == human:
        return QCoreApplication.translate("HandEndPanel", "You went out.")
    return QCoreApplication.translate("HandEndPanel", "%1 went out.").replace("%1", name(out))


def signed_number(value: int) -> str:
    """``value`` in the locale's digits with its sign, "+10" for a gain, "-5" for a loss, "0".
    The signs are the locale's (play-test pt7 #5): Hebrew's carry a left-to-right mark, so a
    right-to-left text still reads "+2", not "2+"."""
    loc = QLocale()
    return (loc.positiveSign() if value > 0 else "") + loc.toString(value)


def shown_path(path) -> str:
    """``path`` (a file or folder, str or Path) for a sentence: kept left to right as a whole
    (Unicode's left-to-right isolate), so a right-to-left sentence shows "/tmp/game.json", not
    "tmp/game.json/" (play-test pt67 #5)."""
    return "\u2066" + str(path) + "\u2069"


def tile_words(written: str) -> str:
    """A tile as a game record writes it (``"5-1"``: the matching half first, RULES.md, "Game
    records") as the screen writes every tile: the low half first (``"1-5"``, the tile's name in
    :data:`~allfives_qt.engine.tiles.NAMES`, as the status bar and the table's sentences write
    it). Records keep their own form; only what is shown changes. Raises ``ValueError`` for a text
    that is no tile."""
    return NAMES[tile_id(*parse_halves(written))]


def seat_place(seat: int, players: int, shown: int) -> str:
    """Where ``seat`` sits on the screen: ``"bottom"``, ``"left"``, ``"top"`` or ``"right"``.

    The shown seat sits at the bottom and play goes clockwise (seat k to k+1): with 2 players the
    other sits at the top, with 3 at the left and right, with 4 left, top, right.
    """
    rel = (seat - shown) % players
    if rel == 0:
        return "bottom"
    return {2: ("top",), 3: ("left", "right"), 4: ("left", "top", "right")}[players][rel - 1]


def seat_name(seat: int, players: int, shown: int, human: bool, partner: bool = False) -> str:
    """A seat's name as people read it: "You" for the person, else by place ("Left player").

    ``shown``: the seat drawn at the bottom; ``human``: whether ``seat`` is the person's;
    ``partner``: call the top seat "Partner" (a partnership game with a person in it).
    """
    place = seat_place(seat, players, shown)
    if place == "bottom" and human:
        place = "you"
    elif place == "top" and partner:
        place = "partner"
    return translated(_SEATS[place])


def others_name(seat: int, view) -> str:
    """The name of ``seat``, another seat than the viewer's, as the viewer reads the table (the
    viewer at the bottom, a partner by that name): what a hint or the review calls it."""
    rules = view.rules
    return seat_name(seat, view.players, view.seat, False,
                     rules is not None and rules.partnerships)


def side_names(rules, human: int | None, shown: int) -> list[str]:
    """Each side's name, side 0 first, as the score panel gives it.

    ``rules``: the game's :class:`~allfives_qt.engine.rules.Rules`; ``human``: the person's seat
    or None (the demo, a replay without a person); ``shown``: the seat drawn at the bottom. In a
    partnership game the sides are "Your side"/"Opponents" (without a person "Bottom and
    top"/"Left and right"); else each side is one seat, named by :func:`seat_name`.
    """
    if rules.partnerships:
        mine = rules.side_of(shown if human is None else human)
        names = _SIDES[human is None]
        return [translated(names[0] if side == mine else names[1]) for side in range(rules.sides)]
    return [seat_name(side, rules.players, shown, side == human) for side in range(rules.sides)]


def side_scores(setup, scores) -> str:
    """Each side's name and score, "You 35 · Top player 20", for a game of ``setup`` (a
    :class:`~allfives_qt.game_setup.GameSetup`: its rules, the person's seat and the seat shown)
    at ``scores`` (one per side), as History and the resume question say them."""
    loc = QLocale()
    names = side_names(setup.rules, setup.human_seat, setup.shown_seat)
    return " · ".join(name + " " + loc.toString(v) for name, v in zip(names, scores))


def end_name(end: int, place: str | None = None) -> str:
    """The name of an open end as people read it.

    ``place``: where the end lies on the screen, one of
    :data:`~allfives_qt.ui.table_frame.END_PLACES` (the table's
    :meth:`~allfives_qt.ui.table_frame.TableFrame.places`); the end is then named by it ("the end
    at the top right"), which stays true after its arm has turned a corner. Without it, by the
    arm W/E/N/S seen from the spinner ("the left end"). :data:`~allfives_qt.engine.hand.LEAD`:
    the empty table (a lead: "6-6 on the empty table")."""
    if end == LEAD:
        return translated(_CENTRE)
    if place is not None:
        return translated(_PLACES[place])
    return translated(_ENDS[end])


def reason_text(code: str) -> str:
    """Turn a reason code (engine :class:`~allfives_qt.engine.hand.IllegalMove` codes, plus the
    controller's :data:`~allfives_qt.controller.EXTRA_REASONS`) into one translated sentence;
    an unknown code gives "That move is not allowed."."""
    return translated(_REASONS.get(code, _NOT_ALLOWED))


def count_texts(count: int, scoring: str) -> tuple[str, str]:
    """The count panel's texts: ``(heading, note)``, the heading "Count 12" and, under
    ``scoring: fives-and-threes``, the note "(fives and threes)" so the table says how counts
    score (RULES.md, option ``scoring``); else an empty note."""
    heading = QCoreApplication.translate("TableScene", "Count %1").replace(
        "%1", QLocale().toString(count))
    if scoring == "fives-and-threes":
        return heading, QCoreApplication.translate("TableScene", "(fives and threes)")
    return heading, ""


class CountWords(QObject):
    """What a count scores, with the plural forms of ``%n`` (only a class's ``tr()`` gets them)."""

    def scores(self, count: int, points: int) -> str:
        """"A count of 15 scores 15 points." (``points`` > 0), else "A count of 16 scores
        nothing."."""
        text = (self.tr("A count of %1 scores %n points.", "", points) if points
                else self.tr("A count of %1 scores nothing."))
        return text.replace("%1", QLocale().toString(count))


def count_sum_text(parts: tuple[int, ...], scoring: str = "fives") -> str:
    """How the count is made, for the info panel's tooltip: "Open ends: 5 + 6 + 4 = 15" from the
    open ends' values (:meth:`~allfives_qt.engine.hand.HandState.count_parts`, pips); "Open ends:
    10" for the lead alone; an empty text before the lead (RULES.md, "Scoring during the hand").
    A second line says what that count scores under ``scoring`` (:func:`count_points`; play-test
    pt84: under fives and threes the sum alone did not teach that 5 scores 1 and 6 scores 2)."""
    if not parts:
        return ""
    loc = QLocale()
    sum_text = " + ".join(loc.toString(p) for p in parts)
    if len(parts) > 1:
        sum_text += " = " + loc.toString(sum(parts))
    if QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft:
        sum_text = "\u2066" + sum_text + "\u2069"  # a sum reads left to right, as the layout lies
    #: the count panel's tooltip; %1 is a sum such as "5 + 6 + 4 = 15" (the open ends' pips)
    made = QCoreApplication.translate("TableScene", "Open ends: %1").replace("%1", sum_text)
    return made + "\n" + CountWords().scores(sum(parts), count_points(sum(parts), scoring))


def hint_kind(facts, players: int) -> str:
    """Which reason a hint gives (a key of the hint sentences), from its
    :class:`~allfives_qt.ai.hints.HintFacts` and the number of players: leaving the next player
    (with 2 players, "your opponent") the fewest points, else scoring the most now, else the
    look-ahead of the computer player that chose it; before those, a last tile ends the hand
    (play-test pt17: "looking a few turns ahead" was said of a play that ended the hand); first of
    all, a play that reaches the target wins the game. After a last tile, a play that is the only
    choice is said to be so (play-test pt19 #3: "looking a few turns ahead" of a forced play), and
    so is one tile whose lit ends leave the same open ends (play-test pt130 #1)."""
    next_player = "" if players == 2 else "-next"
    if facts.wins_game:
        return "wins"
    if facts.goes_out:
        return "out-scores" if facts.points_now else "out"
    if facts.only_play:
        return "only-scores" if facts.points_now else "only"
    if facts.like_ends:
        return "like-scores" if facts.points_now else "like"
    if facts.safest:
        return ("safe-scores" if facts.points_now else "safe") + next_player
    if facts.points_now:
        return "best" if facts.points_now == facts.best_now else "ahead-scores"
    # No play scores now: not "it scores nothing now, but ..." (play-test pt155 #7).
    return "ahead" if facts.best_now else "ahead-none"


def hint_sentence(tile: str, where: str, facts, players: int,
                  forgone: tuple[str, str] | None = None) -> str:
    """The hint in plain words, e.g. "Play 1-4 on the right end: it scores nothing now, but it
    leaves your opponent the fewest points." ``tile``: the tile's name ("1-4"); ``where``: the
    end's name (:func:`end_name`); ``facts``: :class:`~allfives_qt.ai.hints.HintFacts`.
    ``forgone``: the tile's and the end's names of ``facts.best_move``; when the hinted play
    scores less than that one, a second sentence says what it gives up now ("1-3 on the right
    end would score 5 points now, but it is worth less over the rest of the hand.").
    """
    kind = hint_kind(facts, players)
    words = HintWords()
    text = translated(_HINTS[kind]) if kind in _HINTS else words.scoring(kind, facts.points_now)
    text = text.replace("%1", tile).replace("%2", where)
    if forgone is not None and facts.points_now < facts.best_now:
        text += " " + words.forgone(facts.best_now).replace("%1", forgone[0]).replace(
            "%2", forgone[1])
    return text


def sheds_heavier(move, view) -> tuple[int, int, int, int] | None:
    """``(seat, fewest, pips, lightest)`` when another player, ``seat``, holds only ``fewest``
    tiles (at most 2; :func:`~allfives_qt.ai.hints.hand_may_end_soon`),
    the rules count the pips left in hand at the hand's end (RULES.md, "The end of a hand": not
    under ``end_of_hand: go-out-point``) and ``move`` (legal in ``view``, the person's view)
    plays a tile of ``pips`` pips, at least 2 more than the lightest tile playable (``lightest``);
    else None. The review's like reason: :func:`~.replay.review_reasons.sheds_more`."""
    from allfives_qt.ai.hints import hand_may_end_soon

    soon = hand_may_end_soon(view)
    mine, lightest = PIPS[move.tile], min(PIPS[m.tile] for m in view.legal)
    return (*soon, mine, lightest) if soon is not None and mine - lightest >= 2 else None


def hint_alert(move, facts, view, end_label, as_good=()) -> str:
    """The hint the table shows for ``move`` (a :class:`~allfives_qt.engine.hand.Move`) in
    ``view`` (the seat's view): "Hint: " and :func:`hint_sentence`, naming what a play that
    scores more would score now (``facts.best_move``), and, under ``claims: muggins``, that a
    play that scores must then be claimed, but for a last tile, whose points are counted at once
    (RULES.md, "Claims and Muggins!"; play-test pt94: a
    hint said a play won the game, and the points left unclaimed went to the opponent's call);
    ``end_label``: an end's name as the table reads it, ``f(end)``. ``as_good``: other plays
    (Moves, best first) the coach values as highly, the first named (play-test pt151 #2: the
    hint called 2-3 the best play, the review 3-6 as well)."""
    best = facts.best_move
    forgone = None if best is None else (NAMES[best.tile], end_label(best.end))
    text = QCoreApplication.translate("TableScene", "Hint: %1").replace(
        "%1", hint_sentence(NAMES[move.tile], end_label(move.end), facts, view.players, forgone))
    shed = sheds_heavier(move, view) if hint_kind(facts, view.players).startswith("ahead") else None
    if shed is not None:  # a reason a player can check, where "a few turns ahead" gave none
        words = HintWords()
        text += " " + (words.sheds(shed[1]).replace("%1", words.pips(shed[2]))
                       .replace("%2", words.pips(shed[3])).replace("%3", others_name(shed[0], view)))
    if as_good:
        text += " " + HintWords().as_good(len(as_good) - 1).replace(
            "%1", NAMES[as_good[0].tile]).replace("%2", end_label(as_good[0].end))
    # A last tile's points are counted without C (controller._apply_play; play-test pt128 #4).
    if (facts.points_now and not facts.goes_out and view.rules is not None
            and view.rules.claims == "muggins"):
        text += " " + QCoreApplication.translate(
            "TableScene", "Then claim its points with C, before the next player acts.")
    return text


# What the person is told of the tiles just drawn (every one drawn for them by View -> Draw
# automatically is named: play-test pt53 #10), by what comes next: (one tile, several tiles).
# Several: "none of them fits", "the last one fits" (play-test pt57 #1: eight tiles drawn, then
# "it does not fit and nothing is left to draw").
_DRAWN = {
    "again": (QT_TRANSLATE_NOOP("TableScene", "You drew %1; it does not fit either: draw again."),
              QT_TRANSLATE_NOOP("TableScene", "You drew %1; none of them fits either: draw "
                                              "again.")),
    "pass": (QT_TRANSLATE_NOOP("TableScene", "You drew %1; it does not fit and nothing is left to "
                                             "draw: pass."),
             QT_TRANSLATE_NOOP("TableScene", "You drew %1; none of them fits and nothing is left "
                                             "to draw: pass.")),
    "fits": (QT_TRANSLATE_NOOP("TableScene", "You drew %1. It fits: play it."),
             QT_TRANSLATE_NOOP("TableScene", "You drew %1. The last one fits: play it.")),
    "fits-more": (QT_TRANSLATE_NOOP("TableScene", "You drew %1. It fits: you may play it, or draw "
                                                  "again."),
                  QT_TRANSLATE_NOOP("TableScene", "You drew %1. The last one fits: you may play "
                                                  "it, or draw again.")),
    "misfit": (QT_TRANSLATE_NOOP("TableScene", "You drew %1. It does not fit: play a tile that "
                                               "fits."),
               QT_TRANSLATE_NOOP("TableScene", "You drew %1. None of them fits: play a tile that "
                                               "fits.")),
    # Drawn at will before the lead: the lead is still the person's, any tile (pt100 #5).
    "lead": (QT_TRANSLATE_NOOP("TableScene", "You drew %1. Your lead: play any tile to the centre "
                                             "of the table."),) * 2,
    "lead-more": (QT_TRANSLATE_NOOP("TableScene", "You drew %1. Your lead: play any tile to the "
                                                  "centre of the table, or draw again."),) * 2,
    "misfit-more": (QT_TRANSLATE_NOOP("TableScene", "You drew %1. It does not fit: draw again, or "
                                                    "play a tile that fits."),
                    QT_TRANSLATE_NOOP("TableScene", "You drew %1. None of them fits: draw again, "
                                                    "or play a tile that fits.")),
}


def drawn_text(kind: str, tiles: list[int]) -> str:
    """The sentence on ``tiles`` (tile ids, in the order drawn; at least one) that the person just
    drew, naming every one, for what comes next: ``kind`` is ``"again"`` (none fits, draw again),
    ``"pass"`` (none fits, the boneyard is empty), ``"fits"`` / ``"fits-more"`` (the last one fits;
    -more: the person may also draw again, ``draw: at-will``) or ``"misfit"`` / ``"misfit-more"``
    (drawn at will, the last does not fit) or ``"lead"`` / ``"lead-more"`` (drawn at will before
    leading). Raises ``KeyError`` for another kind."""
    text = _DRAWN[kind][len(tiles) > 1]
    return translated(text).replace("%1", ", ".join(NAMES[t] for t in tiles))

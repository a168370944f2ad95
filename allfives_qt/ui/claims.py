"""Claims and "Muggins!" at the table (RULES.md, "Claims and Muggins!"; option ``claims: muggins``).

:class:`ClaimButtons` is the Claim and Muggins! button pair of the window's button bar: Claim is
live after the person's scoring play until the next player acts (also the C key, Game menu), and
Muggins! when the person is about to act and an opponent left points unclaimed (the M key);
otherwise its tooltip (and the M key, through :func:`muggins_refusal`) says why not.
:class:`ClaimTimeBar` is the thin bar along the Claim button's lower edge that shows the claim
window while it is open and empties as the next computer player's wait runs out.
:func:`connect_claim_messages` shows each claim and each Muggins call as a message on the table
(the computer's "Muggins!" included) and reminds the person to claim.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt
from PySide6.QtWidgets import QHBoxLayout, QProgressBar, QPushButton, QWidget

from allfives_qt.controller import MUGGINS_REASONS
from allfives_qt.ui.sentences import reason_text, seat_name, seat_place, tile_words

# How long a Muggins call stays on the table, whatever follows it, in milliseconds: its whole
# time (play-test pt21: held 2.5 s of 3.5, the next sentence took its place before it was read).
MUGGINS_HOLD_MS = 4000


class ClaimTimeBar(QProgressBar):
    """The claim window on the Claim ``button`` (RULES.md, "Claims and Muggins!"): a thin bar
    along the button's lower edge, inside it, shown only while the person may claim.

    :meth:`open_window` shows it full; :meth:`show_left` sets it to the share of the window left
    (the controller's :class:`~allfives_qt.controller_claims.ClaimClock` ticks, so the bar shows
    the very time the computer waits, which does not run while the program is too busy to
    answer); :meth:`shut` hides it. While the next seat is a person the window has no end in
    time: the bar stays full.
    """

    # The bar's range is 0..STEPS (steps of the time left, not milliseconds); its thickness and
    # inset from the button's edges in pixels.
    STEPS = 1000
    THICKNESS = 3
    INSET = 3

    def __init__(self, button: QPushButton) -> None:
        super().__init__(button)
        self.setRange(0, self.STEPS)
        self.setTextVisible(False)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setStyleSheet("QProgressBar { border: none; background: transparent; }"
                           "QProgressBar::chunk { background: palette(highlight); }")
        button.installEventFilter(self)
        self.hide()
        self.retranslate()

    def retranslate(self) -> None:
        """Set the bar's accessible name (again after a change of language)."""
        #: the name a screen reader gives the bar on the Claim button that empties as time runs out
        self.setAccessibleName(QCoreApplication.translate("ClaimButtons",
                                                          "Time left to claim your points"))

    def eventFilter(self, watched, event) -> bool:  # noqa: D102
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._place()
        return False

    def _place(self) -> None:
        r = self.parentWidget().rect()
        self.setGeometry(QRect(r.left() + self.INSET, r.bottom() - self.INSET - self.THICKNESS + 1,
                               max(0, r.width() - 2 * self.INSET), self.THICKNESS))

    def open_window(self) -> None:
        """The person may claim: show the bar full, not running down yet."""
        self.setValue(self.STEPS)
        self._place()
        self.show()
        self.raise_()

    def show_left(self, left_ms: int, total_ms: int) -> None:
        """Show ``left_ms`` of a ``total_ms`` window (milliseconds) as the bar's filled share."""
        share = left_ms / total_ms if total_ms > 0 else 0.0
        self.setValue(round(self.STEPS * min(1.0, max(0.0, share))))

    def shut(self) -> None:
        """The claim window closed: hide the bar."""
        self.hide()


class ClaimButtons(QWidget):
    """The Claim and Muggins! buttons for ``controller`` (a :class:`GameController`); hidden
    unless the game is played with ``claims: muggins``, enabled only when the action is allowed,
    as set by :meth:`update_state` (its owner calls it whenever the game changes)."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.claim_button = QPushButton()
        self.muggins_button = QPushButton()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for b in (self.claim_button, self.muggins_button):
            row.addWidget(b)
        self.claim_button.clicked.connect(controller.claim)
        self.time_bar = ClaimTimeBar(self.claim_button)
        controller.claimTimeStarted.connect(self._claim_time)
        controller.claim_clock.ticked.connect(self._claim_time_left)
        self.muggins_button.clicked.connect(controller.call_muggins)
        # The window calls update_state on each of the controller's changes (its update_actions),
        # the replay's too: connected here as well, the pair was set twice for each.
        self.retranslate()

    def update_state(self, *_args) -> None:
        """Show the pair only under ``claims: muggins``; enable each button when it may be used."""
        c = self.controller
        g = c.game
        self.setVisible(g is not None and g.rules.claims == "muggins")
        self.claim_button.setEnabled(c.can_claim())
        if not c.can_claim():
            self.time_bar.shut()
        elif self.time_bar.isHidden():
            self.time_bar.open_window()
        self.muggins_button.setEnabled(c.can_call_muggins())
        tip = QCoreApplication.translate("ClaimButtons", "Take the points an opponent did not claim (M)")
        why = muggins_refusal(c)
        # A disabled button still shows its tooltip: it says why Muggins! cannot be called now.
        self.muggins_button.setToolTip(tip if why is None else tip + "\n" + why)

    def _claim_time(self, _ms: int) -> None:
        if self.controller.can_claim() and self.time_bar.isHidden():
            self.time_bar.open_window()

    def _claim_time_left(self, left_ms: int, total_ms: int) -> None:
        if self.controller.can_claim():
            self._claim_time(total_ms)
            self.time_bar.show_left(left_ms, total_ms)

    def retranslate(self) -> None:
        """Set the texts (again after a change of language)."""
        self.time_bar.retranslate()
        self.claim_button.setText(QCoreApplication.translate("ClaimButtons", "Claim"))
        self.claim_button.setToolTip(QCoreApplication.translate(
            "ClaimButtons", "Claim the points of your last play (C)"))
        self.muggins_button.setText(QCoreApplication.translate("ClaimButtons", "Muggins!"))
        self.update_state()

    def changeEvent(self, event) -> None:  # noqa: D102
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def muggins_refusal(controller) -> str | None:
    """Why the person cannot call "Muggins!" now, in one translated sentence (the controller's
    :meth:`~allfives_qt.controller.GameController.muggins_reason`, RULES.md "Claims and
    Muggins!"), or None when they can, and when the reason is not particular to Muggins! (no
    game, a replay, the game over, a game without claims). Against computer players it says that
    they always claim their own points, so nothing is ever left to call."""
    reason = controller.muggins_reason()
    return reason_text(reason) if reason in MUGGINS_REASONS else None


def _seat_words(controller, seat: int) -> str:
    rules = controller.game.rules
    return seat_name(seat, rules.players, controller.shown_seat, controller.is_human(seat),
                     rules.partnerships and controller.human_seat is not None)


def _is_you(controller, seat: int) -> bool:
    """Whether ``seat`` is named "You": the person at the bottom of the table."""
    return (controller.is_human(seat)
            and seat_place(seat, controller.game.rules.players, controller.shown_seat) == "bottom")


def _call_names(controller, caller: int, scorer: int) -> tuple[str | None, str | None]:
    """The names of a Muggins! call's ``caller`` and of the ``scorer`` who did not claim, as the
    table names them; None for the person ("You", "your")."""
    if _is_you(controller, caller):
        return None, _seat_words(controller, scorer)
    you_lose = controller.is_human(scorer) and controller.human_seat is not None
    return _seat_words(controller, caller), None if you_lose else _seat_words(controller, scorer)


def muggins_sentence(controller, caller: int, scorer: int, points: int) -> str:
    """"Muggins! ..." in the language of the moment: ``caller`` took the ``points`` that
    ``scorer`` did not claim, each named as the table names them ("You" for the person)."""
    return ClaimWords().muggins(points, *_call_names(controller, caller, scorer))


def claim_story(controller, log) -> list[str]:
    """The Muggins! calls of the hand ``log`` (a :class:`~allfives_qt.engine.game.HandLog`) and
    the person's points lost unclaimed, one sentence each in the order of the plays, for the
    end-of-hand panel (play-test pt19 #10: the table's sentence was gone after four seconds and
    nothing kept it). Each is told once the hand is over, in the past, and names its play's tile
    as the table writes it (play-test pt142 #4: the table's "Muggins! Top player takes ..." in the
    present, twice, said neither which play nor when; pt134 #8: "5-2" where the table said 2-5)."""
    words = ClaimWords()
    out = []
    for play in log.plays:
        if play.claimed or not play.made:
            continue
        tile = tile_words(play.tile)
        if play.muggins is not None:
            out.append(words.called(play.made, *_call_names(controller, play.muggins, play.seat),
                                    tile))
        elif controller.is_human(play.seat):
            out.append(words.lost(play.made, tile))
    return out


def late_claim_sentence(controller) -> str | None:
    """What C says when the person's points were just taken by another seat's "Muggins!" call
    (:meth:`~allfives_qt.controller.GameController.muggins_taker`; RULES.md, "Claims and
    Muggins!"): one translated sentence naming the caller, or None when that is not the case."""
    taker = controller.muggins_taker()
    if taker is None:
        return None
    return (QCoreApplication.translate(
        "ClaimButtons", "Too late: %1 called Muggins! and took those points.")
        .replace("%1", _seat_words(controller, taker)))


class ClaimWords(QObject):
    """The claim and Muggins messages on a number of points, with the plural forms of ``%n``
    (pyside6-lupdate marks ``%n`` strings as plurals only in a class's ``tr()``)."""

    def claim_now(self, points: int) -> str:
        """The prompt after a play that scored ``points`` the person must claim."""
        # The button too (play-test pt133 #6: only the key was named).
        return self.tr("%n points: claim them with C (or the Claim button) before the next "
                       "player acts.", "", points)

    def claimed(self, points: int, who: str | None) -> str:
        """``who`` (None: the person) claimed ``points``."""
        if who is None:
            return self.tr("You claimed %n points.", "", points)
        return self.tr("%1 claimed %n points.", "", points).replace("%1", who)

    def lapsed(self, points: int) -> str:
        """The person did not claim ``points`` and nobody called Muggins, so they are lost (play-test
        pt56 #9: "called Muggins!: they are lost" read badly)."""
        return self.tr("You did not claim your %n points in time, and nobody called Muggins, so "
                       "they are lost.", "", points)

    def called(self, points: int, caller: str | None, scorer: str | None, tile: str) -> str:
        """After the hand: ``caller`` called Muggins! on the play of ``tile`` (its words) and took
        the ``points`` ``scorer`` did not claim (None for either: the person)."""
        if caller is None:
            #: %2: a player's name, %3: their tile ("2-5")
            text = self.tr("You called Muggins! on %2's %3 and took its %n points.", "", points)
        elif scorer is None:
            #: %1: the caller's name, %3: your tile ("2-5")
            text = self.tr("%1 called Muggins! on your %3 and took its %n points.", "", points)
        else:
            #: %1: the caller's name, %2: the player who did not claim, %3: their tile ("2-5")
            text = self.tr("%1 called Muggins! on %2's %3 and took its %n points.", "", points)
        return text.replace("%1", caller or "").replace("%2", scorer or "").replace("%3", tile)

    def lost(self, points: int, tile: str) -> str:
        """After the hand: the person did not claim the ``points`` of their play of ``tile`` (its
        words) and nobody called Muggins!, so they were lost."""
        #: %1: your tile ("2-5")
        return self.tr("You did not claim the %n points of your %1 in time, and nobody called "
                       "Muggins, so they were lost.", "", points).replace("%1", tile)

    def muggins(self, points: int, caller: str | None, scorer: str | None) -> str:
        """``caller`` called Muggins! and took the ``points`` that ``scorer`` did not claim (None
        for either: the person, "You")."""
        if caller is None:
            text = self.tr("Muggins! You take the %n points %2 did not claim.", "", points)
        elif scorer is None:
            text = self.tr("Muggins! %1 takes the %n points you did not claim.", "", points)
        else:
            text = self.tr("Muggins! %1 takes the %n points %2 did not claim.", "", points)
        return text.replace("%1", caller or "").replace("%2", scorer or "")


def ask_for_claim(scene, points: int) -> None:
    """Remind the person, on ``scene`` (the table) and in the status bar, to claim the ``points``
    of their play before the next player acts: after the play, and after a game resumed while
    they were still to be claimed."""
    words = ClaimWords()
    scene.alert(lambda: words.claim_now(points), 3000)


def remind_claim(scene, controller) -> bool:
    """When the person's points wait to be claimed (``claims: muggins``), remind them on
    ``scene`` (:func:`ask_for_claim`) and return True: what a hint asked for then says (play-test
    pt94: H during the claim window said "A hint will come at your turn", and the opponent's
    Muggins! call took the points); else return False."""
    game = controller.game
    if game is None or game.unclaimed is None:
        return False
    entry = game.unclaimed_entry()
    if not controller.is_human(entry.seat):
        return False
    ask_for_claim(scene, entry.made)
    return True


def connect_claim_messages(scene, controller) -> None:
    """Show claims and Muggins calls on ``scene`` (a table scene with ``alert`` and ``refresh``)."""

    def name(seat: int) -> str:
        return _seat_words(controller, seat)

    words = ClaimWords()

    def on_played(seat: int, _tile: int, _end: int, points: int) -> None:
        if points and controller.can_claim():
            ask_for_claim(scene, points)

    def on_claimed(seat: int, points: int) -> None:
        scene.refresh()
        scene.alert(lambda: words.claimed(points, None if _is_you(controller, seat) else name(seat)))

    def on_muggins(caller: int, scorer: int, points: int) -> None:
        scene.refresh()
        # In the language of the moment (said again after a change). Held: the caller's own
        # play, which follows at once, must not take it away.
        scene.alert(lambda: muggins_sentence(controller, caller, scorer, points), MUGGINS_HOLD_MS,
                    MUGGINS_HOLD_MS)

    def on_lapsed(_seat: int, points: int) -> None:
        # Held as a Muggins call is.
        scene.alert(lambda: words.lapsed(points), MUGGINS_HOLD_MS, MUGGINS_HOLD_MS)

    controller.tilePlayed.connect(on_played)
    controller.claimed.connect(on_claimed)
    controller.claimLapsed.connect(on_lapsed)
    controller.mugginsCalled.connect(on_muggins)

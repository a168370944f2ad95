"""Input on the table: the keyboard and the person's choice, turned into intents for the
:class:`~allfives_qt.controller.GameController` (choose a tile, play it on an end, draw, pass); the
mouse's part is :class:`~.mouse.TableMouse`'s.

:class:`TableInput` is a mix-in of :class:`~allfives_qt.ui.table.scene.TableScene`: it keeps the
person's choice (the chosen tile, its lit ends, the keyboard's tile) and asks the controller
before anything moves; the scene animates what the controller then reports.

Playing: an in-scene drag or a click on a tile then on a lit end (:mod:`.mouse`), or the keys of
:meth:`TableInput.key_press`.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cmp_to_key

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, Qt

from allfives_qt.engine.hand import LEAD
from allfives_qt.engine.tiles import NAMES, TILES, tile_id

from ..claims import late_claim_sentence, muggins_refusal
from ..sentences import HintWords, end_name, reason_text
from ..table_layout import TILE_SHORT, Placement
from ..tile_item import tile_accessible_name
from .geometry import to_scene
from .items import EndTarget


class TableInput:
    """The person's side of the table scene (a mix-in of ``QGraphicsScene``): choosing, lit
    ends, keys and the mouse. Uses the scene's ``controller``, ``hand_items``, ``targets``,
    ``toast``, ``bone_panel``, :meth:`say`, :meth:`refuse`, :meth:`refresh`."""

    # Enter was pressed while a hint was on its way: the hint is played when it comes.
    enter_waiting = False
    # Escape was pressed while a hint was on its way: it is not shown when it comes.
    hint_cancelled = False
    # How long (ms) an Enter waits for a hint before the scene asks whether one is still coming.
    HINT_WAIT_MS = 5000
    # False while Tab has taken the focus to a button under the table: the keyboard's tile is
    # then not lit (:meth:`show_keyboard_tile`).
    keyboard_here = True
    # The last alert's own sentence, as made and as shown on the table (:meth:`alert`), which a
    # change of language says again (:meth:`restate`).
    _toast_sentence: tuple | None = None
    # The hint's sentence as :meth:`alert` was given it (``TableScene.on_hint``), so that
    # :meth:`restate` can tell it is still the last thing said.
    _hint_words: Callable[[], str] | None = None

    def show_keyboard_tile(self, shown: bool) -> None:
        """Light the keyboard's tile in the hand again (``shown``), or not while a button under
        the table has the keyboard's focus (play-test pt56 #1: the tile and the button both
        looked focused). The tile itself is kept: the next arrow moves on from it."""
        if shown != self.keyboard_here:
            self.keyboard_here = shown
            self.refresh()

    def say_keyboard_tile(self) -> None:
        """Name the keyboard's lit tile in the status bar (signal ``focusText``), when one is lit."""
        if self._keyboard and self.keyboard_here and self._focus in self.controller.playable_tiles():
            self._say_focus()

    def _say_focus(self) -> None:
        """Say the keyboard's tile in a sentence (signal ``focusText``): at the person's turn,
        it fits and Enter chooses it (and the most it scores now, if anything: play-test pt150
        #3), or it fits no open end. Play-tests pt145 #8, pt148 #4: the tile's name alone, "4-6",
        read as cut off from the sentence before it in the status bar."""
        tile, c = tile_accessible_name(self._focus), self.controller
        if not c.human_turn():
            text = "%1."  # the others' turns: whether it fits may change before yours
        elif self._focus in c.playable_tiles():
            most = max(c.points_if(self._focus, end) or 0 for end in c.legal_ends(self._focus))
            text = (HintWords().chooses(most) if most
                    else QCoreApplication.translate("TableScene", "%1: Enter chooses it."))
        else:
            text = QCoreApplication.translate("TableScene", "%1 fits no open end.")
        self.focusText.emit(text.replace("%1", tile))

    def set_hint_pending(self, on: bool) -> None:
        """A hint was asked for (Enter waits for it while its search runs), or it came (or the
        game moved on). Either way no earlier Enter or Escape applies to it any more."""
        self.hint_pending = on
        self.enter_waiting = self.hint_cancelled = False
        if on:
            self._hint_timer.start(self.HINT_WAIT_MS)
        else:
            self._hint_timer.stop()

    def _hint_expired(self) -> None:
        # A slow search (a busy machine: a hint can take longer than the wait) keeps the Enter
        # pressed meanwhile; before, it was lost. Only a hint that will not come (none to give,
        # the moment gone) ends the wait.
        if self.controller.hint_on_its_way():
            self._hint_timer.start(self.HINT_WAIT_MS // 5)
            return
        self.hint_pending = self.enter_waiting = False

    def first_playable(self) -> int | None:
        """The first tile of the shown hand (left to right) that can be played now; else the
        first tile; None for an empty hand."""
        tiles = sorted(self.hand_items)
        playable = [t for t in tiles if t in self.controller.playable_tiles()]
        return (playable or tiles or [None])[0]

    def next_tile(self, tile: int, step: int) -> int:
        """The tile the keyboard moves to from ``tile`` of the shown hand, one ``step`` (+1: the
        next tile in the hand's order, -1: the one before). When the person has a play, only the
        tiles that can be played now are visited (the others are passed over, greyed); when
        nothing fits (draw or pass) or it is not their turn, every tile. ``tile`` need not be
        playable itself (the keyboard may rest on a greyed tile). At the end of the hand the
        keyboard stays on ``tile``: it does not go round, so an arrow key never moves it the other
        way on the screen (play-test pt9 #11). The hand runs from the right in a right-to-left
        language, where Left is the +1 step."""
        tiles = sorted(self.hand_items)
        playable = self.controller.playable_tiles()
        i = tiles.index(tile)
        ahead = tiles[i + 1:] if step > 0 else tiles[:i][::-1]
        return next((t for t in ahead if not playable or t in playable), tile)

    # ------------------------------------------------------------ choosing and targets
    def _clear_targets(self) -> None:
        if self._drag_badge is not None:
            self._drag_badge.hide()
        for t in self.targets:
            self.removeItem(t)
        self.targets = []
        self._target_index = 0
        for t in self.spinner_ends:
            t.setVisible(True)

    def _placement_for(self, end: int, tile: int) -> Placement | None:
        view = self.controller.view()
        frame = self.frame
        if view.center is None:
            x, y = frame.lead()
            a, b = TILES[tile]
            return Placement(tile, a, b, x, y, 90.0 if a == b else 0.0)
        # The first double becomes the spinner (the engine says when): it is lit crosswise at the
        # end of the line, where it is dropped and then stays, as every tile does (the layout
        # grows in place: layout_growth; only the whole picture may slide or shrink, except in
        # the rare hand laid out afresh after a walled-in end: table_frame.laid).
        return frame.target(view, end, tile)

    def end_label(self, end: int) -> str:
        """The name of open end ``end`` (or LEAD) as people read it: by where it lies on the
        screen now ("the end at the top right"; :func:`~allfives_qt.ui.sentences.end_name`)."""
        view = self.controller.view()
        if end not in range(4) or view is None or view.center is None:
            return end_name(LEAD)
        return end_name(end, self.frame.places(view).get(end))

    # The z value of a lit end whose place overlaps a tile of the table: an end walled in by
    # other lines, lit where it points (layout_growth.walled_in; the table then lays the hand
    # out afresh). It lies over the table's tiles (z 8 and 9), so that it shows, and under the
    # hands and a dragged tile. (A plain '#': lupdate takes '#:' for a translator's note.)
    WALLED_Z = 9.5

    def _over_a_tile(self, target: EndTarget) -> bool:
        """Whether the lit plate of ``target`` overlaps a tile of the table (touching aside: the
        plate keeps inside its place)."""
        plate = target.mapRectToScene(target.plate_rect())
        return any(plate.intersects(i.mapRectToScene(EndTarget.place_rect()))
                   for i in self.table_items.values())

    def _make_target(self, end: int, tile: int) -> EndTarget | None:
        p = self._placement_for(end, tile)
        if p is None:
            return None
        t = EndTarget(end)
        t.setPos(to_scene(p.x, p.y))
        t.setRotation(p.angle)
        t.setScale(self.frame.scale)
        if self._over_a_tile(t):
            t.setZValue(self.WALLED_Z)
        text = QCoreApplication.translate("TableScene", "Open end: %1")
        t.accessible_name = text.replace("%1", self.end_label(end))
        t.set_points(self.controller.points_if(tile, end))
        if t.points:
            t.accessible_name += " (" + t.points_text() + ")"
        t.setToolTip(t.accessible_name)
        self.addItem(t)
        return t

    def show_targets(self, tile: int) -> None:
        """Light every open end where ``tile`` may be played now, each on the table where the
        tile then lies: the picture first slides (or, when they do not fit together, shrinks)
        as far as it takes to show them (:meth:`TableFrame.light`)."""
        self._clear_targets()
        ends = self.controller.legal_ends(tile)
        view = self.controller.view()
        if view is not None and view.center is not None and self.frame.light(view, tile, ends):
            self._make_room()
        for end in ends:
            t = self._make_target(end, tile)
            if t is not None:
                self.targets.append(t)
        self.targets = screen_order(self.targets, self.right_to_left())
        for t in self.spinner_ends:
            t.setVisible(not self.targets)
        plates = [t.sceneBoundingRect() for t in self.targets]
        if any(f.sceneBoundingRect().intersects(p) for f in self.floaters for p in plates):
            # The last play's "+N" (kept until the next play at the Instant speed) lay on a lit
            # end, which then read as its points (play-test pt51 #1): it goes.
            self._clear_floaters()

    def target_at(self, scene_pos: QPointF) -> EndTarget | None:
        """The lit end under ``scene_pos`` (with a small margin), or None."""
        best = None
        for t in self.targets:
            if t.hit(scene_pos):
                d = (t.pos() - scene_pos).manhattanLength()
                if best is None or d < best[0]:
                    best = (d, t)
        return best[1] if best else None

    def open_end_at(self, scene_pos: QPointF) -> int | None:
        """The open end (lit or not) whose place is under ``scene_pos``, or None."""
        for probe in self.open_end_probes():
            if probe.hit(scene_pos, 6):
                return probe.end
        return None

    def open_end_probes(self) -> list[EndTarget]:
        """An unlit :class:`EndTarget` (not in the scene) at each open end's place on the table:
        where a tile played there would lie. Empty before the lead."""
        view = self.controller.view()
        if view is None or view.center is None:
            return []
        probes = []
        for end in range(4):
            v = view.ends[end]
            if v < 0:
                continue
            p = self.frame.target(view, end, tile_id(v, (v + 1) % 7))
            if p is None:
                continue
            probe = EndTarget(end)
            probe.setPos(to_scene(p.x, p.y))
            probe.setRotation(p.angle)
            probe.setScale(self.frame.scale)
            probes.append(probe)
        return probes

    def choose(self, tile: int) -> bool:
        """Choose ``tile`` of the shown hand (lift it and light its ends). Return False, with the
        reason in the status bar, when it fits nowhere now."""
        c = self.controller
        reason = c.why_not_tile(tile)
        if reason is not None:
            self.refuse(reason)
            return False
        self.cancel_choice()
        self.toast.hide_now()
        self._chosen = tile
        self._focus = tile
        self.hand_items[tile].set_chosen(True)
        self.show_targets(tile)
        # The keyboard's end is first the one that scores most (the first on the screen among
        # equals): Enter, Enter played 1-5 for 0 beside a lit +10 (play-test pt82 #4).
        self._target_index = max(range(len(self.targets)), default=0,
                                 key=lambda i: (self.targets[i].points or 0, -i))
        self._layout_hands(False)
        self.refresh()
        text = (QT_TRANSLATE_NOOP("TableScene", "%1 fits more than one end: choose a lit end.")
                if len(self.targets) > 1
                else QT_TRANSLATE_NOOP("TableScene", "Play %1 on the lit end."))
        # After the other seats' turns since yours, as the turn's own sentence was (play-test
        # pt123 #1: choosing a tile put them out of reach for the rest of the turn).
        self.say(lambda: QCoreApplication.translate("TableScene", text).replace("%1", NAMES[tile]),
                 True, news=True)
        if self._keyboard:
            self._show_target_selection()
        return True

    def refuse(self, code: str) -> None:
        """Say why an intent was refused (a reason code), in the status bar after the other
        seats' turns since the person's last action (play-test pt124 #1: a refusal put them out
        of reach for the rest of the turn) and, for a few seconds, alone on the table above the
        hand."""
        self.alert(lambda: reason_text(code), news=True)

    def alert(self, sentence: str | Callable[[], str], ms: int = 2600, hold_ms: int = 0,
              cover: bool = True, news: bool = False) -> None:
        """Say ``sentence`` (as :meth:`say` takes it) in the status bar and show it on the table
        for ``ms`` milliseconds, at least ``hold_ms`` of them whatever follows; ``cover``: show
        it even where it covers tiles (:meth:`Toast.show_text`); ``news``: in the status bar,
        after the other seats' turns since the person's last action (:meth:`after_news`)."""
        make = sentence if callable(sentence) else (lambda text=sentence: text)
        self.say(sentence, True, news)
        self._toast_sentence = (make, make())  # said again in a new language (restate)
        self.show_toast(self._toast_sentence[1], ms, hold_ms, cover)

    def _toast_is_sentence(self, said: str) -> bool:
        """Whether the toast shown is the status bar's sentence ``said`` or its own part of it."""
        own = self._toast_sentence
        return self.toast.isVisible() and self.toast.text in (said, own and own[1])

    def restate(self) -> None:
        """After a change of language the last sentence is in the old one: say it again in the
        new one (:meth:`say`'s sentence made afresh; play-test pt9 #4: the lead's sentence came
        back as "Your turn: choose a tile that fits an open end."). A sentence given as a fixed
        text is dropped: then what the person may do now is said (nothing when it is not their
        turn), or, once the hand is over, that it is (play-test pt7: the status bar went blank at
        the end of a hand)."""
        again, stale, said = self.last_sentence, self.last_stale, self.last_message
        self.last_message = ""
        self.last_stale = True
        self.message.emit("")
        g = self.controller.game
        if again is not None:
            toast = self._toast_is_sentence(said)  # on the table too, while it is shown
            self.say(again, stale)
            if toast:
                make = (lambda: self.last_message) if self.toast.text == said else \
                    self._toast_sentence[0]
                self._toast_sentence = (make, make())
                self.toast.retell(self._toast_sentence[1])
        elif g is not None and g.hand is not None and g.hand_over:
            self.say(self.hand_over_text, True)
        else:
            self._say_turn()
        if (self._keyboard and self._chosen is not None and self.targets
                and not self._toast_is_sentence(self.last_message) and not self._hint_said()):
            self._show_target_selection()  # the chosen end, said again (play-test pt52 #3)

    def _hint_said(self) -> bool:
        """Whether the last sentence is the hint and the tile and end chosen now are the ones it
        names: then it stays in the status bar after a change of language (play-test pt131 #2:
        once the hint had left the table, the chosen end's short sentence replaced it)."""
        hint = self._hint
        if hint is None or self._hint_words is None or not self.targets:
            return False
        if not self.last_message.endswith(self._hint_words()):  # after the turns' news, if any
            return False
        return (self._chosen, self.targets[self._target_index].end) == hint

    def reorder_targets(self) -> None:
        """Put the lit ends in the keyboard's order for the writing direction now, the selected
        one kept (:func:`screen_order`; play-test pt52 #1: after a change to Hebrew with a tile
        chosen, Right went left and Left stayed)."""
        selected = self.targets[self._target_index] if self.targets else None
        self.targets = screen_order(self.targets, self.right_to_left())
        if selected is not None:
            self._target_index = self.targets.index(selected)

    def _say_turn(self) -> None:
        """After a choice is given up: say what the person may do, so no refusal or hint stays,
        after the other seats' turns since their last action."""
        c = self.controller
        if not (c.human_turn() and self.last_stale):
            return
        if c.can_draw():
            self.say(lambda: reason_text("must-draw"), True, news=True)
        elif c.can_pass():
            self.say(lambda code=c.pass_reason(): reason_text(code), True, news=True)
        else:
            self.say(self.your_turn_text, True, news=True)

    def your_turn_text(self) -> str:
        """What the person may do on their turn with a tile that fits, in the current language:
        lead any tile on an empty table, else choose one that fits an open end; under ``draw:
        at-will`` (RULES.md, "House rules"), that they may draw instead (play-test pt101)."""
        lead = self.controller.game.hand.center is None
        if self.controller.can_draw_at_will():
            if lead:
                return QCoreApplication.translate(
                    "TableScene", "Your lead: play any tile to the centre of the table, or draw "
                                  "from the boneyard.")
            return QCoreApplication.translate(
                "TableScene", "Your turn: choose a tile that fits an open end, or draw from the "
                              "boneyard.")
        if lead:
            return QCoreApplication.translate(
                "TableScene", "Your lead: play any tile to the centre of the table.")
        return QCoreApplication.translate(
            "TableScene", "Your turn: choose a tile that fits an open end.")

    def cancel_choice(self) -> None:
        """Put back the chosen tile and unlight its ends."""
        if self._chosen is not None and self._chosen in self.hand_items:
            self.hand_items[self._chosen].set_chosen(False)
        self._chosen = None
        self._clear_targets()
        self._layout_hands(False)

    def play_chosen(self, end: int) -> bool:
        """Ask the controller to play the chosen tile on ``end``; return whether it was played."""
        if self._chosen is None:
            return False
        tile = self._chosen
        return self.controller.play(tile, end) is None

    def _show_target_selection(self) -> None:
        for i, t in enumerate(self.targets):
            t.set_selected(i == self._target_index)
        if self.targets and self._chosen is not None:
            t = self.targets[self._target_index]
            self.endChosen.emit(t.sceneBoundingRect())  # zoomed in: the view scrolls to it
            text = (HintWords().on_end(t.points) if t.points
                    else QCoreApplication.translate("TableScene", "%1 on %2."))
            self.focusText.emit(text.replace("%1", tile_accessible_name(self._chosen))
                                .replace("%2", self.end_label(t.end)))

    # ------------------------------------------------------------ keyboard
    def key_press(self, key: int) -> bool:
        """Handle a key of the keyboard play; return whether it was used.

        Left/Right: to the next tile on screen that way (:meth:`next_tile`), or lit end once one is
        chosen; at the last one that way the keyboard stays (never round to the other side: the
        arrow's way on the screen in every language); the first press after mouse play shows the
        first playable tile instead. Enter/Space: choose the tile (after mouse play: the first
        playable one), then play it on the selected end; when no tile fits, draw (or pass); while
        a hint is on its way, play the hint when it comes (Escape then: no hint); once the hand is
        over (its panel closed), deal the next hand (the game over: show its panel again). Tab:
        next end, round from the last to the first; Up/Down with a tile chosen: the nearest lit
        end above or below (:meth:`_vertical_key`); Home/End: the first or last tile or lit end
        (:meth:`_far_key`); Escape: cancel; D: draw; P (here only while Pass is off): say why; M
        when Muggins! cannot be called: say why. Only Enter (at a hand's end) in the demo."""
        K = Qt.Key
        if self.reveal_all:
            return bool(self.replay_key(key)) if self.replay_key is not None else False
        if key in (K.Key_Return, K.Key_Enter, K.Key_Space) and self.controller.hand_ended():
            if not self.controller.end_announced:
                return True  # the last move is still shown: its panel comes, no deal past it
            self._keyboard = True  # the next hand shows the keyboard's tile (play-test pt48 #7)
            if not self.controller.next_hand():  # the game is over: show its panel again
                self.resultsAsked.emit()
            return True
        c = self.controller
        tiles = sorted(self.hand_items)
        if not tiles or not c.is_human(c.shown_seat):
            return False  # no person plays the shown hand (the demo): nothing to choose in it
        if key not in _TABLE_KEYS:
            # Not a key of the table's: it leaves mouse play as it was (play-test pt76 #4: the
            # Alt of Alt+L, choosing a language after a tile was clicked, selected a lit end).
            return False
        # Whether the keyboard's tile was already shown (it is not after mouse play): the first
        # key then starts from the first playable tile instead of moving on from a hidden one.
        shown = self._keyboard and self._focus in tiles
        self._keyboard = True
        if key in (K.Key_Left, K.Key_Right, K.Key_Tab, K.Key_Backtab, K.Key_Home, K.Key_End):
            return self._move_key(key, shown)
        if key in (K.Key_Up, K.Key_Down) and self._chosen is not None and self.targets:
            return self._vertical_key(key == K.Key_Up)
        if key in (K.Key_Return, K.Key_Enter, K.Key_Space):
            if self.hint_pending:
                self.enter_waiting = True  # the hint is on its way: it is played when it comes
                return True
            if self._chosen is not None and self.targets:
                if not shown:  # a tile clicked: first show the end Enter plays (pt83 #5)
                    self._show_target_selection()
                    return True
                return self.play_chosen(self.targets[self._target_index].end) or True
            if c.can_draw():
                c.draw()
                return True
            if c.can_pass():
                c.pass_turn()
                return True
            if not shown:
                self._focus = self.first_playable()
            self.choose(self._focus)
            return True
        if key == K.Key_Escape:
            return self._escape_key()
        if key == K.Key_D:
            self.controller.draw()
            return True
        if key == K.Key_P:  # here only when Pass is off: say why (play-test pt41: P said nothing)
            self.controller.pass_turn()
            return True
        if key == K.Key_C:
            return self._explain_claim()
        return key == K.Key_M and self._explain_muggins()

    def withdraw_hint(self) -> None:
        """Hints were turned off: a hint shown (its choice of tile and end, its sentence) or on
        its way goes, as Escape takes it back (play-test pt157 #9: it stayed on the table)."""
        if self._hint is not None or self.hint_pending:
            self._escape_key()
            self._hint = None

    def _escape_key(self) -> bool:
        """Escape of :meth:`key_press`: give up the choice, a drag under way (:meth:`end_press`)
        and a hint on its way; True."""
        self.end_press()
        if self.hint_pending:  # no hint then, nor a play of it
            self.set_hint_pending(False)
            self.hint_cancelled = True
        self.cancel_choice()
        self.toast.hide_now()  # a hint's sentence goes with the hinted choice (play-test)
        self.refresh()
        self._say_turn()
        return True

    def _move_key(self, key: int, shown: bool) -> bool:
        """Left/Right/Tab/Backtab of :meth:`key_press` (``shown``: whether the keyboard's tile was
        shown); return whether the key was used. With a tile chosen, the next lit end (Tab goes
        round; an arrow stops at the last end its way on the screen), else (arrows only) the
        next tile (:meth:`next_tile`), or the first playable one when none was shown. Home/End:
        :meth:`_far_key`."""
        K = Qt.Key
        if key in (K.Key_Home, K.Key_End):
            return self._far_key(key == K.Key_End)
        arrow = key in (K.Key_Left, K.Key_Right)
        step = -1 if key in (K.Key_Left, K.Key_Backtab) else 1
        if arrow and self.right_to_left():
            step = -step  # the hand and the lit ends run right to left: Left goes to the next one
        if self._chosen is not None and self.targets:
            index, last = self._target_index + step, len(self.targets) - 1
            self._target_index = min(max(index, 0), last) if arrow else index % (last + 1)
            self._show_target_selection()
            return True
        if not arrow:
            return False
        self._focus = self.next_tile(self._focus, step) if shown else self.first_playable()
        self.refresh()
        self._say_focus()
        return True

    def _far_key(self, last: bool) -> bool:
        """Home/End of :meth:`key_press` (play-test pt110 #8: End then Enter picked the first
        tile): with a tile chosen, the first (last) of its lit ends in the keyboard's order, else
        the first (last) tile of the hand the arrows visit (:meth:`next_tile`). The hand's order
        is its reading order: in a right-to-left language Home goes to the tile on the right.
        Returns True (the key is used)."""
        if self._chosen is not None and self.targets:
            self._target_index = len(self.targets) - 1 if last else 0
            self._show_target_selection()
            return True
        tiles = sorted(self.hand_items)
        playable = self.controller.playable_tiles()
        visited = [t for t in tiles if not playable or t in playable] or tiles
        self._focus = visited[-1 if last else 0]
        self.refresh()
        self._say_focus()
        return True

    def _vertical_key(self, up: bool) -> bool:
        """Up/Down with a tile chosen: the nearest lit end above (below) the selected one on the
        screen, the spinner's N and S ends among them (play-test pt67 #7: only Left, Right and
        Tab reached them). None that way: the selection stays. Returns True (the key is used)."""
        here = self.targets[self._target_index].sceneBoundingRect().center()
        sign = -1.0 if up else 1.0
        ahead = []
        for i, t in enumerate(self.targets):
            there = t.sceneBoundingRect().center()
            rise = (there.y() - here.y()) * sign  # how far that way, in scene units
            if rise > TILE_SHORT / 2:
                ahead.append((rise + 2 * abs(there.x() - here.x()), i))
        if ahead:
            self._target_index = min(ahead)[1]
            self._show_target_selection()
        return True

    def show_toast(self, text: str, ms: int, hold_ms: int = 0, cover: bool = True) -> None:
        """Show ``text`` on the table for ``ms`` milliseconds, at least ``hold_ms`` of them
        whatever follows (:meth:`Toast.show_text`; ``cover``: also where it covers tiles),
        fading in and out when moves are animated."""
        self.toast.fade_ms = 400 if self.anim_ms > 0 else 0
        self.toast.show_text(text, ms, hold_ms, cover)

    def aside(self, text: str, ms: int) -> None:
        """Show ``text`` on the table for ``ms`` milliseconds and briefly in the status bar
        (signal ``focusText``), leaving the last sentence (:attr:`last_message`) to come back:
        for a refusal that tells nothing new of the game (play-test pt50 #4: C pressed just in
        case wiped the report of the last move)."""
        self.show_toast(text, ms)
        self.focusText.emit(text)

    def _explain_claim(self) -> bool:
        """C with nothing to claim in a game with claims (``claims: muggins``): say so, or who just
        took the person's points by calling Muggins!, and return True; False otherwise (the
        window's Claim action claims, or there are no claims at all)."""
        c = self.controller
        g = c.game
        if g is None or g.rules.claims != "muggins" or c.passive or c.can_claim():
            return False
        late = late_claim_sentence(c)
        if late is not None:  # news: who took the points (said in the status bar until replaced)
            self.alert(lambda: late_claim_sentence(c) or reason_text("nothing-to-claim"), 4000)
        else:  # nothing new: the report of the last move comes back
            self.aside(reason_text("nothing-to-claim"), 4000)
        return True

    def _explain_muggins(self) -> bool:
        """M when Muggins! cannot be called: say why (computer players always claim their own
        points) and return True; False when it can be called (the window's action calls it).
        In the status bar after the other seats' turns since the person's last action, as a
        refusal is (play-test pt133 #3: M put them out of reach for the rest of the turn)."""
        if muggins_refusal(self.controller) is None:
            return False
        reason = self.controller.muggins_reason()  # muggins_refusal's words for it
        self.alert(lambda: reason_text(reason), 5000, news=True)
        return True

    def has_choice(self) -> bool:
        """Whether a tile is chosen and its lit ends can be cycled (Tab goes to them)."""
        return self._chosen is not None and bool(self.targets)

    def keyboard_in_use(self) -> None:
        """A key dealt the next hand (the hand-end panel's Enter): from the next refresh on, the
        keyboard's tile is lit, as after any key on the table (play-test pt48 #7: after a restart
        the first Right only lit a tile)."""
        self._keyboard = True


# The keys :meth:`TableInput.key_press` answers on the person's turn.
_TABLE_KEYS = frozenset((Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Tab, Qt.Key.Key_Backtab,
                         Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home, Qt.Key.Key_End,
                         Qt.Key.Key_Return, Qt.Key.Key_Enter,
                         Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_D, Qt.Key.Key_P,
                         Qt.Key.Key_C, Qt.Key.Key_M))


def screen_order(targets: list[EndTarget], rtl: bool) -> list[EndTarget]:
    """The lit ends in the order the keyboard visits them (Left/Right, Tab; play-test pt7 #15:
    it went left, right, top, bottom-left, the engine's W/E/N/S): by where they lie on the
    screen, left to right (right to left when ``rtl``, as the hand runs), and ends about level
    with each other across (less than half a tile apart) top first."""
    if not targets:
        return []
    column = min(t.sceneBoundingRect().width() for t in targets) / 2

    def before(a: EndTarget, b: EndTarget) -> int:
        pa, pb = a.scenePos(), b.scenePos()
        dx = (pa.x() - pb.x()) * (-1 if rtl else 1)
        if abs(dx) >= column:
            return -1 if dx < 0 else 1
        return (pa.y() > pb.y()) - (pa.y() < pb.y())

    return sorted(targets, key=cmp_to_key(before))

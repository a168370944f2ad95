"""The table: a ``QGraphicsScene`` that shows a game the controller runs (issue 3, "The table").

What the scene shows (places in :mod:`.geometry`, mirrored for right-to-left languages):

- the felt, the *table rectangle* :data:`~.geometry.TABLE_RECT`; the layout lies in its upper
  part, :data:`~.geometry.LAYOUT_RECT`, tile positions from :mod:`allfives_qt.ui.table_layout`
  (layout-area coordinates), so that no tile lies under the toast at the table's bottom;
- the shown seat's hand face up in a tray along the bottom; the other seats' hands face down at
  their places (left, top, right) with a label giving each seat's name and tile count, and a
  badge with what that seat did at its last turn (:mod:`.seat_texts`);
- the boneyard with its count; a score panel per side; the count of the open ends, the hand
  number and whose turn it is;
- the last tile played marked, and a scoring play's points ("+15") shown beside it once it has
  landed, then fading;
- the spinner marked (a gold ring and a star), and its N/S ends shown faintly once they are open;
- when no tile fits, every tile of the hand dimmed and the boneyard lit; a refusal or what to do
  now also shown for a few seconds at the bottom of the table, just above the hand
  (:class:`~.toast.Toast`).

The scene reacts to the :class:`~allfives_qt.controller.GameController`'s signals and animates
them; the person's input is :class:`~.input.TableInput`'s part (keys, choosing) and
:class:`~.mouse.TableMouse`'s (the mouse, a drag).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (QCoreApplication, QObject,
                            QParallelAnimationGroup, QPointF, QRectF, Qt, QTimer, Signal)
from PySide6.QtGui import QColor, QGuiApplication, QPen
from PySide6.QtWidgets import (QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem,
                               QGraphicsTextItem)

from allfives_qt.engine.hand import LEAD, PLAY, Move
from allfives_qt.engine.tiles import NAMES

from ..claims import ClaimWords
from ..sentences import (drawn_text, hand_ending, hint_alert, reason_text, seat_name, seat_place,
                         side_names)
from ..table_frame import LARGEST_SCALE, TableFrame
from ..tile_item import TileItem
from . import geometry as geo
from .geometry import OTHER_SCALE, SCENE_RECT, TABLE_RECT
from .animation import TableAnimation
from .boneyard import TableBoneyard
from .input import TableInput
from .mouse import TableMouse
from .panels import PanelTexts
from .seat_texts import SeatTexts, last_turns
from .side_labels import SideLabels
from .items import EndTarget, Panel, SpinnerMark, follow_app_font, make_text
from .toast import Toast

# The felt's gradient, top left to bottom right (RGB), and the flat colour between the two that
# it has until :meth:`TableScene.dress_felt` (the window calls it just after its first paint).
FELT_TOP_LEFT, FELT_BOTTOM_RIGHT = (40, 128, 74), (30, 108, 62)
FELT_FLAT = tuple((a + b) // 2 for a, b in zip(FELT_TOP_LEFT, FELT_BOTTOM_RIGHT))


class TableScene(TableInput, TableMouse, TableAnimation, PanelTexts, TableBoneyard, SeatTexts, QGraphicsScene):
    """The table of one game, driven by a :class:`~allfives_qt.controller.GameController`.

    Signals: ``message(str)`` a translated sentence for the status bar; ``focusText(str)`` a
    sentence describing the keyboard's current choice (for screen readers); ``tileLanded(int)`` a
    played tile reached its place on the layout, with the points the play scored (sounds);
    ``endChosen(QRectF)`` the keyboard chose a lit end: its scene rectangle (the view scrolls it
    into sight when zoomed in).
    Attributes read by tests: ``hand_items`` (tile id -> :class:`TileItem` of the shown hand),
    ``table_items`` (tile id -> item on the layout), ``targets`` (lit :class:`EndTarget` items).
    """

    message = Signal(str)
    focusText = Signal(str)
    tileLanded = Signal(int)
    endChosen = Signal(QRectF)
    resultsAsked = Signal()  # a click or Enter on the table after the hand's panel was closed
    tileSizeChanged = Signal()  # set_tile_size: the hand's tiles have a new size

    def __init__(self, controller, parent: QObject | None = None) -> None:
        super().__init__(SCENE_RECT, parent)
        self.controller = controller
        self.anim_ms = 300
        # How the layout is drawn on the table: its scale, which grows with the tile size setting
        # and shrinks as the layout grows (issue 11, item 2).
        self.frame = TableFrame(geo.LAYOUT_RECT.width(), geo.LAYOUT_RECT.height(),
                                LARGEST_SCALE["normal"])
        self.hand_scale = geo.HAND_SCALE["normal"]
        self.hand_items: dict[int, TileItem] = {}
        self.table_items: dict[int, TileItem] = {}
        self.other_items: dict[int, list[TileItem]] = {}
        self.revealed: list[TileItem] = []
        self.targets: list[EndTarget] = []
        self.last_played: int | None = None
        self._anims: set = set()
        # The groups that hold the controller (a tile moving to its place), see in_flight().
        self._landing: set = set()
        self._turn_shown: tuple[bool, bool, int] | None = None
        self._press: dict | None = None
        self._chosen: int | None = None
        self._focus: int | None = None
        self._keyboard = True  # its tile lit from the first turn (pt59 #2); a mouse press: out
        self._target_index = 0
        self._side_labels = SideLabels()  # the left and right seats' labels, drawn alike
        self._hint: tuple[int, int] | None = None
        self.floaters: list[QGraphicsTextItem] = []
        self._after_double = False
        # The spinner's mark (a child of its tile item), and its open N/S ends shown faintly.
        self.spinner_mark: SpinnerMark | None = None
        self.spinner_ends: list[EndTarget] = []
        # The tile the person just drew (briefly highlighted), cleared by :attr:`_fresh_timer`.
        self.fresh: int | None = None
        self._fresh_timer = QTimer(self)
        self._fresh_timer.setSingleShot(True)
        self._fresh_timer.timeout.connect(self._unfresh)
        # The tiles the person drew since their turn was last told (several when drawn for them).
        self._drew: list[int] = []
        # Points of the person's play that ended the hand under claims: muggins, counted without
        # C (controller._apply_play); the hand's closing sentence says so. 0 otherwise.
        self._counted_at_end = 0
        # True from a hint request until the hint arrives (or the game moves on): Enter waits.
        self.hint_pending = False
        self._hint_timer = QTimer(self)
        self._hint_timer.setSingleShot(True)
        self._hint_timer.timeout.connect(self._hint_expired)
        # The last sentence said (:meth:`say`), and whether it is out of date once the
        # person's turn comes (a refusal, a hint, a prompt) rather than a report of a move.
        self.last_message = ""
        self.last_stale = False
        # The function that makes the last sentence in the current language (None: a fixed text).
        self.last_sentence: Callable[[], str] | None = None
        # Replay mode: every hand is drawn face up, and :meth:`key_press` hands the keys to
        # :attr:`replay_key` (a callable taking a ``Qt.Key``, returning whether it used it).
        self.reveal_all = False
        self.replay_key = None
        self._build_static()
        c = controller
        c.gameStarted.connect(self.on_hand_started)
        c.handStarted.connect(self.on_hand_started)
        c.tilePlayed.connect(self.on_tile_played)
        c.tileDrawn.connect(self.on_tile_drawn)
        c.passed.connect(self.on_passed)
        c.turnChanged.connect(self.refresh)
        c.humanToAct.connect(self.on_human_to_act)
        c.handEnded.connect(self.on_hand_ended)
        c.hintReady.connect(self.on_hint)
        c.rejected.connect(self.refuse)

    # ------------------------------------------------------------ building
    def _build_static(self) -> None:
        self.felt = QGraphicsRectItem(TABLE_RECT)
        self.felt.setPen(QPen(QColor(20, 70, 40), 2))
        self.felt.setBrush(QColor(*FELT_FLAT))  # the gradient comes with dress_felt()
        self.felt.setZValue(0)
        self.addItem(self.felt)
        self.score_panel = Panel(geo.SCORE_PANEL)
        self.addItem(self.score_panel)
        self.score_title = make_text(self.score_panel, 15, color=QColor(220, 230, 210))
        self.score_lines: list[QGraphicsSimpleTextItem] = []
        self.info_panel = Panel(geo.INFO_PANEL)
        self.addItem(self.info_panel)
        self.count_text = make_text(self.info_panel, 26, bold=True)
        self.count_number = make_text(self.info_panel, 26, bold=True)  # under a long word
        self.count_note = make_text(self.info_panel, 15, color=QColor(220, 230, 210))
        self.hand_text = make_text(self.info_panel, 15, color=QColor(220, 230, 210))
        self.turn_text = make_text(self.info_panel, 16, bold=True, color=QColor(255, 226, 120))
        self.bone_panel = Panel(geo.BONE_PANEL)
        self.addItem(self.bone_panel)
        self.bone_text = make_text(self.bone_panel, 16)
        self.bone_items: list[TileItem] = []
        self.bone_hint = make_text(self.bone_panel, 15, bold=True, color=QColor(255, 226, 120))
        self.bone_hint.line_alignment = Qt.AlignmentFlag.AlignHCenter  # centred in its panel
        self.bone_hint.setVisible(False)
        self.labels: dict[int, QGraphicsSimpleTextItem] = {}
        self.badges: dict = {}  # seat -> its last turn's badge (:class:`.seat_texts.SeatBadge`)
        self.lead_marker: EndTarget | None = None
        self.toast = Toast(geo.TOAST_TOP, TABLE_RECT.bottom(),
                           lambda: self.layout_edge(True, self.toast.span()), TABLE_RECT.top(),
                           lambda: self.layout_edge(False, self.toast.span()))
        self.toast.top_face_down = lambda: not self.revealed
        self.toast.table = TABLE_RECT
        self.toast.obstacles = self.layout_rects
        self.toast.panels = lambda: [p.sceneBoundingRect() for p in
                                     (self.score_panel, self.info_panel, self.bone_panel)]
        self.addItem(self.toast)

    def dress_felt(self) -> None:
        """Give the felt its gradient (:data:`FELT_TOP_LEFT` to :data:`FELT_BOTTOM_RIGHT`).
        Done after the window's first paint, which shows the felt in :data:`FELT_FLAT`: the first
        use of Qt's gradient classes builds their enums (QGradient.Preset, 169 members; issue 14).
        Calling it again changes nothing."""
        from PySide6.QtGui import QLinearGradient

        g = QLinearGradient(TABLE_RECT.topLeft(), TABLE_RECT.bottomRight())
        g.setColorAt(0, QColor(*FELT_TOP_LEFT))
        g.setColorAt(1, QColor(*FELT_BOTTOM_RIGHT))
        self.felt.setBrush(g)  # not QBrush(g): its overloads would build QImage's enums

    # ------------------------------------------------------------ saying things
    def say(self, sentence: str | Callable[[], str], stale: bool = False,
            news: bool = False) -> None:
        """Send a sentence to the status bar (signal ``message``) and remember it. ``sentence``:
        its text, or a function that makes it in the current language, which :meth:`restate`
        calls again after a change of language (play-test pt9 #4: a sentence worked out afresh
        from the state was not always the one shown). ``stale``: the sentence is out of date once
        the person's turn comes (a refusal, a hint, a choice, a prompt), as opposed to a report
        of what a player did. ``news``: say it after the other seats' turns since the person's
        last action (:meth:`after_news`), each time it is said (play-tests pt123 #1, pt124 #1:
        a sentence of the person's turn that went without them put them out of reach)."""
        if news:
            own = sentence if callable(sentence) else (lambda text=sentence: text)

            def sentence() -> str:  # made again by restate, the turns since then with it
                return self.after_news(own())
        self.last_sentence = sentence if callable(sentence) else None
        self.last_message = sentence() if callable(sentence) else sentence
        self.last_stale = stale
        self.message.emit(self.last_message)

    def retranslate(self) -> None:
        """Set every text of the scene again (the language changed), and lay the corner panels
        and your hand out for the new writing direction."""
        follow_app_font(self)  # before the new texts: the new language's fonts
        for item in self.items():  # a tile's tooltip, "Tile 4-4" (pt87: it stayed in Tamil)
            if isinstance(item, TileItem):
                item.retranslate()
        g = self.controller.game
        if g is not None and g.hand is not None:
            self._build_boneyard()
        self.refresh()
        if g is not None and g.hand is not None:
            self._layout_hands(False)  # below the labels as the new language wraps them
        # The lit ends' plates sized their "+10" in the old language's font (play-test pt8 #2:
        # in Hebrew's it crossed the plate's border): lay them out again in the new one.
        for target in self.targets:
            target.set_points(target.points)
        self.reorder_targets()

    @staticmethod
    def right_to_left() -> bool:
        """Whether the application reads right to left (Hebrew): the score panel then sits at the
        top right, the count at the top left, the boneyard at the bottom left, and your hand runs
        from right to left. The layout of the dominoes itself stays geometric."""
        return QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft

    def _mirror_panels(self) -> None:
        """Put the corner panels on the side the writing direction wants."""
        score, others = geo.panel_offsets(self.right_to_left())
        self.score_panel.setPos(score, 0)
        self.info_panel.setPos(others, 0)
        self.bone_panel.setPos(others, 0)

    # ------------------------------------------------------------ geometry
    @staticmethod
    def to_scene(x: float, y: float) -> QPointF:
        """Layout-area coordinates -> scene coordinates."""
        return geo.to_scene(x, y)

    def boneyard_pos(self) -> QPointF:
        """Scene position of the top of the boneyard pile."""
        return geo.boneyard_pos(self.right_to_left())

    def place_of(self, seat: int) -> str:
        """Where ``seat`` sits on the screen (:func:`~allfives_qt.ui.sentences.seat_place`)."""
        c = self.controller
        return seat_place(seat, c.game.rules.players, c.shown_seat)

    def hand_slots(self, seat: int, n: int) -> list[tuple[QPointF, float]]:
        """Scene positions and rotations of ``n`` tiles in ``seat``'s hand (a side seat's below
        its label)."""
        label = self.labels.get(seat)
        top = label.sceneBoundingRect().bottom() if label is not None and label.isVisible() else None
        return geo.hand_slots(self.place_of(seat), n, self.right_to_left(), self.hand_scale, top)

    # ------------------------------------------------------------ whole-hand refresh
    def _clear_hand(self) -> None:
        self._stop_animations()
        self._turn_shown = None
        for item in (list(self.hand_items.values()) + list(self.table_items.values()) + self.revealed
                     + [i for items in self.other_items.values() for i in items] + self.bone_items):
            self.removeItem(item)
        self.hand_items.clear()
        self.table_items.clear()
        self.other_items.clear()
        self.revealed = []
        self.bone_items = []
        for lab in self.labels.values():
            self.removeItem(lab)
        self.labels = {}
        self._clear_badges()
        self._clear_targets()
        self._press = None
        self._chosen = None
        self._focus = None
        self._hint = None
        self.last_played = None
        for line in self.score_lines:
            self.removeItem(line)
        self.score_lines = []
        self._clear_floaters()
        self.spinner_mark = None  # it went with its tile
        for t in self.spinner_ends:
            self.removeItem(t)
        self.spinner_ends = []
        self.fresh = None
        self._drew = []
        self._fresh_timer.stop()
        self.set_hint_pending(False)
        self.toast.hide_now(force=True)

    # ------------------------------------------------------------ the spinner
    def _unfresh(self) -> None:
        self.fresh = None
        self.refresh()

    def on_hand_started(self, *_args) -> None:
        """Lay out the current hand as it stands: freshly dealt, or already under way (a resumed
        game, a step of a replay). Every tile on the layout is placed from the engine's view
        (centre and arms), each hand gets its tile count, the boneyard its size, and the last
        tile played is marked. With :attr:`reveal_all`, the other seats' tiles lie face up."""
        c = self.controller
        if c.game is None or c.game.hand is None:
            return
        self._clear_hand()
        view = c.view()
        shown = c.shown_seat
        for t in view.hand:
            item = TileItem(t, True)
            self.addItem(item)
            item.setZValue(20)
            item.setAcceptHoverEvents(False)
            self.hand_items[t] = item
        for seat in range(view.players):
            if seat == shown:
                continue
            items = []
            faces = c.game.hand.hand_tiles(seat) if self.reveal_all else [0] * view.hand_sizes[seat]
            for t in faces:
                item = TileItem(t, self.reveal_all)
                item.setScale(OTHER_SCALE)
                item.setZValue(10)
                self.addItem(item)
                items.append(item)
            self.other_items[seat] = items
        self.frame.fit(view, keep=False)  # each hand starts as large as its layout allows
        if view.center is not None:
            for p in self.frame.placements(view):
                item = TileItem(p.tile, True)
                item.setZValue(8)
                self.addItem(item)
                self.table_items[p.tile] = item
            last = next((e.tile for e in reversed(view.history) if e.kind == PLAY), None)
            if last is not None and last in self.table_items:
                self.table_items[last].set_marked(True)
                self.table_items[last].setZValue(9)
                self.last_played = last
        for seat in range(view.players):
            lab = make_text(None, 17, bold=True)
            self.addItem(lab)
            self.labels[seat] = lab
        sides = c.game.rules.sides
        for _ in range(sides):
            self.score_lines.append(make_text(self.score_panel, 17 if sides <= 2 else 15))
        self._layout_table(animate=False)
        self._update_spinner()
        self._build_boneyard()
        self.refresh()
        self._layout_hands(animate=False)  # below the labels' texts (pt173 #1: not while empty)

    def refresh(self, *_args) -> None:
        """Update every text on the table (scores, count, turn, hand sizes) and the dimming of
        the shown hand's tiles from the controller's state."""
        c = self.controller
        g = c.game
        self._mirror_panels()  # with no game too: the table behind the first question (pt42 #7)
        if g is None or g.hand is None:
            return
        view = c.view()
        self._refresh_scores()
        self._refresh_info(view)
        self._refresh_labels(view)  # below the panels as they now are
        self._refresh_badges(view)
        self._refresh_boneyard(view)
        self._refresh_hand()

    def _name(self, seat: int) -> str:
        """``seat``'s name on the table ("You", "Left player", "Partner", ...)."""
        c = self.controller
        rules = c.game.rules
        return seat_name(seat, rules.players, c.shown_seat, seat == c.human_seat,
                         rules.partnerships and c.human_seat is not None)

    def _label_text(self, name: str, n: int) -> str:
        """A seat's label: its ``name`` and its ``n`` tiles."""
        return self.tr("%1 · %n tile(s)", "", n).replace("%1", name)

    def _refresh_hand(self) -> None:
        """Dim the shown hand's tiles that cannot be played (all of them when none fits) and
        light the keyboard's tile and a freshly drawn one, each only while it can be played."""
        c = self.controller
        playable = c.playable_tiles()  # empty unless it is the person's turn to play
        forced = c.can_draw() or c.can_pass()
        # Only a playable tile is lit (pt10 #6: not a drawn tile that does not fit, nor one left
        # at the hand's end; pt9 #12: none in the demo); an unplayable keyboard's tile gives way.
        if self._keyboard and playable and self._focus not in playable:
            self._focus = self.first_playable()
        for t, item in self.hand_items.items():
            item.set_dimmed(forced or (bool(playable) and t not in playable))
            lit = (self._keyboard and self.keyboard_here and t == self._focus) or t == self.fresh
            item.set_highlighted(lit and t in playable)

    def side_name(self, side: int) -> str:
        """A side's name for the score panel: a seat's name, or a partnership's."""
        c = self.controller
        return side_names(c.game.rules, c.human_seat, c.shown_seat)[side]

    # ------------------------------------------------------------ controller events
    def on_tile_played(self, seat: int, tile: int, end: int, points: int) -> None:
        """Move the played tile from its hand to its place on the layout (and every tile whose
        place changed), mark it as the last played, and show its points."""
        c = self.controller
        g = c.game
        self._counted_at_end = points if (points and c.is_human(seat) and g.hand_over
                                          and g.rules.claims == "muggins") else 0
        self._clear_targets()
        self._press = None
        self._hint = None
        self.set_hint_pending(False)
        self._drew = []
        self.fresh = None
        self.toast.hide_now()
        if self._chosen == tile:
            self._chosen = None
        if seat == c.shown_seat and tile in self.hand_items:
            item = self.hand_items.pop(tile)
            item.set_chosen(False)
            item.set_highlighted(False)
            item.set_dimmed(False)
        else:
            items = self.other_items.get(seat, [])
            old = items.pop(len(items) // 2) if items else None
            item = TileItem(tile, True)
            self.addItem(item)
            if old is not None:
                item.setPos(old.pos())
                item.setRotation(old.rotation())
                item.setScale(old.scale())
                self.removeItem(old)
        if self._focus == tile:
            remaining = sorted(self.hand_items)
            self._focus = remaining[0] if remaining else None
        item.setZValue(30)
        if self.last_played is not None and self.last_played in self.table_items:
            self.table_items[self.last_played].set_marked(False)
            self.table_items[self.last_played].setZValue(8)
        self.table_items[tile] = item
        item.set_marked(True)
        self.last_played = tile
        self._clear_floaters()  # the last play's points make way for this one's
        group = QParallelAnimationGroup(self)
        self.frame.fit(c.view())  # a step smaller when the grown layout needs it
        self._layout_table(True, group, flying=tile)
        self._layout_hands(True, group)

        plays = g.logs[-1].plays
        drew = plays[-1].drew if plays and plays[-1].seat == seat else 0

        def landed(it=item) -> None:
            if it.scene() is not self:
                return  # a new hand was dealt meanwhile
            it.setZValue(9)
            self._update_spinner()
            if points:
                self.show_points(it, points)
            # Said as the score panel shows the points (play-tests pt42 #5, pt43 #10: the status
            # bar told them while the panel still showed the scores before the play).
            self.say(lambda: self.played_text(seat, tile, points, drew))
            self.toast.step_aside()  # a held sentence left over the tile that landed
            self.tileLanded.emit(points)

        if self._run(group):
            group.finished.connect(landed)  # the points appear once the tile has landed
        else:
            landed()
        self.refresh()

    def played_text(self, seat: int, tile: int, points: int, drew: int = 0) -> str:
        """Who played ``tile`` and what it scored, in the current language; for a seat not the
        person's, with the ``drew`` tiles it drew from the boneyard just before (play-test pt9
        #3: "Top player drew 2 tiles and played 2-4.", so a hand that grew is explained)."""
        if seat == self.controller.human_seat:
            if points and self.controller.can_claim():
                # Muggins: not scored until claimed (play-test pt49 #7: "and scored 10 points"
                # beside the reminder to claim them), so the reminder is said instead.
                text = QCoreApplication.translate("TableScene", "You played %1.")
                return text.replace("%1", NAMES[tile]) + " " + ClaimWords().claim_now(points)
            text = (self.tr("You played %1 and scored %n points.", "", points) if points
                    else QCoreApplication.translate("TableScene", "You played %1."))
            return text.replace("%1", NAMES[tile])
        # One tile: "drew a tile", as the first draw of a run is said.
        if drew and points:
            # Worded as a play without draws is (play-test pt54 #7: "... and played 4-5 for 10
            # points" beside "... played 4-5 and scored 10 points").
            text = (QCoreApplication.translate("TableScene", "%1 drew a tile, played %2 and scored "
                                               "%3.", "points with their word, as 15 points")
                    if drew == 1 else self.tr("%1 drew %n tiles, played %2 and scored %3.",
                                              "points with their word, as 15 points", drew))
            text = text.replace("%3", self.tr("%n points", "", points))
        elif drew:
            text = (QCoreApplication.translate("TableScene", "%1 drew a tile and played %2.")
                    if drew == 1 else self.tr("%1 drew %n tiles and played %2.", "", drew))
        else:
            text = (self.tr("%1 played %2 and scored %n points.", "", points) if points
                    else QCoreApplication.translate("TableScene", "%1 played %2."))
        return text.replace("%1", self._name(seat)).replace("%2", NAMES[tile])

    def on_tile_drawn(self, seat: int, tile: int) -> None:
        """Slide a tile from the boneyard into ``seat``'s hand (face up only for the shown seat).
        The person's drawn tile becomes the keyboard's tile, lit a moment if it can be played."""
        c = self.controller
        self.set_hint_pending(False)
        self._hint = None
        start = self.boneyard_pos()
        if tile >= 0 and seat == c.shown_seat:
            item = TileItem(tile, True)
            item.setZValue(20)
            self.hand_items[tile] = item
        else:
            item = TileItem(0, False)
            item.setScale(OTHER_SCALE)
            item.setZValue(10)
            self.other_items.setdefault(seat, []).append(item)
        item.setPos(start)
        self.addItem(item)
        if seat == c.human_seat and tile >= 0:
            self.toast.hide_now()
            self.fresh = tile
            self._focus = tile
            # Drawn for you, or by you after a prompt told with the turns (play-test pt144 #3:
            # a draw by hand dropped them, an automatic one kept them).
            self.news_before_draws |= not self._drew and (self.news_due() or self.news_told_first())
            self._drew.append(tile)
            self._fresh_timer.start(1600)
        group = QParallelAnimationGroup(self)
        self._layout_hands(True, group)
        self._run(group)
        self.refresh()
        if seat == c.human_seat and tile >= 0:
            self.say(lambda: QCoreApplication.translate("TableScene", "You drew %1.")
                     .replace("%1", NAMES[tile]))
        else:
            # A run of draws says its length (a computer drawing at will may take the boneyard),
            # read from the hand: a count of its own started again at a resume (play-test pt127
            # #6: "has drawn 2 tiles in a row" beside the badge's "drew 3").
            run = last_turns(c.view().history)[-1][2]
            self.say(lambda: (QCoreApplication.translate("TableScene", "%1 drew a tile.")
                              if run == 1 else self.tr("%1 has drawn %n tiles in a row.", "", run))
                     .replace("%1", self._name(seat)))

    def on_passed(self, seat: int) -> None:
        """Say that ``seat`` passed; a seat not the person's, with the tiles it drew just before
        (play-test pt9 #3)."""
        passes = self.controller.game.logs[-1].passes
        drew = passes[-1].drew if passes and passes[-1].seat == seat else 0
        self.toast.hide_now()
        self._drew = []
        if seat == self.controller.human_seat:
            drew = 0  # the person's draws were each said
            if self.controller.auto_draw:  # made for them: on the table too (pt60: missed)
                self.show_toast(self.passed_text(seat), 2200)
        self.say(lambda: self.passed_text(seat, drew))
        self.refresh()

    def passed_text(self, seat: int, drew: int = 0) -> str:
        """That ``seat`` passed, with the ``drew`` tiles it drew just before, in the current
        language."""
        if drew > 1:
            text = self.tr("%1 drew %n tiles and passed.", "", drew)
        elif drew:
            text = QCoreApplication.translate("TableScene", "%1 drew a tile and passed.")
        else:
            text = QCoreApplication.translate("TableScene", "%1 passed.")
        return text.replace("%1", self._name(seat))

    def on_human_to_act(self, seat: int) -> None:
        """The person is to act: dim the tiles that cannot be played (all of them when none fits,
        with the boneyard lit), put the keyboard on a playable tile, and say what to do."""
        c = self.controller
        playable = c.playable_tiles()
        if self._focus not in self.hand_items or (playable and self._focus not in playable):
            self._focus = self.first_playable()
        self.refresh()
        tiles, self._drew = self._drew, []
        drew = tiles[-1] if tiles else None
        more = c.can_draw_at_will()
        back, self.back_sentence = self.back_sentence, None
        news = self.news_due() or self.news_before_draws  # every turn since yours (pt53 #3)
        self.news_before_draws = False

        def drawn(kind: str) -> Callable[[], str]:  # the tiles just drawn, each named
            return lambda: drawn_text(kind, tiles)

        if c.can_draw() or c.can_pass():  # none fits: draw (again), or pass
            code = "must-draw" if c.can_draw() else c.pass_reason()
            if drew is not None:
                self.alert(drawn("again" if code == "must-draw" else "pass"))
            else:  # after the turns since yours, also at a resume (play-test pt124 #2)
                self.alert(lambda: reason_text(code), 3200, news=True)
                news = False
        elif c.game.hand.center is None:  # a tile drawn at will before the lead: named (pt100)
            self.say(drawn("lead-more" if more else "lead") if tiles else
                     (lambda: back() + " " + self.your_turn_text()) if back else self.your_turn_text, True)
        elif drew is not None:  # it fits, or was drawn at will (draw: at-will) and does not
            self.say(drawn(("fits" if drew in playable else "misfit") + ("-more" if more else "")),
                     True)
        elif self.last_stale:
            self.say(self.your_turn_text, True)
        else:  # the turns since yours, then what you may do (pt103 #2, pt146 #2, pt154 #1: only
            self.say(self.your_turn_text, True, news=True)  # the turns, and nothing said it was
            news = False  # your turn once the boneyard was empty)
        if news:
            self.tell_news_first()

    def on_hand_ended(self, index: int) -> None:
        """Show every seat's remaining tiles face up at its place, and say that the hand (or the
        game) is over (under ``claims: muggins``, when the person's play that ended it scored:
        that its points were counted without C); any hint or refusal goes."""
        c = self.controller
        hand = c.game.hand
        for seat, items in self.other_items.items():
            tiles = hand.hand_tiles(seat)
            slots = self.hand_slots(seat, len(items))
            for t, item, (pos, rot) in zip(tiles, items, slots):
                face = TileItem(t, True)
                face.setScale(OTHER_SCALE)
                face.setPos(pos)
                face.setRotation(rot)
                face.setZValue(11)
                self.addItem(face)
                self.revealed.append(face)
                item.setVisible(False)
        for item in self.hand_items.values():
            item.set_dimmed(False)
            item.set_chosen(False)
        self._chosen = None
        self._hint = None
        self.set_hint_pending(False)
        self.toast.hide_now()
        self._clear_targets()
        self.refresh()
        self.say(self.hand_over_text, True)

    def hand_over_text(self) -> str:
        """The sentence said when the hand ends, in the current language: every other seat's turn
        since the person's last action (:meth:`news_since_your_turn`; play-test pt71 #1), who went
        out or that it was blocked (:func:`hand_ending`; pt164 #5, pt165 #8), then that the game
        or the hand is over (under ``claims: muggins``, with the points counted without C)."""
        g = self.controller.game
        if g.over:
            over = QCoreApplication.translate("TableScene", "The game is over.")
        elif self._counted_at_end:  # every other scoring play asked for C: say why not this one
            over = self.tr("%n points, counted: the hand is over.", "", self._counted_at_end)
        else:
            over = QCoreApplication.translate("TableScene", "The hand is over.")
        ending = hand_ending(g.logs[-1].ended, g.hand.out_seat, self.controller.human_seat, self._name)
        return self.after_news(f"{ending} {over}" if ending else over)

    # How long a hint stays on the table, in milliseconds.
    HINT_MS = 7000

    def on_hint(self, move, facts: dict) -> None:
        """Light the suggested tile and end (keyboard choice), and say why in plain words
        (:func:`~allfives_qt.ui.sentences.hint_sentence`) on the table and in the status bar.
        ``facts`` (the player's own figures) are not shown: the reason is worked out from what
        the person's seat sees (:func:`~allfives_qt.ai.hints.hint_facts`)."""
        tile, end = move.tile, move.end
        where = end if end in range(4) else LEAD  # the lead is listed once, as (tile, LEAD)
        play, wanted = self.enter_waiting, self.hint_pending or not self.hint_cancelled
        self.set_hint_pending(False)
        if tile not in self.hand_items or not wanted:
            return
        self._hint = (tile, where)
        self._keyboard = True  # Enter now plays the suggested tile on the suggested end
        self.choose(tile)
        for i, t in enumerate(self.targets):
            if t.end == where:
                self._target_index = i
        self._show_target_selection()
        view = self.controller.view()
        probe = Move(tile, where)
        if probe not in view.legal:
            return  # the game moved on meanwhile
        from allfives_qt.ai.hints import hint_facts  # the computer players' code: on first hint
        facts, as_good = hint_facts(view, probe), facts.get("as_good", ())
        # After the turns since the person's last action, asked for at the turn or ahead of it
        # (WaitingHint; play-test pt124 #4: only the latter kept them).
        self._hint_words = lambda: hint_alert(probe, facts, view, self.end_label, as_good)
        self.alert(self._hint_words, self.HINT_MS, news=True)
        if play and self.targets:  # Enter was pressed while the hint was on its way (pt40 #3)
            self.play_chosen(self.targets[self._target_index].end)

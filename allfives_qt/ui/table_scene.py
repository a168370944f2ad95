"""The table: a ``QGraphicsScene`` that shows a game the controller runs (issue 3, "The table").

Composition, in scene units (the view scales the whole scene to the window, keeping its aspect):

- the felt, with the *table rectangle* :data:`TABLE_RECT` where the layout lies; tile positions
  come from :mod:`allfives_qt.ui.table_layout` (layout-area coordinates, offset by the rectangle's
  top-left corner);
- the shown seat's hand face up in a tray along the bottom; the other seats' hands face down at
  their places (left, top, right) with a label giving each seat's name and tile count;
- the boneyard (bottom right) with its count; a score panel per side (top left); the count of the
  open ends, the hand number and whose turn it is (top right);
- the last tile played marked, and a scoring play's points ("+15") shown beside it once it has
  landed, then fading;
- the spinner marked (a gold ring and a star), and its N/S ends shown faintly once they are open;
- when no tile fits, every tile of the hand dimmed and the boneyard lit; a refusal or what to do
  now also shown for a few seconds on the table, just above the hand (:class:`Toast`).

Playing: an in-scene drag (press on a hand tile, move past a few pixels, every legal open end
lights up, release on a lit end plays), a click on a tile then on a lit end, a double-click when the
tile fits one end only, or the keyboard (:meth:`TableScene.key_press`). The scene only sends
intents to the :class:`~allfives_qt.controller.GameController` and animates what it reports.
"""

from __future__ import annotations

import math

from PySide6.QtCore import (QCoreApplication, QEasingCurve, QLocale, QObject, QParallelAnimationGroup,
                            QPointF, QPropertyAnimation, QRectF, Qt, QTimer, Signal)
from PySide6.QtGui import (QBrush, QColor, QFont, QFontMetricsF, QGuiApplication, QLinearGradient,
                           QPainter, QPen, QPolygonF)
from PySide6.QtWidgets import (QGraphicsObject, QGraphicsRectItem, QGraphicsScene,
                               QGraphicsSimpleTextItem, QGraphicsTextItem)

from allfives_qt.engine.hand import LEAD, PLAY, W, E, N, S
from allfives_qt.engine.tiles import NAMES, TILES, tile_id

from .table_layout import Placement, end_target, layout_placements, lead_target

from .tile_item import TILE_LONG, TILE_SHORT, TileItem, tile_accessible_name


#: The whole scene, in scene units.
SCENE_RECT = QRectF(0, 0, 1280, 760)
#: Where the layout lies: the layout area of :mod:`table_layout` (880 x 440) placed in the scene.
TABLE_RECT = QRectF(200, 140, 880, 440)
#: How far the corner panels move to the other side of the table for a right-to-left language.
PANEL_SHIFT = 1080.0
#: Centre line (y) of the shown seat's hand tray.
TRAY_Y = 655.0
#: Scale of face-down tiles in the other seats' hands.
OTHER_SCALE = 0.72
#: Distance in scene units a pressed tile must move before it is dragged.
DRAG_START = 6.0
#: Widest a left or right seat's name label may be, in scene units (longer ones are shrunk).
LABEL_SIDE_WIDTH = 150.0
#: Least room between a seat's name label and the left or right edge of the scene.
LABEL_MARGIN = 16.0

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
    """A seat's name as people read it: "You" for the person, else by place ("Left player")."""
    place = seat_place(seat, players, shown)
    if place == "bottom":
        if human:
            return QCoreApplication.translate("TableScene", "You")
        return QCoreApplication.translate("TableScene", "Bottom player")
    if place == "top" and partner:
        return QCoreApplication.translate("TableScene", "Partner")
    if place == "left":
        return QCoreApplication.translate("TableScene", "Left player")
    if place == "top":
        return QCoreApplication.translate("TableScene", "Top player")
    return QCoreApplication.translate("TableScene", "Right player")


def end_name(end: int) -> str:
    """The name of an open end as people read it (arm W/E/N/S seen from the spinner)."""
    if end == LEAD:
        return QCoreApplication.translate("TableScene", "the centre of the table")
    return (QCoreApplication.translate("TableScene", "the left end"),
            QCoreApplication.translate("TableScene", "the right end"),
            QCoreApplication.translate("TableScene", "the top end"),
            QCoreApplication.translate("TableScene", "the bottom end"))[end]


def reason_text(code: str) -> str:
    """Turn a reason code (engine :class:`IllegalMove` codes, plus the controller's
    :data:`~allfives_qt.controller.EXTRA_REASONS`) into one translated sentence."""
    texts = {
        "hand-over": QCoreApplication.translate("TableScene", "The hand is over."),
        "wrong-seat": QCoreApplication.translate("TableScene", "It is not your turn yet."),
        "tile-not-in-hand": QCoreApplication.translate("TableScene",
                                                       "That tile is not in your hand."),
        "end-not-open": QCoreApplication.translate(
            "TableScene", "That end is not open yet: both sides of the spinner must be covered "
                          "first."),
        "halves-do-not-match": QCoreApplication.translate(
            "TableScene", "That tile does not match the end: one of its halves must have the "
                          "end's pips."),
        "fits-nowhere": QCoreApplication.translate("TableScene", "That tile fits no open end."),
        "lead-has-end": QCoreApplication.translate(
            "TableScene", "The first tile of a hand goes in the centre of the table."),
        "end-missing": QCoreApplication.translate("TableScene", "Choose an end for the tile."),
        "can-play": QCoreApplication.translate(
            "TableScene", "You hold a tile that fits: play it; you may only draw when nothing "
                          "fits."),
        "boneyard-empty": QCoreApplication.translate("TableScene", "The boneyard is empty: pass."),
        "boneyard-not-empty": QCoreApplication.translate(
            "TableScene", "You may not pass while the boneyard has tiles: draw one."),
        "computer-seat": QCoreApplication.translate("TableScene",
                                                    "A computer player has this seat."),
        "busy": QCoreApplication.translate("TableScene",
                                           "Wait until the last move has been shown."),
        "must-draw": QCoreApplication.translate(
            "TableScene", "None of your tiles fits an open end: draw from the boneyard."),
        "must-pass": QCoreApplication.translate(
            "TableScene", "None of your tiles fits and the boneyard is empty: pass."),
        "no-end": QCoreApplication.translate("TableScene", "Drop the tile on a lit end."),
        "game-over": QCoreApplication.translate("TableScene",
                                                "The game is over: start a new game."),
        "replay": QCoreApplication.translate(
            "TableScene", "This is a replay: nothing can be played. Close the replay to go back "
                          "to your game."),
    }
    return texts.get(code, QCoreApplication.translate("TableScene", "That move is not allowed."))


class EndTarget(QGraphicsObject):
    """An open end where the chosen tile can go, drawn as a lit outline of the tile's place.

    ``end``: W/E/N/S or LEAD. ``placement``: where the tile would lie (scene coordinates in
    ``pos``/``rotation``). ``selected`` (keyboard choice) draws it brighter.
    """

    def __init__(self, end: int, parent=None, faint: bool = False) -> None:
        super().__init__(parent)
        self.end = end
        self.selected = False
        #: A faint outline: an open end of the spinner shown while no tile is chosen.
        self.faint = faint
        self.setZValue(4 if faint else 5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.accessible_name = ""

    def boundingRect(self) -> QRectF:  # noqa: D102
        return QRectF(-TILE_LONG / 2 - 6, -TILE_SHORT / 2 - 6, TILE_LONG + 12, TILE_SHORT + 12)

    def set_selected(self, on: bool) -> None:
        """Draw this end brighter: the keyboard has chosen it."""
        self.selected = on
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: D102
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(-TILE_LONG / 2 - 2, -TILE_SHORT / 2 - 2, TILE_LONG + 4, TILE_SHORT + 4)
        if self.faint:
            painter.setBrush(QColor(255, 224, 90, 22))
            painter.setPen(QPen(QColor(255, 230, 140, 110), 1.5, Qt.PenStyle.DotLine))
            painter.drawRoundedRect(r, 6, 6)
            return
        glow = QColor(255, 224, 90, 120 if self.selected else 70)
        painter.setBrush(glow)
        painter.setPen(QPen(QColor(255, 236, 120) if self.selected else QColor(255, 214, 60),
                            4 if self.selected else 2.5, Qt.PenStyle.SolidLine if self.selected
                            else Qt.PenStyle.DashLine))
        painter.drawRoundedRect(r, 6, 6)

    def hit(self, scene_pos: QPointF, margin: float = 12.0) -> bool:
        """Whether ``scene_pos`` lies on this end's place, with ``margin`` scene units to spare."""
        local = self.mapFromScene(scene_pos)
        return self.boundingRect().adjusted(-margin, -margin, margin, margin).contains(local)


class Panel(QGraphicsRectItem):
    """A rounded, dark translucent box for texts on the felt; :meth:`set_lit` outlines it in gold
    (the boneyard when the person must draw)."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.setPen(QPen(QColor(255, 255, 255, 60), 1.5))
        self.setBrush(QColor(0, 0, 0, 70))
        self.setZValue(1)
        self.lit = False

    def set_lit(self, on: bool) -> None:
        """Light the panel (a gold outline and a warm fill), or put the light out."""
        if self.lit != bool(on):
            self.lit = bool(on)
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: D102
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.lit:
            painter.setPen(QPen(QColor(255, 214, 60), 4))
            painter.setBrush(QColor(255, 214, 60, 45))
        else:
            painter.setPen(self.pen())
            painter.setBrush(self.brush())
        painter.drawRoundedRect(self.rect(), 10, 10)


def _star(centre: QPointF, outer: float, inner: float) -> QPolygonF:
    """A five-pointed star around ``centre``, one point up."""
    pts = []
    for k in range(10):
        r = outer if k % 2 == 0 else inner
        a = math.radians(-90 + 36 * k)
        pts.append(QPointF(centre.x() + r * math.cos(a), centre.y() + r * math.sin(a)))
    return QPolygonF(pts)


class SpinnerMark(QGraphicsObject):
    """The spinner's mark: a thin gold ring around the tile and a small star at one corner, in
    the corner notch no tile ever covers. A child of the spinner's :class:`TileItem`, so it moves
    and turns with it. Tooltip and :attr:`accessible_name`: "Spinner"."""

    STAR = 7.0

    def __init__(self, parent: TileItem) -> None:
        super().__init__(parent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(1)
        self.accessible_name = QCoreApplication.translate("TableScene", "Spinner")
        self.setToolTip(self.accessible_name)

    def _star_centre(self) -> QPointF:
        body = TileItem.body_rect()
        return QPointF(body.right() + 3, body.top() - 3)

    def boundingRect(self) -> QRectF:  # noqa: D102
        c = self._star_centre()
        star = QRectF(c.x() - self.STAR - 1, c.y() - self.STAR - 1, 2 * self.STAR + 2,
                      2 * self.STAR + 2)
        return TileItem.body_rect().adjusted(-5, -5, 5, 5).united(star)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: D102
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 214, 80, 200), 2.0))
        painter.drawRoundedRect(TileItem.body_rect().adjusted(-3.5, -3.5, 3.5, 3.5), 7, 7)
        painter.setPen(QPen(QColor(120, 86, 30), 1.0))
        painter.setBrush(QColor(255, 214, 80))
        painter.drawPolygon(_star(self._star_centre(), self.STAR, self.STAR * 0.45))


class Toast(QGraphicsObject):
    """A short sentence shown on the table for a few seconds, then faded out: a refusal, or what
    the person must do now. Centred on :attr:`centre` (just above the hand tray)."""

    PAD = 10.0
    MAX_WIDTH = 860.0

    def __init__(self, centre: QPointF) -> None:
        super().__init__()
        self.centre = centre
        self.text = ""
        self._rect = QRectF()
        self._font = QFont()
        self._font.setPixelSize(19)
        self._font.setBold(True)
        self.setZValue(70)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fade)
        self._anim = QPropertyAnimation(self, b"opacity", self)
        self._anim.finished.connect(self._gone)
        self.fade_ms = 400

    def show_text(self, text: str, ms: int = 2600) -> None:
        """Show ``text`` for ``ms`` milliseconds (then fade it out over :attr:`fade_ms`)."""
        self._anim.stop()
        self.prepareGeometryChange()
        self.text = text
        fm = QFontMetricsF(self._font)
        w = fm.horizontalAdvance(text) + 2 * self.PAD
        h = fm.height() + 2 * self.PAD * 0.7
        self._rect = QRectF(-w / 2, -h / 2, w, h)
        self.setScale(min(1.0, self.MAX_WIDTH / w))
        self.setPos(self.centre)
        self.setOpacity(1.0)
        self.setVisible(True)
        self.update()
        self._timer.start(max(0, ms))

    def hide_now(self) -> None:
        """Take the sentence away at once."""
        self._timer.stop()
        self._anim.stop()
        self._gone()

    def _fade(self) -> None:
        if self.fade_ms <= 0:
            self._gone()
            return
        self._anim.setDuration(self.fade_ms)
        self._anim.setStartValue(1.0)
        self._anim.setEndValue(0.0)
        self._anim.start()

    def _gone(self) -> None:
        self.setVisible(False)
        self.setOpacity(1.0)

    def boundingRect(self) -> QRectF:  # noqa: D102
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: D102
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 214, 60), 2))
        painter.setBrush(QColor(20, 24, 20, 225))
        painter.drawRoundedRect(self._rect, 10, 10)
        painter.setFont(self._font)
        painter.setPen(QColor(255, 244, 210))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)


def fit_text(item: QGraphicsSimpleTextItem, max_width: float) -> None:
    """Shrink ``item`` (scale) so that its text is at most ``max_width`` scene units wide: long
    translations stay inside their panel instead of running off it."""
    w = item.boundingRect().width()
    item.setScale(max_width / w if w > max_width else 1.0)


def _text(parent, size: float, bold: bool = False,
          color: QColor | None = None) -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem(parent)
    f = QFont()
    f.setPixelSize(int(size))
    f.setBold(bold)
    item.setFont(f)
    item.setBrush(color or QColor(245, 245, 235))
    item.setZValue(2)
    return item


class _Floater(QGraphicsTextItem):
    """Points rising from a scoring play ("+15"); ``fade_group`` is its animation, if any."""

    fade_group: QParallelAnimationGroup | None = None


class TableScene(QGraphicsScene):
    """The table of one game, driven by a :class:`~allfives_qt.controller.GameController`.

    Signals: ``message(str)`` a translated sentence for the status bar; ``focusText(str)`` a
    sentence describing the keyboard's current choice (for screen readers).
    Attributes read by tests: ``hand_items`` (tile id -> :class:`TileItem` of the shown hand),
    ``table_items`` (tile id -> item on the layout), ``targets`` (lit :class:`EndTarget` items).
    """

    message = Signal(str)
    focusText = Signal(str)

    def __init__(self, controller, parent: QObject | None = None) -> None:
        super().__init__(SCENE_RECT, parent)
        self.controller = controller
        self.anim_ms = 300
        self.hand_items: dict[int, TileItem] = {}
        self.table_items: dict[int, TileItem] = {}
        self.other_items: dict[int, list[TileItem]] = {}
        self.revealed: list[TileItem] = []
        self.targets: list[EndTarget] = []
        self.last_played: int | None = None
        self._anims: set = set()
        self._press: dict | None = None
        self._chosen: int | None = None
        self._focus: int | None = None
        self._keyboard = False
        self._target_index = 0
        self._hint: tuple[int, int] | None = None
        self.floaters: list[QGraphicsTextItem] = []
        self._after_double = False
        #: The spinner's mark (a child of its tile item), and its open N/S ends shown faintly.
        self.spinner_mark: SpinnerMark | None = None
        self.spinner_ends: list[EndTarget] = []
        #: The tile the person just drew (briefly highlighted), cleared by :attr:`_fresh_timer`.
        self.fresh: int | None = None
        self._fresh_timer = QTimer(self)
        self._fresh_timer.setSingleShot(True)
        self._fresh_timer.timeout.connect(self._unfresh)
        self._drew: int | None = None
        #: True from a hint request until the hint arrives (or the game moves on): Enter waits.
        self.hint_pending = False
        self._hint_timer = QTimer(self)
        self._hint_timer.setSingleShot(True)
        self._hint_timer.timeout.connect(self._hint_expired)
        #: The last sentence said (:meth:`say`), and whether it is out of date once the
        #: person's turn comes (a refusal, a hint, a prompt) rather than a report of a move.
        self.last_message = ""
        self.last_stale = False
        #: Replay mode: every hand is drawn face up, and :meth:`key_press` hands the keys to
        #: :attr:`replay_key` (a callable taking a ``Qt.Key``, returning whether it used it).
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
        g = QLinearGradient(TABLE_RECT.topLeft(), TABLE_RECT.bottomRight())
        g.setColorAt(0, QColor(40, 128, 74))
        g.setColorAt(1, QColor(30, 108, 62))
        self.felt.setBrush(QBrush(g))
        self.felt.setZValue(0)
        self.addItem(self.felt)
        self.score_panel = Panel(QRectF(10, 10, 180, 120))
        self.addItem(self.score_panel)
        self.score_title = _text(self.score_panel, 15, color=QColor(220, 230, 210))
        self.score_lines: list[QGraphicsSimpleTextItem] = []
        self.info_panel = Panel(QRectF(1090, 10, 180, 120))
        self.addItem(self.info_panel)
        self.count_text = _text(self.info_panel, 26, bold=True)
        self.hand_text = _text(self.info_panel, 15, color=QColor(220, 230, 210))
        self.turn_text = _text(self.info_panel, 16, bold=True, color=QColor(255, 226, 120))
        self.bone_panel = Panel(QRectF(1090, 590, 180, 160))
        self.addItem(self.bone_panel)
        self.bone_text = _text(self.bone_panel, 16)
        self.bone_items: list[TileItem] = []
        self.bone_hint = _text(self.bone_panel, 15, bold=True, color=QColor(255, 226, 120))
        self.bone_hint.setVisible(False)
        self.labels: dict[int, QGraphicsSimpleTextItem] = {}
        self.lead_marker: EndTarget | None = None
        self.toast = Toast(QPointF(640, TABLE_RECT.bottom() - 24))
        self.addItem(self.toast)

    # ------------------------------------------------------------ saying things
    def say(self, text: str, stale: bool = False) -> None:
        """Send ``text`` to the status bar (signal ``message``) and remember it. ``stale``: the
        sentence is out of date once the person's turn comes (a refusal, a hint, a choice, a
        prompt), as opposed to a report of what a player did."""
        self.last_message = text
        self.last_stale = stale
        self.message.emit(text)

    def refuse(self, code: str) -> None:
        """Say why an intent was refused (a reason code), in the status bar and, for a few
        seconds, on the table above the hand."""
        self.alert(reason_text(code))

    def alert(self, text: str, ms: int = 2600) -> None:
        """Say ``text`` in the status bar and show it on the table for ``ms`` milliseconds."""
        self.say(text, True)
        self.toast.fade_ms = 400 if self.anim_ms > 0 else 0
        self.toast.show_text(text, ms)

    def retranslate(self) -> None:
        """Set every text of the scene again (the language changed), and lay the corner panels
        and your hand out for the new writing direction."""
        g = self.controller.game
        if g is not None and g.hand is not None:
            self._build_boneyard()
            self._layout_hands(False)
        self.refresh()

    @staticmethod
    def right_to_left() -> bool:
        """Whether the application reads right to left (Hebrew): the score panel then sits at the
        top right, the count at the top left, the boneyard at the bottom left, and your hand runs
        from right to left. The layout of the dominoes itself stays geometric."""
        return QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft

    def _mirror_panels(self) -> float:
        """Put the corner panels on the side the writing direction wants; return the shift of the
        right-hand panels (0 left to right, -PANEL_SHIFT right to left)."""
        shift = PANEL_SHIFT if self.right_to_left() else 0.0
        self.score_panel.setPos(shift, 0)
        self.info_panel.setPos(-shift, 0)
        self.bone_panel.setPos(-shift, 0)
        return -shift

    def _place_text(self, item: QGraphicsSimpleTextItem, x: float, y: float) -> None:
        """Put a panel's text at (``x``, ``y``) for left-to-right reading, or aligned the same
        distance from the panel's right edge for right-to-left reading."""
        if self.right_to_left():
            rect = item.parentItem().rect()
            x = rect.right() - (x - rect.left()) - item.boundingRect().width() * item.scale()
        item.setPos(x, y)

    # ------------------------------------------------------------ geometry
    @staticmethod
    def to_scene(x: float, y: float) -> QPointF:
        """Layout-area coordinates -> scene coordinates."""
        return QPointF(TABLE_RECT.x() + x, TABLE_RECT.y() + y)

    def boneyard_pos(self) -> QPointF:
        """Scene position of the top of the boneyard pile."""
        return QPointF(1180 - (PANEL_SHIFT if self.right_to_left() else 0.0), 645)

    def hand_slots(self, seat: int, n: int) -> list[tuple[QPointF, float]]:
        """Scene positions and rotations of ``n`` tiles in ``seat``'s hand."""
        c = self.controller
        place = seat_place(seat, c.game.rules.players, c.shown_seat)
        if place == "bottom":
            step = min(TILE_SHORT + 8, 860 / max(n, 1))
            if self.right_to_left():  # your hand reads from right to left too
                step = -step
            x0 = 640 - step * (n - 1) / 2
            return [(QPointF(x0 + i * step, TRAY_Y), 90.0) for i in range(n)]
        if place == "top":
            step = min(TILE_SHORT * OTHER_SCALE + 5, 700 / max(n, 1))
            x0 = 640 - step * (n - 1) / 2
            return [(QPointF(x0 + i * step, 92), 90.0) for i in range(n)]
        x = 95 if place == "left" else 1185
        step = min(TILE_SHORT * OTHER_SCALE + 5, 380 / max(n, 1))
        y0 = 370 - step * (n - 1) / 2
        return [(QPointF(x, y0 + i * step), 0.0) for i in range(n)]

    def label_pos(self, seat: int) -> QPointF:
        """Scene position of the top-left corner of ``seat``'s name label (centred by caller)."""
        c = self.controller
        place = seat_place(seat, c.game.rules.players, c.shown_seat)
        return {"bottom": QPointF(640, 700), "top": QPointF(640, 30), "left": QPointF(95, 150),
                "right": QPointF(1185, 150)}[place]

    # ------------------------------------------------------------ whole-hand refresh
    def _clear_hand(self) -> None:
        for group in list(self._anims):
            group.stop()
        self._anims.clear()
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
        self._drew = None
        self._fresh_timer.stop()
        self.set_hint_pending(False)
        self.toast.hide_now()

    # ------------------------------------------------------------ the spinner
    def _update_spinner(self) -> None:
        """Mark the spinner's tile, and show its N and S ends faintly while they are open and
        empty (both its sides covered, nothing played there yet)."""
        view = self.controller.view()
        for t in self.spinner_ends:
            self.removeItem(t)
        self.spinner_ends = []
        if view is None or view.center is None or view.spinner < 0:
            return
        item = self.table_items.get(view.spinner)
        if item is None:
            return
        if self.spinner_mark is None or self.spinner_mark.parentItem() is not item:
            self.spinner_mark = SpinnerMark(item)
        for end in (N, S):
            v = view.ends[end]
            if v < 0 or view.arms[end]:
                continue
            p = end_target(view.center, view.arms, view.spinner, end, tile_id(v, (v + 1) % 7),
                           TABLE_RECT.width(), TABLE_RECT.height())
            if p is None:
                continue
            ghost = EndTarget(end, faint=True)
            ghost.setPos(self.to_scene(p.x, p.y))
            ghost.setRotation(p.angle)
            text = QCoreApplication.translate("TableScene", "Open end of the spinner: %1")
            ghost.accessible_name = text.replace("%1", end_name(end))
            ghost.setToolTip(ghost.accessible_name)
            ghost.setVisible(not self.targets)
            self.addItem(ghost)
            self.spinner_ends.append(ghost)

    # ------------------------------------------------------------ small timers
    def _unfresh(self) -> None:
        self.fresh = None
        self.refresh()

    def set_hint_pending(self, on: bool) -> None:
        """A hint was asked for (Enter waits for it, at most a few seconds), or it came."""
        self.hint_pending = on
        if on:
            self._hint_timer.start(5000)
        else:
            self._hint_timer.stop()

    def _hint_expired(self) -> None:
        self.hint_pending = False

    def _clear_floaters(self) -> None:
        for f in self.floaters:
            group = getattr(f, "fade_group", None)
            if group is not None:
                group.stop()
                self._anims.discard(group)
            if f.scene() is self:
                self.removeItem(f)
        self.floaters = []

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
        if view.center is not None:
            for p in layout_placements(view.center, view.arms, view.spinner,
                                       TABLE_RECT.width(), TABLE_RECT.height()):
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
            lab = _text(None, 17, bold=True)
            self.addItem(lab)
            self.labels[seat] = lab
        sides = c.game.rules.sides
        for _ in range(sides):
            self.score_lines.append(_text(self.score_panel, 17 if sides <= 2 else 15))
        self._layout_hands(animate=False)
        self._layout_table(animate=False)
        self._update_spinner()
        self._build_boneyard()
        self.refresh()

    def _build_boneyard(self) -> None:
        for item in self.bone_items:
            self.removeItem(item)
        self.bone_items = []
        n = self.controller.game.hand.boneyard_size
        shown = min(n, 6)
        shift = self._mirror_panels()
        for i in range(shown):
            item = TileItem(0, False)
            item.setScale(0.8)
            row, col = divmod(i, 3)
            item.setPos(1135 + col * 45 + shift, 628 + row * 22 - (i % 2) * 2)
            item.setRotation(0)
            item.setZValue(3 + i)
            self.addItem(item)
            self.bone_items.append(item)

    def _layout_hands(self, animate: bool, group: QParallelAnimationGroup | None = None) -> None:
        c = self.controller
        shown = c.shown_seat
        tiles = sorted(self.hand_items)
        for (pos, rot), t in zip(self.hand_slots(shown, len(tiles)), tiles):
            item = self.hand_items[t]
            if t == self._chosen:
                pos = QPointF(pos.x(), pos.y() - 14)
            item.set_halves(*TILES[t])
            self._move(item, pos, rot, None, group if animate else None)
        for seat, items in self.other_items.items():
            for (pos, rot), item in zip(self.hand_slots(seat, len(items)), items):
                self._move(item, pos, rot, None, group if animate else None)

    def _layout_table(self, animate: bool, group: QParallelAnimationGroup | None = None) -> None:
        view = self.controller.view()
        if view is None or view.center is None:
            return
        for p in layout_placements(view.center, view.arms, view.spinner,
                                   TABLE_RECT.width(), TABLE_RECT.height()):
            item = self.table_items.get(p.tile)
            if item is None:
                continue
            item.set_halves(p.first, p.second)
            self._move(item, self.to_scene(p.x, p.y), p.angle, 1.0, group if animate else None)

    def _move(self, item, pos: QPointF, rot: float, scale: float | None,
              group: QParallelAnimationGroup | None) -> None:
        if group is None or self.anim_ms <= 0:
            item.setPos(pos)
            item.setRotation(rot)
            if scale is not None:
                item.setScale(scale)
            return
        if (item.pos() - pos).manhattanLength() > 0.5:
            a = QPropertyAnimation(item, b"pos")
            a.setDuration(self.anim_ms)
            a.setStartValue(item.pos())
            a.setEndValue(pos)
            a.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(a)
        start = item.rotation()
        if abs(start - rot) > 0.5:
            while start - rot > 180:
                start -= 360
            while rot - start > 180:
                start += 360
            item.setRotation(start)
            a = QPropertyAnimation(item, b"rotation")
            a.setDuration(self.anim_ms)
            a.setStartValue(start)
            a.setEndValue(rot)
            group.addAnimation(a)
        if scale is not None and abs(item.scale() - scale) > 0.01:
            a = QPropertyAnimation(item, b"scale")
            a.setDuration(self.anim_ms)
            a.setStartValue(item.scale())
            a.setEndValue(scale)
            group.addAnimation(a)

    def _run(self, group: QParallelAnimationGroup) -> bool:
        """Start ``group``; the controller waits until it has finished. Return whether it runs
        (False: nothing to animate, or animations are off)."""
        if group.animationCount() == 0 or self.anim_ms <= 0:
            return False
        self.controller.hold()
        self._anims.add(group)

        def done() -> None:
            self._anims.discard(group)
            self.controller.release()

        group.finished.connect(done)
        group.start()
        return True

    def refresh(self, *_args) -> None:
        """Update every text on the table (scores, count, turn, hand sizes) and the dimming of
        the shown hand's tiles from the controller's state."""
        c = self.controller
        g = c.game
        if g is None or g.hand is None:
            return
        rules = g.rules
        view = c.view()
        shown = c.shown_seat
        human = c.human_seat is not None
        loc = QLocale()
        self._mirror_panels()
        for seat, lab in self.labels.items():
            name = seat_name(seat, rules.players, shown, seat == c.human_seat,
                             rules.partnerships and human)
            n = view.hand_sizes[seat]
            lab.setText(self.tr("%1 · %n tile(s)", "", n).replace("%1", name))
            turn = not g.hand_over and view.turn == seat
            lab.setBrush(QColor(255, 226, 120) if turn else QColor(245, 245, 235))
            p = self.label_pos(seat)
            side_seat = seat_place(seat, rules.players, shown) in ("left", "right")
            fit_text(lab, LABEL_SIDE_WIDTH if side_seat else 420)
            r = lab.boundingRect()
            k = lab.scale()
            x = p.x() - r.width() * k / 2
            # Keep a margin from the scene's (and so the window's) left and right edges.
            x = max(SCENE_RECT.left() + LABEL_MARGIN,
                    min(x, SCENE_RECT.right() - LABEL_MARGIN - r.width() * k))
            lab.setPos(x, p.y() - r.height() * k / 2)
        self.score_title.setText(QCoreApplication.translate("TableScene", "Scores (to %1)")
                                 .replace("%1", loc.toString(rules.target)))
        fit_text(self.score_title, 160)
        self._place_text(self.score_title, 22, 16)
        for side, line in enumerate(self.score_lines):
            text = QCoreApplication.translate("TableScene", "%1: %2")
            line.setText(text.replace("%1", self.side_name(side))
                         .replace("%2", loc.toString(g.scores[side])))
            fit_text(line, 160)
            self._place_text(line, 22, 42 + side * (82 / max(len(self.score_lines), 1)))
        self.count_text.setText(QCoreApplication.translate("TableScene", "Count %1")
                                .replace("%1", loc.toString(view.count)))
        self.hand_text.setText(QCoreApplication.translate("TableScene", "Hand %1")
                               .replace("%1", loc.toString(c.hand_index + 1)))
        fit_text(self.count_text, 160)
        fit_text(self.hand_text, 160)
        self._place_text(self.count_text, 1102, 16)
        self._place_text(self.hand_text, 1102, 56)
        if g.over:
            turn = QCoreApplication.translate("TableScene", "Game over")
        elif g.hand_over:
            turn = QCoreApplication.translate("TableScene", "Hand over")
        elif c.is_human(view.turn):
            turn = QCoreApplication.translate("TableScene", "Your turn")
        else:
            name = seat_name(view.turn, rules.players, shown, False, rules.partnerships and human)
            turn = QCoreApplication.translate("TableScene", "%1 to play").replace("%1", name)
        self.turn_text.setText(turn)
        fit_text(self.turn_text, 160)
        self._place_text(self.turn_text, 1102, 84)
        self.bone_text.setText(QCoreApplication.translate("TableScene", "Boneyard: %1")
                               .replace("%1", loc.toString(view.boneyard_size)))
        fit_text(self.bone_text, 160)
        self._place_text(self.bone_text, 1102, 712)
        while len(self.bone_items) > view.boneyard_size:
            self.removeItem(self.bone_items.pop())
        must_draw = c.can_draw()
        self.bone_panel.set_lit(must_draw)
        self.bone_hint.setText(QCoreApplication.translate("TableScene", "Click here to draw"))
        fit_text(self.bone_hint, 160)
        self.bone_hint.setPos(1180 - self.bone_hint.boundingRect().width()
                              * self.bone_hint.scale() / 2, 684)
        self.bone_hint.setVisible(must_draw)
        playable = c.playable_tiles()
        # No tile fits (the person must draw or pass): every tile is dimmed.
        forced = must_draw or c.can_pass()
        for t, item in self.hand_items.items():
            item.set_dimmed(forced or (bool(playable) and t not in playable))
            # The keyboard's tile is not lit when none fits (Enter then draws or passes).
            item.set_highlighted((self._keyboard and t == self._focus and not forced)
                                 or t == self.fresh)

    def side_name(self, side: int) -> str:
        """A side's name for the score panel: a seat's name, or a partnership's."""
        c = self.controller
        rules = c.game.rules
        if rules.partnerships:
            if c.human_seat is not None:
                mine = rules.side_of(c.human_seat)
                if side == mine:
                    return QCoreApplication.translate("TableScene", "Your side")
                return QCoreApplication.translate("TableScene", "Opponents")
            if side == rules.side_of(c.shown_seat):
                return QCoreApplication.translate("TableScene", "Bottom and top")
            return QCoreApplication.translate("TableScene", "Left and right")
        return seat_name(side, rules.players, c.shown_seat, side == c.human_seat)

    # ------------------------------------------------------------ controller events
    def on_tile_played(self, seat: int, tile: int, end: int, points: int) -> None:
        """Move the played tile from its hand to its place on the layout (and every tile whose
        place changed), mark it as the last played, and show its points."""
        c = self.controller
        self._clear_targets()
        self._press = None
        self._hint = None
        self.set_hint_pending(False)
        self._drew = None
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
        self._layout_table(True, group)
        self._layout_hands(True, group)

        def landed(it=item) -> None:
            if it.scene() is not self:
                return  # a new hand was dealt meanwhile
            it.setZValue(9)
            self._update_spinner()
            if points:
                self.show_points(it, points)

        if self._run(group):
            group.finished.connect(landed)  # the points appear once the tile has landed
        else:
            landed()
        self.refresh()
        name = seat_name(seat, c.game.rules.players, c.shown_seat, seat == c.human_seat,
                         c.game.rules.partnerships and c.human_seat is not None)
        pts = QLocale().toString(points)
        if seat == c.human_seat:
            if points:
                text = QCoreApplication.translate("TableScene", "You played %1 and scored %2.")
                self.say(text.replace("%1", NAMES[tile]).replace("%2", pts))
            else:
                text = QCoreApplication.translate("TableScene", "You played %1.")
                self.say(text.replace("%1", NAMES[tile]))
        elif points:
            text = QCoreApplication.translate("TableScene", "%1 played %2 and scored %3.")
            self.say(text.replace("%1", name).replace("%2", NAMES[tile]).replace("%3", pts))
        else:
            self.say(QCoreApplication.translate("TableScene", "%1 played %2.")
                     .replace("%1", name).replace("%2", NAMES[tile]))

    #: How far a score pop-up rises while it fades, in scene units.
    POINTS_RISE = 14.0

    def points_place(self, item: TileItem, size) -> QPointF:
        """Where a score pop-up of ``size`` (w, h) goes for the played tile ``item``: the top-left
        corner of the first spot beside the tile, above it first, then below, right and left and
        the corners, then further away, that covers no tile on the layout (rising included) and
        stays on the table. Above the tile when no spot is free."""
        w, h = size
        body = item.mapRectToScene(TileItem.body_rect())
        others = [t.mapRectToScene(TileItem.body_rect()).adjusted(-3, -3, 3, 3)
                  for t in self.table_items.values() if t is not item and t.scene() is self]
        others.append(body.adjusted(-3, -3, 3, 3))
        room = TABLE_RECT.adjusted(4, 4, -4, -4)
        cx, cy = body.center().x(), body.center().y()
        first = None
        for gap in (4.0, 22.0, 46.0, 80.0, 120.0):
            spots = (
                (cx - w / 2, body.top() - gap - h),        # above
                (cx - w / 2, body.bottom() + gap),         # below
                (body.right() + gap, cy - h / 2),          # right
                (body.left() - gap - w, cy - h / 2),       # left
                (body.right() + gap, body.top() - gap - h),
                (body.left() - gap - w, body.top() - gap - h),
                (body.right() + gap, body.bottom() + gap),
                (body.left() - gap - w, body.bottom() + gap),
            )
            for x, y in spots:
                r = QRectF(x, y, w, h)
                if first is None:
                    first = r.topLeft()
                swept = r.united(r.translated(0, -self.POINTS_RISE))
                if room.contains(swept) and not any(swept.intersects(o) for o in others):
                    return r.topLeft()
        return first

    def show_points(self, item: TileItem, points: int) -> None:
        """Show ``+points`` beside the played tile ``item`` (already in its place on the layout),
        on a spot that covers no other tile (:meth:`points_place`); it rises a little and fades.
        Any earlier pop-up is taken away first, so two never overlap."""
        self._clear_floaters()
        f = _Floater()
        f.setHtml("<b>+" + QLocale().toString(points) + "</b>")
        font = QFont()
        font.setPixelSize(30)
        f.setFont(font)
        f.setDefaultTextColor(QColor(255, 230, 90))
        f.setZValue(50)
        r = f.boundingRect()
        start = self.points_place(item, (r.width(), r.height()))
        f.setPos(start)
        self.addItem(f)
        self.floaters.append(f)
        if self.anim_ms <= 0:
            return  # instant: the points stay until the next play
        dur = max(self.anim_ms, 0) * 3 + 600
        g = QParallelAnimationGroup(self)
        a = QPropertyAnimation(f, b"pos", g)
        a.setDuration(dur)
        a.setStartValue(start)
        a.setEndValue(start - QPointF(0, self.POINTS_RISE))
        b = QPropertyAnimation(f, b"opacity", g)
        b.setDuration(dur)
        b.setStartValue(1.0)
        b.setKeyValueAt(0.6, 1.0)
        b.setEndValue(0.0)
        self._anims.add(g)
        f.fade_group = g

        def gone() -> None:
            self._anims.discard(g)
            if f in self.floaters:
                self.floaters.remove(f)
                if f.scene() is self:
                    self.removeItem(f)

        g.finished.connect(gone)
        g.start()

    def on_tile_drawn(self, seat: int, tile: int) -> None:
        """Slide a tile from the boneyard into ``seat``'s hand (face up only for the shown seat).
        The person's drawn tile is highlighted for a moment and becomes the keyboard's tile."""
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
            self._drew = tile
            self._fresh_timer.start(1600)
        group = QParallelAnimationGroup(self)
        self._layout_hands(True, group)
        self._run(group)
        self.refresh()
        if seat == c.human_seat and tile >= 0:
            text = QCoreApplication.translate("TableScene", "You drew %1.")
            self.say(text.replace("%1", NAMES[tile]))
        else:
            name = seat_name(seat, c.game.rules.players, c.shown_seat, seat == c.human_seat,
                             c.game.rules.partnerships and c.human_seat is not None)
            text = QCoreApplication.translate("TableScene", "%1 drew a tile.")
            self.say(text.replace("%1", name))

    def on_passed(self, seat: int) -> None:
        """Say that ``seat`` passed."""
        c = self.controller
        name = seat_name(seat, c.game.rules.players, c.shown_seat, seat == c.human_seat,
                         c.game.rules.partnerships and c.human_seat is not None)
        self.toast.hide_now()
        self._drew = None
        self.say(QCoreApplication.translate("TableScene", "%1 passed.").replace("%1", name))
        self.refresh()

    def first_playable(self) -> int | None:
        """The first tile of the shown hand (left to right) that can be played now; else the
        first tile; None for an empty hand."""
        tiles = sorted(self.hand_items)
        playable = [t for t in tiles if t in self.controller.playable_tiles()]
        return (playable or tiles or [None])[0]

    def on_human_to_act(self, seat: int) -> None:
        """The person is to act: dim the tiles that cannot be played (all of them when none fits,
        with the boneyard lit), put the keyboard on a playable tile, and say what to do."""
        c = self.controller
        playable = c.playable_tiles()
        if self._focus not in self.hand_items or (playable and self._focus not in playable):
            self._focus = self.first_playable()
        self.refresh()
        drew, self._drew = self._drew, None
        if c.can_draw():
            if drew is not None:
                text = QCoreApplication.translate(
                    "TableScene", "You drew %1; it does not fit either: draw again.")
                self.alert(text.replace("%1", NAMES[drew]))
            else:
                self.alert(reason_text("must-draw"), 3200)
        elif c.can_pass():
            if drew is not None:
                text = QCoreApplication.translate(
                    "TableScene", "You drew %1; it does not fit and the boneyard is empty: pass.")
                self.alert(text.replace("%1", NAMES[drew]))
            else:
                self.alert(reason_text("must-pass"), 3200)
        elif c.game.hand.center is None:
            self.say(QCoreApplication.translate(
                "TableScene", "Your lead: play any tile to the centre of the table."), True)
        elif drew is not None:
            text = QCoreApplication.translate("TableScene", "You drew %1. It fits: play it.")
            self.say(text.replace("%1", NAMES[drew]), True)
        elif self.last_stale:
            self.say(QCoreApplication.translate(
                "TableScene", "Your turn: choose a tile that fits an open end."), True)

    def on_hand_ended(self, index: int) -> None:
        """Show every seat's remaining tiles face up at its place, and say that the hand (or the
        game) is over; any hint or refusal goes."""
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
        self.say(QCoreApplication.translate("TableScene", "The game is over.") if c.game.over
                 else QCoreApplication.translate("TableScene", "The hand is over."), True)

    def on_hint(self, move, facts: dict) -> None:
        """Light the suggested tile and end (keyboard choice), and say why in the status bar."""
        tile, end = move.tile, move.end
        self.set_hint_pending(False)
        if tile not in self.hand_items:
            return
        self._hint = (tile, end)
        self._keyboard = True  # Enter now plays the suggested tile on the suggested end
        self.choose(tile)
        for i, t in enumerate(self.targets):
            if t.end == end or (end not in range(4) and t.end == LEAD):
                self._target_index = i
        self._show_target_selection()
        pts = facts.get("points_now")
        exp = facts.get("expected")
        where = end_name(end if end in range(4) else LEAD)
        text = QCoreApplication.translate("TableScene", "Hint: play %1 on %2.")
        text = text.replace("%1", NAMES[tile]).replace("%2", where)
        if pts is not None:
            text += " " + QCoreApplication.translate("TableScene", "It scores %1 now.").replace(
                "%1", QLocale().toString(int(pts)))
        if exp is not None:
            more = QCoreApplication.translate("TableScene",
                                              "Expected over the next turns: %1 points.")
            text += " " + more.replace("%1", QLocale().toString(float(exp), "f", 1))
        self.say(text, True)

    # ------------------------------------------------------------ choosing and targets
    def _clear_targets(self) -> None:
        for t in self.targets:
            self.removeItem(t)
        self.targets = []
        self._target_index = 0
        for t in self.spinner_ends:
            t.setVisible(True)

    def _placement_for(self, end: int, tile: int) -> Placement | None:
        view = self.controller.view()
        w, h = TABLE_RECT.width(), TABLE_RECT.height()
        if view.center is None:
            x, y = lead_target(w, h)
            a, b = TILES[tile]
            return Placement(tile, a, b, x, y, 90.0 if a == b else 0.0)
        if view.spinner < 0 and TILES[tile][0] == TILES[tile][1] and end in (W, E):
            # The first double becomes the spinner and the line is laid out again around it; light
            # the place at the current end of the line instead (crosswise), where it is dropped.
            v = view.ends[end]
            if v < 0 or v != TILES[tile][0]:
                return None
            proxy = end_target(view.center, view.arms, view.spinner, end, tile_id(v, (v + 1) % 7), w, h)
            if proxy is None:
                return None
            return Placement(tile, v, v, proxy.x, proxy.y, (proxy.angle + 90.0) % 180.0)
        return end_target(view.center, view.arms, view.spinner, end, tile, w, h)

    def _make_target(self, end: int, tile: int) -> EndTarget | None:
        p = self._placement_for(end, tile)
        if p is None:
            return None
        t = EndTarget(end)
        t.setPos(self.to_scene(p.x, p.y))
        t.setRotation(p.angle)
        text = QCoreApplication.translate("TableScene", "Open end: %1")
        t.accessible_name = text.replace("%1", end_name(end))
        t.setToolTip(t.accessible_name)
        self.addItem(t)
        return t

    def show_targets(self, tile: int) -> None:
        """Light every open end where ``tile`` may be played now."""
        self._clear_targets()
        for end in self.controller.legal_ends(tile):
            t = self._make_target(end, tile)
            if t is not None:
                self.targets.append(t)
        for t in self.spinner_ends:
            t.setVisible(not self.targets)

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
        view = self.controller.view()
        if view is None or view.center is None:
            return None
        for end in range(4):
            v = view.ends[end]
            if v < 0:
                continue
            proxy = tile_id(v, (v + 1) % 7)
            p = end_target(view.center, view.arms, view.spinner, end, proxy,
                           TABLE_RECT.width(), TABLE_RECT.height())
            if p is None:
                continue
            probe = EndTarget(end)
            probe.setPos(self.to_scene(p.x, p.y))
            probe.setRotation(p.angle)
            if probe.hit(scene_pos, 6):
                return end
        return None

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
        self._target_index = 0
        self._layout_hands(False)
        self.refresh()
        if len(self.targets) > 1:
            text = QCoreApplication.translate("TableScene",
                                              "%1 fits more than one end: choose a lit end.")
        else:
            text = QCoreApplication.translate("TableScene", "Play %1 on the lit end.")
        self.say(text.replace("%1", NAMES[tile]), True)
        if self._keyboard:
            self._show_target_selection()
        return True

    def restate(self) -> None:
        """After a change of language the last sentence is in the old one: drop it, and say again
        what the person may do now (nothing when it is not their turn)."""
        self.last_message = ""
        self.last_stale = True
        self.message.emit("")
        self._say_turn()

    def _say_turn(self) -> None:
        """After a choice is given up: say what the person may do, so no refusal or hint stays."""
        c = self.controller
        if not (c.human_turn() and self.last_stale):
            return
        if c.can_draw():
            self.say(reason_text("must-draw"), True)
        elif c.can_pass():
            self.say(reason_text("must-pass"), True)
        else:
            self.say(QCoreApplication.translate(
                "TableScene", "Your turn: choose a tile that fits an open end."), True)

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
            text = QCoreApplication.translate("TableScene", "%1 on %2")
            self.focusText.emit(text.replace("%1", tile_accessible_name(self._chosen))
                                .replace("%2", end_name(t.end)))

    # ------------------------------------------------------------ keyboard
    def key_press(self, key: int) -> bool:
        """Handle a key of the keyboard play; return whether it was used.

        Left/Right: move between your tiles (or, once a tile is chosen, among its lit ends); the
        first press after playing with the mouse shows the first playable tile instead of moving.
        Enter/Space: choose the tile (after mouse play: the first playable one), then play it on
        the selected end; when no tile fits, draw (or pass); while a hint is on its way, wait for
        it. Tab: next end; Escape: cancel; D: draw.
        """
        K = Qt.Key
        if self.reveal_all:
            return bool(self.replay_key(key)) if self.replay_key is not None else False
        tiles = sorted(self.hand_items)
        if not tiles:
            return False
        c = self.controller
        # Whether the keyboard's tile was already shown (it is not after mouse play): the first
        # key then starts from the first playable tile instead of moving on from a hidden one.
        shown = self._keyboard and self._focus in tiles
        self._keyboard = True
        if key in (K.Key_Left, K.Key_Right, K.Key_Tab, K.Key_Backtab):
            step = -1 if key in (K.Key_Left, K.Key_Backtab) else 1
            if key in (K.Key_Left, K.Key_Right) and self.right_to_left():
                step = -step  # the hand runs right to left: Left goes to the next tile
            if self._chosen is not None and self.targets:
                self._target_index = (self._target_index + step) % len(self.targets)
                self._show_target_selection()
                return True
            if key in (K.Key_Tab, K.Key_Backtab):
                return False
            if shown:
                self._focus = tiles[(tiles.index(self._focus) + step) % len(tiles)]
            else:
                self._focus = self.first_playable()
            self.refresh()
            self.focusText.emit(tile_accessible_name(self._focus))
            return True
        if key in (K.Key_Return, K.Key_Enter, K.Key_Space):
            if self.hint_pending:
                return True  # the hint is on its way: Enter will play it, not another tile
            if self._chosen is not None and self.targets:
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
            self.cancel_choice()
            self.refresh()
            self._say_turn()
            return True
        if key == K.Key_D:
            self.controller.draw()
            return True
        return False

    def has_choice(self) -> bool:
        """Whether a tile is chosen and its lit ends can be cycled (Tab goes to them)."""
        return self._chosen is not None and bool(self.targets)

    # ------------------------------------------------------------ mouse
    def _hand_tile_at(self, pos: QPointF) -> int | None:
        for item in self.items(pos):
            for t, hi in self.hand_items.items():
                if hi is item:
                    return t
        return None

    def _on_boneyard(self, pos: QPointF) -> bool:
        return self.bone_panel.sceneBoundingRect().contains(pos)

    def mousePressEvent(self, event) -> None:  # noqa: D102
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        self._keyboard = False
        pos = event.scenePos()
        tile = self._hand_tile_at(pos)
        if tile is not None:
            item = self.hand_items[tile]
            self._press = {"tile": tile, "start": pos, "item_pos": item.pos(), "drag": False}
            event.accept()
            return
        self._press = None
        event.accept()

    def mouseMoveEvent(self, event) -> None:  # noqa: D102
        press = self._press
        if press is None:
            return super().mouseMoveEvent(event)
        pos = event.scenePos()
        delta = pos - press["start"]
        item = self.hand_items.get(press["tile"])
        if item is None:
            self._press = None
            return
        if not press["drag"]:
            if delta.manhattanLength() < DRAG_START:
                return
            press["drag"] = True
            if self._chosen is not None and self._chosen != press["tile"]:
                self.cancel_choice()
                press["item_pos"] = self.hand_items[press["tile"]].pos()
            self._chosen = press["tile"]
            item.set_chosen(True)
            item.setZValue(40)
            self.show_targets(press["tile"])
            self.toast.hide_now()
            self.say(QCoreApplication.translate("TableScene", "Drop %1 on a lit end.").replace(
                "%1", NAMES[press["tile"]]), True)
        item.setPos(press["item_pos"] + delta)
        hover = self.target_at(pos)
        for t in self.targets:
            t.set_selected(t is hover)
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: D102
        press = self._press
        self._press = None
        if self._after_double:  # the release that ends a double-click: already handled
            self._after_double = False
            event.accept()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mouseReleaseEvent(event)
        pos = event.scenePos()
        event.accept()
        if press is not None and press["drag"]:
            tile = press["tile"]
            target = self.target_at(pos)
            if target is not None and self.controller.play(tile, target.end) is None:
                return
            # Not played: explain, then slide the tile back into the hand.
            if target is None:
                reason = self.controller.why_not_tile(tile)
                if reason is None:
                    end = self.open_end_at(pos)
                    reason = "no-end" if end is None else (self.controller.check(tile, end) or "no-end")
                self.refuse(reason)
            item = self.hand_items.get(tile)
            self._chosen = None
            self._clear_targets()
            if item is not None:
                item.set_chosen(False)
                item.setZValue(20)
                group = QParallelAnimationGroup(self)
                self._layout_hands(True, group)
                if self.anim_ms > 0 and group.animationCount():
                    self._anims.add(group)
                    group.finished.connect(lambda: self._anims.discard(group))
                    group.start()
            return
        # A click.
        if press is not None:
            tile = press["tile"]
            if self._chosen == tile:
                self.cancel_choice()
                self.refresh()
                self._say_turn()
            else:
                self.choose(tile)
            return
        target = self.target_at(pos)
        if target is not None:
            self.play_chosen(target.end)
            return
        if self._on_boneyard(pos):
            self.controller.draw()
            return
        if self._chosen is not None:
            self.cancel_choice()
            self.refresh()
            self._say_turn()

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: D102
        pos = event.scenePos()
        tile = self._hand_tile_at(pos)
        event.accept()
        self._after_double = True
        if tile is None:
            return
        ends = self.controller.legal_ends(tile)
        if len(ends) == 1:
            self.controller.play(tile, ends[0])
        elif len(ends) > 1:
            self.choose(tile)
            self.say(QCoreApplication.translate(
                "TableScene", "That tile fits more than one end: click the lit end you want."),
                True)
        else:
            self.refuse(self.controller.why_not_tile(tile) or "fits-nowhere")

    # ------------------------------------------------------------ checks for tests
    def table_tile_rects(self) -> list:
        """Scene-coordinate shapes (``QPainterPath``) of the tiles on the layout."""
        out = []
        for item in self.table_items.values():
            out.append(item.mapToScene(item.shape()))
        return out

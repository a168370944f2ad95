"""The ``QGraphicsView`` that shows the :class:`~allfives_qt.ui.table.TableScene`.

It keeps the whole scene in sight: on every resize it fits the scene rectangle into the viewport,
keeping the aspect ratio (``fitInView`` with ``Qt.KeepAspectRatio``), and passes the keys of the
keyboard play to the scene. The person may zoom in on it (View -> Zoom in / out / to fit, or
Ctrl and the mouse wheel): :attr:`TableView.zoom` times the fitted size, from 1 (the whole scene)
to :data:`MAX_ZOOM`, with scroll bars while the scene is larger than the window. Zoomed in,
your hand and its label stay along the bottom of the view at their usual size (the scene lays
them out for the part shown: :meth:`TableScene.set_tray_view`), and the lit end the keyboard
chooses is scrolled into sight above them (play-test pt8 #3); a tile dragged near the view's
edge scrolls it that way (:class:`DragScroll`).
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject, QPoint, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QAbstractButton, QFrame, QGraphicsView, QWidget

from .held_keys import COMMIT_KEYS, TABLE_SETTLE_S, held, note_release
from .key_layouts import latin_key
from .menus import shown_text
from .table import TableScene

# The focus moved by Tab or Shift+Tab (to a button under the table, or back to the table).
_TAB = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)
# Largest zoom, as a multiple of the size that fits the window.
MAX_ZOOM = 4.0
# Room kept round the keyboard's chosen end when it is scrolled into sight (viewport pixels).
END_MARGIN = 24
# What one step of Zoom in (or one notch of the wheel) multiplies the zoom by.
ZOOM_STEP = 1.25
# The view's least size (pixels): the scene (1280 x 760) drawn at 0.6 of its size, the least
# text on the table (MIN_TEXT_PX, 13.5) 8 pixels high or more, a score line about 10; the window
# still fits an 800 x 600 screen.
MIN_VIEW = (780, 460)
# The least height the view keeps on a screen too small for MIN_VIEW's (:class:`ScreenRoom`).
LEAST_VIEW_HEIGHT = 360
# Zoomed in, a dragged tile this near the viewport's edge (pixels) scrolls the view that way, by
# up to EDGE_STEP pixels every EDGE_MS milliseconds: the nearer the edge, the faster.
EDGE_ZONE = 32
EDGE_STEP = 10
EDGE_MS = 30


def _edge_speed(p: int, low: int, high: int) -> int:
    """Pixels to scroll per step along one axis for the pointer at ``p`` in a viewport spanning
    ``low`` .. ``high``: negative near ``low``, positive near ``high``, 0 between the zones."""
    if p < low + EDGE_ZONE:
        return -max(1, round(EDGE_STEP * min(EDGE_ZONE, low + EDGE_ZONE - p) / EDGE_ZONE))
    if p > high - EDGE_ZONE:
        return max(1, round(EDGE_STEP * min(EDGE_ZONE, p - high + EDGE_ZONE) / EDGE_ZONE))
    return 0


class DragScroll(QObject):
    """Zoomed in, a tile dragged near the view's edge scrolls the view that way, the tile
    following the pointer (play-test pt86 #5: the lit ends out of sight could not be reached by
    a drag). The view calls :meth:`follow` with the pointer's viewport position at each mouse
    move; a timer then scrolls every :data:`EDGE_MS` while the pointer stays within
    :data:`EDGE_ZONE` of an edge and the drag lasts."""

    def __init__(self, view: "TableView") -> None:
        super().__init__(view)
        self.view = view
        self.at = QPoint()
        self.timer = QTimer(self)
        self.timer.setInterval(EDGE_MS)
        self.timer.timeout.connect(self.step)

    def follow(self, at: QPoint) -> None:
        """The pointer is at ``at`` (viewport pixels): scroll while it stays near an edge."""
        self.at = QPoint(at)
        if self.speed() == (0, 0):
            self.timer.stop()
        elif not self.timer.isActive():
            self.timer.start()

    def speed(self) -> tuple[int, int]:
        """Pixels to scroll across and down at the next step ((0, 0): none)."""
        view = self.view
        if view.zoom <= 1.0 + 1e-9 or not view.table.dragging():
            return (0, 0)
        rect = view.viewport().rect()
        return (_edge_speed(self.at.x(), rect.left(), rect.right()),
                _edge_speed(self.at.y(), rect.top(), rect.bottom()))

    def step(self) -> None:
        """Scroll one step (the dragged tile stays under the still pointer)."""
        dx, dy = self.speed()
        if (dx, dy) == (0, 0):
            self.timer.stop()
            return
        view = self.view
        for bar, d in zip((view.horizontalScrollBar(), view.verticalScrollBar()), (dx, dy)):
            bar.setValue(bar.value() + d)
        # The tile follows the still pointer: :meth:`TableView.scrollContentsBy`.


class BarKeys(QObject):
    """The keys of the buttons under the table (Draw, Pass, Hint, Next hand, Results), once Tab
    has given one of them the focus (play-test pt56 #1): Enter presses it, as Space does (a
    QPushButton outside a dialog takes only Space), and Left or Right go back to the table and
    move its keyboard highlight at once, instead of only taking the focus back. Tab onto one says
    so in the status bar (the scene's ``focusText``).

    ``view``: the :class:`TableView` the arrows go back to. :meth:`watch` adds a button (also
    the Close button of the notice bar above the table, play-test pt59 #3); one that hides itself
    when pressed by Enter gives the keyboard back to the table.
    """

    def __init__(self, view: "TableView") -> None:
        super().__init__(view)
        self.view = view

    def watch(self, *buttons: QAbstractButton) -> None:
        """Give ``buttons`` these keys."""
        for b in buttons:
            b.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: D102
        if event.type() == QEvent.Type.FocusIn and event.reason() in _TAB:
            # Say where the keyboard is, and the way back (play-test pt57 #2: the hand's light
            # went out, and nothing said that Left or Right lead back to it).
            # In a replay the arrows step the replay (play-test pt70 #9: "your hand" was none).
            # "The Hint button: ...", not "Hint: ..." (play-test pt145 #12: it read as a hint).
            back = (self.tr("The %1 button: Enter presses it; Left or Right go back to the replay.")
                    if self.view.table.reveal_all else
                    self.tr("The %1 button: Enter presses it; Left or Right go back to your hand."))
            self.view.table.focusText.emit(back.replace("%1", shown_text(watched.text())))
        if event.type() != QEvent.Type.KeyPress:
            return False
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if watched.isEnabled():
                watched.click()
            if not watched.isVisible():  # it closed its bar (the notice's Close): back to the hand
                self.view.setFocus(Qt.FocusReason.OtherFocusReason)
            return True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)
            self.view.table.key_press(key)
            return True
        return False


class ScreenRoom(QObject):
    """Keeps the window of ``view`` (a :class:`TableView`) within a small screen's height: the
    view's least height is :data:`MIN_VIEW`'s, less what the window's other parts (the menus, the
    buttons under the table, the replay and review bars, the status bar) and the window system's
    title bar (:data:`~.screen_fit.TITLE_ROOM`) would push past the screen's available height,
    down to :data:`LEAST_VIEW_HEIGHT`; back to MIN_VIEW's where there is room. A window that
    fitted the screen and grew past it as a bar came (Qt grows it before the view gives way) is
    brought back to its height. Made at the view's first show; follows each change of the
    window's layout (play-test pt95 #1: on a 1024 x 600 screen, a replay with its review made
    the window 599 pixels high and put the status bar below the screen's edge, for good)."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        self.view = view
        self._back_to: int | None = None  # the height to go back to once the view gave way
        window = view.window()
        window.installEventFilter(self)
        # Fitted to the screen before its first show, the window stopped at its least height
        # with the view's MIN_VIEW (on a 1280 x 800 screen at 144 dpi, 543 of the 493 logical
        # pixels there were: the status bar under the screen's edge): bring it down once the
        # view may give way. (A window made larger on purpose is left as it is.)
        at_least = window.height() <= window.minimumSizeHint().height()
        self.fit()
        most = self._most()
        if most is not None and window is not view and at_least and window.height() > most:
            self._back_to = most
            QTimer.singleShot(0, self, self.fit)
            # Again once the window system has framed it (play-test pt128 #1: at 144 dpi the
            # frame was added after the first look, its title bar above the screen again).
            QTimer.singleShot(250, self, self._title_on_screen)
            QTimer.singleShot(1000, self, self._title_on_screen)

    def _most(self) -> int | None:
        """The most height the window may take on its screen (None without a screen)."""
        from .screen_fit import TITLE_ROOM

        screen = self.view.window().screen()
        return None if screen is None else screen.availableGeometry().height() - TITLE_ROOM

    def fit(self) -> None:
        """Set the view's least height for the window's parts and screen of the moment (the
        parts' heights as laid out: all but the view's), and take the window back to the height
        it grew from, if any."""
        view, window, most = self.view, self.view.window(), self._most()
        if most is None or window is view:
            return
        others = window.height() - view.height()
        least = max(LEAST_VIEW_HEIGHT, min(MIN_VIEW[1], most - others))
        if least != view.minimumHeight():
            view.setMinimumHeight(least)
        if self._back_to is None:
            return
        if (window.isMaximized() or window.isFullScreen() or window.height() <= most
                or others + least > most):  # nothing to do, or a screen too small for it
            self._back_to = None
        elif window.minimumSize().height() <= most:  # the layout took the view's new least
            window.resize(window.width(), max(self._back_to, others + least))
            self._back_to = None
            self._title_on_screen()  # (play-test pt125 #1: it was above the screen)
        else:  # once the layout has taken it
            QTimer.singleShot(0, self, self.fit)

    def _title_on_screen(self) -> None:
        """Move the window down to the top of its screen's available area when its frame (the
        title bar) lies above it, unless it is maximized or full screen."""
        window = self.view.window()
        screen = window.screen()
        if screen is None or window.isMaximized() or window.isFullScreen():
            return
        top = screen.availableGeometry().top()
        if window.frameGeometry().top() < top:
            window.move(window.x(), top)

    def eventFilter(self, watched, event) -> bool:  # noqa: D102
        kind = event.type()
        if kind in (QEvent.Type.LayoutRequest, QEvent.Type.ScreenChangeInternal):
            self.fit()
        elif kind == QEvent.Type.Resize:
            most, old = self._most(), event.oldSize().height()
            if most is not None and 0 <= old <= most < event.size().height():
                self._back_to = old
                QTimer.singleShot(0, self, self.fit)
        return False


class TableView(QGraphicsView):
    """The table's view: scaled to fit the window, no scroll bars, keyboard play.

    ``scene``: the :class:`TableScene` to show. Takes keyboard focus (Left/Right, Enter/Space,
    Tab, Escape, D: see :meth:`TableScene.key_press`); keys it does not use (H, P, F) go on to
    the main window, which triggers their actions. ``zoom_changed(zoom)`` is emitted whenever
    :attr:`zoom` changes.
    """

    zoom_changed = Signal(float)

    def __init__(self, scene: TableScene, parent=None) -> None:
        super().__init__(scene, parent)
        # Our own viewport (a plain QWidget, like Qt's): PySide6 knows its type, so viewport()
        # returns it at once; for the one Qt makes it would search every widget class, building
        # their enums (~8 ms at the first resize, before the first paint: issue 14).
        self.setViewport(QWidget())
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(QColor(18, 64, 38))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        # About 0.6 of the scene's size at least (MIN_VIEW): smaller, the table's texts fell
        # well under 10 pixels (play-test pt16 #4: unreadable at 480 x 360; pt79 #3 and pt84 #1:
        # 7 px in the score panel at 680 x 400, Tamil's letters a blur).
        self.setMinimumSize(*MIN_VIEW)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self._zoom = 1.0
        self.drag_scroll = DragScroll(self)
        scene.endChosen.connect(self.show_end)
        scene.tileLanded.connect(self._show_last_play)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the view's accessible texts (the language changed)."""
        self.setAccessibleName(self.tr("Table"))
        self.setAccessibleDescription(self.tr(
            "Your tiles are along the bottom. Left and Right move between them, Enter chooses one, "
            "Left, Right or Tab choose its end, Enter plays it, Escape cancels. When no tile fits, "
            "Enter or D draws and Enter or P passes. H asks for a hint."))

    def changeEvent(self, event) -> None:  # noqa: D102
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def event(self, event) -> bool:  # noqa: D102
        if event.type() in (QEvent.Type.DevicePixelRatioChange, QEvent.Type.ScreenChangeInternal):
            self.follow_pixel_ratio()
        return super().event(event)

    def follow_pixel_ratio(self) -> None:
        """Repaint the whole viewport at each change when the screen's device pixel ratio is not
        a whole number, else only what changed (Qt's default). At a ratio of 1.5 (a 1280 x 800
        screen at 144 dpi, or ``QT_SCALE_FACTOR=1.5``), Qt's smallest repaint of a moved item
        misses a pixel's width of its old place: play-test pt125 #2 saw white lines left where
        the hand's tiles and the table's sentence had been. Called at each show and change of
        screen or ratio."""
        ratio = self.devicePixelRatioF()
        mode = (QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate if ratio == round(ratio)
                else QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        if self.viewportUpdateMode() != mode:
            self.setViewportUpdateMode(mode)

    @property
    def zoom(self) -> float:
        """How many times the fitted size the scene is shown (1: the whole scene fits)."""
        return self._zoom

    def zoom_to_fit(self) -> None:
        """Fit the whole scene into the viewport, keeping its aspect ratio (zoom 1)."""
        self.set_zoom(1.0)

    def zoom_in(self) -> None:
        """Show the scene :data:`ZOOM_STEP` times larger, at most :data:`MAX_ZOOM` times the fit."""
        self.set_zoom(self._zoom * ZOOM_STEP)

    def zoom_out(self) -> None:
        """Show the scene :data:`ZOOM_STEP` times smaller, down to the size that fits."""
        self.set_zoom(self._zoom / ZOOM_STEP)

    def set_zoom(self, zoom: float, anchor: QPoint | None = None) -> None:
        """Show the scene ``zoom`` times the size that fits (clamped to 1 ..
        :data:`MAX_ZOOM`), keeping the scene point in the middle of the view where it is (with
        ``anchor``, a point of the viewport such as the mouse pointer's: the scene point there).
        Not while a tile is dragged: it was drawn back in the hand until the pointer moved again,
        and the lit ends would slide under it (play-tests pt86 #2, pt87 #7: the wheel, Ctrl++)."""
        if self.table.dragging():
            return
        zoom = min(MAX_ZOOM, max(1.0, zoom))
        centre = self.mapToScene(self.viewport().rect().center())
        before = self.mapToScene(anchor) if anchor is not None else None
        self._zoom = zoom
        self._apply_zoom(centre)
        if before is not None:  # keep the scene point under the pointer where it was
            shift = self.mapToScene(anchor) - before
            self.centerOn(self.mapToScene(self.viewport().rect().center()) - shift)
        self.zoom_changed.emit(zoom)

    def _apply_zoom(self, centre=None) -> None:
        """Fit the scene, then enlarge it :attr:`zoom` times around ``centre`` (scene point)."""
        fitted = self._zoom <= 1.0 + 1e-9
        policy = (Qt.ScrollBarPolicy.ScrollBarAlwaysOff if fitted
                  else Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        if not fitted:
            self.scale(self._zoom, self._zoom)
            if centre is not None:
                self.centerOn(centre)
        self._follow_tray()

    def _follow_tray(self) -> None:
        """Tell the scene which part of it is shown, so your hand stays in sight when zoomed in
        (:meth:`TableScene.set_tray_view`; play-test pt6, #23)."""
        zoomed = self._zoom > 1.0 + 1e-9
        self.table.set_tray_view(self.mapToScene(self.viewport().rect()).boundingRect()
                                 if zoomed else None)

    def show_end(self, rect: QRectF) -> None:
        """Zoomed in, scroll so that ``rect`` (scene units: the lit end the keyboard chose) lies
        inside the view, :data:`END_MARGIN` pixels in, and above your hand, which stays along the
        view's bottom (play-test pt8 #3: the chosen end was cut off at the top of the view)."""
        if self._zoom <= 1.0 + 1e-9:
            return
        visible = self.mapToScene(self.viewport().rect()).boundingRect()
        tray = self._tray_rect()
        below = max(0.0, visible.bottom() - tray.top()) if tray is not None else 0.0
        self.ensureVisible(QRectF(rect).adjusted(0, 0, 0, below), END_MARGIN, END_MARGIN)

    def _show_last_play(self, _points: int) -> None:
        """Zoomed in, scroll so that the tile just played lies in view above your hand (play-test
        pt20: the hand, kept at its size along the view's bottom, hid the last play)."""
        t = self.table
        item = t.table_items.get(t.last_played) if t.last_played is not None else None
        if item is not None:
            self.show_end(item.sceneBoundingRect())

    def _tray_rect(self) -> QRectF | None:
        """Scene rectangle of your hand's tiles and label (None: no hand shown)."""
        t = self.table
        items = list(t.hand_items.values())
        label = t.labels.get(t.controller.shown_seat)
        if label is not None:
            items.append(label)
        out = None
        for item in items:
            r = item.sceneBoundingRect()
            out = r if out is None else out.united(r)
        return out

    def scrollContentsBy(self, dx: int, dy: int) -> None:  # noqa: D102
        super().scrollContentsBy(dx, dy)
        if self.scene() is self.table:  # not while the scene goes (its items are gone then)
            self._follow_tray()  # scrolled (scroll bars, the wheel, centerOn): the hand comes along
            # A dragged tile stays under the pointer (DragScroll; a lit end scrolled into sight).
            at = self.drag_scroll.at
            self.table.drag_to(self.mapToScene(at), self.viewport().rect().contains(at))

    def wheelEvent(self, event) -> None:  # noqa: D102
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            notches = event.angleDelta().y() / 120.0
            if notches:
                self.set_zoom(self._zoom * ZOOM_STEP ** notches, event.position().toPoint())
            event.accept()
            return
        super().wheelEvent(event)

    def mouseMoveEvent(self, event) -> None:  # noqa: D102
        super().mouseMoveEvent(event)
        self.drag_scroll.follow(event.position().toPoint())

    def resizeEvent(self, event) -> None:  # noqa: D102
        super().resizeEvent(event)
        self._apply_zoom(self.mapToScene(self.viewport().rect().center()))

    def showEvent(self, event) -> None:  # noqa: D102
        super().showEvent(event)
        if self.screen_room is None:
            self.screen_room = ScreenRoom(self)
        self.follow_pixel_ratio()
        self._apply_zoom()

    screen_room: ScreenRoom | None = None  # made at the first show

    def keyPressEvent(self, event) -> None:  # noqa: D102
        if held(event):
            # A held Enter or Space plays, draws or deals once, not again and again (play-test
            # pt64: holding Enter dealt past the hand's results); the arrows still repeat.
            event.accept()
            return
        panel = getattr(self.window(), "panel", None)
        if event.key() in COMMIT_KEYS and panel is not None and panel.isVisible():
            # The hand's results are up but the table has the keyboard: just after they came up
            # (the window system had not yet given it to the panel), the key was meant for the
            # last move, and the results are seen before anything deals (play-test pt154 #11:
            # it dealt past them); later (a menu was opened and closed over the panel), the key
            # is the panel's (TABLE_SETTLE_S).
            panel.take_keyboard()
            if time.monotonic() - panel.shown_at >= TABLE_SETTLE_S:
                panel.press_default()
            event.accept()
            return
        if self.table.key_press(latin_key(event.key(), event.text())):
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event) -> None:  # noqa: D102
        note_release(event)  # a held key's repeat comes at once after it (:func:`held`)
        super().keyReleaseEvent(event)

    def focusInEvent(self, event) -> None:  # noqa: D102
        super().focusInEvent(event)
        self.table.show_keyboard_tile(True)
        if event.reason() in _TAB:
            # Back from a button by Tab: the status bar names the hand's lit tile, not the
            # button left (play-test pt59 #3: it went on saying "Hint: Enter presses it").
            self.table.say_keyboard_tile()

    def focusOutEvent(self, event) -> None:  # noqa: D102
        super().focusOutEvent(event)
        # Tab to a button under the table: one thing looks focused, the button, not also the
        # keyboard's tile in the hand (play-test pt56 #1). A menu or another window leaves it lit.
        if event.reason() in _TAB:
            self.table.show_keyboard_tile(False)

    def focusNextPrevChild(self, next_: bool) -> bool:  # noqa: D102
        # Tab cycles the chosen tile's lit ends instead of leaving the table.
        if self.table.has_choice():
            self.table.key_press(Qt.Key.Key_Tab if next_ else Qt.Key.Key_Backtab)
            return True
        return super().focusNextPrevChild(next_)

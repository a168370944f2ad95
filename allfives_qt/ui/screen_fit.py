"""Dialogs that fit their screen (issue 10, item 5; play-test pt9 #8): the options scroll, the
buttons stay in sight.

:class:`ScreenFitDialog` is a :class:`QDialog` whose options sit in a :class:`FormScroll` with
the rest of the dialog (a seed field, the OK/Cancel buttons) below it. The dialog is capped to the
available geometry of its screen (the screen less the desktop's panels, less :data:`TITLE_ROOM`
for the window's title bar): when the options are taller than that, they scroll up and down
inside the dialog while the buttons stay visible. It fits again when shown, when it moves to
another screen and when option rows appear or go (``layoutChanged`` of the form).

The mouse wheel over the options scrolls them: a drop-down, spin box or slider among them takes the
wheel only when it has the keyboard focus (play-test pt10 #1: turning the wheel over "Claiming
points" changed the rule instead of scrolling the dialog).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QAbstractSpinBox, QApplication, QComboBox, QDialog, QFrame,
                               QScrollArea, QSlider, QWidget)

#: Room the window system's title bar and frame take around a dialog, in pixels (kept free when
#: the dialog's height is fitted to the screen).
TITLE_ROOM = 40

#: Room the window system's frame takes at the sides of a dialog, in pixels.
SIDE_ROOM = 10

#: The least height (pixels) the scrolling options keep, however small the screen.
LEAST_SCROLL = 120

#: The kinds of option widget whose value the mouse wheel changes: inside a :class:`FormScroll`
#: they take the wheel only when they have the keyboard focus.
WHEEL_VALUED = (QComboBox, QAbstractSpinBox, QSlider)


class FormScroll(QScrollArea):
    """A scroll area showing its widget's whole width (with room for the scroll bar) when
    :attr:`most_width` allows, and as much of its height as :attr:`most_height` allows (pixels).
    It scrolls up and down; sideways only when the screen is narrower than the widget. The area
    takes no keyboard focus itself; the widget inside that takes it (Tab, a click, a label's
    shortcut) is scrolled into sight.

    A drop-down, spin box or slider of the widget (:data:`WHEEL_VALUED`) takes the mouse wheel
    only when it has the keyboard focus; otherwise the wheel scrolls the options. The wheel does
    not give it the focus. Widgets added later are guarded when the scroll area is shown and at
    each :meth:`guard_wheels` call."""

    def __init__(self, widget: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.most_height = 1 << 20
        self.most_width = 1 << 20
        self.setWidget(widget)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        # The area itself takes no keyboard focus: a dialog opens with its first option focused
        # (play-test pt63 #4: the scroll area had it, unseen, so keys did nothing until Tab).
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        app = QApplication.instance()
        if app is not None:
            app.focusChanged.connect(self._focus_moved)
        self.guard_wheels()

    def guard_wheels(self) -> None:
        """Let each :data:`WHEEL_VALUED` widget inside take the wheel only when it has the
        keyboard focus (click or Tab gives it, the wheel does not). Call again after adding
        widgets; a widget already guarded is left as it is."""
        inner = self.widget()
        for child in [] if inner is None else inner.findChildren(QWidget):
            if isinstance(child, WHEEL_VALUED) and not child.property("wheelGuarded"):
                child.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
                child.installEventFilter(self)
                child.setProperty("wheelGuarded", True)

    def eventFilter(self, watched, event) -> bool:  # noqa: D102
        if event.type() == QEvent.Type.Wheel and isinstance(watched, WHEEL_VALUED) \
                and not watched.hasFocus():
            # Not the widget's: it scrolls the options. (Handed on here rather than ignored, as Qt
            # passes an ignored wheel event on to the parents only when it came from the system.)
            self.wheelEvent(event)
            return True
        return super().eventFilter(watched, event)

    def showEvent(self, event) -> None:  # noqa: D102
        self.guard_wheels()
        super().showEvent(event)

    def _focus_moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        inner = self.widget()
        if new is not None and inner is not None and inner.isAncestorOf(new):
            # Its height and its start (the left edge; the right one right to left), not its
            # whole width: a drop-down reaching the form's far edge scrolled the form sideways
            # to its end, and the labels out of sight (play-test pt95 #3: Tamil at 800 x 600).
            at = new.mapTo(inner, QPoint(0, 0))
            start = at.x() + (new.width() if self.isRightToLeft() else 0)
            self.ensureVisible(start, at.y() + new.height() // 2, 50, new.height() // 2 + 10)

    def sizeHint(self) -> QSize:  # noqa: D102
        hint = self.widget().sizeHint()
        frame = 2 * self.frameWidth()
        # Room for the scroll bar is kept even when it is not needed, so the form never loses
        # width to it (it may come and go as rows come and go).
        width = hint.width() + frame + self.verticalScrollBar().sizeHint().width()
        height = hint.height() + frame
        if width > self.most_width:  # a sideways scroll bar takes room at the bottom
            height += self.horizontalScrollBar().sizeHint().height()
        return QSize(min(width, self.most_width), min(height, self.most_height))

    def minimumSizeHint(self) -> QSize:  # noqa: D102
        hint = self.sizeHint()
        least = self.widget().minimumSizeHint().height() + 2 * self.frameWidth()
        return QSize(hint.width(), min(hint.height(), least))


class ScreenFitDialog(QDialog):
    """A dialog fitted to its screen's available area; see the module's docstring.

    A subclass builds its widgets, then calls :meth:`fit_scroll` with the :class:`FormScroll` of
    its options (already in the dialog's layout) and the form whose ``layoutChanged`` signal says
    rows came or went.
    """

    scroll: FormScroll

    def fit_scroll(self, scroll: FormScroll, form=None) -> None:
        """Make ``scroll`` the part that scrolls, fit the dialog to its screen now, and again
        when ``form`` (an object with a ``layoutChanged`` signal) changes its rows."""
        self.scroll = scroll
        if form is not None:
            form.layoutChanged.connect(self._shrink)
        self.fit_screen()

    def available_size(self) -> QSize | None:
        """The available size (pixels) of the dialog's screen, or None without a screen."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        return None if screen is None else screen.availableGeometry().size()

    def fit_screen(self) -> None:
        """Fit the dialog to :meth:`available_size` (nothing without a screen)."""
        size = self.available_size()
        if size is not None:
            self.fit_area(size)

    def fit_height(self, height: int) -> None:
        """Let the dialog be at most ``height`` pixels tall with its frame (a screen's available
        height): the options scroll inside what the other widgets and the margins leave."""
        self.fit_area(QSize(1 << 20, height))

    def fit_area(self, area: QSize) -> None:
        """Let the dialog, with its title bar and frame, be at most ``area`` (a screen's available
        size, pixels): the options scroll inside what the other widgets and margins leave."""
        layout = self.layout()
        self.scroll.updateGeometry()  # the layout's cached size hint of the scroll is stale
        layout.invalidate()
        title = max(TITLE_ROOM, self._frame_height())
        others = layout.sizeHint().height() - self.scroll.sizeHint().height()
        self.scroll.most_height = max(LEAST_SCROLL, area.height() - title - others)
        margins = layout.contentsMargins()
        self.scroll.most_width = max(LEAST_SCROLL, area.width() - SIDE_ROOM - margins.left()
                                     - margins.right())
        self.setMaximumSize(max(LEAST_SCROLL, area.width() - SIDE_ROOM),
                            max(LEAST_SCROLL, area.height() - title))
        self._shrink()

    def _frame_height(self) -> int:
        # What the window system's frame adds (known once the dialog is shown with a frame).
        return self.frameGeometry().height() - self.height() if self.isVisible() else 0

    def showEvent(self, event) -> None:  # noqa: D102
        handle = self.windowHandle()
        if handle is not None and not getattr(self, "_follows_screen", False):
            handle.screenChanged.connect(lambda _screen: self.fit_screen())
            self._follows_screen = True
        self.fit_screen()
        super().showEvent(event)  # QDialog centres it on the window here
        self._meant = self.geometry().topLeft() if not event.spontaneous() else None
        # Again once the window system has framed it: only then is the title bar's height
        # known, and a dialog centred on the window may have it above the screen (pt60).
        QTimer.singleShot(250, self, self._settle)
        QTimer.singleShot(1000, self, lambda: self._settle(last=True))

    def _settle(self, last: bool = False) -> None:
        # Back where QDialog centred it, when the window system put it elsewhere: at start-up
        # Openbox placed the first New game dialog in the screen's top-left corner in 3 runs
        # of 5, as if Qt had not asked for a place (session 28, 1024 x 600 and 1280 x 800).
        # At the last look only if it has not moved since the first: a move in between is the
        # person's own (play-test pt74 #3: a drag ended within the first second was undone), as
        # is any move after the last look.
        meant = getattr(self, "_meant", None)
        here = self.geometry().topLeft()
        if last and here != getattr(self, "_first_look", here):
            meant = None
        if meant is not None and self.isVisible():
            self.keep_on_screen(meant - here)
        else:
            self.keep_on_screen()
        self._first_look = self.geometry().topLeft()
        if last:
            self._meant = None

    def event(self, event) -> bool:  # noqa: D102
        handled = super().event(event)
        if event.type() == QEvent.Type.WindowActivate:
            # Once active, the focused option is drawn so, as after Tab: these dialogs are
            # answered with the keyboard as often as with the mouse (play-test pt64 #4: nothing
            # showed where the keys went until Tab was pressed).
            QTimer.singleShot(0, self, self._show_focus)  # after the activation's own focus-in
        return handled

    def _show_focus(self) -> None:
        self.setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange, True)
        if self.focusWidget() is not None:
            self.focusWidget().update()

    def _shrink(self) -> None:
        # Rows went or came (4 players -> 2): the dialog takes the size its content needs now.
        self.scroll.guard_wheels()
        self.scroll.updateGeometry()
        self.adjustSize()
        QTimer.singleShot(0, self, self._fit_content)

    def _fit_content(self) -> None:
        self.scroll.updateGeometry()
        self.layout().activate()
        self.adjustSize()
        # A word-wrapped label below the options (the seed's problem) takes more lines than its
        # size hint said, and the options lost that height to a scroll bar (play-test pt16 #5):
        # grow by what they lack, as far as the screen allows.
        self.layout().activate()
        lack = self.scroll.widget().sizeHint().height() - self.scroll.viewport().height()
        if lack > 0 and self.height() < self.maximumHeight():
            self.resize(self.width(), min(self.maximumHeight(), self.height() + lack))
        self.keep_on_screen()

    def keep_on_screen(self, shift: QPoint = QPoint()) -> None:
        """Move the shown dialog up (or left) as far as it takes for its frame to end inside its
        screen's available area, not past that area's top (left) edge (play-test pt43 #7: grown
        for 4 players, its bottom went 20 px below a 1024 x 600 screen); and down (right) when
        its frame starts above (left of) the area (play-test pt60: Settings, centred on the
        window as tall as the screen allows, had its title bar above a 1366 x 768 screen's top,
        out of reach of the mouse). ``shift`` (pixels): the frame is first moved by it (back to
        where the dialog was centred, see :meth:`showEvent`)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None or not self.isVisible():
            return
        area, frame = screen.availableGeometry(), self.frameGeometry().translated(shift)
        left = max(area.left(), min(frame.left(), area.right() - frame.width() + 1))
        top = max(area.top(), min(frame.top(), area.bottom() - frame.height() + 1))
        if (left, top) != (self.frameGeometry().left(), self.frameGeometry().top()):
            self.move(left, top)

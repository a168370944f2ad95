"""Where the keyboard is, drawn plainly enough to play without a mouse (play-tests pt67 and after).

:func:`use_keyboard_style` makes the application's style a ``QProxyStyle`` of the style it had
(Fusion here, Breeze or another on a desktop that sets one), changed in three drawings only:

- a menu title the keyboard chose with its menu closed (Alt+V, Escape: the arrows then choose
  another title, Down opens it) is drawn lit, as an open one is; Fusion lights a title only while
  its menu is open, so after that Escape nothing showed where the keyboard was (pt67 #2);
- a push button the keyboard moved to gets a ring in the highlight colour, ``RING`` pixels wide,
  inside its edge; Fusion's own sign was a one-pixel blue outline, hard to tell from the default
  button's (a play-test played by keyboard only);
- the focus frame of other controls (a check box's text, once the keyboard moved there) is drawn
  ``RING`` pixels wide in the highlight colour, where Fusion draws one pixel; a list's current row
  has one whenever the list has the keys, in the selected text's colour on a selected row.

Made just after the window's first paint (``MainWindow.finish_building``): a style built before
it, with the menu bar's keys, cost some 35 ms of the start-up (issue 14).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import (QAbstractItemView, QApplication, QProxyStyle, QStyle, QStyleOption,
                               QStyleOptionMenuItem, QWidget)

# The width of the keyboard's ring and focus frames (units: pixels).
RING = 2


class KeyboardStyle(QProxyStyle):
    """The application's style with the keyboard's place drawn plainly (see the module)."""

    def drawControl(self, element, option, painter, widget=None) -> None:  # noqa: D102
        if (element == QStyle.ControlElement.CE_MenuBarItem and widget is not None
                and widget.hasFocus() and option.state & QStyle.StateFlag.State_Selected):
            option = QStyleOptionMenuItem(option)
            option.state |= QStyle.StateFlag.State_Sunken
        super().drawControl(element, option, painter, widget)
        if element == QStyle.ControlElement.CE_PushButton and keyboard_focus(option):
            ring(painter, option, option.rect.adjusted(2, 2, -2, -2))

    def drawPrimitive(self, element, option, painter, widget=None) -> None:  # noqa: D102
        if element == QStyle.PrimitiveElement.PE_FrameFocusRect:
            # A list's current row while the list has the keys, whatever gave them (History opens
            # with its list taking them: play-test pt70 #5, nothing showed it); other controls
            # only when the keyboard moved there, as Fusion does.
            if isinstance(widget, QAbstractItemView) or \
                    option.state & QStyle.StateFlag.State_KeyboardFocusChange:
                ring(painter, option, option.rect, getattr(option, "backgroundColor", None))
            return
        super().drawPrimitive(element, option, painter, widget)


def keyboard_focus(option: QStyleOption) -> bool:
    """Whether ``option`` draws a control that has the focus, given to it by the keyboard (Tab,
    an arrow: Qt's ``State_KeyboardFocusChange``), not by a click."""
    state = option.state
    return bool(state & QStyle.StateFlag.State_HasFocus
                and state & QStyle.StateFlag.State_KeyboardFocusChange)


def ring(painter: QPainter, option: QStyleOption, rect, background: QColor | None = None) -> None:
    """Draw a rounded frame ``RING`` pixels wide just inside ``rect`` (a ``QRect``, in
    ``painter``'s units), in ``option``'s highlight colour, or its highlighted text's colour on a
    ``background`` of about the highlight's colour (a selected row: a ring of the row's own
    colour would not show)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = option.palette.color(QPalette.ColorRole.Highlight)
    if background is not None and background.isValid() and _near(background, colour):
        colour = option.palette.color(QPalette.ColorRole.HighlightedText)
    pen = QPen(colour, RING)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    half = RING / 2
    painter.drawRoundedRect(QRectF(rect).adjusted(half, half, -half, -half), 2, 2)
    painter.restore()


def _near(a: QColor, b: QColor) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) < 60


class PopupFocus(QObject):
    """Gives a window back the keyboard's focus frame when a drop-down list the keyboard opened
    closes (play-test pt88 #4: after Alt+Down, Down, Enter on the New game dialog's Game, no
    control showed the focus until the next Tab). Qt forgets, on the way back from the list's
    own window, that the keyboard had moved the focus (``WA_KeyboardFocusChange``); this keeps
    whether it had when the list opened, and gives it back when the focus returns. Follows the
    application's ``focusChanged`` signal, not every event."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self._keyed = False  # whether the keyboard had moved the focus when the open list opened
        app.focusChanged.connect(self._moved)

    def _moved(self, old: QWidget | None, new: QWidget | None) -> None:
        if old is None or new is None:
            return
        if _in_popup(new) and not _in_popup(old):
            self._keyed = old.window().testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)
        elif _in_popup(old) and not _in_popup(new):
            if self._keyed:
                QTimer.singleShot(0, new, lambda: _keyboard_moved(new))
            self._keyed = False


def _in_popup(widget: QWidget) -> bool:
    return widget.window().windowType() == Qt.WindowType.Popup


def _keyboard_moved(widget: QWidget) -> None:
    widget.window().setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange, True)
    widget.update()


def use_keyboard_style() -> KeyboardStyle:
    """Make the application's style a :class:`KeyboardStyle` of the one it has, once (later calls
    return it unchanged), and keep a drop-down list's closing from hiding the focus frame
    (:class:`PopupFocus`). Returns the style; the application owns it."""
    style = QApplication.style()
    if isinstance(style, KeyboardStyle):
        return style
    style = KeyboardStyle()  # no base given: the application's style, by its name
    QApplication.setStyle(style)
    PopupFocus(QApplication.instance())
    return style

"""The main window's menus, built from one table (issue 10, item 2): Game, View, Language, Help.

:func:`build_menus` makes each action of :data:`GAME_MENU`, :data:`VIEW_MENU`,
:data:`VIEW_OPTIONS` (View -> Sound drives the window's :class:`~.sounds.GameSounds`) and
:data:`HELP_MENU` as an attribute of the window (``window.new_action``
...), with the window's method it triggers (its shortcut is set just after the window's first
paint by :func:`set_shortcuts`); :func:`retranslate_menus` sets their
texts (context ``MainWindow``, where they were first written, so the translations carry over). :func:`access_key_clashes` finds two entries of one menu with
the same access key, or a text that shows its key twice (issue 11, item 10).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QApplication, QMenu

from allfives_qt.storage.settings import ANIMATION_SPEEDS, TILE_SIZES, Settings

from .key_layouts import is_undo_key, latin_key, latin_key_code
from .language_menu import LanguageMenu
from .sounds import GameSounds

# Length of a tile's move at the "normal" animation speed, in milliseconds; the settings'
# :meth:`~allfives_qt.storage.settings.Settings.duration_factor` scales it.
ANIM_BASE_MS = 320
# Animation speeds (keys of :data:`~allfives_qt.storage.settings.ANIMATION_SPEEDS`): name ->
# (pause before a computer action in ms, animation length in ms). ``"instant"`` is another name
# for ``"off"``.
SPEEDS = {name: (Settings(animation=name).pace_ms(),
                 round(ANIM_BASE_MS * Settings(animation=name).duration_factor()))
          for name in ANIMATION_SPEEDS}
K = Qt.Key
# Context of the menus' texts (they were written in the main window, and keep its translations).
CONTEXT = "MainWindow"
# Game menu: (attribute, text, shortcut or None, the window's method triggered), None for a
# separator. A method path "controller.x" is the controller's. A shortcut is a ``Qt.Key`` or the
# name of a ``QKeySequence.StandardKey`` (the platform's usual keys), set by :func:`set_shortcuts`.
GAME_MENU = (
    ("new_action", QT_TRANSLATE_NOOP("MainWindow", "&New game…"), "New", "new_game_asked"),
    ("undo_action", QT_TRANSLATE_NOOP("MainWindow", "&Undo"), "Undo", "undo"),
    ("next_hand_action", QT_TRANSLATE_NOOP("MainWindow", "Ne&xt hand"), K.Key_N, "ends.go_on"),
    ("review_action", QT_TRANSLATE_NOOP("MainWindow", "&Review your plays"), K.Key_R,
     "ends.review"),
    None,
    ("draw_action", QT_TRANSLATE_NOOP("MainWindow", "&Draw a tile"), K.Key_D, "controller.draw"),
    ("pass_action", QT_TRANSLATE_NOOP("MainWindow", "&Pass"), K.Key_P, "controller.pass_turn"),
    ("hint_action", QT_TRANSLATE_NOOP("MainWindow", "&Hint"), K.Key_H, "hint"),
    ("claim_action", QT_TRANSLATE_NOOP("MainWindow", "&Claim points"), K.Key_C, "controller.claim"),
    ("muggins_action", QT_TRANSLATE_NOOP("MainWindow", "Call &Muggins!"), K.Key_M,
     "controller.call_muggins"), None,
    ("save_record_action", QT_TRANSLATE_NOOP("MainWindow", "&Save record…"), "Save",
     "files.ask_save_record"),
    ("open_record_action", QT_TRANSLATE_NOOP("MainWindow", "&Open record…"), "Open",
     "files.ask_open_record"),
    ("play_on_action", QT_TRANSLATE_NOOP("MainWindow", "P&lay on from a record…"), None,
     "files.ask_play_on"),
    ("history_action", QT_TRANSLATE_NOOP("MainWindow", "Histor&y…"), None, "show_history"), None,
    ("stats_action", QT_TRANSLATE_NOOP("MainWindow", "Stat&istics…"), None, "show_statistics"),
    ("deal_action", QT_TRANSLATE_NOOP("MainWindow", "&About this deal…"), None, "about_deal"), None,
    ("settings_action", QT_TRANSLATE_NOOP("MainWindow", "Se&ttings…"), "Preferences",
     "show_settings"), None,
    ("quit_action", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), "Quit", "close"),
)
# View menu entries before the speed submenu and the checkable options.
VIEW_MENU = (("fit_action", QT_TRANSLATE_NOOP("MainWindow", "&Zoom to fit"), K.Key_F,
              "view.zoom_to_fit"),
             ("zoom_in_action", QT_TRANSLATE_NOOP("MainWindow", "Zoom &in"), "ZoomIn",
              "view.zoom_in"),
             ("zoom_out_action", QT_TRANSLATE_NOOP("MainWindow", "Zoom &out"), "ZoomOut",
              "view.zoom_out"),
             ("full_screen_action", QT_TRANSLATE_NOOP("MainWindow", "F&ull screen"), "FullScreen",
              "toggle_full_screen"))
# Help menu entries.
HELP_MENU = (("rules_action", QT_TRANSLATE_NOOP("MainWindow", "&Rules"), "HelpContents", "show_rules"),
             ("about_action", QT_TRANSLATE_NOOP("MainWindow", "&About All Fives"), None, "about"))
# Checkable View entries: (attribute, text, the window's method called with the new state).
VIEW_OPTIONS = (("auto_draw_action", QT_TRANSLATE_NOOP("MainWindow", "Dra&w and pass automatically"),
                 "set_auto_draw"),
                ("hints_action", QT_TRANSLATE_NOOP("MainWindow", "Offer &hints"), "set_hints"),
                ("sound_action", QT_TRANSLATE_NOOP("MainWindow", "&Sound"), "sounds.set_sound"))
# Animation speeds' entries, slowest first.
SPEED_NAMES = {"slow": QT_TRANSLATE_NOOP("MainWindow", "&Slow"),
               "normal": QT_TRANSLATE_NOOP("MainWindow", "&Normal"),
               "fast": QT_TRANSLATE_NOOP("MainWindow", "&Fast"),
               "off": QT_TRANSLATE_NOOP("MainWindow", "&Instant")}
# Tile sizes' entries (View -> Tile size, as Settings' Tile size; play-test pt86 #7).
SIZE_NAMES = {"small": QT_TRANSLATE_NOOP("MainWindow", "&Small tiles"),
              "normal": QT_TRANSLATE_NOOP("MainWindow", "&Normal tiles"),
              "large": QT_TRANSLATE_NOOP("MainWindow", "&Large tiles")}
# The menus' titles: (attribute of the window, text).
TITLES = (("game_menu", QT_TRANSLATE_NOOP("MainWindow", "&Game")),
          ("view_menu", QT_TRANSLATE_NOOP("MainWindow", "&View")),
          ("speed_menu", QT_TRANSLATE_NOOP("MainWindow", "&Animation speed")),
          ("size_menu", QT_TRANSLATE_NOOP("MainWindow", "&Tile size")),
          ("help_menu", QT_TRANSLATE_NOOP("MainWindow", "&Help")))
# Single keys that also reach their action through ``MainWindow.keyPressEvent``.
SINGLE_KEYS = {K.Key_D: "draw_action", K.Key_P: "pass_action", K.Key_H: "hint_action",
               K.Key_F: "fit_action", K.Key_C: "claim_action", K.Key_M: "muggins_action",
               K.Key_N: "next_hand_action", K.Key_R: "review_action"}


def press_single_key(window, event) -> bool:
    """A single key (:data:`SINGLE_KEYS`, no modifier but the keypad's) that reached ``window``'s
    ``keyPressEvent`` because its shortcut did not fire (the window was not yet active again after
    a dialog closed, say, or a Russian or Hebrew layout typed its letter: :func:`.latin_key`):
    trigger its action when enabled; H with hints off says that they are off (play-test pt25 #6:
    it did nothing), H before the person's turn keeps a hint for it (pt73), and Ctrl+Z (or Ctrl
    and the key at Z's place) with Undo off in the settings that it is (pt43 #1: it did
    nothing). Return whether the key was used."""
    control = event.modifiers() == Qt.KeyboardModifier.ControlModifier
    latin = latin_key_code(event.key()) if control else event.key()
    if not window.undo_action.isEnabled() and is_undo_key(event):
        window.undo()  # nothing to take back: it says why
        return True
    if control:
        return _press_control_key(window, latin, event.key())
    if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
        return False
    key = latin_key(event.key(), event.text())  # H typed as "р" or "י" (play-test pt66 #2)
    action = window.key_actions.get(key)
    if action is not None and action.isEnabled():
        action.trigger()
        return True
    if key == K.Key_H:  # hints off, or not your turn: say so (or keep it for your turn)
        window.hint()
        return True
    return False


def _press_control_key(window, latin: int, key: int) -> bool:
    """Ctrl and a Russian or Hebrew letter: trigger the enabled action of ``window`` whose
    shortcut is Ctrl and the Latin letter at that key's place (play-test pt73 #4: with only a
    Russian layout, Ctrl+Z did nothing, Qt finding no Latin letter to match). Return whether one
    was triggered."""
    from PySide6.QtGui import QKeySequence

    if latin == key:
        return False
    wanted = QKeySequence(Qt.KeyboardModifier.ControlModifier | Qt.Key(latin))
    for action in shortcut_actions(window):
        if action.isEnabled() and wanted in action.shortcuts():
            action.trigger()
            return True
    return False


def enable_game_actions(window, controller, hint_ok: bool) -> None:
    """Enable Draw, Pass, Hint, Claim, Call Muggins!, Next hand and Review your plays in
    ``window``'s Game menu only when ``controller`` allows them now (claims only under ``claims:
    muggins``; RULES.md, "Claims and Muggins!"); ``hint_ok``: whether a hint may be asked for."""
    c = controller
    window.draw_action.setEnabled(c.can_draw() or c.can_draw_at_will())
    window.pass_action.setEnabled(c.can_pass())
    window.hint_action.setEnabled(hint_ok)
    window.claim_action.setEnabled(c.can_claim())
    window.muggins_action.setEnabled(c.can_call_muggins())
    window.next_hand_action.setEnabled(c.can_next_hand())
    window.play_on_action.setEnabled(not window.demo)  # the demo has no person to play on
    # As the end-of-hand panel's Review button (play-test pt16 #9: the menu had none, and with
    # the panel hidden to look at the table there was no way to it but the panel); in the replay
    # viewer, for the hand shown of a game with a person's seat (pt17 #5).
    shown = window.replay_mode.saved if window.replaying else None
    window.review_action.setEnabled(c.hand_ended() and c.human_seat is not None or (
        shown is not None and shown.setup.human_seat is not None))


def _slot(window, path: str):
    target = window
    for part in path.split("."):
        target = getattr(target, part)
    return target


def _fill(window, menu: QMenu, entries) -> None:
    for entry in entries:
        if entry is None:
            menu.addSeparator()
            continue
        name, _text, shortcut, slot = entry
        action = QAction(window)
        if shortcut is not None:
            # The shortcuts belong to the window itself, not only to its menus, so they work
            # whatever has the focus inside it and right after a dialog closes.
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            window.addAction(action)
        # Called with no argument: triggered's "checked" flag went into a slot's first parameter
        # (play-test pt70 #1: show_history(entries=False), and History no longer opened).
        action.triggered.connect(lambda _checked=False, f=_slot(window, slot): f())
        setattr(window, name, action)
        menu.addAction(action)


def set_shortcuts(window) -> None:
    """Give the actions of ``window``'s menus their shortcuts (:data:`GAME_MENU`, :data:`VIEW_MENU`,
    :data:`HELP_MENU`). The window calls it just after its first paint (issue 14): the first use
    of ``QKeySequence`` builds its enums (StandardKey, 71 members), work the first paint does not
    need. Setting them again changes nothing."""
    from PySide6.QtGui import QKeySequence

    for entry in GAME_MENU + VIEW_MENU + HELP_MENU:
        if entry is not None and entry[2] is not None:
            key = entry[2]
            if isinstance(key, str):
                key = getattr(QKeySequence.StandardKey, key)
            getattr(window, entry[0]).setShortcut(QKeySequence(key))
    # F11 whatever the desktop: Qt's standard key for it depends on the desktop, and with none
    # named (a plain window manager) it is no key at all (play-test pt108 #4).
    f11 = QKeySequence(K.Key_F11)
    window.full_screen_action.setShortcuts(
        [f11] + [k for k in QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen) if k != f11])
    if getattr(window, "menu_keys", None) is None:
        _make_menu_keys(window)


# The menus a key opens in every language, whatever the keyboard's layout (play-test pt52 #2:
# in Hebrew and Russian the menus' access keys are Hebrew and Cyrillic letters, out of reach
# with a Latin layout, so a person without a mouse could not even change the language back):
# F10, as in GNOME and KDE programs, opens the first; Alt and the English access key opens
# each, in a language whose own access keys do not already use that letter.
MENU_KEYS = (("game_menu", "G"), ("view_menu", "V"), ("language_menu", "L"), ("help_menu", "H"))


def open_menu(window, name: str) -> None:
    """Open ``window``'s menu ``name`` (an attribute, "game_menu") with its first entry
    highlighted, as its access key does (play-test pt53 #2: Alt+L, Down, Enter chose another
    language than the menu's own key did)."""
    menu = getattr(window, name)
    window.menuBar().setActiveAction(menu.menuAction())
    first = next((a for a in menu.actions() if a.isEnabled() and not a.isSeparator()), None)
    if first is not None:
        menu.setActiveAction(first)


def menu_keys(window, owner) -> dict:
    """Make :data:`MENU_KEYS`' keys on ``owner`` (``window``, or a window of its own that takes
    the keyboard: the end-of-hand panel; play-test pt53 #1), each opening ``window``'s menu;
    return the Alt keys by letter. On the panel they all stay on: the main window's own access
    keys do not reach it."""
    from PySide6.QtGui import QKeySequence, QShortcut

    def opener(name: str):
        return lambda: open_menu(window, name)

    QShortcut(QKeySequence(K.Key_F10), owner, opener(MENU_KEYS[0][0]))
    return {letter: QShortcut(QKeySequence("Alt+" + letter), owner, opener(name))
            for name, letter in MENU_KEYS}


def _make_menu_keys(window) -> None:
    window.menu_keys = menu_keys(window, window)
    sync_menu_keys(window)


def sync_menu_keys(window) -> None:
    """Turn on each English Alt+letter of :data:`MENU_KEYS` that no menu title's access key takes
    in the language now (two owners of one key would make Qt call neither)."""
    keys = getattr(window, "menu_keys", None)
    if keys is None:
        return
    taken = {access_key(getattr(window, name).title()) for name, _letter in MENU_KEYS
             if name != "language_menu"}
    taken.add(access_key(QCoreApplication.translate("LanguageMenu", "&Language")))  # its own, maybe later
    for letter, shortcut in keys.items():
        shortcut.setEnabled(letter.lower() not in taken)


def shortcut_actions(window) -> list:
    """The actions of ``window``'s menus whose shortcut is a key with a modifier (Save record,
    Open record, Quit, Settings, Rules, the zooms; not the single keys of :data:`SINGLE_KEYS`,
    which the table's keys would clash with). A window of its own that takes the keyboard (the
    end-of-hand panel) adds them, so they work there too (play-test pt13: Ctrl+S and Ctrl+O did
    nothing while the panel had the keyboard, only Ctrl+N)."""
    return [getattr(window, entry[0]) for entry in GAME_MENU + VIEW_MENU + HELP_MENU
            if entry is not None and isinstance(entry[2], str)]


def build_menus(window) -> None:
    """Make the window's menus and actions (texts are set by the window's ``retranslate``; the
    shortcuts by :func:`set_shortcuts`), and the window's :class:`~.sounds.GameSounds`
    (``window.sounds``) that View -> Sound drives."""
    window.sounds = GameSounds(window)
    mb = window.menuBar()
    window.game_menu = mb.addMenu("")
    _fill(window, window.game_menu, GAME_MENU)
    window.view_menu = mb.addMenu("")
    _fill(window, window.view_menu, VIEW_MENU)
    window.full_screen_action.setCheckable(True)  # checked while full screen (changeEvent)
    # New game also from the non-modal hand-end panel, which has the keyboard while it is up.
    window.new_action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
    window.key_actions = {key: getattr(window, name) for key, name in SINGLE_KEYS.items()}
    window.speed_menu, window.speed_actions = _choices(
        window, reversed(ANIMATION_SPEEDS), lambda n: window.set_speed(n, remember=True))  # slowest first
    window.size_menu, window.size_actions = _choices(
        window, TILE_SIZES, lambda n: (window.scene.set_tile_size(n), window._remember(tile_size=n)))
    for name, _text, slot in VIEW_OPTIONS:
        a = QAction(window)
        a.setCheckable(True)
        a.toggled.connect(_slot(window, slot))
        setattr(window, name, a)
        window.view_menu.addAction(a)
    window.language_menu = LanguageMenu(window._language_chosen, mb, window.settings.language)
    mb.addMenu(window.language_menu)
    window.help_menu = mb.addMenu("")
    _fill(window, window.help_menu, HELP_MENU)
    for menu in (window.game_menu, window.view_menu, window.language_menu, window.help_menu):
        _hold_while_open(window.controller, menu)
    window.menu_bar_keys = None  # :class:`MenuBarKeys`, made just after the first paint


def _hold_while_open(controller, menu: QMenu) -> None:
    """The game waits while ``menu`` (one of the menu bar's) is open, as it waits behind a
    dialog: no seat acts behind it (play-test pt175 #4: the partner drew six tiles while View ->
    Animation speed was open). A move being decided when it opens is still shown."""
    flows: list[int] = []
    menu.aboutToShow.connect(lambda: flows.append(controller.hold()))
    menu.aboutToHide.connect(lambda: flows and controller.release(flows.pop()))


def _choices(window, names, choose) -> tuple[QMenu, dict[str, QAction]]:
    """A submenu of the View menu with one checkable entry per name of ``names``, one of them
    checked at a time (their texts are set by :func:`retranslate_menus`); choosing one calls
    ``choose`` with its name. Returns the submenu and its entries by name."""
    menu = window.view_menu.addMenu("")
    group = QActionGroup(menu)
    actions = {}
    for name in names:
        a = QAction(window)
        a.setCheckable(True)
        a.triggered.connect(lambda _=False, n=name: choose(n))
        group.addAction(a)
        menu.addAction(a)
        actions[name] = a
    return menu, actions


class MenuBarKeys(QObject):
    """Give the keyboard back to the table when the menu bar keeps it with nothing chosen, and
    light the title the keyboard chose (:func:`~.keyboard_style.use_keyboard_style`); F10 with a menu open or a
    title chosen closes the menus and gives the keyboard back to the table, as F10 (which opens
    the Game menu, :func:`menu_keys`) does again in GNOME and KDE programs. Made just after the
    window's first paint (``MainWindow.finish_building``): its event filter and style made before
    it cost some 35 ms there (issue 14).

    Qt's menu bar, asked for a menu by its Alt key while it already has the keyboard (Alt+G,
    Escape, Alt+G), remembers itself as the widget to give the keyboard back to; the Escape
    that leaves it then left the keys on the bar, with no menu title lit, and the arrows did
    nothing on the table (play-test pt67 #1). After each key and whenever the bar takes the
    keyboard, once Qt has done its part: a bar with the keyboard, no title chosen and no menu
    open hands it to the table (``window.focus_table``).
    """

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.bar = bar = window.menuBar()
        bar.installEventFilter(self)
        for name, _letter in MENU_KEYS:  # the menus and their submenus (View -> Speed)
            menu = getattr(window, name)
            for each in [menu] + [a.menu() for a in menu.actions() if a.menu() is not None]:
                each.installEventFilter(self)
        from .keyboard_style import use_keyboard_style
        use_keyboard_style()

    def eventFilter(self, watched, event) -> bool:  # noqa: D102
        kind = event.type()
        if (kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress)
                and event.key() == K.Key_F10 and event.modifiers() == Qt.KeyboardModifier.NoModifier):
            if kind == QEvent.Type.ShortcutOverride:
                event.accept()  # the key comes here, not to the window's F10 (the Game menu)
            else:
                self.leave()
            return True
        if watched is self.bar and kind in (
                QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.FocusIn):
            QTimer.singleShot(0, self, self.check)
        return False

    def leave(self) -> None:
        """F10 again: close the open menus, unchoose the bar's title, give the table the keys
        (play-test: F10 opened the Game menu, and F10 again left it open). Done with Escape, as
        the player would close them: a menu closed from outside left the bar waiting, and the
        next click on a title opened nothing (play-test pt70 #4)."""
        for _ in range(8):  # a menu and its submenu, and never a loop without end
            popup = QApplication.activePopupWidget()
            if popup is None:
                break
            press_escape(popup)
        if QApplication.activePopupWidget() is not None:
            QApplication.activePopupWidget().close()
        if self.bar.hasFocus() or self.bar.activeAction() is not None:
            press_escape(self.bar)
        self.window.focus_table()

    def check(self) -> None:
        """Hand the keyboard to the table when the bar has it with nothing chosen."""
        bar = self.bar
        if (bar.hasFocus() and bar.activeAction() is None
                and QApplication.activePopupWidget() is None):
            self.window.focus_table()


def press_escape(widget) -> None:
    """Press and release Escape on ``widget`` (a menu, the menu bar), as the player would."""
    from PySide6.QtGui import QKeyEvent

    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(widget, QKeyEvent(kind, K.Key_Escape, Qt.KeyboardModifier.NoModifier))


def retranslate_menus(window) -> None:
    """Set every menu title and entry text of ``window`` in the current language."""
    def tr(text: str) -> str:
        return QCoreApplication.translate(CONTEXT, text)

    for name, text in TITLES:
        getattr(window, name).setTitle(tr(text))
    for entry in GAME_MENU + VIEW_MENU + HELP_MENU:
        if entry is not None:
            getattr(window, entry[0]).setText(tr(entry[1]))
    for name, text, _slot_name in VIEW_OPTIONS:
        getattr(window, name).setText(tr(text))
    for key, action in window.speed_actions.items():
        action.setText(tr(SPEED_NAMES[key]))
    for key, action in window.size_actions.items():
        action.setText(tr(SIZE_NAMES[key]))
    sync_menu_keys(window)


def access_key(text: str) -> str | None:
    """The access key of a menu text (the character after a single ``&``), lower-cased, or None."""
    m = re.search(r"(?<!&)&([^&\s])", text.replace("&&", ""))
    return m.group(1).lower() if m else None


def shown_text(text: str) -> str:
    """A menu or button text as Qt shows it: a single ``&`` (the access key's mark) left out,
    ``&&`` shown as ``&``."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def access_key_clashes(menu: QMenu) -> list[str]:
    """Problems with the access keys of ``menu``'s entries (and its submenus'): two entries with
    the same key, or an entry whose text shows its key twice (as "(S)" after a text that already
    has it marked). Returns one line per problem; empty when there is none."""
    problems, seen = [], {}
    for action in menu.actions():
        text = action.text()
        if action.isSeparator() or not text:
            continue
        key = access_key(text)
        if key is not None:
            if key in seen:
                problems.append(f"{seen[key]!r} and {text!r} share &{key}")
            seen[key] = text
            shown = shown_text(text).lower()
            if shown.count(f"({key})") > 1 or text.replace("&&", "").count("&") > 1:
                problems.append(f"{text!r} shows its key twice")
        if action.menu() is not None:
            problems.extend(access_key_clashes(action.menu()))
    return problems

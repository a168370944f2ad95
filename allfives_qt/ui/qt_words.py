"""Qt's own words that the game shows, marked so that our translation files carry them.

The record file dialog (Game -> Save record…, Open record…), the standard buttons of message
boxes, and the right-click menus of text fields and scroll bars are Qt's, and Qt looks their words
up in Qt's contexts (``QFileDialog``, ``QFileSystemModel``, ``QPlatformTheme``…) through every
installed translator. Qt ships no translation of them in Kiswahili, Cebuano or Tamil (and none of
``QAbstractFileIconProvider``'s in Hebrew or Russian), so without these entries a player there
met English in the middle of a game in their language (play-test pt60).

Nothing here runs: lupdate reads the ``QT_TRANSLATE_NOOP`` markers below into every
``translations/allfives_<code>.ts``, and the translations compiled with ours answer Qt's own
lookups. Where Qt ships its own catalogue (Hebrew and Russian),
:func:`allfives_qt.i18n.install_language` installs it after ours, so Qt's translations are
searched first and ours fill only its gaps.
Each word is one Qt 6 asks for, with Qt's exact source text (tests/test_qt_words.py finds each
in Qt's German or Russian catalogue).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

# ``(context, source text)`` of every word, in the order Qt's dialogs show them.
WORDS: tuple[tuple[str, str], ...] = (
    # The file dialog: its tool buttons (tooltips, then the names a screen reader says),
    # the side bar, the history box, the right-click menu of the file list, its questions.
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Back")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Forward")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Parent Directory")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Create New Folder")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "List View")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Detail View")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Go back")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Go forward")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Go to the parent directory")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Create a New Folder")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Change to list view mode")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Change to detail view mode")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Sidebar")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "List of places and bookmarks")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Files")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Recent Places")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "&Rename")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "&Delete")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Show &hidden files")),
    # The file list's header menu: "Show " followed by a column's name ("Show Size").
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Show ")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "&New Folder")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "New Folder")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Delete")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Are you sure you want to delete '%1'?")),
    ("QFileDialog", QT_TRANSLATE_NOOP(
        "QFileDialog", "'%1' is write protected.\nDo you want to delete it anyway?")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Could not delete directory.")),
    ("QFileDialog", QT_TRANSLATE_NOOP(
        "QFileDialog", "%1 already exists.\nDo you want to replace it?")),
    ("QFileDialog", QT_TRANSLATE_NOOP(
        "QFileDialog", "%1\nFile not found.\nPlease verify the correct file name was given.")),
    ("QFileDialog", QT_TRANSLATE_NOOP(
        "QFileDialog",
        "%1\nDirectory not found.\nPlease verify the correct directory name was given.")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Open")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Save As")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "&Open")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "&Save")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "All Files (*)")),
    # The file list's columns and names.
    ("QFileSystemModel", QT_TRANSLATE_NOOP("QFileSystemModel", "Name")),
    ("QFileSystemModel", QT_TRANSLATE_NOOP("QFileSystemModel", "Size")),
    ("QFileSystemModel", QT_TRANSLATE_NOOP("QFileSystemModel", "Type")),
    ("QFileSystemModel", QT_TRANSLATE_NOOP("QFileSystemModel", "Date Modified")),
    ("QFileSystemModel", QT_TRANSLATE_NOOP("QFileSystemModel", "Computer")),
    ("QFileSystemModel", QT_TRANSLATE_NOOP("QFileSystemModel", "Invalid filename")),
    ("QFileSystemModel", QT_TRANSLATE_NOOP(
        "QFileSystemModel", "<b>The name \"%1\" cannot be used.</b><p>Try using another name, "
                            "with fewer characters or no punctuation marks.")),
    ("QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder")),
    ("QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File")),
    ("QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive")),
    ("QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Unknown")),
    # Standard buttons (message boxes, button boxes).
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "OK")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "&No")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Open")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Save")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Close")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Apply")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Reset")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Help")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Discard")),
    # Right-click menus: text fields (the seed, file names), the rules text, number boxes.
    ("QLineEdit", QT_TRANSLATE_NOOP("QLineEdit", "&Undo")),
    ("QLineEdit", QT_TRANSLATE_NOOP("QLineEdit", "&Redo")),
    ("QLineEdit", QT_TRANSLATE_NOOP("QLineEdit", "Cu&t")),
    ("QLineEdit", QT_TRANSLATE_NOOP("QLineEdit", "&Copy")),
    ("QLineEdit", QT_TRANSLATE_NOOP("QLineEdit", "&Paste")),
    ("QLineEdit", QT_TRANSLATE_NOOP("QLineEdit", "Delete")),
    ("QLineEdit", QT_TRANSLATE_NOOP("QLineEdit", "Select All")),
    ("QWidgetTextControl", QT_TRANSLATE_NOOP("QWidgetTextControl", "&Copy")),
    ("QWidgetTextControl", QT_TRANSLATE_NOOP("QWidgetTextControl", "Copy &Link Location")),
    ("QWidgetTextControl", QT_TRANSLATE_NOOP("QWidgetTextControl", "Select All")),
    ("QAbstractSpinBox", QT_TRANSLATE_NOOP("QAbstractSpinBox", "&Select All")),
    ("QAbstractSpinBox", QT_TRANSLATE_NOOP("QAbstractSpinBox", "&Step up")),
    ("QAbstractSpinBox", QT_TRANSLATE_NOOP("QAbstractSpinBox", "Step &down")),
    # The right-click menu of a scroll bar (the rules, History, Statistics).
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Scroll here")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Top")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Bottom")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Page up")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Page down")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Scroll up")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Scroll down")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Left edge")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Right edge")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Page left")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Page right")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Scroll left")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Scroll right")),
)

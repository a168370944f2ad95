"""The game's letter keys on keyboards that type no Latin letters (play-test pt66 #2).

The single keys of the game (H for a hint, D to draw, P to pass, F, C, M, N, R, T) are Latin
letters. With only a Russian or Hebrew layout, the key marked H types "р" or "י", Qt reports
that letter, and no shortcut matched. :func:`latin_key` gives the Latin key of the same place on
the keyboard for the standard layouts of those languages: Russian ЙЦУКЕН and Hebrew SI-1452 (their
letter rows, as each layout's chart places them). Tamil has two layouts in common use (Tamil99,
InScript) that put the same letters on different keys, so a Tamil letter is left as it is: the
same key would mean another action on the other layout.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

_ROWS = "qwertyuiop" + "asdfghjkl" + "zxcvbnm"
# Each layout's letters in the order of ``_ROWS`` (a space: that place types no letter here).
_LAYOUTS = (
    "йцукенгшщз" + "фывапролд" + "ячсмить",  # Russian
    "  קראטוןםפ" + "שדגכעיחלך" + "זסבהנמצ",  # Hebrew (Q and W type / and ')
)
_LATIN = {letter: getattr(Qt.Key, "Key_" + latin.upper())
          for layout in _LAYOUTS for letter, latin in zip(layout, _ROWS) if letter != " "}


def latin_key_code(key: int) -> int:
    """The Qt key of the Latin letter at the place of the key whose Qt key is ``key``, for a
    Russian or Hebrew letter's key (with Ctrl held, the event's text is a control character, so
    the key's own letter is read: Qt names a letter by its code point); ``key`` itself for any
    other key."""
    return _LATIN.get(chr(key).lower(), key) if 0 < key < 0x110000 else key


def latin_key(key: int, text: str) -> int:
    """The Qt key (a ``Qt.Key``) of the Latin letter at the place of a key that typed ``text``
    (its ``QKeyEvent.text()``) on a Russian or Hebrew layout; ``key`` itself for any
    other text (a Latin letter, a digit, Enter, nothing)."""
    return _LATIN.get(text.lower(), key) if len(text) == 1 else key


def is_undo_key(event) -> bool:
    """Whether the key event ``event`` (a ``QKeyEvent``) asks for Undo: the platform's Undo keys,
    or Ctrl and the key at Z's place on a Russian or Hebrew layout (:func:`latin_key_code`;
    play-test pt73 #4: Qt finds no Latin letter to match there)."""
    from PySide6.QtGui import QKeySequence

    control = event.modifiers() == Qt.KeyboardModifier.ControlModifier
    return event.matches(QKeySequence.StandardKey.Undo) or (
        control and latin_key_code(event.key()) == Qt.Key.Key_Z)

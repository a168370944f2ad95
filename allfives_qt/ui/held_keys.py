"""A held Enter or Space acts once (play-test pt64, pt68 #1).

Qt marks a held key's repeats with ``QKeyEvent.isAutoRepeat()``, but on an X server that does not
tell repeats apart (Xvfb, some remote desktops) Qt must guess, and its guess often fails: each
repeat comes as a release and a new press, at the same moment. A person's next press of a key
comes tens of milliseconds after they let it go at the least. The widgets that act on these keys
(the table's view, the hand's results panel) tell :func:`note_release` when one is released, and
:func:`held` takes a press that follows its release within :data:`GAP_MS` for a repeat. (Not an
event filter on the whole application: every event of the game would pass through Python, and
the first paint would build the Python types of events it never needs, issue 14.)
"""

from __future__ import annotations

import time

from PySide6.QtCore import Qt

#: The keys that play, draw, deal or press a button: each press acts once.
COMMIT_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
#: A press of a key this soon after its release (milliseconds, the window system's clock) is
#: a repeat of a held key: an X server's repeats come at 0 ms; a person's quickest second press
#: of a key comes some 50 ms or more after letting it go.
GAP_MS = 15

_released: dict[int, int] = {}  # key -> the window system's time of its last release (ms)


def note_release(event) -> None:
    """Note the release ``event`` (a ``QKeyEvent``) of one of :data:`COMMIT_KEYS`; others, and
    releases made by a program (timestamp 0, as QTest's), are ignored."""
    if event.key() in COMMIT_KEYS and event.timestamp():
        _released[event.key()] = event.timestamp()


def held(event) -> bool:
    """Whether the key press ``event`` (a ``QKeyEvent``) of one of :data:`COMMIT_KEYS` is a held
    key's repeat: marked so by Qt, or come within :data:`GAP_MS` of that key's release
    (:func:`note_release`). Presses made by a program (timestamp 0) are judged by Qt's mark."""
    if event.key() not in COMMIT_KEYS:
        return False
    if event.isAutoRepeat():
        return True
    stamp, last = event.timestamp(), _released.get(event.key())
    return bool(stamp) and last is not None and 0 <= stamp - last <= GAP_MS


#: A press of Enter or Space this soon (seconds) after a panel that takes them came up was meant
#: for what was there before (play-test pt73: keys pressed as the hand ended dealt the next one
#: before its results were seen).
SETTLE_S = 0.5


#: Seconds after the end-of-hand panel came up during which Enter or Space reaching the table
#: (not the panel) only gives the panel the keyboard: a key meant for the last move (play-test
#: pt154 #11). Later, the person has seen the results, and the key presses the panel's default
#: button (play-test pt170 #1: after a menu opened and closed over the panel, Enter dealt
#: nothing, and only a second one dealt).
TABLE_SETTLE_S = 1.5


def too_soon(event, since: float, now=time.monotonic) -> bool:
    """Whether the key press ``event`` (a ``QKeyEvent``) of one of :data:`COMMIT_KEYS` came less
    than :data:`SETTLE_S` after ``since`` (a ``time.monotonic()`` reading: when the panel came
    up). Presses made by a program (timestamp 0, as QTest's) never are."""
    return event.key() in COMMIT_KEYS and event.timestamp() != 0 and now() - since < SETTLE_S

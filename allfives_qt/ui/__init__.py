"""The Qt window of All Fives: scene items (tiles), the table's layout geometry, the main window.

:mod:`.table_layout` is pure geometry and imports no Qt (importing this package imports none
either); the other modules use PySide6.
"""

from __future__ import annotations

import sys

_none_guarded = False


def guard_none_refcount() -> bool:
    """Work around a PySide6 bug that crashes Python 3.11 ("deallocating None").

    With PySide6 6.12 on CPython 3.11, every call of a Qt method that returns nothing takes one
    reference from ``None`` and gives none back; after a few thousand calls (one second of painting)
    ``None``'s count reaches zero and the interpreter aborts. CPython 3.12 and later make ``None``
    immortal, so the bug is harmless there. This function checks for the bug with one such call and,
    only if it is present, gives ``None`` an unreachable number of references. It imports PySide6;
    call it once before using Qt (importing :mod:`.tile_item` does). Returns whether the
    work-around was applied (now or before).
    """
    global _none_guarded
    if _none_guarded:
        return True
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False
    from PySide6.QtCore import QRectF

    probe = QRectF()
    before = sys.getrefcount(None)
    probe.setX(0.0)
    if sys.getrefcount(None) >= before:
        return False
    import ctypes

    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 48
    _none_guarded = True
    return True

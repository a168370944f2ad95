"""The Qt window of All Fives: scene items (tiles), the table's layout geometry, the main window.

:mod:`.table_layout` and :mod:`.table_frame` are pure geometry and import no Qt (importing this package
imports none either); the other modules use PySide6.
"""

from __future__ import annotations

"""What a game needs to be played, saved and closed, imported just after the window's first paint.

The window's first paint imports only what it draws (issue 14, goal 1); the rest is imported when
first used. But a bundle or a package upgraded while the game runs replaces the files it would
import from: a frozen bundle reads its module archive again, by its path, at each import, and the
new archive's modules are not where the old one's were. After such an upgrade the first module
imported failed ("zlib.error: Error -3 while decompressing data"), and with it the autosave and
the save on closing: the game in progress and the window's size were lost without a word
(play-test pt89 #1). With :data:`MODULES` imported once the window is up, a game goes on, is
saved and closes without reading the program's files again. (A dialog opened for the first time
after such an upgrade still reads them; install.sh refuses to upgrade a running game.)
"""

from __future__ import annotations

import logging
from importlib import import_module
from typing import Callable

log = logging.getLogger(__name__)

#: Imported by :func:`warm_up`, in this order (each with what it imports): a game's start, its
#: computer players, hints, claims and Undo; the autosave, history and statistics it writes;
#: the hand's and the game's end panels and the coach's review they offer.
MODULES = (
    "uuid", "json", "copy",
    "allfives_qt.engine.game", "allfives_qt.engine.record",
    "allfives_qt.storage.autosave", "allfives_qt.storage.writer", "allfives_qt.storage.history",
    "allfives_qt.storage.stats",
    "allfives_qt.ai.players", "allfives_qt.ai.hints", "allfives_qt.ai.review",
    "allfives_qt.controller_claims", "allfives_qt.controller_undo",
    "allfives_qt.ui.questions", "allfives_qt.ui.new_game_dialog", "allfives_qt.ui.window_new_game",
    "allfives_qt.ui.claims", "allfives_qt.ui.waiting_hint", "allfives_qt.ui.keyboard_style",
    "allfives_qt.ui.hand_end_panel", "allfives_qt.ui.end_panels", "allfives_qt.ui.review_job",
    "allfives_qt.ui.replay", "allfives_qt.ui.replay.review",
)


def warm_up(then: Callable[[], None] | None = None) -> None:
    """Import :data:`MODULES`, one per turn of Qt's event loop (a few milliseconds each), so the
    window still answers between them; then call ``then`` (when given). Needs a running
    ``QCoreApplication``; raises nothing: a module that fails to import is logged, and left to
    fail where it is used, as before."""
    from PySide6.QtCore import QTimer

    pending = list(MODULES)

    def step() -> None:
        if not pending:
            if then is not None:
                then()
            return
        name = pending.pop(0)
        try:
            import_module(name)
        except Exception:  # noqa: BLE001 - the import is tried again where the module is used
            log.warning("could not import %s ahead of its use", name, exc_info=True)
        QTimer.singleShot(0, step)

    QTimer.singleShot(0, step)

"""The replay viewer (issue 6, item 6; issue 10, item 2): a game record shown on the table play by
play.

- :mod:`.steps`: :class:`ReplaySteps`, the record's positions and the engine's state at each;
- :mod:`.bar`: :class:`ReplayBar`, the tool bar that steps through them;
- :mod:`.mode`: :class:`ReplayMode`, the replay's controller in the main window.
"""

from .bar import ReplayBar
from .mode import ReplayMode

_LATER = ("CACHE_SIZE", "ReplaySteps", "Step")  # of .steps, imported when a replay opens (issue 14)


def __getattr__(name: str):
    """The names of :mod:`.steps`; raises ``AttributeError`` for any other."""
    if name not in _LATER:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from . import steps

    return getattr(steps, name)

__all__ = ["ReplaySteps", "Step", "CACHE_SIZE", "ReplayBar", "ReplayMode"]

"""The replay viewer (issue 6, item 6; issue 10, item 2): a game record shown on the table play by
play.

- :mod:`.steps`: :class:`ReplaySteps`, the record's positions and the engine's state at each;
- :mod:`.bar`: :class:`ReplayBar`, the tool bar that steps through them;
- :mod:`.mode`: :class:`ReplayMode`, the replay's controller in the main window.
"""

from .bar import ReplayBar
from .mode import ReplayMode
from .steps import CACHE_SIZE, ReplaySteps, Step

__all__ = ["ReplaySteps", "Step", "CACHE_SIZE", "ReplayBar", "ReplayMode"]

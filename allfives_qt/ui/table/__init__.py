"""The table scene, in rooms (issue 10, item 1):

- :mod:`.geometry`: where things sit (named places in scene units, mirrored for right to left);
- :mod:`.items`: the small scene items (lit ends, panels, spinner mark, toast, score pop-up);
- :mod:`.input`: mouse, drag and keys turned into intents for the controller;
- :mod:`.animation`: tiles sliding to their places and points rising;
- :mod:`.scene`: :class:`TableScene`, which reacts to the controller's signals.

The words (seat, side and end names, refusal reasons) live in :mod:`allfives_qt.ui.sentences`.
"""

from .scene import TableScene

__all__ = ["TableScene"]

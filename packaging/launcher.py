"""Entry point of the PyInstaller bundle: the ``allfives-qt`` command, frozen.

``multiprocessing.freeze_support()`` comes first so that the worker processes of
``allfives-qt simulate --workers N`` (started with "spawn") run the worker, not a second game.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from allfives_qt.cli import main

    sys.exit(main())

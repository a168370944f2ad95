"""``python -m allfives_qt``: the same as the ``allfives-qt`` command."""

import sys

from allfives_qt.cli import main

sys.exit(main())

"""A first check that the package imports and the command line answers."""

import subprocess
import sys

from allfives_qt import __version__


def test_version_flag_prints_version():
    out = subprocess.run([sys.executable, "-m", "allfives_qt", "--version"], capture_output=True, text=True)
    assert out.returncode == 0
    assert out.stdout.strip() == f"allfives-qt {__version__}"

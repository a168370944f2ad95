"""A first check that the package imports and the command line answers."""

import subprocess
import sys

from allfives_qt import __version__


def test_version_flag_prints_version():
    out = subprocess.run([sys.executable, "-m", "allfives_qt", "--version"], capture_output=True, text=True)
    assert out.returncode == 0
    assert out.stdout.strip() == f"allfives-qt {__version__}"


def test_qt_binding_does_not_leak_references_to_none():
    """PySide6 6.12.0 on Python 3.11 takes a reference from None on every Qt call that returns
    nothing, and the interpreter aborts after a few thousand; pyproject.toml keeps it out."""
    from PySide6.QtCore import QRectF

    rect = QRectF()
    before = sys.getrefcount(None)
    for _ in range(1000):
        rect.setX(0.0)
    assert sys.getrefcount(None) >= before - 10

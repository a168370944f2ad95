"""The engine and the ``replay`` command run without Qt (issue 2; STYLE.md, "The shape of the house":
no PySide6 import in ``allfives_qt/engine``, ever)."""

import ast
import json
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
ENGINE = ROOT / "allfives_qt" / "engine"
QT_TOP = ("PySide6", "shiboken6", "PySide2", "shiboken2", "PyQt5", "PyQt6", "sip")

LOADED_QT = (
    "import json, sys\n"
    "qt = sorted(m for m in sys.modules if m.split('.')[0] in {top!r})\n"
    "print(json.dumps(qt))\n"
).format(top=QT_TOP)


def qt_modules_after(code):
    """Run ``code`` in a fresh interpreter; return the Qt modules it left in ``sys.modules``."""
    out = subprocess.run([sys.executable, "-c", code + "\n" + LOADED_QT], capture_output=True,
                         text=True, timeout=60, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_importing_the_engine_loads_no_qt():
    assert qt_modules_after("import allfives_qt.engine\nimport allfives_qt.engine.record") == []


def test_replay_command_loads_no_qt():
    path = ROOT / "examples" / "full-game.json"
    code = (
        "import contextlib, io\n"
        "from allfives_qt.cli import main\n"
        "buf = io.StringIO()\n"
        "with contextlib.redirect_stdout(buf):\n"
        f"    assert main(['replay', {str(path)!r}, '--json']) == 0\n"
        "assert json.loads(buf.getvalue())['winner'] is not None\n"
    )
    assert qt_modules_after("import json\n" + code) == []


def test_the_check_sees_qt_when_it_is_loaded():
    pytest.importorskip("PySide6")
    assert "PySide6.QtCore" in qt_modules_after("import PySide6.QtCore")


def _imports(path):
    tree = ast.parse(path.read_text(), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom):
            yield ("." * node.level) + (node.module or ""), node.lineno
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
                "import_module", "__import__"):
            for arg in node.args:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    yield arg.value, node.lineno


def test_no_engine_source_file_imports_qt_or_the_window():
    files = sorted(ENGINE.glob("*.py"))
    assert files
    offenders = []
    for path in files:
        for name, line in _imports(path):
            if name.split(".")[0] in QT_TOP:
                offenders.append(f"{path.name}:{line}: {name}")
            outside = name.startswith("allfives_qt") and not name.startswith("allfives_qt.engine")
            if name.startswith("..") or outside:  # the window, controller or AI may bring Qt in
                offenders.append(f"{path.name}:{line}: {name} (outside the engine)")
        text = path.read_text()
        for word in ("PySide6", "shiboken6", "QtCore", "QtGui", "QtWidgets"):
            if word in text:
                offenders.append(f"{path.name}: mentions {word}")
    assert offenders == []

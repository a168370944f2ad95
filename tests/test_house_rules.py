"""The house rules of issue 10 ("Done when"; STYLE.md, "The shape of the house"): no module under
``allfives_qt/`` longer than 700 lines, no function longer than 70 lines, and the layers import
only downwards: the engine, the computer players and storage never import the window (``ui``),
storage never imports the computer players, and neither the engine nor the players import Qt.

Imports are read from the source (``ast``), so an import inside a function counts too."""

from __future__ import annotations

import ast
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "allfives_qt"
MOST_LINES_PER_MODULE = 700
MOST_LINES_PER_FUNCTION = 70
QT_TOP = {"PySide6", "shiboken6", "PySide2", "shiboken2", "PyQt5", "PyQt6", "sip"}

#: package -> packages its modules must not import (module names, matched with their submodules).
FORBIDDEN = {
    "allfives_qt.engine": ("allfives_qt.ui", "allfives_qt.ai", "allfives_qt.storage", *QT_TOP),
    "allfives_qt.ai": ("allfives_qt.ui", *QT_TOP),
    "allfives_qt.storage": ("allfives_qt.ui", "allfives_qt.ai"),
}


def _sources() -> list[pathlib.Path]:
    files = sorted(PACKAGE.rglob("*.py"))
    assert len(files) > 20  # the package is where the test thinks it is
    return files


def _module_name(path: pathlib.Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_names(path: pathlib.Path) -> list[tuple[str, int]]:
    """Every module ``path`` imports, as absolute dotted names with the line of the import
    (relative imports resolved against the module's own package; ``from X import y`` counts as
    both ``X`` and ``X.y``, since ``y`` may be a submodule)."""
    own = _module_name(path)
    package = own if path.name == "__init__.py" else own.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            found.append((module, node.lineno))
            found += [(f"{module}.{alias.name}", node.lineno) for alias in node.names]
    return found


def _under(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def test_imported_names_resolve_relative_imports():
    path = PACKAGE / "ui" / "table" / "scene.py"
    names = {n for n, _ in imported_names(path)}
    assert any(_under(n, "allfives_qt.ui") for n in names)
    assert any(n.split(".")[0] == "PySide6" for n in names)


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_layers_import_only_downwards(package):
    files = [p for p in _sources() if _under(_module_name(p), package)]
    assert files
    offenders = []
    for path in files:
        for name, line in imported_names(path):
            for banned in FORBIDDEN[package]:
                if _under(name, banned):
                    offenders.append(f"{path.relative_to(ROOT)}:{line}: imports {name}")
    assert offenders == []


def test_no_module_is_longer_than_700_lines():
    long = {str(p.relative_to(ROOT)): n for p in _sources()
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MOST_LINES_PER_MODULE}
    assert long == {}


def test_no_function_is_longer_than_70_lines():
    long = []
    for path in _sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                lines = node.end_lineno - node.lineno + 1
                if lines > MOST_LINES_PER_FUNCTION:
                    long.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.name} has {lines} lines")
    assert long == []

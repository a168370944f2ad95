"""Where the program's data files are: ``resources/`` (fonts, icons, rules) and ``translations/``.

The same code runs from three places, and each keeps the data somewhere else:

* a PyInstaller bundle: under ``sys._MEIPASS`` (the ``_internal`` folder of a one-dir bundle,
  the unpacked temporary folder of a one-file one), as ``packaging/allfives-qt.spec`` puts them;
* an installed package (``pip install .``): inside the package, ``allfives_qt/resources/``;
* a source checkout: the repository root, next to the ``allfives_qt`` package.

:func:`resource_path` and :func:`translations_path` look in that order and return a path in the
first place that has the folder. Importing this module does not import Qt; :func:`app_icon` does.
"""

from __future__ import annotations

import sys
from pathlib import Path

#: The reverse-DNS id used for the desktop file, the AppStream metainfo and the icon's file name.
APP_ID = "io.github.allfives.AllFives"
#: Sizes (pixels) of the rendered hicolor PNG icons under ``resources/icons/hicolor/``.
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

_PACKAGE = Path(__file__).resolve().parent


def _roots() -> list[Path]:
    """Folders that may hold ``resources/`` and ``translations/``, most specific first."""
    roots = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        roots.append(Path(bundle))
    roots.append(_PACKAGE)  # installed package
    roots.append(_PACKAGE.parent)  # source checkout
    return roots


def _data_path(folder: str, parts: tuple[str, ...]) -> Path:
    roots = _roots()
    for root in roots:
        base = root / folder
        if base.is_dir():
            return base.joinpath(*parts)
    return roots[-1].joinpath(folder, *parts)


def resource_path(*parts: str) -> Path:
    """Return the path of ``resources/<parts...>``, e.g. ``resource_path("fonts")`` or
    ``resource_path("icons", "hicolor", "48x48", "apps", APP_ID + ".png")``.

    The ``resources`` folder is looked for in a PyInstaller bundle (``sys._MEIPASS``), then in the
    installed package, then in the source checkout; the first that exists is used. The returned
    path itself may not exist (callers check); with no ``resources`` folder anywhere, the path in
    the source checkout is returned. Never raises.
    """
    return _data_path("resources", parts)


def translations_path(*parts: str) -> Path:
    """Return the path of ``translations/<parts...>`` (the ``.ts`` and built ``.qm`` files), looked
    for in the same places and order as :func:`resource_path`. The path may not exist."""
    return _data_path("translations", parts)


def icon_files() -> list[Path]:
    """Return the icon files that exist, largest first: the rendered hicolor PNGs of
    :data:`ICON_SIZES`, then the SVG (may be empty when the resources are missing)."""
    hicolor = resource_path("icons", "hicolor")
    files = [hicolor / f"{s}x{s}" / "apps" / f"{APP_ID}.png" for s in sorted(ICON_SIZES, reverse=True)]
    files.append(hicolor / "scalable" / "apps" / f"{APP_ID}.svg")
    return [f for f in files if f.is_file()]


def app_icon():
    """Return the application icon as a ``QIcon`` holding every rendered PNG size (so no SVG
    plugin is needed to show it). Needs a ``QGuiApplication``; returns a null ``QIcon`` when no
    icon file is found (``QIcon.isNull()``)."""
    from PySide6.QtGui import QIcon

    icon = QIcon()
    for f in icon_files():
        if f.suffix == ".png":
            icon.addFile(str(f))
    if icon.isNull():
        svgs = [f for f in icon_files() if f.suffix == ".svg"]
        if svgs:
            icon = QIcon(str(svgs[0]))
    return icon

#!/usr/bin/env python3
"""Render the application icon from its SVG into every file installers need.

Reads ``resources/icons/hicolor/scalable/apps/<APP_ID>.svg`` and writes, next to it in the
freedesktop "hicolor" layout:

* ``resources/icons/hicolor/<N>x<N>/apps/<APP_ID>.png`` for N in :data:`SIZES` (Linux menus,
  the window icon);
* ``resources/icons/<APP_ID>.ico``: a Windows icon holding PNG images of 16 to 256 pixels;
* ``resources/icons/<APP_ID>.icns``: a macOS icon holding PNG images of 16 to 1024 pixels.

Only Qt is used (``QSvgRenderer`` from PySide6's QtSvg, which PySide6-Essentials ships); the
``.ico`` and ``.icns`` containers are written by hand, since both may simply wrap PNG data.
Run it again after editing the SVG, and commit what it writes::

    QT_QPA_PLATFORM=offscreen python3 packaging/render_icons.py
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

APP_ID = "io.github.allfives.AllFives"
#: Square sizes (pixels) of the hicolor PNG icons.
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: Sizes stored in the Windows ``.ico`` (256 is the largest the format describes).
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS element types holding PNG data, with the pixel size of each (Apple's "icp*"/"ic*" types;
#: the @2x types carry twice the nominal size).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
    (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"


def svg_path(icons: Path = ICONS) -> Path:
    """Return the path of the hand-written SVG icon under ``icons``."""
    return icons / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"


def png_path(size: int, icons: Path = ICONS) -> Path:
    """Return the path of the ``size`` x ``size`` hicolor PNG under ``icons``."""
    return icons / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def render_png(svg: Path, size: int) -> bytes:
    """Render ``svg`` to a ``size`` x ``size`` transparent PNG and return its bytes.

    Needs a QGuiApplication (created here when there is none). Raises ``ValueError`` when Qt
    cannot read the SVG.
    """
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        render_png.app = QGuiApplication([sys.argv[0], "-platform", "offscreen"])  # kept alive
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"Qt cannot read {svg}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """Return a Windows ``.ico`` file holding the PNG images ``pngs`` (size in pixels -> PNG bytes).

    Format: a 6-byte header (reserved 0, type 1, count), one 16-byte directory entry per image
    (width and height as one byte each, 0 meaning 256), then the images. Raises ``ValueError`` for
    a size outside 1..256.
    """
    sizes = sorted(pngs)
    if any(not 1 <= s <= 256 for s in sizes):
        raise ValueError("an .ico image is 1 to 256 pixels wide")
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for s in sizes:
        blob = pngs[s]
        dim = 0 if s == 256 else s
        entries.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """Return a macOS ``.icns`` file with one PNG element per :data:`ICNS_TYPES` entry whose size
    is in ``pngs`` (size in pixels -> PNG bytes).

    Format: the magic ``icns`` and the total length (big-endian), then elements of a 4-byte type,
    a 4-byte length (header included) and the data.
    """
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[s])) + pngs[s]
                    for kind, s in ICNS_TYPES if s in pngs)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def _write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)


def main(argv: list[str] | None = None) -> int:
    """Render every icon file; print one line per file written; return 0."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--icons", type=Path, default=ICONS,
                        help="the icons folder (default: resources/icons of this checkout)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    svg = svg_path(args.icons)
    wanted = sorted(set(SIZES) | set(ICO_SIZES) | {s for _, s in ICNS_TYPES})
    pngs = {s: render_png(svg, s) for s in wanted}
    for s in SIZES:
        _write(png_path(s, args.icons), pngs[s])
        print(f"wrote {png_path(s, args.icons)}")
    ico = args.icons / f"{APP_ID}.ico"
    _write(ico, ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    print(f"wrote {ico}")
    icns = args.icons / f"{APP_ID}.icns"
    _write(icns, icns_bytes(pngs))
    print(f"wrote {icns}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

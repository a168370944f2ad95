#!/usr/bin/env python3
"""Take the screenshot of the game used by the README and the AppStream metainfo.

Opens the main window offscreen at 1280 x 800, lets computer players play a seeded game at full
speed until some tiles are on the table, and saves the window as a PNG::

    QT_QPA_PLATFORM=offscreen python3 packaging/screenshot.py [--seed 7] [--plays 12] [--lang he] [--out FILE]

Default output: ``packaging/screenshots/table.png``. Exits 1 with one line on standard error when
the window cannot be opened or no tile is played within a minute.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def take(seed: int, plays: int, out: Path, size: tuple[int, int] = (1280, 800), lang: str = "en") -> int:
    """Play ``plays`` tiles of the all-computer game dealt from ``seed`` in a window of ``size``
    (logical pixels), in language ``lang`` (a code of ``allfives_qt.i18n.LANGUAGES``), and save
    the window to ``out``; return how many tiles were played."""
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from allfives_qt.resources import app_icon
    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationName("All Fives")
    app.setWindowIcon(app_icon())
    from allfives_qt.app import start_language
    from allfives_qt.ui.main_window import MainWindow

    start_language(app, lang)

    window = MainWindow(seed=seed, demo=True, speed="instant")
    window.resize(*size)
    window.show()
    window.set_pace(0, 0)
    played = []
    loop = QEventLoop()

    def on_play(*_args) -> None:
        played.append(1)
        if len(played) >= plays:
            loop.quit()

    window.controller.tilePlayed.connect(on_play)
    window.controller.handEnded.connect(lambda *_: loop.quit())
    QTimer.singleShot(60000, loop.quit)
    window.start_default_game()
    loop.exec()
    window.controller.shutdown()
    for _ in range(5):
        app.processEvents()
    if hasattr(window.view, "zoom_to_fit"):
        window.view.zoom_to_fit()
        app.processEvents()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not window.grab().save(str(out), "PNG"):
        raise OSError(f"cannot write {out}")
    window.close()
    return len(played)


def main(argv: list[str] | None = None) -> int:
    """Command line: take the screenshot; print where it went; return the exit status."""
    parser = argparse.ArgumentParser(description="Save a screenshot of All Fives being played.")
    parser.add_argument("--seed", type=int, default=7, help="seed of the game shown (default 7)")
    parser.add_argument("--plays", type=int, default=12, help="tiles played before the picture (default 12)")
    parser.add_argument("--lang", default="en", help="language code, e.g. he or ta (default en)")
    parser.add_argument("--out", type=Path, default=ROOT / "packaging" / "screenshots" / "table.png")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    n = take(args.seed, args.plays, args.out, lang=args.lang)
    if n == 0:
        print("screenshot.py: no tile was played", file=sys.stderr)
        return 1
    print(f"screenshot.py: {args.out} after {n} tiles")
    return 0


if __name__ == "__main__":
    sys.exit(main())

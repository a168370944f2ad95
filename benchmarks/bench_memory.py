"""Memory over a long demo (issue 14, item 6): resident memory each minute.

Run: ``python benchmarks/bench_memory.py [--minutes 30] [--speed fast] [--seed 1]``.
Opens the game window offscreen (``QT_QPA_PLATFORM=offscreen`` unless set) in demo mode (every
seat a computer player, game after game, nothing written) at the given animation speed, and
prints one line per minute: the minute, the resident set size in MB (Linux ``/proc/self/statm``),
the hands dealt so far, the animation objects the table scene owns
(``QAbstractAnimation`` children) and the items in the scene. Ends with the first and last
figures and the growth per minute over the second half of the run. The goal: memory levels off
(under 150 MB after 30 minutes at the fast speed) and the two counts stay flat.

``--dialogs N`` measures the windows a player opens instead: with a game on the table (a person
against a computer player), it opens and closes Statistics, Settings, History, Help -> About and
Game -> About this deal N times, one round per turn of the event loop, and prints every 30 rounds
the resident memory and the dialogs still alive (play-test pt118 #4: closed ones were kept).
"""

from __future__ import annotations

import argparse
import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QAbstractAnimation, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def rss_mb() -> float:
    """This process's resident set size in MB (Linux), or the peak size where /proc is missing."""
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            pages = int(f.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        import resource  # noqa: PLC0415

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--minutes", type=float, default=30.0, help="how long to play (default 30)")
    ap.add_argument("--speed", default="fast", help="animation speed of the demo (default fast)")
    ap.add_argument("--seed", type=int, default=1, help="first game's seed (default 1)")
    ap.add_argument("--every", type=float, default=60.0, help="seconds between lines (default 60)")
    ap.add_argument("--dialogs", type=int, default=0, metavar="N",
                    help="open and close the dialogs N times instead of playing the demo")
    args = ap.parse_args(argv)

    app = QApplication(sys.argv[:1])
    from allfives_qt.ui.main_window import MainWindow  # noqa: PLC0415  (after the QApplication)

    if args.dialogs:
        return dialogs_run(app, MainWindow(seed=args.seed), args.dialogs)

    w = MainWindow(seed=args.seed, demo=True, speed=args.speed)
    w.resize(1280, 800)
    w.show()
    w.start_up()
    hands = [0]
    w.controller.handStarted.connect(lambda *_: hands.__setitem__(0, hands[0] + 1))
    w.controller.gameStarted.connect(lambda *_: hands.__setitem__(0, hands[0] + 1))
    start = time.monotonic()
    rows: list[tuple[float, float]] = []

    def report() -> None:
        minute = (time.monotonic() - start) / 60
        mb = rss_mb()
        rows.append((minute, mb))
        anims = len(w.scene.findChildren(QAbstractAnimation))
        print(f"minute {minute:5.1f}  rss {mb:7.1f} MB  hands {hands[0]:5d}  "
              f"animations {anims:5d}  items {len(w.scene.items()):4d}", flush=True)
        if minute >= args.minutes - args.every / 120:  # the last line is due now
            app.quit()

    timer = QTimer()
    timer.timeout.connect(report)
    timer.start(int(args.every * 1000))
    QTimer.singleShot(2000, report)  # a first figure once the window is up
    app.exec()
    w.close()
    first, last = rows[0], rows[-1]
    half = [r for r in rows if r[0] >= last[0] / 2]
    slope = ((half[-1][1] - half[0][1]) / (half[-1][0] - half[0][0])
             if len(half) > 1 and half[-1][0] > half[0][0] else 0.0)
    print(f"start {first[1]:.1f} MB, end {last[1]:.1f} MB after {last[0]:.1f} min; "
          f"second half {slope:+.2f} MB/min")
    return 0


def dialogs_run(app: QApplication, w, rounds: int) -> int:
    """The ``--dialogs`` run on the window ``w`` (see the module's docstring)."""
    from PySide6.QtWidgets import QDialog  # noqa: PLC0415

    w.set_pace(0, 0)
    w.resize(1280, 800)
    w.show()
    w.start_default_game()
    done = [0]

    def seen(dialog) -> None:  # shown a moment, as a person would (its timers fire), then closed
        for _ in range(3):
            app.processEvents()
        dialog.done(0)

    def one_round() -> None:
        for show in (w.show_statistics, w.show_settings, w.show_history, w.about):
            seen(show())
        w.about_deal()
        seen(w._box)
        done[0] += 1
        if done[0] % 30 == 0 or done[0] == rounds:
            print(f"rounds {done[0]:5d}  rss {rss_mb():7.1f} MB  "
                  f"dialogs alive {len(w.findChildren(QDialog)):4d}", flush=True)
        if done[0] == rounds:
            app.quit()

    timer = QTimer()
    timer.timeout.connect(one_round)
    QTimer.singleShot(1000, lambda: (print(f"rounds     0  rss {rss_mb():7.1f} MB  dialogs alive "
                                           f"{len(w.findChildren(QDialog)):4d}", flush=True),
                                     timer.start(0)))
    app.exec()
    w.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Start-up: first paint of the game window against a bare QMainWindow (issue 14, goal 1).

Run: ``python benchmarks/bench_startup.py [--runs 9] [--platform offscreen] [--returning]``.

Each run starts a fresh Python process for each of the two, alternating (bare, game, bare, game,
...), so that both see the same machine load. A process reports the moment its main window
receives its first paint event, on the system-wide monotonic clock, its peak resident memory then
and the CPU time it has used (user + system: on a loaded machine the figure that compares best).
Only the main window is watched (an event filter installed as it is shown): an application-wide
Python filter would make PySide6 wrap every object that receives an event, in the game more
than in the bare window, a cost the program does not have. The time counted is from just before
the process is started to that paint (interpreter start, imports, building and showing the
window). The game starts as ``allfives-qt`` does (:func:`allfives_qt.app.run_app`), with its files
in an empty temporary folder (``ALLFIVES_HOME``), so it opens with no saved game; every process
runs in that folder, so that each imports the game of its own checkout (``PYTHONPATH``). With
``--returning`` the folder first gets the files a closed game leaves (settings, the window's
geometry), and the game starts as a returning player's does. Prints each run, then the medians and the ratios game / bare;
the goal is a ratio of at most 1.5. ``--compare CHECKOUT`` adds the game of another checkout to
the same alternation (before/after in one run)::

    git archive OLD_COMMIT | tar -x -C /tmp/before && python benchmarks/bench_startup.py --compare /tmp/before
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The child's code: report the first paint of a QMainWindow and leave at once.
_REPORT = r"""
import os, resource, sys, time
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QMainWindow

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            use = resource.getrusage(resource.RUSAGE_SELF)
            print(f"{time.monotonic():.6f} {use.ru_maxrss / 1024:.1f} {use.ru_utime + use.ru_stime:.4f}",
                  flush=True)
            os._exit(0)
        return False

app = QApplication(sys.argv[:1])
watcher = FirstPaint()
_show = QMainWindow.show

def show_watched(window):
    # Watch the main window only: an application-wide Python event filter would make PySide6 wrap
    # every object Qt sends an event to, a cost the program never has without the benchmark.
    window.installEventFilter(watcher)
    _show(window)

QMainWindow.show = show_watched
"""

BARE = _REPORT + r"""
window = QMainWindow()
window.resize(1280, 800)
window.show()
app.exec()
"""

GAME = _REPORT + r"""
from allfives_qt.app import run_app
run_app()
"""

# For --returning: the files a player has after closing the game once (the settings, the window's
# geometry), the game closing its windows itself; the unfinished game it autosaved is removed, so
# the start offers no game to resume.
PREPARE = r"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv[:1])
from allfives_qt.storage import Storage
from allfives_qt.storage.settings import Settings

storage = Storage()
storage.save_settings(Settings())

def close_all():
    for window in QApplication.topLevelWidgets():
        window.close()
    QTimer.singleShot(300, close_all)

QTimer.singleShot(1500, close_all)
from allfives_qt.app import run_app
run_app()
storage.paths.autosave_file.unlink(missing_ok=True)
"""


def prepare_returning(env: dict[str, str], folder: str) -> list[str]:
    """Start and close the game once in ``folder`` (``ALLFIVES_HOME`` of ``env``), leaving a
    returning player's files; return their names. Raises RuntimeError when none is written."""
    subprocess.run([sys.executable, "-c", PREPARE], env=env, cwd=folder, capture_output=True, text=True,
                   timeout=120, check=True)
    names = sorted(p.name for p in Path(folder).rglob("*.json"))
    if "settings.json" not in names:
        raise RuntimeError(f"no settings written in {folder}: {names}")
    return names


def first_paint(code: str, env: dict[str, str], folder: str) -> tuple[float, float, float]:
    """Run ``code`` in a fresh interpreter started in ``folder``; return (seconds to its first
    paint, peak MB then, CPU seconds the process used until then). Raises RuntimeError when the
    process reports nothing.

    ``folder`` must hold no ``allfives_qt``: ``python -c`` puts its working folder first on the
    import path, before ``PYTHONPATH``, so started from a checkout every process would import that
    checkout's game and ``--compare`` would time the same code twice."""
    start = time.monotonic()
    result = subprocess.run([sys.executable, "-c", code], env=env, cwd=folder, capture_output=True,
                            text=True, timeout=120)
    # The child leaves with os._exit at its first paint, so the game's lock file of its files
    # (allfives_qt.single_instance) stays behind, unlocked, as after a crash; a game that closes
    # removes it. Remove it, so that each start is a usual one.
    Path(env.get("ALLFIVES_HOME", folder), "data", "allfives.lock").unlink(missing_ok=True)
    fields = result.stdout.split()
    if len(fields) != 3:
        raise RuntimeError(f"no first paint (status {result.returncode}): {result.stderr.strip()[-500:]}")
    return float(fields[0]) - start, float(fields[1]), float(fields[2])


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark; print the runs, medians and ratio; return 0."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=9, help="processes of each kind (default 9)")
    parser.add_argument("--platform", default=os.environ.get("QT_QPA_PLATFORM") or "offscreen",
                        help="Qt platform (default: $QT_QPA_PLATFORM, else offscreen)")
    parser.add_argument("--compare", type=Path, metavar="CHECKOUT",
                        help="also start the game of another checkout (e.g. an export of an older "
                             "commit) in the same alternation, for a before/after in one run")
    parser.add_argument("--returning", action="store_true",
                        help="start as a returning player does: with the settings and the window's "
                             "geometry a closed game left (default: a first start, no files)")
    args = parser.parse_args(argv)
    kinds = {"bare": (BARE, ROOT), "game": (GAME, ROOT)}
    if args.compare is not None:
        kinds[f"game of {args.compare}"] = (GAME, args.compare.resolve())
    times: dict[str, list[float]] = {k: [] for k in kinds}
    memory: dict[str, list[float]] = {k: [] for k in kinds}
    cpu: dict[str, list[float]] = {k: [] for k in kinds}
    with tempfile.TemporaryDirectory(prefix="allfives-bench-") as home:
        base = dict(os.environ, QT_QPA_PLATFORM=args.platform, ALLFIVES_HOME=home)
        # As installed: compiled modules are cached (__pycache__), not compiled at every start.
        base.pop("PYTHONDONTWRITEBYTECODE", None)
        envs = {k: dict(base, PYTHONPATH=os.pathsep.join(filter(None, [str(src), os.environ.get("PYTHONPATH")])))
                for k, (_, src) in kinds.items()}
        if args.returning:
            print("files of a returning player: " + ", ".join(prepare_returning(envs["game"], home)))
        for kind, (code, _) in kinds.items():  # warm the disk and bytecode caches, not counted
            first_paint(code, envs[kind], home)
        for run in range(args.runs):
            for kind, (code, _) in kinds.items():
                secs, mb, cpu_secs = first_paint(code, envs[kind], home)
                times[kind].append(secs)
                memory[kind].append(mb)
                cpu[kind].append(cpu_secs)
            print(f"run {run + 1}: " + ", ".join(f"{k} {v[-1] * 1000:.0f} ms" for k, v in times.items()))
    bare = statistics.median(times["bare"])
    bare_cpu = statistics.median(cpu["bare"])
    print(f"platform {args.platform}, {args.runs} runs each, medians:")
    for kind in kinds:
        med, med_cpu = statistics.median(times[kind]), statistics.median(cpu[kind])
        print(f"  {kind}: first paint {med * 1000:.0f} ms, peak memory {statistics.median(memory[kind]):.0f} MB, "
              f"CPU time {med_cpu * 1000:.0f} ms"
              + ("" if kind == "bare" else f", ratio to bare {med / bare:.2f} (goal: at most 1.5), "
                                           f"CPU ratio {med_cpu / bare_cpu:.2f}"))
    return 0


if __name__ == "__main__":
    sys.exit(main())

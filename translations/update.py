#!/usr/bin/env python3
"""Bring the translation files up to date with the code, then compile them.

    python3 translations/update.py            # lupdate into the .ts files, then lrelease to .qm
    python3 translations/update.py --release  # only lrelease: .ts -> .qm (after translating)
    python3 translations/update.py --check    # exit 1 if a .ts or .qm is out of date; writes nothing

Runs from any folder. Steps:

1. ``pyside6-lupdate`` reads every ``*.py`` under ``allfives_qt/`` and merges the strings into
   ``translations/allfives_<code>.ts`` for ``sw he ceb ta ru`` (every string), and into
   ``allfives_en.ts`` with ``-pluralonly`` (English needs only the plural forms of ``%n``
   strings). Strings gone from the code are dropped (``-no-obsolete``); new ones arrive marked
   ``type="unfinished"``: translate them (Qt Linguist, or any text editor), then run
   ``--release``.
2. ``pyside6-lrelease`` compiles each ``.ts`` into ``allfives_<code>.qm`` next to it.

The functions are imported by ``tests/test_translations.py``; nothing here imports the game.
"""

from __future__ import annotations

import argparse
import filecmp
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
PACKAGE = ROOT / "allfives_qt"

#: Languages translated in full; English (the source) gets a plural-only file.
LANGUAGES = ("sw", "he", "ceb", "ta", "ru")
PLURAL_ONLY = ("en",)

#: lupdate refuses to update a translated file whose language has no plural rules in Qt's tables
#: ("the target language is not recognized"): Cebuano. For the run, the file's language is set to a
#: stand-in with the same plural forms (Indonesian: one form, numbers do not inflect nouns), then
#: put back. lrelease has no such trouble.
STAND_INS = {"ceb_PH": "id_ID"}


def tool(name: str) -> str:
    """The command for a Qt tool (``"lupdate"`` or ``"lrelease"``): ``pyside6-<name>`` on PATH,
    else the binary inside the PySide6 package. Raises ``FileNotFoundError`` if neither exists."""
    found = shutil.which(f"pyside6-{name}")
    if found:
        return found
    try:
        import PySide6  # noqa: PLC0415

        for candidate in (Path(PySide6.__file__).parent / name,
                          Path(PySide6.__file__).parent / "Qt" / "libexec" / name):
            if candidate.is_file():
                return str(candidate)
    except ImportError:
        pass
    raise FileNotFoundError(f"pyside6-{name} not found; install PySide6-Essentials")


def source_files(package: Path = PACKAGE) -> list[Path]:
    """Every Python file of the game, sorted (``__pycache__`` left out)."""
    return sorted(p for p in package.rglob("*.py") if "__pycache__" not in p.parts)


def ts_path(code: str, folder: Path = HERE) -> Path:
    """``<folder>/allfives_<code>.ts``."""
    return folder / f"allfives_{code}.ts"


def qm_path(code: str, folder: Path = HERE) -> Path:
    """``<folder>/allfives_<code>.qm``."""
    return folder / f"allfives_{code}.qm"


def run_lupdate(ts_file: Path, plural_only: bool = False, sources: list[Path] | None = None,
                quiet: bool = True) -> None:
    """Merge the strings of ``sources`` (default :func:`source_files`) into ``ts_file`` (created
    if missing; the target language comes from the file name). Raises
    ``subprocess.CalledProcessError`` if lupdate fails."""
    files = [str(p) for p in (sources if sources is not None else source_files())]
    command = [tool("lupdate"), *files, "-no-obsolete", "-locations", "none"]
    if plural_only:
        command.append("-pluralonly")
    if quiet:
        command.append("-silent")
    command += ["-ts", str(ts_file)]
    swapped = _swap_language(ts_file, STAND_INS)
    try:
        subprocess.run(command, check=True, cwd=ROOT)
    finally:
        if swapped:
            _swap_language(ts_file, {v: k for k, v in STAND_INS.items()})


def _swap_language(ts_file: Path, mapping: dict[str, str]) -> bool:
    """Replace the ``language="..."`` of ``ts_file``'s <TS> element per ``mapping``; returns
    whether the file was changed."""
    if not ts_file.is_file():
        return False
    text = ts_file.read_text(encoding="utf-8")
    for old, new in mapping.items():
        attribute = f'language="{old}"'
        if attribute in text[:300]:
            ts_file.write_text(text.replace(attribute, f'language="{new}"', 1), encoding="utf-8")
            return True
    return False


def run_lrelease(ts_file: Path, qm_file: Path, quiet: bool = True) -> None:
    """Compile ``ts_file`` into ``qm_file``. Raises ``subprocess.CalledProcessError`` on failure."""
    command = [tool("lrelease"), str(ts_file), "-qm", str(qm_file)]
    if quiet:
        command.append("-silent")
    subprocess.run(command, check=True, cwd=ROOT)


def release(ts_file: Path, qm_file: Path) -> None:
    """Compile ``ts_file`` into a new file that then replaces ``qm_file`` at once (``os.replace``):
    a game or a test run that has the old ``.qm`` open (Qt maps it into memory) keeps reading it
    whole. Written over in place, a test run going on stopped with a bus error."""
    new = qm_file.with_name(qm_file.name + ".new")
    run_lrelease(ts_file, new)
    os.replace(new, qm_file)


def all_codes() -> list[str]:
    """Every language with a .ts file: the full ones, then the plural-only ones."""
    return list(LANGUAGES) + list(PLURAL_ONLY)


def update(release_only: bool = False) -> None:
    """Run lupdate (unless ``release_only``) and lrelease for every language, in place."""
    for code in all_codes():
        if not release_only:
            run_lupdate(ts_path(code), plural_only=code in PLURAL_ONLY)
        release(ts_path(code), qm_path(code))


def check() -> list[str]:
    """Problems that make the files out of date, as sentences (empty: all current). Works on
    copies in a temporary folder; the translation folder is left untouched."""
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        tmp_dir = Path(tmp)
        for code in all_codes():
            ts_file = ts_path(code)
            if not ts_file.is_file():
                problems.append(f"{ts_file.name} is missing")
                continue
            copy = ts_path(code, tmp_dir)
            shutil.copyfile(ts_file, copy)
            run_lupdate(copy, plural_only=code in PLURAL_ONLY)
            if copy.read_bytes() != ts_file.read_bytes():
                problems.append(f"{ts_file.name} is not current with the code")
            built = qm_path(code, tmp_dir)
            run_lrelease(ts_file, built)
            if not qm_path(code).is_file() or not filecmp.cmp(built, qm_path(code), shallow=False):
                problems.append(f"{qm_path(code).name} is not current with {ts_file.name}")
    return problems


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--release", action="store_true", help="only compile .ts to .qm")
    group.add_argument("--check", action="store_true", help="report out-of-date files, write nothing")
    args = parser.parse_args(argv)
    if args.check:
        problems = check()
        for problem in problems:
            print(problem, file=sys.stderr)
        return 1 if problems else 0
    update(release_only=args.release)
    return 0


if __name__ == "__main__":
    sys.exit(main())

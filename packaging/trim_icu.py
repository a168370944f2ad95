#!/usr/bin/env python3
"""Shrink the bundle's ICU data library to what the game's six languages can use (issue 15).

Qt links ICU; ICU's data (``libicudata.so.NN``, 31 MB in PySide6's wheel) holds the locale data of
every language in the world, codepage converters and dictionaries for Chinese, Japanese, Thai,
Khmer, Lao and Burmese word breaking. This keeps:

* everything that is not language data (Unicode properties, normalization, time zones, plural and
  unit rules, the collation root, break-iterator rules, ...);
* the locale data (names, currencies, units, zones, collation, spell-out rules) of the root locale
  and of the game's languages, with all their regional variants: English, Kiswahili, Hebrew (also
  under its old code ``iw``), Cebuano, Tamil and Russian;

and leaves out the other locales, every codepage converter (``*.cnv``: the game reads and writes
only UTF-8), the word-break dictionaries (none of our languages uses one) and transliteration.

    python3 packaging/trim_icu.py dist/allfives-qt/_internal/PySide6/Qt/lib/libicudata.so.73

rewrites the library in place and prints its size before and after. Uses ICU's own ``icupkg``
(Debian: icu-devtools) to take items out of the data package, and binutils' ``as`` and ``ld`` to
wrap the package as a library exporting the same one symbol (``icudtNN_dat``).
Exits 2 with one line when a tool is missing or the library is not an ICU data library.
"""

from __future__ import annotations

import argparse
import re
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

#: Languages whose locale data is kept (ISO 639 codes as ICU names its locales; ``iw`` is ICU's
#: alias of Hebrew).
KEEP_LANGUAGES = frozenset({"root", "en", "sw", "he", "iw", "ceb", "ta", "ru"})
#: A locale item's base name: language, then script/region/variant parts (``sr_Latn_BA``).
LOCALE = re.compile(r"^([a-z]{2,3}|root)(_[A-Za-z0-9]+)*$")
#: Folders of the package whose items are all left out.
DROP_TREES = ("translit/",)


def wanted(item: str) -> bool:
    """Whether the package item ``item`` (e.g. ``curr/fr_CA.res``, without the package prefix)
    stays in the trimmed data."""
    name = item.rsplit("/", 1)[-1]
    if item.startswith(DROP_TREES) or name.endswith(".cnv") or name.endswith(".dict"):
        return False
    stem = name.rsplit(".", 1)[0]
    match = LOCALE.match(stem) if name.endswith(".res") else None
    return match is None or match.group(1) in KEEP_LANGUAGES


def _symbol(library: Path) -> tuple[str, int, int]:
    """The data symbol ``icudtNN_dat`` of ``library``: its name, file offset and size.
    Raises ValueError when the library exports no such symbol."""
    table = subprocess.run(["objdump", "-T", "-h", str(library)], check=True, capture_output=True,
                           text=True).stdout
    sym = re.search(r"^([0-9a-f]+)\s+g\s+DO\s+(\S+)\s+([0-9a-f]+)\s+(icudt\d+_dat)$", table, re.MULTILINE)
    if sym is None:
        raise ValueError(f"{library.name} exports no icudtNN_dat symbol")
    address, section, size, name = int(sym[1], 16), sym[2], int(sym[3], 16), sym[4]
    sec = re.search(rf"^\s*\d+\s+{re.escape(section)}\s+[0-9a-f]+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)",
                    table, re.MULTILINE)
    if sec is None:
        raise ValueError(f"{library.name}: no section {section}")
    return name, address - int(sec[1], 16) + int(sec[2], 16), size


def trim(library: Path) -> tuple[int, int]:
    """Rewrite ``library`` with only the :func:`wanted` items; return (bytes before, after).
    Raises ValueError for a library that is not ICU data, and CalledProcessError when a tool fails."""
    symbol, offset, size = _symbol(library)
    data = library.read_bytes()[offset:offset + size]
    if data[2:4] != b"\xda\x27":
        raise ValueError(f"{library.name}: {symbol} is not an ICU data package")
    package = symbol[:-len("_dat")] + "l"  # icudt73l: little-endian ASCII, as icupkg names it
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        full, small = work / f"{package}.dat", work / "small" / f"{package}.dat"
        small.parent.mkdir()
        full.write_bytes(data)
        items = subprocess.run(["icupkg", "--ignore-deps", "-l", str(full)], check=True, capture_output=True,
                               text=True).stdout.split()
        prefix = package + "/"
        drop = [i for i in items if not wanted(i[len(prefix):] if i.startswith(prefix) else i)]
        (work / "drop.txt").write_text("\n".join(drop) + "\n", encoding="ascii")
        subprocess.run(["icupkg", "--ignore-deps", "-r", str(work / "drop.txt"), str(full), str(small)],
                       check=True, capture_output=True, text=True, cwd=work)
        # Wrap the package as a shared library whose one exported symbol is icudtNN_dat, an object
        # aligned as ICU needs (16 bytes).
        source, obj, out = work / "data.s", work / "data.o", work / library.name
        source.write_text(f""".section .rodata
.balign 16
.globl {symbol}
.type {symbol}, @object
.size {symbol}, {small.stat().st_size}
{symbol}:
.incbin "{small}"
.section .note.GNU-stack,"",@progbits
""", encoding="ascii")
        subprocess.run(["as", "-o", str(obj), str(source)], check=True)
        subprocess.run(["ld", "-shared", "-s", "-soname", library.name, "-o", str(out), str(obj)], check=True)
        before = library.stat().st_size
        shutil.copyfile(out, library)
    return before, library.stat().st_size


def _items_kept(library: Path) -> int:
    """How many items the package inside ``library`` holds (its table of contents' count)."""
    _, offset, _ = _symbol(library)
    data = library.read_bytes()
    header = struct.unpack_from("<H", data, offset)[0]
    return struct.unpack_from("<I", data, offset + header)[0]


def main(argv: list[str] | None = None) -> int:
    """Command line: trim the library given; print sizes; 0, or 2 with one line on error."""
    parser = argparse.ArgumentParser(description="Keep only the game's languages in ICU's data library.")
    parser.add_argument("library", type=Path, help="libicudata.so.NN of the bundle (rewritten in place)")
    args = parser.parse_args(argv)
    missing = [t for t in ("icupkg", "as", "ld", "objdump") if shutil.which(t) is None]
    if missing:
        print(f"trim_icu.py: missing {', '.join(missing)} (apt-get install icu-devtools binutils)", file=sys.stderr)
        return 2
    try:
        before, after = trim(args.library)
    except (ValueError, OSError, subprocess.CalledProcessError) as exc:
        detail = getattr(exc, "stderr", None) or exc
        print(f"trim_icu.py: {args.library}: {str(detail).strip()}", file=sys.stderr)
        return 2
    print(f"trim_icu.py: {args.library.name}: {before / 2**20:.1f} MB -> {after / 2**20:.1f} MB "
          f"({_items_kept(args.library)} items kept)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

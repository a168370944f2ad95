"""Write the text files of the Debian package that are made from the repository's own sources.

    python3 packaging/debian_meta.py changelog > changelog   # from the metainfo's <releases>
    python3 packaging/debian_meta.py copyright > copyright   # machine-readable (DEP-5)

Used by ``packaging/build-deb.sh``. The changelog has one entry per ``<release>`` of
``packaging/io.github.allfives.AllFives.metainfo.xml`` (newest first, as there), so the package's
history and the software centre's never disagree. The copyright file names every part the package
carries: the program, its fonts, Python, PySide6/Qt and ICU; the system libraries are not carried
(the package depends on Debian's own).
"""

from __future__ import annotations

import sys
import sysconfig
import textwrap
import xml.etree.ElementTree as ET
from datetime import datetime, timezone
from email.utils import format_datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.allfives.AllFives"
METAINFO = ROOT / "packaging" / f"{APP_ID}.metainfo.xml"
PACKAGE = "allfives-qt"
MAINTAINER = "The All Fives developers <allfives-qt@users.noreply.github.com>"
HOMEPAGE = "https://github.com/allfives/allfives-qt"
#: Where the bundle lives inside the package (packaging/build-deb.sh uses the same).
PREFIX = "usr/lib/allfives-qt"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def releases(metainfo: Path = METAINFO) -> list[tuple[str, str, str]]:
    """The metainfo's releases as ``(version, ISO date, plain-text notes)``, newest first.
    Raises ``ValueError`` when a release has no version or date."""
    out = []
    for rel in ET.parse(metainfo).getroot().iter("release"):
        version, date = rel.get("version"), rel.get("date")
        if not version or not date:
            raise ValueError(f"{metainfo.name}: a <release> needs version and date")
        desc = rel.find("description")
        paragraphs = [] if desc is None else [p for p in desc.iter("p") if p.get(XML_LANG) is None]
        notes = " ".join(" ".join("".join(p.itertext()).split()) for p in paragraphs)
        out.append((version, date, notes or "New release."))
    return out


def changelog(metainfo: Path = METAINFO) -> str:
    """A Debian changelog (``dpkg-parsechangelog`` format) with one entry per release."""
    blocks = []
    for version, date, notes in releases(metainfo):
        when = datetime.fromisoformat(date).replace(hour=12, tzinfo=timezone.utc)
        body = textwrap.fill(notes, width=76, initial_indent="  * ", subsequent_indent="    ")
        blocks.append(f"{PACKAGE} ({version}) unstable; urgency=medium\n\n{body}\n\n"
                      f" -- {MAINTAINER}  {format_datetime(when)}\n")
    return "\n".join(blocks)


def _license_block(text: str) -> str:
    """``text`` as the body of a DEP-5 License field: each line indented, blank lines as ``.``."""
    lines = [(" " + line.rstrip()) if line.strip() else " ." for line in text.strip("\n").splitlines()]
    return "\n".join(lines)


#: The licences' full texts in the bundle (``licenses/`` beside the program and in ``_internal/``;
#: :func:`bundle_licences`), and where the Debian package points instead.
BUNDLE_TEXTS = {"GPL-3": ROOT / "LICENSE", "LGPL-3": ROOT / "packaging" / "licenses" / "LGPL-3"}
DEBIAN_TEXTS = "On Debian systems, the complete text of the {long} can be found in\n" \
               "/usr/share/common-licenses/{short}."


def copyright_file(bundle: bool = False) -> str:
    """The package's ``/usr/share/doc/allfives-qt/copyright`` in the machine-readable format 1.0;
    ``bundle``: the same for the bundle (``COPYRIGHT`` in its ``licenses/``; play-test pt106 #2:
    the archive and the one file carried no licence), its paths from the bundle's top and the
    full texts of the GPL and LGPL beside it (:data:`BUNDLE_TEXTS`)."""
    ofl = (ROOT / "resources" / "fonts" / "OFL.txt").read_text(encoding="utf-8")
    python_licence = Path(sysconfig.get_paths()["stdlib"], "LICENSE.txt")
    psf = python_licence.read_text(encoding="utf-8") if python_licence.is_file() else (
        "Python Software Foundation License Version 2: https://docs.python.org/3/license.html")
    internal = "_internal" if bundle else f"{PREFIX}/_internal"
    where = ("The complete text of the {long} is in the file {short}, beside this one."
             if bundle else DEBIAN_TEXTS)
    gpl = _license_block(textwrap.fill(where.format(long="GNU General Public License version 3",
                                                    short="GPL-3"), 98))
    lgpl = _license_block(textwrap.fill(where.format(
        long="GNU Lesser General Public License version 3", short="LGPL-3"), 98))
    comment = ("The program is a PyInstaller bundle: the game, the Python interpreter and the parts\n"
               " of PySide6 (Qt) it uses; the system libraries it needs are the system's."
               if bundle else
               f"The program is a PyInstaller bundle in /{PREFIX}: the game, the Python interpreter and\n"
               " the parts of PySide6 (Qt) it uses. System libraries come from Debian's own packages.")
    return f"""\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: All Fives
Upstream-Contact: {MAINTAINER}
Source: {HOMEPAGE}
Comment: {comment}

Files: *
Copyright: 2026 The All Fives developers
License: GPL-3+

Files: {internal}/resources/fonts/*
Copyright: 2012-2022 Google Inc. and the Noto Project Authors (github.com/notofonts)
License: OFL-1.1

Files: {internal}/PySide6/* {internal}/shiboken6/*
Copyright: 2016-2025 The Qt Company Ltd. and other contributors
License: LGPL-3

Files: {internal}/PySide6/Qt/lib/libicu*
Copyright: 2016-2023 Unicode, Inc. and others
License: Unicode-3.0
 Permission is hereby granted, free of charge, to any person obtaining a copy of data files and
 any associated documentation (the "Data Files") or software and any associated documentation (the
 "Software") to deal in the Data Files or Software without restriction, including without limitation
 the rights to use, copy, modify, merge, publish, distribute, and/or sell copies of the Data Files or
 Software, and to permit persons to whom the Data Files or Software are furnished to do so, provided
 that either (a) this copyright and permission notice appear with all copies of the Data Files or
 Software, or (b) this copyright and permission notice appear in associated Documentation.
 .
 THE DATA FILES AND SOFTWARE ARE PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED,
 INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
 NONINFRINGEMENT OF THIRD PARTY RIGHTS. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR HOLDERS INCLUDED IN
 THIS NOTICE BE LIABLE FOR ANY CLAIM, OR ANY SPECIAL INDIRECT OR CONSEQUENTIAL DAMAGES, OR ANY DAMAGES
 WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE
 OR OTHER TORTIOUS ACTION, ARISING OUT OF OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THE DATA
 FILES OR SOFTWARE.

Files: {internal}/libpython* {internal}/python3*/* {internal}/base_library.zip
Copyright: 2001-2023 Python Software Foundation
License: PSF-2.0

License: GPL-3+
 This program is free software: you can redistribute it and/or modify it under the terms of the GNU
 General Public License as published by the Free Software Foundation, either version 3 of the
 License, or (at your option) any later version.
 .
{gpl}

License: LGPL-3
 PySide6 and Qt are offered under the GNU Lesser General Public License version 3 (among others);
 this package uses them under it.
 .
{lgpl}

License: OFL-1.1
{_license_block(ofl)}

License: PSF-2.0
{_license_block(psf)}
"""


def bundle_licences(folder: Path) -> Path:
    """Write the bundle's ``licenses/`` into ``folder``: ``COPYRIGHT`` (:func:`copyright_file` of
    the bundle) and the full texts of :data:`BUNDLE_TEXTS`; return that ``licenses`` folder."""
    out = folder / "licenses"
    out.mkdir(parents=True, exist_ok=True)
    (out / "COPYRIGHT").write_text(copyright_file(bundle=True), encoding="utf-8")
    for name, source in BUNDLE_TEXTS.items():
        (out / name).write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    return out


def main(argv: list[str]) -> int:
    """``changelog`` or ``copyright``: print that file; 2 with a usage line otherwise."""
    if argv == ["changelog"]:
        sys.stdout.write(changelog())
    elif argv == ["copyright"]:
        sys.stdout.write(copyright_file())
    else:
        print("usage: debian_meta.py changelog|copyright", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Bundled fonts and glyph coverage: every letter the game shows has a glyph (issue 5).

For each language, every character of its translations (``translations/allfives_<code>.ts``)
and of its rules text (``resources/rules/rules_<code>.html``) must be covered by the font the
game uses for that language (``i18n.font_for``): letters of the script a bundled font is there
for (Tamil, Hebrew) by that bundled font itself, everything else by one of the font's families.
"""

from __future__ import annotations

import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QFontDatabase, QRawFont, QTextDocument

from allfives_qt import i18n

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "resources" / "fonts"
SCRIPT_OF = {"ta": "TAMIL", "he": "HEBREW"}


def texts_of(code: str) -> list[str]:
    """Every translated string of ``code`` plus the plain text of its rules page."""
    out = []
    ts = ROOT / "translations" / f"allfives_{code}.ts"
    if ts.is_file():
        for tr in ET.parse(ts).getroot().iter("translation"):
            forms = tr.findall("numerusform")
            out += [f.text or "" for f in forms] if forms else [tr.text or ""]
    rules = ROOT / "resources" / "rules" / f"rules_{code}.html"
    if rules.is_file():
        doc = QTextDocument()
        doc.setHtml(rules.read_text(encoding="utf-8"))
        out.append(doc.toPlainText())
    return out


def shown_characters(code: str) -> set[str]:
    """Characters that need a glyph (spaces, line breaks and invisible marks left out)."""
    chars = set("".join(texts_of(code)))
    return {c for c in chars if not c.isspace() and unicodedata.category(c) not in ("Cc", "Cf")}


def test_bundled_fonts_and_licence_are_there():
    for name in i18n.BUNDLED_FONTS:
        assert (FONTS / name).is_file(), name
    licence = (FONTS / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence
    for family in set(i18n.BUNDLED_FONTS.values()):
        assert family in licence


def test_bundle_is_small():
    total = sum(p.stat().st_size for p in FONTS.glob("*.ttf"))
    assert total < 1_000_000


def test_register_fonts_returns_the_families(qapp):
    families = i18n.register_fonts()
    assert families == ["Noto Sans Tamil", "Noto Sans Hebrew"]
    assert i18n.register_fonts() == families  # a second call registers nothing new
    for family in families:
        assert family in QFontDatabase.families()


@pytest.mark.parametrize("code", ["ta", "he"])
def test_font_for_puts_the_bundled_family_first(qapp, code):
    font = i18n.font_for(code)
    assert font.families()[0] == i18n.SCRIPT_FAMILIES[code]
    assert len(font.families()) >= 2  # a fallback for Latin letters and punctuation
    raw = QRawFont.fromFont(QFont(font.families()[0]))
    assert raw.familyName() == i18n.SCRIPT_FAMILIES[code]


@pytest.mark.parametrize("code", ["en", "sw", "ceb", "ru"])
def test_font_for_other_languages_is_the_usual_font(qapp, code):
    assert i18n.font_for(code).families()[:1] != ["Noto Sans Tamil"]
    assert i18n.font_for(code).family() not in i18n.SCRIPT_FAMILIES.values()


@pytest.mark.parametrize("code", ["ta", "he", "ru", "sw", "ceb", "en"])
def test_every_character_shown_has_a_glyph(qapp, code):
    chars = shown_characters(code)
    assert len(chars) > 20  # the texts were found
    font = i18n.font_for(code)
    raws = [QRawFont.fromFont(QFont(family)) for family in font.families() or [font.family()]]
    raws = [QRawFont.fromFont(font)] + raws
    missing = sorted(c for c in chars if not any(r.supportsCharacter(ord(c)) for r in raws))
    assert missing == [], [f"U+{ord(c):04X} {unicodedata.name(c, '?')}" for c in missing]
    script = SCRIPT_OF.get(code)
    if script:
        own = QRawFont.fromFont(QFont(i18n.SCRIPT_FAMILIES[code]))
        letters = sorted(c for c in chars if unicodedata.name(c, "").startswith(script))
        assert len(letters) > 20
        assert [c for c in letters if not own.supportsCharacter(ord(c))] == []

"""The deal's seed is named a "deal number" in every language (play-test pt7 #8: Swahili "Mbegu",
Cebuano "Binhi" and Tamil "விதை எண்" named a plant's seed; Russian's "Номер расклада" reads right)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

TRANSLATIONS = Path(__file__).resolve().parent.parent / "translations"
#: Words for a plant's seed, and the words for "deal number" each language uses instead.
PLANT = {"sw": "mbegu", "ceb": "binhi", "ta": "விதை", "he": "זרע", "ru": "семя"}
DEAL_NUMBER = {"sw": ("namba", "mgao"), "ceb": ("numero", "apod"), "ta": ("எண்", "பகிர்வ"),
               "ru": ("номер", "расклад")}


def seed_messages(code: str):
    """(source, translation) of every message whose source names the seed (not the --seed option)."""
    for msg in ET.parse(TRANSLATIONS / f"allfives_{code}.ts").getroot().iter("message"):
        source = msg.findtext("source")
        if re.search(r"\bseed\b", source.replace("--seed", ""), re.I):
            yield source, msg.findtext("translation") or ""


@pytest.mark.parametrize("code", sorted(PLANT))
def test_no_language_calls_the_seed_a_plant_seed(code):
    found = list(seed_messages(code))
    assert len(found) >= 6
    for source, text in found:
        assert PLANT[code] not in text.lower(), (source, text)


@pytest.mark.parametrize("code", sorted(DEAL_NUMBER))
def test_the_seed_is_called_a_deal_number(code):
    for source, text in seed_messages(code):
        assert all(word in text.lower() for word in DEAL_NUMBER[code]), (source, text)

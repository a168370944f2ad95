"""Sentences that give a number of points take plural forms (play-test pt7 #7: Russian read
"это даёт очков: 3" and "выложена 3-6, очков: 4", sidestepping the plural forms because the source
strings put the number in as %1/%3, which a language cannot inflect)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from allfives_qt import i18n
from allfives_qt.ai.hints import HintFacts
from allfives_qt.ui.claims import ClaimWords
from allfives_qt.ui.sentences import end_name, hint_sentence

TRANSLATIONS = Path(__file__).resolve().parent.parent / "translations"


@pytest.fixture
def russian(qapp):
    i18n.install_language(qapp, "ru")
    yield
    i18n.install_language(qapp, "en")


@pytest.mark.parametrize("points, words", [(1, "1 очко"), (3, "3 очка"), (5, "5 очков"),
                                           (21, "21 очко"), (12, "12 очков")])
def test_the_russian_hint_inflects_the_points_and_names_the_end_with_an_adjective(russian, points, words):
    text = hint_sentence("3-3", end_name(0, "left"), HintFacts(points, points, 0, 0, 0), 2)
    assert text == f"Положите 3-3 на левый конец: это даёт {words}, больше сейчас не получить."


def test_russian_play_and_claim_messages_inflect_the_points(russian):
    played = QCoreApplication.translate("TableScene", "%1 played %2 and scored %n points.", None, 4)
    assert played.replace("%1", "Игрок справа").replace("%2", "3-6") == "Игрок справа выложил 3-6: 4 очка."
    assert ClaimWords().claimed(10, None) == "Вы заявили 10 очков."
    assert ClaimWords().claimed(2, "Игрок сверху") == "Игрок сверху заявляет 2 очка."
    assert ClaimWords().muggins(1, "Игрок сверху", None) == \
        "Маггинс! Игрок сверху забирает 1 очко, которое вы не заявили."


def test_english_says_one_point(qapp):
    i18n.install_language(qapp, "en")
    text = hint_sentence("1-2", end_name(1), HintFacts(1, 1, 0, 0, 0), 2)
    assert text == "Play 1-2 on the right end: it scores 1 point, the most you can score now."
    assert ClaimWords().claimed(1, "Top player") == "Top player claimed 1 point."


def _messages(code: str):
    for ctx in ET.parse(TRANSLATIONS / f"allfives_{code}.ts").getroot().iter("context"):
        for msg in ctx.iter("message"):
            forms = [f.text or "" for f in msg.iter("numerusform")] or [msg.findtext("translation") or ""]
            yield ctx.findtext("name"), msg, forms


def test_no_sentence_puts_a_number_of_points_in_as_a_plain_placeholder():
    """A whole number of points goes in as %n (plural forms); only the one with a decimal
    ("2.5 points", which takes no plural) may be %1, and a phrase the review made with %n ("15
    points", its translators' note says so)."""
    from allfives_qt.ui.replay.review import POINTS_PHRASES

    for ctx, msg, _forms in _messages("ru"):
        source = msg.findtext("source")
        if re.search(r"%[1-9] points|scores? %[1-9]|scored %[1-9]", source):
            # or points put in whole, "15 points", made with %n by the review's points_text
            assert msg.findtext("comment") in ("a number of points with one decimal, as 2.5",
                                               POINTS_PHRASES), (ctx, source)


def test_no_russian_translation_sidesteps_the_plural_of_points():
    for ctx, msg, forms in _messages("ru"):
        for text in forms:
            assert not re.search(r"очков: %|очков — %|очк\.|\(%\d\) не", text), (ctx, msg.findtext("source"), text)
            assert "конец слева" not in text and "конец справа" not in text, text
            assert ": выложена %" not in text, text  # "%1 выложил %2", as a player says it

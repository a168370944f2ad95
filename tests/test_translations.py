"""The translation files: complete, current with the code and with each other (issue 5).

Checks every ``translations/allfives_<code>.ts``: no unfinished or vanished entry, every plural
form filled, placeholders kept, accelerators kept, letters of the right script; that the .ts
files hold exactly the strings the code has (lupdate re-run into a temporary folder) and that the
.qm files are what lrelease makes of the .ts files, byte for byte.
"""

from __future__ import annotations

import ast
import importlib.util
import re
import shutil
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
FULL = ("sw", "he", "ceb", "ta", "ru")
ALL = FULL + ("en",)

# Plural forms Qt's tools use for each language (checked against lupdate below).
NUMERUS_FORMS = {"sw": 2, "he": 2, "ceb": 1, "ta": 2, "ru": 3, "en": 2}

# Letters allowed in each language's translations: its own script, and Latin for names and keys
# ("All Fives", "Tab", "H").
SCRIPTS = {"sw": ("LATIN",), "ceb": ("LATIN",), "en": ("LATIN",),
           "he": ("HEBREW", "LATIN"), "ta": ("TAMIL", "LATIN"), "ru": ("CYRILLIC", "LATIN")}

PLACEHOLDER = re.compile(r"%(?:n|L?\d)")
ACCELERATOR = re.compile(r"(?<!&)&(?!&)\S")


def load_update_module():
    """``translations/update.py`` as a module (it is a script, not part of the package)."""
    spec = importlib.util.spec_from_file_location("allfives_translations_update",
                                                  TRANSLATIONS / "update.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def messages(path: Path) -> list[tuple[str, ET.Element]]:
    """(context name, <message> element) for every message of a .ts file."""
    root = ET.parse(path).getroot()
    return [(ctx.findtext("name"), msg) for ctx in root.iter("context") for msg in ctx.iter("message")]


def translations_of(message: ET.Element) -> list[str]:
    """The translated text(s) of a message: one, or one per plural form."""
    tr = message.find("translation")
    if message.get("numerus") == "yes":
        return [form.text or "" for form in tr.findall("numerusform")]
    return [tr.text or ""]


def key(context: str, message: ET.Element) -> tuple:
    return (context, message.findtext("source"), message.findtext("comment") or "",
            message.get("numerus") == "yes")


@pytest.fixture(scope="module")
def update_module():
    return load_update_module()


@pytest.mark.parametrize("code", ALL)
def test_every_ts_file_exists_with_its_language(code):
    path = TRANSLATIONS / f"allfives_{code}.ts"
    assert path.is_file()
    assert ET.parse(path).getroot().get("language", "").split("_")[0] == code


@pytest.mark.parametrize("code", ALL)
def test_no_unfinished_or_vanished_entry(code):
    bad = [(ctx, msg.findtext("source"), msg.find("translation").get("type"))
           for ctx, msg in messages(TRANSLATIONS / f"allfives_{code}.ts")
           if msg.find("translation").get("type") in ("unfinished", "vanished", "obsolete")]
    assert bad == []


@pytest.mark.parametrize("code", FULL)
def test_every_percent_n_string_is_a_plural(code):
    """A string with %n needs its plural forms. pyside6-lupdate marks ``self.tr(text, "", n)`` as
    a plural, but not ``QCoreApplication.translate(context, text, "", n)``: at run time such an
    entry is found for one number only, and every other number shows the English text."""
    single = [(ctx, msg.findtext("source")) for ctx, msg in messages(TRANSLATIONS / f"allfives_{code}.ts")
              if "%n" in msg.findtext("source") and msg.get("numerus") != "yes"]
    assert single == []


@pytest.mark.parametrize("code", ALL)
def test_every_message_has_a_context(code):
    """lupdate gives no context to tr() outside a class, nor to an alias of
    QCoreApplication.translate (``tr = QCoreApplication.translate; tr("Ctx", "text")`` is read as
    source "Ctx" with "text" as its disambiguation): such strings are never found at run time."""
    lost = [(msg.findtext("source"), msg.findtext("comment"))
            for ctx, msg in messages(TRANSLATIONS / f"allfives_{code}.ts") if not ctx]
    assert lost == []


@pytest.mark.parametrize("code", ALL)
def test_every_entry_and_every_plural_form_is_filled(code):
    empty = []
    for ctx, msg in messages(TRANSLATIONS / f"allfives_{code}.ts"):
        texts = translations_of(msg)
        if msg.get("numerus") == "yes" and len(texts) != NUMERUS_FORMS[code]:
            empty.append((ctx, msg.findtext("source"), f"{len(texts)} forms"))
        if any(not text.strip() for text in texts):
            empty.append((ctx, msg.findtext("source"), "empty"))
    assert empty == []


@pytest.mark.parametrize("code", ALL)
def test_placeholders_of_the_source_are_kept(code):
    wrong = []
    for ctx, msg in messages(TRANSLATIONS / f"allfives_{code}.ts"):
        wanted = sorted(set(PLACEHOLDER.findall(msg.findtext("source"))))
        for text in translations_of(msg):
            if sorted(set(PLACEHOLDER.findall(text))) != wanted:
                wrong.append((ctx, msg.findtext("source"), text))
    assert wrong == []


@pytest.mark.parametrize("code", FULL)
def test_accelerators_are_kept(code):
    """A source with one ``&`` accelerator has exactly one in its translation, and vice versa."""
    wrong = []
    for ctx, msg in messages(TRANSLATIONS / f"allfives_{code}.ts"):
        wanted = len(ACCELERATOR.findall(msg.findtext("source")))
        for text in translations_of(msg):
            if len(ACCELERATOR.findall(text)) != wanted:
                wrong.append((ctx, msg.findtext("source"), text))
    assert wrong == []


@pytest.mark.parametrize("code", FULL)
def test_accelerator_does_not_split_a_letter(code):
    """The underlined character must be a whole letter: an ``&`` before a consonant that carries
    a vowel sign (Tamil "&கா") breaks the syllable's shaping into a dotted circle. Such languages
    put a Latin letter in brackets instead ("காட்சி (&V)")."""
    wrong = []
    for ctx, msg in messages(TRANSLATIONS / f"allfives_{code}.ts"):
        for text in translations_of(msg):
            for match in ACCELERATOR.finditer(text):
                after = text[match.start() + 1:match.start() + 3]
                if any(unicodedata.category(ch).startswith("M") for ch in after):
                    wrong.append((ctx, msg.findtext("source"), text))
    assert wrong == []


@pytest.mark.parametrize("code", ALL)
def test_letters_are_of_the_language_script(code):
    """Catches a stray letter of another alphabet (a Cyrillic "е" in a Swahili word)."""
    stray = set()
    for ctx, msg in messages(TRANSLATIONS / f"allfives_{code}.ts"):
        for text in translations_of(msg):
            for ch in text:
                if ch.isalpha() and not unicodedata.name(ch, "").startswith(SCRIPTS[code]):
                    stray.add((ch, text))
    assert stray == set()


@pytest.mark.parametrize("code", ALL)
def test_layout_direction_entry(code):
    found = [translations_of(msg)[0] for ctx, msg in messages(TRANSLATIONS / f"allfives_{code}.ts")
             if ctx == "QGuiApplication" and msg.findtext("source") == "QT_LAYOUT_DIRECTION"]
    if code == "en":  # plural-only file
        assert found == []
    else:
        assert found == ["RTL" if code == "he" else "LTR"]


def test_russian_names_the_seed_one_way_a_player_understands():
    """Play-test: Russian called the deal's seed "Зерно" (grain, word for word). Every Russian
    string that names the seed (not only the command's ``--seed``) says "номер расклада" now,
    and "зерно" is nowhere, the program's AppStream description included."""
    naming = [msg for ctx, msg in messages(TRANSLATIONS / "allfives_ru.ts")
              if re.search(r"(?<!-)\bseed\b", msg.findtext("source"), re.IGNORECASE)]
    assert len(naming) >= 6  # the status bar's label and its name, About, New game's field...
    for msg in naming:
        for text in translations_of(msg):
            assert "номер расклада" in text.lower(), (msg.findtext("source"), text)
    ts = (TRANSLATIONS / "allfives_ru.ts").read_text(encoding="utf-8").lower()
    metainfo = next((ROOT / "packaging").glob("*.metainfo.xml")).read_text(encoding="utf-8")
    assert "зерн" not in ts and "зерн" not in metainfo.lower()
    assert "номеру расклада" in metainfo


def test_russian_says_the_points_of_a_play_not_an_end():
    """Play-test pt110 #3: "сыграл 2-4 на 4" (English "played 2-4 for 4", its points) read as
    "played 2-4 onto the 4". Every Russian "played %3 for %4" gives the points as "+%4"."""
    playing = [msg for ctx, msg in messages(TRANSLATIONS / "allfives_ru.ts")
               if "played %3 for %4" in msg.findtext("source")]
    assert len(playing) == 2
    for msg in playing:
        for text in translations_of(msg):
            assert "(+%4)" in text and "на %4" not in text, text


@pytest.mark.parametrize("code", FULL)
def test_each_game_of_the_family_has_one_name(code):
    """Play-test pt121 #3: Tamil named Fives and Threes two ways, "ஐந்துகளும் மூன்றுகளும்" in
    the window's title and "(ஐந்தும் மூன்றும்)" in the count panel. Every string naming a game
    of the family (its name, the count panel's note, the scoring option) carries the name the
    game has in the New game dialog."""
    found = {(ctx, msg.findtext("source")): translations_of(msg)[0]
             for ctx, msg in messages(TRANSLATIONS / f"allfives_{code}.ts")}
    name = found[("OptionNames", "Fives and Threes")].casefold()
    for where in (("OptionNames", "Fives and threes: count / 5 plus count / 3"),
                  ("TableScene", "(fives and threes)")):
        assert name in found[where].casefold(), (where, found[where], name)


def test_numerus_form_counts_match_what_lupdate_writes(update_module, tmp_path):
    """NUMERUS_FORMS above is what lupdate itself writes into a fresh file for each language."""
    for code in ALL:
        fresh = tmp_path / f"allfives_{code}.ts"
        update_module.run_lupdate(fresh, plural_only=code == "en")
        counts = {len(translations_of(msg)) for _, msg in messages(fresh) if msg.get("numerus") == "yes"}
        assert counts == {NUMERUS_FORMS[code]}, code


def test_ts_files_are_current_with_the_code(update_module, tmp_path):
    """Re-running lupdate over the code finds no string missing from, or extra in, any .ts file."""
    for code in ALL:
        ours = TRANSLATIONS / f"allfives_{code}.ts"
        copy = tmp_path / ours.name
        shutil.copyfile(ours, copy)
        update_module.run_lupdate(copy, plural_only=code == "en")
        have = {key(ctx, msg) for ctx, msg in messages(ours)}
        want = {key(ctx, msg) for ctx, msg in messages(copy)}
        assert sorted(want - have) == [], f"{ours.name}: strings missing; run translations/update.py"
        assert sorted(have - want) == [], f"{ours.name}: strings no longer in the code"
        # The rest too (translator comments, source places), as `update.py --check` wants: a
        # `#:` comment next to a translated string ends up in the file (it did, unnoticed).
        assert copy.read_bytes() == ours.read_bytes(), f"{ours.name}: run translations/update.py"


def _is_text(node) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def calls_in_code() -> set[tuple[str, str, bool]]:
    """(context, source, plural?) of every translation call the Python code makes with literal
    strings, found with ``ast``: ``self.tr(text[, disambiguation[, n]])`` (context: the enclosing
    class), ``QCoreApplication.translate(context, text[, disambiguation[, n]])`` or any alias of
    it, and ``QT_TRANSLATE_NOOP(context, text)``."""
    found = set()
    for path in sorted((ROOT / "allfives_qt").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))

        def visit(node, cls):
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.ClassDef):
                    visit(child, child.name)
                    continue
                if isinstance(child, ast.Call):
                    func, args = child.func, child.args
                    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                    if (name == "tr" and isinstance(func, ast.Attribute) and args
                            and _is_text(args[0]) and cls):
                        found.add((cls, args[0].value, len(args) >= 3))
                    elif (name in ("translate", "tr", "QT_TRANSLATE_NOOP") and len(args) >= 2
                          and _is_text(args[0]) and _is_text(args[1])):
                        found.add((args[0].value, args[1].value, len(args) >= 4))
                visit(child, cls)

        visit(tree, "")
    return found


def test_every_translation_call_of_the_code_is_in_the_ts_files():
    """What the code asks for at run time is what lupdate wrote down. pyside6-lupdate misreads
    some calls silently: an alias ``tr = QCoreApplication.translate`` (wrong context), a plural
    count that is not a literal number in ``QCoreApplication.translate`` (no plural forms), an
    expression as that count (the call is skipped). Use ``self.tr(text, "", n)`` in a class."""
    have = {(ctx, msg.findtext("source"), msg.get("numerus") == "yes")
            for ctx, msg in messages(TRANSLATIONS / "allfives_ru.ts")}
    missing = sorted(calls_in_code() - have)
    assert missing == []


def test_qm_files_are_current_with_the_ts_files(update_module, tmp_path):
    for code in ALL:
        built = tmp_path / f"allfives_{code}.qm"
        update_module.run_lrelease(TRANSLATIONS / f"allfives_{code}.ts", built)
        ours = TRANSLATIONS / f"allfives_{code}.qm"
        assert ours.is_file(), f"{ours.name} missing; run translations/update.py --release"
        assert ours.read_bytes() == built.read_bytes(), (
            f"{ours.name} is older than its .ts; run translations/update.py --release")


def test_update_script_lists_every_python_file(update_module):
    files = update_module.source_files()
    assert ROOT / "allfives_qt" / "i18n.py" in files
    assert ROOT / "allfives_qt" / "ui" / "language_menu.py" in files
    assert all("__pycache__" not in f.parts for f in files)


def test_tamil_says_points_scored_as_marks_not_pips():
    """Play-test: Tamil used புள்ளிகள் (pips) for scored points in the claim banner, the review
    and more, while the score box says மதிப்பெண்கள். Every Tamil translation of a source that
    speaks of points (and not of pips) says மதிப்பெண்(கள்) now."""
    pointed = [msg for ctx, msg in messages(TRANSLATIONS / "allfives_ta.ts")
               if re.search(r"\bpoints?\b", msg.findtext("source"), re.IGNORECASE)
               and not re.search(r"\bpips?\b", msg.findtext("source"), re.IGNORECASE)]
    assert len(pointed) >= 30
    for msg in pointed:
        for text in translations_of(msg):
            assert "மதிப்பெண்" in text and not re.search(r"புள்ளி(?!விவர)", text), (
                msg.findtext("source"), text)


def test_swahili_says_points_and_fits_one_way():
    """Play-test pt142 #2 and #3: Swahili called points both "alama" (also its word for the
    score) and "pointi", and a tile that fits "inayotosha" ("that is enough"), "inayofaa" and
    "haitoshei". Points are "pointi" wherever the source speaks of points and not of the score;
    fitting is "-faa" wherever the source speaks of a tile that fits."""
    pointed = fitting = 0
    for _ctx, msg in messages(TRANSLATIONS / "allfives_sw.ts"):
        source = msg.findtext("source")
        for text in translations_of(msg):
            if re.search(r"\bpoints?\b", source, re.IGNORECASE) and not re.search(
                    r"\bscor|outscored", source, re.IGNORECASE):
                pointed += 1
                assert not re.search(r"\balama\b", text, re.IGNORECASE), (source, text)
            if re.search(r"\bfits?\b", source) and "Zoom" not in source:
                fitting += 1
                assert "tosh" not in text and re.search(r"\w+fa[ai]\b", text), (source, text)
    assert pointed >= 40 and fitting >= 20


def test_hebrew_signs_before_a_number_keep_to_its_left():
    """Play-test pt144 #2: "(+%4)" in a Hebrew sentence showed "(4+)": the sign before a
    number placed by the code carries a left-to-right mark, as Hebrew's own signs do."""
    signed = 0
    for _ctx, msg in messages(TRANSLATIONS / "allfives_he.ts"):
        for text in translations_of(msg):
            # A minus is a sign only after a space or "(": "ב-%1" joins a word to its number.
            for match in re.finditer(r"(?:\+|(?<![^\s(])-)(?=%L?\d)", text):
                signed += 1
                assert text[match.start() - 1] == "\u200e", (msg.findtext("source"), text)
    assert signed >= 2


def _clauses(text: str) -> list[list[str]]:
    return [clause.split() for clause in re.split(r"[.;:!?—]", text) if clause.strip()]


def test_tamil_you_is_never_given_a_third_person_verb():
    """Play-test: "நீங்கள் 10 புள்ளிகளைக் கோரினார்." paired நீங்கள் (you) with a third-person
    verb. In every Tamil message, a clause whose subject is நீங்கள் (no seat name %N of its own
    just before the verb) ends in a second-person verb, not in -ார். The claim message the person
    sees comes from its own source now (%1 was "You" in "%1 claimed %2 points.")."""
    def mismatch(words: list[str]) -> bool:
        if "நீங்கள்" not in words or not words[-1].endswith("ார்"):
            return False
        return not (len(words) >= 2 and PLACEHOLDER.fullmatch(words[-2]))

    assert mismatch(_clauses("நீங்கள் 10 புள்ளிகளைக் கோரினார்.")[0])  # the play-test's sentence
    assert not mismatch(_clauses("மக்கின்ஸ்! நீங்கள் கோராத %2 மதிப்பெண்களை %1 எடுக்கிறார்.")[1])
    found = 0
    for ctx, msg in messages(TRANSLATIONS / "allfives_ta.ts"):
        for text in translations_of(msg):
            found += "நீங்கள்" in text
            assert not any(mismatch(words) for words in _clauses(text)), (msg.findtext("source"), text)
    assert found >= 10
    you_claimed = {msg.findtext("source"): translations_of(msg)[0]
                   for ctx, msg in messages(TRANSLATIONS / "allfives_ta.ts") if ctx == "ClaimWords"}
    assert you_claimed["You claimed %n points."] == "நீங்கள் %n மதிப்பெண்ணைக் கோரினீர்கள்."


_CALL = re.compile(r"\b(?:tr|translate|QT_TRANSLATE_NOOP)\(")


def test_notes_to_translators_stand_just_above_their_sentence():
    """lupdate hands every ``#:`` comment of a module with translated sentences to the translators
    as a note on the next sentence, however far down (attribute comments reached them as notes on
    unrelated sentences: "Milliseconds between two steps while playing."). So in such a module a
    ``#:`` comment is a note to translators, and the line after it holds the sentence."""
    strays = []
    for path in sorted((ROOT / "allfives_qt").rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        if not any(_CALL.search(line) for line in lines):
            continue
        for i, line in enumerate(lines):
            after = lines[i + 1] if i + 1 < len(lines) else ""
            if line.lstrip().startswith("#:") and not _CALL.search(after):
                strays.append(f"{path.relative_to(ROOT)}:{i + 1}")
    assert not strays, f"#: comments that are not notes on the next line's sentence: {strays}"
    notes = {msg.findtext("extracomment") for _, msg in messages(TRANSLATIONS / "allfives_ru.ts")}
    assert "Milliseconds between two steps while playing." not in notes


# Sentences in which "play" is a tile played (a move), not the game (play-test pt69 #3, #4: the
# Cebuano replay counted its plays with its word for a game, "Dula 0 sa 16"; the Kiswahili review
# said a tile was drawn "before this game"; pt70 #3: Kiswahili's hints called the best play "the
# best game", its menu reviewed "your games").
PLAY_SENTENCES = ("Play %1 of %2", "One play back (Left arrow)",
                  "One play forward (Right arrow)",
                  "Hand %1, play %2:",
                  "%1 passed after this play.",
                  "%1 drew %2 from the boneyard and passed after this play.",
                  "hand %1, play %2: cost %3", "Your play %1 was the best.",
                  "It breaks the rules at hand %1, play %2:", "&Review your plays",
                  "Claim the points of your last play (C)",
                  "Play %1 on %2: it scores nothing now, but looking a few turns ahead it is the best play.",
                  "Step through the plays on their own (Space)",
                  "There is no play of yours in this hand to take back.",
                  "This hand is over, so its plays can no longer be taken back.",
                  "Your last play and every move after it were taken back. It is your turn again.",
                  "; %1 of %n gave away less than a point, accuracy %2%",
                  "; %1 of all %n plays gave away less than a point, accuracy %2%")


@pytest.mark.parametrize("code", FULL)
def test_a_play_is_not_called_a_game(code):
    """Each language's word for the game (the Game menu's title) is not the one its play
    sentences use for a play."""
    texts: dict[str, list[str]] = {}
    for message in ET.parse(TRANSLATIONS / f"allfives_{code}.ts").iter("message"):
        t = message.find("translation")
        forms = [f.text or "" for f in t.findall("numerusform")] or [t.text or ""]
        texts.setdefault(message.findtext("source"), []).extend(forms)
    title = texts["&Game"][0]
    game = re.sub(r"\s*\(&\w\)|&", "", title).strip().lower()
    assert game and " " not in game, title
    stem = game[:max(3, len(game) - 2)]  # "dul" in "dulaa", "игр" in "игры"
    for source in PLAY_SENTENCES:
        for text in texts[source]:
            # At a word's start: a verb "to play" made from it ("Idula") is no game.
            assert not re.search(r"(?<!\w)" + re.escape(stem), text.lower()), (code, source, text)


# Sources said only of partnerships (the score table's column, the winners' line, the side's name).
PARTNERSHIP_ONLY = {"Side", "Your side", "Your side wins the game!"}


def test_tamil_calls_a_side_a_team_only_in_partnerships():
    """Play-test pt159 #3: Tamil wrote a side as அணி (a team) in sentences that also speak of a
    player playing alone. There a side is தரப்பு (a party to the game), in the texts and in Help ›
    Rules; அணி stays only in what is said of partnerships."""
    teams = []
    for message in ET.parse(TRANSLATIONS / "allfives_ta.ts").iter("message"):
        t = message.find("translation")
        forms = [f.text or "" for f in t.findall("numerusform")] or [t.text or ""]
        source = message.findtext("source")
        if " side" in f" {source.lower()}" and source not in PARTNERSHIP_ONLY:
            teams += [source for f in forms if "அணி" in f]
    assert not teams, teams
    rules = (ROOT / "resources" / "rules" / "rules_ta.html").read_text(encoding="utf-8")
    assert "அணி" not in rules and rules.count("தரப்ப") >= 3


def test_hebrew_joins_a_prefix_to_a_number_with_a_maqaf_and_tamil_keeps_draw_apart_from_enter():
    """Play-tests pt163 #5: Hebrew wrote "ב־5" in most sentences but "ב-5" (an ASCII hyphen) in
    one; pt162 #3: Tamil's Help › Rules said Enter "takes" (எடுக்கும்) a tile, the word D and the
    Draw button use for drawing one."""
    hyphened = []
    for message in ET.parse(TRANSLATIONS / "allfives_he.ts").iter("message"):
        t = message.find("translation")
        forms = [f.text or "" for f in t.findall("numerusform")] or [t.text or ""]
        hyphened += [f for f in forms if re.search(r"(?<![\w])[בלמ]-(%|\d)", f)]
    assert not hyphened, hyphened
    rules = (ROOT / "resources" / "rules" / "rules_ta.html").read_text(encoding="utf-8")
    assert not re.search(r"Enter [^,;.]*எடுக்கும்", rules)
    assert re.search(r"D [^,;.]*எடுக்கும்", rules)  # drawing keeps its word


def test_kiswahili_tells_a_draw_and_a_play_alike_and_agrees_its_verbs():
    """Play-test pt165: after a draw the status bar tacked ", pointi 10" onto "na kucheza 0-4"
    where a plain play says "amecheza 1-6 na kupata pointi 10" (#3); the Muggins cost's "ambazo
    pointi za aliyeita ziliongeza" lacked its object marker (#1); Statistics' hands "ambayo upande
    wako ulipata" wanted "ambamo", in which (#14)."""
    texts: dict[str, list[str]] = {}
    for message in ET.parse(TRANSLATIONS / "allfives_sw.ts").iter("message"):
        t = message.find("translation")
        texts[message.findtext("source")] = [f.text or "" for f in t.findall("numerusform")] or [t.text or ""]
    for source in ("%1 drew a tile, played %2 and scored %3.", "%1 drew %n tiles, played %2 and scored %3."):
        assert all("amecheza %2 na kupata %3" in f for f in texts[source]), texts[source]
    said = [f for forms in texts.values() for f in forms]
    assert not [f for f in said if "ziliongeza kwenye" in f]
    hands = [f for s, forms in texts.items() if "where your side outscored" in s for f in forms]
    assert len(hands) == 4 and all("ambamo upande wako" in f for f in hands)
    # The deal has one word, the seed's "namba ya mgao" (pt165 #6: the replay said "kugawa kete").
    deal = texts["The deal"][0].lower()
    assert deal in texts["Seed %1"][0] and deal in texts["Hand %1: the deal. First to play: %2."][0]


def test_cebuano_names_the_left_end_so_it_does_not_read_as_not():
    """Play-test pt166: Cebuano's "wala" is both "left" and "not", so "sa tumoy sa wala makahatag
    og 1 ka puntos" (on the left end, scores 1 point) read as "does not score" (#1); the hint on
    like ends said "so this is the only one you can choose" for "so it makes no difference which"
    (#2); a cost was "nakapildi" (being beaten in a game) where the summary says "nakawala" (#4)."""
    texts: dict[str, list[str]] = {}
    for message in ET.parse(TRANSLATIONS / "allfives_ceb.ts").iter("message"):
        t = message.find("translation")
        texts[message.findtext("source")] = [f.text or "" for f in t.findall("numerusform")] or [t.text or ""]
    ends = [s for s in texts if re.fullmatch(r"the (left|right|end (on|at) the \w+( \w+)?) end|the end (on|at) the [\w ]+", s)]
    assert len(ends) >= 8
    assert all(not texts[s][0].endswith("wala") for s in ends), {s: texts[s] for s in ends}
    like = [f for s, forms in texts.items() if s.startswith("Play %1 on %2 or on another lit end")
            for f in forms]
    assert len(like) == 2 and not any("kini ra ang imong mapili" in f for f in like)
    assert not any("nakapildi" in f for forms in texts.values() for f in forms)


@pytest.mark.parametrize("code, verb", [("sw", "amechukua"), ("ru", "взял"), ("ceb", "mikuha")])
def test_a_badge_that_says_drew_with_a_verb_takes_its_number_without_a_colon(code, verb):
    """Play-test pt163 #9: the opponent's badge read "amechukua: 2 · 3-3" (has taken: 2), a verb
    written as a label; as English's "drew 2", the verb takes the number at once."""
    for message in ET.parse(TRANSLATIONS / f"allfives_{code}.ts").iter("message"):
        if message.findtext("source") == "drew %1":
            said = message.find("translation").text or ""
            assert said.startswith(verb) and ":" not in said and said.endswith("%1"), said
            return
    pytest.fail("no badge for tiles drawn")


def test_russian_says_draws_and_passes_with_active_verbs():
    """Play-tests pt157 #4, pt161 #2: Russian told another player's draws in the passive ("Игрок
    сверху: взяты 2 кости из базара, выложена 3-5") beside its plays in the active ("Игрок сверху
    выложил 5-5"). Every sentence on a tile drawn says who took it: "взял", "взяли"."""
    drawn = []
    for message in ET.parse(TRANSLATIONS / "allfives_ru.ts").iter("message"):
        source = message.findtext("source")
        if re.search(r"\bdr[ae]wn?\b", source) and "%1" in source or source.startswith("You drew %n"):
            t = message.find("translation")
            drawn += [f.text or "" for f in t.findall("numerusform")] or [t.text or ""]
    assert len(drawn) >= 20
    assert not [f for f in drawn if re.search(r"\bвзят[аоы]\b|выложена", f)]
    assert all(re.search(r"\bвзял(и)?\b", f) for f in drawn if "базар" in f), drawn


@pytest.mark.parametrize("code", FULL)
def test_arrow_keys_are_named_in_the_language(code):
    """The arrow keys carry no English name on the keyboard, so a translation names them in its
    own words, as its other key help does: no "Left" or "Right" left in English (play-test pt140
    #2: "Left או Right" beside "החצים שמאלה" in Hebrew). Enter, Tab, Escape and the letters are
    printed on the keys and stay."""
    for context, message in messages(TRANSLATIONS / f"allfives_{code}.ts"):
        source = message.findtext("source") or ""
        if not re.search(r"\b(Left|Right)\b(?! (player|edge|and right))", source):
            continue
        for text in translations_of(message):
            assert not re.search(r"\b(Left|Right)\b", text), (code, source, text)


def test_release_puts_a_new_qm_in_place_and_leaves_a_mapped_one_whole(tmp_path, update_module):
    """A test run stopped with a bus error while ``update.py --release`` wrote the .qm files over
    in place (Qt maps a loaded .qm into memory). The new file now replaces the old one at once:
    a mapping of the old one keeps its bytes, and no temporary file stays."""
    import mmap

    ts, qm = tmp_path / "allfives_ru.ts", tmp_path / "allfives_ru.qm"
    ts.write_bytes((TRANSLATIONS / "allfives_ru.ts").read_bytes())
    update_module.release(ts, qm)
    with qm.open("rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as mapped:
        before = mapped[:]
        ts.write_text(ts.read_text(encoding="utf-8").replace("Об игре", "О игре"), encoding="utf-8")
        update_module.release(ts, qm)
        assert mapped[:] == before  # the old file, still whole
    assert qm.read_bytes() != before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["allfives_ru.qm", "allfives_ru.ts"]


def test_russian_review_keeps_cost_apart_from_worth():
    """Play-test pt168 #1: the Russian review said «стоил N очков» for what a play cost you, and
    «он стоил меньше» for a play worth less over the hand, which then read as "it cost less".
    Only the cost is «стоил»; the play worth less «принёс бы меньше». And #3: the summary's first
    count names its base first, «ходов с выбором: 4, из них лучших: 2»."""
    found = {}
    for context, msg in messages(TRANSLATIONS / "allfives_ru.ts"):
        source = msg.findtext("source")
        forms = [f.text for f in msg.find("translation").iter("numerusform")]
        found[(context, source)] = forms or [msg.findtext("translation")]
    worth = found[("ReasonWords", "%1 on %2 would have scored %n points at once, but it was worth "
                                  "less over the rest of the hand.")]
    assert all("стоил" not in f and "принёс бы меньше" in f for f in worth), worth
    assert any("стоил %4" in f for f in found[("Review", "Better: %1. Your play %3 cost %4.")])
    best = found[("ReviewPanel", "%1 of %n plays with a choice were best")]
    assert all(f.startswith("ходов с выбором: %n") for f in best), best


def test_tamil_summary_counts_stand_after_a_label():
    """Play-test pt170 #2: Tamil's verb agrees with the count before it ("1 சிறந்தது", "2
    சிறந்தவை"), but a sentence's plural forms follow its total (%n), so "2 நகர்வுகளில் 1
    சிறந்தவை" had the plural verb with 1. The counts that are not %n now follow a label
    ("சிறந்தவை: %1"), which agrees with nothing."""
    sources = {"%1 of %n plays with a choice were best": "%1",
               "; %1 of %n gave away less than a point, accuracy %2%": "%1",
               "; %1 of all %n plays gave away less than a point, accuracy %2%": "%1",
               "; counting the missed claims, %1 of %n plays gave away less than a point, "
               "accuracy %2%": "%1",
               "Hand %1: accuracy %2%, %3 of %n plays best": "%3"}
    seen = set()
    for context, msg in messages(TRANSLATIONS / "allfives_ta.ts"):
        count = sources.get(msg.findtext("source"))
        if context != "ReviewPanel" or count is None:
            continue
        seen.add(msg.findtext("source"))
        for form in msg.find("translation").iter("numerusform"):
            assert f": {count}" in form.text, form.text
    assert seen == set(sources)


def test_hebrew_quotes_the_call_inside_a_sentence():
    """Play-test pt169 #3: "קרא מאגינס! ולקח" read as a sentence ending after the call's
    exclamation mark. Inside a sentence the call is quoted, „מאגינס!”, as "nobody called" already
    had it; it stands bare only where it is itself the exclamation (the sentence's first word)."""
    bare = []
    for _context, msg in messages(TRANSLATIONS / "allfives_he.ts"):
        t = msg.find("translation")
        for form in [f.text or "" for f in t.iter("numerusform")] or [t.text or ""]:
            bare += [form for m in re.finditer(r"(?<!„)מאגינס!(?!”)", form)
                     if form[:m.start()].strip(" &")]
    assert not bare, bare

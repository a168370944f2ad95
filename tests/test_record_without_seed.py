"""A record that gives no seed or no levels (both optional: RULES.md, "Game records") is shown and
saved as it is (play-test pt85 #1): not as "seed 0", which deals other hands, nor with the replay's
default levels named as its players or written into a ``resume`` it never had."""

import json
import random
from pathlib import Path

from allfives_qt.engine.game import Game
from allfives_qt.engine.record import replay_record
from allfives_qt.engine.rules import Rules
from gameplay import step
from test_window_storage import make_window

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
SEEDLESS = EXAMPLES / "worked-example-a.json"


def test_a_seedless_record_keeps_no_seed_and_a_seeded_one_keeps_its_own():
    data = json.loads(SEEDLESS.read_text(encoding="utf-8"))
    assert "seed" not in data and "resume" not in data
    game = replay_record(data)
    assert not game.seed_known and "seed" not in game.to_record()
    # The seed 0 it stands on deals another first hand than the record's: it is no seed of it.
    dealt = Game(Rules.make(data["rules"].get("players", 2)), seed=0)
    assert dealt.logs[0].deal[0] != game.logs[0].deal[0]
    seeded = dict(data, seed=-31)
    again = replay_record(seeded)
    assert again.seed_known and again.to_record()["seed"] == -31
    assert Game(Rules.make(2), seed=5).to_record()["seed"] == 5


def test_the_window_shows_and_saves_a_seedless_record_as_it_is(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    assert w.open_record(str(SEEDLESS)) and w.replaying
    assert w.seed_label.text() == ""  # no "Seed 0" (it deals other hands), nor a word taking room
    w.about_deal()
    text = w._box.text()
    assert "seed 0" not in text and "--seed" not in text
    assert text.startswith("This game's record gives no seed")
    assert "(Medium)" not in text and "Top player" not in text  # no levels were given
    w._box.buttons()[0].click()
    assert "This deal" not in w.about_text()  # Help -> About gives no seed either
    out = tmp_path / "saved.json"
    assert w.save_record(str(out))
    saved = json.loads(out.read_text(encoding="utf-8"))
    original = json.loads(SEEDLESS.read_text(encoding="utf-8"))
    assert "seed" not in saved and "resume" not in saved
    assert saved["hands"] == original["hands"]
    # A record with its seed and levels: both shown, and written back.
    full = json.loads((EXAMPLES / "full-game.json").read_text(encoding="utf-8"))
    full["resume"] = {"levels": [None, "hard"], "game_id": "abc123"}
    given = tmp_path / "given.json"
    given.write_text(json.dumps(full), encoding="utf-8")
    assert w.open_record(str(given))
    assert w.seed_label.text() == "Seed 2026"
    w.about_deal()
    assert "seed 2026" in w._box.text() and w._box.text().endswith(
        "\nComputer players: Top player (Hard)")
    w._box.buttons()[0].click()
    assert "This deal: seed 2026." in w.about_text()
    assert w.save_record(str(out))
    saved = json.loads(out.read_text(encoding="utf-8"))
    assert saved["seed"] == 2026 and saved["resume"]["levels"] == [None, "hard"]
    w.close()


def test_a_seed_that_did_not_deal_the_record_is_not_offered_to_deal_it_again(qtbot, tmp_path):
    """Play-test pt85: a record's seed was trusted even where it did not deal the record's hands
    (a record written by hand, or by another program): About this deal offered
    "allfives-qt --seed N", which deals other hands. The status bar shows no seed for it, as for a
    record without one; the seed is still the record's own, written back, so a saved game goes on
    dealing from it."""
    full = json.loads((EXAMPLES / "full-game.json").read_text(encoding="utf-8"))
    assert replay_record(full).seed_deals()  # our own record: its seed dealt every hand
    full["seed"] = 2027
    other = replay_record(full)
    assert other.seed_known and not other.seed_deals()
    assert other.to_record()["seed"] == 2027
    assert not replay_record(json.loads(SEEDLESS.read_text(encoding="utf-8"))).seed_deals()
    played = Game(Rules.make(3), seed=11)
    rng = random.Random(4)
    while len(played.logs) < 3 and step(played, rng) is not None:  # hands dealt from the seed
        pass
    assert len(played.logs) == 3 and played.seed_deals()
    assert replay_record(played.to_record()).seed_deals()
    w = make_window(qtbot, tmp_path)
    given = tmp_path / "given.json"
    given.write_text(json.dumps(full), encoding="utf-8")
    assert w.open_record(str(given))
    assert w.seed_label.text() == ""  # pt90 #2: "Seed 2027" named it the deal's seed
    w.about_deal()
    text = w._box.text()
    assert text.startswith("Seed 2027 does not deal all of this game's hands")
    assert "--seed" not in text
    w._box.buttons()[0].click()
    assert "This deal" not in w.about_text()
    w.close()

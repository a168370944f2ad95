"""The honest-boneyard probe of benchmarks/expert_probes.py (issue 14, goal 5): ``search-chance``
knows every hand but must not read the boneyard's order, or its figure would not mean what the
README says it means."""

import importlib.util
import random
from pathlib import Path

from allfives_qt.engine.hand import HandState
from allfives_qt.engine.rules import Rules

from test_ai_fast import random_positions

_PATH = Path(__file__).resolve().parent.parent / "benchmarks" / "expert_probes.py"


def _probes():
    spec = importlib.util.spec_from_file_location("expert_probes", _PATH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _reordered(h: HandState, rng: random.Random) -> HandState:
    c = h.copy()
    rest = list(c.boneyard[c.drawn:])
    rng.shuffle(rest)
    c.boneyard = list(c.boneyard[:c.drawn]) + rest
    return c


def test_search_chance_never_reads_the_boneyard_order():
    probes = _probes()
    rules = Rules.make(2)
    player = probes.SearchChance(seed=3)
    player.budget = 400
    shuffle = random.Random(5)
    tried = 0
    for h in random_positions(rules, 11, 60):
        if h.boneyard_size < 3 or len(h.legal_moves()) < 2:
            continue
        tried += 1
        choices, values = set(), set()
        for _ in range(3):
            state = _reordered(h, shuffle)
            move = player.choose_full(state, rules)
            assert move in state.legal_moves()
            choices.add(move)
            searcher = probes.ChanceSearcher(rules, 400, random.Random(1), None)
            values.add(round(searcher.best_move(state)[1], 9))
        assert len(choices) == 1 and len(values) == 1
    assert tried >= 10


def test_the_plain_search_does_read_it():
    """The check above can fail: the search of the whole state gives different values when only
    the boneyard's order changes."""
    probes = _probes()
    rules = Rules.make(2)
    shuffle = random.Random(5)
    differ = 0
    for h in random_positions(rules, 11, 60):
        if h.boneyard_size < 3 or len(h.legal_moves()) < 2:
            continue
        values = {round(probes.Searcher(rules, 400, lookahead=True).best_move(_reordered(h, shuffle))[1], 9)
                  for _ in range(3)}
        differ += len(values) > 1
    assert differ >= 3

"""The computer players: the levels offered in the game and the reference players.

Every honest player decides from its :class:`SeatView` alone, with a random source seeded from
its own seed and the view (:meth:`Player.rng_for`), so a decision is a function of
``(view, seed)``: the hidden tiles cannot change it (tests/test_ai_honesty.py).
"""

from __future__ import annotations

import random
import secrets

from allfives_qt.engine.hand import HandState, Move, SeatView
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import FULL_MASK, IS_DOUBLE, PIPS, SUIT, bits, mask_of

from .fast import (game_winner, points_after, rollout_greedy, rollout_lookahead, rollout_race,
                   side_totals, side_value)
from .infer import Knowledge
from .search import Searcher


class Player:
    """A computer player of one level (this base class plays any legal move: ``random``).

    ``seed``: int, or None for a random one. ``rules``: the game's rules (end-of-hand option and
    partnerships matter to the stronger levels); None means RULES.md's defaults for the number of
    players in the view. :meth:`choose` is called only when ``view.legal`` is non-empty and returns
    one of its moves; it may run on a worker thread (players keep no shared state).
    """

    level = "random"

    def __init__(self, seed: int | None = None, rules: Rules | None = None) -> None:
        self.seed = secrets.randbelow(2**31) if seed is None else int(seed)
        self.rules = rules

    #: Chance that this level calls "Muggins!" on points an opponent left unclaimed.
    muggins_chance = 0.5

    def rules_for(self, view: SeatView) -> Rules:
        """Return the rules this player assumes for ``view``: the view's own, else the player's."""
        if view.rules is not None:
            return view.rules
        if self.rules is not None and self.rules.players == view.players:
            return self.rules
        return Rules.make(view.players)

    def rng_for(self, view: SeatView) -> random.Random:
        """Return the random source of one decision: a function of the seed and the public view
        (own hand, history length), so the same view and seed always decide the same way."""
        return random.Random(f"{self.seed}:{view.seat}:{len(view.history)}:{mask_of(view.hand)}")

    def claims(self, view: SeatView) -> bool:
        """Whether the player claims the points of the play it just made (``claims: muggins``):
        computer players always do (RULES.md, "Claims and Muggins!")."""
        return True

    def calls_muggins(self, view: SeatView, points: int) -> bool:
        """Whether the player, about to act in ``view``, calls "Muggins!" on ``points`` the player
        before it left unclaimed: with chance :attr:`muggins_chance` of its level (Expert and Hard
        always), seeded by the view so a game stays reproducible."""
        if self.muggins_chance >= 1.0:
            return True
        rng = random.Random(f"{self.seed}:muggins:{view.seat}:{len(view.history)}")
        return rng.random() < self.muggins_chance

    def draws_at_will(self, view: SeatView) -> bool:
        """Whether the player draws one tile now although it may play (``draw: at-will``,
        ``view.may_draw``); asked again after each draw. This level never does."""
        return False

    def choose(self, view: SeatView) -> Move:
        """Return the play for ``view``'s seat: one of ``view.legal`` (non-empty)."""
        return self.explain(view)[0]

    def explain(self, view: SeatView) -> tuple[Move, dict]:
        """Return ``(move, facts)``. ``facts``: ``points_now`` (int, what the move scores at once),
        ``expected`` (float or None: the player's estimate of the net points for its side over the
        rest of the hand from this move, None if it makes no estimate), ``level`` (str)."""
        mv = self.rng_for(view).choice(view.legal)
        return mv, self._facts(view, mv, None)

    def _facts(self, view: SeatView, mv: Move, expected: float | None) -> dict:
        st = public_state(view)
        return {"points_now": points_after(st, mv.tile, mv.end), "expected": expected,
                "level": self.level}


def public_state(view: SeatView) -> HandState:
    """Return a :class:`HandState` that shows ``view``'s table and own hand; the other hands and
    the boneyard are filled with unseen tiles in id order (a stand-in that depends only on the
    view, used to compute points and open ends, never to peek)."""
    own = mask_of(view.hand)
    played = 0
    for ev in view.history:
        if ev.tile >= 0:
            played |= 1 << ev.tile
    pool = list(bits(FULL_MASK & ~own & ~played))
    hands = []
    for s in range(view.players):
        if s == view.seat:
            hands.append(own)
        else:
            k = view.hand_sizes[s]
            hands.append(mask_of(pool[:k]))
            pool = pool[k:]
    return HandState.from_view(view, hands, pool[:view.boneyard_size])


class GreedyPlayer(Player):
    """Reference ``greedy``: the most points now (RULES.md, "Scoring during the hand"); ties broken
    at random."""

    level = "greedy"
    muggins_chance = 1.0

    def explain(self, view: SeatView) -> tuple[Move, dict]:
        st = public_state(view)
        pts = [points_after(st, m.tile, m.end) for m in view.legal]
        top = max(pts)
        best = [m for m, p in zip(view.legal, pts) if p == top]
        mv = self.rng_for(view).choice(best)
        return mv, {"points_now": top, "expected": None, "level": self.level}


class EasyPlayer(Player):
    """Easy: a casual beginner. When a play scores, it takes the best one 60% of the time and
    otherwise plays any legal tile at random."""

    level = "easy"
    take = 0.6
    muggins_chance = 0.5

    def explain(self, view: SeatView) -> tuple[Move, dict]:
        st = public_state(view)
        rng = self.rng_for(view)
        pts = [points_after(st, m.tile, m.end) for m in view.legal]
        top = max(pts)
        if top and rng.random() < self.take:
            mv = rng.choice([m for m, p in zip(view.legal, pts) if p == top])
        else:
            mv = rng.choice(view.legal)
        return mv, self._facts(view, mv, None)


class MediumPlayer(Player):
    """Medium: the most points now, then sensible tie-breaks: play heavy tiles and doubles early
    (fewer pips left at the end of the hand), and keep a variety of suits in hand."""

    level = "medium"
    muggins_chance = 0.85

    def explain(self, view: SeatView) -> tuple[Move, dict]:
        st = public_state(view)
        hand = mask_of(view.hand)
        best, best_key = view.legal[0], None
        for m in view.legal:
            rest = hand & ~(1 << m.tile)
            suits = sum(1 for v in range(7) if rest & SUIT[v])
            key = (points_after(st, m.tile, m.end), PIPS[m.tile] + 4 * IS_DOUBLE[m.tile] + suits,
                   -m.tile, -m.end)
            if best_key is None or key > best_key:
                best, best_key = m, key
        return best, self._facts(view, best, None)


def draws_everything(rules: Rules) -> bool:
    """Whether, under ``draw: at-will``, Hard and Expert draw every tile that may be drawn before
    they play: with 2 players (the opponent, stuck, must then pass instead of drawing) and under
    ``end_of_hand: go-out-point`` (the tiles held cost nothing at the end). Measured on duplicate
    deals against the same level that never draws at will (README, "Strength and speed"); with
    3 or 4 players under the other end-of-hand options drawing everything loses."""
    return rules.draw == "at-will" and (rules.players == 2 or rules.end_of_hand == "go-out-point")


class HardPlayer(Player):
    """Hard: points now minus the expected best reply of the next seat (an opponent), each reply
    tile weighted by the chance that seat holds it (:meth:`Knowledge.prob_holds`, which uses the
    voids shown by draws and passes), plus small terms for shedding heavy tiles and doubles, and a
    bonus for going out.

    The terms are weighed for the end-of-hand scoring in use (RULES.md, "The end of a hand"): with
    pips counted at the end (``each-subtracts``, ``winner-collects``) shedding pips and going out
    early pay; with ``go-out-point`` (Fives and Threes) the pips left cost nothing and going out is
    worth one point (:attr:`weights_by_end`, measured: README, "Strength and speed"). With the
    game's scores in the view, a play that reaches the target is taken (:func:`winning_play`).
    """

    level = "hard"
    muggins_chance = 1.0
    #: Weights ``(heavy, double, out_bonus, out_pips)``: per pip of the tile played, for a double
    #: played, for going out, and per pip in hand when going out.
    heavy = 0.15
    double = 1.0
    out_bonus = 10.0
    out_pips = 0.5
    #: Weights that replace the four above under an ``end_of_hand`` option.
    weights_by_end = {"go-out-point": (0.0, 0.0, 1.0, 0.0)}

    def weights(self, rules: Rules) -> tuple[float, float, float, float]:
        """Return ``(heavy, double, out_bonus, out_pips)`` for ``rules``' end-of-hand scoring."""
        return self.weights_by_end.get(rules.end_of_hand,
                                       (self.heavy, self.double, self.out_bonus, self.out_pips))

    #: Under ``draw: at-will``, where :func:`draws_everything` is False: the expected gain a draw
    #: must exceed (points; measured, README "Strength and speed").
    draw_cost = 5.0
    #: Whether to draw everything where :func:`draws_everything` says it pays (False: only a probe).
    draw_all = True

    def explain(self, view: SeatView) -> tuple[Move, dict]:
        won = winning_play(view, self.rules_for(view))
        if won is not None:  # the game is won at once (the view has the game's scores)
            return won[0], {"points_now": won[1], "expected": None, "level": self.level}
        ctx = self._context(view)
        best, (score, now, reply) = view.legal[0], self._score(ctx, view.legal[0])
        for m in view.legal[1:]:
            sc = self._score(ctx, m)
            if sc[0] > score:  # the first of equal scores stays
                best, (score, now, reply) = m, sc
        return best, {"points_now": now, "expected": round(now - reply, 2), "level": self.level}

    def draws_at_will(self, view: SeatView) -> bool:
        """Under ``draw: at-will`` (``view.may_draw`` with a legal play): draw every tile that may
        be drawn where :func:`draws_everything` says it pays; otherwise draw when the expected
        improvement of the best play's score (points now minus the expected reply, plus the
        shaping terms) from the next boneyard tile exceeds :attr:`draw_cost`. Each unseen tile is
        the next one with a chance proportional to the chance it lies in the boneyard; the plays
        in hand stay available after a draw, so only improvements count."""
        if not view.may_draw or not view.legal:
            return False
        if self.draw_all and draws_everything(self.rules_for(view)):
            return True
        ctx = self._context(view)
        kn, st, hand = ctx[0], ctx[1], ctx[2]
        base = max(self._score(ctx, m)[0] for m in view.legal)
        gain = weight = 0.0
        fits = st.playable_mask()
        for t in bits(kn.unseen):
            slots = kn.holders(t)  # the chance t lies in the boneyard: its share of the slots
            w = view.boneyard_size / slots if slots else 0.0
            if w <= 0:
                continue
            weight += w
            if not (fits >> t) & 1:
                continue  # drawn, it would not fit: no better play
            c = st.copy()
            c.hands[view.seat] = hand | 1 << t
            top = max((self._score(ctx, Move(u, e))[0] for u, e in c.legal_moves() if u == t),
                      default=base)
            gain += w * max(0.0, top - base)
        return weight > 0 and gain / weight > self.draw_cost

    def _context(self, view: SeatView) -> tuple:
        """What scoring a play needs: ``(knowledge, public state, hand mask, reply chances,
        partner_next, weights)``."""
        st = public_state(view)
        kn = Knowledge(view)
        n = view.players
        nxt = (view.seat + 1) % n
        rules = self.rules_for(view)
        partner_next = rules.partnerships and n == 4 and nxt % 2 == view.seat % 2
        probs = {t: kn.prob_holds(nxt, t) for t in bits(kn.unseen)}
        return kn, st, mask_of(view.hand), probs, partner_next, self.weights(rules)

    @staticmethod
    def _score(ctx: tuple, m: Move) -> tuple[float, int, float]:
        """Return ``(score, points now, expected reply)`` of the play ``m`` (the tile may be one
        the seat would draw first: it is played from the hand plus that tile)."""
        _, st, hand, probs, partner_next, (heavy, double, out_bonus, out_pips) = ctx
        c = st.copy()
        c.hands[c.turn] = hand | 1 << m.tile
        now = points_after(c, m.tile, m.end)
        c._play(m.tile, m.end)
        if c.status:
            return now + out_bonus + out_pips * sum(PIPS[t] for t in bits(hand)), now, 0.0
        reply = _expected_best_reply(c, probs)
        score = now - (-reply if partner_next else reply)
        return score + heavy * PIPS[m.tile] + double * IS_DOUBLE[m.tile], now, reply


def _expected_best_reply(c: HandState, probs: dict[int, float]) -> float:
    """Expected points of the best reply on layout ``c`` by a seat holding each tile ``t``
    independently with chance ``probs[t]``: with reply values sorted high to low,
    ``sum(v_i * p_i * prod_{j<i}(1 - p_j))``."""
    vals = []
    pm = c.playable_mask()
    for t, p in probs.items():
        if p <= 0 or not (pm >> t) & 1:
            continue
        v = 0
        for arm in range(4):
            e = c.ends[arm]
            if e >= 0 and (SUIT[e] >> t) & 1:
                pt = points_after(c, t, arm)
                if pt > v:
                    v = pt
        if v:
            vals.append((v, p))
    vals.sort(reverse=True)
    exp, miss = 0.0, 1.0
    for v, p in vals:
        exp += v * p * miss
        miss *= 1.0 - p
    return exp


def game_need(view: SeatView, rules: Rules) -> list[int] | None:
    """The points each side still needs to reach the target, when the view has the game's
    scores (:attr:`SeatView.scores`; a hand seen alone has none: None), so that Hard and the Expert
    play for the game and not only for the hand (RULES.md, "The game")."""
    if len(view.scores) != rules.sides:
        return None
    return [rules.target - s for s in view.scores]


def points_to_win(view: SeatView, rules: Rules) -> int:
    """The points that bring ``view``'s side to the target and win the game at once (RULES.md,
    "The game", ``win: immediate``); 0 when the view has no game scores (:func:`game_need`) or
    ``rules`` end the game only when a hand is scored."""
    need = game_need(view, rules)
    if need is None or rules.win != "immediate":
        return 0
    return max(1, need[rules.side_of(view.seat)])


def winning_play(view: SeatView, rules: Rules) -> tuple[Move, int] | None:
    """``(move, points)``: the legal play of ``view`` that scores the most among those that bring
    the seat's side to the target now and so win the game at once (:func:`points_to_win`; the
    first in ``view.legal``'s order on a tie), or None when there is none. Hard and the Expert
    take it, and the hint names it."""
    need = points_to_win(view, rules)
    if not need:
        return None
    st = public_state(view)
    points = [points_after(st, m.tile, m.end) for m in view.legal]
    best = max(range(len(points)), key=lambda i: (points[i], -i))
    return (view.legal[best], points[best]) if points[best] >= need else None


class ExpertPlayer(Player):
    """Expert: determinized sampling. Deals the unseen tiles many times in ways that agree with the
    view (:meth:`Knowledge.sample`: hand sizes, voids, and with ``soft`` the hint that players take
    the points they see), plays every candidate move out in each deal with fast playouts in which
    every seat takes the most points now minus the next seat's best reply, the reply weighed less
    for the other sides' seats (they cannot see the Expert's hand), with small bonuses for a double
    played and for each tile kept that fits an open end
    (:func:`~allfives_qt.ai.fast.best_lookahead`, :meth:`playout_weights`, ``policy=1``; plain
    greedy with ``policy=0``), and picks the best mean net result for its side (partners' points
    included; end-of-hand scoring by the rules). When nothing is hidden (2 players, boneyard empty)
    it searches the rest of the hand (:class:`Searcher`, exact within ``search_budget`` nodes). With
    a reserve (``boneyard_reserve``, 2 players, nothing left to draw) it searches every split of the
    hidden tiles between the opponent's hand and the reserve that agrees with the view, when there
    are few, and averages (:meth:`_split_values`). Under ``draw: at-will`` see
    :meth:`draws_at_will`. With the game's scores in the view (:meth:`Game.view`), it plays
    for the game: a play that reaches the target wins at once, and a playout that ends the game
    counts :attr:`game_value` for the side that won it (:func:`game_need`).

    ``work``: the budget of one decision in tile plays: the samples are ``work / (candidates *
    tiles left in play)`` clamped to ``min_samples..max_samples``, a count budget so decisions
    never depend on the clock.
    """

    level = "expert"
    muggins_chance = 1.0
    work = 16000
    min_samples = 24
    max_samples = 200
    search_budget = 5000
    soft = 1
    unlikely = 0.3
    policy = 1
    #: The playout policy's weights (:func:`~allfives_qt.ai.fast.best_lookahead`): the reply
    #: weight for the Expert's own side and for the other sides (whose players do not see the
    #: Expert's hand, so they avoid its replies less surely than a playout on a dealt state
    #: would), the bonus for playing a double, and the bonus per tile kept that fits an open end.
    #: Measured on duplicate deals (README, "Strength and speed").
    beta = 1.0
    beta_others = 0.5
    double_bonus = 1.0
    keep_bonus = 1.0
    #: Ties in the playouts: 0 breaks them by the arms' order (W, E, N, S); a small negative
    #: weight (the review's, :mod:`.review`) plays the one that leaves the lower count first, so
    #: positions that differ only in which arm is which are played out alike (docs/expert-rounds.md,
    #: seventeenth round: no gain in strength either way).
    count_tie = 0.0

    def explain(self, view: SeatView) -> tuple[Move, dict]:
        legal = list(view.legal)
        st = public_state(view)
        rules = self.rules_for(view)
        if len(legal) == 1:
            mv = legal[0]
            return mv, {"points_now": points_after(st, mv.tile, mv.end), "expected": None,
                        "level": self.level}
        won = winning_play(view, rules)
        if won is not None:
            return won[0], {"points_now": won[1], "expected": None, "level": self.level}
        need = game_need(view, rules)
        rng = self.rng_for(view)
        kn = Knowledge(view, soft=bool(self.soft), unlikely_weight=self.unlikely)
        if kn.nothing_hidden():
            full = kn.sample_state(rng)
            mv, val, _ = Searcher(rules, self.search_budget).best_move(full)
            return mv, {"points_now": points_after(st, mv.tile, mv.end),
                        "expected": round(val, 2), "level": self.level}
        values = self._memo_values(view) or self._values(view, legal, rules, rng, kn, self.work,
                                                         need)
        i = max(range(len(legal)), key=lambda j: (values[j], -j))
        mv = legal[i]
        return mv, {"points_now": points_after(st, mv.tile, mv.end),
                    "expected": round(values[i], 2), "level": self.level}

    def evaluate(self, view: SeatView, work: int | None = None) -> list[tuple[Move, float]]:
        """Return ``(move, expected)`` for every move of ``view.legal``, in that order.

        ``expected``: the player's estimate of the net points for the seat's side from this move
        to the end of the hand (the move's own points and the end-of-hand change included; with
        more than two sides, the side's points minus the others' mean), as :meth:`explain`
        computes it. With hidden tiles: the mean over sampled deals, ``work`` tile plays in all
        (default :attr:`work`; more work allows proportionally more than ``max_samples``). With nothing hidden: each move followed by an exact search within
        ``search_budget`` nodes (RULES.md, "A hand"). A function of ``(seed, view, work)`` alone.
        Raises ``ValueError`` when ``view.legal`` is empty.
        """
        legal = list(view.legal)
        if not legal:
            raise ValueError("the seat has no legal play to evaluate")
        rules = self.rules_for(view)
        rng = self.rng_for(view)
        kn = Knowledge(view, soft=bool(self.soft), unlikely_weight=self.unlikely)
        if kn.nothing_hidden():
            return list(zip(legal, self._searched(kn.sample_state(rng), legal, rules)))
        return list(zip(legal, self._values(view, legal, rules, rng, kn, work or self.work)))

    def _values(self, view: SeatView, legal: list[Move], rules: Rules, rng: random.Random,
                kn: Knowledge, work: int, need: list[int] | None = None) -> list[float]:
        """Each move's value with hidden tiles: searched over the reserve splits where that
        applies (:meth:`_split_values`), else sampled (:meth:`_sampled`, ``work`` tile plays;
        ``need``: see :func:`game_need`)."""
        values = self._split_values(view, legal, rules, kn)
        return self._sampled(view, legal, rules, rng, kn, work, need=need) if values is None else values

    #: A playout in which a side reaches the game's target counts this many points (won or
    #: lost) on top of the hand's points; 60 and 200 measured alike (README, "Strength and speed").
    game_value = 200.0

    #: With a reserve (option ``boneyard_reserve``) and 2 players: search every deal of the hidden
    #: tiles into the opponent's hand and the reserve when at most ``max_splits`` agree with the
    #: view, ``split_budget`` search nodes in all (at least ``min_split_budget`` per search).
    split_search = True
    max_splits = 28
    split_budget = 12000
    min_split_budget = 150

    def _split_values(self, view: SeatView, legal: list[Move], rules: Rules,
                      kn: Knowledge) -> list[float] | None:
        """The value of each move of ``legal`` averaged over every deal of the hidden tiles into
        the opponent's hand and the reserve (:meth:`Knowledge.reserve_splits`), each deal searched
        (:meth:`_searched`); None when that does not apply (then the Expert samples)."""
        splits = kn.reserve_splits(self.max_splits) if self.split_search else None
        if not splits:
            return None
        budget = max(self.min_split_budget, self.split_budget // (len(splits) * len(legal)))
        totals = [0.0] * len(legal)
        for hands, reserve in splits:
            full = HandState.from_view(view, hands, reserve)
            for i, v in enumerate(self._searched(full, legal, rules, budget)):
                totals[i] += v
        return [t / len(splits) for t in totals]

    #: Under ``draw: at-will``, where :func:`draws_everything` is False: by how many points a
    #: draw's sampled value must beat the best play's (see :meth:`draws_at_will`), per number of
    #: players; a number not listed never draws there (measured to pay with 3 and 4 players;
    #: README, "Strength and speed").
    draw_margin: dict[int, float] = {3: 1.0, 4: 1.0}
    #: As :attr:`HardPlayer.draw_all`.
    draw_all = True

    def draws_at_will(self, view: SeatView) -> bool:
        """Under ``draw: at-will`` (``view.may_draw`` with a legal play): draw every tile that may
        be drawn where :func:`draws_everything` says it pays. Otherwise, with a :attr:`draw_margin`,
        "draw" is one more candidate of the sampled evaluation: in each sampled deal the seat takes
        the sampled boneyard's next tile and the playout goes on from there (the seat then plays
        as the playouts do); it draws when that mean beats the best play's by the margin.
        The plays' values are kept for :meth:`choose` on the same view (the same figures
        :meth:`explain` would compute: the draw candidate takes nothing from the random source).
        """
        if not view.may_draw or not view.legal:
            return False
        rules = self.rules_for(view)
        if self.draw_all and draws_everything(rules):
            return True
        margin = self.draw_margin.get(view.players)
        if margin is None:
            return False
        kn = Knowledge(view, soft=bool(self.soft), unlikely_weight=self.unlikely)
        if kn.nothing_hidden():
            return False
        values = self._sampled(view, list(view.legal), rules, self.rng_for(view), kn, self.work,
                               with_draw=True, need=game_need(view, rules))
        drawn = values.pop()
        self._memo = (self._memo_key(view), values)
        return drawn > max(values) + margin

    @staticmethod
    def _memo_key(view: SeatView) -> tuple:
        return view.seat, len(view.history), mask_of(view.hand), view.boneyard_size, view.legal

    def _memo_values(self, view: SeatView) -> list[float] | None:
        """The plays' values :meth:`draws_at_will` computed for this very view, else None."""
        memo = getattr(self, "_memo", None)
        return memo[1] if memo is not None and memo[0] == self._memo_key(view) else None

    def _sampled(self, view: SeatView, legal: list[Move], rules: Rules, rng: random.Random,
                 kn: Knowledge, work: int, with_draw: bool = False,
                 need: list[int] | None = None) -> list[float]:
        """Mean net result for the seat's side of each move of ``legal`` over sampled deals; with
        ``with_draw`` one more value at the end: drawing the next tile first (the sample count
        and the random source are those of ``legal`` alone, so the plays' values do not change).
        ``need``: the points each side needs to reach the target (:func:`game_need`), or None."""
        k = len(legal)
        remaining = sum(view.hand_sizes) + view.boneyard_size
        cap = max(self.max_samples, self.max_samples * work // self.work)
        samples = max(self.min_samples, min(cap, int(work / (k * max(4, remaining)))))
        totals = [0.0] * k
        drawn = 0.0
        side = rules.side_of(view.seat)
        for _ in range(samples):
            base = kn.sample_state(rng)
            bp = base.points
            for i, m in enumerate(legal):
                c = base.copy()
                c._play(m.tile, m.end)
                totals[i] += self.play_out(c, rules, bp, side, need)
            if with_draw:
                c = base.copy()
                c.draw()
                drawn += self.play_out(c, rules, bp, side, need)
        return [t / samples for t in totals] + ([drawn / samples] if with_draw else [])

    def play_out(self, c: HandState, rules: Rules, base_points: list[int], side: int,
                 need: list[int] | None = None) -> float:
        """Play ``c`` to the end of its hand in place with the Expert's playout policy
        (:func:`~allfives_qt.ai.fast.rollout_lookahead`, or greedy with ``policy=0``); return the
        net points for ``side`` since ``base_points`` (:func:`side_totals`, :func:`side_value`).
        With ``need`` (the points each side needs to reach the target since ``base_points``; see
        :func:`game_need`), a side that reaches it ends the game (under ``win: immediate`` at that
        play, :func:`~allfives_qt.ai.fast.rollout_race`; else when the hand is scored) and the
        value gains or loses :attr:`game_value`."""
        if need is None or not self.policy:
            if self.policy:
                rollout_lookahead(c, weights=self.playout_weights(c.players, rules, side))
            else:
                rollout_greedy(c)
            return side_value(side_totals(c, rules, base_points), side)
        weights = self.playout_weights(c.players, rules, side)
        sides_of = [rules.side_of(s) for s in range(c.players)]
        if rules.win == "immediate":
            winner = rollout_race(c, weights, need, sides_of)
        else:
            winner = -1
            rollout_lookahead(c, weights=weights)
        totals = side_totals(c, rules, base_points)
        if winner < 0:
            winner = game_winner(need, totals)
        value = side_value(totals, side)
        if winner >= 0:
            value += self.game_value if winner == side else -self.game_value
        return value

    def playout_weights(self, players: int, rules: Rules,
                        side: int) -> list[tuple[float, float, float, float]]:
        """Per seat, ``(beta, double, keep, tie)`` of the playout policy for a deal played for
        ``side``: :attr:`beta` for its own seats, :attr:`beta_others` for the others; ``tie`` is
        :attr:`count_tie`."""
        return [(self.beta if rules.side_of(s) == side else self.beta_others, self.double_bonus,
                 self.keep_bonus, self.count_tie) for s in range(players)]

    def _searched(self, full: HandState, legal: list[Move], rules: Rules,
                  budget: int | None = None) -> list[float]:
        """Value of each move of ``legal`` on the fully known ``full``: its points plus the searched
        value of the rest of the hand, from the mover's side; one search for them all
        (:meth:`Searcher.move_values`: every value from the same depth), ``budget`` nodes
        (default :attr:`search_budget`) per move."""
        per_move = budget or self.search_budget
        return Searcher(rules, per_move * len(legal)).move_values(full, legal).values


class OmniscientPlayer(ExpertPlayer):
    """Reference ``omniscient``: searches the *true* state (every hand and the boneyard order) with
    :class:`Searcher` (alpha-beta, transposition table kept across deepening, ``full_budget``,
    static leaves valued by the pips left, ``pip_weight``). Only :meth:`choose_full` is
    meaningful; the tournament gives it the state. Never offered in the game."""

    level = "omniscient"
    sees_all = True
    #: Work budget of one decision's search (nodes; a position at the depth limit costs 1).
    full_budget = 20000
    #: Points per pip left in a hand at the search's depth limit (static leaves, deeper search
    #: than playouts for the same budget; measured best of 0.5 / 0.25 / 0.1, see the README).
    #: Under ``end_of_hand: go-out-point`` pips are worth no points, so playouts are used instead.
    pip_weight = 0.25

    def explain(self, view: SeatView) -> tuple[Move, dict]:
        """Refused: a seat view hides what this player needs. Raises ``TypeError``; use
        :meth:`choose_full` with the full state."""
        raise TypeError("the omniscient reference player needs the full state: use choose_full(state)")

    def choose_full(self, state: HandState, rules: Rules | None = None) -> Move:
        """Return the play for the seat to act in the full ``state`` (which must have a legal move)."""
        rules = rules or self.rules or Rules.make(state.players)
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        weight = None if rules.end_of_hand == "go-out-point" else self.pip_weight
        mv, _, _ = Searcher(rules, self.full_budget, pip_weight=weight).best_move(state)
        return mv

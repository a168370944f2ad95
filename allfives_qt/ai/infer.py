"""What a seat can infer about the hidden tiles from its :class:`SeatView` alone.

RULES.md, "A hand", 4: a player draws or passes only when no tile in their hand fits an open end.
So every DRAW or PASS event tells that the tiles that seat held *at that moment* match none of the
open ends then. Tiles drawn later are not covered by that fact. :class:`Knowledge` keeps, for each
other seat, groups of hidden tiles ``[count, forbidden mask, unlikely mask]``: the dealt tiles and each drawn tile
start a group, every later draw or pass of that seat adds the then-playable tiles to the forbidden
mask of all its groups, and a play removes one tile from a group that allows it.

:meth:`Knowledge.sample` deals the unseen tiles into hands and a boneyard order consistent with
those facts ("determinization"), for the Expert's playouts.
"""

from __future__ import annotations

import random
from itertools import combinations

from allfives_qt.engine.hand import DRAW, PASS, PLAY, HandState, SeatView
from allfives_qt.engine.tiles import FULL_MASK, PIPS, SUIT, bits, mask_of

from .fast import points_after

FULL = FULL_MASK


class Knowledge:
    """Facts about hidden tiles derived from ``view`` (a :class:`SeatView`), and nothing else.

    With ``soft``, a play also hints: tiles that would have scored more than the play did are
    "unlikely" in that seat's hand then (most players take the points they see); :meth:`sample`
    picks such tiles with relative weight ``unlikely_weight`` (0..1) instead of 1.

    Attributes: ``unseen`` (mask of tiles neither in the viewer's hand nor on the table),
    ``groups[s]`` (list of ``[count, forbidden, unlikely]`` masks per other seat ``s``; empty for the viewer),
    ``void[s]`` (mask of tiles seat ``s`` certainly does not hold: forbidden in all its groups).
    Construction costs O(len(view.history)).
    """

    __slots__ = ("view", "unseen", "groups", "void", "players", "own", "unlikely_weight")

    def __init__(self, view: SeatView, soft: bool = False, unlikely_weight: float = 0.3) -> None:
        n = view.players
        self.view = view
        self.unlikely_weight = unlikely_weight
        self.players = n
        self.own = mask_of(view.hand)
        played = 0
        # Replay the public events on a layout whose hands are all "full": only the table matters.
        pub = HandState([FULL] * n, [], view.history[0].seat if view.history else view.turn, view.rules)
        # Under ``draw: at-will`` a draw proves nothing: the seat may have held a tile that fits.
        draws_tell = view.rules is None or view.rules.draw == "when-stuck"
        # Each seat's deal: its size now + its plays - its draws.
        plays = [0] * n
        draws = [0] * n
        for ev in view.history:
            if ev.kind == PLAY:
                plays[ev.seat] += 1
            elif ev.kind == DRAW:
                draws[ev.seat] += 1
        groups: list[list[list[int]]] = [
            [] if s == view.seat else [[view.hand_sizes[s] + plays[s] - draws[s], 0, 0]] for s in range(n)]
        for ev in view.history:
            s = ev.seat
            if ev.kind == PLAY:
                pub.turn = s
                if soft and s != view.seat and groups[s]:
                    better = _better_than(pub, ev.points)
                    if better:
                        for g in groups[s]:
                            g[2] |= better
                pub._play(ev.tile, ev.end)
                played |= 1 << ev.tile
                if s != view.seat:
                    _remove_one(groups[s], ev.tile)
            elif ev.kind == PASS or (ev.kind == DRAW and draws_tell):
                if s != view.seat:
                    pm = pub.playable_mask()
                    for g in groups[s]:
                        g[1] |= pm
                    if ev.kind == DRAW:
                        groups[s].append([1, 0, 0])
            elif ev.kind == DRAW and s != view.seat:
                groups[s].append([1, 0, 0])
        self.unseen = FULL & ~self.own & ~played
        for s in range(n):
            gs = [g for g in groups[s] if g[0] > 0]
            # Merge groups with the same forbidden mask.
            merged: dict[tuple[int, int], int] = {}
            for c, f, sf in gs:
                key = (f & self.unseen, sf & self.unseen & ~f)
                merged[key] = merged.get(key, 0) + c
            groups[s] = [[c, f, sf] for (f, sf), c in
                         sorted(merged.items(), key=lambda x: -x[0][0].bit_count())]
        self.groups = groups
        void = [0] * n
        for s in range(n):
            if s == view.seat or not groups[s]:
                void[s] = FULL if s != view.seat else 0
                continue
            v = FULL
            for _, f, _ in groups[s]:
                v &= f
            void[s] = v
        self.void = void

    def holders(self, tile: int) -> float:
        """Return the number of hidden slots (other hands' tiles and boneyard) that may hold
        ``tile``: the boneyard plus every seat for which ``tile`` is not void, weighted by hand size."""
        v = self.view
        total = v.boneyard_size
        for s in range(self.players):
            if s != v.seat and not (self.void[s] >> tile) & 1:
                total += v.hand_sizes[s]
        return total

    def prob_holds(self, seat: int, tile: int) -> float:
        """Return an estimate of the chance (0..1) that ``seat`` holds ``tile`` now: 0 when the tile
        is seen or void for ``seat``, else the seat's share of the hidden slots that may hold it."""
        if not (self.unseen >> tile) & 1 or (self.void[seat] >> tile) & 1:
            return 0.0
        total = self.holders(tile)
        return self.view.hand_sizes[seat] / total if total else 0.0

    def nothing_hidden(self) -> bool:
        """Whether the hidden tiles are all known: the boneyard is empty and at most one other
        seat holds tiles (so it holds exactly the unseen ones)."""
        v = self.view
        if v.boneyard_size:
            return False
        return sum(1 for s in range(v.players) if s != v.seat and v.hand_sizes[s]) <= 1

    def reserve_splits(self, limit: int) -> list[tuple[list[int], list[int]]] | None:
        """Every deal of the hidden tiles that agrees with the view, when the only hidden tiles
        are one other seat's hand and the boneyard's reserve (nothing left to draw, option
        ``boneyard_reserve``; RULES.md, "The family"): a list of ``(hands as masks, reserve as
        tile ids in id order)``, each deal as likely as the others. None when that is not the
        case, or when more than ``limit`` deals agree (then sampling is the cheaper estimate).
        A deal agrees when the other seat's tiles can be matched to its groups (each group's
        count, no tile a group forbids)."""
        v = self.view
        others = [s for s in range(v.players) if s != v.seat and v.hand_sizes[s]]
        reserve_size = v.rules.boneyard_reserve if v.rules is not None else 0
        if not v.boneyard_size or v.boneyard_size > reserve_size or len(others) != 1:
            return None
        opp = others[0]
        unseen = list(bits(self.unseen))
        out = []
        for reserve in combinations(unseen, v.boneyard_size):
            held = [t for t in unseen if t not in reserve]
            if _fits_groups(held, self.groups[opp]):
                if len(out) == limit:
                    return None
                hands = [0] * v.players
                hands[v.seat] = self.own
                hands[opp] = mask_of(held)
                out.append((hands, list(reserve)))
        return out

    def sample(self, rng: random.Random, tries: int = 20) -> tuple[list[int], list[int]]:
        """Return ``(hands, boneyard)``: one random deal of the unseen tiles that agrees with the
        view (hand sizes, tiles each seat cannot hold), hands as masks with the viewer's own hand,
        the boneyard as tile ids in a random draw order. Most constrained groups are filled first;
        if ``tries`` attempts all fail, the constraints are dropped for that sample (never raises).
        """
        v = self.view
        unseen = list(bits(self.unseen))
        slots = []  # (allowed mask, count, seat, unlikely mask)
        for s in range(self.players):
            if s == v.seat:
                continue
            for c, f, sf in self.groups[s]:
                slots.append((self.unseen & ~f, c, s, sf))
        slots.sort(key=lambda x: x[0].bit_count())
        lam = self.unlikely_weight
        for attempt in range(tries + 1):
            relax = attempt == tries
            hands = [0] * self.players
            hands[v.seat] = self.own
            left = self.unseen
            ok = True
            for allowed, c, s, sf in slots:
                cand = [t for t in unseen if (left >> t) & 1 and (relax or (allowed >> t) & 1)]
                if len(cand) < c:
                    ok = False
                    break
                if sf and not relax:
                    # Weighted choice without replacement: key u ** (1 / weight), largest first.
                    keyed = sorted(cand, key=lambda t: rng.random() ** (1.0 / lam) if (sf >> t) & 1
                                   else rng.random(), reverse=True)
                    pick = keyed[:c]
                else:
                    pick = rng.sample(cand, c)
                for t in pick:
                    hands[s] |= 1 << t
                    left &= ~(1 << t)
            if ok:
                bone = list(bits(left))
                rng.shuffle(bone)
                if len(bone) == v.boneyard_size:
                    return hands, bone
        raise AssertionError("unreachable: relaxed sampling cannot fail")  # pragma: no cover

    def sample_state(self, rng: random.Random) -> HandState:
        """Return a full :class:`HandState` built from the view plus one :meth:`sample`."""
        hands, bone = self.sample(rng)
        return HandState.from_view(self.view, hands, bone)


def _fits_groups(tiles: list[int], groups: list[list[int]]) -> bool:
    """Whether ``tiles`` can be shared out among ``groups`` (``[count, forbidden, unlikely]``):
    every group gets exactly its count, no tile goes to a group that forbids it."""
    left = [g[0] for g in groups]
    if sum(left) != len(tiles):
        return False
    order = sorted(tiles, key=lambda t: sum(1 for g in groups if not (g[1] >> t) & 1))

    def place(i: int) -> bool:
        if i == len(order):
            return True
        t = order[i]
        for j, g in enumerate(groups):
            if left[j] and not (g[1] >> t) & 1:
                left[j] -= 1
                if place(i + 1):
                    return True
                left[j] += 1
        return False

    return place(0)


def _remove_one(groups: list[list[int]], tile: int) -> None:
    """A seat played ``tile``: take one tile from the most constrained group that allows it
    (keeping the weaker facts is the safe choice when it is ambiguous)."""
    best = None
    for g in groups:
        if g[0] > 0 and not (g[1] >> tile) & 1:
            if best is None or g[1].bit_count() > best[1].bit_count():
                best = g
    if best is None:  # should not happen; fall back to any non-empty group
        best = next((g for g in groups if g[0] > 0), None)
        if best is None:
            return
    best[0] -= 1


def _better_than(pub: HandState, points: int) -> int:
    """Return the mask of tiles that would have scored more than ``points`` for the seat to act on
    ``pub``'s layout (on their best open end)."""
    out = 0
    if pub.center is None:
        for t in range(28):
            if pub.table[PIPS[t]] > points:
                out |= 1 << t
        return out
    for arm in range(4):
        e = pub.ends[arm]
        if e < 0:
            continue
        m = SUIT[e]
        while m:
            low = m & -m
            t = low.bit_length() - 1
            m ^= low
            if points_after(pub, t, arm) > points:
                out |= 1 << t
    return out

"""One hand of All Fives: the deal played out (RULES.md, "A hand", "Doubles and the spinner",
"Scoring during the hand", and the hand-level options of "The family").

:class:`HandState` is the single implementation of the rules of play. The window, the ``replay``
command and the computer players' simulations all use it. It is built for speed: hands are tile
bit masks (see :mod:`allfives_qt.engine.tiles`), the four arms are small lists, and a state can be
copied (:meth:`HandState.copy`) or saved and restored (:meth:`HandState.snapshot`,
:meth:`HandState.restore`, the game's Undo) in a few microseconds.
"""

from __future__ import annotations

from typing import NamedTuple

from .rules import Rules
from .tiles import FULL_MASK, HI, IS_DOUBLE, LO, NAMES, PIPS, SUIT, TILES, bits, mask_of, mask_pips

# Arms, in the order of RULES.md: the spinner's two sides, then its two ends.
W, E, N, S = 0, 1, 2, 3
#: Arm names by arm index.
ARM_NAMES = ("W", "E", "N", "S")
#: Arm index by name.
ARM_BY_NAME = {name: i for i, name in enumerate(ARM_NAMES)}
#: ``end`` of a lead: the tile's low half on the W end, high half on the E end.
LEAD = 4
#: ``end`` of a lead written high half first: the high half on the W end.
LEAD_FLIPPED = 5

# Hand status.
PLAYING, OUT, BLOCKED = 0, 1, 2

# Kinds of public events in :attr:`HandState.history`.
PLAY, DRAW, PASS = 0, 1, 2


class Move(NamedTuple):
    """A play: ``tile`` id and ``end`` (an arm index W/E/N/S, or LEAD/LEAD_FLIPPED for the lead)."""

    tile: int
    end: int


class Event(NamedTuple):
    """A public event of the hand. ``kind`` is PLAY, DRAW or PASS; for a PLAY, ``tile`` is the
    tile id, ``end`` its end and ``points`` what it scored; otherwise those three are -1, -1, 0."""

    kind: int
    seat: int
    tile: int = -1
    end: int = -1
    points: int = 0


#: ``_MOVES[end][tile]``: every possible Move, built once so listing legal moves allocates nothing.
_MOVES = tuple(tuple(Move(t, e) for t in range(28)) for e in range(6))
_new_event = tuple.__new__  # builds an Event without NamedTuple's Python-level __new__


def count_points(count: int, scoring: str = "fives") -> int:
    """Return the points a ``count`` scores under ``scoring`` (RULES.md, "Scoring during the hand"
    and the option ``scoring``): ``fives``: the count when it is a positive multiple of 5;
    ``fives-and-threes``: count / 5 if 5 divides it plus count / 3 if 3 divides it; 0 scores 0."""
    if count <= 0:
        return 0
    if scoring == "fives":
        return count if count % 5 == 0 else 0
    return (count // 5 if count % 5 == 0 else 0) + (count // 3 if count % 3 == 0 else 0)


#: ``SCORE_TABLES[scoring][count]``: :func:`count_points` for every count a layout can show
#: (at most four ends of 12), looked up instead of computed in the hot paths.
SCORE_TABLES = {sc: tuple(count_points(c, sc) for c in range(64)) for sc in ("fives", "fives-and-threes")}


_DEFAULT_RULES = {n: Rules.make(n) for n in (2, 3, 4)}


class IllegalMove(ValueError):
    """An action the rules do not allow. ``code`` says why, as one of:

    ``hand-over``, ``wrong-seat``, ``tile-not-in-hand``, ``end-not-open``, ``halves-do-not-match``,
    ``lead-has-end`` (a lead given an arm), ``end-missing`` (a later play given a lead end),
    ``can-play`` (drawing or passing while holding a tile that fits), ``boneyard-empty`` (drawing
    from an empty boneyard), ``boneyard-not-empty`` (passing while tiles can be drawn).
    """

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(detail or code)
        self.code = code
        self.detail = detail or code


class SeatView(NamedTuple):
    """What one seat may see of a hand, and nothing more (issue 2: computer players get only this).
    A named tuple (read-only; ``_replace`` gives a changed copy), quicker for Python to define
    than a frozen dataclass when the window starts (issue 14) and to build at every decision.

    ``hand``: the seat's own tile ids, sorted. ``hand_sizes``: tiles held by each seat.
    ``ends``: per arm (W, E, N, S) the pips of the open end, -1 where no tile may be played.
    ``arms``: per arm the tiles from the centre outward as ``(tile, inner pips, outer pips)``.
    ``center``: ``(tile, W pips, E pips)`` of the lead, or of the spinner once there is one; None
    before the lead. ``spinner``: the spinner's tile id or -1. ``history``: every public
    :class:`Event` so far. ``legal``: the seat's legal plays now (empty when it is not its turn).
    ``rules``: the game's rules (None: RULES.md's defaults). ``drawable``: tiles that may still be
    drawn (the boneyard less the reserve, RULES.md option ``boneyard_reserve``).
    ``may_draw``: whether the seat may draw now (it must, or ``draw: at-will`` lets it).
    ``scores``: the game's score of each side now (this hand's claimed points included), as the
    table shows them to everyone; empty for a hand seen apart from its game (tournaments of
    single hands, the review), where players play for the hand alone (:meth:`Game.view`).
    """

    seat: int
    players: int
    turn: int
    status: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    boneyard_size: int
    ends: tuple[int, ...]
    arms: tuple[tuple[tuple[int, int, int], ...], ...]
    center: tuple[int, int, int] | None
    spinner: int
    count: int
    history: tuple[Event, ...]
    legal: tuple[Move, ...]
    rules: Rules | None = None
    drawable: int = 0
    may_draw: bool = False
    scores: tuple[int, ...] = ()

    def becomes_spinner(self, tile: int) -> bool:
        """Whether ``tile`` played now becomes the spinner: the first double of the hand, when the
        rules have a spinner (RULES.md, "Doubles and the spinner", option ``spinner``)."""
        if self.spinner >= 0 or not IS_DOUBLE[tile]:
            return False
        return self.rules is None or self.rules.spinner == "first-double"


class HandState:
    """The state of one hand, from the deal to its end.

    Construct with ``hands`` (one tile mask per seat, seat order), ``boneyard`` (tile ids in draw
    order) and ``starter`` (the seat that leads); ``rules`` (None: RULES.md's defaults) gives the
    hand-level options ``scoring``, ``spinner``, ``draw`` and ``boneyard_reserve``. The seat to act
    is :attr:`turn`. Actions: :meth:`play`, :meth:`draw`, :meth:`pass_turn`, :meth:`forced_step`;
    each raises :class:`IllegalMove` when the rules forbid it and then changes nothing. The hand
    ends (``status`` OUT or BLOCKED) as RULES.md, "A hand", rule 5 says; a blocked hand is
    detected at once, without further passes. Raises ``ValueError`` for a bad seat count or starter.
    """

    __slots__ = (
        "players", "hands", "boneyard", "drawn", "turn", "starter", "status", "n_played",
        "spinner", "center", "ends", "pts", "arms", "history", "points", "last_points", "out_seat",
        "rules", "spins", "at_will", "limit", "table",
    )

    def __init__(self, hands: list[int], boneyard: list[int], starter: int,
                 rules: Rules | None = None) -> None:
        self.players = len(hands)
        if not 2 <= self.players <= 4:
            raise ValueError(f"a hand needs 2 to 4 seats, got {self.players}")
        if not 0 <= starter < self.players:
            raise ValueError(f"starter must be a seat 0..{self.players - 1}, got {starter}")
        self.hands = list(hands)
        self.boneyard = list(boneyard)
        self.drawn = 0  # tiles drawn so far: the boneyard left is boneyard[drawn:]
        self.rules = rules = rules if rules is not None else _DEFAULT_RULES[self.players]
        self.spins = rules.spinner == "first-double"  # the first double becomes the spinner
        self.at_will = rules.draw == "at-will"
        #: Draws end when ``drawn`` reaches it: the reserve's tiles are never drawn.
        self.limit = max(0, len(self.boneyard) - rules.boneyard_reserve)
        self.table = SCORE_TABLES[rules.scoring]  # points by count
        self.turn = starter
        self.starter = starter
        self.status = PLAYING
        self.n_played = 0
        self.spinner = -1
        self.center: tuple[int, int, int] | None = None
        self.ends = [-1, -1, -1, -1]  # pips to match on each arm, -1: no play there
        self.pts = [0, 0, 0, 0]  # what each arm's open end adds to the count
        self.arms: list[list[tuple[int, int, int]]] = [[], [], [], []]
        self.history: list[Event] = []
        self.points = [0] * self.players  # points scored by each seat in this hand
        self.last_points = 0
        self.out_seat = -1

    # ----------------------------------------------------------------- reading
    @property
    def boneyard_size(self) -> int:
        """Tiles left in the boneyard (the reserve included)."""
        return len(self.boneyard) - self.drawn

    @property
    def drawable(self) -> int:
        """Tiles that may still be drawn: the boneyard less the reserve (option ``boneyard_reserve``)."""
        return self.limit - self.drawn

    @property
    def count(self) -> int:
        """The count: the sum of the open ends (RULES.md, "Scoring during the hand"); 0 before the lead."""
        if self.center is None:
            return 0
        if self.n_played == 1:
            return PIPS[self.center[0]]  # the lead alone counts its pip total once
        sp = self.spinner
        if sp < 0:
            return self.pts[W] + self.pts[E]
        arms = self.arms
        w, e = bool(arms[W]), bool(arms[E])
        if w and e:
            pts = self.pts
            return pts[W] + pts[E] + pts[N] + pts[S]
        # The spinner is an open end while a side is uncovered; alone it counts once.
        return PIPS[sp] + (self.pts[W] if w else 0) + (self.pts[E] if e else 0)

    def count_parts(self) -> tuple[int, ...]:
        """The open ends' values that add up to :meth:`count` (RULES.md, "Scoring during the
        hand"), for showing the player how a count is made, in the order the ends lie from left
        to right (W before E): ``()`` before the lead; the lead alone, its pip total; else the W
        and E ends, the spinner's pip total in place of a side of it still open; then the N and S
        ends that hold a tile. Values are pips (a double at an end counts both halves)."""
        if self.center is None:
            return ()
        if self.n_played == 1:
            return (PIPS[self.center[0]],)
        sp, pts, arms = self.spinner, self.pts, self.arms
        if sp < 0:
            return (pts[W], pts[E])
        if arms[W] and arms[E]:
            return (pts[W], pts[E]) + tuple(pts[a] for a in (N, S) if arms[a])
        if arms[W]:  # as they lie, left to right: the W end, then the spinner
            return (pts[W], PIPS[sp])
        return (PIPS[sp], pts[E]) if arms[E] else (PIPS[sp],)

    def count_after(self, tile: int, end: int) -> int:
        """Return the count right after the seat to act plays ``tile`` on ``end``, without playing
        it (RULES.md, "Scoring during the hand"). The move must be legal (not checked): computer
        players call this for every candidate, so it reads the arms directly instead of copying."""
        if self.center is None:
            return PIPS[tile]  # a lead: both halves are ends, or a spinner alone counts once
        inner = self.ends[end]
        outer = HI[tile] if LO[tile] == inner else LO[tile]
        new = outer + outer if inner == outer else outer
        pts = self.pts
        sp = self.spinner
        if sp < 0:
            # One line with a W and an E end. A double played here (the spinner, or with
            # ``spinner: none`` a plain crosswise double) counts its pip total: 2 * outer.
            return new + pts[1 - end]
        arms = self.arms
        if (end == W or arms[W]) and (end == E or arms[E]):
            return pts[W] + pts[E] + pts[N] + pts[S] - pts[end] + new
        return PIPS[sp] + new

    def points_after(self, tile: int, end: int) -> int:
        """Return the points the seat to act scores by playing ``tile`` on ``end`` (the count's
        points under the option ``scoring``, :func:`count_points`), without playing it. The move
        must be legal."""
        return self.table[self.count_after(tile, end)]

    def becomes_spinner(self, tile: int) -> bool:
        """Whether ``tile`` played now becomes the spinner (RULES.md, "Doubles and the spinner"):
        the first double of the hand, unless the option ``spinner`` is ``none``."""
        return self.spins and self.spinner < 0 and IS_DOUBLE[tile]

    def playable_mask(self) -> int:
        """Mask of the tiles that fit some open end now (every tile before the lead)."""
        if self.center is None:
            return FULL_MASK
        e = self.ends
        m = SUIT[e[W]] | SUIT[e[E]]
        if e[N] >= 0:
            m |= SUIT[e[N]] | SUIT[e[S]]
        return m

    def can_play(self, seat: int) -> bool:
        """Whether ``seat`` holds a tile that fits an open end."""
        return bool(self.hands[seat] & self.playable_mask())

    def legal_moves(self) -> list[Move]:
        """Return the legal plays of the seat to act, as :class:`Move` tuples.

        The lead is listed once per tile, as ``(tile, LEAD)``; ``LEAD_FLIPPED`` is also legal.
        A tile that fits two arms is listed once per arm. Empty when the seat must draw or pass,
        or the hand is over.
        """
        if self.status:
            return []
        hand = self.hands[self.turn]
        if self.center is None:
            lead = _MOVES[LEAD]
            return [lead[t] for t in bits(hand)]
        moves = []
        append = moves.append
        arm = 0
        for v in self.ends:
            if v >= 0:
                m = hand & SUIT[v]
                if m:
                    row = _MOVES[arm]
                    while m:
                        low = m & -m
                        append(row[low.bit_length() - 1])
                        m ^= low
            arm += 1
        return moves

    def check(self, tile: int, end: int, seat: int | None = None) -> str | None:
        """Return why playing ``tile`` on ``end`` is illegal now (an :class:`IllegalMove` code),
        or None if it is legal. ``seat``, when given, must be the seat to act."""
        if self.status:
            return "hand-over"
        if seat is not None and seat != self.turn:
            return "wrong-seat"
        if not (self.hands[self.turn] >> tile) & 1:
            return "tile-not-in-hand"
        if self.center is None:
            return None if end in (LEAD, LEAD_FLIPPED) else "lead-has-end"
        if end not in (W, E, N, S):
            return "end-missing"
        v = self.ends[end]
        if v < 0:
            return "end-not-open"
        if not (SUIT[v] >> tile) & 1:
            return "halves-do-not-match"
        return None

    def pips(self, seat: int) -> int:
        """Pip total of the tiles ``seat`` holds."""
        return mask_pips(self.hands[seat])

    def hand_tiles(self, seat: int) -> list[int]:
        """Tile ids ``seat`` holds, lowest id first."""
        return list(bits(self.hands[seat]))

    def view(self, seat: int) -> SeatView:
        """Return what ``seat`` may see (:class:`SeatView`): no other hand, no boneyard order."""
        return SeatView(
            seat=seat,
            players=self.players,
            turn=self.turn,
            status=self.status,
            hand=tuple(bits(self.hands[seat])),
            hand_sizes=tuple(h.bit_count() for h in self.hands),
            boneyard_size=self.boneyard_size,
            ends=tuple(self.ends),
            arms=tuple(tuple(a) for a in self.arms),
            center=self.center,
            spinner=self.spinner,
            count=self.count,
            history=tuple(self.history),
            legal=tuple(self.legal_moves()) if seat == self.turn else (),
            rules=self.rules,
            drawable=self.drawable,
            may_draw=seat == self.turn and self.may_draw(),
        )

    # ----------------------------------------------------------------- acting
    def play(self, tile: int, end: int) -> int:
        """The seat to act plays ``tile`` on ``end``; return the points it scores.

        ``end`` is W, E, N or S, or for the lead LEAD / LEAD_FLIPPED (RULES.md, "A hand", 2).
        Points are the count when it is a positive multiple of 5, else 0. Raises
        :class:`IllegalMove` (nothing changes) when the play breaks a rule.
        """
        if (0 <= end < 4 and not self.status and self.center is not None
                and (self.hands[self.turn] >> tile) & 1 and self.ends[end] >= 0
                and (SUIT[self.ends[end]] >> tile) & 1):
            return self._play(tile, end)  # the common case, checked inline for speed
        reason = self.check(tile, end)
        if reason is not None:
            raise IllegalMove(reason)
        return self._play(tile, end)

    def _play(self, tile: int, end: int) -> int:
        """:meth:`play` without the checks: the caller guarantees the move is legal."""
        seat = self.turn
        self.hands[seat] &= ~(1 << tile)
        ends = self.ends
        if self.center is None:
            a, b = (LO[tile], HI[tile]) if end == LEAD else (HI[tile], LO[tile])
            self.center = (tile, a, b)
            if a == b and self.spins:
                self.spinner = tile
                self.pts[W] = self.pts[E] = 0  # an uncovered side adds nothing but the spinner
            elif a == b:  # spinner: none: a crosswise double on both ends of the line
                self.pts[W] = self.pts[E] = a + b
            else:
                self.pts[W], self.pts[E] = a, b
            ends[W], ends[E] = a, b
        else:
            inner = ends[end]
            outer = HI[tile] if LO[tile] == inner else LO[tile]
            if self.spinner < 0 and inner == outer and self.spins:
                self._become_spinner(tile, end)
            else:
                self.arms[end].append((tile, inner, outer))
                ends[end] = outer
                self.pts[end] = outer + outer if inner == outer else outer
                if end < 2 and ends[N] < 0 and self.spinner >= 0 and self.arms[W] and self.arms[E]:
                    ends[N] = ends[S] = LO[self.spinner]  # both sides covered: N and S open
        self.n_played += 1
        points = self.table[self.count]
        self.points[seat] += points
        self.last_points = points
        self.history.append(_new_event(Event, (PLAY, seat, tile, end, points)))
        if not self.hands[seat]:
            self.status = OUT
            self.out_seat = seat
            return points
        self.turn = (seat + 1) % self.players
        if self.drawn >= self.limit:
            self._check_blocked()
        return points

    def _become_spinner(self, tile: int, end: int) -> None:
        """The first double, played on the W or E end of the line, becomes the spinner; the line
        so far becomes the arm on its covered side (RULES.md, "Doubles and the spinner")."""
        ctile, cw, ce = self.center  # type: ignore[misc]
        arms = self.arms
        v = LO[tile]
        if end == E:  # the line lies to the spinner's west
            line = [(t, o, i) for t, i, o in reversed(arms[E])] + [(ctile, ce, cw)] + arms[W]
            new_w, new_e = line, []
            self.ends[W] = self.ends[W]
            self.ends[E] = v
            self.pts[E] = 0
        else:  # played on the W end: the line lies to its east
            line = [(t, o, i) for t, i, o in reversed(arms[W])] + [(ctile, cw, ce)] + arms[E]
            new_w, new_e = [], line
            self.ends[W] = v
            self.pts[W] = 0
        self.arms = [new_w, new_e, [], []]
        self.center = (tile, v, v)
        self.spinner = tile

    def draw(self) -> int:
        """The seat to act draws the next boneyard tile; return its id (RULES.md, "A hand", 4;
        with ``draw: at-will`` also when a tile fits, the lead included).

        Raises :class:`IllegalMove` with ``can-play`` if the seat holds a tile that fits (under
        ``draw: when-stuck``), or ``boneyard-empty`` when nothing is left to draw but the reserve.
        """
        if self.status:
            raise IllegalMove("hand-over")
        if not self.at_will and (self.center is None or self.can_play(self.turn)):
            raise IllegalMove("can-play")
        if self.drawn >= self.limit:
            raise IllegalMove("boneyard-empty")
        tile = self.boneyard[self.drawn]
        self.drawn += 1
        self.hands[self.turn] |= 1 << tile
        self.history.append(Event(DRAW, self.turn))
        return tile

    def pass_turn(self) -> None:
        """The seat to act passes: it cannot play and nothing is left to draw but the reserve
        (RULES.md, "A hand", 4, option ``boneyard_reserve``).

        Raises :class:`IllegalMove` with ``can-play`` or ``boneyard-not-empty``.
        """
        if self.status:
            raise IllegalMove("hand-over")
        if self.center is None or self.can_play(self.turn):
            raise IllegalMove("can-play")
        if self.drawn < self.limit:
            raise IllegalMove("boneyard-not-empty")
        self.history.append(Event(PASS, self.turn))
        self.turn = (self.turn + 1) % self.players
        self._check_blocked()

    def _check_blocked(self) -> None:
        """With the boneyard empty, end the hand as blocked when no seat can play."""
        m = self.playable_mask()
        for h in self.hands:
            if h & m:
                return
        self.status = BLOCKED

    def must_draw(self) -> bool:
        """Whether the seat to act has to draw now (no tile fits, tiles may be drawn)."""
        return (not self.status and self.center is not None and self.drawn < self.limit
                and not self.can_play(self.turn))

    def must_pass(self) -> bool:
        """Whether the seat to act has to pass now (no tile fits, nothing left to draw)."""
        return (not self.status and self.center is not None and self.drawn >= self.limit
                and not self.can_play(self.turn))

    def may_draw(self) -> bool:
        """Whether the seat to act may draw now: it must, or ``draw: at-will`` lets it (RULES.md,
        option ``draw``) and tiles may still be drawn."""
        return self.must_draw() or (self.at_will and not self.status and self.drawn < self.limit)

    def forced_step(self) -> int:
        """Make the one action the rules force on the seat to act, if any (RULES.md, "A hand", 4):
        with no tile that fits, draw (or, with nothing left to draw, pass). Return DRAW or PASS
        for the action made, or 0 when the seat can play (or the hand is over, or not led).
        Every forced draw/pass loop (the game, replay, simulations) goes through this step."""
        if self.status or self.center is None or self.hands[self.turn] & self.playable_mask():
            return 0
        if self.drawn < self.limit:
            self.draw()
            return DRAW
        self.pass_turn()
        return PASS

    @classmethod
    def from_view(cls, view: SeatView, hands: list[int], boneyard: list[int]) -> "HandState":
        """Return a state that agrees with everything ``view`` shows, with the hidden part filled in.

        ``hands``: one tile mask per seat (the viewer's own must equal ``view.hand`` and the sizes
        ``view.hand_sizes``); ``boneyard``: the tiles left to draw, in draw order. Computer players
        use this to play out guessed deals ("determinization"). Raises ``ValueError`` when the
        filled-in tiles disagree with the view.
        """
        if len(hands) != view.players or [h.bit_count() for h in hands] != list(view.hand_sizes):
            raise ValueError("hands do not match the seat view's hand sizes")
        if hands[view.seat] != mask_of(view.hand):
            raise ValueError("the viewer's own hand differs from the seat view")
        if len(boneyard) != view.boneyard_size:
            raise ValueError("boneyard size differs from the seat view")
        new = cls(hands, boneyard, view.turn, view.rules)
        new.starter = view.history[0].seat if view.history else view.turn
        new.status = view.status
        new.spinner = view.spinner
        new.center = view.center
        new.ends = list(view.ends)
        new.arms = [list(a) for a in view.arms]
        new.n_played = sum(1 for ev in view.history if ev.kind == PLAY)
        new.history = list(view.history)
        for ev in view.history:
            if ev.kind == PLAY:
                new.points[ev.seat] += ev.points
        new.last_points = next((ev.points for ev in reversed(view.history) if ev.kind == PLAY), 0)
        if view.status == OUT:
            new.out_seat = view.history[-1].seat  # the hand ends on the play that goes out
        if view.center is not None:
            for a in range(4):
                if new.arms[a]:
                    _, inner, outer = new.arms[a][-1]
                    new.pts[a] = 2 * outer if inner == outer else outer
                elif view.spinner < 0 and a < 2:  # the lead at this end (a double counts both halves)
                    new.pts[a] = view.center[1 + a] * (2 if IS_DOUBLE[view.center[0]] else 1)
        return new

    # ------------------------------------------------------- copying and undo
    def copy(self) -> "HandState":
        """Return an independent copy (lists copied; tuples and ints shared)."""
        new = HandState.__new__(HandState)
        new.players = self.players
        new.hands = self.hands[:]
        new.boneyard = self.boneyard  # never mutated: drawing only advances `drawn`
        new.drawn = self.drawn
        new.turn = self.turn
        new.starter = self.starter
        new.status = self.status
        new.n_played = self.n_played
        new.spinner = self.spinner
        new.center = self.center
        new.ends = self.ends[:]
        new.pts = self.pts[:]
        new.arms = [a[:] for a in self.arms]
        new.history = self.history[:]
        new.points = self.points[:]
        new.last_points = self.last_points
        new.out_seat = self.out_seat
        new.rules = self.rules
        new.spins = self.spins
        new.at_will = self.at_will
        new.limit = self.limit
        new.table = self.table
        return new

    def snapshot(self) -> tuple:
        """Return an opaque token that :meth:`restore` takes back to this exact state (undo)."""
        return (self.hands[:], self.drawn, self.turn, self.status, self.n_played, self.spinner,
                self.center, self.ends[:], self.pts[:], [len(a) for a in self.arms],
                self.arms if self.spinner < 0 else None, len(self.history), self.points[:],
                self.last_points, self.out_seat)

    def restore(self, token: tuple) -> None:
        """Return to the state a :meth:`snapshot` of this hand took (later actions are undone)."""
        (hands, self.drawn, self.turn, self.status, self.n_played, spinner, self.center, ends,
         pts, lens, pre_spinner_arms, n_hist, points, self.last_points, self.out_seat) = token
        self.hands = hands[:]
        self.ends = ends[:]
        self.pts = pts[:]
        self.points = points[:]
        if pre_spinner_arms is not None and self.spinner >= 0:
            self.arms = pre_spinner_arms  # undoing the spinner's arrival: the old line returns
        self.spinner = spinner
        self.arms = [a[:n] for a, n in zip(self.arms, lens)]
        del self.history[n_hist:]

    def __repr__(self) -> str:
        hands = " | ".join(" ".join(NAMES[t] for t in bits(h)) for h in self.hands)
        return (f"<HandState turn={self.turn} status={self.status} count={self.count} "
                f"ends={self.ends} boneyard={self.boneyard_size} hands=[{hands}]>")


def tile_text(tile: int, first: int) -> str:
    """Name ``tile`` with the half ``first`` written first (``tile_text(id('3-6'), 6) == '6-3'``)."""
    a, b = TILES[tile]
    return f"{a}-{b}" if a == first else f"{b}-{a}"


__all__ = [
    "W", "E", "N", "S", "ARM_NAMES", "ARM_BY_NAME", "LEAD", "LEAD_FLIPPED", "PLAYING", "OUT",
    "BLOCKED", "PLAY", "DRAW", "PASS", "Move", "Event", "IllegalMove", "SeatView", "HandState",
    "tile_text", "IS_DOUBLE", "count_points", "SCORE_TABLES",
]

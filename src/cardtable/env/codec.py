"""Fixed action numbers and observation tensors for both families (docs/research.md).

A codec is made for one set of rules (``codec_for(rules)``). It reads a seat's
``state.view(seat)`` and nothing else of the state to build that seat's observation, and
``state.legal_moves(seat)`` to say which action numbers are legal and which engine move each
one stands for. The PettingZoo environment, the OpenSpiel games and the policy bot share it,
so an agent trained in one plays the same encoding in the others and at the room's tables.

Sweep (``SweepCodec``): action ``card * CAPTURE_SLOTS + slot``, ``card`` the 40-card deck's
number (``Card``: ``(value - 1) * 4 + suit``) and ``slot`` the index of the capture among the
legal moves of that card, in the engine's order (slot 0 is the card laid when it takes
nothing). ``CAPTURE_SLOTS`` is 16; a card with more than 16 legal captures (rare: a long
table under Scopa's or Escoba's rules) has only its first 16 encoded. Manual capture
(challenges, claims, ``end``) is not encoded: the codec refuses ``manual=True``.

Metamorphosis (``MetaCodec``): actions 0-51 are the 52-card deck's cards (``Card52``: rank
index * 4 + suit), which play a card to the trick or, while discarding, pick one card to
discard; 52-55 bid deals 1-4. A discard of ``n`` cards is ``n`` picks: the codec keeps the
picks (``pending``), shown in the observation, and plays the engine's discard move with the
last one.

    >>> from cardtable import sweep
    >>> rules = sweep.Rules.preset("scopa")
    >>> codec = codec_for(rules)
    >>> state = sweep.new_game(rules, seed=7)
    >>> seat = state.to_move
    >>> actions = codec.actions(state, seat)
    >>> all(codec.describe(a) == str(m.card) + "#" + str(a % CAPTURE_SLOTS)
    ...     for a, m in actions.items())
    True
    >>> codec.observation(state.view(seat)).shape == (codec.observation_size,)
    True
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Protocol

import numpy as np
import numpy.typing as npt

from cardtable.cards import DECK, DECK52, Card52
from cardtable.games.metamorphosis.moves import BID, DISCARD, MetaMove
from cardtable.games.metamorphosis.rules import DEALS, HAND_SIZE
from cardtable.games.metamorphosis.rules import Rules as MetaRules
from cardtable.games.metamorphosis.state import BIDDING, DISCARDING, PLAYING, MetaView
from cardtable.games.registry import family
from cardtable.games.sweep.rules import Rules as SweepRules
from cardtable.games.sweep.state import SweepView

Observation = npt.NDArray[np.float32]
Mask = npt.NDArray[np.int8]
_FLOAT32: Final = np.dtype(np.float32)
_INT8: Final = np.dtype(np.int8)
"""The dtypes themselves: numpy takes them a little faster than the scalar types."""

SWEEP_CARDS: Final = 40
CAPTURE_SLOTS: Final = 16
"""Captures encoded per hand card (docs/research.md says how often more exist)."""
SWEEP_ACTIONS: Final = SWEEP_CARDS * CAPTURE_SLOTS
META_CARDS: Final = 52
META_BID_BASE: Final = META_CARDS
META_ACTIONS: Final = META_CARDS + DEALS
OBSERVATION_BOUND: Final = 64.0
"""Every observation entry lies in [-64, 64] (scalars are scaled, then clipped there)."""

SWEEP_ACCEPTED: Final = (
    "the sweep environments encode plays only: manual capture (manual=True: challenges, "
    "claims and end, penalties=spanish) is refused, play with manual=False (the default); "
    "every other option is accepted (any "
    "preset, players 2 to 6, teams, fifteen, scopone, muerto, max_rounds, must_capture ...)")


class Codec(Protocol):
    """What the environments ask of a family's encoding."""

    rules: Any
    num_actions: int
    observation_size: int
    scored: tuple[str, ...]
    """The types of the events ``points`` scores."""

    def observation(self, view: Any, pending: Sequence[int] = ()) -> Observation:
        """The seat's observation, from its ``view`` only."""
        ...

    def actions(self, state: Any, seat: int, pending: Sequence[int] = ()) -> dict[int, Any]:
        """Legal action numbers of ``seat`` and the engine move each stands for (``None``
        for a discard pick that does not yet complete the discard)."""
        ...

    def numbered(self, state: Any, seat: int,
                 pending: Sequence[int] = ()) -> tuple[dict[int, Any], Mask]:
        """``actions(state, seat, pending)`` and its mask, made together."""
        ...

    def resolve(self, state: Any, seat: int, action: int, pending: Sequence[int],
                legal: Mapping[int, Any] | None = None) -> tuple[Any | None, tuple[int, ...]]:
        """The engine move that ``action`` makes now (``None``: a pick is kept) and the
        picks pending after it; ``ValueError`` for an action that is not legal. ``legal``:
        ``actions(state, seat, pending)`` when the caller has it already."""
        ...

    def points(self, event: Any) -> tuple[float, ...] | None:
        """Points by side of a scoring event (a round's, a deal's), else ``None``."""
        ...

    def describe(self, action: int) -> str:
        """A short text of an action number (``7d#0``, ``bid:2``), for logs and strings."""
        ...


def make_rules(game: str, preset: str | None = None, **options: Any) -> Any:
    """The rules of ``game`` (``sweep`` or ``metamorphosis``) from a preset and options, as
    the registry makes them; ``ValueError`` (``OptionError``) naming the option at fault."""
    return family(game).make_rules(preset, **options)


def codec_for(rules: Any) -> SweepCodec | MetaCodec:
    """The codec of a family's rules; ``ValueError`` for rules it cannot encode."""
    maker = _CODECS.get(type(rules))
    if maker is None:
        raise TypeError(f"no encoding for {type(rules).__name__}")
    return maker(rules)



def relative(points: Sequence[float]) -> tuple[float, ...]:
    """Each side's points less the mean of the other sides' (a zero-sum transform).

        >>> relative([3, 1])
        (2.0, -2.0)
        >>> relative([1, 0, 0])
        (1.0, -0.5, -0.5)
    """
    total = float(sum(points))
    others = len(points) - 1
    if others <= 0:
        return tuple(float(p) for p in points)
    return tuple(float(p) - (total - p) / others for p in points)


def outcome(winners: Sequence[int], sides: int) -> tuple[float, ...]:
    """The game-end reward by side: ``relative`` of 1 for a winner, 0 for the others (all
    sides winning, a draw, gives 0 to each).

        >>> outcome((0,), 2), outcome((0, 1), 2)
        ((1.0, -1.0), (0.0, 0.0))
    """
    won = [1.0 if side in winners else 0.0 for side in range(sides)]
    return relative(won)


def _order(players: int, sides: Sequence[Sequence[int]]) -> tuple[tuple[tuple[int, ...],
                                                                       tuple[int, ...]], ...]:
    """For each seat: the seats from it onwards, and the sides in the order of first
    appearance in that round of seats (its own side first)."""
    side_of = {s: i for i, seats in enumerate(sides) for s in seats}
    out = []
    for seat in range(players):
        seats = tuple((seat + k) % players for k in range(players))
        ordered: list[int] = []
        for s in seats:
            if side_of[s] not in ordered:
                ordered.append(side_of[s])
        out.append((seats, tuple(ordered)))
    return tuple(out)


@dataclass(slots=True)
class _Layout:
    """Offsets of the named blocks of a flat observation, in order."""

    blocks: list[tuple[str, int, int]] = field(default_factory=list)
    size: int = 0

    def add(self, name: str, width: int) -> int:
        start = self.size
        self.blocks.append((name, start, width))
        self.size += width
        return start

    def table(self) -> dict[str, tuple[int, int]]:
        """Block name -> (offset, width)."""
        return {name: (start, width) for name, start, width in self.blocks}


class SweepCodec:
    """The sweep encoding for one set of rules (module docstring; docs/research.md)."""

    num_actions = SWEEP_ACTIONS
    scored: tuple[str, ...] = ("round_end",)

    def __init__(self, rules: SweepRules) -> None:
        if rules.manual:
            raise ValueError(f"manual capture is not supported: {SWEEP_ACCEPTED}")
        self.rules = rules
        players = rules.players
        self.players = players
        sides = rules.sides
        self.sides = sides
        self.side_of = tuple(next(i for i, seats in enumerate(sides) if s in seats)
                             for s in range(players))
        self._order = _order(players, sides)
        layout = _Layout()
        self.hand = layout.add("hand", SWEEP_CARDS)
        self.table = layout.add("table", SWEEP_CARDS)
        self.piles = layout.add("piles", SWEEP_CARDS * len(sides))
        self.last_card = layout.add("last_card", SWEEP_CARDS)
        self.last_take = layout.add("last_take", SWEEP_CARDS)
        self.last_seat = layout.add("last_seat", players)
        self.last_capturer = layout.add("last_capturer", players)
        self.dealer = layout.add("dealer", players)
        self.hand_sizes = layout.add("hand_sizes", players)
        self.scores = layout.add("scores", len(sides))
        self.sweeps = layout.add("sweeps", len(sides))
        self.counts = layout.add("stock_deals_round", 3)
        self.layout = layout.table()
        self.observation_size = layout.size
        self._blank = bytes(4 * layout.size)
        self._scale = 1.0 / rules.target
        self._plans = tuple(
            (seats, ordered, tuple((side, self.piles + SWEEP_CARDS * k,
                                    self.piles + SWEEP_CARDS * (k + 1))
                                   for k, side in enumerate(ordered)))
            for seats, ordered in self._order)
        """By seat: the seats from it on, the sides in its order, each side's pile block."""
        self._planes = [_NO_PLANE] * len(sides)
        """By side: the last pile seen and its plane (a pile changes only when it takes)."""
        self._totals: dict[tuple[Any, ...], array[float]] = {}
        """The scaled scores and sweeps block by order of sides, scores and sweeps."""

    def observation(self, view: SweepView, pending: Sequence[int] = ()) -> Observation:
        """The seat's observation from its view (layout in docs/research.md): 0/1 planes of
        its hand, the table, each side's captured pile, the last play, seat one-hots, then
        scaled counts."""
        seat = view.seat
        if seat is None:
            seat = 0
        players = self.players
        seats, sides, pile_blocks = self._plans[seat]
        buffer = bytearray(self._blank)
        out = memoryview(buffer).cast("f")  # its stores are cheaper than an array's
        for c in view.hand:
            out[c] = 1.0
        base = self.table
        for c in view.table:
            out[base + c] = 1.0
        piles, planes = view.piles, self._planes
        for side, start, end in pile_blocks:
            pile = piles[side]
            if pile:
                known = planes[side]
                if known[0] != pile:
                    known = planes[side] = _grown(known, pile, SWEEP_CARDS)
                out[start:end] = known[1]
        last = view.last_play
        if last is not None:
            out[self.last_card + last.card] = 1.0
            base = self.last_take
            for c in last.take:
                out[base + c] = 1.0
            out[self.last_seat + (last.seat - seat) % players] = 1.0
        if view.last_capturer is not None:
            out[self.last_capturer + (view.last_capturer - seat) % players] = 1.0
        out[self.dealer + (view.dealer - seat) % players] = 1.0
        at = self.hand_sizes
        sizes = view.hand_sizes
        for s in seats:
            out[at] = sizes[s] * 0.1
            at += 1
        key = (sides, view.scores, view.round_sweeps)  # team mates share the block
        totals = self._totals.get(key)
        if totals is None:
            totals = self._scaled_totals(key)
        end = at + len(totals)
        out[at:end] = totals
        out[end] = view.stock_size / 40.0
        out[end + 1] = view.deals_left * 0.1
        rounds = view.round_number * 0.1  # the only count that may pass the bound
        out[end + 2] = rounds if rounds <= OBSERVATION_BOUND else OBSERVATION_BOUND
        return np.frombuffer(buffer, _FLOAT32)

    def pile_blocks(self, seat: int) -> list[tuple[int, int]]:
        """For ``seat``'s observation: each side in the seat's order (its own first) and
        where that side's pile plane begins."""
        return [(side, start) for side, start, _ in self._plans[seat][2]]

    def _scaled_totals(self, key: tuple[Any, ...]) -> array[float]:
        """The scores (by the target), then the sweeps (by 10), of the key's sides in their
        order; kept."""
        sides, scores, sweeps = key
        scale = self._scale
        totals = array("f", [_bounded(scores[side] * scale) for side in sides])
        totals.extend(sweeps[side] * 0.1 for side in sides)
        if len(self._totals) >= _KEPT:
            self._totals.clear()
        self._totals[key] = totals
        return totals

    def actions(self, state: Any, seat: int, pending: Sequence[int] = ()) -> dict[int, Any]:
        """Legal action numbers of ``seat`` -> ``SweepMove`` (card x capture slot)."""
        return self.numbered(state, seat)[0]

    def numbered(self, state: Any, seat: int,
                 pending: Sequence[int] = ()) -> tuple[dict[int, Any], Mask]:
        """``actions`` and its mask, in one pass over the legal moves."""
        out: dict[int, Any] = {}
        flags = bytearray(SWEEP_ACTIONS)
        for move in _moves_of(state, seat):
            action = move.card * CAPTURE_SLOTS
            end = action + CAPTURE_SLOTS
            while action in out:  # a card's moves take its slots in order
                action += 1
            if action < end:
                out[action] = move
                flags[action] = 1
        return out, np.frombuffer(flags, _INT8)

    def resolve(self, state: Any, seat: int, action: int, pending: Sequence[int],
                legal: Mapping[int, Any] | None = None) -> tuple[Any | None, tuple[int, ...]]:
        """The ``SweepMove`` of ``action``; ``ValueError`` when it is not legal now."""
        if legal is None:
            legal = self.actions(state, seat)
        move = legal.get(int(action))
        if move is None:
            raise ValueError(f"action {action} ({self.describe(int(action))}) is not legal now")
        return move, ()

    def points(self, event: Any) -> tuple[float, ...] | None:
        """A round's points by side (``round_end``), else ``None``."""
        if event.type == "round_end":
            return tuple(float(p) for p in event.points)
        return None

    def describe(self, action: int) -> str:
        """``7d#0``: the card and the capture slot."""
        card, slot = divmod(action, CAPTURE_SLOTS)
        return f"{DECK[card]}#{slot}" if 0 <= card < SWEEP_CARDS else f"?{action}"


class MetaCodec:
    """The Metamorphosis encoding for one set of rules (module docstring)."""

    num_actions = META_ACTIONS
    scored: tuple[str, ...] = ("deal_score",)

    def __init__(self, rules: MetaRules) -> None:
        self.rules = rules
        players = rules.players
        self.players = players
        self.sides = rules.sides
        self._order = _order(players, rules.sides)
        layout = _Layout()
        self.hand = layout.add("hand", META_CARDS)
        self.trick = layout.add("trick", META_CARDS * players)
        self.taken = layout.add("taken", META_CARDS * players)
        self.pending = layout.add("pending_discards", META_CARDS)
        self.voids = layout.add("voids", 4 * players)
        self.bids = layout.add("bids", DEALS * players)
        self.deal = layout.add("deal", DEALS)
        self.phase = layout.add("phase", 3)
        self.trick_leader = layout.add("trick_leader", players)
        self.dealer = layout.add("dealer", players)
        self.hand_sizes = layout.add("hand_sizes", players)
        self.scores = layout.add("scores", players)
        self.partie_points = layout.add("partie_points", players)
        self.counts = layout.add("stock_discard_partie", 3)
        self.layout = layout.table()
        self.observation_size = layout.size
        self._blank = bytes(4 * layout.size)
        self._plans = tuple(
            (seats, tuple((player, self.taken + META_CARDS * k, self.taken + META_CARDS * (k + 1),
                           self.voids + 4 * k, self.bids + DEALS * k - 1)
                          for k, player in enumerate(seats)))
            for seats, _ in self._order)
        """By seat: the seats from it on, and for each its blocks (taken, voids, bids - 1)."""
        self._planes = [_NO_PLANE] * players
        """By seat: the cards it was last seen to have taken this deal, and their plane."""
        self._totals: dict[tuple[Any, ...], array[float]] = {}
        """The scaled scores and partie points blocks by seat, scores and the partie's
        deal scores and premiums (they change once a deal)."""
        self._discarding: tuple[Any, tuple[Card52, ...]] = (None, ())
        """The legal discard moves last asked about and the hand they were read with."""

    def observation(self, view: MetaView, pending: Sequence[int] = ()) -> Observation:
        """The seat's observation from its view and its pending discard picks: 0/1 planes
        of its hand, the trick (by seat), each seat's cards taken this deal and the picks,
        one-hots of voids, bids, deal, phase and seats, then scaled counts."""
        seat = view.seat
        if seat is None:
            seat = 0
        players = self.players
        seats, blocks = self._plans[seat]
        buffer = bytearray(self._blank)
        out = memoryview(buffer).cast("f")
        for c in view.hand:
            out[c] = 1.0
        leader = view.trick_leader
        trick = view.trick
        if trick:
            base = self.trick + META_CARDS * ((leader - seat) % players)
            end = self.trick + META_CARDS * players
            for card in trick:
                out[base + card] = 1.0
                base += META_CARDS
                if base >= end:
                    base -= META_CARDS * players
        taken, voids, bids, planes = view.taken, view.voids, view.bids, self._planes
        for player, start, end, void_base, bid_base in blocks:
            cards = taken[player]
            if cards:
                known = planes[player]
                if known[0] != cards:
                    known = planes[player] = _grown(known, cards, META_CARDS)
                out[start:end] = known[1]
            for suit in voids[player]:
                out[void_base + suit] = 1.0
            bid = bids[player]
            if bid is not None:
                out[bid_base + bid] = 1.0
        base = self.pending
        for pick in pending:
            out[base + pick] = 1.0
        if view.deal:
            out[self.deal + view.deal - 1] = 1.0
        phase = _PHASE_INDEX.get(view.phase)
        if phase is not None:
            out[self.phase + phase] = 1.0
        out[self.trick_leader + (leader - seat) % players] = 1.0
        out[self.dealer + (view.dealer - seat) % players] = 1.0
        at = self.hand_sizes
        sizes = view.hand_sizes
        for s in seats:
            out[at] = sizes[s] / HAND_SIZE
            at += 1
        key = (seat, view.scores, view.deal_scores, view.premiums)
        totals = self._totals.get(key)
        if totals is None:
            totals = self._scaled_totals(key, seats)
        end = at + len(totals)
        out[at:end] = totals
        out[end] = view.stock_size / 52.0
        out[end + 1] = (view.discard_count - len(pending)) / HAND_SIZE
        parties = view.partie * 0.25
        out[end + 2] = parties if parties <= OBSERVATION_BOUND else OBSERVATION_BOUND
        return np.frombuffer(buffer, _FLOAT32)

    def player_blocks(self, seat: int) -> list[tuple[int, int, int]]:
        """For ``seat``'s observation: each player in the seat's order (itself first), where
        the player's taken plane begins and where its voids begin."""
        return [(player, start, voids) for player, start, _, voids, _ in self._plans[seat][1]]

    def _scaled_totals(self, key: tuple[Any, ...], seats: tuple[int, ...]) -> array[float]:
        """The scores and the partie's points (deal scores and premiums) of ``seats`` in
        order, by 100, kept."""
        _, scores, deal_scores, premiums = key
        totals = array("f", [_bounded(scores[s] * 0.01) for s in seats])
        totals.extend(_bounded((sum(d[s] for d in deal_scores)
                                + sum(p[s] for p in premiums)) * 0.01) for s in seats)
        if len(self._totals) >= _KEPT:
            self._totals.clear()
        self._totals[key] = totals
        return totals

    def actions(self, state: Any, seat: int, pending: Sequence[int] = ()) -> dict[int, Any]:
        """Legal action numbers -> ``MetaMove``: cards, bids, or discard picks (``None``
        unless the pick completes the discard)."""
        return self.numbered(state, seat, pending)[0]

    def _picks(self, state: Any, seat: int, moves: Any,
               pending: Sequence[int]) -> dict[int, Any]:
        """The discard picks still open to ``seat`` after ``pending``."""
        first = moves[0]
        # The picks of one discard leave the state as it is, and so its legal moves (the same
        # object until the next play): the seat's hand is read from its view once a discard.
        known = self._discarding
        if known[0] is not moves:
            known = self._discarding = (moves, state.view(seat).hand)
        hand = known[1]
        need = len(first.cards)
        chosen = set(pending)
        out: dict[int, Any] = {}
        for card in hand:
            if card in chosen:
                continue
            out[int(card)] = (_discard(seat, (*pending, card))
                              if len(pending) + 1 == need else None)
        return out

    def numbered(self, state: Any, seat: int,
                 pending: Sequence[int] = ()) -> tuple[dict[int, Any], Mask]:
        """``actions`` and its mask (cards and bids in one pass over the legal moves)."""
        moves = _moves_of(state, seat)
        if not moves:
            return {}, np.zeros(META_ACTIONS, _INT8)
        if moves[0].kind == DISCARD:
            legal = self._picks(state, seat, moves, pending)
            return legal, mask_of(legal, META_ACTIONS)
        out: dict[int, Any] = {}
        flags = bytearray(META_ACTIONS)
        if moves[0].kind == BID:
            for move in moves:
                action = META_BID_BASE + move.deal - 1
                out[action] = move
                flags[action] = 1
        else:
            for move in moves:
                action = int(move.card)
                out[action] = move
                flags[action] = 1
        return out, np.frombuffer(flags, _INT8)

    def resolve(self, state: Any, seat: int, action: int, pending: Sequence[int],
                legal: Mapping[int, Any] | None = None) -> tuple[Any | None, tuple[int, ...]]:
        """The move of ``action``, or ``None`` and the picks so far for a discard pick."""
        action = int(action)
        if legal is None:
            legal = self.actions(state, seat, pending)
        if action not in legal:
            raise ValueError(f"action {action} ({self.describe(action)}) is not legal now")
        move = legal[action]
        if move is None:
            return None, (*pending, action)
        return move, ()

    def points(self, event: Any) -> tuple[float, ...] | None:
        """A deal's points by seat (``deal_score``: the contract's scores and premiums)."""
        if event.type == "deal_score":
            return tuple(float(s + p) for s, p in zip(event.scores, event.premiums,
                                                      strict=True))
        return None

    def describe(self, action: int) -> str:
        """``Qs`` (play or discard pick) or ``bid:2``."""
        if 0 <= action < META_CARDS:
            return str(DECK52[action])
        if META_BID_BASE <= action < META_ACTIONS:
            return f"bid:{action - META_BID_BASE + 1}"
        return f"?{action}"


_PHASE_INDEX: Final = {BIDDING: 0, PLAYING: 1, DISCARDING: 2}


_KEPT: Final = 4096
"""The most blocks of scaled scalars a codec keeps (a game has a few dozen)."""


def _plane(cards: Sequence[int], width: int) -> array[float]:
    """A 0/1 plane of ``width`` entries, 1 for each of ``cards``."""
    plane = array("f", bytes(4 * width))
    for c in cards:
        plane[c] = 1.0
    return plane


def _grown(known: tuple[tuple[int, ...], array[float]], cards: tuple[int, ...],
           width: int) -> tuple[tuple[int, ...], array[float]]:
    """``cards`` and their plane, from the ``known`` cards and plane when ``cards`` begins
    with them (a pile grows at its end until the round is over)."""
    old, plane = known
    size = len(old)
    if 0 < size < len(cards) and cards[:size] == old:
        plane = array("f", plane)
        for c in cards[size:]:
            plane[c] = 1.0
        return cards, plane
    return cards, _plane(cards, width)


_NO_PLANE: Final[tuple[tuple[int, ...], array[float]]] = ((), array("f"))
"""A pile not seen yet: never equal to a pile that is not empty."""


def _bounded(value: float) -> float:
    """``value`` clipped to the observation's bounds."""
    return value if -OBSERVATION_BOUND <= value <= OBSERVATION_BOUND else (
        OBSERVATION_BOUND if value > 0 else -OBSERVATION_BOUND)


def _discard(seat: int, picks: Sequence[int]) -> MetaMove:
    cards: tuple[Card52, ...] = tuple(sorted(DECK52[c] for c in picks))
    return MetaMove(seat, DISCARD, cards=cards)


def _moves_of(state: Any, seat: int) -> Any:
    """``state.legal_moves(seat)``, without the seat's check when it is the seat to move."""
    return state.legal_moves() if seat == state.to_move else state.legal_moves(seat)


def mask_of(actions: Mapping[int, Any], size: int) -> Mask:
    """The 0/1 ``int8`` mask of the legal ``actions`` over ``size`` action numbers."""
    flags = bytearray(size)
    for action in actions:
        flags[action] = 1
    return np.frombuffer(flags, _INT8)


_CODECS: Final[dict[type, Callable[[Any], SweepCodec | MetaCodec]]] = {
    SweepRules: SweepCodec, MetaRules: MetaCodec}
"""Each family's codec, by the type of its rules."""

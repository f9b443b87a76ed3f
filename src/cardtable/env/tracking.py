"""Observations kept from step to step (the environments' fast path; docs/research.md).

A codec builds a seat's observation afresh from its ``view`` (``cardtable.env.codec``). Most
steps of a game change a few entries of it: a sweep card laid or a capture, a new hand dealt, a
Metamorphosis card added to a trick or a trick won. A tracker keeps each seat's last
observation and the public events since (``Played``, ``Dealt``, ``Trick``: what every seat
sees of them, a deal's own hand only to its seat), and brings the observation up to date with
them when the seat is observed again; any other event (a round's or a deal's end, a bid, a
discard) makes every kept observation stale, and the next observation of a stale seat is the
codec's, built from ``state.view(seat)`` as before. So the view stays the only source of what
a seat knows, and a kept observation is always the one the codec would build
(``tests/test_env_tracking.py`` compares them at every step of many games).

    >>> from cardtable import sweep
    >>> from cardtable.env.codec import codec_for
    >>> rules = sweep.Rules.preset("scopa")
    >>> state = sweep.new_game(rules, seed=7)
    >>> codec = codec_for(rules)
    >>> tracker = tracker_for(codec)
    >>> seat = state.to_move
    >>> before = tracker.observation(state, seat)
    >>> tracker.after(state.play(state.legal_moves()[0]))
    >>> bool((tracker.observation(state, seat) == codec.observation(state.view(seat))).all())
    True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from cardtable.cards import CARD52_SUIT
from cardtable.env.codec import META_CARDS, MetaCodec, Observation, SweepCodec
from cardtable.games.metamorphosis.rules import HAND_SIZE
from cardtable.games.metamorphosis.state import PLAYING


class Tracker(Protocol):
    """What the environments ask of a tracker."""

    def reset(self) -> None:
        """Forget every kept observation (a new game)."""
        ...

    def after(self, events: Sequence[Any]) -> None:
        """Bring the kept observations up to date with the events of one step."""
        ...

    def observation(self, state: Any, seat: int, pending: Sequence[int] = ()) -> Observation:
        """``seat``'s observation now: the kept one, else the codec's from its view."""
        ...


def tracker_for(codec: SweepCodec | MetaCodec) -> SweepTracker | MetaTracker:
    """The tracker of a codec."""
    if isinstance(codec, SweepCodec):
        return SweepTracker(codec)
    return MetaTracker(codec)


class _SweepPublic:
    """What every seat knows of a sweep round, as of the last step, and the public events
    since the observations were last made afresh."""

    __slots__ = ("sizes", "sweeps", "last", "capturer", "stock", "deals_left", "log")

    def __init__(self, view: Any) -> None:
        self.sizes = list(view.hand_sizes)
        self.sweeps = list(view.round_sweeps)
        self.last = view.last_play
        self.capturer: int | None = view.last_capturer
        self.stock: int = view.stock_size
        self.deals_left: int = view.deals_left
        self.log: list[Any] = []


class SweepTracker:
    """Kept sweep observations: cards played and new deals are applied; a round's end (any
    other event) makes them stale."""

    def __init__(self, codec: SweepCodec) -> None:
        self.codec = codec
        players = codec.players
        self._players = players
        self._side_of = codec.side_of
        blocks = [codec.pile_blocks(seat) for seat in range(players)]
        self._pile_at = tuple({side: start for side, start in b} for b in blocks)
        """By seat, by side: where that side's pile plane begins in the seat's observation."""
        self._sides = tuple(tuple(side for side, _ in b) for b in blocks)
        """By seat: the sides in the seat's order."""
        self._seats = tuple(tuple((seat + k) % players for k in range(players))
                            for seat in range(players))
        """By seat: the seats from it on (the order of the hand sizes)."""
        self.reset()

    def reset(self) -> None:
        """Forget every kept observation."""
        players = self._players
        self._kept: list[Observation | None] = [None] * players
        """By seat: its observation as of ``_seen[seat]`` events of the log, else ``None``."""
        self._cells: list[Any] = [None] * players
        """By seat: a writable float view of the kept observation."""
        self._seen = [0] * players
        self._shown: list[tuple[Any, int | None]] = [(None, None)] * players
        """By seat: the last play and the last capturer its kept observation shows."""
        self._public: _SweepPublic | None = None

    def after(self, events: Sequence[Any]) -> None:
        """Note a step's cards played and deals; any other event makes every kept
        observation stale."""
        public = self._public
        if public is None:
            return
        for event in events:
            kind = event.type
            if kind == "play":
                seat = event.seat
                public.sizes[seat] -= 1
                if event.take:
                    public.capturer = seat
                    if event.sweep:
                        public.sweeps[self._side_of[seat]] += 1
                public.last = event
            elif kind == "deal":
                sizes = public.sizes
                for seat, hand in enumerate(event.hands):
                    sizes[seat] = len(hand)
                    public.stock -= len(hand)
                public.deals_left -= 1
            else:
                self.reset()
                return
            public.log.append(event)

    def observation(self, state: Any, seat: int, pending: Sequence[int] = ()) -> Observation:
        """``seat``'s observation: the kept one brought up to date, else the codec's from
        the seat's view (then kept)."""
        public = self._public
        kept = self._kept[seat]
        if kept is None or public is None:
            view = state.view(seat)
            built = self.codec.observation(view)
            if public is None:
                public = self._public = _SweepPublic(view)
            kept = self._kept[seat] = built.copy()
            self._cells[seat] = _cells(kept)
            self._seen[seat] = len(public.log)
            self._shown[seat] = (public.last, public.capturer)
            return built
        if self._seen[seat] < len(public.log):
            self._catch_up(seat, public)
        return kept.copy()

    def _catch_up(self, seat: int, public: _SweepPublic) -> None:
        codec = self.codec
        out = self._cells[seat]
        players = self._players
        hand_at, table_at = codec.hand, codec.table
        dealt = False
        for event in public.log[self._seen[seat]:]:
            if event.type == "deal":
                dealt = True
                for card in event.hands[seat]:  # the seat's own hand, no other
                    out[hand_at + card] = 1.0
                continue
            card, take = event.card, event.take
            if event.seat == seat:
                out[hand_at + card] = 0.0
            if take:
                pile = self._pile_at[seat][self._side_of[event.seat]]
                for c in take:
                    out[table_at + c] = 0.0
                    out[pile + c] = 1.0
                out[pile + card] = 1.0
            else:
                out[table_at + card] = 1.0
        self._seen[seat] = len(public.log)
        shown_last, shown_capturer = self._shown[seat]
        last, capturer = public.last, public.capturer
        if last is not shown_last:
            last_card, last_take, last_seat = codec.last_card, codec.last_take, codec.last_seat
            if shown_last is not None:
                out[last_card + shown_last.card] = 0.0
                for c in shown_last.take:
                    out[last_take + c] = 0.0
                out[last_seat + (shown_last.seat - seat) % players] = 0.0
            out[last_card + last.card] = 1.0
            for c in last.take:
                out[last_take + c] = 1.0
            out[last_seat + (last.seat - seat) % players] = 1.0
        if capturer != shown_capturer:
            at = codec.last_capturer
            if shown_capturer is not None:
                out[at + (shown_capturer - seat) % players] = 0.0
            out[at + (capturer - seat) % players] = 1.0  # type: ignore[operator]
        self._shown[seat] = (last, capturer)
        at = codec.hand_sizes
        sizes = public.sizes
        for s in self._seats[seat]:
            out[at] = sizes[s] * 0.1
            at += 1
        at = codec.sweeps
        sweeps = public.sweeps
        for side in self._sides[seat]:
            out[at] = sweeps[side] * 0.1
            at += 1
        if dealt:
            out[codec.counts] = public.stock / 40.0
            out[codec.counts + 1] = public.deals_left * 0.1


class MetaTracker:
    """Kept Metamorphosis observations while tricks are played: a card played and a trick
    won are applied; a bid, a discard, a deal's end (any other event) make every seat's
    observation stale, and so does a seat's discard picks (``pending``)."""

    def __init__(self, codec: MetaCodec) -> None:
        self.codec = codec
        players = codec.players
        self._players = players
        self._buffers: list[Observation | None] = [None] * players
        """By seat: its observation while it is current, else ``None``."""
        self._cells: list[Any] = [None] * players
        """By seat: a writable float view of its observation (``None`` while stale)."""
        blocks = [codec.player_blocks(seat) for seat in range(players)]
        self._taken_at = tuple({p: at for p, at, _ in b} for b in blocks)
        """By seat, by player: where the player's taken plane begins in the seat's observation."""
        self._voids_at = tuple({p: at for p, _, at in b} for b in blocks)
        """By seat, by player: where the player's voids begin in the seat's observation."""
        self._public: _MetaPublic | None = None
        """The public counts as of the observations kept (``None`` while none is kept)."""
        self._picking: tuple[int, Observation, int] | None = None
        """While a seat picks the cards of a discard: the seat, its observation with no pick
        made and the number of cards to discard."""

    def reset(self) -> None:
        """Forget every kept observation."""
        self._buffers = [None] * self._players
        self._cells = [None] * self._players
        self._public = None
        self._picking = None

    def after(self, events: Sequence[Any]) -> None:
        """Apply a card played and a trick won to the kept observations; else mark them
        stale."""
        self._picking = None
        if self._public is None:
            return
        for event in events:
            kind = event.type
            if kind == "play":
                self._played(event.seat, event.card)
            elif kind == "trick":
                self._won(event.winner, event.cards)
            else:
                self.reset()
                return

    def _played(self, seat: int, card: int) -> None:
        public = self._public
        assert public is not None
        codec = self.codec
        players = self._players
        trick = public.trick
        void = None
        if trick:
            led = CARD52_SUIT[trick[0]]
            if CARD52_SUIT[card] != led:
                void = led
        trick.append(card)
        public.sizes[seat] -= 1
        size = public.sizes[seat] / HAND_SIZE
        hand_at, trick_at, sizes_at = codec.hand, codec.trick, codec.hand_sizes
        for viewer, out in enumerate(self._cells):
            if out is None:
                continue
            turn = (seat - viewer) % players
            if viewer == seat:
                out[hand_at + card] = 0.0
            out[trick_at + META_CARDS * turn + card] = 1.0
            if void is not None:
                out[self._voids_at[viewer][seat] + void] = 1.0
            out[sizes_at + turn] = size

    def _won(self, winner: int, cards: Sequence[int]) -> None:
        public = self._public
        assert public is not None
        codec = self.codec
        players = self._players
        leader = public.leader
        trick_at, leader_at = codec.trick, codec.trick_leader
        for viewer, out in enumerate(self._cells):
            if out is None:
                continue
            block = trick_at + META_CARDS * ((leader - viewer) % players)
            end = trick_at + META_CARDS * players
            taken = self._taken_at[viewer][winner]
            for card in cards:
                out[block + card] = 0.0
                block += META_CARDS
                if block >= end:
                    block -= META_CARDS * players
                out[taken + card] = 1.0
            out[leader_at + (leader - viewer) % players] = 0.0
            out[leader_at + (winner - viewer) % players] = 1.0
        public.trick.clear()
        public.leader = winner

    def observation(self, state: Any, seat: int, pending: Sequence[int] = ()) -> Observation:
        """``seat``'s observation: a copy of the kept one, else built from its view (and kept
        while tricks are played)."""
        kept = self._buffers[seat]
        if kept is not None:
            return kept.copy()
        picking = self._picking
        if picking is None or picking[0] != seat:
            view = state.view(seat)
            if view.phase == PLAYING and not pending:
                built = self.codec.observation(view)
                kept = self._buffers[seat] = built.copy()
                self._cells[seat] = _cells(kept)
                if self._public is None:
                    self._public = _MetaPublic(view)
                return built
            if not view.discard_count:
                return self.codec.observation(view, pending)
            picking = self._picking = (seat, self.codec.observation(view), view.discard_count)
        # A discard's picks change the picks plane and the count still to pick, nothing else.
        _, before, count = picking
        built = before.copy()
        cells = _cells(built)
        at = self.codec.pending
        for pick in pending:
            cells[at + pick] = 1.0
        cells[self.codec.counts + 1] = (count - len(pending)) / HAND_SIZE
        return built


class _MetaPublic:
    """What every seat knows of the tricks of a Metamorphosis deal, as of the observations
    kept."""

    __slots__ = ("sizes", "trick", "leader")

    def __init__(self, view: Any) -> None:
        self.sizes = list(view.hand_sizes)
        self.trick = [int(card) for card in view.trick]
        self.leader: int = view.trick_leader


def _cells(observation: Observation) -> Any:
    """A writable view of an observation's floats (one entry stored through it costs less
    than through the array)."""
    return observation.data

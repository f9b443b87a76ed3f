"""A sweep game in progress: rounds, turns, captures, sweeps, scoring (RULES.md 2.1-2.7).

The state is the only authority on the game. It leaves the engine through ``view(seat)``
and events redacted with ``visible_to(seat)``; bots that search use ``determinize``.

This module is the flow of the game: a round is dealt, cards are played, the round ends
and is scored, and the game ends. Manual capture keeps its own rules: the challenges in
``challenges`` (RULES.md 2.7) and the Spanish penalties (claims of a missed capture, the
end-of-round check and its penalties) in ``penalties`` (2.10); the state asks them.
"""

from __future__ import annotations

import random
from bisect import insort
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace

from cardtable.cards import CARD_VALUE, DECK, Card, format_cards, parse_card, parse_cards
from cardtable.games.base import AmbiguousMoveError, IllegalMoveError, positional_builder
from cardtable.games.sweep.captures import captures_on_sorted, hand_captures, may_lay
from cardtable.games.sweep.challenges import (
    LastPlay,
    challenge,
    challenge_refusal,
    is_error,
    open_challenges,
)
from cardtable.games.sweep.dealing import DealPlan, deal_plan, draw_for_dealer, opening_sweeps
from cardtable.games.sweep.events import (
    DealerDrawn,
    Dealt,
    GameOver,
    Leftover,
    OpeningSweeps,
    Played,
    RoundScored,
    RoundStarted,
    SetAside,
    SweepEvent,
    TableDealt,
)
from cardtable.games.sweep.moves import (
    CHALLENGE,
    CLAIM,
    END,
    KINDS,
    PLAY,
    ManualMoves,
    SweepMove,
    parse_play_text,
)
from cardtable.games.sweep.penalties import (
    Claimable,
    check_captures,
    claim_refusal,
    laid_claimable,
    open_claims,
    own_claims,
    take_claim,
)
from cardtable.games.sweep.rules import Rules
from cardtable.games.sweep.scoring import best_of, game_winner, score_round

DeckSource = Callable[[int], Sequence[Card]]
"""Gives the deck for a round number (1, 2 ...), top card last, instead of a shuffle."""

@dataclass(frozen=True, slots=True)
class SweepView:
    """Everything one seat may know of a sweep game, and nothing more."""

    seat: int | None
    rules: Rules
    sides: tuple[tuple[int, ...], ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    table: tuple[Card, ...]
    piles: tuple[tuple[Card, ...], ...]
    stock_size: int
    aside_size: int
    deals_left: int
    round_number: int
    dealer: int
    to_move: int | None
    scores: tuple[int, ...]
    round_sweeps: tuple[int, ...]
    challenge_points: tuple[int, ...]
    last_play: Played | None
    challengeable: bool
    last_capturer: int | None
    closing: bool
    winners: tuple[int, ...]
    is_over: bool
    claimable: Card | None = None
    """Under the Spanish penalties: the card just laid that the seat to move may claim now
    (public: anyone can see that it could have captured), else ``None``."""


_make_view = positional_builder(SweepView)
"""``SweepView`` from every field in order, without a frozen dataclass's cost per field."""


class SweepState:
    """A sweep game: make one with ``new_game(rules, seed)``, then ``play`` moves."""

    __slots__ = (
        "rules", "_plan", "_side_of", "_seed", "round_number", "dealer", "hands", "table",
        "stock", "aside", "piles", "round_sweeps", "challenge_points", "scores",
        "last_capturer", "_to_move", "deals_left", "_winners", "_over", "_last_play",
        "_last_manual", "_closing", "_legal", "start_events", "_deck_source", "_claimable",
        "_captures", "_drawn",
    )

    rules: Rules
    round_number: int
    dealer: int
    hands: list[list[Card]]
    table: list[Card]
    stock: list[Card]
    aside: list[Card]
    piles: list[list[Card]]
    round_sweeps: list[int]
    challenge_points: list[int]
    scores: list[int]
    last_capturer: int | None
    deals_left: int
    _to_move: int | None
    _last_play: Played | None
    _last_manual: LastPlay | None
    _closing: bool
    _claimable: Claimable | None
    _captures: list[SweepMove]
    """Under the Spanish penalties: the round's plays that captured, in order, to check."""
    start_events: tuple[SweepEvent, ...]

    def __init__(self, rules: Rules, rng: random.Random,
                 deck_source: DeckSource | None = None,
                 dealer_draw: DealerDrawn | None = None) -> None:
        """Start a game: draw for the first dealer if the rules say so, shuffle with
        ``rng`` and deal the first round (see ``new_game``)."""
        self.rules = rules
        self._deck_source = deck_source
        self._plan: DealPlan = deal_plan(rules)
        side_of = [0] * rules.players
        for side, seats in enumerate(rules.sides):
            for seat in seats:
                side_of[seat] = side
        self._side_of = tuple(side_of)
        self._seed = rng.getrandbits(64)
        self.scores = [0] * len(rules.sides)
        self._winners: tuple[int, ...] = ()
        self._drawn = False
        self._over = False
        self.round_number = 0
        self.dealer = rules.first_dealer
        self._legal: Sequence[SweepMove] | None = None
        drew: tuple[SweepEvent, ...] = ()
        if rules.dealer_draw:
            if dealer_draw is None:
                draws, dealer = draw_for_dealer(rules.players, rng)
                dealer_draw = DealerDrawn(draws, dealer)
            self.dealer = dealer_draw.dealer
            drew = (dealer_draw,)
        self.start_events = (*drew, *self._start_round())

    # The protocol -----------------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        """The seat to move, or ``None`` once the game is over."""
        return self._to_move

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self._over

    @property
    def winners(self) -> tuple[int, ...]:
        """Winning side indices (empty until the game is over)."""
        return self._winners

    @property
    def drawn(self) -> bool:
        """Whether the game ended in a draw (the round limit reached with level leaders)."""
        return self._drawn

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """Seats of each side."""
        return self.rules.sides

    def side_of(self, seat: int) -> int:
        """The side a seat plays for."""
        return self._side_of[seat]

    @property
    def players(self) -> int:
        """Number of seats."""
        return self.rules.players

    @property
    def last_play(self) -> Played | None:
        """The last card played in this round, if any."""
        return self._last_play

    def legal_moves(self, seat: int | None = None) -> Sequence[SweepMove]:
        """Legal moves of ``seat``: the seat to move by default; for another seat only
        out-of-turn moves (a challenge under *manual*, and the self-correction of the card
        it has just laid). Claims (Spanish penalties) are the seat to move's, listed after
        its plays, until it plays a card; there are none after the round's last card."""
        if self._over:
            return ()
        mover = self._to_move
        if seat is None or seat == mover:
            if self._legal is None:
                self._legal = self._moves_of_mover()
            return self._legal
        self._check_seat(seat)
        return (*self._challenges(seat), *own_claims(self._claimable, seat))

    def _moves_of_mover(self) -> Sequence[SweepMove]:
        seat = self._to_move
        assert seat is not None
        extra = (*self._challenges(seat), *self._claims(seat))
        if self._closing:
            return (*extra, SweepMove(seat, None, (), END))
        hand = self.hands[seat]
        if self.rules.manual:
            return ManualMoves(seat, hand, self.table, extra)
        moves: list[SweepMove] = []
        captures = hand_captures(self.rules, hand, self.table)
        lays = may_lay(self.rules, captures)
        for card, options in captures:
            if options:
                for take in options:
                    moves.append(SweepMove(seat, card, take))
            elif lays:
                moves.append(SweepMove(seat, card))
        return moves

    def _claims(self, seat: int) -> tuple[SweepMove, ...]:
        return open_claims(self._claimable, seat)

    def _challenges(self, seat: int) -> tuple[SweepMove, ...]:
        return open_challenges(self._last_manual, self._side_of, seat)

    def parse_move(self, text: str, seat: int | None = None) -> SweepMove:
        """The legal move that ``text`` names for ``seat`` (the seat to move by default).

        ``5c`` alone is enough when the five of clubs has only one legal move; otherwise
        ``AmbiguousMoveError`` lists the captures to choose from.
        """
        if self._over:
            raise _game_over()
        seat = self._to_move if seat is None else seat
        assert seat is not None
        self._check_seat(seat)
        kind, card, take = parse_play_text(text)
        legal = self.legal_moves(seat)
        if kind == CLAIM:
            assert card is not None
            move = SweepMove(seat, card, take or (), CLAIM)
            if move in legal:
                return move
            raise self._refusal(move)
        if kind != PLAY:
            move = SweepMove(seat, None, (), kind)
            if move in legal:
                return move
            raise self._refusal(move)
        assert card is not None
        if take is not None or self.rules.manual:
            move = SweepMove(seat, card, take or ())
            if move in legal:
                return move
            raise self._refusal(move)
        matching = [m for m in legal if m.card == card]
        if len(matching) == 1:
            return matching[0]
        if not matching:
            raise self._refusal(SweepMove(seat, card))
        raise AmbiguousMoveError(
            f"{card} can capture in {len(matching)} ways: choose one of "
            f"{', '.join(m.text() for m in matching)}", "capture-choice", card=str(card),
            choices=[_notation(m.take) for m in matching])

    def play(self, move: SweepMove | str) -> list[SweepEvent]:
        """Play a legal move and return the events it caused.

        Raises ``IllegalMoveError`` saying why, leaving the state unchanged.
        """
        if isinstance(move, str):
            move = self.parse_move(move)
        if self._over:
            raise _game_over()
        if not isinstance(move, SweepMove):
            raise IllegalMoveError(f"{move!r} is not a sweep move", "bad-move",
                                   move=repr(move))
        move = _normalized(move)
        if move not in self.legal_moves(move.seat):
            raise self._refusal(move)
        return self.play_legal(move)

    def play_legal(self, move: SweepMove) -> list[SweepEvent]:
        """``play`` a move that the caller took from this very position's ``legal_moves``,
        without checking it again (the research environment's step). Any other move may
        leave the state inconsistent: use ``play``."""
        self._legal = None
        if move.kind == CHALLENGE:
            return self._challenge(move.seat)
        if move.kind == CLAIM:
            return self._claim(move)
        if move.kind == END:
            self._closing = False
            self._last_manual = None
            return self._end_round()
        return self._play_card(move)

    def view(self, seat: int | None) -> SweepView:
        """What ``seat`` may know (``None``: a spectator, who sees no hand)."""
        if seat is not None:
            self._check_seat(seat)
        last = self._last_play
        if last is not None:
            last = last.visible_to(seat)
        manual = self._last_manual
        claimable = self._claimable
        rules = self.rules
        hands = self.hands
        # Positional, in the order of SweepView's fields (tests/test_views.py compares every
        # field with a view made field by field).
        return _make_view(
            seat, rules, rules.sides, tuple(hands[seat]) if seat is not None else (),
            tuple(map(len, hands)), tuple(self.table), tuple(map(tuple, self.piles)),
            len(self.stock), len(self.aside), self.deals_left, self.round_number,
            self.dealer, self._to_move, tuple(self.scores), tuple(self.round_sweeps),
            tuple(self.challenge_points), last,
            manual is not None and not manual.challenged, self.last_capturer,
            self._closing, self._winners, self._over,
            (claimable.card if claimable is not None and not claimable.claimed
             and claimable.seat is not None else None))

    def clone(self) -> SweepState:
        """An independent copy (no ``deepcopy``); it will shuffle later rounds the same way."""
        other = SweepState.__new__(SweepState)
        other.rules = self.rules
        other._plan = self._plan
        other._side_of = self._side_of
        other._seed = self._seed
        other._deck_source = self._deck_source
        other.round_number = self.round_number
        other.dealer = self.dealer
        other.hands = [list(h) for h in self.hands]
        other.table = list(self.table)
        other.stock = list(self.stock)
        other.aside = list(self.aside)
        other.piles = [list(p) for p in self.piles]
        other.round_sweeps = list(self.round_sweeps)
        other.challenge_points = list(self.challenge_points)
        other.scores = list(self.scores)
        other.last_capturer = self.last_capturer
        other._to_move = self._to_move
        other.deals_left = self.deals_left
        other._winners = self._winners
        other._drawn = self._drawn
        other._over = self._over
        other._last_play = self._last_play
        other._last_manual = self._last_manual
        other._closing = self._closing
        other._claimable = self._claimable
        other._captures = list(self._captures)
        other._legal = None
        other.start_events = self.start_events
        return other

    def determinize(self, seat: int, rng: random.Random) -> SweepState:
        """A copy in which every card hidden from ``seat`` (other hands, the stock, cards set
        aside) is dealt again at random, keeping every count; future shuffles are new too."""
        self._check_seat(seat)
        other = self.clone()
        unseen: list[Card] = list(other.stock)
        unseen.extend(other.aside)
        for index, hand in enumerate(other.hands):
            if index != seat:
                unseen.extend(hand)
        unseen.sort()  # the sample must not depend on where the hidden cards really are
        rng.shuffle(unseen)
        position = 0
        for index, hand in enumerate(other.hands):
            if index != seat:
                size = len(hand)
                other.hands[index] = unseen[position:position + size]
                position += size
        size = len(other.stock)
        other.stock = unseen[position:position + size]
        position += size
        other.aside = unseen[position:]
        other._seed = rng.getrandbits(64)
        other._deck_source = None
        return other

    @property
    def cards_in_play(self) -> list[Card]:
        """Every card the state holds (hands, table, stock, piles, aside): always all 40."""
        held: list[Card] = [c for h in self.hands for c in h]
        held.extend(self.table)
        held.extend(self.stock)
        held.extend(c for p in self.piles for c in p)
        held.extend(self.aside)
        return held

    # The flow of a round --------------------------------------------------------------

    def _start_round(self) -> list[SweepEvent]:
        rules = self.rules
        players = rules.players
        self.round_number += 1
        if self._deck_source is not None:
            deck = list(self._deck_source(self.round_number))
        else:
            deck = list(DECK)
            shuffler = random.Random(self._seed)
            shuffler.shuffle(deck)
            self._seed = shuffler.getrandbits(64)
        plan = self._plan
        self.aside = sorted(deck[:plan.aside])
        self.stock = deck[plan.aside:]
        self.hands = [[] for _ in range(players)]
        self.piles = [[] for _ in rules.sides]
        self.round_sweeps = [0] * len(rules.sides)
        self.challenge_points = [0] * len(rules.sides)
        self.last_capturer = None
        self._last_play = None
        self._last_manual = None
        self._closing = False
        self._claimable = None
        self._captures = []
        self.deals_left = len(plan.hands)
        events: list[SweepEvent] = [RoundStarted(self.round_number, self.dealer)]
        if plan.aside:
            events.append(SetAside(tuple(self.aside)))
        self.table = []
        if plan.table:
            self.table = sorted(self.stock.pop() for _ in range(plan.table))
            events.append(TableDealt(tuple(self.table)))
        events.append(self._deal())
        if self.table and rules.opening_sweeps:
            sweeps = opening_sweeps([CARD_VALUE[c] for c in self.table])
            if sweeps:
                side = self._side_of[self.dealer]
                taken = tuple(self.table)
                self.piles[side].extend(taken)
                self.table = []
                self.round_sweeps[side] += sweeps
                self.last_capturer = self.dealer
                events.append(OpeningSweeps(self.dealer, taken, sweeps))
        first = self.dealer if rules.first_player == "dealer" else (self.dealer + 1) % players
        self._to_move = first
        return events

    def _deal(self) -> Dealt:
        size = self._plan.hands[len(self._plan.hands) - self.deals_left]
        self.deals_left -= 1
        stock = self.stock
        for hand in self.hands:
            for _ in range(size):
                hand.append(stock.pop())
            hand.sort()
        return Dealt(tuple(tuple(h) for h in self.hands), last=self.deals_left == 0)

    def _play_card(self, move: SweepMove) -> list[SweepEvent]:
        seat = move.seat
        card = move.card
        assert card is not None
        take = move.take
        rules = self.rules
        table = self.table
        spanish = rules.spanish_penalties
        self._claimable = None  # the next card is played: a missed capture is no longer open
        error: bool | None = None
        options: list[tuple[Card, ...]] = []
        if rules.manual:
            options = captures_on_sorted(rules, card, table)
            error = is_error(take, options)
            if not spanish:
                self._last_manual = LastPlay(seat, error, card=card, take=take,
                                             options=tuple(options))
        self.hands[seat].remove(card)
        last_card = not self.stock and all(not h for h in self.hands)
        sweep = False
        if spanish and take:
            self._captures.append(SweepMove(seat, card, take))
        elif not take:
            # A card laid although it could capture may be claimed (RULES.md 2.10), and
            # taken by its own player still (self-correction).
            self._claimable = laid_claimable(seat, card, options, rules, last_card)
        if take:
            for c in take:
                table.remove(c)
            side = self._side_of[seat]
            pile = self.piles[side]
            pile.extend(take)
            pile.append(card)
            self.last_capturer = seat
            if not table and (rules.last_play_sweep or not last_card):
                sweep = True
                self.round_sweeps[side] += 1
        else:
            insort(table, card)
        played = Played(seat, card, take, sweep, error)
        self._last_play = played
        events: list[SweepEvent] = [played]
        self._to_move = (seat + 1) % rules.players
        if last_card:
            if rules.manual:
                self._closing = True
            else:
                events.extend(self._end_round())
        elif not any(self.hands):
            events.append(self._deal())
        return events

    def _challenge(self, seat: int) -> list[SweepEvent]:
        last = self._last_manual
        assert last is not None
        self._last_manual, challenged = challenge(last, seat)
        self._claimable = None  # a challenged play stands as played: no self-correction
        self.challenge_points[self._side_of[seat]] += challenged.points
        return [challenged]

    def _claim(self, move: SweepMove) -> list[SweepEvent]:
        claimable = self._claimable
        assert claimable is not None
        seat = move.seat
        self._claimable, claimed = take_claim(claimable, move, self.table,
                                              self.piles[self._side_of[seat]])
        self.last_capturer = seat  # a claim is a capture
        last = self._last_manual
        if claimed.own and last is not None:
            # Under challenges the corrected play is an error no more.
            self._last_manual = replace(last, error=False, take=move.take)
        return [claimed]

    def _end_round(self) -> list[SweepEvent]:
        rules = self.rules
        events: list[SweepEvent] = []
        self._claimable = None
        penalties: list[int] = []
        if rules.spanish_penalties:
            checked, penalties = check_captures(
                (*self.table, *self.aside), self._captures, sum(self.round_sweeps),
                self._side_of, len(self.piles))
            events.extend(checked)
        if self.table:
            capturer = self.last_capturer
            leftover = tuple(self.table)
            if capturer is not None:
                self.piles[self._side_of[capturer]].extend(leftover)
                self.table = []
            events.append(Leftover(capturer, leftover))
        points, lines = score_round(rules, self.piles, self.round_sweeps,
                                    self.challenge_points, penalties)
        for side, gained in enumerate(points):
            self.scores[side] += gained
        losers: tuple[int, ...] = ()
        if rules.no_capture_loss:
            losers = tuple(side for side, pile in enumerate(self.piles) if not pile)
            if len(losers) == len(self.piles):
                losers = ()
        winner = game_winner(rules, self.scores)
        limited = rules.max_rounds is not None and self.round_number >= rules.max_rounds
        goes_on = not losers and winner is None and not limited
        short = (rules.target, rules.margin) if goes_on and max(self.scores) >= rules.target \
            else None
        events.append(RoundScored(points, lines, tuple(self.scores),
                                  tuple(len(p) for p in self.piles), short))
        if losers:
            others = [side for side in range(len(self.piles)) if side not in losers]
            self._finish(best_of(self.scores, others), losers, events)
            return events
        if winner is not None:
            self._finish((winner,), (), events)
            return events
        if limited:
            assert rules.max_rounds is not None
            leaders = best_of(self.scores, range(len(self.scores)))
            self._finish(leaders, (), events, rules.max_rounds)
            return events
        self.dealer = (self.dealer + 1) % rules.players
        events.extend(self._start_round())
        return events

    def _finish(self, winners: tuple[int, ...], losers: tuple[int, ...],
                events: list[SweepEvent], round_limit: int | None = None) -> None:
        over = GameOver(winners, tuple(self.scores), losers, round_limit)
        self._winners = winners
        self._drawn = over.drawn
        self._over = True
        self._to_move = None
        self._last_manual = None
        events.append(over)

    # Errors a player can act on -------------------------------------------------------

    def _check_seat(self, seat: int) -> None:
        if not isinstance(seat, int) or not 0 <= seat < self.rules.players:
            raise IllegalMoveError(
                f"there is no seat {seat!r}: seats are 0 to {self.rules.players - 1}",
                "no-seat", seat=seat if isinstance(seat, int) else repr(seat),
                players=self.rules.players)

    def check(self, move: SweepMove) -> None:
        """Raise the ``IllegalMoveError`` that ``play(move)`` would raise, or nothing when
        the move is legal; the state is left unchanged either way."""
        if self._over:
            raise _game_over()
        if not isinstance(move, SweepMove):
            raise IllegalMoveError(f"{move!r} is not a sweep move", "bad-move",
                                   move=repr(move))
        self._check_seat(move.seat)
        move = _normalized(move)
        if move not in self.legal_moves(move.seat):
            raise self._refusal(move)

    def check_card(self, seat: int, card: Card) -> None:
        """Raise the ``IllegalMoveError`` that refuses ``seat`` choosing the hand ``card``
        now, or nothing when it may be chosen: a card with several captures may (which one
        is asked next), and under *manual* capture any card of the hand at the seat's turn
        (its take is chosen next)."""
        if self.rules.manual:
            self.check(SweepMove(seat, card))
            return
        try:
            self.parse_move(str(card), seat)
        except IllegalMoveError as error:
            if error.code != "capture-choice":
                raise

    def _refusal(self, move: SweepMove) -> IllegalMoveError:
        """Why ``move`` (not legal now) is refused: the English reason, its code and its
        arguments (``docs/protocol.md``, "Refusals")."""
        if move.kind == CLAIM:
            return claim_refusal(self.rules, self._closing, self._claimable, move)
        seat = move.seat
        if seat != self._to_move and move.kind == PLAY:
            return IllegalMoveError(
                f"it is not seat {seat}'s turn: seat {self._to_move} is to play",
                "not-your-turn", seat=seat, to_move=self._to_move)
        if move.kind == CHALLENGE:
            return challenge_refusal(self.rules, self._last_manual)
        if move.kind == END:
            if self._closing:
                return IllegalMoveError(
                    f"seat {self._to_move} ends the round: the other seats may only "
                    "challenge the last move", "not-your-turn", seat=seat,
                    to_move=self._to_move)
            return IllegalMoveError("the round is not over: play a card", "round-not-over")
        if self._closing:
            return IllegalMoveError(
                "the round is over: say end to score it, or challenge the last move",
                "round-closing")
        hand = self.hands[seat]
        assert move.card is not None
        card = str(move.card)
        if move.card not in hand:
            return IllegalMoveError(
                f"{card} is not in your hand: your hand is {format_cards(hand)}",
                "not-in-hand", cards=[card], hand=_notation(hand))
        missing = [c for c in move.take if c not in self.table]
        if missing and self.rules.manual:
            return IllegalMoveError(
                f"{format_cards(missing)} not on the table: the table is "
                f"{format_cards(self.table)}", "not-on-table", cards=_notation(missing),
                table=_notation(self.table))
        if self.rules.manual:
            return IllegalMoveError("a card may be taken once: list each table card once",
                                    "taken-twice", cards=_notation(move.take))
        options = captures_on_sorted(self.rules, move.card, self.table)
        choices = [_notation(t) for t in options]
        texts = ", ".join(SweepMove(seat, move.card, t).text() for t in options)
        table = format_cards(self.table) or "an empty table"
        nothing = f"{card} captures nothing on {table}: play it alone as {card}"
        if missing:
            return IllegalMoveError(
                f"{move.text()} is not a capture: {card} can take {texts}" if options
                else nothing, "not-on-table", cards=_notation(missing),
                table=_notation(self.table), card=card, choices=choices)
        if not options and not move.take and self.rules.must_capture == "any":
            takers = [c for c, takes in hand_captures(self.rules, hand, self.table) if takes]
            return IllegalMoveError(
                f"capture is compulsory: {card} takes nothing, but "
                f"{format_cards(takers)} can take", "must-capture-other", card=card,
                cards=_notation(takers))
        if not options:
            return IllegalMoveError(nothing, "captures-nothing", card=card,
                                    take=_notation(move.take), table=_notation(self.table))
        if not move.take:
            return IllegalMoveError(
                f"{card} must capture (capture is compulsory): choose {texts}",
                "must-capture", card=card, choices=choices)
        return IllegalMoveError(
            f"{move.text()} is not a capture: {card} can take {texts}",
            "not-a-capture", card=card, take=_notation(move.take), choices=choices)


def _notation(cards: Iterable[Card]) -> list[str]:
    """Cards as the notation strings of an error's details."""
    return [str(c) for c in cards]


def _game_over() -> IllegalMoveError:
    return IllegalMoveError("the game is over: no more moves", "game-over")


def _normalized(move: SweepMove) -> SweepMove:
    """The move with its cards parsed and its take in card order (a capture is a set of
    cards); raises ``IllegalMoveError`` for a move that names no card or a bad one."""
    if move.kind not in (PLAY, CLAIM):
        if move.kind not in KINDS:
            raise IllegalMoveError(
                f"{move.kind!r} is not a kind of move: play a card, challenge, end or claim",
                "bad-move", move=repr(move))
        return move
    card, take = move.card, move.take
    if (isinstance(card, Card) and isinstance(take, tuple)
            and all(isinstance(c, Card) for c in take)
            and all(take[i] < take[i + 1] for i in range(len(take) - 1))):
        return move
    if card is None:
        if move.kind == CLAIM:
            raise IllegalMoveError(
                "a claim needs the laid card and the table cards it could have taken, like "
                "claim:7d:2c+5h", "bad-move", move=repr(move))
        raise IllegalMoveError(
            "a move needs a card: play a card like 7d, or a capture like 5c:2d+3c",
            "bad-move", move=repr(move))
    names = [str(c) for c in take]
    twice = [name for index, name in enumerate(names) if name in names[:index]]
    if twice:
        raise IllegalMoveError(
            f"{twice[0]} is given twice: a table card is taken once. A move is a card (7d) "
            "or a card and the table cards it takes (5c:2d+3c)", "taken-twice", cards=twice)
    try:
        parsed = parse_card(card)
        taken = tuple(sorted(parse_cards(take)))
    except (TypeError, ValueError) as error:
        raise IllegalMoveError(
            f"{error}. A move is a card (7d) or a card and the table cards it takes "
            "(5c:2d+3c); a claim is claim:7d:2c+5h", "bad-move", move=repr(move)
        ) from None
    return SweepMove(move.seat, parsed, taken, move.kind)


def new_game(rules: Rules, seed: int | None = None, rng: random.Random | None = None,
             deck_source: DeckSource | None = None,
             dealer_draw: DealerDrawn | None = None) -> SweepState:
    """A new game under ``rules``, dealt from ``seed`` (or from ``rng``); its first events
    (the draw for the dealer under ``dealer_draw``, round, table, deal, opening sweeps) are
    in ``state.start_events``.

    ``deck_source`` replaces the shuffle: it gives each round's deck (see
    ``dealing.stack_deck``), and ``dealer_draw`` the draw for the first dealer, which is how
    a record replays without its seed.
    """
    if rng is None:
        rng = random.Random(seed)
    return SweepState(rules, rng, deck_source, dealer_draw)

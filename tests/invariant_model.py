"""A reference model of a sweep game, fed the engine's full events, that checks RULES.md 2.9
and 2.10.

``GameChecker.after(events)`` is called with the start events and with every batch that
``play`` returns. It mirrors hands, table, piles, sweeps, challenges, claims and penalties
from the events alone, scores each round with its own code, and checks the engine's state
against it; then it checks views, redaction, legal moves, clones and determinization on the
live state. Written independently of the engine's captures and scoring modules on purpose.

The leftover invariant of RULES.md 2.9 is checked in its corrected form: under *fifteen* the
cards left on the table plus the cards set aside sum to 10 modulo 15 when every capture
made 15 (not only 10, 25, 40 or 55), and in general to 10 minus the captures' errors.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from cardtable.cards import CARD_VALUE, DECK, Card
from cardtable.games.base import IllegalMoveError
from cardtable.games.sweep.events import (
    Challenged,
    Checked,
    Claimed,
    DealerDrawn,
    Dealt,
    GameOver,
    Leftover,
    OpeningSweeps,
    Penalty,
    Played,
    RoundScored,
    RoundStarted,
    SetAside,
    TableDealt,
)
from cardtable.games.sweep.moves import CLAIM, PLAY, SweepMove
from cardtable.games.sweep.rules import Rules
from cardtable.games.sweep.state import SweepState

PRIMIERA = {7: 21, 6: 18, 1: 16, 5: 15, 4: 14, 3: 13, 2: 12, 8: 10, 9: 10, 10: 10}
MOVES_TRIED = 12
"""Legal moves played on clones after each move (all of them when there are fewer)."""


def value(c: Card) -> int:
    return int(c) // 4 + 1


def suit(c: Card) -> int:
    return int(c) % 4


def subsets_summing(table: Sequence[Card], target: int) -> list[tuple[Card, ...]]:
    """Every non-empty subset of ``table`` (sorted) whose values sum to ``target``."""
    found: list[tuple[Card, ...]] = []

    def walk(start: int, left: int, chosen: tuple[Card, ...]) -> None:
        for i in range(start, len(table)):
            v = value(table[i])
            if v > left:
                continue
            picked = (*chosen, table[i])
            if v == left:
                found.append(picked)
            else:
                walk(i + 1, left - v, picked)

    if target > 0:
        walk(0, target, ())
    return found


def legal_takes(rules: Rules, card: Card, table: Sequence[Card]) -> set[tuple[Card, ...]]:
    """The captures RULES.md 2.2 allows ``card`` on ``table``; empty: it must be laid."""
    ordered = sorted(table)
    v = value(card)
    if rules.capture == "fifteen":
        return set(subsets_summing(ordered, 15 - v))
    if rules.single_priority and any(value(c) == v for c in ordered):
        return {(c,) for c in ordered if value(c) == v}
    limit = rules.max_sum_cards
    return {s for s in subsets_summing(ordered, v) if limit is None or len(s) <= limit}


def strictly_best(measures: Sequence[Any]) -> int | None:
    top = max(measures)
    leaders = [i for i, m in enumerate(measures) if m == top]
    return leaders[0] if len(leaders) == 1 else None


def primiera(pile: Sequence[Card]) -> tuple[int, int]:
    best: dict[int, int] = {}
    for c in pile:
        best[suit(c)] = max(best.get(suit(c), 0), PRIMIERA[value(c)])
    return len(best), sum(best.values())


def expected_points(rules: Rules, piles: Sequence[Sequence[Card]], sweeps: Sequence[int],
                    challenges: Sequence[int], penalties: Sequence[int]) -> list[int]:
    """Round points per side by RULES.md 2.5, 2.7 and 2.10, computed from scratch."""
    earned = list(sweeps)
    cats = rules.scoring

    def give(side: int | None, points: int = 1) -> None:
        if side is not None:
            earned[side] += points

    if "cards" in cats:
        give(strictly_best([len(p) for p in piles]))
    if "diamonds" in cats:
        counts = [sum(1 for c in p if suit(c) == 0) for p in piles]
        side = strictly_best(counts)
        give(side, 2 if side is not None and rules.all_diamonds_bonus and counts[side] == 10
             else 1)
    if "settebello" in cats:
        for side, pile in enumerate(piles):
            if DECK[24] in pile:
                give(side)
    if "sevens" in cats:
        counts = [sum(1 for c in p if value(c) == 7) for p in piles]
        side = strictly_best(counts)
        give(side, 2 if side is not None and rules.all_sevens_bonus and counts[side] == 4
             else 1)
    if "primiera" in cats:
        give(strictly_best([primiera(p) for p in piles]))
    if "under-ten" in cats:
        for side in range(len(piles)):
            if all(len(p) < 10 for other, p in enumerate(piles) if other != side):
                give(side, 2)
    if rules.muerto:
        total = sum(earned)
        earned = [total - mine for mine in earned]
    return [e + c + p for e, c, p in zip(earned, challenges, penalties, strict=True)]


def reached_target(rules: Rules, scores: Sequence[int]) -> int | None:
    """The side with at least the target and the margin over every other side, if any."""
    for side, score in enumerate(scores):
        if score >= rules.target and all(score - other >= rules.margin
                                         for o, other in enumerate(scores) if o != side):
            return side
    return None


def capture_error(e: Played) -> int:
    """How far a capture is from fifteen: card plus taken cards, minus 15."""
    return value(e.card) + sum(value(c) for c in e.take) - 15


def opening_count(cards: Sequence[Card]) -> int:
    total = sum(value(c) for c in cards)
    if total == 15:
        return 1
    if total == 30 and subsets_summing(sorted(cards), 15):
        return 2
    return 0


def known(cards: Sequence[Card | None]) -> list[Card]:
    """Cards of a full (unredacted) event, which never holds a hidden ``None``."""
    out = [c for c in cards if c is not None]
    assert len(out) == len(cards), "a full event with hidden cards"
    return out


def snapshot(state: SweepState) -> tuple[Any, ...]:
    """Everything observable about a state, to compare copies and catch mutation."""
    return (state.round_number, state.dealer, tuple(map(tuple, state.hands)),
            tuple(state.table), tuple(state.stock), tuple(state.aside),
            tuple(map(tuple, state.piles)), tuple(state.round_sweeps),
            tuple(state.challenge_points), tuple(state.scores), state.last_capturer,
            state.to_move, state.deals_left, state.winners, state.is_over, state.last_play,
            state.view(None))


def cards_in(obj: Any) -> set[Card]:
    """Every card named anywhere in a (nested) value."""
    if isinstance(obj, Card):
        return {obj}
    if isinstance(obj, (tuple, list)):
        return set().union(*(cards_in(o) for o in obj)) if obj else set()
    if hasattr(obj, "__dataclass_fields__"):
        return cards_in([getattr(obj, name) for name in obj.__dataclass_fields__
                         if name != "rules"])
    return set()


class GameChecker:
    """Checks a game after every batch of events; see the module docstring."""

    def __init__(self, state: SweepState, seed: int) -> None:
        self.state = state
        self.rules = state.rules
        self.rng = random.Random(seed)
        self.sides = self.rules.sides
        self.side_of = {seat: s for s, seats in enumerate(self.sides) for seat in seats}
        self.scores = [0] * len(self.sides)
        self.rounds = 0
        self.dealer: int | None = None
        self.drawn_dealer: int | None = None
        self.pending_end: list[int] | None = None
        self.game_over = False

    # Mirror of the events ---------------------------------------------------------------

    def _dealer_drawn(self, event: DealerDrawn) -> None:
        """The draw for the first dealer (seed 003): before any round, under the rules
        that draw; every seat draws first, then those level at the top again; the last
        drawing has one highest card, and its seat deals the first round."""
        assert self.rules.dealer_draw and self.dealer is None, "a draw only before round 1"
        cards = [card for drawing in event.draws for _, card in drawing]
        assert len(cards) == len(set(cards)), "a card drawn twice"
        drawing_seats = list(range(self.rules.players))
        for drawing in event.draws:
            assert [seat for seat, _ in drawing] == drawing_seats, "who draws"
            top = max(CARD_VALUE[card] for _, card in drawing)
            drawing_seats = [seat for seat, card in drawing if CARD_VALUE[card] == top]
        assert drawing_seats == [event.dealer], "the highest card deals"
        self.drawn_dealer = event.dealer

    def _new_round(self, event: RoundStarted) -> None:
        players = self.rules.players
        if self.dealer is not None:
            assert event.dealer == (self.dealer + 1) % players, "the deal passes left"
            self._check_round_may_continue()
        else:
            first = self.drawn_dealer if self.rules.dealer_draw else self.rules.first_dealer
            assert event.dealer == first, "the first dealer: drawn, or as the rules say"
        self.dealer = event.dealer
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.table: list[Card] = []
        self.aside: list[Card] = []
        self.piles: list[list[Card]] = [[] for _ in self.sides]
        self.sweeps = [0] * len(self.sides)
        self.challenges = [0] * len(self.sides)
        self.last_deal = False
        self.last_capturer: int | None = None
        self.last_played: Played | None = None
        self.challenged = False
        self.leftover: tuple[Card, ...] = ()
        self.round_scored = False
        self.captures: list[Played] = []
        self.claimable: tuple[int | None, int | None, Card, set[tuple[Card, ...]]] | None = None
        """(the next seat, which may claim under the Spanish penalties; the seat that laid the
        card, which may still take it itself under self-correction; the laid card; its
        captures)."""
        self.corrected = False
        """The last play, an error, was corrected by its own player (self-correction)."""
        self.checked: Checked | None = None
        self.due_penalties: list[tuple[Played, int]] = []
        self.penalties = [0] * len(self.sides)

    def _check_round_may_continue(self) -> None:
        assert self.round_scored, "a round ended without being scored"
        assert reached_target(self.rules, self.scores) is None, (
            f"scores {self.scores} reached the target {self.rules.target} with margin "
            f"{self.rules.margin}, but the game went on")
        assert not self._no_capture_losers(), "a side captured nothing, but the game went on"

    def _no_capture_losers(self) -> tuple[int, ...]:
        if not self.rules.no_capture_loss:
            return ()
        losers = tuple(s for s, pile in enumerate(self.piles) if not pile)
        return () if len(losers) == len(self.piles) else losers

    def _played(self, e: Played) -> None:
        rules = self.rules
        hand = self.hands[e.seat]
        assert e.card in hand, f"{e.card} played from outside seat {e.seat}'s hand"
        hand.remove(e.card)
        before = list(self.table)
        legal = legal_takes(rules, e.card, before)
        correct = e.take in legal if e.take else not legal
        if rules.manual:
            assert e.error is (not correct), f"error flag wrong for {e} on {before}"
        else:
            assert e.error is None and correct, f"illegal capture {e} on {before}"
            if rules.fifteen and e.take:
                total = value(e.card) + sum(value(c) for c in e.take)
                assert total == 15, f"fifteen capture summing to {total}: {e}"
        assert list(e.take) == sorted(e.take), "taken cards come in card order"
        self.claimable = None
        for c in e.take:
            assert c in self.table, f"{c} taken but not on the table"
            self.table.remove(c)
        side = self.side_of[e.seat]
        last_card = self.last_deal and not any(self.hands)
        if e.take:
            self.piles[side].extend((*e.take, e.card))
            self.last_capturer = e.seat
            self.captures.append(e)
            expect_sweep = not self.table and (rules.last_play_sweep or not last_card)
        else:
            self.table = sorted([*self.table, e.card])
            expect_sweep = False
            claimer = (e.seat + 1) % rules.players if rules.spanish_penalties else None
            owner = e.seat if rules.self_correction else None
            if (rules.manual and legal and not last_card
                    and (claimer is not None or owner is not None)):
                self.claimable = (claimer, owner, e.card, legal)
        assert e.sweep is expect_sweep, f"sweep flag wrong for {e}"
        self.sweeps[side] += e.sweep
        self.last_played = e
        self.challenged = False
        self.corrected = False

    def _claim(self, e: Claimed) -> None:
        assert self.rules.manual, "a claim without manual capture"
        assert self.claimable is not None, f"{e}: nothing to claim"
        seat, owner, card, takes = self.claimable
        assert e.seat in (seat, owner) and e.card == card, (
            f"{e}: only seat {seat} or {owner} may claim {card}")
        assert e.own is (e.seat == owner), f"{e}: own is wrong"
        if e.own:
            assert not self.challenged, "a challenged play was corrected"
            self.corrected = True
        assert e.take in takes, f"{e}: {card} could not have taken {e.take}"
        for c in (e.card, *e.take):
            self.table.remove(c)
        self.piles[self.side_of[e.seat]].extend((*e.take, e.card))
        self.last_capturer = e.seat         # a claim is a capture, never a sweep
        self.claimable = None                # one claim per laid card

    def _checked(self, e: Checked) -> None:
        rules = self.rules
        assert rules.spanish_penalties and self.checked is None and not self.round_scored
        left = sum(value(c) for c in [*self.table, *self.aside])
        assert e.sum == left, f"the check sums {e.sum}, the table and aside {left}"
        assert e.ok is (left % 15 == 10)
        errors = sum(capture_error(c) for c in self.captures)
        assert e.ok is (errors % 15 == 0), (
            f"check {e} with capture errors {[capture_error(c) for c in self.captures]}")
        self.checked = e
        if not e.ok:
            points = -(4 + sum(self.sweeps))
            self.due_penalties = [(c, points) for c in self.captures if capture_error(c)]

    def _penalty(self, e: Penalty) -> None:
        assert self.checked is not None and not self.checked.ok, "a penalty without a check"
        assert self.due_penalties, f"{e}: no wrong capture left to punish"
        capture, points = self.due_penalties.pop(0)
        assert e.seat == capture.seat and e.points == points
        assert e.capture == SweepMove(capture.seat, capture.card, capture.take)
        self.penalties[self.side_of[e.seat]] += e.points

    def _challenge(self, e: Challenged) -> None:
        last = self.last_played
        assert not self.rules.spanish_penalties, "a challenge under the Spanish penalties"
        assert self.rules.manual and last is not None and not self.challenged
        assert self.side_of[e.seat] != self.side_of[last.seat], "a side challenged itself"
        assert e.correct is (bool(last.error) and not self.corrected)
        assert e.points == (2 if e.correct else -1)
        self.challenges[self.side_of[e.seat]] += e.points
        self.challenged = True
        self.claimable = None  # a challenged play stands as played

    def _leftover(self, e: Leftover) -> None:
        assert not self.rules.spanish_penalties or self.checked is not None, (
            "the leftover went before the check")
        assert e.seat == self.last_capturer and list(e.cards) == self.table
        self.leftover = e.cards
        if e.seat is not None:
            self.piles[self.side_of[e.seat]].extend(e.cards)
            self.table = []

    def _round_scored(self, e: RoundScored) -> None:
        rules = self.rules
        if rules.fifteen:
            # RULES.md 2.9, corrected: 10 modulo 15 when every capture made 15, and every
            # capture's error (card + taken - 15) moves that remainder.
            left = sum(value(c) for c in self.leftover)
            hidden = sum(value(c) for c in self.aside)
            errors = sum(capture_error(c) for c in self.captures)
            assert (left + hidden) % 15 == (10 - errors) % 15, (
                f"fifteen leftover {self.leftover} sums to {left}, errors {errors}")
            if not rules.manual:
                assert errors == 0
            if not self.aside and not any(capture_error(c) for c in self.captures):
                assert left >= 10, f"fifteen leftover sums to {left}"
        if rules.spanish_penalties:
            assert self.checked is not None, "a round of the Spanish penalties not checked"
            assert not self.due_penalties, f"wrong captures not punished: {self.due_penalties}"
        else:
            assert self.checked is None and not any(self.penalties)
        expected = expected_points(rules, self.piles, self.sweeps, self.challenges,
                                   self.penalties)
        assert list(e.points) == expected, (
            f"round points {e.points}, expected {expected} from piles {self.piles}, "
            f"sweeps {self.sweeps}, challenges {self.challenges}, "
            f"penalties {self.penalties}")
        assert list(e.cards_taken) == [len(p) for p in self.piles]
        self._check_breakdown(e)
        for side, gained in enumerate(e.points):
            self.scores[side] += gained
        assert list(e.scores) == self.scores, "running scores are the sum of round points"
        self.rounds += 1
        self.round_scored = True

    def _check_breakdown(self, e: RoundScored) -> None:
        """The engine's explanation adds up: sweeps + categories (+ challenges, penalties)."""
        earned = [0] * len(self.sides)
        extra = [0] * len(self.sides)
        lost = [0] * len(self.sides)
        for line in e.breakdown:
            if line.category == "challenges":
                extra[line.side] += line.points
            elif line.category == "penalties":
                assert line.points < 0
                lost[line.side] += line.points
            else:
                earned[line.side] += line.points
            if line.category == "sweeps":
                assert line.points == self.sweeps[line.side]
        if self.rules.muerto:
            earned = [sum(earned) - mine for mine in earned]
        assert [a + b + c for a, b, c in zip(earned, extra, lost, strict=True)] == list(e.points)
        assert extra == self.challenges
        assert lost == self.penalties

    def _game_over(self, e: GameOver) -> None:
        assert self.round_scored and list(e.scores) == self.scores
        losers = self._no_capture_losers()
        assert e.no_capture == losers
        if losers:
            others = [s for s in range(len(self.sides)) if s not in losers]
            top = max(self.scores[s] for s in others)
            assert e.winners == tuple(s for s in others if self.scores[s] == top)
        else:
            winner = reached_target(self.rules, self.scores)
            assert winner is not None and e.winners == (winner,), (
                f"winners {e.winners} with scores {self.scores}")
        self.game_over = True

    def _event(self, e: Any) -> None:
        assert not self.game_over, "an event after the end of the game"
        if isinstance(e, DealerDrawn):
            self._dealer_drawn(e)
        elif isinstance(e, RoundStarted):
            self._new_round(e)
        elif isinstance(e, SetAside):
            self.aside = known(e.cards)
        elif isinstance(e, TableDealt):
            self.table = sorted(e.cards)
        elif isinstance(e, Dealt):
            assert not any(self.hands) and not self.last_deal, "a deal into full hands"
            self.hands = [known(h) for h in e.hands]
            self.last_deal = e.last
        elif isinstance(e, OpeningSweeps):
            assert self.rules.opening_sweeps and e.seat == self.dealer
            assert list(e.cards) == self.table and e.sweeps == opening_count(e.cards)
            self.piles[self.side_of[e.seat]].extend(e.cards)
            self.sweeps[self.side_of[e.seat]] += e.sweeps
            self.last_capturer = e.seat
            self.table = []
        elif isinstance(e, Played):
            self._played(e)
        elif isinstance(e, Challenged):
            self._challenge(e)
        elif isinstance(e, Claimed):
            self._claim(e)
        elif isinstance(e, Checked):
            self._checked(e)
        elif isinstance(e, Penalty):
            self._penalty(e)
        elif isinstance(e, Leftover):
            self._leftover(e)
        elif isinstance(e, RoundScored):
            self._round_scored(e)
        elif isinstance(e, GameOver):
            self._game_over(e)
        else:
            raise AssertionError(f"unknown event {e!r}")

    # Checks on the live state -----------------------------------------------------------

    def after(self, events: Sequence[Any]) -> None:
        """Check one batch of events and the state they left."""
        for e in events:
            self._event(e)
        state = self.state
        assert sorted(state.cards_in_play) == list(DECK), "the 40 cards are not all there"
        assert state.hands == self.hands and state.piles == self.piles
        assert state.table == self.table and sorted(state.aside) == sorted(self.aside)
        assert list(state.scores) == self.scores
        assert state.is_over is self.game_over
        assert (state.to_move is None) is self.game_over
        self.check_redaction(events)
        self.check_views()
        if not state.is_over:
            self.check_legal_moves()
            self.check_out_of_turn()
            self.check_clone()
            for seat in {state.to_move or 0, self.rng.randrange(self.rules.players)}:
                self.check_determinize(seat)

    def check_redaction(self, events: Sequence[Any]) -> None:
        for e in events:
            for seat in [*range(self.rules.players), None]:
                seen = e.visible_to(seat)
                if isinstance(e, Dealt):
                    for index, hand in enumerate(seen.hands):
                        if index == seat:
                            assert hand == e.hands[index]
                        else:
                            assert hand == (None,) * len(e.hands[index]), "a hand leaked"
                elif isinstance(e, SetAside):
                    assert seen.cards == (None,) * len(e.cards)
                elif isinstance(e, Played):
                    assert seen.error is None and seen.card == e.card and seen.take == e.take
                else:
                    assert seen == e

    def check_views(self) -> None:
        state = self.state
        for seat in [*range(self.rules.players), None]:
            view = state.view(seat)
            hidden = set(state.stock) | set(state.aside)
            for other, hand in enumerate(state.hands):
                if other != seat:
                    hidden |= set(hand)
            leaked = cards_in(view) & hidden
            assert not leaked, f"seat {seat}'s view names hidden cards {leaked}"
            assert view.hand == (tuple(state.hands[seat]) if seat is not None else ())
            assert view.hand_sizes == tuple(len(h) for h in state.hands)
            assert view.stock_size == len(state.stock)
            assert view.last_play is None or view.last_play.error is None
            claimable = (self.claimable[2] if self.claimable is not None
                         and self.claimable[0] is not None else None)
            assert view.claimable == claimable, "the view's claimable card is wrong"
            if self.rules.spanish_penalties:
                assert not view.challengeable

    def _sample(self, moves: Sequence[SweepMove]) -> list[SweepMove]:
        if len(moves) <= MOVES_TRIED:
            return list(moves)
        return [moves[self.rng.randrange(len(moves))] for _ in range(MOVES_TRIED)]

    def check_legal_moves(self) -> None:
        state = self.state
        seat = state.to_move
        assert seat is not None
        moves = state.legal_moves()
        if state.view(seat).closing:
            assert all(m.kind != PLAY for m in moves), "a card played after the last card"
        elif self.rules.manual:
            assert len(moves) >= len(self.hands[seat]) << len(self.table)
        else:
            expected: set[tuple[Card | None, tuple[Card, ...]]] = set()
            for card in self.hands[seat]:
                takes = legal_takes(self.rules, card, self.table) or {()}
                expected |= {(card, take) for take in takes}
            assert {(m.card, m.take) for m in moves} == expected, "legal moves differ"
        extra = getattr(moves, "extra", moves)
        claims = {(m.seat, m.card, m.take) for m in extra if m.kind == CLAIM}
        expected_claims: set[tuple[int, Card | None, tuple[Card, ...]]] = set()
        owner = None
        if self.claimable is not None:
            claimer, owner, card, takes = self.claimable
            assert claimer in (seat, None), "the seat that may claim is not the seat to move"
            if claimer is not None:
                expected_claims = {(seat, card, take) for take in takes}
        assert claims == expected_claims, f"claims {claims}, expected {expected_claims}"
        for other in range(self.rules.players):
            if other != seat:
                own = {(m.seat, m.card, m.take) for m in state.legal_moves(other)
                       if m.kind == CLAIM}
                expected_own = set()
                if other == owner and self.claimable is not None:
                    expected_own = {(other, self.claimable[2], t) for t in self.claimable[3]}
                assert own == expected_own, f"seat {other}'s own claims {own}"
        before = snapshot(state)
        for move in [*self._sample(moves), *(m for m in extra if m.kind == CLAIM)]:
            assert move in moves
            state.clone().play(move)
        assert snapshot(state) == before, "playing on a clone changed the original"

    def check_out_of_turn(self) -> None:
        state = self.state
        before = snapshot(state)
        for seat, hand in enumerate(state.hands):
            if seat != state.to_move and hand:
                try:
                    state.play(SweepMove(seat, hand[0]))
                except IllegalMoveError:
                    pass
                else:
                    raise AssertionError(f"seat {seat} played out of turn")
        assert snapshot(state) == before, "a refused move changed the state"

    def check_clone(self) -> None:
        state = self.state
        before = snapshot(state)
        first, second = state.clone(), state.clone()
        assert snapshot(first) == before
        move = self.rng.choice(list(self._sample(state.legal_moves())))
        events = first.play(move)
        assert second.play(move) == events, "two clones played the same move differently"
        assert snapshot(first) == snapshot(second)
        assert snapshot(state) == before, "playing on a clone changed the original"

    def check_determinize(self, seat: int) -> None:
        state = self.state
        before = snapshot(state)
        other = state.determinize(seat, random.Random(self.rng.getrandbits(32)))
        assert snapshot(state) == before, "determinize changed the original"
        assert sorted(other.cards_in_play) == list(DECK)
        assert other.hands[seat] == state.hands[seat] and other.table == state.table
        assert other.piles == state.piles
        assert [len(h) for h in other.hands] == [len(h) for h in state.hands]
        assert len(other.stock) == len(state.stock) and len(other.aside) == len(state.aside)

        def hidden(s: SweepState) -> list[Card]:
            cards = [c for i, h in enumerate(s.hands) if i != seat for c in h]
            return sorted([*cards, *s.stock, *s.aside])

        assert hidden(other) == hidden(state), "determinize changed cards the seat has seen"
        assert other.view(seat) == state.view(seat), "the seat's view changed"
        if state.to_move == seat and not self.rules.manual:
            assert list(other.legal_moves()) == list(state.legal_moves())

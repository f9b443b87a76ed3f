"""Helpers for the Metamorphosis tests: cards from text, fixed decks, random games.

Nothing here knows the engine's rules: decks are laid out by the dealing convention of
``new_game(rules, deck_source=...)`` (hands are popped from the end of the list: seat 0
gets the last 12 cards, seat 1 the 12 before, ... and the rest is the stock, its top card
last), and random games only ever pick among ``legal_moves()``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from cardtable.cards import DECK52, Card52, parse_cards52
from cardtable.games.metamorphosis import Rules, State, new_game
from cardtable.games.metamorphosis.events import MetaEvent
from cardtable.games.metamorphosis.moves import MetaMove

SUITS = "dhsc"
"""Suit letters by suit index: 0 diamonds, 1 hearts, 2 spades, 3 clubs."""
DIAMONDS, HEARTS, SPADES, CLUBS = range(4)


def cards(text: str) -> list[Card52]:
    """Cards from notation: ``"2h 3h Kd"``."""
    return list(parse_cards52(text))


def suit_cards(suit: str, ranks: str = "2 3 4 5 6 7 8 9 10 J Q K A") -> list[Card52]:
    """Cards of one suit letter, ``suit_cards("h", "2 3 4")`` -> 2h 3h 4h."""
    return cards(" ".join(rank + suit for rank in ranks.split()))


def deck_of(hands: Sequence[Sequence[Card52]], top: Sequence[Card52] = ()) -> list[Card52]:
    """A deck that deals ``hands`` (seat by seat) and leaves a stock whose top cards are
    ``top`` (``top[0]`` the very top); the other cards go under them in card order."""
    dealt = [c for hand in hands for c in hand]
    listed = dealt + list(top)
    assert len(set(listed)) == len(listed), "a card is given twice"
    assert all(len(hand) == 12 for hand in hands)
    rest = [c for c in DECK52 if c not in set(listed)]
    deck = rest + list(reversed(top))
    for hand in reversed(hands):
        deck.extend(hand)
    assert sorted(deck) == list(DECK52)
    return deck


def fixed_then_shuffled(first: Sequence[Card52]) -> Callable[[int], list[Card52]]:
    """A deck source: ``first`` for partie 1, a seeded shuffle for every later partie."""

    def source(partie: int) -> list[Card52]:
        if partie == 1:
            return list(first)
        deck = list(DECK52)
        random.Random(partie).shuffle(deck)
        return deck

    return source


@dataclass
class Step:
    """One move of a random game: the state before (a clone), the move, its events, and the
    live state after it (``before`` and ``move`` are ``None`` for the start events)."""

    before: State | None
    move: MetaMove | None
    events: list[MetaEvent]
    state: State


def random_game(players: int, seed: int, first_dealer: int | None = None,
                rules: Rules | None = None) -> Iterator[Step]:
    """Play a whole game with moves drawn from a seeded generator, yielding every step."""
    if rules is None:
        dealer = seed % players if first_dealer is None else first_dealer
        rules = Rules.preset(players=players, first_dealer=dealer)
    state = new_game(rules, seed=seed)
    chooser = random.Random(seed * 31 + 7)
    yield Step(None, None, list(state.start_events), state)
    while not state.is_over:
        before = state.clone()
        moves = state.legal_moves()
        move = moves[chooser.randrange(len(moves))]
        events = state.play(move)
        yield Step(before, move, events, state)


def play_all(state: State, choose: Callable[[Sequence[MetaMove]], MetaMove],
             until: Callable[[list[MetaEvent]], bool]) -> list[MetaEvent]:
    """Play moves picked by ``choose`` until ``until(events so far)``; return the events."""
    events: list[MetaEvent] = []
    while not until(events):
        events.extend(state.play(choose(state.legal_moves())))
    return events


def lowest(moves: Sequence[MetaMove]) -> MetaMove:
    """The legal move with the lowest card (card moves only)."""
    return min(moves, key=lambda m: int(m.card) if m.card is not None else -1)

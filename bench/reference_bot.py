"""A reference opponent we did not design: the classic one-move heuristic of other open
card rooms, for the sweep games (Escoba, Scopa, the classic game).

Each card that captures is scored by the capture it would make: 10 per table card taken,
+100 for a sweep (the table left empty), and for every card won (the played card and the
cards it takes) +5 per coin (diamonds, oros, denari: ``d``), +20 for the seven of coins,
+3 per seven, +2 per ace or six. A card with several captures makes the one taking the most
cards (the higher score among equals). The best-scoring capture is played; when nothing
captures, the highest card is laid (a non-coin before a coin of the same value). It looks
no further: no risk of the table left, no knowledge of the preset's scoring, of *muerto* or
of the last-play sweep rule. Every move is chosen among the engine's legal moves (under
*manual* capture among the correct ones, and a missed capture is always claimed under the
Spanish penalties, scored the same way without the sweep); it never challenges. In a game
that is not a sweep game it plays a random legal move.

Use it in a tournament::

    cardtable simulate --bot-module bench/reference_bot.py --bots expert,reference

Importing this module registers the player as ``reference`` (``bots.levels.register_bot``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from cardtable.bots.levels import register_bot
from cardtable.cards import CARD_SUIT, CARD_VALUE, SPECIAL_SUIT, Card
from cardtable.games.base import GameState
from cardtable.games.sweep.corrections import correct_moves
from cardtable.games.sweep.moves import CLAIM, END, PLAY, SweepMove
from cardtable.games.sweep.scoring import SPECIAL_SEVEN
from cardtable.games.sweep.state import SweepView

NAME = "reference"
PER_CARD = 10
SWEEP = 100
COIN = 5
SEVEN_OF_COINS = 20
SEVEN = 3
ACE_OR_SIX = 2


def card_bonus(card: Card) -> int:
    """What winning ``card`` adds to a capture's score besides its count."""
    bonus = 0
    if CARD_SUIT[card] == SPECIAL_SUIT:
        bonus += COIN
    if card == SPECIAL_SEVEN:
        bonus += SEVEN_OF_COINS
    value = CARD_VALUE[card]
    if value == 7:
        bonus += SEVEN
    elif value in (1, 6):
        bonus += ACE_OR_SIX
    return bonus


def capture_score(card: Card, take: Sequence[Card], table: Sequence[Card],
                  sweep_counts: bool = True) -> int:
    """The heuristic's score of playing ``card`` to take ``take`` from ``table``: 10 a table
    card, +100 if nothing is left (when ``sweep_counts``), and the bonuses of every card won,
    the played one included. A card that takes nothing scores 0."""
    if not take:
        return 0
    score = PER_CARD * len(take) + card_bonus(card) + sum(card_bonus(c) for c in take)
    if sweep_counts and len(take) == len(table):
        score += SWEEP
    return score


def choose_play(moves: Sequence[SweepMove], table: Sequence[Card]) -> SweepMove:
    """The heuristic's choice among the card plays ``moves`` (all of one seat, at least
    one): per card its capture with the most cards, then the best-scoring card; with no
    capture at all, the highest card laid."""
    best_per_card: dict[Card, SweepMove] = {}
    for move in moves:
        assert move.card is not None
        if not move.take:
            continue
        held = best_per_card.get(move.card)
        if held is None or _capture_key(move, table) > _capture_key(held, table):
            best_per_card[move.card] = move
    if best_per_card:
        return max(best_per_card.values(),
                   key=lambda m: (capture_score(_card(m), m.take, table), len(m.take),
                                  -int(_card(m))))
    lays = [m for m in moves if not m.take]
    return max(lays, key=lambda m: (CARD_VALUE[_card(m)], CARD_SUIT[_card(m)] != SPECIAL_SUIT,
                                    int(_card(m))))


def _card(move: SweepMove) -> Card:
    assert move.card is not None
    return move.card


def _capture_key(move: SweepMove, table: Sequence[Card]) -> tuple[int, int, tuple[int, ...]]:
    # Most cards first, then the higher score, then a fixed order (the lower cards taken).
    return (len(move.take), capture_score(_card(move), move.take, table),
            tuple(-int(c) for c in move.take))


class ReferenceBot:
    """The classic one-move heuristic of other open rooms (see the module's docstring)."""

    name = NAME

    def __init__(self, rng: random.Random | int | None = None) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)

    def choose(self, state: GameState, seat: int) -> Any:
        """The heuristic's legal move for ``seat``, the seat to move."""
        moves = list(state.legal_moves(seat))
        view = state.view(seat)
        if not isinstance(view, SweepView):
            return self.rng.choice(moves)
        table = view.table
        claims = [m for m in moves if m.kind == CLAIM]
        if claims:
            return max(claims, key=lambda m: (capture_score(_card(m), m.take, table, False),
                                              len(m.take)))
        if view.rules.manual:
            if view.closing:
                return SweepMove(seat, None, (), END)
            plays = correct_moves(view)
        else:
            plays = [m for m in moves if m.kind == PLAY and m.card is not None]
        if not plays:  # only the end of a round is open
            return moves[0]
        return choose_play(plays, table)

    def react(self, state: GameState, seat: int) -> Any | None:
        """Never reacts: no challenge, no taking back a missed capture."""
        return None


def _make(rng: random.Random) -> ReferenceBot:
    return ReferenceBot(rng)


register_bot(NAME, _make)

__all__ = ["NAME", "ReferenceBot", "capture_score", "card_bonus", "choose_play"]

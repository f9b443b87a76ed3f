"""The Spanish penalties for manual capture (RULES.md 2.10): claims of a missed capture,
the end-of-round check of 10 modulo 15, and the penalties for wrong captures.

A card laid although it could have captured may be claimed, once, by the next player
before he plays his own card (a ``Claimable`` while it is open), and, under
``self_correction`` (seed 003), by the player who laid it, first: the capture he missed is
still his until the next player starts. The round's last card cannot be claimed, since no
play follows it. When the round ends the cards left on the
table and set aside are checked (``Checked``) before the leftover is taken, and each wrong
capture is punished (``Penalty``) when the check fails. The state keeps the claimable card
and the round's captures, and asks this module the rest.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from cardtable.cards import CARD_VALUE, Card, format_cards
from cardtable.games.base import IllegalMoveError
from cardtable.games.sweep.events import Checked, Claimed, Penalty, SweepEvent
from cardtable.games.sweep.moves import CLAIM, SweepMove
from cardtable.games.sweep.rules import Rules

PENALTY_BASE = 4
"""Points a side loses for a wrong capture under the Spanish penalties (RULES.md 2.10) ..."""
PENALTY_PER_SWEEP = 1
"""... plus this many for every sweep made by anyone in the round."""
FIFTEEN_MODULUS = 15
LEFTOVER_REMAINDER = 10
"""The end-of-round check (RULES.md 2.10) wants the cards left on the table and set aside to
sum to 10 more than a multiple of 15 (see ``check_captures``)."""


@dataclass(frozen=True, slots=True)
class Claimable:
    """A card just laid although it could have captured: ``seat`` (the next player, under
    the Spanish penalties; ``None`` under challenges) may claim it with one of ``takes``
    before playing his own card, and ``owner`` (the player who laid it, under
    ``self_correction``; else ``None``) may still take that capture himself until then."""

    seat: int | None
    card: Card
    takes: tuple[tuple[Card, ...], ...]
    claimed: bool = False
    owner: int | None = None


def laid_claimable(seat: int, card: Card, options: Sequence[tuple[Card, ...]],
                   rules: Rules, last_card: bool) -> Claimable | None:
    """The claims a card laid by ``seat`` opens: when it could have made one of ``options``
    and is not the round's last card (no play follows that one), the next player's under
    the Spanish penalties and its own player's under ``self_correction``."""
    if not options or last_card or not rules.manual:
        return None
    claimer = (seat + 1) % rules.players if rules.spanish_penalties else None
    owner = seat if rules.self_correcting else None
    if claimer is None and owner is None:
        return None
    return Claimable(claimer, card, tuple(options), owner=owner)


def open_claims(claimable: Claimable | None, seat: int) -> tuple[SweepMove, ...]:
    """The claims ``seat`` may make now: one per capture the laid card could have made,
    while it is unclaimed and ``seat`` is the next player or the one who laid it."""
    if (claimable is None or claimable.claimed
            or seat not in (claimable.seat, claimable.owner)):
        return ()
    return tuple(SweepMove(seat, claimable.card, take, CLAIM) for take in claimable.takes)


def own_claims(claimable: Claimable | None, seat: int) -> tuple[SweepMove, ...]:
    """The self-correction open to ``seat``: the claims of the card it just laid, while
    nobody has played since nor claimed it."""
    if claimable is None or claimable.owner != seat:
        return ()
    return open_claims(claimable, seat)


def take_claim(claimable: Claimable, move: SweepMove, table: list[Card],
               pile: list[Card]) -> tuple[Claimable, Claimed]:
    """Move a claim's cards from ``table`` to the claimer's ``pile``: the card now claimed,
    and the event. A claim is a capture but never a sweep, even when it empties the table
    (nor is a self-correction: the capture was made late), and the claimer still plays his
    turn."""
    card = move.card
    assert card is not None
    for c in (card, *move.take):
        table.remove(c)
    pile.extend(move.take)
    pile.append(card)
    own = move.seat == claimable.owner
    return replace(claimable, claimed=True), Claimed(move.seat, card, move.take, own=own)


def check_captures(left_cards: Iterable[Card], captures: Sequence[SweepMove],
                   sweeps: int, side_of: Sequence[int],
                   sides: int) -> tuple[list[SweepEvent], list[int]]:
    """The end-of-round check: its events and the points each of ``sides`` sides loses.
    ``left_cards`` are the cards left on the table and set aside, ``captures`` the round's
    plays that captured, in order, and ``sweeps`` the round's sweeps by anyone.

    RULES.md 2.9 says the cards left sum to 10, 25, 40 or 55, but the true condition is
    a remainder: the deck sums to 220 = 14 * 15 + 10, and every correct capture, claim
    and opening escoba takes a multiple of 15, so with no wrong capture the cards left
    on the table plus the cards set aside (which nobody can take) sum to 10 modulo 15,
    whatever their number (above 55 happens). Only a wrong capture can change that
    remainder; wrong captures whose errors cancel modulo 15 go unpunished.
    """
    left = sum(CARD_VALUE[c] for c in left_cards)
    ok = left % FIFTEEN_MODULUS == LEFTOVER_REMAINDER
    events: list[SweepEvent] = [Checked(left, ok)]
    lost = [0] * sides
    if ok:
        return events, lost
    points = -(PENALTY_BASE + PENALTY_PER_SWEEP * sweeps)
    for capture in captures:
        assert capture.card is not None
        made = CARD_VALUE[capture.card] + sum(CARD_VALUE[c] for c in capture.take)
        if made != FIFTEEN_MODULUS:
            lost[side_of[capture.seat]] += points
            events.append(Penalty(capture.seat, points, capture))
    return events, lost


def claim_refusal(rules: Rules, closing: bool, claimable: Claimable | None,
                  move: SweepMove) -> IllegalMoveError:
    """Why the claim ``move`` is refused now: no claims under these rules, none after the
    round's last card, nothing laid to claim, another seat's claim, already claimed, or
    not a capture the laid card could have made."""
    correcting = rules.self_correcting
    if not rules.spanish_penalties and not correcting:
        return IllegalMoveError(
            "claims exist only under the Spanish penalties (manual capture with "
            "penalties=spanish): here a missed capture is challenged", "no-claims")
    if closing:
        return IllegalMoveError(
            "no claim after the last card of the round: there is no next play; "
            "say end to score the round", "no-claim", why="round-closing")
    if claimable is None:
        return IllegalMoveError(
            "there is nothing to claim: a card just laid that could have captured may be "
            "taken by its player, or claimed by the next player, before the next card is "
            "played" if correcting else "there is nothing to claim: the next player may "
            "claim a card just laid that could have captured, before playing his own card",
            "no-claim", why="nothing-laid")
    if move.seat not in (claimable.seat, claimable.owner):
        may = " or ".join(f"seat {s}" for s in (claimable.owner, claimable.seat)
                          if s is not None)
        return IllegalMoveError(
            f"only {may} may take the capture {claimable.card} missed, before the next "
            "card is played", "not-your-turn", seat=move.seat,
            to_move=claimable.seat if claimable.seat is not None else claimable.owner)
    if claimable.claimed:
        return IllegalMoveError(
            f"{claimable.card} has already been claimed: one claim per laid card",
            "no-claim", why="claimed")
    choices = ", ".join(SweepMove(move.seat, claimable.card, t, CLAIM).text()
                        for t in claimable.takes)
    details = {"card": str(move.card), "take": _notation(move.take),
               "laid": str(claimable.card),
               "choices": [_notation(t) for t in claimable.takes]}
    if move.card != claimable.card:
        return IllegalMoveError(
            f"only {claimable.card}, the card just laid, may be claimed: {choices}",
            "not-a-claim", **details)
    return IllegalMoveError(
        f"{move.card} could not have taken {format_cards(move.take) or 'nothing'} "
        f"on the table it was laid on: claim one of {choices}", "not-a-claim", **details)


def _notation(cards: Iterable[Card]) -> list[str]:
    """Cards as the notation strings of an error's details."""
    return [str(c) for c in cards]

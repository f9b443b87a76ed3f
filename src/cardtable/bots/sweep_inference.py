"""What a sweep player's plays say about the cards he still holds, for the search's sampled
worlds: a player who left a sweep on the table, or left the special seven when he could
have taken it, most likely held no card that would have done it. Worlds that give him such
a card are kept only now and then (``SweepBeliefs.keep``), so the search plays against the
hands that the table makes likely instead of any hand at all.

Only public facts are read: the seat's view at each of its turns (the last card played,
the table, the counts); nothing of the hidden cards themselves.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from cardtable.bots.greedy_sweep import sweeping_values
from cardtable.cards import CARD_VALUE, Card
from cardtable.games.sweep.captures import captures_on_sorted
from cardtable.games.sweep.scoring import SPECIAL_SEVEN
from cardtable.games.sweep.state import SweepState, SweepView

KEEP_DECLINED_SWEEP: Final = 0.1
"""How often a world is kept in which a player holds a card that would have swept the
table he left standing."""
KEEP_DECLINED_SEVEN: Final = 0.3
"""How often a world is kept in which a player holds a card that would have taken the
special seven he left on the table."""


@dataclass(slots=True)
class SweepBeliefs:
    """Card values each other player most likely does not hold, in the deal under way."""

    seat: int
    deal: tuple[int, int] = (0, 0)
    """The round and the deals left when these beliefs were formed (a new deal clears
    them: every hand is new)."""
    seen: set[tuple[int, ...]] = field(default_factory=set)
    """The hand sizes of each turn already read (a turn is read once)."""
    no_sweep: dict[int, set[int]] = field(default_factory=dict)
    """By seat: values that would have swept a table the seat left standing."""
    no_seven: dict[int, set[int]] = field(default_factory=dict)
    """By seat: values that would have taken the special seven the seat left."""

    def observe(self, view: SweepView) -> None:
        """Read the last card played, as ``view`` (the seat's own, at its turn) shows it."""
        deal = (view.round_number, view.deals_left)
        if deal != self.deal:
            self.deal = deal
            self.seen.clear()
            self.no_sweep.clear()
            self.no_seven.clear()
        turn = view.hand_sizes
        last = view.last_play
        if turn in self.seen or last is None or last.card is None:
            return
        self.seen.add(turn)
        player = last.seat
        rules = view.rules
        if rules.muerto or _side(view, player) == _side(view, self.seat):
            return
        if last.take:
            before = sorted([*view.table, *last.take])
        else:
            before = [c for c in view.table if c != last.card]
            if len(before) == len(view.table):
                return  # the laid card is no longer on the table: nothing sure to read
        if not before:
            return
        if not last.sweep:
            values = sweeping_values(rules, before)
            if values:
                self.no_sweep.setdefault(player, set()).update(values)
        if (SPECIAL_SEVEN in before and SPECIAL_SEVEN not in last.take
                and "settebello" in rules.scoring):
            takers = {value for value in range(1, 11)
                      if any(SPECIAL_SEVEN in take
                             for take in captures_on_sorted(rules, Card((value - 1) * 4 + 1),
                                                            before))}
            if takers:
                self.no_seven.setdefault(player, set()).update(takers)

    def keep(self, world: SweepState) -> float:
        """How likely the hands of ``world`` are, from 0 to 1: 1 when nobody holds a card
        his plays say he lacks."""
        chance = 1.0
        hands = world.hands
        for player, values in self.no_sweep.items():
            if any(CARD_VALUE[c] in values for c in hands[player]):
                chance *= KEEP_DECLINED_SWEEP
        for player, values in self.no_seven.items():
            if any(CARD_VALUE[c] in values for c in hands[player]):
                chance *= KEEP_DECLINED_SEVEN
        return chance


def _side(view: SweepView, seat: int) -> int:
    return next(i for i, seats in enumerate(view.sides) if seat in seats)

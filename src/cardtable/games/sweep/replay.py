"""Re-play a sweep record (``cardtable-record/1``, game ``sweep``) through the engine.

Each round is stacked from its ``aside``, ``table`` and ``deal`` events; the moves are
``play``, ``challenge`` and ``claim`` (the Spanish penalties); the engine's ``check`` and
``penalty`` events are compared like the others, and each round's breakdown too.
"""

from __future__ import annotations

from typing import Any, Final

from cardtable.cards import DECK, Card, parse_card
from cardtable.games.replaying import HIDDEN, Reason, Replayer, reason_of, show
from cardtable.games.sweep.dealing import DealPlan, deal_plan, stack_deck
from cardtable.games.sweep.events import DealerDrawn
from cardtable.games.sweep.moves import CHALLENGE, CLAIM, END, SweepMove
from cardtable.games.sweep.rules import Rules
from cardtable.games.sweep.state import SweepState, new_game

_DEALING_EVENTS: Final = ("aside", "table", "deal")

class SweepReplayer(Replayer):
    """A sweep record being replayed."""

    def __init__(self, record: dict[str, Any], rules: Rules,
                 allow_unfinished: bool = False) -> None:
        super().__init__(record, allow_unfinished)
        self.rules = rules
        self.plan: DealPlan = deal_plan(rules)
        self.state: SweepState | None = None

    def start(self) -> SweepState:
        """A new game of the record's rules, each round dealt from the record (and the
        first dealer drawn as its ``draw`` says)."""
        self.state = new_game(self.rules, deck_source=self.deck, dealer_draw=self.draw())
        return self.state

    def draw(self) -> DealerDrawn | None:
        """The record's draw for the first dealer, if its rules draw for one."""
        if not self.rules.dealer_draw:
            return None
        entry = self.record.get("dealer_draw")
        if not isinstance(entry, dict):
            raise self.error(f"the rules draw for the first dealer, but the record has no "
                             f"draw; got {show(entry)}", reason_of("replay-bad-draw"))
        try:
            draws = tuple(tuple((int(seat), parse_card(card)) for seat, card in drawing)
                          for drawing in entry["draws"])
            dealer = entry["dealer"]
        except (KeyError, TypeError, ValueError) as error:
            raise self.error(f"the record's draw is not a draw: {error}",
                             reason_of("replay-bad-draw")) from None
        if not isinstance(dealer, int) or not 0 <= dealer < self.rules.players:
            raise self.error(f"the record's draw names dealer {show(dealer)}, not a seat",
                             reason_of("replay-bad-draw"))
        return DealerDrawn(draws, dealer)

    def next_move(self, state: SweepState) -> SweepMove:
        """The record's next move: a play, challenge or claim, or the end of a round."""
        events = self.events
        mover = state.to_move
        assert mover is not None
        end = SweepMove(mover, None, (), END)
        if self.index >= len(events):
            # A round left before it was scored stops here, even where the round could end.
            scored = "points" in self.rounds[self.round - 1] or not self.allow_unfinished
            if scored and end in state.legal_moves():
                return end
            raise self.record_ends(mover, "play")
        entry = events[self.index]
        kind = entry["type"]
        if kind == "play":
            return self.play_move(entry)
        if kind == "challenge":
            return SweepMove(self.seat_of(entry), None, (), CHALLENGE)
        if kind == "claim":
            return self.claim_move(entry)
        if end in state.legal_moves():
            return end
        raise self.error_at(self.index, f"the record has a {kind} event here, but the engine "
                                        f"waits for a move: seat {mover} is to play",
                            reason_of("replay-waits", mover, event=entry, action="play",
                                    count=0))

    def play_move(self, entry: dict[str, Any]) -> SweepMove:
        """The move a ``play`` entry makes."""
        seat = self.seat_of(entry)
        take = entry.get("take", [])
        if not isinstance(take, list):
            raise self.error_at(self.index, "take must be a list of cards")
        try:
            card = parse_card(entry.get("card"))  # type: ignore[arg-type]
            taken = tuple(sorted(parse_card(c) for c in take))
        except ValueError as error:
            raise self.error_at(self.index, str(error)) from None
        return SweepMove(seat, card, taken)

    def claim_move(self, entry: dict[str, Any]) -> SweepMove:
        """The claim a ``claim`` event makes: its ``cards`` are the laid card, then the
        table cards taken with it."""
        seat = self.seat_of(entry)
        listed = entry.get("cards")
        if not isinstance(listed, list) or len(listed) < 2:
            raise self.error_at(self.index, "a claim's cards are the laid card claimed, then "
                                            'the table cards taken with it, like ["7d", "2c", '
                                            '"5h"]')
        try:
            cards = [parse_card(c) for c in listed]
        except ValueError as error:
            raise self.error_at(self.index, str(error)) from None
        return SweepMove(seat, cards[0], tuple(sorted(cards[1:])), CLAIM)

    def check_round_end(self, event: Any) -> None:
        """A round ends: its points and its breakdown must be the record's."""
        super().check_round_end(event)
        entry = self.rounds[self.round - 1]
        breakdown = [line.to_record() for line in event.breakdown]
        if entry.get("breakdown") != breakdown:
            raise self.error(f"round {self.round}: the record's breakdown is "
                             f"{show(entry.get('breakdown'))}, the engine's is "
                             f"{show(breakdown)}",
                             reason_of("replay-differs",
                                     record={"breakdown": entry.get("breakdown")},
                                     engine={"breakdown": breakdown}),
                             self.where("round"))

    def deck(self, number: int) -> list[Card]:
        """The deck source of the replayed game: round ``number``'s cards, stacked."""
        if number > len(self.rounds):
            if self.allow_unfinished:
                return self.stack(number, {"aside": [], "table": [], "deal": []}, {})
            scores = list(self.state.scores) if self.state is not None else []
            raise self.past_the_record(f"no side has won yet (scores {scores})")
        events = self.rounds[number - 1]["events"]
        dealt: dict[str, list[Any]] = {"aside": [], "table": [], "deal": []}
        seen: dict[Card, int] = {}
        for index, entry in enumerate(events):
            kind = entry["type"]
            if kind not in _DEALING_EVENTS:
                continue
            cards = self.dealt_cards(number, index, entry)
            for c in cards:
                if c in seen:
                    raise self.dealing_error(number, index,
                                             f"{c} was dealt already in event {seen[c] + 1}")
                seen[c] = index
            if kind == "deal":
                dealt["deal"].append([[parse_card(c) for c in hand] for hand in entry["hands"]])
            else:
                dealt[kind].extend(cards)
        return self.stack(number, dealt, seen)

    def stack(self, number: int, dealt: dict[str, list[Any]], seen: dict[Card, int]
              ) -> list[Card]:
        """Round ``number``'s deck from the cards ``dealt``, the others filled in."""
        _fill_missing(self.plan, self.rules.players, dealt, seen)
        try:
            return stack_deck(self.plan, self.rules.players, dealt["aside"], dealt["table"],
                              dealt["deal"])
        except ValueError as error:
            raise self.error(f"round {number}: {error}", Reason("replay-bad-deal"),
                             self.where("round", number=number)) from None

    def dealt_cards(self, number: int, index: int, entry: dict[str, Any]) -> list[Card]:
        """The cards of an ``aside``, ``table`` or ``deal`` event (event ``index`` of round
        ``number``), checked."""
        if entry["type"] == "deal":
            hands = entry.get("hands")
            if not isinstance(hands, list) or not all(isinstance(h, list) for h in hands):
                raise self.dealing_error(number, index,
                                         "hands must be a list of hands, one per seat")
            tokens = [c for hand in hands for c in hand]
        else:
            listed = entry.get("cards")
            if not isinstance(listed, list):
                raise self.dealing_error(number, index, "cards must be a list of cards")
            tokens = listed
        cards: list[Card] = []
        for token in tokens:
            if token is None:
                raise self.dealing_error(number, index, HIDDEN)
            try:
                cards.append(parse_card(token))
            except ValueError as error:
                raise self.dealing_error(number, index, str(error)) from None
        return cards




def _fill_missing(plan: DealPlan, players: int, dealt: dict[str, list[Any]],
                  seen: dict[Card, int]) -> None:
    """Complete a round that the record leaves unfinished with the cards it never shows.

    The game then replays up to where the record stops (or differs), and the error names
    that step instead of the deck as a whole.
    """
    unseen = [c for c in DECK if c not in seen]

    def draw(count: int) -> list[Card]:
        drawn = unseen[:count]
        del unseen[:count]
        return drawn

    for kind, size in (("aside", plan.aside), ("table", plan.table)):
        if len(dealt[kind]) < size:
            dealt[kind].extend(draw(size - len(dealt[kind])))
    for size in plan.hands[len(dealt["deal"]):]:
        dealt["deal"].append([draw(size) for _ in range(players)])

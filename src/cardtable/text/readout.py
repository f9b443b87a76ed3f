"""What the reading keys say (C, 1-9, S, T, D, the hand, the chosen card), from one seat's
view only: every sentence here is built from ``state.view(seat)``, never from the state.

Every client says these alike: the terminal when a key is pressed, the room server in the
``speech`` of each game frame it sends."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from cardtable.cards import CARD52_SUIT, Card, Card52
from cardtable.games.metamorphosis.events import Dealt as MetaDealt
from cardtable.games.metamorphosis.state import BIDDING, DISCARDING, MetaView
from cardtable.games.sweep.captures import captures_on_sorted
from cardtable.games.sweep.events import Dealt, TableDealt
from cardtable.games.sweep.moves import SweepMove
from cardtable.games.sweep.state import SweepView
from cardtable.text.catalog import Forms, join_list, message
from cardtable.text.core import Speaker, describe_start
from cardtable.text.names import listed, suit_name

View = SweepView | MetaView


def or_list(say: Speaker, items: Sequence[str]) -> Forms:
    """Alternatives as a spoken list: ``a``, ``a or b``, ``a, b or c`` (in every case of
    its items)."""
    return listed(say.lang, items, _or_join)


def _or_join(lang: str, items: Sequence[str]) -> str:
    if len(items) == 1:
        return items[0]
    text = message(lang, "list-or-two", first=items[-2], second=items[-1])
    for item in reversed(items[:-2]):
        text = message(lang, "list-or-more", first=item, rest=text)
    return text


def hand_cards(say: Speaker, view: View) -> Forms | str:
    """The hand as a list of card names (empty string for an empty hand)."""
    if not view.hand:
        return ""
    if isinstance(view, MetaView):
        return say.cards52(view.hand)
    return say.cards(view.hand)


def hand(say: Speaker, view: View) -> str:
    """``hand``: every card of the hand."""
    if not view.hand:
        return say("hand-empty")
    return say("hand-cards", count=len(view.hand), cards=hand_cards(say, view))


def table(say: Speaker, view: View) -> str:
    """C: the cards on the table (the trick, in Metamorphosis)."""
    if isinstance(view, MetaView):
        if not view.trick:
            return say("trick-empty")
        items = [say.actor("trick-item", seat, card=say.card52(card))
                 for seat, card in _trick(view)]
        return say("trick-cards", list=join_list(say.lang, items))
    if not view.table:
        return say("table-empty")
    return say("table-cards", count=len(view.table), cards=say.cards(view.table))


def table_card(say: Speaker, view: View, number: int) -> str:
    """1-9 and ``card N``: one card of the table (or of the trick)."""
    if isinstance(view, MetaView):
        trick = _trick(view)
        if not 1 <= number <= len(trick):
            return say("trick-card-none", number=number, count=len(trick))
        seat, card = trick[number - 1]
        return say.actor("trick-card", seat, number=number, card=say.card52(card))
    if not 1 <= number <= len(view.table):
        return say("table-card-none", number=number, count=len(view.table))
    return say("table-card", number=number, count=len(view.table),
               card=say.card(view.table[number - 1]))


def _trick(view: MetaView) -> list[tuple[int, Card52]]:
    players = view.rules.players
    return [((view.trick_leader + index) % players, card)
            for index, card in enumerate(view.trick)]


def score(say: Speaker, view: View) -> str:
    """S: where the game stands and the totals."""
    if isinstance(view, MetaView):
        parts = [say("score-meta", partie=view.partie, parties=view.rules.total_parties,
                     deal=max(view.deal, 1))]
        if view.deal_scores:
            done = [sum(d[s] for d in view.deal_scores) + sum(p[s] for p in view.premiums)
                    for s in range(view.rules.players)]
            parts.append(say.amounts("score-partie", done))
        parts.append(say.amounts("totals", view.scores))
        return " ".join(parts)
    parts = [say("score-round", round=view.round_number, target=view.rules.target)]
    if any(view.round_sweeps):
        parts.append(say.amounts("score-sweeps", view.round_sweeps))
    if any(view.challenge_points):  # as the challenges happen, before the round is scored
        parts.append(say.amounts("score-challenges", view.challenge_points))
    parts.append(say.amounts("totals", view.scores))
    return " ".join(parts)


def turn(say: Speaker, view: View) -> str:
    """T: whose turn it is."""
    if view.is_over or view.to_move is None:
        return say("turn-over")
    if view.to_move == view.seat:
        return say("turn-yours")
    return say("turn-of", seat=say.seat(view.to_move))


def pile(say: Speaker, view: View) -> str:
    """D: the cards the human (or the human's side) has taken this round or deal."""
    seat = view.seat
    assert seat is not None
    if isinstance(view, MetaView):
        taken = sorted(view.taken[seat])
        if not taken:
            return say("taken-none")
        return say("taken-cards", count=len(taken), cards=say.cards52(taken))
    side = next(index for index, seats in enumerate(view.sides) if seat in seats)
    cards = sorted(view.piles[side])
    if not cards:
        return say("pile-empty")
    key = "pile-team-cards" if len(view.sides[side]) > 1 else "pile-cards"
    return say(key, count=len(cards), cards=say.cards(cards))


def contract(say: Speaker, deal: int) -> str:
    """A marker: the deal it names and that deal's contract."""
    return say("marker", deal=deal)


def option_label(say: Speaker, view: View, index: int, marked: Sequence[Card52] = ()) -> str:
    """The hand card at ``index`` as a listbox option: the card and what playing it would do
    ("seven of diamonds, takes nothing"), without its position, which a screen reader says
    itself. ``marked`` are the cards marked for a Metamorphosis discard."""
    if isinstance(view, MetaView):
        card52 = view.hand[index]
        name = say.card52(card52)
        if view.phase == DISCARDING:
            return say("option-marked", card=name) if card52 in marked else name
        if view.phase != BIDDING and view.trick and view.to_move == view.seat:
            led = CARD52_SUIT[view.trick[0]]
            if (CARD52_SUIT[card52] != led
                    and any(CARD52_SUIT[c] == led for c in view.hand)):
                return say("option-unplayable", card=name,
                           suit=suit_name(led, "french", say.lang))
        return name
    card: Card = view.hand[index]
    name = say.card(card)
    if view.rules.manual or view.to_move != view.seat or view.closing:
        return name
    options = captures_on_sorted(view.rules, card, view.table)
    if not options:
        return say("option-lays", card=name)
    if len(options) == 1:
        return say("option-takes", card=name, cards=say.cards(options[0]))
    return say("option-ways", card=name, ways=len(options))


def selected(say: Speaker, view: View, index: int, marked: Sequence[Card52] = ()) -> str:
    """The hand card at ``index`` as it is chosen: its position, then its option label."""
    return say("selected-of", number=index + 1, count=len(view.hand),
               text=option_label(say, view, index, marked))


def claim_offer(say: Speaker, view: SweepView, claims: Sequence[SweepMove]) -> str | None:
    """The claim open to the seat to move (Spanish penalties), said to that seat only: who
    laid which card, and what it could have taken (or in how many ways); ``None`` when
    ``claims`` is empty."""
    if not claims:
        return None
    card = claims[0].card
    assert card is not None
    last = view.last_play
    if last is not None and last.card == card:
        seat = last.seat
    else:
        seat = (claims[0].seat - 1) % view.rules.players
    if len(claims) == 1:
        return say("can-claim", seat=say.seat(seat), card=say.card(card),
                   cards=say.cards(claims[0].take))
    return say("can-claim-ways", seat=say.seat(seat), card=say.card(card), ways=len(claims))


def already_said(events: Sequence[object], seat: int | None) -> frozenset[str]:
    """What (redacted) events say that a call to play need not say again: the listener's
    hand when they deal it ("hand"), the table when they lay it out ("table")."""
    said: set[str] = set()
    for event in events:
        if isinstance(event, Dealt | MetaDealt) and seat is not None and event.hands[seat] \
                and all(card is not None for card in event.hands[seat]):
            said.add("hand")
        if isinstance(event, TableDealt):
            said.add("table")
    return frozenset(said)


def your_turn(say: Speaker, view: View, can_challenge: bool,
              claims: Sequence[SweepMove] = (), said: Collection[str] = ()) -> str:
    """The announcement of the human's turn, saying as much as the context's verbosity asks
    (``brief``: the turn; ``normal``: and the table or trick; ``full``: and the hand), with
    the challenge it may make and the claims open to it (``claim_offer``). ``said`` names
    what the same utterance has just said ("hand", "table"), which is not said again."""
    verbosity = say.context.verbosity
    with_hand = verbosity == "full" and "hand" not in said
    with_table = verbosity != "brief" and "table" not in said
    if isinstance(view, MetaView):
        return _meta_turn(say, view, with_hand, with_table, "hand" in said)
    if view.closing:
        text = say("your-turn-close")
    elif with_hand:
        text = say("your-turn", hand=hand_cards(say, view), table=table(say, view))
    elif with_table:
        text = say("your-turn-table", table=table(say, view))
    else:
        text = say("your-turn-brief")
    if can_challenge:
        text = " ".join([text, say("can-challenge")])
    offer = claim_offer(say, view, claims)
    if offer is not None:
        text = " ".join([text, offer])
    return text


def _meta_turn(say: Speaker, view: MetaView, with_hand: bool, with_table: bool,
               hand_said: bool) -> str:
    """Metamorphosis's turn: the bid (with the hand, at every verbosity, unless it was just
    said), a discard, a lead or a card to follow the trick."""
    cards = hand_cards(say, view)
    if view.phase == BIDDING:
        ask = say("your-turn-bid" if say.context.verbosity == "full" else "your-turn-bid-short")
        if hand_said or not cards:
            return ask
        return " ".join([ask, say("meta-deal-own", cards=cards)])
    if view.phase == DISCARDING:
        if with_hand:
            return say("your-turn-discard", count=view.discard_count, hand=cards)
        return say("your-turn-discard-short", count=view.discard_count)
    if not view.trick:
        return say("your-turn-lead", hand=cards) if with_hand else say("your-turn-lead-brief")
    if with_hand:
        return say("your-turn-follow", trick=table(say, view), hand=cards)
    if with_table:
        return say("your-turn-follow-trick", trick=table(say, view))
    return say("your-turn-brief")


def recap(say: Speaker, view: View) -> list[str]:
    """Where the game stands, for one who opens the table in the middle of it: the game,
    the round (or partie and deal) with the score, the table (or trick) and the hand."""
    parts = [describe_start(view.rules, say.context, say.lang), score(say, view),
             table(say, view)]
    if view.seat is not None:
        parts.append(hand(say, view))
    return parts

"""What the reading keys say (C, 1-9, S, T, D, the hand, the chosen card), from one seat's
view only: every sentence here is built from ``state.view(seat)``, never from the state.

Every client says these alike: the terminal when a key is pressed, the room server in the
``speech`` of each game frame it sends. What differs by game (the table or the trick, the
score, a card's option label, the call to play) is a ``singledispatch`` function on the
view's class, which each game's module registers (``readout_sweep``,
``readout_metamorphosis``); the rest is said alike for every game.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from functools import singledispatch
from typing import Any

from cardtable.text.catalog import Forms, message
from cardtable.text.core import Speaker, describe_start
from cardtable.text.names import listed


def or_list(say: Speaker, items: Sequence[str], *, grouped: bool = False) -> Forms:
    """Alternatives as a spoken list: ``a``, ``a or b``, ``a, b or c`` (in every case of
    its items). ``grouped``: the items are lists themselves (the cards of captures), so a
    semicolon parts them: ``a and b; or c``, where a listener hears one end and the next
    begin."""
    return listed(say.lang, items, _or_join_grouped if grouped else _or_join)


def _or_join(lang: str, items: Sequence[str], two: str = "list-or-two",
             more: str = "list-or-more") -> str:
    if len(items) == 1:
        return items[0]
    text = message(lang, two, first=items[-2], second=items[-1])
    for item in reversed(items[:-2]):
        text = message(lang, more, first=item, rest=text)
    return text


def _or_join_grouped(lang: str, items: Sequence[str]) -> str:
    return _or_join(lang, items, "list-or-groups-two", "list-or-groups-more")


def _unknown(view: Any) -> TypeError:
    return TypeError(f"no readings for {type(view).__name__}: its game registers none")


@singledispatch
def hand_cards_of(view: Any, say: Speaker) -> Forms | str:
    """The hand as a list of card names (empty string for an empty hand)."""
    raise _unknown(view)


@singledispatch
def table_of(view: Any, say: Speaker) -> str:
    """C: the cards on the table (the trick, in Metamorphosis)."""
    raise _unknown(view)


@singledispatch
def table_card_of(view: Any, say: Speaker, number: int) -> str:
    """1-9 and ``card N``: one card of the table (or of the trick)."""
    raise _unknown(view)


@singledispatch
def table_size(view: Any) -> int:
    """How many cards lie on the table (in the trick, in Metamorphosis): what 1-9 read."""
    raise _unknown(view)


@singledispatch
def score_of(view: Any, say: Speaker) -> str:
    """S: where the game stands and the totals."""
    raise _unknown(view)


@singledispatch
def pile_of(view: Any, say: Speaker) -> str:
    """D: the cards the human (or the human's side) has taken this round or deal."""
    raise _unknown(view)


@singledispatch
def option_label_of(view: Any, say: Speaker, index: int, marked: Sequence[Any] = ()) -> str:
    """The hand card at ``index`` as a listbox option: the card and what playing it would do
    ("seven of diamonds, takes nothing"), without its position, which a screen reader says
    itself. ``marked`` are the cards marked for a Metamorphosis discard."""
    raise _unknown(view)


@singledispatch
def your_turn_of(view: Any, say: Speaker, can_challenge: bool, claims: Sequence[Any] = (),
              said: Collection[str] = ()) -> str:
    """The announcement of the human's turn, saying as much as the context's verbosity asks
    (``brief``: the turn; ``normal``: and the table or trick; ``full``: and the hand), with
    the challenge it may make and the claims open to it. ``said`` names what the same
    utterance has just said ("hand", "table"), which is not said again."""
    raise _unknown(view)


# What the clients call: the listener's speaker first, then the view.

def hand_cards(say: Speaker, view: Any) -> Forms | str:
    """The hand as a list of card names (empty string for an empty hand)."""
    return hand_cards_of(view, say)


def table(say: Speaker, view: Any) -> str:
    """C: the cards on the table (the trick, in Metamorphosis)."""
    return table_of(view, say)


def table_card(say: Speaker, view: Any, number: int) -> str:
    """1-9 and ``card N``: one card of the table (or of the trick)."""
    return table_card_of(view, say, number)


def score(say: Speaker, view: Any) -> str:
    """S: where the game stands and the totals."""
    return score_of(view, say)


def pile(say: Speaker, view: Any) -> str:
    """D: the cards the human (or the human's side) has taken this round or deal."""
    return pile_of(view, say)


def option_label(say: Speaker, view: Any, index: int, marked: Sequence[Any] = ()) -> str:
    """The hand card at ``index`` as a listbox option (``option_label_of``)."""
    return option_label_of(view, say, index, marked)


def your_turn(say: Speaker, view: Any, can_challenge: bool, claims: Sequence[Any] = (),
              said: Collection[str] = ()) -> str:
    """The announcement of the human's turn (``your_turn_of``)."""
    return your_turn_of(view, say, can_challenge, claims, said)


def hand(say: Speaker, view: Any) -> str:
    """``hand``: every card of the hand."""
    if not view.hand:
        return say("hand-empty")
    return say("hand-cards", count=len(view.hand), cards=hand_cards(say, view))


def turn(say: Speaker, view: Any) -> str:
    """T: whose turn it is."""
    if view.is_over or view.to_move is None:
        return say("turn-over")
    if view.to_move == view.seat:
        return say("turn-yours")
    return say("turn-of", seat=say.seat(view.to_move))


def contract(say: Speaker, deal: int) -> str:
    """A marker: the deal it names and that deal's contract."""
    return say("marker", deal=deal)


def selected(say: Speaker, view: Any, index: int, marked: Sequence[Any] = ()) -> str:
    """The hand card at ``index`` as it is chosen: its position, then its option label."""
    return say("selected-of", number=index + 1, count=len(view.hand),
               text=option_label(say, view, index, marked))


def already_said(events: Sequence[Any], seat: int | None) -> frozenset[str]:
    """What (redacted) events say that a call to play need not say again: the listener's
    hand when they deal it ("hand"), the table when they lay it out ("table"), and a card
    the listener lays without taking when it is the last thing said ("laid 7d": a sweep
    game's self-correction offer, said next, then need not name it again)."""
    said: set[str] = set()
    last = events[-1] if events else None
    if (last is not None and last.type == "play" and seat is not None and last.seat == seat
            and getattr(last, "take", None) == ()):
        said.add(f"laid {last.card}")
    for event in events:
        if (event.type == "deal" and seat is not None and event.hands[seat]
                and all(card is not None for card in event.hands[seat])):
            said.add("hand")
        if event.type == "table":
            said.add("table")
    return frozenset(said)


def recap(say: Speaker, view: Any) -> list[str]:
    """Where the game stands, for one who opens the table in the middle of it: the game,
    the round (or partie and deal) with the score, the table (or trick) and the hand."""
    parts = [describe_start(view.rules, say.context, say.lang), score(say, view),
             table(say, view)]
    if view.seat is not None:
        parts.append(hand(say, view))
    return parts

"""Metamorphosis: bad moves are refused with a message saying what is accepted, and a
refused move leaves the state exactly as it was (every seat's view, the legal moves)."""

from __future__ import annotations

import random

import pytest
from meta_support import cards, deck_of, fixed_then_shuffled, lowest, play_all, suit_cards

from cardtable.cards import Card52
from cardtable.games.base import IllegalMoveError
from cardtable.games.metamorphosis import Move, Rules, State, new_game
from cardtable.games.metamorphosis.events import DealScored


def snapshot(state: State):
    """Everything observable: each seat's and a spectator's view, the legal moves."""
    seats = [*range(state.rules.players), None]
    moves = state.legal_moves()
    listed = (len(moves), tuple(moves[:50]), tuple(moves[-5:]) if len(moves) else ())
    return ([state.view(s) for s in seats], listed, state.to_move, sorted(state.cards_in_play),
            list(state.stock))


def refused(state: State, move: str | Move, *, seat: int | None = None) -> str:
    """Play (or parse for ``seat``) a bad move; check it raises and changes nothing."""
    before = snapshot(state)
    with pytest.raises(IllegalMoveError) as caught:
        if seat is None:
            state.play(move)
        else:
            assert isinstance(move, str)
            state.parse_move(move, seat)
    assert isinstance(caught.value, ValueError)
    assert snapshot(state) == before
    return str(caught.value)


def bidding_state() -> State:
    return new_game(Rules.preset(players=3), seed=12)


def playing_state() -> State:
    """Deal 1 of a fixed deck, seat 0 to lead: seat 0 holds 2h-Kh, seat 1 2c-Kc and
    seat 2 2s-Ks; seat 0 has led 5h."""
    hands = [suit_cards("h", "2 3 4 5 6 7 8 9 10 J Q K"),
             cards("2c 3c 4c 5c 6c 7c 8c 9c 10c Jc Qc Ah"),
             suit_cards("s", "2 3 4 5 6 7 8 9 10 J Q K")]
    state = new_game(Rules.preset(players=3, first_dealer=2), seed=3,
                     deck_source=fixed_then_shuffled(deck_of(hands)))
    while state.phase == "bid":
        state.play("bid:1")
    state.play("5h")
    return state


def discarding_state() -> State:
    """Two players; after deal 1 seat 0 holds twelve hearts and twelve clubs (24 cards) and
    must discard twelve."""
    hands = [suit_cards("h", "2 3 4 5 6 7 8 9 10 J Q K"),
             suit_cards("c", "2 3 4 5 6 7 8 9 10 J Q K")]
    state = new_game(Rules.preset(players=2, first_dealer=1), seed=3,
                     deck_source=fixed_then_shuffled(deck_of(hands)))
    while state.phase == "bid":
        state.play("bid:2")
    play_all(state, lowest, lambda evs: any(isinstance(e, DealScored) for e in evs))
    assert state.phase == "discard" and state.to_move == 0 and len(state.hands[0]) == 24
    return state


def finished_state() -> State:
    state = new_game(Rules.preset(players=2), seed=5)
    chooser = random.Random(5)
    while not state.is_over:
        moves = state.legal_moves()
        state.play(moves[chooser.randrange(len(moves))])
    return state


BAD_BIDS = [
    # (text, words the message must contain)
    ("bid:5", ["1", "4"]),
    ("bid:0", ["1", "4"]),
    ("bid:-1", ["1", "4"]),
    ("bid:x", ["bid:", "1", "4"]),
    ("bid:", ["bid:", "1", "4"]),
    ("bid:1.5", ["bid:", "1", "4"]),
    ("5h", ["bid:1", "bid:4"]),  # a card before the bids are in
    ("discard:2c", ["bid:1", "bid:4"]),
]


@pytest.mark.parametrize(("text", "words"), BAD_BIDS)
def test_bad_bids(text: str, words: list[str]):
    state = bidding_state()
    message = refused(state, text)
    for word in words:
        assert word in message


BAD_TEXTS = [
    # moves that are no move at all, in any phase
    "",
    "hello",
    "1h",
    "11h",
    "play:5h",
    "bid",
    "discard",
    "bid:1:2",
    "discard:2c+zz",
    "discard:2c 2c",
]


@pytest.mark.parametrize("text", BAD_TEXTS)
@pytest.mark.parametrize("make", [bidding_state, playing_state, discarding_state],
                         ids=["bidding", "playing", "discarding"])
def test_bad_move_texts_are_refused_in_every_phase(make, text: str):
    state = make()
    message = refused(state, text)
    assert len(message) > len(text)


def test_bad_card_tokens_are_named():
    state = playing_state()
    assert "11h" in refused(state, "11h")
    assert "zz" in refused(state, "discard:2c+zz")


def test_a_bid_out_of_turn_is_refused_naming_the_seat_to_move():
    state = bidding_state()
    mover = state.to_move
    assert mover is not None
    for seat in range(3):
        if seat != mover:
            message = refused(state, "bid:1", seat=seat)
            assert str(mover) in message and "turn" in message
            message = refused(state, Move(seat, "bid", deal=1))
            assert str(mover) in message


def test_bidding_twice_is_refused():
    state = bidding_state()
    first = state.to_move
    state.play("bid:2")
    refused(state, Move(first, "bid", deal=3))
    refused(state, "bid:3", seat=first)


def test_a_seat_that_does_not_exist_is_refused():
    state = bidding_state()
    message = refused(state, "bid:1", seat=3)
    assert "0" in message and "2" in message
    refused(state, Move(7, "bid", deal=1))


def test_a_card_not_held_is_refused_naming_the_hand():
    state = playing_state()
    assert state.to_move == 1
    message = refused(state, "5s")  # seat 2 holds it
    assert "5s" in message
    for card in state.hands[1]:
        assert str(card) in message


def test_not_following_suit_is_refused():
    state = playing_state()
    message = refused(state, "2c")
    assert "hearts" in message and "Ah" in message


def test_playing_out_of_turn_is_refused():
    state = playing_state()
    message = refused(state, "2s", seat=2)  # seat 2 holds 2s but seat 1 is to move
    assert "1" in message and "turn" in message
    refused(state, Move(2, "play", card=cards("2s")[0]))
    refused(state, Move(0, "play", card=cards("6h")[0]))


def test_a_bid_or_a_discard_during_play_is_refused():
    state = playing_state()
    assert "card" in refused(state, "bid:1")
    assert "card" in refused(state, "discard:2c")


def _discard(chosen: list[Card52]) -> str:
    return "discard:" + "+".join(str(c) for c in chosen)


HEARTS_12 = suit_cards("h", "2 3 4 5 6 7 8 9 10 J Q K")
CLUBS_12 = suit_cards("c", "2 3 4 5 6 7 8 9 10 J Q K")

BAD_DISCARDS = [
    # (discarded cards, words the message must contain)
    (CLUBS_12[:11], ["12"]),  # too few
    (CLUBS_12 + HEARTS_12[:1], ["12"]),  # too many
    ([], ["12"]),
    (CLUBS_12[:11] + cards("Ad"), ["Ad"]),  # not held
    (CLUBS_12[:10] + cards("As Ad"), ["As", "Ad"]),
]


@pytest.mark.parametrize(("chosen", "words"), BAD_DISCARDS)
def test_bad_discards_are_refused(chosen: list[Card52], words: list[str]):
    state = discarding_state()
    message = refused(state, _discard(chosen))
    for word in words:
        assert word in message
    refused(state, Move(0, "discard", cards=tuple(sorted(chosen))))


def test_playing_a_card_or_bidding_while_discarding_is_refused():
    state = discarding_state()
    message = refused(state, "2h")
    assert "discard" in message and "12" in message
    assert "discard" in refused(state, "bid:1")


def test_a_discard_by_the_other_player_is_refused():
    state = discarding_state()
    refused(state, _discard(CLUBS_12), seat=1)
    refused(state, Move(1, "discard", cards=tuple(CLUBS_12)))


def test_a_right_discard_is_accepted_after_refusals():
    state = discarding_state()
    refused(state, _discard(CLUBS_12[:11]))
    events = state.play(_discard(CLUBS_12))
    assert events[0].type == "discard"
    assert sorted(state.hands[0]) == sorted(HEARTS_12)


AFTER_THE_END = ["bid:1", "2h", "discard:2c", "hello"]


@pytest.mark.parametrize("text", AFTER_THE_END)
def test_moves_after_the_game_is_over_are_refused(text: str):
    state = finished_state()
    assert state.is_over
    assert "over" in refused(state, text)
    for seat in range(2):
        assert "over" in refused(state, text, seat=seat)
    refused(state, Move(0, "bid", deal=1))


def test_something_that_is_not_a_move_is_refused():
    state = bidding_state()
    refused(state, ("bid", 1))  # type: ignore[arg-type]

"""Bad cards, options and moves: a clear error that names the bad thing and says what is
accepted, and a state left exactly as it was (STYLE.md, DESIGN.md "The game protocol")."""

from __future__ import annotations

import pytest

from cardtable import sweep
from cardtable.cards import DECK, parse_card, parse_cards
from cardtable.games.sweep import AmbiguousMoveError, IllegalMoveError, OptionError, Rules
from cardtable.games.sweep.dealing import deal_plan
from cardtable.text.names import card_name, native_card_name

C = parse_card


def position(rules, hands, table="", deals_left=1, to_move=0, last_capturer=None):
    """A game set up by hand; cards not listed fill the stock for ``deals_left`` deals and
    the rest is put aside, out of play."""
    state = sweep.new_game(rules, seed=5)
    hand_cards = [sorted(parse_cards(h)) for h in hands]
    table_cards = sorted(parse_cards(table))
    used = {c for group in (*hand_cards, table_cards) for c in group}
    rest = [c for c in DECK if c not in used]
    sizes = deal_plan(rules).hands
    in_stock = sum(sizes[len(sizes) - deals_left:]) * rules.players if deals_left else 0
    state.hands = hand_cards
    state.table = table_cards
    state.piles = [[] for _ in rules.sides]
    state.stock = rest[:in_stock]
    state.aside = rest[in_stock:]
    state.deals_left = deals_left
    state._to_move = to_move
    state.last_capturer = last_capturer
    state._legal = None
    return state


def snapshot(state):
    """Everything any seat can see, and every seat's legal moves."""
    seats = range(state.players)
    return (
        [state.view(seat) for seat in (None, *seats)],
        list(state.legal_moves()),
        [list(state.legal_moves(seat)) for seat in seats],
        sorted(state.cards_in_play),
        state.to_move,
        state.is_over,
    )


def assert_rejected(state, attempt, error, *fragments):
    """``attempt(state)`` raises ``error`` whose message holds every fragment; the state
    is unchanged."""
    before = snapshot(state)
    with pytest.raises(error) as info:
        attempt(state)
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, (fragment, message)
    assert snapshot(state) == before
    # and the game goes on: a legal move is still accepted
    if not state.is_over:
        state.play(state.legal_moves()[0])


# Moves, capture checked by the engine ---------------------------------------------------------

def scopa_position():
    return position(Rules.preset("scopa"), ["5c 1s 9d", "4h 6c 7s"], table="2d 3c 8h 10s")


BAD_TEXT = [
    # (move text, fragments the message must hold: the bad thing, then what is accepted)
    ("7x", ["'7x'", "7d", "5c:2d+3c"]),
    ("", ["empty move", "7d", "5c:2d+3c"]),
    ("   ", ["empty move", "7d"]),
    ("hello", ["'hello'", "7d"]),
    ("5c:2x", ["'2x'", "5c:2d+3c"]),
    ("5c:2d+3c:8h", ["'3c:8h'", "5c:2d+3c"]),
    ("5c:2d+2d", ["2d", "twice"]),
    ("11c", ["'11c'", "1-10"]),
    ("9h", ["9h is not in your hand", "1s 5c 9d"]),
    ("4h", ["4h is not in your hand", "1s 5c 9d"]),
    ("5c:8h", ["5c:8h is not a capture", "5c:2d+3c"]),
    ("5c:2d", ["5c:2d is not a capture", "5c:2d+3c"]),
    ("5c:2d+3c+8h", ["5c:2d+3c+8h is not a capture", "5c:2d+3c"]),
    ("5c:9h", ["5c:9h", "5c:2d+3c"]),
    ("5c:", ["capture is compulsory", "5c:2d+3c"]),
    ("1s:2d", ["1s captures nothing", "play it alone as 1s"]),
    ("9d:8h", ["9d captures nothing", "9d"]),
    ("end", ["the round is not over", "play a card"]),
    ("challenge", ["challenges exist only under manual capture"]),
]


@pytest.mark.parametrize(("text", "fragments"), BAD_TEXT)
def test_bad_move_text(text, fragments):
    state = scopa_position()
    assert_rejected(state, lambda s: s.play(text), IllegalMoveError, *fragments)
    state = scopa_position()
    assert_rejected(state, lambda s: s.parse_move(text), IllegalMoveError, *fragments)


def test_laying_a_card_that_must_capture():
    state = scopa_position()
    assert_rejected(state, lambda s: s.play(sweep.Move(0, C("5c"))), IllegalMoveError,
                    "5c must capture", "5c:2d+3c")


def test_playing_out_of_turn():
    state = scopa_position()
    assert_rejected(state, lambda s: s.play(sweep.Move(1, C("4h"))), IllegalMoveError,
                    "not seat 1's turn", "seat 0 is to play")
    state = scopa_position()
    assert_rejected(state, lambda s: s.parse_move("4h", seat=1), IllegalMoveError,
                    "not seat 1's turn", "seat 0")


@pytest.mark.parametrize("seat", [2, 7, -1])
def test_no_such_seat(seat):
    for attempt in (
        lambda s: s.play(sweep.Move(seat, C("5c"), (C("2d"), C("3c")))),
        lambda s: s.parse_move("5c", seat=seat),
        lambda s: s.legal_moves(seat),
        lambda s: s.view(seat),
    ):
        state = scopa_position()
        assert_rejected(state, attempt, IllegalMoveError, f"no seat {seat}", "0 to 1")


@pytest.mark.parametrize("thing", [42, None, ("0", "5c"), object()])
def test_not_a_move(thing):
    state = scopa_position()
    assert_rejected(state, lambda s: s.play(thing), IllegalMoveError, "is not a sweep move")


def test_an_ambiguous_card_lists_the_captures():
    state = position(Rules.preset("escoba"), ["5c 1s", "4h 6c"], table="2d 3c 8h 10s")
    assert_rejected(state, lambda s: s.play("5c"), AmbiguousMoveError,
                    "5c can capture in 2 ways", "5c:10s", "5c:2d+8h")
    assert issubclass(AmbiguousMoveError, IllegalMoveError)
    assert issubclass(IllegalMoveError, ValueError)


def test_a_capture_given_in_any_order_is_the_same_capture():
    state = scopa_position()
    events = state.play(sweep.Move(0, C("5c"), (C("3c"), C("2d"))))
    assert events[0].take == (C("2d"), C("3c"))
    assert sorted(state.piles[0]) == sorted(parse_cards("2d 3c 5c"))


def test_a_move_may_name_its_cards_in_notation():
    state = scopa_position()
    events = state.play(sweep.Move(0, "5c", ("3c", "2d")))
    assert events[0].card == C("5c") and events[0].take == (C("2d"), C("3c"))


@pytest.mark.parametrize(("move", "fragments"), [
    (sweep.Move(0, None), ["a card", "7d"]),
    (sweep.Move(0, "5x", ()), ["'5x'", "7d"]),
    (sweep.Move(0, C("5c"), ("2q",)), ["'2q'", "5c:2d+3c"]),
    (sweep.Move(0, C("5c"), (C("2d"), C("2d"))), ["2d", "twice"]),
    (sweep.Move(0, None, (), "pass"), ["'pass'", "challenge", "end"]),
])
def test_malformed_move_values(move, fragments):
    state = scopa_position()
    assert_rejected(state, lambda s: s.play(move), IllegalMoveError, *fragments)


def over_game():
    rules = Rules.preset("classic", target=1, margin=1, scoring=("cards",))
    state = position(rules, ["", "5c"], table="2d 3c", deals_left=0, to_move=1)
    state.play("5c:2d+3c")
    assert state.is_over
    return state


@pytest.mark.parametrize("text", ["5c", "end", "challenge", "7x"])
def test_no_move_after_the_game_is_over(text):
    state = over_game()
    assert state.legal_moves() == ()
    assert_rejected(state, lambda s: s.play(text), IllegalMoveError, "the game is over")
    assert_rejected(state, lambda s: s.parse_move(text), IllegalMoveError, "the game is over")
    assert_rejected(state, lambda s: s.play(sweep.Move(0, C("5c"))), IllegalMoveError,
                    "the game is over")


# Moves under manual capture --------------------------------------------------------------------

def manual_position(players=2):
    rules = Rules.preset("scopa", manual=True, players=players)
    hands = ["5c 1s", "4h 6c", "9h 9s", "1c 6d"][:players]
    return position(rules, hands, table="2d 3c 8h")


@pytest.mark.parametrize(("text", "fragments"), [
    ("5c:9s", ["9s not on the table", "2d 3c 8h"]),
    ("5c:2d+10d", ["10d not on the table", "2d 3c 8h"]),
    ("4h", ["4h is not in your hand", "1s 5c"]),
    ("7d", ["7d is not in your hand", "1s 5c"]),
    ("challenge", ["no move to challenge", "a challenge follows a played card"]),
    ("end", ["the round is not over", "play a card"]),
])
def test_bad_manual_moves(text, fragments):
    state = manual_position()
    assert_rejected(state, lambda s: s.play(text), IllegalMoveError, *fragments)


def test_manual_take_listed_twice():
    state = manual_position()
    move = sweep.Move(0, C("5c"), (C("2d"), C("2d")))
    assert_rejected(state, lambda s: s.play(move), IllegalMoveError, "2d", "twice")


def test_challenging_your_own_move():
    state = manual_position()
    state.play("5c:8h")
    assert_rejected(state, lambda s: s.play(sweep.Move(0, None, (), "challenge")),
                    IllegalMoveError, "your own side")


def test_challenging_a_partners_move():
    state = manual_position(players=4)
    state.play("5c:8h")
    assert_rejected(state, lambda s: s.play(sweep.Move(2, None, (), "challenge")),
                    IllegalMoveError, "your own side")


def test_challenging_twice():
    state = manual_position(players=4)
    state.play("5c:8h")
    state.play(state.parse_move("challenge", seat=3))
    assert_rejected(state, lambda s: s.play("challenge"), IllegalMoveError,
                    "already been challenged", "one challenge per move")


def closing_position():
    rules = Rules.preset("scopa", manual=True)
    state = position(rules, ["", "5c"], table="2d 3c 8h", deals_left=0, to_move=1,
                     last_capturer=0)
    state.play("5c:2d+3c")
    assert state.view(0).closing
    return state


def test_playing_a_card_after_the_last_card():
    state = closing_position()
    assert_rejected(state, lambda s: s.play(sweep.Move(0, C("1s"))), IllegalMoveError,
                    "the round is over", "end")


def test_end_by_the_wrong_seat():
    state = closing_position()
    assert_rejected(state, lambda s: s.play(sweep.Move(1, None, (), "end")), IllegalMoveError,
                    "seat 0")


# Bad options ------------------------------------------------------------------------------------

BAD_OPTIONS = [
    # (preset, overrides, the bad thing, what is accepted)
    ("classic", {"players": 7}, "players", "2 to 6"),
    ("classic", {"players": 1}, "players", "2 to 6"),
    ("classic", {"target": 0}, "target", "positive whole number"),
    ("classic", {"margin": 0}, "margin", "positive whole number"),
    ("classic", {"deck": "german"}, "german", "french-numeric, french, spanish, italian"),
    ("classic", {"capture": "sum"}, "'sum'", "match or fifteen"),
    ("classic", {"first_dealer": 3}, "first_dealer", "0 to 1"),
    ("classic", {"scoring": "cards bogus"}, "'bogus'", "cards, diamonds, settebello"),
    ("classic", {"colour": "red"}, "colour", "the options are"),
    ("escoba", {"players": 3, "teams": True}, "teams", "4 or 6 players"),
    ("classic", {"first_player": "left"}, "'left'", "dealer or after-dealer"),
    ("classic", {"dealing": "fast"}, "'fast'", "standard or scopone"),
    ("classic", {"muerto": "yes"}, "muerto", "true or false"),
    ("classic", {"max_sum_cards": 0}, "max_sum_cards", "None"),
]


@pytest.mark.parametrize(("preset", "overrides", "bad", "accepted"), BAD_OPTIONS)
def test_bad_options(preset, overrides, bad, accepted):
    with pytest.raises(OptionError) as info:
        Rules.preset(preset, **overrides)
    assert bad in str(info.value)
    assert accepted in str(info.value)


def test_bad_preset():
    with pytest.raises(OptionError) as info:
        Rules.preset("poker")
    assert "'poker'" in str(info.value)
    assert "classic, scopa, escoba, escoba-primiera" in str(info.value)


# Bad cards --------------------------------------------------------------------------------------

@pytest.mark.parametrize(("attempt", "bad", "accepted"), [
    (lambda: parse_card("7x"), "'7x'", "d, h, s or c"),
    (lambda: parse_cards("7d 12h"), "'12h'", "1-10"),
    (lambda: parse_cards("7d 7d"), "7d", "each card once"),
    (lambda: sweep.captures(Rules.preset("scopa"), "5c", "2d 3z"), "'3z'", "like 7d"),
    (lambda: sweep.captures(Rules.preset("scopa"), "5c", "5c 2d"), "5c", "both played"),
    (lambda: card_name("7d", "spanish", "fr"), "'fr'", "en, ru"),
    (lambda: native_card_name("7d", "french"), "french", "spanish and italian"),
])
def test_bad_cards(attempt, bad, accepted):
    with pytest.raises(ValueError) as info:
        attempt()
    assert bad in str(info.value)
    assert accepted in str(info.value)

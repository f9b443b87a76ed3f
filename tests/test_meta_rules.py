"""RULES.md 1.2 and 3: Metamorphosis rule by rule, each rule a table of cases.

Positions are built either with a fixed deck (``new_game(rules, deck_source=...)``, see
``meta_support.deck_of``) or, for a single trick or the end of a deal, by setting the
state's attributes directly. Expected values are worked out from the rules by hand.
"""

from __future__ import annotations

import random
from math import comb

import pytest
from meta_support import (
    CLUBS,
    DIAMONDS,
    HEARTS,
    SPADES,
    cards,
    deck_of,
    fixed_then_shuffled,
    lowest,
    play_all,
    random_game,
    suit_cards,
)

from cardtable.cards import DECK52, RANKS52, Card52, parse_card52, parse_cards52
from cardtable.games.base import IllegalMoveError
from cardtable.games.metamorphosis import CONTRACTS, Rules, new_game, trick_winner
from cardtable.games.metamorphosis.events import (
    Bid,
    BidsRevealed,
    DealScored,
    DealStarted,
    Dealt,
    Discarded,
    Drew,
    GameOver,
    PartieScored,
    PartieStarted,
    Played,
    Took,
    Trick,
)
from cardtable.games.sweep.rules import OptionError
from cardtable.text.names import card52_name

# 1.2 The 52-card deck: notation -----------------------------------------------------------

RANK_TEXT = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


def test_the_deck_has_52_different_cards_of_13_ranks_in_4_suits():
    assert len(DECK52) == 52
    assert len(set(DECK52)) == 52
    assert {str(c) for c in DECK52} == {r + s for r in RANK_TEXT for s in "dhsc"}


@pytest.mark.parametrize("c", DECK52, ids=[str(c) for c in DECK52])
def test_notation_is_rank_then_suit_letter_and_parses_back(c: Card52):
    text = str(c)
    assert text[:-1] in RANK_TEXT and text[-1] in "dhsc"
    assert parse_card52(text) == c
    assert parse_card52(c) == c


NOTATION_52 = [
    # (token, rank text, suit letter)
    ("2c", "2", "c"),
    ("10h", "10", "h"),
    ("Jd", "J", "d"),
    ("Qs", "Q", "s"),
    ("Kh", "K", "h"),
    ("Ah", "A", "h"),
    ("qs", "Q", "s"),
    ("QS", "Q", "s"),
    ("aH", "A", "h"),
    ("jd", "J", "d"),
    ("10H", "10", "h"),
    ("Q♠", "Q", "s"),
    ("q♠", "Q", "s"),
    ("10♥", "10", "h"),
    ("a♦", "A", "d"),
    ("K♣", "K", "c"),
    ("7♦", "7", "d"),
    (" 9c ", "9", "c"),
]


@pytest.mark.parametrize(("token", "rank", "suit"), NOTATION_52)
def test_notation_52_aliases(token: str, rank: str, suit: str):
    parsed = parse_card52(token)
    assert str(parsed) == rank + suit


BAD_TOKENS_52 = ["1h", "11c", "0d", "1", "10", "Q", "Zs", "Qx", "A♦♦", "QsX", "queen", "7 d",
                 "B7"]


@pytest.mark.parametrize("token", BAD_TOKENS_52)
def test_bad_52_tokens_are_refused_naming_the_token(token: str):
    with pytest.raises(ValueError) as caught:
        parse_card52(token)
    assert token in str(caught.value)


def test_an_empty_token_is_refused():
    with pytest.raises(ValueError):
        parse_card52("")


def test_a_bad_token_in_a_list_is_named():
    with pytest.raises(ValueError) as caught:
        parse_cards52("2c 10h 1s Qd")
    assert "1s" in str(caught.value)


@pytest.mark.parametrize("text", ["2c 10h Jd Qs", "2c,10h,Jd,Qs", "2c+10h+Jd+Qs", "2c, 10h  Jd+Qs"])
def test_card_lists_are_space_comma_or_plus_separated(text: str):
    assert [str(c) for c in parse_cards52(text)] == ["2c", "10h", "Jd", "Qs"]


def test_a_card_listed_twice_is_refused():
    with pytest.raises(ValueError):
        parse_cards52("2c 5h 2c")


def test_ace_is_high():
    by_rank = sorted(DECK52, key=lambda c: c.rank)
    assert [str(c)[:-1] for c in by_rank[::4]] == list(RANK_TEXT)
    assert RANKS52 == RANK_TEXT
    assert parse_card52("Ah").rank > parse_card52("Kh").rank > parse_card52("2h").rank


NAMES_52 = [
    # (card, English, Russian)
    ("2c", "two of clubs", "двойка треф"),
    ("3d", "three of diamonds", "тройка бубён"),
    ("7s", "seven of spades", "семёрка пик"),
    ("10h", "ten of hearts", "десятка червей"),
    ("Jd", "jack of diamonds", "валет бубён"),
    ("Qs", "queen of spades", "дама пик"),
    ("Kh", "king of hearts", "король червей"),
    ("Ah", "ace of hearts", "туз червей"),
    ("Ac", "ace of clubs", "туз треф"),
]


def _plain(text: str) -> str:
    # ё and е are the same letter in ordinary Russian print (бубён / бубен).
    return text.replace("ё", "е")


@pytest.mark.parametrize(("token", "english", "russian"), NAMES_52)
def test_names_52_in_english_and_russian(token: str, english: str, russian: str):
    c = parse_card52(token)
    assert card52_name(c) == english
    assert card52_name(token, "en") == english
    assert _plain(card52_name(c, "ru")) == _plain(russian)


def test_a_language_without_names_is_refused():
    with pytest.raises(ValueError):
        card52_name("Qs", "xx")


# 3 Options ---------------------------------------------------------------------------------

OPTIONS_PLAYERS = [
    # (players, parties in a game)
    (2, 4),
    (3, 3),
]


@pytest.mark.parametrize(("players", "parties"), OPTIONS_PLAYERS)
def test_options_players_and_parties(players: int, parties: int):
    rules = Rules.preset(players=players)
    assert rules.players == players
    assert rules.parties == parties
    assert rules.stock_size == 52 - 12 * players


def test_options_default_is_two_players():
    rules = Rules.preset()
    assert (rules.players, rules.parties, rules.first_dealer) == (2, 4, 0)


BAD_PLAYERS = [0, 1, 4, 5, 6, -2, "2", 2.0, True, None]


@pytest.mark.parametrize("players", BAD_PLAYERS, ids=repr)
def test_options_players_only_2_or_3(players: object):
    with pytest.raises(OptionError) as caught:
        Rules.preset(players=players)
    message = str(caught.value)
    assert "players" in message and "2" in message and "3" in message


@pytest.mark.parametrize(("players", "first_dealer"), [(2, 0), (2, 1), (3, 0), (3, 1), (3, 2)])
def test_options_first_dealer_deals_the_first_partie(players: int, first_dealer: int):
    state = new_game(Rules.preset(players=players, first_dealer=first_dealer), seed=1)
    started = state.start_events[0]
    assert isinstance(started, PartieStarted)
    assert (started.number, started.dealer) == (1, first_dealer)


@pytest.mark.parametrize(("players", "first_dealer"),
                         [(2, 2), (2, -1), (3, 3), (3, -1), (2, "0"), (2, None)], ids=repr)
def test_options_first_dealer_must_be_a_seat(players: int, first_dealer: object):
    with pytest.raises(OptionError) as caught:
        Rules.preset(players=players, first_dealer=first_dealer)
    assert "first_dealer" in str(caught.value)


@pytest.mark.parametrize("parties", [0, -1, "4", 1.5, True], ids=repr)
def test_options_parties_must_be_a_positive_whole_number(parties: object):
    with pytest.raises(OptionError) as caught:
        Rules.preset(parties=parties)
    assert "parties" in str(caught.value)


def test_options_unknown_option_is_named():
    with pytest.raises(OptionError) as caught:
        Rules.preset(trumps="hearts")
    assert "trumps" in str(caught.value)


def test_options_unknown_preset_is_named():
    with pytest.raises(OptionError) as caught:
        Rules.preset("scopa")
    assert "scopa" in str(caught.value)


@pytest.mark.parametrize(("players", "parties"), OPTIONS_PLAYERS)
def test_options_round_trip_through_records(players: int, parties: int):
    rules = Rules.preset(players=players, first_dealer=1)
    assert Rules.from_options(rules.to_options()) == rules


# 3 Dealing -----------------------------------------------------------------------------------

DEALING = [
    # (players, cards per hand, stock)
    (2, 12, 28),
    (3, 12, 16),
]


@pytest.mark.parametrize(("players", "hand", "stock"), DEALING)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_dealing_12_each_and_the_rest_is_the_stock(players: int, hand: int, stock: int,
                                                    seed: int):
    state = new_game(Rules.preset(players=players), seed=seed)
    dealt = state.start_events[1]
    assert isinstance(dealt, Dealt)
    assert [len(h) for h in dealt.hands] == [hand] * players
    assert len(dealt.stock) == stock
    everything = [c for h in dealt.hands for c in h] + list(dealt.stock)
    assert sorted(everything) == list(DECK52)
    assert [sorted(h) for h in dealt.hands] == [sorted(h) for h in state.hands]
    assert list(dealt.stock) == list(state.stock)
    assert state.view(0).stock_size == stock


@pytest.mark.parametrize("players", [2, 3])
def test_dealing_from_a_given_deck_pops_from_the_end(players: int):
    deck = list(DECK52)
    state = new_game(Rules.preset(players=players), seed=1, deck_source=lambda _: deck)
    for seat in range(players):
        start = 52 - 12 * (seat + 1)
        assert sorted(state.hands[seat]) == sorted(deck[start:start + 12])
    assert list(state.stock) == deck[:52 - 12 * players]


@pytest.mark.parametrize("players", [2, 3])
def test_dealing_a_fresh_shuffle_each_partie(players: int):
    deals = [e for step in random_game(players, 11) for e in step.events
             if isinstance(e, Dealt)]
    assert len(deals) == Rules.preset(players=players).parties
    for dealt in deals:
        assert sorted([c for h in dealt.hands for c in h] + list(dealt.stock)) == list(DECK52)
    orders = {(tuple(tuple(h) for h in d.hands), tuple(d.stock)) for d in deals}
    assert len(orders) == len(deals)


@pytest.mark.parametrize("players", [2, 3])
def test_dealing_a_deck_source_is_asked_for_every_partie(players: int):
    asked: list[int] = []

    def source(partie: int) -> list[Card52]:
        asked.append(partie)
        return list(reversed(DECK52)) if partie % 2 else list(DECK52)

    state = new_game(Rules.preset(players=players), seed=5, deck_source=source)
    chooser = random.Random(5)
    while not state.is_over:
        moves = state.legal_moves()
        state.play(moves[chooser.randrange(len(moves))])
    assert asked == list(range(1, Rules.preset(players=players).parties + 1))


# 3 Bids ------------------------------------------------------------------------------------


def test_bids_are_secret_until_everyone_has_bid_and_then_revealed_together():
    state = new_game(Rules.preset(players=3), seed=4)
    assert state.phase == "bid"
    chosen = {}
    wanted = [3, 3, 2]  # two players name the same deal
    for turn in range(3):
        seat = state.to_move
        assert seat is not None and seat not in chosen
        assert {m.text() for m in state.legal_moves()} == {"bid:1", "bid:2", "bid:3", "bid:4"}
        events = state.play(f"bid:{wanted[turn]}")
        chosen[seat] = wanted[turn]
        bid = events[0]
        assert isinstance(bid, Bid) and bid.seat == seat and bid.deal == wanted[turn]
        assert bid.visible_to(seat).deal == wanted[turn]
        for other in range(3):
            if other != seat:
                assert bid.visible_to(other).deal is None
        assert bid.visible_to(None).deal is None
        if turn < 2:
            assert len(events) == 1
            for viewer in range(3):
                shown = state.view(viewer).bids
                for bidder in chosen:
                    assert shown[bidder] == (chosen[bidder] if bidder == viewer else None)
            assert state.view(None).bids == (None, None, None)
        else:
            revealed = [e for e in events if isinstance(e, BidsRevealed)]
            assert revealed and revealed[0].bids == tuple(chosen[s] for s in range(3))
            assert isinstance(events[-1], DealStarted) and events[-1].deal == 1
    for viewer in [0, 1, 2, None]:
        assert state.view(viewer).bids == tuple(chosen[s] for s in range(3))


def test_bids_come_before_the_first_lead():
    state = new_game(Rules.preset(players=2), seed=8)
    card = state.hands[state.to_move][0]
    with pytest.raises(IllegalMoveError):
        state.play(str(card))
    assert all(m.kind == "bid" for m in state.legal_moves())


def test_bids_every_partie_starts_with_new_secret_bids():
    started = 0
    for step in random_game(2, 21):
        if any(isinstance(e, PartieStarted) for e in step.events):
            started += 1
            state = step.state
            if state.is_over:
                break
            assert state.phase == "bid"
            assert state.view(0).bids == (None, None)
            assert state.view(1).bids == (None, None)
    assert started == 4


# 3 Contracts ---------------------------------------------------------------------------------

CONTRACT_TRUMPS = [
    # (deal, trump suit)
    (1, None),
    (2, DIAMONDS),
    (3, None),
    (4, None),
]


@pytest.mark.parametrize(("deal", "trumps"), CONTRACT_TRUMPS)
def test_contract_trumps(deal: int, trumps: int | None):
    assert CONTRACTS[deal - 1].trumps == trumps


CONTRACT_SCORES = [
    # (deal, cards taken, score)
    (1, "2c Ac 5h 9d", -8),
    (1, "5h 9d Qs", 0),
    (1, "", 0),
    (1, " ".join(f"{r}c" for r in RANK_TEXT), -52),
    (2, "2h Ah 5d Kd", 8),
    (2, "2c 3s Ad", 0),
    (2, " ".join(f"{r}h" for r in RANK_TEXT), 52),
    (3, "2c 3d", -2),
    (3, "2c 3d 4h", -3),
    (3, "", 0),
    (3, " ".join(f"{r}{s}" for r in RANK_TEXT[:6] for s in "dhsc"), -24),
    (4, "As 2s 3c", -8),
    (4, "Qs", -4),
    (4, "Ac Ah Ad", 0),
]


@pytest.mark.parametrize(("deal", "taken", "score"), CONTRACT_SCORES)
def test_contract_scores(deal: int, taken: str, score: int):
    assert CONTRACTS[deal - 1].score(cards(taken)) == score


TRICK_WINNER = [
    # (cards in play order, leader, players, trumps, winning seat)
    ("5h 9h", 0, 2, None, 1),
    ("9h 5h", 0, 2, None, 0),
    ("9h Ac", 0, 2, None, 0),  # an off-suit card never wins, even an ace
    ("Kh Ah", 1, 2, None, 0),  # ace high
    ("10c Jc", 0, 2, None, 1),
    ("Jc 10c", 1, 2, None, 1),
    ("2d Ad", 0, 2, None, 1),
    ("Ad 2h", 0, 2, None, 0),
    ("Ah 2d", 0, 2, DIAMONDS, 1),  # the lowest trump beats the ace of the suit led
    ("2d Ah", 0, 2, DIAMONDS, 0),
    ("Ah Kh", 1, 2, DIAMONDS, 1),
    ("2h 3c", 0, 2, DIAMONDS, 0),
    ("10s Js Ah", 0, 3, None, 1),
    ("10s Js Ah", 2, 3, None, 0),
    ("5c 2c Ac", 1, 3, None, 0),
    ("Kh 2s Ac", 0, 3, None, 0),
    ("2s 3d 4c", 0, 3, None, 0),
    ("Kh 2d 3d", 0, 3, DIAMONDS, 2),
    ("Kh 3d 2d", 0, 3, DIAMONDS, 1),
    ("Kh Ad 2s", 0, 3, DIAMONDS, 1),
    ("2h 3c Ah", 0, 3, DIAMONDS, 2),
    ("Qd Ad Kd", 2, 3, DIAMONDS, 0),
    ("2h 3c 4s", 1, 3, DIAMONDS, 1),
    ("Ac 2d Ad", 1, 3, DIAMONDS, 0),
]


@pytest.mark.parametrize(("played", "leader", "players", "trumps", "winner"), TRICK_WINNER)
def test_trick_winner(played: str, leader: int, players: int, trumps: int | None, winner: int):
    assert trick_winner(cards(played), leader, players, trumps) == winner


# 3 Following suit ------------------------------------------------------------------------------


def trick_position(players: int, deal: int, hands: list[str]):
    """A state in ``deal`` where seat 0 leads and seat i holds ``hands[i]`` (set directly)."""
    state = new_game(Rules.preset(players=players, first_dealer=players - 1), seed=0)
    while state.phase == "bid":
        state.play("bid:1")
    assert state.to_move == 0
    state.deal = deal
    state.hands = [sorted(cards(h)) for h in hands]
    return state


FOLLOWING_SUIT = [
    # (players, deal, hands from seat 0 (the leader), cards played so far, legal for next)
    (2, 1, ["5h 9c Ad", "2h"], [], "5h 9c Ad"),  # the leader plays any card
    (2, 1, ["5h 9c", "2h Kh 3c As"], ["5h"], "2h Kh"),
    (2, 1, ["5h 9c", "3c As 7d"], ["5h"], "3c As 7d"),
    (2, 2, ["5h 9c", "3c As 7d"], ["5h"], "3c As 7d"),  # no obligation to trump
    (2, 2, ["5d 9c", "2d Ah 3c"], ["5d"], "2d"),  # trumps led: follow with a trump
    (2, 2, ["5c 9c", "2d Ah 3c"], ["5c"], "3c"),  # follow suit rather than trump
    (2, 3, ["Qc 2h", "Kc Ac 2s"], ["Qc"], "Kc Ac"),
    (2, 4, ["Qs 2h", "2s Ks 5h"], ["Qs"], "2s Ks"),
    (3, 1, ["5h 9c", "2c 3c", "9d Jh"], ["5h", "2c"], "Jh"),  # the suit led, not the last
    (3, 2, ["5h 9c", "2d 3c", "9c 4d"], ["5h", "2d"], "9c 4d"),  # no need to overtrump
    (3, 4, ["5h 9c", "2c 3h", "9c 4d"], ["5h", "3h"], "9c 4d"),
]


@pytest.mark.parametrize(("players", "deal", "hands", "before", "legal"), FOLLOWING_SUIT)
def test_following_suit(players: int, deal: int, hands: list[str], before: list[str],
                        legal: str):
    state = trick_position(players, deal, hands)
    for card in before:
        state.play(card)
    seat = len(before)
    assert state.to_move == seat
    assert {m.text() for m in state.legal_moves()} == {str(c) for c in cards(legal)}
    for card in state.hands[seat]:
        if str(card) not in {str(c) for c in cards(legal)}:
            with pytest.raises(IllegalMoveError):
                state.play(str(card))


REFUSALS = [
    # (hands, led card, refused card, suit named, playable cards)
    (["5h 9c", "2h Kh 3c"], "5h", "3c", "hearts", "2h Kh"),
    (["Qs 9c", "2s 3c Ad"], "Qs", "Ad", "spades", "2s"),
    (["2d 9c", "Jd Qd 3c 4h"], "2d", "4h", "diamonds", "Jd Qd"),
    (["2c 9h", "Jc 3h"], "2c", "3h", "clubs", "Jc"),
]


@pytest.mark.parametrize(("hands", "led", "refused", "suit", "playable"), REFUSALS)
def test_following_suit_refusal_names_the_suit_and_the_playable_cards(
        hands: list[str], led: str, refused: str, suit: str, playable: str):
    state = trick_position(2, 2, hands)
    state.play(led)
    with pytest.raises(IllegalMoveError) as caught:
        state.play(refused)
    message = str(caught.value)
    assert suit in message
    for card in playable.split():
        assert card in message


# 3 Premiums -----------------------------------------------------------------------------------

LAST_TRICK = {1: "Ah 2h 3h", 2: "As 2s 3s", 3: "Ah 2h 3h", 4: "Ah 2h 3h"}
"""The last trick of a deal, led and won by seat 0; it scores nothing except in deal 3."""
SCORING_SUIT = {1: CLUBS, 2: HEARTS, 3: None, 4: SPADES}


def end_of_deal(players: int, deal: int, piles: list[str | int], bids: tuple[int, ...]):
    """Play the last trick of ``deal`` (won by seat 0) with the taken piles set directly.

    A pile is the scoring cards taken before the last trick (other cards are added to seat
    0's pile to make the deal's 12 * players cards); in deal 3, where every card scores,
    a pile is a number of cards.
    """
    state = new_game(Rules.preset(players=players, first_dealer=players - 1), seed=0)
    while state.phase == "bid":
        state.play("bid:1")
    last = cards(LAST_TRICK[deal])[:players]
    named = [cards(p) if isinstance(p, str) else [] for p in piles]
    used = set(last) | {c for pile in named for c in pile}
    spare = [c for c in DECK52 if c not in used
             and (SCORING_SUIT[deal] is None or c.suit != SCORING_SUIT[deal])]
    taken = []
    for pile, listed in zip(piles, named, strict=True):
        taken.append([spare.pop() for _ in range(pile)] if isinstance(pile, int) else listed)
    missing = 12 * players - players - sum(len(t) for t in taken)
    assert missing >= 0 and (deal != 3 or missing == 0)
    taken[0].extend(spare.pop() for _ in range(missing))
    held = set(last) | {c for t in taken for c in t}
    state.bids = list(bids)
    state.deal = deal
    state.hands = [[c] for c in last]
    state.taken = taken
    state.stock = [c for c in DECK52 if c not in held]
    assert len(state.stock) == 52 - 12 * players
    events = []
    for _ in range(players):
        events.extend(state.play(str(state.hands[state.to_move][0])))
    scored = [e for e in events if isinstance(e, DealScored)]
    assert len(scored) == 1
    return scored[0], state


PREMIUMS = [
    # (players, deal, piles before the last trick, bids, deal scores, premiums)
    (2, 1, ["2c 3c", ""], (1, 1), (-8, 0), (0, 10)),
    (2, 1, ["2c", "3c"], (1, 1), (-4, -4), (0, 0)),  # a tie scores nothing
    (2, 1, ["", ""], (1, 1), (0, 0), (0, 0)),
    (2, 1, ["", "Ac"], (2, 2), (0, -4), (0, 0)),  # best, but named another deal
    (2, 2, ["2h 3h 4h", "5h"], (2, 3), (12, 4), (10, 0)),
    (2, 2, ["2h", "3h"], (2, 2), (4, 4), (0, 0)),
    (2, 3, [8, 14], (3, 3), (-10, -14), (10, 0)),
    (2, 3, [10, 12], (3, 3), (-12, -12), (0, 0)),
    (2, 4, ["", "2s"], (1, 4), (0, -4), (0, 0)),
    (2, 4, ["2s", ""], (4, 4), (-4, 0), (0, 10)),
    (3, 1, ["", "2c", ""], (1, 1, 1), (0, -4, 0), (0, 0, 0)),  # two share the best
    (3, 1, ["", "2c", "3c 4c"], (1, 1, 1), (0, -4, -8), (10, 0, 0)),
    (3, 1, ["2c", "3c", "4c 5c"], (2, 1, 1), (-4, -4, -8), (0, 0, 0)),
    (3, 2, ["2h", "3h 4h", "5h"], (2, 2, 4), (4, 8, 4), (0, 10, 0)),
    (3, 2, ["2h", "3h 4h", "5h 6h"], (2, 2, 2), (4, 8, 8), (0, 0, 0)),
    (3, 3, [9, 12, 12], (3, 3, 3), (-12, -12, -12), (0, 0, 0)),
    (3, 3, [3, 15, 15], (3, 1, 3), (-6, -15, -15), (10, 0, 0)),
    (3, 3, [15, 6, 12], (1, 3, 3), (-18, -6, -12), (0, 10, 0)),
    (3, 4, ["2s", "", "3s"], (4, 1, 4), (-4, 0, -4), (0, 0, 0)),
    (3, 4, ["2s", "", "3s"], (4, 4, 4), (-4, 0, -4), (0, 10, 0)),
]


@pytest.mark.parametrize(("players", "deal", "piles", "bids", "scores", "premiums"), PREMIUMS)
def test_premium_only_for_a_strictly_best_score_in_the_named_deal(
        players: int, deal: int, piles: list[str | int], bids: tuple[int, ...],
        scores: tuple[int, ...], premiums: tuple[int, ...]):
    scored, state = end_of_deal(players, deal, piles, bids)
    assert scored.deal == deal
    assert scored.scores == scores
    assert scored.premiums == premiums
    if deal < 4:  # after deal 4 the next partie has started
        assert state.deal_scores[-1] == scores
        assert state.premiums[-1] == premiums


# 3 A scripted partie for two players: deal 1, refill from the stock, deal 2, takes ------------

HEARTS_12 = suit_cards("h", "2 3 4 5 6 7 8 9 10 J Q K")
CLUBS_12 = suit_cards("c", "2 3 4 5 6 7 8 9 10 J Q K")
SPADES_12 = suit_cards("s", "2 3 4 5 6 7 8 9 10 J Q K")
DIAMONDS_TOP = suit_cards("d", "K Q J 10 9 8 7 6 5 4 3 2")


def scripted_two_players(first_dealer: int, seed: int = 0, discard: list[Card52] | None = None):
    """The leader holds twelve hearts, the other twelve clubs; the top of the stock is twelve
    diamonds. Deal 1: the leader wins every trick (nobody can follow hearts), takes the clubs.
    He discards ``discard`` (the clubs by default); the other draws the diamonds. Deal 2
    (diamonds trumps): the other trumps every heart and wins every trick."""
    leader = (first_dealer + 1) % 2
    other = 1 - leader
    hands: list[list[Card52]] = [[], []]
    hands[leader] = HEARTS_12
    hands[other] = CLUBS_12
    deck = deck_of(hands, top=DIAMONDS_TOP)
    state = new_game(Rules.preset(players=2, first_dealer=first_dealer), seed=seed,
                     deck_source=fixed_then_shuffled(deck))
    stages = {"start": list(state.start_events)}
    bids = {leader: 2, other: 1}
    events = []
    while state.phase == "bid":
        events.extend(state.play(f"bid:{bids[state.to_move]}"))
    stages["bids"] = events

    def scored(evs):
        return any(isinstance(e, DealScored) for e in evs)

    stages["deal1"] = play_all(state, lowest, scored)
    stages["after1"] = (state.phase, state.to_move, state.view(leader).discard_count,
                        len(state.legal_moves()), [len(h) for h in state.hands])
    chosen = CLUBS_12 if discard is None else discard
    stages["refill"] = state.play("discard:" + "+".join(str(c) for c in chosen))
    stages["stock_after_refill"] = list(state.stock)
    stages["hands_deal2"] = [list(h) for h in state.hands]
    if discard is None:
        stages["deal2"] = play_all(state, lowest, scored)
    return state, stages, leader, other


@pytest.mark.parametrize("first_dealer", [0, 1])
def test_scripted_deal_gives_the_given_hands(first_dealer: int):
    _, stages, leader, other = scripted_two_players(first_dealer)
    started, dealt = stages["start"]
    assert isinstance(started, PartieStarted) and started.dealer == first_dealer
    assert isinstance(dealt, Dealt)
    assert sorted(dealt.hands[leader]) == sorted(HEARTS_12)
    assert sorted(dealt.hands[other]) == sorted(CLUBS_12)
    assert len(dealt.stock) == 28
    assert list(dealt.stock[-12:]) == list(reversed(DIAMONDS_TOP))


@pytest.mark.parametrize("first_dealer", [0, 1])
def test_scripted_deal_1_leader_is_left_of_dealer_and_wins_every_trick(first_dealer: int):
    _, stages, leader, other = scripted_two_players(first_dealer)
    assert leader == (first_dealer + 1) % 2
    started = [e for e in stages["bids"] if isinstance(e, DealStarted)]
    assert [(e.deal, e.leader) for e in started] == [(1, leader)]
    tricks = [e for e in stages["deal1"] if isinstance(e, Trick)]
    assert len(tricks) == 12
    assert all(t.winner == leader for t in tricks)
    scored = [e for e in stages["deal1"] if isinstance(e, DealScored)]
    expected_scores = [0, 0]
    expected_scores[leader] = -48  # twelve clubs taken, -4 each
    expected_premiums = [0, 0]
    expected_premiums[other] = 10  # the other named deal 1 and did strictly better
    assert scored[0].scores == tuple(expected_scores)
    assert scored[0].premiums == tuple(expected_premiums)


@pytest.mark.parametrize("first_dealer", [0, 1])
def test_scripted_after_deal_1_the_player_over_12_discards_his_choice(first_dealer: int):
    _, stages, leader, other = scripted_two_players(first_dealer)
    phase, to_move, discard_count, choices, sizes = stages["after1"]
    assert phase == "discard" and to_move == leader
    assert discard_count == 12
    assert choices == comb(24, 12)  # any twelve of his 24 cards
    assert sizes[leader] == 24 and sizes[other] == 0


@pytest.mark.parametrize("first_dealer", [0, 1])
def test_scripted_discards_go_under_the_stock_and_shortfalls_come_from_the_top(
        first_dealer: int):
    _, stages, leader, other = scripted_two_players(first_dealer)
    dealt = stages["start"][1]
    refill = stages["refill"]
    assert [type(e) for e in refill] == [Discarded, Drew, DealStarted]
    discarded, drew, started = refill
    assert discarded.seat == leader and sorted(discarded.cards) == sorted(CLUBS_12)
    assert drew.seat == other and sorted(drew.cards) == sorted(DIAMONDS_TOP)
    assert (started.deal, started.leader) == (2, leader)  # deal 2: the same leader
    stock = stages["stock_after_refill"]
    assert len(stock) == 28
    assert sorted(stock[:12]) == sorted(CLUBS_12)  # face down at the bottom
    assert stock[12:] == list(dealt.stock[:16])  # the rest of the stock, undisturbed
    hands = stages["hands_deal2"]
    assert sorted(hands[leader]) == sorted(HEARTS_12)
    assert sorted(hands[other]) == sorted(DIAMONDS_TOP)


@pytest.mark.parametrize("first_dealer", [0, 1])
def test_scripted_discards_and_draws_are_seen_only_by_their_player(first_dealer: int):
    _, stages, leader, other = scripted_two_players(first_dealer)
    discarded, drew, _ = stages["refill"]
    assert discarded.visible_to(leader) == discarded
    assert discarded.visible_to(other).cards == (None,) * 12
    assert discarded.visible_to(None).cards == (None,) * 12
    assert drew.visible_to(other) == drew
    assert drew.visible_to(leader).cards == (None,) * 12
    assert drew.visible_to(None).cards == (None,) * 12
    assert discarded.visible_to(other).seat == leader
    assert drew.visible_to(leader).seat == other


DISCARD_CHOICES = [
    # cards the leader discards after deal 1 (he holds twelve hearts and twelve clubs)
    "2h 3h 4h 5h 6h 7h 2c 3c 4c 5c 6c 7c",
    "8h 9h 10h Jh Qh Kh 8c 9c 10c Jc Qc Kc",
    " ".join(str(c) for c in HEARTS_12),
]


@pytest.mark.parametrize("discard", DISCARD_CHOICES)
def test_discards_are_the_players_choice(discard: str):
    chosen = cards(discard)
    _, stages, leader, _ = scripted_two_players(0, discard=chosen)
    discarded = stages["refill"][0]
    assert isinstance(discarded, Discarded)
    assert sorted(discarded.cards) == sorted(chosen)
    kept = sorted((set(HEARTS_12) | set(CLUBS_12)) - set(chosen))
    assert sorted(stages["hands_deal2"][leader]) == kept
    assert sorted(stages["stock_after_refill"][:12]) == sorted(chosen)


@pytest.mark.parametrize("first_dealer", [0, 1])
def test_scripted_deal_2_diamonds_trump_and_hearts_score(first_dealer: int):
    _, stages, leader, other = scripted_two_players(first_dealer)
    tricks = [e for e in stages["deal2"] if isinstance(e, Trick)]
    assert len(tricks) == 12 and all(t.winner == other for t in tricks)
    scored = [e for e in stages["deal2"] if isinstance(e, DealScored)][0]
    expected = [0, 0]
    expected[other] = 48  # twelve hearts, +4 each
    assert scored.deal == 2 and scored.scores == tuple(expected)
    assert scored.premiums == (0, 0)  # the leader named deal 2 but did worse


@pytest.mark.parametrize("first_dealer", [0, 1])
def test_scripted_after_deal_2_the_short_player_takes_from_his_left_neighbour(
        first_dealer: int):
    state, stages, leader, other = scripted_two_players(first_dealer)
    events = stages["deal2"]
    taken = [e for e in events if isinstance(e, Took)]
    assert len(taken) == 1
    took = taken[0]
    assert (took.seat, took.source) == (leader, other)  # the other sits on his left
    assert len(took.cards) == 12
    assert set(took.cards) <= set(HEARTS_12) | set(DIAMONDS_TOP)
    assert took.visible_to(leader) == took and took.visible_to(other) == took
    assert took.visible_to(None).cards == (None,) * 12
    assert not any(isinstance(e, (Discarded, Drew)) for e in events)
    started = [e for e in events if isinstance(e, DealStarted)]
    assert [(e.deal, e.leader) for e in started] == [(3, (first_dealer + 2) % 2)]
    assert sorted(state.hands[leader]) == sorted(took.cards)
    assert sorted(state.hands[other]) == sorted(
        (set(HEARTS_12) | set(DIAMONDS_TOP)) - set(took.cards))


def test_scripted_takes_are_at_random():
    takes = set()
    for seed in range(6):
        _, stages, _, _ = scripted_two_players(0, seed=seed)
        took = [e for e in stages["deal2"] if isinstance(e, Took)][0]
        takes.add(tuple(sorted(took.cards)))
    assert len(takes) > 1


@pytest.mark.parametrize("first_dealer", [0, 1])
def test_scripted_the_first_leader_deals_the_next_partie(first_dealer: int):
    state, _, leader, _ = scripted_two_players(first_dealer)
    chooser = random.Random(first_dealer)
    while True:
        moves = state.legal_moves()
        events = state.play(moves[chooser.randrange(len(moves))])
        started = [e for e in events if isinstance(e, PartieStarted)]
        if started:
            assert (started[0].number, started[0].dealer) == (2, leader)
            break


# 3 A scripted partie for three players: refill order, and takes chaining round the table -------


def scripted_three_players(first_dealer: int):
    """The leader holds twelve hearts, the next player twelve clubs, the last twelve spades;
    the stock is Ad Ac Ah As at the bottom and twelve diamonds on top. Everyone names deal
    1; the leader wins every trick and keeps his hearts."""
    leader = (first_dealer + 1) % 3
    second, third = (leader + 1) % 3, (leader + 2) % 3
    hands: list[list[Card52]] = [[], [], []]
    hands[leader], hands[second], hands[third] = HEARTS_12, CLUBS_12, SPADES_12
    deck = deck_of(hands, top=DIAMONDS_TOP)
    state = new_game(Rules.preset(players=3, first_dealer=first_dealer), seed=first_dealer,
                     deck_source=fixed_then_shuffled(deck))
    events = []
    while state.phase == "bid":
        events.extend(state.play("bid:1"))
    events.extend(play_all(state, lowest, lambda evs: any(isinstance(e, DealScored)
                                                         for e in evs)))
    assert state.phase == "discard" and state.to_move == leader
    assert state.view(leader).discard_count == 24
    refill = state.play("discard:" + "+".join(str(c) for c in CLUBS_12 + SPADES_12))
    return state, events, refill, (leader, second, third)


@pytest.mark.parametrize("first_dealer", [0, 1, 2])
def test_three_players_may_name_the_same_deal_and_a_shared_best_scores_nothing(
        first_dealer: int):
    _, events, _, (leader, second, third) = scripted_three_players(first_dealer)
    assert [e for e in events if isinstance(e, BidsRevealed)][0].bids == (1, 1, 1)
    scored = [e for e in events if isinstance(e, DealScored)][0]
    expected = [0, 0, 0]
    expected[leader] = -48
    assert scored.scores == tuple(expected)
    assert scored.premiums == (0, 0, 0)


@pytest.mark.parametrize("first_dealer", [0, 1, 2])
def test_three_players_draw_in_play_order_from_the_leader(first_dealer: int):
    state, _, refill, (leader, second, third) = scripted_three_players(first_dealer)
    assert [type(e) for e in refill] == [Discarded, Drew, Drew, DealStarted]
    discarded, first_draw, second_draw, started = refill
    assert discarded.seat == leader and len(discarded.cards) == 24
    assert first_draw.seat == second
    assert sorted(first_draw.cards) == sorted(DIAMONDS_TOP)  # the top twelve
    assert second_draw.seat == third and len(second_draw.cards) == 12
    drawn = set(second_draw.cards)
    assert set(cards("Ad Ac Ah As")) <= drawn  # the rest of the stock, then the discards
    assert drawn - set(cards("Ad Ac Ah As")) <= set(CLUBS_12) | set(SPADES_12)
    assert (started.deal, started.leader) == (2, leader)
    assert [len(h) for h in state.hands] == [12, 12, 12]
    assert len(state.stock) == 16
    for event in (first_draw, second_draw):
        for seat in range(3):
            shown = event.visible_to(seat).cards
            assert shown == (event.cards if seat == event.seat else (None,) * 12)


@pytest.mark.parametrize("first_dealer", [0, 1, 2])
def test_three_players_takes_chain_round_the_table_until_everyone_holds_12(
        first_dealer: int):
    state, _, _, (leader, second, third) = scripted_three_players(first_dealer)
    # Deal 2, last trick: the third player trumps and has taken every other card too.
    everything = [c for h in state.hands for c in h]
    last = {leader: parse_card52("2h"), second: parse_card52("3h"), third: parse_card52("2d")}
    state.hands = [[last[seat]] for seat in range(3)]
    state.taken = [[], [], []]
    state.taken[third] = [c for c in everything if c not in set(last.values())]
    assert state.to_move == leader and state.deal == 2
    events = []
    for _ in range(3):
        events.extend(state.play(str(state.hands[state.to_move][0])))
    scored = [e for e in events if isinstance(e, DealScored)][0]
    expected = [0, 0, 0]
    expected[third] = 52  # all 13 hearts
    assert scored.scores == tuple(expected)
    held = {seat: [] for seat in range(3)}
    held[third] = list(everything)
    takes = [e for e in events if isinstance(e, Took)]
    assert takes
    for took in takes:
        assert took.source == (took.seat + 1) % 3  # always from the left neighbour
        missing = 12 - len(held[took.seat])
        assert 0 < len(took.cards) <= missing
        assert set(took.cards) <= set(held[took.source])
        for card in took.cards:
            held[took.source].remove(card)
            held[took.seat].append(card)
        outsider = 3 - took.seat - took.source
        assert took.visible_to(outsider).cards == (None,) * len(took.cards)
        assert took.visible_to(took.seat) == took and took.visible_to(took.source) == took
    assert all(len(held[seat]) == 12 for seat in range(3))
    assert [sorted(held[seat]) for seat in range(3)] == [sorted(h) for h in state.hands]
    assert [len(t) for t in state.taken] == [0, 0, 0]
    started = [e for e in events if isinstance(e, DealStarted)]
    assert [(e.deal, e.leader) for e in started] == [(3, (first_dealer + 2) % 3)]


# 3 Leaders, dealers and the length of a game ---------------------------------------------------

LEADERS = [
    # (players, first dealer, dealer of each partie, leaders of deals 1-4 in each partie)
    (2, 0, [0, 1, 0, 1], [(1, 1, 0, 0), (0, 0, 1, 1), (1, 1, 0, 0), (0, 0, 1, 1)]),
    (2, 1, [1, 0, 1, 0], [(0, 0, 1, 1), (1, 1, 0, 0), (0, 0, 1, 1), (1, 1, 0, 0)]),
    (3, 0, [0, 1, 2], [(1, 1, 2, 2), (2, 2, 0, 0), (0, 0, 1, 1)]),
    (3, 1, [1, 2, 0], [(2, 2, 0, 0), (0, 0, 1, 1), (1, 1, 2, 2)]),
    (3, 2, [2, 0, 1], [(0, 0, 1, 1), (1, 1, 2, 2), (2, 2, 0, 0)]),
]


@pytest.mark.parametrize(("players", "first_dealer", "dealers", "leaders"), LEADERS)
def test_leaders_and_dealers(players: int, first_dealer: int, dealers: list[int],
                             leaders: list[tuple[int, ...]]):
    seen_dealers = []
    seen_leaders: list[list[int]] = []
    first_plays = []
    pending: int | None = None
    for step in random_game(players, 3 + first_dealer, first_dealer=first_dealer):
        for event in step.events:
            if isinstance(event, PartieStarted):
                seen_dealers.append(event.dealer)
                seen_leaders.append([])
            elif isinstance(event, DealStarted):
                seen_leaders[-1].append(event.leader)
                pending = event.leader
            elif isinstance(event, Played) and pending is not None:
                first_plays.append((event.seat, pending))
                pending = None
    assert seen_dealers == dealers
    assert [tuple(x) for x in seen_leaders] == leaders
    assert len(first_plays) == len(dealers) * 4
    assert all(seat == leader for seat, leader in first_plays)  # the leader leads


GAME_LENGTH = [
    # (players, parties, deals)
    (2, 4, 16),
    (3, 3, 12),
]


@pytest.mark.parametrize(("players", "parties", "deals"), GAME_LENGTH)
@pytest.mark.parametrize("seed", [1, 2])
def test_game_length_and_winners(players: int, parties: int, deals: int, seed: int):
    scored = []
    parties_scored = []
    over = []
    state = None
    for step in random_game(players, seed):
        state = step.state
        scored.extend(e for e in step.events if isinstance(e, DealScored))
        parties_scored.extend(e for e in step.events if isinstance(e, PartieScored))
        over.extend(e for e in step.events if isinstance(e, GameOver))
    assert state is not None and state.is_over
    assert len(scored) == deals
    assert [e.deal for e in scored] == [1, 2, 3, 4] * parties
    assert len(parties_scored) == parties
    totals = [sum(e.scores[s] + e.premiums[s] for e in scored) for s in range(players)]
    assert list(state.scores) == totals
    best = max(totals)
    winners = tuple(s for s in range(players) if totals[s] == best)
    assert len(over) == 1 and over[0].winners == winners and over[0].scores == tuple(totals)
    assert state.winners == winners
    assert state.to_move is None
    assert list(state.legal_moves()) == []


TIES = [
    # (players, final totals, winners)
    (2, (100, 100), (0, 1)),
    (2, (-20, -21), (0,)),
    (3, (100, 100, 90), (0, 1)),
    (3, (-5, -5, -5), (0, 1, 2)),
    (3, (10, 30, 30), (1, 2)),
    (3, (10, 30, 29), (1,)),
]


@pytest.mark.parametrize(("players", "totals", "winners"), TIES)
def test_game_highest_total_wins_and_equal_totals_share(players: int, totals: tuple[int, ...],
                                                        winners: tuple[int, ...]):
    last = None
    for step in random_game(players, 7):
        last = step
    assert last is not None and last.before is not None and last.move is not None
    points = [e for e in last.events if isinstance(e, PartieScored)][0].points
    before = last.before
    before.scores = [totals[s] - points[s] for s in range(players)]
    events = before.play(last.move)
    over = [e for e in events if isinstance(e, GameOver)]
    assert over and over[0].winners == winners and over[0].scores == totals
    assert before.winners == winners

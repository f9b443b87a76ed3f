"""RULES.md 2.1-2.7: the flow of a game: turns, sweeps, leftovers, dealers, teams, muerto,
manual capture and challenges, the no-capture loss, and the end of the game."""

from __future__ import annotations

import pytest
from positions import set_position as position

from cardtable import sweep
from cardtable.cards import DECK, parse_cards
from cardtable.games.sweep import IllegalMoveError, Rules
from cardtable.games.sweep.dealing import deal_plan
from cardtable.games.sweep.events import (
    Challenged,
    Dealt,
    GameOver,
    Leftover,
    Played,
    RoundScored,
    RoundStarted,
)


def of_type(events, kind):
    return [e for e in events if isinstance(e, kind)]


def round_scored(events):
    (scored,) = of_type(events, RoundScored)
    return scored


def texts(moves):
    return {m.text() for m in moves}


# Whose turn: the first player per preset, seat order, dealer rotation -----------------------

FIRST_PLAYER = [
    # (preset, players, overrides, dealer, first to play)
    ("classic", 2, {}, 0, 0),            # classic: the dealer
    ("classic", 3, {}, 2, 2),
    ("classic", 5, {}, 4, 4),
    ("scopa", 2, {}, 0, 1),              # Scopa and Escoba: the seat after the dealer
    ("scopa", 4, {}, 3, 0),
    ("escoba", 2, {}, 1, 0),
    ("escoba", 3, {}, 1, 2),
    ("escoba", 6, {}, 5, 0),
    ("escoba-primiera", 4, {}, 0, 1),
    ("classic", 3, {"first_player": "after-dealer"}, 1, 2),
    ("escoba", 2, {"first_player": "dealer"}, 1, 1),
]


@pytest.mark.parametrize(("preset", "players", "overrides", "dealer", "first"), FIRST_PLAYER)
def test_first_player_per_preset(preset, players, overrides, dealer, first):
    rules = Rules.preset(preset, players=players, first_dealer=dealer, **overrides)
    state = sweep.new_game(rules, seed=4)
    assert state.dealer == dealer
    assert state.to_move == first


@pytest.mark.parametrize(("preset", "players"), [
    ("classic", 2), ("classic", 3), ("classic", 5), ("scopa", 2), ("scopa", 4),
    ("escoba", 3), ("escoba", 6),
])
def test_seat_order_and_dealer_rotation(preset, players):
    rules = Rules.preset(preset, players=players, target=1000, no_capture_loss=False,
                         first_dealer=1)
    offset = 0 if rules.first_player == "dealer" else 1
    state = sweep.new_game(rules, seed=8)
    events = list(state.start_events)
    while sum(1 for e in events if isinstance(e, RoundStarted)) < 4:
        events.extend(state.play(state.legal_moves()[0]))
    dealers = [e.dealer for e in of_type(events, RoundStarted)]
    assert dealers == [(1 + n) % players for n in range(4)]
    # within each round, players play in seat order from the first player
    rounds: list[list[int]] = []
    for e in events:
        if isinstance(e, RoundStarted):
            rounds.append([])
        elif isinstance(e, Played):
            rounds[-1].append(e.seat)
    for dealer, seats in zip(dealers, rounds[:3], strict=False):
        first = (dealer + offset) % players
        assert seats == [(first + n) % players for n in range(len(seats))]
        assert len(seats) == players * sum(deal_plan(rules).hands)


def test_a_new_hand_is_dealt_when_every_hand_is_empty():
    rules = Rules.preset("classic")
    state = position(rules, ["", "9h"], table="1d", deals_left=2, to_move=1)
    events = state.play("9h")
    (dealt,) = of_type(events, Dealt)
    assert [len(h) for h in dealt.hands] == [3, 3]
    assert not dealt.last
    assert state.deals_left == 1 and len(state.stock) == 6
    assert state.to_move == 0


def test_the_round_ends_when_hands_and_stock_are_empty():
    rules = Rules.preset("classic", target=100)
    state = position(rules, ["", "9h"], table="1d", to_move=1, dealer=0)
    events = state.play("9h")
    assert len(of_type(events, RoundScored)) == 1
    assert of_type(events, RoundStarted)[0].dealer == 1          # the dealer passes on
    assert state.view(None).round_number == 2


# Sweeps ---------------------------------------------------------------------------------------

SWEEPS = [
    # (preset, table, hands, move, sweep)
    ("scopa", "2d 3c", ["5c 9h", "1h 4d"], "5c:2d+3c", True),
    ("scopa", "2d 3c 8h", ["5c 9h", "1h 4d"], "5c:2d+3c", False),
    ("scopa", "5h", ["5c 9h", "1h 4d"], "5c:5h", True),
    ("classic", "2d 3c", ["5c 9h", "1h 4d"], "5c:2d+3c", True),
    ("classic", "2d 3c 5h", ["5c 9h", "1h 4d"], "5c:5h", False),
    ("escoba", "10d", ["5c 9h", "1h 4d"], "5c:10d", True),
    ("escoba", "2d 8h", ["5c 9h", "1h 4d"], "5c:2d+8h", True),
    ("escoba", "2d 8h 10s", ["5c 9h", "1h 4d"], "5c:10s", False),
    ("escoba", "1d", ["5c 9h", "1h 4d"], "5c", False),
]


@pytest.mark.parametrize(("preset", "table", "hands", "move", "swept"), SWEEPS)
def test_a_sweep_empties_the_table_and_scores_one(preset, table, hands, move, swept):
    rules = Rules.preset(preset)
    state = position(rules, hands, table=table, deals_left=1)
    (played,) = of_type(state.play(move), Played)
    assert played.sweep is swept
    assert state.round_sweeps == [1 if swept else 0, 0]
    assert (state.table == []) is swept
    if swept:
        # the next player has nothing to capture: every move lays a card
        assert all(not m.take for m in state.legal_moves())


def test_sweeps_count_in_the_rounds_points():
    rules = Rules.preset("classic", target=100, scoring=())
    state = position(rules, ["5c 9h", "1h 4d"], table="2d 3c", to_move=0)
    events = []
    for move in ("5c:2d+3c", "1h", "9h", "4d"):
        events.extend(state.play(move))
    assert round_scored(events).points == (1, 0)


LAST_PLAY_SWEEP = [
    # (preset, overrides, table, the last card of the round, counted)
    ("scopa", {}, "2d 3c", "5c:2d+3c", False),
    ("classic", {}, "2d 3c", "5c:2d+3c", True),
    ("escoba", {}, "10d", "5c:10d", True),
    ("escoba-primiera", {}, "2d 8h", "5c:2d+8h", True),
    ("scopa", {"last_play_sweep": True}, "2d 3c", "5c:2d+3c", True),
    ("classic", {"last_play_sweep": False}, "2d 3c", "5c:2d+3c", False),
    ("scopa", {"manual": True}, "2d 3c", "5c:2d+3c", False),
]


@pytest.mark.parametrize(("preset", "overrides", "table", "move", "counted"), LAST_PLAY_SWEEP)
def test_last_play_sweep(preset, overrides, table, move, counted):
    rules = Rules.preset(preset, target=100, no_capture_loss=False, **overrides)
    state = position(rules, ["", "5c"], table=table, piles=["1h 4s", ""], to_move=1,
                     last_capturer=0)
    events = state.play(move)
    (played,) = of_type(events, Played)
    assert played.sweep is counted
    if rules.manual:
        events += state.play("end")
    sweeps = [line for line in round_scored(events).breakdown if line.category == "sweeps"]
    assert [(line.side, line.points) for line in sweeps] == ([(1, 1)] if counted else [])


def test_scopa_counts_a_sweep_with_the_last_card_of_an_earlier_deal():
    rules = Rules.preset("scopa")
    state = position(rules, ["", "5c"], table="2d 3c", to_move=1, deals_left=1)
    events = state.play("5c:2d+3c")
    assert of_type(events, Played)[0].sweep
    assert of_type(events, Dealt)[0].last
    assert state.round_sweeps == [0, 1]


# Leftovers -------------------------------------------------------------------------------------

def test_leftovers_go_to_the_last_capturer_and_are_no_sweep():
    rules = Rules.preset("classic", target=100, scoring=("cards",))
    state = position(rules, ["3c 1d", "2h 4c"], table="3h 9s", to_move=0)
    events = []
    for move in ("3c:3h", "2h", "1d", "4c"):     # only seat 0 captures; seat 1 plays last
        events.extend(state.play(move))
    (leftover,) = of_type(events, Leftover)
    assert leftover.seat == 0
    assert sorted(leftover.cards) == sorted(parse_cards("1d 2h 4c 9s"))
    scored = round_scored(events)
    assert scored.cards_taken == (6, 0)
    assert [line.category for line in scored.breakdown] == ["cards"]   # no sweep
    assert scored.points == (1, 0)


def test_leftovers_go_to_the_last_capturer_not_the_first():
    rules = Rules.preset("classic", target=100, scoring=("cards",))
    state = position(rules, ["3c 1d", "2h 9c"], table="3h 9s", to_move=0)
    events = []
    for move in ("3c:3h", "2h", "1d", "9c:9s"):
        events.extend(state.play(move))
    (leftover,) = of_type(events, Leftover)
    assert leftover.seat == 1
    assert sorted(leftover.cards) == sorted(parse_cards("1d 2h"))
    assert round_scored(events).cards_taken == (2, 4)


def test_leftovers_stay_out_of_scoring_when_nobody_captured():
    rules = Rules.preset("classic", target=100)
    state = position(rules, ["1d", "2h"], table="9s 10h", to_move=0)
    events = state.play("1d") + state.play("2h")
    (leftover,) = of_type(events, Leftover)
    assert leftover.seat is None
    assert sorted(leftover.cards) == sorted(parse_cards("1d 2h 9s 10h"))
    scored = round_scored(events)
    assert scored.cards_taken == (0, 0)
    assert scored.points == (0, 0)


def test_leftovers_go_to_the_capturers_side():
    rules = Rules.preset("scopa", players=4, target=100, scoring=("cards",))
    state = position(rules, ["", "", "", "1c"], table="9s 10h", to_move=3,
                     piles=["5h 5d", ""], last_capturer=2)
    events = state.play("1c")
    assert of_type(events, Leftover)[0].seat == 2
    assert round_scored(events).cards_taken == (5, 0)


# Teams -------------------------------------------------------------------------------------------

def test_teams_pool_captures_and_sweeps():
    rules = Rules.preset("escoba", players=4, target=100, scoring=("cards",))
    state = position(rules, ["5c", "2s", "10h", "1c"], table="10d 3h", to_move=0)
    state.play("5c:10d")
    state.play("2s")
    (played,) = of_type(state.play("10h:2s+3h"), Played)     # seat 2, partner of seat 0
    assert played.sweep
    assert sorted(state.piles[0]) == sorted(parse_cards("5c 10d 10h 2s 3h"))
    assert state.piles[1] == []
    assert state.round_sweeps == [1, 0]
    for seat in range(4):
        assert state.view(seat).piles == state.view(0).piles
        assert state.side_of(seat) == seat % 2


@pytest.mark.parametrize("players", [4, 6])
def test_a_sides_points_are_every_members(players):
    rules = Rules.preset("escoba", players=players, target=100, scoring=(),
                         no_capture_loss=False)
    hands = [""] * players
    hands[players - 1] = "5c"
    state = position(rules, hands, table="10d", to_move=players - 1)
    events = state.play("5c:10d")              # the last seat sweeps for side 1
    assert round_scored(events).points == (0, 1)
    assert len(state.scores) == 2
    for seat in range(players):
        assert state.view(seat).scores == (0, 1)


# Muerto --------------------------------------------------------------------------------------

OTHERS = [c for c in DECK if c.suit != 0 and c.value != 7 and str(c) != "1c"]
"""26 cards that are neither diamonds nor sevens, leaving out 1c (the last card played)."""
PILE_0 = "7d 8d 9d 10d 7c " + " ".join(map(str, OTHERS[11:]))       # 20 cards, +1c = 21
PILE_1 = "1d 2d 3d 4d 5d 6d 7h 7s " + " ".join(map(str, OTHERS[:11]))  # 19 cards
"""Classic scoring of these piles (1c going to side 0): side 0 cards 1 and 7d 1,
side 1 diamonds 1 (6 against 4), sevens tie 2-2: a round of 2 to 1."""


def finish(rules, piles, scores, seat=1, last_capturer=0, players=2, state=None):
    """Play the last card of a round (1c, laid on an empty table) from a hand-made end."""
    hands = [""] * players
    hands[seat] = "1c"
    state = position(rules, hands, piles=piles, to_move=seat, scores=scores,
                     last_capturer=last_capturer, state=state,
                     dealer=state.dealer if state is not None else 0)
    events = state.play("1c")
    if rules.manual:
        events += state.play("end")
    return state, events


def test_the_finish_position_scores_two_to_one():
    state, events = finish(Rules.preset("classic", target=100), [PILE_0, PILE_1], [0, 0])
    scored = round_scored(events)
    assert scored.cards_taken == (21, 19)
    assert {(line.side, line.category): line.points for line in scored.breakdown} == {
        (0, "cards"): 1, (0, "settebello"): 1, (1, "diamonds"): 1}
    assert scored.points == (2, 1)


def test_muerto_gives_each_earned_point_to_the_other_sides():
    rules = Rules.preset("classic", target=100, muerto=True)
    state, events = finish(rules, [PILE_0, PILE_1], [0, 0])
    assert round_scored(events).points == (1, 2)
    assert state.scores == [1, 2]


def test_muerto_with_three_sides():
    rules = Rules.preset("classic", players=3, target=100, muerto=True, scoring=())
    state = position(rules, ["5c", "", ""], table="2d 3h", to_move=0, deals_left=0)
    events = state.play("5c:2d+3h")                 # a sweep by side 0, the last card
    assert round_scored(events).points == (0, 1, 1)


def test_muerto_never_reverses_challenge_points():
    rules = Rules.preset("classic", target=100, muerto=True, manual=True, scoring=())
    state = position(rules, ["", "5c"], table="2d 3c 9h", to_move=1, last_capturer=0)
    state.play("5c:9h")                             # an error
    events = state.play("challenge")                # seat 0 is right: +2
    events += state.play("end")
    # seat 1's take leaves the table 2d 3c; no sweep, no category: only the challenge
    assert round_scored(events).points == (2, 0)


# Manual capture: errors and challenges ---------------------------------------------------------

MANUAL = [
    # (preset, overrides, table, move by seat 0, is it an error?)
    ("scopa", {}, "2d 3c 8h 10s", "5c:2d+3c", False),
    ("scopa", {}, "2d 3c 8h 10s", "5c:8h", True),        # wrong selection
    ("scopa", {}, "2d 3c 8h 10s", "5c", True),           # laid although it could capture
    ("scopa", {}, "2d 3c 8h 10s", "1s", False),          # laid, nothing to capture
    ("scopa", {}, "2d 3c 8h 10s", "1s:2d", True),
    ("scopa", {}, "2d 3c 8h 10s", "5c:2d+3c+8h+10s", True),
    ("scopa", {}, "2d 3c 5h 10s", "5c:2d+3c", True),     # an equal card must be taken
    ("scopa", {}, "2d 3c 5h 10s", "5c:5h", False),
    ("classic", {}, "2d 3c 5h 10s", "5c:2d+3c", False),  # no priority in classic
    ("classic", {}, "1d 2h 3h", "6c:1d+2h+3h", True),    # classic sums have 2 cards
    ("scopa", {}, "1d 2h 3h", "6c:1d+2h+3h", False),
    ("classic", {"fifteen": True}, "2d 3c 8h 10s", "5c:10s", False),
    ("classic", {"fifteen": True}, "2d 3c 8h 10s", "5c:2d+8h", False),
    ("classic", {"fifteen": True}, "2d 3c 8h 10s", "5c:2d+3c", True),
    ("classic", {"fifteen": True}, "2d 3c 8h 10s", "5c", True),
    ("classic", {"fifteen": True}, "2d 3c 8h 10s", "1s", False),
    ("classic", {"fifteen": True}, "2d 3c 8h 10s", "1s:2d+3c+8h", True),   # 14
    ("classic", {"fifteen": True}, "2d 3c 8h 10s", "1s:3c+10s", True),
]


@pytest.mark.parametrize(("preset", "overrides", "table", "move", "error"), MANUAL)
def test_manual_errors_stand_and_a_challenge_scores(preset, overrides, table, move, error):
    rules = Rules.preset(preset, manual=True, **overrides)
    hand = sorted({move.split(":")[0], "5c", "1s", "6c"} - set(table.split()))
    state = position(rules, [" ".join(hand), "4h 9c"], table=table, deals_left=1)
    parsed = state.parse_move(move)
    assert parsed in state.legal_moves()            # any selection may be played
    (played,) = of_type(state.play(parsed), Played)
    assert played.error is error
    assert all(played.visible_to(seat).error is None for seat in (None, 0, 1))
    # the move stands as played
    card = parse_cards(move.split(":")[0])[0]
    if parsed.take:
        assert set(parsed.take) | {card} <= set(state.piles[0])
        assert not set(parsed.take) & set(state.table)
    else:
        assert card in state.table
    assert state.to_move == 1
    assert state.view(1).challengeable
    (challenged,) = of_type(state.play("challenge"), Challenged)
    assert challenged.seat == 1
    assert challenged.correct is error
    assert challenged.points == (2 if error else -1)
    assert state.challenge_points == [0, 2 if error else -1]
    assert state.to_move == 1                       # a challenge is not a turn


def test_manual_moves_are_any_card_with_any_selection():
    rules = Rules.preset("scopa", manual=True)
    state = position(rules, ["5c 1s", "4h 9c"], table="2d 3c 8h", deals_left=1)
    moves = state.legal_moves()
    assert len(moves) == 2 * 2 ** 3
    assert "5c" in texts(moves) and "1s:2d+3c+8h" in texts(moves)
    assert "challenge" not in texts(moves)          # nothing played yet


def test_one_challenge_per_move():
    rules = Rules.preset("classic", players=3, manual=True)
    state = position(rules, ["5c", "4h", "9c"], table="2d 3c 8h", deals_left=1)
    state.play("5c:8h")                             # an error
    assert "challenge" in texts(state.legal_moves(2))
    events = state.play(state.parse_move("challenge", seat=2))
    assert of_type(events, Challenged)[0].points == 2
    assert "challenge" not in texts(state.legal_moves(1))
    assert "challenge" not in texts(state.legal_moves(2))
    with pytest.raises(IllegalMoveError, match="already been challenged"):
        state.play(sweep.Move(1, None, (), "challenge"))
    assert state.challenge_points == [0, 0, 2]


def test_a_move_may_be_challenged_only_until_the_next_card_is_played():
    rules = Rules.preset("classic", players=3, manual=True)
    state = position(rules, ["5c", "4h", "9c"], table="2d 3c 8h", deals_left=1)
    state.play("5c:8h")                             # seat 0 errs; nobody challenges
    state.play("4h")                                # seat 1 lays a correct card
    # seat 2 may now challenge only seat 1's move, which was right: -1
    (challenged,) = of_type(state.play("challenge"), Challenged)
    assert (challenged.seat, challenged.correct, challenged.points) == (2, False, -1)
    assert state.challenge_points == [0, 0, -1]


def test_no_challenging_your_own_side():
    rules = Rules.preset("scopa", players=4, manual=True)
    assert rules.teams
    state = position(rules, ["5c", "4h", "9c", "1h"], table="2d 3c 8h", deals_left=1)
    state.play("5c:8h")                             # seat 0 errs
    assert "challenge" not in texts(state.legal_moves(0))
    assert "challenge" not in texts(state.legal_moves(2))     # partner
    assert "challenge" in texts(state.legal_moves(1))         # the seat to move
    assert "challenge" in texts(state.legal_moves(3))
    with pytest.raises(IllegalMoveError, match="own side"):
        state.play(sweep.Move(2, None, (), "challenge"))
    state.play(state.parse_move("challenge", seat=3))
    assert state.challenge_points == [0, 2]


def test_the_player_to_move_may_challenge_before_playing():
    rules = Rules.preset("classic", manual=True)
    state = position(rules, ["5c 1d", "4h 9c"], table="2d 3c 8h", deals_left=1)
    state.play("5c")                                # laid although it could capture
    assert state.to_move == 1
    state.play("challenge")
    assert state.to_move == 1
    state.play("9c")
    assert state.challenge_points == [0, 2]


def test_end_closes_a_manual_round_after_the_last_challenge_window():
    rules = Rules.preset("classic", manual=True, target=100, scoring=())
    state = position(rules, ["", "5c"], table="2d 3c 9h", to_move=1, last_capturer=0)
    events = state.play("5c:9h")                    # the last card, an error
    assert of_type(events, RoundScored) == []       # not scored yet: it may be challenged
    view = state.view(0)
    assert view.closing and view.challengeable
    assert state.to_move == 0
    assert texts(state.legal_moves()) == {"challenge", "end"}
    assert texts(state.legal_moves(1)) == set()
    state.play("challenge")
    assert texts(state.legal_moves()) == {"end"}
    events = state.play("end")
    scored = round_scored(events)
    assert scored.points == (2, 0)
    assert (0, "challenges", 2) in {(ln.side, ln.category, ln.points) for ln in scored.breakdown}
    assert of_type(events, Leftover)[0].seat == 1   # 2d 3c go to the last capturer
    assert state.view(0).round_number == 2
    assert "challenge" not in texts(state.legal_moves(0)) | texts(state.legal_moves(1))


def test_end_without_a_challenge():
    rules = Rules.preset("classic", manual=True, target=100, scoring=())
    state = position(rules, ["", "5c"], table="2d 3c", to_move=1, last_capturer=0)
    state.play("5c:2d+3c")                          # a correct sweep with the last card
    events = state.play("end")
    assert round_scored(events).points == (0, 1)


def test_escoba_manual_defaults_to_spanish_penalties():
    rules = Rules.preset("escoba", manual=True)
    assert rules.penalties == "spanish"


# No capture at all (escoba) -------------------------------------------------------------------

ALL_BUT_1C = " ".join(str(c) for c in DECK if str(c) != "1c")
DIAMONDS_HEARTS = " ".join(str(c) for c in DECK if c.suit in (0, 1))
SPADES_CLUBS = " ".join(str(c) for c in DECK if c.suit in (2, 3) and str(c) != "1c")


@pytest.mark.parametrize(("scores", "winners"), [
    ([0, 0], (0,)),
    ([0, 20], (0,)),          # the other side wins whatever the totals
    ([13, 21], (0,)),         # 21 to 21: no one ahead at the target, but the game ends
])
def test_a_side_that_captured_nothing_loses_the_game(scores, winners):
    rules = Rules.preset("escoba")
    state, events = finish(rules, [ALL_BUT_1C, ""], scores)
    (over,) = of_type(events, GameOver)
    assert round_scored(events).short_of_margin is None   # no other round is played
    assert state.is_over and state.to_move is None
    assert over.no_capture == (1,)
    assert state.winners == winners
    assert state.scores[0] == scores[0] + 8        # the round is still scored


@pytest.mark.parametrize(("scores", "winners"), [
    # the round gives side 0: all ten oros 2 + 7 oros 1 = 3 (cards and sevens tie)
    ([5, 8, 0], (0, 1)),      # 8 and 8: equal totals share the win
    ([6, 8, 0], (0,)),
    ([4, 8, 0], (1,)),
    ([4, 8, 30], (1,)),
])
def test_no_capture_loss_with_three_sides(scores, winners):
    rules = Rules.preset("escoba", players=3, target=100)
    state, events = finish(rules, [DIAMONDS_HEARTS, SPADES_CLUBS, ""], scores, seat=2,
                           last_capturer=1, players=3)
    assert round_scored(events).points == (3, 0, 0)
    assert state.is_over
    assert of_type(events, GameOver)[0].no_capture == (2,)
    assert state.winners == winners


def test_no_capture_loss_with_teams():
    rules = Rules.preset("escoba", players=4)
    state, events = finish(rules, [ALL_BUT_1C, ""], [0, 0], seat=3, last_capturer=2,
                           players=4)
    assert state.is_over and state.winners == (0,)
    assert of_type(events, GameOver)[0].no_capture == (1,)


@pytest.mark.parametrize(("preset", "overrides"), [
    ("classic", {}), ("scopa", {}), ("escoba-primiera", {}),
    ("escoba", {"no_capture_loss": False}),
])
def test_no_capture_loss_only_where_the_option_is_on(preset, overrides):
    rules = Rules.preset(preset, target=100, **overrides)
    state, events = finish(rules, [ALL_BUT_1C, ""], [0, 0])
    assert not state.is_over
    assert state.view(0).round_number == 2


# The end of the game: target and margin, extra rounds ----------------------------------------

GAME_END = [
    # (overrides, totals before the round (which adds 2 to 1), game over?, winners, the
    # round's short_of_margin: a side at the target, no side ahead by the margin, another round)
    ({}, [9, 9], False, (), (11, 2)),         # 11 to 10: classic needs a lead of 2
    ({}, [9, 8], True, (0,), None),           # 11 to 9
    ({}, [8, 10], False, (), (11, 2)),        # 10 to 11: a lead of 1
    ({}, [8, 9], False, (), None),            # 10 to 10: below the target
    ({}, [7, 3], False, (), None),            # 9 to 4: below the target
    ({"margin": 1}, [9, 9], True, (0,), None),
    ({"target": 16}, [14, 0], True, (0,), None),
    ({"target": 16}, [13, 0], False, (), None),
    ({"target": 21, "margin": 1}, [19, 19], True, (0,), None),     # 21 to 20
    ({"target": 21, "margin": 1}, [19, 20], False, (), (21, 1)),   # 21 to 21
    ({"max_rounds": 1}, [9, 9], True, (0,), None),   # 11 to 10, but the last round
]


@pytest.mark.parametrize(("overrides", "before", "over", "winners", "short"), GAME_END)
def test_target_and_margin(overrides, before, over, winners, short):
    rules = Rules.preset("classic", **overrides)
    state, events = finish(rules, [PILE_0, PILE_1], before)
    assert state.scores == [before[0] + 2, before[1] + 1]
    assert state.is_over is over
    assert state.winners == winners
    assert of_type(events, RoundScored)[0].short_of_margin == short
    if over:
        assert of_type(events, GameOver)[0].winners == winners
        assert of_type(events, RoundStarted) == []
    else:
        (started,) = of_type(events, RoundStarted)
        assert started.dealer == 1 and started.number == 2


def test_extra_rounds_until_the_margin_is_reached():
    rules = Rules.preset("classic")
    state, _ = finish(rules, [PILE_0, PILE_1], [9, 9])
    assert not state.is_over and state.scores == [11, 10]
    assert state.dealer == 1
    # the next round, played to the same end: 13 to 11
    state, events = finish(rules, [PILE_0, PILE_1], state.scores, state=state)
    assert state.is_over and state.winners == (0,)
    assert of_type(events, GameOver)[0].scores == (13, 11)

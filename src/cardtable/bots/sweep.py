"""What the computer players know of the sweep games (``bots.games`` dispatches here)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from cardtable.bots.games import (
    beliefs_of,
    greedy_move_of,
    hint_reason_of,
    horizon_of,
    leaf_points_of,
    playout_move_of,
    random_move_of,
    search_moves_of,
    short_horizon_of,
    world_moves_of,
)
from cardtable.bots.greedy_sweep import (
    SWEEP,
    card_weights,
    evaluate_move,
    sweep_outlook,
    table_outlook,
    taker_values,
    unseen_cards,
)
from cardtable.bots.manual import correct_moves, error_rate_under, random_error
from cardtable.bots.sweep_inference import SweepBeliefs
from cardtable.bots.sweep_value import expected_points
from cardtable.cards import CARD_VALUE, Card, DeckStyle
from cardtable.games.sweep.captures import FIFTEEN, hand_captures, may_lay
from cardtable.games.sweep.challenges import CHALLENGE_RIGHT
from cardtable.games.sweep.moves import CHALLENGE, CLAIM, END, PLAY, SweepMove
from cardtable.games.sweep.scoring import SPECIAL_SEVEN
from cardtable.games.sweep.state import SweepState, SweepView

SWEEP_SCALE: Final = 3.0
"""Round points difference that counts as a clear win (tanh scale)."""
PLAYOUT_EPSILON: Final = 0.2
"""How often the heuristic playout policy plays a uniform move instead of its own."""


@search_moves_of.register
def _search_moves(view: SweepView, state: Any, seat: int) -> list[Any] | None:
    # Under manual capture only correct moves are searched (errors are made on purpose,
    # outside the search).
    if view.rules.manual:
        if view.closing:
            return [SweepMove(seat, None, (), END)]
        return list(correct_moves(view))
    return list(state.legal_moves(seat))


@random_move_of.register
def _random_move(view: SweepView, bot: Any, state: Any, seat: int) -> Any:
    if not view.rules.manual:
        return bot.rng.choice(state.legal_moves(seat))
    if view.closing:
        return SweepMove(seat, None, (), END)
    return bot.rng.choice(correct_moves(view))


@world_moves_of.register
def _world_moves(world: SweepState, seat: int) -> list[Any] | None:
    return None if world.rules.manual else list(world.legal_moves(seat))


@playout_move_of.register
def _playout_move(world: SweepState, moves: Sequence[Any], rng: Any,
                  reply: bool = False) -> Any:
    # The most valuable capture (a sweep first), else the least valuable card laid; a
    # uniform move at PLAYOUT_EPSILON. Claims and challenges (rare) only by the uniform draw.
    if rng.random() < PLAYOUT_EPSILON:
        return moves[rng.randrange(len(moves))]
    rules = world.rules
    weights = card_weights(rules)
    table = len(world.table)
    threat: set[int] = set()
    mover = world.to_move
    if reply and mover is not None:
        following = (mover + 1) % rules.players
        if world.side_of(following) != world.side_of(mover):
            threat = {CARD_VALUE[c] for c in world.hands[following]}
    table_total = sum(CARD_VALUE[c] for c in world.table)
    best = moves[0]
    best_value = -1e9
    for move in moves:
        card = move.card
        if card is None or move.kind != PLAY:
            continue
        take = move.take
        if take:
            value = weights[card] + 0.1 + (SWEEP if len(take) == table else 0.0)
            for taken in take:
                value += weights[taken]
        else:
            value = -weights[card]
        if threat and _leaves_sweep(rules, table_total, table, card, take, threat):
            value -= SWEEP
        if rules.muerto:
            value = -value
        if value > best_value:
            best_value = value
            best = move
    return best


def _leaves_sweep(rules: Any, table_total: int, table_size: int, card: Card,
                  take: Sequence[Card], threat: set[int]) -> bool:
    # Whether a card value in ``threat`` would take the whole table this move leaves (as
    # ``greedy_sweep.sweeping_values`` says, for a table given by its size and total: of
    # two or more cards none equals their sum, so single priority never stops a sweep).
    if take:
        size = table_size - len(take)
        total = table_total - sum(CARD_VALUE[c] for c in take)
    else:
        size = table_size + 1
        total = table_total + CARD_VALUE[card]
    if size == 0:
        return False
    if rules.capture == "fifteen":
        return FIFTEEN - total in threat
    return total in threat and (rules.max_sum_cards is None or size <= rules.max_sum_cards)


@horizon_of.register
def _horizon(view: SweepView) -> tuple[str, float]:
    return "round_end", SWEEP_SCALE


@short_horizon_of.register
def _short_horizon(view: SweepView) -> str | None:
    return "deal"


@leaf_points_of.register
def _leaf_points(world: SweepState, reply: bool = False) -> list[float]:
    return expected_points(world, reply)


@beliefs_of.register
def _beliefs(view: SweepView, previous: Any) -> SweepBeliefs | None:
    if view.seat is None:
        return None
    beliefs = (previous if isinstance(previous, SweepBeliefs) and previous.seat == view.seat
               else SweepBeliefs(view.seat))
    beliefs.observe(view)
    return beliefs


@greedy_move_of.register
def _greedy_move(view: SweepView, bot: Any, state: Any) -> SweepMove:
    seat = view.seat
    assert seat is not None
    if view.closing:
        return SweepMove(seat, None, (), END)
    if view.rules.manual:
        if bot.rng.random() < error_rate_under(view.rules, bot.error_rate):
            error = random_error(state.legal_moves(seat), view, bot.rng)
            if error is not None:
                return error
        moves: list[SweepMove] = correct_moves(view)
    else:
        moves = [m for m in state.legal_moves(seat) if m.card is not None]
    unseen = unseen_cards(view)
    lookahead = getattr(bot, "lookahead", False)
    scored = [(evaluate_move(view, m, unseen, lookahead), bot.rng.random(), m) for m in moves]
    return max(scored)[2]


@hint_reason_of.register
def _hint_reason(view: SweepView, move: SweepMove, say: Any) -> str:
    last = view.last_play
    if move.kind == CHALLENGE and last is not None:
        if last.take:
            return str(say("hint-challenge-take", card=say.card(last.card),
                           cards=say.cards(last.take), points=CHALLENGE_RIGHT))
        return str(say("hint-challenge-lay", card=say.card(last.card), points=CHALLENGE_RIGHT))
    if move.card is None:
        return str(say("hint-end"))
    if move.kind == CLAIM:
        own = last is not None and last.seat == view.seat
        return str(say("hint-take-back" if own else "hint-claim", card=say.card(move.card),
                       cards=say.cards(move.take)))
    if not move.take:
        return _lay_reason(view, move.card, say)
    swept = len(move.take) == len(view.table)
    key = "hint-sweep" if swept else "hint-take"
    reason = str(say(key, card=say.card(move.card), cards=say.cards(move.take)))
    if not (swept or view.rules.muerto or _last_card_of_round(view)):
        value, unseen = table_outlook(view, [c for c in view.table if c not in move.take])
        if value is not None and unseen:
            # The risk the capture leaves (under muerto a sweep is the sweeper's loss).
            reason = f"{reason} {say('hint-take-open', worth=_worth(value, say), unseen=unseen)}"
    if view.rules.muerto and _must_take(view):
        # Under muerto taking is a loss: the hint says why it takes all the same.
        if view.rules.must_capture == "any":
            return f"{reason} {say('hint-muerto-must-take-any')}"
        return f"{reason} {say('hint-muerto-must-take', count=len(view.hand))}"
    return reason


def _must_take(view: SweepView) -> bool:
    """Whether the rules leave the seat no card to lay (as the engine's legal moves)."""
    captures = hand_captures(view.rules, view.hand, view.table)
    return not may_lay(view.rules, captures) or all(options for _, options in captures)


def _last_card_of_round(view: SweepView) -> bool:
    """Whether the seat's card to play is the round's last: no one plays after it."""
    return view.deals_left == 0 and view.stock_size == 0 and sum(view.hand_sizes) == 1


def _lay_reason(view: SweepView, card: Card, say: Any) -> str:
    """Why laying ``card`` is advised, in facts the player can check: whether any card of
    the hand could take instead, and what could sweep the table after it (nothing, when it
    is the round's last card)."""
    if _last_card_of_round(view):
        return str(say("hint-lay-last", card=say.card(card)))
    forced = not any(options for _, options in hand_captures(view.rules, view.hand, view.table))
    value, unseen = sweep_outlook(view, card)
    prefix = "hint-lay-forced" if forced else "hint-lay"
    if value is None:
        reason = str(say(f"{prefix}-safe", card=say.card(card)))
    else:
        reason = str(say(f"{prefix}-open", card=say.card(card), worth=_worth(value, say),
                         unseen=unseen))
    if _scoring_seven(view.rules, card) and _out_of_reach(view, card):
        reason = f"{reason} {say('hint-lay-seven-safe')}"
    if view.rules.muerto and not forced:
        reason = f"{reason} {say('hint-muerto-lay')}"
    return reason


SEVENS_COUNT = frozenset({"sevens", "primiera"})
"""The scoring categories in which every seven counts (the most sevens, the primiera)."""


def _scoring_seven(rules: Any, card: Card) -> bool:
    """Whether ``card`` is a seven the scoring values: the special seven (settebello), or
    any seven where the most sevens or the primiera is scored."""
    if card == SPECIAL_SEVEN and "settebello" in rules.scoring:
        return True
    return CARD_VALUE[card] == 7 and not SEVENS_COUNT.isdisjoint(rules.scoring)


def _out_of_reach(view: SweepView, card: Card) -> bool:
    """Whether no card the seat has not seen could take ``card`` once it lies on the table
    (alone or with others)."""
    return not taker_values(view.rules, card, sorted((*view.table, card)), unseen_cards(view))


FIGURES = range(8, 11)
"""The values of the figures: knave, knight and king (or jack, queen and king)."""


def _worth(value: int, say: Any) -> int | str:
    """A value as the hint says it: a figure's with its name ("9 (a knight)"), as the card
    may show another number (a Spanish deck's figures show 10, 11 and 12); a plain number
    where the deck names its cards by number."""
    deck = DeckStyle(say.context.deck)
    if value not in FIGURES or deck is DeckStyle.FRENCH_NUMERIC:
        return value
    rank = say("card-rank", deck=deck.value, value=value, case="nom")
    return str(say("hint-worth-figure", worth=value, rank=rank))

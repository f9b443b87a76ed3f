"""The game's sentences for one receiver in its language: the ``speech`` of a game frame and
the ``said`` of a refused move.

The browser client speaks the same words as the terminal for the same events because the
room says them with the terminal's own text functions (``describe``, ``text.readout``,
``text.refusals``), from the receiver's view (``state.view(seat)``) and its redacted events
only: a sentence can name no card its receiver may not see. A refusal is the engine's own
(its error's code and details, about the receiver's own seat), worded.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from cardtable.bots.manual import claims
from cardtable.cards import Card, Card52
from cardtable.games.base import IllegalMoveError
from cardtable.games.metamorphosis.moves import BID
from cardtable.games.sweep.corrections import corrections, may_challenge
from cardtable.games.sweep.moves import CHALLENGE, END
from cardtable.server.games import Game
from cardtable.server.serialize import seat_moves
from cardtable.text import TextContext, describe, describe_start, readout
from cardtable.text.catalog import Forms
from cardtable.text.context import Verbosity
from cardtable.text.core import Speaker
from cardtable.text.names import CASES, bot_name
from cardtable.text.readout_sweep import correction_offer
from cardtable.text.refusals import card_refusal, engine_refusal, not_your_turn, refusal

View = Any
"""A seat's view of any registered game."""


def seat_names(people: Sequence[str | None], lang: str) -> list[str]:
    """The seats as the sentences name them, as the terminal does: a person by name, a
    computer player (``None`` in ``people``) as the catalogue's "Computer N"."""
    return [name if name is not None else bot_name(lang, seat + 1)
            for seat, name in enumerate(people)]


def speaker(view: View, seat: int | None, lang: str, people: Sequence[str | None],
            verbosity: Verbosity = "full", deck: str = "language") -> Speaker:
    """The speaker of ``lang`` for the receiver at ``seat`` (``None``: a spectator), saying
    as much as ``verbosity`` asks, naming the cards in the deck style its ``deck`` choice
    gives (``text.decks``)."""
    context = TextContext.for_rules(view.rules, seat_names(people, lang), viewer=seat,
                                    verbosity=verbosity, deck=deck, lang=lang)
    return Speaker(context, lang)


def game_speech(state: Game, seat: int | None, lang: str, people: Sequence[str | None],
                events: Sequence[Any] = (), version: int = 0,
                verbosity: Verbosity = "full", recap: bool = False,
                deck: str = "language") -> dict[str, Any]:
    """The ``speech`` object of a game frame for the receiver at ``seat`` (``None``: a
    spectator) in ``lang``, the cards named in the style of its ``deck`` choice: the
    frame's events as sentences, the prompt of its turn, the readings of the reading keys,
    one option label and one refusal per hand card, and the spoken names of the cards and
    moves the frame shows. ``recap`` (a frame sent to a connection that opens the table):
    also where the game stands, for one who was not there."""
    view: View = state.view(seat)
    say = speaker(view, seat, lang, people, verbosity, deck)
    seen = [event.visible_to(seat) for event in events]
    seated = seat is not None
    return {
        "lang": lang,
        "verbosity": verbosity,
        "events": event_sentences(say, view, seen, version),
        "recap": readout.recap(say, view) if recap and not seen else None,
        "prompt": prompt(say, state, view, seat, readout.already_said(seen, seat)),
        "hand": readout.hand(say, view) if seated else None,
        "table": readout.table(say, view),
        "score": readout.score(say, view),
        "turn": readout.turn(say, view),
        "sides": [say.side(side) for side in range(len(say.context.sides))],
        "pile": readout.pile(say, view) if seated else None,
        "table_cards": [readout.table_card(say, view, number)
                        for number in range(1, readout.table_size(view) + 1)],
        "options": [readout.option_label(say, view, index) for index in range(len(view.hand))]
        if seated else [],
        "refusals": [card_refusal(say, state, seat, card) for card in view.hand]
        if seat is not None else [],
        **names_with_cases(say, [view, *seen], listed_moves(state, seat)),
    }


def event_sentences(say: Speaker, view: View, events: Sequence[Any], version: int) -> list[str]:
    """Each (redacted) event as a sentence; the deal that starts the game (version 0) opens
    with the game's description, as the terminal begins."""
    said = [describe(event, say.context, say.lang) for event in events]
    if version == 0 and events:
        said.insert(0, describe_start(view.rules, say.context, say.lang))
    return said


def prompt(say: Speaker, state: Game, view: View, seat: int | None,
           said: frozenset[str] = frozenset()) -> str | None:
    """What the terminal says when the receiver must act: its turn (with the challenge it
    may make, or the claim of a missed capture open to it), or the window to challenge
    another's move; ``None`` when it need not act. ``said``: what the same utterance has
    just said (``readout.already_said``)."""
    if seat is None or state.is_over:
        return None
    challenge = may_challenge(state, seat)
    if state.to_move == seat:
        return readout.your_turn(say, view, challenge, claims(state, seat), said)
    own = corrections(state, seat)
    if own:  # offered first: the player's own missed capture, until the next card
        return correction_offer(say, own, said)
    if challenge:  # only a game with challenges has a last play to challenge
        last = view.last_play
        mover = last.seat if last is not None else state.to_move
        assert mover is not None
        return say("challenge-window", seat=say.seat(mover))
    return None


def names_with_cases(say: Speaker, values: Sequence[Any],
                     moves: Sequence[Any]) -> dict[str, Any]:
    """The ``cards`` (every card in ``values``, a view and redacted events, by notation, with
    its spoken name in the game's deck style), the ``moves``' labels (``move_labels``), and
    for each the forms of its other cases where they differ (``card_cases``,
    ``move_cases``), so the page can say them in the case its sentence needs."""
    cards = card_names(say, values)
    labels = move_labels(say, moves)
    return {"cards": cards, "moves": labels, "card_cases": _cases(cards, say.lang),
            "move_cases": _cases(labels, say.lang)}


def _cases(names: dict[str, str], lang: str) -> dict[str, dict[str, str]]:
    found = {}
    for key, name in names.items():
        if isinstance(name, Forms):
            forms = _other_forms(lang, name)
            if forms:
                found[key] = dict(forms)
    return found


@lru_cache(maxsize=4096)
def _other_forms(lang: str, name: Forms) -> tuple[tuple[str, str], ...]:
    """The forms of ``name`` other than its nominative, where they differ; asked case by case
    (a list's forms, ``LazyForms``, are made only when asked for) and kept, since the same
    cards and captures are named frame after frame."""
    return tuple((case, form) for case in CASES
                 if case != "nom" and (form := name.case(case)) != name)


def card_names(say: Speaker, values: Sequence[Any]) -> dict[str, str]:
    """Every card in ``values`` (a view, redacted events) by notation, with its spoken name
    in the game's deck style (a ``Forms``, with its cases)."""
    found: dict[str, Card | Card52] = {}
    for value in values:
        _collect_cards(value, found)
    return {code: say.card52(card) if isinstance(card, Card52) else say.card(card)
            for code, card in found.items()}


def _collect_cards(value: Any, found: dict[str, Card | Card52]) -> None:
    if isinstance(value, Card | Card52):
        found.setdefault(str(value), value)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            if field.name != "rules":
                _collect_cards(getattr(value, field.name), found)
    elif isinstance(value, list | tuple):
        for item in value:
            _collect_cards(item, found)


def listed_moves(state: Game, seat: int | None) -> Sequence[Any]:
    """The receiver's legal moves that the game frame lists: all of them (its ``legal``)
    when they are few enough, else those of its ``extra`` (a challenge, claims)."""
    if seat is None or state.is_over:
        return ()
    listed, extra = seat_moves(state, seat)
    return listed if listed is not None else extra


def move_labels(say: Speaker, moves: Sequence[Any]) -> dict[str, str]:
    """A short label for each move that needs more than its card's name, by move text."""
    labels: dict[str, str] = {}
    for move in moves:
        label = move_label(say, move)
        if label is not None:
            labels[move.text()] = label
    return labels


def move_label(say: Speaker, move: Any) -> str | None:
    """What a move does, in short: the cards a capture (or a claim) takes, the contract a
    bid names, a challenge, closing the round; ``None`` for a card simply played."""
    if move.kind == CHALLENGE:
        return say("move-challenge")
    if move.kind == END:
        return say("move-end")
    if move.kind == BID:
        return readout.contract(say, move.deal)
    take = getattr(move, "take", ())
    return say.cards(take) if take else None


def move_refusal(state: Game, seat: int, lang: str, people: Sequence[str | None], code: str,
                 text: str, reason: str, refused: IllegalMoveError | None = None,
                 deck: str = "language") -> str | None:
    """The refusal of a ``move`` (error ``code``, the engine's ``reason``) in ``lang``, as the
    terminal would say it; ``None`` for refusals of the room's own (``not_seated`` ...).

    An illegal move is worded by the engine's error code (``text.refusals``): ``refused``,
    or else the error of asking the engine again (``parse_move`` leaves the game as it
    was)."""
    view: View = state.view(seat)
    say = speaker(view, seat, lang, people, deck=deck)
    if code == "stale":
        return say("refuse-stale")
    if code == "not_your_turn":
        return not_your_turn(say, view)
    if code != "illegal_move":
        return None
    if refused is None:
        try:
            state.parse_move(text, seat)
        except IllegalMoveError as error:
            refused = error
    if refused is None:
        return engine_refusal(say, reason)
    return refusal(say, refused, view)

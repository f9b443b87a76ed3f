"""The human's input in Metamorphosis: a marker chosen with the arrows and bid with Enter,
cards marked for the discard with Enter (then confirmed) or typed, and cards played by
position or by name (``Qs``), the first card of the suit led chosen at each turn."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final, cast

from cardtable.cards import CARD52_SUIT, Card52, parse_card52
from cardtable.games.metamorphosis.moves import BID, DISCARD, PLAY, MetaMove
from cardtable.games.metamorphosis.rules import DEALS
from cardtable.games.metamorphosis.state import BIDDING, DISCARDING, PLAYING, MetaView
from cardtable.terminal.commands import Command, DiscardError, discard_cards
from cardtable.terminal.game_input import GameInput, Handler
from cardtable.terminal.modes import Asking
from cardtable.text import readout

if TYPE_CHECKING:
    from cardtable.terminal.session import PlaySession


def _view(session: PlaySession) -> MetaView:
    return cast(MetaView, session.view())


def _marker(session: PlaySession) -> int:
    return cast(MetamorphosisInput, session.game).marker


def _bid_command(session: PlaySession, command: Command) -> None:
    session.leave_choice(command)
    if not command.args:
        _bid(session, _marker(session))
        return
    if not command.args[0].isdigit():
        session.msg("need-number", command=session.word("bid"))
        return
    _bid(session, int(command.args[0]))


def _bid(session: PlaySession, deal: int) -> None:
    session.play(MetaMove(session.seat, BID, deal=deal))


def _discard_command(session: PlaySession, command: Command) -> None:
    view = _view(session)
    if not command.args:
        if view.phase == DISCARDING and len(session.marked) == view.discard_count:
            _discard(session, tuple(sorted(session.marked)))
        elif view.phase == DISCARDING and session.my_turn:
            session.msg("discard-status", marked=len(session.marked),
                        need=view.discard_count)
        else:
            session.human_move(MetaMove(session.seat, DISCARD))
        return
    try:
        cards = discard_cards(command.args, view.hand, session.settings.lang)
    except DiscardError as error:
        session.msg(error.message_id, **error.variables)
        return
    _discard(session, cards)


def _discard(session: PlaySession, cards: tuple[Card52, ...]) -> None:
    session.play(MetaMove(session.seat, DISCARD, cards=cards))


def _toggle_mark(session: PlaySession, view: MetaView) -> None:
    if not view.hand:
        session.msg("hand-empty")
        return
    marked = session.marked
    card = view.hand[min(session.selected, len(view.hand) - 1)]
    name = session.say.card52(card)
    need = view.discard_count
    if card in marked:
        marked.remove(card)
        session.msg("discard-unmarked", card=name, marked=len(marked), need=need)
        return
    if len(marked) >= need:
        session.msg("discard-full", need=need)
        return
    marked.append(card)
    session.msg("discard-marked", card=name, marked=len(marked), need=need)
    if len(marked) == need:
        cards = _ask_discard(session)
        session.msg("discard-confirm", cards=session.say.cards52(cards))


def _ask_discard(session: PlaySession) -> tuple[Card52, ...]:
    """The marked cards, sorted, now waiting for yes (discard them) or no."""
    cards = tuple(sorted(session.marked))
    session.mode = Asking("discard", back=None, cards=cards)
    return cards


def _answer_discard(session: PlaySession, mode: Asking, command: Command) -> None:
    """The answer to ``discard these cards?``: yes (or Enter) discards them."""
    if command.name in ("yes", "enter"):
        session.mode = None
        _discard(session, mode.cards)
    elif command.name in ("no", "cancel"):
        session.mode = mode.back
        session.msg("discard-kept")
    else:
        session.msg("answer-first")


class MetamorphosisInput(GameInput):
    """What the human's input means in Metamorphosis."""

    commands: Mapping[str, Handler] = {"bid": _bid_command, "discard": _discard_command}

    def __init__(self) -> None:
        self.marker = 1
        """The chosen marker while bidding."""

    def begin_turn(self, session: PlaySession, view: Any) -> None:
        """Choose the first marker, and the first card of the suit led, if any."""
        self.marker = 1
        if view.trick:
            led = CARD52_SUIT[view.trick[0]]
            session.selected = next(
                (i for i, c in enumerate(view.hand) if CARD52_SUIT[c] == led), 0)

    def chosen_label(self, session: PlaySession, view: Any) -> str | None:
        """The marker while bidding; the chosen card (with its trick) while playing."""
        if view.phase == BIDDING:
            return readout.contract(session.say, self.marker)
        if view.phase != PLAYING or not view.hand:
            return None
        return readout.option_label(session.say, view, session.selected)

    def in_mode(self, session: PlaySession, command: Command) -> bool:
        """The only question of the game: whether to discard the marked cards."""
        mode = session.mode
        if isinstance(mode, Asking):
            _answer_discard(session, mode, command)
            return True
        return False

    def enter(self, session: PlaySession, command: Command) -> None:
        """Bid the chosen marker, mark (or unmark) the chosen card, or play it."""
        view = _view(session)
        if view.phase == BIDDING:
            _bid(session, self.marker)
        elif view.phase == DISCARDING:
            _toggle_mark(session, view)
        else:
            session.play_position(session.selected + 1)

    def play_card(self, session: PlaySession, view: Any, card: Any) -> None:
        """Play the card to the trick."""
        session.play(MetaMove(session.seat, PLAY, card=card))

    def play_text(self, session: PlaySession, view: Any, text: str) -> None:
        """A card of the 52-card deck (``Qs``)."""
        try:
            card = parse_card52(text)
        except ValueError:
            session.msg("bad-card", text=text, example="Qs")
            return
        self.play_card(session, view, card)

    def step(self, session: PlaySession, step: int) -> bool:
        """While bidding, the arrows choose the marker."""
        if _view(session).phase == BIDDING and session.my_turn:
            self.marker = min(DEALS, max(1, self.marker + step))
            session.tell(readout.contract(session.say, self.marker))
            return True
        return False

    def hinted(self, session: PlaySession, move: Any) -> str | None:
        """A hinted bid chooses its marker; a hinted discard marks its cards and is offered
        as it is (Y or Enter), or to change (N), as the page offers it."""
        if move.kind == BID:
            self.marker = move.deal
        elif move.kind == DISCARD and _view(session).phase == DISCARDING:
            session.marked = list(move.cards)
            _ask_discard(session)
            return session.say("discard-hinted")
        return None

    def key_help(self, session: PlaySession, help_id: str) -> str | None:
        """No challenges or claims; C and the digits read the trick."""
        if help_id in ("help-key-space", "help-key-claim"):
            return None
        return _TRICK_KEYS.get(help_id, help_id)

    def help_ids(self, session: PlaySession) -> tuple[str, ...]:
        """The help of bids, discards and tricks."""
        return ("help-meta",)


_TRICK_KEYS: Final = {"help-key-table": "help-key-trick",
                      "help-key-digits": "help-key-trick-digits"}
"""The keys that read the table in a sweep game and the trick here."""

GAME_INPUT: Final = MetamorphosisInput
"""Metamorphosis's input, as ``terminal.game_input`` finds it."""

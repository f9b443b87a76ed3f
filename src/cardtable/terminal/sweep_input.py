"""The human's input in the sweep games (Escoba, Scopa, the classic game): a card played
at once or with its capture chosen, table cards picked under *manual* capture, challenges
in a window after a computer player's move, claims of missed captures (the Spanish
penalties), and the end of a closing round."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final, cast

from cardtable.bots.manual import claims
from cardtable.cards import Card, parse_card
from cardtable.games.base import IllegalMoveError
from cardtable.games.sweep.corrections import corrections, may_challenge
from cardtable.games.sweep.moves import CHALLENGE, CLAIM, END, PLAY, SweepMove, parse_play_text
from cardtable.games.sweep.state import SweepState, SweepView
from cardtable.terminal.commands import NUMBER, Command
from cardtable.terminal.game_input import GameInput, Handler
from cardtable.terminal.modes import ChoosingCapture, ChoosingTake, Window
from cardtable.text import readout, readout_sweep
from cardtable.text.refusals import card_error, not_your_turn

if TYPE_CHECKING:
    from cardtable.terminal.session import PlaySession


def _state(session: PlaySession) -> SweepState:
    return cast(SweepState, session.state)


def _view(session: PlaySession) -> SweepView:
    return cast(SweepView, session.view())


# Choosing a capture, or the table cards to take ------------------------------------------

def _ask_capture(session: PlaySession, mode: ChoosingCapture) -> None:
    say = session.say
    hinted = session.hinted_move
    choices = [say("capture-choice-hinted" if m == hinted else "capture-choice", number=n,
                   cards=say.cards(m.take))
               for n, m in enumerate(mode.moves, start=1)]
    message_id = "choose-claim" if mode.claim else "choose-capture"
    asked = say(_typed(session, message_id), card=say.card(mode.card),
                choices=readout.or_list(say, choices, grouped=True))
    if hinted in mode.moves:
        asked = " ".join([asked, say(_typed(session, "choice-enter-hinted"))])
    session.tell(asked)


_TYPED: Final = {"choose-capture": "choose-capture-typed", "choose-claim": "choose-claim-typed",
                 "choice-bad": "choice-bad-typed", "take-start": "take-start-typed",
                 "take-start-hinted": "take-start-hinted-typed",
                 "choice-enter-hinted": "choice-enter-hinted-typed",
                 "hinted-enter-challenge": "hinted-enter-challenge-typed",
                 "hinted-enter-claim": "hinted-enter-claim-typed",
                 "hinted-enter-pass": "hinted-enter-pass-typed"}
"""The messages of a choice as a pipe reads them: type a line, not press a key."""


def _typed(session: PlaySession, message_id: str) -> str:
    """``message_id``, or its typed form when the human types lines (a pipe)."""
    return message_id if session.interactive else _TYPED[message_id]


def _names_card(session: PlaySession, command: Command, card: Card) -> bool:
    """Whether ``command`` is ``play`` of ``card`` itself (by hand position or by name): the
    card whose choice is already open."""
    if command.name != "play" or len(command.args) != 1:
        return False
    arg = command.args[0]
    hand = _view(session).hand
    if arg.isdigit():
        return 1 <= int(arg) <= len(hand) and hand[int(arg) - 1] == card
    try:
        return parse_card(arg) == card
    except ValueError:
        return False


def _choosing_capture(session: PlaySession, mode: ChoosingCapture, command: Command) -> bool:
    if command.name == NUMBER:
        number = int(command.args[0])
        if not 1 <= number <= len(mode.moves):
            session.msg(_typed(session, "choice-bad"), count=len(mode.moves))
            return True
        session.mode = None
        session.play(mode.moves[number - 1])
        return True
    hinted = session.hinted_move
    if command.name == "enter" and hinted in mode.moves:  # as the question says
        session.mode = None
        session.play(hinted)
        return True
    if command.name == "enter" or (not mode.claim and _names_card(session, command, mode.card)):
        _ask_capture(session, mode)
        return True
    handled = _cancel_or_leave(session, command)
    if mode.claim and session.mode is None and not session.my_turn:
        session.advance()  # a correction left unchosen: its window opens again
    return handled


def _choosing_take(session: PlaySession, mode: ChoosingTake, command: Command) -> bool:
    view = _view(session)
    if command.name == NUMBER:
        number = int(command.args[0])
        if not 1 <= number <= len(view.table):
            session.tell(readout.table_card(session.say, view, number))
            return True
        card = view.table[number - 1]
        name = session.say.card(card)
        if card in mode.chosen:
            mode.chosen.remove(card)
            parts = [session.say("take-off", number=number, card=name)]
        else:
            mode.chosen.append(card)
            parts = [session.say("take-on", number=number, card=name)]
        parts.append(_taking(session, mode))
        session.tell(" ".join(parts))
        return True
    if command.name == "enter" or (command.name == "play" and not command.args):
        _play_take(session, mode.card, tuple(mode.chosen))
        return True
    if command.name == "take":
        take = _table_cards(session, view, command.args)
        if take is not None:
            _play_take(session, mode.card, take)
        return True
    if _names_card(session, command, mode.card):
        session.msg(_typed(session, "take-start"), card=session.say.card(mode.card))
        return True
    return _cancel_or_leave(session, command)


def _start_take(session: PlaySession, card: Card) -> None:
    """Under manual capture, ``card`` chosen: ask for the table cards it takes, with those of
    the hint already taken when the hint named this card's capture (Enter then plays it)."""
    take = _hinted_take(session.hinted_move, card) or []
    session.mode = ChoosingTake(card, take)
    say = session.say
    if take:
        session.msg(_typed(session, "take-start-hinted"), card=say.card(card),
                    cards=say.cards(take))
    else:
        session.msg(_typed(session, "take-start"), card=say.card(card))


def _hinted_take(move: Any, card: Card) -> list[Card] | None:
    """The table cards a hint's ``move`` takes with ``card`` when it plays that card (none:
    it lays it), else ``None`` (another card, a claim, a challenge, no hint)."""
    if move is None or move.kind != PLAY or move.card != card:
        return None
    return list(move.take)


def _taking(session: PlaySession, mode: ChoosingTake) -> str:
    if not mode.chosen:
        return session.say("take-none")
    return session.say("take-chosen", cards=session.say.cards(sorted(mode.chosen)))


def _play_take(session: PlaySession, card: Card, take: tuple[Card, ...]) -> None:
    session.play(SweepMove(session.seat, card, tuple(sorted(take))))


def _table_cards(session: PlaySession, view: SweepView, args: tuple[str, ...]
                 ) -> tuple[Card, ...] | None:
    """Table cards named by position (``1``) or card (``7d``); ``None`` after saying what
    was wrong."""
    cards: list[Card] = []
    for arg in args:
        if arg.isdigit():
            number = int(arg)
            if not 1 <= number <= len(view.table):
                session.tell(readout.table_card(session.say, view, number))
                return None
            cards.append(view.table[number - 1])
            continue
        try:
            cards.append(parse_card(arg))
        except ValueError:
            session.msg("bad-card", text=arg, example="7d")
            return None
    return tuple(dict.fromkeys(cards))


# Challenges -----------------------------------------------------------------------------

def _hinted_command(session: PlaySession) -> Command | None:
    """The command that makes the challenge or the claim the last hint advised, while it
    stands (Enter then makes it, as the hint said); else ``None``. A claim is named by its
    whole text, so that the hint's way of taking is the one made."""
    hinted = session.hinted_move
    if hinted is None or hinted.kind not in _OUT_OF_HAND:
        return None
    if hinted.kind == CHALLENGE:
        return Command(CHALLENGE)
    return Command(CLAIM, (hinted.text().split(":", 1)[1],))


def _in_window(session: PlaySession, command: Command) -> bool:
    if command.name == "enter":
        command = _hinted_command(session) or command
    if command.name in ("enter", "pass"):
        session.window_seen = session.moves
        session.mode = None
        session.msg("window-passed")
        session.advance()
        return True
    if command.name == "challenge":
        if _challenge(session):
            session.window_seen = session.moves
            session.mode = None
            session.advance()
        return True
    if command.name == "claim":
        _claim(session, command)  # a correction: the game goes on once it is made
        return True
    return False


def _challenge(session: PlaySession) -> bool:
    return session.human_move(SweepMove(session.seat, None, (), CHALLENGE))


# The game's own commands ----------------------------------------------------------------

def _take(session: PlaySession, command: Command) -> None:
    session.leave_choice(command)
    view = _view(session)
    if not session.my_turn:
        session.tell(not_your_turn(session.say, view))
        return
    if not view.hand:
        session.msg("hand-empty")
        return
    take = _table_cards(session, view, command.args)
    if take is not None:
        _play_take(session, view.hand[min(session.selected, len(view.hand) - 1)], take)


def _end(session: PlaySession, command: Command) -> None:
    session.leave_choice(command)
    session.play(SweepMove(session.seat, None, (), END))


def _challenge_command(session: PlaySession, command: Command) -> None:
    session.leave_choice(command)
    if _challenge(session) and session.my_turn:
        session.advance(announce=False)


def _claim(session: PlaySession, command: Command) -> None:
    """Claim the capture the player before missed (Spanish penalties), or take back the
    one the human's own card just missed (self-correction): at once when it can be taken in
    one way, else by number (``claim 2``, or asked like a capture)."""
    session.leave_choice(command)
    if not _has_claims(_state(session).rules):
        session.msg("refuse-no-claims")
        return
    found = tuple(claims(_state(session), session.seat))
    if not found:
        session.tell(not_your_turn(session.say, session.view()) if not session.my_turn
                     else session.say("no-claim" if _state(session).rules.spanish_penalties
                                      else "no-claim-own"))
        return
    card = found[0].card
    assert card is not None
    if command.args:
        chosen = _named_claim(session, found, command.args)
        if chosen is not None:
            session.play(chosen)
            return
    elif len(found) == 1:
        session.play(found[0])
        return
    mode = ChoosingCapture(card, found, claim=True)
    session.mode = mode
    _ask_capture(session, mode)


def _named_claim(session: PlaySession, found: tuple[SweepMove, ...], args: tuple[str, ...]
                 ) -> SweepMove | None:
    """The claim that ``claim N`` or ``claim 7d:2c+5h`` names, or ``None``."""
    if len(args) == 1 and args[0].isdigit():
        number = int(args[0])
        return found[number - 1] if 1 <= number <= len(found) else None
    rest = "+".join(args[1:])
    if ":" in args[0]:
        text = f"claim:{args[0]}" + (f"+{rest}" if rest else "")
    else:
        text = f"claim:{args[0]}:{rest}"
    try:
        _, card, take = parse_play_text(text)
    except IllegalMoveError:
        return None
    move = SweepMove(session.seat, card, take or (), CLAIM)
    return move if move in found else None


def _has_claims(rules: Any) -> bool:
    """Whether a missed capture may be taken later: claimed under the Spanish penalties, or
    taken back by its own player under *manual* capture with ``self_correction``."""
    return bool(rules.spanish_penalties or rules.self_correcting)


_OUT_OF_HAND: Final = {CHALLENGE: "hinted-enter-challenge", CLAIM: "hinted-enter-claim"}
"""The hinted moves that play no hand card, and what a hint of one adds: Enter makes it."""


class SweepInput(GameInput):
    """What the human's input means in a sweep game."""

    commands: Mapping[str, Handler] = {"take": _take, "end": _end,
                                       "challenge": _challenge_command, "claim": _claim}

    def chosen_label(self, session: PlaySession, view: Any) -> str | None:
        """The chosen card and what it would take (nothing under manual capture,
        where Enter only starts picking, or while the round closes)."""
        if view.closing or not view.hand or view.rules.manual:
            return None
        return readout.option_label(session.say, view, session.selected)

    def hinted(self, session: PlaySession, move: Any) -> str | None:
        """A hint while a card's capture is being chosen: under manual capture, for that
        card, its table cards become the ones taken (said after the hint); for another card
        the choice ends, and the hint's card is chosen as at any time."""
        mode = session.mode
        if move is None:  # out of turn, nothing worth doing: Enter goes on, as always
            return session.say(_typed(session, "hinted-enter-pass"))
        if move.kind in _OUT_OF_HAND:
            if isinstance(mode, ChoosingTake | ChoosingCapture):
                session.mode = None
            return session.say(_typed(session, _OUT_OF_HAND[move.kind]))
        if isinstance(mode, ChoosingTake):
            take = _hinted_take(move, mode.card)
            if take is not None:
                mode.chosen = take
                return _taking(session, mode)
            session.mode = None
        elif isinstance(mode, ChoosingCapture) and not mode.claim and move.card != mode.card:
            session.mode = None
        return None

    def can_challenge(self, session: PlaySession) -> bool:
        """Whether the engine offers the human a challenge of the last play."""
        return may_challenge(_state(session), session.seat)

    def claims(self, session: PlaySession) -> list[Any]:
        """The missed captures the human may claim (Spanish penalties)."""
        return list(claims(_state(session), session.seat))

    def window_open(self, session: PlaySession, mover: int) -> bool:
        """Under *manual* capture, once after each move, before a computer player moves:
        when the human's own card just missed a capture he may still take it (the
        self-correction, offered first), or when he may challenge the move."""
        if self.correction_open(session):
            return True
        if not (_state(session).rules.manual and session.window_seen != session.moves
                and self.can_challenge(session)):
            return False
        session.mode = Window()
        last = _view(session).last_play
        seat = last.seat if last is not None else mover
        session.msg("challenge-window", seat=session.say.seat(seat))
        return True

    def correction_open(self, session: PlaySession) -> bool:
        """Once after the human lays a card that could have taken, before anyone else acts
        on it: the self-correction window (seed 003)."""
        state = _state(session)
        if not state.rules.manual or session.window_seen == session.moves:
            return False
        own = corrections(state, session.seat)
        if not own:
            return False
        session.mode = Window()
        offer = readout_sweep.correction_offer(session.say, own, session.said_since_turn)
        assert offer is not None
        session.tell(offer)
        return True

    def in_mode(self, session: PlaySession, command: Command) -> bool:
        """A capture (or claim) to choose, table cards to pick, or a window."""
        mode = session.mode
        if isinstance(mode, ChoosingCapture):
            return _choosing_capture(session, mode, command)
        if isinstance(mode, ChoosingTake):
            return _choosing_take(session, mode, command)
        if isinstance(mode, Window):
            return _in_window(session, command)
        return False

    def enter(self, session: PlaySession, command: Command) -> None:
        """Make the challenge or the claim a hint has just advised, else end a closing round,
        else play the chosen card."""
        hinted = _hinted_command(session)
        if hinted is not None:
            self.commands[hinted.name](session, hinted)
        elif _view(session).closing:
            _end(session, command)
        else:
            session.play_position(session.selected + 1)

    def play_card(self, session: PlaySession, view: Any, card: Any) -> None:
        """Play a hand card: at once when the engine finds one move for it, else ask which
        capture (or, under manual capture, which table cards it takes)."""
        state = _state(session)
        error = card_error(state, session.seat, card)
        if error is not None:
            session.refuse(error)
            return
        if view.rules.manual:
            _start_take(session, card)
            return
        moves = tuple(m for m in state.legal_moves(session.seat) if m.card == card)
        if len(moves) == 1:
            session.play(moves[0])
            return
        mode = ChoosingCapture(card, moves)
        session.mode = mode
        _ask_capture(session, mode)

    def play_text(self, session: PlaySession, view: Any, text: str) -> None:
        """A whole move (``5c:2d+3c``) or a card (``7d``)."""
        if ":" in text:
            try:
                _, card, take = parse_play_text(text)
            except IllegalMoveError:
                session.msg("bad-move", text=text)
                return
            assert card is not None
            session.play(SweepMove(session.seat, card, take or ()))
            return
        try:
            card = parse_card(text)
        except ValueError:
            session.msg("bad-card", text=text, example="7d")
            return
        self.play_card(session, view, card)

    def key_help(self, session: PlaySession, help_id: str) -> str | None:
        """Space (a challenge) only under manual capture with challenges, K (a claim) only
        under the Spanish penalties."""
        rules = _state(session).rules
        if help_id == "help-key-space" and (not rules.manual or rules.spanish_penalties):
            return None
        if help_id == "help-key-claim" and not _has_claims(rules):
            return None
        return help_id

    def offered(self, session: PlaySession) -> frozenset[str]:
        """``take`` and ``end`` under manual capture, ``challenge`` when moves may be
        challenged, ``claim`` when a missed capture may be taken later, ``pass`` with
        either window."""
        rules = _state(session).rules
        challenges = rules.manual and not rules.spanish_penalties
        offered = {"take", "end"} if rules.manual else set()
        if challenges:
            offered.add("challenge")
        if _has_claims(rules):
            offered.add("claim")
        if challenges or rules.self_correcting:
            offered.add("pass")
        return frozenset(offered)

    def help_ids(self, session: PlaySession) -> tuple[str, ...]:
        """The help of captures, then of challenges or claims when the rules have them."""
        rules = _state(session).rules
        correction = ("help-correction",) if rules.self_correcting else ()
        if rules.spanish_penalties:
            return ("help-sweep", "help-spanish", *correction)
        if rules.manual:
            return ("help-sweep", "help-manual", *correction)
        return ("help-sweep",)


GAME_INPUT: Final = SweepInput
"""The sweep games' input, as ``terminal.game_input`` finds it."""


def _cancel_or_leave(session: PlaySession, command: Command) -> bool:
    """Escape ends a choice; any other command leaves it and is done (``False``)."""
    if command.name == "cancel":
        session.mode = None
        session.msg("choice-cancelled")
        return True
    session.leave_choice(command)
    return False

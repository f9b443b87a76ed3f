"""Command dispatch: which handler does what one line asks, in every game.

``handle(session, line)`` reads a line as a command (``terminal/commands.py``), lets a
question or the start take it first, then the game's mode in progress (a choice of
capture, say), then the table of commands: ``HANDLERS`` for the commands of every game
(reading, choosing, playing the chosen card, help, hint, quit), the game's own
(``GameInput.commands``) for the rest; a command of another game is refused as not here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from cardtable.bots.hint import advise, explain
from cardtable.terminal.commands import (
    TERMINAL_COMMANDS,
    Command,
    CommandError,
    command_list,
    parse_command,
)
from cardtable.terminal.game_input import Handler
from cardtable.terminal.keys import HELP_IDS, NO_KEY
from cardtable.terminal.modes import Asking, Starting, Window
from cardtable.text import readout
from cardtable.text.refusals import not_your_turn

if TYPE_CHECKING:
    from cardtable.terminal.session import PlaySession

READING: Final[frozenset[str]] = frozenset(
    {"table", "card", "score", "turn", "hand", "pile", "help", "hint", "repeat", "quit"})
"""Commands that only read the game (or ask to leave): they never end a choice in progress."""

WINDOW_COMMANDS: Final = frozenset({"pass"})
"""Commands of every game that only a window (a move open to challenge or to correct) uses:
listed where the game offers them."""


def handle(session: PlaySession, line: str) -> None:
    """Do what one line (a typed command, or the command of a key) asks."""
    if session.finished:
        return
    if line.startswith(NO_KEY):
        session.msg("no-such-key", key=line[len(NO_KEY):].upper())
        return
    try:
        command = parse_command(line, lang=session.settings.lang)
    except CommandError as error:
        session.msg("unknown-command", command=error.word,
                    commands=command_list(session.settings.lang, offered_commands(session)))
        return
    mode = session.mode
    if isinstance(mode, Asking) and mode.question == "quit":
        _answer_quit(session, mode, command)
        return
    if isinstance(mode, Starting):
        if command.name == "enter":
            session.start()
        elif command.name == "help":
            say_help(session)
        elif command.name == "quit":
            session.ask_quit()
        else:
            session.msg("not-started")
        return
    if mode is not None and session.game.in_mode(session, command):
        return
    handler = HANDLERS.get(command.name) or session.game.commands.get(command.name)
    (handler or _not_here)(session, command)


def _answer_quit(session: PlaySession, mode: Asking, command: Command) -> None:
    if command.name in ("yes", "quit"):
        session.mode = None
        session.msg("quit-left")
        session.left = True
        session.finished = True
    elif command.name in ("no", "cancel"):
        session.mode = mode.back
        session.msg("quit-stay")
    else:
        session.msg("quit-ask")


def _not_here(session: PlaySession, command: Command) -> None:
    # A game with challenges or claims refuses them itself, by its rules; here the command is
    # of another game altogether.
    session.leave_choice(command)
    session.msg("refuse-not-here", command=session.word(command.name))


# Reading --------------------------------------------------------------------------------

def _table(session: PlaySession, command: Command) -> None:
    session.tell(readout.table(session.say, session.view()))


def _number(session: PlaySession, command: Command) -> None:
    session.tell(readout.table_card(session.say, session.view(), int(command.args[0])))


def _card(session: PlaySession, command: Command) -> None:
    if not command.args or not command.args[0].isdigit():
        session.msg("need-number", command=session.word("card"))
        return
    session.tell(readout.table_card(session.say, session.view(), int(command.args[0])))


def _score(session: PlaySession, command: Command) -> None:
    session.tell(readout.score(session.say, session.view()))


def _turn(session: PlaySession, command: Command) -> None:
    session.tell(readout.turn(session.say, session.view()))


def _hand(session: PlaySession, command: Command) -> None:
    session.tell(readout.hand(session.say, session.view()))


def _pile(session: PlaySession, command: Command) -> None:
    session.tell(readout.pile(session.say, session.view()))


def _help(session: PlaySession, command: Command) -> None:
    say_help(session)


def say_help(session: PlaySession) -> None:
    """Every key that works in this game, how to type, the game's own help, the commands."""
    say = session.say
    game = session.game
    session.tell(say("help-keys"))
    for help_id in HELP_IDS:
        shown = game.key_help(session, help_id)
        if shown is not None:
            session.tell(say(shown))
    session.tell(say("help-typing" if session.interactive else "help-pipe"))
    for message_id in game.help_ids(session):
        session.tell(say(message_id))
    session.tell(say("help-commands", commands=command_list(session.settings.lang,
                                                            offered_commands(session))))


def offered_commands(session: PlaySession) -> tuple[str, ...]:
    """The commands that do something in this game under its rules, in the help's order:
    those of every game, and the game's own that it offers (``GameInput.offered``)."""
    own = session.game.offered(session)
    return tuple(name for name in TERMINAL_COMMANDS
                 if name in own or (name in HANDLERS and name not in WINDOW_COMMANDS))


def _hint(session: PlaySession, command: Command) -> None:
    if not session.my_turn and not isinstance(session.mode, Window):
        session.msg("no-hint")
        return
    # Asked again before anything is played, the hint says the same: the adviser's search
    # may pick another of two moves as good, and a hint that changes its mind misleads.
    known = session.advised_here()
    advised = (advise(session.state, session.seat, session.adviser) if known is None
               else known[0])
    advice = explain(session.state, session.seat, advised, session.settings.lang,
                     session.settings.deck)
    move = advice.move
    view = session.view()
    chosen = session.game.chosen_label(session, view)
    session.remember_hint(move)
    offer = session.game.hinted(session, move)
    if offer is not None:
        session.tell(" ".join([advice.reason, offer]))
        return
    card = getattr(move, "card", None)
    if card is not None and card in view.hand:
        session.selected = view.hand.index(card)
    now = session.game.chosen_label(session, view)
    if now is None or now == chosen:
        session.tell(advice.reason)
        return
    # The hint chose for the player: Enter now plays what it names, and he hears so.
    session.tell(" ".join([advice.reason, session.say("turn-chosen",
                                                      card=now.removesuffix("."))]))


# Answering, with nothing asked ----------------------------------------------------------

def _quit(session: PlaySession, command: Command) -> None:
    session.ask_quit()


def _yes(session: PlaySession, command: Command) -> None:
    session.msg("nothing-to-answer")


def _repeat(session: PlaySession, command: Command) -> None:
    if session.last_said is None:
        session.msg("nothing-to-repeat")
    else:
        session.tell(session.last_said)


def _cancel(session: PlaySession, command: Command) -> None:
    session.msg("nothing-to-cancel")


def _pass(session: PlaySession, command: Command) -> None:
    session.msg("nothing-to-pass")


# Choosing and playing -------------------------------------------------------------------

def _left(session: PlaySession, command: Command) -> None:
    _move_selection(session, -1, command)


def _right(session: PlaySession, command: Command) -> None:
    _move_selection(session, 1, command)


def _move_selection(session: PlaySession, step: int, command: Command) -> None:
    session.leave_choice(command)
    if session.game.step(session, step):
        return
    view = session.view()
    if not view.hand:
        session.msg("hand-empty")
        return
    session.selected = min(len(view.hand) - 1, max(0, session.selected + step))
    session.tell(readout.selected(session.say, view, session.selected, session.marked))


def _enter(session: PlaySession, command: Command) -> None:
    if not session.my_turn:
        session.tell(not_your_turn(session.say, session.view()))
        return
    session.game.enter(session, command)


def _play(session: PlaySession, command: Command) -> None:
    session.leave_choice(command)
    view = session.view()
    if not session.my_turn:
        session.tell(not_your_turn(session.say, view))
        return
    args = command.args
    if not args:
        _enter(session, command)
    elif len(args) == 1 and args[0].isdigit():
        session.play_position(int(args[0]))
    else:
        session.game.play_text(session, view, command.rest)


HANDLERS: Final[dict[str, Handler]] = {
    "table": _table, "number": _number, "card": _card, "score": _score, "turn": _turn,
    "hand": _hand, "pile": _pile, "help": _help, "hint": _hint, "repeat": _repeat,
    "quit": _quit,
    "yes": _yes, "no": _yes, "cancel": _cancel, "pass": _pass,
    "left": _left, "right": _right, "enter": _enter, "play": _play,
}
"""The commands of every game and their handlers."""

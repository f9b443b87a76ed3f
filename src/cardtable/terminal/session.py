"""The game in the terminal: one human seat against computer players, driven by commands.

``PlaySession`` is the controller. It knows nothing of keys or terminals: every key and
every typed line reaches it as a command line (``handle("play 2")``, ``handle("")`` for
Enter), and everything it has to say goes out through an ``Output`` as sentences from the
catalogues. The human hears the game as their seat may know it: events through
``describe`` with the seat as viewer, and the reading keys from ``state.view(seat)``.

It runs every game the same way. Who among the computer players reacts or moves next is
``bots.turns.next_turn``'s (as for every driver); which handler a command reaches is
``terminal/dispatch.py``'s; what the human's input means in this game (Enter on the chosen
card, a typed card, the game's own commands and choices) is the game's ``GameInput``
(``terminal/game_input.py``), found through the registry by the game's family.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cardtable.bots.base import Bot
from cardtable.bots.hint import adviser as make_adviser
from cardtable.bots.levels import make_bot
from cardtable.bots.parallel import give_helpers
from cardtable.bots.turns import REACT, next_turn
from cardtable.cards import Card52
from cardtable.games.base import IllegalMoveError, RecordError
from cardtable.games.registry import family_of
from cardtable.records.record import RecordBuilder
from cardtable.terminal import dispatch
from cardtable.terminal.commands import Command, command_word
from cardtable.terminal.game_input import GameInput, game_input
from cardtable.terminal.modes import Asking, Mode, Starting
from cardtable.terminal.output import Output
from cardtable.terminal.settings import PlaySettings
from cardtable.terminal.storage import save_record
from cardtable.text import TextContext, describe, describe_start, readout
from cardtable.text.core import Speaker
from cardtable.text.names import bot_name, player_name
from cardtable.text.refusals import card_error, refusal


class PlaySession:
    """One game: the state, the computer players, the record, and the human's choices."""

    def __init__(self, settings: PlaySettings, output: Output,
                 pause: Callable[[], None] | None = None, adviser: Bot | None = None,
                 interactive: bool = False, state: Any = None) -> None:
        """Deal the game of ``settings``; nothing is said until ``begin``.

        ``pause`` runs after each computer move (a short delay on a terminal);
        ``adviser`` gives the hints (the expert by default); ``interactive`` says whether
        single keys work (the help says so); ``state`` is a game already dealt under the
        settings' rules, to play instead of a new deal (a set position).
        """
        self.settings = settings
        self.output = output
        self._pause = pause or (lambda: None)
        self.interactive = interactive
        rules = settings.rules
        lang = settings.lang
        master = random.Random(settings.seed) if settings.seed is not None else random.Random()
        if state is not None:
            master.getrandbits(64)
        else:
            state = family_of(rules).new_game(rules, seed=master.getrandbits(64))
        self.state: Any = state
        """The game (of any registered family)."""
        self.game: GameInput = game_input(state)
        """What the human's input means in this game (``terminal/<game>_input.py``), and
        what it has chosen besides the hand card (a marker)."""
        self.seat = settings.seat
        human = settings.name or player_name(lang)
        players = rules.players
        names = [human if s == self.seat else bot_name(lang, s + 1)
                 for s in range(players)]
        self.context = TextContext.for_rules(rules, names, viewer=self.seat,
                                             deck=settings.deck, lang=lang)
        self.say = Speaker(self.context, lang)
        self.bots: dict[int, Bot] = {s: make_bot(settings.level, master.getrandbits(64))
                                     for s in range(players) if s != self.seat}
        self.adviser: Bot = adviser or make_adviser("expert", master.getrandbits(64))
        for bot in (*self.bots.values(), self.adviser):
            give_helpers(bot, settings.search_processes)
        seats = [human if s == self.seat else settings.level for s in range(players)]
        self.builder = RecordBuilder(settings.game, rules.to_options(), seats, rules.sides)
        self.mode: Mode = None
        self.selected = 0
        """The chosen hand card (an index into the hand)."""
        self.marked: list[Card52] = []
        """Cards of the hand marked (for a discard, in Metamorphosis)."""
        self.moves = 0
        self._asked: set[int] = set()
        """The computer players asked to react since the last move (``bots.turns``)."""
        self._said_since_turn: frozenset[str] = frozenset()
        """What was said since the last call to play that the next need not repeat (the
        hand just dealt, the table just laid out)."""
        self._hint: tuple[Any, int] | None = None
        """The last hint's move and the ``moves`` it was given at."""
        self.window_seen = -1
        """The move after which the human last had a window to act (``moves``)."""
        self.started = False
        self.finished = False
        """The game is over, or the human has left it."""
        self.left = False
        """The human left before the end."""
        self.record_path: Path | None = None
        self.last_said: str | None = None
        """The last line said, for the repeat key."""

    # Saying things --------------------------------------------------------------------

    def tell(self, text: str) -> None:
        """Say one sentence to the human."""
        self.output.say(text)
        self.last_said = text

    def msg(self, message_id: str, **args: str | int) -> None:
        """Say one message of the catalogue to the human."""
        self.tell(self.say(message_id, **args))

    def word(self, command: str) -> str:
        """A command's word in the player's language (``карта`` for ``card``)."""
        return command_word(self.settings.lang, command)

    def view(self) -> Any:
        """What the human's seat may know."""
        return self.state.view(self.seat)

    @property
    def my_turn(self) -> bool:
        """Whether the human is to move."""
        return not self.state.is_over and self.state.to_move == self.seat

    # The flow of the game -------------------------------------------------------------

    def begin(self, wait_for_enter: bool = False) -> None:
        """Say what game this is, then start it (or wait for Enter to start it)."""
        self.tell(describe_start(self.settings.rules, self.context, self.settings.lang))
        self.msg("seat-intro", name=self.context.seats[self.seat], seat=self.seat + 1,
                 level=self.settings.level)
        if wait_for_enter:
            self.mode = Starting()
            self.msg("press-enter")
        else:
            self.start()

    def start(self) -> None:
        """Deal: say the game's first events, then play on."""
        self.started = True
        self.mode = None
        events = self.state.start_events
        self.builder.add(events)
        for event in events:
            self.tell(describe(event, self.context, self.settings.lang))
        self._said_since_turn |= readout.already_said(
            [e.visible_to(self.seat) for e in events], self.seat)
        self.advance()

    def advance(self, announce: bool = True) -> None:
        """Let the computer players react and move (``bots.turns.next_turn``) until the
        human must act or the game ends; pause after each computer move and the reactions
        to it."""
        state = self.state
        pause_due = False
        while (turn := next_turn(state, self.bots, self._asked)) is not None:
            seat = turn.seat
            if turn.kind == REACT:
                if self.game.correction_open(self):
                    return  # the human's own card is offered to him first
                self._asked.add(seat)
                reaction = self.bots[seat].react(state, seat)
                if reaction is not None:
                    self._apply(reaction)
                continue
            if pause_due:
                self._pause()
                pause_due = False
            if self.game.window_open(self, seat):
                return
            self._apply(self.bots[seat].choose(state, seat))
            pause_due = True
        if pause_due:
            self._pause()
        if state.is_over:
            self.finished = True
            self.mode = None
        else:
            self._begin_turn(announce)

    def _begin_turn(self, announce: bool) -> None:
        self.mode = None
        if not announce:
            return
        view = self.view()
        self.selected = 0
        self.marked = []
        self.game.begin_turn(self, view)
        self._choose_playable(view)
        call = readout.your_turn(self.say, view, self.game.can_challenge(self),
                                 self._claims(), self._said_since_turn)
        chosen = self.game.chosen_label(self, view)
        # A marker's label is a sentence of its own: its full stop is the call's.
        self.tell(call if chosen is None else " ".join([call, self.say(
            "turn-chosen", card=chosen.removesuffix("."))]))
        self._said_since_turn = frozenset()

    def _choose_playable(self, view: Any) -> None:
        """A chosen card that may not be played now gives way to the first that may (the
        call to play names it, and Enter plays it); nothing changes when none may."""
        hand = view.hand
        if not hand or not 0 <= self.selected < len(hand):
            return
        order = [self.selected, *range(len(hand))]  # the chosen card first: kept if it may
        self.selected = next((index for index in order
                              if card_error(self.state, self.seat, hand[index]) is None),
                             self.selected)

    def remember_hint(self, move: Any) -> None:
        """Keep the move a hint just advised, for the choice of captures to mark it."""
        self._hint = (move, self.moves)

    def advised_here(self) -> tuple[Any] | None:
        """The last hint's move in a 1-tuple while no move has been played since (asked
        again, the hint says the same; its move may be ``None``: let the card pass); else
        ``None``."""
        if self._hint is None or self._hint[1] != self.moves:
            return None
        return (self._hint[0],)

    @property
    def hinted_move(self) -> Any | None:
        """What the last hint advised, while no move has been played since; else ``None``."""
        known = self.advised_here()
        return None if known is None else known[0]

    @property
    def said_since_turn(self) -> frozenset[str]:
        """What the events since the human's last turn call have said that a prompt need
        not say again (``readout.already_said``)."""
        return self._said_since_turn

    def _claims(self) -> list[Any]:
        """The claims open to the human now (Spanish penalties)."""
        return self.game.claims(self)

    def _apply(self, move: Any) -> None:
        """Play a move (anyone's), record it and say its events."""
        events = self.state.play(move)
        self.builder.add(events)
        self.moves += 1
        self._asked.clear()
        for event in events:
            self.tell(describe(event, self.context, self.settings.lang))
        self._said_since_turn |= readout.already_said(
            [e.visible_to(self.seat) for e in events], self.seat)

    def human_move(self, move: Any) -> bool:
        """Play the human's move if the engine allows it; otherwise say the engine's reason
        (``text.refusals``)."""
        try:
            self._apply(move)
        except IllegalMoveError as error:
            self.refuse(error)
            return False
        self.mode = None
        return True

    def play(self, move: Any) -> None:
        """Play the human's move, and the game on from it if the engine allowed it."""
        if self.human_move(move):
            self.advance()

    def play_position(self, number: int) -> None:
        """Play the card at position ``number`` of the human's hand (1 is the first)."""
        view = self.view()
        if not 1 <= number <= len(view.hand):
            if view.hand:
                self.msg("refuse-no-position", number=number, count=len(view.hand))
            else:
                self.msg("hand-empty")
            return
        self.selected = number - 1
        self.game.play_card(self, view, view.hand[number - 1])

    def refuse(self, error: IllegalMoveError) -> None:
        """Say why the engine refused a move, in the player's language."""
        self.tell(refusal(self.say, error, self.state))

    # Commands -------------------------------------------------------------------------

    def handle(self, line: str) -> None:
        """Do what one line (a typed command, or the command of a key) asks
        (``terminal/dispatch.py``)."""
        dispatch.handle(self, line)

    def leave_choice(self, command: Command) -> None:
        """A command that acts ends a choice in progress (and says so)."""
        if command.name not in dispatch.READING and self.mode is not None and self.mode.choice:
            self.mode = None
            self.msg("choice-cancelled")

    def ask_quit(self) -> None:
        """Ask whether to leave the game."""
        self.mode = Asking("quit", back=self.mode)
        self.msg("quit-ask")

    def input_ended(self) -> None:
        """The input has run out: leave the game, saying so."""
        if not self.finished:
            self.msg("input-ended")
            self.left = True
            self.finished = True

    def interrupted(self) -> None:
        """Ctrl-C while the computer players were moving: leave the game at once."""
        if not self.finished:
            self.msg("quit-left")
            self.left = True
            self.finished = True

    def close(self) -> Path | None:
        """Save the game's record (if it started) and say where; let the voice finish."""
        path = None
        if self.started:
            record = self.builder.to_dict()
            over = self.state.is_over
            label = self.settings.label + ("" if over else "-unfinished")
            try:
                path = save_record(record, label)
            except (OSError, RecordError) as error:
                self.msg("record-failed", reason=str(error))
            else:
                self.msg("record-saved" if over else "record-unfinished", path=str(path))
        self.record_path = path
        self.output.close()
        return path

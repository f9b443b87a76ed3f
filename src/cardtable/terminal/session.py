"""The game in the terminal: one human seat against computer players, driven by commands.

``PlaySession`` is the controller. It knows nothing of keys or terminals: every key and
every typed line reaches it as a command line (``handle("play 2")``, ``handle("")`` for
Enter), and everything it has to say goes out through an ``Output`` as sentences from the
catalogues. The human hears the game as their seat may know it: events through
``describe`` with the seat as viewer, and the reading keys from ``state.view(seat)``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

from cardtable.bots.base import Bot
from cardtable.bots.hint import hint
from cardtable.bots.ismcts import IsmctsBot
from cardtable.bots.levels import EXPERT_MILLISECONDS, make_bot
from cardtable.bots.manual import claims
from cardtable.cards import CARD52_SUIT, Card, Card52, parse_card, parse_card52
from cardtable.games.base import IllegalMoveError, RecordError
from cardtable.games.metamorphosis.moves import BID, DISCARD, PLAY, MetaMove
from cardtable.games.metamorphosis.rules import DEALS
from cardtable.games.metamorphosis.state import BIDDING, DISCARDING, PLAYING, MetaState, MetaView
from cardtable.games.registry import family_of
from cardtable.games.sweep.moves import CHALLENGE, CLAIM, END, SweepMove, parse_play_text
from cardtable.games.sweep.state import SweepState, SweepView
from cardtable.record import RecordBuilder
from cardtable.terminal.commands import (
    NUMBER,
    Command,
    CommandError,
    DiscardError,
    command_list,
    command_word,
    discard_cards,
    parse_command,
)
from cardtable.terminal.keys import HELP_IDS, NO_KEY
from cardtable.terminal.modes import (
    Asking,
    ChoosingCapture,
    ChoosingTake,
    Mode,
    Starting,
    Window,
)
from cardtable.terminal.output import Output
from cardtable.terminal.settings import PlaySettings
from cardtable.terminal.storage import save_record
from cardtable.text import TextContext, describe, describe_start, readout
from cardtable.text.core import Speaker
from cardtable.text.names import bot_name, player_name
from cardtable.text.refusals import card_error, not_your_turn, refusal

READING: frozenset[str] = frozenset(
    {"table", "card", "score", "turn", "hand", "pile", "help", "hint", "quit"})
"""Commands that only read the game (or ask to leave): they never end a choice in progress."""




class PlaySession:
    """One game: the state, the computer players, the record, and the human's choices."""

    def __init__(self, settings: PlaySettings, output: Output,
                 pause: Callable[[], None] | None = None, adviser: Bot | None = None,
                 interactive: bool = False, state: SweepState | MetaState | None = None
                 ) -> None:
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
        self.state: SweepState | MetaState
        if state is not None:
            master.getrandbits(64)
            self.state = state
        else:
            self.state = cast(SweepState | MetaState,
                              family_of(rules).new_game(rules, seed=master.getrandbits(64)))
        self.seat = settings.seat
        human = settings.name or player_name(lang)
        players = rules.players
        names = [human if s == self.seat else bot_name(lang, s + 1)
                 for s in range(players)]
        self.context = TextContext.for_rules(rules, names, viewer=self.seat)
        self.say = Speaker(self.context, lang)
        self.bots: dict[int, Bot] = {s: make_bot(settings.level, master.getrandbits(64))
                                     for s in range(players) if s != self.seat}
        self.adviser: Bot = adviser or IsmctsBot(master.getrandbits(64),
                                                 milliseconds=EXPERT_MILLISECONDS)
        seats = [human if s == self.seat else settings.level for s in range(players)]
        self.builder = RecordBuilder(settings.game, rules.to_options(), seats, rules.sides)
        self.mode: Mode = None
        self.selected = 0
        """The chosen hand card (an index into the hand)."""
        self.marker = 1
        """The chosen marker while bidding (Metamorphosis)."""
        self.marked: list[Card52] = []
        """Cards marked for the discard (Metamorphosis)."""
        self.moves = 0
        self._said_since_turn: frozenset[str] = frozenset()
        """What was said since the last call to play that the next need not repeat (the
        hand just dealt, the table just laid out)."""
        self._window_seen = -1
        self.started = False
        self.finished = False
        """The game is over, or the human has left it."""
        self.left = False
        """The human left before the end."""
        self.record_path: Path | None = None

    # Saying things --------------------------------------------------------------------

    def tell(self, text: str) -> None:
        """Say one sentence to the human."""
        self.output.say(text)

    def _msg(self, message_id: str, **args: str | int) -> None:
        self.tell(self.say(message_id, **args))

    def _word(self, command: str) -> str:
        """A command's word in the player's language (``карта`` for ``card``)."""
        return command_word(self.settings.lang, command)

    def view(self) -> SweepView | MetaView:
        """What the human's seat may know."""
        return self.state.view(self.seat)

    @property
    def is_meta(self) -> bool:
        """Whether the game is Metamorphosis."""
        return isinstance(self.state, MetaState)

    @property
    def my_turn(self) -> bool:
        """Whether the human is to move."""
        return not self.state.is_over and self.state.to_move == self.seat

    # The flow of the game -------------------------------------------------------------

    def begin(self, wait_for_enter: bool = False) -> None:
        """Say what game this is, then start it (or wait for Enter to start it)."""
        self.tell(describe_start(self.settings.rules, self.context, self.settings.lang))
        self._msg("seat-intro", name=self.context.seats[self.seat], seat=self.seat + 1,
                  level=self.settings.level)
        if wait_for_enter:
            self.mode = Starting()
            self._msg("press-enter")
        else:
            self._start()

    def _start(self) -> None:
        self.started = True
        self.mode = None
        events = self.state.start_events
        self.builder.add(events)
        for event in events:
            self.tell(describe(event, self.context, self.settings.lang))
        self._said_since_turn |= readout.already_said(
            [e.visible_to(self.seat) for e in events], self.seat)
        self._advance()

    def _advance(self, announce: bool = True) -> None:
        """Let the computer players move until the human must act or the game ends."""
        state = self.state
        while not state.is_over:
            mover = state.to_move
            assert mover is not None
            if mover == self.seat:
                self._begin_turn(announce)
                return
            if self._window_open():
                self.mode = Window()
                view = self.view()
                last = view.last_play if isinstance(view, SweepView) else None
                seat = last.seat if last is not None else mover
                self._msg("challenge-window", seat=self.say.seat(seat))
                return
            self._apply(self.bots[mover].choose(state, mover))
            self._pause()
        self.finished = True
        self.mode = None

    def _window_open(self) -> bool:
        return (isinstance(self.state, SweepState) and self.state.rules.manual
                and self._window_seen != self.moves and self._can_challenge())

    def _can_challenge(self) -> bool:
        if not isinstance(self.state, SweepState):
            return False
        return any(m.kind == CHALLENGE for m in self.state.legal_moves(self.seat))

    def _begin_turn(self, announce: bool) -> None:
        self.mode = None
        if not announce:
            return
        view = self.view()
        self.selected = 0
        self.marker = 1
        self.marked = []
        if isinstance(view, MetaView) and view.trick:
            led = CARD52_SUIT[view.trick[0]]
            self.selected = next((i for i, c in enumerate(view.hand) if CARD52_SUIT[c] == led),
                                 0)
        call = readout.your_turn(self.say, view, self._can_challenge(), self._claims(),
                                 self._said_since_turn)
        chosen = self._chosen_label(view)
        self.tell(call if chosen is None else " ".join([call, self.say("turn-chosen",
                                                                        card=chosen)]))
        self._said_since_turn = frozenset()

    def _chosen_label(self, view: Any) -> str | None:
        """What Enter would play now, said with the call to play so that nothing is played
        unheard: the chosen card (with what it would take) or marker."""
        if isinstance(view, MetaView):
            if view.phase == BIDDING:
                return readout.contract(self.say, self.marker)
            if view.phase != PLAYING or not view.hand:
                return None
        elif view.closing or not view.hand or view.rules.manual:
            return None
        return readout.option_label(self.say, view, self.selected)

    def _claims(self) -> list[SweepMove]:
        """The claims open to the human now (Spanish penalties)."""
        if not isinstance(self.state, SweepState):
            return []
        return claims(self.state, self.seat)

    def _apply(self, move: Any) -> None:
        """Play a move (anyone's), record it, say its events, and let computer players
        challenge it under manual capture."""
        state = self.state
        events = state.play(move)
        self.builder.add(events)
        self.moves += 1
        for event in events:
            self.tell(describe(event, self.context, self.settings.lang))
        self._said_since_turn |= readout.already_said(
            [e.visible_to(self.seat) for e in events], self.seat)
        if isinstance(state, SweepState) and state.rules.manual and move.kind not in (
                CHALLENGE, END, CLAIM) and not state.is_over:
            self._bot_reactions()

    def _bot_reactions(self) -> None:
        state = self.state
        start = state.to_move if state.to_move is not None else 0
        players = self.settings.rules.players
        for offset in range(players):
            seat = (start + offset) % players
            if seat == self.seat:
                continue
            reaction = self.bots[seat].react(state, seat)
            if reaction is not None:
                self._apply(reaction)
                return

    def _human_move(self, move: Any) -> bool:
        """Play the human's move if the engine allows it; otherwise say the engine's reason
        (``text.refusals``)."""
        try:
            self._apply(move)
        except IllegalMoveError as error:
            self._refuse(error)
            return False
        self.mode = None
        return True

    def _refuse(self, error: IllegalMoveError) -> None:
        """Say why the engine refused a move, in the player's language."""
        self.tell(refusal(self.say, error, self.state))

    def input_ended(self) -> None:
        """The input has run out: leave the game, saying so."""
        if not self.finished:
            self._msg("input-ended")
            self.left = True
            self.finished = True

    def interrupted(self) -> None:
        """Ctrl-C while the computer players were moving: leave the game at once."""
        if not self.finished:
            self._msg("quit-left")
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
                self._msg("record-failed", reason=str(error))
            else:
                self._msg("record-saved" if over else "record-unfinished", path=str(path))
        self.record_path = path
        self.output.close()
        return path

    # Commands -------------------------------------------------------------------------

    def handle(self, line: str) -> None:
        """Do what one line (a typed command, or the command of a key) asks."""
        if self.finished:
            return
        if line.startswith(NO_KEY):
            self._msg("no-such-key", key=line[len(NO_KEY):].upper())
            return
        try:
            command = parse_command(line, lang=self.settings.lang)
        except CommandError as error:
            self._msg("unknown-command", command=error.word,
                      commands=command_list(self.settings.lang))
            return
        mode = self.mode
        if isinstance(mode, Asking):
            self._answer(mode, command)
            return
        if isinstance(mode, Starting):
            if command.name == "enter":
                self._start()
            elif command.name == "help":
                self._help()
            elif command.name == "quit":
                self._ask_quit()
            else:
                self._msg("not-started")
            return
        if isinstance(mode, ChoosingCapture) and self._choosing_capture(mode, command):
            return
        if isinstance(mode, ChoosingTake) and self._choosing_take(mode, command):
            return
        if isinstance(mode, Window) and self._in_window(command):
            return
        handler = getattr(self, f"_do_{command.name}")
        handler(command)

    def _leave_choice(self, command: Command) -> None:
        """A command that acts ends a choice in progress (and says so)."""
        if command.name not in READING and isinstance(self.mode, ChoosingCapture | ChoosingTake):
            self.mode = None
            self._msg("choice-cancelled")

    def _choosing_capture(self, mode: ChoosingCapture, command: Command) -> bool:
        if command.name == NUMBER:
            number = int(command.args[0])
            if not 1 <= number <= len(mode.moves):
                self._msg("choice-bad", count=len(mode.moves))
                return True
            self.mode = None
            if self._human_move(mode.moves[number - 1]):
                self._advance()
            return True
        if command.name == "enter":
            self._ask_capture(mode)
            return True
        if command.name == "cancel":
            self.mode = None
            self._msg("choice-cancelled")
            return True
        self._leave_choice(command)
        return False

    def _choosing_take(self, mode: ChoosingTake, command: Command) -> bool:
        view = self.view()
        assert isinstance(view, SweepView)
        if command.name == NUMBER:
            number = int(command.args[0])
            if not 1 <= number <= len(view.table):
                self.tell(readout.table_card(self.say, view, number))
                return True
            card = view.table[number - 1]
            name = self.say.card(card)
            if card in mode.chosen:
                mode.chosen.remove(card)
                parts = [self.say("take-off", number=number, card=name)]
            else:
                mode.chosen.append(card)
                parts = [self.say("take-on", number=number, card=name)]
            parts.append(self._taking(mode))
            self.tell(" ".join(parts))
            return True
        if command.name == "enter" or (command.name == "play" and not command.args):
            self._play_take(mode.card, tuple(mode.chosen))
            return True
        if command.name == "take":
            take = self._table_cards(view, command.args)
            if take is not None:
                self._play_take(mode.card, take)
            return True
        if command.name == "cancel":
            self.mode = None
            self._msg("choice-cancelled")
            return True
        self._leave_choice(command)
        return False

    def _taking(self, mode: ChoosingTake) -> str:
        if not mode.chosen:
            return self.say("take-none")
        return self.say("take-chosen", cards=self.say.cards(sorted(mode.chosen)))

    def _in_window(self, command: Command) -> bool:
        if command.name in ("enter", "pass"):
            self._window_seen = self.moves
            self.mode = None
            self._advance()
            return True
        if command.name == "challenge":
            if self._challenge():
                self._window_seen = self.moves
                self.mode = None
                self._advance()
            return True
        return False

    def _answer(self, mode: Asking, command: Command) -> None:
        yes = command.name == "yes" or (command.name == "quit" and mode.question == "quit")
        if mode.question == "discard" and command.name == "enter":
            yes = True
        if yes:
            self.mode = mode.back
            if mode.question == "quit":
                self.mode = None
                self._msg("quit-left")
                self.left = True
                self.finished = True
            else:
                self.mode = None
                if self._human_move(MetaMove(self.seat, DISCARD, cards=mode.cards)):
                    self._advance()
            return
        if command.name in ("no", "cancel"):
            self.mode = mode.back
            self._msg("quit-stay" if mode.question == "quit" else "discard-kept")
            return
        self._msg("quit-ask" if mode.question == "quit" else "answer-first")

    def _ask_quit(self) -> None:
        self.mode = Asking("quit", back=self.mode)
        self._msg("quit-ask")

    # Reading --------------------------------------------------------------------------

    def _do_table(self, command: Command) -> None:
        self.tell(readout.table(self.say, self.view()))

    def _do_number(self, command: Command) -> None:
        self.tell(readout.table_card(self.say, self.view(), int(command.args[0])))

    def _do_card(self, command: Command) -> None:
        if not command.args or not command.args[0].isdigit():
            self._msg("need-number", command=self._word("card"))
            return
        self.tell(readout.table_card(self.say, self.view(), int(command.args[0])))

    def _do_score(self, command: Command) -> None:
        self.tell(readout.score(self.say, self.view()))

    def _do_turn(self, command: Command) -> None:
        self.tell(readout.turn(self.say, self.view()))

    def _do_hand(self, command: Command) -> None:
        self.tell(readout.hand(self.say, self.view()))

    def _do_pile(self, command: Command) -> None:
        self.tell(readout.pile(self.say, self.view()))

    def _do_help(self, command: Command) -> None:
        self._help()

    def _help(self) -> None:
        say = self.say
        self.tell(say("help-keys"))
        for help_id in HELP_IDS:
            if help_id in self._keys_not_here():
                continue
            self.tell(say("help-key-trick" if help_id == "help-key-table" and self.is_meta
                          else help_id))
        self.tell(say("help-typing" if self.interactive else "help-pipe"))
        if self.is_meta:
            self.tell(say("help-meta"))
        else:
            self.tell(say("help-sweep"))
            if isinstance(self.state, SweepState) and self.state.rules.spanish_penalties:
                self.tell(say("help-spanish"))
            elif isinstance(self.state, SweepState) and self.state.rules.manual:
                self.tell(say("help-manual"))
        self.tell(say("help-commands", commands=command_list(self.settings.lang)))

    def _keys_not_here(self) -> frozenset[str]:
        """The help of the keys that do nothing in this game: Space (a challenge) only under
        manual capture with challenges, K (a claim) only under the Spanish penalties."""
        state = self.state
        manual = isinstance(state, SweepState) and state.rules.manual
        spanish = isinstance(state, SweepState) and state.rules.spanish_penalties
        absent = set()
        if not manual or spanish:
            absent.add("help-key-space")
        if not spanish:
            absent.add("help-key-claim")
        return frozenset(absent)

    def _do_hint(self, command: Command) -> None:
        if not self.my_turn:
            self._msg("no-hint")
            return
        advice = hint(self.state, self.seat, self.settings.lang, bot=self.adviser)
        self.tell(advice.reason)
        move = advice.move
        view = self.view()
        if isinstance(move, MetaMove) and move.kind == BID:
            self.marker = move.deal
        card = getattr(move, "card", None)
        if card is not None and card in view.hand:
            self.selected = view.hand.index(card)

    def _do_quit(self, command: Command) -> None:
        self._ask_quit()

    def _do_yes(self, command: Command) -> None:
        self._msg("nothing-to-answer")

    _do_no = _do_yes

    def _do_cancel(self, command: Command) -> None:
        self._msg("nothing-to-cancel")

    def _do_pass(self, command: Command) -> None:
        self._msg("nothing-to-pass")

    # Choosing -------------------------------------------------------------------------

    def _do_left(self, command: Command) -> None:
        self._move_selection(-1, command)

    def _do_right(self, command: Command) -> None:
        self._move_selection(1, command)

    def _move_selection(self, step: int, command: Command) -> None:
        self._leave_choice(command)
        view = self.view()
        if isinstance(view, MetaView) and view.phase == BIDDING and self.my_turn:
            self.marker = min(DEALS, max(1, self.marker + step))
            self.tell(readout.contract(self.say, self.marker))
            return
        if not view.hand:
            self._msg("hand-empty")
            return
        self.selected = min(len(view.hand) - 1, max(0, self.selected + step))
        self.tell(readout.selected(self.say, view, self.selected, self.marked))

    # Acting ---------------------------------------------------------------------------

    def _do_enter(self, command: Command) -> None:
        if not self.my_turn:
            self.tell(not_your_turn(self.say, self.view()))
            return
        view = self.view()
        if isinstance(view, MetaView):
            if view.phase == BIDDING:
                self._bid(self.marker)
            elif view.phase == DISCARDING:
                self._toggle_mark(view)
            else:
                self._play_position(view, self.selected + 1)
            return
        if view.closing:
            self._do_end(command)
            return
        self._play_position(view, self.selected + 1)

    def _do_play(self, command: Command) -> None:
        self._leave_choice(command)
        view = self.view()
        if not self.my_turn:
            self.tell(not_your_turn(self.say, view))
            return
        args = command.args
        if not args:
            self._do_enter(command)
            return
        text = command.rest
        if len(args) == 1 and args[0].isdigit():
            self._play_position(view, int(args[0]))
        elif isinstance(view, MetaView):
            try:
                card52 = parse_card52(text)
            except ValueError:
                self._msg("bad-card", text=text, example="Qs")
                return
            self._play_meta(card52)
        elif ":" in text:
            try:
                kind, card, take = parse_play_text(text)
            except IllegalMoveError:
                self._msg("bad-move", text=text)
                return
            assert card is not None
            if self._human_move(SweepMove(self.seat, card, take or ())):
                self._advance()
        else:
            try:
                card = parse_card(text)
            except ValueError:
                self._msg("bad-card", text=text, example="7d")
                return
            self._play_sweep_card(view, card)

    def _play_position(self, view: SweepView | MetaView, number: int) -> None:
        if not 1 <= number <= len(view.hand):
            if view.hand:
                self._msg("refuse-no-position", number=number, count=len(view.hand))
            else:
                self._msg("hand-empty")
            return
        self.selected = number - 1
        if isinstance(view, MetaView):
            self._play_meta(view.hand[number - 1])
        else:
            self._play_sweep_card(view, view.hand[number - 1])

    def _play_meta(self, card: Card52) -> None:
        if self._human_move(MetaMove(self.seat, PLAY, card=card)):
            self._advance()

    def _play_sweep_card(self, view: SweepView, card: Card) -> None:
        """Play a hand card: at once when the engine finds one move for it, else ask which
        capture (or, under manual capture, which table cards it takes)."""
        state = self.state
        assert isinstance(state, SweepState)
        error = card_error(state, self.seat, card)
        if error is not None:
            self._refuse(error)
            return
        if view.rules.manual:
            self.mode = ChoosingTake(card)
            self._msg("take-start", card=self.say.card(card))
            return
        moves = tuple(m for m in state.legal_moves(self.seat) if m.card == card)
        if len(moves) == 1:
            if self._human_move(moves[0]):
                self._advance()
            return
        mode = ChoosingCapture(card, moves)
        self.mode = mode
        self._ask_capture(mode)

    def _ask_capture(self, mode: ChoosingCapture) -> None:
        choices = [self.say("capture-choice", number=n, cards=self.say.cards(m.take))
                   for n, m in enumerate(mode.moves, start=1)]
        self._msg("choose-claim" if mode.claim else "choose-capture",
                  card=self.say.card(mode.card), choices=readout.or_list(self.say, choices))

    def _play_take(self, card: Card, take: tuple[Card, ...]) -> None:
        if self._human_move(SweepMove(self.seat, card, tuple(sorted(take)))):
            self._advance()

    def _table_cards(self, view: SweepView, args: tuple[str, ...]) -> tuple[Card, ...] | None:
        """Table cards named by position (``1``) or card (``7d``); ``None`` after saying
        what was wrong."""
        cards: list[Card] = []
        for arg in args:
            if arg.isdigit():
                number = int(arg)
                if not 1 <= number <= len(view.table):
                    self.tell(readout.table_card(self.say, view, number))
                    return None
                cards.append(view.table[number - 1])
                continue
            try:
                cards.append(parse_card(arg))
            except ValueError:
                self._msg("bad-card", text=arg, example="7d")
                return None
        return tuple(dict.fromkeys(cards))

    def _do_take(self, command: Command) -> None:
        self._leave_choice(command)
        view = self.view()
        if isinstance(view, MetaView):
            self._msg("refuse-not-here", command=self._word("take"))
            return
        if not self.my_turn:
            self.tell(not_your_turn(self.say, view))
            return
        if not view.hand:
            self._msg("hand-empty")
            return
        take = self._table_cards(view, command.args)
        if take is not None:
            self._play_take(view.hand[min(self.selected, len(view.hand) - 1)], take)

    def _do_end(self, command: Command) -> None:
        self._leave_choice(command)
        if self.is_meta:
            self._msg("refuse-not-here", command=self._word("end"))
            return
        if self._human_move(SweepMove(self.seat, None, (), END)):
            self._advance()

    def _do_challenge(self, command: Command) -> None:
        self._leave_choice(command)
        if self._challenge() and self.my_turn:
            self._advance(announce=False)

    def _challenge(self) -> bool:
        if not isinstance(self.state, SweepState):
            self._msg("refuse-no-challenges")
            return False
        return self._human_move(SweepMove(self.seat, None, (), CHALLENGE))

    def _do_claim(self, command: Command) -> None:
        """Claim the capture the player before missed (Spanish penalties): at once when it
        can be taken in one way, else by number (``claim 2``, or asked like a capture)."""
        self._leave_choice(command)
        state = self.state
        if not isinstance(state, SweepState) or not state.rules.spanish_penalties:
            self._msg("refuse-no-claims")
            return
        found = tuple(self._claims())
        if not found:
            view = self.view()
            self.tell(not_your_turn(self.say, view) if not self.my_turn
                      else self.say("no-claim"))
            return
        card = found[0].card
        assert card is not None
        if command.args:
            chosen = self._named_claim(found, command.args)
            if chosen is not None:
                if self._human_move(chosen):
                    self._advance()
                return
        elif len(found) == 1:
            if self._human_move(found[0]):
                self._advance()
            return
        mode = ChoosingCapture(card, found, claim=True)
        self.mode = mode
        self._ask_capture(mode)

    def _named_claim(self, found: tuple[SweepMove, ...], args: tuple[str, ...]
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
        move = SweepMove(self.seat, card, take or (), CLAIM)
        return move if move in found else None

    def _do_bid(self, command: Command) -> None:
        self._leave_choice(command)
        if not self.is_meta:
            self._msg("refuse-not-here", command=self._word("bid"))
            return
        if not command.args:
            self._bid(self.marker)
            return
        if not command.args[0].isdigit():
            self._msg("need-number", command=self._word("bid"))
            return
        self._bid(int(command.args[0]))

    def _bid(self, deal: int) -> None:
        if self._human_move(MetaMove(self.seat, BID, deal=deal)):
            self._advance()

    def _do_discard(self, command: Command) -> None:
        view = self.view()
        if not isinstance(view, MetaView):
            self._msg("refuse-not-here", command=self._word("discard"))
            return
        if not command.args:
            if view.phase == DISCARDING and len(self.marked) == view.discard_count:
                self._discard(tuple(sorted(self.marked)))
            elif view.phase == DISCARDING and self.my_turn:
                self._msg("discard-status", marked=len(self.marked), need=view.discard_count)
            else:
                self._human_move(MetaMove(self.seat, DISCARD))
            return
        try:
            cards = discard_cards(command.args, view.hand, self.settings.lang)
        except DiscardError as error:
            self._msg(error.message_id, **error.variables)
            return
        self._discard(cards)

    def _discard(self, cards: tuple[Card52, ...]) -> None:
        if self._human_move(MetaMove(self.seat, DISCARD, cards=cards)):
            self._advance()

    def _toggle_mark(self, view: MetaView) -> None:
        if not view.hand:
            self._msg("hand-empty")
            return
        card = view.hand[min(self.selected, len(view.hand) - 1)]
        name = self.say.card52(card)
        need = view.discard_count
        if card in self.marked:
            self.marked.remove(card)
            self._msg("discard-unmarked", card=name, marked=len(self.marked), need=need)
            return
        if len(self.marked) >= need:
            self._msg("discard-full", need=need)
            return
        self.marked.append(card)
        self._msg("discard-marked", card=name, marked=len(self.marked), need=need)
        if len(self.marked) == need:
            cards = tuple(sorted(self.marked))
            self.mode = Asking("discard", back=None, cards=cards)
            self._msg("discard-confirm", cards=self.say.cards52(cards))

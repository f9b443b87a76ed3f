"""One table: its seats, its game, the bots that play at it, and its state version.

The table is the authority on its game (boardgame.io's master): ``move`` checks who asks,
their seat, the turn and the state version before the engine parses and plays the move, and
``_commit`` is the one way a move (a person's or a bot's) changes the game: it is played on
a copy, written to the store, and only then does the copy become the game and its events go
out, each connection getting only what its seat may see (``serialize.game_frame``), and, when
it has chosen a language, the game's sentences for its seat (``speech.game_speech``).
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections import deque
from dataclasses import dataclass
from typing import Any, Protocol

from cardtable.bots.base import Bot
from cardtable.bots.levels import make_bot
from cardtable.bots.turns import REACT, next_turn, reactors
from cardtable.games.base import IllegalMoveError
from cardtable.games.sweep.corrections import corrections, may_challenge
from cardtable.records.record import RecordBuilder
from cardtable.server.config import ServerConfig
from cardtable.server.connection import Connection
from cardtable.server.db import AsyncStore
from cardtable.server.framecache import FrameCache
from cardtable.server.games import AnyRules, Game, game_of, modifiers, new_state
from cardtable.server.protocol import frame
from cardtable.server.ratings import updated_ratings
from cardtable.server.serialize import game_frame
from cardtable.server.speech import game_speech, move_refusal
from cardtable.server.store import SeatSpec, StoredRecord, StoreError
from cardtable.server.tablechat import ChatLog, with_chat
from cardtable.server.wire import encode
from cardtable.text import message
from cardtable.text.context import Verbosity

log = logging.getLogger(__name__)

WAITING = "waiting"
PLAYING = "playing"
FINISHED = "finished"


class TableError(Exception):
    """A request the table refuses; ``code`` names the kind for clients."""

    def __init__(self, code: str, message: str, accepted: str | None = None,
                 said: str | None = None, refused: IllegalMoveError | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.accepted = accepted
        self.said = said
        """The refusal in the asking connection's language, when it has one."""
        self.refused = refused
        """The engine's refusal of an ``illegal_move`` (its code and details)."""


class Host(Protocol):
    """What a table needs of the room around it."""

    db: AsyncStore
    config: ServerConfig

    def is_present(self, user_id: int) -> bool:
        """Whether the user has a connection open."""
        ...

    def table_changed(self, table: Table) -> None:
        """Seats, status or presence changed: tell the lobby."""
        ...

    def table_finished(self, table: Table, record_id: int) -> None:
        """The game ended and its record is stored."""
        ...

    def table_closed(self, table: Table, reason: str = "left",
                     record: StoredRecord | None = None) -> None:
        """A table is closed before its game ended (``reason``: see
        ``guard_tables.CLOSE_REASONS``), with the record of its game so far, if it began."""
        ...

    def recheck(self, table_id: int) -> None:
        """The store refused a move of this table: see (soon) whether the table here is
        behind the store's (another process played it), and if so bring it up to date."""
        ...


@dataclass(slots=True)
class Seat:
    """Who sits in a seat: a person, a bot (by level), or nobody."""

    user_id: int | None = None
    name: str | None = None
    bot: str | None = None

    @property
    def empty(self) -> bool:
        """Whether nobody sits here."""
        return self.user_id is None and self.bot is None

    def spec(self) -> SeatSpec:
        """The seat as the store keeps it."""
        return SeatSpec(user_id=self.user_id, bot=self.bot)


@dataclass(frozen=True, slots=True)
class BotPlan:
    """A bot's move, chosen at ``version``, to commit after the bot's delay."""

    version: int
    seat: int
    move: Any


class Table:
    """A table of the room (see the module's docstring)."""

    def __init__(self, host: Host, table_id: int, owner_id: int, owner_name: str,
                 rules: AnyRules, seed: int, seats: list[Seat]) -> None:
        self.host = host
        self.id = table_id
        self.owner_id = owner_id
        self.owner_name = owner_name
        self.rules = rules
        self.options = rules.to_options()
        """The resolved options (the rules are frozen: worked out once, for the lobby)."""
        self.game = game_of(rules)
        self.seed = seed
        self.seats = seats
        self.status = WAITING
        self.state: Game | None = None
        self.version = 0
        self.builder: RecordBuilder | None = None
        self.record_id: int | None = None
        self.watchers: set[Connection] = set()
        self.chat: deque[dict[str, Any]] = ChatLog(host.config.limits.chat_history,
                                                   host.config.tables.record_chat_lines)
        self.address: str | None = None
        """The network address the table was opened from (``None`` once restored)."""
        self.paused = False
        """Whether its computer players wait (nobody watches the game)."""
        self.ending: str | None = None
        """Why the game is being closed before its end (the round limit), once it is."""
        self.lock = asyncio.Lock()
        self._bots: dict[int, Bot] = {}
        self._standins: dict[int, Bot] = {}
        self._grace: dict[int, asyncio.Task[None]] = {}
        self._reacted: set[int] = set()
        self._gone_on: set[int] = set()
        """The seats whose people said they will not react to the last card (``go_on``)."""
        self._pump: asyncio.Task[None] | None = None
        self._wanted = False
        self._rng = random.Random(seed ^ 0x5EED)
        self._finishing: asyncio.Task[None] | None = None
        self._started_by: list[int] = []
        """The people seated when the game began (the record is theirs too if they leave)."""
        self._synced = FrameCache()
        """The game frames ``sync`` sent at this version, encoded, by receiver kind."""
        self._advised: dict[int, tuple[int, Any]] = {}
        """By seat: the version of the last hint worked out for it and the move advised."""

    # What the lobby sees ------------------------------------------------------------------

    def summary(self) -> dict[str, Any]:
        """The table as listed in the room: game, options, seats, status. No cards."""
        options = self.options
        seats = []
        for index, seat in enumerate(self.seats):
            entry: dict[str, Any] = {"seat": index}
            if seat.user_id is not None:
                entry.update(kind="person", name=seat.name,
                             connected=self.host.is_present(seat.user_id),
                             standin=index in self._standins)
            elif seat.bot is not None:
                entry.update(kind="bot", name=seat.name, level=seat.bot)
            else:
                entry.update(kind="empty")
            seats.append(entry)
        return {"id": self.id, "game": self.game, "preset": options["preset"],
                "modifiers": modifiers(self.rules), "players": self.rules.players,
                "teams": len(self.rules.sides) < self.rules.players,
                "target": options.get("target"), "options": options, "status": self.status,
                "owner": self.owner_name, "seats": seats,
                "spectators": sum(1 for c in self.watchers
                                  if c.user_id is None or self.seat_of(c.user_id) is None)}

    def seat_of(self, user_id: int | None) -> int | None:
        """The seat a user sits in, or ``None``."""
        if user_id is None:
            return None
        for index, seat in enumerate(self.seats):
            if seat.user_id == user_id:
                return index
        return None

    def people(self) -> list[int]:
        """User ids of the people seated."""
        return [s.user_id for s in self.seats if s.user_id is not None]

    def person_names(self) -> list[str | None]:
        """Each seat's person's name, ``None`` for a computer player (as ``speech`` wants)."""
        return [s.name if s.user_id is not None else None for s in self.seats]

    # Seats ----------------------------------------------------------------------------------

    async def take_seat(self, user_id: int, name: str, seat: int) -> None:
        """Sit a person at an empty seat of a waiting table."""
        async with self.lock:
            self._require_waiting("take a seat")
            self._check_seat_number(seat)
            mine = self.seat_of(user_id)
            if mine is not None:
                raise TableError("already_seated", f"you already sit at seat {mine} of table "
                                 f"{self.id}: leave it first (leave_seat)")
            free = [i for i, s in enumerate(self.seats) if s.empty]
            if not free:
                raise TableError("table_full", f"table {self.id} is full: every seat is taken",
                                 "a table with an empty seat, or watch this one")
            taken = self.seats[seat]
            if not taken.empty:
                raise TableError("seat_taken", f"seat {seat} of table {self.id} is taken by "
                                 f"{taken.name}", _free_seats(free))
            await self._set_seats({seat: Seat(user_id=user_id, name=name)})
        self.host.table_changed(self)

    async def leave_seat(self, user_id: int) -> None:
        """Stand up: before the game the seat is emptied; during it a bot takes it for good."""
        async with self.lock:
            seat = self.seat_of(user_id)
            if seat is None:
                raise TableError("not_seated", f"you do not sit at table {self.id}")
            if self.status == FINISHED:
                raise TableError("finished", f"the game of table {self.id} is over")
            if self.status == WAITING:
                await self._set_seats({seat: Seat()})
            else:
                level = self.host.config.standin_level
                await self._set_seats({seat: Seat(bot=level, name=level)})
                self._cancel_grace(seat)
                self._standins.pop(seat, None)
                self._bots[seat] = make_bot(level, self._rng)
            close = self.status == WAITING and not self.people()
            if close:
                await self.host.db.run(self.host.db.store.set_status, self.id, FINISHED)
                self.status = FINISHED
        if close:
            self.host.table_closed(self)
            return
        self.host.table_changed(self)
        self.wake()

    async def add_bot(self, user_id: int, seat: int, level: str) -> None:
        """Seat a computer player of ``level`` at an empty seat of a waiting table."""
        async with self.lock:
            self._require_waiting("add a bot")
            self._require_member(user_id, "add a bot")
            self._check_seat_number(seat)
            if not self.seats[seat].empty:
                free = [i for i, s in enumerate(self.seats) if s.empty]
                raise TableError("seat_taken", f"seat {seat} of table {self.id} is taken by "
                                 f"{self.seats[seat].name}", _free_seats(free))
            await self._set_seats({seat: Seat(bot=level, name=level)})
        self.host.table_changed(self)

    async def remove_bot(self, user_id: int, seat: int) -> None:
        """Take a computer player off its seat of a waiting table."""
        async with self.lock:
            self._require_waiting("remove a bot")
            self._require_member(user_id, "remove a bot")
            self._check_seat_number(seat)
            if self.seats[seat].bot is None:
                raise TableError("no_bot", f"no computer player sits at seat {seat} of table "
                                 f"{self.id}")
            await self._set_seats({seat: Seat()})
        self.host.table_changed(self)

    async def _set_seats(self, changes: dict[int, Seat]) -> None:
        seats = list(self.seats)
        for index, seat in changes.items():
            seats[index] = seat
        await self.host.db.run(self.host.db.store.set_seats, self.id,
                               [s.spec() for s in seats])
        self.seats = seats

    # The game ---------------------------------------------------------------------------------

    async def start(self, user_id: int) -> None:
        """Deal the game once every seat is filled (by people or bots)."""
        async with self.lock:
            self._require_waiting("start")
            self._require_member(user_id, "start the game")
            empty = [i for i, s in enumerate(self.seats) if s.empty]
            if empty:
                raise TableError("seats_empty", f"table {self.id} has empty seats: "
                                 f"{', '.join(map(str, empty))}",
                                 "fill every seat with a person (take_seat) or a bot (add_bot)")
            state = new_state(self.rules, self.seed)
            await self.host.db.run(self.host.db.store.set_status, self.id, PLAYING)
            self._begin(state)
            self._seat_players()
            self._broadcast(list(state.start_events))
        self.host.table_changed(self)
        self.wake()

    def _begin(self, state: Game) -> None:
        """Seat the bots and open the record of a game that starts (or is restored)."""
        self.state = state
        self.status = PLAYING
        self.version = 0
        self.builder = RecordBuilder(self.game, self.rules.to_options(),
                                     [s.name or "?" for s in self.seats], self.rules.sides)
        self.builder.add(state.start_events)
        self._started_by = self.people()

    def _seat_players(self) -> None:
        """Make the bots of the bot seats; absent people get the grace period from now."""
        for index, seat in enumerate(self.seats):
            if seat.bot is not None:
                self._bots[index] = make_bot(seat.bot, self._rng)
            elif seat.user_id is not None and not self.host.is_present(seat.user_id):
                self._start_grace(index, seat.user_id)

    def replay(self, state: Game, moves: list[tuple[int, str]]) -> None:
        """Rebuild a started game from its stored moves (after a restart); raises
        ``IllegalMoveError`` if a stored move does not replay."""
        self._begin(state)
        assert self.builder is not None
        for seat, text in moves:
            events = state.play(state.parse_move(text, seat))
            self.builder.add(events)
            self.version += 1
        self._seat_players()

    async def move(self, user_id: int, text: str, version: int, seat: int | None) -> None:
        """A person's move: checked for seat, version and turn, then parsed and played by the
        engine. Every refusal raises ``TableError`` and leaves the game as it was."""
        async with self.lock:
            state = self.state
            if self.status != PLAYING or state is None or self.ending is not None:
                raise TableError("not_playing", f"table {self.id} is {self.status}: no moves now")
            mine = self.seat_of(user_id)
            if mine is None:
                raise TableError("not_seated", f"you do not sit at table {self.id}: "
                                 "spectators cannot move")
            if seat is not None and seat != mine:
                raise TableError("not_your_seat", f"seat {seat} is not yours: you sit at "
                                 f"seat {mine} and move only for it")
            if version != self.version:
                raise TableError("stale", f"your version {version} is stale: table {self.id} "
                                 f"is at version {self.version}",
                                 f"the current version ({self.version}); a game frame "
                                 "follows with the state")
            mover = state.to_move
            if mover != mine and not state.legal_moves(mine):
                raise TableError("not_your_turn", f"it is not your turn: seat {mover} "
                                 f"({self.seats[mover].name if mover is not None else '-'}) "
                                 "is to move")
            try:
                parsed = state.parse_move(text, mine)
            except IllegalMoveError as error:
                raise TableError("illegal_move", str(error), refused=error) from None
            except ValueError as error:
                raise TableError("illegal_move", str(error)) from None
            await self._commit(mine, parsed)
        self.wake()

    async def _commit(self, seat: int, move: Any) -> None:
        """Play a legal move on a copy, store it, then make it the game and broadcast it."""
        assert self.state is not None and self.builder is not None
        after = self.state.clone()
        events = after.play(move)
        number = self.version + 1
        try:
            await self.host.db.append_move(self.id, number, seat, move.text())
        except StoreError:
            self.host.recheck(self.id)  # another process may have played it meanwhile
            raise
        self.state = after
        self.version = number
        self._reacted.clear()
        self._gone_on.clear()
        self.builder.add(events)
        self._broadcast(events)
        if after.is_over:
            await self._finish_or_retry()
        else:
            self._check_round_limit()

    async def _finish_or_retry(self) -> None:
        """End the game; if the store fails, try again later (the moves are all kept, so a
        restart would end it too)."""
        try:
            await self.finish()
        except Exception:
            log.exception("the end of table %s could not be stored: retrying", self.id)
            self._finishing = asyncio.create_task(self._retry_finish())

    async def _retry_finish(self) -> None:
        for attempt in range(1, 8):
            await asyncio.sleep(min(60.0, 2.0 ** attempt))
            try:
                await self.finish()
                return
            except Exception:
                log.exception("the end of table %s could not be stored (try %d)", self.id,
                              attempt + 1)

    def _broadcast(self, events: list[Any]) -> None:
        """Each watcher gets the events and the view its seat may see, nothing more (and
        their sentences in its language, if it chose one): one frame per seat, language and
        verbosity, encoded once and sent as it is to every watcher of that kind."""
        plain: dict[int | None, dict[str, Any]] = {}
        texts: dict[tuple[int | None, str | None, str, str], str] = {}
        for watcher in list(self.watchers):
            seat = self.seat_of(watcher.user_id)
            kind = (seat, watcher.lang, watcher.verbosity, watcher.deck)
            text = texts.get(kind)
            if text is None:
                if seat not in plain:
                    plain[seat] = self._game_frame(seat, None, "full", events)
                text = texts[kind] = encode(self._with_speech(
                    plain[seat], seat, watcher.lang, watcher.verbosity, events,
                    deck=watcher.deck))
            watcher.send_text(text)

    def _game_frame(self, seat: int | None, lang: str | None, verbosity: Verbosity,
                    events: list[Any] | tuple[()] = (), recap: bool = False,
                    deck: str = "language") -> dict[str, Any]:
        """The game frame of a receiver at ``seat``, with the sentences in ``lang``,
        ``verbosity`` and ``deck`` choice if a language is chosen."""
        assert self.state is not None
        plain = game_frame(self.id, self.state, seat, self.version, events, game=self.game)
        return self._with_speech(plain, seat, lang, verbosity, events, recap, deck)

    def _with_speech(self, plain: dict[str, Any], seat: int | None, lang: str | None,
                     verbosity: Verbosity, events: list[Any] | tuple[()],
                     recap: bool = False, deck: str = "language") -> dict[str, Any]:
        if lang is None:
            return plain
        assert self.state is not None
        speech = game_speech(self.state, seat, lang, self.person_names(), events,
                             self.version, verbosity, recap, deck)
        return {**plain, "speech": speech}

    def sync(self, connection: Connection, recap: bool = True) -> None:
        """Send one connection the whole table: its summary, chat and game frame. Before
        the first move the frame carries the opening events (the deal), so whoever opens
        the table then hears it; later its sentences recap where the game stands (unless
        ``recap`` is false: the answer to a stale move, whose sender was there). The game
        frame is built once per kind of receiver at a version (``FrameCache``)."""
        connection.send(frame("table", table=self.summary(), chat=list(self.chat)))
        state = self.state
        if state is None:
            return
        seat = self.seat_of(connection.user_id)
        lang, verbosity, deck = connection.lang, connection.verbosity, connection.deck
        opening = list(state.start_events) if self.version == 0 and recap else []
        connection.send_text(self._synced.text(
            state, (self.version, *self.person_names()), (seat, lang, verbosity, deck, recap),
            lambda: self._game_frame(seat, lang, verbosity, opening, recap, deck)))

    def refusal(self, user_id: int, error: TableError, text: str, lang: str,
                deck: str = "language") -> str | None:
        """A refused move (``error``, for the move ``text``) as the terminal would say it to
        the user's seat, in ``lang`` (the cards in the ``deck`` choice's style); ``None``
        when the refusal is the room's own."""
        seat = self.seat_of(user_id)
        if seat is None or self.state is None:
            return None
        return move_refusal(self.state, seat, lang, self.person_names(), error.code, text,
                            error.message, error.refused, deck)

    def hint_position(self, user_id: int, lang: str | None) -> tuple[int, Game, int]:
        """The seat of a person asking for a hint, a copy of the game to think on, and its
        version; raises ``TableError`` unless they sit here and it is their turn, or they
        may still react to the last card (under manual capture: challenge it, or take back
        the capture their own card missed); the refusal of a turn not theirs is the
        catalogue's, in ``lang``, English by default."""
        seat = self.seat_of(user_id)
        if seat is None:
            raise TableError("not_seated", f"you do not sit at table {self.id}: hints are "
                             "for its players")
        state = self.state
        if self.status != PLAYING or state is None:
            raise TableError("not_playing", f"table {self.id} is {self.status}: no hints now")
        if state.to_move != seat and seat not in reactors(state):
            text = message(lang or "en", "no-hint")
            raise TableError("not_your_turn", text, said=text if lang is not None else None)
        return seat, state.clone(), self.version

    def advised(self, seat: int, version: int) -> tuple[Any] | None:
        """The move a hint advised ``seat`` at ``version``, in a 1-tuple (it may be
        ``None``: let the card pass), if one was worked out; else ``None``."""
        known = self._advised.get(seat)
        if known is None or known[0] != version:
            return None
        return (known[1],)

    def remember_advice(self, seat: int, version: int, move: Any) -> None:
        """Keep the move a hint advised ``seat`` at ``version``: asked again before the
        game moves on, the hint says the same."""
        self._advised[seat] = (version, move)

    async def finish(self) -> None:
        """Store the record, update the ratings and tell everyone the game is over."""
        state, builder = self.state, self.builder
        assert state is not None and builder is not None
        if self.status == FINISHED:
            return
        record = with_chat(builder.to_dict(), self.chat)
        seat_users = [s.user_id for s in self.seats]
        people = list(dict.fromkeys([*self._started_by, *self.people()]))
        stored = await self.host.db.run(self.host.db.store.finish_table, self.id, record,
                                        people)
        self.status = FINISHED
        self.record_id = stored.id
        for seat in list(self._grace):
            self._cancel_grace(seat)
        ratings = await self._rate(seat_users, list(state.scores), list(state.winners))
        names = {s.user_id: s.name for s in self.seats if s.user_id is not None}
        over = frame("game_over", table=self.id, record=stored.id, record_key=stored.public_id,
                     scores=list(state.scores), winners=list(state.winners),
                     drawn=state.drawn,
                     sides=[list(side) for side in record["sides"]],
                     rounds=[list(entry["points"]) for entry in record["rounds"]
                             if "points" in entry],
                     ratings={names[u]: {"mu": mu, "sigma": sigma}
                              for u, (mu, sigma) in ratings.items()})
        text = encode(over)
        for watcher in list(self.watchers):
            watcher.send_text(text)
        self.host.table_finished(self, stored.id)

    async def _rate(self, seat_users: list[int | None], scores: list[int],
                    winners: list[int]) -> dict[int, tuple[float, float]]:
        db = self.host.db
        try:
            current = {u: await db.run(db.store.rating, u, self.game)
                       for u in seat_users if u is not None}
            new = updated_ratings(self.rules.sides, seat_users, current, scores, winners)
            if new:
                await db.run(db.store.set_ratings, self.game, new)
            return new
        except Exception:  # a rating is not worth losing the game's end over
            log.exception("could not update the ratings of table %s", self.id)
            return {}

    # Bots -------------------------------------------------------------------------------------

    def controller(self, seat: int) -> Bot | None:
        """The bot that plays a seat now: its own bot, or a stand-in for an absent person."""
        return self._bots.get(seat) or self._standins.get(seat)

    def wake(self) -> None:
        """Let the bots look at the game (they may react or move)."""
        self._wanted = True
        if (self.status == PLAYING and not self.paused and self.ending is None
                and (self._pump is None or self._pump.done())):
            self._pump = asyncio.create_task(self._run_bots())

    async def _run_bots(self) -> None:
        delay = self.host.config.bot_delay
        failures = 0
        while self.status == PLAYING and not self.paused and self.ending is None:
            self._wanted = False
            try:
                async with self.lock:
                    plan = await self._plan()
                if plan is None:
                    if self._wanted:
                        continue
                    return
                reaction = self._reaction_wait()
                if reaction > delay:  # a person may react: his move or go_on ends the wait
                    await self._sleep_unless_moved(reaction, plan.version)
                elif delay > 0:
                    await asyncio.sleep(delay)
                async with self.lock:
                    if (self.version == plan.version and self.status == PLAYING
                            and self.controller(plan.seat) is not None):
                        await self._commit(plan.seat, plan.move)
                failures = 0
            except asyncio.CancelledError:
                raise
            except Exception:  # the store failed, most likely: the game waits, then retries
                failures += 1
                log.exception("a bot's move at table %s failed (%d in a row)", self.id,
                              failures)
                await asyncio.sleep(min(30.0, 0.5 * 2 ** failures))

    def _reaction_wait(self) -> float:
        """The reaction window while a person (a seat no bot plays, not to move) may still
        take the capture his own card just missed or challenge the last capture and has not
        said ``go_on``; else nothing."""
        return self.host.config.correction_window if self._awaited() else 0.0

    def _awaited(self) -> set[int]:
        """The people's seats the bots wait for: not to move, able to correct their own
        card or to challenge the last capture, and not gone on."""
        state = self.state
        if state is None or state.is_over:
            return set()
        return {seat for seat in range(self.rules.players)
                if seat not in self._gone_on and seat != state.to_move
                and self.controller(seat) is None
                and (corrections(state, seat) or may_challenge(state, seat))}

    def go_on(self, user_id: int) -> bool:
        """The person will not react to the last card (no correction, no challenge): the
        bots need not wait for him. Whether they were waiting for him."""
        if self.status != PLAYING or self.state is None:
            raise TableError("not_playing", f"table {self.id} is {self.status}: nothing to "
                             "go on from")
        seat = self.seat_of(user_id)
        if seat is None:
            raise TableError("not_seated", f"you do not sit at table {self.id}: only a "
                             "player goes on")
        waited = seat in self._awaited()
        self._gone_on.add(seat)
        return waited

    async def _sleep_unless_moved(self, seconds: float, version: int) -> None:
        """Wait ``seconds``, or less when a move made meanwhile makes the plan stale or
        every person waited for has gone on."""
        step = 0.1
        waited = 0.0
        while waited < seconds and self.version == version and self._awaited():
            await asyncio.sleep(min(step, seconds - waited))
            waited += step

    async def _plan(self) -> BotPlan | None:
        """The next bot move, as ``bots.turns.next_turn`` says: first the reactions (a
        challenge; each bot asked once a move), then the mover's move if a bot holds it."""
        state = self.state
        if state is None or self.status != PLAYING:
            return None
        bots = {seat for seat in range(self.rules.players) if self.controller(seat) is not None}
        while (turn := next_turn(state, bots, self._reacted)) is not None:
            seat = turn.seat
            bot = self.controller(seat)
            assert bot is not None
            if turn.kind == REACT:
                self._reacted.add(seat)
                reaction = bot.react(state, seat)
                if reaction is not None:
                    return BotPlan(self.version, seat, reaction)
                continue
            move = await asyncio.to_thread(bot.choose, state, seat)
            return BotPlan(self.version, seat, move)
        return None

    # People who drop and come back --------------------------------------------------------

    def user_present(self, user_id: int) -> None:
        """A seated person is back: the seat is theirs again (the stand-in stops)."""
        seat = self.seat_of(user_id)
        if seat is None:
            return
        self._cancel_grace(seat)
        self._standins.pop(seat, None)
        self.host.table_changed(self)

    def user_absent(self, user_id: int) -> None:
        """A seated person dropped: after the grace period a bot plays for them."""
        seat = self.seat_of(user_id)
        if seat is None:
            return
        if self.status == PLAYING:
            self._start_grace(seat, user_id)
        self.host.table_changed(self)

    def _start_grace(self, seat: int, user_id: int) -> None:
        self._cancel_grace(seat)
        self._grace[seat] = asyncio.create_task(self._grace_then_standin(seat, user_id))

    def _cancel_grace(self, seat: int) -> None:
        task = self._grace.pop(seat, None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()

    async def _grace_then_standin(self, seat: int, user_id: int) -> None:
        await asyncio.sleep(self.host.config.grace_seconds)
        self._grace.pop(seat, None)
        if (self.status == PLAYING and self.seats[seat].user_id == user_id
                and not self.host.is_present(user_id)):
            self._standins[seat] = make_bot(self.host.config.standin_level, self._rng)
            self.host.table_changed(self)
            self.wake()

    # Closing before the end (issue 16) -----------------------------------------------------

    def unpause(self) -> None:
        """Someone watches again: the computer players go on."""
        self.paused = False
        self.wake()

    def _check_round_limit(self) -> None:
        """Close the game once it has played the rounds the room allows it."""
        from cardtable.server.guard_tables import round_limit, rounds_played

        assert self.builder is not None
        limit = round_limit(self.rules, self.host.config.tables)
        if limit is not None and self.ending is None \
                and rounds_played(self.builder.to_dict()) >= limit:
            self.ending = "round_limit"
            self._finishing = asyncio.create_task(self.close("round_limit"))

    async def close(self, reason: str) -> None:
        """Close the table before its game ended (``reason``: see
        ``guard_tables.CLOSE_REASONS``): a started game is stored as a record of the game so
        far (no scores nor winners; ``ended`` says why and where it stood), and everyone
        watching or in the lobby is told (``table_closed``)."""
        stored: StoredRecord | None = None
        async with self.lock:
            if self.status == FINISHED:
                return
            db = self.host.db
            if self.status == PLAYING and self.state is not None and self.builder is not None:
                record = with_chat(self.builder.to_dict(), self.chat)
                record["ended"] = {"reason": reason, "version": self.version,
                                   "scores": list(self.state.scores)}
                people = list(dict.fromkeys([*self._started_by, *self.people()]))
                stored = await db.run(db.store.finish_table, self.id, record, people)
                self.record_id = stored.id
            else:
                await db.run(db.store.set_status, self.id, FINISHED)
            self.status = FINISHED
            for seat in list(self._grace):
                self._cancel_grace(seat)
        self.host.table_closed(self, reason, stored)

    def stop(self) -> None:
        """Cancel the table's tasks (the server is shutting down)."""
        for task in [*self._grace.values(), self._pump, self._finishing]:
            if task is not None and task is not asyncio.current_task():
                task.cancel()
        self._grace.clear()

    # Checks -----------------------------------------------------------------------------------

    def _require_waiting(self, action: str) -> None:
        if self.status != WAITING:
            raise TableError("not_waiting", f"cannot {action}: table {self.id} is "
                             f"{self.status}, and seats change only before the game starts")

    def _require_member(self, user_id: int, action: str) -> None:
        if user_id != self.owner_id and self.seat_of(user_id) is None:
            raise TableError("not_seated", f"only the owner or the people seated at table "
                             f"{self.id} may {action}")

    def _check_seat_number(self, seat: int) -> None:
        if not 0 <= seat < len(self.seats):
            raise TableError("no_such_seat", f"table {self.id} has seats 0 to "
                             f"{len(self.seats) - 1}; there is no seat {seat}")


def _free_seats(free: list[int]) -> str:
    return ("an empty seat: " + ", ".join(map(str, free))) if free else "no seat is free"


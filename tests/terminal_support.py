"""Helpers for the terminal client's tests: a scripted player that answers every prompt of a
``PlaySession`` with a legal command, in the many ways a person would (positions, cards,
whole moves, Enter, capture choices by number, table cards toggled by digits, marks for a
discard, claims of missed captures under the Spanish penalties), and records the lines it
typed so that they can be fed to ``cardtable play`` through a pipe."""

from __future__ import annotations

from typing import Any

from cardtable.bots.greedy import GreedyBot
from cardtable.bots.manual import claims, correct_moves
from cardtable.games.metamorphosis.state import BIDDING, DISCARDING, MetaView
from cardtable.games.sweep.state import SweepView
from cardtable.terminal.modes import Asking, ChoosingCapture, ChoosingTake, Window
from cardtable.terminal.output import Transcript
from cardtable.terminal.session import PlaySession
from cardtable.terminal.settings import PlaySettings

READS = ("c", "s", "t", "d", "hand", "1", "left", "right")
"""Reading commands sprinkled through a game: they must never change it."""


class ScriptedPlayer:
    """Chooses the next line for a session from the human's view only."""

    def __init__(self) -> None:
        self.step = 0
        self._target: tuple[ChoosingTake | None, tuple[Any, ...]] = (None, ())

    def next_line(self, session: PlaySession) -> str:
        """The next command to type."""
        self.step += 1
        step = self.step
        mode = session.mode
        view = session.view()
        if isinstance(mode, Asking):
            return "y"
        if isinstance(mode, ChoosingCapture):
            return str(1 + step % len(mode.moves))
        if isinstance(mode, ChoosingTake):
            return self._take(session, mode, view)
        if isinstance(mode, Window):
            return "challenge" if step % 5 == 0 else ""
        if isinstance(view, SweepView) and claims(session.state, session.seat):
            return ("k", "claim", "K")[step % 3]  # a missed capture: claim it
        if step % 7 == 0:
            return READS[step % len(READS)]
        if isinstance(view, MetaView):
            return self._meta(session, view, step)
        assert isinstance(view, SweepView)
        return self._sweep(session, view, step)

    def _sweep(self, session: PlaySession, view: SweepView, step: int) -> str:
        if view.closing:
            return "end" if step % 2 else ""
        hand = view.hand
        if view.rules.manual:
            return f"play {1 + step % len(hand)}"
        choice = step % 4
        if choice == 0:
            return ""  # Enter: the chosen card (the first, at the start of a turn)
        if choice == 1:
            return f"play {1 + step % len(hand)}"
        if choice == 2:
            return f"play {hand[step % len(hand)]}"
        legal = [m for m in session.state.legal_moves(session.seat) if m.card is not None]
        return legal[step % len(legal)].text()

    def _take(self, session: PlaySession, mode: ChoosingTake, view: Any) -> str:
        if self._target[0] is not mode:
            options = [m.take for m in correct_moves(view) if m.card == mode.card]
            if self.step % 6 == 0 and view.table:
                options = [(view.table[0],)]  # sometimes an error, to be challenged
            elif self.step % 5 == 0 and view.rules.spanish_penalties:
                options = [()]  # sometimes laid although it could take: to be claimed
            self._target = (mode, options[self.step % len(options)] if options else ())
        for card in self._target[1]:
            if card not in mode.chosen:
                return str(view.table.index(card) + 1)
        return ""

    def _meta(self, session: PlaySession, view: MetaView, step: int) -> str:
        if view.phase == BIDDING:
            return f"bid {1 + step % 4}" if step % 2 else "right"
        if view.phase == DISCARDING:
            need = view.discard_count
            if (view.partie + view.deal) % 2:
                return "discard " + " ".join(str(c) for c in view.hand[:need])
            # Mark with Enter: the chosen card is marked, then the next one is chosen.
            marked = set(session.marked)
            if view.hand[session.selected] in marked:
                return "right"
            return ""
        legal = [m.card for m in session.state.legal_moves(session.seat)]
        card = legal[step % len(legal)]
        position = view.hand.index(card) + 1
        return f"play {position}" if step % 2 else f"play {card}"


def scripted_game(settings: PlaySettings, limit: int = 5000
                  ) -> tuple[list[str], PlaySession, Transcript]:
    """Play a whole game in-process with the scripted player; the lines it typed, the
    finished session and what was said."""
    out = Transcript()
    session = PlaySession(settings, out, adviser=GreedyBot(0))
    session.begin()
    player = ScriptedPlayer()
    lines: list[str] = []
    while not session.finished:
        assert len(lines) < limit, "the game does not end"
        line = player.next_line(session)
        lines.append(line)
        session.handle(line)
    return lines, session, out


def session_at(state: Any, lang: str = "en", interactive: bool = True
               ) -> tuple[PlaySession, Transcript]:
    """A session begun at a set position (``state``), the human at seat 0."""
    out = Transcript()
    session = PlaySession(PlaySettings(state.rules, level="easy", seed=1, lang=lang), out,
                          adviser=GreedyBot(0), interactive=interactive, state=state)
    session.begin()
    return session, out


def said(out: Transcript, session: PlaySession, line: str) -> list[str]:
    """What the session says to one line."""
    start = len(out.lines)
    session.handle(line)
    return out.lines[start:]

"""Running a game in the terminal: the reader (keys on a terminal, lines from a pipe), the
optional menu and voice, the session loop, and the record at the end."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TextIO

from prompt_toolkit import PromptSession
from prompt_toolkit.input import Input
from prompt_toolkit.output import Output as PtOutput

from cardtable.terminal.keys import prompt_session
from cardtable.terminal.menu import run_menu
from cardtable.terminal.modes import Asking
from cardtable.terminal.output import Output
from cardtable.terminal.session import PlaySession
from cardtable.terminal.settings import PlaySettings
from cardtable.terminal.speech import Speech, find_program
from cardtable.text import message

TERMINAL_DELAY = 0.3
"""Seconds between computer moves on a terminal (none through a pipe)."""


class PipeReader:
    """Commands line by line from a stream that is not a terminal; ``None`` at its end."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def read(self) -> str | None:
        """The next line without its line break, or ``None`` when the input has ended."""
        line = self._stream.readline()
        if not line:
            return None
        return line.rstrip("\r\n")

    read_line = read


class KeyReader:
    """Single keys and typed commands on a terminal, through prompt_toolkit.

    Ctrl-C and Ctrl-D ask to leave (as Q does); a second Ctrl-D in a row ends the input.
    """

    def __init__(self, confirming: Callable[[], bool], input: Input | None = None,
                 output: PtOutput | None = None) -> None:
        self._keys = prompt_session(confirming, input=input, output=output)
        self._lines: PromptSession[str] = PromptSession(message="> ", input=input,
                                                        output=output)
        self._ended = False

    def read(self) -> str | None:
        """The command of the next key, or the next typed line."""
        return self._ask(self._keys)

    def read_line(self) -> str | None:
        """A typed line, with no single-key actions (for the menu)."""
        return self._ask(self._lines)

    def _ask(self, session: PromptSession[str]) -> str | None:
        try:
            line = session.prompt()
        except KeyboardInterrupt:
            self._ended = False
            return "quit"
        except EOFError:
            if self._ended:
                return None
            self._ended = True
            return "quit"
        self._ended = False
        return line


def play(settings: PlaySettings | None, *, lang: str, write: Callable[[str], None],
         stdin: TextIO, interactive: bool, speak: bool = False, delay: float | None = None,
         level: str | None = None, seed: int | None = None, seat: int = 0,
         name: str | None = None, deck: str = "language",
         search_processes: int = 1) -> PlaySession | None:
    """Play one game against computer players and save its record.

    ``settings`` ``None`` asks the menu first (its choices, with ``level``, ``seed``,
    ``seat``, ``name`` and ``search_processes``, make the settings). ``interactive`` reads
    single keys through prompt_toolkit; otherwise commands are read line by line from
    ``stdin`` and the end of the input leaves the game. Returns the finished session
    (``None`` if the menu was left).
    """
    speech = None
    notes: list[str] = []
    if speak:
        program = find_program()
        if program is None:
            notes.append(message(lang, "speech-none"))
        else:
            speech = Speech(program, lang)
            notes.append(message(lang, "speech-on", program=program.rsplit("/", 1)[-1]))
    output = Output(write, speech)
    for note in notes:
        output.say(note)
    holder: list[PlaySession] = []
    reader: KeyReader | PipeReader
    if interactive:
        reader = KeyReader(lambda: bool(holder) and isinstance(holder[0].mode, Asking))
    else:
        reader = PipeReader(stdin)
    if settings is None:
        choice = run_menu(lang, output.say, reader.read_line)
        if choice is None:
            output.say(message(lang, "menu-left"))
            output.close()
            return None
        settings = PlaySettings(choice.rules, level=level or choice.level, seed=seed,
                                seat=min(seat, choice.rules.players - 1), lang=lang,
                                name=name, deck=deck, search_processes=search_processes)
    wait = TERMINAL_DELAY if delay is None else delay
    pause = (lambda: time.sleep(wait)) if interactive and wait > 0 else None
    session = PlaySession(settings, output, pause=pause, interactive=interactive)
    holder.append(session)
    try:
        session.begin(wait_for_enter=interactive)
        while not session.finished:
            line = reader.read()
            if line is None:
                session.input_ended()
                break
            session.handle(line)
    except KeyboardInterrupt:
        session.interrupted()
    session.close()
    return session

"""Single keystrokes on a terminal (prompt_toolkit key bindings), each the same as a command.

The keys of RULES.md section 4 keep their meaning (Enter, C, 1-9, S, T, Space), with the
arrows, D, H, ?, Q and K (claim a missed capture, RULES.md 2.10) added (DESIGN.md, "Clients
and keys"). A key acts only while the input line is empty, so a command can still be typed:
start it with ``/`` (or with any letter that is not a key) and press Enter. The letters also
answer on the Russian layout (the key marked C gives ``с``, and so on).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from prompt_toolkit import PromptSession
from prompt_toolkit.application.current import get_app
from prompt_toolkit.filters import Condition, Filter
from prompt_toolkit.input import Input
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent
from prompt_toolkit.keys import Keys
from prompt_toolkit.output import Output


@dataclass(frozen=True, slots=True)
class Key:
    """One key (and the characters that are that key on other layouts), its command and
    the help message that explains it."""

    keys: tuple[str, ...]
    command: str
    help_id: str
    confirming: bool = False
    """Only while a question waits for yes or no."""


KEYS: Final[tuple[Key, ...]] = (
    Key((Keys.Enter,), "", "help-key-enter"),
    Key((Keys.Left,), "left", "help-key-arrows"),
    Key((Keys.Right,), "right", "help-key-arrows"),
    Key(("c", "C", "с", "С"), "table", "help-key-table"),
    *(Key((str(n),), str(n), "help-key-digits") for n in range(1, 10)),
    Key(("s", "S", "ы", "Ы"), "score", "help-key-score"),
    Key(("t", "T", "е", "Е"), "turn", "help-key-turn"),
    Key((" ",), "challenge", "help-key-space"),
    Key(("k", "K", "л", "Л"), "claim", "help-key-claim"),
    Key(("d", "D", "в", "В"), "pile", "help-key-pile"),
    Key(("a", "A", "ф", "Ф"), "hand", "help-key-hand"),
    Key(("h", "H", "р", "Р"), "help", "help-key-help"),
    Key(("?", ","), "hint", "help-key-hint"),
    Key(("r", "R", "к", "К"), "repeat", "help-key-repeat"),
    Key(("q", "Q", "й", "Й"), "quit", "help-key-quit"),
    Key((Keys.Escape,), "cancel", "help-key-escape"),
    Key(("y", "Y", "н", "Н"), "yes", "help-key-yes", confirming=True),
    Key(("n", "N", "т", "Т"), "no", "help-key-yes", confirming=True),
)
"""Every key of the terminal client and the command it gives."""

HELP_IDS: Final = tuple(dict.fromkeys(key.help_id for key in KEYS))
"""The help messages of the keys, in the order the help says them."""

NO_KEY: Final = "\x00"
"""What the prompt returns, before the character, for a key that does nothing: the session
says so (a letter that is no key is not typed into the line; a command starts with ``/``)."""


def key_bindings(confirming: Callable[[], bool] = lambda: False) -> KeyBindings:
    """Bindings that end the prompt with a key's command, while the input line is empty.

    ``confirming`` tells whether a yes-or-no question is waiting (Y and N answer it).
    """
    bindings = KeyBindings()
    empty = Condition(lambda: not get_app().current_buffer.text)
    asking = Condition(confirming)
    for key in KEYS:
        active: Filter = empty & asking if key.confirming else empty
        for name in key.keys:
            bindings.add(name, filter=active, eager=name == Keys.Escape)(_sender(key.command))
    # Any other letter on an empty line is no key: it is said, not typed (the bindings above
    # win over this one, prompt_toolkit trying the bindings with no Keys.Any first).
    bindings.add(Keys.Any, filter=empty)(_unbound)
    return bindings


def _unbound(event: KeyPressEvent) -> None:
    character = event.data
    if character.isalpha():
        event.app.exit(result=NO_KEY + character)
    else:  # "/" (a command follows), or anything else a line may start with
        event.current_buffer.insert_text(character)


def _sender(command: str) -> Callable[[KeyPressEvent], None]:
    def send(event: KeyPressEvent) -> None:
        event.app.exit(result=command)
    return send


def prompt_session(confirming: Callable[[], bool] = lambda: False,
                   input: Input | None = None, output: Output | None = None,
                   message: str = "> ") -> PromptSession[str]:
    """The prompt of the game: one line, the keys bound, no full-screen redraws."""
    return PromptSession(message=message, key_bindings=key_bindings(confirming),
                         input=input, output=output, enable_history_search=False,
                         complete_while_typing=False, mouse_support=False)


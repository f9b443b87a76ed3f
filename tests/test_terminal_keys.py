"""The keys of the terminal client: every binding gives its command (prompt_toolkit's pipe
input and dummy output stand in for the terminal), and each command does what RULES.md
section 4 and DESIGN.md say the key does."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from positions import meta_position, sweep_position
from prompt_toolkit.input import PipeInput, create_pipe_input
from prompt_toolkit.keys import Keys
from prompt_toolkit.output import DummyOutput
from terminal_support import session_at

from cardtable.games.sweep.rules import Rules
from cardtable.terminal.app import KeyReader
from cardtable.terminal.commands import TERMINAL_COMMANDS, command_list
from cardtable.terminal.keys import HELP_IDS, KEYS, NO_KEY, Key
from cardtable.terminal.modes import Asking
from cardtable.terminal.output import Transcript
from cardtable.terminal.session import PlaySession
from cardtable.terminal.settings import PlaySettings
from cardtable.terminal.storage import DATA_ENV
from cardtable.text import message, readout

SEQUENCES = {Keys.Enter: "\r", Keys.Left: "\x1b[D", Keys.Right: "\x1b[C", Keys.Escape: "\x1b"}


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_ENV, str(tmp_path))


@pytest.fixture
def pipe() -> Iterator[PipeInput]:
    with create_pipe_input() as pipe_input:
        yield pipe_input


def reader(pipe: PipeInput, confirming: bool = False) -> KeyReader:
    return KeyReader(lambda: confirming, input=pipe, output=DummyOutput())


@pytest.mark.parametrize(("spec", "name"), [(k, name) for k in KEYS for name in k.keys],
                         ids=[repr(name) for k in KEYS for name in k.keys])
def test_every_key_gives_its_command(pipe: PipeInput, spec: Key, name: str) -> None:
    keys = reader(pipe, confirming=spec.confirming)
    pipe.send_text(SEQUENCES.get(name, name))
    assert keys.read() == spec.command


def test_the_section_4_keys_keep_their_meaning() -> None:
    commands = {name: key.command for key in KEYS for name in key.keys}
    assert commands[Keys.Enter] == ""
    assert commands["c"] == commands["C"] == "table"
    assert [commands[str(n)] for n in range(1, 10)] == [str(n) for n in range(1, 10)]
    assert commands["s"] == "score" and commands["t"] == "turn"
    assert commands[" "] == "challenge"
    assert commands[Keys.Left] == "left" and commands[Keys.Right] == "right"
    assert commands["d"] == "pile" and commands["h"] == "help"
    assert commands["?"] == "hint" and commands["q"] == "quit"


def test_keys_act_only_on_an_empty_line(pipe: PipeInput) -> None:
    keys = reader(pipe)
    pipe.send_text("/c\r")
    assert keys.read() == "/c"
    pipe.send_text("/xcst\r")
    assert keys.read() == "/xcst"
    pipe.send_text("bid 2\r")  # b is no key: it is said as such, not typed
    assert keys.read() == NO_KEY + "b"


def test_yes_and_no_are_keys_only_while_a_question_waits(pipe: PipeInput) -> None:
    keys = reader(pipe, confirming=False)
    pipe.send_text("y")
    assert keys.read() == NO_KEY + "y"  # no key while no question waits


def test_ctrl_c_asks_to_leave_and_two_ctrl_d_end_the_input(pipe: PipeInput) -> None:
    keys = reader(pipe)
    pipe.send_text("\x03")
    assert keys.read() == "quit"
    pipe.send_text("\x04")
    assert keys.read() == "quit"
    pipe.send_text("\x04")
    assert keys.read() is None


class Keyboard:
    """Presses keys into a session through the real bindings."""

    def __init__(self, pipe: PipeInput, session: PlaySession, out: Transcript) -> None:
        self.keys = KeyReader(lambda: isinstance(session.mode, Asking), input=pipe,
                              output=DummyOutput())
        self.pipe = pipe
        self.session = session
        self.out = out

    def press(self, key: str) -> list[str]:
        start = len(self.out.lines)
        self.pipe.send_text(SEQUENCES.get(key, key))
        line = self.keys.read()
        assert line is not None
        self.session.handle(line)
        return self.out.lines[start:]


def test_each_key_does_its_action(pipe: PipeInput) -> None:
    state = sweep_position("classic", ["1s 5c 6h", "4d 9c 10c"], "2d 3c 5h 8s")
    session, out = session_at(state)
    board = Keyboard(pipe, session, out)
    # The table and the hand were said with the deal just before: the call to play does not
    # repeat them.
    # ... and it says the card Enter would play, so that nothing is played unheard.
    assert out.lines[-1] == "Your turn. Chosen: ace of spades, takes nothing."
    assert any(line.startswith("Your hand: ace of spades, five of clubs") for line in out.lines)
    assert any(line.startswith("On the table: two of diamonds") for line in out.lines)
    assert board.press("c") == [
        "On the table, 4 cards: two of diamonds, three of clubs, five of hearts and "
        "eight of spades."]
    assert board.press("3") == ["Table card 3 of 4: five of hearts."]
    assert board.press("9") == ["There is no table card 9: there are 4 cards."]
    assert board.press("s") == ["Round 1, played to 11 points. Totals: 0 for Player and "
                                "0 for Computer 2."]
    assert board.press("t") == ["It is your turn."]
    assert board.press("d") == ["You have taken no cards this round."]
    assert board.press(" ") == ["Challenges exist only under manual capture."]
    assert board.press(Keys.Escape) == ["There is nothing to cancel."]
    assert board.press(Keys.Right) == ["2 of 3: five of clubs, takes in 2 ways."]
    assert board.press(Keys.Right) == ["3 of 3: six of hearts, takes nothing."]
    assert board.press(Keys.Right) == ["3 of 3: six of hearts, takes nothing."]
    assert board.press(Keys.Left) == ["2 of 3: five of clubs, takes in 2 ways."]
    help_lines = board.press("h")
    # Every key of this game (no challenge or claim without manual capture).
    for help_id in set(HELP_IDS) - {"help-key-space", "help-key-claim"}:
        assert message("en", help_id) in help_lines
    assert board.press("?")[0].startswith(("Play the", "Lay the"))
    assert board.press("q") == ["Leave the game? Press Y to leave, N to stay."]
    assert board.press("n") == ["You stay in the game."]
    # Enter plays the chosen card; this one takes in two ways, so it asks which.
    board.press(Keys.Left)
    board.press(Keys.Right)
    # The hint (?) above advised the first capture: the choice says so, and that Enter takes
    # it; the player chooses the other.
    asked = board.press(Keys.Enter)
    assert asked == ["The five of clubs can take in several ways: 1, as the hint said, the two "
                     "of diamonds and the three of clubs; or 2, the five of hearts. Press the "
                     "number of one, or Escape to cancel. Enter takes the hint's."]
    said = board.press("2")
    assert said[0] == "You play the five of clubs and take the five of hearts."
    assert session.state.hands[0] == list(state.hands[0])  # type: ignore[attr-defined]
    assert board.press("q") == ["Leave the game? Press Y to leave, N to stay."]
    assert board.press("y") == ["You leave the game."]
    assert session.finished and session.left


def test_enter_starts_the_game(pipe: PipeInput) -> None:
    out = Transcript()
    session = PlaySession(PlaySettings(Rules.preset("scopa"), level="easy", seed=3), out,
                          interactive=True)
    session.begin(wait_for_enter=True)
    assert out.lines[-1] == "Press Enter to start the game; H lists the keys."
    board = Keyboard(pipe, session, out)
    assert board.press("c") == ["The game has not started yet: press Enter to start it, "
                                "or Q to leave."]
    said = board.press(Keys.Enter)
    assert said[0] == "Round 1. You deal."
    assert session.started


def test_space_challenges_under_manual_capture(pipe: PipeInput) -> None:
    # Computer 2 lays the six, which could have taken the two and the four: an error.
    state = sweep_position("classic", ["1s 5c 7h", "6d 9c 10c"], "2d 4c 8h 9s",
                           manual=True, first_dealer=1)
    state.play("6d")
    session, out = session_at(state)
    board = Keyboard(pipe, session, out)
    assert out.lines[-1].endswith("Space challenges the last move.")
    said = board.press(" ")
    assert said == ["You challenge the move of Computer 2, rightly: you get 2 points. The six of "
                    "diamonds could have taken the two of diamonds and the four of clubs."]
    assert board.press(" ") == ["There is no move you can challenge now."]


def test_manual_capture_by_keys(pipe: PipeInput) -> None:
    state = sweep_position("classic", ["1s 5c 7h", "6d 9c 10c"], "2d 3c 8h 9s", manual=True)
    session, out = session_at(state)
    board = Keyboard(pipe, session, out)
    board.press(Keys.Right)
    assert board.press(Keys.Enter) == [
        "About to play the five of clubs: press the numbers of the table cards it takes, then "
        "Enter; Enter alone lays it on the table. Escape cancels."]
    assert board.press("1") == ["Table card 1, two of diamonds, taken. Taking the two of "
                                "diamonds."]
    assert board.press("3") == ["Table card 3, eight of hearts, taken. Taking the two of "
                                "diamonds and the eight of hearts."]
    assert board.press("3") == ["Table card 3, eight of hearts, left. Taking the two of "
                                "diamonds."]
    assert board.press("2") == ["Table card 2, three of clubs, taken. Taking the two of "
                                "diamonds and the three of clubs."]
    said = board.press(Keys.Enter)
    assert said[0] == ("You play the five of clubs and take the two of diamonds and the three "
                       "of clubs.")


def test_escape_cancels_a_choice(pipe: PipeInput) -> None:
    state = sweep_position("classic", ["1s 5c 7h", "6d 9c 10c"], "2d 3c 8h 9s", manual=True)
    session, out = session_at(state)
    board = Keyboard(pipe, session, out)
    board.press(Keys.Enter)
    board.press("2")
    assert board.press(Keys.Escape) == ["The choice is cancelled."]
    assert board.press("2") == ["Table card 2 of 4: three of clubs."]
    assert session.state.table == list(state.table)  # type: ignore[attr-defined]


def test_a_letter_that_is_no_key_is_said_not_typed(pipe: PipeInput) -> None:
    state = sweep_position("classic", ["1s 5c 6h", "4d 9c 10c"], "2d 3c 5h 8s")
    session, out = session_at(state)
    board = Keyboard(pipe, session, out)
    assert board.press("x") == [message("en", "no-such-key", key="X")]
    # A reads the hand, as in the browser.
    assert board.press("a") == [readout.hand(session.say, session.view())]


def test_the_help_of_a_game_names_only_its_own_keys(pipe: PipeInput) -> None:
    meta = meta_position(["Qc 2c 2d 3d 4d 5d 6d 7d 8d 9d 10d Jd",
                          "Kc 3c Qd Kd Ad 2h 3h 4h 5h 6h 7h 8h"])
    session, out = session_at(meta)
    helped = Keyboard(pipe, session, out).press("h")
    assert message("en", "help-key-trick") in helped
    assert message("en", "help-key-trick-digits") in helped
    for absent in ("help-key-space", "help-key-claim", "help-key-table", "help-key-digits"):
        assert message("en", absent) not in helped
    manual = sweep_position("classic", ["1s 5c 6h", "4d 9c 10c"], "2d 3c 5h 8s", manual=True,
                            self_correction=False)
    session, out = session_at(manual)
    helped = Keyboard(pipe, session, out).press("h")
    assert message("en", "help-key-space") in helped
    assert message("en", "help-key-claim") not in helped
    # With self-correction (the default) K takes back the capture one's own card missed.
    manual = sweep_position("classic", ["1s 5c 6h", "4d 9c 10c"], "2d 3c 5h 8s", manual=True)
    session, out = session_at(manual)
    helped = Keyboard(pipe, session, out).press("h")
    assert message("en", "help-key-claim") in helped


EVERY_GAME = ("table", "card", "score", "turn", "hand", "pile", "play", "hint", "repeat", "help",
              "quit", "left", "right", "yes", "no", "cancel")
"""The commands that work in every game (RULES.md section 4's reading and playing)."""


@pytest.mark.parametrize(("game", "options", "own"), [
    # Captures are made by the engine: nothing to take by hand, end, challenge or claim.
    ("classic", {}, ()),
    # Manual capture (RULES.md 2.7): take and end; challenges of the last move, and a window
    # to let it pass; self-correction (the default) takes back one's own missed capture.
    ("classic", {"manual": True}, ("take", "end", "challenge", "claim", "pass")),
    ("classic", {"manual": True, "self_correction": False}, ("take", "end", "challenge", "pass")),
    # The Spanish penalties (RULES.md 2.10): no challenges; a missed capture is claimed.
    ("escoba", {"manual": True, "penalties": "spanish", "self_correction": False},
     ("take", "end", "claim")),
    ("metamorphosis", {}, ("bid", "discard")),
])
def test_the_help_and_a_word_it_does_not_know_list_only_the_game_s_commands(
        game: str, options: dict[str, object], own: tuple[str, ...]) -> None:
    if game == "metamorphosis":
        state = meta_position(["Qc 2c 2d 3d 4d 5d 6d 7d 8d 9d 10d Jd",
                               "Kc 3c Qd Kd Ad 2h 3h 4h 5h 6h 7h 8h"])
    else:
        state = sweep_position(game, ["1s 5c 6h", "4d 9c 10c"], "2d 3c 5h 8s", **options)
    session, out = session_at(state)
    wanted = command_list("en", [c for c in TERMINAL_COMMANDS if c in EVERY_GAME or c in own])
    session.handle("help")
    assert out.lines[-1] == message("en", "help-commands", commands=wanted)
    session.handle("dance")
    assert out.lines[-1] == message("en", "unknown-command", command="dance", commands=wanted)


@pytest.mark.parametrize("command", ["take", "end", "challenge", "claim"])
def test_a_sweep_command_in_metamorphosis_is_refused_as_not_of_this_game(command: str) -> None:
    # Not with the sweep games' reasons (manual capture, Spanish penalties): Metamorphosis
    # has no captures at all.
    state = meta_position(["Qc 2c 2d 3d 4d 5d 6d 7d 8d 9d 10d Jd",
                           "Kc 3c Qd Kd Ad 2h 3h 4h 5h 6h 7h 8h"])
    session, out = session_at(state)
    before = state.view(0)
    session.handle(command)
    assert out.lines[-1] == message("en", "refuse-not-here", command=command)
    assert state.view(0) == before

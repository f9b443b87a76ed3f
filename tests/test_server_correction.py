"""Self-correction in the room (seed 003): a person who lays a card that could have taken
hears that he may still take it, the computer players wait the room's correction window for
him (not their short delay), and his correction, made over the socket, ends the wait."""

from __future__ import annotations

import time
from typing import Any

from server_support import connect, room

from cardtable.cards import parse_card, parse_cards
from cardtable.games.sweep import Rules
from cardtable.games.sweep.captures import captures, was_error
from cardtable.text.catalog import message

WINDOW = 1.0
"""The correction window of these tests, in seconds (the room's default is longer)."""


def _laid_missing_a_capture(ana: Any, table: int, rules: Rules
                            ) -> tuple[dict[str, Any], int, float]:
    """Play Ana's turns (she is seat 0, a bot seat 1) until she lays a card that could have
    taken: her frame after it, its version, and when she laid it."""
    version = 0
    for _ in range(200):
        frame = ana.wait_version(table, version)
        version = frame["version"]
        view = frame["view"]
        if frame["to_move"] != 0:
            version += 1
            continue
        if view["closing"]:
            ana.ok("move", table=table, move="end", version=version)
            version += 1
            continue
        takers = [c for c in view["hand"] if captures(rules, c, view["table"])]
        move = (takers or view["hand"])[0]
        ana.ok("move", table=table, move=move, version=version)
        laid_at = time.monotonic()
        version += 1
        if takers:
            after = ana.wait_version(table, version)
            if any(m.startswith("claim:") for m in after["extra"] or ()):
                return after, version, laid_at
    raise AssertionError("Ana never laid a card that could have taken")


def test_the_bot_waits_the_window_and_a_correction_ends_it() -> None:
    rules = Rules.preset("escoba", manual=True)
    with room(correction_window=WINDOW, bot_delay=0.0) as (http, _store):
        ana = connect(http, "Ana")
        ana.ok("language", lang="en")
        table = ana.ok("create_table", game="sweep", preset="escoba",
                       options={"players": 2, "manual": True})["table"]["id"]
        ana.ok("add_bot", table=table, seat=1, level="normal")
        ana.ok("start", table=table)
        frame, version, laid_at = _laid_missing_a_capture(ana, table, rules)
        # The frame says the card laid, then the offer without naming it again (unless a
        # new deal was said in between).
        assert frame["to_move"] == 1
        if frame["speech"]["events"][-1].startswith("You lay the "):
            assert frame["speech"]["prompt"].startswith("It could have taken ")
        else:
            assert frame["speech"]["prompt"].startswith("You laid the ")
        # Nobody moves while the window is open: the bot's card comes after it at the soonest.
        ana.wait_version(table, version + 1)
        assert time.monotonic() - laid_at >= WINDOW * 0.9
        # The next time, Ana corrects at once: her claim is accepted and said as hers.
        frame, version, _ = _laid_missing_a_capture(ana, table, rules)
        own = [m for m in frame["extra"] if m.startswith("claim:")]
        ana.ok("move", table=table, move=own[0], version=version)
        said = ana.wait_version(table, version + 1)["speech"]["events"]
        assert any(s.startswith("You correct your play and take ") for s in said), said
        assert ana.wait_version(table, version + 1)["to_move"] == 1


LONG = 30.0
"""A window far longer than the tests wait: only ``go_on`` can end it in time."""


def _escoba_against_a_bot(ana: Any, players: int = 2) -> int:
    table: int = ana.ok("create_table", game="sweep", preset="escoba",
                        options={"players": players, "manual": True})["table"]["id"]
    for seat in range(1, players):
        ana.ok("add_bot", table=table, seat=seat, level="normal")
    ana.ok("start", table=table)
    return table


def test_go_on_ends_the_correction_wait_at_once_and_the_offer_says_so() -> None:
    rules = Rules.preset("escoba", manual=True)
    with room(correction_window=LONG, bot_delay=0.0) as (http, _store):
        ana = connect(http, "Ana")
        ana.ok("language", lang="en")
        table = _escoba_against_a_bot(ana)
        frame, version, _ = _laid_missing_a_capture(ana, table, rules)
        assert frame["speech"]["prompt"].endswith("Enter goes on.")
        asked = time.monotonic()
        answer = ana.ok("go_on", table=table)
        assert answer["waited"] is True
        after = ana.wait_version(table, version + 1)
        assert time.monotonic() - asked < LONG / 3, "the bot still waited the whole window"
        assert after["version"] == version + 1
        assert not [m for m in after["extra"] or () if m.startswith("claim:")
                    and after["to_move"] != 0]


def test_go_on_with_nothing_to_wait_for_changes_nothing_and_strangers_are_refused() -> None:
    with room(correction_window=LONG, bot_delay=0.0) as (http, _store):
        ana, bo = connect(http, "Ana"), connect(http, "Bo")
        waiting = ana.ok("create_table", game="sweep", preset="escoba",
                         options={"players": 2, "manual": True})["table"]["id"]
        assert ana.error("go_on", table=waiting)["code"] == "not_playing"
        table = _escoba_against_a_bot(ana)
        frame = ana.wait_version(table, 0)
        while frame["to_move"] != 0:
            frame = ana.wait_version(table, frame["version"] + 1)
        answer = ana.ok("go_on", table=table)  # her own turn: nobody waits for her
        assert answer["waited"] is False
        assert ana.ok("sync", table=table) and ana.latest[table]["version"] == frame["version"]
        bo.ok("watch", table=table)
        refused = bo.error("go_on", table=table)
        assert refused["code"] == "not_seated" and "only a player" in refused["message"]
        assert ana.error("go_on", table=10_000)["code"] == "not_found"


def _classic_against_two_bots(ana: Any, level: str) -> int:
    """A 3-player Classic table under manual capture, Ana at seat 0, started."""
    table: int = ana.ok("create_table", game="sweep", preset="classic",
                        options={"players": 3, "manual": True})["table"]["id"]
    ana.ok("add_bot", table=table, seat=1, level=level)
    ana.ok("add_bot", table=table, seat=2, level=level)
    ana.ok("start", table=table)
    return table


def _play_first_card(ana: Any, table: int, frame: dict[str, Any]) -> int:
    """Ana's turn: her first card laid (or the round closed); the version to wait for next.
    A computer player may have challenged the last card meanwhile (its move comes first):
    then the move is stale, and the game goes on from the newer frame."""
    view = frame["view"]
    move = "end" if view["closing"] else view["hand"][0]
    answer = ana.request("move", table=table, move=move, version=frame["version"])
    assert answer["type"] != "error" or answer["code"] == "stale", answer
    version: int = frame["version"] + 1
    return version


def _offers_own_claim(frame: dict[str, Any]) -> bool:
    """Ana laid a card that could have taken: the room waits its window for her claim."""
    return any(m.startswith("claim:") for m in frame["extra"] or ())


def test_three_players_wait_for_a_persons_challenge_until_he_goes_on() -> None:
    with room(correction_window=LONG, bot_delay=0.0) as (http, _store):
        ana = connect(http, "Ana")
        ana.ok("language", lang="en")
        table = _classic_against_two_bots(ana, "normal")
        version = 0
        for _ in range(300):
            frame = ana.wait_version(table, version)
            version = frame["version"]
            assert not frame["over"], "no capture of seat 1 to challenge in a whole game"
            if frame["to_move"] == 0:
                version = _play_first_card(ana, table, frame)
                continue
            if frame["to_move"] == 2 and "challenge" in (frame["extra"] or ()):
                # Seat 1 captured; seat 2 (a bot) waits for Ana's challenge or her go_on.
                assert frame["speech"]["prompt"].startswith("You may challenge the move of ")
                time.sleep(0.5)
                assert ana.ok("sync", table=table)
                assert ana.latest[table]["version"] == version, "the bot did not wait"
                asked = time.monotonic()
                assert ana.ok("go_on", table=table)["waited"] is True
                ana.wait_version(table, version + 1)
                assert time.monotonic() - asked < LONG / 3
                return
            if _offers_own_claim(frame):
                ana.ok("go_on", table=table)
            version += 1
        raise AssertionError("no capture of seat 1 to challenge in 300 moves")


def test_a_hint_out_of_turn_takes_back_the_capture_ones_own_card_missed() -> None:
    rules = Rules.preset("escoba", manual=True)
    with room(correction_window=LONG, bot_delay=0.0, hint_level="greedy") as (http, _store):
        ana = connect(http, "Ana")
        ana.ok("language", lang="en")
        table = _escoba_against_a_bot(ana)
        frame, version, _ = _laid_missing_a_capture(ana, table, rules)
        assert frame["to_move"] == 1
        answer = ana.ok("hint", table=table)
        assert answer["version"] == version
        assert answer["move"] in [m for m in frame["extra"] if m.startswith("claim:")]
        assert answer["text"].startswith("Take back the capture your ")
        ana.ok("move", table=table, move=answer["move"], version=version)
        said = ana.wait_version(table, version + 1)["speech"]["events"]
        assert any(s.startswith("You correct your play and take ") for s in said), said


def test_a_hint_in_a_challenge_window_challenges_an_error_or_lets_the_move_pass() -> None:
    seen: set[str] = set()
    with room(correction_window=LONG, bot_delay=0.0, hint_level="greedy") as (http, _store):
        ana = connect(http, "Ana")
        ana.ok("language", lang="ru")
        rules = Rules.preset("classic", players=3, manual=True)
        # The easy players err at random (15 % of their moves): a short game may show
        # no error at the window before seat 2; then another game is played.
        for _game in range(4):
            if seen == {"challenge", "pass"}:
                break
            table = _classic_against_two_bots(ana, "easy")
            version = 0
            for _ in range(600):
                frame = ana.wait_version(table, version)
                version = frame["version"]
                if frame["over"] or seen == {"challenge", "pass"}:
                    break
                if frame["to_move"] == 0:
                    version = _play_first_card(ana, table, frame)
                    continue
                if frame["to_move"] == 2 and "challenge" in (frame["extra"] or ()):
                    view = frame["view"]
                    last = view["last_play"]
                    error = was_error(rules, parse_card(last["card"]),
                                      parse_cards(" ".join(last["take"] or [])),
                                      parse_cards(" ".join(view["table"])))
                    answer = ana.ok("hint", table=table)
                    if answer["version"] != version:  # a computer player reacted meanwhile
                        continue
                    if error:
                        assert answer["move"] == "challenge"
                        assert answer["text"].startswith("Оспорьте последний ход: ")
                        ana.request("move", table=table, move="challenge", version=version)
                        seen.add("challenge")
                    else:
                        assert answer["move"] is None
                        assert answer["text"] == message("ru", "hint-pass")
                        ana.ok("go_on", table=table)
                        seen.add("pass")
                elif _offers_own_claim(frame):
                    ana.ok("go_on", table=table)  # or the room waits the long window for Ana
                version += 1
        assert seen == {"challenge", "pass"}, seen


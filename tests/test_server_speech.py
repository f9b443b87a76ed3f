"""The game's sentences over the room: ``speech`` in the game frames of a connection that
chose a language, ``said`` in its refused moves, hints, and each user's saved settings.

Each frame's ``speech`` is compared with what ``server.speech.game_speech`` says of the game
replayed independently from the store (the seed and the stored moves, never the server's
state) at that frame's version, to that frame's seat: the room sends the right words to the
right listener at the right moment. What the words are is checked, sentence by sentence, by
the golden transcripts (``tests/golden/transcripts``, made with the same function).
"""

from __future__ import annotations

import random
import re
import threading
from collections.abc import Sequence
from typing import Any

import pytest
from positions import meta_position, sweep_position
from server_support import (
    META_CARD,
    SWEEP_CARD,
    Client,
    Frame,
    check_no_hidden_card,
    close,
    connect,
    full_events,
    known_cards,
    play_to_end,
    room,
    table_with_a_bot,
)

from cardtable.bots.hint import hint
from cardtable.cards import DECK, DECK52
from cardtable.games.base import GameState
from cardtable.games.sweep.captures import captures
from cardtable.games.sweep.rules import Rules as SweepRules
from cardtable.games.sweep.state import SweepView
from cardtable.server import handlers
from cardtable.server.games import Game, new_state, rules_from_options
from cardtable.server.speech import game_speech
from cardtable.server.store import Store
from cardtable.text import TextContext, message, readout
from cardtable.text.core import Speaker
from cardtable.text.names import bot_name, card52_name, card_name
from cardtable.text.refusals import not_your_turn

pytestmark = pytest.mark.timeout(240)


# Replaying the game apart from the server ----------------------------------------------------

def states_of(store: Store, table_id: int) -> list[Game]:
    """The table's game at every version (0: the deal), replayed from its seed and moves."""
    stored = store.table(table_id)
    assert stored is not None
    state = new_state(rules_from_options(stored.game, stored.options), stored.seed)
    states = [state.clone()]
    for move in stored.moves:
        state.play(state.parse_move(move.text, move.seat))
        states.append(state.clone())
    return states


def speaker_for(state: GameState, seat: int | None, lang: str,
                people: Sequence[str | None]) -> tuple[Any, Speaker]:
    """The seat's view and a speaker naming people by name, bots as the terminal does."""
    view = state.view(seat)
    names = [name if name is not None else bot_name(lang, index + 1)
             for index, name in enumerate(people)]
    return view, Speaker(TextContext.for_rules(view.rules, names, viewer=seat), lang)


def check_speech(store: Store, table: int, frames: list[Frame], seat: int | None, lang: str,
                 people: Sequence[str | None]) -> int:
    """Every game frame with speech speaks as the text layer does; returns how many frames
    were checked."""
    states = states_of(store, table)
    _, batches = full_events(store, table)
    checked = 0
    for received in frames:
        if received.get("type") != "game" or received["table"] != table:
            continue
        if "speech" not in received:
            continue
        version = received["version"]
        batch = batches[version] if received["events"] else []
        speech = dict(received["speech"])
        cards = speech.pop("cards")
        card_cases = speech.pop("card_cases")
        move_cases = speech.pop("move_cases")
        assert speech.pop("verbosity") == "full"
        recap = speech.pop("recap")
        # The room sends what the server's speech says of that version's state to that seat:
        # the state replayed here from the store, the events of that version. What the
        # sentences say is the golden transcripts' to check (tests/golden/transcripts).
        made = game_speech(states[version], seat, lang, people, batch, version)
        for key in ("cards", "card_cases", "move_cases", "verbosity", "recap"):
            made.pop(key)
        assert speech == made
        view, say = speaker_for(states[version], seat, lang, people)
        # A frame that brings no news (a resync) may recap the game for one who opens it.
        assert recap is None or (not received["events"] and recap == readout.recap(say, view))
        for code, name in cards.items():
            forms = say.card(code) if isinstance(view, SweepView) else say.card52(code)
            assert name == forms
            # The other cases of a name, where they differ, for the page's own sentences.
            assert card_cases.get(code, {}) == {
                case: form for case, form in forms.cases.items() if case != "nom" and form != name}
        for move, forms in move_cases.items():
            assert speech["moves"][move] and all(forms.values())
        for code in [*received["view"]["hand"], *received["view"].get("table", []),
                     *received["view"].get("trick", [])]:
            assert code in cards
        if seat is not None and view.hand:
            assert readout.selected(say, view, 0) == message(
                lang, "selected-of", number=1, count=len(view.hand), text=speech["options"][0])
        checked += 1
    return checked


# Speech only after `language` -----------------------------------------------------------------

def test_speech_comes_only_to_connections_that_chose_a_language() -> None:
    with room() as (http, store):
        ana = connect(http, "Ana")
        table = table_with_a_bot(ana, "scopa")
        assert "speech" not in ana.wait_version(table, 0)

        cy = connect(http)
        assert cy.ok("language", lang="ru") == {"v": 1, "type": "ok", "re": 1,
                                               "request": "language", "lang": "ru",
                                               "verbosity": "full", "deck": "language"}
        cy.guest("Cy")
        cy.ok("watch", table=table)
        watched = cy.latest[table]
        assert watched["seat"] is None and watched["speech"]["lang"] == "ru"
        if watched["version"] == 0:  # the opening, said to whoever opens the table then
            assert watched["speech"]["events"][0].startswith(message("ru", "game-start",
                                                             preset="scopa", players=2,
                                                             target=11).split(" ")[0])
        else:  # a resync with a recap
            assert watched["speech"]["events"] == [] and watched["speech"]["recap"]
        spectator = watched["speech"]
        assert (spectator["hand"], spectator["pile"], spectator["prompt"]) == (None, None, None)
        assert spectator["options"] == spectator["refusals"] == []

        refused = ana.error("language", lang="fr")
        assert refused["code"] == "bad_message"
        assert "en" in refused["accepted"] and "ru" in refused["accepted"]
        ana.ok("language", lang="en")
        ana.ok("sync", table=table)
        synced = ana.latest[table]
        assert synced["speech"]["lang"] == "en"
        for client, seat, lang in ((ana, 0, "en"), (cy, None, "ru")):
            assert check_speech(store, table, client.frames, seat, lang, ["Ana", None]) >= 1


def test_the_welcome_names_the_deck_of_each_language_as_the_speech_uses_it() -> None:
    with room() as (http, _):
        ana = connect(http, "Ana")
        decks = ana.welcome["language_decks"]
        assert decks == {"es": "spanish", "it": "italian"}
        table = table_with_a_bot(ana, "classic")  # the table's own deck: french-numeric
        ana.ok("language", lang="it", verbosity="normal")
        ana.ok("sync", table=table)
        said = ana.until(lambda f: f["type"] == "game" and f["table"] == table
                         and f.get("speech"))
        hand = said["speech"]["hand"]  # said in the Italian deck, as the welcome says
        assert any(suit in hand for suit in ("denari", "coppe", "spade", "bastoni")), hand


def test_a_listener_hears_the_cards_in_the_deck_style_it_chose() -> None:
    with room() as (http, store):
        ana = connect(http, "Ana")
        table = table_with_a_bot(ana, "classic")
        stored = store.table(table)
        assert stored is not None
        table_deck = rules_from_options(stored.game, stored.options).deck
        for lang, deck, style in (("en", "spanish", "spanish"), ("ru", "italian", "italian"),
                                  ("en", "table", table_deck), ("ru", "language", table_deck)):
            ana.ok("language", lang=lang, deck=deck)
            ana.ok("sync", table=table)
            names = ana.latest[table]["speech"]["cards"]
            assert len(names) >= 4  # the hand and the table at least
            assert names == {code: card_name(code, style, lang) for code in names}, deck
        refused = ana.error("language", lang="en", deck="tarot")
        assert refused["code"] == "bad_message" and "spanish" in refused["accepted"]
        assert ana.ok("language", lang="en")["deck"] == "language"


GAMES: list[tuple[str, str | None, dict[str, Any]]] = [
    ("sweep", "scopa", {"players": 3, "target": 2}),
    ("sweep", "escoba", {"players": 3, "manual": True, "penalties": "challenge", "target": 2}),
    ("metamorphosis", None, {"players": 3, "parties": 1}),
]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(("game", "preset", "options"), GAMES)
def test_speech_is_what_the_text_layer_says(game: str, preset: str | None,
                                            options: dict[str, Any], lang: str) -> None:
    rng = random.Random(f"{game}{lang}")
    with room() as (http, store):
        ana, bo, cy = connect(http, "Ana"), connect(http, "Bo"), connect(http, "Cy")
        for client in (ana, bo, cy):
            client.ok("language", lang=lang)
        table = ana.ok("create_table", game=game, preset=preset, options=options)["table"]["id"]
        bo.ok("take_seat", table=table, seat=1)
        players = options["players"]
        for seat in range(2, players):
            ana.ok("add_bot", table=table, seat=seat, level="normal")
        cy.ok("watch", table=table)
        ana.ok("start", table=table)

        def challenge_sometimes(client: Client, frame: Frame) -> None:
            if "challenge" in (frame["legal"] or ()) and rng.random() < 0.5:
                client.request("move", table=table, move="challenge", version=frame["version"])

        play_to_end({0: ana, 1: bo}, table, rng, on_turn=challenge_sometimes)
        people = ["Ana", "Bo", *[None] * (players - 2)]
        for client, seat in ((ana, 0), (bo, 1), (cy, None)):
            if table not in client.over:
                client.until(lambda f: f["type"] == "game_over")
            assert check_speech(store, table, client.frames, seat, lang, people) > 3
        closing = [f for f in bo.frames if f.get("type") == "game" and f["over"]][-1]
        assert closing["speech"]["prompt"] is None
        assert closing["speech"]["turn"] == message(lang, "turn-over")
        # The sides are named as the sentences name them: a person by name, a computer
        # player as the catalogue's "Computer 3".
        assert closing["speech"]["sides"] == ["Ana", "Bo", bot_name(lang, 3)]


# The Spanish penalties -----------------------------------------------------------------------

def test_a_claim_is_announced_to_the_next_player_and_its_layer_and_made_over_the_socket(
        ) -> None:
    """Ana and Bo lay every card, one that could take when they hold one: each such card is
    a missed capture the other may claim. Until the round's check, every claim is offered to
    the player to move (said in its prompt, listed in ``extra``) and to the player who laid
    the card, as his correction (seed 003: said in his prompt, the same moves in his
    ``extra``), is made by the player to move, and is said to both; the other words of the
    frames are those of the text layer."""
    rules = SweepRules.preset("escoba", manual=True)
    assert rules.penalties == "spanish"
    with room() as (http, store):
        ana, bo = connect(http, "Ana"), connect(http, "Bo")
        for client in (ana, bo):
            client.ok("language", lang="en")
        table = ana.ok("create_table", game="sweep", preset="escoba",
                       options={"players": 2, "manual": True})["table"]["id"]
        bo.ok("take_seat", table=table, seat=1)
        ana.ok("start", table=table)
        people = {0: ana, 1: bo}
        claims_made = 0
        checked = False
        version = 0
        while not checked:
            frames = {seat: client.wait_version(table, version) for seat, client in people.items()}
            mover = frames[0]["to_move"]
            mine, other = frames[mover], frames[1 - mover]
            client = people[mover]
            offered = [m for m in mine["extra"] if m.startswith("claim:")]
            own = [m for m in other["extra"] or () if m.startswith("claim:")]
            assert own == offered, "the layer may still take what the next player may claim"
            if own:
                # Said right after his own card's sentence, it does not name the card again;
                # after a new deal's sentence (his card was the deal's last) it does.
                if other["speech"]["events"][-1].startswith("You lay the "):
                    assert other["speech"]["prompt"].startswith("It could have taken ")
                else:
                    assert other["speech"]["prompt"].startswith("You laid the ")
                assert "press K or type claim to take it still" in other["speech"]["prompt"] \
                    or "to choose one and take it still" in other["speech"]["prompt"]
            else:
                assert "press K" not in (other["speech"]["prompt"] or "")
            if offered:
                assert mine["view"]["claimable"] == offered[0].split(":")[1]
                assert "press K or type claim" in mine["speech"]["prompt"]
                labels = mine["speech"]["moves"]
                assert all(labels[m] for m in offered)
                refused = client.error("move", table=table, move="challenge", version=version)
                assert refused["said"] == message("en", "refuse-spanish-challenge")
                # Every other missed capture is taken back by its layer, the others claimed.
                taker = people[1 - mover] if claims_made % 2 else client
                taker.ok("move", table=table, move=offered[0], version=version)
                claims_made += 1
                version += 1
                said = taker.wait_version(table, version)["speech"]["events"]
                mine_said = ("You correct your play and take " if taker is not client
                             else "You claim the ")
                assert any(sentence.startswith(mine_said) for sentence in said), said
                again = taker.error("move", table=table, move=offered[0], version=version)
                assert again["said"] == (
                    message("en", "no-claim") if taker is client else
                    message("en", "refuse-not-your-turn", seat=("Ana", "Bo")[mover]))
                continue
            view = mine["view"]
            if view["closing"]:
                move = "end"
            else:
                takers = [c for c in view["hand"] if captures(rules, c, view["table"])]
                move = (takers or view["hand"])[0]
            client.ok("move", table=table, move=move, version=version)
            version += 1
            said = people[0].wait_version(table, version)["speech"]["events"]
            checked = any("The cards left sum to" in sentence for sentence in said)
        assert claims_made >= 3, "claims and corrections both"
        for seat, client in people.items():
            assert check_speech(store, table, client.frames, seat, "en", ["Ana", "Bo"]) > 40


# No hidden card ---------------------------------------------------------------------------

def _names(game: str, store: Store, table: int, lang: str) -> dict[str, str]:
    """Every card of the game's deck, by notation, with its name in the deck style."""
    if game == "metamorphosis":
        return {str(c): card52_name(c, lang) for c in DECK52}
    stored = store.table(table)
    assert stored is not None
    deck = rules_from_options(game, stored.options).deck  # type: ignore[union-attr]
    return {str(c): card_name(c, deck, lang) for c in DECK}


def _sentences(speech: dict[str, Any]) -> list[str]:
    said: list[str] = [*speech["events"], *speech["options"], *speech["table_cards"],
                       *speech["cards"].values(), *speech["moves"].values()]
    said += [s for s in speech["refusals"] if s is not None]
    said += [speech[key] for key in ("prompt", "hand", "table", "score", "turn", "pile")
             if speech[key] is not None]
    return said


def check_speech_hides(store: Store, table: int, frames: list[Frame], seat: int | None,
                       lang: str) -> int:
    """No speech names a card hidden from ``seat``, by code (in ``cards`` and ``moves``) or
    by name (in any sentence); returns how many sentences were checked."""
    game, batches = full_events(store, table)
    known = known_cards(game, batches, seat)
    pattern = META_CARD if game == "metamorphosis" else SWEEP_CARD
    names = _names(game, store, table, lang)
    for name in names.values():  # whole names only: no name is a part of another
        assert sum(re.search(rf"(?<!\w){re.escape(name)}(?!\w)", other) is not None
                   for other in names.values()) == 1, name
    checked = 0
    for received in frames:
        if received.get("type") != "game" or received["table"] != table:
            continue
        speech = received["speech"]
        hidden = set(names) - known[received["version"]]
        codes = set(speech["cards"])
        for text in speech["moves"]:
            codes |= {part for part in re.split(r"[:+]", text) if pattern.match(part)}
        assert not codes & hidden, (seat, received["version"], sorted(codes & hidden))
        for sentence in _sentences(speech):
            for code in hidden:
                assert not re.search(rf"(?<!\w){re.escape(names[code])}(?!\w)", sentence), (
                    f"seat {seat} heard {names[code]} ({code}) at version "
                    f"{received['version']}: {sentence}")
            checked += 1
    return checked


HIDING: list[tuple[str, str | None, dict[str, Any], str]] = [
    ("sweep", "escoba", {"players": 4, "teams": True, "scopone": True, "target": 2}, "en"),
    ("sweep", "classic", {"players": 2, "manual": True, "target": 2}, "ru"),
    ("metamorphosis", None, {"players": 3, "parties": 1}, "ru"),
    ("metamorphosis", None, {"players": 2, "parties": 1}, "en"),
]


@pytest.mark.parametrize(("game", "preset", "options", "lang"), HIDING)
def test_speech_never_names_a_hidden_card(game: str, preset: str | None,
                                          options: dict[str, Any], lang: str) -> None:
    rng = random.Random(7)
    with room() as (http, store):
        ana, bo, eve = connect(http, "Ana"), connect(http, "Bo"), connect(http, "Eve")
        for client in (ana, bo, eve):
            client.ok("language", lang=lang)
        table = ana.ok("create_table", game=game, preset=preset, options=options)["table"]["id"]
        bo.ok("take_seat", table=table, seat=1)
        for seat in range(2, options["players"]):
            ana.ok("add_bot", table=table, seat=seat, level="easy")
        eve.ok("watch", table=table)
        ana.ok("start", table=table)
        play_to_end({0: ana, 1: bo}, table, rng)
        for client, seat in ((ana, 0), (bo, 1), (eve, None)):
            if table not in client.over:
                client.until(lambda f: f["type"] == "game_over")
            assert check_speech_hides(store, table, client.frames, seat, lang) > 20
            check_no_hidden_card(store, table, client.frames, seat)


# Refused moves ------------------------------------------------------------------------------

def _two_people(http: Any, game: str, options: dict[str, Any], lang: str
                ) -> tuple[Client, Client, int]:
    ana, bo = connect(http, "Ana"), connect(http, "Bo")
    ana.ok("language", lang=lang)
    table = ana.ok("create_table", game=game, options=options)["table"]["id"]
    bo.ok("take_seat", table=table, seat=1)
    ana.ok("start", table=table)
    return ana, bo, table


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_refused_moves_are_said_as_the_terminal_says_them(lang: str) -> None:
    with room() as (http, store):
        ana, bo, table = _two_people(http, "sweep", {"players": 2}, lang)
        frame = ana.wait_version(table, 0)
        people = ["Ana", "Bo"]
        state = states_of(store, table)[0]
        view, say = speaker_for(state, 0, lang, people)
        hand = frame["view"]["hand"]
        if frame["to_move"] != 0:
            refused = ana.error("move", table=table, move=hand[0], version=0)
            assert refused["code"] == "not_your_turn"
            assert refused["said"] == not_your_turn(say, view)
            assert refused["said"] == message(lang, "refuse-not-your-turn", seat="Bo")
            bo.ok("move", table=table, move=bo.wait_version(table, 0)["legal"][0], version=0)
            frame = ana.wait_version(table, 1)
            state = states_of(store, table)[1]
            view, say = speaker_for(state, 0, lang, people)
            hand = frame["view"]["hand"]
        version = frame["version"]
        assert frame["to_move"] == 0
        stranger = next(c for c in DECK if c not in view.hand and c not in view.table)
        refused = ana.error("move", table=table, move=str(stranger), version=version)
        assert refused["code"] == "illegal_move"
        assert refused["said"] == message(lang, "refuse-not-in-hand", card=say.card(stranger),
                                          hand=readout.hand_cards(say, view),
                                          held=len(view.hand))
        # The engine's code and details travel with the refusal, for clients that word it.
        assert refused["refusal"]["code"] == "not-in-hand"
        assert refused["refusal"]["details"]["cards"] == [str(stranger)]
        refused = ana.error("move", table=table, move="xyz", version=version)
        assert refused["refusal"] == {"code": "bad-move-text",
                                      "details": {"text": "xyz", "game": "sweep"}}
        assert refused["said"] == message(lang, "refuse-bad-move-text", text="xyz", game="sweep")
        refused = ana.error("move", table=table, move=hand[0], version=version + 5)
        assert refused["code"] == "stale"
        assert refused["said"] == message(lang, "refuse-stale")
        resync = ana.until(lambda f: f["type"] == "game" and f["version"] == version
                           and not f["events"])
        assert resync["speech"]["events"] == []
        quiet = bo.error("move", table=table, move="xyz", version=version)
        assert quiet["code"] == "not_your_turn" and "said" not in quiet
        assert "refusal" not in quiet


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_card_played_while_bidding_is_refused_in_words(lang: str) -> None:
    with room() as (http, store):
        ana = connect(http, "Ana")
        ana.ok("language", lang=lang)
        table = ana.ok("create_table", game="metamorphosis",
                       options={"players": 2})["table"]["id"]
        ana.ok("add_bot", table=table, seat=1, level="easy")
        ana.ok("start", table=table)
        frame = ana.until(lambda f: f.get("type") == "game" and f["to_move"] == 0)
        version = frame["version"]
        view, say = speaker_for(states_of(store, table)[version], 0, lang, ["Ana", None])
        # The bid is asked with the hand, unless the same frame has just dealt it.
        ask = message(lang, "your-turn-bid")
        dealt = any(e["type"] == "deal" for e in frame["events"])
        assert frame["speech"]["prompt"] == (ask if dealt else " ".join(
            [ask, message(lang, "meta-deal-own", cards=say.cards52(view.hand))]))
        assert frame["speech"]["moves"]["bid:2"] == message(lang, "marker", deal=2)
        card = frame["view"]["hand"][0]
        refused = ana.error("move", table=table, move=card, version=version)
        assert refused["code"] == "illegal_move"
        assert refused["said"] == message(lang, "refuse-bid-first")
        assert frame["speech"]["refusals"] == [message(lang, "refuse-bid-first")] * len(
            view.hand)


# Option labels ------------------------------------------------------------------------------

@pytest.mark.parametrize(("lang", "labels"), [
    ("en", ["ace of spades, takes nothing", "five of clubs, takes in 2 ways",
            "six of hearts, takes nothing"]),
    ("ru", ["туз пик, ничего не берёт", "пятёрка треф, может взять 2 способами",
            "шестёрка червей, ничего не берёт"]),
])
def test_option_labels_are_the_selection_without_its_position(lang: str,
                                                              labels: list[str]) -> None:
    state = sweep_position("classic", ["1s 5c 6h", "4d 9c 10c"], "2d 3c 5h 8s")
    view, say = speaker_for(state, 0, lang, ["Ana", None])
    assert [readout.option_label(say, view, i) for i in range(3)] == labels
    for index, text in enumerate(labels):
        assert readout.selected(say, view, index) == message(
            lang, "selected-of", number=index + 1, count=3, text=text)
    assert readout.selected(say, view, 1) == {
        "en": "2 of 3: five of clubs, takes in 2 ways.",
        "ru": "2 из 3: пятёрка треф, может взять 2 способами."}[lang]
    manual = sweep_position("classic", ["1s 5c 6h", "4d 9c 10c"], "2d 3c 5h 8s", manual=True)
    view, say = speaker_for(manual, 0, lang, ["Ana", None])
    assert readout.option_label(say, view, 1) == say.card(view.hand[1])


def test_options_that_must_follow_suit_say_why() -> None:
    state = meta_position(["2d 3d 2c 3c 4c 5c 6c 7c 8c 9c 10c Jc",
                           "4d 5d 6d 7d 8d 9d 10d Jd Qd Kd Ad Ah"])
    while not (state.to_move == 0 and state.trick):
        state.play(state.legal_moves()[0])
    view, say = speaker_for(state, 0, "en", ["Ana", None])
    labels = [readout.option_label(say, view, i) for i in range(len(view.hand))]
    suit = {"d": "diamonds", "h": "hearts", "s": "spades", "c": "clubs"}[
        str(view.trick[0])[-1]]
    following = [c for c in view.hand if str(c)[-1] == str(view.trick[0])[-1]]
    assert following, "seat 0 can follow the lead"
    for card, text in zip(view.hand, labels, strict=True):
        name = say.card52(card)
        if card in following:
            assert text == name
        else:
            assert text == f"{name}, cannot be played: you must follow suit, {suit}"


# Hints --------------------------------------------------------------------------------------

class Fixed:
    """A bot that plays one given move (to word the reason for the server's move)."""

    name = "fixed"

    def __init__(self, move: Any) -> None:
        self.move = move

    def choose(self, state: GameState, seat: int) -> Any:
        return self.move

    def react(self, state: GameState, seat: int) -> Any | None:
        return None


@pytest.mark.parametrize("lang", [None, "en", "ru"])
def test_a_hint_is_the_move_and_its_reason(lang: str | None) -> None:
    with room(hint_level="greedy") as (http, store):
        ana, bo = connect(http, "Ana"), connect(http, "Bo")
        if lang is not None:
            ana.ok("language", lang=lang)
            bo.ok("language", lang=lang)
        table = ana.ok("create_table", game="sweep", options={"players": 2})["table"]["id"]
        bo.ok("take_seat", table=table, seat=1)
        assert ana.error("hint", table=table)["code"] == "not_playing"
        ana.ok("start", table=table)
        frame = ana.wait_version(table, 0)
        mover, other = (ana, bo) if frame["to_move"] == 0 else (bo, ana)
        seat = frame["to_move"]
        answer = mover.ok("hint", table=table)
        assert answer["type"] == "hint" and answer["table"] == table
        assert answer["version"] == 0
        assert answer["move"] in mover.wait_version(table, 0)["legal"]
        state = states_of(store, table)[0]
        move = state.parse_move(answer["move"], seat)
        assert answer["text"] == hint(state, seat, lang or "en", bot=Fixed(move)).reason

        refused = other.error("hint", table=table)
        assert refused["code"] == "not_your_turn"
        assert refused["message"] == message(lang or "en", "no-hint")
        assert refused.get("said") == (None if lang is None else refused["message"])
        eve = connect(http, "Eve")
        eve.ok("watch", table=table)
        assert eve.error("hint", table=table)["code"] == "not_seated"


def test_a_hint_asked_again_says_the_same_move_in_the_asker_s_language() -> None:
    # The room's adviser here draws a legal move at random: only the kept advice makes the
    # answers agree (four or more legal moves at the start of Scopa).
    with room(hint_level="random") as (http, store):
        ana = connect(http, "Ana")
        table = ana.ok("create_table", game="sweep", preset="scopa",
                       options={"players": 2})["table"]["id"]
        ana.ok("add_bot", table=table, seat=1, level="easy")
        ana.ok("start", table=table)
        frame = ana.until(lambda f: f.get("type") == "game" and f["to_move"] == 0)
        assert len(frame["legal"]) >= 3
        answers = [ana.ok("hint", table=table) for _ in range(6)]
        assert {a["version"] for a in answers} == {frame["version"]}
        assert len({(a["move"], a["text"]) for a in answers}) == 1, answers
        ana.ok("language", lang="ru")
        russian = ana.ok("hint", table=table)
        assert russian["move"] == answers[0]["move"]
        state = states_of(store, table)[frame["version"]]
        move = state.parse_move(russian["move"], 0)
        assert russian["text"] == hint(state, 0, "ru", bot=Fixed(move)).reason
        close(ana)


def test_a_hint_is_worked_out_while_the_connection_goes_on(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # The expert may not finish its hint until the ping sent after it has been answered: a
    # connection that waited for the hint would never answer the ping (no race on timing).
    answered = threading.Event()
    advise = handlers._advise

    def advise_after_the_ping(*args: Any) -> Any:
        if not answered.wait(30):
            raise RuntimeError("the ping was not answered while the hint was worked out")
        return advise(*args)

    monkeypatch.setattr(handlers, "_advise", advise_after_the_ping)
    with room() as (http, _):
        ana = connect(http, "Ana")
        table = ana.ok("create_table", game="sweep", options={"players": 2})["table"]["id"]
        ana.ok("add_bot", table=table, seat=1, level="easy")
        ana.ok("start", table=table)
        ana.until(lambda f: f.get("type") == "game" and f["to_move"] == 0)
        first = ana.send("hint", table=table)
        second = ana.send("hint", table=table)
        ping = ana.send("ping")
        order = []
        while len(order) < 3:
            received = ana.until(lambda f: f.get("re") in (first, second, ping))
            order.append((received["re"], received["type"]))
            if received["re"] == ping:
                answered.set()
        assert order == [(second, "error"), (ping, "pong"), (first, "hint")]
        close(ana)


# Settings -----------------------------------------------------------------------------------

def test_settings_are_kept_with_the_account_and_come_back_on_every_sign_in() -> None:
    with room() as (http, _):
        stranger = connect(http)
        assert stranger.error("save_settings", settings={})["code"] == "not_signed_in"
        ana = connect(http)
        first = ana.ok("guest", name="Ana")
        assert first["settings"] == {}
        ana.token = first["token"]
        settings = {"lang": "ru", "theme": "тёмная", "keys": {"hint": "Slash"}, "volume": 0.5}
        assert ana.ok("save_settings", settings=settings)["request"] == "save_settings"
        again = connect(http)
        assert again.ok("resume", token=ana.token)["settings"] == settings

        bo = connect(http)
        assert bo.ok("register", name="Bo", password="correct horse")["settings"] == {}
        bo.ok("save_settings", settings={"sound": False})
        bo.ok("save_settings", settings={"sound": True})
        later = connect(http)
        assert later.ok("sign_in", name="bo", password="correct horse")["settings"] == {
            "sound": True}


def test_settings_too_large_or_not_an_object_are_refused() -> None:
    with room() as (http, _):
        ana = connect(http, "Ana")
        big = ana.error("save_settings", settings={"notes": "x" * 4100})
        assert big["code"] == "bad_message"
        assert "4096" in big["message"] and "4096" in big["accepted"]
        for value in ([1, 2], "dark", 3, None):
            refused = ana.error("save_settings", settings=value)
            assert refused["code"] == "bad_message" and "4096" in refused["accepted"]
        assert ana.error("save_settings")["code"] == "bad_message"
        ana.send_raw('{"v": 1, "type": "save_settings", "id": "nan", "settings": {"a": NaN}}')
        refused = ana.until(lambda f: f.get("re") == "nan")
        assert refused["code"] == "bad_message" and "NaN" in refused["message"]
        fits = {"notes": "x" * (4096 - len('{"notes":""}'))}
        ana.ok("save_settings", settings=fits)
        assert connect(http).ok("resume", token=ana.token)["settings"] == fits


# Verbosity, the opening and the recap --------------------------------------------------------

def test_each_connection_hears_the_verbosity_it_chose() -> None:
    with room() as (http, store):
        ana = connect(http)
        assert ana.ok("language", lang="en", verbosity="brief")["verbosity"] == "brief"
        refused = ana.error("language", lang="en", verbosity="chatty")
        assert refused["code"] == "bad_message" and "brief" in refused["accepted"]
        assert ana.ok("guest", name="Ana")["played"] == 0
        table = ana.ok("create_table", game="sweep", preset="scopa",
                       options={"players": 2})["table"]["id"]
        ana.ok("add_bot", table=table, seat=1, level="easy")
        ana.ok("start", table=table)
        turn = ana.until(lambda f: f.get("type") == "game" and f["to_move"] == 0
                         and f["version"] > 0)
        assert turn["speech"]["verbosity"] == "brief"
        assert turn["speech"]["prompt"] == message("en", "your-turn-brief")
        ana.ok("language", lang="en", verbosity="full")
        ana.ok("sync", table=table)
        full = ana.latest[table]["speech"]
        view, say = speaker_for(states_of(store, table)[ana.latest[table]["version"]], 0, "en",
                                ["Ana", None])
        assert full["prompt"] == readout.your_turn(say, view, False)


def test_whoever_opens_a_table_hears_its_opening_then_where_it_stands() -> None:
    with room() as (http, store):
        ana = connect(http, "Ana")
        ana.ok("language", lang="en")
        # The bot deals, so Ana plays first (RULES.md 2.3): nothing moves until she does.
        table = ana.ok("create_table", game="sweep", preset="escoba",
                       options={"players": 2, "first_dealer": 1})["table"]["id"]
        ana.ok("add_bot", table=table, seat=1, level="easy")
        ana.ok("start", table=table)
        opening = ana.wait_version(table, 0)
        assert opening["events"]
        assert opening["to_move"] == 0
        # One who comes to the table before the first move hears the deal too.
        bo = connect(http, "Bo")
        bo.ok("language", lang="en")
        bo.ok("watch", table=table)
        seen = bo.latest[table]
        assert seen["version"] == 0
        assert [e["type"] for e in seen["events"]] == [e["type"] for e in opening["events"]]
        assert seen["speech"]["events"][0] == opening["speech"]["events"][0]
        assert seen["speech"]["recap"] is None
        # After a move, whoever opens the table hears where the game stands.
        ana.ok("move", table=table, move=opening["legal"][0], version=0)
        ana.wait_version(table, 1)
        cy = connect(http, "Cy")
        cy.ok("language", lang="ru")
        cy.ok("watch", table=table)
        later = cy.latest[table]
        assert later["version"] >= 1 and later["events"] == []
        view, say = speaker_for(states_of(store, table)[later["version"]], None, "ru",
                                ["Ana", None])
        assert later["speech"]["recap"] == readout.recap(say, view)
        # A stale move's resync brings no recap: its sender was there.
        stale = ana.error("move", table=table, move="1d", version=later["version"] - 1)
        assert stale["code"] == "stale"
        resync = ana.until(lambda f: f.get("type") == "game" and not f["events"])
        assert resync["speech"]["recap"] is None


@pytest.mark.parametrize(("lang", "case", "form"), [
    ("en", "def", "the two of diamonds and the three of clubs"),
    ("ru", "acc", "двойку бубён и тройку треф"),
    ("ru", "ins", "двойкой бубён и тройкой треф"),
])
def test_a_capture_of_several_cards_comes_with_its_cases_for_the_page(lang: str, case: str,
                                                                      form: str) -> None:
    # The page says "1, the two of diamonds and ..." and "можно взять двойку ..." from these.
    state = sweep_position("classic", ["1s 5c 6h", "4d 9c 10c"], "2d 3c 5h 8s")
    speech = game_speech(state, 0, lang, ["Ana", None], [], 1)
    assert speech["move_cases"]["5c:2d+3c"][case] == form

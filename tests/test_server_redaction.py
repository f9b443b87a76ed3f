"""No frame sent to a seat or a spectator names a card hidden from it: many random games of
both games, people (scripted, random moves) and bots, every option that hides cards (teams,
scopone's cards set aside, manual capture's errors, Metamorphosis bids, discards, draws and
takes), each frame checked against an account of what its receiver may know, kept apart
from the server's own redaction."""

from __future__ import annotations

import random
from typing import Any

import pytest
from server_support import Client, check_no_hidden_card, connect, play_to_end, room

pytestmark = pytest.mark.timeout(240)

GAMES: list[tuple[str, str | None, dict[str, Any], int]] = [
    # game, preset, options, people (the other seats are bots)
    ("sweep", "classic", {"players": 2, "target": 3}, 1),
    ("sweep", "scopa", {"players": 3, "target": 3}, 2),
    ("sweep", "escoba", {"players": 4, "teams": True, "target": 6}, 2),
    ("sweep", "classic", {"players": 3, "scopone": True, "target": 2}, 1),
    ("sweep", "escoba", {"players": 6, "teams": True, "scopone": True, "target": 2}, 3),
    ("sweep", "classic", {"players": 2, "manual": True, "target": 3}, 1),
    ("sweep", "scopa", {"players": 4, "manual": True, "muerto": True, "target": 2}, 2),
    ("sweep", "classic", {"players": 3, "fifteen": True, "target": 2}, 3),
    ("metamorphosis", None, {"players": 2, "parties": 1}, 1),
    ("metamorphosis", None, {"players": 3, "parties": 1}, 2),
    ("metamorphosis", None, {"players": 3, "parties": 2}, 1),
]
LEVELS = ("easy", "normal")


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize(("game", "preset", "options", "people"), GAMES)
def test_no_frame_names_a_hidden_card(game: str, preset: str | None, options: dict[str, Any],
                                      people: int, seed: int) -> None:
    rng = random.Random(seed)
    players = options["players"]
    with room() as (http, store):
        seats = sorted(rng.sample(range(players), people))
        clients = {seat: connect(http, f"P{seat}x") for seat in seats}
        owner = clients[seats[0]]
        table = owner.ok("create_table", game=game, preset=preset, options=options,
                         seat=seats[0])["table"]["id"]
        for seat in seats[1:]:
            clients[seat].ok("take_seat", table=table, seat=seat)
        for seat in range(players):
            if seat not in clients:
                owner.ok("add_bot", table=table, seat=seat, level=rng.choice(LEVELS))
        spectator = connect(http, "Watcher")
        spectator.ok("watch", table=table)
        owner.ok("start", table=table)

        challenges: list[str] = []

        def challenge_sometimes(client: Client, frame: dict[str, Any]) -> None:
            """Under manual capture, people also challenge now and then."""
            if "challenge" in (frame["legal"] or ()) and rng.random() < 0.3:
                answer = client.request("move", table=table, move="challenge",
                                        version=frame["version"])
                challenges.append(answer["type"])

        over = play_to_end(clients, table, rng, on_turn=challenge_sometimes)
        receivers: list[tuple[Client, int | None]] = [(c, s) for s, c in clients.items()]
        receivers.append((spectator, None))
        checked = 0
        for client, seat in receivers:
            if table not in client.over:
                client.until(lambda f: f["type"] == "game_over")
            checked += check_no_hidden_card(store, table, client.frames, seat)
        assert checked > 0
        assert store.record(over["record"]) is not None

"""A chat flood heard in the browser: the first line is said, the rest of the burst is one
sentence ("4 more messages from Bo."), and every line is in the room's chat log."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import urlsplit

from listening import wait_said
from steps import enter_as_guest
from timeline import read
from timeline import said as said_texts
from websockets.sync.client import connect


def test_a_burst_of_chat_lines_is_said_as_one_sentence(new_page: Any, room: str) -> None:
    page = new_page()
    enter_as_guest(page, "Ear")
    with connect(f"ws://{urlsplit(room).netloc}/ws") as bo:
        bo.recv()  # welcome
        bo.send(json.dumps({"v": 1, "type": "guest", "id": 1, "name": "Bo"}))
        for n in range(5):  # the burst one person may send
            bo.send(json.dumps({"v": 1, "type": "chat", "id": 10 + n, "text": f"spam {n}"}))
        wait_said(page, "4 more messages from Bo.")
    heard = " ".join(entry.text for entry in said_texts(read(page)))
    assert "spam 0" in heard
    assert not any(f"spam {n}" in heard for n in range(1, 5)), heard
    log = page.inner_text("#room-chat")
    assert all(f"Bo: spam {n}" in log for n in range(5)), log

"""What one node knows of the others: their tables (the lobby of the whole room) and who
has a connection open on each. Plain data, fed by the bus; nothing here talks to Redis.

>>> directory = Directory()
>>> directory.update(Entry(7, "b", {"id": 7}, people=(3,), owner_id=3)) is None
True
>>> [entry.table_id for entry in directory.seating(3)]
[7]
>>> presence = Presence()
>>> presence.arrive(3, "b"), presence.arrive(3, "c"), presence.leave(3, "b")
(True, False, False)
>>> presence.present(3), presence.drop_node("c"), presence.present(3)
(True, [3], False)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Entry:
    """An open table as the room lists it, and where it lives."""

    table_id: int
    node: str
    """The node that owns it (holds its lease)."""
    summary: dict[str, Any]
    """``Table.summary()``: what ``list_tables`` shows."""
    people: tuple[int, ...] = ()
    """The user ids of the people seated."""
    owner_id: int = 0
    """The user who opened it."""
    address: str | None = None
    """The network address it was opened from (never shown to players: not in the
    summary), for the limit of open tables per address over the processes."""

    def to_json(self) -> dict[str, Any]:
        """The entry as a bus message (and the directory hash in Redis) keeps it."""
        data = {"id": self.table_id, "node": self.node, "summary": self.summary,
                "people": list(self.people), "owner": self.owner_id}
        if self.address is not None:
            data["address"] = self.address
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Entry:
        """An entry from ``to_json``'s form."""
        address = data.get("address")
        return cls(int(data["id"]), str(data["node"]), dict(data["summary"]),
                   tuple(int(u) for u in data.get("people", ())), int(data.get("owner", 0)),
                   str(address) if address is not None else None)


@dataclass(slots=True)
class Directory:
    """The open tables of the other nodes, by id."""

    entries: dict[int, Entry] = field(default_factory=dict)

    def update(self, entry: Entry) -> Entry | None:
        """Keep a table's new entry; the entry it had before, if any."""
        previous = self.entries.get(entry.table_id)
        self.entries[entry.table_id] = entry
        return previous

    def remove(self, table_id: int) -> Entry | None:
        """A table closed or came here: forget it; its last entry, if any."""
        return self.entries.pop(table_id, None)

    def node_of(self, table_id: int) -> str | None:
        """The node a table lives on, as last heard."""
        entry = self.entries.get(table_id)
        return None if entry is None else entry.node

    def seating(self, user_id: int) -> list[Entry]:
        """The tables where a user sits."""
        return [e for e in self.entries.values() if user_id in e.people]

    def seated(self) -> set[int]:
        """Everyone seated at these tables."""
        return {user for entry in self.entries.values() for user in entry.people}

    def on_node(self, node: str) -> list[Entry]:
        """The tables last heard to live on ``node``."""
        return [e for e in self.entries.values() if e.node == node]


@dataclass(slots=True)
class Presence:
    """The users with a connection open on each other node."""

    _nodes: dict[int, set[str]] = field(default_factory=dict)

    def arrive(self, user_id: int, node: str) -> bool:
        """A user opened a connection on ``node``; whether they were away from every other
        node until now."""
        nodes = self._nodes.setdefault(user_id, set())
        arrived = not nodes
        nodes.add(node)
        return arrived

    def leave(self, user_id: int, node: str) -> bool:
        """A user has no connection on ``node`` any more; whether that was their last one
        on another node."""
        nodes = self._nodes.get(user_id)
        if not nodes or node not in nodes:
            return False
        nodes.discard(node)
        if nodes:
            return False
        del self._nodes[user_id]
        return True

    def present(self, user_id: int) -> bool:
        """Whether the user has a connection on another node."""
        return bool(self._nodes.get(user_id))

    def drop_node(self, node: str) -> list[int]:
        """A node is gone: the users who were present only there."""
        gone = []
        for user_id in list(self._nodes):
            if self.leave(user_id, node):
                gone.append(user_id)
        return gone

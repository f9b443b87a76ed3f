"""Bring back every open table after a restart: seats as stored, and each started game
rebuilt by dealing it again from its seed and replaying its stored moves through the engine
(``parse_move`` then ``play``), so play goes on exactly where it stopped."""

from __future__ import annotations

from cardtable.server.games import new_state, rules_from_options
from cardtable.server.store import StoredTable
from cardtable.server.table import PLAYING, Host, Seat, Table


async def restore_table(host: Host, stored: StoredTable) -> Table:
    """The live table of a stored one; raises ``ValueError`` if its moves do not replay."""
    db = host.db
    rules = rules_from_options(stored.game, stored.options)
    owner = await db.run(db.store.user_by_id, stored.owner_id)
    seats = []
    for spec in stored.seats:
        if spec.user_id is not None:
            user = await db.run(db.store.user_by_id, spec.user_id)
            seats.append(Seat(user_id=spec.user_id, name=user.name if user else "?"))
        elif spec.bot is not None:
            seats.append(Seat(bot=spec.bot, name=spec.bot))
        else:
            seats.append(Seat())
    while len(seats) < rules.players:
        seats.append(Seat())
    table = Table(host, stored.id, stored.owner_id, owner.name if owner else "?", rules,
                  stored.seed, seats[:rules.players])
    if stored.status == PLAYING:
        moves = [(m.seat, m.text) for m in sorted(stored.moves, key=lambda m: m.number)]
        table.replay(new_state(rules, stored.seed), moves)
    return table

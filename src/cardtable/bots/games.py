"""What a computer player asks of the game it plays, one function a question: each game's
module (``bots.sweep``, ``bots.metamorphosis``) registers its answers on its view or state
class (``functools.singledispatch``), and the players themselves (``greedy``, ``ismcts``,
``hint``) never ask which game they hold."""

from __future__ import annotations

from collections.abc import Sequence
from functools import singledispatch
from typing import Any


def _unknown(thing: Any) -> TypeError:
    return TypeError(f"the computer players do not know {type(thing).__name__}'s game")


@singledispatch
def search_moves_of(view: Any, state: Any, seat: int) -> list[Any] | None:
    """The moves a search considers for ``seat`` (judged from its ``view`` only); ``None``
    for a game the search does not know."""
    return None


@singledispatch
def random_move_of(view: Any, bot: Any, state: Any, seat: int) -> Any:
    """A move picked at random with ``bot.rng`` among the legal ones (under *manual* capture
    among the correct ones only: its errors are made on purpose)."""
    return bot.rng.choice(state.legal_moves(seat))


@singledispatch
def world_moves_of(world: Any, seat: int) -> list[Any] | None:
    """``search_moves_of`` inside a sampled world, where the whole state may be read;
    ``None`` to ask ``search_moves_of`` from the seat's view."""
    return None


@singledispatch
def horizon_of(view: Any) -> tuple[str, float]:
    """Where a search's playouts stop (the event that ends a unit of scoring: a round, a
    deal) and the points difference that counts as a clear win there."""
    raise _unknown(view)


@singledispatch
def short_horizon_of(view: Any) -> str | None:
    """The event at which a short playout stops (the end of a deal in the sweep games),
    the rest of the unit then judged by ``leaf_points_of``; ``None``: playouts go on to the
    unit's end."""
    return None


@singledispatch
def leaf_points_of(world: Any, reply: bool = False) -> list[float]:
    """Each side's expected points for the unit of scoring under way in ``world`` (a
    sampled world the search may read whole), when a playout stops short of its end;
    ``reply``: counting what the seat to move can take at once."""
    raise _unknown(world)


@singledispatch
def beliefs_of(view: Any, previous: Any) -> Any:
    """What the seat of ``view`` believes of the hidden cards from the plays it has seen,
    carried from its ``previous`` beliefs (``None`` at first) and updated with ``view``;
    ``None`` for a game that draws no such inference. The result has ``keep(world)``: how
    likely a sampled world is, from 0 to 1."""
    return None


@singledispatch
def greedy_move_of(view: Any, bot: Any, state: Any) -> Any:
    """The greedy player ``bot``'s move for the seat of ``view``."""
    raise _unknown(view)


@singledispatch
def hint_reason_of(view: Any, move: Any, say: Any) -> str:
    """Why ``move`` is advised, as one sentence of the speaker ``say``."""
    raise _unknown(view)


@singledispatch
def playout_move_of(world: Any, moves: Sequence[Any], rng: Any, reply: bool = False) -> Any:
    """A search playout's move among ``moves`` in the sampled ``world`` by the game's own
    playout policy (``evaluation.Horizon``, policy ``"heuristic"``; ``reply``: shunning
    what the next player's hand there would take); uniform by default."""
    return moves[rng.randrange(len(moves))]

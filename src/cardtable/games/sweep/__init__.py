"""The sweep family: Escoba, Scopa, the classic room game and their variants (RULES.md 2).

    >>> from cardtable import sweep
    >>> rules = sweep.Rules.preset("scopa")
    >>> sweep.captures(rules, "5c", "2d 3c 8h 10s")
    [(Card(2d), Card(3c))]
    >>> state = sweep.new_game(rules, seed=7)
    >>> len(state.legal_moves()) > 0
    True
"""

from cardtable.games.base import AmbiguousMoveError, IllegalMoveError, OptionError
from cardtable.games.sweep.captures import captures, was_error
from cardtable.games.sweep.moves import SweepMove as Move
from cardtable.games.sweep.rules import CATEGORIES, PRESETS, Rules
from cardtable.games.sweep.state import SweepState as State
from cardtable.games.sweep.state import SweepView as View
from cardtable.games.sweep.state import new_game

__all__ = [
    "CATEGORIES",
    "PRESETS",
    "AmbiguousMoveError",
    "IllegalMoveError",
    "Move",
    "OptionError",
    "Rules",
    "State",
    "View",
    "captures",
    "new_game",
    "was_error",
]

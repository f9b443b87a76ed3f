"""Metamorphosis (RULES.md 3): four contracts a partie, secret bids, refills between deals.

    >>> from cardtable import metamorphosis
    >>> state = metamorphosis.new_game(metamorphosis.Rules.preset(players=3), seed=1)
    >>> [m.text() for m in state.legal_moves()]
    ['bid:1', 'bid:2', 'bid:3', 'bid:4']
"""

from cardtable.games.base import IllegalMoveError
from cardtable.games.metamorphosis.contracts import CONTRACTS, Contract, trick_winner
from cardtable.games.metamorphosis.moves import MetaMove as Move
from cardtable.games.metamorphosis.rules import Rules
from cardtable.games.metamorphosis.state import MetaState as State
from cardtable.games.metamorphosis.state import MetaView as View
from cardtable.games.metamorphosis.state import new_game

__all__ = ["CONTRACTS", "Contract", "IllegalMoveError", "Move", "Rules", "State", "View",
           "new_game", "trick_winner"]

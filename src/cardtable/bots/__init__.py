"""Computer players. They act through the game protocol only: ``view``, ``legal_moves``."""

from cardtable.bots.base import Bot
from cardtable.bots.random_bot import RandomBot

__all__ = ["Bot", "RandomBot"]

"""Computer players. They act through the game protocol only: ``view``, ``legal_moves``."""

from cardtable.bots.base import Bot
from cardtable.bots.random_bot import RandomBot
from cardtable.games.registry import load_parts

# Each game's module, found by its name, registers what the computer players know of it
# (``bots.games``).
load_parts("cardtable.bots.{game}")

__all__ = ["Bot", "RandomBot"]

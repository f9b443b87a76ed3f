"""Computer players. They act through the game protocol only: ``view``, ``legal_moves``."""

# Each game's module registers what the computer players know of it (``bots.games``).
from cardtable.bots import metamorphosis, sweep  # noqa: E402, F401, I001
from cardtable.bots.base import Bot
from cardtable.bots.random_bot import RandomBot

__all__ = ["Bot", "RandomBot"]

"""cardtable: a card room for the sweep games and Metamorphosis, built screen-reader first."""

from cardtable.games import metamorphosis, sweep

__all__ = ["metamorphosis", "sweep"]
__version__ = "0.1.0"

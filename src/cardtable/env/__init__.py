"""The researchers' door (issue 20): the room's games as reinforcement-learning environments.

``cardtable.env.codec`` turns a seat's ``view`` into a tensor and a fixed action number into
an engine move (numpy only); ``cardtable.env.pettingzoo`` is an AEC environment per family,
``cardtable.env.openspiel`` registers the families as OpenSpiel games, and
``cardtable.env.policy`` seats any ``(observation, mask) -> action`` callable at a table as
a computer player. These modules need the ``research`` extra
(``pip install 'cardtable[research]'``); this package itself imports nothing of it. The
layout and the encodings are in docs/research.md.

The environments sit above the engines and use only their public API (``new_game``,
``legal_moves``, ``play``, ``view``, ``determinize``, events' ``visible_to``).
"""

RESEARCH_MODULES = ("numpy", "pettingzoo", "gymnasium", "pyspiel")
"""The modules of the ``research`` extra (``pyspiel`` is the ``open_spiel`` package's)."""

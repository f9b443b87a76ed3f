"""The sweep family as the registry holds it (RULES.md 2)."""

from __future__ import annotations

from typing import Final, get_args

from cardtable.cards import DeckStyle, parse_card
from cardtable.games.family import GameFamily, OptionChoices
from cardtable.games.sweep.events import SweepEvent
from cardtable.games.sweep.moves import SweepMove
from cardtable.games.sweep.record import rules_from_record
from cardtable.games.sweep.replay import SweepReplayer
from cardtable.games.sweep.rules import (
    CAPTURE_RULES,
    CATEGORIES,
    DEALINGS,
    FIRST_PLAYERS,
    MAX_PLAYERS,
    MUST_CAPTURE,
    PENALTIES,
    PRESETS,
    Rules,
)
from cardtable.games.sweep.state import SweepState, SweepView, new_game

MODIFIERS: Final = ("fifteen", "scopone", "muerto", "manual")
"""The modifiers of RULES.md 2.7, each a yes-or-no option of every preset."""

SWEEP: Final = GameFamily(
    name="sweep",
    rules=Rules,
    default_preset="classic",
    choices=OptionChoices(
        presets=tuple(PRESETS),
        modifiers=MODIFIERS,
        players=tuple(range(2, MAX_PLAYERS + 1)),
        options=tuple(sorted(set(Rules().to_options()) - {"preset"})),
        choices={"deck": tuple(style.value for style in DeckStyle),
                 "capture": CAPTURE_RULES, "dealing": DEALINGS,
                 "first_player": FIRST_PLAYERS, "penalties": PENALTIES,
                 "must_capture": MUST_CAPTURE,
                 "scoring": CATEGORIES},
        defaults={name: Rules.preset(name).to_options() for name in PRESETS}),
    new_game=new_game,
    rules_from_record=rules_from_record,
    replayer=SweepReplayer,
    parse_card=parse_card,
    breakdown=True,
    types=(Rules, SweepState, SweepView, SweepMove, *get_args(SweepEvent)),
)

"""Metamorphosis as the registry holds it (RULES.md 3)."""

from __future__ import annotations

from typing import Final, get_args

from cardtable.cards import parse_card52
from cardtable.games.family import GameFamily, OptionChoices
from cardtable.games.metamorphosis.events import MetaEvent
from cardtable.games.metamorphosis.moves import MetaMove
from cardtable.games.metamorphosis.record import rules_from_record
from cardtable.games.metamorphosis.replay import MetaReplayer
from cardtable.games.metamorphosis.rules import PARTIES, Rules
from cardtable.games.metamorphosis.state import MetaState, MetaView, new_game

METAMORPHOSIS: Final = GameFamily(
    name="metamorphosis",
    rules=Rules,
    default_preset="metamorphosis",
    choices=OptionChoices(
        presets=("metamorphosis",),
        modifiers=(),
        players=tuple(PARTIES),
        options=("players", "first_dealer", "parties"),
        choices={},
        defaults={"metamorphosis": Rules().to_options()}),
    new_game=new_game,
    rules_from_record=rules_from_record,
    replayer=MetaReplayer,
    parse_card=parse_card52,
    types=(Rules, MetaState, MetaView, MetaMove, *get_args(MetaEvent)),
)

"""The room's games as OpenSpiel Python games (docs/research.md).

Importing this module registers ``cardtable_sweep`` and ``cardtable_metamorphosis`` with
``pyspiel.register_game`` (the classes ``SweepGame`` and ``MetamorphosisGame``; see the end
of the module for why classes)::

    import pyspiel
    import cardtable.env.openspiel  # registers the games
    game = pyspiel.load_game("cardtable_sweep", {"preset": "scopa", "max_rounds": 1})
    state = game.new_initial_state()     # the deal's chance node: DEAL_SEEDS outcomes
    state.apply_action(7)                # deal seed 7
    state.legal_actions()                # the codec's action numbers for the seat to move

**Chance.** The deal is one explicit chance node, the first: it picks a deal seed among
``deal_seeds`` (default 4096) equally likely outcomes, and the engine deals the game from
that seed (``new_game(rules, seed=outcome)``): every round's shuffle (and in Metamorphosis the
cards taken at random from a neighbour) follows from it. Dealing card by card as chance nodes
would give 40! orderings a round; the seed keeps the chance node small and the game exactly
the engine's. Later rounds are therefore not chance nodes of their own.

**Actions** are the codec's (``cardtable.env.codec``): sweep ``card * 16 + capture slot``,
Metamorphosis cards 0-51 (play, or pick one card of a discard) and 52-55 (bids).

**Information.** The information-state string of a seat is its perfect-recall history: every
event of the game as that seat received it (``event.visible_to(seat)``, hidden cards as
``null``) and its own pending discard picks. The information-state tensor and the observation
tensor are the codec's observation of the seat's ``view`` (its hand, the table, the piles, the
last play, scores): a summary, not a perfect-recall encoding. The observation string is the
view in short text.

**Rewards** (``REWARDS`` model, zero-sum) are the PettingZoo environment's: at each scored
round (sweep) or deal (Metamorphosis), each side's points less the mean of the others'; at
the end +1 to the winners by the same transform. The game must be finite, so the sweep game
takes ``max_rounds`` (default 1) and Metamorphosis ``parties`` (default 1).

``resample(state, player, rng)`` is a resampler for OpenSpiel's ISMCTS
(``ISMCTSBot.set_resampler``): a state in which every card hidden from ``player`` is dealt
again, through the engine's ``determinize``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any, Final

import numpy as np
import pyspiel

from cardtable.env.codec import Codec, codec_for, make_rules, outcome, relative
from cardtable.games.registry import family

DEAL_SEEDS: Final = 4096
"""Chance outcomes of the deal node by default (the ``deal_seeds`` parameter)."""
SWEEP_ROUND_BOUND: Final = 100.0
"""A bound on one side's relative points in a sweep round (categories and sweeps)."""
META_DEAL_BOUND: Final = 500.0
"""A bound on one seat's relative points in a Metamorphosis deal."""


def _game_type(game: str, long_name: str, players: tuple[int, int],
               parameters: dict[str, Any]) -> Any:
    return pyspiel.GameType(
        short_name=f"cardtable_{game}",
        long_name=long_name,
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.REWARDS,
        max_num_players=players[1],
        min_num_players=players[0],
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameters,
    )


SWEEP_TYPE: Final = _game_type(
    "sweep", "cardtable sweep games (Escoba, Scopa, the classic game)", (2, 6),
    {"preset": "classic", "players": 2, "max_rounds": 1, "deal_seeds": DEAL_SEEDS,
     "options": "{}"})
"""``options``: further rule options as a JSON object (``{"fifteen": true}``)."""
META_TYPE: Final = _game_type(
    "metamorphosis", "cardtable Metamorphosis", (2, 3),
    {"players": 2, "parties": 1, "deal_seeds": DEAL_SEEDS})


def _sweep_shape(values: dict[str, Any], options: dict[str, Any]) -> tuple[Any, int, float]:
    """A sweep game's rules, longest history and bound of a return, from its parameters."""
    rounds = int(values.pop("max_rounds"))
    if rounds < 1:
        raise ValueError("an OpenSpiel game must be finite: max_rounds must be 1 or "
                         f"more; got {rounds}")
    rules = make_rules("sweep", values.pop("preset"), players=int(values["players"]),
                       max_rounds=rounds, **options)
    return rules, 40 * rounds, SWEEP_ROUND_BOUND * rounds + 1.0


def _meta_shape(values: dict[str, Any], options: dict[str, Any]) -> tuple[Any, int, float]:
    """A Metamorphosis game's rules, longest history and bound of a return."""
    parties = int(values.pop("parties"))
    rules = make_rules("metamorphosis", None, players=int(values["players"]), parties=parties)
    players = rules.players
    length = parties * (players + 4 * 12 * players + 3 * players * 24)
    return rules, length, META_DEAL_BOUND * 4 * parties + 1.0


_GAME_TYPES: Final = {"sweep": SWEEP_TYPE, "metamorphosis": META_TYPE}
_SHAPES: Final[dict[str, Callable[[dict[str, Any], dict[str, Any]],
                                  tuple[Any, int, float]]]] = {
    "sweep": _sweep_shape, "metamorphosis": _meta_shape}
"""Each family's OpenSpiel type and how its parameters make its rules."""


class Parts:
    """What a game's parameters make: rules, codec, the engine's family, sides, bounds.
    Kept outside the game object (``parts_of``): pybind11 keeps a Python game's C++ part
    alive when OpenSpiel makes it again (deserializing), not its Python attributes."""

    def __init__(self, game: str, params: dict[str, Any]) -> None:
        game_type = _GAME_TYPES[game]
        values = {**game_type.parameter_specification, **params}
        self.deal_seeds = int(values.pop("deal_seeds"))
        if self.deal_seeds < 1:
            raise ValueError(f"deal_seeds must be at least 1; got {self.deal_seeds}")
        options: dict[str, Any] = json.loads(values.pop("options", "{}") or "{}")
        self.rules, self.length, self.bound = _SHAPES[game](values, options)
        self.game_type = game_type
        self.codec: Codec = codec_for(self.rules)
        self.family = family(game)
        self.players: int = self.rules.players
        self.sides = self.rules.sides
        self.side_of = [0] * self.players
        for side, seats in enumerate(self.sides):
            for seat in seats:
                self.side_of[seat] = side


_PARTS: dict[str, Parts] = {}


def parts_of(game: Any) -> Parts:
    """The ``Parts`` of an OpenSpiel game of this module (made once per game string)."""
    key = str(game)
    found = _PARTS.get(key)
    if found is None:
        name = game.get_type().short_name.removeprefix("cardtable_")
        found = _PARTS[key] = Parts(name, dict(game.get_parameters()))
    return found


class _Table:
    """Everything a state holds besides OpenSpiel's own history, copied explicitly (the
    engine's ``clone``, never ``deepcopy``) when OpenSpiel clones a state."""

    __slots__ = ("parts", "engine", "pending", "rewards", "returns", "logs", "public")

    def __init__(self, parts: Parts) -> None:
        players = parts.players
        self.parts = parts
        self.engine: Any = None
        self.pending: tuple[int, ...] = ()
        self.rewards = [0.0] * players
        self.returns = [0.0] * players
        self.logs: list[list[str]] = [[] for _ in range(players)]
        self.public: list[str] = []
        """The events as a spectator saw them (for the sampled worlds of ``resample``)."""

    def __deepcopy__(self, memo: dict[int, Any]) -> _Table:
        other = _Table.__new__(_Table)
        other.parts = self.parts
        other.engine = None if self.engine is None else self.engine.clone()
        other.pending = self.pending
        other.rewards = list(self.rewards)
        other.returns = list(self.returns)
        other.logs = [list(log) for log in self.logs]
        other.public = list(self.public)
        return other


class CardtableGame(pyspiel.Game):
    """A family's game under the rules its parameters give (``load_game``)."""

    def __init__(self, game: str, params: dict[str, Any] | None) -> None:
        parts = Parts(game, dict(params or {}))
        info = pyspiel.GameInfo(
            num_distinct_actions=parts.codec.num_actions,
            max_chance_outcomes=parts.deal_seeds,
            num_players=parts.players,
            min_utility=-parts.bound,
            max_utility=parts.bound,
            utility_sum=0.0,
            max_game_length=parts.length,
        )
        super().__init__(parts.game_type, info, params or {})
        _PARTS.setdefault(str(self), parts)

    def new_initial_state(self) -> CardtableState:
        """A game before its deal (a chance node)."""
        return CardtableState(self)

    def make_py_observer(self, iig_obs_type: Any = None,
                         params: dict[str, Any] | None = None) -> CardtableObserver:
        """The observer of information states (``perfect_recall``) or observations."""
        return CardtableObserver(self, iig_obs_type, params)


class CardtableState(pyspiel.State):
    """A state of a cardtable game: the engine's state once dealt, and what each seat saw."""

    def __init__(self, game: CardtableGame) -> None:
        super().__init__(game)
        self.table = _Table(parts_of(game))

    @property
    def engine(self) -> Any:
        """The engine's state (``None`` before the deal's chance node)."""
        return self.table.engine

    def current_player(self) -> int:
        """The seat to move; ``CHANCE`` before the deal; ``TERMINAL`` once over."""
        engine = self.table.engine
        if engine is None:
            return int(pyspiel.PlayerId.CHANCE)
        if engine.is_over:
            return int(pyspiel.PlayerId.TERMINAL)
        return int(engine.to_move)

    def _legal_actions(self, player: int) -> list[int]:
        """The codec's legal action numbers for ``player``, ascending."""
        engine = self.table.engine
        if engine is None or engine.is_over or player != engine.to_move:
            return []
        return sorted(self.table.parts.codec.actions(engine, player, self.table.pending))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The deal seeds, equally likely."""
        count = self.table.parts.deal_seeds
        return [(seed, 1.0 / count) for seed in range(count)]

    def _apply_action(self, action: int) -> None:
        """Deal from a seed (the chance node), or play the codec's action."""
        table = self.table
        game = table.parts
        players = game.players
        if table.engine is None:
            table.engine = game.family.new_game(game.rules, seed=int(action))
            self._log(table.engine.start_events)
            table.rewards = [0.0] * players
            return
        seat = table.engine.to_move
        move, table.pending = game.codec.resolve(table.engine, seat, int(action),
                                                 table.pending)
        rewards = [0.0] * players
        if move is None:
            table.logs[seat].append(f"pick:{game.codec.describe(int(action))}")
        else:
            events = table.engine.play(move)
            self._log(events)
            for event in events:
                points = game.codec.points(event)
                if points is not None:
                    points = relative(points)
                elif event.type == "game_end":
                    points = outcome(event.winners, len(game.sides))
                if points is not None:
                    for player, side in enumerate(game.side_of):
                        rewards[player] += points[side]
        table.rewards = rewards
        table.returns = [a + b for a, b in zip(table.returns, rewards, strict=True)]

    def _log(self, events: Any) -> None:
        table = self.table
        for seat, log in enumerate(table.logs):
            log.extend(_text(event.visible_to(seat)) for event in events)
        table.public.extend(_text(event.visible_to(None)) for event in events)

    def _action_to_string(self, player: int, action: int) -> str:
        """``deal:17`` for the chance node, else the codec's text (``7d#0``, ``bid:2``)."""
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal:{action}"
        return self.table.parts.codec.describe(int(action))

    def is_terminal(self) -> bool:
        """Whether the game is over."""
        engine = self.table.engine
        return engine is not None and bool(engine.is_over)

    def returns(self) -> list[float]:
        """Every player's rewards so far."""
        return list(self.table.returns)

    def rewards(self) -> list[float]:
        """The rewards of the last action."""
        return list(self.table.rewards)

    def __str__(self) -> str:
        """The seat to move, the scores and every hand (a debugging view, not a player's)."""
        engine = self.table.engine
        if engine is None:
            return "not dealt"
        hands = " | ".join(" ".join(str(c) for c in engine.view(seat).hand)
                           for seat in range(self.table.parts.players))
        return f"to move {engine.to_move}; scores {list(engine.scores)}; hands {hands}"


class CardtableObserver:
    """Observation and information-state tensors and strings (OpenSpiel's PyObserver)."""

    def __init__(self, game: CardtableGame, iig_obs_type: Any = None,
                 params: dict[str, Any] | None = None) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        self.parts = parts_of(game)
        self.perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        self.tensor = np.zeros(self.parts.codec.observation_size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: CardtableState, player: int) -> None:
        """The tensor of ``player``'s view of ``state`` (zeros before the deal)."""
        engine = state.table.engine
        if engine is None:
            self.tensor.fill(0.0)
            return
        pending = state.table.pending if player == engine.to_move else ()
        self.tensor[:] = self.parts.codec.observation(engine.view(player), pending)

    def string_from(self, state: CardtableState, player: int) -> str:
        """The seat's history of events (``perfect_recall``) or its view in short."""
        table = state.table
        if self.perfect_recall:
            return f"p{player}|" + "|".join(table.logs[player])
        engine = table.engine
        if engine is None:
            return f"p{player} not dealt"
        view = engine.view(player)
        parts = [f"p{player}", "hand " + " ".join(str(c) for c in view.hand)]
        for name in ("table", "trick"):
            cards = getattr(view, name, None)
            if cards is not None:
                parts.append(f"{name} " + " ".join(str(c) for c in cards))
        parts.append(f"scores {list(view.scores)}")
        if engine.to_move == player and table.pending:
            parts.append("picks " + " ".join(self.parts.codec.describe(c) for c in table.pending))
        return "; ".join(parts)


def _text(event: Any) -> str:
    return json.dumps(event.to_record(), separators=(",", ":"))


def resample(state: CardtableState, player: int,
             rng: random.Random | None = None) -> CardtableState:
    """A copy of ``state`` whose cards hidden from ``player`` are dealt again (the engine's
    ``determinize``), for ``ISMCTSBot.set_resampler``; before the deal, a plain clone.

    In the sampled world another seat's history is not known: its information-state string
    becomes the public events and its sampled hand (``sampled|...``), so that the search's
    nodes for that seat agree with its legal actions there and carry nothing of its real
    cards."""
    other: CardtableState = state.clone()
    engine = state.table.engine
    if engine is not None and not engine.is_over:
        world = engine.determinize(player, rng or random.Random())
        table = other.table
        table.engine = world
        for seat in range(table.parts.players):
            if seat != player:
                hand = " ".join(str(c) for c in world.view(seat).hand)
                table.logs[seat] = ["sampled", *table.public, f"hand:{hand}"]
    return other


def resampler(seed: int | None = None) -> Callable[[CardtableState, int], CardtableState]:
    """``resample`` with its own seeded generator, in the form ``set_resampler`` takes."""
    rng = random.Random(seed)
    return lambda state, player: resample(state, player, rng)


class SweepGame(CardtableGame):
    """``cardtable_sweep``: a sweep game under its parameters (``load_game`` makes it)."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        super().__init__("sweep", params)


class MetamorphosisGame(CardtableGame):
    """``cardtable_metamorphosis``: a Metamorphosis game under its parameters."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        super().__init__("metamorphosis", params)


# The classes themselves are registered, as OpenSpiel's own Python games do, never a plain
# function: OpenSpiel's registry (a C++ static) releases its factory after the interpreter
# has finalized. A class outlives that release (its ``__mro__`` refers to it), whereas a
# module function may drop to no reference there, and freeing it without a thread state
# aborts the process at exit ("PyThreadState_Get ... the GIL is released", exit code 134);
# tests/test_env_openspiel.py checks this in a subprocess.
pyspiel.register_game(SWEEP_TYPE, SweepGame)
pyspiel.register_game(META_TYPE, MetamorphosisGame)

"""The room's games as PettingZoo AEC environments (docs/research.md).

    >>> from cardtable.env.pettingzoo import env
    >>> table = env("sweep", "scopa", players=2, max_rounds=1)
    >>> table.reset(seed=3)
    >>> observation, reward, terminated, truncated, info = table.last()
    >>> sorted(observation), bool(observation["action_mask"].any())
    (['action_mask', 'observation'], True)

Agents are ``player_0`` … ``player_{n-1}``, one a seat. Each observation is a dict of
``observation`` (a float32 vector built from the seat's ``view`` alone, ``cardtable.env.codec``)
and ``action_mask`` (int8, 1 for the legal action numbers). Actions are the codec's fixed
numbers. Rewards come when a round is scored (a sweep round; a Metamorphosis deal): each side's
points less the mean of the other sides' points, to every seat of the side; and at the end of
the game ``outcome``: +1 to the winners, the same transform (so 2 sides: +1 and -1, a draw 0).
The game's end terminates every agent; nothing truncates (give ``max_rounds`` to the sweep
games, ``parties`` to Metamorphosis, for short episodes).
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from cardtable.env.codec import (
    OBSERVATION_BOUND,
    Codec,
    Mask,
    codec_for,
    make_rules,
    mask_of,
    outcome,
    relative,
)
from cardtable.env.tracking import Tracker, tracker_for
from cardtable.games.registry import family

_NOT_LEGAL: Any = object()


class CardtableEnv(AECEnv):
    """One game of a family as an AEC environment: ``CardtableEnv("sweep", "escoba",
    players=4, max_rounds=2)``. The options are the family's (``Rules.preset(preset,
    **options)``); sweep refuses ``manual=True`` with a ``ValueError`` saying what is
    accepted."""

    metadata: dict[str, Any] = {"name": "cardtable_v0", "render_modes": ["ansi"],
                                "is_parallelizable": False}

    def __init__(self, game: str = "sweep", preset: str | None = None,
                 render_mode: str | None = None, **options: Any) -> None:
        super().__init__()
        self.game = game
        self.rules = make_rules(game, preset, **options)
        self.codec: Codec = codec_for(self.rules)
        self._tracker: Tracker = tracker_for(self.codec)
        self._family = family(game)
        self.render_mode = render_mode
        players = self.rules.players
        self.possible_agents = [f"player_{seat}" for seat in range(players)]
        self.agent_seat = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        self.metadata = {**self.metadata, "name": f"cardtable_{game}_v0"}
        size = self.codec.observation_size
        self._observation_space = spaces.Dict({
            "observation": spaces.Box(-OBSERVATION_BOUND, OBSERVATION_BOUND, (size,),
                                      np.float32),
            "action_mask": spaces.Box(0, 1, (self.codec.num_actions,), np.int8),
        })
        self.observation_spaces = {a: self._observation_space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(self.codec.num_actions)
                              for a in self.possible_agents}
        self._side_of = [0] * players
        for side, seats in enumerate(self.rules.sides):
            for seat in seats:
                self._side_of[seat] = side
        self._rng = random.Random()
        self.state: Any = None
        self._pending: tuple[int, ...] = ()
        self._legal: dict[int, Any] | None = None
        self._mask: Mask | None = None
        """The legal actions' mask, made with ``_legal`` and not handed out yet."""
        self._scored = frozenset((*self.codec.scored, "game_end"))
        """The event types that give rewards (the codec's scoring events, the game's end)."""

    # The AEC API ------------------------------------------------------------------------

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The same ``Dict`` space for every agent (``observation`` and ``action_mask``)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """``Discrete(codec.num_actions)`` for every agent."""
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal a new game: from ``seed`` when given (the same seed, the same game), else
        from the environment's own generator, itself seeded by the last ``seed`` given."""
        if seed is not None:
            self._rng = random.Random(seed)
        self.state = self._family.new_game(self.rules, rng=random.Random(self._rng.getrandbits(64)))
        self.agents = list(self.possible_agents)
        self._no_rewards = dict.fromkeys(self.agents, 0.0)
        self.rewards = self._no_rewards
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._pending = ()
        self._legal = self._mask = None
        self._tracker.reset()
        self.agent_selection = self.possible_agents[self.state.to_move]

    def observe(self, agent: str) -> dict[str, Any]:
        """The agent's observation and action mask (all zeros when it is not to move)."""
        seat = self.agent_seat[agent]
        state, codec = self.state, self.codec
        if seat == state.to_move:
            mask = self._mask
            if mask is None:
                legal = self._legal
                if legal is None:
                    self._legal_actions()
                    mask = self._mask
                else:
                    mask = mask_of(legal, codec.num_actions)
            self._mask = None  # handed out: the caller's own from now on
            return {"observation": self._tracker.observation(state, seat, self._pending),
                    "action_mask": mask}
        return {"observation": self._tracker.observation(state, seat, ()),
                "action_mask": np.zeros(codec.num_actions, np.int8)}

    def step(self, action: Any) -> None:
        """Play ``action`` for the agent to move (``None`` once it is terminated)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        legal = self._legal
        if legal is None:
            legal = self._legal_actions()
        try:
            move = legal.get(action, _NOT_LEGAL)
        except TypeError:  # an action that is no key (a numpy array of one number ...)
            move = _NOT_LEGAL
        checked = move is None or move is _NOT_LEGAL
        if checked:  # a discard pick, or a refusal that says why
            move, self._pending = self.codec.resolve(self.state, self.agent_seat[agent],
                                                     int(action), self._pending, legal)
        elif self._pending:
            self._pending = ()
        self._cumulative_rewards[agent] = 0.0
        self._legal = self._mask = None
        rewards: list[float] | None = None
        if move is not None:
            scored = self._scored
            # A move of the numbered legal moves is this position's own: not checked again.
            events = self.state.play(move) if checked else self.state.play_legal(move)
            self._tracker.after(events)
            for event in events:
                if event.type in scored:  # most plays score nothing: skip the rest then
                    if rewards is None:
                        rewards = [0.0] * len(self.possible_agents)
                    self._score(event, rewards)
        if rewards is not None and any(rewards):
            self.rewards = {a: rewards[self.agent_seat[a]] for a in self.agents}
            self._accumulate_rewards()
        elif self.rewards is not self._no_rewards:
            self.rewards = self._no_rewards
        mover = self.state.to_move
        if mover is None:  # the game is over
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self.possible_agents[mover]

    def render(self) -> str | None:
        """The state as text for the seat to move (``ansi``): its view's main fields."""
        if self.state is None:
            return None
        seat = self.state.to_move
        view = self.state.view(seat if seat is not None else 0)
        return (f"{self.game}: to move {seat}; scores {list(view.scores)}; hand "
                + " ".join(str(c) for c in view.hand))

    def close(self) -> None:
        """Nothing to release."""

    # Helpers ---------------------------------------------------------------------------

    def legal_actions(self) -> dict[int, Any]:
        """The legal action numbers of the agent to move and the engine move of each
        (``None`` for a Metamorphosis discard pick that does not complete the discard)."""
        return dict(self._legal_actions())

    def _legal_actions(self) -> dict[int, Any]:
        if self._legal is None:
            mover = self.state.to_move
            if mover is None:
                self._legal, self._mask = {}, np.zeros(self.codec.num_actions, np.int8)
            else:
                self._legal, self._mask = self.codec.numbered(self.state, mover, self._pending)
        return self._legal

    def action_mask(self) -> Mask:
        """The action mask of the agent to move."""
        return mask_of(self._legal_actions(), self.codec.num_actions)

    def _score(self, event: Any, rewards: list[float]) -> None:
        points = self.codec.points(event)
        if points is None and event.type == "game_end":
            points = outcome(event.winners, len(self.rules.sides))
        elif points is not None:
            points = relative(points)
        if points is None:
            return
        for seat, side in enumerate(self._side_of):
            rewards[seat] += points[side]


def env(game: str = "sweep", preset: str | None = None, **options: Any) -> CardtableEnv:
    """A ``CardtableEnv`` of ``game`` (``sweep`` or ``metamorphosis``) under a preset and
    options (``players=4``, ``max_rounds=1``, ``fifteen=True`` …)."""
    return CardtableEnv(game, preset, **options)


def sweep_env(preset: str = "classic", **options: Any) -> CardtableEnv:
    """The sweep family's environment (``preset``: classic, scopa, escoba, escoba-primiera)."""
    return CardtableEnv("sweep", preset, **options)


def metamorphosis_env(**options: Any) -> CardtableEnv:
    """Metamorphosis's environment (``players`` 2 or 3, ``parties``, ``first_dealer``)."""
    return CardtableEnv("metamorphosis", None, **options)

"""A trained agent at the room's tables: any PettingZoo policy as a computer player.

A policy is a callable ``policy(observation, action_mask) -> action`` over the codec's
encoding (``cardtable.env.codec``, the same as the PettingZoo environment's ``observation``
and ``action_mask``). ``PolicyBot`` asks it for a move from the seat's ``view`` only, like
every computer player. By name, ``make_bot("policy:package.module:callable")`` imports
``callable`` from ``package.module`` and seats it (in ``cardtable simulate --bots`` and the
server's seats as well), where ``callable`` is the policy itself, or a class or function that
takes no arguments and returns one (``factory()``), so that it may load its weights.

    >>> from cardtable import sweep
    >>> bot = make_policy_bot("cardtable.env.policy:first_legal")
    >>> state = sweep.new_game(sweep.Rules.preset("scopa"), seed=2)
    >>> move = bot.choose(state, state.to_move)
    >>> move in state.legal_moves()
    True
"""

from __future__ import annotations

import inspect
import random
from collections.abc import Callable
from importlib import import_module
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from cardtable.env.codec import Codec, codec_for, mask_of
from cardtable.games.base import GameState

POLICY_PREFIX: Final = "policy:"
Policy = Callable[[npt.NDArray[np.float32], npt.NDArray[np.int8]], Any]
"""``policy(observation, action_mask) -> action number``."""


def first_legal(observation: npt.NDArray[np.float32], mask: npt.NDArray[np.int8]) -> int:
    """The lowest legal action number: the simplest policy there is (for examples and
    tests)."""
    return int(np.flatnonzero(mask)[0])


class PolicyBot:
    """Plays what ``policy`` chooses from the seat's observation and action mask.

    An action the mask does not allow is replaced by a uniformly random legal one (and
    counted in ``illegal``), so that a faulty policy still finishes its games. It never
    reacts out of turn (the encoding has no challenges)."""

    name = "policy"

    def __init__(self, policy: Policy, rng: random.Random | int | None = None,
                 name: str = "policy") -> None:
        self.policy = policy
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.name = name
        self.illegal = 0
        """How many times the policy chose an action that was not legal."""
        self._codecs: dict[Any, Codec] = {}

    def codec(self, rules: Any) -> Codec:
        """The codec of ``rules`` (made once per set of rules)."""
        found = self._codecs.get(rules)
        if found is None:
            found = self._codecs[rules] = codec_for(rules)
        return found

    def choose(self, state: GameState, seat: int) -> Any:
        """The move of ``seat``: the policy's action, or for a discard its picks one by one."""
        view = state.view(seat)
        codec = self.codec(view.rules)
        pending: tuple[int, ...] = ()
        while True:
            legal = codec.actions(state, seat, pending)
            if not legal:
                raise ValueError(f"seat {seat} has no legal action to choose from")
            observation = codec.observation(view, pending)
            action = int(self.policy(observation, mask_of(legal, codec.num_actions)))
            if action not in legal:
                self.illegal += 1
                action = self.rng.choice(sorted(legal))
            move, pending = codec.resolve(state, seat, action, pending, legal)
            if move is not None:
                return move

    def react(self, state: GameState, seat: int) -> Any | None:
        """Never: the encoding has no out-of-turn moves."""
        return None


def load_policy(path: str) -> Policy:
    """The policy at ``module:attribute`` (a callable; a class or a function of no arguments
    is called once to make it). ``ValueError`` naming what is wrong."""
    module_name, colon, attribute = path.partition(":")
    if not colon or not module_name or not attribute:
        raise ValueError(f"{path!r} is not a policy path: write module:callable, like "
                         "mypackage.agents:policy")
    try:
        module = import_module(module_name)
    except ImportError as error:
        raise ValueError(f"cannot import {module_name!r} for the policy {path!r}: {error}"
                         ) from error
    found = getattr(module, attribute, None)
    if found is None or not callable(found):
        raise ValueError(f"{module_name} has no callable {attribute!r} (the policy {path!r})")
    if inspect.isclass(found) or _takes_no_arguments(found):
        made = found()
        if not callable(made):
            raise ValueError(f"{path} made {made!r}, which is not a callable policy")
        return made  # type: ignore[no-any-return]
    return found  # type: ignore[no-any-return]


def _takes_no_arguments(function: Callable[..., Any]) -> bool:
    try:
        parameters = inspect.signature(function).parameters.values()
    except (TypeError, ValueError):
        return False
    return all(p.default is not inspect.Parameter.empty
               or p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) for p in parameters)


def make_policy_bot(name: str, rng: random.Random | int | None = None) -> PolicyBot:
    """A ``PolicyBot`` from a bot name ``policy:module:callable`` (or the bare path)."""
    path = name.removeprefix(POLICY_PREFIX)
    return PolicyBot(load_policy(path), rng, name=POLICY_PREFIX + path)

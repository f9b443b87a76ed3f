#!/usr/bin/env python3
"""Train a linear softmax policy with REINFORCE (numpy only) on one-round Scopa, then seat it
at a table against the room's random player.

    python examples/train_linear_policy.py                   # 3000 episodes, about a minute
    python examples/train_linear_policy.py --episodes 300    # a smoke run

The agent plays seat ``player_0`` of the PettingZoo environment against a uniformly random
opponent; its return is the round's points difference plus +1/-1 for the game. After
training, ``cardtable.env.policy.PolicyBot`` seats it in ``bots.match.play_match`` (the
driver of ``cardtable simulate``), where it plays from its seat's ``view`` like any bot.
``--save FILE`` keeps the weights (``numpy.savez``); ``LinearPolicy.load(FILE)`` reads them.
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path
from typing import Any

import numpy as np

from cardtable.bots.match import play_match
from cardtable.bots.random_bot import RandomBot
from cardtable.env.pettingzoo import CardtableEnv
from cardtable.env.policy import PolicyBot
from cardtable.games.sweep import Rules, new_game


class LinearPolicy:
    """``softmax(W @ observation)`` over the legal actions; the greedy action when playing."""

    def __init__(self, weights: np.ndarray, greedy: bool = True) -> None:
        self.weights = weights
        self.greedy = greedy
        self.rng = np.random.default_rng(0)

    @classmethod
    def load(cls, path: str | Path) -> LinearPolicy:
        """The policy saved by ``--save``."""
        return cls(np.load(path)["weights"])

    def probabilities(self, observation: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """The policy's distribution over the action numbers (0 where the mask is 0)."""
        logits = self.weights @ observation
        logits = np.where(mask > 0, logits, -np.inf)
        logits -= logits.max()
        weights = np.exp(logits)
        return weights / weights.sum()

    def __call__(self, observation: np.ndarray, mask: np.ndarray) -> int:
        """An action number for the observation and mask (the policy protocol)."""
        p = self.probabilities(observation, mask)
        return int(np.argmax(p)) if self.greedy else int(self.rng.choice(len(p), p=p))


def episode(env: CardtableEnv, policy: LinearPolicy, rng: random.Random,
            seed: int) -> tuple[list[tuple[np.ndarray, np.ndarray, int]], float]:
    """One game: the learner's (observation, mask, action) steps and its total reward."""
    env.reset(seed=seed)
    steps: list[tuple[np.ndarray, np.ndarray, int]] = []
    total = 0.0
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _ = env.last()
        if agent == "player_0":
            total += reward
        if terminated or truncated:
            env.step(None)
            continue
        mask = observation["action_mask"]
        if agent == "player_0":
            action = policy(observation["observation"], mask)
            steps.append((observation["observation"], mask, action))
        else:
            action = rng.choice(np.flatnonzero(mask).tolist())
        env.step(action)
    return steps, total


def train(episodes: int, learning_rate: float = 0.01, seed: int = 0) -> LinearPolicy:
    """REINFORCE with a running-mean baseline."""
    env = CardtableEnv("sweep", "scopa", players=2, max_rounds=1)
    size = env.codec.observation_size
    policy = LinearPolicy(np.zeros((env.codec.num_actions, size)), greedy=False)
    rng = random.Random(seed)
    baseline = 0.0
    for number in range(episodes):
        steps, total = episode(env, policy, rng, seed=seed * 1_000_003 + number)
        advantage = total - baseline
        baseline += 0.02 * (total - baseline)
        for observation, mask, action in steps:
            p = policy.probabilities(observation, mask)
            p[action] -= 1.0  # minus the gradient of log p(action) by the logits
            policy.weights -= learning_rate * advantage * np.outer(p, observation)
    policy.greedy = True
    return policy


def match_points(bot: Any, games: int, seed: int = 99) -> float:
    """Mean points difference of ``bot`` at seat 0 against the random player, one-round
    Scopa games dealt from seeds ``seed`` on, through the room's match driver."""
    rules = Rules.preset("scopa", max_rounds=1)
    total = 0.0
    for number in range(games):
        state = new_game(rules, seed=seed + number)
        played = play_match(state, [bot, RandomBot(number)], "sweep", rules.to_options(),
                            record=False).state
        total += played.scores[0] - played.scores[1]
    return total / games


def main() -> None:
    """Train, then compare the trained policy with the untrained one at a table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--episodes", type=int, default=3000)
    parser.add_argument("--games", type=int, default=300, help="evaluation games")
    parser.add_argument("--save", type=Path, default=None, help="where to keep the weights")
    args = parser.parse_args()
    before = match_points(PolicyBot(_uniform(), name="uniform"), args.games)
    policy = train(args.episodes)
    after = match_points(PolicyBot(policy, name="linear"), args.games)
    print(f"points difference a round against random, {args.games} games: "
          f"uniform policy {before:+.2f}, trained linear policy {after:+.2f}")
    if args.save is not None:
        np.savez(args.save, weights=policy.weights)


def _uniform() -> Any:
    rng = np.random.default_rng(1)
    return lambda observation, mask: int(rng.choice(np.flatnonzero(mask)))


if __name__ == "__main__":
    main()

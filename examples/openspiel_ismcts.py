#!/usr/bin/env python3
"""OpenSpiel's ISMCTS against a uniform random player on a small sweep variant.

    python examples/openspiel_ismcts.py            # 6 one-round games of 2-player Scopa
    python examples/openspiel_ismcts.py --games 2 --simulations 50

The search samples worlds with ``cardtable.env.openspiel.resampler`` (the engine's
``determinize``: the cards hidden from the searching seat dealt again) and keys its nodes by
information-state strings. Prints the searching seat's mean return (each round's points
difference, +1 for winning the game, -1 for losing it).
"""

from __future__ import annotations

import argparse

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

import cardtable.env.openspiel as cardtable_openspiel


def play(games: int, simulations: int, seed: int) -> float:
    """The ISMCTS seat's mean return over ``games`` games (it sits at seat 0, then 1 …)."""
    game = pyspiel.load_game("cardtable_sweep", {"preset": "scopa", "max_rounds": 1})
    rng = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=simulations,
                           random_state=rng)
    bot.set_resampler(cardtable_openspiel.resampler(seed))
    total = 0.0
    for number in range(games):
        searcher = number % 2
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probabilities = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(int(rng.choice(outcomes, p=probabilities)))
            elif state.current_player() == searcher:
                state.apply_action(bot.step(state))
            else:
                state.apply_action(int(rng.choice(state.legal_actions())))
        total += state.returns()[searcher]
    return total / games


def main() -> None:
    """Parse the arguments and print the mean return."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--simulations", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    mean = play(args.games, args.simulations, args.seed)
    print(f"ISMCTS ({args.simulations} simulations a move) against random, "
          f"{args.games} games of one-round Scopa: mean return {mean:+.2f}")


if __name__ == "__main__":
    main()

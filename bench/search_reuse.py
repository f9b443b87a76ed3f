#!/usr/bin/env python3
"""What the expert's search would keep if it reused its tree from one move to the next
(issue 21's "search reuse between moves", measured before it is built).

    python bench/search_reuse.py                        # 40 decisions a game, 400 ms each
    python bench/search_reuse.py --decisions 10 --milliseconds 100 --json

The expert (``make_bot("expert")``, processor-time clock) plays against greedy players; at
each of its decisions with a choice it grows its tree (``IsmctsBot.grow``) and plays the most
visited move, as ``choose`` does. At its next decision, the subtree a reuse would start from
is found in the old tree: the node of the move it played, then the node of each move played
since by the others, as they were played. Figures, against the iterations of the new search:

* ``kept``: the visits of that node (what a reuse would start with);
* ``usable``: the visits of its children that are legal moves now (what the new root's
  statistics would start with; after a new deal the old tree's own next moves were grown with
  hands drawn at random, and most are not the hand now held);
* ``lost``: decisions where the path left the old tree (a move never tried in it).

A move the expert makes without a search (a single candidate) is part of the path.

A reuse cannot gain more than a search whose budget is larger by ``usable``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any

from cardtable.bots.evaluation import search_moves
from cardtable.bots.games import beliefs_of
from cardtable.bots.greedy import GreedyBot
from cardtable.bots.ismcts import IsmctsBot, Node
from cardtable.bots.levels import make_bot
from cardtable.lab.decision_time import GAMES
from cardtable.lab.stats import mean, percentile
from cardtable.lab.tournament import new_state


def _descend(node: Node | None, moves: list[Any]) -> Node | None:
    for move in moves:
        if node is None:
            return None
        node = node.children.get(move)
    return node


def measure(rules: Any, decisions: int, milliseconds: float, seed: int) -> dict[str, Any]:
    """The figures of one game's rules over ``decisions`` decisions that follow another."""
    rng = random.Random(seed)
    kept_share: list[float] = []
    usable_share: list[float] = []
    iterations: list[int] = []
    lost = dealt = 0
    game = 0
    while len(iterations) < decisions:
        state = new_state(rules, random.Random(rng.getrandbits(64)))
        expert_seat = game % rules.players
        game += 1
        expert = make_bot("expert", random.Random(rng.getrandbits(64)))
        assert isinstance(expert, IsmctsBot)
        expert.milliseconds = milliseconds
        expert.clock = time.thread_time
        others = [GreedyBot(random.Random(rng.getrandbits(64))) for _ in range(rules.players)]
        previous: Node | None = None
        since: list[Any] = []
        deal_since = False
        while not state.is_over and len(iterations) < decisions:
            seat = state.to_move
            candidates = None
            if seat == expert_seat:
                if expert.inference:
                    expert.beliefs = beliefs_of(state.view(seat), expert.beliefs)
                candidates = search_moves(state, seat)
            if candidates is None or len(candidates) < 2:
                # Another player's move, or the expert's without a search: on the path.
                bot = expert if seat == expert_seat else others[seat]
                move = bot.choose(state, seat)
                since.append(move)
            else:
                root, done = expert.grow(state, seat)
                if previous is not None:
                    node = _descend(previous, since)
                    iterations.append(done)
                    dealt += deal_since
                    if node is None:
                        lost += 1
                        kept_share.append(0.0)
                        usable_share.append(0.0)
                    else:
                        usable = sum(child.visits for key, child in node.children.items()
                                     if key in candidates)
                        kept_share.append(node.visits / done)
                        usable_share.append(usable / done)
                move = max(root.children.values(), key=lambda n: (n.visits, n.reward)).move
                previous = root.children[move]
                since = []
                deal_since = False
            events = state.play(move)
            deal_since = deal_since or any(e.type in ("deal", "draw", "deal_start")
                                           for e in events)
    return {"decisions": len(iterations), "budget_ms": milliseconds,
            "mean_iterations": round(mean(iterations), 1),
            "kept_mean_pct": round(100 * mean(kept_share), 1),
            "usable_mean_pct": round(100 * mean(usable_share), 1),
            "usable_p95_pct": round(100 * percentile(usable_share, 0.95), 1),
            "usable_max_pct": round(100 * max(usable_share, default=0.0), 1),
            "after_a_deal_pct": round(100 * dealt / max(len(iterations), 1), 1),
            "lost": lost}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=40, help="decisions per game")
    parser.add_argument("--milliseconds", type=float, default=400.0,
                        help="the expert's budget a move (processor time)")
    parser.add_argument("--games", nargs="*", default=list(GAMES), choices=list(GAMES))
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    if args.decisions < 1:
        parser.error(f"--decisions {args.decisions}: give 1 or more")
    entries = [{"game": label, **measure(GAMES[label], args.decisions, args.milliseconds,
                                         args.seed)}
               for label in args.games]
    if args.json:
        print(json.dumps(entries, indent=2))
        return 0
    for e in entries:
        print(f"{e['game']}: a reuse keeps {e['kept_mean_pct']}% of a search's "
              f"{e['mean_iterations']} iterations, {e['usable_mean_pct']}% in moves legal now "
              f"(95th percentile {e['usable_p95_pct']}%, most {e['usable_max_pct']}%); "
              f"{e['after_a_deal_pct']}% of decisions follow a deal; path left the tree "
              f"{e['lost']} times ({e['decisions']} decisions)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/bin/sh
# The strength measurements of bench/README.md ("Strength"), in order. Results (JSON, one
# file per run, and the decision times) go to the directory given (default bench/results).
# Budget: BUDGET_MS (default 50) for the expert against greedy; GAMES_* games per run;
# GAMES_FULL (default 60, 0 to skip) expert-against-greedy Scopa games at the full budget.
set -eu
out=${1:-bench/results}
mkdir -p "$out"
budget=${BUDGET_MS:-50}
jobs=${JOBS:-2}
cardtable=${CARDTABLE:-cardtable}
python=${PYTHON:-python}

"$python" bench/decision_time.py --positions "${POSITIONS:-40}" --json "$out/decision_time.json" \
    > "$out/decision_time.txt"
for preset in classic scopa escoba; do
    "$cardtable" simulate --bots greedy,random --preset "$preset" --games "${GAMES_GREEDY:-2000}" \
        --seed 1 --jobs "$jobs" --json > "$out/greedy-random-$preset.json"
done
for preset in scopa escoba; do
    "$cardtable" simulate --bots expert,greedy --preset "$preset" --games "${GAMES_SWEEP:-400}" \
        --seed 1 --jobs "$jobs" --budget-ms "$budget" --json \
        > "$out/expert-greedy-$preset-${budget}ms.json"
done
"$cardtable" simulate --bots expert,greedy --game metamorphosis --players 2 \
    --games "${GAMES_META:-200}" --seed 1 --jobs "$jobs" --budget-ms "$budget" --json \
    > "$out/expert-greedy-metamorphosis-${budget}ms.json"
"$python" bench/decision_time.py --positions "${POSITIONS:-40}" --budget-ms "$budget" \
    --json "$out/decision_time_${budget}ms.json" > "$out/decision_time_${budget}ms.txt"
if [ "${GAMES_FULL:-60}" -gt 0 ]; then
    "$cardtable" simulate --bots expert,greedy --preset scopa --games "${GAMES_FULL:-60}" \
        --seed 1 --jobs "$jobs" --json > "$out/expert-greedy-scopa-400ms.json"
fi

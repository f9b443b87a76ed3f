#!/bin/sh
# The strength measurements of bench/README.md ("Strength", issue 21), one tournament a
# line. Every match is 400 games (200 deals, each played from both sides with the same
# cards), seed 1, each level at its own default budget (expert 400 ms, hard 120 ms a move),
# read on the searching process's own processor time (--clock cpu), so that a machine busy
# with other work gives every move the same computation.
#
#   sh bench/strength.sh [OUT] [GROUP ...]
#
# OUT (default bench/results/issue21) receives one JSON file a tournament; a file already
# there is not played again. GROUPs (default: all, in this order): two, teams, hard,
# metamorphosis, reference, cheap, decisions. JOBS (default 1) worker processes a
# tournament; run two of these scripts side by side on two cores with different groups.
# SEEDS (default 1) plays each match as chunks, one a seed, of GAMES games each, into
# NAME-seedN.json (SEEDS="1 2 3 4" GAMES=100: 400 games in four files, so a run stopped
# early still leaves whole chunks); bench/strength_table.py merges the chunks of a match.
set -eu
out=${1:-bench/results/issue21}
[ $# -gt 0 ] && shift
groups=${*:-two teams hard metamorphosis reference cheap decisions}
mkdir -p "$out"
jobs=${JOBS:-1}
games=${GAMES:-400}
seeds=${SEEDS:-1}
cardtable=${CARDTABLE:-cardtable}
python=${PYTHON:-python}

match() {  # match NAME BOTS SIMULATE-OPTIONS...
    name=$1
    shift
    bots=$1
    shift
    for seed in $seeds; do
        if [ "$seeds" = 1 ]; then
            file="$out/$name.json"
        else
            file="$out/$name-seed$seed.json"
        fi
        if [ -s "$file" ]; then
            continue
        fi
        "$cardtable" simulate --bot-module bench/reference_bot.py --bots "$bots" \
            --games "$games" --seed "$seed" --jobs "$jobs" --clock cpu --json "$@" > "$file.part"
        mv "$file.part" "$file"
    done
}

for group in $groups; do
    case $group in
    two)
        for preset in escoba escoba-primiera scopa classic; do
            match "expert-greedy-$preset" expert,greedy --preset "$preset"
        done ;;
    teams)
        for preset in escoba scopa escoba-primiera classic; do
            match "expert-greedy-$preset-4teams" expert,greedy --preset "$preset" \
                --players 4 --teams
        done ;;
    hard)
        for preset in escoba escoba-primiera scopa classic; do
            match "hard-normal-$preset" hard,normal --preset "$preset"
        done ;;
    metamorphosis)
        match expert-greedy-metamorphosis-2 expert,greedy --game metamorphosis --players 2
        match expert-greedy-metamorphosis-3 expert,greedy --game metamorphosis --players 3 ;;
    reference)
        for preset in escoba scopa escoba-primiera classic; do
            match "expert-reference-$preset" expert,reference --preset "$preset"
            match "hard-reference-$preset" hard,reference --preset "$preset"
        done ;;
    cheap)
        for preset in escoba scopa escoba-primiera classic; do
            match "cheap-$preset" random,easy,normal,greedy,reference --preset "$preset"
        done ;;
    decisions)
        if [ ! -s "$out/decision_time.json" ]; then
            "$python" bench/decision_time.py --positions "${POSITIONS:-40}" \
                --json "$out/decision_time.json" > "$out/decision_time.txt"
        fi ;;
    *)
        echo "unknown group $group" >&2
        exit 2 ;;
    esac
done

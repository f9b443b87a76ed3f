#!/bin/sh
# Play the strength chunks of a queue, one at a time, beside other workers of the same queue
# (one worker a core): how the figures of bench/README.md ("Issue 21") are run over several
# sessions.
#
#   sh bench/strength_worker.sh QUEUE OUT [LOCKS]
#
# QUEUE is a text file, one chunk a line: NAME|SEED|BOTS|SIMULATE-OPTIONS[|GAMES], for example
#
#   hard-normal-scopa|2|hard,normal|--preset scopa
#   expert-greedy-escoba-4teams|4|expert,greedy|--preset escoba --players 4 --teams
#   expert-greedy-metamorphosis-3|1|expert,greedy|--game metamorphosis --players 3|12
#
# Each chunk is GAMES games (the line's own, else the GAMES variable, else 50) of
# `cardtable simulate --clock cpu --jobs 1` into
# OUT/NAME-seedSEED.json, the file bench/strength_table.py merges. A worker claims a chunk by
# making the directory LOCKS/NAME-SEED (default OUT/.locks), so several workers share a queue
# without playing a chunk twice; a chunk whose file exists is skipped (a chunk that failed keeps
# its lock and its .err file: remove LOCKS/NAME-SEED to try it again). The queue is read as the
# worker goes: lines added to its end are played too. Run from a checkout frozen for the whole
# measurement (`git worktree add --detach ../strength HEAD`), with PYTHON (default: this
# checkout's .venv/bin/python, else python3) and the code of the current directory's src/.
# The processor-time clock makes the results independent of what else the machine does:
# pausing the workers (`pkill -STOP -f "cardtable.cli simulate"`, then -CONT) is safe.
set -eu
queue=$1
out=$2
locks=${3:-$out/.locks}
default_games=${GAMES:-50}
here=$(pwd)
python=${PYTHON:-}
if [ -z "$python" ]; then
    if [ -x "$here/.venv/bin/python" ]; then python=$here/.venv/bin/python; else python=python3; fi
fi
mkdir -p "$out" "$locks"
while IFS='|' read -r name seed bots options count; do
    case $name in ''|'#'*) continue ;; esac
    games=${count:-$default_games}
    file="$out/$name-seed$seed.json"
    [ -s "$file" ] && continue
    mkdir "$locks/$name-$seed" 2>/dev/null || continue
    # shellcheck disable=SC2086  # the options are words of their own
    if PYTHONPATH="$here/src" "$python" -m cardtable.cli simulate \
            --bot-module bench/reference_bot.py --bots "$bots" --games "$games" \
            --seed "$seed" --jobs 1 --clock cpu --json $options \
            < /dev/null > "$file.part" 2> "$out/$name-seed$seed.err"; then
        mv "$file.part" "$file"
        rm -f "$out/$name-seed$seed.err"
        echo "$(date +%T) done $name seed $seed"
    else
        rm -f "$file.part"
        echo "$(date +%T) failed $name seed $seed: see $out/$name-seed$seed.err" >&2
    fi
done < "$queue"

#!/usr/bin/env bash
# Times `offload stats` (release build, whole process) over a year of history: 100,000 done tasks and 30,000
# decisions. Usage: Benchmarks/stats/run.sh [PATH_TO_OFFLOAD] [RUNS]
set -euo pipefail
offload=${1:-.build/release/offload}
runs=${2:-7}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export OFFLOAD_DB=$work/stats.sqlite OFFLOAD_NOW=2026-11-25T12:00:00Z TZ=UTC HOME=$work
"$offload" capture "make the database" >/dev/null
python3 "$(dirname "$0")/seed.py" "$OFFLOAD_DB"
"$offload" stats >/dev/null  # records the milestones once, as a first run would
for period in month year; do
    times=()
    for _ in $(seq "$runs"); do
        start=$(date +%s%N)
        "$offload" stats --period "$period" >/dev/null
        times+=($(( ($(date +%s%N) - start) / 1000000 )))
    done
    sorted=$(printf '%s\n' "${times[@]}" | sort -n | tr '\n' ' ')
    echo "stats --period $period: runs (ms, sorted) $sorted"
done
/usr/bin/time -f "peak memory %M KB" "$offload" stats --period year >/dev/null

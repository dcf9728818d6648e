#!/usr/bin/env bash
# Times `offload plan-day --json` (release build, whole process) over a year of history: 100,000 done tasks in five
# categories and 1,000 open tasks without a day (the stats benchmark's seed).
# Usage: Benchmarks/plan-day/run.sh [PATH_TO_OFFLOAD] [RUNS]
set -euo pipefail
offload=${1:-.build/release/offload}
runs=${2:-7}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export OFFLOAD_DB=$work/plan.sqlite OFFLOAD_NOW=2026-11-25T07:00:00Z TZ=UTC HOME=$work
"$offload" capture "make the database" >/dev/null
python3 "$(dirname "$0")/../stats/seed.py" "$OFFLOAD_DB"
"$offload" plan-day --json | python3 -c 'import json,sys; p=json.load(sys.stdin); print("proposals:", len(p["proposals"]), "learned from", p["history"]["done"], "done tasks")'
times=()
for _ in $(seq "$runs"); do
    start=$(date +%s%N)
    "$offload" plan-day --json >/dev/null
    times+=($(( ($(date +%s%N) - start) / 1000000 )))
done
echo "plan-day --json: runs (ms, sorted) $(printf '%s\n' "${times[@]}" | sort -n | tr '\n' ' ')"
/usr/bin/time -f "peak memory %M KB" "$offload" plan-day --json >/dev/null

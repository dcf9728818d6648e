#!/usr/bin/env bash
# Times `offload export` to JSON, CSV and ZIP and `offload import` of the JSON and the ZIP into an empty database
# (release build, whole process, peak memory from /usr/bin/time) over 100,000 tasks, 10,000 plans and 100,000
# captures. Usage: Benchmarks/export/run.sh [PATH_TO_OFFLOAD] [RUNS]
set -euo pipefail
offload=${1:-.build/release/offload}
runs=${2:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export OFFLOAD_DB=$work/bench.sqlite OFFLOAD_NOW=2026-11-23T09:00:00Z TZ=UTC HOME=$work
"$offload" capture "make the database" >/dev/null
python3 "$(dirname "$0")/seed.py" "$OFFLOAD_DB"

# measure COMMAND...: runs COMMAND once and prints its wall time and peak memory.
measure() {
    /usr/bin/time -o "$work/time" -f "%e s %M KB" "$@" >/dev/null 2>&1
    cat "$work/time"
}

# timed NAME COMMAND...: runs COMMAND RUNS times, printing its wall time and peak memory each time.
timed() {
    local name=$1
    shift
    local results=()
    for _ in $(seq "$runs"); do results+=("$(measure "$@")"); done
    printf '%-40s %s\n' "$name" "$(IFS='|'; echo "${results[*]}" | sed 's/|/ · /g')"
}

timed "export (JSON to a file)" "$offload" export -o "$work/export.json"
timed "export (CSV folder)" "$offload" export --format csv -o "$work/csv"
timed "export (ZIP)" "$offload" export --format zip -o "$work/export.zip"
for format in json zip; do
    results=()
    for run in $(seq "$runs"); do
        results+=("$(measure "$offload" import "$work/export.$format" --db "$work/empty-$format-$run.sqlite")")
    done
    printf '%-40s %s\n' "import $format (into an empty database)" "$(IFS='|'; echo "${results[*]}" | sed 's/|/ · /g')"
done
timed "import json again (all already there)" "$offload" import "$work/export.json" --db "$work/empty-json-1.sqlite"
ls -l "$work/export.json" "$work/export.zip" | awk '{ printf "%s %.1f MB\n", $NF, $5 / 1048576 }' | sed "s|$work/||"

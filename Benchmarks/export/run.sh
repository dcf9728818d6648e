#!/usr/bin/env bash
# Times `offload export` to JSON, CSV and ZIP and `offload import` of the JSON and the ZIP into an empty database
# (release build, whole process, peak memory from /usr/bin/time) over 100,000 tasks, 10,000 plans and 100,000
# captures. Usage: Benchmarks/export/run.sh [PATH_TO_OFFLOAD] [RUNS]
set -euo pipefail
source "$(dirname "$0")/setup.sh"

timed "export (JSON to a file)" "$offload" export -o "$work/export.json"
timed "export (CSV folder)" "$offload" export --format csv -o "$work/csv"
timed "export (ZIP)" "$offload" export --format zip -o "$work/export.zip"
for format in json zip; do
    results=()
    for run in $(seq "$runs"); do
        results+=("$(measure "$offload" import "$work/export.$format" --db "$work/empty-$format-$run.sqlite")")
    done
    report "import $format (into an empty database)" "${results[@]}"
done
timed "import json again (all already there)" "$offload" import "$work/export.json" --db "$work/empty-json-1.sqlite"
sizes "$work/export.json" "$work/export.zip"

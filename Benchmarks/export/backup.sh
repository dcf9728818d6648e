#!/usr/bin/env bash
# Times `offload backup` (plain and --encrypt) and `offload restore` of the encrypted backup into an empty database
# over the export benchmark's database (100,000 tasks, 10,000 plans, 100,000 captures; see seed.py): whole process,
# peak memory from /usr/bin/time. The encrypted runs use the standard scrypt cost (128 MiB, about a second).
# Usage: Benchmarks/export/backup.sh [PATH_TO_OFFLOAD] [RUNS]
set -euo pipefail
offload=${1:-.build/release/offload}
runs=${2:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export OFFLOAD_DB=$work/bench.sqlite OFFLOAD_NOW=2026-11-23T09:00:00Z TZ=UTC HOME=$work
export OFFLOAD_PASSPHRASE='correct horse battery staple'
"$offload" capture "make the database" >/dev/null
python3 "$(dirname "$0")/seed.py" "$OFFLOAD_DB"

# measure COMMAND...: runs COMMAND once and prints its wall time and peak memory.
measure() {
    /usr/bin/time -o "$work/time" -f "%e s %M KB" "$@" >/dev/null 2>&1
    cat "$work/time"
}

# timed NAME COMMAND...: runs COMMAND RUNS times (the command may use $run), printing each time and peak memory.
timed() {
    local name=$1
    shift
    local results=()
    for run in $(seq "$runs"); do results+=("$(measure "$@")"); done
    printf '%-40s %s\n' "$name" "$(IFS='|'; echo "${results[*]}" | sed 's/|/ · /g')"
}

timed "backup (ZIP)" "$offload" backup "$work/plain.zip"
timed "backup --encrypt" "$offload" backup "$work/sealed.backup" --encrypt
results=()
for run in $(seq "$runs"); do
    results+=("$(measure "$offload" restore "$work/sealed.backup" --db "$work/restored-$run.sqlite")")
done
printf '%-40s %s\n' "restore (encrypted, into a new database)" "$(IFS='|'; echo "${results[*]}" | sed 's/|/ · /g')"
ls -l "$work/plain.zip" "$work/sealed.backup" | awk '{ printf "%s %.1f MB\n", $NF, $5 / 1048576 }' | sed "s|$work/||"

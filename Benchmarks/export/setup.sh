# Sourced by run.sh and backup.sh: the seeded database and the timing helpers they share.
# Expects $1 (path to offload, default .build/release/offload) and $2 (runs, default 3) of the sourcing script.
offload=${1:-.build/release/offload}
runs=${2:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export OFFLOAD_DB=$work/bench.sqlite OFFLOAD_NOW=2026-11-23T09:00:00Z TZ=UTC HOME=$work
"$offload" capture "make the database" >/dev/null
python3 "$(dirname "${BASH_SOURCE[0]}")/seed.py" "$OFFLOAD_DB"

# measure COMMAND...: runs COMMAND once and prints its wall time and peak memory.
measure() {
    /usr/bin/time -o "$work/time" -f "%e s %M KB" "$@" >/dev/null 2>&1
    cat "$work/time"
}

# report NAME RESULT...: one line, the results joined by " · ".
report() {
    local name=$1
    shift
    printf '%-40s %s\n' "$name" "$(IFS='|'; echo "$*" | sed 's/|/ · /g')"
}

# timed NAME COMMAND...: runs COMMAND RUNS times, printing its wall time and peak memory each time.
timed() {
    local name=$1
    shift
    local results=()
    for _ in $(seq "$runs"); do results+=("$(measure "$@")"); done
    report "$name" "${results[@]}"
}

# sizes FILE...: each file's name (within the work folder) and size in MB.
sizes() {
    ls -l "$@" | awk '{ printf "%s %.1f MB\n", $NF, $5 / 1048576 }' | sed "s|$work/||"
}

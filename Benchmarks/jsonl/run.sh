#!/usr/bin/env bash
# Batch path benchmark: `offload analyze --jsonl` (release) on lines drawn from Corpora/.
#   Benchmarks/jsonl/run.sh [LINES]        (default 100,000 lines)
# Reports lines/s on one core (taskset -c 0, --threads 1) and on every core, without and with a per-line `ref`
# and `tz`; the wall time and peak memory of a 4 MiB capture as text, --json and --jsonl (capture.sh; with
# BASELINE=<another build's offload>, in interleaved pairs beside it); and, when PYTHON names an interpreter with
# dateparser (e.g. PYTHON=/tmp/venv/bin/python after `python3 -m venv /tmp/venv && /tmp/venv/bin/pip install
# dateparser`), the ratio to dateparser's search_dates on the same lines (compare_dateparser.py), told the language
# (languages=["en"]) and left to detect it (its default).
# Every figure is the whole process, stdout to /dev/null, as /usr/bin/time reports it.
set -euo pipefail
cd "$(dirname "$0")/../.."
count=${1:-100000}
swift build -c release --product offload >/dev/null
offload=$(swift build -c release --show-bin-path)/offload
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 Benchmarks/jsonl/make_lines.py "$count" >"$work/plain.jsonl"
python3 Benchmarks/jsonl/make_lines.py "$count" --ref-tz >"$work/ref-tz.jsonl"
run() {  # label, lines file, --threads, then a command to run offload under (taskset), if any
    local label=$1 file=$2 threads=$3 build binary
    shift 3
    for build in ${BASELINE:+baseline} this; do  # With BASELINE, an interleaved pair: the baseline, then this build.
        binary=$offload
        [[ $build == baseline ]] && binary=$BASELINE
        /usr/bin/time -f "%e %M" -o "$work/time" "$@" "$binary" analyze --jsonl --threads "$threads" \
            --ref 2026-03-13T09:00:00Z --tz UTC <"$file" >/dev/null
        read -r seconds kilobytes <"$work/time"
        awk -v label="$label${BASELINE:+, $build}" -v s="$seconds" -v kb="$kilobytes" -v n="$(wc -l <"$file")" \
            'BEGIN { printf "%-54s %8.2f s %11.0f lines/s %5.0f MB peak\n", label, s, n / s, kb / 1024 }'
    done
}

cores=$(nproc)
run "one core, no per-line ref/tz" "$work/plain.jsonl" 1 taskset -c 0
run "one core, per-line ref and tz" "$work/ref-tz.jsonl" 1 taskset -c 0
run "all cores ($cores), no per-line ref/tz" "$work/plain.jsonl" "$cores"
run "all cores ($cores), per-line ref and tz" "$work/ref-tz.jsonl" "$cores"
Benchmarks/jsonl/capture.sh "$offload" "${BASELINE:-}"
if [[ -n ${PYTHON:-} ]]; then
    "$PYTHON" Benchmarks/jsonl/compare_dateparser.py "$work/ref-tz.jsonl" --offload "$offload" --count 20000
    "$PYTHON" Benchmarks/jsonl/compare_dateparser.py "$work/ref-tz.jsonl" --offload "$offload" --count 300 \
        --languages detect
fi

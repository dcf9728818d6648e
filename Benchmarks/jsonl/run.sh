#!/usr/bin/env bash
# Batch path benchmark: `offload analyze --jsonl` (release) on lines drawn from Corpora/.
#   Benchmarks/jsonl/run.sh [LINES]        (default 100,000 lines)
# Reports lines/s on one core (taskset -c 0, --threads 1) and on every core, without and with a per-line `ref`
# and `tz`; the wall time and peak memory of one 4 MiB capture; and, when PYTHON names an interpreter with
# dateparser (e.g. PYTHON=/tmp/venv/bin/python after `python3 -m venv /tmp/venv && /tmp/venv/bin/pip install
# dateparser`), the ratio to dateparser's search_dates on the same lines (compare_dateparser.py).
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
python3 - "$work/4mib.jsonl" <<'EOF'
import json, sys
phrase = "call mom tomorrow at 5pm and buy milk on friday "
size = 4 * 1024 * 1024 - len('{"text":""}')
open(sys.argv[1], "w").write(json.dumps({"text": (phrase * (size // len(phrase) + 1))[:size]}) + "\n")
EOF
run() {  # label, lines file, --threads, then a command to run offload under (taskset), if any
    local label=$1 file=$2 threads=$3
    shift 3
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" "$offload" analyze --jsonl --threads "$threads" \
        --ref 2026-03-13T09:00:00Z --tz UTC <"$file" >/dev/null
    read -r seconds kilobytes <"$work/time"
    awk -v label="$label" -v s="$seconds" -v kb="$kilobytes" -v n="$(wc -l <"$file")" \
        'BEGIN { rate = (n > 1) ? sprintf("%.0f lines/s", n / s) : ""
                printf "%-44s %8.2f s %17s %5.0f MB peak\n", label, s, rate, kb / 1024 }'
}
cores=$(nproc)
run "one core, no per-line ref/tz" "$work/plain.jsonl" 1 taskset -c 0
run "one core, per-line ref and tz" "$work/ref-tz.jsonl" 1 taskset -c 0
run "all cores ($cores), no per-line ref/tz" "$work/plain.jsonl" "$cores"
run "all cores ($cores), per-line ref and tz" "$work/ref-tz.jsonl" "$cores"
run "one 4 MiB capture" "$work/4mib.jsonl" "$cores"
if [[ -n ${PYTHON:-} ]]; then
    "$PYTHON" Benchmarks/jsonl/compare_dateparser.py "$work/ref-tz.jsonl" --offload "$offload" --count 20000
    "$PYTHON" Benchmarks/jsonl/compare_dateparser.py "$work/ref-tz.jsonl" --offload "$offload" --count 300 \
        --languages detect
fi

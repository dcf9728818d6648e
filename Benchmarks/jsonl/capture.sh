#!/usr/bin/env bash
# One 4 MiB capture (the largest allowed) through the three forms of `offload analyze`: text (`offload analyze <
# capture.txt`), `--json`, and `--jsonl` with the capture as one line. Two captures of exactly 4 MiB: "call mom
# tomorrow at 5pm and buy milk on friday " repeated on one line, and the same words in lines of at most 80 characters.
#   Benchmarks/jsonl/capture.sh OFFLOAD [BASELINE] [RUNS]        (RUNS: default 3)
# With BASELINE (the offload of another build, e.g. an older commit built in a worktree of its own), each run times
# BASELINE, then OFFLOAD (interleaved pairs), and the two are checked once to print the same bytes.
# Every figure is the whole process (--ref 2026-03-13T09:00:00Z --tz UTC), stdout to /dev/null, as /usr/bin/time
# reports it: the median wall time (the range over the runs) and the largest peak resident memory.
set -euo pipefail
offload=$1
baseline=${2:-}
runs=${3:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work" <<'EOF'
import json, pathlib, sys, textwrap
work = pathlib.Path(sys.argv[1])
phrase = "call mom tomorrow at 5pm and buy milk on friday "
size = 4 * 1024 * 1024
words = phrase * (size // len(phrase) + 1)
for name, text in [("one-line", words[:size]), ("80-column", "\n".join(textwrap.wrap(words, 80))[:size])]:
    (work / f"{name}.txt").write_text(text)
    (work / f"{name}.jsonl").write_text(json.dumps({"text": text}) + "\n")
EOF
builds=(this)
[[ -n $baseline ]] && builds=(baseline this)
declare -A binary=([this]=$offload [baseline]=$baseline)

# analyze BUILD FORM CAPTURE: sets `command` and `input` to that form of `offload analyze` of BUILD on CAPTURE.
analyze() {
    command=("${binary[$1]}" analyze --ref 2026-03-13T09:00:00Z --tz UTC)
    input=$work/$3.txt
    case $2 in
    --json) command+=(--json) ;;
    --jsonl) command+=(--jsonl) input=$work/$3.jsonl ;;
    esac
}

printf '%-9s %-7s %-8s %8s %-22s %9s\n' capture form build median "(range)" peak
for capture in one-line 80-column; do
    for form in text --json --jsonl; do
        declare -A seconds=() kilobytes=()
        for _ in $(seq "$runs"); do
            for build in "${builds[@]}"; do
                analyze "$build" "$form" "$capture"
                /usr/bin/time -f "%e %M" -o "$work/time" "${command[@]}" <"$input" >/dev/null
                read -r wall peak <"$work/time"
                seconds[$build]+="$wall "
                kilobytes[$build]+="$peak "
            done
        done
        same=""
        if [[ -n $baseline ]]; then
            for build in baseline this; do
                analyze "$build" "$form" "$capture"
                "${command[@]}" <"$input" >"$work/$build.out"
            done
            same=$(cmp -s "$work/baseline.out" "$work/this.out" && echo "same bytes" || echo "OUTPUT DIFFERS")
        fi
        for build in "${builds[@]}"; do
            echo "${seconds[$build]}|${kilobytes[$build]}" | awk -v c="$capture" -v f="${form#--}" -v b="$build" \
                -v same="$([[ $build == this ]] && echo "$same")" -F'|' '{
                    n = split($1, s, " "); split($2, k, " ")
                    for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (s[j] < s[i]) { t = s[i]; s[i] = s[j]; s[j] = t }
                    peak = 0; for (i = 1; i <= n; i++) if (k[i] > peak) peak = k[i]
                    median = (n % 2) ? s[(n + 1) / 2] : (s[n / 2] + s[n / 2 + 1]) / 2
                    printf "%-9s %-7s %-8s %6.2f s %-22s %6.0f MB  %s\n", c, f, b, median,
                        sprintf("(%.2f-%.2f, %d runs)", s[1], s[n], n), peak / 1024, same }'
        done
    done
done

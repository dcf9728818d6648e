#!/usr/bin/env bash
# Service load benchmark: `offload serve` (release) on a temporary database, loaded by wrk over loopback.
#   Benchmarks/service/run.sh [DURATION_SECONDS]
# Reports, for POST /v1/captures and POST /v1/analyze: latency when paced to a little over 2,000 requests/s (24
# connections, each waiting 9 ms after a response: the RESULT line gives the rate reached), latency unpaced with 1 to
# 64 connections (the highest rate whose p99 stays under 50 ms), and the server's memory (VmHWM peak, VmRSS now).
set -euo pipefail
cd "$(dirname "$0")/../.."
duration=${1:-30}
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk" >&2; exit 69; }
swift build -c release --product offload >/dev/null
offload=$(swift build -c release --show-bin-path)/offload
work=$(mktemp -d)
port=$((20000 + RANDOM % 40000))
OFFLOAD_DB=$work/bench.sqlite OFFLOAD_LOG_LEVEL=error "$offload" serve --port "$port" 2>"$work/serve.err" &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do curl -fs "http://127.0.0.1:$port/health" >/dev/null && break; sleep 0.1; done
script=Benchmarks/service/post.lua
memory() { awk '/VmHWM|VmRSS/ {printf "%s %s kB  ", $1, $2}' "/proc/$server/status"; echo; }
for route in /v1/captures /v1/analyze; do
    kind=capture; [[ $route == /v1/analyze ]] && kind=analyze
    echo "== $route paced to a little over 2,000 requests/s (24 connections, 9 ms pause, ${duration}s)"
    ROUTE=$route BODY_KIND=$kind DELAY_MS=9 \
        wrk -t2 -c24 -d"${duration}s" --latency -s "$script" "http://127.0.0.1:$port" | grep RESULT
    echo "== $route unpaced, by connections (${duration}s each)"
    for connections in 1 4 16 64; do
        threads=2; ((connections < 2)) && threads=1
        ROUTE=$route BODY_KIND=$kind DELAY_MS=0 \
            wrk -t"$threads" -c"$connections" -d"${duration}s" --latency -s "$script" "http://127.0.0.1:$port" \
            | grep RESULT | sed "s/^/c=$connections /"
    done
    printf 'server memory after %s: ' "$route"; memory
done

#!/usr/bin/env bash
# Runs schemathesis (from PyPI) against a live `offload serve` and its own /openapi.yaml: no 5xx, and no response
# that contradicts the document. Usage: Tests/Service/schemathesis.sh PATH_TO_OFFLOAD [MAX_EXAMPLES]
#
# Every check runs but positive_data_acceptance, which expects any schema-valid body to succeed: some refusals are
# about meaning, not shape (an ambiguous id prefix, a WHEN with no date in it, ordering a list item in the task
# order), and the document lists them as 400 answers of those operations.
set -euo pipefail
offload=${1:?the path of the offload binary}
examples=${2:-30}
if ! command -v schemathesis >/dev/null; then
    echo "Installing schemathesis from PyPI"
    python3 -m pip install --quiet --disable-pip-version-check "schemathesis>=4,<5"
fi
work=$(mktemp -d)
port=$((20000 + RANDOM % 40000))
OFFLOAD_DB=$work/schemathesis.sqlite OFFLOAD_LOG_LEVEL=error "$offload" serve --port "$port" 2>"$work/serve.err" &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 300); do curl -fs "http://127.0.0.1:$port/health" >/dev/null && break; sleep 0.1; done
# One worker: schemathesis' coverage phase trips a CPython 3.11 AST error when threads race.
cd "$work"
schemathesis run "http://127.0.0.1:$port/openapi.yaml" --checks all \
    --exclude-checks positive_data_acceptance --max-examples "$examples" --workers 1 \
    --seed 20261123 --no-color
if ! kill -0 "$server" 2>/dev/null; then
    echo "offload serve ended during the run:"
    cat "$work/serve.err"
    exit 1
fi

#!/usr/bin/env bash
# Times `offload backup` (plain and --encrypt) and `offload restore` of the encrypted backup into an empty database
# over the export benchmark's database (100,000 tasks, 10,000 plans, 100,000 captures; see seed.py): whole process,
# peak memory from /usr/bin/time. The encrypted runs use the standard scrypt cost (128 MiB, about a second).
# Usage: Benchmarks/export/backup.sh [PATH_TO_OFFLOAD] [RUNS]
set -euo pipefail
source "$(dirname "$0")/setup.sh"
export OFFLOAD_PASSPHRASE='correct horse battery staple'

timed "backup (ZIP)" "$offload" backup "$work/plain.zip"
timed "backup --encrypt" "$offload" backup "$work/sealed.backup" --encrypt
results=()
for run in $(seq "$runs"); do
    results+=("$(measure "$offload" restore "$work/sealed.backup" --db "$work/restored-$run.sqlite")")
done
report "restore (encrypted, into a new database)" "${results[@]}"
sizes "$work/plain.zip" "$work/sealed.backup"

#!/usr/bin/env bash
# Makes docs/stats-page.png: a month of one person's use of Offload (31 days up to Wednesday 2026-11-25), made
# with the real CLI at simulated times (OFFLOAD_NOW), written by `offload stats --html` and photographed by
# headless Chromium (Debian: apt-get install chromium).
# Usage: docs/make-stats-screenshot.sh [PATH_TO_OFFLOAD] [OUTPUT.png]   (default .build/debug/offload)
set -euo pipefail
offload=$(realpath "${1:-.build/debug/offload}")
output=$(realpath "${2:-$(dirname "$0")/stats-page.png}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export OFFLOAD_DB=$work/offload.sqlite TZ=UTC HOME=$work NO_COLOR=1

home=("Water the plants" "Take out the recycling" "Change the bed sheets" "Vacuum the living room"
    "Pay the electricity bill" "Sort the mail")
work_=("Prepare slides for Monday" "Review Tom's pull request" "Book the meeting room" "Update the project plan"
    "Send the invoice to Acme" "Write the release notes" "Answer the budget questions")
health=("Go for a run" "Yoga class" "Refill the prescription" "Meal prep for the week")
errands=("Pick up the parcel" "Return the library books" "Get the bike repaired" "Buy groceries")
thoughts=("remember to water the plants" "email Lena about the budget numbers" "gym tomorrow morning"
    "fix the leaking tap in the bathroom" "cancel the magazine subscription" "dinner with Paul friday 7pm"
    "renew car insurance before the 30th" "maybe look into a new phone plan" "call the dentist about a checkup"
    "buy milk, eggs and bread" "what was that book Anna recommended" "book flights for christmas"
    "ask Sam about the weekend" "clean out the fridge" "idea: birthday party for Sam in december"
    "send the photos to grandma")

# The first $1 open tasks' ids in the order `offload tasks` shows them, the two moved again and again left out.
open_tasks() {
    "$offload" tasks --json | python3 -c '
import json, sys
tasks = [task for task in json.load(sys.stdin)
         if task["status"] == "open" and task["title"] not in ("Clean the garage", "Renew the passport")]
for task in tasks[:int(sys.argv[1])]:
    print(task["id"][:8])' "$1"
}

at() { export OFFLOAD_NOW=$1; }

day=0
decided=0
for date in 2026-10-{26..31} 2026-11-{01..25}; do
    weekday=$((day % 7)) # 0 is Monday
    at "${date}T08:00:00Z"
    if ((day == 0)); then
        "$offload" add "Clean the garage today @home" >/dev/null
        "$offload" add "Renew the passport today @errands" >/dev/null
    fi
    if ((weekday != 6)); then
        "$offload" add "${work_[day % 7]} @work" >/dev/null
        if ((day % 2 == 0)); then "$offload" add "${home[day % 6]} @home" >/dev/null; fi
        if ((day % 3 == 1)); then "$offload" add "${health[day % 4]} @health" >/dev/null; fi
        if ((day % 4 == 2)); then "$offload" add "${errands[day % 4]} @errands" >/dev/null; fi
        if ((day % 5 == 3)); then "$offload" add "Reply to the neighbours' group chat" >/dev/null; fi
    fi
    if ((day % 2 == 1)); then
        at "${date}T09:00:00Z"
        "$offload" capture "${thoughts[day % 16]}" >/dev/null
        "$offload" capture "${thoughts[(day + 5) % 16]}" >/dev/null
        "$offload" handoff >/dev/null
        for id in $("$offload" suggestions --json | python3 -c '
import json, sys
for capture in json.load(sys.stdin):
    for suggestion in capture["suggestions"]:
        print(suggestion["id"][:8])'); do
            decided=$((decided + 1))
            if ((decided % 6 == 5)); then
                "$offload" decide "$id" reject >/dev/null
            else
                "$offload" decide "$id" accept >/dev/null
            fi
        done
    fi
    # Evenings: the oldest few open tasks get done (fewer at weekends, none on one Sunday in two); the
    # garage and the passport move to tomorrow again.
    at "${date}T19:00:00Z"
    count=$((weekday >= 5 ? 1 : 2 + day % 3))
    if ((weekday == 6 && day % 14 == 6)); then count=0; fi
    mapfile -t ids < <(open_tasks "$count")
    if ((${#ids[@]})); then "$offload" done "${ids[@]}" >/dev/null; fi
    if ((day % 4 == 3)); then
        for id in $("$offload" tasks --json | python3 -c '
import json, sys
for task in json.load(sys.stdin):
    if task["title"] in ("Clean the garage", "Renew the passport") and task["status"] == "open":
        print(task["id"][:8])'); do
            "$offload" move "$id" tomorrow >/dev/null
        done
    fi
    day=$((day + 1))
done

at 2026-11-25T19:30:00Z
"$offload" stats --html "$work/stats.html"
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --window-size=900,2160 --screenshot="$output" "file://$work/stats.html" 2>/dev/null
[[ -n ${KEEP_HTML:-} ]] && cp "$work/stats.html" "$KEEP_HTML"
echo "Wrote $output ($(stat -c %s "$output") bytes)."

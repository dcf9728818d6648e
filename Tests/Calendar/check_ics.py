#!/usr/bin/env python3
"""Parses `offload calendar` output back with the `icalendar` package (PyPI) and checks every task, rule and alarm.

Usage: python3 Tests/Calendar/check_ics.py PATH_TO_OFFLOAD
Builds a scratch database through the CLI at a fixed clock (OFFLOAD_NOW), sets reminders, completes one task,
writes the calendar with --include-done, and compares each VTODO with what `offload tasks --json` says.
"""
import json
import os
import subprocess
import sys
import tempfile
from datetime import date, datetime, timezone

try:
    import icalendar
except ImportError:
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                    "icalendar>=5,<7"], check=True)
    import icalendar

offload = sys.argv[1]
work = tempfile.mkdtemp()
env = dict(os.environ, OFFLOAD_DB=os.path.join(work, "cal.sqlite"), OFFLOAD_NOW="2026-11-24T08:00:00Z",
           TZ="UTC", HOME=work, NO_COLOR="1")
env.pop("XDG_CONFIG_HOME", None)


def run(*args):
    done = subprocess.run([offload, *args], env=env, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"offload {' '.join(args)} exited {done.returncode}: {done.stderr.strip()}")
    return done.stdout


run("add", "Call the plumber", "tomorrow")
run("add", "Send invoice; to ACME, with a note \\ and a very long title that goes well past seventy-five octets",
    "fri", "3pm")
run("add", "Water the plants every monday 9am")
run("add", "Pay rent", "today", "10am")
run("add", "Someday maybe, no date")
tasks = {t["title"]: t for t in json.loads(run("tasks", "--json"))}
by_start = {title.split()[0]: t for title, t in tasks.items()}
run("remind", by_start["Call"]["id"][:8], "tomorrow", "8am")
run("remind", by_start["Call"]["id"][:8], "yesterday", "5pm")
run("remind", by_start["Send"]["id"][:8], "thu", "6pm")
run("done", by_start["Pay"]["id"][:8])
tasks = {t["title"]: t for t in json.loads(run("tasks", "--json"))}
ics = os.path.join(work, "offload.ics")
run("calendar", "--include-done", "-o", ics)
raw = open(ics, "rb").read()
assert all(len(line) <= 75 for line in raw.split(b"\r\n")), "a line is longer than 75 octets"
assert b"\n" not in raw.replace(b"\r\n", b""), "a line ends without CR"

calendar = icalendar.Calendar.from_ical(raw)
todos = {str(c["UID"]).split("@")[0]: c for c in calendar.walk("VTODO")}
dated = {t["id"]: t for t in tasks.values() if t.get("dueDate")}
assert set(todos) == set(dated), f"VTODOs {sorted(todos)} are not the dated tasks {sorted(dated)}"
for task_id, task in dated.items():
    todo = todos[task_id]
    assert str(todo["SUMMARY"]) == task["title"], (todo["SUMMARY"], task["title"])
    due = todo["DUE"].dt
    stored = datetime.fromisoformat(task["dueDate"].replace("Z", "+00:00"))
    if isinstance(due, datetime):
        assert due == stored, (task["title"], due, stored)
    else:
        assert due == stored.date() and stored.time().hour == 0 and stored.time().minute == 0, (due, stored)
    expected_status = "COMPLETED" if task["status"] == "done" else "NEEDS-ACTION"
    assert str(todo["STATUS"]) == expected_status, (task["title"], todo["STATUS"])
    if task.get("recurrence"):
        rule = todo["RRULE"].to_ical().decode()
        assert set(rule.split(";")) == set(task["recurrence"].split(";")), (rule, task["recurrence"])
        assert todo["DTSTART"].dt == due
    else:
        assert "RRULE" not in todo
    if task["status"] == "done":
        assert "COMPLETED" in todo

reminders = {r["id"]: r for r in json.loads(run("reminders", "--json"))["reminders"]}
alarms = [(str(todo["UID"]).split("@")[0], alarm["TRIGGER"].dt)
          for todo in todos.values() for alarm in todo.walk("VALARM")]
expected = sorted((r["itemID"], datetime.fromisoformat(r["remindAt"].replace("Z", "+00:00")))
                  for r in reminders.values())
assert sorted(alarms) == expected, (sorted(alarms), expected)
assert len(alarms) == 3
print(f"calendar: {len(todos)} to-dos, {len(alarms)} alarms, "
      f"{sum('RRULE' in t for t in todos.values())} rule read back by icalendar {icalendar.__version__}")

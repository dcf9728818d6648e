#!/usr/bin/env python3
"""Fills an Offload database with 120 days of one person's habits, for trying `offload plan-day`.

Usage: python3 Benchmarks/plan-day/habits.py DB
The database must exist (any `offload` command with --db makes it). Adds categories Errands, Work and Home and done
tasks before 2026-11-25: errands mostly on Saturday mornings (some on Sunday afternoons), work on most weekday
mornings (some afternoons, each started about 35-55 minutes before done), home things some evenings; seeded, so
two runs give the same file.
"""
import random
import sqlite3
import sys
import uuid
from datetime import datetime, timedelta, timezone

path = sys.argv[1]
rng = random.Random(7)
end = datetime(2026, 11, 25, 12, tzinfo=timezone.utc)


def stored(moment):
    return moment.strftime("%Y-%m-%d %H:%M:%S.") + f"{moment.microsecond // 1000:03d}"


def uid():
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def event(task, at, before, after):
    db.execute("""INSERT INTO organizer_events (item_type, item_id, kind, at, from_value, to_value)
                  VALUES ('task', ?, 'state_changed', ?, ?, ?)""", (task, stored(at), before, after))


db = sqlite3.connect(path)
categories = {}
for name in ["Errands", "Work", "Home"]:
    categories[name] = uid()
    db.execute("INSERT INTO categories (id, name) VALUES (?, ?)", (categories[name], name))
done = []
for back in range(1, 120):
    day = end - timedelta(days=back)
    weekday = day.weekday()  # Monday is 0
    if weekday == 5 and rng.random() < 0.85:
        done.append((day.replace(hour=9 + rng.randrange(2), minute=rng.randrange(60)), "Errands"))
    if weekday == 6 and rng.random() < 0.3:
        done.append((day.replace(hour=15, minute=rng.randrange(60)), "Errands"))
    if weekday < 5 and rng.random() < 0.8:
        hour = 8 + rng.randrange(3) if rng.random() < 0.8 else 14
        done.append((day.replace(hour=hour, minute=rng.randrange(60)), "Work"))
    if rng.random() < 0.3:
        done.append((day.replace(hour=19 + rng.randrange(2), minute=rng.randrange(60)), "Home"))
for index, (at, category) in enumerate(done):
    task = uid()
    db.execute("""INSERT INTO tasks (id, title, created_at, updated_at, completed_at, status, position, category_id)
                  VALUES (?, ?, ?, ?, ?, 'done', ?, ?)""",
               (task, f"{category} {index}", stored(at - timedelta(days=2)), stored(at), stored(at),
                1024 * (index + 1), categories[category]))
    if category == "Work":
        event(task, at - timedelta(minutes=35 + rng.randrange(20)), "open", "active")
        event(task, at, "active", "done")
db.commit()
print(f"seeded {len(done)} done tasks into {path}")

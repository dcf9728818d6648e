#!/usr/bin/env python3
"""Fills an Offload database with a year of history for timing `offload stats`.

Usage: python3 Benchmarks/stats/seed.py DB [TASKS] [DECISIONS]
The database must exist (any `offload` command with --db makes it). Adds TASKS done tasks (default 100,000) spread
over the 365 days before 2026-11-25, with categories, 1,000 postponed open tasks, and DECISIONS (default 30,000)
decided suggestions with confidences, all seeded so two runs give the same file.
"""
import random
import sqlite3
import sys
import uuid
from datetime import datetime, timedelta, timezone

path = sys.argv[1]
tasks = int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
decisions = int(sys.argv[3]) if len(sys.argv) > 3 else 30_000
rng = random.Random(20261125)
end = datetime(2026, 11, 25, 12, tzinfo=timezone.utc)


def stored(moment):
    return moment.strftime("%Y-%m-%d %H:%M:%S.") + f"{moment.microsecond // 1000:03d}"


def uid():
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


db = sqlite3.connect(path)
categories = []
for name in ["Home", "Work", "Health", "Errands", "Social"]:
    cid = uid()
    categories.append(cid)
    db.execute("INSERT INTO categories (id, name) VALUES (?, ?)", (cid, name))
rows = []
for index in range(tasks):
    done = end - timedelta(minutes=rng.randrange(365 * 24 * 60))
    created = done - timedelta(minutes=rng.randrange(14 * 24 * 60))
    rows.append((uid(), f"Task {index}", stored(created), stored(done), stored(done), "done", 1024 * (index + 1),
                 rng.choice(categories + [None]), 0))
for index in range(1_000):
    created = end - timedelta(days=rng.randrange(200))
    rows.append((uid(), f"Open task {index}", stored(created), stored(created), None, "open",
                 1024 * (tasks + index + 1), rng.choice(categories), rng.randrange(1, 9)))
db.executemany(
    """INSERT INTO tasks (id, title, created_at, updated_at, completed_at, status, position, category_id, postponed)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)""", rows)
capture, request, run = uid(), uid(), uid()
db.execute("INSERT INTO captures (id, raw_text, created_at, source, status) VALUES (?, 'seed', ?, 'text', 'review')",
           (capture, stored(end)))
db.execute("INSERT INTO handoff_requests (id, requested_at) VALUES (?, ?)", (request, stored(end)))
db.execute("""INSERT INTO handoff_runs (id, request_id, capture_id, status, started_at, finished_at, model_version)
              VALUES (?, ?, ?, 'completed', ?, ?, 'seed')""", (run, request, capture, stored(end), stored(end)))
suggestions, decided = [], []
for index in range(decisions):
    sid = uid()
    confidence = rng.uniform(0.3, 1.0)
    roll = rng.random()
    kind = "accepted" if roll < confidence else "edited" if roll < confidence + 0.05 else "rejected"
    at = end - timedelta(minutes=rng.randrange(365 * 24 * 60))
    suggestions.append((sid, run, capture, f"Suggestion {index}", confidence,
                        rng.choice(["task", "list", "plan", "communication", "note"])))
    decided.append((uid(), sid, kind, stored(at)))
db.executemany("""INSERT INTO suggestions (id, run_id, capture_id, title, confidence, destination_type)
                  VALUES (?, ?, ?, ?, ?, ?)""", suggestions)
db.executemany("INSERT INTO suggestion_decisions (id, suggestion_id, kind, decided_at) VALUES (?, ?, ?, ?)", decided)
db.commit()
print(f"seeded {tasks:,} done tasks, 1,000 open ones and {decisions:,} decisions into {path}")

#!/usr/bin/env python3
"""Fills an Offload database for timing `offload export` and `offload import`.

Usage: python3 Benchmarks/export/seed.py DB [TASKS] [PLANS] [CAPTURES]
The database must exist (any `offload` command with --db makes it). Adds TASKS tasks (default 100,000) in every
state, a third of them steps of PLANS plans (default 10,000), with categories, tags and notes, and CAPTURES captures
(default 100,000), all seeded so two runs give the same file.
"""
import random
import sqlite3
import sys
import uuid
from datetime import datetime, timedelta, timezone

path = sys.argv[1]
tasks = int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
plans = int(sys.argv[3]) if len(sys.argv) > 3 else 10_000
captures = int(sys.argv[4]) if len(sys.argv) > 4 else 100_000
rng = random.Random(20261123)
end = datetime(2026, 11, 23, 9, tzinfo=timezone.utc)
words = ("call buy fix email book pay renew water plan clean send order check pick up the a for with about new old "
         "bank plumber slides invoice passport garden bike light rent dentist flights hotel venue cake milk eggs "
         "bread report deck landlord heater car tax bins café über naïve 東京 🎉").split()


def stored(moment):
    return moment.strftime("%Y-%m-%d %H:%M:%S.") + f"{moment.microsecond // 1000:03d}"


def uid():
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def text(low, high):
    return " ".join(rng.choice(words) for _ in range(rng.randint(low, high)))


def moment(days):
    return end - timedelta(minutes=rng.randrange(days * 24 * 60))


db = sqlite3.connect(path)
db.execute("PRAGMA foreign_keys = ON")
categories = [uid() for _ in range(8)]
db.executemany("INSERT INTO categories (id, name) VALUES (?, ?)",
               zip(categories, ["home", "work", "health", "errands", "social", "finance", "learning", "hobby"]))
tags = [uid() for _ in range(20)]
db.executemany("INSERT INTO tags (id, name) VALUES (?, ?)", [(t, f"tag{i}") for i, t in enumerate(tags)])
plan_ids = [uid() for _ in range(plans)]
db.executemany(
    "INSERT INTO plans (id, title, created_at, category_id, due_date, priority) VALUES (?, ?, ?, ?, ?, ?)",
    [(p, text(2, 5).capitalize(), stored(moment(365)), rng.choice(categories + [None]),
      stored(moment(30) + timedelta(days=40)) if rng.random() < 0.3 else None,
      rng.choice([None, "low", "high"])) for p in plan_ids])
rows, links = [], []
for index in range(tasks):
    task, created = uid(), moment(365)
    status = rng.choice(["open", "open", "active", "waiting", "someday", "done", "done", "cancelled"])
    finished = stored(created + timedelta(hours=rng.randrange(1, 300))) if status in ("done", "cancelled") else None
    rows.append((task, text(2, 8).capitalize(), text(5, 20) if rng.random() < 0.2 else None, stored(created),
                 finished or stored(created), finished,
                 stored(created + timedelta(days=rng.randrange(0, 30))) if rng.random() < 0.6 else None,
                 rng.choice(["low", "medium", "medium", "high", "urgent"]), status, 1024 * (index + 1),
                 rng.choice(plan_ids) if rng.random() < 0.3 else None, rng.choice(categories + [None]),
                 "FREQ=WEEKLY" if rng.random() < 0.05 else None, rng.randrange(0, 3)))
    links += [(task, tag) for tag in rng.sample(tags, rng.choice([0, 0, 1, 2]))]
db.executemany(
    """INSERT INTO tasks (id, title, notes, created_at, updated_at, completed_at, due_date, priority, status, position,
       plan_id, category_id, recurrence, postponed) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""", rows)
db.executemany("INSERT INTO task_tags (task_id, tag_id) VALUES (?, ?)", links)
db.executemany(
    "INSERT INTO captures (id, raw_text, created_at, source, status) VALUES (?, ?, ?, ?, ?)",
    [(uid(), text(3, 14), stored(moment(365)), rng.choice(["text", "text", "voice"]),
      rng.choice(["pending", "review", "completed", "completed"])) for _ in range(captures)])
db.commit()
print(f"seeded {tasks:,} tasks ({len(links):,} tags on them), {plans:,} plans and {captures:,} captures into {path}")

#!/usr/bin/env python3
"""Times dateparser's search_dates and `offload analyze --jsonl` on the same lines, in one run, and prints the ratio.

    compare_dateparser.py LINES.jsonl --offload .build/release/offload [--count 5000] [--languages en|detect]

LINES.jsonl holds `{"id", "text", "ref", "tz"}` lines (make_lines.py --ref-tz). The first COUNT lines go through
`dateparser.search.search_dates(text, settings={"RELATIVE_BASE": ref})`, text only, one after the other in this
process (wall time of the loop, after one warm-up call), then through `offload analyze --jsonl` as a subprocess
(wall time of the whole process: start, model loading, reading, analysis, writing), once on one thread
(`--threads 1`) and once on every core. dateparser only finds and resolves dates; offload also classifies the
intent and category and finds entities and a title, and writes all of it as JSON.

`--languages en` (the default) tells dateparser the language, its fastest setting; `--languages detect` leaves it
to detect the language of every text, which is its default and about a hundred times slower.

Needs dateparser (`pip install dateparser`, in a venv if pip refuses a system install).
"""
import argparse
import datetime
import json
import os
import subprocess
import sys
import tempfile
import time

from dateparser.search import search_dates


def time_dateparser(lines, languages):
    options = {} if languages == "detect" else {"languages": [languages]}
    search_dates("call mom tomorrow at 5pm", settings={"RELATIVE_BASE": datetime.datetime(2026, 1, 1)}, **options)
    found = 0
    start = time.perf_counter()
    for line in lines:
        base = datetime.datetime.fromisoformat(line["ref"].replace("Z", "+00:00"))
        found += bool(search_dates(line["text"], settings={"RELATIVE_BASE": base}, **options))
    return time.perf_counter() - start, found


def time_offload(path, offload, models, threads):
    command = [offload, "analyze", "--jsonl", "--threads", str(threads)] + (["--models", models] if models else [])
    with open(path, "rb") as stdin:
        start = time.perf_counter()
        result = subprocess.run(command, stdin=stdin, capture_output=True, check=True)
        elapsed = time.perf_counter() - start
    found = sum(1 for answer in result.stdout.splitlines() if json.loads(answer).get("dates"))
    return elapsed, found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("lines")
    parser.add_argument("--offload", required=True)
    parser.add_argument("--models", default=None)
    parser.add_argument("--count", type=int, default=5_000)
    parser.add_argument("--languages", default="en")
    arguments = parser.parse_args()
    with open(arguments.lines, encoding="utf-8") as file:
        lines = [json.loads(line) for _, line in zip(range(arguments.count), file)]
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False, encoding="utf-8") as file:
        file.writelines(json.dumps(line, ensure_ascii=False) + "\n" for line in lines)
        path = file.name
    try:
        theirs, their_found = time_dateparser(lines, arguments.languages)
        print(f"dateparser {arguments.languages}: {len(lines)} lines in {theirs:.2f} s = "
              f"{len(lines) / theirs:,.0f} lines/s ({their_found} with a date)")
        for threads in (1, os.cpu_count() or 1):
            ours, our_found = time_offload(path, arguments.offload, arguments.models, threads)
            print(f"offload --threads {threads}: {len(lines)} lines in {ours:.3f} s = {len(lines) / ours:,.0f} "
                  f"lines/s ({our_found} with a date); dateparser / offload = {theirs / ours:.0f}x")
    finally:
        os.unlink(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Validates `offload export` output against docs/export.schema.json with the `jsonschema` package (PyPI).

Usage: python3 Tests/Export/check_export.py PATH_TO_OFFLOAD
Builds a scratch database through the CLI at a fixed clock (OFFLOAD_NOW) that fills every exported table, exports
it with and without --include events and validates both (and that every table has rows, and the counts match),
validates an empty database's export, and reads the ZIP's manifest and CSV files back with Python's own zipfile,
hashlib and csv modules.
"""
import csv
import copy
import hashlib
import importlib.metadata
import io
import json
import os
import subprocess
import sys
import tempfile
import zipfile

try:
    import jsonschema
except ImportError:
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                    "jsonschema>=4.18,<5"], check=True)
    import jsonschema

offload = sys.argv[1]
root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
schema = json.load(open(os.path.join(root, "docs", "export.schema.json")))
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())
work = tempfile.mkdtemp()
os.chmod(work, 0o700)
env = dict(os.environ, OFFLOAD_DB=os.path.join(work, "export.sqlite"), OFFLOAD_NOW="2026-11-23T09:00:00Z",
           TZ="UTC", HOME=work, NO_COLOR="1")
env.pop("XDG_CONFIG_HOME", None)


def run(*args, stdin=None, db=None):
    run_env = dict(env, OFFLOAD_DB=db) if db else env
    done = subprocess.run([offload, *args], env=run_env, input=stdin, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"offload {' '.join(args)} exited {done.returncode}: {done.stderr.strip()}")
    return done.stdout


def validated(text, name):
    document = json.loads(text)
    errors = sorted(validator.iter_errors(document), key=lambda error: list(error.path))
    if errors:
        sys.exit(f"{name}: {len(errors)} schema errors, first at {list(errors[0].path)}: {errors[0].message}")
    counts = {table: len(rows) for table, rows in document["tables"].items()}
    if counts != document["counts"]:
        sys.exit(f"{name}: the header's counts {document['counts']} are not the rows {counts}")
    return document


for text in ["plan tom's birthday #party: book venue, send invites, order cake", "groceries #weekly: milk, eggs",
             "note: wifi password is pinecone42 #home", "call mom tomorrow at 5pm #family", "renew passport",
             "a \"quoted\" thought, with commas\nand a second line"]:
    run("capture", text)
run("add", "pay rent today 10am #home @finance")
run("add", "=SUM(A1:A9) looks like a formula tomorrow")
run("handoff")
run("review", stdin="a\n" * 10)
tasks = {t["title"]: t["id"][:8] for t in json.loads(run("tasks", "--json"))}
run("remind", tasks["Pay rent"], "tomorrow", "8am")
run("done", tasks["Pay rent"])
run("cancel", tasks["Renew passport"])
run("check", "Groceries:1")
run("stats")
deleted = [c for c in json.loads(run("captures", "--json")) if c["rawText"].startswith("a \"quoted\"")][0]
run("delete", deleted["id"][:8])

plain = validated(run("export"), "export")
full = validated(run("export", "--include", "events"), "export --include events")
empty_tables = sorted(table for table, rows in full["tables"].items() if not rows)
if empty_tables:
    sys.exit(f"the scratch database left tables empty: {empty_tables}")
if set(full["tables"]) - set(plain["tables"]) != {"events", "undoActions"}:
    sys.exit(f"--include events added {sorted(set(full['tables']) - set(plain['tables']))}")
broken = copy.deepcopy(full)
broken["tables"]["tasks"][0]["position"] = "first"
del broken["tables"]["captures"][0]["rawText"]
if len(list(validator.iter_errors(broken))) != 2:
    sys.exit("the schema did not catch a string position and a missing rawText")
empty = validated(run("export", "--include", "events", db=os.path.join(work, "empty.sqlite")), "empty export")
if any(empty["counts"].values()):
    sys.exit(f"an empty database exported rows: {empty['counts']}")

archive_path = os.path.join(work, "export.zip")
run("export", "--format", "zip", "-o", archive_path)
with zipfile.ZipFile(archive_path) as archive:
    manifest = json.loads(archive.read("manifest.json"))
    names = sorted(archive.namelist())
    if names != sorted([f["name"] for f in manifest["files"]] + ["manifest.json"]):
        sys.exit(f"the archive holds {names}, the manifest lists {manifest['files']}")
    for entry in manifest["files"]:
        data = archive.read(entry["name"])
        if len(data) != entry["bytes"] or hashlib.sha256(data).hexdigest() != entry["sha256"]:
            sys.exit(f"{entry['name']} does not match its manifest entry {entry}")
        if entry["name"].endswith(".csv"):
            if not data.endswith(b"\r\n") or b"\r\n" not in data.split(b"\n", 1)[0] + b"\n":
                sys.exit(f"{entry['name']} does not end its lines in CRLF")
            rows = list(csv.reader(io.StringIO(data.decode("utf-8"), newline="")))
            if len(rows) - 1 != entry["rows"]:
                sys.exit(f"{entry['name']}: {len(rows) - 1} rows, the manifest says {entry['rows']}")
        else:
            validated(data.decode("utf-8"), "offload.json in the archive")
    sheet = list(csv.DictReader(io.StringIO(archive.read("tasks.csv").decode("utf-8"), newline="")))
    formulas = [row["title"] for row in sheet if row["title"][:1] in "=+-@"]
    if formulas:
        sys.exit(f"tasks.csv has cells a spreadsheet would run: {formulas}")
    captured = list(csv.DictReader(io.StringIO(archive.read("captures.csv").decode("utf-8"), newline="")))
    if not any(row["text"] == deleted["rawText"] for row in captured):
        sys.exit("captures.csv lost the quoted, two-line capture")

print(f"export: {sum(full['counts'].values())} rows in {len(full['tables'])} tables valid against the schema "
      f"(jsonschema {importlib.metadata.version('jsonschema')}); the empty export too; the ZIP's {len(manifest['files'])} files match "
      f"their SHA-256 and rows")

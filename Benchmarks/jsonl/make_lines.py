#!/usr/bin/env python3
"""Builds `offload analyze --jsonl` input lines from the texts in Corpora/ (stdlib only, deterministic).

    make_lines.py COUNT [--ref-tz] > lines.jsonl

Takes every `text` of Corpora/intents/*.jsonl, Corpora/external/intent-dev.jsonl and Corpora/temporal/captures.jsonl,
shuffled with a fixed seed, and repeats them until COUNT lines. With --ref-tz each line also carries its own `ref`
and `tz`: a (ref, tz) pair of Corpora/temporal/captures.jsonl drawn at random, so that lines take turns among the
reference instants and zones a real evaluation set uses.
"""
import json
import pathlib
import random
import sys

CORPORA = pathlib.Path(__file__).resolve().parents[2] / "Corpora"
FILES = ["intents/train.jsonl", "intents/eval.jsonl", "external/intent-dev.jsonl", "temporal/captures.jsonl"]


def rows(name):
    with open(CORPORA / name, encoding="utf-8") as file:
        return [json.loads(line) for line in file if line.strip()]


def texts():
    found = [row["text"] for name in FILES for row in rows(name)]
    random.Random(14).shuffle(found)
    return found


def contexts():
    return sorted({(row["ref"], row["tz"]) for row in rows("temporal/captures.jsonl")})


def main():
    count = int(sys.argv[1])
    with_context = "--ref-tz" in sys.argv[2:]
    pool = texts()
    pairs = contexts()
    rng = random.Random(41)
    out = sys.stdout
    for index in range(count):
        line = {"id": index + 1, "text": pool[index % len(pool)]}
        if with_context:
            line["ref"], line["tz"] = rng.choice(pairs)
        out.write(json.dumps(line, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()

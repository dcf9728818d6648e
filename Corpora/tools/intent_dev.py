"""Machinery the German and Spanish intent DEVELOPMENT sets share (write_intent_dev_de.py, write_intent_dev_es.py).

A language script holds its captures as literal Python data, writer by writer, and calls `main`; this module checks
them (known labels, no two rows with the same folded key, no row whose folded key is a training row's), writes the
JSON Lines file byte-identically ({"text","intent","category","language"}, the format of the de/es training files)
and prints the tables pasted into SOURCE.md, plus the training rows that share most of a dev row's words (word-set
Jaccard >= 0.6), so that a near-copy of a training row can be reworded by hand. By default it reads the training file
only and never an evaluation or held-out file. A later set of the same language (the second German development set,
write_intent_dev2_de.py) names its own output file and may name further files of the same folder (dev.jsonl,
eval.jsonl) whose folded keys its rows must not share: of those files only the keys are compared, and a clash prints
the caller's row alone, never the other file's text.

Standard library only.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
from intent_corpus import CATS, INTENTS, fold_key  # noqa: E402

INTENTS_DIR = Path(__file__).resolve().parent.parent / "intents"
NEAR = 0.6


def records(writers: dict[str, list[tuple[str, str | None, str]]], language: str) -> list[dict]:
    """Every capture in writer order, checked: known labels, no repeated folded key."""
    rows, seen = [], {}
    for writer, captures in writers.items():
        for intent, category, text in captures:
            assert intent in INTENTS and category in CATS, (writer, text)
            assert text == text.strip() and text, (writer, text)
            key = fold_key(text)
            assert key not in seen, f"repeated capture: {text!r} ({writer}) and {seen[key]!r}"
            seen[key] = text
            rows.append({"text": text, "intent": intent, "category": category, "language": language})
    return rows


def training_overlap(rows: list[dict], language: str) -> list[tuple[str, str, float]]:
    """Asserts no dev row folds to a training row; returns (dev, train, Jaccard) for the close ones."""
    train = [json.loads(line) for line in (INTENTS_DIR / language / "train.jsonl").read_text("utf-8").splitlines()]
    keys = {fold_key(t["text"]) for t in train}
    clash = [r["text"] for r in rows if fold_key(r["text"]) in keys]
    assert not clash, f"dev rows that are training rows: {clash}"
    sets = [(set(fold_key(t["text"]).split()), t["text"]) for t in train]
    close = []
    for row in rows:
        words = set(fold_key(row["text"]).split())
        best = max(((len(words & s) / len(words | s), text) for s, text in sets if words), default=(0.0, ""))
        if best[0] >= NEAR:
            close.append((row["text"], best[1], round(best[0], 2)))
    return close


def tables(rows: list[dict]) -> str:
    """The intent, category and intent-by-category tables pasted into SOURCE.md."""
    n = len(rows)
    out = ["| intent | n | % |", "|---|---:|---:|"]
    by_intent = Counter(r["intent"] for r in rows)
    out += [f"| {i} | {by_intent[i]} | {100 * by_intent[i] / n:.1f} |" for i in INTENTS]
    out += ["", "| category | n | % |", "|---|---:|---:|"]
    by_cat = Counter(r["category"] for r in rows)
    out += [f"| {c or 'null'} | {by_cat[c]} | {100 * by_cat[c] / n:.1f} |" for c in CATS]
    cells = Counter((r["intent"], r["category"]) for r in rows)
    out += ["", "| intent \\ category | " + " | ".join(c or "null" for c in CATS) + " |"]
    out.append("|---|" + "---:|" * len(CATS))
    out += [f"| {i} | " + " | ".join(str(cells[(i, c)]) for c in CATS) + " |" for i in INTENTS]
    return "\n".join(out)


def distinct_from(rows: list[dict], language: str, names: tuple[str, ...]) -> None:
    """Asserts that no row folds to a row of the named files in intents/<language>/; names only the caller's rows."""
    for name in names:
        lines = (INTENTS_DIR / language / name).read_text("utf-8").splitlines()
        keys = {fold_key(json.loads(line)["text"]) for line in lines}
        clash = [r["text"] for r in rows if fold_key(r["text"]) in keys]
        assert not clash, f"rows that fold to a row of {name}: {clash}"


def main(writers: dict[str, list[tuple[str, str | None, str]]], language: str, out_name: str = "dev.jsonl",
         distinct: tuple[str, ...] = ()) -> None:
    """Checks the captures, writes intents/<language>/<out_name> and prints counts, tables and near-copies.

    `distinct` names files of intents/<language>/ (e.g. dev.jsonl, eval.jsonl) whose folded keys no row may share.
    """
    rows = records(writers, language)
    close = training_overlap(rows, language)
    distinct_from(rows, language, distinct)
    out = INTENTS_DIR / language / out_name
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    by_writer = ", ".join(f"{w} {len(c)}" for w, c in writers.items())
    print(f"language {language}: {Path(out_name).stem} {len(rows)} ({len(writers)} writers: {by_writer})")
    also = "".join(f", no {name} text" for name in distinct)
    print(f"checked: labels in the sets, no repeated folded key, no training text (folded key){also}")
    print(f"dev rows with a training row of word-set Jaccard >= {NEAR}: {len(close)}")
    for dev, train, score in close:
        print(f"  {score}  {dev!r}  ~  {train!r}", file=sys.stderr)
    print()
    print(tables(rows))

"""Checks, writes and counts a blind German intent development set (the dev4 and dev5 scripts share it).

A set is a list of `(writer, text, intent, category)` records written by hand. `write_set` asserts the labels and
that no two records share a folded key, reads the other German files by script and refuses to write when a record
shares a folded key with one of their rows or comes within word-set Jaccard `limit` of one (printing only the set's
own row, never another file's text), then writes the JSON Lines file byte-identically, reads it back and prints
the label tables.
"""
from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

from intent_corpus import fold_key

HERE = Path(__file__).resolve().parent
DE = HERE.parent / "intents" / "de"
INTENTS = ["task", "list", "plan", "communication", "note"]
CATS = ["work", "learning", "home", "errands", "health", "finance", "social", "hobby", None]

Record = tuple[str, str, str, "str | None"]

# Short names the record lists of the dev4-dev6 scripts are written with.
T, L, P, C, N = "task", "list", "plan", "communication", "note"
WORK, LEARN, HOME, ERR, HEALTH, FIN, SOC, HOBBY = (
    "work", "learning", "home", "errands", "health", "finance", "social", "hobby")
NULL = None


def jaccard(a: set[str], b: set[str]) -> float:
    return len(a & b) / len(a | b) if (a or b) else 0.0


def check_self(records: list[Record], name: str) -> None:
    seen: dict[str, str] = {}
    for writer, text, intent, cat in records:
        assert intent in INTENTS, (writer, text, intent)
        assert cat in CATS, (writer, text, cat)
        assert text == text.strip() and text, (writer, text)
        k = fold_key(text)
        assert k not in seen, f"duplicate folded key inside {name}: {text!r}"
        seen[k] = text


def check_others(records: list[Record], others: list[str], limit: float) -> int:
    """Read the other German files by script; print only this set's row for any clash. Returns the clash count."""
    own_sets = [(text, k, set(k.split())) for text, k in ((t, fold_key(t)) for _, t, _, _ in records)]
    clashes = 0
    for name in others:
        path = DE / name
        if not path.exists():
            print(f"note: {name} not found, not checked")
            continue
        keys: set[str] = set()
        sets: list[set[str]] = []
        with path.open(encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    k = fold_key(json.loads(line)["text"])
                    keys.add(k)
                    sets.append(set(k.split()))
        for text, k, ws in own_sets:
            if k in keys:
                print(f"CLASH folded key with a row of {name}: {text!r}")
                clashes += 1
                continue
            best = max((jaccard(ws, s) for s in sets), default=0.0)
            if best >= limit:
                print(f"CLASH word-set Jaccard {best:.2f} with a row of {name}: {text!r}")
                clashes += 1
    return clashes


def table(records: list[Record], name: str) -> None:
    ic = Counter(i for _, _, i, _ in records)
    cc = Counter(c for _, _, _, c in records)
    wc = Counter(w for w, _, _, _ in records)
    n = len(records)
    print(f"{name}: {n} rows, writers {len(wc)} ({', '.join(f'{w} {k}' for w, k in wc.items())})")
    print("| intent | n | % |\n|---|---:|---:|")
    for i in INTENTS:
        print(f"| {i} | {ic[i]} | {100 * ic[i] / n:.1f} |")
    head = " | ".join("null" if c is None else c for c in CATS)
    print(f"\n| intent \\ category | {head} |\n|---|" + "---:|" * len(CATS))
    for i in INTENTS:
        row = " | ".join(str(sum(1 for _, _, ii, c in records if ii == i and c == cat)) for cat in CATS)
        print(f"| {i} | {row} |")
    print("\nCategories: " + ", ".join(f"{'null' if c is None else c} {cc[c]}" for c in CATS) + ".")
    lengths = [len(fold_key(t).split()) for _, t, _, _ in records]
    print(f"rows with 12+ words (folded): {sum(1 for x in lengths if x >= 12)}; "
          f"with 2-6 words: {sum(1 for x in lengths if x <= 6)}")


def write_set(records: list[Record], name: str, others: list[str], limit: float) -> int:
    """Checks `records`, writes `Corpora/intents/de/<name>.jsonl` and prints its tables; 1 on a clash."""
    out = DE / f"{name}.jsonl"
    check_self(records, name)
    clashes = check_others(records, others, limit)
    if clashes:
        print(f"{clashes} row(s) of {name} clash with another file; reword them", file=sys.stderr)
        return 1
    lines = [json.dumps({"text": t, "intent": i, "category": c, "language": "de"}, ensure_ascii=False)
             for _, t, i, c in records]
    out.write_bytes(("\n".join(lines) + "\n").encode("utf-8"))
    # read back and validate
    back = out.read_text(encoding="utf-8").split("\n")
    assert back[-1] == "" and len(back) - 1 == len(records)
    for line in back[:-1]:
        obj = json.loads(line)
        assert list(obj) == ["text", "intent", "category", "language"]
        assert obj["intent"] in INTENTS and obj["category"] in CATS and obj["language"] == "de"
    print(f"wrote {out.relative_to(HERE.parent.parent)}; no folded-key clash and no word-set Jaccard >= "
          f"{limit} with {', '.join(others)}")
    table(records, name)
    return 0

"""Output for the second German and Spanish development due-date sets (write_dev2_de.py, write_dev2_es.py).

Like due_gold.write, but every writer carries a locale of their own (de_AT, de_CH, es_MX, es_AR, …), so the
records of one file do not all share one locale. The lines are due_gold's (same keys, same gold); stdlib only.
"""

import json
import re
from collections import Counter
from pathlib import Path

import due_gold


def write_by_locale(folder, writers, language, name, prefix):
    """Writes folder/name from writers ({writer: (locale, records)}) and prints the counts SOURCE.md quotes."""
    locales = {writer: locale for writer, (locale, _) in writers.items()}
    items = due_gold.records({writer: records for writer, (_, records) in writers.items()})
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    lines = [due_gold.line(item, language, locales[item.writer], prefix) for item in items]
    (folder / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{folder.name}/{name}: {len(lines)} records")
    for label, counter in (
        ("writer", Counter(item.writer for item in items)),
        ("locale", Counter(locales[item.writer] for item in items)),
        ("kind", Counter(due_gold.kind(item.due) for item in items)),
    ):
        print(f"{label}: " + ", ".join(f"{key} {count}" for key, count in counter.most_common()))


def is_negative(item):
    """Whether a record expects no due date (an unwanted day or a lookalike)."""
    return isinstance(item.due, (due_gold.Unwanted, due_gold.Lookalike))


def check_writers(writers, negatives, size=20):
    """Asserts that each writer has `size` records and `negatives[writer]` negatives among them."""
    for writer, (_, items) in writers.items():
        assert len(items) == size, (writer, len(items))
        count = sum(is_negative(item) for item in items)
        assert count == negatives[writer], (writer, count)


def print_negative_kinds(writers):
    """Prints how many negatives of each kind (the `why` up to its colon) the writers have, as SOURCE.md quotes."""
    kinds = Counter(
        item.due.why.split(":")[0] for _, items in writers.values() for item in items if is_negative(item)
    )
    print("negatives by kind: " + ", ".join(f"{key} {count}" for key, count in sorted(kinds.items())))


def fold(text):
    """A text with its case and runs of white space folded, for the duplicate check."""
    return re.sub(r"\s+", " ", text).strip().casefold()


def check_no_duplicates(folder, output, writers):
    """Returns the texts of `writers` that equal (folded) a text of a jsonl file in `folder` other than `output`, in
    record order."""
    seen = set()
    for path in sorted(folder.glob("*.jsonl")):
        if path.name == output:
            continue
        with path.open(encoding="utf-8") as lines:
            for line in lines:
                if line.strip():
                    seen.add(fold(json.loads(line)["text"]))
    return [item.text for _, items in writers.values() for item in items if fold(item.text) in seen]

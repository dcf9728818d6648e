"""Shared machinery for the German and Spanish intent corpora (generate_intents_de.py, generate_intents_es.py).

Python 3.11 standard library only. A language script supplies its vocabularies, its per-intent generators, a
`Noise` description (abbreviations, spoken fillers, keyboard neighbours, how its writers drop umlauts or
accents, how they capitalise) and a hand-written evaluation list; `run` does the rest:

* quotas per (intent, category) cell, the same shares as the English corpus (generate_intents.py);
* the hand-written training rows (`SUPPLEMENT`) fill their cells first, generated rows fill the remainder;
* every text is keyed by `fold_key` (lower case, umlauts/ae/oe/ue/ß and accents folded, punctuation removed);
  a key is used once, and every key of the hand-written evaluation split is reserved before training rows are
  drawn, so no evaluation text occurs in training (asserted again after writing);
* the files are written, read back and validated (every line parses, keys and labels are in the sets), and
  the counts are printed as the Markdown tables pasted into SOURCE.md.

The English script keeps its own copy of the older machinery, so that its output stays byte-identical.
"""
from __future__ import annotations

import argparse
import json
import random
import re
import sys
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

INTENTS = ["task", "list", "plan", "communication", "note"]
CATS = ["work", "learning", "home", "errands", "health", "finance", "social", "hobby", None]

# the shares of the English corpus (Corpora/tools/generate_intents.py)
INTENT_SHARE = {"task": 0.24, "list": 0.19, "plan": 0.17, "communication": 0.20, "note": 0.20}
CAT_SHARE = {  # per intent: work learning home errands health finance social hobby null
    "task":          [.13, .09, .13, .14, .11, .12, .08, .06, .14],
    "list":          [.06, .07, .12, .28, .07, .05, .07, .10, .18],
    "plan":          [.15, .10, .14, .06, .09, .08, .14, .08, .16],
    "communication": [.20, .08, .12, .05, .10, .10, .22, .05, .08],
    "note":          [.10, .12, .09, .07, .09, .07, .12, .11, .23],
}

SLOT_RE = re.compile(r"\{(\w+)\}")


def L(s: str) -> list[str]:
    """Split a '|'-separated vocabulary string; a line break right after a '|' only continues the string, so
    a newline inside an item (a template such as "{h}\\n{items}") is kept."""
    return [x.strip(" ") for x in re.sub(r"\|[ \t]*\n", "|", s).strip().split("|") if x.strip()]


def fold_key(text: str) -> str:
    """The key two texts share when they are the same capture typed differently.

    Lower case; ß -> ss; ä/ae -> a, ö/oe -> o, ü/ue -> u (the same map on every text, so typed-out umlauts and
    dropped umlauts meet); accents and ñ stripped; punctuation, emoji and bullets removed; whitespace collapsed.
    """
    t = unicodedata.normalize("NFKC", text).lower().replace("ß", "ss")
    t = t.replace("ä", "a").replace("ö", "o").replace("ü", "u")
    t = t.replace("ae", "a").replace("oe", "o").replace("ue", "u")
    t = "".join(ch for ch in unicodedata.normalize("NFKD", t) if not unicodedata.combining(ch))
    t = "".join(ch if (ch.isalnum() or ch.isspace()) else " " for ch in t)
    return " ".join(t.split())


# ---------------------------------------------------------------------------
# Drawing from vocabularies
# ---------------------------------------------------------------------------
class Ctx:
    """The random source and the vocabulary of one language; `fill` expands `{slot}`s."""

    def __init__(self, rng: random.Random, vocab: dict[str, list[str]]):
        self.rng = rng
        self.vocab = vocab

    def pick(self, items: list):
        return self.rng.choice(items)

    def sample(self, items: list, k: int) -> list:
        return self.rng.sample(items, min(k, len(items)))

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def fill(self, text: str, extra: dict | None = None, depth: int = 0) -> str:
        extra = extra or {}

        def rep(m: re.Match) -> str:
            key = m.group(1)
            if key in extra:
                val = extra[key]
                val = val(self) if callable(val) else val
            elif key in self.vocab:
                val = self.pick(self.vocab[key])
            else:
                raise KeyError(key)
            return self.fill(val, extra, depth + 1) if depth < 4 and "{" in val else val

        return SLOT_RE.sub(rep, text)


def join_items(ctx: Ctx, items: list[str], and_word: str, style: str | None = None) -> str:
    """Join list items the ways people type them: commas, 'and', spaces, slashes, plus signs."""
    r = ctx.rng
    style = style or r.choice(["comma", "comma", "comma", "comma_and", "space", "and", "slash", "plus"])
    if len(items) == 1:
        return items[0]
    if style == "space" and all(len(i.split()) == 1 for i in items):
        return " ".join(items)
    if style in ("comma_and", "space") or (style == "and" and len(items) > 3):
        return ", ".join(items[:-1]) + f" {and_word} " + items[-1]
    if style == "and":
        return f" {and_word} ".join(items)
    if style == "slash":
        return " / ".join(items)
    if style == "plus":
        return " + ".join(items)
    return ", ".join(items)


BULLETS = ["- ", "• ", "* ", "", "- ", "", "1. ", "☐ ", "-"]


def bullets(ctx: Ctx, items: list[str]) -> str:
    """One item a line, with a bullet style chosen per capture."""
    b = ctx.pick(BULLETS)
    if b == "1. ":
        sep = ctx.pick([". ", ") ", ". ", " "])
        return "\n".join(f"{i + 1}{sep}{x}" for i, x in enumerate(items))
    return "\n".join(b + x for x in items)


# ---------------------------------------------------------------------------
# Surface noise
# ---------------------------------------------------------------------------
@dataclass
class Noise:
    """How the writers of one language type on a phone."""

    abbrev: list[tuple[str, list[str]]]       # (regex, replacements), each occurrence replaced with p_abbrev
    fillers: list[str]                         # spoken lead-ins of voice captures ("äh", "pues")
    neighbours: dict[str, str]                 # keyboard neighbours for typos
    fold: Callable[[random.Random, str], str]  # drops umlauts or accents, sometimes
    casing: Callable[[random.Random, str], str]
    emoji: dict
    generic_emoji: list[str] = field(default_factory=lambda: ["🙏", "😅", "👍", "‼️", "🤞", "😬", "🔥", "✅"])
    p_abbrev: float = 0.3
    p_typo: float = 0.10
    p_filler: float = 0.04


WORD_RE = re.compile(r"[^\W\d_]{4,}")


def typo(r: random.Random, text: str, neighbours: dict[str, str]) -> str:
    """One realistic slip inside a word of four letters or more: dropped, doubled, swapped or neighbouring key."""
    words = [(m.start(), m.end()) for m in WORD_RE.finditer(text)]
    if not words:
        return text
    s, e = r.choice(words)
    w = text[s:e]
    op = r.choice(["drop", "double", "swap", "near"])
    i = r.randrange(1, len(w) - 1)
    if op == "drop":
        w2 = w[:i] + w[i + 1:]
    elif op == "double":
        w2 = w[:i] + w[i] + w[i:]
    elif op == "swap":
        w2 = w[:i] + w[i + 1] + w[i] + w[i + 2:]
    else:
        ch = w[i].lower()
        w2 = w[:i] + r.choice(neighbours.get(ch, ch)) + w[i + 1:]
    return text[:s] + w2 + text[e:]


def cap_first(ln: str) -> str:
    """Upper-case the first letter of a line, keeping a bullet or number in front of it."""
    m = re.search(r"[^\W\d_]", ln)
    if not m:
        return ln
    i = m.start()
    return ln[:i] + ln[i].upper() + ln[i + 1:]


def realistic(r: random.Random, text: str, cat, noise: Noise, intent: str) -> str:
    """Abbreviations, folded umlauts/accents, a typo, trailing punctuation, emoji, fillers and casing."""
    for pat, subs in noise.abbrev:
        def ab(m, subs=subs):
            return r.choice(subs) if r.random() < noise.p_abbrev else m.group(0)
        text = re.sub(pat, ab, text)
    if "'" in text and r.random() < 0.15:
        text = text.replace("'", "\u2019")
    text = noise.fold(r, text)
    if r.random() < noise.p_typo:
        text = typo(r, text, noise.neighbours)
    x = r.random() if text[-1:].isalnum() else 1.0
    if x < 0.035:
        text += "!!"
    elif x < 0.06:
        text += "??" if intent == "note" else "!"
    elif x < 0.08:
        text += "!"
    elif x < 0.12 and "\n" not in text:
        text += "."
    if r.random() < 0.04:
        em = r.choice(noise.emoji[cat]) if r.random() < 0.7 else r.choice(noise.generic_emoji)
        text = text + " " + em if r.random() < 0.8 else em + " " + text
    if intent != "list" and r.random() < noise.p_filler:
        text = r.choice(noise.fillers) + " " + text[0].lower() + text[1:]
    text = noise.casing(r, text)
    return re.sub(r"[ \t]+", " ", text).strip()


# ---------------------------------------------------------------------------
# Building, writing, checking
# ---------------------------------------------------------------------------
def quotas(n: int) -> dict:
    return {(it, cat): round(n * INTENT_SHARE[it] * share)
            for it in INTENTS for cat, share in zip(CATS, CAT_SHARE[it])}


def check_row(text: str, intent: str, cat) -> None:
    assert isinstance(text, str) and text.strip() == text and text, f"bad text {text!r}"
    assert intent in INTENTS, f"bad intent {intent!r} for {text!r}"
    assert cat in CATS, f"bad category {cat!r} for {text!r}"


def build_train(rng: random.Random, ctx: Ctx, n: int, gen: dict, noise: Noise, supplement: list,
                reserved: set) -> list[dict]:
    """Hand-written rows first, then generated rows until every cell has its quota."""
    seen = set(reserved)
    out = []
    for text, it, cat in supplement:
        check_row(text, it, cat)
        k = fold_key(text)
        assert k not in reserved, f"supplement row equals an eval row: {text!r}"
        if k not in seen:
            seen.add(k)
            out.append({"text": text, "intent": it, "category": cat})
    have = Counter((o["intent"], o["category"]) for o in out)
    for (it, cat), q in quotas(n).items():
        need, tries = q - have[(it, cat)], 0
        while need > 0 and tries < 400 * max(q, 1):
            tries += 1
            text = realistic(rng, gen[it](ctx, cat), cat, noise, it)
            k = fold_key(text)
            if not k or k in seen:
                continue
            seen.add(k)
            out.append({"text": text, "intent": it, "category": cat})
            need -= 1
        if need > 0:
            print(f"warning: train cell {it}/{cat} short by {need}", file=sys.stderr)
    rng.shuffle(out)
    return out


def write_jsonl(path: Path, rows: list[dict], language: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            rec = {"text": row["text"], "intent": row["intent"], "category": row["category"], "language": language}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


def read_and_validate(path: Path, language: str) -> list[dict]:
    """Every line parses, has exactly the four keys in order, and its labels are in the sets."""
    rows = []
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            rec = json.loads(line)
            assert list(rec) == ["text", "intent", "category", "language"], f"{path}:{i}: keys {list(rec)}"
            check_row(rec["text"], rec["intent"], rec["category"])
            assert rec["language"] == language, f"{path}:{i}: language {rec['language']!r}"
            rows.append(rec)
    return rows


def near_duplicates(ev: list[dict], tr: list[dict], threshold: float = 0.8) -> list[tuple[str, str]]:
    """Eval texts whose word set overlaps a train text's by Jaccard >= threshold (reported, not rejected)."""
    tsets = [(set(fold_key(r["text"]).split()), r["text"]) for r in tr]
    hits = []
    for e in ev:
        es = set(fold_key(e["text"]).split())
        for ts, text in tsets:
            if es and len(es & ts) / len(es | ts) >= threshold:
                hits.append((e["text"], text))
                break
    return hits


def table(rows: list[dict], title: str) -> str:
    n = len(rows)
    lines = [f"#### {title} ({n} entries)", "", "| intent | n | % |", "|---|---:|---:|"]
    ci = Counter(r["intent"] for r in rows)
    for it in INTENTS:
        lines.append(f"| {it} | {ci[it]} | {100 * ci[it] / n:.1f} |")
    lines += ["", "| category | n | % |", "|---|---:|---:|"]
    cc = Counter(r["category"] for r in rows)
    for c in CATS:
        lines.append(f"| {c or 'null'} | {cc[c]} | {100 * cc[c] / n:.1f} |")
    lines += ["", "| intent \\ category | " + " | ".join(c or "null" for c in CATS) + " |",
              "|---|" + "---:|" * len(CATS)]
    cx = Counter((r["intent"], r["category"]) for r in rows)
    for it in INTENTS:
        lines.append(f"| {it} | " + " | ".join(str(cx[(it, c)]) for c in CATS) + " |")
    return "\n".join(lines)


def options(language: str, seed: int, n_train: int, out_dir: Path) -> argparse.Namespace:
    """The command line of a language script; without arguments it writes the committed corpus.

    `--train-size` sets the row count of train.jsonl: the hand-written rows fill their (intent, category) cells
    first and generated (template) rows fill each cell up to its quota, so a smaller size keeps every hand-written
    row and fewer template rows (a cell whose hand-written rows exceed its quota gets no template rows).
    `--seed` draws another sample of the generated rows; `--out` writes to a scratch folder instead of the corpus.
    """
    p = argparse.ArgumentParser(description=f"Generate the {language} capture-intent corpus.")
    p.add_argument("--train-size", type=int, default=n_train,
                   help=f"rows of train.jsonl before rounding of the cell quotas (default {n_train})")
    p.add_argument("--seed", type=int, default=seed, help=f"seed of the generated rows (default {seed})")
    p.add_argument("--out", type=Path, default=out_dir,
                   help="folder to write train.jsonl and eval.jsonl to (default: the corpus folder)")
    return p.parse_args()


def run(language: str, seed: int, n_train: int, vocab: dict, gen: dict, noise: Noise, supplement: list,
        handwritten_eval: list, out_dir: Path) -> None:
    """Write out_dir/train.jsonl (generated + supplement) and out_dir/eval.jsonl (hand-written), check, print."""
    ev = []
    reserved: set = set()
    for text, it, cat in handwritten_eval:
        check_row(text, it, cat)
        k = fold_key(text)
        assert k not in reserved, f"eval row repeated: {text!r}"
        reserved.add(k)
        ev.append({"text": text, "intent": it, "category": cat})
    rng = random.Random(seed)
    tr = build_train(rng, Ctx(rng, vocab), n_train, gen, noise, supplement, reserved)
    write_jsonl(out_dir / "train.jsonl", tr, language)
    write_jsonl(out_dir / "eval.jsonl", ev, language)
    tr = read_and_validate(out_dir / "train.jsonl", language)
    ev = read_and_validate(out_dir / "eval.jsonl", language)
    tk = {fold_key(r["text"]) for r in tr}
    assert len(tk) == len(tr), "duplicate key inside train"
    overlap = tk & {fold_key(r["text"]) for r in ev}
    assert not overlap, f"eval texts in train: {sorted(overlap)[:5]}"
    near = near_duplicates(ev, tr)
    sup = set(supplement)
    hand = sum(1 for r in tr if (r["text"], r["intent"], r["category"]) in sup)
    print(f"language {language}: train {len(tr)} ({len(tr) - hand} generated + {hand} hand-written), "
          f"eval {len(ev)} (hand-written)")
    print("checked: every line parses, keys text/intent/category/language, labels in the sets, "
          "no eval text in train (folded key)")
    print(f"eval texts with a train text of word-set Jaccard >= 0.8: {len(near)}\n")
    print(table(tr, "train"))
    print()
    print(table(ev, "eval"))

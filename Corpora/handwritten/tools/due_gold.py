"""Shared date arithmetic and output for the German and Spanish hand-written due-date sets.

Used by write_captures_de.py and write_captures_es.py (stdlib only). Every value is computed with `datetime` from
the fixed reference 2026-11-23T09:00:00 (a Monday, UTC) and the conventions of
Sources/OffloadNLP/OffloadNLP.docc/DateGrammar.md. Nothing here knows a German or Spanish word: the captures and
the reading of each one are written by hand in the two scripts. The development sets
(../../temporal/tools/write_dev_de.py and write_dev_es.py) call set_reference first to use another reference time,
and write with their own file name and id prefix.
"""

import calendar
import hashlib
import json
from collections import Counter
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from pathlib import Path

REF = datetime(2026, 11, 23, 9, 0)  # a Monday
TODAY = REF.date()


def set_reference(ref):
    """Makes `ref` (a naive UTC datetime) the reference every helper below computes from; call before any record."""
    global REF, TODAY
    REF, TODAY = ref, ref.date()


WEEKDAYS = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6}


@dataclass(frozen=True)
class Unwanted:
    """A real date or time the writer would not want as a due date (a negative, expected [])."""

    why: str


@dataclass(frozen=True)
class Lookalike:
    """Text that looks like a date or time but is none (a negative, expected [])."""

    why: str


@dataclass(frozen=True)
class Record:
    text: str
    due: object
    writer: str = ""


def r(text, due):
    """One capture and its due: a date, a datetime, Unwanted(why) or Lookalike(why)."""
    return Record(text, due)


def days(n):
    """Today plus n calendar days (`morgen`/`mañana` is days(1), `übermorgen`/`pasado mañana` days(2))."""
    return TODAY + timedelta(days=n)


def in_months(n):
    """`in einem Monat` / `dentro de un mes`: the same day n calendar months on (the month's last day if shorter)."""
    year, month = divmod(TODAY.month - 1 + n, 12)
    year, month = TODAY.year + year, month + 1
    return date(year, month, min(TODAY.day, calendar.monthrange(year, month)[1]))


def wd(name):
    """A bare weekday, and `nächsten Freitag` / `el próximo viernes`: the next one, today excluded."""
    ahead = (WEEKDAYS[name] - TODAY.weekday()) % 7
    return days(ahead or 7)


def wd_next_week(name):
    """`Freitag nächste Woche` / `el viernes de la semana que viene`: that weekday in next week (weeks start on Monday)."""
    next_monday = TODAY - timedelta(days=TODAY.weekday()) + timedelta(days=7)
    return next_monday + timedelta(days=WEEKDAYS[name])


def next_week():
    """`nächste Woche` / `la semana que viene`: a range whose value is its Monday."""
    return wd_next_week("mon")


def weekend():
    """`am Wochenende` / `el finde`: this weekend, a range whose value is its Saturday."""
    return days((5 - TODAY.weekday()) % 7)


def end_of_week():
    """`Ende der Woche` / `a finales de semana`: the week's Sunday."""
    return days(6 - TODAY.weekday())


def end_of_month():
    """`Ende des Monats` / `a fin de mes`: the last day of this month."""
    first_of_next = date(TODAY.year + (TODAY.month == 12), TODAY.month % 12 + 1, 1)
    return first_of_next - timedelta(days=1)


def md(month, day):
    """A day and month without a year (`am 12.6.`, `el 5/6`, `el 3 de diciembre`): the next one, today included."""
    candidate = date(TODAY.year, month, day)
    return candidate if candidate >= TODAY else date(TODAY.year + 1, month, day)


def ymd(year, month, day):
    """A full date."""
    return date(year, month, day)


def nth(day):
    """A day of the month alone (`am 21.`, `el 17`, `el día 2`): this month's if today or later, else the next
    month that has that day."""
    year, month = TODAY.year, TODAY.month
    if day < TODAY.day:
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    while True:
        try:
            return date(year, month, day)
        except ValueError:
            year, month = (year + 1, 1) if month == 12 else (year, month + 1)


def at(day, hour, minute=0):
    """A clock time on a day, `hour` already on the 24-hour clock.

    An hour without a.m./p.m. or a part of the day on another day is read as people mean it (DateGrammar.md):
    1-6 are p.m., 7-11 a.m., 12 noon; the scripts pass the 24-hour result.
    """
    return datetime(day.year, day.month, day.day, hour, minute)


def clock(hour, minute=0):
    """A time without a day: today if still ahead of the reference time, else tomorrow (`hour` on the 24-hour clock)."""
    today = at(TODAY, hour, minute)
    return today if today > REF else at(days(1), hour, minute)


def expected(due):
    """The scorer's gold for a due value: one date or datetime result, or [] for a negative."""
    if isinstance(due, datetime):
        return [{"start": 0, "type": "datetime", "values": [{"value": due.strftime("%Y-%m-%dT%H:%M")}]}]
    if isinstance(due, date):
        return [{"start": 0, "type": "date", "values": [{"value": due.isoformat()}]}]
    assert isinstance(due, (Unwanted, Lookalike)), due
    return []


def kind(due):
    if isinstance(due, Unwanted):
        return "date the writer does not want (negative)"
    if isinstance(due, Lookalike):
        return "looks like a date, is none (negative)"
    if isinstance(due, datetime):
        return "due day and time"
    return "due day"


def records(writers):
    """Every record tagged with its writer; texts must be unique."""
    out = []
    for writer, items in writers.items():
        for item in items:
            out.append(Record(item.text, item.due, writer))
    texts = Counter(item.text for item in out)
    assert all(n == 1 for n in texts.values()), [t for t, n in texts.items() if n > 1]
    return out


def line(item, language, locale, prefix="hw"):
    """One due-dates.jsonl line (sorted keys, no ASCII escaping)."""
    digest = hashlib.sha1(item.text.encode("utf-8")).hexdigest()[:10]
    record = {
        "expected": expected(item.due),
        "id": f"{prefix}-{language}-{digest}",
        "language": language,
        "locale": locale,
        "ref": REF.strftime("%Y-%m-%dT%H:%M:%S"),
        "text": item.text,
        "tz": "UTC",
    }
    return json.dumps(record, ensure_ascii=False, sort_keys=True)


def write(folder, writers, language, locale, name="due-dates.jsonl", prefix="hw"):
    """Writes folder/name (ids `prefix-language-…`) and prints the counts SOURCE.md quotes."""
    items = records(writers)
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    lines = [line(item, language, locale, prefix) for item in items]
    (folder / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{folder.name}/{name}: {len(lines)} records")
    for name, counter in (
        ("writer", Counter(i.writer for i in items)),
        ("kind", Counter(kind(i.due) for i in items)),
    ):
        print(f"{name}: " + ", ".join(f"{k} {n}" for k, n in counter.most_common()))

#!/usr/bin/env python3
"""Deterministically generate Corpora/temporal/captures.jsonl: capture-style temporal cases with expectations.

Expectations are computed here with datetime/zoneinfo from the documented conventions (DateGrammar.md), never by
running the Swift extractor. Usage: python3 generate_captures.py > ../captures.jsonl
"""
import json
import hashlib
from datetime import datetime, date, timedelta
from zoneinfo import ZoneInfo

# (ref wall time, zone, locale). Chosen to cover every weekday, month ends, year ends and DST edges.
REFS = [
    ("2025-03-14T09:00:00", "UTC", "en_US"),              # Friday
    ("2025-06-30T16:30:00", "America/New_York", "en_US"), # Monday, month end, afternoon
    ("2025-12-31T22:15:00", "Europe/London", "en_GB"),    # Wednesday, year end, late evening
    ("2026-03-07T10:00:00", "America/New_York", "en_US"), # Saturday before US spring-forward (Mar 8)
    ("2026-03-28T08:00:00", "Europe/Berlin", "en_GB"),    # Saturday before EU spring-forward (Mar 29)
    ("2026-10-24T11:00:00", "Europe/Berlin", "en_GB"),    # Saturday before EU fall-back (Oct 25)
    ("2026-02-26T07:45:00", "America/New_York", "en_US"), # Thursday, February end
    ("2026-09-09T13:00:00", "Europe/Berlin", "en_GB"),    # Wednesday
]
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
SHORT = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december"]
MON3 = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]


def d(x):
    return x.isoformat()


def dt(day, h, m=0):
    return "%sT%02d:%02d" % (day.isoformat(), h, m)


def upcoming(today, wd, include_today=False):
    delta = (wd - today.weekday()) % 7
    if delta == 0 and not include_today:
        delta = 7
    return today + timedelta(days=delta)


def next_week(today, wd):
    return today - timedelta(days=today.weekday()) + timedelta(days=7 + wd)


def last_week(today, wd):
    return today - timedelta(days=today.weekday()) + timedelta(days=-7 + wd)


def month_day(today, m, dd):
    for y in range(today.year, today.year + 9):
        try:
            c = date(y, m, dd)
        except ValueError:
            continue
        if c >= today:
            return c


def day_of_month(today, dd):
    y, m = today.year, today.month
    for _ in range(48):
        try:
            c = date(y, m, dd)
            if c >= today:
                return c
        except ValueError:
            pass
        m += 1
        if m == 13:
            y, m = y + 1, 1


def guess_hour(h, on_day, now):
    """Ambiguous 1-12 without am/pm: later days 1-7 pm, 8-11 am; today/no day: the next such hour."""
    if h == 12:
        return 12
    if on_day is not None and on_day != now.date():
        return h + 12 if h <= 7 else h
    return h if (h, 0) > (now.hour, now.minute) else h + 12


def time_only(h, m, now):
    day = now.date() if (h, m) > (now.hour, now.minute) else now.date() + timedelta(days=1)
    return dt(day, h, m)


def add_months(day, n):
    t = day.year * 12 + day.month - 1 + n
    y, mo = t // 12, t % 12 + 1
    last = [31, 29 if (y % 4 == 0 and y % 100 != 0) or y % 400 == 0 else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return date(y, mo, min(day.day, last[mo - 1]))


def english_cases(now, locale):
    today = now.date()
    wd = today.weekday()
    a, b = (wd + 2) % 7, (wd + 4) % 7
    tmrw = today + timedelta(days=1)
    month_first = locale == "en_US"
    h5 = guess_hour(5, tmrw, now)
    at3 = guess_hour(3, None, now)
    at3day = today if (at3, 0) > (now.hour, now.minute) else tmrw
    num = "12/05" if month_first else "05/12"
    cases = [
        ("call mom tmrw at 5", "datetime", dt(tmrw, h5)),
        ("dentist next %s 9:30" % SHORT[a], "datetime", dt(next_week(today, a), 9, 30)),
        ("pay rent on the 1st", "date", d(day_of_month(today, 1))),
        ("flight dec 5 6:40am", "datetime", dt(month_day(today, 12, 5), 6, 40)),
        ("buy milk today", "date", d(today)),
        ("dinner with sam tomorrow at 7pm", "datetime", dt(tmrw, 19)),
        ("email the report by friday", "date", d(upcoming(today, 4))),
        ("%s standup" % WEEKDAYS[b], "date", d(upcoming(today, b))),
        ("gym this %s" % WEEKDAYS[a], "date", d(upcoming(today, a, True))),
        ("review last %s notes" % WEEKDAYS[a], "date", d(last_week(today, a))),
        ("call the bank at 3", "time", dt(at3day, at3)),
        ("lunch at noon tomorrow", "datetime", dt(tmrw, 12)),
        ("submit taxes in 3 days", "date", d(today + timedelta(days=3))),
        ("follow up in 2 weeks", "date", d(today + timedelta(days=14))),
        ("renew passport in a month", "date", d(add_months(today, 1))),
        ("check oven in 20 minutes", "datetime", dt(*(lambda t: (t.date(), t.hour, t.minute))(now + timedelta(minutes=20)))),
        ("yesterday's receipts", "date", d(today - timedelta(days=1))),
        ("the day after tomorrow pick up suit", "date", d(today + timedelta(days=2))),
        ("party on december 5th 2026", "date", "2026-12-05"),
        ("meeting 2026-12-05 at 14:00", "datetime", "2026-12-05T14:00"),
        ("invoice due %s" % num, "date", d(month_day(today, 12, 5))),
        ("conference 5 december", "date", d(month_day(today, 12, 5))),
        ("anniversary march twenty first", "date", d(month_day(today, 3, 21))),
        ("call grandma at nine pm", "time", time_only(21, 0, now)),
        ("standup tomorrow at 17:30", "datetime", dt(tmrw, 17, 30)),
        ("pickup tomorrow 5.30pm", "datetime", dt(tmrw, 17, 30)),
        ("trip on the second of aug", "date", d(month_day(today, 8, 2))),
        ("book tickets oct/2", "date", d(month_day(today, 10, 2))),
        ("drinks tomorrow evening", "datetime", dt(tmrw, 19)),
        ("run tomorrow morning", "datetime", dt(tmrw, 9)),
        ("meet %s at 2pm" % WEEKDAYS[b], "datetime", dt(upcoming(today, b), 14)),
        ("report due %s 10am" % SHORT[b], "datetime", dt(upcoming(today, b), 10)),
        ("call at 11ish tomorrow", "datetime", dt(tmrw, 11)),
        ("move to 3 days from now", "date", d(today + timedelta(days=3))),
        ("plan next week", "range", d(today - timedelta(days=wd) + timedelta(days=7))),
        ("clean garage this weekend", "range", None),
        ("close books end of the month", "date", None),
        ("every other monday standup", "set", None),
        ("water plants every day", "set", None),
        ("team sync weekly", "set", None),
        ("on the first monday of each month review budget", "set", None),
        ("meeting from 2 to 4pm tomorrow", "range", None),
        ("block 2-4pm for focus", "range", None),
        ("walk for 30 min", "duration", None),
        ("nap an hour and a half", "duration", None),
    ]
    negatives = [
        "may need more milk", "march on washington doc", "sat down with jen", "second thoughts about the job",
        "wait a second", "the sun is out", "they wed quietly in a chapel", "buy 3 apples", "call mom",
        "fix the may bug in the parser", "read chapter 12", "two to four people",
    ]
    return cases, negatives


def nth_weekday(year, month, n, wd, shift=0):
    """The n-th weekday wd (0 = Monday) of a month; n = -1 is the last one."""
    if n > 0:
        first = date(year, month, 1)
        day = first + timedelta(days=(wd - first.weekday()) % 7 + 7 * (n - 1))
    else:
        last = add_months(date(year, month, 1), 1) - timedelta(days=1)
        day = last - timedelta(days=(last.weekday() - wd) % 7)
    return day + timedelta(days=shift)


def next_named(today, rule):
    """The next occurrence (today included) of a named day given as a function of the year."""
    for y in (today.year, today.year + 1):
        if rule(y) >= today:
            return rule(y)


def month_this_or_next(today, m):
    """A bare month name: this year's when not yet past, else next year's (DateGrammar.md)."""
    return today.year if m >= today.month else today.year + 1


def extended_cases(now):
    """Families added with glued tokens, years and their parts, named days, counted days and parts of the day."""
    today = now.date()
    wd = today.weekday()
    tmrw = today + timedelta(days=1)
    oct_year = month_this_or_next(today, 10)
    first_tue_oct = nth_weekday(oct_year, 10, 1, 1)
    next_month = add_months(date(today.year, today.month, 1), 1)
    end_of_month = add_months(date(today.year, today.month, 1), 1) - timedelta(days=1)
    friday = upcoming(today, 4)
    cases = [
        ("sold the house on Dec31 , 1994", "date", "1994-12-31"),
        ("form dated 05-Aug-2016", "date", "2016-08-05"),
        ("ticket for 23/Sep/2030", "date", "2030-09-23"),
        ("warranty ends 2027/aug/01", "date", "2027-08-01"),
        ("visa expires September-2029-23", "date", "2029-09-23"),
        ("party on new year's eve", "date", d(month_day(today, 12, 31))),
        ("bbq on independence day", "date", d(month_day(today, 7, 4))),
        ("visit family for thanksgiving", "date", d(next_named(today, lambda y: nth_weekday(y, 11, 4, 3)))),
        ("mow the lawn before memorial day", "date", d(next_named(today, lambda y: nth_weekday(y, 5, -1, 0)))),
        ("flowers for mother's day", "date", d(next_named(today, lambda y: nth_weekday(y, 5, 2, 6)))),
        ("deals on black friday", "date", d(next_named(today, lambda y: nth_weekday(y, 11, 4, 3, 1)))),
        ("review goals first tuesday of october", "date", d(first_tue_oct)),
        ("pay bills last day of the month", "date", d(end_of_month)),
        ("renew by the last friday of next month", "date", d(nth_weekday(next_month.year, next_month.month, -1, 4))),
        ("archive the last day of 2024", "date", "2024-12-31"),
        ("finish by the end of friday", "datetime", dt(friday, 23, 59)),
        ("call back 10, tonight", "datetime", dt(today, 22)),
        ("drinks around dinner", "datetime", dt(today, 19)),
        ("call after lunch tomorrow", "datetime", dt(tmrw, 12)),
        ("meet at a quarter past noon", "time", time_only(12, 15, now)),
        ("workshop the morning of dec 5", "datetime", dt(month_day(today, 12, 5), 9)),
        ("invoice from q1 2024", "range", "2024-01-01"),
        ("targets for 2025-Q3", "range", "2025-07-01"),
        ("budget for the first quarter of next year", "range", "%d-01-01" % (today.year + 1)),
        ("trip in the fall of 2027", "range", "2027-09-23"),
        ("songs from the 90s", "range", "1990-01-01"),
        ("founded in nineteen ninety six", "range", "1996-01-01"),
        ("block all month for writing", "duration", None),
        ("holiday the week after next", "range", d(today - timedelta(days=wd) + timedelta(days=14))),
        ("statement for 2026-02", "range", "2026-02-01"),
    ]
    negatives = [
        "bring snacks for lunch", "fall behind on work", "spring cleaning list", "the sat-nav is broken",
        "nineteen people came", "ratio 30/4.85 noted", "order ABC-12345-A1B2C3",
    ]
    return cases, negatives


def spanish_cases(now):
    today = now.date()
    wd = today.weekday()
    a = (wd + 3) % 7
    es = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
    return [
        ("llamar a mamá mañana", "date", d(today + timedelta(days=1))),
        ("pasado mañana dentista", "date", d(today + timedelta(days=2))),
        ("comprar pan hoy", "date", d(today)),
        ("reunión el próximo %s" % es[a], "date", d(next_week(today, a))),
        ("gimnasio el %s" % es[a], "date", d(upcoming(today, a))),
        ("cita mañana a las 17:00", "datetime", dt(today + timedelta(days=1), 17)),
        ("cumpleaños 5 de diciembre", "date", d(month_day(today, 12, 5))),
        ("pagar en 3 días", "date", d(today + timedelta(days=3))),
        ("el 5 de diciembre de 2026 viaje", "date", "2026-12-05"),
    ], ["compré una mesa nueva", "la mañana fue larga"]


def german_cases(now):
    today = now.date()
    wd = today.weekday()
    a = (wd + 3) % 7
    de = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]
    return [
        ("Mama morgen anrufen", "date", d(today + timedelta(days=1))),
        ("übermorgen Zahnarzt", "date", d(today + timedelta(days=2))),
        ("heute Milch kaufen", "date", d(today)),
        ("Treffen nächsten %s" % de[a], "date", d(next_week(today, a))),
        ("am %s Sport" % de[a], "date", d(upcoming(today, a))),
        ("Termin morgen um 17 Uhr", "datetime", dt(today + timedelta(days=1), 17)),
        ("Geburtstag 5. Dezember", "date", d(month_day(today, 12, 5))),
        ("Rechnung in 3 Tagen zahlen", "date", d(today + timedelta(days=3))),
        ("Flug am 5. Dezember 2026", "date", "2026-12-05"),
    ], ["Kuchen backen für die Party", "der Morgen war schön"]


def record(key, text, ref, tz, locale, typ, value):
    rid = "cap-" + hashlib.sha256(key.encode()).hexdigest()[:10]
    if typ is None:
        exp = []
    else:
        exp = [{"type": typ, "start": 0, "values": [{"value": value}] if value else []}]
    return {"id": rid, "text": text, "ref": ref, "tz": tz, "locale": locale, "expected": exp}


def main():
    out = []
    for ref, tz, locale in REFS:
        now = datetime.fromisoformat(ref)
        cases, negatives = english_cases(now, locale)
        for text, typ, value in cases:
            out.append(record(ref + tz + text, text, ref, tz, locale, typ, value))
        for text in negatives:
            out.append(record(ref + tz + text, text, ref, tz, locale, None, None))
        cases, negatives = extended_cases(now)
        for text, typ, value in cases:
            out.append(record(ref + tz + text, text, ref, tz, locale, typ, value))
        for text in negatives:
            out.append(record(ref + tz + text, text, ref, tz, locale, None, None))
        for lang, gen in (("es_ES", spanish_cases), ("de_DE", german_cases)):
            c, n = gen(now)
            for text, typ, value in c:
                out.append(record(ref + tz + lang + text, text, ref, tz, lang, typ, value))
            for text in n:
                out.append(record(ref + tz + lang + text, text, ref, tz, lang, None, None))
    # Hand-written DST edge cases: wall times inside the spring-forward gap are reported moved past the gap.
    out.append(record("gap-berlin", "call at 2:30am tomorrow", "2026-03-28T08:00:00", "Europe/Berlin", "en_GB",
                      "datetime", "2026-03-29T03:30"))
    out.append(record("gap-ny", "feed cat tomorrow at 2:30am", "2026-03-07T10:00:00", "America/New_York", "en_US",
                      "datetime", "2026-03-08T03:30"))
    out.append(record("across-berlin", "standup sunday at 9am", "2026-03-28T08:00:00", "Europe/Berlin", "en_GB",
                      "datetime", "2026-03-29T09:00"))
    out.append(record("fallback-berlin", "call sunday 1:30am", "2026-10-24T11:00:00", "Europe/Berlin", "en_GB",
                      "datetime", "2026-10-25T01:30"))
    for row in out:
        print(json.dumps(row, ensure_ascii=False, sort_keys=True))


if __name__ == "__main__":
    main()

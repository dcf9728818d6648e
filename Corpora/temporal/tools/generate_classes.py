#!/usr/bin/env python3
"""Deterministically generate the error-class corpora of issue 14 beside captures.jsonl.

Three files, one per class of date-reading error, each case written by hand for Offload (no third-party text):

- due-dates.jsonl: several mentions, one of them the deadline ("Q4 roadmap: send the draft by thursday"). Scored
  with `offload eval temporal --due-date`: the value is the due date a task suggestion gets.
- missed.jsonl: expressions that must be read (short weekdays at the end, "the 30th", offsets from another day,
  two-digit years, ISO date-times, "tomorrow before 11am", "17h", "thu 4"). Scored on the first mention.
- false-dates.jsonl: negatives (street ordinals, month words as names, "soup of the day", habitual weekdays,
  version numbers). Scored on the first mention: nothing may be found.

Expected values are computed here with datetime/zoneinfo from the conventions of DateGrammar.md, never by running
the Swift extractor. Usage: cd Corpora/temporal && python3 tools/generate_classes.py
"""
import hashlib
import json
import os
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from generate_captures import d, day_of_month, dt, month_day as next_month_and_day, next_week as week_after
from generate_captures import upcoming as upcoming_day

# (ref wall time, zone, locale)
MON = ("2026-11-23T09:00:00", "UTC", "en_US")  # a Monday morning
THU = ("2027-02-11T18:30:00", "America/Chicago", "en_US")  # a Thursday evening
FRI = ("2026-06-05T07:15:00", "Europe/London", "en_GB")  # a Friday morning

WEEKDAYS = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6}


def today(ref):
    return datetime.fromisoformat(ref[0]).date()


def upcoming(ref, day):
    """A bare weekday: the next one, today excluded."""
    return upcoming_day(today(ref), WEEKDAYS[day])


def next_week(ref, day):
    """"next friday": that weekday of next week."""
    return week_after(today(ref), WEEKDAYS[day])


def end_of_week(ref):
    start = today(ref)
    return start - timedelta(days=start.weekday()) + timedelta(days=6)


def end_of_month(ref):
    start = today(ref)
    first_next = date(start.year + start.month // 12, start.month % 12 + 1, 1)
    return first_next - timedelta(days=1)


def next_month_day(ref, day):
    """"the 30th": this month's when today or later, else next month's."""
    return day_of_month(today(ref), day)


def month_day(ref, month, day):
    """"june 10": the next one, today included."""
    return next_month_and_day(today(ref), month, day)


def local(instant_utc, ref):
    """An instant given in UTC, as wall time in the ref's zone."""
    wall = instant_utc.astimezone(ZoneInfo(ref[1]))
    return wall.strftime("%Y-%m-%dT%H:%M")


def utc(text):
    return datetime.fromisoformat(text).astimezone(ZoneInfo("UTC"))


def due_dates():
    """(ref, text, type, value): the deadline among several mentions."""
    return [
        (MON, "Q4 roadmap: send the budget draft by thursday", "date", d(upcoming(MON, "thu"))),
        (MON, "this year, renew the car insurance before 12/15", "date", "2026-12-15"),
        (MON, "next month offsite - book the venue until friday", "date", d(upcoming(MON, "fri"))),
        (MON, "for the H1 review upload slides eod", "datetime", dt(today(MON), 23, 59)),
        (MON, "this spring: grant report due march 3", "date", "2027-03-03"),
        (MON, "clean the garage this weekend, donation pickup on saturday 10am", "datetime",
         dt(upcoming(MON, "sat"), 10)),
        (MON, "Q1 hiring plan due end of month", "date", d(end_of_month(MON))),
        (MON, "annual review this year, self-assessment by EOW", "date", d(end_of_week(MON))),
        (MON, "sprint next week, deadline tue 5pm", "datetime", dt(upcoming(MON, "tue"), 17)),
        (MON, "goals for 2027; first draft by jan 10", "date", "2027-01-10"),
        (MON, "in december plan the party, invitations before the 5th", "date", "2026-12-05"),
        (MON, "monthly budget check, pay the electricity bill by the 28th", "date", "2026-11-28"),
        (MON, "every monday standup, send the retro notes by wednesday", "date", d(upcoming(MON, "wed"))),
        (MON, "gym on tuesdays; sign up for the class before friday", "date", d(upcoming(MON, "fri"))),
        (MON, "plan the offsite next month", "date", "2026-12-01"),
        (MON, "weekly review friday at 4", "datetime", dt(upcoming(MON, "fri"), 16)),
        (THU, "Q2 OKRs - submit the headcount request by monday", "date", d(upcoming(THU, "mon"))),
        (THU, "this month: return library books by tomorrow noon", "datetime", dt(today(THU) + timedelta(1), 12)),
        (THU, "next year's conference, abstract due 3/1", "date", "2027-03-01"),
        (THU, "this quarter pay estimated taxes before april 15", "date", "2027-04-15"),
        (THU, "every friday clean the fridge, buy bins by saturday", "date", d(upcoming(THU, "sat"))),
        (FRI, "this summer: passport renewal by 20/06", "date", "2026-06-20"),
        (FRI, "H2 plan, agree budget by end of the week", "date", d(end_of_week(FRI))),
        (FRI, "next week conference, print badges by wednesday", "date", d(upcoming(FRI, "wed"))),
        (FRI, "this year's audit - send ledgers before 1 july", "date", "2026-07-01"),
    ]


def missed():
    """(ref, text, type, value): expressions that must be read."""
    return [
        (MON, "dentist thu", "date", d(upcoming(MON, "thu"))),
        (MON, "call the plumber thu.", "date", d(upcoming(MON, "thu"))),
        (MON, "pay rent wed!", "date", d(upcoming(MON, "wed"))),
        (MON, "pick up dry cleaning sat!", "date", d(upcoming(MON, "sat"))),
        (MON, "team lunch fri\nbuy flowers", "date", d(upcoming(MON, "fri"))),
        (MON, "recycling out thurs, glass only", "date", d(upcoming(MON, "thu"))),
        (MON, "pay the cleaner the 30th", "date", d(next_month_day(MON, 30))),
        (MON, "haircut the 2nd, 4pm", "datetime", dt(next_month_day(MON, 2), 16)),
        (MON, "party the 5th", "date", d(next_month_day(MON, 5))),
        (MON, "follow up 2 days later", "date", d(today(MON) + timedelta(2))),
        (MON, "dentist 3 days before next friday", "date", d(next_week(MON, "fri") - timedelta(3))),
        (MON, "visa renewal 2 weeks after june 10", "date", d(month_day(MON, 6, 10) + timedelta(14))),
        (MON, "send invoice 1 week from friday", "date", d(upcoming(MON, "fri") + timedelta(7))),
        (MON, "grandpa born 5th Mar 41", "date", "1941-03-05"),
        (MON, "lease signed Sep 9, 04", "date", "2004-09-09"),
        (MON, "moved in Oct 2 '98", "date", "1998-10-02"),
        (MON, "server log 2026-12-01T14:05", "datetime", "2026-12-01T14:05"),
        (MON, "backup 2026-12-03T02:30:00Z", "datetime", local(utc("2026-12-03T02:30:00+00:00"), MON)),
        (MON, "photo from 12/24/2026.18:45", "datetime", "2026-12-24T18:45"),
        (MON, "call the bank tomorrow before 11am", "datetime", dt(today(MON) + timedelta(1), 11)),
        (MON, "return the car friday before noon", "datetime", dt(upcoming(MON, "fri"), 12)),
        (MON, "train leaves 17h", "time", dt(today(MON), 17)),
        (MON, "meeting 14h30 tomorrow", "datetime", dt(today(MON) + timedelta(1), 14, 30)),
        (MON, "sat 10", "datetime", dt(upcoming(MON, "sat"), 10)),
        (MON, "dentist thu 4", "datetime", dt(upcoming(MON, "thu"), 16)),
        (MON, "call mom tomorrow 8", "datetime", dt(today(MON) + timedelta(1), 8)),
        (THU, "deploy 2027-03-01T15:00:00Z", "datetime", local(utc("2027-03-01T15:00:00+00:00"), THU)),
        (THU, "standup wed 9", "datetime", dt(upcoming(THU, "wed"), 9)),
        (THU, "groceries sun", "date", d(upcoming(THU, "sun"))),
        (THU, "pay rent the 1st.", "date", d(next_month_day(THU, 1))),
        (THU, "flight 07h15 friday", "datetime", dt(upcoming(THU, "fri"), 7, 15)),
        (THU, "renew 10 days after march 1", "date", d(month_day(THU, 3, 1) + timedelta(10))),
        (FRI, "bins out tue", "date", d(upcoming(FRI, "tue"))),
        (FRI, "meeting 2026-06-18T13:30+02:00", "datetime", local(utc("2026-06-18T13:30:00+02:00"), FRI)),
        (FRI, "born 3rd June 87", "date", "1987-06-03"),
        (FRI, "call back 45 minutes later", "datetime", dt(today(FRI), 8, 0)),
    ]


def false_dates():
    """(ref, text): nothing here is a date."""
    return [
        (MON, "meet Sam on 3rd st"),
        (MON, "the deli on 21st street"),
        (MON, "office is on the 4th floor"),
        (MON, "coffee on 6th ave with Jo"),
        (MON, "book club with April"),
        (MON, "ask June for the spare keys"),
        (MON, "email August about the lease"),
        (MON, "rewatch March of the Penguins"),
        (MON, "ask for the soup of the day"),
        (MON, "word of the day: sonder"),
        (MON, "nominate Priya for employee of the month"),
        (MON, "quote of the week from the team chat"),
        (MON, "tuesdays are for laundry"),
        (MON, "mondays are the worst"),
        (MON, "draft the thursday team email"),
        (MON, "skip our friday standup notes"),
        (MON, "bump the api to 2.4.31"),
        (MON, "router firmware 1.12.30 is out"),
        (MON, "we sat."),
        (MON, "the cat sat."),
        (THU, "lunch with June and Mark"),
        (THU, "the 3rd time this happened"),
        (THU, "sundays feel slow"),
        (FRI, "flat on 2nd avenue"),
        (FRI, "my monday class notes"),
    ]


def record(ref, text, typ, value):
    wall, zone, locale = ref
    rid = "cls-" + hashlib.sha256((wall + zone + text).encode()).hexdigest()[:10]
    expected = [] if typ is None else [{"type": typ, "start": 0, "values": [{"value": value}]}]
    return {"id": rid, "text": text, "ref": wall, "tz": zone, "locale": locale, "expected": expected}


def write(name, rows):
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", name)
    with open(path, "w", encoding="utf-8") as out:
        for row in rows:
            out.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    print("%s: %d records" % (name, len(rows)))


def main():
    write("due-dates.jsonl", [record(*case) for case in due_dates()])
    write("missed.jsonl", [record(*case) for case in missed()])
    write("false-dates.jsonl", [record(ref, text, None, None) for ref, text in false_dates()])


if __name__ == "__main__":
    main()

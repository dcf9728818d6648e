#!/usr/bin/env python3
"""Writes Corpora/handwritten/captures.jsonl and due-dates.jsonl from the literal records below.

Every capture below was typed by hand, one at a time, in the voice of one of eight imagined writers; nothing is
generated from templates or slots. The due-date gold is computed with `datetime` from the fixed reference
2026-11-23T09:00:00 (a Monday, UTC) and the conventions of Sources/OffloadNLP/OffloadNLP.docc/DateGrammar.md.
Never train on these files: they exist to measure Offload from outside its own corpus (see ../SOURCE.md).

Run from anywhere: `python3 Corpora/handwritten/tools/write_captures.py`. The output is byte-identical on every run.

Each record is r(text, intent, category, due) where due is
  - a `date` or `datetime`: the due date the writer would want (date only when no time belongs to it),
  - LOOKALIKE: something that looks like a date or time but is none (a negative, expected []),
  - UNWANTED(why): a real date or time the writer would not want as a due date (a negative, expected []),
  - UNCLEAR(why): holds a date, but the conventions do not settle the due date (left out of due-dates.jsonl),
  - nothing: no date-like text at all (left out of due-dates.jsonl).
"""

import hashlib
import json
from collections import Counter
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from pathlib import Path

REF = datetime(2026, 11, 23, 9, 0)  # a Monday
TODAY = REF.date()
WEEKDAYS = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6}
BRITISH = {"nurse", "shop owner"}  # their phones run en_GB, so 14/12 is 14 December


@dataclass(frozen=True)
class Unclear:
    why: str


@dataclass(frozen=True)
class Unwanted:
    why: str


LOOKALIKE = "lookalike"
UNCLEAR = Unclear
UNWANTED = Unwanted


def days(n):
    """Today plus n calendar days (`tomorrow` is days(1))."""
    return TODAY + timedelta(days=n)


def wd(name):
    """A bare weekday: the next one, today excluded."""
    ahead = (WEEKDAYS[name] - TODAY.weekday()) % 7
    return days(ahead or 7)


def next_wd(name):
    """`next tuesday`: that weekday in next week (weeks start on Monday)."""
    next_monday = TODAY - timedelta(days=TODAY.weekday()) + timedelta(days=7)
    return next_monday + timedelta(days=WEEKDAYS[name])


def this_weekend():
    """`this weekend`: a range whose value is its Saturday."""
    return days((5 - TODAY.weekday()) % 7)


def md(month, day):
    """A month and day without a year: the next one, today included."""
    candidate = date(TODAY.year, month, day)
    return candidate if candidate >= TODAY else date(TODAY.year + 1, month, day)


def nth(day):
    """`the 5th`: this month's if today or later, else the next month that has that day."""
    year, month = TODAY.year, TODAY.month
    if day < TODAY.day:
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    while True:
        try:
            return date(year, month, day)
        except ValueError:
            year, month = (year + 1, 1) if month == 12 else (year, month + 1)


def at(day, hour, minute=0):
    """A clock time on a day."""
    return datetime(day.year, day.month, day.day, hour, minute)


def clock(hour, minute=0):
    """A time without a day: today if still ahead, else tomorrow.

    `hour` is the 24-hour reading that `at 3` → "the next 3 o'clock" picks (at 09:00, `by 5` is 17).
    """
    today = at(TODAY, hour, minute)
    return today if today > REF else at(days(1), hour, minute)


EOD = at(TODAY, 23, 59)  # `eod`: 23:59 today


@dataclass(frozen=True)
class Record:
    text: str
    intent: str
    category: object
    due: object = None
    writer: str = ""


def r(text, intent, category, due=None):
    return Record(text, intent, category, due)


STUDENT = [  # Priya, US college sophomore (bio major), lower case, abbreviations, emoji
    r("finish orgo problem set 7 by thurs", "task", "learning", wd("thu")),
    r("return library books!!! they're overdue", "task", "errands"),
    r("register for spring classes, window opens dec 1 at 7am", "task", "learning", at(md(12, 1), 7)),
    r("need to print the lab report before class tmrw", "task", "learning", days(1)),
    r("flu shot at the campus clinic, walk-ins until 4 tmrw", "task", "health", at(days(1), 16)),
    r("study group 4pm library rm 2B", "task", "learning", at(days(0), 16)),
    r("pay the parking ticket ($35) before dec 4", "task", "finance", md(12, 4)),
    r("laundry tonight pls i have no socks left", "task", "home", at(days(0), 20)),
    r("i should really start going to the gym again", "task", "health"),
    r("book bus home for thanksgiving", "task", None,
      UNCLEAR("the trip is on thanksgiving; the booking is due before it, nothing says when")),
    r("drop the stats elective before the w deadline friday", "task", "learning", wd("fri")),
    r("fill out the fafsa for 2027-28", "task", "finance", LOOKALIKE),
    r("read ch 12-14 for bio", "task", "learning", LOOKALIKE),
    r("office hrs w/ dr. okafor wed 2:30", "task", "learning", at(wd("wed"), 14, 30)),
    r("pick up mom from the airport, lands 6:40pm on the 28th", "task", "social", at(nth(28), 18, 40)),
    r("target run: shower caddy, hangers, command strips, ramen", "list", "errands"),
    r("things to pack for break\n- laptop charger\n- retainer\n- warm socks\n- meds", "list", None),
    r("add oat milk and granola to the grocery list", "list", "errands"),
    r("books for the lit seminar - beloved, the bell jar, giovanni's room", "list", "learning"),
    r("dorm stuff i need\nmini fridge\ndesk lamp\nextension cord", "list", "home"),
    r("snacks for finals week: pretzels, clementines, cold brew, gummy bears 🍬", "list", "errands", LOOKALIKE),
    r("gift list: candle for mom, wool socks for dad, lego for jay", "list", "social"),
    r("lab supplies: goggles, nitrile gloves (size S), lab notebook", "list", "learning"),
    r("movies to watch over break\nparasite\nspirited away\nthe grand budapest hotel", "list", "hobby"),
    r("bio poster project:\n1. pick a topic w/ sam\n2. gather 10 sources\n3. draft layout in canva\n"
      "4. print at fedex by dec 10", "plan", "learning", md(12, 10)),
    r("move out of the dorm: pack boxes, clean the fridge, return the key, fill out checkout form",
      "plan", "home"),
    r("apply for summer internships - update resume, ask prof lin for a rec letter, write cover letters, "
      "submit by jan 15", "plan", "work", md(1, 15)),
    r("get my sleep back on track\nfirst stop caffeine after 2pm\nthen phone out of bed\nthen lights out by 12:30",
      "plan", "health", UNWANTED("habitual times in the steps of a routine")),
    r("orgo final prep: redo all the old quizzes, make flashcards for reagents, take the practice exam, "
      "go to the review session", "plan", "learning"),
    r("start a youtube channel?? step 1 buy a mic step 2 film 3 test videos step 3 actually post one",
      "plan", "hobby"),
    r("text jay happy bday 🎂", "communication", "social"),
    r("email prof reyes re: extension on the essay, it's due friday", "communication", "learning", wd("fri")),
    r("call mom sunday", "communication", "social", wd("sun")),
    r("msg the group chat about splitting the airbnb", "communication", "social"),
    r("reply to the RA about the room inspection thing", "communication", "home"),
    r("ask TA if the lab is due fri or mon", "communication", "learning",
      UNCLEAR("the writer is asking which day it is due")),
    r("facetime grandma this weekend she keeps asking", "communication", "social", this_weekend()),
    r("remind sam to bring the poster board tmrw", "communication", "learning", days(1)),
    r("email financial aid office abt the missing form by wed", "communication", "finance", wd("wed")),
    r("ping lena about sharing notes from thursday's lecture", "communication", "learning",
      UNWANTED("thursday's lecture was last week; the weekday names the lecture")),
    r("wifi in the new library: eduroam, pw is on the sticker by the printers", "note", "learning"),
    r("my student id is 20931847", "note", None),
    r("oh! enzymes lower activation energy they don't change the equilibrium 🧪", "note", "learning"),
    r("thought: maybe switch to a neuro minor??", "note", "learning"),
    r("the dining hall does taco tuesdays, worth it", "note", None, UNWANTED("a habitual weekday")),
    r("room 314 in the science bldg is always empty for studying", "note", "learning", LOOKALIKE),
    r("quote from class: 'all models are wrong, some are useful'", "note", "learning"),
    r("bus 22 leaves from the north gate every 15 min", "note", None, UNWANTED("a timetable, not a day")),
    r("idea for the essay: compare the two translations of the opening line", "note", "learning"),
    r("lost 2-1 in intramural soccer, we were robbed", "note", "hobby", LOOKALIKE),
]

NURSE = [  # Gemma, NHS ward nurse on rotating shifts, British spelling, brisk
    r("mandatory training, sepsis module, has to be done this year but ideally by the 30th", "task", "work",
      nth(30)),
    r("put in annual leave request before the rota closes on friday", "task", "work", wd("fri")),
    r("new compression socks, the grey ones from boots", "task", "errands"),
    r("dentist tues 8.45 before my late", "task", "health", at(wd("tue"), 8, 45)),
    r("renew NMC registration, fee's £120, deadline 1 jan", "task", "work", md(1, 1)),
    r("defrost the freezer on my day off (thurs)", "task", "home", wd("thu")),
    r("pick up repeat prescription from the pharmacy tomorow after 2", "task", "health", at(days(1), 14)),
    r("car MOT due 12/12", "task", None, md(12, 12)),
    r("finish the DATIX for the fall in bay 3 before end of shift", "task", "work", LOOKALIKE),
    r("get a birthday card for mum, her bday's the 2nd", "task", "social", nth(2)),
    r("I really need to sort out my pension paperwork before the end of the year", "task", "finance", md(12, 31)),
    r("flu jab at work — occ health drop-in wed 10–12", "task", "health", at(wd("wed"), 10)),
    r("buy a new fob watch, mine's stopped", "task", "errands"),
    r("iron uniforms x3 tonight", "task", "home", at(days(0), 20)),
    r("tesco: semi skimmed, teabags, crumpets, fairy liquid, bin bags", "list", "errands"),
    r("night shift bag:\n- flask\n- hand cream\n- phone charger\n- spare tights\n- snacks (lots)", "list", "work",
      LOOKALIKE),
    r("add paracetamol and plasters to the shopping list", "list", "health"),
    r("christmas pressies: slippers for nan, gin for sarah, book token for tom", "list", "social", md(12, 25)),
    r("things for the new flat bathroom: shower curtain, bath mat, toilet brush, mirror", "list", "home"),
    r("questions for the GP\nthe mole on my back\nHRT side effects?\nrepeat for inhaler", "list", "health"),
    r("boots meal deal faves — chicken & bacon sarnie, mango smoothie, mini cheddars", "note", "errands"),
    r("skills to renew: BLS, ILS, manual handling, fire safety", "list", "work"),
    r("box sets for days off: line of duty, happy valley, the bear", "list", "hobby"),
    r("sort out the move to flat 4b:\n1. give notice to landlord\n2. book a van for the 19th\n3. redirect post\n"
      "4. change address with the bank and NMC", "plan", "home", nth(19)),
    r("get fitter for the lake district hike: walk to work, do couch to 5k, stretch after every shift",
      "plan", "health"),
    r("organise nan's 90th: book the function room, order the cake, ring round the cousins, make a photo board",
      "plan", "social", LOOKALIKE),
    r("prep for band 6 interview - read the trust values, practise STAR answers, ask Jo for a mock",
      "plan", "work"),
    r("redo the garden bed: clear the weeds, dig in compost, plant the bulbs before the frost", "plan", "home"),
    r("claw back sleep after this run of nights - blackout blind up, no caffeine after 3am, earplugs in, "
      "phone in the kitchen", "plan", "health", UNWANTED("a habitual time in a routine")),
    r("ring the bank tomorrow lunchtime about the weird direct debit", "communication", "finance", days(1)),
    r("text Sarah re: cinema fri night", "communication", "social", wd("fri")),
    r("call the GP surgery at 8 on the dot for an appt", "communication", "health",
      UNCLEAR("'at 8' is 20:00 today by the convention, but a surgery opens at 8 a.m. tomorrow")),
    r("email ward manager about the study day by wednesday", "communication", "work", wd("wed")),
    r("whatsapp the girls that I can't make brunch", "communication", "social"),
    r("let Jo know I'll cover her long day on the 3rd", "communication", "work", nth(3)),
    r("reply to the agency about shifts in december", "communication", "work",
      UNCLEAR("a month as the subject of the reply")),
    r("phone the council about the missed bin collection first thing tomorrow", "communication", "home", days(1)),
    r("remind Tom to book his MOT", "communication", None),
    r("call nan tonight x", "communication", "social", at(days(0), 20)),
    r("revalidation: log 5 reflections, due by 15 jan, I do one every sunday", "task", "work", md(1, 15)),
    r("locker code at work is 2719", "note", "work"),
    r("ward 7 sister's name is Bernadette, everyone calls her Bernie", "note", "work"),
    r("tuesdays are bins, recycling every other week", "note", "home", UNWANTED("a habitual weekday")),
    r("the canteen does soup of the day for £2.10 after 7pm", "note", "work",
      UNWANTED("soup of the day and a habitual time")),
    r("good phrase for anxious relatives: 'we're keeping a very close eye on her'", "note", "work"),
    r("parking permit no. is PK-4471-B", "note", "work"),
    r("April on the bank staff team is great with dementia patients", "note", "work", LOOKALIKE),
    r("my pay goes in on the 28th", "note", "finance", UNWANTED("a monthly fact, not something to do")),
    r("2 sugars for Dave on nights, none for Kemi", "note", "work"),
    r("thought on the bus home: I'm so much calmer since I stopped checking emails on days off", "note", None),
]

PARENT = [  # Dana, US parent of Leo (11), Mia (8) and Sam (3); rushed, run-on, some voice dictation
    r("sign mia's field trip permission slip due wed", "task", "learning", wd("wed")),
    r("leo dentist appt dec 3 @ 3:15", "task", "health", at(md(12, 3), 15, 15)),
    r("buy diapers size 5", "task", "errands"),
    r("schedule sam's 3 year checkup", "task", "health", LOOKALIKE),
    r("order the turkey from the butcher by tuesday!!", "task", "errands", wd("tue")),
    r("daycare invoice ($1,240) comes monthly, pay this one before the 1st", "task", "finance", nth(1)),
    r("fix the squeaky hinge on the pantry door", "task", "home"),
    r("get leo new cleats before saturday's game, his toes are at the end", "task", "errands", wd("sat")),
    r("um so I need to remember to move the car for street cleaning thursday morning", "task", None,
      at(wd("thu"), 9)),
    r("bake somthing for the class party friday", "task", "social", wd("fri")),
    r("return the stroller to target, receipt in glovebox, 30 day window ends the 5th", "task", "errands", nth(5)),
    r("book flu shots for all 3 kids", "task", "health"),
    r("clean out the fridge before thanksgiving", "task", "home", md(11, 26)),
    r("renew car registration - expires 12/31", "task", None, md(12, 31)),
    r("sign up leo for spring basketball, registration closes jan 9", "task", "hobby", md(1, 9)),
    r("costco\npaper towels\nwipes\ngoldfish crackers\nfrozen berries\nbatteries AA", "list", "errands"),
    r("thanksgiving menu: turkey, stuffing, mac n cheese, green bean casserole, pumpkin pie", "list", "social",
      md(11, 26)),
    r("add ketchup, string cheese and bananas to the shopping list", "list", "errands"),
    r("school supplies mia still needs - glue sticks, a red folder, headphones", "list", "learning"),
    r("stocking stuffers\n• chapstick\n• lego minifigs\n• hair ties\n• uno", "list", "social"),
    r("sam's daycare bag: 2 changes of clothes, diapers, sunscreen, lovey", "list", "home"),
    r("hardware store - furnace filter 16x25x1, light bulbs, wd-40", "list", "home", LOOKALIKE),
    r("birthday party favors: bubbles, stickers, mini playdoh", "list", "social"),
    r("freezer meals to make: lasagna, enchiladas, chicken pot pie", "list", "home"),
    r("leo's 12th bday party\n1. book the trampoline place\n2. send invites to his class\n3. order pizza + cake\n"
      "4. make goodie bags", "plan", "social", LOOKALIKE),
    r("get the house ready for my in-laws: wash the guest sheets, clear the office, stock the fridge, "
      "hide the toys lol", "plan", "home"),
    r("potty training sam this weekend - buy the little potty, get stickers for a chart, clear the schedule, "
      "stay home sat", "plan", "home", this_weekend()),
    r("first call the insurance about the ER bill then ask for an itemized statement then set up a payment plan",
      "plan", "finance"),
    r("christmas card plan: pick a photo, order cards by dec 5, address envelopes, mail them the week of the 14th",
      "plan", "social", md(12, 5)),
    r("declutter the playroom: sort the toys into keep/donate, bag up donations, drop them at goodwill",
      "plan", "home"),
    r("call the pediatrician's office about mia's rash when they open at 8:30", "communication", "health",
      UNCLEAR("'at 8:30' is 20:30 today by the convention, but the office opens at 8:30 a.m. tomorrow")),
    r("text mike to grab milk on the way home", "communication", "errands"),
    r("email mrs. patel about leo's reading log", "communication", "learning"),
    r("remind mike the plumber comes tues between 8 and 12", "communication", "home", wd("tue")),
    r("call mom back!!", "communication", "social"),
    r("ask the neighbors if they can feed the cat thanksgiving weekend", "communication", "home", md(11, 26)),
    r("email the HOA about the broken gate", "communication", "home"),
    r("rsvp to jenna's baby shower by the 30th", "communication", "social", nth(30)),
    r("facetime my sister tonight after the kids are down", "communication", "social", at(days(0), 20)),
    r("tell coach leo will miss practice wednesday", "communication", "hobby", wd("wed")),
    r("mia's teacher is ms. june harlow, room 12", "note", "learning", LOOKALIKE),
    r("leo's shoe size is 5.5 now, mia 13 (kids)", "note", None, LOOKALIKE),
    r("funny thing sam said: 'the moon is following us because it likes our car'", "note", "social"),
    r("pediatrician said mia's growth is totally normal, 50th percentile", "note", "health", LOOKALIKE),
    r("library storytime is wednesdays 10:30", "note", "social", UNWANTED("a weekly schedule kept as a fact")),
    r("the garage code is 0412", "note", "home", LOOKALIKE),
    r("idea: chore chart with stickers, $1 per week", "note", "home", LOOKALIKE),
    r("pizza place on 3rd ave does gluten free crusts", "note", "errands", LOOKALIKE),
    r("mike's mom is allergic to shellfish, no shrimp dishes", "note", "social"),
    r("we spent $312 on groceries in october 😬", "note", "finance", UNWANTED("a past month in a fact")),
]

FREELANCER = [  # Tomás, freelance designer, terse business shorthand
    r("send final logo files to bloom & co EOD", "task", "work", EOD),
    r("invoice #1043 to harbor coffee, net 30", "task", "finance", LOOKALIKE),
    r("Q4 estimated tax payment due jan 15", "task", "finance", md(1, 15)),
    r("update portfolio site with the museum project before the AIGA portfolio night on dec 9", "task", "work",
      md(12, 9)),
    r("renew adobe subscription before it auto-charges on the 2nd", "task", "finance", nth(2)),
    r("back up the external drive, every sunday from now on", "task", "work", wd("sun")),
    r("mockups for the app onboarding screens v2 by wed noon", "task", "work", at(wd("wed"), 12)),
    r("get a proper desk chair, my back is wrecked", "task", "errands"),
    r("fix the kerning on the menu pdf page 3", "task", "work"),
    r("file the 1099s", "task", "finance", LOOKALIKE),
    r("call w/ new client fri 11am — prep questions", "task", "work", at(wd("fri"), 11)),
    r("coworking day pass next tuesday", "task", "work", next_wd("tue")),
    r("i need to chase the unpaid invoice from march", "task", "finance", UNWANTED("a past month")),
    r("pick a font pairing for the wedding invites", "task", "work"),
    r("expense report for Q4 before the 31st", "task", "finance", md(12, 31)),
    r("office supplies: printer ink, sketchbook, washi tape, sharpies", "list", "work"),
    r("fonts to try\n- inter\n- fraunces\n- space grotesk\n- DM serif", "list", "work"),
    r("podcasts for long renders: design matters, 99% invisible, the futur", "list", "hobby"),
    r("client list for holiday cards: harbor coffee, bloom & co, the reyes family, studio north", "list", "work"),
    r("things to bring to the pitch: laptop, dongle, printed deck, business cards", "list", "work"),
    r("groceries - coffee beans, oat milk, avocados, tortillas", "list", "errands"),
    r("add blue light glasses to my amazon wishlist", "list", "errands"),
    r("tax docs needed: 1099-NEC x4, mileage log, home office sq ft, receipts from Q3", "list", "finance",
      UNWANTED("a past quarter naming which receipts")),
    r("apps to cancel: skillshare, the second dropbox, hulu", "list", "finance", LOOKALIKE),
    r("rebrand for harbor coffee\n1. build a moodboard\n2. sketch 3 logo directions\n3. review with the client "
      "on the 4th\n4. write the brand guide", "plan", "work",
      UNCLEAR("the only date belongs to a middle step, not to the plan")),
    r("launch my own template shop: pick a platform, make 5 templates, write listings, announce on insta",
      "plan", "work"),
    r("tax prep weekend - gather receipts, categorize expenses in the spreadsheet, send everything to the "
      "accountant", "plan", "finance", LOOKALIKE),
    r("set up proper contracts: find a template, have a lawyer look it over, add a late fee clause, use it for "
      "every new client from january", "plan", "work", UNCLEAR("'from january' starts a policy, no deadline")),
    r("move the studio to the spare room: paint the walls, sell the old desk, mount the monitor arm, run ethernet",
      "plan", "home"),
    r("portfolio review prep for tuesday the 8th: print 10 pieces, write a 2 min intro, practice it twice",
      "plan", "work", md(12, 8)),
    r("email bloom & co the revised quote tmrw am", "communication", "work", days(1)),
    r("follow up with the printer about paper stock if no reply by thursday", "communication", "work", wd("thu")),
    r("call accountant re: s-corp question", "communication", "finance"),
    r("slack dev team that the assets are in the drive", "communication", "work"),
    r("reply to the reyes wedding inquiry by thursday", "communication", "work", wd("thu")),
    r("dm the illustrator from insta about a collab", "communication", "work"),
    r("text mom that I'm coming for xmas eve", "communication", "social", md(12, 24)),
    r("ask harbor coffee when they'll pay invoice 1043", "communication", "finance", LOOKALIKE),
    r("let the landlord know the radiator's banging again", "communication", "home"),
    r("message studio north to set up a zoom early next week", "communication", "work",
      UNCLEAR("'early next week' is when the zoom is, the message is due before")),
    r("client harbor coffee prefers pantone 7621 C, never use the old red", "note", "work"),
    r("rate for 2027: $95/hr, $750/day", "note", "finance", UNWANTED("a year as the subject of a fact")),
    r("idea: a zine about neighborhood signage 🪧", "note", "hobby"),
    r("quote for the studio wall: 'design is how it works'", "note", "work"),
    r("spent 6 hrs on the bloom revisions, only billed 4", "note", "finance", LOOKALIKE),
    r("mailing address for studio north is 1420 w 5th st, suite 200", "note", "work", LOOKALIKE),
    r("thought: raise rates for rush jobs, 1.5x", "note", "work"),
    r("figma shortcut: cmd+opt+g wraps selection in a frame", "note", "work"),
    r("the wifi at blue bottle on main is fastest before 10am", "note", None, UNWANTED("a habitual time")),
    r("studio north pays on the 15th of each month", "note", "finance", UNWANTED("a monthly habit")),
]

RETIREE = [  # Harold, 74, US, dictates by voice: full sentences, fillers, capitalised
    r("Um, remind me to take the blood pressure pill at 8 tonight.", "task", "health", at(days(0), 20)),
    r("Pick up the prescription at Walgreens on Friday.", "task", "health", wd("fri")),
    r("Need to get the gutters cleaned before the first snow.", "task", "home", LOOKALIKE),
    r("So yeah, the car needs an oil change, it's 3,000 miles over.", "task", None),
    r("Renew my AARP membership, it runs out the end of next month.", "task", "finance", md(12, 31)),
    r("Eye doctor appointment December 10th at 9:30 in the morning.", "task", "health", at(md(12, 10), 9, 30)),
    r("Buy birdseed, the big bag.", "task", "errands"),
    r("Take the Christmas decorations down from the attic this weekend.", "task", "home", this_weekend()),
    r("Go to the bank and deposit the check from Social Security.", "task", "finance"),
    r("I should really write down all the passwords for Linda in case something happens to me.", "task", None),
    r("Mow the lawn one last time before the 1st of December.", "task", "home", md(12, 1)),
    r("Get the hearing aid batteries, size 312.", "task", "health", LOOKALIKE),
    r("Sign up for the tai chi class at the senior center, starts January 6th.", "task", "health", md(1, 6)),
    r("Fix the drip under the kitchen sink.", "task", "home"),
    r("Take Buster to the vet for his shots, Wednesday at 10.", "task", "home", at(wd("wed"), 10)),
    r("Grocery list. Eggs, rye bread, cottage cheese, prunes, and decaf coffee.", "list", "errands"),
    r("Things for the fishing trip: tackle box, waders, the thermos, sunscreen, license.", "list", "hobby"),
    r("Add pecans and brown sugar to the shopping list for the pie.", "list", "errands"),
    r("Books I want to read this winter: the new Grisham, Lonesome Dove again, and that biography of Truman.",
      "list", "hobby", UNCLEAR("a season for a reading list; no convention for a list's due date")),
    r("Seeds to order: tomatoes, zucchini, marigolds, sweet peas.", "list", "hobby"),
    r("Hardware store: furnace filter, salt for the driveway, a new snow shovel.", "list", "home"),
    r("Medications I take, for the new doctor: lisinopril 10 mg, metformin 500 mg twice a day, baby aspirin.",
      "list", "health", LOOKALIKE),
    r("Gifts for the grandkids. Emma, a art set. Noah, a remote control truck. Little Ava, a stuffed bunny.",
      "list", "social"),
    r("Hymns for Sunday: Amazing Grace, How Great Thou Art, Be Thou My Vision.", "list", "hobby", wd("sun")),
    r("Plan for the garage sale. First, go through the basement. Then price everything. Then put an ad in the "
      "paper and put up signs on Saturday morning.", "plan", "home", wd("sat")),
    r("Get ready for Linda's and my 50th anniversary trip. Renew the passports, book the cruise, find someone to "
      "watch Buster, and exchange some money.", "plan", None, LOOKALIKE),
    r("Redo the raised beds: pull the old tomato plants, spread the compost, cover them with burlap for winter.",
      "plan", "home", UNWANTED("a season as the reason, not a deadline")),
    r("Organize the family photos. Scan the old slides, label them by year, make a book for each of the kids.",
      "plan", "hobby"),
    r("Um, so for the will, I need to call the lawyer, list the accounts, and decide about the house.",
      "plan", "finance"),
    r("Thanksgiving at our place: thaw the turkey Monday night, set the table Wednesday, pick up Aunt Ruth from "
      "the station Thursday at 11.", "plan", "social",
      UNCLEAR("'Monday night' said on a Monday means tonight here, next Monday by the convention")),
    r("Call Dr. Abernathy's office tomorrow morning to move my appointment.", "communication", "health",
      at(days(1), 9)),
    r("Email the church secretary about the flower schedule.", "communication", "social"),
    r("Call the pharmacy refill line for the metformin.", "communication", "health"),
    r("Write a thank-you note to the Hendersons for the casserole.", "communication", "social"),
    r("Phone Emma and wish her luck on her driving test Tuesday.", "communication", "social", wd("tue")),
    r("Let Linda know the plumber is coming between 1 and 3 tomorrow.", "communication", "home", days(1)),
    r("Call my brother Frank on his birthday, the 12th of December.", "communication", "social", md(12, 12)),
    r("Send a card to the Millers, they just moved to 45 Maple Street.", "communication", "social", LOOKALIKE),
    r("Reach out to the VA about the hearing claim.", "communication", "finance"),
    r("Um, call Dave from church about the golf on, uh, Thursday the 3rd.", "communication", "hobby",
      md(12, 3)),
    r("The Wi-Fi password for the cabin is bluejay1957.", "note", None, LOOKALIKE),
    r("My blood pressure this morning was 138 over 82.", "note", "health", UNWANTED("a log of this morning")),
    r("Linda says the Hendersons' grandson is named August, not Augustus.", "note", "social", LOOKALIKE),
    r("Thought for the day: you don't stop playing because you grow old, you grow old because you stop playing.",
      "note", None, LOOKALIKE),
    r("The Kroger on Route 9 gives seniors 10 percent off on Wednesdays.", "note", "errands",
      UNWANTED("a habitual weekday")),
    r("Golf score today, 94. Not bad for an old man.", "note", "hobby", UNWANTED("a log of today")),
    r("Dr. Abernathy said to keep my sodium under 2,000 milligrams.", "note", "health"),
    r("The furnace was last serviced in October of 2024.", "note", "home", UNWANTED("a past date in a fact")),
    r("Remember that little Ava is afraid of dogs.", "note", "social"),
    r("Idea: a bird feeder by the kitchen window so Linda can watch them in the mornings.", "note", "home",
      UNWANTED("a habitual part of the day")),
]

DEVELOPER = [  # Kenji, backend developer, terse, lower case, versions and ticket numbers
    r("bump lodash to 4.17.21 in the api repo", "task", "work", LOOKALIKE),
    r("fix flaky test in auth_spec.rb line 212", "task", "work", LOOKALIKE),
    r("review PR #3412 before standup tmrw", "task", "work", days(1)),
    r("deploy v2.4.31 to staging fri", "task", "work", wd("fri")),
    r("rotate the aws keys, they expire dec 1", "task", "work", md(12, 1)),
    r("write the postmortem for saturday's outage", "task", "work",
      UNWANTED("saturday's outage is past; the weekday names it")),
    r("on-call handover doc by 5", "task", "work", clock(17)),
    r("renew domain kenji.dev before it lapses on the 9th", "task", "hobby", nth(9)),
    r("upgrade macos to 15.2 tonight", "task", "work", at(days(0), 20)),
    r("order a usb-c hub", "task", "errands"),
    r("look into why p99 latency jumped to 840ms", "task", "work", LOOKALIKE),
    r("timesheets are due every friday but this week's by thursday noon b/c of the holiday", "task", "work",
      at(wd("thu"), 12)),
    r("set up 1:1 with new hire wendsday 2pm", "task", "work", at(wd("wed"), 14)),
    r("cancel the heroku hobby dyno before the next billing cycle on dec 1st", "task", "finance", md(12, 1)),
    r("i should learn rust properly this time", "task", "learning"),
    r("homelab shopping list: 2x 4tb drives, a ups, cat6 cables", "list", "hobby"),
    r("tech debt list\nold auth middleware\nunused feature flags\nthe cron container\nlegacy csv export",
      "list", "work"),
    r("books: designing data-intensive applications, the pragmatic programmer, a philosophy of software design",
      "list", "learning"),
    r("add coffee filters + sparkling water to the list", "list", "errands"),
    r("conf talks to watch - strange loop 2023 keynote, the rust one about async, that sqlite talk",
      "list", "learning", LOOKALIKE),
    r("snacks for the team offsite: chips, seltzer, trail mix, fruit", "list", "work"),
    r("dotfiles todo: zsh aliases, nvim lsp config, tmux theme", "list", "hobby"),
    r("release checklist items: changelog, version bump, migration notes, rollback plan", "list", "work"),
    r("keyboards to look at: keychron q1, nuphy air75, hhkb", "list", "hobby", LOOKALIKE),
    r("migrate to postgres 16:\n1. dump prod snapshot\n2. test restore on staging\n3. run the migration in a "
      "maintenance window\n4. flip the read replicas", "plan", "work", LOOKALIKE),
    r("side project plan - buy domain, set up sveltekit, write the scraper, deploy to fly", "plan", "hobby"),
    r("onboarding for ana: get her laptop provisioned, add her to github + pagerduty, pair on the first ticket, "
      "review her first PR by next friday", "plan", "work", next_wd("fri")),
    r("q1 planning: collect feedback from the team, rank the epics, write the roadmap doc, present it jan 8",
      "plan", "work", md(1, 8)),
    r("fix the home network: flash openwrt on the router, set up vlans, move the iot stuff to its own ssid",
      "plan", "hobby"),
    r("prep for the system design interview round - review caching patterns, do 3 mock interviews, sleep early "
      "the night before", "plan", "work", LOOKALIKE),
    r("ping ana about the flaky test", "communication", "work"),
    r("email recruiter back, not interested rn", "communication", "work"),
    r("dm marco the staging creds... no wait use 1password share", "communication", "work"),
    r("reply to the security team's ticket SEC-2291 by eod", "communication", "work", EOD),
    r("call the isp, internet keeps dropping at like 9pm", "communication", "home",
      UNWANTED("the time describes when the fault happens")),
    r("tell the pm the estimate is 3-5 days not 2", "communication", "work", LOOKALIKE),
    r("message landlord re: the hot water, been cold since thursday", "communication", "home",
      UNWANTED("a past weekday")),
    r("text mom happy thanksgiving on thursday", "communication", "social", wd("thu")),
    r("follow up w/ legal on the OSS license question", "communication", "work"),
    r("slack #infra that the db upgrade is sunday 2am utc", "communication", "work", wd("sun")),
    r("prod db host is db-prod-3.internal, port 5432", "note", "work"),
    r("til: git rebase --onto lets you move a branch base", "note", "learning"),
    r("idea: cli that turns slack threads into adrs", "note", "work"),
    r("node 18 eol is april 2025 already, we're behind", "note", "work", UNWANTED("a past month in a fact")),
    r("the tuesday deploy freeze is a myth, nobody enforces it", "note", "work", LOOKALIKE),
    r("benchmark: old parser 1.8s, new 0.42s on the 4mb file", "note", "work", LOOKALIKE),
    r("ana's github is @anagarcia-dev", "note", "work"),
    r("meeting room 4.12 has the good whiteboard", "note", "work", LOOKALIKE),
    r("shower thought: caches are just memory with opinions", "note", None),
    r("team lunch is every other friday, we go to the ramen place on 2nd", "note", "work",
      UNWANTED("a fortnightly habit and a street")),
]

SHOP_OWNER = [  # Rosa, runs a small café-bakery in England, British spelling, practical, some typos
    r("VAT return for the Sep-Nov quarter due 7 jan", "task", "finance", md(1, 7)),
    r("get the receipts box to Mel the bookkeeper before christmas", "task", "finance", md(12, 25)),
    r("order more 12oz cups by thurs, down to 2 sleeves", "task", "work", wd("thu")),
    r("descale the coffee machine sunday after close", "task", "work", wd("sun")),
    r("fix the wobbly table by the window (table 6)", "task", "work"),
    r("change the chalkboard: soup of the day is leek & potato", "task", "work", LOOKALIKE),
    r("pay the card machine rental, £29.99, before the 1st", "task", "finance", nth(1)),
    r("get the food hygiene cert renewed, runs out end of month", "task", "work", md(11, 30)),
    r("pick up flour from the wholesaler tmrw morning", "task", "work", at(days(1), 9)),
    r("do the staff rota for w/c 7 dec", "task", "work", md(12, 7)),
    r("put christmas opening hours on insta", "task", "work", UNWANTED("a named day used as a modifier")),
    r("buy a new mop head", "task", "work"),
    r("renew the insurance, policy ends 14/12", "task", "finance", md(12, 14)),
    r("test the new cardamom bun recipe on monday when it's quiet", "task", "work", wd("mon")),
    r("I need to sort the leaky tap in the loo before the inspection on the 4th", "task", "work", nth(4)),
    r("cash & carry: oat milk x12, napkins, blue roll, caster sugar 5kg, lemons", "list", "work"),
    r("new menu ideas - cardamom buns, miso caramel brownies, a proper sausage roll", "note", "work"),
    r("add mince pies and brandy butter to the christmas order", "list", "work",
      UNWANTED("a named day used as a modifier")),
    r("things to fix in the shop\n- back door lock\n- flickery light over the till\n- dishwasher seal",
      "list", "work"),
    r("packaging to reorder: kraft bags, cake boxes, stickers, paper straws", "list", "work"),
    r("home shop: loo roll, washing up liquid, pasta, tins of tomatoes", "list", "errands"),
    r("cakes for saturday's market stall: lemon drizzle, 2 x victoria sponge, flapjacks, brownies",
      "list", "work", wd("sat")),
    r("cleaning stuff for the shop: bleach, antibac spray, j-cloths, bin liners", "list", "work"),
    r("xmas window display: fairy lights, fake snow, the wooden reindeer, bunting", "list", "work",
      UNWANTED("a named day used as a modifier")),
    r("christmas week plan\n1. double the bake order\n2. get Jess in for extra shifts\n3. pre-order boxes for "
      "collection\n4. close early on the 24th", "plan", "work",
      UNCLEAR("the only day belongs to the last step; the plan runs the whole week")),
    r("start doing online orders: set up a shopify, photograph the cakes, work out delivery radius, post about it",
      "plan", "work"),
    r("hire a saturday person - write the ad, put it in the window, interview, do a trial shift", "plan", "work",
      LOOKALIKE),
    r("deep clean before the EHO visit: empty the walk-in, scrub the extraction hood, pull out the ovens, "
      "do the floors", "plan", "work"),
    r("sort the accounts out properly: get a business bank account, move the direct debits, ask Mel about xero",
      "plan", "finance"),
    r("refit the counter over the jan closure: pick a joiner, get 3 quotes, order the oak top, close 5-12 jan",
      "plan", "work", UNCLEAR("the closure is a range at the end of the plan; no convention for a plan's due")),
    r("ring the veg man about the bruised apples before 11", "communication", "work", clock(11)),
    r("email the landlord about the lease renewal", "communication", "work"),
    r("text Jess to ask if she can do sat 7-3", "communication", "work", wd("sat")),
    r("call British Gas re the boiler service", "communication", "work"),
    r("reply to the lady who wants a wedding cake for 200 people in June", "communication", "work",
      UNCLEAR("a month as the subject of the reply")),
    r("whatsapp mum that I'll be round sunday for lunch", "communication", "social", wd("sun")),
    r("let the bank know about the new card reader", "communication", "finance"),
    r("message the council about the A-board licence", "communication", "work"),
    r("chase the invoice from Hill Farm Dairy, 3 weeks late now", "communication", "finance", LOOKALIKE),
    r("give June from the flower shop a ring about doing a collab", "communication", "work", LOOKALIKE),
    r("soup of the day sells out by 1 on rainy days", "note", "work", UNWANTED("soup of the day and a habitual time")),
    r("best sellers last month: sausage rolls, cinnamon buns, flat whites", "note", "work",
      UNWANTED("a past month naming a period")),
    r("the alarm code is 1-9-8-4-#", "note", "work", LOOKALIKE),
    r("mondays are dead, could do a loyalty stamp day", "note", "work", UNWANTED("a habitual weekday")),
    r("Hill Farm Dairy delivers tues & fri before 7am", "note", "work", UNWANTED("a weekly delivery habit")),
    r("bakery at no. 23 sells sourdough at £4.20, we're cheaper", "note", "work", LOOKALIKE),
    r("Jess is allergic to nuts!! keep her away from the praline", "note", "work"),
    r("takings today £842.60, best monday since march", "note", "finance", UNWANTED("a log of today")),
    r("idea: pay-what-you-can soup on the last friday of the month", "note", "work",
      UNWANTED("a day in an idea, not a plan")),
    r("fridge 2 was reading 8°C this morning, keep an eye on it", "note", "work", UNWANTED("a log of this morning")),
]

RUNNER = [  # Alex, US marathoner, training shorthand (mi, LR, paces), some voice notes after runs
    r("sign up for the philly half before price goes up dec 1", "task", "health", md(12, 1)),
    r("new shoes, current pair has 480 mi on them", "task", "errands"),
    r("long run sat 16 mi easy", "task", "health", wd("sat")),
    r("foam roll tonight, calves are tight", "task", "health", at(days(0), 20)),
    r("book a sports massage for after the race", "task", "health"),
    r("tempo run tmrw 6am, 3 x 2 mi @ 7:10", "task", "health", at(days(1), 6)),
    r("pick up turkey trot packet wed between 4 and 7", "task", "health", wd("wed")),
    r("renew the strava sub", "task", "finance"),
    r("i should really do strength work 2x a week", "task", "health", LOOKALIKE),
    r("ice bath after the 20 miler", "task", "health", LOOKALIKE),
    r("get bloodwork done tues morning, fasting", "task", "health", at(wd("tue"), 9)),
    r("order gels by friday so they come before the race", "task", "errands", wd("fri")),
    r("register for boston qualifier race in march", "task", "health",
      UNCLEAR("the race is in march; registration is due before, nothing says when")),
    r("hill repeats wednesday: 8 x 90 sec", "task", "health", wd("wed")),
    r("wash the reflective vest before friday's night run", "task", "home", wd("fri")),
    r("race day bag\n- bib + pins\n- gels x4\n- body glide\n- throwaway sweatshirt\n- garmin (charged!)",
      "list", "health"),
    r("add bananas, bagels and electrolyte tabs to the grocery list", "list", "errands"),
    r("gear to replace: hydration vest, headlamp, running tights", "list", "health"),
    r("marathon playlist - eye of the tiger, mr brightside, dancing queen, lose yourself", "list", "hobby"),
    r("spring races to consider: shamrock run, cherry blossom 10 miler, broad street", "list", "health",
      LOOKALIKE),
    r("stretches: pigeon, couch stretch, calf raises, hamstring floss", "list", "health"),
    r("trader joe's - oats, peanut butter, frozen mango, sweet potatoes", "list", "errands"),
    r("running podcasts to catch up on: the morning shakeout, magic in the miles", "list", "hobby", LOOKALIKE),
    r("aid station checklist for the club run: water jugs, cups, orange slices, first aid kit", "list", "hobby"),
    r("marathon build, 16 wks:\n1. base miles thru dec\n2. add tempo + intervals in jan\n3. peak at 50 mpw mid "
      "feb\n4. taper 3 wks", "plan", "health", UNCLEAR("months for phases of a plan; no single due date")),
    r("get the run club going again: make a group chat, pick a meeting spot, post the route, show up every "
      "thursday 6pm", "plan", "hobby", UNCLEAR("a weekly time as the last step of a plan")),
    r("fix my form: film myself on the treadmill, work on cadence, get a gait analysis at the running store",
      "plan", "health"),
    r("race week: cut back mileage, carb load from thursday, lay out kit friday night, sleep by 9",
      "plan", "health", UNCLEAR("race week is not dated; 'by 9' is a bedtime, not a deadline")),
    r("recover from the calf strain - rest 5 days, then walk/jog, then 2 easy runs, see the physio if it still "
      "hurts", "plan", "health", LOOKALIKE),
    r("plan the saturday trail run: pick the loop, check sunrise time, text the group, pack headlamps",
      "plan", "hobby", UNCLEAR("'the saturday trail run' names the run; it is probably this Saturday")),
    r("text coach my splits", "communication", "health"),
    r("email the race director about deferring my entry to 2027", "communication", "health",
      UNWANTED("a year as the subject of the message")),
    r("call mom, she wants to come watch the race", "communication", "social"),
    r("ask jen if she wants to pace me for miles 18-22", "communication", "health", LOOKALIKE),
    r("dm the running store about the group discount", "communication", "errands"),
    r("remind dave to bring the extra bib on sunday", "communication", "health", wd("sun")),
    r("reply to the club email about volunteer slots", "communication", "hobby"),
    r("let jen know I'm out for the 5am run tmrw, knee's sore", "communication", "health", days(1)),
    r("call the physio at 10 to book a follow up", "communication", "health", clock(10)),
    r("facetime my sister after my shakeout run", "communication", "social"),
    r("5k pb today 21:48!!! 🎉", "note", "health", UNWANTED("a log of today and a finishing time")),
    r("easy pace = 9:30-10:00/mi, don't go faster", "note", "health", LOOKALIKE),
    r("resting hr 52 this week", "note", "health", UNWANTED("a log of this week")),
    r("shoes: pegasus 41 for easy, endorphin for tempo", "note", "health"),
    r("the track on 5th street opens at 6am on weekdays", "note", "health", UNWANTED("a habitual opening time")),
    r("quote from the 20 mile mark: 'the wall is a place, not a feeling'", "note", "hobby"),
    r("splits from the half: 7:45, 7:41, 7:38 ... faded at mile 10", "note", "health", LOOKALIKE),
    r("thought: maybe try a 50k trail race next year??", "note", "health", UNWANTED("a year in an idea")),
    r("my garmin says vo2max 51, lol sure", "note", "health"),
    r("tuesdays are track night with the club", "note", "hobby", UNWANTED("a habitual weekday")),
]

WRITERS = {
    "student": STUDENT,
    "nurse": NURSE,
    "parent": PARENT,
    "freelancer": FREELANCER,
    "retiree": RETIREE,
    "developer": DEVELOPER,
    "shop owner": SHOP_OWNER,
    "runner": RUNNER,
}
INTENTS = ("task", "list", "plan", "communication", "note")
CATEGORIES = ("work", "learning", "home", "errands", "health", "finance", "social", "hobby", None)


def expected(due):
    """The scorer's gold for a due value: one date or datetime result, or [] for a negative."""
    if isinstance(due, datetime):
        return [{"start": 0, "type": "datetime", "values": [{"value": due.strftime("%Y-%m-%dT%H:%M")}]}]
    if isinstance(due, date):
        return [{"start": 0, "type": "date", "values": [{"value": due.isoformat()}]}]
    return []


def kind(due):
    if due is None:
        return "no date"
    if isinstance(due, Unclear):
        return "date, gold left out"
    if isinstance(due, Unwanted):
        return "date the writer does not want (negative)"
    if due == LOOKALIKE:
        return "looks like a date, is none (negative)"
    return "due date"


def records():
    out = []
    for writer, items in WRITERS.items():
        for item in items:
            assert item.intent in INTENTS and item.category in CATEGORIES, item
            out.append(Record(item.text, item.intent, item.category, item.due, writer))
    texts = Counter(item.text for item in out)
    assert all(n == 1 for n in texts.values()), [t for t, n in texts.items() if n > 1]
    return out


def due_line(item):
    line = {
        "expected": expected(item.due),
        "id": "hw-" + hashlib.sha1(item.text.encode("utf-8")).hexdigest()[:10],
        "locale": "en_GB" if item.writer in BRITISH else "en_US",
        "ref": REF.strftime("%Y-%m-%dT%H:%M:%S"),
        "text": item.text,
        "tz": "UTC",
    }
    return json.dumps(line, ensure_ascii=False, sort_keys=True)


def main():
    folder = Path(__file__).resolve().parent.parent
    items = records()
    captures = [
        json.dumps({"text": i.text, "intent": i.intent, "category": i.category}, ensure_ascii=False) for i in items
    ]
    dues = [due_line(i) for i in items if i.due is not None and not isinstance(i.due, Unclear)]
    (folder / "captures.jsonl").write_text("\n".join(captures) + "\n", encoding="utf-8")
    (folder / "due-dates.jsonl").write_text("\n".join(dues) + "\n", encoding="utf-8")
    print(f"captures.jsonl: {len(captures)} records; due-dates.jsonl: {len(dues)} records")
    for name, counter in (
        ("intent", Counter(i.intent for i in items)),
        ("category", Counter(str(i.category).replace("None", "null") for i in items)),
        ("writer", Counter(i.writer for i in items)),
        ("date", Counter(kind(i.due) for i in items)),
    ):
        print(f"{name}: " + ", ".join(f"{k} {n}" for k, n in counter.most_common()))
    for i in items:
        if isinstance(i.due, Unclear):
            print(f"gold left out: {i.text!r}: {i.due.why}")


if __name__ == "__main__":
    main()

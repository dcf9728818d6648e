#!/usr/bin/env python3
"""Writes Corpora/temporal/dev2-due-dates-en.jsonl, the second English DEVELOPMENT due-date set, from the records below.

Every capture below was typed by hand, one at a time, in the voice of one of eight imagined English-speaking writers
(none of them a writer of the held-out set in Corpora/handwritten nor of the first English development set,
../dev-en-SOURCE.md); nothing is generated from templates or slots. 110 of the 160 captures are negatives: texts with
date- or time-like words where the writer wants no due date (logs, readings, habits, schedules and timetables, other
people's plans and trips, birthdays and anniversaries stated, things that started, questions about when something
was, conditions, days turned down, quotes and sayings, names, places and titles, counts and references). 50 are
positives, some beside a log or a lookalike. The due-date gold is computed with `datetime` from the reference
2027-03-10T16:40:00 (a Wednesday afternoon, UTC) and the conventions of
Sources/OffloadNLP/OffloadNLP.docc/DateGrammar.md (helpers in Corpora/handwritten/tools/due_gold.py). Each writer has
a locale of their own (en_NZ, en_US, en_CA, en_IE, en_ZA, en_SG, en_GB, en_AU). This set is for DEVELOPMENT: date
rules may be fitted to it, so it measures nothing (see ../dev-en-SOURCE.md).

Run from anywhere: `python3 Corpora/temporal/tools/write_dev2_en.py`. The output is byte-identical on every run.

Each record is r(text, due) where due is
  - a `date` or `datetime`: the due date the writer would want (a date when no clock time belongs to it),
  - Lookalike(why): something that looks like a date or time but is none (a negative, expected []),
  - Unwanted(why): a real date or time word the writer would not want as a due date (a negative, expected []).
The `why` of every negative starts with the kind of negative it is (`log:`, `habit:`, `others:`, `count:`, …); the
counts by kind are printed after the file is written, for the SOURCE.md section.

Some days from the reference (Wednesday 2027-03-10 16:40): tomorrow (`tmrw`, `tmr`) is Thursday 03-11; a bare
Friday (`fri`) is 03-12, Saturday 03-13, Sunday 03-14, Monday (`mon`) 03-15, Tuesday 03-16, Wednesday 03-17 and
Thursday (`thurs`) 03-11 (today excluded); `next mon`, `next tues`, `next wed` are 03-15, 03-16, 03-17 (next week,
where both readings agree); `Friday week` is 03-19; `in 2 weeks` is 03-24; `end of month`, `the end of March` 03-31.
Weekdays named beside dates agree with them (checked below): `Thursday 18 March`, `Tue 16th`. Day-first dates for
the writers whose locale writes them: `2/4` (en_NZ) is 2 April, `7/4` (en_GB) 7 April, `9/4` (en_AU) 9 April,
`19/3`, `25/3` (en_SG); month first for en_US: `3/12` is 12 March, `3/22`, `4/30`. A time without a day is today
when still ahead of 16:40 (`at 7` is 19:00, `by 5` 17:00, `EOD` 23:59, `tonight` 20:00).
"""

import sys
from collections import Counter
from datetime import datetime
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "handwritten" / "tools"))
import due_gold  # noqa: E402

due_gold.set_reference(datetime(2027, 3, 10, 16, 40))  # a Wednesday afternoon; before any record is read

from dev2_writer import write_by_locale  # noqa: E402
from due_gold import (  # noqa: E402
    Lookalike,
    Unwanted,
    at,
    days,
    end_of_month,
    md,
    nth,
    r,
    wd,
    wd_next_week,
)

TODAY = days(0)
EOD = at(TODAY, 23, 59)

# A weekday written beside a date must be that date's weekday; `Friday week` is the Friday of next week.
for (month, day), weekday in {(3, 18): 3, (3, 16): 1}.items():
    assert md(month, day).weekday() == weekday, (month, day)
assert TODAY.weekday() == 2  # a Wednesday
assert wd_next_week("fri") == md(3, 19) and end_of_month() == md(3, 31)

FARMER = [  # Bruce, 58, sheep and beef farmer near Gore, Southland; lower case, terse, ute, hoggets, 2th, day first
    r("drenched the hoggets this morning, 412 through the race", Unwanted("log: drenching done this morning")),
    r("vet was out tues, 3 ewes with scald in the bottom paddock", Unwanted("log: the vet's visit on Tuesday")),
    r("rain gauge 23mm at 7 this morning, river's up", Unwanted("reading: rainfall at 7 this morning")),
    r("scanning done, 148% overall, mob 4 had 12 dries", Lookalike("count: a scanning percentage and dry ewes")),
    r("shearing gang has smoko at 10 and 3 every day no matter what", Unwanted("habit: the shearers' smoko times")),
    r("charlton sale is every second thurs", Unwanted("schedule: a fortnightly stock sale")),
    r("gav and sharon off to the gold coast from the 14th, back the 28th", Unwanted("others: the neighbours' holiday")),
    r("mum's 85th is 2 april", Unwanted("birthday: a mother's 85th stated")),
    r("bought 40 2th ewes at 310 a head", Lookalike("count: two-tooth ewes and a price a head")),
    r("new heading dog pup, calling her june", Lookalike("name: a pup called June")),
    r("if it stays fine sat the boys will cut the silage", Unwanted("condition: silage if Saturday stays fine")),
    r("told dave monday's no good for the stock truck", Unwanted("declined: Monday turned down for the truck")),
    r("when did the cows last get their b12, feb?", Unwanted("question: when the cows last had B12")),
    r("ute's a 2019 hilux, 184,000 on the clock", Lookalike("reference: a model year and an odometer reading")),
    r("tb test fri 8am, cattle in the yards by 7.30", at(wd("fri"), 7, 30)),
    r("order 20 bales of baleage off hamish before the 20th", nth(20)),
    r("ring the vet tmrw 9am re the lame ewes", at(days(1), 9)),
    r("shearers booked 2/4, get the woolshed swept out before then", md(4, 2)),
    r("lambs to alliance next tues, truck at 6am", at(wd_next_week("tue"), 6)),
    r("pay the council rates by 31/3", md(3, 31)),
]

DISPATCHER = [  # Tammy, 47, truck dispatcher in Columbus, Ohio; drvr, appt, PU, POD, BOL, military times, month first
    r("drvr 214 hit the scale at 1130, over on the drives by 400 lbs", Unwanted("log: a weigh station at 11:30 this morning")),
    r("load 58817 was delivered 3/8 0900, POD uploaded", Unwanted("log: a delivery on 8 March")),
    r("reefer on 4410 read 34F at the 1400 check, set point 35", Unwanted("reading: a trailer temperature at 14:00")),
    r("Rick always takes the I-70 run to Indy on mondays", Unwanted("habit: a driver's Monday run")),
    r("Meijer DC receiving 0500-1300 mon-sat, closed sundays", Unwanted("schedule: a warehouse's receiving hours")),
    r("drvr 117 has 6:45 left on his 11 and 9:10 on his 14", Lookalike("count: hours-of-service clocks")),
    r("Carl's on vacation 3/15-3/19, Deb's covering his board", Unwanted("others: a colleague's vacation")),
    r("told the broker no on saturday for the Cincy load, nobody to run it", Unwanted("declined: Saturday turned down")),
    r("BOL 0312-4471, seal 8821157", Lookalike("reference: a bill of lading and a seal number")),
    r("drop lot off Fifth Ave is full again, use the one on Alum Creek", Lookalike("place: a street")),
    r("new hire is April Mendez, Class A, 3 yrs OTR", Lookalike("name: a driver called April")),
    r("what day did we pick up the Honda load in Marysville? need it for detention", Unwanted("question: when a load was picked up")),
    r("truck 309 in the shop since 2/26, still waiting on an EGR cooler", Unwanted("since: a truck in the shop since 26 February")),
    r("Kroger DC Delaware appt 3/12 0600, make sure Rick has the PO", at(md(3, 12), 6)),
    r("call Penske tmrw am re trailer 5532 brakes", days(1)),
    r("IFTA Q1 filing due 4/30", md(4, 30)),
    r("Rick's DOT medical card expires 3/22, get him in before then", md(3, 22)),
    r("payroll settlements to Deb EOD", EOD),
    r("safety mtg next mon 8am, all drivers on the call", at(wd_next_week("mon"), 8)),
    r("need a driver for the Toledo reload, have it covered by 5", at(TODAY, 17)),
]

PHD = [  # Wei, 29, ecology PhD student at U of T, Toronto; lower case, w/, re, tmrw, lol, emoji, month names
    r("met w/ sarah today re ch 2, she wants more on the methods", Unwanted("log: a meeting today")),
    r("ran the gels yesterday, bands at ~500bp look ok", Unwanted("log: gels run yesterday")),
    r("growth chamber 22.5°C at 9am, rh 60%", Unwanted("reading: a chamber temperature at 9 this morning")),
    r("i never get anything done on friday afternoons lol", Unwanted("habit: Friday afternoons")),
    r("EEB seminar is thursdays at 4 in ramsay wright", Unwanted("schedule: a weekly seminar")),
    r("jules defends march 24, she's so stressed", Unwanted("others: a labmate's defence")),
    r("when did i submit the ethics amendment?? jan or feb", Unwanted("question: when an amendment went in")),
    r("no reply from the journal since january 🙃", Unwanted("since: waiting since January")),
    r("rereading sand county almanac, the march chapter is so good", Lookalike("title: a book chapter called March")),
    r("R 4.3.2 broke lme4 again, downgrade?", Lookalike("reference: an R version")),
    r("p = 0.03, r² = 0.41, sig at 12/14 sites", Lookalike("count: statistics and 12 of 14 sites")),
    r("gurevitch et al. 2001 pp. 18-24 for the meta-analysis", Lookalike("reference: a citation year and pages")),
    r("prof's motto: never put off till tomorrow what you can put off till the day after tomorrow",
      Unwanted("quote: a saying with tomorrow and the day after")),
    r("if the ice is off the pond by april we can sample early", Unwanted("condition: a month in a condition")),
    r("committee mtg fri 10am, send draft to everyone by thurs", wd("thu")),
    r("eeb214 marking due monday noon", at(wd("mon"), 12)),
    r("order more 15ml falcon tubes tmrw", days(1)),
    r("OGS application due march 31", md(3, 31)),
    r("lab mtg next tues 2pm, i'm presenting 😬", at(wd_next_week("tue"), 14)),
    r("follow up w/ the stats consultant in 2 wks if no reply", days(14)),
]

BUS_DRIVER = [  # Declan, 51, Dublin Bus driver dictating at the terminus; run-ons, so, um, half 8, Friday week
    r("so um the ticket machine on the 46A went again this morning", Unwanted("log: this morning's breakdown")),
    r("did a double on Sunday so I'm absolutely wrecked", Unwanted("log: a double shift last Sunday")),
    r("the 16 is every 12 minutes until half 7 and then every 20 after that", Unwanted("timetable: a route's frequency")),
    r("um the canteen in the depot closes at 2 on Saturdays", Unwanted("schedule: the canteen's Saturday hours")),
    r("so Thursdays I'm always on the late one and I'm not in the door till quarter to one",
      Unwanted("habit: the late shift on Thursdays")),
    r("Sinéad's flying out to Lanzarote Saturday week with the girls from work", Unwanted("others: a daughter's holiday")),
    r("our anniversary is the 4th of April um 25 years this year", Unwanted("birthday: a wedding anniversary stated")),
    r("the old fella at the Navan Road stop always says see you tomorrow please God, lovely man",
      Unwanted("quote: a passenger's goodbye with tomorrow")),
    r("told the roster office no way am I doing Paddy's Day again", Unwanted("declined: St Patrick's Day turned down")),
    r("the missus's car is a 161 Corolla so the NCT is every year now", Lookalike("reference: a registration year")),
    r("the new inspector is a woman called June Brady, seems sound", Lookalike("name: an inspector called June")),
    r("if the strike goes ahead Monday the whole depot is out", Unwanted("condition: a strike on Monday")),
    r("when was my last medical for the licence was it September", Unwanted("question: when the last medical was")),
    r("they were playing I Don't Like Mondays on the radio the whole shift", Lookalike("title: a song")),
    r("um pick up the missus from the Mater at 7", at(TODAY, 19)),
    r("eye test in Specsavers in Phibsboro Friday at half 2", at(wd("fri"), 14, 30)),
    r("so I need to get the union form back to Martin by the end of the month", end_of_month()),
    r("I'm off next Tuesday so get the car in for the service that morning", wd_next_week("tue")),
    r("so um the dentist rang, it's tomorrow at half 8 now not 9", at(days(1), 8, 30)),
    r("the April rosters have to be in before Friday week", wd_next_week("fri")),
]

TEACHER = [  # Thandi, 66, retired maths teacher in Cape Town; full sentences, capitals and full stops, R amounts, 24-hour times
    r("Load shedding in our area is usually 18:00 to 20:30 on weekdays.", Unwanted("schedule: load shedding on weekdays")),
    r("I walk along the Sea Point promenade every morning before seven.", Unwanted("habit: a morning walk")),
    r("Paid the municipal rates at the civic centre this morning, R2 340.", Unwanted("log: rates paid this morning")),
    r("Blood sugar 6.8 before breakfast, 9.1 two hours after lunch.", Unwanted("reading: blood sugar before breakfast and after lunch")),
    r("Nomsa and Sipho fly to Joburg on the 19th for her cousin's wedding.", Unwanted("others: a daughter's trip")),
    r("Luthando turns nine on 3 April.", Unwanted("birthday: a grandson's birthday stated")),
    r("My late husband always said: never leave for tomorrow the rooibos you can drink today.",
      Unwanted("quote: a saying with tomorrow and today")),
    r("When did I last renew my driving licence card? 2022?", Unwanted("question: when a licence was renewed")),
    r("The geyser has been dripping since Sunday.", Unwanted("since: a leak since Sunday")),
    r("Best time on the hard sudoku is now 6:42!", Lookalike("count: a puzzle time")),
    r("Tutoring Zinhle: Grade 11, section 4.3 compound interest, page 112.", Lookalike("reference: a section and a page")),
    r("Mrs April from number 12 brought koeksisters round.", Lookalike("name: a neighbour whose surname is April")),
    r("Fourth Beach was far too windy, we sat at the café instead.", Lookalike("place: Clifton's Fourth Beach")),
    r("If the wind drops on Saturday, Thabo wants to take the boat out at Simon's Town.",
      Unwanted("condition: a son's boat trip if the wind drops")),
    r("Dentist, Dr Pillay, Thursday 18 March at 10:30.", at(md(3, 18), 10, 30)),
    r("Pay Beauty's UIF before the 7th of April.", md(4, 7)),
    r("Phone the plumber about the geyser tomorrow morning.", at(days(1), 9)),
    r("Library books are due back on Monday.", wd("mon")),
    r("Fetch Luthando from school at 14:00 on Friday.", at(wd("fri"), 14)),
    r("Renew the licence disc for the Polo by the end of March.", md(3, 31)),
]

GAME_DEV = [  # Jun Hao, 31, gameplay programmer at an indie studio in Singapore; Singlish (liao, cannot, lah), tmr, builds, day first
    r("build 0.9.14 crashed on boot this morning, fixed liao", Unwanted("log: a crash this morning")),
    r("frame time 16.6ms avg, spikes to 33 at the boss fight", Lookalike("count: frame times")),
    r("qa's speedrun of lvl 3 was 12:47, way faster than we designed for", Lookalike("count: a speedrun time")),
    r("unity 2022.3.21f1 → 6000.0.23, don't upgrade mid-sprint", Lookalike("reference: engine versions")),
    r("we do standup at 10.15 every day except fri", Unwanted("habit: a daily standup")),
    r("last train from one-north is around 11.30pm on weekdays", Unwanted("timetable: the last train")),
    r("boss on SQ 32 to SF on the 14th for GDC", Unwanted("others: the boss's trip, with a flight number")),
    r("when did we last bump the save format? before or after CNY?", Unwanted("question: when the save format changed")),
    r("sat playtest cannot lah, my cousin's wedding", Unwanted("declined: Saturday turned down")),
    r("ost track 'Tuesday Rain' needs a proper loop point", Lookalike("title: a soundtrack piece")),
    r("ui must work at 16:9, 21:9 and 16:10 for steam deck", Lookalike("count: aspect ratios")),
    r("boss hp 2400, phase 2 at 60%, enrage timer 3:00", Lookalike("count: a boss's enrage timer")),
    r("wishlists flat since the feb update 😩", Unwanted("since: flat since February")),
    r("npc names so far: may, june, old man august", Lookalike("name: NPCs named after months")),
    r("milestone build to publisher by fri 6pm", at(wd("fri"), 18)),
    r("collect passport at ICA tmr 9am, bring IC", at(days(1), 9)),
    r("next fest registration closes 19/3, submit demo before that", md(3, 19)),
    r("pay the studio's GST by end of month", end_of_month()),
    r("1:1 with ash next wed 3pm", at(wd_next_week("wed"), 15)),
    r("polyclinic dental 25/3 2.30pm", at(md(3, 25), 14, 30)),
]

PHOTOGRAPHER = [  # Fiona, 38, wedding photographer in Glasgow; sentence case, emoji, £, half 4, day first
    r("Shot the Campbell wedding Saturday, 1,847 frames 😅", Unwanted("log: last Saturday's wedding")),
    r("McLean edit was finally finished today 🙌", Unwanted("log: an edit finished today")),
    r("Òran Mór ceremonies are Fri & Sat only, 12 till 4", Unwanted("schedule: a venue's ceremony days and hours")),
    r("Bride's sister is flying in from Toronto on the 25th", Unwanted("others: a bride's sister's flight")),
    r("Our 10th anniversary is 14 May 💕", Unwanted("birthday: an anniversary stated")),
    r("Print sizes: 6x4, 7x5, 10x8, album 12x12", Lookalike("count: print sizes")),
    r("Ceilidh settings: 1/250 at f/4, ISO 3200", Lookalike("count: a shutter speed and an aperture")),
    r("Full day £1,650, half day £950, 2nd shooter +£300", Lookalike("count: prices and a second shooter")),
    r("First dance: 'Saturday Sun' by Vance Joy 🎶", Lookalike("title: a first-dance song")),
    r("Couple asked about 3 April, already booked so had to say no 😢", Unwanted("declined: a date already booked")),
    r("If it's chucking it down Saturday, couple shots in the Kibble Palace instead",
      Unwanted("condition: a wet-weather plan for Saturday")),
    r("When did I send the Murrays their gallery link? Feb??", Unwanted("question: when a gallery went out")),
    r("Been shooting on the Z6 since 2021, 212k actuations", Unwanted("since: a camera used since 2021")),
    r("Send the Baxter sneak peeks by Friday ✨", wd("fri")),
    r("Venue recce at Mar Hall Tue 16th, 11am", at(md(3, 16), 11)),
    r("VAT return before 7/4!!", md(4, 7)),
    r("Ailsa & Ross engagement shoot Sunday half 4, Pollok Park 🌸", at(wd("sun"), 16, 30)),
    r("Album proofs to the Grants in 2 weeks", days(14)),
    r("Call the insurance about the dropped 24-70 tomorrow 🙈", days(1)),
    r("Back up the SSD tonight!!", at(TODAY, 20)),
]

ELECTRICIAN = [  # Lachie, 24, apprentice electrician in Perth; lower case, no full stops, tmrw, arvo, rdo, servo, lol
    r("did the switchboard upgrade at the joondalup job today, 3 phase", Unwanted("log: a job done today")),
    r("got to site 6.15 this morn, boss rocked up at 7 lol", Unwanted("log: arrival times this morning")),
    r("insulation test 200 meg, rcd tripped at 28ms all good", Lookalike("count: test results")),
    r("grab 20mm conduit x 40, 32A rcbos x 6, 2.5 t&e", Lookalike("count: cable and breaker sizes")),
    r("my rdo's every second monday", Unwanted("habit: a rostered day off every second Monday")),
    r("tafe block is mondays and tuesdays 8 till 2.30", Unwanted("schedule: trade school days")),
    r("jase off to bali on the 20th for 2 wks lucky bugger", Unwanted("others: a mate's holiday")),
    r("born on 29/2 so technically im 6 lol", Unwanted("birthday: the writer's own leap-day birthday")),
    r("eagles got smashed 9.8 (62) to 14.12 (96)", Lookalike("count: a football score")),
    r("servo fill up $118.40, diesel was 2.09 a litre 😭", Lookalike("count: a fuel bill and a price a litre")),
    r("new build on fifth ave in mt lawley, 4x2 double storey", Lookalike("place: a street, and a four-bedroom house")),
    r("when did i do my first aid refresher?? last march?", Unwanted("question: when a course was done")),
    r("boss always says 'she'll be right by friday' about every job lol", Unwanted("quote: the boss's saying")),
    r("told shaz sunday's no good, got footy", Unwanted("declined: Sunday turned down")),
    r("logbook signed off by fri", wd("fri")),
    r("ring the licensing mob about my A grade tmrw arvo", days(1)),
    r("tafe assessment due 9/4", md(4, 9)),
    r("start at the kalamunda job 6am mon", at(wd("mon"), 6)),
    r("rego on the ute runs out end of month, pay it", end_of_month()),
    r("return the hilti to kennards sat before 12", at(wd("sat"), 12)),
]

WRITERS = {
    "farmer": ("en_NZ", FARMER),
    "dispatcher": ("en_US", DISPATCHER),
    "phd": ("en_CA", PHD),
    "bus_driver": ("en_IE", BUS_DRIVER),
    "teacher": ("en_ZA", TEACHER),
    "game_dev": ("en_SG", GAME_DEV),
    "photographer": ("en_GB", PHOTOGRAPHER),
    "electrician": ("en_AU", ELECTRICIAN),
}

if __name__ == "__main__":
    for writer, (_, items) in WRITERS.items():
        assert len(items) == 20, (writer, len(items))
        negatives = sum(isinstance(item.due, (Unwanted, Lookalike)) for item in items)
        assert negatives in (13, 14), (writer, negatives)
    write_by_locale(Path(__file__).resolve().parent.parent, WRITERS, "en", "dev2-due-dates-en.jsonl", "dev2")
    negatives = [item.due for _, items in WRITERS.values() for item in items if isinstance(item.due, (Unwanted, Lookalike))]
    assert len(negatives) == 110, len(negatives)
    counts = Counter(due.why.split(":")[0] for due in negatives)
    print("negatives by kind: " + ", ".join(f"{key} {count}" for key, count in sorted(counts.items())))

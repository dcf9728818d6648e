#!/usr/bin/env python3
"""Writes Corpora/temporal/dev-due-dates-en.jsonl, the English DEVELOPMENT due-date set, from the literal records below.

Every capture below was typed by hand, one at a time, in the voice of one of eight imagined English-speaking
writers (none of them the writers of the held-out set in Corpora/handwritten); nothing is generated from templates
or slots. The due-date gold is computed with `datetime` from the reference 2026-12-03T15:00:00 (a Thursday
afternoon, UTC) and the conventions of Sources/OffloadNLP/OffloadNLP.docc/DateGrammar.md (helpers in
Corpora/handwritten/tools/due_gold.py). This set is for DEVELOPMENT: date rules may be fitted to it, so it measures
nothing (see ../dev-en-SOURCE.md); the held-out measure stays Corpora/handwritten/due-dates.jsonl.

Run from anywhere: `python3 Corpora/temporal/tools/write_dev_en.py`. The output is byte-identical on every run.

Each record is r(text, due) where due is
  - a `date` or `datetime`: the due date the writer would want (a date when no clock time belongs to it),
  - Lookalike(why): something that looks like a date or time but is none (a negative, expected []),
  - Unwanted(why): a real date or time the writer would not want as a due date (a negative, expected []).
"""

import sys
from collections import Counter
from datetime import datetime
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "handwritten" / "tools"))
import due_gold  # noqa: E402

due_gold.set_reference(datetime(2026, 12, 3, 15, 0))  # a Thursday afternoon; before any record is read

from due_gold import (  # noqa: E402
    Lookalike,
    Unwanted,
    at,
    days,
    end_of_month,
    kind,
    line,
    md,
    nth,
    r,
    records,
    wd,
    wd_next_week,
    weekend,
    ymd,
)

TODAY = days(0)
EOD = at(TODAY, 23, 59)

NURSE = [  # Siobhán, 34, public health nurse in Cork; lower case, tmrw, bloods, obs, mam, "half 11"
    r("bloods for mrs o'leary tmrw before 10, fasting", at(days(1), 10)),
    r("ring the GP re mr hegarty's warfarin by 5 today", at(TODAY, 17)),
    r("dressing change mrs walsh fri half 11", at(wd("fri"), 11, 30)),
    r("order more aquacel + steristrips from stores before the 11th", nth(11)),
    r("cpr refresher, sign up by 18/12", md(12, 18)),
    r("home visit baby o'sullivan 6 wk check tues 10am", at(wd("tue"), 10)),
    r("mileage claim in to the office end of month", end_of_month()),
    r("text mam re christmas dinner numbers tonight", at(TODAY, 20)),
    r("immunisation clinic in mallow wed 9.30, bring the cold box", at(wd("wed"), 9, 30)),
    r("flu vaccine for mr cronin at home, monday after 2", at(wd("mon"), 14)),
    r("chase the OT referral for mrs barry in 2 wks if nothing heard", days(14)),
    r("annual leave form for jan in by friday!!", wd("fri")),
    r("nct booked 14 dec 8.15am, the centre in little island", at(md(12, 14), 8, 15)),
    r("book the team christmas night out, deposit due the 10th", nth(10)),
    r("mrs kelly's son wants a call back tmrw morning re discharge", at(days(1), 9)),
    r("renew nmbi registration before 31 jan", md(1, 31)),
    r("meet sinead for coffee sat 11 in the usual place ☕", at(wd("sat"), 11)),
    r("mrs o'brien bp 150/90 sats 96% on air", Lookalike("a blood pressure and a saturation")),
    r("bins go out tuesdays in our estate, recycling every 2nd wk", Unwanted("the bin collection")),
    r("clinic in the health centre is every thurs 2-4", Unwanted("a weekly clinic")),
    r("mr hegarty's INR was 2.8 on monday, warfarin unchanged", Unwanted("a result from Monday")),
    r("visited baby o'sullivan yesterday, feeding grand, weight 4.2kg", Unwanted("a visit yesterday")),
    r("mam's birthday is the 22nd of jan, she'll be 70", Unwanted("a birthday stated as a fact")),
    r("mrs walsh is in room 2.14 in st finbarr's", Lookalike("a room number")),
    r("insulin 10 units am / 6 units pm", Lookalike("doses in the morning and evening")),
    r("the 2nd floor lift in the health centre is broken again", Lookalike("a floor")),
    r("april from the pharmacy said the dressings are on back order", Lookalike("a name")),
    r("GP surgery hours 9-1 and 2-5.30 mon to fri", Unwanted("opening hours")),
    r("every morning at 7 i do the rounds list before handover", Unwanted("a daily habit")),
    r("aoife was off sick last wednesday so i covered her patients", Unwanted("last Wednesday")),
]

CONTRACTOR = [  # Dwayne, 52, remodeling contractor in Houston; terse, HD, insp, fractions, job addresses
    r("call city re framing insp for the kessler job, want it fri am", wd("fri")),
    r("drywall delivery mon 7am at 4410 bellaire, need someone there", at(wd("mon"), 7)),
    r("pay the electrician invoice 1187 by the 15th", nth(15)),
    r("order 60 sheets 5/8 type x for the garage ceiling tmrw", days(1)),
    r("pour slab tues if no rain, concrete guy wants a yes by mon noon", at(wd("mon"), 12)),
    r("get 3 bids on the roof, 6/12 pitch, before the 20th", nth(20)),
    r("walk thru w/ mrs delgado sat at 10, bring tile samples", at(wd("sat"), 10)),
    r("renew GL insurance policy expires 12/31", md(12, 31)),
    r("truck registration due end of month", end_of_month()),
    r("plumber rough in at the kessler job wed between 8 and 10", at(wd("wed"), 8)),
    r("tmrw pick up the permit at city hall at 2", at(days(1), 14)),
    r("invoice the hendersons for change order #4 eod", EOD),
    r("quarterly taxes, est payment due jan 15", md(1, 15)),
    r("send lien waiver to title co before friday next week", wd_next_week("fri")),
    r("dumpster swap at bellaire day after tomorrow, call waste mgmt", days(2)),
    r("meet the cabinet guy thrusday 3pm at the shop", at(wd("thu"), 15)),
    r("get rebar, 2x4s and 40 bags quikrete at HD this weekend", weekend()),
    r("studs 16 on center, 2x6 on exterior walls per plans", Lookalike("spacing and lumber sizes")),
    r("5/8 sheetrock on ceilings, 1/2 on walls", Lookalike("board thicknesses")),
    r("4/12 pitch on the porch roof, needs ice & water", Lookalike("a roof pitch")),
    r("permit #2026-1187 approved", Lookalike("a permit number")),
    r("inspector came tues, failed us on the handrail height", Unwanted("an inspection on Tuesday")),
    r("mrs delgado paid $12,450 on monday", Unwanted("a payment on Monday")),
    r("HD pro desk opens 6am every day", Unwanted("opening hours")),
    r("crew gets paid every other friday", Unwanted("the pay schedule")),
    r("city only does inspections tues and thurs", Unwanted("the city's inspection days")),
    r("lot 12 block 3 in the new subdivision off 5th st", Lookalike("a lot, a block and a street")),
    r("mix is 1:3 cement to sand for the mortar", Lookalike("a mixing ratio")),
    r("my boy turns 16 on march 9, wants a truck lol", Unwanted("a birthday stated as a fact")),
    r("20 amp breaker for the kitchen, 12/2 romex", Lookalike("a wire gauge")),
]

STUDENT = [  # Priya, 20, computer-engineering student in Pune; 2mrw, sem, viva, ppt, ma'am, emoji
    r("DBMS assignment submit by fri 11:59 pm 😭", at(wd("fri"), 23, 59)),
    r("os lab viva on 9th, revise scheduling algos", nth(9)),
    r("ppt for seminar ready before mon", wd("mon")),
    r("pay hostel mess fees rs 4500 before 10th dec", md(12, 10)),
    r("call mummy tonight abt train tickets", at(TODAY, 20)),
    r("placement drive infosys 11 dec, update resume + linkedin", md(12, 11)),
    r("book tatkal ticket pune to nagpur tmrw 10 am sharp", at(days(1), 10)),
    r("group meeting for mini project sat 4pm library", at(wd("sat"), 16)),
    r("return library books by 7th or fine 🙏", nth(7)),
    r("ask ma'am for extension on CN assignment 2mrw", days(1)),
    r("hackathon registration closes 15 dec, register the team", md(12, 15)),
    r("end sem exams start jan 11, make timetable this weekend", weekend()),
    r("get xerox of notes from rohit before wed", wd("wed")),
    r("internship report first draft to guide in 10 days", days(10)),
    r("buy gift for ananya bday on 19th", nth(19)),
    r("doctor appt for papa's checkup monday 11am, go with him", at(wd("mon"), 11)),
    r("fill scholarship form on portal b4 31st", nth(31)),
    r("cgpa 8.42 after 5th sem 🎉", Lookalike("a grade point average and a semester")),
    r("room 204, hostel block C, 3rd floor", Lookalike("a room and a floor")),
    r("train 12136 coach S4 berth 32", Lookalike("a train, coach and berth")),
    r("attendance 74% in maths, need 75", Lookalike("percentages")),
    r("mess serves paneer every wednesday", Unwanted("the mess menu")),
    r("had the OS quiz yesterday, went ok", Unwanted("a quiz yesterday")),
    r("college library open 8 to 8 on weekdays", Unwanted("opening hours")),
    r("diwali was so fun this yr 🪔", Unwanted("a festival that is over")),
    r("learning rate 0.001, epochs 10, split 4:1", Lookalike("hyperparameters and a ratio")),
    r("rohit's bday is 2nd feb, he's older than me lol", Unwanted("a birthday stated as a fact")),
    r("5-6 ppl from our batch got placed in TCS", Lookalike("a count")),
    r("we used to play cricket every sunday morning at 7 in 2nd yr", Unwanted("an old habit")),
    r("sir said java 17 and spring boot 3.2 for project", Lookalike("versions")),
]

RETIREE = [  # Gord, 69, retired grain-elevator manager in Saskatoon, dictating: full sentences, um, uh, spelled numbers
    r("Okay so remind me to call the furnace guy tomorrow morning about the noise.", at(days(1), 9)),
    r("Um, I have to renew my driver's licence before December 18th.", md(12, 18)),
    r("Pick up Marlene's prescription at the Shoppers on Monday, uh, after two.", at(wd("mon"), 14)),
    r("Curling bonspiel sign up sheet is due at the rink by Friday the 11th.", md(12, 11)),
    r("Tell Doug I can't make coffee Saturday, uh, we've got the grandkids.", wd("sat")),
    r("Call the bank about the RRIF withdrawal on the 15th.", nth(15)),
    r("Doctor's appointment Tuesday at ten fifteen, bring the list of pills.", at(wd("tue"), 10, 15)),
    r(
        "Okay uh Marlene's sister flies in Wednesday, no wait, Thursday, at four thirty, pick her up at the airport.",
        at(wd("thu"), 16, 30),
    ),
    r("Remind me to plug in the truck tonight, it's going to be minus thirty-five.", at(TODAY, 20)),
    r("Property tax instalment is due January thirty-first, uh, set that up.", md(1, 31)),
    r("Get the snow tires, no, sorry, get the oil changed at Kal Tire in two weeks.", days(14)),
    r("Send the Christmas cards out by the tenth, uh, at the latest.", nth(10)),
    r("Legion meeting is next Tuesday at seven in the evening, tell Ron I'll drive.", wd("tue")),
    r("Um, the grandson's hockey game is Sunday at one, we should go, bring the thermos.", at(wd("sun"), 13)),
    r("Return the library books, they're due on the ninth.", nth(9)),
    r("Okay so Saturday, uh, call my brother Wayne at around three about the cottage.", at(wd("sat"), 15)),
    r("Pay the SaskPower bill end of the month.", end_of_month()),
    r(
        "We got about fifteen centimetres of snow last night, uh, shovelled the driveway twice.",
        Unwanted("last night's snow"),
    ),
    r("Marlene's birthday is April the fourth, she'll be sixty-seven.", Unwanted("a birthday stated as a fact")),
    r("The Co-op is open eight to ten every day except Christmas.", Unwanted("opening hours")),
    r("I walk the dog every morning at six thirty, rain or shine.", Unwanted("a daily habit")),
    r("Curling is Thursdays at the Granite club.", Unwanted("a weekly habit")),
    r("Um, the doctor said my blood pressure was one thirty over eighty, that's good.", Lookalike("a blood pressure")),
    r("Doug said the Riders lost twenty-four to twenty-one, what a game.", Lookalike("a score")),
    r("Wayne lives on Eighth Street East now, house number 1215.", Lookalike("a street and a house number")),
    r("We had the Remembrance Day service at the Legion, it was very moving.", Unwanted("a holiday that is over")),
    r(
        "The recipe says two and a half cups of flour and bake at three fifty for forty minutes.",
        Lookalike("an oven temperature and a duration"),
    ),
    r("Highway 16 to North Battleford is about an hour and a half.", Lookalike("a highway and a duration")),
    r("Okay so August from next door, uh, he fixed the fence on Monday, nice fellow.", Unwanted("work done on Monday")),
    r("The pharmacy delivers on Tuesdays and Fridays.", Unwanted("a delivery schedule")),
]

SHOP = [  # Ngozi, 41, tailoring and fabric shop in Surulere, Lagos; Nigerian English, o, abeg, next tomorrow, ₦
    r("Mrs Adeyemi wedding gown must ready before 12th o", nth(12)),
    r("call Chief Okafor about his agbada balance tommorow morning", at(days(1), 9)),
    r("buy 10 yards of lace at Balogun market sat", wd("sat")),
    r("pay shop rent to landlord latest by end of month", end_of_month()),
    r("deliver aso ebi for the Ojo owambe next tomorrow", days(2)),
    r("remind Tunde to service the gen on monday by 10am", at(wd("mon"), 10)),
    r("send pictures of new styles to the whatsapp customers tonight", at(TODAY, 20)),
    r("collect Alhaji's kaftan from the embroidery man friday 2pm", at(wd("fri"), 14)),
    r("renew shop permit at LG office before 15 dec", md(12, 15)),
    r("Mummy hospital appointment tuesday 9am, I go carry her", at(wd("tue"), 9)),
    r("pay the apprentices salary on the 30th", nth(30)),
    r("POS man go come fix the machine tomorrow between 12 and 2", at(days(1), 12)),
    r("church harvest thanksgiving sunday, sew Pastor wife blouse before then", wd("sun")),
    r("order zips and thread from Idumota in 4 days", days(4)),
    r("Bisi say make I finish her 3 pieces by thursday, abeg no forget", wd("thu")),
    r("school fees for Chidera due jan 8, start saving", md(1, 8)),
    r("transfer ₦85,000 to the fabric supplier today before 4", at(TODAY, 16)),
    r("Mrs Adeyemi measurement: bust 38, waist 30, hip 42, length 58", Lookalike("body measurements")),
    r("size 12/14 for the bridesmaids, 6 of them", Lookalike("dress sizes")),
    r("shop opens 8am to 7pm mon to sat", Unwanted("opening hours")),
    r("we go church every sunday 9am", Unwanted("a weekly habit")),
    r("NEPA took light since yesterday, gen don spoil", Unwanted("a power cut since yesterday")),
    r("ankara na ₦4,500 per yard, lace ₦18,000", Lookalike("prices")),
    r("Chidera birthday na 20 march, she go be 9", Unwanted("a birthday stated as a fact")),
    r("the Ojo family owambe was last saturday, we sold plenty", Unwanted("a party last Saturday")),
    r("customer from 3rd avenue festac paid balance", Lookalike("a street")),
    r("Mrs May called, she want change the neckline", Lookalike("a surname")),
    r("I read psalm 91 and john 3:16 this morning, God is faithful 🙏", Unwanted("a log of this morning")),
    r("sold 14 pieces today, thank God", Unwanted("a log of today")),
    r("apprentice Tunde dey come 7:30 every morning", Unwanted("a daily habit")),
]

PARENT = [  # Kylie, 36, mum of two in Brisbane; arvo, kindy, swimmers, rego, tuckshop, emoji
    r("mia's swimmers + towel for school carnival tmrw", days(1)),
    r("pay kindy fees before fri", wd("fri")),
    r("car rego due 15/12 renew online", md(12, 15)),
    r("jack's 4yo needles at the GP tues 3.30", at(wd("tue"), 15, 30)),
    r("book a fortnight of vacation care before the 11th", nth(11)),
    r("end of year concert thurs 6pm, mia needs white shirt", wd("thu")),
    r("text bec re playdate sat arvo", wd("sat")),
    r("order christmas ham from the butcher by the 18th", nth(18)),
    r("dentist for both kids mon 9.15", at(wd("mon"), 9, 15)),
    r("grab milk bread nappies on the way home tonight", TODAY),
    r("tuckshop roster: my turn wed 8-11", at(wd("wed"), 8)),
    r("ring the plumber abt the hot water first thing tmrw", days(1)),
    r("in a fortnight the lease inspection, clean oven before", days(14)),
    r("get jack's hair cut sat morning before footy ⚽", wd("sat")),
    r("lily's party is on sat, buy a present fri after work", wd("fri")),
    r("mum and dad arrive sun 11am, pick up from the airport", at(wd("sun"), 11)),
    r("school photos money $25 in envelope by monday", wd("mon")),
    r("bin night is tuesday, yellow lid every second week", Unwanted("the bin collection")),
    r("swimming lessons are tuesdays and thursdays at 4", Unwanted("weekly lessons")),
    r("jack had a temp of 38.5 last night, ok now", Unwanted("a fever last night")),
    r("mia lost her first tooth yesterday 🦷", Unwanted("yesterday")),
    r("jack's birthday is the 2nd of march, turning 5", Unwanted("a birthday stated as a fact")),
    r("kindy is 8.30-3 mon to wed", Unwanted("kindergarten hours")),
    r("cordial 1:4 with water for the party", Lookalike("a mixing ratio")),
    r("size 6-7 for mia's school dress, 3-4 for jack", Lookalike("clothes sizes")),
    r("the thursday murder club is so good, nearly done", Lookalike("a book title")),
    r("maccas on 2nd ave closed for renos", Lookalike("a street")),
    r("every arvo at 3 the kids want a snack 😅", Unwanted("a daily habit")),
    r("april's mum said the party's off", Lookalike("a name")),
    r("mum's flight is QF 517, gate 24", Lookalike("a flight and a gate")),
]

PARALEGAL = [  # Hannah, 44, paralegal and office manager at a small law firm in Leeds; tidy, w/c, EOD, refs, Ms
    r("File the N244 at court by 4pm Fri", at(wd("fri"), 16)),
    r("Chase the Patel searches w/c 14 Dec", md(12, 14)),
    r("Hearing listed 9 Dec 10am, Leeds Combined Court, brief counsel by Mon", wd("mon")),
    r("Send completion statement to Mr Okoro before the 11th", nth(11)),
    r("Book Room 3 for the Harrison meeting Tue 2pm", wd("tue")),
    r("Ring Ms Green back re her contact order at 4.30 today", at(TODAY, 16, 30)),
    r("PII renewal documents to the broker by 18/12", md(12, 18)),
    r("Put the office Christmas rota on the noticeboard tomorrow", days(1)),
    r("Client care letter to the Dunnes EOD", EOD),
    r("Staff night out – pay the deposit at Bundobust before Wed", wd("wed")),
    r("Diary: Mrs Ashworth's will signing Thurs 11.30, need two witnesses", at(wd("thu"), 11, 30)),
    r("Land Registry AP1 for 14 Park Row, lodge by Tuesday next week", wd_next_week("tue")),
    r("Mortgage offer for the Lees expires 8 Jan, exchange before then", md(1, 8)),
    r("Follow up with the IT company a week tomorrow", days(8)),
    r("Stationery order in by 12 noon tomorrow", at(days(1), 12)),
    r("Court fee refund – chase HMCTS in 3 weeks", days(21)),
    r("Dentist for me half 8 Monday", at(wd("mon"), 8, 30)),
    r("Relief under CPR 3.10, see the White Book", Lookalike("a rule number")),
    r("Our ref HW/2026/0412, their ref 11/12/LT", Lookalike("file references")),
    r("s.21 notice served on 2 Nov", Unwanted("a notice served last month")),
    r("Office hours 9-5.30 Mon-Fri, closed bank holidays", Unwanted("opening hours")),
    r("Partners' meeting is every other Monday at 9", Unwanted("a standing meeting")),
    r("Mr Okoro's daughter was born on 14 March 2019 – DOB for the form", Unwanted("a date of birth")),
    r("The fourth floor at Wellington Place is the new mediation suite", Lookalike("a floor")),
    r("Completed on the Harrison sale yesterday, keys released", Unwanted("a completion yesterday")),
    r("Ms April Hughes, 12 Oakwood Lane, LS8 2PF", Lookalike("a name, an address and a postcode")),
    r("Stamp duty £12,500 on a £450k purchase", Lookalike("amounts")),
    r("Contact every other weekend, Friday 6pm to Sunday 5pm, per the order", Unwanted("a contact arrangement")),
    r("The firm's Christmas party was on Friday, great night", Unwanted("a party last Friday")),
    r("Finished 'Tuesdays with Morrie' on the train, lovely", Lookalike("a book title")),
]

CHEF = [  # Marcus, 28, sous chef in Logan Square, Chicago; lower case, kitchen slang, temps, ratios, covers
    r("fish order in to sysco by 2 tmrw", at(days(1), 14)),
    r("hood cleaning co has to come before the health inspection on the 15th, call them", nth(15)),
    r("party of 22 fri 7pm, prep 3 extra hotel pans of short rib", wd("fri")),
    r("knife sharpening guy comes mon, leave the roll by the pass", wd("mon")),
    r("new menu tasting w/ chef tues 3pm", at(wd("tue"), 15)),
    r("pay comed bill before the 20th", nth(20)),
    r("renew food handler cert by end of month", end_of_month()),
    r("order 2 cases of meyer lemons, need em by thurs", wd("thu")),
    r("staff holiday party sun 12/13, bring the smoker", md(12, 13)),
    r("tonight after close mop the walk-in floor", TODAY),
    r("pick up my chef coats from the cleaners tomorow before 11", at(days(1), 11)),
    r("brunch pop up sat 12/19 9am, confirm w/ the bakery", md(12, 19)),
    r("get my paycheck deposited today", TODAY),
    r("dentist jan 6 at 8:30", at(ymd(2027, 1, 6), 8, 30)),
    r("in 2 weeks do the full walk-in deep clean", days(14)),
    r("text kenji, can he cover for me wed night 🙏", wd("wed")),
    r("produce guy delivers 6am tmrw, someone needs to be here", at(days(1), 6)),
    r("brine ratio 1:16 salt to water, 24 hrs", Lookalike("a brine ratio and a duration")),
    r("hold soup at 135°F min, walk-in at 38", Lookalike("temperatures")),
    r("avg ticket time friday was 14:30, way too slow", Unwanted("last Friday's ticket times")),
    r("we're closed mondays, brunch sat/sun 10-2", Unwanted("opening hours")),
    r("table 12 is a 6 top, table 14 a 4 top", Lookalike("tables and party sizes")),
    r("5-6 qts of stock per batch, yields 40 portions", Lookalike("quantities")),
    r("got written up monday for being late 🙄", Unwanted("something that happened on Monday")),
    r("staff meal every day at 4", Unwanted("a daily habit")),
    r("recipe: 3/4 cup sugar, 1/2 cup butter, bake 350 for 25 min", Lookalike("fractions and an oven temperature")),
    r("worked a double yesterday, 16 hrs on my feet", Unwanted("yesterday")),
    r("chef's birthday is jan 30, he hates cake", Unwanted("a birthday stated as a fact")),
    r("best tamales are on 26th st in little village", Lookalike("a street")),
    r("sous vide short rib 72 hrs at 135, comes out perfect", Lookalike("a duration and a temperature")),
]

WRITERS = {
    "nurse": NURSE,
    "contractor": CONTRACTOR,
    "student": STUDENT,
    "retiree": RETIREE,
    "shop": SHOP,
    "parent": PARENT,
    "paralegal": PARALEGAL,
    "chef": CHEF,
}

LOCALES = {  # en_GB for the Irish, Australian and English writers, en_US for the others
    "nurse": "en_GB",
    "contractor": "en_US",
    "student": "en_US",
    "retiree": "en_US",
    "shop": "en_US",
    "parent": "en_GB",
    "paralegal": "en_GB",
    "chef": "en_US",
}


def main():
    """Writes dev-due-dates-en.jsonl next to this folder (ids `dev-en-…`) and prints the counts SOURCE quotes."""
    items = records(WRITERS)
    path = Path(__file__).resolve().parent.parent / "dev-due-dates-en.jsonl"
    lines = [line(item, "en", LOCALES[item.writer], "dev") for item in items]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{path.name}: {len(lines)} records")
    for name, counter in (
        ("writer", Counter(i.writer for i in items)),
        ("kind", Counter(kind(i.due) for i in items)),
        ("locale", Counter(LOCALES[i.writer] for i in items)),
    ):
        print(f"{name}: " + ", ".join(f"{k} {n}" for k, n in counter.most_common()))


if __name__ == "__main__":
    main()

"""The English intent DEVELOPMENT set, written by hand capture by capture in six voices.

Writes Corpora/intents/dev-handwritten.jsonl ({"text","intent","category"}, the format of Corpora/README.md).
It is looked at while writing training rows (its misreads are grouped into classes, and training captures are
written for the classes), so it is not an independent measure and it is never trained on: generate_intents.py
asserts that no training text is one of these. The independent measure is Corpora/handwritten/captures.jsonl.

Standard library only; the output is byte-identical on every run:

    python3 Corpora/tools/write_dev_handwritten.py
"""

import json
import sys
import unicodedata
from collections import Counter
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "intents" / "dev-handwritten.jsonl"
INTENTS = ["task", "list", "plan", "communication", "note"]
CATS = ["work", "learning", "home", "errands", "health", "finance", "social", "hobby", None]

# Each writer: (intent, category, text), in the order they were written.
WRITERS = {
    # Australian electrician, south-east Queensland; thumbs on a cracked screen between jobs
    "tradie": [
        ("task", "work", "grab more 2.5 twin n earth from the wholesaler b4 the job tmrw"),
        ("task", None, "rego on the ute runs out the 14th"),
        ("task", "work", "quote for the hendersons switchboard upgrade, get it done tonight"),
        ("task", "work", "gotta chuck the invoices into xero this arvo"),
        ("task", "health", "physio thurs 7.30 for the shoulder"),
        ("task", "home", "mow the front b4 mums visit sat"),
        ("task", None, "book the ute in for a service its making that noise again"),
        ("task", "work", "renew me electrical licence, expires end of next month"),
        ("task", "errands", "pick up the kids footy boots from rebel"),
        ("task", "finance", "sort the super rollover been putting it off for ages"),
        ("task", "health", "reckon i shld get back on the bike, been slack"),
        ("task", "home", "re-hang the laundry door its dragging on the tiles"),
        ("task", "work", "add smoke alarm compliance check to me jobs for monday"),
        ("communication", "work", "ring the wholesaler about the backorder on the rcds"),
        ("communication", "social", "txt dazza the address for sat arvo bbq 🍺"),
        ("communication", "social", "let the missus know ill be late, job ran over"),
        ("communication", "work", "need to get back to mrs patel about the quote"),
        ("communication", "work", "remind jonno to bring the ladder rack tmrw"),
        ("communication", "finance", "accountant wants a call re the bas"),
        ("communication", "work", "flick the builder an email w the as-builts"),
        ("communication", "home", "ask the nieghbour if we can borrow his trailer"),
        ("note", "work", "mrs o'briens dog bites, go round the side gate"),
        ("note", "work", "wholesaler at yatala opens 6am, the one in the valley not till 7"),
        ("note", "work", "apprentice reckons we shld get a van instead of the ute, might be right"),
        ("note", "work", "henderson job: main switch is 63a, meter box is asbestos backed dont drill it"),
        ("note", "social", "kids soccer finishes 5.15 on tuesdays now"),
        ("note", "work", "note to self always take photos of the board before n after"),
        ("note", "errands", "bunnings price match is 5% under, worth remembering"),
        ("note", "health", "shoulder feels heaps better after the dry needling"),
        ("list", "work", "van restock: wago 3 way, 20mm conduit, saddles, cable ties, tek screws"),
        ("list", "errands", "servo - milk bread ice 2L coke"),
        ("list", "social", "bbq sat\nsnags\nbread\nonions\nsauce\nbeers"),
        ("list", "work", "tools to replace - drill bits, the 10mm socket, stanley blades"),
        ("list", "hobby", "add esky and camp chairs to the camping list"),
        ("list", "social", "xmas pressies for the kids lego, a skateboard and them slime kits"),
        ("list", "home", "weekend jobs list: gutters, ensuite tap, side gate"),
        ("plan", "work", "go out on me own proper - get the abn sorted, insurance, buy a second van, hire an apprentice"),
        ("plan", "home", "bathroom reno at home 1 rip out the vanity 2 re-run power for the heat lamp 3 get the tiler in 4 paint"),
        ("plan", "work", "henderson job first isolate the board then swap the mains then test n tag everything"),
        ("plan", None, "trip up to noosa\nbook the caravan park\nget the ute serviced\npack the boards\nsort someone to feed the dog"),
        ("plan", "health", "get fit b4 xmas: walk the dog every arvo, cut the beers to weekends, do parkrun sat"),
        ("plan", "social", "kids bday party, hire the jumping castle, send invites thru the school app, order the cake from woolies"),
    ],
    # IT consultant in Pune, Indian English; office shorthand, polite forms, some Hindi words
    "consultant": [
        ("task", "work", "fill timesheet in fieldglass before friday EOD"),
        ("task", "work", "kindly prepare the SOW draft for the nordics client"),
        ("task", "work", "prepone the status deck review to 4pm"),
        ("task", None, "book tatkal ticket for pune on 12th"),
        ("task", "finance", "pay the society maintenance, last date is 10th"),
        ("task", "finance", "renew car insurance policy, agent has sent the link"),
        ("task", "finance", "LIC premium due this month"),
        ("task", "finance", "get Aarav's school fees auto debit set up"),
        ("task", "learning", "need to complete the AWS cert before appraisal cycle"),
        ("task", "health", "go for walk in the evening atleast 30 mins, doctor said"),
        ("task", None, "collect the passport from PSK on monday"),
        ("task", "work", "update the RAID log after standup"),
        ("task", "work", "add 'review Ramesh's code' to my to do for tmrw"),
        ("communication", "work", "revert to Sanjay on the estimation mail"),
        ("communication", "social", "call amma after 8 her time"),
        ("communication", "work", "do the needful and ping the onsite coordinator for visa letter"),
        ("communication", "home", "send whatsapp to the maid that we are out of station till sunday"),
        ("communication", "work", "escalate the prod issue to client's delivery head"),
        ("communication", "work", "mail HR regarding the relocation allowance"),
        ("communication", "finance", "follow up with bank RM on the FD renewal"),
        ("communication", "learning", "inform the school that Aarav will be absent on friday"),
        ("communication", "home", "Vikram has asked for a call back regarding the flat rent"),
        ("note", "work", "client prefers the deck in their template, no animations pls"),
        ("note", "work", "VPN token expires every 90 days, admin is Suresh"),
        ("note", "work", "idea - build small internal tool to auto generate the weekly status report"),
        ("note", "errands", "the medical shop near the temple does home delivery till 10pm"),
        ("note", "health", "BP 128/84 this morning"),
        ("note", "learning", "Aarav's school bus comes at 7.05 now not 7.15"),
        ("note", "work", "observed that sprint velocity drops every time we change the scrum master"),
        ("note", "finance", "remember that landlord's account is in SBI not HDFC"),
        ("list", "errands", "grocery: toor dal 1kg, atta, curd, coriander, green chillies, ghee"),
        ("list", None, "documents for visa - passport, offer letter, 3 months payslips, bank statement"),
        ("list", "work", "things to carry for onsite: adapter, formal shoes, laptop charger, maggi packets"),
        ("list", "errands", "pls add dhaniya powder and jeera to the kirana list"),
        ("list", "learning", "books for Aarav's summer hols: Wimpy Kid, Malgudi Days, Amar Chitra Katha set"),
        ("list", "health", "medicines for parents: metformin, thyronorm, calcium tablets"),
        ("plan", "work", "cutover plan 1) code freeze 2) take DB backup 3) run the migration scripts 4) smoke test 5) send go live mail"),
        ("plan", "social", "house warming: fix the pooja date with pandit ji, order the catering, send invites on family group"),
        ("plan", "learning", "prepare for PMP - finish the 35 hrs course, do mock tests, book the exam slot"),
        ("plan", "home", "for shifting to new flat first give notice to owner then book packers and movers then transfer the broadband"),
        ("plan", "health", "reduce 5 kg:\n- no sugar in chai\n- walk 8k steps daily\n- yoga on weekends"),
        ("plan", "finance", "tax saving this FY: check 80C balance, top up the PPF, buy health policy for parents"),
    ],
    # secondary English teacher in Glasgow; Scots words, types in the staffroom and on the bus
    "teacher": [
        ("task", "work", "mark the S3 folios before the holidays"),
        ("task", "work", "photocopy the prelim papers for 4B, 30 copies"),
        ("task", "errands", "wee trip to the chemist for calpol"),
        ("task", "errands", "get the messages on the way home"),
        ("task", "health", "dentist tues at quarter to 4, leave right after the bell"),
        ("task", "finance", "council tax direct debit needs changed to the new account"),
        ("task", None, "put the Corsa through the car wash before the in-laws come"),
        ("task", "home", "ah must get the curtains up in the spare room"),
        ("task", "work", "GTCS fee due end of the month"),
        ("task", "learning", "fill in Eilidh's form for the school trip tae Edinburgh"),
        ("task", "hobby", "should really get back tae the choir, been months"),
        ("task", "hobby", "watch the Traitors final wi Gordon the night"),
        ("task", "work", "put parents' night on the calendar for thursday 6pm"),
        ("communication", "work", "email the depute about cover for friday"),
        ("communication", "social", "phone mum, she's no been well"),
        ("communication", "work", "tell the janny the radiator in room 12 is stone cold again"),
        ("communication", "home", "remind Gordon tae put the bins oot"),
        ("communication", "work", "write to Callum's parents about the missing homework"),
        ("communication", "social", "owe Morag a reply about the hen do"),
        ("communication", "work", "get back tae the SQA coordinator re the marking dates"),
        ("communication", "home", "give the plumber a phone about the shower"),
        ("note", "work", "Kirsty in 2A has a peanut allergy, epipen is in the office"),
        ("note", "learning", "quote for the wall: 'the limits of my language mean the limits of my world'"),
        ("note", "work", "idea for S1 — get them to write a letter to their future selves and open it in S6"),
        ("note", "errands", "the Tesco at the retail park is open till midnight"),
        ("note", "home", "Gordon says the boiler pressure should sit at 1.5"),
        ("note", "health", "slept badly again, third night this week"),
        ("note", "social", "staff night out was good, the Italian on Byres Road is worth going back to"),
        ("note", "home", "heard on the radio tattie scones freeze fine"),
        ("note", "work", "must remember the photocopier code is 2291"),
        ("list", "errands", "messages: tatties, milk, square sausage, irn bru, bread"),
        ("list", "work", "classroom stuff - glue sticks, whiteboard pens, post-its, new stapler"),
        ("list", "work", "novels for the S2 book box\nHoles\nKensuke's Kingdom\nThe Boy in the Striped Pyjamas"),
        ("list", "errands", "stick oatcakes on the messages list"),
        ("list", "social", "christmas cards still to write: auntie jean, the McLeans, Morag, next door"),
        ("list", "hobby", "hill walking kit - waterproofs, midge net, flask, OS map"),
        ("plan", "work", "report cards:\n1. pull the tracking data\n2. write comments\n3. get them proofread\n4. hand in to the office"),
        ("plan", "home", "redo the spare room - strip the wallpaper, fill the cracks, paint, get a blind"),
        ("plan", None, "Easter in Skye: book the ferry, find a cottage, sort a dog sitter"),
        ("plan", "work", "to get ready for the inspection first tidy the planning folder then update the displays then print the lesson plans"),
        ("plan", "health", "couch to 5k - walk mostly in week one, build up bit by bit, book a parkrun for the end"),
        ("plan", "social", "Gordon's 50th: book the function room, order the cake, get his brother up from Leeds, make a slideshow"),
    ],
    # emergency physician in Calgary on rotating shifts; clinical shorthand, Canadian words
    "doctor": [
        ("task", "work", "finish charting from last night before noon"),
        ("task", "work", "CME credits due by dec 31, still need 8"),
        ("task", "work", "renew ACLS"),
        ("task", "health", "flu shot at the staff clinic this wk"),
        ("task", "errands", "grab a box of timbits for the night crew"),
        ("task", None, "snow tires on before the first storm"),
        ("task", "finance", "RRSP contribution before the deadline"),
        ("task", "learning", "sign up for the POCUS course in banff"),
        ("task", None, "gotta book the cottage for the long weekend"),
        ("task", "health", "bed by 10 tonight, no scrolling"),
        ("task", "finance", "pay the CMPA fee"),
        ("task", "work", "review the new sepsis protocol before my next shift"),
        ("communication", "work", "page ortho back about bed 14"),
        ("communication", "social", "call mom sunday its her bday"),
        ("communication", "work", "fax the referral to the cardiology clinic"),
        ("communication", "work", "let the charge nurse know im switching to days next month"),
        ("communication", "work", "f/u with the pt's family doc re the CT results"),
        ("communication", "social", "facetime the kids before bedtime"),
        ("communication", "home", "tell Sam the furnace guy is coming thurs"),
        ("communication", "work", "need to reply to the scheduler about jan shifts"),
        ("communication", "social", "daycare wants someone to call them back about pickup"),
        ("note", "work", "vanc trough target 10-15 per the new protocol"),
        ("note", "work", "pt in bed 6 was a retired fire chief, great stories"),
        ("note", "errands", "the tims on the corner is 24h now"),
        ("note", "work", "idea: one-page cheat sheet for new residents on CTAS triage"),
        ("note", "health", "noticed i sleep way worse after back to back nights"),
        ("note", "work", "locker combo 31-7-22"),
        ("note", "social", "Sam's parents arrive the 23rd, staying til new years"),
        ("note", "home", "furnace filter is 16x25x1"),
        ("note", "work", "charge nurse said always call pharmacy before 6 for non-formulary meds"),
        ("list", "errands", "costco: toilet paper, coffee pods, frozen berries, maple syrup, paper towel"),
        ("list", "work", "go bag for shifts - scrubs, compression socks, charger, granola bars"),
        ("list", "hobby", "ski trip\n- goggles\n- toque\n- hand warmers\n- wax"),
        ("list", "errands", "throw canned soup n crackers on the grocery list"),
        ("list", "hobby", "shows for nights off: Shrinking, The Pitt, Slow Horses"),
        ("list", None, "for the cottage: bug spray, propane, s'mores stuff"),
        ("plan", "work", "mat leave prep: tell the chief, find a locum, wrap up my QI project, hand over my residents"),
        ("plan", "finance", "taxes\n1. gather T4s\n2. find the daycare receipts\n3. book the accountant\n4. file before april 30"),
        ("plan", "home", "kitchen reno — get 3 quotes, pick cabinets, book the electrician, move the fridge to the basement"),
        ("plan", "health", "half marathon training: run 3x a week, long run sundays, taper the last 2 wks"),
        ("plan", None, "first get the japan visa then book flights then find a ryokan in kyoto"),
        ("plan", "learning", "set up journal club - pick the papers, email the residents, book a room, order pizza"),
    ],
    # sixteen-year-old in Ohio dictating to her phone: capitals and full stops from the dictation, fillers, run-ons
    "teen": [
        ("task", "learning", "Okay so I need to finish the chem lab report by Thursday"),
        ("task", "social", "Um buy a birthday present for Maddie like a hoodie or something"),
        ("task", "errands", "Return the library book it's like two weeks overdue"),
        ("task", "home", "Clean my room before mom gets home or I'm literally dead"),
        ("task", "health", "I'm gonna start going to the gym with Jess after school"),
        ("task", "learning", "Practice parallel parking this weekend for the driving test"),
        ("task", "finance", "Pay Tyler back the 15 bucks for the concert tickets"),
        ("task", "learning", "Study for the APUSH test it's on Monday"),
        ("task", "learning", "Sign up for the SAT in March before the deadline"),
        ("task", "home", "Um feed the fish seriously don't forget this time"),
        ("task", "hobby", "Get new cleats before tryouts"),
        ("task", None, "Charge my AirPods tonight"),
        ("task", "health", "Put the dentist appointment on the family calendar for the 9th"),
        ("communication", "social", "Text Maddie that I'm gonna be late to the movie"),
        ("communication", "learning", "Ask Mr. Alvarez if I can retake the quiz"),
        ("communication", "social", "Call grandma and say thank you for the card"),
        ("communication", "learning", "Snap Jess the homework answers for number five"),
        ("communication", "learning", "Um tell Dad he needs to sign the field trip form"),
        ("communication", "hobby", "DM the dance team account about the fundraiser"),
        ("communication", "hobby", "Email coach that I'll miss practice Wednesday"),
        ("communication", "social", "I still haven't replied to Ava's message from yesterday"),
        ("note", "learning", "Mr. Alvarez said the final is like 40% of our grade"),
        ("note", "learning", "Locker combo is 14 32 8"),
        ("note", "social", "Jess's birthday is April 22nd"),
        ("note", "hobby", "Idea for the art project paint the whole thing just in blue and like see what happens"),
        ("note", "health", "Literally every time I drink coffee after 3 I can't sleep"),
        ("note", "social", "The wifi at Maddie's house is sunflower2009"),
        ("note", "learning", "Okay so apparently the public library does free tutoring on Tuesdays"),
        ("note", "hobby", "Song idea a chorus about the parking lot after school"),
        ("list", "hobby", "Things I need for the camping trip sleeping bag flashlight bug spray and like snacks"),
        ("list", "social", "Christmas list, AirPods, a Stanley cup, the new Taylor Swift vinyl, Uggs"),
        ("list", "errands", "Add hot Cheetos and Gatorade to the shopping list"),
        ("list", "learning", "School supplies graph paper a TI-84 highlighters and a binder"),
        ("list", "hobby", "Movies to watch with Jess, Mean Girls, Clueless, 10 Things I Hate About You"),
        ("list", "errands", "Makeup stuff to get at Target mascara concealer the Elf primer"),
        ("plan", "learning", "For the history project first pick a topic then find like five sources then make the slides then practice"),
        ("plan", "social", "Okay plan for Maddie's surprise party, get everyone in a group chat, order the cake, get balloons, keep her busy till 7"),
        ("plan", None, "Get my license, finish the 50 hours of driving, book the road test, study the handbook"),
        ("plan", "finance", "Make money this summer. Babysit for the Hendersons, sell old clothes on Depop, start dog walking"),
        ("plan", "learning", "College apps: make the list of schools, ask Mrs. Kim for a rec letter, write the essay, submit by Nov 1"),
        ("plan", "health", "Get in shape for volleyball season run three times a week do the ab workout stop drinking soda"),
        ("plan", "home", "Redo my room, take down the posters, paint the walls sage green, get LED lights"),
    ],
    # retired mechanical engineer in Derbyshire, 71; full sentences, full stops, exact figures
    "engineer": [
        ("task", "hobby", "Replace the perished hose on the caravan water pump."),
        ("task", None, "Re-torque the wheel nuts on the Volvo after 50 miles."),
        ("task", "health", "Blood test at the surgery, Wednesday 9.10, fasting."),
        ("task", "home", "Re-grease the mower bearings before it goes away for winter."),
        ("task", "health", "Order a new pair of reading glasses; the current ones are scratched."),
        ("task", "hobby", "Must get round to digitising the slides from the 1970s."),
        ("task", "finance", "Check the pension statement against the P60."),
        ("task", "social", "Take the grandson to the steam rally on Saturday."),
        ("task", "work", "Ought to renew my IMechE membership, though I rarely go."),
        ("task", "home", "Drain the outside tap before the frost."),
        ("task", "hobby", "Add 'sharpen chisels' to the workshop jobs."),
        ("communication", "finance", "Ring British Gas about the estimated reading, they have it wrong again."),
        ("communication", "home", "Write to the council planning department objecting to the phone mast."),
        ("communication", "hobby", "Email the allotment society secretary about the water trough."),
        ("communication", "health", "Remind Margaret that the chiropodist has moved to Tuesdays."),
        ("communication", "social", "Telephone Brian and arrange the pub lunch."),
        ("communication", "social", "Must answer young Tom's letter from university."),
        ("communication", "home", "Let the neighbours know we are away for a fortnight from the 3rd."),
        ("communication", None, "The garage rang and wants me to call back about the exhaust."),
        ("note", "social", "Margaret's ring size is M."),
        ("note", None, "M6 toll is £9.70 for a car now. Daylight robbery."),
        ("note", "hobby", "Wood glue wants 24 hours clamped, not the 30 minutes it says on the tin."),
        ("note", "hobby", "Idea: rain gauge logging to the Raspberry Pi, reed switch on the tipping bucket."),
        ("note", "health", "Weighed 82.3 kg, down a pound since last month."),
        ("note", "hobby", "Caravan tyres 50 psi, nose weight no more than 75 kg."),
        ("note", "home", "Remember the stopcock is under the stairs behind the hoover."),
        ("note", None, "The best engineers I worked with always drew it out by hand first."),
        ("list", "home", "Screwfix: 5A fuses, M8 washers, PTFE tape, 13mm spanner."),
        ("list", "hobby", "Caravan checklist\nGas bottle\nLevelling ramps\nHook-up cable\nWater carrier"),
        ("list", "hobby", "Seeds to order: Kelvedon Wonder peas, runner beans, Boltardy beetroot."),
        ("list", "health", "For the chemist: Margaret's prescription, plasters, Rennie."),
        ("list", "errands", "Put firelighters on the shopping list."),
        ("list", "hobby", "Books for the winter: Longitude, the Brunel biography, the new Le Carré."),
        ("list", "social", "For the grandson's birthday parcel — a Meccano set, a torch, a quarter of humbugs."),
        ("plan", "home", "Workshop rewire: 1. isolate the supply 2. fit the new consumer unit 3. run the ring main 4. get it signed off."),
        ("plan", "social", "Golden wedding: book the hotel, invite the family, order the cake, find a photographer."),
        ("plan", "finance", "Sort out the will. Find the old copy, list the assets, see the solicitor, tell the children where it is."),
        ("plan", "hobby", "To restore the Triumph, first strip the engine, then send the head off for skimming, then order the gaskets."),
        ("plan", "home", "Greenhouse:\n- level the base\n- bolt up the frame\n- fit the glass\n- put in the staging"),
        ("plan", "health", "Knee recovery: physio twice a week, the exercises daily, walk a little further each day."),
    ],
}


def dedupe_key(text: str) -> str:
    """The comparison key of generate_intents.py: NFKC, lower case, punctuation removed, spaces collapsed."""
    t = unicodedata.normalize("NFKC", text).lower()
    t = "".join(ch if (ch.isalnum() or ch.isspace()) else " " for ch in t)
    return " ".join(t.split())


def records() -> list[dict]:
    """Every capture in writer order, checked: known labels, no repeated text."""
    rows, seen = [], set()
    for writer, captures in WRITERS.items():
        for intent, category, text in captures:
            assert intent in INTENTS and category in CATS, (writer, text)
            key = dedupe_key(text)
            assert key not in seen, f"repeated capture: {text!r}"
            seen.add(key)
            rows.append({"text": text, "intent": intent, "category": category})
    return rows


def table(rows: list[dict]) -> str:
    """The intent-by-category table pasted into Corpora/intents/SOURCE.md."""
    cells = Counter((r["intent"], r["category"]) for r in rows)
    head = "| intent | " + " | ".join(c or "null" for c in CATS) + " | total |"
    lines = [head, "|---|" + "---:|" * (len(CATS) + 1)]
    for it in INTENTS:
        counts = [cells[(it, c)] for c in CATS]
        lines.append(f"| {it} | " + " | ".join(map(str, counts)) + f" | {sum(counts)} |")
    totals = [sum(cells[(it, c)] for it in INTENTS) for c in CATS]
    lines.append("| total | " + " | ".join(map(str, totals)) + f" | {len(rows)} |")
    return "\n".join(lines)


def main() -> None:
    rows = records()
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    by_writer = ", ".join(f"{w} {len(c)}" for w, c in WRITERS.items())
    print(f"{len(rows)} captures ({by_writer}) -> {OUT.relative_to(OUT.parent.parent.parent)}", file=sys.stderr)
    print(table(rows))


if __name__ == "__main__":
    main()

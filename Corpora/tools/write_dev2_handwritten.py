"""The second English intent DEVELOPMENT set, written by hand capture by capture in ten new voices.

Writes Corpora/intents/dev2-handwritten.jsonl ({"text","intent","category"}, the format of Corpora/README.md).
It was written blind (by a helper session of the project on 2026-11-29, without reading any evaluation or
held-out file), and it was never trained on at the time of writing. Like dev-handwritten.jsonl it is a set that
may be looked at while fitting, so it is not an independent measure; never train on it.

The script refuses (exit 1, nothing written) when a capture repeats another capture of this set, or when its text
equals a text of Corpora/intents/train.jsonl or Corpora/intents/dev-handwritten.jsonl, compared case and
whitespace folded (and also under the punctuation-blind key of generate_intents.py). Those two files are read for
that comparison only; a clash prints the writer and the row number of this set, never the other file's text.

Standard library only; the output is byte-identical on every run, from any working directory:

    python3 Corpora/tools/write_dev2_handwritten.py
"""

import json
import sys
import unicodedata
from collections import Counter
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
# The comparison key of the English corpus: NFKC, lower case, punctuation removed, spaces collapsed.
from generate_intents import dedupe_key  # noqa: E402

INTENTS_DIR = Path(__file__).resolve().parent.parent / "intents"
OUT = INTENTS_DIR / "dev2-handwritten.jsonl"
OTHERS = [INTENTS_DIR / "train.jsonl", INTENTS_DIR / "dev-handwritten.jsonl"]
INTENTS = ["task", "list", "plan", "communication", "note"]
CATS = ["work", "learning", "home", "errands", "health", "finance", "social", "hobby", None]

# Each writer: (intent, category, text), in the order they were written.
WRITERS = {
    # runs a small cafe in Galway, 34; thumbs between customers, lower case, no full stops, Irish words
    # ("messages" for the shopping, "press" for a cupboard, "ring", "not able for", "banjaxed", "crowd", "togs")
    "galway_cafe": [
        ("task", "work", "milk order for the cafe before thurs or we're banjaxed"),
        ("list", "errands", "messages\nbread\nrashers\nbarry's tea\nbutter\nwashing up liquid"),
        ("communication", "work", "ring the bakery about the sourdough being short again"),
        ("task", "home", "press under the sink is leaking again"),
        ("note", "work", "new grinder setting is 14 for the guatemalan, 12 was way too fine"),
        ("task", "finance", "vat return due end of month do it this wk"),
        ("plan", "work", "christmas menu\n1 cost out the mince pies\n2 ask sean about the oven hours\n3 print new boards\n4 put it up on insta"),
        ("communication", "home", "text the landlord the boiler is making that noise again"),
        ("task", "health", "physio for the shoulder, book it"),
        ("list", "work", "cafe: oat milk x6 napkins takeaway lids small cups 8oz"),
        ("note", "errands", "the chemist on shop st shuts at 1 on saturdays, caught me out again"),
        ("task", "errands", "new kettle for the flat the old one is dead"),
        ("communication", "social", "tell aoife im not able for saturday, too wrecked"),
        ("plan", "home", "do up the back yard - clear the weeds then paint the wall then get a few pots and a bench"),
        ("task", "work", "must sort the rota for the bank holiday weekend"),
        ("note", "finance", "rang the insurance crowd about the van, they're sending an assessor tues"),
        ("list", None, "lisbon bag: sun cream adapter togs sunnies kindle"),
        ("communication", "finance", "email the accountant re the receipts for q3"),
        ("task", None, "passport renewal online before july"),
        ("note", None, "'the days are long but the years are short' - heard it on the radio and it stuck"),
        ("plan", "social", "mams 60th: book the room in the hotel, sort a cake, get everyone to chip in for the present, make a playlist"),
        ("task", "hobby", "i should really take up the fiddle again"),
        ("communication", "work", "remind ciara to lock the side door when she closes up"),
        ("list", "hobby", "podcasts ppl said to try the rest is history, blindboy, you're dead to me"),
        ("note", "work", "idea - pay what you can soup on mondays in winter?"),
    ],
    # third-year law student at UCT in Cape Town, 21, lives in res; South African words ("robot" for a
    # traffic light, "wors", "varsity", "res", "tuts", "fetch"), emoji, abbreviations, lots of exclamation marks
    "cape_town_student": [
        ("task", "learning", "delict essay due fri!!! 3000 words and i have 400 😭"),
        ("note", "learning", "audi alteram partem = hear the other side"),
        ("communication", "learning", "email prof dlamini asking whether the extension applies to the tutorial assignment too"),
        ("list", "errands", "checkers run: wors, rolls, chakalaka, ice, charcoal"),
        ("task", "finance", "nsfas form stil not done"),
        ("note", "home", "load shedding stage 4 from 4 to 6:30 tonight, our area is block 7"),
        ("communication", "home", "whatsapp the res manager about the geyser, no hot water since tuesday 🥶"),
        ("task", "errands", "need to buy data im on 200mb"),
        ("plan", "learning", "moot court prep -> read the record -> draft heads of argument -> practice with thando -> print 3 copies"),
        ("list", "learning", "cases to read for crim: S v Makwanyane, S v Chretien, S v Goliath"),
        ("task", "health", "flu jab at the varsity clinic"),
        ("note", "errands", "the woolies in rondebosch only has the good rye bread on tuesdays"),
        ("communication", "social", "tell mom ill catch the myciti home, she doesnt have to fetch me"),
        ("plan", "social", "surprise for lebo's 21st: 1. book table at the spot in obs 2. make the group chat (no lebo!!) 3. collect money for the cake 4. get the balloons"),
        ("task", None, "renew my learners before it expires in march"),
        ("list", "hobby", "series to watch over the hols 📺 blood & water, the crown, one piece"),
        ("note", "finance", "paid res fees finally, ref number UCT88213"),
        ("communication", "social", "remind naledi she still owes me for the concert tix"),
        ("task", "home", "my room is a disgrace clean it before mom visits"),
        ("note", None, "random thought but why do robots here take 5 minutes and in jhb 30 seconds"),
        ("plan", "finance", "budget thing this month first write down everything i spend then cancel showmax then only uber after 10pm"),
        ("communication", "work", "reply to the law firm abt the vac work interview!!!"),
        ("list", None, "jhb trip: charger, id, hoodie, earphones"),
        ("task", "learning", "i should actually start going to tuts instead of watching the recordings at 2x"),
        ("note", "hobby", "that song from the club on fri was mnike - tyler icu"),
    ],
    # dairy farmer in the Waikato, New Zealand, 52; big thumbs, terse, typos left in, NZ words
    # ("ute", "togs", "jandals", "chilly bin", "snarlers", "tea" for the evening meal, "shaz" is his wife)
    "waikato_farmer": [
        ("task", "work", "drench the hiefers b4 fri"),
        ("note", "work", "milk solids 412kg yest, best day this season"),
        ("task", "work", "trough in the back paddock busted again"),
        ("communication", "work", "ring the vet re the lame cow, number 214"),
        ("task", "errands", "pick up the fencing staples frm farmlands"),
        ("list", "work", "farmlands\nteat spray\nmilk filters x2 box\ncalf meal\nbaling twine"),
        ("task", "finance", "gst due 28th"),
        ("communication", "social", "txt shaz ill be late for tea still milking"),
        ("plan", "work", "calving prep\n- fix the calf shed door\n- order the colostrum\n- get the pens clean\n- line up a relief milker for aug"),
        ("task", "health", "blood pressure check at the medical centre, overdue"),
        ("note", "home", "new gate code at the house is 2719#"),
        ("list", "errands", "countdown bread eggs snarlers tomato sauce weetbix"),
        ("task", "home", "gutter on the house full of leaves agian"),
        ("communication", "finance", "phone westpac about upping the overdraft before winter"),
        ("note", "social", "shaz's taking her mum to hamilton tues so the grandkids are with me after school"),
        ("task", None, "rego for the ute runs out end of month"),
        ("plan", "social", "sort the 30th anniversary for jan - book the lodge at rotorua then tell the kids then get the flowers sent on the day"),
        ("list", "hobby", "taupo trip: rods, chilly bin, jandals, tackle box, the good torch"),
        ("task", "hobby", "restring the old rod b4 taupo"),
        ("note", "hobby", "the good fishing spot is past the second bridge on the left, kev showed me"),
        ("communication", "work", "let the tanker driver know the gate code changed"),
        ("list", "home", "paint for the shed: undercoat 4L, brushes, sandpaper, drop sheet"),
        ("task", "social", "xmas present for the grandkids, something outdoors"),
        ("plan", "home", "new water tank: get 3 quotes, pick one, level the pad, get the plumber to hook it up"),
        ("note", "finance", "paid the rates, next instalment nov"),
    ],
    # retired school principal in Kolkata, 66, still tutors a few children; dictates voice notes, so capitals
    # and full stops come from the dictation, with "um" left in; formal Indian English ("kindly", "prepone")
    "kolkata_principal": [
        ("task", "health", "Um remind me to take the thyroid tablet before tea tomorrow morning, empty stomach."),
        ("note", "health", "Sugar fasting 118 today. Post lunch 164."),
        ("communication", "social", "Call Mita and tell her the pandal visit is on Saptami, not Ashtami."),
        ("list", "errands", "Add to the bazaar list. Mustard oil, poppy seeds, two kilos of potatoes, and hilsa if it is fresh."),
        ("task", "home", "The geyser in the second bathroom is not heating properly."),
        ("plan", "home", "For the Puja cleaning. First clear out the almirahs, then send the curtains for washing, then call the painter for the verandah grill, and last do up the puja room."),
        ("communication", None, "Tell Raju to come at eight tomorrow, not nine, the Howrah train is at 9.40."),
        ("note", "social", "Rupa is coming from Bangalore on the 20th by Rajdhani, she will stay for ten days."),
        ("task", "finance", "Fixed deposit is maturing on the 12th, renew it for one more year."),
        ("communication", "finance", "Write to the bank manager regarding the pension credit, it has not come this month."),
        ("plan", "social", "Arjun's thread ceremony. One, fix the date with Purohit moshai. Two, book the community hall. Three, make the guest list. Four, order the invitation cards."),
        ("task", "social", "Gift for Rimjhim's annaprashan. Something in silver."),
        ("note", None, "Tagore said you can't cross the sea merely by standing and staring at the water. Beautiful line."),
        ("list", "social", "For Durga Puja. Sarees for Mita and Rupa, kurta for Arjun, sweets from Bhim Chandra Nag."),
        ("communication", "social", "Um, remind Arjun to bring his report card when he comes on Sunday."),
        ("task", None, "Aadhaar address update has to be done, so much pending."),
        ("plan", "health", "Cataract operation. Get the tests done, then get the insurance approval, then book the date with Dr. Sen, and arrange somebody to stay with me for one week after."),
        ("note", "finance", "Electricity bill paid online, CESC, 2,340 rupees, on the 3rd."),
        ("communication", "health", "Phone Dr. Sen's clinic and ask whether the Saturday appointment can be preponed to Friday."),
        ("list", "hobby", "Books to finish this winter. Chokher Bali, The Namesake, and that Amitav Ghosh one, um, The Hungry Tide."),
        ("note", "home", "The new maid Lakshmi comes at 7, her number is in the diary."),
        ("task", "health", "I must really start walking in the morning again, the doctor was quite strict."),
        ("communication", "learning", "Send a WhatsApp to the tuition parents that there will be no class on Thursday."),
        ("plan", "learning", "For the tuition children next month. Finish the grammar chapter, then give them the unseen passages, then one full mock paper before the exams."),
        ("note", "hobby", "Idea. I could write down Ma's recipes in one notebook for the grandchildren."),
    ],
    # graphic designer on parental leave in Toronto, 31, baby Oz (Oscar), partner Dev; types one-handed
    # during feeds, so typos, lower case, half sentences; Canadian places and words (Shoppers, Loblaws, EI, CCB)
    "toronto_new_mum": [
        ("task", "health", "4 month shots for oz thurs 10:40 at the clinic"),
        ("list", "errands", "shoppers\ndiaper cream\nsize 3 diapers\ngripe water\ndry shampoo (for me lol)"),
        ("note", "health", "fed 2:10 L side, 5:30 R side, he did 4hrs in between!!!"),
        ("task", "finance", "EI report due sunday dont forget again"),
        ("communication", "errands", "txt dev to grab wipes on the way home"),
        ("task", "home", "dishwsher smells like death"),
        ("list", "errands", "add oat milk and frozen blueberries to the loblaws list"),
        ("plan", "work", "going back to work plan\n- email maya about part time first 2 months\n- sort daycare start date\n- do a trial week of mornings with dev\n- buy some clothes that fit 🙃"),
        ("task", "errands", "retrun the stroller footmuff to winners, receipt is in the diaper bag"),
        ("note", "social", "dev's mom is coming the 14th-21st and staying in the den"),
        ("communication", "health", "call telehealth about the rash on his cheek"),
        ("task", "work", "update portfolio site before i go back in march"),
        ("list", "hobby", "shows for 3am feeds: schitts creek rewatch, kim's convenience, the bear"),
        ("note", None, "nobody tells you how loud a sleeping baby is"),
        ("task", "health", "i should actually start the postpartum physio exercises they gave me"),
        ("plan", "social", "oz's baptism: pick a date w fr. michael, book the hall downstairs, order the cake from the portuguese bakery, tell the grandparents"),
        ("list", "home", "nursery still needs: blackout blind, dresser knobs, white noise machine"),
        ("communication", "work", "reply to maya's email about the rebrand shes been waiting a week"),
        ("task", None, "put oz passport photos on the to do list"),
        ("note", "finance", "baby bonus (CCB) comes the 20th each month"),
        ("plan", "home", "convert the office to his room → move my desk to the basement → paint → build the crib → hang the mobile"),
        ("list", "health", "pharmacy - vitamin d drops, infant tylenol, nipple cream"),
        ("task", "social", "thank you cards for the shower gifts… only 3 months late"),
        ("communication", "social", "facetime nana sunday so she can see him roll over"),
        ("note", "work", "logo idea for the bakery: rolling pin as a maple leaf??"),
    ],
    # warehouse shift team leader in Stockport, 44, coaches his son's under-10s on Sundays; Manc words
    # ("our kid" for his brother, "our lass" for his wife, "brew", "tea" for the evening meal), short and blunt
    "stockport_coach": [
        ("task", "hobby", "wash the bibs before sunday they stink"),
        ("communication", "work", "ring HR about gaz's back to work meeting"),
        ("list", "hobby", "kit bag\ncones\nbibs\nfirst aid kit\nballs x6\nwhistle\nregister"),
        ("task", "work", "forklift tickts run out for 3 of the lads, get them booked on the refresher"),
        ("note", "hobby", "2-3-1 worked way better, alfie in goal all 2nd half"),
        ("task", "home", "boiler pressure dropping again"),
        ("communication", "hobby", "message the parents group that sunday is called off, pitch waterlogged"),
        ("plan", "hobby", "end of season do for the under 10s\n1. book the room at the cricket club\n2. order the trophies\n3. collect £5 off each family\n4. sort a bouncy castle if theres money left"),
        ("task", "finance", "council tax direct debit bounced?? sort it"),
        ("list", "errands", "aldi milk teabags crumpets bin bags beans"),
        ("communication", "social", "tell our lass ill do tea tonight"),
        ("note", "work", "shift pattern changes from the 6th, 4 on 4 off"),
        ("task", "health", "i need to knock the takeaways on the head, 3 this week"),
        ("plan", None, "benidorm in june - book the flights when the jet2 sale is on, get the kids passports renewed, drop the dog at our kids, euros from the post office"),
        ("task", "social", "our kids 40th pressie"),
        ("note", "social", "lily's doing a sleepover at jess's fri so only alfie for tea"),
        ("list", "work", "agency lads for nights: dave k, marek, the new fella tomasz"),
        ("communication", "home", "email the council about the bins not being collected for 2 wks"),
        ("task", "errands", "new shin pads for alfie size M"),
        ("note", "finance", "got the tax rebate, £312, don't spend it all at once lad"),
        ("plan", "health", "couch to 5k again start monday 3 runs a week then parkrun by june then the manc 10k in may"),
        ("task", None, "mot on the astra due 2nd"),
        ("communication", "work", "ask the depot manager whether we're doing the boxing day shift or not"),
        ("list", "social", "xmas for the kids - new fifa, city away shirt, lego friends thing for lily"),
        ("note", None, "went past the old house on hyde rd, they've knocked it down. weird feeling"),
    ],
    # real-estate agent in Austin, Texas, 45, daughter Kaylee, husband Jason; dictates while driving between
    # showings, so run-ons, "okay so" and "um", dictation capitals, hardly any commas, once a spoken "period"
    "austin_realtor": [
        ("task", "work", "Okay so I need to get the lockbox off the Barton Creek listing before the photographer shows up Tuesday"),
        ("communication", "work", "Call the title company and ask whether the survey came back on Westlake"),
        ("list", "work", "Open house stuff cookies water bottles sign in sheets flyers the Bluetooth speaker"),
        ("task", None, "Car inspection sticker expires this month"),
        ("note", "work", "The Westlake sellers said they won't go under 1.2 period"),
        ("plan", "work", "So for the Hendersons first get them pre-approved then set up showings on Saturday then if they like the Circle C one we write an offer Sunday night"),
        ("communication", "work", "Text the Garcias that the inspection is moved to 2 o'clock"),
        ("task", "health", "Um dentist for Kaylee cleaning sometime in June"),
        ("communication", "social", "Remind Jason to pick Kaylee up from volleyball at 6 I have a showing"),
        ("list", "errands", "Put paper towels on the Costco list"),
        ("task", "finance", "Quarterly estimated taxes due the 15th do not forget this time"),
        ("note", "social", "Jason's taking Kaylee to the Longhorns game Saturday so I've got the afternoon free"),
        ("plan", "social", "Kaylee's sweet sixteen plan book the lake house order the cake from Tiff's send the invites through her group chat and hire a DJ if it's not crazy expensive"),
        ("task", "errands", "Return the Amazon package at the UPS store it's been in the trunk for two weeks"),
        ("communication", "finance", "Email my CPA the mileage log"),
        ("note", "work", "Idea for the blog why Austin people keep moving out to Dripping Springs"),
        ("task", "home", "The sprinkler head by the driveway is busted again and it's flooding the sidewalk"),
        ("plan", "home", "Garage project one clear everything out two sell the old treadmill on Marketplace three put up the shelving four get an epoxy floor quote"),
        ("communication", "social", "Um tell Mom we'll be there for Easter but we're leaving Sunday afternoon"),
        ("note", "health", "Blood pressure at CVS 128 over 84"),
        ("list", "finance", "Documents for the lender last two years tax returns W2s bank statements and the HOA letter"),
        ("task", "health", "I really gotta start going to bed before midnight"),
        ("communication", "home", "Follow up with the pool guy about the pump he said he'd come Thursday"),
        ("plan", "finance", "Refinance step one pull the credit report step two get three lender quotes step three lock the rate if it drops under six"),
        ("note", None, "Rain always makes this town drive like it's never seen water before"),
    ],
    # microbiology PhD student in Boston, 27, PI is Kevin, roommate Sam; lab shorthand, arrows, "+", "w/",
    # lower case brain dumps typed at the bench
    "boston_phd": [
        ("task", "work", "autoclave waste before 5 or kevin will lose it"),
        ("list", "work", "order: 50ml falcons, p200 tips, kanamycin, nitrile gloves M"),
        ("note", "work", "strain 14 has the frameshift, NOT 12. relabeled the box"),
        ("plan", "work", "growth curve exp\novernight cultures → dilute 1:100 → plate reader 24h → export → fit in R"),
        ("task", "work", "LB agar plates running low"),
        ("communication", "work", "email kevin the draft figs + ask whether we need the knockout data for committee"),
        ("task", "learning", "quals practice talk slides, need by 12th"),
        ("list", "errands", "trader joes\n- frozen dumplings\n- bananas\n- oat milk\n- the good hummus"),
        ("note", "learning", "tukey's HSD when comparing all pairs, dunnett when everything vs control"),
        ("task", "health", "refill sertraline - cvs says insurance issue??"),
        ("communication", "home", "msg roommates re the cleaning rota, bathroom is feral"),
        ("plan", "learning", "quals plan: finish lit review by nov 1, mock exam with lab mates the week after, revise aims, send to committee 2wks before"),
        ("note", "work", "idea: could the biofilm thing be a quorum sensing artifact? priya's data might show it"),
        ("task", "home", "radiator in my room hissing + cold"),
        ("list", "learning", "papers for journal club: the lenski LTEE one, that crispr phage paper from cell, anything on persisters"),
        ("communication", "social", "call grandma back she left a voicemail sunday"),
        ("note", "social", "sam is driving to maine fri-sun w/ her gf so apt to myself"),
        ("task", "finance", "figure out if i owe estimated tax on the fellowship $$"),
        ("plan", "social", "thanksgiving at home: book the amtrak early, get sam to water the plants, ask kevin for the wed off, pack the thermals"),
        ("note", "hobby", "v4 on the cave wall at brooklyn boulders, sent it finally!!!"),
        ("communication", "learning", "reply to the undergrad in my TA section about the regrade"),
        ("list", "hobby", "climbing gear to get: chalk bag, finger tape, a brush"),
        ("task", "learning", "i should really start reading 2 papers a day for quals"),
        ("plan", "health", "sleep reset: no screens after 11 → wake 7am even weekends → coffee only before noon"),
        ("note", None, "the T was 40 min late again, red line is a joke"),
    ],
    # apprentice hairdresser in Croydon, south London, 19, at college one day a week; slang, emoji, "abt",
    # "tmrw", "fr", no capitals, writes the way she texts
    "croydon_apprentice": [
        ("task", "learning", "level 2 assignment on colour theory due monday 😩"),
        ("communication", "work", "ask chloe whether she can swap sat for my tues"),
        ("note", "work", "mrs okafor = 7/0 + 20vol, 35 mins, she hates it too warm"),
        ("list", "errands", "superdrug - purple shampoo, cotton pads, lashes, nail glue"),
        ("task", "health", "doctors appt for my wrist its still clicking"),
        ("communication", "social", "tell nan ill come round sunday after church"),
        ("task", "finance", "klarna payment due fri make sure theres money in"),
        ("plan", "social", "jess 21st plan\n1. book the bottomless brunch\n2. make a group chat without her\n3. everyone chip in for the necklace\n4. decorations"),
        ("note", "social", "kezia's moving to manchester in jan for uni 😭"),
        ("task", "work", "sweep + restock the colour room b4 close tmrw"),
        ("communication", "home", "message the landlord abt the mould in the bathroom again 🤢"),
        ("list", "social", "pres for saturday: prosecco, cups, ice, speaker, glitter"),
        ("task", "social", "mums birthday present 🎁 something nice not candles again"),
        ("note", None, "'be the energy you want to attract' (from tiktok but still)"),
        ("communication", "health", "ring the gp at 8 on the dot for an appt"),
        ("task", "home", "my bedroom window wont shut properly and its freezing"),
        ("list", "hobby", "songs i need to download snooze sza, raye escapism, flo cardboard box"),
        ("communication", "social", "remind kezia to bring my hair dryer back she's had it since july"),
        ("task", "errands", "new straighteners mine are literally smoking"),
        ("note", "finance", "got paid £1,140 this month with tips"),
        ("plan", "finance", "saving for ayia napa: put £50 away every payday, stop buying lunch, sell the old jordans on vinted, book when it hits 400"),
        ("list", "learning", "kit i still need for college: sectioning clips, tail comb, cutting collar"),
        ("task", "finance", "remind me to call the letting agent back abt my deposit"),
        ("communication", "learning", "email my tutor ill be late tmrw, train strike"),
        ("note", "work", "idea for insta: before/after reels with the trending sound"),
    ],
    # church choir director and part-time elementary school receptionist in Atlanta, Georgia, 58; capitals
    # where she feels like them, exclamation marks, 🙏🏾 and 🎉, church words (repast, Sister, Advent), some long
    "atlanta_choir": [
        ("task", "hobby", "Choir robes to the cleaners before Easter Sunday!!"),
        ("list", "errands", "Kroger: collard greens, smoked turkey necks, cornbread mix, Sweet tea bags, foil pans"),
        ("communication", "hobby", "Text the altos that rehearsal is at 6:30 not 7 this week"),
        ("note", "social", "Thanksgiving: Tasha mac n cheese, Pooh the ham, Aunt Dot sweet potato pies, me greens and dressing"),
        ("task", "health", "Mammogram is overdue 😬 get it scheduled"),
        ("plan", "hobby", "Christmas concert\n1) pick the songs by Oct 1\n2) sectionals on Tuesdays\n3) get the band booked\n4) full rehearsal Dec 10 + 17"),
        ("communication", "social", "Call Sister Williams to check on her after the surgery"),
        ("task", "finance", "Property tax on the house due Nov 15"),
        ("note", "hobby", "Pastor wants the choir to do two selections instead of three starting Advent"),
        ("task", "home", "Ants in the kitchen AGAIN"),
        ("list", "hobby", "Songs for Women's Day\nTotal Praise\nI Need You to Survive\nOrder My Steps\nWe've Come This Far by Faith"),
        ("communication", "work", "Email Principal Carter about coverage for the front desk on the 8th"),
        ("note", None, "\"Weeping may endure for a night, but joy cometh in the morning\" Psalm 30:5"),
        ("task", "work", "Copy the field trip permission slips for Mrs. Hollis's class, 24 copies"),
        ("plan", "home", "Bathroom redo!! First pick out the tile, then get Marcus to tear out the old tub, then the plumber, then paint. Want it done before Mama comes in June 🙏🏾"),
        ("note", "health", "BP this morning 142/90 — cut back on the salt girl"),
        ("communication", "finance", "Call Georgia Power about why the bill doubled"),
        ("task", "social", "Get a sympathy card for the Freeman family"),
        ("list", "social", "Repast needs for Saturday plates, cups, napkins, 3 cases water, tablecloths"),
        ("note", "work", "Copier code at school is 0417"),
        ("communication", "social", "Let Tasha know I'm bringing the greens so she don't make any"),
        ("plan", "social", "Family reunion 2027: set the date, reserve the pavilion at Piedmont Park, make the t-shirt order, collect $40 from each household"),
        ("note", "finance", "Paid off the Discover card today!!! 🎉 Thank you Jesus"),
        ("task", "hobby", "Lord help me I need to get back to practicing piano every day like I used to"),
        ("note", "hobby", "Just realized I have been directing this choir 20 years this March. Where does the time go"),
    ],
}


def fold(text: str) -> str:
    """Case and whitespace folded: NFKC, casefold, runs of whitespace to one space, stripped."""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def records() -> list[dict]:
    """Every capture in writer order, checked: known labels, trimmed text, no repeated text within the set."""
    rows, seen = [], set()
    for writer, captures in WRITERS.items():
        for intent, category, text in captures:
            assert intent in INTENTS and category in CATS, (writer, text)
            assert text and text == text.strip(), (writer, text)
            key = dedupe_key(text)
            assert key not in seen, f"repeated capture: {text!r} ({writer})"
            seen.add(key)
            rows.append({"text": text, "intent": intent, "category": category})
    return rows


def clashes() -> list[str]:
    """Rows of this set whose text is a text of train.jsonl or dev-handwritten.jsonl (writer and row number only)."""
    folded, keyed = set(), set()
    for path in OTHERS:
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    text = json.loads(line)["text"]
                    folded.add(fold(text))
                    keyed.add(dedupe_key(text))
    found = []
    for writer, captures in WRITERS.items():
        for i, (_, _, text) in enumerate(captures, 1):
            if fold(text) in folded or dedupe_key(text) in keyed:
                found.append(f"{writer} #{i}")
    return found


def counts(rows: list[dict]) -> str:
    """Per-intent and per-category counts, and the intent-by-category table pasted into Corpora/intents/SOURCE.md."""
    n = len(rows)
    by_intent = Counter(r["intent"] for r in rows)
    by_cat = Counter(r["category"] for r in rows)
    lines = ["| intent | n | % |", "|---|---:|---:|"]
    lines += [f"| {it} | {by_intent[it]} | {100 * by_intent[it] / n:.1f} |" for it in INTENTS]
    lines += ["", "| category | n | % |", "|---|---:|---:|"]
    lines += [f"| {c or 'null'} | {by_cat[c]} | {100 * by_cat[c] / n:.1f} |" for c in CATS]
    cells = Counter((r["intent"], r["category"]) for r in rows)
    lines += ["", "| intent \\ category | " + " | ".join(c or "null" for c in CATS) + " | total |"]
    lines.append("|---|" + "---:|" * (len(CATS) + 1))
    for it in INTENTS:
        row = [cells[(it, c)] for c in CATS]
        lines.append(f"| {it} | " + " | ".join(map(str, row)) + f" | {sum(row)} |")
    totals = [by_cat[c] for c in CATS]
    lines.append("| total | " + " | ".join(map(str, totals)) + f" | {n} |")
    return "\n".join(lines)


def main() -> None:
    rows = records()
    found = clashes()
    if found:
        print(f"refused, nothing written: {len(found)} captures repeat a text of train.jsonl or "
              f"dev-handwritten.jsonl ({', '.join(found)}); reword them", file=sys.stderr)
        sys.exit(1)
    data = "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    by_writer = ", ".join(f"{w} {len(c)}" for w, c in WRITERS.items())
    print(f"{len(rows)} captures ({by_writer}) -> {OUT.relative_to(OUT.parent.parent.parent)}", file=sys.stderr)
    print(counts(rows))


if __name__ == "__main__":
    main()

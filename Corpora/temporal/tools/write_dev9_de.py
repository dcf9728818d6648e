#!/usr/bin/env python3
"""Writes Corpora/temporal/de/dev9-due-dates.jsonl, the ninth German DEVELOPMENT due-date set, from the records below.

Every capture below was typed by hand, one at a time, in the voice of one of eight imagined German-speaking writers
(none of them a writer of the earlier development sets or named in a SOURCE.md under Corpora/temporal or
Corpora/handwritten); nothing is generated from templates or slots. 100 of the 160 captures are negatives: texts that
mention a day or a time but ask nothing, spread over many kinds (things that happened today or earlier this week,
other people's trips, events, birthdays and deadlines, stated facts and rules, opening hours, timetables and TV or
match listings pasted as information, school holidays, memories, forecasts, quotes, conditions, habits, wishes,
questions, refusals, ranges going on now, and names, places, counts, references and amounts that look like dates or
times). 60 are positives: the writers' own tasks, appointments and messages with days and times in the forms German
speakers type (short and dialect weekdays, `Sonnabend`, dotted dates, bare days of the month, `halb`, `viertel`,
`viertel nach`, `dreiviertel`, Swiss `am 8i` and `halbi 9`, `am WE`, parts of the day, offsets, deadlines). The
due-date gold is computed with `datetime` from the reference 2028-02-08T16:05:00 (a Tuesday late afternoon, UTC) and
the conventions of Sources/OffloadNLP/OffloadNLP.docc/DateGrammar.md (helpers in
Corpora/handwritten/tools/due_gold.py). Each writer has a locale of their own (de_DE, de_AT, de_CH).
This set is for DEVELOPMENT: date rules may be fitted to it, so it measures nothing (see ../de/SOURCE.md).

Run from anywhere: `python3 Corpora/temporal/tools/write_dev9_de.py`. The output is byte-identical on every run.

Each record is r(text, due) where due is
  - a `date` or `datetime`: the due date the writer would want (a date when no clock time belongs to it),
  - Unwanted(why): a real date or time word the writer would not want as a due date (a negative, expected []),
  - Lookalike(why): something that looks like a date or time but is none (a negative, expected []).
The `why` of every negative starts with the kind of negative it is (`log:`, `others:`, `statement:`, `schedule:`,
`habit:`, `memory:`, `since:`, `weather:`, `quote:`, `condition:`, `ongoing:`, `question:`, `wish:`, `refusal:`,
`sport:`, `name:`, `place:`, `count:`, `reference:`, `amount:`); the counts by kind are printed after the file is
written, for SOURCE.md.

Some days from the reference (Tuesday 2028-02-08 16:05): the morning and `heute Nachmittag` (15:00) have passed, so
`heute morgen um 7`, `heit in da früh um 9`, `heute um 6.30` are logs, while `heute abend` (19:00), `heut abend um 8`
(20:00) and `heute Abend um halb 8` (19:30) are still ahead. morgen (`morga`, `murgn`, `morn`) is Wednesday 02-09,
`morgen früh` 02-09 at 09:00, übermorgen Thursday 02-10; a bare weekday is the next one, today excluded: Mittwoch
02-09, Donnerstag (`do`, `dunschtig`) 02-10, Freitag (`fr`, `fritig`) 02-11, Samstag (`sa`, `Sonnabend`) 02-12, Sonntag
02-13, Montag (`mo`, `mäntig`) 02-14, Dienstag (`zischtig`) 02-15. Said on a Tuesday, the coming weekday and next
week's agree for Monday and Tuesday only (`nächste woche dienstag` is 02-15, as bare `Dienstag` is), so `mi nächste
woche`, `bis mittwoch nächste woche` are 02-16 and `dunschtig nächschti wuche` 02-17, a week after the bare days; no
positive says `nächsten` with Wednesday to Sunday. `am WE` is Saturday 02-12. `bis 15.2.` is next Tuesday, `bis
21.2.` Monday, `do 24.2.` Thursday, `am 3.3.` Friday; `am 21.` is this month's day (Monday 02-21), `bis zum 1.` and
`am 2.` are March's (those days have passed this month); 2028 is a leap year, so `Ende des Monats`, `ende monat` are
Tuesday 02-29; `in 10 tagen` is Friday 02-18, `in 2 wochen` Tuesday 02-22; dotted dates without a year are in 2028.
Carnival falls late (Easter is 16 April): Weiberfastnacht and the Opernball are Thursday 02-24, Rosenmontag 02-28,
Aschermittwoch 03-01; Styria's semester holidays run from 02-19 to 02-27. Weekdays named beside dates agree with them
(checked below).
"""

import sys
from datetime import date, datetime
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "handwritten" / "tools"))
import due_gold  # noqa: E402

due_gold.set_reference(datetime(2028, 2, 8, 16, 5))  # a Tuesday late afternoon; before any record is read

from dev2_writer import check_writers, print_negative_kinds, write_by_locale  # noqa: E402
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
    weekend,
)

TODAY = days(0)

assert TODAY == date(2028, 2, 8) and TODAY.weekday() == 1  # a Tuesday
# A weekday written beside a date must be that date's weekday.
for (month, day), weekday in {(2, 16): 2, (2, 17): 3, (2, 24): 3, (2, 26): 5}.items():
    assert md(month, day).weekday() == weekday, (month, day)
# Said on a Tuesday, the coming Monday and Tuesday are next week's; Wednesday to Sunday are a week apart.
for name in ("mon", "tue"):
    assert wd(name) == wd_next_week(name), name
for name in ("wed", "thu", "fri", "sat", "sun"):
    assert (wd_next_week(name) - wd(name)).days == 7, name
assert wd("wed") == days(1) and wd("thu") == days(2) and wd("sat") == weekend() == date(2028, 2, 12)
assert wd("tue") == md(2, 15) == days(7) and wd("mon") == date(2028, 2, 14)
assert nth(1) == date(2028, 3, 1) and nth(2) == date(2028, 3, 2) and nth(21) == date(2028, 2, 21)
assert end_of_month() == date(2028, 2, 29) and days(10) == date(2028, 2, 18) and days(14) == date(2028, 2, 22)
assert md(3, 3).weekday() == 4 and md(2, 21).weekday() == 0
assert date(2017, 2, 8) == TODAY.replace(year=TODAY.year - 11)  # `heute vor 11 Jahren … am 8. Februar 2017`

ROOFER = [  # Hendrik, 41, Dachdeckermeister in Osnabrück; klein, knapp, Kürzel (angeb., fa., stk, bst.), nich, ma, moin
    r("angeb. für brockmann (gaube + carport) bis do raushauen", wd("thu")),
    r("moin, fa. rolf wegen gerüst in lotte anrufen, morgen früh", at(days(1), 9)),
    r("mo viertel nach 3 gutachter bei kemper, sturmschaden dachfläche nord", at(wd("mon"), 15, 15)),
    r("schadensmeldung an die provinzial bis 15.2., fotos hängen im ordner", md(2, 15)),
    r("ziegel nachbestellen heute noch!!", TODAY),
    r("nächste woche dienstag abnahme flachdach grundschule hasbergen halb 9", at(wd_next_week("tue"), 8, 30)),
    r("berichtsheft von timo unterschreiben am WE", weekend()),
    r(
        "heute morgen um 7 schon aufm dach in wallenhorst, 2 grad und alles glatt",
        Unwanted("log: this morning at 7, passed at 16:05"),
    ),
    r("gestern mit jannik die ganze kehle neu eingedeckt", Unwanted("log: yesterday, a participle at the end")),
    r(
        "brockmanns fliegen am 20. nach teneriffa, schlüssel liegt dann beim nachbarn",
        Unwanted("others: customers' trip on a day ahead"),
    ),
    r("ab 1.3. gilt der neue tarif, 2,10 € mehr die stunde", Unwanted("statement: a new wage rate from a date")),
    r(
        "wertstoffhof hasbergen: di + do 14–18, sa 9–13",
        Unwanted("schedule: a recycling yard's hours pasted as information"),
    ),
    r("freitags machen wir um 13 uhr schluss, war schon immer so", Unwanted("habit: a plural weekday and an hour")),
    r("dwd: donnerstag orkanböen bis 120 km/h im emsland", Unwanted("weather: a storm warning for Thursday")),
    r(
        "dachneigung 35°, sparren 8/16, lattung 30/50",
        Lookalike("count: a roof pitch and timber sizes with slashes"),
    ),
    r(
        "neuer kunde herr montag, schlosserstr. 4, flachdach undicht, kommt über kemper",
        Lookalike("name: the surname Montag"),
    ),
    r(
        "falls donnerstag echt orkan kommt bleibt eh jeder zuhause",
        Unwanted("condition: a condition and its outcome, asks nothing"),
    ),
    r("1998 hier beim alten kühling die lehre angefangen, ist ja nich zu glauben", Unwanted("memory: a past year")),
    r("vfl hat am samstag 1:3 gegen münster verloren, ich sag nix", Unwanted("sport: last Saturday's result")),
    r("rechnung kemper 12.480,50 € brutto", Lookalike("amount: a sum whose dotted thousands look like a date")),
]

NURSE = [  # Carina, 35, Intensivpflegerin in Stuttgart; klein, schwäbisch (isch, hend, net, heit, morga, gschafft, mei), F/S/N, pat.
    r("dienstplanwünsche für märz bis fr bei der stationsleitung eitrage", wd("fri")),
    r("morga 14:30 zahnarzt in degerloch, nach em frühdienst direkt hin", at(days(1), 14, 30)),
    r("reanimationsschulung do 24.2. um 8 im hörsaal, vorher e-learning macha", at(md(2, 24), 8)),
    r("übermorga geschenk für d'sandra kaufa, die hat am samstag geburtstag", days(2)),
    r("fortbildung beatmung: anmeldung bis ende monat im intranet", end_of_month()),
    r("heut abend um 8 mit de mädels in de schwabengarten, tisch isch reserviert", at(TODAY, 20)),
    r("mi nächste woche halb 3 personalgespräch bei frau kienzle", at(wd_next_week("wed"), 14, 30)),
    r("in 10 tag impfauffrischung beim betriebsarzt, impfpass mitnemma", days(10)),
    r(
        "heit nacht um 3 zwei neuaufnahmen ghabt, beide beatmet, i bin fix und fertig",
        Unwanted("log: last night at 3, a dialect participle"),
    ),
    r("am sonntag 12 stunden durchgschafft, koi pause", Unwanted("log: last Sunday, a dialect participle")),
    r("mei bruder hat am 23. geburtstag, wird 30", Unwanted("others: a brother's birthday stated as a fact")),
    r("ab 1. april gibts die neue dienstkleidung, endlich", Unwanted("statement: new uniforms from a date")),
    r(
        "besuchszeiten ITS: täglich 14–19 uhr, max. 2 personen",
        Unwanted("schedule: visiting hours pasted as information"),
    ),
    r("donnerstags isch immer visite mit em chef um halb 9", Unwanted("habit: a plural weekday and `halb 9`")),
    r(
        "pat. zimmer 4 sagt jeden morga: 'morga gang i hoim'",
        Unwanted("quote: a patient's words with `morga`, said every day"),
    ),
    r(
        "zi. 12 bett 2, perfusor 5 ml/h, RR 110/60, temp 38,4",
        Lookalike("count: a room, a rate, blood pressure with a slash and a temperature"),
    ),
    r("seit 1. oktober 2019 auf der ITS, davor 6 jahr unfallchirurgie", Unwanted("since: a start date with its year")),
    r(
        "war des am montag oder am dienstag, wo der herr maier verlegt worde isch?",
        Unwanted("question: about past days"),
    ),
    r("irgendwann mal im mai a woch an de gardasee, ohne handy", Unwanted("wish: some week in May")),
    r("station 3b isch no bis ende märz wegen umbau zu", Unwanted("ongoing: a ward closed until a month end")),
]

COURIER = [  # Dennis, 24, Fahrradkurier und Soziologiestudent in Leipzig; klein, ae/oe/ue, Denglisch, Emoji, nen, ne
    r("hausarbeit soziologie bis 15.2. abgeben, noch 6 seiten 😬", md(2, 15)),
    r("do 18 uhr lerngruppe in der albertina, laptop laden!", at(wd("thu"), 18)),
    r("miete an jonas ueberweisen bis zum 1.", nth(1)),
    r("uebermorgen 10 uhr bewerbungsgespraech bei der lvb, hemd buegeln 👔", at(days(2), 10)),
    r("kette oelen am WE", weekend()),
    r("heute abend noch rueckmeldung an die agentur wegen der fruehschichten", at(TODAY, 19)),
    r("in 2 wochen semesterticket verlaengern, dran denken 🙏", days(14)),
    r("heute 74 km gefahren, 31 auftraege, beine tot 💀", Unwanted("log: today's ride, a participle")),
    r(
        "gestern abend um 11 noch nen auftrag nach gohlis, 12 euro trinkgeld 🤑",
        Unwanted("log: yesterday evening with a time"),
    ),
    r(
        "lena muss ihre masterarbeit bis 29.2. abgeben, die tut mir so leid",
        Unwanted("others: a friend's deadline"),
    ),
    r("ab maerz 13,50 die stunde statt 12,80 🎉", Unwanted("statement: a new wage from March")),
    r("mensa am park: mo–fr 11–14:30, sa zu", Unwanted("schedule: a canteen's hours pasted as information")),
    r(
        "rb spielt am samstag 15:30 gegen bayern, ganze innenstadt wird dicht sein",
        Unwanted("sport: a match ahead, asks nothing"),
    ),
    r("wetter app sagt fuer freitag eisregen ❄️ na toll", Unwanted("weather: a forecast for Friday")),
    r(
        "app-update 2.14.3 seit gestern, stuerzt dauernd ab 🙄",
        Lookalike("reference: an app version with dotted parts; `seit gestern` a past start"),
    ),
    r("dispo: 'ab 17 uhr gibts heute regenzuschlag'", Unwanted("quote: the dispatcher's words about a bonus")),
    r("mittwochs fahr ich nie, da ist uni bis 18", Unwanted("habit: a plural weekday and an hour")),
    r("sonntag nehm ich keine schicht an, egal was die app sagt", Unwanted("refusal: a day turned down")),
    r("rekord: 43 auftraege in 7:52 std", Lookalike("count: orders and a duration written like a clock time")),
    r(
        "vor nem jahr am 14.2. auf der karl-heine den crash gehabt, schulter immer noch nicht ok",
        Unwanted("memory: a date a year ago"),
    ),
]

WIDOW = [  # Hannelore, 78, Rentnerin in Rostock, diktiert ins Handy: lange Sätze ohne Satzzeichen, Sonnabend, Doktor, Enkel
    r(
        "Termin beim Augenarzt Doktor Peters am Donnerstag um viertel nach 10 nicht vergessen und die alte Brille "
        "mitnehmen weil die neue drückt",
        at(wd("thu"), 10, 15),
    ),
    r(
        "Ich muss morgen früh als Erstes bei der Krankenkasse anrufen wegen dem Rollator das zieht sich ja schon seit "
        "Wochen hin",
        at(days(1), 9),
    ),
    r(
        "Geburtstagskarte für Paul schreiben der wird ja am 17. schon 12 und die Post braucht immer so lange also am "
        "besten bis Freitag in den Kasten",
        wd("fri"),
    ),
    r(
        "Sonnabend um 3 kommt Birgit mit den Kindern zum Kaffee Kuchen backen nicht vergessen Mohnkuchen den mögen "
        "die",
        at(wd("sat"), 15),
    ),
    r("Fußpflege bei Frau Lüdtke nächste Woche Dienstag halb 11", at(wd_next_week("tue"), 10, 30)),
    r("Die Rechnung vom Heizungsmann 348 Euro bis Ende des Monats überweisen", end_of_month()),
    r(
        "Am 3. März ist Seniorennachmittag in der Gemeinde da hab ich versprochen einen Nudelsalat mitzubringen also "
        "am 2. einkaufen gehen",
        nth(2),
    ),
    r("Heute Abend um halb 8 ruft Gerd aus Kanada an da muss ich am Telefon sein", at(TODAY, 19, 30)),
    r(
        "Heute Vormittag war die Frau vom Pflegedienst da und hat die Tabletten für die ganze Woche gestellt",
        Unwanted("log: this morning, passed"),
    ),
    r(
        "Am Montag war ich beim Hausarzt der Blutdruck war 150 zu 90 das ist zu hoch sagt er",
        Unwanted("log: a past Monday, simple past"),
    ),
    r(
        "Birgit und Thomas fliegen am 24. nach Gran Canaria für zwei Wochen",
        Unwanted("others: her daughter's trip on a day ahead"),
    ),
    r(
        "Heute vor 11 Jahren ist mein Werner gestorben am 8. Februar 2017 es war auch so ein grauer Tag",
        Unwanted("memory: the day eleven years ago, with its date and year"),
    ),
    r("Mittwochs kommt immer Frau Schulz um 3 zum Rommé spielen", Unwanted("habit: a plural weekday and an hour")),
    r(
        "Der Bus 22 fährt am Wochenende nur alle 40 Minuten ab Holbeinplatz 8:12 8:52 9:32 und so weiter",
        Unwanted("schedule: a bus timetable"),
    ),
    r(
        "Im Radio haben sie gesagt am Wochenende gibt es wieder Frost bis minus 8 Grad",
        Unwanted("weather: a forecast for the weekend"),
    ),
    r("Wie Werner immer gesagt hat morgen ist auch noch ein Tag", Unwanted("quote: a saying with `morgen`")),
    r(
        "Der neue Hausmeister heißt Herr Freitag und kommt aus Bad Doberan",
        Lookalike("name: the surname Freitag after `heißt`"),
    ),
    r(
        "Laut Fernsehzeitung kommt Donnerstag um 21 Uhr im NDR was über die Hanse Sail",
        Unwanted("schedule: a TV programme from the listings"),
    ),
    r(
        "Einmal möchte ich noch im Sommer mit dem Schiff nach Hiddensee wie früher mit Werner",
        Unwanted("wish: some summer; `früher` as in the old days"),
    ),
    r(
        "Wenn es am Sonnabend glatt ist kommen die Kinder bestimmt nicht mit dem Auto",
        Unwanted("condition: a condition and its outcome, asks nothing"),
    ),
]

FIAKER = [  # Gerhard "Gerri", 52, Fiaker in Wien; klein, wienerisch (heit, murgn, i, ned, foahr, rössa, kana), lt., viertel 8
    r("hufschmied fürn fritzi murgn um viertel 8 im stall in da leopoldstadt", at(days(1), 7, 15)),
    r("amtstierarzt-kontrolle für de rössa bis 15.2. beim magistrat anmeldn", md(2, 15)),
    r("sa. viertel nach 2 hochzeitsfahrt karlskirche – sacher, de weißn deckn mitnehma", at(wd("sat"), 14, 15)),
    r("heit no beim heulieferanten in simmering anrufn, nur mehr 6 ballen do", TODAY),
    r("tierarzt für die liesl am 21. um 9 im stall", at(nth(21), 9)),
    r("lackierer anrufn, kutsche muaß bis mo. fertig sein wegn opernball do. 24.2.", wd("mon")),
    r("in 10 tagen rennt d'versicherung fürn zweitn wagn aus, verlängern!", days(10)),
    r("heit in da früh um 9 scho 3 grad minus, de rössa ham dampft", Unwanted("log: this morning at 9, passed")),
    r("gestern 11 rundfahrten gmacht, lauter chinesen und a paar amis", Unwanted("log: yesterday, a participle")),
    r(
        "da poldi vom nachbarstandplatz geht ab 1. märz in pension",
        Unwanted("others: a colleague retires from a date"),
    ),
    r(
        "tarif heuer: kurze rundfahrt 20 min 65 €, lange 40 min 95 €",
        Lookalike("amount: fares with minutes and prices"),
    ),
    r(
        "standplätze lt. magistrat: stephansplatz 10–22 uhr, albertina 10–20 uhr, heldenplatz nur sa/so",
        Unwanted("schedule: stands and hours pasted as information"),
    ),
    r(
        "montags is ruhetag für de rössa, da foahr i mit'n fritzi in prater auslaufn",
        Unwanted("habit: a plural weekday as a rest day"),
    ),
    r("1994 mei erste foahrt ois fiaker, mit'n vatern am bock", Unwanted("memory: a past year")),
    r(
        "geosphere sagt für donnerstag sturm, bis 90 km/h am kahlenberg",
        Unwanted("weather: a storm forecast for Thursday"),
    ),
    r(
        "des neiche ross heißt Freitag, weil's an am freitag kumman is",
        Lookalike("name: a horse named Freitag after `heißt`; it came on a past Friday"),
    ),
    r("da chef vom standplatz: 'murgn foahrt kana, is z'kalt'", Unwanted("quote: the boss's words about tomorrow")),
    r("am sonntag foahr i nimma, des hab i da resi versprochn", Unwanted("refusal: a day turned down")),
    r("rapid hat am sonntag 0:2 verlorn gegn sturm, a trauertag", Unwanted("sport: last Sunday's result")),
    r(
        "kutsche nr. 47, konzession W 12/3, kennzeichen W 1234 F",
        Lookalike("reference: a carriage number and a licence number with a slash"),
    ),
]

TEACHER = [  # Sabrina, 31, Volksschullehrerin (3b) in Graz; klein, aber ordentlich, VS, LZK, is, ned, heuer, Feber, dreiviertel 8
    r("elternsprechtag do. 17.2. ab 14 uhr, zettel bis fr. austeilen", wd("fri")),
    r("lernzielkontrolle 3b korrigieren bis mo.", wd("mon")),
    r("kopierer-code bei der direktorin abholen, morgen in der großen pause", days(1)),
    r("dreiviertel 8 am donnerstag konferenz im lehrerzimmer", at(wd("thu"), 7, 45)),
    r("faschingsfest der 3b am faschingsdienstag, krapfen bis 21.2. bei der bäckerei bestellen", md(2, 21)),
    r("heute abend noch die elternbriefe fürn schikurs ausdrucken", at(TODAY, 19)),
    r("übermorgen um 10 mit der 3b in die stadtbibliothek, treffpunkt schultor", at(days(2), 10)),
    r("schulnachrichten bis mittwoch nächste woche fertig schreiben, ausgabe is am 18.", wd_next_week("wed")),
    r(
        "heut in der 2. stunde hat der leon wieder gspieben, mama hat ihn abgholt",
        Unwanted("log: today, an ordinal lesson and dialect participles"),
    ),
    r("meine schwester hat am 26. hochzeit in bad aussee", Unwanted("others: her sister's wedding")),
    r("semesterferien steiermark heuer vom 19. bis 27. feber", Unwanted("statement: the school holidays as a range")),
    r(
        "stundenplan 3b: mo 1.–4. stunde deutsch/mathe, di turnen 5. stunde",
        Unwanted("schedule: a timetable pasted as information"),
    ),
    r("dienstags hab ich immer bis 13:35, dann nachmittagsbetreuung", Unwanted("habit: a plural weekday and a time")),
    r("seit september is die 3b meine klasse, 22 kinder", Unwanted("since: a start month")),
    r(
        "vor 10 jahren meine matura gmacht im borg, heute kaum zu glauben",
        Unwanted("memory: ten years ago; `heute` as nowadays"),
    ),
    r(
        "hab ich der frau berger am montag den zettel mitgegeben oder ned?",
        Unwanted("question: about a past Monday"),
    ),
    r("mathe seite 47/48, nr. 3–5, 1x1 bis 9", Lookalike("reference: page and exercise numbers")),
    r("falls es am freitag schneit, fällt der eislauftag eh aus", Unwanted("condition: asks nothing")),
    r("irgendwann a jahr in neuseeland unterrichten, vielleicht 2030", Unwanted("wish: some year")),
    r("turnsaal is no bis ende feber gsperrt wegen dem boden", Unwanted("ongoing: a gym closed until a month end")),
]

CARPENTER = [  # Stefan "Stef", 39, Schreiner mit eigener Werkstatt im Emmental; klein, berndeutsch (hüt, morn, zischtig, fritig, gsi, geng, chunt), kein ß
    r("offerte für d küchi vo familie lüthi bis am fritig schicke", wd("fri")),
    r("zischtig am 8i liferig massivholz vo dr sagi wyss, stapler parat ha", at(wd("tue"), 8)),
    r("morn am halbi 9 montage schrank bi frou gerber in langnau", at(days(1), 8, 30)),
    r("leim bstelle hüt no", TODAY),
    r("mwst-abrächnig bis ende monat em treuhänder gä", end_of_month()),
    r("dunschtig nächschti wuche sitzig mit em architekt zürcher, 14 uhr", at(wd_next_week("thu"), 14)),
    r("am 3.3. chunt dr schnupperlehrling, wärchbank vorhär ufruume", md(3, 3)),
    r("hüt am morge d fräse wider blockiert gsi, 2 stund verlore", Unwanted("log: this morning, passed")),
    r(
        "am mäntig d tür für d chiuche iigsetzt, pfarrer isch zfride gsi",
        Unwanted("log: yesterday, a Monday, dialect participles"),
    ),
    r("dr ruedi vo nebedra isch ab mäntig drü wuche z'kur", Unwanted("others: a neighbour away from Monday")),
    r("ab 1. april choschtet d stund 95.– statt 90.–", Unwanted("statement: a new hourly rate from a date")),
    r(
        "entsorgig langnau: mi 13.30–17.00, sa 8.00–11.30",
        Unwanted("schedule: a dump's hours pasted as information"),
    ),
    r("am fritig namittag mach i geng d buechhaltig", Unwanted("habit: `am fritig` with `geng` (always)")),
    r("meteo seit für sunntig 40 cm nöischnee im oberland", Unwanted("weather: a snow forecast for Sunday")),
    r(
        "lieferadrässe: hof sunnematt, märzenweg 3, 3550 langnau",
        Lookalike("place: a street named after March, a house number, a postcode"),
    ),
    r("tischplatte 220/95 cm, eiche 40 mm, 4 stück", Lookalike("count: a table size with a slash")),
    r("1999 bi mim vater id lehr, d wärchstatt übernoh im 2015", Unwanted("memory: past years")),
    r("dr lüthi am telefon: 'mir mälde üs de am mäntig'", Unwanted("quote: a customer's words")),
    r("SCL Tigers hei am samschtig 4:1 gwunne gäg lugano", Unwanted("sport: last Saturday's result")),
    r("am samschtig schaff i nümm, versproche isch versproche", Unwanted("refusal: a day turned down")),
]

RECEPTION = [  # Ladina, 34, Leiterin Réception in einem Hotel in Pontresina (Engadin); ganze Sätze, kein ß, Natel, Pax, bis am, 10.15, Englisch
    r(
        "Transfer für Mr. & Mrs. Whitfield am Freitag um 10.15 ab Bahnhof Pontresina organisieren.",
        at(wd("fri"), 10, 15),
    ),
    r("Offerte Firmenanlass Novartis (40 Pax) bis am Mittwoch, 16.2., schicken.", md(2, 16)),
    r("Morgen um 7 Frühschicht, vorher Schlüssel für Zimmer 214 beim Nachtportier holen.", at(days(1), 7)),
    r("Natel-Abo kündigen, spätestens Ende Monat.", end_of_month()),
    r("Personalessen am 21. um 19.30 im Steinbock.", at(nth(21), 19, 30)),
    r("Heute noch Dienstplan März ans HR, Davide wartet.", TODAY),
    r("Übermorgen Inventar Minibar 2. Stock mit Chiara, ab 14.00.", at(days(2), 14)),
    r("Mama kommt am Samstag, 26.2., Skipass Corviglia bis Sonntag online reservieren.", wd("sun")),
    r(
        "Heute um 6.30 war der Lift im Ostflügel wieder blockiert, der Techniker kam erst um 9.",
        Unwanted("log: this morning's times, passed"),
    ),
    r(
        "Familie Rossi (Zimmer 308) reist am Donnerstag ab, Late Check-out bis 14.00 bewilligt.",
        Unwanted("others: guests leave on Thursday with a late check-out granted"),
    ),
    r("Direktor fliegt am Montag nach Mailand an die BIT, bis Mittwoch weg.", Unwanted("others: the director's trip")),
    r(
        "Öffnungszeiten Wellness: täglich 7.00–21.00, Sauna ab 15.00",
        Unwanted("schedule: spa hours pasted as information"),
    ),
    r(
        "Fahrplan RhB nach St. Moritz: 7.12, 7.42, 8.12, dann jede halbe Stunde",
        Unwanted("schedule: train times with dots that read like dates"),
    ),
    r("Ab 1. März gilt die neue Kurtaxe, CHF 6.50 pro Nacht.", Unwanted("statement: a new tax from a date")),
    r(
        "Zimmer 112: 3 Nächte à CHF 420.–, Total 1'260.– inkl. Frühstück",
        Lookalike("amount: nights and prices in francs"),
    ),
    r("SLF: Lawinengefahr Stufe 3 bis Donnerstag", Unwanted("weather: an avalanche bulletin until Thursday")),
    r("Die Bar ist dienstags immer zu, die Gäste gehen dann ins Saratz.", Unwanted("habit: a plural weekday")),
    r("Gast aus Zimmer 205: 'We will be back on Saturday for dinner.'", Unwanted("quote: a guest's words in English")),
    r(
        "Neubau: Zimmer 12.04 bis 12.09 mit Balkon, Suite Bernina im 3. Stock",
        Lookalike("count: room numbers with dots joined by `bis`, a floor"),
    ),
    r("Hat Chiara am Sonntag die Abrechnung gemacht oder war das Davide?", Unwanted("question: about a past Sunday")),
]

WRITERS = {
    "roofer": ("de_DE", ROOFER),
    "nurse": ("de_DE", NURSE),
    "courier": ("de_DE", COURIER),
    "widow": ("de_DE", WIDOW),
    "fiaker": ("de_AT", FIAKER),
    "teacher": ("de_AT", TEACHER),
    "carpenter": ("de_CH", CARPENTER),
    "reception": ("de_CH", RECEPTION),
}

NEGATIVES = {
    "roofer": 13,
    "nurse": 12,
    "courier": 13,
    "widow": 12,
    "fiaker": 13,
    "teacher": 12,
    "carpenter": 13,
    "reception": 12,
}

if __name__ == "__main__":
    check_writers(WRITERS, NEGATIVES)
    write_by_locale(Path(__file__).resolve().parent.parent / "de", WRITERS, "de", "dev9-due-dates.jsonl", "dev9")
    print_negative_kinds(WRITERS)

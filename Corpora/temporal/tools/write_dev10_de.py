#!/usr/bin/env python3
"""Writes Corpora/temporal/de/dev10-due-dates.jsonl, the tenth German DEVELOPMENT due-date set, from the records below.

Every capture below was typed by hand, one at a time, in the voice of one of eight imagined German-speaking writers
(none of them a writer of the earlier development sets or named in the writer tables of ../de/SOURCE.md); nothing is
generated from templates or slots. 100 of the 160 captures are negatives: texts that mention a day or a time but ask
nothing, spread over many kinds (things that happened this morning, last night or last week, other people's trips,
leaves, weddings and exams, stated facts and rules from a date, opening hours and a TV listing pasted as information,
habits, memories and `seit`, forecasts, match results and fixtures, quotes, conditions, wishes, questions about the
past, refusals, ranges going on now, and names, places, counts, references, version numbers, amounts, measurements and
recipe quantities that look like dates or times). 60 are positives: the writers' own tasks, appointments and messages
with days and times in the forms German speakers type (short and dialect weekdays, Kölsch `hück` and `morje`, Tyrolean
`heint`, Swiss `mittwuch`, `dunnschtig am 9i`, `morn am halbi 8`, dotted dates, bare days of the month, `halb`,
`viertel nach`, `dreiviertel`, Austrian hours with `h` (`um 8h`, `14h30`, `07h`), hours with a decimal comma before
`Uhr` (`9,30 Uhr`), `am WE`, `übers WE`, parts of the day, offsets, deadlines). The due-date gold is computed with
`datetime` from the reference 2028-10-16T18:20:00 (a Monday evening, UTC) and the conventions of
Sources/OffloadNLP/OffloadNLP.docc/DateGrammar.md (helpers in Corpora/handwritten/tools/due_gold.py). Each writer has
a locale of their own (de_DE, de_AT, de_CH). This set is for DEVELOPMENT: date rules may be fitted to it, so it
measures nothing (see ../de/SOURCE.md).

Run from anywhere: `python3 Corpora/temporal/tools/write_dev10_de.py`. The output is byte-identical on every run.
Before writing, the script refuses (exit 1, nothing written) when one of its texts equals, with case and white space
folded, a text of another Corpora/temporal/de/*.jsonl file; it then prints only its own row.

Each record is r(text, due) where due is
  - a `date` or `datetime`: the due date the writer would want (a date when no clock time belongs to it),
  - Unwanted(why): a real date or time word the writer would not want as a due date (a negative, expected []),
  - Lookalike(why): something that looks like a date or time but is none (a negative, expected []).
The `why` of every negative starts with the kind of negative it is (`log:`, `others:`, `statement:`, `schedule:`,
`habit:`, `memory:`, `since:`, `weather:`, `sport:`, `quote:`, `condition:`, `wish:`, `question:`, `refusal:`,
`ongoing:`, `name:`, `place:`, `count:`, `reference:`, `amount:`, `measure:`, `recipe:`); the counts by kind are
printed after the file is written, for SOURCE.md.

Some days from the reference (Monday 2028-10-16 18:20): the morning, noon and `heute Nachmittag` (15:00) have passed,
and so has every clock time before 18:20, so `hück morje um 4` (Kölsch for this morning), `heut morgen um 6`, `Heute
um 9 Uhr`, `heit um 4 in da früh`, `Heint um 7,30 Uhr` and `heute um 8` are logs, while `heute abend` (19:00), `Heute
Abend um 19,30 Uhr` and `Heute Abend um 20 Uhr` are still ahead. morgen (`morje`, `morgn`, `morn`) is Tuesday 10-17,
`morgen früh` 10-17 at 09:00, übermorgen Wednesday 10-18; a bare weekday is the next one, today excluded: Dienstag
(`di`) 10-17, the same day as morgen, Mittwoch (`mi`, `mittwuch`) 10-18, Donnerstag (`do`, `dunnschtig`) 10-19,
Freitag (`fr`, `fr.`, `fritig`) 10-20, Samstag (`sa.`) 10-21, Montag 10-23. Said on a Monday, the coming weekday and
next week's agree for Monday only (`nächsten Montag`, `nächste woche montag` are 10-23, as bare `Montag` is), so `di
nächste woche` is 10-24, a week after bare `di`, `mittwoch nächste woche` 10-25 and `fr nächste woche` 10-27; no
positive says `nächsten` with Tuesday to Sunday. `am WE`, `übers WE`, `am wuchenend` are Saturday 10-21. `bis 24.10.`
is Tuesday, `bis 27.10.` Friday, `bis 31.10.` and `bis 31. Oktober` Tuesday, `bis 3.11.` Friday, `bis am 6.11.`
Monday, `bis 20.11.` Monday; `am 20.`, `am 25.`, `am 30.` are this month's days, `bis zum 1.` and `am 2.` November's
(those days have passed this month); October has 31 days, so `Ende des Monats`, `ende monat` are Tuesday 10-31; `in 10
tagen` is Thursday 10-26 (Austria's national holiday, so no Austrian writer's task falls on it), `in 2 wochen` and `in
2 wuche` Monday 10-30; dotted dates without a year are in 2028. Nearby: Austria's Nationalfeiertag Thursday 10-26, the
clocks go back in the night to Sunday 10-29, Reformationstag Tuesday 10-31 (a holiday in Lower Saxony, where the
orchard is, but not in North Rhine-Westphalia or Bavaria), Allerheiligen Wednesday 11-01 (a holiday in Bavaria and
Austria), and St. Martin and the carnival's start on Saturday 11-11. Weekdays named beside dates agree with them
(checked below).
"""

import sys
from datetime import date, datetime
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "handwritten" / "tools"))
import due_gold  # noqa: E402

due_gold.set_reference(datetime(2028, 10, 16, 18, 20))  # a Monday evening; before any record is read

from dev2_writer import check_no_duplicates, check_writers, print_negative_kinds, write_by_locale  # noqa: E402
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
OUTPUT = "dev10-due-dates.jsonl"

assert TODAY == date(2028, 10, 16) and TODAY.weekday() == 0  # a Monday
# A weekday written beside a date must be that date's weekday.
for (month, day), weekday in {(10, 19): 3, (10, 21): 5}.items():
    assert md(month, day).weekday() == weekday, (month, day)
# Said on a Monday, the coming Monday is next week's; Tuesday to Sunday are a week apart.
assert wd("mon") == wd_next_week("mon") == days(7) == date(2028, 10, 23)
for name in ("tue", "wed", "thu", "fri", "sat", "sun"):
    assert (wd_next_week(name) - wd(name)).days == 7, name
assert wd("tue") == days(1) and wd("wed") == days(2) and wd("sat") == weekend() == date(2028, 10, 21)
assert wd_next_week("tue") == date(2028, 10, 24) and wd_next_week("wed") == date(2028, 10, 25)
assert wd_next_week("fri") == date(2028, 10, 27)
assert nth(1) == date(2028, 11, 1) and nth(2) == date(2028, 11, 2) and nth(20) == date(2028, 10, 20)
assert nth(25) == date(2028, 10, 25) and nth(30) == date(2028, 10, 30)
assert end_of_month() == date(2028, 10, 31) and days(10) == date(2028, 10, 26) and days(14) == date(2028, 10, 30)
assert md(10, 24).weekday() == 1 and md(10, 27).weekday() == 4 and md(11, 3).weekday() == 4
assert md(11, 6).weekday() == 0 and md(11, 20).weekday() == 0 and md(10, 31).weekday() == 1
assert days(1) == date(1979, 10, 17).replace(year=1979 + 49)  # `Am 17. Oktober 1979 …, morgen sind es 49 Jahre`
# No Austrian writer's task falls on Austria's national holiday.
AUSTRIAN_HOLIDAY = date(2028, 10, 26)

TAXI = [  # Nicole "Nici", 43, Taxifahrerin in Köln; klein, kaum Kommas, kölsch (hück, morje, jet, nit, jeck, jefahren), FG = Fahrgast, CGN
    r("konzessionsverlängerung beim ordnungsamt bis fr abgeben sonst steh ich dumm da", wd("fri")),
    r("morje früh um 5 FG vom maritim zum flughafen CGN 4 koffer", at(days(1), 5)),
    r("taxameter eichen lassen am 25. um 10 bei kuhlmann in kalk", at(nth(25), 10)),
    r("ölwechsel un tüv für den passat fr nächste woche halb 8 in ehrenfeld", at(wd_next_week("fri"), 7, 30)),
    r("dem jupp seine 20 euro zurückjeben hück noch", TODAY),
    r("am WE die winterreifen drauf machen lassen", weekend()),
    r("unterlagen fürs 3. quartal bis 31.10. an den steuerberater schicken", md(10, 31)),
    r(
        "hück morje um 4 schon am hbf jestanden 14 fahrten bis jetzt",
        Unwanted("log: `hück morje` is this morning in Kölsch, at 4, passed at 18:20"),
    ),
    r(
        "jestern nacht nen besoffenen FG nach porz jefahren der hat mir ins auto jekotzt 80 euro reinigung",
        Unwanted("log: last night, dialect participles"),
    ),
    r("kollegin sabine fliegt am 21. für 2 wochen nach mallorca", Unwanted("others: a colleague's trip")),
    r("ab 1.11. gilt der neue taxitarif grundpreis 4,90 km 2,60", Unwanted("statement: new fares from a date")),
    r(
        "taxispur CGN terminal 1: mo–fr 4:30–23:30 nur mit ausweis",
        Unwanted("schedule: an airport rank's hours pasted as information"),
    ),
    r("sonntags fahr ich immer nur tagschicht von 6 bis 16", Unwanted("habit: a plural weekday and hours")),
    r(
        "FC spielt sa 21.10. 18:30 gegen bremen da is am stadion wieder alles dicht",
        Unwanted("sport: a home match ahead, asks nothing"),
    ),
    r(
        "FG hück: 'ich muss morje um 9 in düsseldorf sein' un dann mit karte zahlen wollen",
        Unwanted("quote: a passenger's words about tomorrow"),
    ),
    r(
        "kilometerstand 312.450 beim letzten ölwechsel, nächster bei 327.450",
        Lookalike("count: mileages with dotted thousands"),
    ),
    r(
        "FG hieß august war aus rosenheim 50 euro trinkgeld jegeben",
        Lookalike("name: a passenger called August after `hieß`"),
    ),
    r("irjendwann im sommer mit dem wohnmobil nach norwegen, 4 wochen", Unwanted("wish: some summer")),
    r(
        "silvester fahr ich dies jahr nit mehr nachts, zu viele jecke",
        Unwanted("refusal: New Year's Eve night shifts turned down"),
    ),
    r("2003 meine erste schicht jefahren mit dem alten benz vom papa", Unwanted("memory: a past year")),
]

UNDERTAKER = [  # Bernd, 58, Bestatter in Würzburg; ganze Sätze mit Punkt, Fam., Hr./Fr., Trauerfeier, Überführung, immer "Uhr"
    r(
        "Trauerfeier Fam. Reuß am Donnerstag um 11 Uhr in der Aussegnungshalle am Hauptfriedhof, Blumenschmuck bis "
        "Mittwoch bei der Gärtnerei Kolb bestellen.",
        wd("wed"),
    ),
    r("Sterbeurkunden für Hr. Amrhein morgen früh beim Standesamt abholen.", at(days(1), 9)),
    r(
        "Urnenbeisetzung Fr. Wolpert nächsten Montag um viertel nach 2, Friedhof Heidingsfeld.",
        at(wd_next_week("mon"), 14, 15),
    ),
    r("Überführung aus Schweinfurt übermorgen um 7 Uhr, vorher Wagen 2 tanken.", at(days(2), 7)),
    r("Angebot Steinmetz Seubert bis 27.10. an Familie Reuß weiterleiten.", md(10, 27)),
    r("Rechnung Bestattung Amrhein bis Ende des Monats an die Erben, Kopie an Notar Dr. Fries.", end_of_month()),
    r(
        "Gestecke für unsere Dauergrabpflege am 30. auf die Gräber bringen, am 1.11. ist Allerheiligen.",
        nth(30),
    ),
    r(
        "Heute Abend um 20 Uhr Trauergespräch bei Familie Dürr in Zell, Vorsorgemappe mitnehmen.",
        at(TODAY, 20),
    ),
    r(
        "Heute um 9 Uhr die Beerdigung von Hr. Öchsner, etwa 120 Trauergäste, alles ruhig verlaufen.",
        Unwanted("log: this morning at 9, passed, a participle"),
    ),
    r(
        "Am Samstag die Überführung aus Bamberg gemacht, Hr. Pfister war dabei.",
        Unwanted("log: last Saturday, a participle and a simple past"),
    ),
    r(
        "Die Tochter von Fr. Wolpert fliegt am Mittwoch aus Toronto ein.",
        Unwanted("others: a client's daughter's flight"),
    ),
    r(
        "Pfarrer Hartmann ist ab 23.10. zwei Wochen in Exerzitien, Vertretung macht Pfarrer Gehring.",
        Unwanted("others: the priest away from a date"),
    ),
    r(
        "Ab 1. Januar gilt die neue Friedhofsgebührensatzung der Stadt, Urnenwahlgrab 1.240 €.",
        Unwanted("statement: new cemetery fees from a date"),
    ),
    r(
        "Friedhofsverwaltung: Mo–Do 8–15.30 Uhr, Fr 8–12 Uhr.",
        Unwanted("schedule: an office's hours pasted as information"),
    ),
    r(
        "1991 habe ich das Geschäft von meinem Schwiegervater übernommen, damals noch mit einem Wagen.",
        Unwanted("memory: a past year"),
    ),
    r(
        "Grabinschrift lt. Familie: 'Der Herr ist mein Hirte', geb. 12.3.1941, gest. 9.10.2028.",
        Unwanted("quote: an inscription with dates of birth and death, both past"),
    ),
    r("Wetterdienst: Donnerstag Dauerregen bei 8 Grad.", Unwanted("weather: a forecast for Thursday")),
    r(
        "Falls die Kirche am 26. belegt ist, weicht die Familie auf die Aussegnungshalle aus.",
        Unwanted("condition: a condition and the family's plan, asks nothing"),
    ),
    r(
        "War das Trauergespräch mit Fam. Amrhein am Freitag oder schon am Donnerstag?",
        Unwanted("question: about past days"),
    ),
    r(
        "Sarg 'Eiche natur' 2,05 x 0,70 m, Größe 3, Lager Regal 4/12.",
        Lookalike("count: a coffin's size, a size number and a shelf with a slash"),
    ),
]

ORCHARD = [  # Frauke, 55, Obstbäuerin mit Hofladen in Jork (Altes Land); klein, knapp, norddeutsch (moin, nu, mudder, heim), kg, kisten, CA-lager
    r("moin, 40 kisten boskoop für edeka buxtehude bis do fertig machen", wd("thu")),
    r("tierarzt für die ziegen übermorgen um 10", at(days(2), 10)),
    r("erntehelfer in 10 tagen bei der minijobzentrale abmelden", days(10)),
    r("übers WE hofladen-schild neu streichen", weekend()),
    r("fa. meyer wegen der beregnungspumpe anrufen di früh um 8", at(wd("tue"), 8)),
    r("stand fürs apfelfest in stade anmelden bis 3.11.", md(11, 3)),
    r("apfelkisten für die kita in borstel fr um halb 3 hinbringen", at(wd("fri"), 14, 30)),
    r(
        "heut morgen um 6 bei 1 grad 3 reihen elstar gepflückt, finger abgefroren",
        Unwanted("log: this morning at 6, passed, a participle"),
    ),
    r("letzte woche 14 tonnen jonagold ins CA-lager gebracht", Unwanted("log: last week, a participle")),
    r(
        "marek und seine leute fahren am sa wieder heim nach polen",
        Unwanted("others: seasonal workers going home"),
    ),
    r("jan-hinnerk heiratet am 28. in der kirche in jork", Unwanted("others: a neighbour's wedding")),
    r("mindestlohn steigt ab 1. januar auf 14,60 €", Unwanted("statement: a minimum wage from a date")),
    r(
        "hofladen öffnungszeiten: mo–sa 9–18 uhr, so 10–13 uhr",
        Unwanted("schedule: the farm shop's hours pasted as information"),
    ),
    r(
        "dienstags kommt immer um 7 der lkw vom großmarkt",
        Unwanted("habit: a plural weekday and an hour, said the day before a Tuesday"),
    ),
    r("dwd: nacht zum mittwoch frost bis minus 3", Unwanted("weather: a frost warning")),
    r(
        "1962 bei der sturmflut stand hier alles unter wasser, sagt mudder",
        Unwanted("memory: a past year and a mother's saying"),
    ),
    r(
        "neue erntehelferin heißt mai, kommt aus vietnam, super fleißig",
        Lookalike("name: the first name Mai after `heißt`"),
    ),
    r(
        "sortiermaschine läuft mit software 5.10.3 nu endlich stabil",
        Lookalike("reference: a software version whose dotted parts look like a date"),
    ),
    r(
        "boskoop 2,80 €/kg, ab 10 kg 2,50, apfelsaft 5 l 11,90",
        Lookalike("amount: prices, weights and `ab 10 kg`"),
    ),
    r(
        "die K39 is noch bis ende november gesperrt wegen deichbau",
        Unwanted("ongoing: a road closed until a month end"),
    ),
]

CONFECTIONER = [  # Magdalena "Leni", 29, Konditorin in Bad Ischl; klein, Emoji, österreichisch (heit, morgn, is, i, a, mei, gspüt), Striezel, Obers, Germ
    r(
        "hochzeitstorte fam. gschwandtner (3 stöckig, himbeer-topfen) sa. um 11 liefern 🎂",
        at(wd("sat"), 11),
    ),
    r("striezel-liste für allerheiligen bis fr. an die chefin", wd("fri")),
    r("morgn früh um 6 vor da schicht die mehllieferung kontrollieren", at(days(1), 6)),
    r("anmeldung meisterprüfung bis 24.10. abschicken!!", md(10, 24)),
    r("heit abend no die böden für die sachertorten backen", at(TODAY, 19)),
    r(
        "probearbeiten vom neuen lehrling am mittwoch nächste woche um 8, schürze herrichten",
        at(wd_next_week("wed"), 8),
    ),
    r("omas 90er is am 3. 🎉 torte am 2. fertig machen", nth(2)),
    r("in 2 wochen hygieneschulung bei da wko in gmunden", days(14)),
    r(
        "heit um 4 in da früh angfangt, 240 krapfen und 80 striezel, i bin hin 😵",
        Unwanted("log: this morning at 4, passed, a dialect participle"),
    ),
    r(
        "seit 1. september bin i lehrlingsausbilderin, 2 lehrbuam",
        Unwanted("since: a start date"),
    ),
    r(
        "chefin is ab 23. auf urlaub in ägypten, bis 3.11.",
        Unwanted("others: the boss's leave from a day to a date"),
    ),
    r(
        "ab 1. november gibts den striezel nur mehr auf vorbestellung",
        Unwanted("statement: a shop rule from a date"),
    ),
    r(
        "öffnungszeiten café: täglich 8.30–18 uhr, ab jänner mo ruhetag",
        Unwanted("schedule: the café's hours pasted as information"),
    ),
    r(
        "freitags mach i immer die cremeschnitten, des is mei ding",
        Unwanted("habit: a plural weekday with `immer`"),
    ),
    r(
        "sachertorte: 140 g butter, 110 g staubzucker, 6 dotter, 130 g schoko, 140 g mehl, 170 °C 55 min",
        Lookalike("recipe: quantities, a temperature and a baking time"),
    ),
    r(
        "striezelteig: 1 kg mehl, 1/2 l milch, 3/4 würfel germ, 2 eier, 1 prise salz",
        Lookalike("recipe: fractions with a slash"),
    ),
    r(
        "kundin heit: 'am samstag kumm i mit da ganzn familie!'",
        Unwanted("quote: a customer's words about Saturday"),
    ),
    r(
        "irgendwann, vielleicht im frühjahr 2030, a eigene konditorei in hallstatt 🤞",
        Unwanted("wish: some spring of a later year"),
    ),
    r(
        "torte ø 26 cm, 3 böden à 2,5 cm, 12 stück pro torte",
        Lookalike("measure: a cake's diameter, layers and slices"),
    ),
    r(
        "sv bad ischl hat gestern 2:2 gspüt, mei freund hat 's ausgleichstor gmacht",
        Unwanted("sport: yesterday's result"),
    ),
]

SWEEP = [  # Christian "Kriz", 47, Rauchfangkehrermeister in Wiener Neustadt; klein, knapp, AGM, lt., fa., hr./fr., Uhrzeiten mit h (8h, 14h30), heit, ned, is, no
    r("AGM bei hr. pichler, ungargasse 12, morgen um 8h", at(days(1), 8)),
    r("kehrbuch-abrechnung für die gemeinde bis ende monat fertig", end_of_month()),
    r("feuerbeschau mit dem bauamt do 14h30 neuklostergasse", at(wd("thu"), 14, 30)),
    r("lehrbub robert in da berufsschule anmelden, spätestens mi", wd("wed")),
    r("neue kugel + leine bestellen, heit no", TODAY),
    r(
        "kaminkopf fr. haider nächste woche montag 07h, gerüst vorher bestellen",
        at(wd_next_week("mon"), 7),
    ),
    r("versicherung wegn dem leiterunfall anrufen am 20.", nth(20)),
    r(
        "heit 14 kehrungen gmacht, 2x kein zugang, zettl hinglegt",
        Unwanted("log: today's work, dialect participles"),
    ),
    r(
        "am freitag in da früh um 6 beim hr. berger den versottn kamin fotografiert",
        Unwanted("log: last Friday at 6, a participle at the end"),
    ),
    r(
        "lt. verordnung ab 1.1. AGM bei gasthermen nur mehr alle 2 jahr",
        Unwanted("statement: a rule from a date"),
    ),
    r(
        "kehrtermine bezirk 3 lt. aushang: di–do 7–15h",
        Unwanted("schedule: a district's sweeping days pasted as information"),
    ),
    r(
        "montags is immer bürotag, da geh i ned aufs dach",
        Unwanted("habit: a plural weekday with `immer`, said on a Monday"),
    ),
    r("wetter: mi sturm bis 100 km/h, schnee ab 800 m", Unwanted("weather: a forecast for Wednesday")),
    r("kehrbezirk 4: 1.312 objekte, 2.870 feuerstätten", Lookalike("count: dotted thousands")),
    r(
        "ÖNORM B 8200, befund nr. 2028/10/117",
        Lookalike("reference: a standard and a report number with a year and month in it"),
    ),
    r(
        "adresse fa. kogler: neunkirchner straße 41, 3. stock, tür 12",
        Lookalike("place: a street named after a town with a number word, a floor, a door"),
    ),
    r("neuer kunde hr. mai, fischauer gasse 8, therme vaillant", Lookalike("name: the surname Mai after `hr.`")),
    r(
        "war des am donnerstag oder am freitag, wo ma bei da fr. haider woan?",
        Unwanted("question: about past days"),
    ),
    r("am sonntag steig i auf kan rauchfang mehr, aus", Unwanted("refusal: Sundays turned down")),
    r(
        "die brücke über den kehrbach is no bis 15.11. gsperrt",
        Unwanted("ongoing: a bridge closed until a date"),
    ),
]

GENDARM = [  # Alfons, 72, Gendarm i. R. in Kufstein; ganze Sätze mit Punkt, "Uhr" mit Dezimalkomma (9,30 Uhr), u., lt., Enkerl, Tarock, tirolerisch heint
    r("Morgen um 9,30 Uhr Blutabnahme beim Dr. Egger, nüchtern bleiben.", at(days(1), 9, 30)),
    r(
        "Enkerl Lukas am Mittwoch um 13,15 Uhr von der Schule abholen u. zum Zahnarzt bringen.",
        at(wd("wed"), 13, 15),
    ),
    r("Ausflug nach Innsbruck: Anmeldung beim Seniorenbund bis Donnerstag, 19.10.", md(10, 19)),
    r("Heint noch beim Nachbarn Hörtnagl wegen dem Brennholz anrufen.", TODAY),
    r("Autoversicherung kündigen bis 31. Oktober, sonst verlängert sie sich wieder.", md(10, 31)),
    r(
        "Am Samstag um 3 Uhr Kameradschaftstreffen im Gasthof Neuwirt, Fotos von 1985 mitnehmen.",
        at(wd("sat"), 15),
    ),
    r("Übermorgen um dreiviertel 10 zum Hörgeräteakustiker, Batterien mitnehmen.", at(days(2), 9, 45)),
    r(
        "Heute Abend um 19,30 Uhr Jahreshauptversammlung vom Veteranenverein im Stadtsaal.",
        at(TODAY, 19, 30),
    ),
    r(
        "Heint um 7,30 Uhr beim Bäcker gewesen, die Semmeln waren schon aus.",
        Unwanted("log: this morning at 7:30, passed, a participle and a simple past"),
    ),
    r(
        "Donnerstags ist immer Tarock im Gasthof Auracher, ab 14 Uhr.",
        Unwanted("habit: a plural weekday with `immer` and an hour"),
    ),
    r(
        "Am 17. Oktober 1979 bin ich in Kufstein auf den Posten gekommen, morgen sind es 49 Jahre.",
        Unwanted("memory: a date with its year; `morgen` is the anniversary, nothing to do"),
    ),
    r(
        "Meine Tochter fliegt am Samstag mit dem Schwiegersohn nach Kreta.",
        Unwanted("others: his daughter's trip"),
    ),
    r(
        "Der Pfarrer feiert am 29. sein 25-jähriges Priesterjubiläum.",
        Unwanted("others: the priest's jubilee"),
    ),
    r(
        "Lt. Gemeinde ist ab 1. November das Parken am Unteren Stadtplatz gebührenpflichtig.",
        Unwanted("statement: a parking rule from a date"),
    ),
    r(
        "Festung Kufstein: täglich 10 bis 17 Uhr, ab 1. November 10 bis 16 Uhr.",
        Unwanted("schedule: a fortress's opening hours pasted as information"),
    ),
    r(
        "Im ORF 2 kommt am Mittwoch um 20,15 Uhr ein Film über die Gendarmerie.",
        Unwanted("schedule: a TV programme from the listings"),
    ),
    r("Der FC Kufstein hat am Sonntag 3:1 gegen Wörgl gewonnen.", Unwanted("sport: last Sunday's result")),
    r("Haben wir das Holz am Dienstag oder am Mittwoch gehackt?", Unwanted("question: about past days")),
    r(
        "Wenn es am Wochenende schneit, fährt der Seniorenbund nicht nach Innsbruck.",
        Unwanted("condition: a condition and its outcome, asks nothing"),
    ),
    r(
        "Seit 2. Februar 2011 bin ich in Pension, und langweilig ist mir nie.",
        Unwanted("since: a start date with its year"),
    ),
]

CHEESEMAKER = [  # Jakob "Köbi", 57, Käser einer Dorfkäserei in Appenzell; klein, kein ß, ostschweizerisch (hüt, morn, nöd, isch, gsi, chäsi, mittwuch, dunnschtig)
    r("lab und kulturen bi de firma bstelle, spötischtens am mittwuch", wd("wed")),
    r("lebensmittelkontrolle vom kanton am dunnschtig am 9i i de chäsi", at(wd("thu"), 9)),
    r("morn am halbi 8 chunt de milchprüfer, protokoll parat ha", at(days(1), 7, 30)),
    r("offerte für d chäsplättli vom hochzit am 28. bis fritig schicke", wd("fri")),
    r("salzbad wechsle am wuchenend", weekend()),
    r("rächnig vo de molkerei bis am 6.11. zahle", md(11, 6)),
    r("in 2 wuche d chäsharfe zum schliife bringe", days(14)),
    r(
        "hüt am morge 4200 liter milch verchäset, 38 laib",
        Unwanted("log: this morning, passed, a participle"),
    ),
    r(
        "sit mäntig letscht wuche isch d chäsi bio-zertifiziert",
        Unwanted("since: last week's Monday as a start"),
    ),
    r(
        "mini frau isch ab zischtig drü täg bi ihrer schwöschter in wil",
        Unwanted("others: his wife away from tomorrow"),
    ),
    r(
        "ab 1. januar zahlt d molkerei 2 rappe weniger pro liter",
        Unwanted("statement: a milk price from a date"),
    ),
    r("mittwuchs und samschtigs mach i immer de rahmchäs", Unwanted("habit: plural weekdays with `immer`")),
    r(
        "meteoschweiz seit für de fritig de erscht schnee bis uf 900 meter",
        Unwanted("weather: a snow forecast for Friday"),
    ),
    r("de fc st. galle het am samschtig 1:1 gspillt gäge basel", Unwanted("sport: last Saturday's result")),
    r(
        "appezeller räss fr. 26.80 pro kilo, rahmchäs fr. 19.50",
        Lookalike("amount: prices in francs, `fr.` in lower case before a dotted number"),
    ),
    r("laib ø 33 cm, 7,5 kg, reifezit 6 mönet", Lookalike("measure: a wheel's diameter, weight and ripening time")),
    r(
        "neue chund: landgasthof sterne, samstagern, 8833",
        Lookalike("place: the village Samstagern and its postcode"),
    ),
    r(
        "d chundin am telefon: 'mir chömed denn am samschtig verbi'",
        Unwanted("quote: a customer's words about Saturday"),
    ),
    r(
        "am sunntig wird ab jetzt kei chäs meh gmacht, fertig",
        Unwanted("refusal: Sundays turned down"),
    ),
    r(
        "wenn d milch am mäntig wieder z'wenig fett het, gits abzug vo de molkerei",
        Unwanted("condition: a condition and its outcome, asks nothing"),
    ),
]

LAW_STUDENT = [  # Noémie, 22, Jusstudentin an der Uni Fribourg, zweisprachig; klein, kein ß, französische Wörter (rdv, merci, cours, maman), Emoji, BGE, OR, ZGB
    r("seminararbeit obligationenrecht bis 20.11. abgeben, 25 seiten 😩", md(11, 20)),
    r("rdv bei prof. jaquier am do um 10.15, fragen zur arbeit mitnehmen", at(wd("thu"), 10, 15)),
    r("heute abend noch die folien für die lerngruppe hochladen", at(TODAY, 19)),
    r("zimmer für den austausch in lausanne bis zum 1. buchen", nth(1)),
    r("übermorgen um 8 probeprüfung ZGB, gesetz mit markierungen mitnehmen", at(days(2), 8)),
    r("stipendienantrag kanton freiburg in 10 tagen fällig", days(10)),
    r("moot court training di nächste woche um 18 uhr", at(wd_next_week("tue"), 18)),
    r("maman morgen mittag zurückrufen", at(days(1), 12)),
    r(
        "heute um 8 den cours bei prof. werro verschlafen, merci léa für die notizen",
        Unwanted("log: this morning at 8, passed, a participle that looks like an infinitive"),
    ),
    r(
        "léa hat am 30. ihre anwaltsprüfung, je croise les doigts",
        Unwanted("others: a friend's exam"),
    ),
    r(
        "ab november gilt in der mensa die neue preisliste, menü 7.50 mit legi",
        Unwanted("statement: new canteen prices from a month"),
    ),
    r(
        "bibliothek miséricorde: mo–fr 8–22 uhr, sa 9–17 uhr",
        Unwanted("schedule: a library's hours pasted as information"),
    ),
    r("BGE 144 III 93 E. 5.2, art. 41 abs. 1 OR", Lookalike("reference: a court decision and a statute")),
    r(
        "gauch/schluep/schmid, 11. aufl. 2020, n 1215–1230",
        Lookalike("reference: a textbook's edition, year and margin numbers"),
    ),
    r(
        "irgendwann ein semester in montréal, vielleicht im herbst 2030",
        Unwanted("wish: some autumn of a later year"),
    ),
    r(
        "ist die vorlesung von prof. werro am dienstag ausgefallen oder war das am mittwoch?",
        Unwanted("question: about last week's days"),
    ),
    r(
        "papa am telefon: 'wir kommen am sonntag vorbei, mach dir keinen stress'",
        Unwanted("quote: her father's words about Sunday"),
    ),
    r("gottéron hat am samstag 4:2 gegen lugano gewonnen 🏒🔥", Unwanted("sport: last Saturday's result")),
    r("am sonntag lerne ich nicht mehr, nie wieder", Unwanted("refusal: Sundays turned down")),
    r(
        "das funi ist noch bis ende monat ausser betrieb",
        Unwanted("ongoing: a funicular out of service until the month end"),
    ),
]

WRITERS = {
    "taxi": ("de_DE", TAXI),
    "undertaker": ("de_DE", UNDERTAKER),
    "orchard": ("de_DE", ORCHARD),
    "confectioner": ("de_AT", CONFECTIONER),
    "sweep": ("de_AT", SWEEP),
    "gendarm": ("de_AT", GENDARM),
    "cheesemaker": ("de_CH", CHEESEMAKER),
    "law_student": ("de_CH", LAW_STUDENT),
}

NEGATIVES = {
    "taxi": 13,
    "undertaker": 12,
    "orchard": 13,
    "confectioner": 12,
    "sweep": 13,
    "gendarm": 12,
    "cheesemaker": 13,
    "law_student": 12,
}


def check_austrian_holiday():
    """No de_AT writer's positive falls on Austria's national holiday."""
    for locale, items in WRITERS.values():
        for item in items:
            if locale == "de_AT" and isinstance(item.due, date):
                day = item.due.date() if isinstance(item.due, datetime) else item.due
                assert day != AUSTRIAN_HOLIDAY, item.text


if __name__ == "__main__":
    check_writers(WRITERS, NEGATIVES)
    check_austrian_holiday()
    folder = Path(__file__).resolve().parent.parent / "de"
    duplicates = check_no_duplicates(folder, OUTPUT, WRITERS)
    if duplicates:
        for text in duplicates:
            print(f"duplicate of an existing text (not written): {text}")
        sys.exit(1)
    write_by_locale(folder, WRITERS, "de", OUTPUT, "dev10")
    print_negative_kinds(WRITERS)

#!/usr/bin/env python3
"""Writes Corpora/temporal/de/dev11-due-dates.jsonl, the eleventh German DEVELOPMENT due-date set, from the records
below.

Every capture below was typed by hand, one at a time, in the voice of one of eight imagined German-speaking writers
(none of them a writer of the earlier development sets or named in the writer tables of ../de/SOURCE.md or the writer
header comments of the earlier scripts); nothing is generated from templates or slots. 100 of the 160 captures are
negatives: texts that mention a day or a time but ask nothing, spread over many kinds (things that happened this
morning, at noon, yesterday or last week, other people's trips, leaves, weddings, exams, trials and school trips,
stated facts, prices and rules from a date, opening hours and timetables pasted as information, habits, memories and
`seit`, forecasts and an avalanche bulletin, match results and fixtures, quotes and a saying, conditions, wishes,
questions about the past, refusals, ranges going on now, and names, places, counts, references, a version number,
amounts, a measurement, recipe quantities, phone numbers, a score and a running time that look like dates or times).
60 are positives: the writers' own tasks, appointments and messages with days and times in the forms German speakers
type (short and dialect weekdays, Bavarian `moing`, `heid`, `in da fria`, Brandenburg `morjen`, `übermorjen`, Styrian
`fruah`, Swiss `morn`, `übermorn`, `zischtig`, `fritig`, `am 7i`, `am halbi 9`, `am 14.00`, Austrian `viertel 9`
(8:15) and `3/4 8` (7:45), dotted dates, bare days of the month, `halb`, `viertel nach`, `dreiviertel`, `nächste
woche`, `nächsten Mittwoch`, `X nächste Woche`, `am WE`, `bis ende monat`, `bis Monatsende`, `bis Ende April`, `in 3
tagen`, `in 10 täg`, `in 2 wochen`, parts of the day, deadlines beside other dates and lookalikes). The due-date gold
is computed with `datetime` from the reference 2029-04-20T18:40:00 (a Friday evening, UTC) and the conventions of
Sources/OffloadNLP/OffloadNLP.docc/DateGrammar.md (helpers in Corpora/handwritten/tools/due_gold.py). Each writer has
a locale of their own (de_DE, de_AT, de_CH). This set is for DEVELOPMENT: date rules may be fitted to it, so it
measures nothing (see ../de/SOURCE.md).

Run from anywhere: `python3 Corpora/temporal/tools/write_dev11_de.py`. The output is byte-identical on every run.
Before writing, the script refuses (exit 1, nothing written) when one of its texts equals, with case and white space
folded, a text of another Corpora/temporal/de/*.jsonl file; it then prints only its own row.

Each record is r(text, due) where due is
  - a `date` or `datetime`: the due date the writer would want (a date when no clock time belongs to it),
  - Unwanted(why): a real date or time word the writer would not want as a due date (a negative, expected []),
  - Lookalike(why): something that looks like a date or time but is none (a negative, expected []).
The `why` of every negative starts with the kind of negative it is (`log:`, `others:`, `statement:`, `schedule:`,
`habit:`, `memory:`, `since:`, `weather:`, `sport:`, `quote:`, `condition:`, `wish:`, `question:`, `refusal:`,
`ongoing:`, `name:`, `place:`, `count:`, `reference:`, `version:`, `amount:`, `measure:`, `recipe:`, `phone:`,
`score:`, `duration:`); the counts by kind are printed after the file is written, for SOURCE.md.

Some days from the reference (Friday 2029-04-20 18:40): the morning, noon, `heute Nachmittag` (15:00) and every clock
time before 18:40 have passed, so `heut früh um 5`, `heid in da fria um 4`, `Heute um 10 Uhr`, `heute mittag`, `Heute
Vormittag` and `hüt am morge` are logs, while `heute abend` (19:00), `Heute Abend … ab 19 Uhr` and `Heute Abend um
halb 9` (20:30) are still ahead. morgen (`moing`, `morjen`, `morn`) is Saturday 04-21, übermorgen (`übermorgn`,
`übermorjen`, `übermorn`) Sunday 04-22; a bare weekday is the next one, today excluded: Samstag 04-21 (the same day as
morgen), Sonntag 04-22, Montag (`mo`, `mäntig`) 04-23, Dienstag (`Di.`, `zischtig`) 04-24, Mittwoch (`mi`) 04-25,
Donnerstag (`do`) 04-26, Freitag (`fr.`, `fritig`) 04-27, a week from today. Said on a Friday, the coming weekday and
next week's agree from Monday to Friday (`nächsten Mittwoch`, `nächste woche mittwoch` are 04-25, as bare `mi` is;
`nächste Woche Donnerstag` 04-26), and only Saturday and Sunday are read a week apart, so no positive says `nächsten`
or `nächste Woche` with Saturday or Sunday. `nächste woche` alone is a range whose value is Monday 04-23. `am WE` is
Saturday 04-21, tomorrow. April has 30 days, so `bis ende monat`, `bis Monatsende` and `bis Ende April` are Monday
04-30; `in 3 tagen` is Monday 04-23, `in 10 täg` Monday 04-30, `in 2 wochen` Friday 05-04; `am 23.`, `bis zum 25.`,
`am 26.` are this month's days, `bis zum 4.` May's (the 4th has passed this month); `bis 27.4.` is Friday, `bis
Mittwoch, 2.5.` and `am 2.5.` Wednesday, `bis 8.5.` Tuesday, `für 12.5.` Saturday, `bis 14.5.` Monday, `bis 15.5.`
Tuesday, `bis 30.5.` Wednesday; dotted dates without a year are in 2029. Nearby: Easter was 04-01; Walpurgis night
04-30; Labour Day Tuesday 05-01 (a holiday in Germany and Austria); Ascension Thursday 05-10; Mother's Day 05-13;
Whit Monday 05-21; Corpus Christi 05-31. No positive falls on 05-01 or 05-10 (checked below). Weekdays named beside
dates agree with them (checked below).
"""

import sys
from datetime import date, datetime, timedelta
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "handwritten" / "tools"))
import due_gold  # noqa: E402

due_gold.set_reference(datetime(2029, 4, 20, 18, 40))  # a Friday evening; before any record is read

from dev2_writer import check_no_duplicates, check_writers, print_negative_kinds, write_by_locale  # noqa: E402
from due_gold import (  # noqa: E402
    Lookalike,
    Unwanted,
    at,
    days,
    end_of_month,
    md,
    next_week,
    nth,
    r,
    wd,
    wd_next_week,
    weekend,
)

TODAY = days(0)
OUTPUT = "dev11-due-dates.jsonl"


def easter(year):
    """Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = b // 4, b % 4
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = c // 4, c % 4
    l = (32 + 2 * e + 2 * i - h - k) % 7  # noqa: E741
    m = (a + 11 * h + 22 * l) // 451
    return date(year, (h + l - 7 * m + 114) // 31, (h + l - 7 * m + 114) % 31 + 1)


assert TODAY == date(2029, 4, 20) and TODAY.weekday() == 4  # a Friday
# A weekday written beside a date must be that date's weekday.
for (month, day), weekday in {(4, 28): 5, (5, 2): 2}.items():
    assert md(month, day).weekday() == weekday, (month, day)
# Said on a Friday, the coming Monday to Friday are next week's; Saturday and Sunday are a week apart.
for name in ("mon", "tue", "wed", "thu", "fri"):
    assert wd(name) == wd_next_week(name), name
for name in ("sat", "sun"):
    assert (wd_next_week(name) - wd(name)).days == 7, name
assert wd("sat") == days(1) == weekend() == date(2029, 4, 21) and wd("sun") == days(2)
assert wd("mon") == next_week() == days(3) == date(2029, 4, 23) and wd("fri") == days(7)
assert wd("tue") == date(2029, 4, 24) and wd("wed") == date(2029, 4, 25) and wd("thu") == date(2029, 4, 26)
assert nth(23) == date(2029, 4, 23) and nth(25) == date(2029, 4, 25) and nth(26) == date(2029, 4, 26)
assert nth(4) == date(2029, 5, 4)
assert end_of_month() == date(2029, 4, 30) and days(10) == date(2029, 4, 30) and days(14) == date(2029, 5, 4)
assert md(4, 27).weekday() == 4 and md(5, 8).weekday() == 1 and md(5, 12).weekday() == 5
assert md(5, 14).weekday() == 0 and md(5, 15).weekday() == 1 and md(5, 30).weekday() == 2
# Holidays nearby, from Easter; no positive falls on Labour Day or Ascension.
EASTER = easter(2029)
assert EASTER == date(2029, 4, 1)
HOLIDAYS = {date(2029, 5, 1): "Labour Day", EASTER + timedelta(days=39): "Ascension"}
assert EASTER + timedelta(days=39) == date(2029, 5, 10) and EASTER + timedelta(days=50) == date(2029, 5, 21)

SHEPHERD = [  # Sönke, 41, Wanderschäfer in der Lüneburger Heide bei Schneverdingen; klein, knapp, norddeutsch (moin, anne, is, man), Schnucken, Aue, Böcke, Koppel
    r("moin, klauenschneiden bei den böcken bis do erledigen", wd("thu")),
    r("tierärztin kommt morgen um halb 11 wegen der lahmen aue, koppel 3", at(days(1), 10, 30)),
    r("nächste woche schurtermin mit dem scherer aus bispingen klarmachen", next_week()),
    r("am WE zaun anne heidekoppel 4 umsetzen, netze sind im hänger", weekend()),
    r("weideantrag beim landkreis bis 15.5. einreichen, flurkarte beilegen", md(5, 15)),
    r("heu für die lämmer in 3 tagen bei meyer in wintermoor abholen, 20 ballen", days(3)),
    r("heidschnuckenmarkt in müden sa 28.4., 20 jährlinge bis mi anmelden", wd("wed")),
    r(
        "heut früh um 5 zwei lämmer gekriegt, beide fit",
        Unwanted("log: this morning at 5, passed at 18:40, a participle"),
    ),
    r(
        "letzten sonntag die ganze herde von der osterheide rübergetrieben, 9 km",
        Unwanted("log: last Sunday, a participle"),
    ),
    r(
        "tierärztin hat ab 23. urlaub bis 6.5., vertretung macht dr. brandt aus soltau",
        Unwanted("others: the vet's leave from a day to a date"),
    ),
    r("ab 1.5. gibts für die heidepflege 38 euro mehr pro hektar", Unwanted("statement: a grant from a date")),
    r(
        "heide-erlebniszentrum undeloh: di–so 10–17 uhr, mo ruhetag",
        Unwanted("schedule: a visitor centre's hours pasted as information"),
    ),
    r(
        "sonntags bleib ich immer bei der herde, da kommen die touris mit hunden ohne leine",
        Unwanted("habit: a plural weekday with `immer`"),
    ),
    r("1998 hab ich die herde vom opa übernommen, 180 tiere warn das", Unwanted("memory: a past year")),
    r("dwd: sonntag gewitter, örtlich hagel", Unwanted("weather: a forecast for Sunday")),
    r(
        "falls der wolf am WE wieder da is, bleiben die lämmer nachts im stall",
        Unwanted("condition: a condition and its outcome, asks nothing"),
    ),
    r("hab ich die ohrmarken am dienstag bestellt oder erst mittwoch?", Unwanted("question: about past days")),
    r(
        "bahnübergang in wintermoor is noch bis 30.4. dicht, umweg über ehrhorn",
        Unwanted("ongoing: a level crossing closed until a date"),
    ),
    r("bestand: 412 mutterschafe, 9 böcke, 38 ziegen, 3 hütehunde", Lookalike("count: a flock's numbers")),
    r(
        "ohrmarke DE 03 512 04711 verloren, aue nr. 12/4",
        Lookalike("reference: an ear tag and a ewe's number with a slash (not 12 April)"),
    ),
]

PROBATION = [  # Petra, 54, Bewährungshelferin beim Ambulanten Justizsozialdienst in Hannover; ganze Sätze mit Punkt, immer "Uhr", Herr/Frau mit Initiale, Az., AG/LG, StA
    r("Bericht an das LG Hannover zu Herrn K. bis 27.4. fertigstellen.", md(4, 27)),
    r("Hausbesuch bei Herrn D. in Linden am Dienstag um viertel nach 3.", at(wd("tue"), 15, 15)),
    r("Herrn S. am Montag um 9 Uhr wegen der Schuldnerberatung anrufen.", at(wd("mon"), 9)),
    r("Fallbesprechung mit der Jugendgerichtshilfe am 26. um 13.30 Uhr, Akte mitnehmen.", at(nth(26), 13, 30)),
    r("Stellungnahme zum Widerrufsantrag der StA bis Monatsende, Frist im Kalender eintragen.", end_of_month()),
    r("Supervision nächsten Mittwoch um halb 2 in der Goseriede.", at(wd_next_week("wed"), 13, 30)),
    r("Heute Abend noch Frau Albers zurückrufen, sie ist erst ab 19 Uhr erreichbar.", at(TODAY, 19)),
    r("Anmeldung von Herrn T. zum Anti-Gewalt-Training bis Mittwoch, 2.5., an Frau Reuter schicken.", md(5, 2)),
    r(
        "Heute um 10 Uhr Erstgespräch mit Herrn B. gehabt, wirkt motiviert.",
        Unwanted("log: this morning at 10, passed, a participle"),
    ),
    r(
        "Gestern Abend um 21 Uhr hat Herr K. auf dem Diensthandy angerufen, er war betrunken.",
        Unwanted("log: last night, a perfect and a simple past"),
    ),
    r("Herr M. hat am 3.5. seine Hauptverhandlung vor dem AG Hannover.", Unwanted("others: a client's trial")),
    r(
        "Ab 1. Juni gilt die neue Dienstanweisung zur Aktenführung im AJSD.",
        Unwanted("statement: a rule from a date"),
    ),
    r(
        "Jobcenter Region Hannover, Sprechzeiten: Mo, Di, Fr 8–12 Uhr, Do 14–18 Uhr.",
        Unwanted("schedule: a job centre's hours pasted as information"),
    ),
    r("Seit 1. März betreue ich 61 Probanden, so viele wie nie.", Unwanted("since: a start date")),
    r(
        "96 spielt morgen um 13 Uhr gegen Paderborn, die Stadtbahn wird voll sein.",
        Unwanted("sport: a home match tomorrow, asks nothing"),
    ),
    r(
        "Herr K. wörtlich: 'Ab Montag fange ich bei der Spedition in Laatzen an.'",
        Unwanted("quote: a client's words about Monday"),
    ),
    r(
        "Hat Herr P. am Mittwoch seine Arbeitsstunden abgeleistet oder nicht?",
        Unwanted("question: about last Wednesday, a participle"),
    ),
    r(
        "Neuer Proband heißt Frank Freitag, 23 Jahre, aus Vahrenwald.",
        Lookalike("name: the surname Freitag after a first name"),
    ),
    r("Handynummer Herr Y.: 0151 2304 1987", Lookalike("phone: a mobile number ending in what looks like a year")),
    r(
        "Az. 14 Ls 318/28, Bewährungszeit 3 Jahre, Auflage 120 Sozialstunden",
        Lookalike("reference: a file number with a slash and a two-digit year, a term and hours"),
    ),
]

GUIDE = [  # Korbinian "Korbi", 36, Berg- und Skiführer in Garmisch-Partenkirchen; klein, bairisch (heid, moing, übermorgn, fria, ned, i, mia, hod, gwen, leit), hm, LVS, Emoji
    r("moing fria um 6 treffpunkt hausbergbahn mit de 3 gäst aus münchen, lvs-check", at(days(1), 6)),
    r("übermorgn dreiviertel 7 an da talstation kreuzeck, skitour mit familie huber ⛷️", at(days(2), 6, 45)),
    r("bergwacht-übung mi abends um 7 am hausberg", at(wd("wed"), 19)),
    r("2 klettersteigsets für de jubiläumsgrat-tour bis fr. ausleihen", wd("fri")),
    r("anzahlungen für den hochtourenkurs bis zum 4. eintreiben, sunst fliagn's raus", nth(4)),
    r("knorrhütte für 12.5. reserviern, 6 leit, halbpension", md(5, 12)),
    r("heid no de lvs-batterien wechseln, sunst piepst's moing ned", TODAY),
    r(
        "heid in da fria um 4 los, um halb 9 am gipfel gwen, 2 gäst, traumwetter ☀️",
        Unwanted("log: this morning at 4 and at half past 8, passed, a dialect participle"),
    ),
    r(
        "letzten samstag mit 6 leit auf d alpspitz gwen, oana hod schlappgmacht",
        Unwanted("log: last Saturday, dialect participles"),
    ),
    r(
        "da kollege flori fliagt am dienstag nach kathmandu, 7 wocha expedition",
        Unwanted("others: a colleague's trip"),
    ),
    r(
        "alpspitzbahn: tägl. 8.30–17 uhr, ab 12.5. bis 17.30",
        Unwanted("schedule: a cable car's hours pasted as information"),
    ),
    r(
        "dienstags geh i immer um 6 in d kletterhalle",
        Unwanted("habit: a plural weekday with `immer` and an hour"),
    ),
    r(
        "am 14. august 2019 des erste mal aufm matterhorn gstandn",
        Unwanted("memory: a date with its year, a dialect participle"),
    ),
    r(
        "lawinenwarndienst bayern: ab sonntag stufe 3 über 2000 m",
        Unwanted("weather: an avalanche bulletin from Sunday"),
    ),
    r("de sechzger ham am sonntag 2:0 gwunna 💙", Unwanted("sport: last Sunday's result")),
    r("oide bergführerweisheit: 'da berg is moing a no do'", Unwanted("quote: a saying with `moing`")),
    r(
        "falls moing da föhn kimmt, bleibt d gondl eh zua",
        Unwanted("condition: a condition and its outcome, asks nothing"),
    ),
    r("pfingsten nimm i heuer koane touren o, do is familie", Unwanted("refusal: Whitsun turned down")),
    r(
        "tour aufs sonntagshorn, 1961 m, vo unken aus, 3 std",
        Lookalike("place: the mountain Sonntagshorn, a height like a year and hours of walking"),
    ),
    r(
        "neie gäst: april und jonas aus hamburg, ganz frische anfänger",
        Lookalike("name: a guest called April, in lower case"),
    ),
]

ASPARAGUS = [  # Doreen, 48, Spargel- und Erdbeerbäuerin in Beelitz (Brandenburg); klein, berlinisch (ick, nich, jut, det, uff, morjen, jestochen), kl. 1, €/kg, Erntehelfer
    r("morjen um 7 die erntehelfer ausm wohnheim abholen, 2 fahrten", at(days(1), 7)),
    r("folie uff feld 4 bis mi umdrehen, schwarz nach oben", wd("wed")),
    r("stand fürs spargelfest anmelden bis 8.5., det vergess ick sonst wieder", md(5, 8)),
    r("übermorjen um viertel nach 3 spargelführung mit dem rentnerclub aus potsdam", at(days(2), 15, 15)),
    r("stundenzettel der erntehelfer bis ende monat ans lohnbüro", end_of_month()),
    r("sortiermaschine: monteur kommt am 23. um halb 9", at(nth(23), 8, 30)),
    r("erdbeerpflanzen kommen in 2 wochen, vorher die dämme ziehn", days(14)),
    r("heute abend noch neue preisschilder schreiben, 12,90 und 9,50", at(TODAY, 19)),
    r(
        "heute mittag 420 kilo jestochen, erster richtiger tag uff feld 7",
        Unwanted("log: noon today, passed, a dialect participle"),
    ),
    r(
        "mein großer hat am 27. seine jesellenprüfung als kfz-mechatroniker",
        Unwanted("others: her son's exam"),
    ),
    r(
        "ab montag kostet der spargel kl. 1 nur noch 10,90, is ja jetz jenug da",
        Unwanted("statement: a price from Monday"),
    ),
    r(
        "RE7 ab beelitz-heilstätten: 5:12, 5:42, 6:12 richtung berlin",
        Unwanted("schedule: a train timetable pasted as information"),
    ),
    r("1991 hat vadder den hof zurückjekricht, nach der wende", Unwanted("memory: a past year")),
    r("wetter sagt für dienstag nachtfrost bis minus 2", Unwanted("weather: a frost forecast for Tuesday")),
    r(
        "kunde heute: 'ick komm morjen wieder, wenn se frischen ham'",
        Unwanted("quote: a customer's words about tomorrow"),
    ),
    r("irjendwann mal im winter nach thailand, wenn der hof übajeben is", Unwanted("wish: some winter")),
    r("am sonntag steh ick nich mehr am stand an der B2, basta", Unwanted("refusal: Sundays turned down")),
    r(
        "lieferung fürs hotel an der straße des 17. juni: 40 kilo kl. 1 jeschält",
        Lookalike("place: a street named after a date"),
    ),
    r("spargel weiß kl. 1 12,90 €/kg, kl. 2 9,50, bruch 4,–", Lookalike("amount: prices per kilo")),
    r(
        "spargelsuppe: schalen von 1 kg, 1 l wasser, 1/2 zitrone, 1 tl zucker, 20 min köcheln",
        Lookalike("recipe: quantities, a fraction with a slash and a cooking time"),
    ),
]

DOCTOR = [  # Dr. Elisabeth, 58, Allgemeinmedizinerin mit Kassenordination in Zwettl (Waldviertel), hat Wochenenddienst; ganze Sätze mit Punkt, Ordi, Hausbesuch, ÖGK, LK, Hr./Fr., Jänner, viertel 9 (8:15)
    r(
        "Wochenenddienst: morgen um viertel 9 Hausbesuch bei Hr. Pichler in Rudmanns, Verbandswechsel.",
        at(days(1), 8, 15),
    ),
    r("Übermorgen um 10 Uhr Visite im Pflegeheim, Medikamentenliste mitnehmen.", at(days(2), 10)),
    r("Befund von Fr. Wagner bis Di. an das LK Zwettl faxen.", wd("tue")),
    r("Qualitätszirkel der Ärztekammer am 2.5. um 19 Uhr in Krems.", at(md(5, 2), 19)),
    r("FSME-Impfstoff für Mai bis Montag bei der Apotheke bestellen.", wd("mon")),
    r("In 3 Tagen INR-Kontrolle bei Hr. Leutgeb, Marcoumar ggf. anpassen.", days(3)),
    r("Krankenstandsmeldung Hr. Fuchs bis Ende April an die ÖGK nachreichen.", end_of_month()),
    r("Heute Abend um halb 9 noch den Dienstplan für den Notarztstützpunkt ausschicken.", at(TODAY, 20, 30)),
    r(
        "Heute Vormittag 52 Patienten in der Ordi gehabt, davon 14 mit Grippe.",
        Unwanted("log: this morning, passed, a participle"),
    ),
    r(
        "Dr. Zeilinger ist ab 30.4. zwei Wochen auf Urlaub in Kroatien.",
        Unwanted("others: a colleague's leave from a date"),
    ),
    r(
        "Ab 1. Juli gilt der neue ÖGK-Honorarkatalog für Hausbesuche.",
        Unwanted("statement: new fees from a date"),
    ),
    r(
        "Ordinationszeiten: Mo, Di, Do 7.30–12 Uhr, Mi 15–18 Uhr, Fr 7.30–11 Uhr.",
        Unwanted("schedule: the practice's hours pasted as information"),
    ),
    r(
        "Mittwochs mache ich immer die Hausbesuche in Großgöttfritz und Sallingberg.",
        Unwanted("habit: a plural weekday with `immer`"),
    ),
    r(
        "Im Jänner 1997 habe ich die Kassenstelle von Dr. Schwarz übernommen.",
        Unwanted("memory: a month of a past year, a participle"),
    ),
    r(
        "Falls der INR am Montag wieder über 4 ist, kommt Hr. Leutgeb ins LK.",
        Unwanted("condition: a condition and its outcome, asks nothing"),
    ),
    r("War Fr. Wagner am Montag oder am Dienstag zur Blutabnahme da?", Unwanted("question: about past days")),
    r(
        "Die Landstraße ist noch bis Ende Mai wegen Kanalbau halbseitig gesperrt.",
        Unwanted("ongoing: a road closed until the end of May"),
    ),
    r(
        "Neue Patientin Fr. Sonntag, Kamptalstraße 5, Diabetes Typ 2.",
        Lookalike("name: the surname Sonntag after `Fr.`, a house number and a type number"),
    ),
    r(
        "Entlassungsbrief: ICD-10 I48.1 und E11.9, CHA2DS2-VASc 4 Punkte",
        Lookalike("reference: diagnosis codes with dots and a score"),
    ),
    r("Rettung Zwettl 02822 52144, Labor Dr. Pemmer 02822 504 12", Lookalike("phone: two phone numbers")),
]

BRICKLAYER = [  # Dominik "Domi", 19, Maurerlehrling im 3. Lehrjahr in Leoben (Obersteiermark); klein, kaum Satzzeichen, steirisch (i, is, net, koa, sunst, gestan, fruah, heit no), 3/4 8, BS, LAP, Polier, Emoji
    r("morgen um 3/4 8 beim onkel in trofaiach betonieren helfen 💪", at(days(1), 7, 45)),
    r("LAP anmeldung bei da wk bis 14.5. 😬", md(5, 14)),
    r("mo um viertel nach 6 in da fruah baustelle göss, fliesn abladn", at(wd("mon"), 6, 15)),
    r("BS referat über ziegelverbände bis do fertig machen", wd("thu")),
    r("in 2 wochn is führerscheinprüfung 🚗 theorie no lernen", days(14)),
    r("heit no am polier de stunden schicken sunst gibts koa geld", TODAY),
    r("zahnarzt nächste woche mittwoch um halb 4", at(wd_next_week("wed"), 15, 30)),
    r("heit 3 paletten ziegl vermauert, mei kreuz is hin 😩", Unwanted("log: today's work, a participle")),
    r(
        "gestan auf da baustelle in donawitz bis 5 gschuftet",
        Unwanted("log: yesterday until 5, a dialect participle"),
    ),
    r("mei schwester heirat am 28. in trofaiach", Unwanted("others: his sister's wedding")),
    r("ab mai kriag ma lehrlinge 60 euro mehr im monat 💸", Unwanted("statement: pay from a month")),
    r(
        "freitags samma immer um 12 fertig, dann is wochenende",
        Unwanted("habit: a plural weekday with `immer` and an hour, said on a Friday"),
    ),
    r("seit september bin i im 3. lehrjahr", Unwanted("since: a start month")),
    r("wetter: mo und di 90% regen, do wieder sonne", Unwanted("weather: a forecast for Monday to Thursday")),
    r("da DSV leoben hat am samstag 0:2 verlorn gegen kapfenberg", Unwanted("sport: last Saturday's result")),
    r(
        "wenn i ausglernt hab, im herbst a monat australien 🦘",
        Unwanted("wish: some autumn, after a condition"),
    ),
    r("am 1. mai arbeit i sicher net, is feiertag", Unwanted("refusal: Labour Day turned down")),
    r(
        "baustelle: peter-tunner-straße 19, 2. stock, top 8",
        Lookalike("place: a street, a floor with an ordinal and a flat number"),
    ),
    r("wand 5,25 x 2,75 m, 25er ziegl, 14,4 m² pro seite", Lookalike("measure: a wall's size and area")),
    r(
        "wuzzl in da pause 10:7 gwonnen gegen den polier 😎",
        Lookalike("score: a table-football score like a time"),
    ),
]

BUTCHER = [  # Toni, 27, Metzger in einer Dorfmetzgerei in Schwyz und Schwinger; klein, kein ß, innerschweizerisch (hüt, morn, übermorn, isch, gsi, mäntig, zischtig, fritig, am 7i, am halbi 9), fr., kg
    r("morn am 7i 30 kilo bratwürscht für s turnfäscht in ibach parat mache", at(days(1), 7)),
    r("bestellig bim schlachthof bis am zischtig ufgäh", wd("tue")),
    r("übermorn am halbi 9 mit em trainer as frühligsschwinget in rothenthurm", at(days(2), 8, 30)),
    r("service für d kühlzelle 1 bis ende monat abmache", end_of_month()),
    r("am 26. am 14.00 chunt d lebensmittelkontrolle, vorher d wurschtchuchi putze", at(nth(26), 14)),
    r("gutschein für d gotte bis fritig im lade hole", wd("fri")),
    r("offeni rächnige vom märz in 10 täg mahne", days(10)),
    r(
        "hüt am morge 2 säu und 1 rind gmetzget, am 11i fertig gsi",
        Unwanted("log: this morning, passed, participles"),
    ),
    r("de chef isch ab mäntig 2 wuche in de ferie in portugal", Unwanted("others: the boss away from Monday")),
    r("ab 1. juni choschtet s rindshackfleisch fr. 24.50 s kilo", Unwanted("statement: a price from a date")),
    r(
        "öffnigsziite metzg: di–fr 7.30–12.15 / 14–18.30, sa 7–14",
        Unwanted("schedule: the shop's hours pasted as information"),
    ),
    r("donnschtigs mached mir immer d landjäger", Unwanted("habit: a plural weekday with `immer`")),
    r("sit 2021 schwing i für de schwyzer kantonalverband", Unwanted("since: a start year")),
    r("de fc schwyz spielt am samstig am 16.00 gäge kriens", Unwanted("sport: a fixture tomorrow, asks nothing")),
    r(
        "wenn s am sunntig rägnet, isch de schwinget i de halle",
        Unwanted("condition: a condition and its outcome, asks nothing"),
    ),
    r("hend mir am mittwuch 40 oder 50 kilo cervelat gmacht?", Unwanted("question: about last Wednesday")),
    r(
        "kühlzelle 2 isch no bis mittwuch usser betrieb",
        Unwanted("ongoing: a cold room out of service until Wednesday"),
    ),
    r(
        "im kühlhus: 14 halbi säu, 6 viertel rind, 220 kilo hackfleisch",
        Lookalike("count: halves and quarters of carcasses, `viertel` before a noun"),
    ),
    r("rindsfilet fr. 89.– s kilo, entrecôte 64.50, plätzli 38.–", Lookalike("amount: prices in francs")),
    r(
        "morgetraining: 10 km in 47:30 grennt, dänn 3x 400 m",
        Lookalike("duration: a running time like a clock time"),
    ),
]

BOOKKEEPER = [  # Fabienne, 39, Buchhalterin (60 %) in einem Treuhandbüro in Frauenfeld, Mutter von Lino (11), Mia (8) und Nael (4); ganze Sätze, kein ß, Znacht, Geburi, Velo, Grosi, MWST, AHV, Mandant, Zeiten mit Punkt
    r("MWST-Abrechnung Q1 für Mandant Keller bis 30.5. einreichen.", md(5, 30)),
    r("Elternabend von Lino am Dienstag um 19.30 im Schulhaus Auen.", at(wd("tue"), 19, 30)),
    r("Nael morgen um 10 ans Geburi von Elin bringen, Geschenk noch einpacken.", at(days(1), 10)),
    r("Übermorgen das Velo von Mia flicken, der Schlauch liegt in der Garage.", days(2)),
    r("Lohnläufe April für alle Mandanten bis zum 25. fertig machen.", nth(25)),
    r("Unsere Steuererklärung am WE fertig machen, Belege sind im Ordner 2028.", weekend()),
    r("Zahnarzt Lino nächste Woche Donnerstag um viertel nach 4.", at(wd_next_week("thu"), 16, 15)),
    r("Teamsitzung am Montag um 8.15, Budget 2030 mitnehmen.", at(wd("mon"), 8, 15)),
    r(
        "Am Mittwoch die Lohnabrechnung März für Mandant Huber korrigiert, war ein AHV-Fehler.",
        Unwanted("log: last Wednesday, a participle and a simple past"),
    ),
    r("Lino hat am 15. Mai seine Schulreise auf den Säntis.", Unwanted("others: her son's school trip")),
    r(
        "Die Chefin ist von Mittwoch bis Freitag an einer Weiterbildung in Zürich.",
        Unwanted("others: the boss away from Wednesday to Friday"),
    ),
    r(
        "Ab 1. August gilt in Frauenfeld der neue Kita-Tarif, 118 Franken pro Tag.",
        Unwanted("statement: a fee from a date"),
    ),
    r(
        "Stundenplan Mia: Mo 8.20–11.50, Di 8.20–15.10, Mi 8.20–11.50",
        Unwanted("schedule: a school timetable pasted as information"),
    ),
    r(
        "Dienstags hat Mia immer Geräteturnen bis 18.30.",
        Unwanted("habit: a plural weekday with `immer` and a time"),
    ),
    r(
        "Mia beim Znacht: 'Am Samstag will ich nicht zu Grosi!'",
        Unwanted("quote: her daughter's words about Saturday"),
    ),
    r("Einmal möchte ich im Herbst allein nach Lissabon, nur ich.", Unwanted("wish: some autumn")),
    r("Am Mittwochnachmittag nehme ich keine Termine mehr an.", Unwanted("refusal: Wednesday afternoons turned down")),
    r(
        "Abacus läuft jetzt auf Version 2029.1 R4, Mandant 12.3",
        Lookalike("version: a software version with the year in it, and a client number with a dot"),
    ),
    r(
        "Zopf: 1 kg Mehl, 1 1/2 EL Salz, 6 dl Milch, 1 Würfel Hefe, 40 min bei 200 Grad",
        Lookalike("recipe: quantities, a mixed fraction, a baking time and a temperature"),
    ),
    r(
        "FC Frauenfeld hat am Samstag 2:2 gespielt, Lino hat das 2:2 geschossen!",
        Unwanted("sport: last Saturday's result"),
    ),
]

WRITERS = {
    "shepherd": ("de_DE", SHEPHERD),
    "probation": ("de_DE", PROBATION),
    "guide": ("de_DE", GUIDE),
    "asparagus": ("de_DE", ASPARAGUS),
    "doctor": ("de_AT", DOCTOR),
    "bricklayer": ("de_AT", BRICKLAYER),
    "butcher": ("de_CH", BUTCHER),
    "bookkeeper": ("de_CH", BOOKKEEPER),
}

NEGATIVES = {
    "shepherd": 13,
    "probation": 12,
    "guide": 13,
    "asparagus": 12,
    "doctor": 12,
    "bricklayer": 13,
    "butcher": 13,
    "bookkeeper": 12,
}


def check_holidays():
    """No writer's positive falls on Labour Day or Ascension."""
    for _, items in WRITERS.values():
        for item in items:
            if isinstance(item.due, date):
                day = item.due.date() if isinstance(item.due, datetime) else item.due
                assert day not in HOLIDAYS, (item.text, HOLIDAYS.get(day))


if __name__ == "__main__":
    check_writers(WRITERS, NEGATIVES)
    check_holidays()
    folder = Path(__file__).resolve().parent.parent / "de"
    duplicates = check_no_duplicates(folder, OUTPUT, WRITERS)
    if duplicates:
        for text in duplicates:
            print(f"duplicate of an existing text (not written): {text}")
        sys.exit(1)
    write_by_locale(folder, WRITERS, "de", OUTPUT, "dev11")
    print_negative_kinds(WRITERS)

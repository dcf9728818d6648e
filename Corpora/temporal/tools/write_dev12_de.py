#!/usr/bin/env python3
"""Writes Corpora/temporal/de/dev12-due-dates.jsonl, the twelfth German DEVELOPMENT due-date set, from the records
below.

Written by another method than dev4-dev11: not by kinds of negatives, but as the phone notes of eight ordinary
German-speaking people (a retired wife, a student, a nurse on shifts, a father of three, a shop assistant, a
commuter, a club treasurer, a grandmother; none of them a writer of the earlier development sets or named in the
writer tables of ../de/SOURCE.md or the writer header comments of the earlier scripts), each imagined over two weeks
as a diary-like stream of 20 captures: what they jot down when something happens, what others told them, what they
read or were sent, what they plan. Every capture was typed by hand, one at a time; nothing is generated from
templates or slots. Only then was each capture labelled: a positive only where the writer wants a due date for
something they themselves will do or attend; everything else (what happened, other people's plans, facts,
schedules, forwarded information, habits, memories, wishes, musings, questions about the past, conditions, refusals,
and numbers, names, amounts and codes that look like dates or times) is a negative. 110 of the 160 captures are
negatives, 50 positives. The two weeks are the week before the reference and the week or two after it: since every
record shares one reference time, each capture is worded as its writer would type it at that moment (what happened
earlier in the fortnight is told in the past or as a log, what is ahead as a plan).

The due-date gold is computed with `datetime` from the reference 2030-07-21T09:40:00 (a Sunday morning, UTC) and the
conventions of Sources/OffloadNLP/OffloadNLP.docc/DateGrammar.md (helpers in Corpora/handwritten/tools/due_gold.py).
Each writer has a locale of their own (de_DE, de_AT, de_CH). This set is for DEVELOPMENT: date rules may be fitted
to it, so it measures nothing (see ../de/SOURCE.md).

Run from anywhere: `python3 Corpora/temporal/tools/write_dev12_de.py`. The output is byte-identical on every run.
Before writing, the script refuses (exit 1, nothing written) when one of its texts equals, with case and white space
folded, a text of another Corpora/temporal/de/*.jsonl file; it then prints only its own row.

Each record is r(text, due) where due is
  - a `date` or `datetime`: the due date the writer would want (a date when no clock time belongs to it),
  - Unwanted(why): a real date or time word the writer would not want as a due date (a negative, expected []),
  - Lookalike(why): something that looks like a date or time but is none (a negative, expected []).
The `why` of every negative starts with a short word for its kind, chosen as the capture came rather than from a
list written beforehand (`log:`, `others:`, `heard:`, `read:`, `forwarded:`, `schedule:`, `fact:`, `habit:`,
`memory:`, `since:`, `weather:`, `sport:`, `tally:`, `quote:`, `saying:`, `condition:`, `wish:`, `musing:`,
`question:`, `refusal:`, `name:`, `amount:`, `measure:`, `number:`, `phone:`, `recipe:`); the counts by kind are
printed after the file is written, for SOURCE.md.

Some days from the reference (Sunday 2030-07-21 09:40): the early morning and every clock time before 09:40 have
passed, and so has `heute früh` (the morning, 09:00), so `Heute früh um halb 7`, `heute um 8`, `heit früh um 7`,
`hüt am morge am 6i`, `Heute um 8` and `heute früh um 6` (twice) are logs, while `Heute Mittag` (12:00), `heute
Nachmittag` (15:00), `Heute um 3` (15:00), `Heute um 5` (17:00), `heute abend` (19:00) and `heit ND um 19 uhr` are
still ahead; `heute noch` is today as a day. morgen (`morgn`, `morn`) is Monday 07-22, übermorgen Tuesday 07-23; a
bare weekday is the next one, today excluded: Montag (`mo`) 07-22, the same day as morgen, Dienstag (`Di`, `di`,
`zischtig`) 07-23, Mittwoch (`mi`) 07-24, Donnerstag (`do`, `Do`) 07-25, Freitag (`fritig`) 07-26, Samstag (`Sa`,
`samstig`) 07-27, Sonntag 07-28, a week from today. Said on a Sunday, the coming weekday and next week's agree for
all seven days (`nächsten freitag` is 07-26, as bare `freitag` is; checked below), and `nächste Woche` alone is a
range whose value is Monday 07-22, tomorrow. `am WE` said on a Sunday morning could be today or the weekend ahead,
so no positive uses it. July has 31 days, so `bis ende juli` and `bis monatsende` are Wednesday 07-31, ten days
away; the days of the month before the 21st have passed, so `am 5.` and `bis zum 9.` are August's (Monday 08-05,
Friday 08-09); `bis 25.7.` is Thursday, `bis 31.7.` and `bis Mittwoch, 31.7.` Wednesday, `fr 2.8.` Friday, `bis
12.8.` Monday, `am mittwuch 14.8.` Wednesday, `bis 20.8.` Tuesday, `bis 30.9.` Monday; dotted dates without a year
are in 2030. Nearby: the Swiss National Day on Thursday 08-01 and Assumption on Thursday 08-15 (a holiday in
Austria, in Catholic Bavaria with Passau and in the Catholic Swiss cantons); no positive falls on either (checked
below), and both appear only beside another date or in a negative. Weekdays named beside dates agree with them
(checked below).
"""

import sys
from datetime import date, datetime
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "handwritten" / "tools"))
import due_gold  # noqa: E402

due_gold.set_reference(datetime(2030, 7, 21, 9, 40))  # a Sunday morning; before any record is read

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
)

TODAY = days(0)
OUTPUT = "dev12-due-dates.jsonl"

assert TODAY == date(2030, 7, 21) and TODAY.weekday() == 6  # a Sunday
# A weekday written beside a date must be that date's weekday.
for (month, day), weekday in {(7, 31): 2, (8, 2): 4, (8, 4): 6, (8, 10): 5, (8, 12): 0, (8, 14): 2}.items():
    assert md(month, day).weekday() == weekday, (month, day)
# Said on a Sunday, the coming weekday and next week's agree for all seven days.
for name in ("mon", "tue", "wed", "thu", "fri", "sat", "sun"):
    assert wd(name) == wd_next_week(name), name
assert wd("mon") == days(1) == next_week() == date(2030, 7, 22) and days(2) == wd("tue") == date(2030, 7, 23)
assert wd("wed") == date(2030, 7, 24) and wd("thu") == date(2030, 7, 25) and wd("fri") == date(2030, 7, 26)
assert wd("sat") == date(2030, 7, 27) and wd("sun") == days(7) == date(2030, 7, 28)
assert end_of_month() == date(2030, 7, 31) == days(10)
assert nth(5) == date(2030, 8, 5) and nth(9) == date(2030, 8, 9)
assert md(7, 25).weekday() == 3 and md(8, 20).weekday() == 1 and md(9, 30).weekday() == 0
# Holidays nearby; no positive falls on either.
HOLIDAYS = {date(2030, 8, 1): "Swiss National Day", date(2030, 8, 15): "Assumption"}
assert all(day.weekday() == 3 for day in HOLIDAYS)

RETIREE = [  # Gudrun, 71, Rentnerin in Hameln, mit Horst (74) verheiratet, Sohn Matthias und Schwiegertochter Sanne, Enkelin Lea; ganze Sätze, Großschreibung, H. = Horst, Ausrufezeichen, Dewezet, Stadtwerke, Wochenmarkt
    r(
        "Dienstags und freitags ist Wochenmarkt, da gehen wir immer zusammen hin.",
        Unwanted("habit: plural weekdays with `immer`, the couple's routine"),
    ),
    r(
        "Gestern beim Schützenfest gewesen, Horst hat bis 23 Uhr getanzt!",
        Unwanted("log: yesterday, a participle, and a time last night"),
    ),
    r("Rezept für H. seine Blutdrucktabletten bis Freitag in der Apotheke abholen", wd("fri")),
    r(
        "Ilse erzählt, ihr Enkel zieht am 1. August nach Leipzig.",
        Unwanted("heard: a friend's grandson's move on a date"),
    ),
    r(
        "Heute früh um halb 7 war Horst schon im Garten, die Schnecken haben alles kahlgefressen.",
        Unwanted("log: this morning at 6:30, passed at 09:40, a simple past"),
    ),
    r(
        "Heute vor 48 Jahren geheiratet, am 21. Juli 1982. Horst hat es natürlich vergessen.",
        Unwanted("memory: the wedding day 48 years ago, today's anniversary asks nothing"),
    ),
    r("Heute um 3 Kaffeetrinken bei Ilse, Streuselkuchen mitnehmen", at(TODAY, 15)),
    r(
        "Matthias und Sanne fliegen am Samstag für zwei Wochen nach Kreta.",
        Unwanted("others: the son's and daughter-in-law's trip"),
    ),
    r("Geburtstagskarte für Sanne, sie hat am 30.! Bis Donnerstag einwerfen", wd("thu")),
    r(
        "In der Dewezet gelesen: Die Weserbrücke wird ab 5. August drei Wochen gesperrt.",
        Unwanted("read: a bridge closure from a date, in the local paper"),
    ),
    r("Im Radio: Hitze bis Mittwoch, bis 34 Grad.", Unwanted("weather: a heat forecast until Wednesday")),
    r("Morgen um viertel nach 9 Fußpflege, Frau Kowalski", at(days(1), 9, 15)),
    r(
        "Stadtwerke: Abschlag jetzt 86 € statt 74 €, Kundennummer 4471-0930",
        Lookalike("amount: a monthly instalment and a customer number with a dash"),
    ),
    r(
        "Rente für August kommt am 31.7., steht auf dem Kontoauszug.",
        Unwanted("fact: the pension's payment day, read off a statement"),
    ),
    r("Horst zum Augenarzt fahren, Mittwoch 10.15 Uhr, Dr. Brinkmann in der Bäckerstraße", at(wd("wed"), 10, 15)),
    r(
        "Die neuen Nachbarn in Nr. 14 heißen Sonntag, nette Leute mit zwei Kindern.",
        Lookalike("name: a family called Sonntag, and a house number"),
    ),
    r(
        "Haben wir die Gasrechnung im Juni überwiesen oder erst am 3. Juli?",
        Unwanted("question: about a past month and a past day"),
    ),
    r("Zählerstand Wasser ablesen und bis 31.7. an die Stadtwerke melden", md(7, 31)),
    r(
        "Socken für Lea: Größe 38/39, 64 Maschen, Schaft 17 cm",
        Lookalike("measure: a shoe size with a slash (not 38 September), stitches and a length"),
    ),
    r(
        "Irgendwann möchte ich noch mal nach Norderney, am liebsten im September.",
        Unwanted("wish: some September"),
    ),
]

STUDENT = [  # Leonie, 21, studiert Lehramt Grundschule in Passau (5. Semester), wohnt in einer WG, kommt aus der Nähe von Deggendorf; klein, Emoji, wtf, bib, stud.ip, ba-thema, Prüfungsphase
    r(
        "warum ist der juli eigentlich jedes jahr so vollgepackt",
        Unwanted("musing: a month, asks nothing"),
    ),
    r(
        "gestern bis 3 uhr auf der wg-party von jonas, nie wieder 🥴",
        Unwanted("log: last night until 3, yesterday"),
    ),
    r("klausur entwicklungspsycho do 14 uhr im audimax 😬", at(wd("thu"), 14)),
    r(
        "lena fliegt am 29. nach lissabon, erasmus für ein ganzes jahr 😭",
        Unwanted("others: a friend's flight on a day of the month"),
    ),
    r(
        "öffnungszeiten bib in der prüfungsphase: mo–sa 8–24 uhr, so 10–22 uhr",
        Unwanted("schedule: library hours pasted as information"),
    ),
    r("putzplan wg: bad bin ich dran, bis mi", wd("wed")),
    r(
        "heute um 8 schon in der bib gewesen, alle plätze weg wtf",
        Unwanted("log: this morning at 8, passed, a participle"),
    ),
    r("mama zurückrufen heute abend!!", at(TODAY, 19)),
    r(
        "laut fachschaft wird die mathe-klausur fürs 3. semester auf den 6.8. verschoben, betrifft mich zum glück nicht mehr",
        Unwanted("heard: another cohort's exam moved to a date, not hers"),
    ),
    r("übermorgen 10:30 sprechstunde bei prof. seidl wegen ba-thema", at(days(2), 10, 30)),
    r(
        "hab ich die praktikumsbewerbung am 10. abgeschickt oder nur als entwurf gespeichert??",
        Unwanted("question: about a past day of the month"),
    ),
    r(
        "ab wintersemester kostet das semesterticket 34 € mehr",
        Unwanted("fact: a price from a term on"),
    ),
    r("semesterbeitrag 85 € bis ende juli überweisen sonst exmatrikuliert 💀", end_of_month()),
    r(
        "raum HS 9, platz 12/3, matrikelnr 98 2214",
        Lookalike("number: a lecture hall, a seat with a slash (not 12 March) and a student number"),
    ),
    r(
        "oma immer: 'was du heute kannst besorgen, das verschiebe nicht auf morgen' 🙄",
        Unwanted("saying: a grandmother's proverb with heute and morgen"),
    ),
    r("hausarbeit didaktik bis 12.8. im stud.ip hochladen", md(8, 12)),
    r(
        "falls ich am do durchfalle, schreib ich im oktober nach",
        Unwanted("condition: failing on Thursday and a resit in October"),
    ),
    r(
        "mensa: schnitzel 4,20, salat 2,85, zusammen 7,05",
        Lookalike("amount: canteen prices with a decimal comma"),
    ),
    r("zugticket heim nach deggendorf für fr 2.8. buchen", md(8, 2)),
    r(
        "im august mit mara an den gardasee, wenn das geld reicht",
        Unwanted("wish: some August, if money allows"),
    ),
]

SHOP = [  # Melanie "Meli", 34, Verkäuferin in einem Drogeriemarkt in Gera, Tochter Emma (5), Freund Rico; klein, Emoji, ostthüringisch (nu, nich, is, nix), kasse, chefin, schicht, filiale
    r(
        "seit 1. märz 2019 in der filiale, kommt mir vor wie gestern",
        Unwanted("since: a past date with `seit`"),
    ),
    r(
        "samstags mach ich immer frühschicht, 7 bis 14.30",
        Unwanted("habit: a plural weekday with `immer` and shift hours"),
    ),
    r("gestern 312 kunden an kasse 2, rekord", Unwanted("log: yesterday, a count of customers at till 2")),
    r(
        "kundin gestern: 'ich komm montag wieder, wenn die ware da is'",
        Unwanted("quote: a customer's words about Monday"),
    ),
    r("mo spätschicht ab 12, emma vorher zu mutti", at(wd("mon"), 12)),
    r(
        "chefin is ab 5.8. drei wochen im urlaub, vertretung macht frau pohl aus zeulenroda",
        Unwanted("others: the manager's leave from a date"),
    ),
    r(
        "heute früh um 6 wach obwohl frei, der körper kennt nix anderes 🙄",
        Unwanted("log: this morning at 6, passed"),
    ),
    r("emma impfung di um 10 beim kinderarzt, impfpass nich vergessen!!", at(wd("tue"), 10)),
    r(
        "neue öffnungszeiten ab 1.8.: mo–sa 8–20 uhr",
        Unwanted("schedule: the shop's new hours from a date"),
    ),
    r(
        "kollegin sagt die filiale in der sorge macht ende august zu",
        Unwanted("heard: another branch closing at the end of August"),
    ),
    r("heute noch emma ihre schwimmsachen waschen", TODAY),
    r(
        "wismut gera hat am samstag 0:3 verloren, rico is sauer",
        Unwanted("sport: last Saturday's result, a participle"),
    ),
    r("urlaubsantrag für oktober bis nächsten freitag bei der chefin abgeben", wd_next_week("fri")),
    r(
        "angebot: windeln 2 für 17,90, zahnpasta 0,95",
        Lookalike("amount: offer prices with a decimal comma"),
    ),
    r("rico hat am do geburtstag, torte bei bäcker bergmann bis mi bestellen", wd("wed")),
    r(
        "laut tarif ab august 2,5 % mehr lohn",
        Unwanted("fact: a pay rise from a month"),
    ),
    r(
        "inventurliste nr. 20-07-31, regal 14/3",
        Lookalike("number: a stock list number shaped like a date and a shelf with a slash"),
    ),
    r(
        "falls es nächsten samstag regnet, fällt das hoffest bei ricos eltern aus",
        Unwanted("condition: rain next Saturday and its outcome, asks nothing"),
    ),
    r("kfz-versicherung bis 30.9. kündigen 😤 viel zu teuer", md(9, 30)),
    r(
        "einmal im leben nach new york, am liebsten im dezember",
        Unwanted("wish: some December"),
    ),
]

COMMUTER = [  # Holger, 49, Sachbearbeiter in Mannheim, pendelt täglich mit S3/RE ab Bruchsal, Frau Anja; knapp, Großschreibung, HO, MA, Gl., Uhrzeiten mit Doppelpunkt, Emoji selten
    r(
        "Seit 2016 pendle ich, das sind bald 3000 Fahrten",
        Unwanted("since: a past year with `seit`, and a count"),
    ),
    r(
        "Verspätungen letzte Woche: Mo 12, Di 0, Mi 25, Do 8, Fr Ausfall",
        Unwanted("tally: last week's weekdays with minutes of delay"),
    ),
    r(
        "Fr RE um 16:58 fiel aus, 40 min auf Gl. 4 in MA gestanden",
        Unwanted("log: last Friday's cancelled train, a simple past and a participle"),
    ),
    r(
        "Kollege Benedikt fliegt am Freitag für drei Wochen nach Kanada",
        Unwanted("others: a colleague's flight"),
    ),
    r("Morgen 7:30 Teammeeting vor Ort in MA, nicht HO!", at(days(1), 7, 30)),
    r(
        "Fahrplan S3 ab Bruchsal werktags: 6:17, 6:47, 7:17, danach alle 30 Minuten",
        Unwanted("schedule: a timetable pasted as information"),
    ),
    r(
        "Gestern 62 km mit dem Rad nach Heidelberg und zurück, Schnitt 24,1",
        Unwanted("log: yesterday's ride, a distance and an average speed"),
    ),
    r("Heute Mittag Anja am Bahnhof abholen", at(TODAY, 12)),
    r(
        "DB-App: Bauarbeiten Bruchsal–Graben-Neudorf vom 29.7. bis 9.8., Ersatzverkehr mit Bussen",
        Unwanted("forwarded: engineering works from one date to another, from the rail app"),
    ),
    r("Glasfaser-Techniker kommt Di um 8, HO eintragen", at(wd("tue"), 8)),
    r(
        "Flurfunk: die Abteilung zieht ab 1. Oktober nach Ludwigshafen um",
        Unwanted("heard: an office move from a date, a rumour"),
    ),
    r("Donnerstags bin ich immer im HO", Unwanted("habit: a plural weekday with `immer`")),
    r("Jobticket-Antrag bis 25.7. an die Personalabteilung", md(7, 25)),
    r(
        "Deutschlandticket kostet ab Januar 64 Euro",
        Unwanted("fact: a price from a month"),
    ),
    r(
        "Freitags nehme ich nie die S3 um 17:12, die ist immer rappelvoll",
        Unwanted("refusal: a train time on Fridays turned down as a rule"),
    ),
    r("Hochzeitstag am 2.8., Tisch beim Italiener bis Mittwoch reservieren", wd("wed")),
    r(
        "War das Meeting mit Kessler am Dienstag oder am Mittwoch?",
        Unwanted("question: about past days"),
    ),
    r(
        "Pendlerpauschale 2029: 46 km einfach, 218 Tage, macht rund 3.460 €",
        Unwanted("amount: a past tax year, a distance, a count of days and a sum"),
    ),
    r("Fahrrad Sa um 9 zur Inspektion, Radhaus am Bahnhof", at(wd("sat"), 9)),
    r(
        "Wetter: Dienstag bis 36 Grad, im Zug wieder keine Klima 🙄",
        Unwanted("weather: a forecast for Tuesday"),
    ),
]

NURSE = [  # Kathrin, 38, diplomierte Krankenpflegerin auf einer internen Station im Klinikum Wels, 12-Stunden-Dienste (TD/ND), Partner Gerald, Sohn Maxi (9); klein, kaum Satzzeichen, oberösterreichisch (heit, morgn, is, ned, i, hob, gmacht, gspüt, ur), pat., stat., KH, pickerl, e-card
    r(
        "am 1. september 2015 mein erster dienst auf da intern, 15 jahr is des her",
        Unwanted("memory: a past date with its year"),
    ),
    r(
        "am freitag 3 pat. mit hitzekollaps aufgnumma",
        Unwanted("log: last Friday, a participle"),
    ),
    r(
        "kollegin tanja is ab 29. in karenz, bis märz 2032",
        Unwanted("others: a colleague's parental leave from a day of the month"),
    ),
    r(
        "LASK hat gestern 1:1 gspüt, maxi war ur enttäuscht",
        Unwanted("sport: yesterday's result, a score"),
    ),
    r(
        "hob i am dienstag de überstunden eintragen lassen oder ned?",
        Unwanted("question: about last Tuesday"),
    ),
    r("dienstplanwünsche august bis do bei da stationsleitung abgeben, wunschfrei 10. u. 11.", wd("thu")),
    r(
        "heit früh um 7 übergabe gmacht, ND war ruhig, nur 2 aufnahmen",
        Unwanted("log: this morning at 7, passed, a participle"),
    ),
    r("heit ND um 19 uhr, vorher no tasche packen", at(TODAY, 19)),
    r(
        "gerald fährt am sa mit seine freunde zum fischen an die traun",
        Unwanted("others: her partner's trip on Saturday"),
    ),
    r(
        "besuchszeiten stat. 3: täglich 14–19 uhr",
        Unwanted("schedule: visiting hours pasted as information"),
    ),
    r("maxi zahnarzt mi um dreiviertel 4, e-card mitnehmen", at(wd("wed"), 15, 45)),
    r(
        "mittwochs hat maxi immer fußballtraining um 17 uhr, gerald bringt ihn hin",
        Unwanted("habit: a plural weekday with `immer`, someone else's routine"),
    ),
    r(
        "unwetterwarnung für OÖ heit ab 16 uhr, hagel möglich",
        Unwanted("weather: a storm warning from a time today"),
    ),
    r("morgn 14 uhr mim auto zum pickerl, werkstatt ruckerbauer", at(days(1), 14)),
    r(
        "blutdruck gerald: 135/85, puls 72",
        Lookalike("measure: a blood pressure with a slash and a pulse"),
    ),
    r(
        "ab august gibts im KH neue dienstkleidung, blau statt weiß",
        Unwanted("fact: new uniforms from a month"),
    ),
    r("hygiene-schulung online bis monatsende nachholen", end_of_month()),
    r(
        "am 15. august arbeit i heuer sicher ned, hob urlaub eingreicht und kriagt",
        Unwanted("refusal: a holiday she will not work, leave granted"),
    ),
    r("übermorgen nach dem schlafen geschenk für gerald kaufen, er hat am 27.", days(2)),
    r("schlüsseldienst: 0664 1207 3318", Lookalike("phone: a mobile number in groups")),
]

TREASURER = [  # Ernst, 64, Kassier des Fußballvereins in Hollabrunn (Weinviertel), früher Lagerhaus-Angestellter, Frau Gabi; ordentlich, Großschreibung, Obm., Lt., Fa., Hr., EUR, Kassa, Zeltfest, heuer, is, Enkerl
    r(
        "1988 bin ich Kassier geworden, damals noch mit Kassabuch und Schilling",
        Unwanted("memory: a past year"),
    ),
    r(
        "Zeltfest Sa: Einnahmen bar 6.412 EUR, Bons 1.830 EUR",
        Unwanted("log: yesterday's takings, the Saturday named as a heading"),
    ),
    r(
        "Die U15 hat gestern das Turnier in Retz gewonnen, 3:0 im Finale",
        Unwanted("sport: yesterday's tournament, a score"),
    ),
    r(
        "Heute um 8 schon die Kassa vom Fest nachgezählt, passt auf den Cent",
        Unwanted("log: this morning at 8, passed, a participle"),
    ),
    r("Heute um 5 Nachwuchsturnier, Kassa übernehmen", at(TODAY, 17)),
    r("Morgen früh um halb 9 zur Raiffeisenbank, Bareinzahlung Zeltfest 4.380 EUR", at(days(1), 8, 30)),
    r(
        "Obmann Hofbauer is ab 3.8. drei Wochen auf Kur in Bad Schallerbach",
        Unwanted("others: the chairman's spa stay from a date"),
    ),
    r("Kassabericht Zeltfest nächste Woche fertig machen, der Obmann will ihn vor der Sitzung", next_week()),
    r(
        "Lt. Bürgermeister gibt die Gemeinde heuer 5.000 EUR Förderung, Auszahlung im September",
        Unwanted("heard: a grant paid in September, from the mayor"),
    ),
    r("Vorstandssitzung Do 19.30 Uhr in der Kantine, Belege mitnehmen", at(wd("thu"), 19, 30)),
    r(
        "Spielplan Herbst: 1. Runde Fr 2.8. auswärts in Stockerau, 2. Runde Sa 10.8. daheim",
        Unwanted("schedule: the season's fixtures pasted as information"),
    ),
    r(
        "Dienstags mach ich immer die Buchhaltung, von 8 bis 11",
        Unwanted("habit: a plural weekday with `immer` and hours"),
    ),
    r("Übermorgen Getränkerechnung Fa. Gruber überweisen, 1.126,40 EUR", days(2)),
    r(
        "Ab 1.1. gilt beim Verband die neue Spielerpass-Gebühr, 25 EUR statt 18",
        Unwanted("fact: a fee from a date"),
    ),
    r(
        "Vereinskonto AT12 3200 0000 1234 5678, Beleg Nr. 2030/147",
        Lookalike("number: an account number and a receipt number with the year and a slash"),
    ),
    r("Mahnungen Mitgliedsbeitrag bis zum 9. verschicken, 23 Stück offen", nth(9)),
    r(
        "Hab ich die Rechnung vom Rasenmäherservice im Juni schon bezahlt?",
        Unwanted("question: about a past month"),
    ),
    r("Getränke Gruber, Hr. Weiß: 02952 3317", Lookalike("phone: a landline number with its area code")),
    r(
        "Am Sonntag, den 4.8. kassier ich beim Cupspiel nicht, hab ich dem Obmann schon gesagt.",
        Unwanted("refusal: a match day he will not work, already said"),
    ),
    r(
        "Nächstes Jahr möchte ich das Amt abgeben, am liebsten bei der JHV im März",
        Unwanted("wish: next year, some March"),
    ),
]

FATHER = [  # Marco, 41, Sachbearbeiter Logistik in Rapperswil-Jona, Vater von Elia (10), Nora (7) und Luan (3), Frau Simone; schreibt Mundart, klein, kein ß (hüt, morn, geschter, gsi, isch, bi üs, poschte, velo, badi, znacht, zischtig, mittwuch, donnschtig, fritig, samstig, am halbi 9, am 20.00), fr. mit Punkt
    r(
        "hüt vor 12 jahr hämmer simone und ich üs am seenachtsfest kenneglernt",
        Unwanted("memory: today 12 years ago"),
    ),
    r(
        "geschter mit de chind i de badi gsi, elia isch vom 5-meter gsprunge!",
        Unwanted("log: yesterday, a participle, a diving board's height"),
    ),
    r("nora bruucht en neue velohelm, bis samstig kaufe", wd("sat")),
    r(
        "hüt am morge am 6i scho wach wäg em luan, er zahnet",
        Unwanted("log: this morning at 6, passed"),
    ),
    r(
        "badi-abo familie fr. 240.–, einzeleintritt 7.50",
        Lookalike("amount: pool prices, `fr.` before a number and a dotted price"),
    ),
    r("morn am halbi 9 mit luan zum kinderarzt", at(days(1), 8, 30)),
    r(
        "simone isch vom 5. bis 9. auguscht gschäftlich in hamburg",
        Unwanted("others: his wife's business trip from one date to another"),
    ),
    r(
        "nachbar seit, d strass wird ab 19. auguscht für 2 wuche ufgrisse",
        Unwanted("heard: road works from a date"),
    ),
    r("ferielager elia: anmeldig und fr. 180.– bis 31.7. überwiise", md(7, 31)),
    r(
        "donnschtigs hol ich immer d chind bim grosi ab, am 17.30",
        Unwanted("habit: a plural weekday with `immer` and a time"),
    ),
    r(
        "meteo: ab mittwuch 30 grad, am wuchenend gwitter",
        Unwanted("weather: a forecast from Wednesday and for the weekend"),
    ),
    r("am zischtig grilliere bi üs, 6 persone, fleisch poschte", wd("tue")),
    r(
        "nora bim znacht: 'papi, am samstig isch s geburi-fescht vo de jana!'",
        Unwanted("quote: his daughter's words about a friend's party"),
    ),
    r("schwiizerfahne fürs balkon flicke bis fritig (1. auguscht!)", wd("fri")),
    r(
        "schuegrössi elia 36, nora 31, luan 24",
        Lookalike("measure: shoe sizes"),
    ),
    r(
        "rundmail schuel: unterricht im neue schueljahr startet am mäntig 12.8., stundeplan folgt",
        Unwanted("forwarded: the school's start date from a circular"),
    ),
    r("elia zahnspange kontrolle am 5. am 16.15", at(nth(5), 16, 15)),
    r(
        "hani d zahnarzträchnig am 28. juni zahlt oder nöd?",
        Unwanted("question: about a past date"),
    ),
    r("infoabig neui klass nora am mittwuch 14.8. am 20.00", at(md(8, 14), 20)),
    r(
        "im summer 2035 mit de ganze familie uf kanada, das wär en traum",
        Unwanted("wish: a summer years away"),
    ),
]

GRANDMOTHER = [  # Margrith, 76, Grossmutter in Liestal (BL), verwitwet (Walter), Tochter Regula, Enkel Anouk (9) und Mattia (6) in den Sommerferien oft bei ihr; ganze Sätze, Großschreibung, kein ß, Schweizer Wörter (Zolli, Billette lösen, Weggli, Wähe, Rahm, dl, Stedtli, revidiert), Fr. vor Preisen
    r(
        "Heute wäre Walter 80 geworden, am 21. Juli 1950 geboren",
        Unwanted("memory: her late husband's birthday and year of birth"),
    ),
    r(
        "Mittwochs um 14 Uhr gehe ich immer ins Altersturnen, seit 20 Jahren",
        Unwanted("habit: a plural weekday with `immer` and a time"),
    ),
    r(
        "Am Donnerstag mit den Kindern im Gitterli gewesen, Mattia kann jetzt schwimmen!",
        Unwanted("log: last Thursday, a participle"),
    ),
    r(
        "Heute früh um 6 schon 28 Grad auf dem Balkon",
        Unwanted("log: this morning at 6, passed, a temperature"),
    ),
    r("Regula heute Nachmittag anrufen wegen Abholen der Kinder", at(TODAY, 15)),
    r(
        "Regula und Daniel sind vom 3. bis 10. August auf Mallorca, die Kinder bleiben bei Daniels Eltern",
        Unwanted("others: her daughter's holiday from one date to another"),
    ),
    r("Am Dienstag um halb 10 mit Anouk und Mattia in den Zolli, Billette vorher lösen", at(wd("tue"), 9, 30)),
    r(
        "Frau Suter vom 2. Stock sagt, der Lift wird ab Montag eine Woche revidiert",
        Unwanted("heard: a lift serviced from Monday, a floor number"),
    ),
    r(
        "MeteoSchweiz: Hitzewarnung Stufe 3 bis Mittwochabend",
        Unwanted("weather: a heat warning until Wednesday evening"),
    ),
    r(
        "Coop: Aprikosen 1 kg Fr. 6.90, Kirschen 500 g 4.95",
        Lookalike("amount: prices after `Fr.` (francs, not Friday 6:90)"),
    ),
    r("Hörgerät zur Kontrolle, Donnerstag 14 Uhr, Akustiker an der Rathausstrasse", at(wd("thu"), 14)),
    r(
        "Aprikosenwähe: 250 g Mehl, 125 g Butter, 1 dl Rahm, 2 Eier, 35 Min. bei 220 Grad",
        Lookalike("recipe: quantities, a baking time and a temperature"),
    ),
    r("Lampions und Weggli für den 1. August bis Mittwoch, 31.7. besorgen", md(7, 31)),
    r(
        "War der Arzttermin von Mattia am Montag oder am Dienstag? Regula fragt.",
        Unwanted("question: about past days"),
    ),
    r(
        "Bus 80 ab Liestal Bahnhof: 8.12, 8.42, 9.12, 9.42",
        Unwanted("schedule: bus departures noted as information"),
    ),
    r("Morgen Blumen giessen bei Regula, Schlüssel ist im Milchkasten", days(1)),
    r(
        "Die Katze von Frau Gysin heisst Sonntag und sitzt schon wieder auf meinem Balkon",
        Lookalike("name: a cat called Sonntag"),
    ),
    r(
        "In der bz gelesen: Der Weihnachtsmarkt im Stedtli ist dieses Jahr vom 6. bis 8. Dezember",
        Unwanted("read: a Christmas market's dates in the paper"),
    ),
    r("Rechnung Zahnarzt Fr. 380.– bis 20.8. einzahlen", md(8, 20)),
    r(
        "Einmal möchte ich noch mit dem Glacier Express fahren, vielleicht im Herbst",
        Unwanted("wish: some autumn"),
    ),
]

WRITERS = {
    "retiree": ("de_DE", RETIREE),
    "student": ("de_DE", STUDENT),
    "shop": ("de_DE", SHOP),
    "commuter": ("de_DE", COMMUTER),
    "nurse": ("de_AT", NURSE),
    "treasurer": ("de_AT", TREASURER),
    "father": ("de_CH", FATHER),
    "grandmother": ("de_CH", GRANDMOTHER),
}

NEGATIVES = {
    "retiree": 14,
    "student": 13,
    "shop": 14,
    "commuter": 14,
    "nurse": 14,
    "treasurer": 14,
    "father": 13,
    "grandmother": 14,
}


def check_holidays():
    """No writer's positive falls on the Swiss National Day or Assumption."""
    for _, items in WRITERS.values():
        for item in items:
            if isinstance(item.due, date):
                day = item.due.date() if isinstance(item.due, datetime) else item.due
                assert day not in HOLIDAYS, (item.text, HOLIDAYS.get(day))


def check_ahead():
    """Every positive lies ahead of the reference (today as a day, or a time after 09:40)."""
    for _, items in WRITERS.values():
        for item in items:
            if isinstance(item.due, datetime):
                assert item.due > due_gold.REF, item.text
            elif isinstance(item.due, date):
                assert item.due >= TODAY, item.text


if __name__ == "__main__":
    check_writers(WRITERS, NEGATIVES)
    check_holidays()
    check_ahead()
    folder = Path(__file__).resolve().parent.parent / "de"
    duplicates = check_no_duplicates(folder, OUTPUT, WRITERS)
    if duplicates:
        for text in duplicates:
            print(f"duplicate of an existing text (not written): {text}")
        sys.exit(1)
    write_by_locale(folder, WRITERS, "de", OUTPUT, "dev12")
    print_negative_kinds(WRITERS)

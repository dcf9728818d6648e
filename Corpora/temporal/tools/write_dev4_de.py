#!/usr/bin/env python3
"""Writes Corpora/temporal/de/dev4-due-dates.jsonl, the fourth German DEVELOPMENT due-date set, from the records below.

Every capture below was typed by hand, one at a time, in the voice of one of eight imagined German-speaking writers
(none of them a writer named in a SOURCE.md under Corpora/temporal or Corpora/handwritten); nothing is generated
from templates or slots. 110 of the 160 captures are negatives (texts where the writer wants no due date although
they hold date- or time-like words), written to find the false dates the reader gives. The due-date gold is computed
with `datetime` from the reference 2027-10-13T12:10:00 (a Wednesday just after noon, UTC) and the conventions of
Sources/OffloadNLP/OffloadNLP.docc/DateGrammar.md (helpers in Corpora/handwritten/tools/due_gold.py). Each writer
has a locale of their own (de_DE, de_AT, de_CH). This set is for DEVELOPMENT: date rules may be fitted to it, so it
measures nothing (see ../de/SOURCE.md).

Run from anywhere: `python3 Corpora/temporal/tools/write_dev4_de.py`. The output is byte-identical on every run.

Each record is r(text, due) where due is
  - a `date` or `datetime`: the due date the writer would want (a date when no clock time belongs to it),
  - Lookalike(why): something that looks like a date or time but is none (a negative, expected []),
  - Unwanted(why): a real date or time the writer would not want as a due date (a negative, expected []).
The `why` of every negative starts with the kind of negative it is (`log:`, `reading:`, `habit:`, …); the counts
by kind are printed after the file is written, for SOURCE.md.

Some days from the reference (Wednesday 2027-10-13 12:10): morgen is Thursday 10-14, übermorgen and a bare Freitag
Friday 10-15, a bare Samstag 10-16, Montag 10-18, Dienstag 10-19 (`nächsten Dienstag` too: the coming and next
week's Tuesday agree), `Mittwoch nächste Woche` 10-20, `Ende nächster Woche` its Sunday 10-24, `in 2 Wochen` 10-27,
`in 3 wochen` 11-03, `Ende Monat` Sunday 10-31; a time without a day is today when after 12:10 (`heute halb 5` is
16:30). `Do. 21.10.`, `am 22.10.` (a Friday), `am 25.10.` (a Monday), `di 19.10`, `am 27.10.` (a Wednesday) agree
with their weekdays.
"""

import sys
from datetime import datetime
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "handwritten" / "tools"))
import due_gold  # noqa: E402

due_gold.set_reference(datetime(2027, 10, 13, 12, 10))  # a Wednesday just after noon; before any record is read

from dev2_writer import print_negative_kinds, write_by_locale  # noqa: E402
from due_gold import (  # noqa: E402
    Lookalike,
    Unwanted,
    at,
    days,
    end_of_month,
    md,
    r,
    wd,
    wd_next_week,
)

TODAY = days(0)

FERRY = [  # Hauke, 52, Schiffsmechaniker auf der Fähre Dagebüll–Föhr–Amrum, wohnt in Wyk; klein, knapp, HM = Hauptmaschine
    r("ersatzteile separator bei der werft in husum bestellen, spätestens fr", wd("fri")),
    r("DNV-besichtigung am 2.11. um 8 an bord, vorher ölproben ins labor schicken", md(11, 2)),
    r("zahnarzt in niebüll morgen viertel vor 8, also erste fähre", at(days(1), 7, 45)),
    r("gestern bei HM 2 die kühlwasserpumpe getauscht, dichtungssatz für HM 1 bestellen bis mo", wd("mon")),
    r("ella vom zug abholen in dagebüll, übermorgen 14.30", at(days(2), 14, 30)),
    r("überstundenzettel september an die reederei bis 20.10.", md(10, 20)),
    r("am montag wegen niedrigwasser 2 abfahrten ausgefallen, leute sauer", Unwanted("log: a past Monday, participle at the end")),
    r("hab am sonntag die bilge achtern leergepumpt, fast 400 liter drin", Unwanted("log: a past Sunday with an auxiliary")),
    r("betriebsstunden HM 1 41.872 h, HM 2 41.855 h, abgelesen um 6:50", Unwanted("reading: hour meters read this morning")),
    r("öltemp 82 grad um 10:40, öldruck 4,2 bar, alles im grünen bereich", Unwanted("reading: oil temperature at 10:40 today")),
    r("winterfahrplan ab 1.11.: wyk ab 6:30, 9:15, 12:30, 15:45 – dagebüll ab 8:00, 11:00, 14:00, 17:15", Unwanted("schedule: a winter timetable from 1 November")),
    r("immer 7 tage an bord, 7 tage frei, wechsel ist mittwochs mit der ersten fähre", Unwanted("habit: the crew rota, Wednesdays")),
    r("kutter 'juni' von jens liegt schon wieder auf unserem liegeplatz", Lookalike("name: a fishing boat called Juni")),
    r("getriebe untersetzung 3,2:1, propeller 4 flügel, steigung 1.15", Lookalike("number: a gear ratio, a pitch 1.15")),
    r("filtereinsatz art.-nr. 12.10-447, noch 6 stück im lager", Lookalike("number: an article number 12.10-447")),
    r("feierabend. wie mein vadder immer sagte: morgen ist auch noch ein tag", Lookalike("saying: morgen ist auch noch ein Tag")),
    r("wann war nochmal die letzte dockung in husum, frühjahr 24 oder herbst 23?", Unwanted("question: a past docking")),
    r("kaptän jensen ab montag 2 wochen auf mallorca, holger fährt für ihn", Unwanted("other: the captain's leave")),
    r("seit 1. oktober müssen wir die stunden in der app eintragen, voll der kram", Unwanted("since: 1 October")),
    r("werft in husum kann nicht am freitag, da ist ihr kran in kiel", Unwanted("declined: not on Friday")),
]

ORGANIST = [  # Annegret, 61, Kantorin und Orgellehrerin in Arnstadt (Thüringen); ordentlich, Gd., EG, BWV, KMD
    r("Orgelschüler Jonas: Prüfungsstücke für die D-Prüfung festlegen bis nächsten Dienstag", wd_next_week("tue")),
    r("Gemeindebrief Nov/Dez: Konzerttermine an Frau Lenz schicken, spätestens 18.10.", md(10, 18)),
    r("Orgelbauer Riedel Do. 21.10. halb 9 in der Bachkirche treffen, wegen der Zimbel", at(md(10, 21), 8, 30)),
    r("Heute halb 5 Unterricht mit Emilia in der Oberkirche", at(TODAY, 16, 30)),
    r("Zum Reformationstag 25 Partituren von BWV 80 kopieren lassen, bis 27.10.", md(10, 27)),
    r("Orgelweihe in Dornheim in 2 Wochen, Registrierung für den Bach vorher durchgehen", days(14)),
    r("Gottesdienst im Winterhalbjahr sonntags um 10, jeden 2. Sonntag im Monat 14 Uhr in Dornheim", Unwanted("schedule: service times")),
    r("Ich übe normalerweise von 7 bis 9, bevor die ersten Touristen in die Kirche kommen.", Unwanted("habit: normalerweise von 7 bis 9")),
    r("Kantorei probt donnerstags 19.30–21.30 im Gemeindesaal, Kurrende mittwochs 16 Uhr", Unwanted("schedule: rehearsal times")),
    r("Pfarrbüro Di und Do 9–12 Uhr, Frau Stöckel sonst nur per Mail", Unwanted("schedule: office hours")),
    r("Im Gymnasium dienstags 5. und 6. Stunde Chor, danach gleich Unterricht hier", Unwanted("schedule: school periods")),
    r("Liednummern zu Erntedank waren EG 508, 502 und 324", Lookalike("number: hymn numbers")),
    r("Kap. 4.12 im Adelung über Schleifladen nochmal lesen, S. 233–251", Lookalike("number: a chapter 4.12, pages")),
    r("Unser Hochzeitstag ist der 12. Juni, nächstes Jahr der 35.", Unwanted("anniversary: a wedding day stated")),
    r("Emilia spielt erst seit Ostern Pedal, macht sich aber gut.", Unwanted("since: Easter")),
    r("Am Sonntag im Gd. eine Strophe zu viel gespielt, die Gemeinde hat tapfer mitgesungen.", Unwanted("log: a past Sunday, participle at the end")),
    r("„Guten Abend, gut’ Nacht“ für die Kurrende dreistimmig setzen", Lookalike("saying: a song title with Abend and Nacht")),
    r("Falls am Sonntag wieder nur zwölf Leute da sind, nehme ich das kürzere Nachspiel.", Unwanted("hypothetical: falls am Sonntag")),
    r("Wann war nochmal das Konzert von KMD Schubert im Erfurter Dom, im März oder April?", Unwanted("question: a past concert")),
    r("Dr. Mittag vom Landeskirchenamt hat zurückgerufen, die Sache mit dem Stimmton ist geklärt.", Lookalike("name: a surname Mittag")),
]

CANTEEN = [  # Gerd, 49, Küchenchef in der Werkskantine eines Autozulieferers in Saarlouis; klein, saarländisch
    r("lyoner fürs betriebsfest bei metzgerei becker bestellen, 40 kg, bis freitag", wd("fri")),
    r("HACCP schulung für die 3 neuen am 25.10. 13 uhr im schulungsraum", at(md(10, 25), 13)),
    r("kühlzelle 2 brummt, kältetechniker kommt morgen zwischen 7 und 9", at(days(1), 7)),
    r("speiseplan KW 43 an die personalabteilung mailen, spätestens do", wd("thu")),
    r("gesundheitszeugnis vom neuen azubi kevin nachfordern übermorgen", days(2)),
    r("inventur zum monatsende, zähllisten drucken bis 29.10.", md(10, 29)),
    r("speiseplan: mo linsesupp mit wurscht, di hoorische, mi schnitzel, do dibbelabbes, fr fisch", Unwanted("menu: the week's menu by weekday")),
    r("essen 1 4,20 €, essen 2 5,10 €, gäste 7,90 €, salatteller 3,50 €", Lookalike("number: prices")),
    r("ausgabe 11.15 bis 13.45, frühstück 6 bis 9, freitags schon um 13.15 zu", Unwanted("schedule: canteen hours")),
    r("spätschicht kriegt ihr essen um 18:30, nachtschicht nur lunchpakete", Unwanted("schedule: shift meals")),
    r("heut 418 portionen raus, schnitzel war um 11:55 schon alle", Unwanted("log: today's count, a past time")),
    r("am dienstag hat de lieferant 20 kg hack zu wenig gebracht, gutschrift is da", Unwanted("log: a past Tuesday with an auxiliary")),
    r("kühlraum 1 3 °C, TK -19 °C, heißhaltung 72 °C, gemessen 11:30", Unwanted("reading: HACCP temperatures today")),
    r("dienstags is immer schwenkertag, do freuen sich die jungs die ganz woch druff", Unwanted("habit: Tuesdays")),
    r("kaffeeautomat im pausenraum läuft 24/7, befüllt wird er von der fa. selecta", Lookalike("number: 24/7")),
    r("frau frühling aus der lohnbuchhaltung isst jetzt vegan, hat se gesagt", Lookalike("name: a surname Frühling")),
    r("neue adresse vom metzger becker: Am 1. Mai 7, 66740 saarlouis", Lookalike("name: a street Am 1. Mai")),
    r("laut § 4 abs. 2 LMHV muss die hygieneschulung jedes jahr wiederholt werden", Lookalike("number: a legal reference")),
    r("rechnung nr. 2027-10-118 von metro geprüft, stimmt alles", Lookalike("number: an invoice number like an ISO date")),
    r("was war nochmal am 3. oktober, warum kam die lieferung so spät? ach ja, feiertag", Unwanted("question: a past day")),
]

GENEALOGIST = [  # Brigitte, 72, Standesbeamtin i. R. in Münster, Familienforscherin; ganze Sätze, geb., get., †, KB, Leeze
    r("Im Bistumsarchiv den Lesesaal für Mittwoch nächste Woche um 9 Uhr reservieren.", wd_next_week("wed")),
    r("Cousin Heinz in Ohio auf seinen Brief antworten, bis Ende nächster Woche.", wd_next_week("sun")),
    r("Herrn Ostertag vom Heimatverein wegen meines Vortrags anrufen, morgen Vormittag.", days(1)),
    r("Die Leeze zur Inspektion bringen, Termin am 22.10. um 14.30 Uhr.", at(md(10, 22), 14, 30)),
    r("Enkel Paul wird am 3.11. sieben, bis dahin das Geschenk besorgen.", md(11, 3)),
    r("Augenarzt Dr. Abendroth am Freitag um viertel nach 10.", at(wd("fri"), 10, 15)),
    r("Heute im Stadtarchiv nichts gefunden, am Montag in Telgte im Pfarrarchiv weitersuchen.", wd("mon")),
    r("Johann Bernhard Kösters, geb. 14.03.1823 in Greven, get. 15.03.1823, † 2.11.1887 in Telgte", Unwanted("birthday: historical birth and death dates")),
    r("KB Greven kath., Taufen 1820–1835, S. 112, Nr. 47", Lookalike("number: a church-book reference, a page")),
    r("Die goldene Hochzeit meiner Eltern war am 28. Mai 1999 im Hotel Krautkrämer.", Unwanted("anniversary: a past golden wedding")),
    r("Hans-Jürgen hat am 19. Oktober Geburtstag, er wird 75.", Unwanted("birthday: her husband's, stated")),
    r("War Tante Mia 1944 oder 1945 ausgebombt? Heinz weiß das bestimmt.", Unwanted("question: past years")),
    r("Blutdruck heute früh um 7:15 138/84, Puls 66, Gewicht 68,4 kg.", Unwanted("reading: blood pressure and weight this morning")),
    r("Onkel August war der jüngste von neun Kindern und ist als einziger nach Amerika gegangen.", Lookalike("name: a first name August")),
    r("1900 wohnte die Familie am Maikottenweg 12, das Haus steht nicht mehr.", Lookalike("name: a street with Mai, a past year")),
    r("Sonntags um 19.30 Uhr kommt Terra X im ZDF, das verpasse ich selten.", Unwanted("tv: a weekly programme")),
    r("Heute Vormittag drei Stunden im Landesarchiv gesessen, die Akte war falsch abgelegt.", Unwanted("log: this morning, participle")),
    r("Am Samstag die Grabsteine auf dem Friedhof in Greven fotografiert, zwei sind kaum noch lesbar.", Unwanted("log: a past Saturday, participle")),
    r("Heinz fliegt am 28.10. von Cincinnati nach Düsseldorf und bleibt drei Wochen bei seiner Tochter.", Unwanted("other: a cousin's flight")),
    r("Im Bistumsarchiv sitze ich immer an Platz 3.12 am Fenster.", Lookalike("number: a seat number 3.12")),
]

HEURIGER = [  # Leopold "Poldi", 55, Weinbauer mit Heurigen in Weißenkirchen (Wachau); ausg'steckt, heuer, i, ned, a, eh
    r("Flaschen für den Smaragd 2027 bei Vetropack bestellen, 6.000 Stk., spätestens Montag", wd("mon")),
    r("Kellerinspektor kommt am 20.10. um 9, Kellerbuch vorher nachtragen", md(10, 20)),
    r("Lese Achleiten Veltliner übermorgen, Leseteam um 7 in der Früh beim Presshaus", at(days(2), 7)),
    r("Steuerberaterin wegen Pauschalierung anrufen Do. 14.30", at(wd("thu"), 14, 30)),
    r("40 l Sturm für das Schulfest in Spitz liefern, bis Freitag", wd("fri")),
    r("Erntemeldung an die Gemeinde schicken bis 15.11.", md(11, 15)),
    r("Ausg'steckt is vom 22.10. bis 14.11., Do–So ab 15 Uhr", Unwanted("schedule: the Heuriger's open weeks")),
    r("Sturm gibt's eh nur bis Martini, dann is es a Heuriger", Unwanted("season: until Martinmas")),
    r("Zweigelt Tank 4: 19,2 °KMW, 21 °C, gemessen um 7 in der Früh", Unwanted("reading: a must reading this morning")),
    r("gestern 2.400 kg Riesling in der Ried Klaus gelesen, a Traum", Unwanted("log: yesterday's harvest")),
    r("am Montag in Joching 3 Reihen verhagelt", Unwanted("log: a past Monday, participle at the end")),
    r("Jahrgang 2019 war der beste seit 1997, sagt der Vater", Unwanted("past year: vintages")),
    r("Mir lesen immer mit der Hand, meistens ab Mitte September", Unwanted("habit: meistens ab Mitte September")),
    r("Der Jänner vom Heurigen in Joching nimmt uns 500 l Veltliner ab", Lookalike("name: a surname Jänner")),
    r("Gspritzter 1/4 l 3,20, Achtel Riesling 2,90, Liptauerbrot 4,50", Lookalike("number: a quarter litre, prices")),
    r("Am 4. November wär die Oma 100 geworden", Unwanted("anniversary: a grandmother's hundredth")),
    r("Hat der Milan am Samstag eh auch Zeit zum Lesen? Weiß i ned", Unwanted("question: a coming Saturday asked about")),
    r("Nachbar Hofbauer liest am Freitag seinen Zweigelt, da is die Kellergasse zu", Unwanted("other: the neighbour's harvest")),
    r("Heurigenkarte: Liptauer, Grammelschmalz, Blunzn, Schweinsbraten nur am Sonntag", Unwanted("menu: a dish on Sundays")),
    r("Traubensaft-Abholung ned am Samstag, da is Heuriger und ka Platz im Hof", Unwanted("declined: not on Saturday")),
]

STREAMER = [  # Emre, 22, Streamer und Verkäufer in einem Elektromarkt in Wien-Favoriten; klein, oida, ur, heit, moang, Emoji
    r("moang um 18 uhr collab stream mit lukas 🎮🔥", at(days(1), 18)),
    r("headset retour schicken bis sa, sonst sind die 14 tage um", wd("sat")),
    r("schicht tauschen mit dani, chef noch heut bescheid sagen", TODAY),
    r("zahnarzt di 19.10 um 8 😬", at(md(10, 19), 8)),
    r("in 2 wochen bei razer nachfragen wegen sponsoring", days(14)),
    r("fr 20:45 giveaway gewinner live auslosen, 3 keys", at(wd("fri"), 20, 45)),
    r("streamplan: mo mi fr ab 20 uhr, so 15 uhr just chatting", Unwanted("schedule: a stream plan")),
    r("gestern 6 std gestreamt, 212 viewer peak, ur leiwand", Unwanted("log: yesterday")),
    r("heit in da früh 3 ranked games verloren, komplett tilt", Unwanted("log: this morning, Viennese")),
    r("1v1 gegen kevin 3:0 gewonnen lol", Lookalike("number: a score 3:0")),
    r("patch 14.20 macht jinx ur op, k/d grad 2.31", Lookalike("number: a patch 14.20, a ratio")),
    r("discord is eh 24/7 offen, die mods schaun drauf", Lookalike("number: 24/7")),
    r("papa sein späti hat 7/24 offen, wie in istanbul 😂", Lookalike("number: 7/24")),
    r("'guten morgen' schreiben die im chat sogar um 11 am abend oida", Lookalike("saying: a greeting at night")),
    r("lukas hat am samstag turnier in graz, streamt ned", Unwanted("other: a friend's tournament")),
    r("montagsmaler mit der community gespielt, ur lustig", Lookalike("name: the game Montagsmaler")),
    r("'wednesday' staffel 3 anschaun, soll ur gut sein", Lookalike("name: a series called Wednesday")),
    r("adidas samba in 44 2/3 bestellt, 120 €", Lookalike("number: a shoe size 44 2/3")),
    r("mit 13 angefangen zu streamen, also seit 2018", Unwanted("since: an age and a past year")),
    r("tauschen mit dani geht ned am sonntag, da hab i selber schicht", Unwanted("declined: not on Sunday")),
]

HAIRDRESSER = [  # Nadia, 27, Coiffeuse in Thun (Kanton Bern); klein, kein ß, fr. = Frau, hüt, morn, mäntig, Emoji
    r("fr. zürcher balayage morn um 14.30", at(days(1), 14, 30)),
    r("farbbestellung bei wella machen bis am mäntig", wd("mon")),
    r("lea muss ihre modellfrisur bis 21.10. fotografiert haben", md(10, 21)),
    r("mietvertrag stuhl verlängern, frist ende monat!!", end_of_month()),
    r("hochzeitsfrisur probe mit sarah am samstag 9 uhr 💍", at(wd("sat"), 9)),
    r("heute um 17:45 noch kasse machen, chef will's hüt no", at(TODAY, 17, 45)),
    r("salon offen di–fr 8.30–18.30, sa 8–15, mo zu", Unwanted("schedule: opening hours")),
    r("mo hab ich immer frei, wie fast alle coiffeusen", Unwanted("habit: Mondays off")),
    r("hüt 9 kundinne gha, 3x färbe, bi fix und fertig", Unwanted("log: today, Bernese")),
    r("am samstag 2 brautfrisuren gemacht, mega stress aber schön", Unwanted("log: a past Saturday, participle")),
    r("herrenschnitt 42.–, waschen/schneiden/föhnen 78.–, strähnen ab 120.–", Lookalike("number: Swiss prices")),
    r("fr. keller: 7.1 + 9.12 mischen, 20 vol, 35 min einwirken", Lookalike("number: colour shades 7.1 and 9.12")),
    r("mein geburtstag ist am 9. november, werde 28 😬", Unwanted("birthday: her own, stated")),
    r("lea hat am donnerstag berufsschule, da bin ich allein", Unwanted("other: the apprentice's school day")),
    r("falls es am samstag schneit, kommen eh die hälfte nicht", Unwanted("hypothetical: falls am Samstag")),
    r("der sonntagsblick hat über unseren salon geschrieben 😍", Lookalike("name: a newspaper SonntagsBlick")),
    r("seit august miete ich den stuhl selber, fr. 900 im monat", Unwanted("since: August")),
    r("wann war fr. zürcher das letzte mal färben, anfang september?", Unwanted("question: a past visit")),
    r("samschtig-jass luege mit grossmami, wie jede woche", Unwanted("tv: a weekly programme")),
    r("blondierung 1:2 mit 6 % entwickler, nie länger als 45 min", Lookalike("number: a ratio 1:2")),
]

PLUMBER = [  # Reto, 41, Sanitärinstallateur in Luzern, Posaune in einer Guggenmusik; klein, kein ß, bis am, Stift, Schmudo
    r("rapport baustelle kriens an den chef bis am freitag", wd("fri")),
    r("boiler bei fam. imhof ersetzen, mo. viertel nach 7", at(wd("mon"), 7, 15)),
    r("material bei sanitas troesch abholen morgen vor 7", at(days(1), 7)),
    r("gugge probe am 27.10. um 20 uhr im schulhaus matt", at(md(10, 27), 20)),
    r("kostenvoranschlag bad fam. weber schicken spätestens 29.10.", md(10, 29)),
    r("zwischengespräch mit stift yannick in 3 wochen", days(21)),
    r("kaminfeger kommt heute um halb 3, heizung vorher abstellen", TODAY),
    r("schmudo 2028 ist am 24. februar, tagwache um 5 uhr beim kapellplatz", Unwanted("recurring: next carnival's day stated")),
    r("mittwochs ist immer probe, ausser in den schulferien", Unwanted("habit: Wednesdays")),
    r("am dienstag 2 std vor dem sonnenbergtunnel im stau gestanden", Unwanted("log: a past Tuesday, participle at the end")),
    r("für luca: pilatusbahn 48 % steigung, spur 800 mm, die steilste der welt", Lookalike("number: a gradient and a track gauge")),
    r("SIA 118 art. 169 abs. 1 wegen der mängelrüge nochmal lesen", Lookalike("number: a legal reference")),
    r("rohr 3/4 zoll und 1/2 zoll, pressfitting 22 mm", Lookalike("number: pipe sizes as fractions")),
    r("druckprobe wc og: 10 bar um 7:30, 9,8 bar um 9:30, dicht", Unwanted("reading: a pressure test this morning")),
    r("bei webers geht's nicht am montag, die haben besuch aus deutschland", Unwanted("declined: not on Monday")),
    r("morgenstund hat gold im mund, sagt der chef jeden morgen um 6 😒", Lookalike("saying: Morgenstund")),
    r("bus 12 bis luzernerhof, dann 1er richtung obernau", Lookalike("number: bus lines")),
    r("büro intern 214, lager 217, chef direkt 041 210 18 30", Lookalike("number: phone extensions")),
    r("parkuhr bei der baustelle fr. 3.50 die stunde, quittungen sammeln", Lookalike("number: a price Fr. 3.50")),
    r("der chef ist freitags immer golfen, da unterschreibt keiner was", Unwanted("other: the boss's Fridays")),
]

WRITERS = {
    "ferry": ("de_DE", FERRY),
    "organist": ("de_DE", ORGANIST),
    "canteen": ("de_DE", CANTEEN),
    "genealogist": ("de_DE", GENEALOGIST),
    "heuriger": ("de_AT", HEURIGER),
    "streamer": ("de_AT", STREAMER),
    "hairdresser": ("de_CH", HAIRDRESSER),
    "plumber": ("de_CH", PLUMBER),
}

if __name__ == "__main__":
    write_by_locale(Path(__file__).resolve().parent.parent / "de", WRITERS, "de", "dev4-due-dates.jsonl", "dev4")
    print_negative_kinds(WRITERS)

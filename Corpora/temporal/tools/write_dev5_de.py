#!/usr/bin/env python3
"""Writes Corpora/temporal/de/dev5-due-dates.jsonl, the fifth German DEVELOPMENT due-date set, from the records below.

Every capture below was typed by hand, one at a time, in the voice of one of eight imagined German-speaking writers
(none of them a writer named in a SOURCE.md under Corpora/temporal or Corpora/handwritten); nothing is generated
from templates or slots. 110 of the 160 captures are negatives (texts where the writer wants no due date although
they hold date- or time-like words), written to find the false dates the reader gives. The due-date gold is computed
with `datetime` from the reference 2027-12-08T19:25:00 (a Wednesday evening, UTC) and the conventions of
Sources/OffloadNLP/OffloadNLP.docc/DateGrammar.md (helpers in Corpora/handwritten/tools/due_gold.py). Each writer
has a locale of their own (de_DE, de_AT, de_CH). This set is for DEVELOPMENT: date rules may be fitted to it, so it
measures nothing (see ../de/SOURCE.md).

Run from anywhere: `python3 Corpora/temporal/tools/write_dev5_de.py`. The output is byte-identical on every run.

Each record is r(text, due) where due is
  - a `date` or `datetime`: the due date the writer would want (a date when no clock time belongs to it),
  - Lookalike(why): something that looks like a date or time but is none (a negative, expected []),
  - Unwanted(why): a real date or time the writer would not want as a due date (a negative, expected []).
The `why` of every negative starts with the kind of negative it is (`log:`, `reading:`, `habit:`, …); the counts
by kind are printed after the file is written, for SOURCE.md.

Some days from the reference (Wednesday 2027-12-08 19:25): today's morning, noon and 19:00 have passed, so `heute
früh`, `heute Mittag`, `um 18 uhr`, `um 19 uhr` are logs. morgen (and `morn`) is Thursday 12-09, übermorgen (and
Swiss `übermorn`) and a bare Freitag (`fr`, `fritig`) Friday 12-10, a bare Samstag 12-11, Montag 12-13, Dienstag
(`zischtig`) 12-14, `in 2 Wochen` Wednesday 12-22, `Ende des Monats`, `Ende Monat` and `Jahresende` Friday 12-31;
`bis zum 16.` is 12-16, `am 23.` 12-23, `für den 22.` 12-22. A time without another day is today when after 19:25
(`hüt znacht … am 9i` is 21:00). Weekdays named beside dates agree with them: `Fr 10.12.`, `Mi 15.12.`, `Freitag,
17.12.`, `Sa 18.12.`, `Mi 12.01.2028`, `So 9.1.` (2028). January days without a year (`am 3.1.`, `13.1.`, `4.
Jänner`, `14. jänner`) are in 2028.
"""

import sys
from datetime import datetime
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "handwritten" / "tools"))
import due_gold  # noqa: E402

due_gold.set_reference(datetime(2027, 12, 8, 19, 25))  # a Wednesday evening; before any record is read

from dev2_writer import print_negative_kinds, write_by_locale  # noqa: E402
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
    ymd,
)

TODAY = days(0)

FORESTER = [  # Jörg, 50, Revierförster bei Titisee-Neustadt (Hochschwarzwald); knapp, ohne Schlusspunkt, Abt., Fm, alemannisch hit/geschter, gell
    r("Christbaumverkauf am Forsthaus Sa 9–14 Uhr, Schilder an der B 500 aufstellen bis Fr", wd("fri")),
    r("Holzliste Polter 7 und 8 (Abt. 14, zus. 212 Fm) an Sägewerk Kienzler mailen, spätestens 15.12.", md(12, 15)),
    r("Faller wegen Harvester fürs Käferholz anrufen, morgen vor 8", at(days(1), 8)),
    r("Drückjagd Hinterzarten Sa 18.12., Hundeführer bis Mo bestätigen", wd("mon")),
    r("Forsteinrichtung, Termin im Kreisforstamt Mi 12.01.2028 10 Uhr", at(ymd(2028, 1, 12), 10)),
    r("MS 462 ist in Neustadt zur Reparatur, in 2 Wochen abholen", days(14)),
    r("Jagdpächter Schwer wegen Nachsuche zurückrufen, hit noch", TODAY),
    r("Geschter 40 Fm Käferholz in Abt. 9 aufgearbeitet, fast alles Fichte", Unwanted("log: yesterday (Alemannic geschter), participle at the end")),
    r("Am Montag beim Sturm 3 Buchen über den Wanderweg gefallen, Weg ist wieder frei", Unwanted("log: a past Monday, participle without auxiliary")),
    r("Hit früh um 7:10 Reh an der B 31 angefahren, Jagdpächter informiert", Unwanted("log: this morning at 7:10 (Alemannic hit)")),
    r("Feldberg 38 cm Schnee, minus 6 Grad, abgelesen 7:30", Unwanted("reading: snow depth read at 7:30 this morning")),
    r("Dienstags bin ich immer vormittags im Amt in Titisee, gell", Unwanted("habit: Tuesday mornings at the office")),
    r("Waldkindergarten Mo–Fr 8–13 Uhr im Distrikt Bühl, da werktags nicht fällen", Unwanted("schedule: a forest kindergarten's hours")),
    r("Jagdzeit Rehwild endet am 31.1., Schwarzwild ganzjährig", Unwanted("stated: the close of the roe-deer season")),
    r("Seit Oktober 2026 hab ich Lenzkirch mit dazu, zwei Reviere ist zu viel", Unwanted("since: October 2026")),
    r("Bernd März vom NABU hat die Auerhuhnkartierung geschickt, sieht gut aus", Lookalike("name: a surname März")),
    r("Fichte Nr. 12/40 am Stammfuß faul, BHD 64 cm, Höhe 36 m", Lookalike("number: a tree number 12/40, measurements")),
    r("Richtlinie Waldbau S. 14–22 nochmal lesen, vor allem 3.4 Naturverjüngung", Lookalike("number: pages and a section 3.4")),
    r("Wann war Lothar, 26.12.1999? Oder war Kyrill bei uns schlimmer?", Unwanted("question: a past storm's date")),
    r("Revierleiterin Hofmeier ist ab 20.12. im Urlaub, Vertretung macht Brugger", Unwanted("other-person: a colleague's leave")),
]

ACTIVITIES = [  # Heike, 57, Alltagsbegleiterin in einem Seniorenheim in Bielefeld; ganze Sätze mit Punkt, Fr./Hr., WB, Zi.
    r("Weihnachtsfeier am Freitag, 17.12., um 15 Uhr im Speisesaal. Posaunenchor um Zusage bitten, bis Montag.", wd("mon")),
    r("Fr. Kowalski (WB 2) wird am 19.12. hundert! Bürgermeister einladen und Torte bestellen.", md(12, 19)),
    r("Plätzchenbacken mit WB 3 übermorgen um halb 3 im Gruppenraum.", at(days(2), 14, 30)),
    r("Liedblätter fürs Adventssingen in Großdruck kopieren, spätestens Dienstag.", wd("tue")),
    r("Fahrdienst für den Ausflug zum Weihnachtsmarkt am 15.12. um 13:30 Uhr bestellen.", md(12, 15)),
    r("Dienstplan der Ehrenamtlichen für Januar bis Ende des Monats an Frau Brinkmann geben.", end_of_month()),
    r("Hr. Tenbrink hat am 2. Januar Geburtstag, er wird 91.", Unwanted("birthday: a resident's, stated")),
    r("Heute Vormittag Sitztanz mit 14 Bewohnern, Fr. Özdemir hat zum ersten Mal mitgemacht.", Unwanted("log: this morning's group")),
    r("Gedächtnistraining ist immer montags und donnerstags um 10 Uhr im Wintergarten.", Unwanted("schedule: a weekly group")),
    r("Besuchszeiten über die Feiertage: am 24.12. bis 14 Uhr, am 25. und 26.12. von 10 bis 18 Uhr.", Unwanted("schedule: holiday visiting hours")),
    r("Speiseplan Heiligabend: mittags Kartoffelsalat mit Würstchen, abends kaltes Buffet.", Unwanted("menu: Christmas Eve meals")),
    r("Die Tochter von Hr. Brandt holt ihn am 23.12. ab und bringt ihn am 27. zurück.", Unwanted("other-person: a daughter's plan")),
    r("Wann war der Sohn von Hr. Brandt zuletzt hier, im Oktober oder schon im September?", Unwanted("question: a past visit")),
    r("Rollstuhl von Zi. 1.12 hat einen Platten, Schlauchgröße 24 x 1 3/8.", Lookalike("number: a room 1.12, a tyre size")),
    r("Unsere neue FSJlerin heißt Juli, sie ist 19 und kommt aus Gütersloh.", Lookalike("name: a first name Juli")),
    r("Fr. Möller singt jeden Morgen 'Morgen, Kinder, wird's was geben', sie freut sich so auf Weihnachten.", Lookalike("saying: a Christmas song title with Morgen")),
    r("Der Jahresabschlussgottesdienst ist wie jedes Jahr am 31.12. um 16 Uhr in der Kapelle.", Unwanted("stated: a yearly service")),
    r("Am Sonntag hat die Kita Sonnenschein uns 40 gebastelte Sterne gebracht.", Unwanted("log: a past Sunday with an auxiliary")),
    r("Falls es am 15. glatt ist, fällt der Ausflug aus.", Unwanted("condition: falls es am 15. glatt ist")),
    r("Fr. Jansen hat mittags nur die Hälfte gegessen, um 16 Uhr 150 ml getrunken.", Unwanted("reading: food and drink record, 16:00 today")),
]

MARKET = [  # Tülay, 44, Glühwein- und Lebkuchenstand auf dem Christkindlesmarkt in Nürnberg; klein, schnell, fränkisch etz/des/ned/heuer, inşallah
    r("noch 3 kartons tassen bei brunner nachbestellen bis morgen mittag", at(days(1), 12)),
    r("standgebühr rest 480 € ans marktamt überweisen spätestens 17.12.", md(12, 17)),
    r("glühweinlieferung fr halb 7 in der früh, wer macht auf?? ich halt", at(wd("fri"), 6, 30)),
    r("gesundheitsamt kommt übermorgen zwischen 10 und 12, kühlschrank vorher putzen", days(2)),
    r("abbau am 24.12. ab 14 uhr, transporter von onkel mehmet reservieren", md(12, 24)),
    r("am 3.1. kassenbuch dezember zum steuerberater bringen", md(1, 3)),
    r("heut 312 tassen glühwein raus, kinderpunsch 90, um 18 uhr war der lebkuchen alle", Unwanted("log: today's sales, 18:00 past")),
    r("gestern hat uns einer 2 tassen geklaut, 6 € pfand futsch", Unwanted("log: yesterday with an auxiliary")),
    r("markt hat täglich 10 bis 21 uhr offen, am 24. nur bis 14 uhr", Unwanted("schedule: market opening hours")),
    r("fatma macht immer die späte schicht ab 15 uhr, ich die frühe", Unwanted("habit: the shifts at the stall")),
    r("tasse pfand 3 €, glühwein 4,50, mit schuss 5,50, kinderpunsch 3,50", Lookalike("number: prices")),
    r("unsere hütte is nr. 114, reihe c, gleich neben die zwetschgermännla", Lookalike("number: a stall number 114")),
    r("serkan fliegt am 26. nach izmir, kommt erst am 6. januar wieder", Unwanted("other-person: a brother's flight")),
    r("die vom crêpes-stand heißt april, voll nett die", Lookalike("name: a first name april in lower case")),
    r("hat serkan am sonntag die kasse gezählt oder war ich des?", Unwanted("question: a past Sunday")),
    r("montag geht bei fatma ned, dann mach ich halt doppelt", Unwanted("declined: a helper cannot on Monday")),
    r("thermometer an der hütte um 19 uhr minus 4 grad, glühwein läuft", Unwanted("reading: temperature at 19:00 today")),
    r("seit 2019 jedes jahr hier, aber so viel los wie heuer wars noch nie", Unwanted("since: 2019, heuer")),
    r("der club hat am samstag 2:1 gewonnen, etz sind alle gut drauf", Unwanted("log: a past Saturday's match, score 2:1")),
    r("wenns am wochenende wieder so voll is, brauch ma a dritte person, inşallah findet sich wer", Unwanted("condition: wenns am wochenende")),
]

ARCHISTUDENT = [  # Klara, 23, Architekturstudentin (Master) an der Bauhaus-Uni Weimar; klein, ae/oe/ue, Denglisch, Emoji, !!!
    r("pinup entwurf 3 am do um 14 uhr!!! plaene vorher plotten 😵", wd("thu")),
    r("abgabe stegreif 'haltestelle' fr 10.12. bis 12:00 im moodle", at(md(12, 10), 12)),
    r("holz fuers modell bei boesner bestellen, spaetestens montag", wd("mon")),
    r("bafoeg folgeantrag bis jahresende!!! sonst gibts ab februar nix", md(12, 31)),
    r("crit mit prof. kessler verschoben auf 13.1. um 9:30", at(md(1, 13), 9, 30)),
    r("zugticket nach ulm fuer den 22. buchen bevor der sparpreis weg ist", nth(22)),
    r("heute 6 std am modell gesessen und der uhu ist alle 🙃", Unwanted("log: today's work")),
    r("vorgestern bis 3 uhr nachts gerendert und dann ist rhino abgestuerzt", Unwanted("log: the day before yesterday, a night time")),
    r("mensa am park hat freitags immer fisch, nie wieder", Unwanted("menu: Fridays at the canteen")),
    r("modellbauwerkstatt mo-do 9-16, fr bis 13 uhr, zwischen den jahren zu", Unwanted("schedule: workshop hours")),
    r("grundstueck flur 7, flurstueck 112/4, 1.840 m²", Lookalike("number: a cadastral plot 112/4, an area")),
    r("thuerbo § 6 abs. 5: abstandsflaeche 0,4 h, mind. 3 m", Lookalike("number: a legal reference")),
    r("haus am horn (1923) fuer die exkursion nochmal anschauen", Lookalike("name: a building and its year")),
    r("prof. kessler heute in der crit: 'sie bauen fuer die naechsten 100 jahre, nicht fuer morgen'", Lookalike("saying: a professor's quote with morgen")),
    r("lena ist ab 18. in lissabon, erasmus bis juli", Unwanted("other-person: a friend's exchange term")),
    r("war die exkursion nach dessau im mai oder im juni 2026?", Unwanted("question: a past field trip")),
    r("seit dem 1.12. endlich nen platz im zeichensaal 🙌", Unwanted("since: 1 December")),
    r("gruppentreffen am samstag geht bei mir nicht, hab kinoschicht", Unwanted("declined: not on Saturday")),
    r("mamas geburtstag ist am 27.12., bin da eh zuhause", Unwanted("birthday: her mother's, stated")),
    r("wenn der plotter im dekanat am wochenende wieder kaputt ist dreh ich durch", Unwanted("condition: wenn … am wochenende")),
]

SKI = [  # Valentina "Vali", 24, Skilehrerin in Schladming (Steiermark); klein, englische Gästewörter, Emoji, heuer, i, ned, gfunden
    r("private mit familie hughes sa 9:30, meeting point talstation planai ⛷️", at(wd("sat"), 9, 30)),
    r("liftpässe fürs team bei der planai kassa abholen bis fr", wd("fri")),
    r("skischuhe zum bootfitter, do um viertel vor 5", at(wd("thu"), 16, 45)),
    r("lvs-check bei der bergrettung am 16.12. um 8, anmelden bis morgen!!", days(1)),
    r("dienstplan weihnachtswoche mit dem chef ausmachen spätestens 15.12.", md(12, 15)),
    r("zahnarzt in graz am 4. jänner um halb 3 🦷", at(md(1, 4), 14, 30)),
    r("heut 3 kids im kinderland verloren und wieder gfunden 😅 eh alles gut", Unwanted("log: today")),
    r("schnee berg 85 cm, tal 20, heut früh um 7 -11 grad 🥶", Unwanted("reading: snow and temperature this morning")),
    r("kurse täglich 10–12 und 13–15 uhr, privates ab 9, treffpunkt immer beim fahnenmast", Unwanted("schedule: ski-school lesson times")),
    r("planai: lifte 8:30–16:30, nachtskilauf di do fr sa 18:30–21:30", Unwanted("schedule: lift hours and night skiing")),
    r("die hughes reisen am 18. ab, dann kommen die müllers aus hamburg", Unwanted("other-person: guests' departure")),
    r("booking ref SKS-2712-0418, 5 tage à 2 std, kid 7 jahre", Lookalike("number: a booking reference")),
    r("mama wird am 29.12. 60, gfeiert wird eh erst im februar", Unwanted("birthday: her mother's, stated")),
    r("meine freitag tasche hat an riss 😭 die war so teuer", Lookalike("name: a bag brand freitag")),
    r("wie da chef immer sagt: der berg is morgen a no do", Lookalike("saying: the mountain is still there tomorrow")),
    r("seit 2019 jeden winter in schladming, heuer erste saison als staatliche", Unwanted("since: 2019, heuer")),
    r("nach dem letzten kurs immer auf an radler in die tenne, nie vor 4", Unwanted("habit: after the last lesson")),
    r("war der lvs-kurs letztes jahr am 14. oder am 15.12.?", Unwanted("question: last year's course")),
    r("heute um 14 uhr beim vorfahren knie verdreht, physio sagt nix schlimmes", Unwanted("log: 14:00 today, participle")),
    r("silvester kann i ned zu jonas, da hab i fackelabfahrt", Unwanted("declined: a New Year's Eve party")),
]

POSTLER = [  # Herbert, 59, Postzusteller in Freistadt (Mühlviertel), Imker mit 12 Völkern; klein, ".." statt Komma, packerl, heuer, jänner, i, mi, des
    r("oxalsäure für die winterbehandlung beim leitner holen bis sa", wd("sat")),
    r("winterbehandlung alle 12 völker sa 18.12. vormittag .. franz hilft", md(12, 18)),
    r("urlaubsschein für zwischen den jahren beim stellenleiter abgeben spätestens mo", wd("mon")),
    r("jahreshauptversammlung imkerverein 14. jänner 19 uhr gh. zur post", at(md(1, 14), 19)),
    r("schwiegermutter vom bahnhof linz abholen übermorgen dreiviertel 4", at(days(2), 15, 45)),
    r("etiketten für die weihnachtsgläser drucken lassen bis zum 16.", nth(16)),
    r("heut 214 packerl zugestellt .. rekord .. erst um 17 uhr fertig gworden", Unwanted("log: today's round, 17:00 past")),
    r("am montag hat mi der hund vom haus linzer straße 23 wieder angsprungen", Unwanted("log: a past Monday with an auxiliary, an address")),
    r("stockwaage volk 3 heut 31,4 kg .. gestern 31,6 .. passt", Unwanted("reading: hive scale today and yesterday")),
    r("am 1. dezember 1987 hab i bei da post angfangen .. 40 jahr heuer", Unwanted("anniversary: a past first working day")),
    r("samstags fahr i nur bis mittag .. im advent meistens länger", Unwanted("habit: Saturdays")),
    r("postpartner freistadt mo–fr 8–12 und 14–18 uhr, sa 8–11", Unwanted("schedule: post office hours")),
    r("annahmeschluss für weihnachtspackerl im inland is der 20.12.", Unwanted("stated: the Christmas parcel cut-off for customers")),
    r("zustellbezirk 7 .. 412 haushalte .. tour 3/12 is die längste", Lookalike("number: a round 3/12")),
    r("honig 500 g 9 € .. 250 g 5,50 € .. waldhonig 11 €", Lookalike("number: honey prices")),
    r("packerl für 'café dienstag' in der pfarrgasse is retour kommen", Lookalike("name: a café called Dienstag")),
    r("markus fliegt am 23. mit da freundin nach teneriffa .. ganz ohne uns", Unwanted("other-person: a son's flight")),
    r("imker seit 1994 .. heuer des schlechteste honigjahr", Unwanted("since: 1994, heuer")),
    r("wenns am 24. wieder so schneit wie 2021 .. dann wirds wieder 8 uhr am abend", Unwanted("condition: wenns am 24. schneit")),
    r("hat da franz am sonntag die fluglöcher kontrolliert oder ned?", Unwanted("question: a past Sunday")),
]

YOGA = [  # Corinne, 34, Yogalehrerin in Winterthur; kein ß, Schweizer Wörter (übermorn, Zmorge, Gotti, nöd, bis am), Englisch, Emoji
    r("Gestern mit der Pfarrerin telefoniert: Saal im Kirchgemeindehaus fürs Neujahrs-Retreat reservieren, spätestens Freitag 🙏", wd("fri")),
    r("Übermorn 12.15 Yin Yoga für Sabine vertreten, Studio Oberi", at(days(2), 12, 15)),
    r("Belege fürs 2027 bis am 20.12. an Treuhand Keller schicken", md(12, 20)),
    r("Workshop 'Yoga & Atem' am So 9.1. 10–13 Uhr – Flyer bis Ende Monat ins Studio bringen", end_of_month()),
    r("Physio wegen Schulter Mi 15.12. um 7.45, vor der Morgenklasse", at(md(12, 15), 7, 45)),
    r("Wichteln mit der Familie am 23., Gutschein für Gotti vorher drucken ✨", nth(23)),
    r("Stundenplan Januar: Mo 18.30 Vinyasa, Mi 7.00 Morgenklasse, Do 19.15 Yin", Unwanted("schedule: January class times")),
    r("Mache jeden Morgen 20 Min. Pranayama vor dem Zmorge, auch am Wochenende", Unwanted("habit: every morning")),
    r("Heute Mittag nur 3 Leute in der Klasse, alle anderen im Schnee stecken geblieben ❄️", Unwanted("log: today at noon")),
    r("Am Samstag Workshop bei Anna in Zürich besucht, so inspiring", Unwanted("log: a past Saturday, participle without auxiliary")),
    r("10er-Abo CHF 240.–, Drop-in 28.–, Studierende 22.–", Lookalike("number: prices")),
    r("Studio-App auf Version 3.12.1 aktualisiert, Buchungen gehen wieder", Lookalike("number: a version 3.12.1")),
    r("Neue Teilnehmerin heisst Frau Abend, kein Witz 😄", Lookalike("name: a surname Abend")),
    r("Für die Klasse: 'Yesterday is history, tomorrow is a mystery, today is a gift'", Lookalike("saying: an English quote with tomorrow and today")),
    r("Lara fliegt am 21. nach Bali und kommt erst Ende Januar zurück", Unwanted("other-person: a colleague's trip")),
    r("Ging die Klasse am Donnerstag wirklich 90 Min? Fühlte sich wie 2 Stunden an", Unwanted("question: a past Thursday")),
    r("Silvester-Yoga am 31. mache ich dieses Jahr nöd, brauche Pause", Unwanted("declined: no New Year's Eve class")),
    r("Ruhepuls heute früh 52, HRV 68, Schlaf 7:40 h", Unwanted("reading: this morning's pulse, a sleep duration")),
    r("Unterrichte seit 2018, Yin erst seit letztem Herbst", Unwanted("since: 2018, last autumn")),
    r("Wenn sich bis Neujahr keine 8 Leute anmelden, fällt das Retreat aus", Unwanted("condition: bis Neujahr")),
]

WINTERDIENST = [  # Dario, 31, Landschaftsgärtner in Aarau, im Winter Schneeräumung für die Gemeinde; schreibt Mundart, klein (zischtig, fritig, morn, am 7i, halbi 8)
    r("am zischtig am 7i uf de gmeind wäge em pikettplan", at(wd("tue"), 7)),
    r("offerte gartenumbau fam. bühler bis am fritig schicke", wd("fri")),
    r("5 tonne salz bi de landi bstelle, spötischtens morn", days(1)),
    r("streuer vom unimog spinnt, garage meier hät am 13.12. am halbi 8 zyt", at(md(12, 13), 7, 30)),
    r("pikettplan über wiehnacht a alli schicke bis 15.12.", md(12, 15)),
    r("mitarbeitergspröch mit luca am 21.12. am 4i", at(md(12, 21), 16)),
    r("hüt znacht no em chef aalüte wäge em schnee, so am 9i", at(TODAY, 21)),
    r("hüt am morge am 4i uusgrückt, 3 parkplätz und de schuelhof gsalze", Unwanted("log: 4 a.m. today, participle")),
    r("geschter mit em pflug en randstei verwütscht, schaufel verboge", Unwanted("log: yesterday, participle")),
    r("am sunntig schaff ich im winter nie, usser ich ha pikett", Unwanted("habit: no work on Sundays")),
    r("winterdienst gmeind vom 1.11. bis 31.3., pikett jedi zweiti wuche vo fritig bis fritig", Unwanted("schedule: the winter-service season and rota")),
    r("strassetemperatur 5:30: -3 grad, luft -7, trochä", Unwanted("reading: road temperature at 5:30")),
    r("unimog u 423, kontrollschild ag 51 127, mit pflug max 40 km/h", Lookalike("number: a model, a plate")),
    r("offerte nr 2027-112: 48 m2 platte, 12 m randstei, total fr. 14'850.–", Lookalike("number: a quote number, an amount")),
    r("de hund vo de frau gerber heisst fritig 😂 bellt jede morge", Lookalike("name: a dog called fritig")),
    r("de chef seit immer: de schnee vo hüt isch s wasser vo morn", Lookalike("saying: today's snow is tomorrow's water")),
    r("luca hät am 20.12. sini abschlussprüefig, dä isch nervös", Unwanted("other-person: an apprentice's exam")),
    r("isch de pflug am mäntig würkli scho gwartet gsi?", Unwanted("question: a past Monday")),
    r("am 24. chan ich nöd, mir sind bi de schwiegereltere in luzern", Unwanted("declined: not on the 24th")),
    r("gmeind zahlt ab 2028 nur no fr. 95.– pro stund fürs pflüege", Unwanted("stated: a rate from 2028")),
]

WRITERS = {
    "forester": ("de_DE", FORESTER),
    "activities": ("de_DE", ACTIVITIES),
    "market": ("de_DE", MARKET),
    "archistudent": ("de_DE", ARCHISTUDENT),
    "ski": ("de_AT", SKI),
    "postler": ("de_AT", POSTLER),
    "yoga": ("de_CH", YOGA),
    "winterdienst": ("de_CH", WINTERDIENST),
}

if __name__ == "__main__":
    for writer, (_, items) in WRITERS.items():
        assert len(items) == 20, (writer, len(items))
    write_by_locale(Path(__file__).resolve().parent.parent / "de", WRITERS, "de", "dev5-due-dates.jsonl", "dev5")
    print_negative_kinds(WRITERS)

#!/usr/bin/env python3
"""Writes Corpora/temporal/de/dev2-due-dates.jsonl, the second German DEVELOPMENT due-date set, from the records below.

Every capture below was typed by hand, one at a time, in the voice of one of six imagined German-speaking writers
(none of them a writer named in a SOURCE.md under Corpora/temporal, Corpora/intents or Corpora/handwritten);
nothing is generated from templates or slots. The due-date gold is computed with `datetime` from the reference
2027-02-09T08:30:00 (a Tuesday morning, UTC) and the conventions of Sources/OffloadNLP/OffloadNLP.docc/DateGrammar.md
(helpers in Corpora/handwritten/tools/due_gold.py). Each writer has a locale of their own (de_AT, de_CH, de_DE).
This set is for DEVELOPMENT: date rules may be fitted to it, so it measures nothing (see ../de/SOURCE.md).

Run from anywhere: `python3 Corpora/temporal/tools/write_dev2_de.py`. The output is byte-identical on every run.

Each record is r(text, due) where due is
  - a `date` or `datetime`: the due date the writer would want (a date when no clock time belongs to it),
  - Lookalike(why): something that looks like a date or time but is none (a negative, expected []),
  - Unwanted(why): a real date or time the writer would not want as a due date (a negative, expected []).
"""

import sys
from datetime import datetime
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "handwritten" / "tools"))
import due_gold  # noqa: E402

due_gold.set_reference(datetime(2027, 2, 9, 8, 30))  # a Tuesday morning; before any record is read

from dev2_writer import write_by_locale  # noqa: E402
from due_gold import (  # noqa: E402
    Lookalike,
    Unwanted,
    at,
    days,
    end_of_month,
    end_of_week,
    md,
    nth,
    r,
    wd,
    wd_next_week,
    ymd,
)

TODAY = days(0)

TAX = [  # Gerlinde, 51, Steuerberaterin in Klagenfurt; tidy, Kl., FA, UVA, Jänner/Feber, heuer, viertel zehn
    r("UVA Dezember für Kl. Wurzer bis 15.2. beim FA einreichen", md(2, 15)),
    r("Kl. Ogris anrufen wegen fehlender Belege, morgen viertel zehn", at(days(1), 9, 15)),
    r("Lohnzettel L16 für alle Dienstnehmer bis Ende Feber übermitteln", md(2, 28)),
    r("Besprechung Jahresabschluss Hotel Seerose am Donnerstag um 14 Uhr", at(wd("thu"), 14)),
    r("Vollmacht von Fr. Pirker unterschreiben lassen bis Freitag", wd("fri")),
    r("Einkommensteuererklärung 2025 Dr. Lackner – Frist 31. März 2027", ymd(2027, 3, 31)),
    r("Kanzleibesprechung heute 11:30, Agenda ausdrucken", at(TODAY, 11, 30)),
    r("Sozialversicherung: Beitragsgrundlagen nachmelden in 10 Tagen", days(10)),
    r("Mandantin Kogler will Rückruf übermorgen um dreiviertel elf", at(days(2), 10, 45)),
    r("Prüfung durch FA bei Baufirma Moser am 2. März ab 8 Uhr, Unterlagen vorher sortieren", md(3, 2)),
    r("Honorarnoten Jänner rausschicken spätestens Montag", wd("mon")),
    r("Seminar Umgründungssteuerrecht in Wien am 24.02.2027 um 9:00, Zugticket kaufen", ymd(2027, 2, 24)),
    r("Webinar Lohnverrechnung nächsten Dienstag 16 Uhr, Link an Sabrina weiterleiten", wd_next_week("tue")),
    r("Steuerakt Familie Sternad fertigmachen bis zum 26.", nth(26)),
    r("Kl. Wurzer hat am 3.2. die Belege gebracht", Unwanted("a delivery on 3 February, past")),
    r("FA Klagenfurt ist Mo–Do 7:30–15:30 und Fr bis 12 erreichbar", Unwanted("office hours")),
    r("heuer haben wir 14 neue Mandanten", Unwanted("this year talked about")),
    r("Mandant Dr. Montag: Depotauszug fehlt noch", Lookalike("a surname Montag")),
    r("Steuernummer Fam. Sternad ist 57 123/4567", Lookalike("a tax number with a slash")),
    r("Beleg Nr. 12.02 bis 12.09 fehlen im Ordner", Lookalike("a range of receipt numbers")),
    r("Kl. Ogris war gestern da, Mappe liegt bei mir", Unwanted("a visit yesterday")),
    r("Wir haben jeden Mittwoch Kanzleibesprechung um 8", Unwanted("a weekly meeting stated")),
    r("Umsatz 2026: 1.340.000 €, Gewinn 8,2 %", Lookalike("a year as a topic, an amount, a percentage")),
    r("Mandant Hotel Seerose: Saison geht von 1.5. bis 30.9.", Unwanted("a client's season stated")),
    r("Fr. Pirker ist am 12. Mai 1961 geboren, für die Pension wichtig", Unwanted("a birth date")),
]

WATCHMAKER = [  # Beat, 58, Uhrmacher in Biel/Bienne; kein ß, "bis am", Znüni, Offerte, Kal., Ref., a French word
    r("Revision Rolex Ref. 1675 für Hr. Gerber fertig bis am Freitag", wd("fri")),
    r("Offerte Glasersatz an Frau Schnyder schicken morgen", days(1)),
    r("Ersatzteile bei Cendres+Métaux bestellen, Lieferfrist 3 Wochen, also heute noch", TODAY),
    r("Rendez-vous mit Uhrenhändler Lüthi am Do um halb 3 im Laden", at(wd("thu"), 14, 30)),
    r("Lehrling Noah Zwischenprüfung anmelden bis 1. März", md(3, 1)),
    r("Uhr von Frau Kocher bereitlegen, sie kommt am Samstag nach dem Znüni", wd("sat")),
    r("Standuhr bei Familie Rüfenacht in Nidau nächste Woche Mittwoch um 10 aufziehen gehen", at(wd_next_week("wed"), 10)),
    r("Versicherung Schaufenster: Police verlängern vor dem 28.2.", md(2, 28)),
    r("Steuererklärung Kanton Bern einreichen bis am 15.03.27", ymd(2027, 3, 15)),
    r("Gangwerte Omega Kal. 321 nochmals messen übermorgen früh", days(2)),
    r("Uhrmacherverband GV in Grenchen am 6.3., Anmeldung bis 20.2.", md(2, 20)),
    r("Kunde Tschanz wegen Kostenvoranschlag zurückrufen, heute nach 16 Uhr", at(TODAY, 16)),
    r("Inventur Werkstatt Ende Monat", end_of_month()),
    r("Batterien Renata 371 nachbestellen in 2 Wochen", days(14)),
    r("Kal. 2824-2 hat 28'800 A/h", Lookalike("a calibre and a beat rate")),
    r("Gangabweichung +3 s/d, Amplitude 285°", Lookalike("a rate and an amplitude")),
    r("Laden Di-Fr 9-12 und 14-18.30, Sa 9-16", Unwanted("opening hours")),
    r("Hr. Gerber hat die Uhr am 1.2. gebracht", Unwanted("a delivery on 1 February, past")),
    r("Frau Samstag will die Uhr gravieren, Text: 'Für immer 14.02.1987'", Lookalike("a surname and a quoted date")),
    r("Ref. 5513 ist von 1969, Zifferblatt original", Lookalike("a reference number and a year of make")),
    r("ich mache jeden Montag die Zeitwaage-Kontrolle um 7", Unwanted("the writer's weekly habit")),
    r("Mittwochs ist der Laden zu", Unwanted("a weekly closing day")),
    r("gestern drei Batteriewechsel und eine Revision gemacht", Unwanted("a log of yesterday")),
    r("Uhr steht auf 10:10 im Schaufenster, wie immer", Lookalike("the time a display watch shows")),
    r("Telefon Lüthi 032 322 14 08", Lookalike("a phone number")),
]

WIND_TECH = [  # Jannes, 34, Servicetechniker für Windenergieanlagen in Emden; lower case, moin, WEA, dispo
    r("moin, schiff zum windpark morgen ab 6:15 hafen emden", at(days(1), 6, 15)),
    r("getriebeöl wea 07 wechseln mi", wd("wed")),
    r("höhenrettungstraining auffrischen bis 28.02.", md(2, 28)),
    r("stundenzettel an dispo schicken fr bis 12", at(wd("fri"), 12)),
    r("kranfirma anrufen wegen blatttausch wea 12, am besten übermorgen vormittag", days(2)),
    r("arbeitsschutzbelehrung in leer am 16.2. um 8", at(md(2, 16), 8)),
    r("ersatz für abseilgerät bestellen, prüfung läuft ende des monats ab", end_of_month()),
    r("frau anrufen heute mittag wegen kita abholen", at(TODAY, 12)),
    r("samstag bereitschaft, ab 5 uhr früh am telefon sein", at(wd("sat"), 5)),
    r("wetterfenster laut dispo erst in 4 tagen, dann wea 03 blattinspektion", days(4)),
    r("gabelstaplerschein verlängern lassen in 3 wochen", days(21)),
    r("dispo: bericht wea 07 abgeben morgen bis viertel vor vier", at(days(1), 15, 45)),
    r("donnerstag schwiegermutter vom bahnhof leer abholen um 17:12", at(wd("thu"), 17, 12)),
    r("ölproben ins labor schicken am 18.", nth(18)),
    r("wea 07 um 3:40 nachts gestoppt, fehler 2104", Unwanted("a stop logged last night")),
    r("windgeschwindigkeit 14,8 m/s, abschaltung ab 25", Lookalike("a wind speed and a cut-out speed")),
    r("schicht geht immer von 6 bis 16:30", Unwanted("the usual shift hours")),
    r("gestern 2 anlagen geschafft, 11 std auf see", Unwanted("a log of yesterday")),
    r("blattlagerbolzen m36 anzugsmoment 2.450 nm", Lookalike("a bolt size and a torque")),
    r("anlage 13/4 im feld nord hat störung seit heute früh", Lookalike("a turbine position and a fault since this morning")),
    r("tochter hat am 22. mai geburtstag", Unwanted("a birthday stated")),
    r("fähre nach borkum fährt sonntags erst um 9:30", Unwanted("a ferry timetable")),
    r("neue dienstnummer 0491 9120 877", Lookalike("a phone number")),
    r("fehlercode 10.02 an wea 05 quittiert", Lookalike("a fault code")),
    r("ladungssicherung kurs war am montag, zertifikat liegt im spind", Unwanted("a course yesterday")),
]

VET_STUDENT = [  # Lina, 21, Tiermedizinstudentin in Gießen; lower case, emoji, heut, nachm., testat, altklausuren
    r("anatomie testat pferdebein do 10:15 hörsaal 3 !!", at(wd("thu"), 10, 15)),
    r("buch 'klinische propädeutik' in der bib zurückgeben bis freitag den 19.", md(2, 19)),
    r("praktikumsplatz kleintierklinik anfragen bis ende der woche", end_of_week()),
    r("mama anrufen heut abend wegen semesterticket", at(TODAY, 19)),
    r("lerngruppe physio bei jana am sa ab 14 uhr", at(wd("sat"), 14)),
    r("rückmeldung sommersemester, zahlung bis 15.3. sonst exmatrikuliert 😬", md(3, 15)),
    r("hund von tante gassi gehen übermorgen nachm.", days(2)),
    r("tollwutimpfung betriebsarzt mittwoch den 17.2. 13:30, impfpass mitnehmen", md(2, 17)),
    r("wg einkauf katzenfutter heute noch", TODAY),
    r("klausur biochemie in 8 tagen, altklausuren bis sonntag durchrechnen", wd("sun")),
    r("bafög amt: formblatt 5 einreichen nächsten montag", wd_next_week("mon")),
    r("reitstunde von mittwoch auf donnerstag 17 uhr verschoben", at(wd("thu"), 17)),
    r("geburtstagsgeschenk für papa besorgen, er hat am 3. märz", md(3, 3)),
    r("zimmer kündigen zum 31.3., schriftlich bis ende feb", md(2, 28)),
    r("heute 6:45 aufgestanden, voll müde", Unwanted("a log of this morning")),
    r("ana vl immer mo und mi 8-10", Unwanted("a lecture timetable")),
    r("präp-saal gruppe 3/2, tisch 11", Lookalike("a group number with a slash")),
    r("kuh 4711 hatte 39,2 fieber", Lookalike("a cow number and a temperature")),
    r("hab am sonntag 6 std gelernt", Unwanted("studying last Sunday")),
    r("klausurenphase geht vom 1. bis 19. märz", Unwanted("an exam period stated")),
    r("montags gibts in der mensa veggie day", Unwanted("a weekly canteen habit")),
    r("pferd hatte puls 36/min, atmung 12/min", Lookalike("a pulse and a breathing rate")),
    r("jana hat am 28. august geburtstag", Unwanted("a birthday stated")),
    r("semesterticket gültig 01.04.–30.09.", Unwanted("a validity period stated")),
    r("gestern bis 2 uhr nachts gefeiert lol", Unwanted("a log of last night")),
]

HOLIDAY_FLATS = [  # Doris, 66, vermietet drei Ferienwohnungen auf Usedom; full sentences, Sonnabend, Gäste, Kurtaxe
    r("Bettwäsche für Wohnung 2 zur Wäscherei bringen, morgen bis 10 Uhr", at(days(1), 10)),
    r("Herrn Brandt wegen der Heizung in Wohnung 3 anrufen, heute Nachmittag", at(TODAY, 15)),
    r("Kurtaxe für Januar an die Gemeinde überweisen bis zum 15. Februar", md(2, 15)),
    r("Schornsteinfeger kommt am Freitag zwischen 9 und 11, Wohnung 1 aufschließen", at(wd("fri"), 9)),
    r("Am 27. Februar reisen die Hoffmanns an, vorher Fenster putzen", md(2, 27)),
    r("Prospekte für die Saison bei der Druckerei abholen, spätestens am Montag, den 22. Februar", md(2, 22)),
    r("Die neue Waschmaschine wird am Donnerstag um 8 Uhr geliefert, da muss ich zu Hause sein", at(wd("thu"), 8)),
    r("Buchungsanfrage Familie Wendt für Ostern beantworten, bis heute Abend", at(TODAY, 19)),
    r("Zahnarzt in Heringsdorf, Dienstag nächste Woche um halb elf", at(wd_next_week("tue"), 10, 30)),
    r("Dem Steuerberater die Belege bringen, Ende des Monats", end_of_month()),
    r("Strandkörbe beim Tischler abholen, in drei Wochen sollen sie fertig sein", days(21)),
    r("Gästebewertung auf dem Portal beantworten übermorgen", days(2)),
    r("Frau Krüger hat angerufen, sie kommt Sonnabend um 15 Uhr zur Schlüsselübergabe", at(wd("sat"), 15)),
    r("Am Sonntag Kaffee bei meiner Schwester in Wolgast, Kuchen am Sonnabend backen", wd("sat")),
    r("Wohnung 2 ist vom 1.3. bis 14.3. belegt", Unwanted("a booking stated")),
    r("Die Saison geht bei uns von Ostern bis Ende Oktober", Unwanted("the season stated")),
    r("Am Sonntag war Frau Krüger zum Kaffee da", Unwanted("a visit last Sunday")),
    r("Anreise ist immer ab 15 Uhr, Abreise bis 10 Uhr", Unwanted("house rules")),
    r("Die Hausnummer ist Strandstraße 12/14", Lookalike("a house number")),
    r("Zimmerpreis Hauptsaison 95 €, ab 7 Nächte 89 €", Lookalike("prices and a count of nights")),
    r("Mein Mann ist am 2. Oktober 1955 geboren", Unwanted("a birth date")),
    r("Letzten Winter hatten wir im Februar kaum Gäste", Unwanted("last winter")),
    r("Buchungsnummer 2027-0214-03", Lookalike("a booking number")),
    r("Heute Morgen minus 6 Grad am Thermometer", Unwanted("a reading of this morning")),
    r("Die Müllabfuhr kommt hier dienstags", Unwanted("a weekly collection")),
]

SHIFT_LEAD = [  # Tobias, 45, Schichtmeister in einem Chemiewerk in Ludwigshafen; terse, MA, Anl., BR, KW, P-204
    r("BR-Sitzung Do 13:30, Schichtplan März mitbringen", wd("thu")),
    r("Gaswarngeräte kalibrieren lassen bis 19.02.", md(2, 19)),
    r("MA Schäfer Urlaubsantrag genehmigen heute", TODAY),
    r("Übergabe an Spätschicht heute 13:45 – Pumpe P-204 ansprechen", at(TODAY, 13, 45)),
    r("Unterweisung Gefahrstoffe für Neue am Montag, den 15.2. um 7 Uhr", at(md(2, 15), 7)),
    r("Audit TÜV in KW 8 – Unterlagen zusammenstellen", ymd(2027, 2, 22)),
    r("Ersatzdichtungen für Anl. 4 bestellen, spätestens übermorgen", days(2)),
    r("Nachtschicht Sa tauschen mit Kollege Weber, mit Meister klären bis morgen Mittag", at(days(1), 12)),
    r("Betriebsarzt G26 Untersuchung 24.2. 9:30", at(md(2, 24), 9, 30)),
    r("Leon vom Handball abholen, heute 18:15 Halle Nord", at(TODAY, 18, 15)),
    r("Jahresgespräche mit den 6 MA führen bis Ende März", md(3, 31)),
    r("Elternabend Leon am 3. März um 19:30", at(md(3, 3), 19, 30)),
    r("Messwerte Kühlturm an Umweltabteilung mailen Freitag nächste Woche", wd_next_week("fri")),
    r("Störmeldung P-204 mit Instandhaltung besprechen morgen früh um 6", at(days(1), 6)),
    r("Frühschicht 6-14, Spätschicht 14-22, Nacht 22-6", Unwanted("the shift pattern")),
    r("Anl. 4 Druck 12,5 bar, Temp 180 °C um 04:10", Unwanted("a reading logged at 04:10 last night")),
    r("P-204 seit 3.2. 2x ausgefallen", Unwanted("a fault count since 3 February")),
    r("Sicherheitskennzahl: 1.250 Tage ohne Unfall", Lookalike("a count of days")),
    r("Leon ist am 11.11.2013 geboren, Karnevalskind", Unwanted("a birth date")),
    r("KW 5 war Rekord: 412 t Produktion", Unwanted("a past week's output")),
    r("Kollege Weber hat mittwochs immer Spätschicht", Unwanted("a colleague's weekly shift")),
    r("Ventil V-12/3 undicht gemeldet", Lookalike("a valve code")),
    r("Telefon Leitwarte 0621 60-41255", Lookalike("a phone number")),
    r("Sonntag 14:00–22:00 Spätschicht gehabt, ruhig", Unwanted("a shift last Sunday")),
    r("Tank T 2.3 auf 80 % gefüllt", Lookalike("a tank number")),
]

WRITERS = {
    "tax": ("de_AT", TAX),
    "watchmaker": ("de_CH", WATCHMAKER),
    "wind_tech": ("de_DE", WIND_TECH),
    "vet_student": ("de_DE", VET_STUDENT),
    "holiday_flats": ("de_DE", HOLIDAY_FLATS),
    "shift_lead": ("de_DE", SHIFT_LEAD),
}

if __name__ == "__main__":
    write_by_locale(Path(__file__).resolve().parent.parent / "de", WRITERS, "de", "dev2-due-dates.jsonl", "dev2")

#!/usr/bin/env python3
"""Writes Corpora/temporal/de/dev-due-dates.jsonl, the German DEVELOPMENT due-date set, from the literal records below.

Every capture below was typed by hand, one at a time, in the voice of one of eight imagined German-speaking
writers (none of them the writers of the held-out set in Corpora/handwritten/de); nothing is generated from
templates or slots. The due-date gold is computed with `datetime` from the reference 2026-12-03T15:00:00 (a
Thursday afternoon, UTC) and the conventions of Sources/OffloadNLP/OffloadNLP.docc/DateGrammar.md (helpers in
Corpora/handwritten/tools/due_gold.py). This set is for DEVELOPMENT: date rules may be fitted to it, so it measures
nothing (see ../de/SOURCE.md); the held-out measure stays Corpora/handwritten/de/due-dates.jsonl.

Run from anywhere: `python3 Corpora/temporal/tools/write_dev_de.py`. The output is byte-identical on every run.

Each record is r(text, due) where due is
  - a `date` or `datetime`: the due date the writer would want (a date when no clock time belongs to it),
  - Lookalike(why): something that looks like a date or time but is none (a negative, expected []),
  - Unwanted(why): a real date or time the writer would not want as a due date (a negative, expected []).
"""

import sys
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
    end_of_week,
    md,
    next_week,
    nth,
    r,
    wd,
    wd_next_week,
    weekend,
    write,
    ymd,
)

TODAY = days(0)

PRACTICE = [  # Sabine, 47, medizinische Praxisassistentin in einer Hausarztpraxis in Zürich; kein ß, "bis am", Natel
    r("Impfstoff Grippe nachbestellen bis Fr.", wd("fri")),
    r("Dr. Keller will Laborwerte Frau Gasser bis morgen Mittag", at(days(1), 12)),
    r("Sterilisator Service kommt am 14.12. zwischen 8 und 10", at(md(12, 14), 8)),
    r("Praxis zu am 24. nachmittags, Aushang machen bis Mo", wd("mon")),
    r("Natel Abo kündigen, Frist 31.12.", md(12, 31)),
    r("Quartalsabrechnung an Ärztekasse spätestens am 8. Januar", md(1, 8)),
    r("Teamessen Zunfthaus reservieren, nächsten Donnerstag 19 Uhr, 9 Personen", wd_next_week("thu")),
    r("Herrn Baumann zurückrufen wegen Befund, heute vor 17:30", at(TODAY, 17, 30)),
    r("Schlüssel für Notfalldienst übermorgen bei Dr. Frei holen", days(2)),
    r("Fortbildung Wundversorgung anmelden bis 15.1.", md(1, 15)),
    r("Lernende Lea: Zwischenbericht schreiben bis Ende des Monats", end_of_month()),
    r("Praxissoftware Update Mo 7:15 bevor die Patienten kommen", at(wd("mon"), 7, 15)),
    r("Parkplatzbewilligung verlängern, läuft am 20. ab", nth(20)),
    r("Kaffeemaschine entkalken morgen früh", at(days(1), 9)),
    r("Lieferung Amavita Apotheke kontrollieren in 2 Wochen", days(14)),
    r("Frau Dr. Imhof Ferienvertretung bestätigen bis am Montag", wd("mon")),
    r("Blutentnahme Hr. Suter Di halb 8 nüchtern", at(wd("tue"), 7, 30)),
    r("Weihnachtsapéro Team 18.12. ab 17 Uhr, Wein bestellen", md(12, 18)),
    r("Frau Gasser war am Dienstag da, Rezept schon mitgegeben", Unwanted("a visit earlier this week")),
    r("Dr. Keller hat donnerstags frei", Unwanted("a weekly day off")),
    r("Gestern 43 Patienten, Rekord", Unwanted("a log of yesterday")),
    r("Wir haben über Mittag immer zu, 12 bis 13:30", Unwanted("the lunch closing every day")),
    r("Lea hatte am Dienstag Geburtstag, hab ihr Blumen gegeben", Unwanted("a birthday that is over")),
    r("Frau Freitag Termin verschoben, neue Nr. 044 261 18 42", Lookalike("a surname and a phone number")),
    r("Zimmer 2.14 braucht neue Liege", Lookalike("a room number")),
    r("RR Frau Huber 13/8, alles gut", Lookalike("a blood pressure in cmHg")),
    r("Praxis Mo-Fr 7:30-12 und 13:30-18 Uhr, so auf Website", Lookalike("opening hours Mo-Fr")),
    r("Tarmed Position 00.0010 abrechnen, 4x", Lookalike("a tariff code and a count")),
]

FARMER = [  # Alois, 63, Milchbauer im Allgäu; klein, kaum Kommas, "in der früh", Kuhnummern, Landtechnik
    r("tierarzt wegen der fleck kalbin morgen in der früh anrufen", days(1)),
    r("besamer kommt sa um 7 für die 212er", at(wd("sat"), 7)),
    r("heizöl bestellen bis zum 15.", nth(15)),
    r("milchgeld abrechnung prüfen die kommt am 10.", nth(10)),
    r("bulldog tüv am 18.12. halb 9 in kempten", at(md(12, 18), 8, 30)),
    r("stroh beim huber holen übermorgen", days(2)),
    r("mehrfachantrag vorbereiten abgabe 15.5.27", ymd(2027, 5, 15)),
    r("klauenpfleger nächste woche mittwoch bestellt vorher stall ausmisten", wd_next_week("wed")),
    r("mineralfutter 2 sack beim landhandel nachholen in 10 tagen", days(10)),
    r("sepp sagen wegen holz machen am wochenende", weekend()),
    r("versicherung zurückrufen morgen vormittag wegen hagel", days(1)),
    r("melkmaschine wartung do 14 uhr firma schwarz", at(wd("thu"), 14)),
    r("kälber impfen in 3 wochen nicht vergessen", days(21)),
    r("futterprobe ergebnis beim labor nachfragen ende der woche", end_of_week()),
    r("gemeinde wegen feldweg schreiben bis ende des monats", end_of_month()),
    r("enkel abholen bahnhof fr 17:40", at(wd("fri"), 17, 40)),
    r("versammlung bauernverband im ochsen morgen abends um 8", at(days(1), 20)),
    r("gestern 2 kälber gekommen beide gsund", Unwanted("a log of yesterday")),
    r("milchauto kommt jeden zweiten tag in der früh", Unwanted("the milk truck's round")),
    r("sonntags nach der kirch immer stammtisch", Unwanted("a weekly habit")),
    r("am montag den zaun hinterm stadel gerichtet", Unwanted("work done on Monday")),
    r("letzte woche 31 liter schnitt pro kuh", Unwanted("last week's yield")),
    r("besamung 1207 mit stier Mai von der station", Lookalike("a cow number and a bull named Mai")),
    r("mischung 13/8 kraftfutter zu gerste", Lookalike("a mixing ratio")),
    r("fendt 724 vario angebot 187.500 euro", Lookalike("a tractor model and a price")),
    r("handy nr vom klauenpfleger 0171 2290413", Lookalike("a phone number")),
    r("diesel 1,62 beim raiffeisen", Lookalike("a fuel price")),
]

TEACHER = [  # Thomas, 39, Gymnasiallehrer Deutsch/Geschichte in Dresden; ordentlich, Kl., Raumnummern, Noten
    r("Klausuren 10b korrigieren bis Mi.", wd("wed")),
    r("Elternabend 7a am 15.12. um 19:30, Raum 2.07", at(md(12, 15), 19, 30)),
    r("Notenschluss Halbjahr 29.01.27 – vorher alle Noten eintragen", ymd(2027, 1, 29)),
    r("Kopien Arbeitsblatt Weimarer Republik morgen vor der 1. Stunde", days(1)),
    r("Exkursion Militärhistorisches Museum: Busfirma Angebot bis Freitag nächste Woche", wd_next_week("fri")),
    r("Fachkonferenz Deutsch Mo 14:15", at(wd("mon"), 14, 15)),
    r("Vertretungsplan checken heute Abend", at(TODAY, 19)),
    r("Abgabe Facharbeiten 12er am 21.", nth(21)),
    r("Sekretariat: Krankmeldung von Montag nachreichen morgen früh", at(days(1), 9)),
    r("Weihnachtsfeier Kollegium 17.12., Wichtelgeschenk max 10 € besorgen", md(12, 17)),
    r("Bewerbung Fachleiter fertig machen, Frist in 3 Wochen", days(21)),
    r("Referendarin Hospitation Do halb 10, 3. Stunde 9b", at(wd("thu"), 9, 30)),
    r("Zahnarzt mit Paul Di. 16 Uhr", at(wd("tue"), 16)),
    r("Lektüre für die 11er bestellen, Anfang nächster Woche", next_week()),
    r("Mündliche Prüfungen Abitur sind am 03.06.27, Raumplan bis 20.5. machen", md(5, 20)),
    r("Sportabzeichen-Urkunden unterschreiben lassen bis 18 Uhr heute", at(TODAY, 18)),
    r("Klassenfahrt Anzahlung 120 € pro Kind bis 8.1. einsammeln", md(1, 8)),
    r("Mittwochs 7. Stunde immer AG Schach", Unwanted("a weekly club")),
    r("Test Klasse 8c am Montag geschrieben, Schnitt 2,8", Unwanted("a test written on Monday")),
    r("Gestern Elterngespräch mit Fr. Schulze, war ok", Unwanted("a talk yesterday")),
    r("Hofpause jeden Tag 9:40 bis 10:00 Aufsicht Nordhof laut Plan", Unwanted("a daily duty")),
    r("Tag der offenen Tür war am 28.11. – lief gut", Unwanted("an event in the past")),
    r("Kollege Herr Mai tauscht mit mir Raum 3.11 gegen 2.05", Lookalike("a surname and room numbers")),
    r("Punkte 13/15 bei Jonas, Note 1-", Lookalike("a score and a mark")),
    r("Seite 112–118 lesen lassen, Aufgabe 4.3", Lookalike("pages and an exercise number")),
    r("Schulgesetz Sachsen § 35a Abs. 2 nachlesen", Lookalike("a law section")),
    r("Material zum 9. November für Geschichte 10b sammeln", Lookalike("a historical day as the topic")),
]

TRUCKER = [  # Kalle, 56, Lkw-Fahrer aus Bochum; klein, knapp, wg., Rampen, Kennzeichen, Touren
    r("tacho karte läuft ab neue beantragen bis 15.1.", md(1, 15)),
    r("ladung duisburg hafen rampe 14 morgen früh um 5", at(days(1), 5)),
    r("fr abends um 8 zuhause sein wg. geburtstag von moni", at(wd("fri"), 20)),
    r("ölwechsel mercedes werkstatt mo früh um 6", at(wd("mon"), 6)),
    r("spesen abrechnung abgeben bis ende des monats chef will das", end_of_month()),
    r("führerschein modul 95 auffrischen, schulung am 16. januar", md(1, 16)),
    r("mautbox tauschen lassen übermorgen in dortmund", days(2)),
    r("paket für moni abholen post sa vor 12", at(wd("sat"), 12)),
    r("ladeliste von dispo anfordern heute bis 18 uhr", at(TODAY, 18)),
    r("tour nach linz nächste woche di, früh um 4 los", at(wd_next_week("tue"), 4)),
    r("zahnarzt termin 22.12. um 14:30 nicht vergessen", at(md(12, 22), 14, 30)),
    r("winterreifen checken lassen in 2 wochen", days(14)),
    r("jürgen anrufen wegen schalke karten heute abend", at(TODAY, 19)),
    r("urlaubsantrag für ostern einreichen bis zum 20.", nth(20)),
    r("do nächste woche dreiviertel 8 an der rampe in bottrop", at(wd_next_week("thu"), 7, 45)),
    r("kennzeichen schild neu machen lassen bis zum 9.", nth(9)),
    r("gestern 11 std gefahren lenkzeit voll", Unwanted("a log of yesterday")),
    r("montags immer erst ab 10 uhr laden in hamm", Unwanted("a weekly loading time")),
    r("am dienstag stau a1 3 std verloren", Unwanted("a traffic jam on Tuesday")),
    r("hab am 1.12. die neue tour angefangen", Unwanted("a start in the past")),
    r("jeden morgen um 4 raus, das nervt", Unwanted("a daily habit")),
    r("rampe 7 und 8 gesperrt in dortmund ausweichen auf 12", Lookalike("dock numbers")),
    r("gewicht 24,5 t länge 13,6 m", Lookalike("measurements")),
    r("anhänger BO-KH 1205 hat platten links", Lookalike("a number plate")),
    r("dispo nummer 0234 5917 330", Lookalike("a phone number")),
    r("a2 km 312,5 baustelle nur eine spur", Lookalike("a motorway kilometre")),
]

ARCHITECT = [  # Miriam, 42, Architektin in Graz; Jänner, heuer, BV, Top/Stiege, Maßstäbe, ordentlich
    r("BV Lendkai: Einreichplan an Magistrat bis 14. Jänner", md(1, 14)),
    r("Baubesprechung Fr 8:00 vor Ort, Helm mitnehmen", at(wd("fri"), 8)),
    r("Statiker Pichler wegen Decke Top 4 urgieren, morgen Vormittag", days(1)),
    r("Fliesenmuster beim Kunden abholen, Mo. viertel nach 4", at(wd("mon"), 16, 15)),
    r("Angebot Schlosser Geländer Stiege 2 prüfen bis Mittwoch", wd("wed")),
    r("Honorarnote Dr. Weiss schicken zum Monatsende", end_of_month()),
    r("Wettbewerb Volksschule Gratkorn Abgabe 22.01.2027 12 Uhr", at(ymd(2027, 1, 22), 12)),
    r("Kinder von der Schule abholen heute um halb 5, Mama kann nicht", at(TODAY, 16, 30)),
    r("Bauverhandlung Gleisdorf am 11.12. um 10, Nachbarn informiert?", at(md(12, 11), 10)),
    r("Renderings für Präsentation in 10 Tagen fertig haben", days(10)),
    r("Mitarbeitergespräch mit Lukas nächsten Dienstag 15 Uhr", at(wd_next_week("tue"), 15)),
    r("Lichtplaner zurückrufen übermorgen", days(2)),
    r("Büro-Weihnachtsessen reservieren für 16.12. abends", md(12, 16)),
    r("Steuerberaterin Unterlagen heuer noch schicken, spätestens 28.12.", md(12, 28)),
    r("Kostenschätzung BV Eggenberg bis Fr nächste Woche", wd_next_week("fri")),
    r("Rauchfangkehrer Termin Büro morgen 7:30", at(days(1), 7, 30)),
    r("Fensterlieferung Baustelle Andritz am 21. ab 7 Uhr, Polier Bescheid geben", nth(21)),
    r("Baustelle Lendkai war am Montag wieder Wasser im Keller", Unwanted("water on Monday, past")),
    r("Büro ist freitags nur bis 13 Uhr besetzt", Unwanted("office hours")),
    r("Heuer schon 14 Einreichungen, Rekordjahr", Unwanted("this year talked about")),
    r("Jour fixe ist jeden Dienstag um 9", Unwanted("a weekly meeting stated")),
    r("Vorgestern Abnahme Top 7 gemacht, 3 Mängel", Unwanted("a handover two days ago")),
    r("Wohnung Top 12, Stiege 3, 74,5 m²", Lookalike("a flat number and an area")),
    r("ÖNORM B 1600 Ausgabe 2017 prüfen wegen Rampe 6 %", Lookalike("a standard, its edition and a slope")),
    r("Frau Sonntag vom Baurechtsamt, Tel 0316 872 4410", Lookalike("a surname and a phone number")),
    r("Maßstab 1:50 und 1:200 für die Schnitte", Lookalike("drawing scales")),
    r("Raster 7.5 x 8.1 m, Achse 12", Lookalike("a grid and an axis")),
]

TEEN = [  # Finn, 16, Gymnasiast in Bremen; klein, Slang, Englisch, Tippfehler, kaum Satzzeichen
    r("bio referat fertig machen bis montag digga", wd("mon")),
    r("mathe test morgn 2. stunde lernen!!!", days(1)),
    r("konzi karten kaufen vorverkauf startet fr 10 uhr", at(wd("fri"), 10)),
    r("mama sagen wegen handball auswärts sa um 2 abfahrt", at(wd("sat"), 14)),
    r("geld für klassenfahrt mitbringen bis nächsten mittwoch", wd_next_week("wed")),
    r("zocken mit jonas heute abend 20 uhr discord", at(TODAY, 20)),
    r("friseur termin 12.12. um 11", at(md(12, 12), 11)),
    r("englisch vokabeln unit 4 bis do lernen", wd("thu")),
    r("geschenk für lina kaufen sie hat am 19. geburtstag", nth(19)),
    r("praktikumsbewerbung an werder schicken in 2 wochen ist deadline", days(14)),
    r("zahnspange kontrolle di halb 4", at(wd("tue"), 15, 30)),
    r("handy vertrag läuft aus am 31.12 mit papa reden", md(12, 31)),
    r("physik protokoll abgeben freitag nächste woche sonst 6", wd_next_week("fri")),
    r("training fällt aus morgen stattdessen fitness um 5", at(days(1), 17)),
    r("kinotickets reservieren für samstag abend", wd("sat")),
    r("oma anrufen wegen weihnachten plan heute noch", TODAY),
    r("ausweis verlängern bürgeramt termin 04.01.27 9:15", at(ymd(2027, 1, 4), 9, 15)),
    r("gestern 3:1 gewonnen gegen findorff lets gooo", Unwanted("a match yesterday")),
    r("donnerstags immer training 17-19 uhr", Unwanted("weekly training")),
    r("bin heute 5 km gelaufen in 26 min", Unwanted("a log of a run")),
    r("mein geburtstag ist am 2. april lol", Unwanted("a birthday as a fact")),
    r("letztes wochenende party bei tim war krass", Unwanted("last weekend")),
    r("fifa 25 ultimate team 84er karte gezogen", Lookalike("a game title and a rating")),
    r("iphone 15 pro 128gb für 799 bei mediamarkt", Lookalike("a product and a price")),
    r("bus 24 fährt jetzt ab steig 3 am hbf", Lookalike("a bus line and a stand")),
    r("englischlehrer heißt mr may lol", Lookalike("a teacher named May")),
    r("note in mathe 2,3 und deutsch 1,7", Lookalike("marks")),
]

GRANDFATHER = [  # Friedrich, 81, pensionierter Ingenieur in Freiburg, diktiert: ganze Sätze, äh, Zahlwörter
    r("Äh erinnere mich bitte daran dass ich morgen um halb neun beim Augenarzt bin", at(days(1), 8, 30)),
    r("Also die Rezepte für die Blutdrucktabletten muss ich bis Freitag bei der Praxis abholen", wd("fri")),
    r("Notiz Geburtstagskarte an meinen Bruder Werner schicken der hat am 14. Dezember Geburtstag", md(12, 14)),
    r("Der Mann von der Heizung kommt am Montag zwischen 8 und 12 Uhr", at(wd("mon"), 8)),
    r("Bitte erinnern Zeitung Urlaubsunterbrechung bestellen vor dem 20. Dezember", md(12, 20)),
    r("Ähm Enkelin Sophie anrufen heute Abend wegen Weihnachten", at(TODAY, 19)),
    r("Seniorentreff nächsten Mittwoch um 3 Uhr im Gemeindehaus Kuchen mitbringen", at(wd_next_week("wed"), 15)),
    r("Termin beim Hörgeräteakustiker am 2. Januar um Viertel nach 10", at(md(1, 2), 10, 15)),
    r("Steuererklärung für meinen Sohn unterschreiben übermorgen wenn er kommt", days(2)),
    r("Die Autoversicherung kündigen die Frist ist Ende des Monats", end_of_month()),
    r("Blumen gießen bei der Nachbarin Frau Kuhn in 3 Tagen also Sonntag", days(3)),
    r("Äh Tabletten vom Apotheker abholen morgen früh", at(days(1), 9)),
    r("Buch in der Stadtbibliothek zurückgeben bis zum 12.", nth(12)),
    r("Fahrdienst für Donnerstag nächste Woche um 9 Uhr bestellen", wd_next_week("thu")),
    r("Zum Zahnarzt am 18.12. um dreiviertel elf", at(md(12, 18), 10, 45)),
    r("Ich muss in 2 Wochen zur Blutabnahme nüchtern kommen", days(14)),
    r("Erinnerung Samstag Vormittag auf dem Markt Spargel nein Äpfel kaufen", wd("sat")),
    r("Gestern war ich mit Gisela im Konzerthaus das war sehr schön", Unwanted("a concert yesterday")),
    r("Ich gehe jeden Morgen um 7 mit dem Hund", Unwanted("a daily walk")),
    r("Am Sonntag war der Werner zu Besuch", Unwanted("a visit last Sunday")),
    r("Meine Frau hatte am 3. März Geburtstag sie wäre 80 geworden", Unwanted("a birthday remembered")),
    r("Der Bäcker hat mittwochs Ruhetag", Unwanted("a weekly closing day")),
    r("Die Telefonnummer vom Hausarzt ist 0761 4 78 12 30", Lookalike("a phone number")),
    r("Der Blutdruck war 145 zu 85 und der Zucker 6.3", Lookalike("readings")),
    r("Herr Freitag aus dem dritten Stock hat nach der Leiter gefragt", Lookalike("a neighbour named Freitag")),
    r("Die Rente ist um 1,8 Prozent gestiegen", Lookalike("a percentage")),
    r("Straßenbahn Linie 5 fährt ab Bertoldsbrunnen", Lookalike("a tram line")),
]

STUDENT = [  # Aylin, 24, Maschinenbau-Master an der RWTH Aachen und HiWi; Denglisch, klein, asap, WE
    r("hiwi stundenzettel unterschreiben lassen bis 5.12.", md(12, 5)),
    r("meeting mit betreuer prof. schmitz mo 10:30", at(wd("mon"), 10, 30)),
    r("FEM hausübung upload bis morgen 23:59", at(days(1), 23, 59)),
    r("prüfungsanmeldung wintersemester deadline 11.12.", md(12, 11)),
    r("wg putzplan: bad ist dran am WE", weekend()),
    r("paper draft an betreuer schicken in 12 tagen", days(12)),
    r("flug nach izmir buchen für den 22.12.", md(12, 22)),
    r("semesterbeitrag überweisen, frist 15. jan", md(1, 15)),
    r("laborpraktikum versuch 3 protokoll abgabe nächsten dienstag 12 uhr", at(wd_next_week("tue"), 12)),
    r("bafög folgeantrag bis ende des monats rausschicken", end_of_month()),
    r("lerngruppe thermo heute 18:00 bib", at(TODAY, 18)),
    r("masterarbeit anmeldung unterschriften holen anfang nächster woche", next_week()),
    r("mama zurückrufen, sie hat gestern 2x angerufen, heute abend", at(TODAY, 19)),
    r("werkstudentenvertrag zurückschicken asap spätestens do", wd("thu")),
    r("fitnessstudio kündigen, 3 monate frist, bis 31.12.26", ymd(2026, 12, 31)),
    r("career fair RWTH am 13.1. 9-16 uhr, cv vorher updaten", md(1, 13)),
    r("sprechstunde prüfungsamt mi viertel vor 10", at(wd("wed"), 9, 45)),
    r("zug nach köln sa 8:12 ab aachen hbf gleis 6", at(wd("sat"), 8, 12)),
    r("klausur mechanik am dienstag geschrieben, lief mies", Unwanted("an exam on Tuesday, past")),
    r("hiwi immer montags und mittwochs 8-12", Unwanted("weekly working hours")),
    r("letzten freitag mit team 3 std im labor gewesen", Unwanted("last Friday")),
    r("mensa hat samstags zu", Unwanted("a weekly closing day")),
    r("vorgestern 12 km fahrrad zur uni und zurück", Unwanted("a log of a ride")),
    r("hörsaal H03 oder raum 1090? steht so aufm plan", Lookalike("lecture room numbers")),
    r("matlab R2024b auf laptop installieren", Lookalike("a software version")),
    r("passung H7/g6, bohrung 12.5 mm", Lookalike("a fit and a bore")),
    r("§ 18 abs. 3 PO nachlesen wegen wiederholung", Lookalike("a regulation section")),
    r("zimmer 4.12 im wohnheim, haus 3", Lookalike("a room number")),
]

WRITERS = {
    "practice": PRACTICE,
    "farmer": FARMER,
    "teacher": TEACHER,
    "trucker": TRUCKER,
    "architect": ARCHITECT,
    "teen": TEEN,
    "grandfather": GRANDFATHER,
    "student": STUDENT,
}

if __name__ == "__main__":
    write(Path(__file__).resolve().parent.parent / "de", WRITERS, "de", "de_DE", "dev-due-dates.jsonl", "dev")

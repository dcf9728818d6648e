#!/usr/bin/env python3
"""Writes Corpora/temporal/de/dev3-due-dates.jsonl, the third German DEVELOPMENT due-date set, from the records below.

Every capture below was typed by hand, one at a time, in the voice of one of eight imagined German-speaking writers
(none of them a writer named in a SOURCE.md under Corpora/temporal or Corpora/handwritten); nothing is generated
from templates or slots. Half of the set are negatives (texts where the writer wants no due date), written to find
the false dates the reader gives. The due-date gold is computed with `datetime` from the reference
2027-06-19T19:45:00 (a Saturday evening, UTC) and the conventions of Sources/OffloadNLP/OffloadNLP.docc/DateGrammar.md
(helpers in Corpora/handwritten/tools/due_gold.py). Each writer has a locale of their own (de_DE, de_AT, de_CH).
This set is for DEVELOPMENT: date rules may be fitted to it, so it measures nothing (see ../de/SOURCE.md).

Run from anywhere: `python3 Corpora/temporal/tools/write_dev3_de.py`. The output is byte-identical on every run.

Each record is r(text, due) where due is
  - a `date` or `datetime`: the due date the writer would want (a date when no clock time belongs to it),
  - Lookalike(why): something that looks like a date or time but is none (a negative, expected []),
  - Unwanted(why): a real date or time the writer would not want as a due date (a negative, expected []).

Some days from the reference (Saturday 2027-06-19 19:45): morgen is Sunday 06-20, übermorgen and a bare Montag
Monday 06-21, a bare Samstag next Saturday 06-26 (today excluded), `nächsten Freitag` 06-25 (this and next week's
agree for Monday to Saturday said on a Saturday; `nächsten Sonntag` was not written), `am 25.` 06-25, `bis zum 3.`
would be 07-03, `Ende des Monats` 06-30, `in 2 Wochen` 07-03; a time without a day is today when after 19:45.
"""

import sys
from datetime import datetime
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "handwritten" / "tools"))
import due_gold  # noqa: E402

due_gold.set_reference(datetime(2027, 6, 19, 19, 45))  # a Saturday evening; before any record is read

from dev2_writer import write_by_locale  # noqa: E402
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
)

TODAY = days(0)

BREWER = [  # Vroni, 44, Braumeisterin im Brauerei-Gasthof der Familie in Bamberg; Sud, °P, Seidla, fei, Fa.
    r("Malz bei Weyermann nachbestellen, 2 t Pilsner und 300 kg Rauchmalz, bis Mittwoch", wd("wed")),
    r("Kellerbier Sud 27 anstellen Montag früh um 6", at(wd("mon"), 6)),
    r("Lebensmittelkontrolle kommt am 29.6. um 10, Kühlhaus vorher fei gscheit putzen", md(6, 29)),
    r("Festbier-Etiketten in Druck geben, spätestens 2.7.", md(7, 2)),
    r("Schankanlage reinigen lassen, Fa. Schmitt kommt Dienstag halb 8", at(wd("tue"), 7, 30)),
    r("Sandkerwa: Ausschankgenehmigung bei der Stadt beantragen bis zum 30.", nth(30)),
    r("heute noch um 22 Uhr Gärtemperatur von Sud 26 nachschauen", at(TODAY, 22)),
    r("Hopfenvertrag 2028 mit dem Bauern aus der Hallertau besprechen, Anruf übermorgen", days(2)),
    r("Dienstplan Biergarten-Aushilfen für Juli fertig machen bis Ende des Monats", end_of_month()),
    r("Rauchbier-Probe an die DLG schicken, Einsendeschluss 9. Juli", md(7, 9)),
    r("Sud 26 heute um 14:20 angestellt, 12,4 °P, 8 °C", Unwanted("a brew logged today at 14:20")),
    r("Ruhetag ist montags und dienstags, im Juli nur montags", Unwanted("the inn's rest days")),
    r("Küche hat warm von 11:30 bis 14 und von 17:30 bis 21 Uhr", Unwanted("kitchen hours")),
    r("Herr Winter von der Hopfengenossenschaft: Hallertauer Tradition 7,90 €/kg", Lookalike("a surname Winter, a price")),
    r("Seidla 0,5 l 3,80 €, Maß gibts bei uns fei nicht", Lookalike("a volume and a price")),
    r("Gestern 312 Essen, Rekord für einen Freitag", Unwanted("yesterday's count")),
    r("Brauerei gegründet 1878, Urgroßvater Johann hat 1902 den Felsenkeller gegraben", Unwanted("past years")),
    r("Stammtisch der Feuerwehr ist jeden zweiten Donnerstag ab 19 Uhr an Tisch 4", Unwanted("a regulars' table")),
    r("Gärkeller 11 Grad, Lagerkeller 1,5 Grad, Tank 3 bei 2,1 bar, Hauptguss zu Schüttung 3:1", Lookalike("readings, a ratio")),
    r("Tag der offenen Brauerei war ein Erfolg, gut 600 Leute da", Unwanted("a past open day, Tag in a name")),
]

HUT = [  # Lukas, 29, Hüttenwirt einer Alpenvereinshütte im Zillertal; heuer, Heli, Lager, Jause, solang's
    r("Heli-Versorgungsflug für Dienstag bestellen, Getränke, Gas, 2 Paletten Mehl", wd("tue")),
    r("Materialseilbahn Überprüfung am 6. Juli, Tragseil vorher schmieren", md(7, 6)),
    r("Bergrettung Ortsstelle Ginzling anrufen wegen Übung, morgen um 9", at(days(1), 9)),
    r("Lagerreservierung Sektion Edelweiss bestätigen bis Montag", wd("mon")),
    r("Gasflaschen tauschen heute noch vor 21 Uhr, solang's hell ist", at(TODAY, 21)),
    r("Hüttenwirte-Treffen in Mayrhofen Do 24.6. um 18 Uhr", at(md(6, 24), 18)),
    r("Trinkwasserprobe ins Labor nach Innsbruck schicken in 2 Wochen", days(14)),
    r("Dienstvertrag Aushilfe Magdalena unterschreiben lassen übermorgen", days(2)),
    r("Markierung am Steig zum Joch nachstreichen nächsten Freitag", wd_next_week("fri")),
    r("Abrechnung Juni an die Sektion schicken bis Monatsende", end_of_month()),
    r("heuer schon 3 Heli-Einsätze wegen Knöchel, alle am Steig zum Joch", Unwanted("this season talked about")),
    r("Hütte bewirtschaftet Mitte Juni bis Ende September, Frühstück 6:30–8:30", Unwanted("season and breakfast hours")),
    r("Lager 42 Plätze, Zimmer 1–6 mit je 4 Betten, Zirbenstube 20 Sitzplätze", Lookalike("beds and room numbers")),
    r("Seehöhe 2.340 m, Gipfel 3.096 m, Gehzeit 2:30 h vom Parkplatz", Lookalike("heights, a walking time")),
    r("gestern Abend Gewitter, 14 mm Regen, Strom bis 23:40 weg", Unwanted("last night's storm")),
    r("Radler 4,90, Kaspressknödelsuppe 7,50, Brettljause 14,80", Lookalike("prices")),
    r("Bergführer Sepp hat um 5:15 Guten Morgen durchs Lager gebrüllt, halbe Hütte wach", Unwanted("a greeting this morning, past")),
    r("Heli kommt immer dienstags und freitags, wenn's Wetter passt", Unwanted("the helicopter's days")),
    r("Bergrettung Kanal 12, Notruf 140, Hüttenhandy 0664 381 2207", Lookalike("a radio channel, phone numbers")),
    r("Gipfelbuch: am 12.6. erster Eintrag heuer, zwei Tourengeher aus Kufstein", Unwanted("a day a week ago")),
]

PHARMACIST = [  # Ursula, 58, Apothekerin in Basel; kein ß, Fr./Hr., bis am, Spitex, Offizin, CHF, 13.30
    r("Notfalldienstplan Juli an den Apothekerverband mailen bis am Mittwoch", wd("wed")),
    r("Fr. Vögtlin: Wochenblister für die Spitex richten, Abholung Montag 8 Uhr", wd("mon")),
    r("Hr. Brändli anrufen wegen abgelaufenem Insulinrezept, Montag um 9", at(wd("mon"), 9)),
    r("Inventur Betäubungsmittel bis 30.06. abschliessen", md(6, 30)),
    r("Inspektion Kantonsapotheker am 7. Juli, QMS-Ordner vorher nachführen", md(7, 7)),
    r("Sonntag Notfalldienst 8–20 Uhr, Kühlschrank vorher auffüllen", wd("sun")),
    r("Lieferung Galexis reklamieren, 3 Pck. Eliquis fehlten, heute noch per Mail", TODAY),
    r("Fortbildung FPH Dermatologie in Olten am 1.7. um 13.30", at(md(7, 1), 13, 30)),
    r("Zwischengespräch mit Lernender Selina in 10 Tagen ansetzen", days(10)),
    r("MWST-Abrechnung 2. Quartal bis Ende Juli an den Treuhänder", md(7, 31)),
    r("Apotheke Mo–Fr 8–18.30, Sa 8–17 Uhr, So geschlossen", Unwanted("opening hours")),
    r("Fr. Vögtlin nimmt Marcoumar 3 mg 1-0-0, INR 2,4 am Donnerstag gemessen", Unwanted("a dose, a past reading")),
    r("Filiale neu an der Güterstrasse 114, Tram 16 bis Tellplatz", Lookalike("an address, a tram line")),
    r("Hr. Sonntag war wieder da wegen Blutdruckgerät, zeigt 142/88", Lookalike("a surname Sonntag, a blood pressure")),
    r("Rezept vom 14.06.2027 für Amoxicillin eingelöst", Unwanted("a past prescription date")),
    r("Kühlschrank Offizin 5,2 °C um 8:00, 5,6 °C um 17:30", Unwanted("fridge readings today")),
    r("Kundin sagt Migräne seit Dienstag, nimmt schon Ibuprofen 400", Unwanted("since Tuesday")),
    r("Galexis liefert zweimal täglich, um 10 und um 15 Uhr", Unwanted("delivery times")),
    r("Art. 24 Abs. 1 lit. a HMG: Abgabe ohne Rezept", Lookalike("a legal reference")),
    r("Bestellung 3/7 von Fr. Mäder ist vollständig", Lookalike("an order number 3/7")),
]

BUS = [  # Detlef, 57, Busfahrer bei den Verkehrsbetrieben in Kassel; klein geschrieben, dienst, wagen, früh
    r("dienst 314 tauschen mit rüdiger, dienstplaner bescheid geben bis donnerstag", wd("thu")),
    r("betriebsarzt mo 28.6. um 7:15", at(md(6, 28), 7, 15)),
    r("module 95 nachweis für führerschein abgeben bis 15.7.", md(7, 15)),
    r("wagen 412 in die werkstatt, heckklappe klemmt, montag früh", wd("mon")),
    r("übermorgen früh um halb 5 dienstbeginn", at(days(2), 4, 30)),
    r("schwiegermutter vom bahnhof wilhelmshöhe abholen morgen 16:40", at(days(1), 16, 40)),
    r("urlaubsantrag für oktober einreichen, frist in 2 wochen", days(14)),
    r("kegeln mit den kollegen freitag 19 uhr", at(wd("fri"), 19)),
    r("schulung neue ticketautomaten am 2.7. zwischen 9 und 12", at(md(7, 2), 9)),
    r("reifen vom auto wechseln lassen, termin heute in einer woche", days(7)),
    r("linie 52 fährt sonntags nur alle 30 min, ab 20 uhr stündlich", Unwanted("a Sunday timetable")),
    r("heute 9 std gefahren, 2 mal umleitung wegen baustelle holländischer platz", Unwanted("today's log")),
    r("wagen 412 hat 684.211 km drauf, bj 2014", Lookalike("mileage, a year of build")),
    r("fahrplan 52: am weinberg ab 18:07, rathaus an 18:19, jeden tag gleich", Unwanted("a daily timetable")),
    r("guten morgen hat heute keiner gesagt, nur gemecker", Unwanted("a greeting in a past log")),
    r("hab am donnerstag den unfallbericht abgegeben", Unwanted("a past Thursday")),
    r("rüdiger hat montags und mittwochs spätdienst", Unwanted("a colleague's shifts")),
    r("betriebsratswahl war 2026, die nächste erst 2030", Unwanted("election years")),
    r("kasse 143,50 €, 12 fahrkarten à 3,10 verkauft", Lookalike("cash and prices")),
    r("rückfahrt von münchen ICE 1092, wagen 12, platz 84 – 40 min verspätung gehabt", Lookalike("a train, coach and seat")),
]

MIDWIFE = [  # Theresa, 36, freiberufliche Hebamme in Linz; Fr., SSW, KH, ÖGK, dreiviertel 7 am Abend
    r("Hausbesuch Fam. Haider, Wochenbett Tag 5, morgen viertel nach 10", at(days(1), 10, 15)),
    r("Kursraum für Geburtsvorbereitung reservieren bis Freitag", wd("fri")),
    r("Abrechnung ÖGK Juni bis 8. Juli einreichen", md(7, 8)),
    r("Fr. Leitner SSW 39+1, CTG-Kontrolle im KH Dienstag um 8", at(wd("tue"), 8)),
    r("Rückbildungskurs startet Mo 5.7., Teilnehmerinnenliste vorher ausdrucken", md(7, 5)),
    r("Fortbildung Stillberatung in Salzburg am 9. und 10. Juli, Hotel buchen bis Mittwoch", wd("wed")),
    r("Jahresbeitrag Hebammengremium heute überweisen", TODAY),
    r("Nabelklemmen nachbestellen, spätestens übermorgen", days(2)),
    r("Telefonsprechstunde von Montag auf Dienstag 14 Uhr verschoben", at(wd("tue"), 14)),
    r("Supervision mit den Kolleginnen am 29.6. um dreiviertel 7 am Abend", at(md(6, 29), 18, 45)),
    r("Baby Haider geboren 14.6. um 3:12, 3.420 g, 51 cm, APGAR 9/10/10", Unwanted("a birth last week")),
    r("Fr. Berger SSW 38+2, Fundus 2 QF unter Rippenbogen, RR 118/76", Lookalike("week of pregnancy, blood pressure")),
    r("Wochenbettbesuche mach ich immer vormittags, Kurse abends", Unwanted("her habits")),
    r("Stillcafé ist jeden Mittwoch von 14 bis 16 Uhr im Eltern-Kind-Zentrum", Unwanted("a weekly group")),
    r("gestern Nacht Hausgeburt begleitet, 6 Stunden, alles gut gegangen", Unwanted("last night")),
    r("seit Montag wieder Rufbereitschaft, Handy immer laut", Unwanted("since Monday")),
    r("Baby Gruber trinkt alle 2–3 Stunden 60–80 ml", Lookalike("intervals and amounts")),
    r("Skript Stillberatung S. 14–22 und Kap. 3.4 nochmal lesen", Lookalike("pages and a chapter, a task with no date")),
    r("Fr. Mai hat ihren Sohn Felix genannt", Lookalike("Frau Mai")),
    r("heuer schon 23 Geburten begleitet, letztes Jahr 31", Unwanted("this year talked about")),
]

COACH = [  # Marcel, 33, Sachbearbeiter bei einer Versicherung in Dortmund, Trainer der U11; Jungs, Kd., Schaden
    r("Trikots waschen für das Spiel Sonntag 11 Uhr gegen Eving", wd("sun")),
    r("Elternabend U11 neue Saison am Mittwoch um 19 Uhr im Vereinsheim", at(wd("wed"), 19)),
    r("Spielerpässe für die 3 Neuen beim Kreis beantragen bis 30.6.", md(6, 30)),
    r("Schaden 2027-04417 Kd. Yilmaz: Gutachten anfordern Montag", wd("mon")),
    r("Platzbelegung Sommerferien mit Jugendleiter klären in 3 Tagen", days(3)),
    r("Sommerturnier in Unna am 10.7., Anmeldung bis 1.7.", md(7, 1)),
    r("Jahresgespräch mit der Chefin Do 24.6. 14:30", at(md(6, 24), 14, 30)),
    r("Mannschaftsfoto Dienstag vorm Training, Fotograf kommt um 17 Uhr", at(wd("tue"), 17)),
    r("Kfz-Vertrag Frau Kowalski kündigt zum 31.7., Rückgewinnungsanruf bis Freitag", wd("fri")),
    r("Schienbeinschoner für Ben kaufen, Training ist Dienstag 17:30", wd("tue")),
    r("U11 hat 4:2 gegen Hombruch gewonnen, Leon 2 Tore", Lookalike("a score")),
    r("Training ist dienstags und donnerstags 17:30–19:00", Unwanted("training times")),
    r("Spiel war gestern, 1:1, Schiri pünktlich um 10", Unwanted("yesterday's game")),
    r("Trikots Gr. 140 und 152, Stutzen 31–34", Lookalike("sizes")),
    r("Vereins-App auf Version 2.7.1 aktualisiert, Aufstellung geht jetzt wieder", Lookalike("a version 2.7.1")),
    r("Schadennummer 11-2027/0614, Kunde hat schon gezahlt", Lookalike("a claim number")),
    r("letzten Samstag um 9 am Platz gewesen, keiner kam, Spiel war abgesagt", Unwanted("last Saturday")),
    r("Herr Sommer vom Platzwart-Team hat den Schlüssel für Kabine 2", Lookalike("a surname Sommer, a changing room")),
    r("Jugendbeitrag 8 € im Monat, wird immer am 1. abgebucht", Unwanted("a monthly debit")),
    r("Dauerkarte BVB: Block 13, Reihe 22, Platz 8", Lookalike("seat numbers")),
]

GARDENER = [  # Helga, 70, Kleingärtnerin in Magdeburg, Fahrdienstleiterin i. R.; ganze Sätze wie im Tagebuch
    r("Wasseruhr ablesen und den Zählerstand bis zum 25. beim Vorstand abgeben.", nth(25)),
    r("Gartenfest ist am Sa 3.7., Kuchen backen am Freitag 2.7.", md(7, 2)),
    r("Tomaten ausgeizen und hochbinden, morgen Vormittag, bevor es heiß wird.", days(1)),
    r("Dienstag um 10.15 Uhr bei Dr. Kühne wegen dem Knie.", at(wd("tue"), 10, 15)),
    r("Pacht für 2027 überweisen, spätestens am 30. Juni!", md(6, 30)),
    r("Paul vom Hauptbahnhof abholen, sein Zug kommt Montag um 15:52.", at(wd("mon"), 15, 52)),
    r("Gemeinschaftsarbeit Hecke schneiden am Samstag, den 26. Juni, ab 9 Uhr.", at(md(6, 26), 9)),
    r("Rosen in 4 Tagen nochmal gegen Sternrußtau spritzen.", days(4)),
    r("Karin heute noch um 20 Uhr wegen der Marmeladengläser anrufen.", at(TODAY, 20)),
    r("Widerspruch gegen den Rentenbescheid abschicken bis 9.7.", md(7, 9)),
    r("Heute 31 Grad im Schatten, zwei Kannen gegossen, 43 Schnecken abgesammelt.", Unwanted("today's log")),
    r("Gestern Abend endlich Regen, 12 l/m².", Unwanted("yesterday's rain")),
    r("Erdbeeren geerntet: Montag 1,2 kg, Mittwoch 2,5 kg, Freitag 0,8 kg.", Unwanted("past weekdays in a harvest log")),
    r("Gießen im Verein nur morgens bis 9 und abends ab 18 Uhr, mittags verboten.", Unwanted("watering rules")),
    r("Parzelle 47, Weg 3, Zaun 12,5 m, Laube von 1974.", Lookalike("plot, path, length, a year")),
    r("Frau Herbst von Parzelle 12 hat Zucchini über den Zaun gereicht.", Lookalike("a surname Herbst")),
    r("Mein Geburtstag ist am 14. August, dann werde ich 71.", Unwanted("a birthday stated")),
    r("Rhabarberkuchen: 250 g Mehl, 3 Eier, 180 Grad Umluft, 45 Minuten.", Lookalike("a recipe")),
    r("Seit 1998 im Verein, seit 2011 Kassiererin.", Unwanted("since years")),
    r("Der Tag der offenen Gartenpforte hat uns 80 Besucher gebracht.", Unwanted("a past open day, Tag in a name")),
]

APPRENTICE = [  # Jule, 18, Lernende FaGe in einem Altersheim in St. Gallen; klein, kein ß, zmorge, geburi, velo, üK
    r("üK lernbericht hochladen bis sonntag 23:59", at(wd("sun"), 23, 59)),
    r("tickets fürs openair mit laura kaufen morgen!!", days(1)),
    r("zahnarzt mi 14:15", at(wd("wed"), 14, 15)),
    r("bms anmeldung abgeben bis am 2.7.", md(7, 2)),
    r("praxisauftrag wundversorgung zi. 214 mit berufsbildnerin besprechen am dienstag", wd("tue")),
    r("frühdienst mo 6:45, velo am sonntag noch flicken", wd("sun")),
    r("geburi geschenk für mami kaufen, ihr geburi ist am 27.", nth(27)),
    r("heute noch wäsche machen für die ganze woche", TODAY),
    r("ferienwunsch im dienstplan eintragen bis ende monat", end_of_month()),
    r("um 21:30 mit lia facetimen 💕", at(TODAY, 21, 30)),
    r("heute 8 bewohner beim zmorge geholfen, frau keller hat 2x nix gegessen", Unwanted("today's log")),
    r("frau keller zi. 214: bz 6,8 um 7:30, 9,4 um 11:15", Unwanted("blood sugar readings")),
    r("spätdienst ist immer 14:30–22:00, frühdienst 6:45–15:15", Unwanted("shift times")),
    r("'morgen, morgen, nur nicht heute, sagen alle faulen leute' hängt im personalraum 😂", Lookalike("a saying")),
    r("herr montag aus zi. 108 erzählt immer vom krieg", Lookalike("a surname Montag")),
    r("gestern mit lia im kino gewesen, film war mega", Unwanted("yesterday")),
    r("lohn 1. lehrjahr 800 franken, 2. lehrjahr 1050", Lookalike("years of apprenticeship, wages")),
    r("frau huber sagt mir jeden tag 5 mal guten morgen 😂", Unwanted("a greeting as a habit")),
    r("hab am mittwoch die üK-prüfung bestanden, 5,5!!", Unwanted("a past Wednesday, a mark")),
    r("mein geburi ist am 3.3., gleich wie bei oma", Unwanted("a birthday stated")),
]

WRITERS = {
    "brewer": ("de_DE", BREWER),
    "hut": ("de_AT", HUT),
    "pharmacist": ("de_CH", PHARMACIST),
    "bus": ("de_DE", BUS),
    "midwife": ("de_AT", MIDWIFE),
    "coach": ("de_DE", COACH),
    "gardener": ("de_DE", GARDENER),
    "apprentice": ("de_CH", APPRENTICE),
}

if __name__ == "__main__":
    write_by_locale(Path(__file__).resolve().parent.parent / "de", WRITERS, "de", "dev3-due-dates.jsonl", "dev3")

#!/usr/bin/env python3
"""Writes Corpora/temporal/de/dev6-due-dates.jsonl, the sixth German DEVELOPMENT due-date set, from the records below.

Every capture below was typed by hand, one at a time, in the voice of one of eight imagined German-speaking writers
(none of them a writer named in a SOURCE.md under Corpora/temporal or Corpora/handwritten); nothing is generated
from templates or slots. 120 of the 160 captures are negatives about the three kinds of "what is not a date" a German
user meets every day: habits (plural weekdays and parts of the day said as routines or rules), names and places that
hold a date word (people, bars, songs, books, films, streets, towns, projects), and counts and references that look
like times or dates (tables, platforms, rooms, seats, pages, bars of music, catalogue and land-register numbers,
versions, sizes, prices, fractions, paces, scores, phone extensions, postcodes, house numbers, ages). 40 are
positives, some beside a lookalike. The due-date gold is computed with `datetime` from the reference
2027-09-16T07:50:00 (a Thursday morning, UTC) and the conventions of Sources/OffloadNLP/OffloadNLP.docc/DateGrammar.md
(helpers in Corpora/handwritten/tools/due_gold.py). Each writer has a locale of their own (de_DE, de_AT, de_CH).
This set is for DEVELOPMENT: date rules may be fitted to it, so it measures nothing (see ../de/SOURCE.md).

Run from anywhere: `python3 Corpora/temporal/tools/write_dev6_de.py`. The output is byte-identical on every run.

Each record is r(text, due) where due is
  - a `date` or `datetime`: the due date the writer would want (a date when no clock time belongs to it),
  - Lookalike(why): something that looks like a date or time but is none (a negative, expected []),
  - Unwanted(why): a real date or time word the writer would not want as a due date (a negative, expected []).
The `why` of every negative starts with the kind of negative it is (`habit:`, `name:`, `place:`, `title:`,
`count:`, …); the counts by kind are printed after the file is written, for SOURCE.md.

Some days from the reference (Thursday 2027-09-16 07:50): morgen is Friday 09-17, übermorgen Saturday 09-18; a bare
Freitag (`fr`) is 09-17, Samstag (`sa`) 09-18, Montag (`mo`) 09-20, Dienstag 09-21, Mittwoch (`mi`) 09-22,
Donnerstag (`do`) 09-23 (today excluded); `in 10 Tagen` is Sunday 09-26, `Ende des Monats` Thursday 09-30; `bis zum
20.` is 09-20 and `bis zum 30.` 09-30. Weekdays named beside dates agree with them (checked below): `Di 21.9.`,
`Freitag, den 24.9.`, `Samstag, 25. September`, `Montag, 4. Oktober`. `heute Abend` is 19:00 and `heute Nachmittag`
15:00 today, both still ahead at 07:50.
"""

import sys
from datetime import datetime
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "handwritten" / "tools"))
import due_gold  # noqa: E402

due_gold.set_reference(datetime(2027, 9, 16, 7, 50))  # a Thursday morning; before any record is read

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
)

TODAY = days(0)

# A weekday written beside a date must be that date's weekday.
for (month, day), weekday in {(9, 21): 1, (9, 24): 4, (9, 25): 5, (10, 4): 0}.items():
    assert md(month, day).weekday() == weekday, (month, day)
assert TODAY.weekday() == 3  # a Thursday

WAITRESS = [  # Jessi, 26, Kellnerin in einer Brauereigaststätte in der Düsseldorfer Altstadt; klein, Emoji, rheinisch dat/nich/is, wg.
    r("dienstags is ruhetag, da schlaf ich bis mittags durch 😴", Unwanted("habit: closed on Tuesdays, sleeping till noon")),
    r("freitagabends is die bude immer voll, da brauchen wir mind. 4 leute im service", Unwanted("habit: Friday evenings always full")),
    r("chef macht samstags die kasse immer selber, da bloß nich reinfummeln", Unwanted("habit: the boss does the till on Saturdays")),
    r("nach der spätschicht nachts noch 30 min putzen, vor halb 2 bin ich nie daheim", Unwanted("habit: at night after the late shift, never home before half past one")),
    r("die 18er-gruppe kommt an tisch 21-23, die drei tische hinten zusammenschieben", Lookalike("count: tables 21-23 for a group of 18")),
    r("halve hahn 5,90, altbier 0,25 2,60, 0,4 4,20 – neue karte is da", Lookalike("amount: prices and glass sizes on the new menu")),
    r("trinkgeld im topf 212,50 €, durch 5 sind dat 42,50 pro nase 💸", Lookalike("amount: tips shared out")),
    r("stammgast herr dienstag trinkt nur stilles wasser mit zitrone, nich vergessen!!", Lookalike("name: a regular called Herr Dienstag")),
    r("das 'sonnabend' an der kurze straße sucht auch noch leute, 15 € die stunde 👀", Lookalike("name: a bar called Sonnabend, an hourly wage")),
    r("der typ an der theke wollte dreimal 'ruby tuesday' hören 🙄 dj sagt nein", Lookalike("title: a song 'Ruby Tuesday'")),
    r("fortuna 3:1 gegen paderborn, danach war die altstadt komplett dicht 🍻", Lookalike("score: a football result")),
    r("nummer von der neuen aushilfe lara: 0176 22 31 09 48", Lookalike("phone: a mobile number")),
    r("schürzen: ich gr. 38, jonas 44, ela 36, bei der wäscherei abgeben", Lookalike("size: apron sizes")),
    r("'morgen hab ich frei' – sagt chef jedes mal und dann klingelt dat handy 😂", Lookalike("quote: a saying with morgen")),
    r("fass wechseln: 30 l reicht bei vollem haus grad mal 1:15 h", Lookalike("measure: a keg lasts 1:15 h")),
    r("für papas 60. nen tisch für 10 im uerige anfragen, sa um halb 8 abends", at(wd("sat"), 19, 30)),
    r("schicht mit jonas tauschen, fr gegen so, bis morgen mittag bescheid sagen", at(days(1), 12)),
    r("getränkebestellung an lieferant mailen, spätestens mo 12 uhr", at(wd("mon"), 12)),
    r("zahnarzt wg. krone am 28.9. um 8:15 🦷", at(md(9, 28), 8, 15)),
    r("kopie gesundheitszeugnis für den chef machen, heute noch", TODAY),
]

CONDUCTOR = [  # Ronny, 48, Zugbegleiter im Regionalverkehr ab Chemnitz; knapp, Abkürzungen (Gl., Wg, Tf, Hbf), sächsisch nu/nischt/nich
    r("RE 3 nach Dresden kommt jetzt immer auf Gl. 7, nich mehr auf 11", Lookalike("count: platforms 7 and 11")),
    r("werktags ab Flöha 2 Einheiten, am Wochenende immer nur eine, reicht nie", Unwanted("habit: train lengths on weekdays and at weekends")),
    r("sonntags früh fahr ich am liebsten, da is nischt los", Unwanted("habit: Sunday mornings")),
    r("Dienstbesprechung is jeden zweiten Donnerstag, bei Frühschicht muss ich nich hin", Unwanted("habit: a meeting every other Thursday, stated")),
    r("Frühschicht geht immer halb 4 los, da lieg ich um 9 abends schon im Bett", Unwanted("habit: the early shift's start, bedtime")),
    r("Platz 64 doppelt verkauft, die Frau hatte 63 und der Mann 64, Wg 2", Lookalike("count: seat numbers, a coach")),
    r("Fundsache Nr. 12/09: blauer Rucksack aus der RB 30, liegt im Dienstraum", Lookalike("reference: a lost-property number 12/09, a train")),
    r("Wg 3 Tür 2/4 klemmt wieder, Zettel is dran, Werkstatt weiß Bescheid", Lookalike("count: door 2/4 of coach 3")),
    r("23 min Verspätung in Zwickau wg. Signalstörung, Anschluss nach Glauchau weg", Lookalike("measure: a delay of 23 minutes")),
    r("Mit Tf Herbst kann man gut, mit Winter nich, der redet kein Wort", Lookalike("name: train drivers called Herbst and Winter")),
    r("Drahtseilbahn Augustusburg fährt wieder, mal mit dem Enkel hin", Lookalike("place: Augustusburg")),
    r("CFC hat 2:0 gegen Lok gewonnen, der Zug nach Leipzig war rappelvoll mit Fans", Lookalike("score: a football result")),
    r("Kontroll-App v3.12 hängt beim Deutschlandticket, IT sagt Neustart", Lookalike("version: an app version 3.12")),
    r("Fahrpreisnacherhebung 60 €, der hatte nur n Kinderticket für 3,80", Lookalike("amount: a penalty fare and a ticket price")),
    r("Ruhezeit nach Nachtschicht mind. 11 Stunden, steht so im Tarifvertrag § 9", Unwanted("rule: a rest period after night shifts")),
    r("Dienstplanwünsche für Oktober beim Disponenten abgeben, bis zum 20.", nth(20)),
    r("Mo Dienstbeginn 13:42 in Chemnitz Hbf, Gl. 8", at(wd("mon"), 13, 42)),
    r("Uniformhose Gr. 54 in der Kleiderkammer tauschen, bis Ende des Monats", end_of_month()),
    r("Schulung Fahrgastrechte am 5.10. um 9 Uhr in Leipzig, Raum 3.12", at(md(10, 5), 9)),
    r("Rico wg. Tausch Sa/So anrufen, heute Abend", at(TODAY, 19)),
]

PHYSIO = [  # Maren, 31, Physiotherapeutin in Kiel und Marathonläuferin; knapp, ohne Schlusspunkt, Pat., KG, MT, VO, HB, Paces
    r("Förde-Runde 14,2 km in 1:12:40, Pace 5:07, Wind von vorn", Lookalike("measure: a run's time and pace")),
    r("Intervalle 6x800 m in je 3:15, dazwischen 2 min traben", Lookalike("measure: interval times 3:15")),
    r("dienstags und donnerstags lauf ich mit dem Lauftreff ab Kiellinie", Unwanted("habit: running club on Tuesdays and Thursdays")),
    r("morgens vor den ersten Pat. dehn ich immer 15 min, sonst bin ich steif wie ein Brett", Unwanted("habit: stretching in the mornings before work")),
    r("Praxis hat mittwochnachmittags zu, da mach ich immer Doku", Unwanted("habit: the practice closed on Wednesday afternoons")),
    r("abends lauf ich lieber, morgens komm ich nich aus dem Quark", Unwanted("habit: running in the evenings")),
    r("neue Liege für Raum 2.1, Techniker meldet sich vorher", Lookalike("count: a treatment room 2.1")),
    r("VO Hr. Petersen: 6x KG, 2x/Wo., ICD M54.16", Lookalike("reference: a prescription's count and frequency, a diagnosis code")),
    r("Hr. Sonnabend Schulter re., Impingement, Theraband mitgeben", Lookalike("name: a patient called Sonnabend")),
    r("Juni von der Rezeption hat meine Laufschuhe gefunden 🙏", Lookalike("name: a colleague called Juni")),
    r("Praxis zieht in den Augustenweg 14, 2. OG, Aufzug gibt's", Lookalike("place: a street Augustenweg, a floor")),
    r("Laufschuhe im Angebot 129,95 statt 180", Lookalike("amount: prices")),
    r("Schuhgr. 39 1/2, Spikes lieber 40", Lookalike("size: a shoe size 39 1/2")),
    r("Theraband grün Art.-Nr. 20.12-3, 10 Rollen nachbestellen", Lookalike("product: an article number 20.12-3")),
    r("Pat. 87 J., Sturz im Bad, Gangschule mit Rollator", Lookalike("count: a patient's age")),
    r("Rezept Fr. Kock läuft ab, Hausarzt anrufen bis Mo", wd("mon")),
    r("Startunterlagen Kiel-Lauf abholen, Sa zwischen 10 und 12, Startnr. 1412", at(wd("sat"), 10)),
    r("HB Frau Lorenzen Mi um 14:30, Schlüssel liegt bei Nachbarin Nr. 12", at(wd("wed"), 14, 30)),
    r("MT-Kurs Modul 3 in Lübeck 1.10.–3.10., Zimmer buchen bis 20.9.", md(9, 20)),
    r("in 10 Tagen Berlin Marathon 🏃‍♀️ Gels + Blasenpflaster vorher besorgen", days(10)),
]

PENSIONER = [  # Renate, 69, ehemalige Schulsekretärin in Oldenburg; ganze Sätze mit Punkt, höflich, immer "Uhr", Chor, Enkel, NWZ
    r("Sonntagabends schauen wir immer Tatort, da rufe ich niemanden an.", Unwanted("habit: Sunday evenings, a TV series")),
    r("Mittwochs kommt die Haushaltshilfe, meistens so gegen 10 Uhr.", Unwanted("habit: the home help on Wednesdays at about 10")),
    r("Dienstags und freitags ist Markt auf dem Pferdemarkt, dort gibt es den guten Ziegenkäse.", Unwanted("habit: market days")),
    r("Der Chor probt alle 14 Tage donnerstags um 19.30 Uhr im Gemeindehaus.", Unwanted("habit: choir practice every fortnight on Thursdays")),
    r("Nachts schlafe ich schlecht, meistens bin ich schon um 4 Uhr wach.", Unwanted("habit: awake at 4 at night")),
    r("Der Chor soll 'Am Sonntag will mein Süßer mit mir segeln gehn' einüben. Ich finde das albern.", Lookalike("title: a song 'Am Sonntag will mein Süßer …'")),
    r("Gisela hat mir 'Ein ganzes halbes Jahr' geliehen, ich bin auf Seite 112.", Lookalike("title: a novel 'Ein ganzes halbes Jahr', a page")),
    r("Herr Feiertag aus dem Chor hat mir seine Nummer gegeben: 0441 59 12 07.", Lookalike("name: a surname Feiertag, a phone number")),
    r("Die Linie 310 hält nicht mehr am Lappan, sondern am Julius-Mosen-Platz.", Lookalike("count: a bus line 310")),
    r("Butterkuchen: 2 1/2 Tassen Mehl, 3/4 Tasse Zucker, 1 Würfel Hefe, 250 ml Milch.", Lookalike("quantity: a recipe with fractions")),
    r("Kreuzworträtsel NWZ S. 14, 12 senkrecht: Fluss durch Oldenburg mit 5 Buchstaben.", Lookalike("reference: a page and a clue number")),
    r("Die Apotheke in der Osterstraße bringt jetzt auch Medikamente nach Hause.", Lookalike("place: a street Osterstraße")),
    r("Im Wohnzimmer nur 18 Grad, im Bad 21. Die Heizung macht wieder Ärger.", Lookalike("measure: room temperatures")),
    r("Jonte ist jetzt 14 und schon 1,82 m groß, größer als sein Vater.", Lookalike("count: an age and a height")),
    r("Giselas neue Adresse: Am Schloßgarten 12/3, 26122 Oldenburg.", Lookalike("address: a house number 12/3 and a postcode")),
    r("Fußpflege diesmal am Freitag, den 24.9., um 10.30 Uhr.", at(md(9, 24), 10, 30)),
    r("Gisela zum Geburtstag gratulieren, am Montag. Nicht vergessen!", wd("mon")),
    r("Das Rezept für die Blutdrucktabletten bei Dr. Sommer abholen, bis Mittwoch.", wd("wed")),
    r("Die Karten für das Chorkonzert am 9. Oktober bei Frau Brinkmann bezahlen, bis zum 30.", nth(30)),
    r("Übermorgen um halb drei kommt Jonte zum Kaffee, vorher noch Butterkuchen backen.", days(2)),
]

ESTATE_AGENT = [  # Florian, 46, Immobilienmakler in Salzburg; ordentliche Kürzel (Whg., Top, Stg., BK, HV, HWB, EZ), EUR, urgieren, is
    r("Whg. Top 12, Stiege 3, 2. OG, 74 m², Bj. 1972, Lift neu", Lookalike("count: a flat Top 12, a staircase, a floor, the year built")),
    r("Miete 1.120 EUR inkl. BK, Kaution 3 BMM, Provision 2 BMM", Lookalike("amount: rent, deposit and commission")),
    r("Grundbuch EZ 1214, KG Maxglan, Gst.-Nr. 312/4", Lookalike("reference: land-register numbers 1214 and 312/4")),
    r("HWB 48 kWh/m²a, fGEE 0,82, Klasse B", Lookalike("measure: an energy certificate")),
    r("Besichtigungen mach ich wochentags nur bis 18 Uhr, samstags gar nicht", Unwanted("habit: viewings on weekdays only until 18:00")),
    r("HV Fr. Sommer is freitags nie im Büro, immer per Mail", Unwanted("habit: Fridays; Fr. Sommer is Frau Sommer")),
    r("Käufer Hr. August Weinberger, Finanzierung über die Raiffeisen", Lookalike("name: a first name August")),
    r("Objekt Augustinergasse 7, gleich unterhalb vom Bräustübl", Lookalike("place: a street Augustinergasse")),
    r("Projekt 'Maienhof' in Anif, 14 Einheiten, davon 9 verkauft", Lookalike("place: a housing project Maienhof")),
    r("Firmenauto Octavia 2019, 148.000 km, Winterreifen sind drauf", Lookalike("model: a car's model year 2019")),
    r("Kaufvertragsentwurf § 7 Abs. 2 Gewährleistung vom Anwalt prüfen lassen", Lookalike("reference: a contract paragraph")),
    r("Notariat Dr. Kainz 0662 84 12 09, DW 21 is die Sekretärin", Lookalike("phone: a number and an extension")),
    r("Exposé-Software auf 7.4.2 upgedatet, Grundrisse laden wieder", Lookalike("version: a software version 7.4.2")),
    r("Hr. Gruber schaut sich grundsätzlich nur am Wochenende was an, unter der Woche keine Chance", Unwanted("habit: a buyer who views only at weekends")),
    r("Tiefgaragenplatz 17/18 gehört zur Whg., Kellerabteil 9", Lookalike("count: a parking space 17/18, a cellar")),
    r("Besichtigung Top 12 mit Fam. Lindner, Di 21.9. um 17:30", at(md(9, 21), 17, 30)),
    r("Energieausweis beim Ziviltechniker urgieren, spätestens Mo", wd("mon")),
    r("Übergabeprotokoll Augustinergasse an die HV schicken, bis 30.9.", md(9, 30)),
    r("Notartermin Kaufvertrag Maxglan am 7. Oktober um 10 Uhr bei Dr. Kainz", at(md(10, 7), 10)),
    r("Fotos Anif morgen früh um 8, da is die Sonne auf der Terrasse", at(days(1), 8)),
]

ZIVI = [  # Beni, 19, Zivildiener im Rettungsdienst in St. Pölten; klein, ohne Umlaute (fur, kuche, spatestens), heast, leiwand, Emoji
    r("samstagnachts is immer am meisten los, lauter besoffene 🙄", Unwanted("habit: Saturday nights")),
    r("dienstags is bei uns schulungsabend auf der wache, voll fad", Unwanted("habit: training evening on Tuesdays")),
    r("werktags fahr ma fast nur ktw, dialyse hin und retour", Unwanted("habit: patient transport on weekdays")),
    r("nachtdienst geht bei uns von 19 bis 7, tagdienst 7 bis 19", Unwanted("habit: shift hours stated")),
    r("heast, 14/3 hat schon wieder die trage kaputt, meldung is raus", Lookalike("count: an ambulance call sign 14/3")),
    r("pat. spo2 91 %, af 24/min, temp 38,9, gcs 15", Lookalike("measure: vital signs")),
    r("anfahrt 9:12 min, 6,4 km, alles blau", Lookalike("measure: a response time 9:12 min")),
    r("pat. 94 j., sturz in der kuche, hufte links", Lookalike("count: a patient's age")),
    r("skn 1:1 gegen rapid, die ganze wache hat mitgfiebert", Lookalike("score: a football result")),
    r("zugsfuhrer winter is voll leiwand, mit dem fahr i gern", Lookalike("name: a crew leader called Winter")),
    r("ambulanzdienst bei der wallfahrt am sonntagberg war ur zach, 40 grad im auto", Lookalike("place: the Sonntagberg, a temperature")),
    r("nachtdienste fuhln sich an wie 'und taglich grusst das murmeltier' 😵", Lookalike("title: the film 'Und täglich grüßt das Murmeltier'")),
    r("zivigeld 536 € plus essensgeld, geht sich grad so aus", Lookalike("amount: pay")),
    r("alarm-app auf 5.10 upgedated, gps geht wieder", Lookalike("version: an app version 5.10")),
    r("leitstelle durchwahl -22, lager -31, kuche -40 lol", Lookalike("phone: extensions")),
    r("dienst am samstag mit dominik tauschen, bis morgen bescheid geben", days(1)),
    r("rezertifizierung erste hilfe am 2.10. ab 8 uhr, bezirksstelle raum 1.04", at(md(10, 2), 8)),
    r("dienstkleidung gr. m zuruckgeben spatestens 29.9.", md(9, 29)),
    r("fuhrerschein-sehtest do um viertel 3", at(wd("thu"), 14, 15)),
    r("heut nach dem dienst um 19 uhr zur oma, medikamente vorbeibringen", at(TODAY, 19)),
]

MUSIC_TEACHER = [  # Seraina, 37, Klavier- und Blockflötenlehrerin an der Musikschule Chur; ganze Sätze, kein ß, Lektion, bis am, 16.30
    r("Montags unterrichte ich in Domat/Ems, dienstags und donnerstags hier in Chur.", Unwanted("habit: teaching days; a place Domat/Ems")),
    r("Mittwochnachmittags ist bei der Musikschule nie ein Parkplatz frei.", Unwanted("habit: Wednesday afternoons")),
    r("Lia übt nur am Wochenende, unter der Woche nie. Das hört man.", Unwanted("habit: a pupil who practises only at weekends")),
    r("Fürs Vorspiel mit Lia: 'Mai, lieber Mai' aus Schumanns Album für die Jugend, Nr. 13.", Lookalike("title: a piece 'Mai, lieber Mai', a number")),
    r("Frau Caduff möchte Tschaikowsky, 'Juni' aus den Jahreszeiten op. 37a. Schön langsam nehmen.", Lookalike("title: a piece 'Juni', an opus number")),
    r("Nino: Takt 12–16 nochmals linke Hand allein, in T. 24 Fingersatz 3-1-2.", Lookalike("reference: bars 12–16 and 24, a fingering")),
    r("Mozart KV 545, 2. Satz, Viertel = 92, nicht schneller.", Lookalike("measure: a metronome mark 'Viertel = 92'")),
    r("Raum 2.11 hat den besseren Flügel, der in 2.09 ist verstimmt.", Lookalike("count: rooms 2.11 and 2.09")),
    r("Einzelunterricht 40 Min. pro Semester Fr. 890.–, Geschwister 10 % Rabatt.", Lookalike("amount: a fee in francs")),
    r("Neue Schülerin: Mia Sonntag, 8 Jahre, Blockflöte.", Lookalike("name: a surname Sonntag, an age")),
    r("Rechnung Nr. 2027-09-114 vom Musikhaus ist bezahlt, Beleg im Ordner.", Lookalike("reference: an invoice number 2027-09-114")),
    r("Familie Caminada zieht nach Ostermundigen, Gian hört leider auf.", Lookalike("place: a town Ostermundigen")),
    r("Gian hatte beim Wettbewerb 24 von 25 Punkten, sehr stolz auf ihn.", Lookalike("score: points in a competition")),
    r("MuseScore 4.4 exportiert die Stimmen endlich sauber.", Lookalike("version: a software version 4.4")),
    r("Der Kirchenchor probt schon das Weihnachtsoratorium, Teil 1–3.", Lookalike("title: the Christmas Oratorio, parts 1–3")),
    r("Vorspiel der Klavierklasse am Samstag, 25. September, um 16.30 Uhr im Saal.", at(md(9, 25), 16, 30)),
    r("Frau Caduff wegen Verschieben der Lektion anrufen, heute Nachmittag.", at(TODAY, 15)),
    r("Noten Clementi op. 36 für Gian und Lia bis am Montag im Musikhaus bestellen.", wd("mon")),
    r("Klavierstimmer kommt am Montag, 4. Oktober, um 8 Uhr. Vorher Raum 2.09 aufschliessen.", md(10, 4)),
    r("Elterngespräch mit Familie Derungs morgen um 17.45.", at(days(1), 17, 45)),
]

ANTIQUARIAN = [  # Urs, 63, Antiquar in Schaffhausen; bibliografische Kürzel (EA, Bd., OLn., Kat.-Nr., S.), CHF, kein ß, bis am
    r("Frisch, 'Tagebuch 1946–1949', Suhrkamp 1950, EA, Rücken verblasst, CHF 60.–", Lookalike("title: a book with a year range, an amount")),
    r("Kästner, 'Der 35. Mai', EA Williams & Co., Ill. Walter Trier, leicht fleckig", Lookalike("title: a book 'Der 35. Mai'")),
    r("Johnson, 'Jahrestage', Bd. 1–4 komplett, Suhrkamp 1970–1983, OLn.", Lookalike("title: 'Jahrestage' in four volumes, years")),
    r("Kat.-Nr. 12.09 und 12.10 sind weg, im Online-Katalog noch rausnehmen.", Lookalike("reference: catalogue numbers 12.09 and 12.10")),
    r("Regal 3, Fach 14/2: Reiseliteratur Graubünden und Tessin", Lookalike("count: a shelf 14/2")),
    r("Samstags kommt Hr. Bührer immer die Neuzugänge anschauen, kauft nie etwas.", Unwanted("habit: a customer on Saturdays")),
    r("Montags ist der Laden zu, da mache ich die Buchhaltung.", Unwanted("habit: closed on Mondays")),
    r("Im Sommer ist nachmittags kaum jemand hier, erst gegen Abend kommen die Touristen vom Munot.", Unwanted("habit: summer afternoons and evenings")),
    r("Sammler August Rüedi aus Stein am Rhein sucht immer noch Hesse-Erstausgaben, Tel. 052 741 12 30.", Lookalike("name: a first name August, a phone number")),
    r("Heidelberg, Carl Winter 1912, Halbleder, Bd. 2 Rücken zu 2/3 abgeplatzt.", Lookalike("name: a publisher Winter, a year, a fraction 2/3")),
    r("Haushaltsauflösung im Haus zum Morgenstern an der Vordergasse, ca. 20 Kisten.", Lookalike("place: a house called zum Morgenstern")),
    r("Ankauf Nachlass Meier: 14 Kisten pauschal CHF 350.–", Lookalike("amount: a purchase price")),
    r("Kassensystem läuft jetzt auf Version 2.12, Belege drucken wieder.", Lookalike("version: a till version 2.12")),
    r("Format 12 x 19 cm, 312 S., 24 Tafeln, Vorsatz mit Exlibris.", Lookalike("measure: a book's format and pages")),
    r("Den Laden gibt es seit 1987, damals noch in der Unterstadt.", Unwanted("since: the year the shop opened")),
    r("Katalog Nr. 48 an die Druckerei, bis am Freitag.", wd("fri")),
    r("Hr. Rüedi zurückrufen wegen Hesse, 'Peter Camenzind' EA, morgen Vormittag.", days(1)),
    r("Büchermarkt Zürich am 9.10., Stand bis am 25.9. anmelden.", md(9, 25)),
    r("Päckli an Frau Dr. Bänziger mit dem Kästner heute auf die Post bringen.", TODAY),
    r("Schätzung Nachlass in Neuhausen, Dienstag 14 Uhr.", at(wd("tue"), 14)),
]

WRITERS = {
    "waitress": ("de_DE", WAITRESS),
    "conductor": ("de_DE", CONDUCTOR),
    "physio": ("de_DE", PHYSIO),
    "pensioner": ("de_DE", PENSIONER),
    "estate_agent": ("de_AT", ESTATE_AGENT),
    "zivi": ("de_AT", ZIVI),
    "music_teacher": ("de_CH", MUSIC_TEACHER),
    "antiquarian": ("de_CH", ANTIQUARIAN),
}

if __name__ == "__main__":
    for writer, (_, items) in WRITERS.items():
        assert len(items) == 20, (writer, len(items))
        negatives = sum(isinstance(item.due, (Unwanted, Lookalike)) for item in items)
        assert negatives == 15, (writer, negatives)
    write_by_locale(Path(__file__).resolve().parent.parent / "de", WRITERS, "de", "dev6-due-dates.jsonl", "dev6")
    print_negative_kinds(WRITERS)

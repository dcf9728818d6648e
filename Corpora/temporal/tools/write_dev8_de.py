#!/usr/bin/env python3
"""Writes Corpora/temporal/de/dev8-due-dates.jsonl, the eighth German DEVELOPMENT due-date set, from the records below.

Every capture below was typed by hand, one at a time, in the voice of one of eight imagined German-speaking writers
(none of them a writer named in a SOURCE.md under Corpora/temporal or Corpora/handwritten); nothing is generated
from templates or slots. 100 of the 160 captures are negatives: texts that mention a day or a time but ask nothing,
spread over many kinds (things that happened, other people's plans and events, stated facts and rules, schedules
pasted as information, memories, forecasts, quotes, conditions, habits, wishes, questions, a refusal, ranges going on
now, and names, places, counts, references and amounts that look like dates or times). 60 are positives: tasks,
appointments and messages with days and times in the forms German speakers type (short and dialect weekdays, dotted
dates, bare days of the month, `halb`, `viertel`, `dreiviertel`, Swiss `am 8i`, parts of the day, offsets,
deadlines). The due-date gold is computed with `datetime` from the reference 2027-09-24T11:40:00 (a Friday late
morning, UTC) and the conventions of Sources/OffloadNLP/OffloadNLP.docc/DateGrammar.md (helpers in
Corpora/handwritten/tools/due_gold.py). Each writer has a locale of their own (de_DE, de_AT, de_CH).
This set is for DEVELOPMENT: date rules may be fitted to it, so it measures nothing (see ../de/SOURCE.md).

Run from anywhere: `python3 Corpora/temporal/tools/write_dev8_de.py`. The output is byte-identical on every run.

Each record is r(text, due) where due is
  - a `date` or `datetime`: the due date the writer would want (a date when no clock time belongs to it),
  - Unwanted(why): a real date or time word the writer would not want as a due date (a negative, expected []),
  - Lookalike(why): something that looks like a date or time but is none (a negative, expected []).
The `why` of every negative starts with the kind of negative it is (`log:`, `others:`, `statement:`, `schedule:`,
`habit:`, `memory:`, `since:`, `weather:`, `quote:`, `condition:`, `ongoing:`, `question:`, `wish:`, `refusal:`,
`sport:`, `name:`, `place:`, `count:`, `reference:`, `amount:`); the counts by kind are printed after the file is
written, for SOURCE.md.

Some days from the reference (Friday 2027-09-24 11:40): the morning has passed, noon is 20 minutes away, so `heute
Nachmittag` (15:00) and `heute Abend` (19:00) are still ahead and `heute um 10`, `heut morsche um 7`, `heute Morgen
um 7` are logs. morgen is Saturday 09-25, übermorgen Sunday 09-26; a bare weekday is the next one, today excluded:
Samstag (`sa`) 09-25, Montag (`mo`, `mäntig`) 09-27, Dienstag (`di`, `zischtig`) 09-28, Mittwoch (`mi`) 09-29,
Donnerstag (`do`) 09-30, Freitag (`fr`) 10-01. Said on a Friday, the coming weekday and next week's agree for Monday
to Friday (`nächsten Dienstag`, `Mittwoch nächste Woche`, `nächschte mäntig` are 09-28, 09-29, 09-27), but not for
Saturday and Sunday, which no positive names with `nächsten`. `bis zum 30.`, `am 28.` are this month's days; `bis zum
1.`, `bis zum 5.`, `bis zum 8.`, `am 21.` are October's (those days have passed this month); `Ende des Monats`, `ende
monat` are Thursday 09-30, `bis ende oktober` Sunday 10-31; `in 2 Wochen` Friday 10-08, `heute in einer woche`
Friday 10-01; dotted dates without a year are in 2027. Weekdays named beside dates agree with them (checked below).
"""

import sys
from datetime import date, datetime
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "handwritten" / "tools"))
import due_gold  # noqa: E402

due_gold.set_reference(datetime(2027, 9, 24, 11, 40))  # a Friday late morning; before any record is read

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
)

TODAY = days(0)

assert TODAY.weekday() == 4  # a Friday
# A weekday written beside a date must be that date's weekday.
for (month, day), weekday in {(9, 27): 0, (10, 1): 4, (10, 2): 5, (10, 26): 1}.items():
    assert md(month, day).weekday() == weekday, (month, day)
# Said on a Friday, the coming Monday to Friday and next week's agree.
for name in ("mon", "tue", "wed", "thu", "fri"):
    assert wd(name) == wd_next_week(name), name
assert md(9, 27) == wd("mon")
assert nth(1) == date(2027, 10, 1) and nth(21) == date(2027, 10, 21) and nth(28) == date(2027, 9, 28)
assert end_of_month() == date(2027, 9, 30) and days(14) == date(2027, 10, 8)

DRIVING_INSTRUCTOR = [  # Uwe, 53, Fahrlehrer in Mainz; rheinhessisch (isch, net, gell, koscht, de, uff), FS, Üfa, BF17
    r("Di 14:30 Prüfung Lea K. beim TÜV in Hechtsheim, de Golf vorher volltanke", wd("tue")),
    r("Sa halb 9 Autobahnfahrt mit Jonas, Treffpunkt Aral Saarstraß", at(wd("sat"), 8, 30)),
    r("Versicherung wegen dem Kratzer am Golf anrufe, bis Mi gell", wd("wed")),
    r("heut abend um 7 Theorie, Raum 2, Bögen 7 und 8", at(TODAY, 19)),
    r("Anmeldunge fer die Nachtfahrte im Oktober bis zum 30. rausschicke", nth(30)),
    r("Mo. viertel nach 3 die Lea in Gonsenheim abhole", at(wd("mon"), 15, 15)),
    r("In 2 Woche Fortbildung in Wiesbade, Hotel noch buche", days(14)),
    r(
        "heut morsche um 7 schon mit de Lena uff de A 60, lief ganz gut",
        Unwanted("log: a drive this morning at 7, passed at 11:40"),
    ),
    r(
        "Am Mittwoch is de Jonas zum dritte Mal durchgefalle, Vorfahrt net beachtet",
        Unwanted("log: a pupil failed on Wednesday, a dialect participle at the end"),
    ),
    r(
        "De Timo von de Fahrschul Becker hot am 6.10. Prüfung in Bingen",
        Unwanted("others: another school's pupil has his test on a date ahead"),
    ),
    r("Ab 1.10. koscht die Fahrstund 62 Euro, Sonderfahrt 78", Unwanted("statement: new prices from a date")),
    r("Büro: Mo + Mi 16–18 Uhr, Do 17–19 Uhr, Fr zu", Unwanted("schedule: office hours pasted as information")),
    r("Samstags fahr isch nur bis mittags, dann is Feierabend", Unwanted("habit: a plural weekday as a routine")),
    r(
        "Mein erster Fahrschüler 1996 war de Kalle Rupp, der fährt heut Bus bei de Mainzer Mobilität",
        Unwanted("memory: a past year; `heut` as nowadays"),
    ),
    r("Für Montag Nebel gemeldet in ganz Rheinhesse", Unwanted("weather: a forecast for Monday")),
    r("Lea: 'am Dienstag bin isch bestimmt widder so nervös'", Unwanted("quote: a pupil's words about her test day")),
    r("Neuer FS: Kevin Sonntag, 17, BF17", Lookalike("name: the surname Sonntag, an age and the licence class BF17")),
    r(
        "Jonas hat bei Frage 2.1.03-102 und 1.2.12-001 immer Fehler",
        Lookalike("reference: theory-test question numbers with dotted parts"),
    ),
    r(
        "Falls am Montag wirklich so e Nebel is, sieht mer uff de A 63 gar nix",
        Unwanted("condition: a condition with a remark, asks nothing"),
    ),
    r("Mainzer Ring is noch bis Ende Oktober einspurig", Unwanted("ongoing: roadworks going on until a month end")),
]

TATTOO = [  # Jacky, 29, Tätowiererin in Halle (Saale); klein, ohne Umlaute (fur, nachsten, heisst), Englisch, Emoji, nich, ne
    r("stencil furs rosen-sleeve von marie bis do fertig machen ✏️", wd("thu")),
    r("session mit dennis sa 11 uhr, 4h geblockt", at(wd("sat"), 11)),
    r("farben nachbestellen bei killer ink, heute noch!!", TODAY),
    r(
        "anzahlung von nele checken, bis morgen mittag muss die da sein sonst fliegt der termin raus",
        at(days(1), 12),
    ),
    r("touch-up bei kim am 5.10. um 14 uhr", at(md(10, 5), 14)),
    r("flash day am 16.10. 🖤 flyer bis zum 1. auf insta posten", nth(1)),
    r("heut abend gegen 8 nadeln und grips sortieren, alles durcheinander", at(TODAY, 20)),
    r("am 21. kommt der neue liegestuhl, bis dahin platz in kabine 2 schaffen", nth(21)),
    r("gestern 7 std am rucken von tom gesessen, mein nacken 😵", Unwanted("log: yesterday's session")),
    r(
        "heute um 10 schon zwei walk-ins weggeschickt, noch nich mal kaffee gehabt",
        Unwanted("log: a time today that has passed"),
    ),
    r("nele heiratet am 2.10. in leipzig 💍", Unwanted("others: a customer's wedding on a date ahead")),
    r("paul (azubi) zieht am 1.10. nach magdeburg, pendelt dann", Unwanted("others: the apprentice moves on a date")),
    r("ab 1.1.28 gilt die neue hygieneverordnung fur studios", Unwanted("statement: a rule from a date")),
    r(
        "offnungszeiten studio: di–fr 12–20 uhr, sa 11–16, so + mo zu",
        Unwanted("schedule: opening hours pasted as information"),
    ),
    r("walk-ins nehm ich nur freitags ab 16 uhr", Unwanted("habit: a plural weekday and an hour, said on a Friday")),
    r(
        "typ am telefon: 'ich komm nachsten dienstag einfach mal vorbei' 🙄 klar",
        Unwanted("quote: a caller's words, doubted"),
    ),
    r(
        "heute vor 5 jahren mein erstes tattoo gestochen, an meiner schwester 🥹",
        Unwanted("memory: the day five years ago is counted from"),
    ),
    r("neues flash-set heisst 'friday the 13th' 🔪 10 motive", Lookalike("name: a title in quotes after `heisst`")),
    r("sleeve marie: 3 sessions a 5 std, 1200 €, 300 anzahlung schon da", Lookalike("count: sessions, hours, prices")),
    r("irgendwann mal ne guest-spot-woche in berlin, vielleicht im marz", Unwanted("wish: some day, maybe in March")),
]

ZOOKEEPER = [  # Birgit, 46, Tierpflegerin im Zoo Wuppertal (Elefanten, Pinguine); knapp, ohne Schlusspunkt, TÄ, wg., Fa., Fr.
    r("TÄ kommt Mo 8:30 wg. Backenzahn bei Mala, Box 2 vorher ausmisten", wd("mon")),
    r("Heu bestellen bis Mi, 40 Ballen, Fa. Bröcker", wd("wed")),
    r("Dienstplan Oktober an Fr. Kuhlmann bis 30.9.", md(9, 30)),
    r("morgen 6:45 Frühdienst für Jens, der is krank", at(days(1), 6, 45)),
    r("Do um 10 Führung Grundschule Vohwinkel, Treffpunkt Haupteingang", at(wd("thu"), 10)),
    r("Mala nächsten Dienstag nochmal wiegen", wd_next_week("tue")),
    r("Urlaubsantrag Herbstferien bis Ende des Monats abgeben", end_of_month()),
    r("Mala heute früh 3 Std gelegen, Futter kaum angerührt", Unwanted("log: this morning, passed")),
    r("Tamo 4.210 kg, gewogen am Mi", Unwanted("log: a weight taken on a past Wednesday")),
    r("Sven hat am Mo seine Prüfung zum Revierleiter", Unwanted("others: a colleague's exam")),
    r("Ab 1.11. Winterzeiten, Kasse schließt um 16 Uhr", Unwanted("statement: winter hours from a date")),
    r(
        "Schaufütterung: Pinguine 11 und 15 Uhr, Seelöwen Sa/So 14:30",
        Unwanted("schedule: feeding times pasted as information"),
    ),
    r("Elefanten kriegen immer um 7 das erste Heu", Unwanted("habit: `immer um 7`")),
    r(
        "12. Oktober 2009 Mala geboren, erste Elefantengeburt bei uns",
        Unwanted("memory: a birth date with its year"),
    ),
    r("neues Erdmännchen-Weibchen heißt April", Lookalike("name: a meerkat named April")),
    r(
        "Pinguine 23 Tiere, 4 Jungtiere, Ringnummern 12/3 bis 12/7",
        Lookalike("count: ring numbers with a slash, joined by `bis`"),
    ),
    r("DWD für Sonntag Sturmböen bis 80 km/h", Unwanted("weather: a storm warning for Sunday")),
    r(
        "Wenn's am Sonntag wirklich stürmt, bleibt das Außengehege eh zu",
        Unwanted("condition: a condition and its outcome, asks nothing"),
    ),
    r("Löwenanlage noch bis 15.10. gesperrt wg. Umbau", Unwanted("ongoing: closed until a date ahead")),
    r("War der Hufschmied jetzt am Dienstag oder am Mittwoch da?", Unwanted("question: about past days")),
]

CARETAKER = [  # Wolfgang "Wolle", 62, Hausmeister eines Gymnasiums in Koblenz; klein, moselfränkisch (dat, wat, et, net, jetz), hzg., zi., fa.
    r("hzg. turnhalle entlüften bevor et kalt wird, spätestens mo", wd("mon")),
    r("mi. halb 7 aula aufschließen, elternabend 7b", at(wd("wed"), 18, 30)),
    r("wegen beamer zi. 2.14 heut noch beim dr. brenner melden", TODAY),
    r("grünschnitt schulhof muss bis zum 8. weg, fa. schmitz anrufen", nth(8)),
    r("streusalz bestellen bis ende oktober, 2 paletten", date(2027, 10, 31)),
    r("do. um viertel nach 7 kommt fa. klein wegen de klos im EG, tür aufmachen", at(wd("thu"), 7, 15)),
    r(
        "übermorgen flohmarkt aufm schulhof, samstag abend noch die tische aus de turnhalle rausstellen",
        wd("sat"),
    ),
    r("rasenmäher heute in einer woche bei fa. kurz abholen", days(7)),
    r(
        "gestern abend wieder fenster in zi. 1.14 offen gewesen, alarm um 22:40",
        Unwanted("log: yesterday evening, with the alarm's time"),
    ),
    r("am dienstag die ganze dachrinne an de turnhalle sauber gemacht", Unwanted("log: a past weekday, participle")),
    r(
        "dat kollegium hat am mittwoch pädagogischen tag, die schüler haben frei",
        Unwanted("others: the staff's training day"),
    ),
    r("herbstferien gehen dieses jahr vom 11. bis 22.10.", Unwanted("statement: the school holidays as a range")),
    r(
        "hausmeisterzeiten lt. aushang: mo–do 6:30–15:30, fr bis 12",
        Unwanted("schedule: the caretaker's hours from a notice"),
    ),
    r(
        "die putzkolonne kommt immer erst um 16 uhr, vorher is da keiner",
        Unwanted("habit: `immer` with an hour; `vorher` asks nothing here"),
    ),
    r("seit 1. august 1991 an der schule, 36 jahre jetz", Unwanted("since: a start date with its year")),
    r("am samstag geh ich net ans telefon, dat weiß der chef", Unwanted("refusal: a day turned down")),
    r("schlüssel nr. 14/2 und 14/7 fehlen immer noch", Lookalike("count: key numbers with a slash")),
    r("die AG-räume sin jetz in de außenstelle maistraße 9", Lookalike("place: a street named after May")),
    r("alte hausmeisterweisheit: 'montags is immer wat kaputt'", Unwanted("quote: a saying with `montags`")),
    r("wetterbericht sagt nächste woche nachts schon frost", Unwanted("weather: a forecast for next week")),
]

LECTURER = [  # Verena, 44, Senior Lecturer für Ökologie an der Uni Innsbruck; ordentlich, LV, VO, SR, HS, OLAT, is, heuer, Jänner, viertel 11
    r("Folien VO Ökologie bis Mo. fertig machen, LV-Beginn is am 4.10.", wd("mon")),
    r("Sprechstunde mit Lukas (MA-Arbeit) Di. 16.15, SR 1", at(wd("tue"), 16, 15)),
    r("FWF-Gutachten spätestens 30.9. hochladen", md(9, 30)),
    r("Do. um viertel 11 Institutskonferenz, HS B", at(wd("thu"), 10, 15)),
    r("Heute Nachmittag noch die Exkursionsanmeldung in OLAT freischalten", at(TODAY, 15)),
    r("Mittwoch nächste Woche Exkursion Patscherkofel, Bus um 7:30 ab Technik", at(wd_next_week("wed"), 7, 30)),
    r("Reisekostenabrechnung Wien einreichen, Frist in 2 Wochen", days(14)),
    r(
        "Heute Vormittag 3 Std. Berufungskommission, wieder nix entschieden",
        Unwanted("log: this morning, passed"),
    ),
    r("Kollegin Huber is ab 1.10. in Karenz", Unwanted("others: a colleague's parental leave from a date")),
    r(
        "Mein Mann fliegt am 5.10. nach Toronto, Konferenz bis 9.",
        Unwanted("others: her husband's trip; `bis 9.` is the conference's end, no deadline"),
    ),
    r("Nationalfeiertag 26.10. is heuer ein Dienstag, Uni zu", Unwanted("statement: a holiday stated")),
    r(
        "Raumplan HS E: Mo. 10.15–11.45 Pichler, Di. 8.30–10 Fachdidaktik, Mi. frei",
        Unwanted("schedule: a room plan pasted as information"),
    ),
    r("Dienstags fahr ich immer mit dem Radl, sonst mit der Tram", Unwanted("habit: a plural weekday")),
    r("Am 1. März 2015 hab ich am Institut angefangen", Unwanted("memory: a start date with its year")),
    r("Föhn angesagt für Sonntag, bis 24 Grad", Unwanted("weather: a forecast for Sunday")),
    r("Falls es am Mittwoch regnet, wird die Exkursion halt nass", Unwanted("condition: asks nothing")),
    r(
        "Student in der Sprechstunde: 'Kann ich die Arbeit auch erst im Jänner abgeben?'",
        Unwanted("quote: a student's question"),
    ),
    r("Körner et al. 2019, S. 12–14, Tab. 3.2", Lookalike("reference: a citation with pages and a table number")),
    r(
        "Wann war nochmal die letzte Fakultätssitzung, am 9. oder am 16.9.?",
        Unwanted("question: about past dates"),
    ),
    r("Wacker hat am Samstag 2:1 gewonnen, der Kleine war narrisch", Unwanted("sport: last Saturday's result")),
]

TRAFIK = [  # Franz, 67, Trafikant in Villach; klein, kaum Beistriche, heit, no, scho, is, ned, wü, zua, Krone/Kurier, dreiviertel 9
    r("zeitungen fürn urlaub abbestelln bis mittwoch beim großhändler anrufen", wd("wed")),
    r("mo. halb 6 in der früh kommt die zigarettenlieferung hintertür aufsperrn", at(wd("mon"), 5, 30)),
    r("lotto-quittungen für den steuerberater bis zum 5. zammsuchen", nth(5)),
    r("heit no die vignetten fürs 2028er bestelln", TODAY),
    r("sa. um 8 aufsperrn d'resi kommt erst um 10", at(wd("sat"), 8)),
    r("zahnarzt dr. winkler am 7.10. um dreiviertel 9", at(md(10, 7), 8, 45)),
    r("orf-beitrag bis ende monat einzahln", end_of_month()),
    r("übermorgen kirchtag in landskron, kuchen fürs vereinsbuffet morgen backen", days(1)),
    r("heit um 6 scho 40 krone verkauft rekord", Unwanted("log: a time this morning, passed")),
    r("gestern is da automat wieder hängen bliebn", Unwanted("log: yesterday")),
    r("da hansi vis-a-vis sperrt am 30. für immer zua", Unwanted("others: a neighbour closes his shop on the 30th")),
    r("ab 1. oktober kost die krone am wochenend 2,50", Unwanted("statement: a price from a date")),
    r(
        "lieferzeiten großhandel: zeitungen täglich 4:45, tabak di und fr",
        Unwanted("schedule: delivery times pasted as information"),
    ),
    r("sonntags schlaf i bis 8 des gönn i mir", Unwanted("habit: a plural weekday and an hour")),
    r(
        "wie 2019 da jackpot bei uns gwonnen worden is warn 3 kamerateams do",
        Unwanted("memory: a past year"),
    ),
    r(
        "laut radio kärnten morgen 25 grad am sonntag dann regen",
        Unwanted("weather: a forecast for tomorrow and Sunday"),
    ),
    r("wenn i amal in pension bin fahr i im jänner nach teneriffa", Unwanted("wish: some January after retiring")),
    r("stammkunde herr ostermann wü jetzt immer 2 kurier", Lookalike("name: the surname Ostermann")),
    r("da fritz spielt seit 20 jahr 3 12 19 24 31 44 zz 7", Lookalike("count: lotto numbers")),
    r("hat d'resi am montag die abrechnung gmacht oder ned?", Unwanted("question: about a past Monday")),
]

GARAGE = [  # Fabian, 35, Automechaniker mit eigener Garage in Visp (Oberwallis); klein, walliserdeutsch (hitu, morn, gsi, isch, chunnt), MFK, Pneu
    r("pneuwechsel für frau imboden am zischtig am 8i, winterpneu sind im lager", at(wd("tue"), 8)),
    r("offerte für dr lehner (golf VS 48 213) bis am mittwoch schicke", wd("wed")),
    r("mfk mit em transit am 6.10. um 13.30 in sitte", at(md(10, 6), 13, 30)),
    r("hitu no ds ersatzteil bim amag bestelle", TODAY),
    r("morn am halbi 8 chunnt d'öllieferig, tor offe la", at(days(1), 7, 30)),
    r("rechnig fürs wohnmobil vom hr. zenklusen bis ende monat schribe", end_of_month()),
    r("nächschte mäntig (27.9.) chunnt d'nüi hebebühni, platz 2 vorher usruume", wd("mon")),
    r("hitu am morge drü pneu platt gsi bim schuelbus", Unwanted("log: this morning, passed")),
    r("am mittwoch dr ganz tag am audi vom pfarrer gschrübelt", Unwanted("log: a past weekday, dialect participle")),
    r("min lehrling isch ab mäntig drü wuche im WK", Unwanted("others: the apprentice in military service")),
    r("dr stundesatz isch ab 1.1. fr. 128.–", Unwanted("statement: a rate from a date; `fr.` as francs")),
    r("d'strass uf saas isch no bis ende oktober znacht gsperrt", Unwanted("ongoing: a road closed until a month end")),
    r(
        "mfk-öffnigszite sitte: mo–do 7.30–11.30, fr nur am morge",
        Unwanted("schedule: an office's hours pasted as information"),
    ),
    r("am samschtig mach i immer nur notfäll, sunscht nüt", Unwanted("habit: `am samschtig` with `immer`")),
    r("am 14. oktober 2017 d'meisterprüefig gmacht, zäh jahr scho", Unwanted("memory: a date with its year")),
    r("meteo: am sunntig schnee bis uf 1800 m", Unwanted("weather: a forecast for Sunday")),
    r("dr alt hr. bregy seit jedes mal: 'morn zahl i de'", Unwanted("quote: a customer's words")),
    r("kunde summermatter, VS 12 905, audi a4 jg. 2014", Lookalike("name: the surname Summermatter, a plate, a year")),
    r("pneugrössi 205/55 r16 91v, 4 stück", Lookalike("count: a tyre size with a slash")),
    r(
        "wenn's am sunntig würklich schneit, chömed am mäntig alli wäge winterpneu",
        Unwanted("condition: a condition and its outcome, asks nothing"),
    ),
]

FLORIST = [  # Rahel, 52, Floristin mit eigenem Laden in Zug; ganze Sätze mit Punkt, kein ß, Offerte, Abdankung, bis am, Fr. 85.–, 6.30
    r("Brautstrauss für Frau Iten bis am Freitag, 1.10., fertig binden.", md(10, 1)),
    r("Trauergesteck für die Abdankung am Dienstag um 14 Uhr in St. Michael, am Montag binden.", wd("mon")),
    r("Morgen früh um 6.30 auf den Blumengrossmarkt nach Zürich.", at(days(1), 6, 30)),
    r("Offerte Hochzeit Meier (12 Tischgestecke) bis Mittwoch schicken.", wd("wed")),
    r("Heute Abend um 20 Uhr Vorstandssitzung Gewerbeverein.", at(TODAY, 20)),
    r("Am 28. kommt der Service für die Kühlzelle, zwischen 8 und 10.", at(nth(28), 8)),
    r("Herbstdeko fürs Hotel Ochsen übermorgen aufbauen, Schlüssel beim Portier.", days(2)),
    r("Kranzschleifen bestellen, spätestens Donnerstag, die Lieferung braucht 5 Tage.", wd("thu")),
    r(
        "Heute Morgen um 7 kam die Lieferung aus Holland, die Rosen waren erfroren.",
        Unwanted("log: this morning, passed"),
    ),
    r(
        "Frau Iten heiratet am Samstag, 2. Oktober, im Schloss St. Andreas in Cham.",
        Unwanted("others: a customer's wedding"),
    ),
    r("Meine Tochter hat am Donnerstag die Autoprüfung.", Unwanted("others: her daughter's driving test")),
    r(
        "Ab 1. Oktober liefert Blumen Huber nur noch dienstags und freitags.",
        Unwanted("statement: a supplier's new delivery days from a date"),
    ),
    r(
        "Programm Gartenclub Zug: 14.10. Vortrag Rosenschnitt, 11.11. Adventsgestecke, jeweils 19.30 Uhr im Casino.",
        Unwanted("schedule: a club's programme pasted as information"),
    ),
    r(
        "Am Montag ist der Laden immer zu, dann mache ich die Buchhaltung.",
        Unwanted("habit: `am Montag` with `immer`"),
    ),
    r(
        "Vor 25 Jahren, im Oktober 2002, habe ich den Laden an der Neugasse eröffnet.",
        Unwanted("memory: a month with its year"),
    ),
    r("MeteoSchweiz: in der Nacht auf Montag Bodenfrost möglich.", Unwanted("weather: a frost forecast")),
    r(
        "Herr Bucher am Telefon: 'Ich melde mich dann nächste Woche wegen der Grabpflege.'",
        Unwanted("quote: a customer's words"),
    ),
    r(
        "Die neue Rosensorte heisst 'Septembermorgen', sehr schön, hält aber nur 5 Tage.",
        Lookalike("name: a rose named after a September morning; `5 Tage` a duration"),
    ),
    r("Gesteck Fr. 85.–, Kranz 1.20 m Fr. 240.–, Lieferung Fr. 15.–", Lookalike("amount: `Fr.` as francs, a length")),
    r(
        "Einmal im Herbst zwei Wochen nach Madeira, wenn das Geschäft es zulässt.",
        Unwanted("wish: some autumn"),
    ),
]

WRITERS = {
    "driving_instructor": ("de_DE", DRIVING_INSTRUCTOR),
    "tattoo": ("de_DE", TATTOO),
    "zookeeper": ("de_DE", ZOOKEEPER),
    "caretaker": ("de_DE", CARETAKER),
    "lecturer": ("de_AT", LECTURER),
    "trafik": ("de_AT", TRAFIK),
    "garage": ("de_CH", GARAGE),
    "florist": ("de_CH", FLORIST),
}

NEGATIVES = {
    "driving_instructor": 13,
    "tattoo": 12,
    "zookeeper": 13,
    "caretaker": 12,
    "lecturer": 13,
    "trafik": 12,
    "garage": 13,
    "florist": 12,
}

if __name__ == "__main__":
    check_writers(WRITERS, NEGATIVES)
    write_by_locale(Path(__file__).resolve().parent.parent / "de", WRITERS, "de", "dev8-due-dates.jsonl", "dev8")
    print_negative_kinds(WRITERS)

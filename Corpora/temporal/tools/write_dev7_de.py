#!/usr/bin/env python3
"""Writes Corpora/temporal/de/dev7-due-dates.jsonl, the seventh German DEVELOPMENT due-date set, from the records below.

Every capture below was typed by hand, one at a time, in the voice of one of eight imagined German-speaking writers
(none of them a writer named in a SOURCE.md under Corpora/temporal or Corpora/handwritten); nothing is generated
from templates or slots. 110 of the 160 captures are negatives about the texts in which new writers still met false
dates: logs and statements that ask nothing but mention a day. Things that happened (full sentences and elliptical
logs such as `fr gülle ausgfahren`), other people's plans and events (`Lisa`-style exams, weddings, moves, trips,
a grandmother back from rehab), stated facts and rules with dates (a registration deadline that has passed, new
opening hours from a date, a rule from June on), schedules and timetables pasted as information (duty rosters, tide
tables, weekly plans, office hours), ranges going on now (`noch bis Ende Mai gesperrt`), memories and diary lines,
weather forecasts, sports results, quoted speech and sayings, conditions that ask nothing, and wishes and musings;
a few habits and lookalikes besides. 50 are positives, written as naturally as the negatives and often close to them
in form (a log followed by a request with a day, someone else's event followed by the writer's task). The due-date
gold is computed with `datetime` from the reference 2027-05-16T15:20:00 (a Sunday afternoon, UTC, Whit Sunday) and
the conventions of Sources/OffloadNLP/OffloadNLP.docc/DateGrammar.md (helpers in
Corpora/handwritten/tools/due_gold.py). Each writer has a locale of their own (de_DE, de_AT, de_CH).
This set is for DEVELOPMENT: date rules may be fitted to it, so it measures nothing (see ../de/SOURCE.md).

Run from anywhere: `python3 Corpora/temporal/tools/write_dev7_de.py`. The output is byte-identical on every run.

Each record is r(text, due) where due is
  - a `date` or `datetime`: the due date the writer would want (a date when no clock time belongs to it),
  - Unwanted(why): a real date or time word the writer would not want as a due date (a negative, expected []),
  - Lookalike(why): something that looks like a date or time but is none (a negative, expected []).
The `why` of every negative starts with the kind of negative it is (`log:`, `others:`, `statement:`, `schedule:`,
`ongoing:`, `weather:`, `memory:`, `quote:`, `condition:`, `wish:`, `habit:`, `sport:`, `name:`, `count:`,
`phone:`); the counts by kind are printed after the file is written, for SOURCE.md.

Some days from the reference (Sunday 2027-05-16 15:20, Whit Sunday; Easter 2027 is 28 March, so Whit Monday is
tomorrow and Corpus Christi Thursday 05-27): morgen is Monday 05-17 (Whit Monday, a holiday in all three countries,
so several writers plan around it), übermorgen Tuesday 05-18; a bare weekday is the next one, today excluded:
Montag (`mo`) 05-17, Dienstag (`di`) 05-18, Mittwoch (`mi`) 05-19, Donnerstag (`do`) 05-20, Freitag (`fr`,
`fritig`) 05-21, Samstag (`sa`) 05-22. Said on a Sunday, the coming weekday and next week's agree for Monday to
Saturday (next week begins tomorrow), but none of the positives needs it. `am 20.`, `am 22.`, `bis zum 25.`, `bis
zum 28.` are this month's days (today or later), `bis zum 10.` is 06-10 (the 10th has passed this month); `Ende des
Monats` is Monday 05-31; dotted dates without a year are in 2027 (`19.5.`, `29.5.`, `31.5.`, `1.6.`). Weekdays
named beside dates agree with them (checked below): `Dienstag, dem 25. Mai`, `Mi. 26.5.`, `sa 29.5.`. `heute
Abend` is 19:00 today, still ahead at 15:20 (`heute Nachmittag`, 15:00, has passed and is not used as a due date).
"""

import sys
from datetime import date, datetime, timedelta
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "handwritten" / "tools"))
import due_gold  # noqa: E402

due_gold.set_reference(datetime(2027, 5, 16, 15, 20))  # a Sunday afternoon (Whit Sunday); before any record is read

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
)

TODAY = days(0)

# A weekday written beside a date must be that date's weekday.
for (month, day), weekday in {(5, 25): 1, (5, 26): 2, (5, 29): 5, (6, 1): 1}.items():
    assert md(month, day).weekday() == weekday, (month, day)
assert TODAY.weekday() == 6  # a Sunday
assert date(2027, 3, 28) + timedelta(days=49) == TODAY  # Whit Sunday: Easter 2027 plus 49 days
assert days(1).isocalendar()[1] == 20  # `kw 20` is the week that starts tomorrow
assert nth(10) == date(2027, 6, 10) and end_of_month() == date(2027, 5, 31)

PILOT = [  # Jens, 56, Hafenlotse in Hamburg; klein, knapp, Seemannskürzel (HW, NW, tg, CTA), Schiffsnamen in '…', 24-Stunden-Uhr
    r("mo die 'ever ace' vom burchardkai rausgebracht, tg 14,8 m, ging grad so mit dem HW", Unwanted("log: a ship taken out on Monday, an elliptical past log")),
    r("gestern nacht 3 schiffe, erst um 4:10 im bett", Unwanted("log: last night's work, bedtime 4:10")),
    r("tide morgen st. pauli: HW 06:12 und 18:41, NW 01:05 und 13:27", Unwanted("schedule: tomorrow's tide table pasted as information")),
    r("hinrichs geht zum 30.6. in rente, nach 31 jahren auf der elbe", Unwanted("others: a colleague retires on 30 June")),
    r("ab 1.6. gilt die neue anmeldefrist, lotsbestellung 3 std vorher statt 2", Unwanted("statement: a rule in force from 1 June")),
    r("köhlbrandbrücke noch bis ende mai nachts dicht, die kollegen fahren über die freihafenelbbrücke", Unwanted("ongoing: a bridge closed at night until the end of May")),
    r("für dienstag bft 8 aus west angesagt, dann wird's mit den schleppern im waltershofer hafen ruppig", Unwanted("weather: a gale forecast for Tuesday")),
    r("die 'msc irina' soll am mittwoch reinkommen, macht aber behrens", Unwanted("others: a ship due on Wednesday that a colleague takes")),
    r("heute vor 30 jahren, am 16. mai 1997, das lotsenpatent gekriegt", Unwanted("memory: the pilot's licence 30 years ago today")),
    r("der ältermann sagt immer: 'die elbe wartet auf keinen, auch nicht pfingstsonntag'", Unwanted("quote: the head pilot's saying with Whit Sunday")),
    r("st. pauli hat gestern 1:1 gespielt, klassenerhalt trotzdem durch", Unwanted("sport: yesterday's football result")),
    r("liegeplatz 14 am CTA, 2 schlepper, schiff 366 m lang, 51 m breit", Lookalike("count: a berth number, tugs, a ship's size")),
    r("wenn der nebel morgen früh nicht weg is, liegt der halbe hafen still", Unwanted("condition: fog tomorrow morning, asks nothing")),
    r("heute um 11:30 die 'cosco aries' mit 13,9 m tg im parkhafen gedreht, alles glatt", Unwanted("log: a passed time today, a ship turned")),
    r("mo 06:30 'maersk elba' ab seemannshöft übernehmen", at(wd("mon"), 6, 30)),
    r("seediensttauglichkeit beim hafenärztlichen dienst am 21. um 9:40", at(nth(21), 9, 40)),
    r("gestern funke wieder ausgefallen, bis mittwoch bei der technik melden", wd("wed")),
    r("widerspruch gegen den beitragsbescheid der brüderschaft bis 31.5. einreichen", md(5, 31)),
    r("abschied hinrichs am 25.6. – bis freitag 20 euro fürs geschenk einzahlen", wd("fri")),
    r("heut abend um 20 uhr mit der zentrale die schlepper für morgen abstimmen", at(TODAY, 20)),
]

DISPATCHER = [  # Moni, 49, Disponentin im Nachtdienst der Integrierten Leitstelle Landshut; klein, bairisch (heid, morgn, ned, hod, oiwei)
    r("dienstplan kw 20: mo F, di F, mi frei, do N, fr N, sa frei, so S", Unwanted("schedule: next week's duty roster pasted")),
    r("nachtdienst vo sa auf so: 142 einsätz, um 3 hod's an schwern vu auf da b15 gebn", Unwanted("log: last night's shift, an accident at 3")),
    r("fr wieder 2 stund überstund gmacht, weil d'ablösung im stau gstandn is", Unwanted("log: overtime on Friday, an elliptical Bavarian participle")),
    r("da sepp heirat am 29. in vilsbiburg, i bin eh im dienst", Unwanted("others: a colleague's wedding on the 29th")),
    r("ab 1. juni kummt in da ils a neis einsatzleitsystem, schulung macht da chef", Unwanted("statement: new software from 1 June")),
    r("baustell auf da a92 bei wörth is no bis ende juli, do staut's jede nacht", Unwanted("ongoing: roadworks until the end of July")),
    r("donnerstags is bei uns immer qm-bsprechung, nachtdienst muas ned hi", Unwanted("habit: a meeting on Thursdays")),
    r("heid nacht soi's gwitter gebn, des wird wieder a gaudi mit de umgfallnen bäum", Unwanted("weather: thunderstorms forecast for tonight")),
    r("mei oma hod oiwei gsagt: 'wenn's an pfingsten regnt, regnt's sieben sonntag'", Unwanted("quote: a weather saying with Whitsun and Sundays")),
    r("d'anna hod am dienstag ihr zwischenprüfung bei da ihk, de is scho ganz narrisch", Unwanted("others: the daughter's exam on Tuesday")),
    r("falls morgn a so a sauwetter is, bleibt da biergarten am pfingstmontag eh zua", Unwanted("condition: bad weather tomorrow, asks nothing")),
    r("mei, wenn i am samstag amoi ausschlafa kannt, des waar a traum", Unwanted("wish: sleeping in on Saturday")),
    r("letzts jahr an pfingsten hamma des hochwasser ghabt, 300 einsätz in oana nacht", Unwanted("memory: last year's flood at Whitsun")),
    r("heid in da fruah um 6:15 aus'm dienst, dann glei ins bett", Unwanted("log: off duty at 6:15 this morning")),
    r("zahnarzt am dienstag um viertel nach 3, ned vergessn!!", at(wd("tue"), 15, 15)),
    r("da max hod am 22. firmung, vorher no a gwand kaffa", nth(22)),
    r("dienst mit da resi tauschn, bis morgn am abend bscheid gebn", at(days(1), 19)),
    r("reifen wechseln lassn, mi um halb 8 in da fruah bei da werkstatt", at(wd("wed"), 7, 30)),
    r("fortbildung manv in münchen am 2.6., zug buacha bis freitag", wd("fri")),
    r("heid no um 18 uhr da mama de tablettn vorbeibringa", at(TODAY, 18)),
]

FOUNDER = [  # Malte, 31, Gründer eines B2B-Software-Start-ups in Berlin-Kreuzberg; klein, Denglisch (call, pitch, EOD, handover), ->, Emoji
    r("fr investor call mit northzone, lief mega gut 🚀", Unwanted("log: an investor call on Friday")),
    r("mo pitch beim ihk startup-abend gehalten, 2. platz", Unwanted("log: a pitch given on Monday, elliptical")),
    r("lisa (cto) zieht am 24. nach leipzig, ist die woche komplett remote", Unwanted("others: the CTO moves on the 24th")),
    r("series-a-closing war am 30.4., geld ist seit freitag auf dem konto", Unwanted("statement: a closing date that has passed, since Friday")),
    r("sprint-rhythmus: mo planning, di–do dev, fr demo + retro", Unwanted("schedule: the team's weekly sprint rhythm")),
    r("jan ist ab mittwoch 2 monate in elternzeit 👶", Unwanted("others: a colleague's parental leave from Wednesday")),
    r("coworking am moritzplatz läuft noch bis ende juni, ab juli sind wir in der köpenicker", Unwanted("ongoing: a lease until the end of June")),
    r("unser inoffizielles motto: 'ship on friday, fix on monday' 😅", Unwanted("quote: a motto with weekdays")),
    r("standup ist immer 9:30, egal wer da ist", Unwanted("habit: the daily standup's time")),
    r("falls das term sheet bis freitag nicht kommt, wird's mit payroll im juni eng", Unwanted("condition: a term sheet by Friday, asks nothing")),
    r("irgendwann mal ein sonntag ganz ohne slack, das wär's", Unwanted("wish: a Sunday without Slack")),
    r("sind von monday.com auf linear umgestiegen, viel besser", Lookalike("name: a tool called monday.com")),
    r("heute vor genau einem jahr gegründet 🎉 notar um 8, kaffee aus dem automaten", Unwanted("memory: the company founded a year ago today")),
    r("investor update raus bis mi EOD", wd("wed")),
    r("call mit steuerberater di 10 uhr, vorher bwa checken", at(wd("tue"), 10)),
    r("pitch deck v3 an lisa schicken, heute noch", TODAY),
    r("fr demo day – slides bis do fertig", wd("thu")),
    r("jan ist ab mi weg -> handover meeting morgen 14 uhr", at(days(1), 14)),
    r("gehaltsabrechnung mai an datev bis zum 25.", nth(25)),
    r("einweihungsparty bei tom am sa, vorher noch ne pflanze besorgen", wd("sat")),
]

TEACHER = [  # Manfred, 74, pensionierter Mathe- und Physiklehrer in Cottbus; ganze Sätze, Tagebuch, Wetter, Sonnabend, Energie Cottbus
    r("Sonnabend, 15. Mai: Regen seit dem frühen Morgen, 11 mm im Messbecher, 13 Grad.", Unwanted("log: yesterday's diary line with rain and a reading")),
    r("Für Dienstag sind bis 26 Grad angesagt, endlich Sommer.", Unwanted("weather: a forecast for Tuesday")),
    r("Energie hat am Sonnabend 2:0 in Aue gewonnen, damit ist der Aufstieg sicher.", Unwanted("sport: yesterday's football result")),
    r("Unsere Enkelin Paula hat am 12. Juni Jugendweihe in Spremberg.", Unwanted("others: the granddaughter's ceremony on 12 June")),
    r("Die Nachbarn von gegenüber ziehen am Sonnabend aus, der Container steht schon vor der Tür.", Unwanted("others: the neighbours move out on Saturday")),
    r("Die Stadtbibliothek hat ab 1.7. neue Öffnungszeiten, dienstags dann bis 19 Uhr.", Unwanted("statement: new opening hours from 1 July")),
    r("Am 16. Mai 1973 habe ich meine erste Stunde gehalten, Physik in der 9b, ich war aufgeregter als die Schüler.", Unwanted("memory: the first lesson, 16 May 1973")),
    r("Am Montag hat der Hund von Krügers wieder die halbe Nacht gebellt.", Unwanted("log: a neighbour's dog barked on Monday")),
    r("Dienstag Rasen gemäht, Mittwoch Tomaten ausgepflanzt, Donnerstag die Hecke geschnitten.", Unwanted("log: a garden log of the past week, elliptical")),
    r("Wie mein Vater immer sagte: 'Was du heute kannst besorgen, das verschiebe nicht auf morgen.'", Unwanted("quote: a saying with heute and morgen")),
    r("Falls es am Dienstag wirklich so warm wird, gehen die Pfingstrosen endlich auf.", Unwanted("condition: warm weather on Tuesday, asks nothing")),
    r("Ich würde gern noch einmal im Juni an die Ostsee fahren, so wie früher mit Ilse.", Unwanted("wish: a trip to the Baltic in June")),
    r("Seniorensport im Sportzentrum: montags und donnerstags 9.30 bis 11 Uhr, außer in den Ferien.", Unwanted("schedule: a weekly class's hours")),
    r("Die Straßenbahn fährt noch bis Ende Juni nur bis zur Stadthalle, wegen der Gleisbauarbeiten.", Unwanted("ongoing: a tram cut short until the end of June")),
    r("Paula eine Karte zur Jugendweihe schreiben und 50 Euro hineinlegen, bis zum 10.", nth(10)),
    r("Am Dienstag, dem 25. Mai, um 10.30 Uhr Termin beim Augenarzt, Dr. Lehmann.", at(md(5, 25), 10, 30)),
    r("Den Rasenmäher zur Reparatur bringen. Am Montag ist Feiertag, also Dienstag früh um dreiviertel 8.", at(wd("tue"), 7, 45)),
    r("Der Schornsteinfeger kommt am Mittwoch zwischen 8 und 12, bis dahin den Kellergang frei räumen.", wd("wed")),
    r("Heute Abend um 19 Uhr Helga anrufen und fragen, was sie sich zum Geburtstag am Donnerstag wünscht.", at(TODAY, 19)),
    r("Die Unterlagen für die Steuererklärung bis Ende des Monats zum Lohnsteuerhilfeverein bringen.", end_of_month()),
]

SENN = [  # Elmar, 61, Milchbauer im Bregenzerwald mit Vorsäß und Alp; klein, wenig Kommas, vorarlbergisch (hüt, morn, kho, gsi, ou, zerscht)
    r("hüt in der früh zwei kälble kho, beide gsund", Unwanted("log: two calves born this morning")),
    r("die vom hof obendran treiben am 5. juni scho aufs vorsäß, die sind immer die ersten", Unwanted("others: the neighbours move their cattle up on 5 June")),
    r("sennerei zahlt ab 1. juni 62 cent für den liter heumilch", Unwanted("statement: a milk price from 1 June")),
    r("straß zum vorsäß is no bis ende mai gsperrt wegen der rüfe", Unwanted("ongoing: a road closed until the end of May")),
    r("morn soll's bis auf 1200 meter abe schneie, mitten im mai", Unwanted("weather: snow forecast for tomorrow, dialect morn")),
    r("d'milch holt der lastwagen jeden tag um halb 7, am sunntig ou", Unwanted("habit: the milk lorry's daily time")),
    r("der bua hat am mittwoch gesellenprüfung als zimmerer in dornbirn", Unwanted("others: the son's exam on Wednesday")),
    r("am 20. juni 1987 bin i mit dem vater s erste mal auf d'alp, da war i 21", Unwanted("memory: the first summer on the Alp, 1987")),
    r("do zaun beim vorsäß gflickt fr gülle ausgfahren sa stall gweißlet", Unwanted("log: a week's work, elliptical with short weekdays")),
    r("'z pfingste ufs vorsäß, z johanni uf d'alp' hat der großvater allweil gsagt", Unwanted("quote: a farmer's saying with Whitsun and St John's Day")),
    r("wenn's am samstag regnet is des heu eh hin", Unwanted("condition: rain on Saturday, asks nothing")),
    r("die 'juli' gibt 28 liter, die 'liesl' nur no 19", Lookalike("name: a cow called Juli, milk yields")),
    r("d'urlauber im ferienzimmer reisen am donnerstag ab, die nächsten kommen am 22.", Unwanted("others: guests leaving and arriving")),
    r("wär schön wenn's heuer amal an rechten summer gäb, ned so verregnet wie letzts jahr", Unwanted("wish: a good summer this year")),
    r("klauenpfleger kommt am dienstag um 8, liesl und bella zerscht", at(wd("tue"), 8)),
    r("alpungsmeldung bei der landwirtschaftskammer bis zum 28. abgeben", nth(28)),
    r("der bua hat am mittwoch prüfung, am dienstag abend no mit ihm d'holzverbindungen üben", wd("tue")),
    r("ferienzimmer herrichten, die neuen gäst kommen am 22. um 3 am nachmittag", nth(22)),
    r("hüt no den milchtank putzen, der is scho wieder grauslig", TODAY),
    r("d'kälble von hüt morn no bei der ama melden", days(1)),
]

AMT = [  # Karin, 52, Gemeindebedienstete in einem Dorf am Neusiedler See (Burgenland); ordentlich, Bgm., GR, Amtstafel, Kundmachung, lt., is
    r("Anmeldeschluss für die Ferienbetreuung war der 15., trotzdem rufen noch Nachzügler an.", Unwanted("statement: a registration deadline that has passed")),
    r("Parteienverkehr ab 1.6.: Mo–Fr 8–12 Uhr, Di zusätzlich 14–18 Uhr.", Unwanted("schedule: office hours from 1 June")),
    r("Lt. Kundmachung ist die Seestraße vom 24.5. bis 4.6. wegen Kanalarbeiten gesperrt.", Unwanted("statement: a road closure stated for a coming range")),
    r("Bgm. is ab Mittwoch auf Kur in Bad Tatzmannsdorf, Vertretung macht der Vize.", Unwanted("others: the mayor away from Wednesday")),
    r("Am Freitag 23 Sperrmüllanmeldungen entgegengenommen, neuer Rekord.", Unwanted("log: registrations taken on Friday")),
    r("Familie Horvath heiratet am 29. Mai im Trausaal, die Trauung macht das Standesamt Neusiedl.", Unwanted("others: a wedding on 29 May")),
    r("Müllabfuhr wegen Pfingstmontag heuer am Dienstag statt am Montag.", Unwanted("statement: a collection day moved by the holiday")),
    r("Das Strandbad hat noch bis Ende Mai nur am Wochenende offen.", Unwanted("ongoing: weekend-only opening until the end of May")),
    r("Der Herr Bürgermeister sagt immer: 'Bis Fronleichnam wird's schon fertig.'", Unwanted("quote: the mayor's saying with Corpus Christi")),
    r("Sollte es am Freitag eine Sturmwarnung geben, fällt das Seefest laut Veranstalter aus.", Unwanted("condition: a storm warning on Friday, asks nothing")),
    r("Die Gemeindezeitung geht immer am letzten Freitag im Monat in Druck.", Unwanted("habit: the parish paper's monthly print day")),
    r("Im Mai 2009 hab ich im Amt angefangen, damals noch mit der Schreibmaschine für die Bescheide.", Unwanted("memory: starting work in May 2009")),
    r("Heute um 10 Uhr extra ins Amt gefahren, weil der Server übers Wochenende ausgefallen is.", Unwanted("log: a passed time today")),
    r("Bauhof 02167 2031-14, Vorarbeiter Handy 0664 512 30 17", Lookalike("phone: phone numbers and an extension")),
    r("Kundmachung Seestraße bis Freitag an die Amtstafel hängen.", wd("fri")),
    r("GR-Sitzung am Mi. 26.5. um 19 Uhr, Einladungen bis 19.5. zustellen.", md(5, 19)),
    r("Blumenschmuck für den Trausaal beim Gärtner bestellen, Hochzeit Horvath is am 29.5.", md(5, 29)),
    r("Hr. Gludovatz wegen der Baubewilligung zurückrufen, Di. um viertel 9.", at(wd("tue"), 8, 15)),
    r("Rechnungen vom Bauhof bis Ende des Monats an die Buchhaltung weitergeben.", end_of_month()),
    r("Heute Abend noch die Tagesordnung für die GR-Sitzung fertig machen.", at(TODAY, 19)),
]

TRAM = [  # Sandra, 44, Tramführerin bei Bernmobil in Bern; ganze Sätze, kein ß, Velo, Natel, Grosi, bis am, Zeiten mit Punkt (17.30)
    r("Dienst nächste Woche: Mo 5.12–13.40, Di 5.12–13.40, Mi frei, Do 13.55–22.30, Fr 13.55–22.30", Unwanted("schedule: next week's duties with shift hours")),
    r("Am Freitag beim Zytglogge fast einen Velofahrer erwischt, der ist einfach bei Rot rüber.", Unwanted("log: a near miss on Friday")),
    r("Sa Linie 9 Richtung Wankdorf, 2 Weichenstörungen, 14 Min. Verspätung.", Unwanted("log: Saturday's shift, elliptical with no verb")),
    r("Ab 13. Juni fährt die Linie 6 wieder bis Worb, der Ersatzbus fällt weg.", Unwanted("statement: a line restored from 13 June")),
    r("Baustelle Bubenbergplatz dauert noch bis Ende August, Umleitung über das Bollwerk.", Unwanted("ongoing: roadworks until the end of August")),
    r("Lara hat am Donnerstag ihre Schulreise auf den Gurten.", Unwanted("others: the daughter's school trip on Thursday")),
    r("Am Sonntagmorgen fahren wir im 10-Minuten-Takt, werktags alle 6 Minuten.", Unwanted("habit: Sunday-morning and weekday intervals")),
    r("Ein Fahrgast hat heute gefragt: 'Fahren Sie am Pfingstmontag auch?' Ja, nach Sonntagsfahrplan.", Unwanted("quote: a passenger's question about Whit Monday")),
    r("Laut MeteoSchweiz am Mittwoch bis 28 Grad, im Führerstand dann locker 35.", Unwanted("weather: a forecast for Wednesday")),
    r("Wenn YB am Samstag Meister wird, ist die ganze Stadt voll, dann fahren Extrakurse.", Unwanted("condition: a championship on Saturday, asks nothing")),
    r("Meine erste Fahrt allein war am 26. Mai 2012, Linie 3 nach Weissenbühl, ich habe gezittert.", Unwanted("memory: the first solo run, 26 May 2012")),
    r("Einmal einen Samstag frei haben, an dem nichts los ist, das wäre schön.", Unwanted("wish: a quiet Saturday off")),
    r("Die neue Kollegin heisst Mai Nguyen, sie fährt ab sofort im Depot Bolligenstrasse.", Lookalike("name: a colleague called Mai")),
    r("Uniformhose im Kleiderdepot umtauschen, bis am Freitag.", wd("fri")),
    r("Grosi hat am 20. Geburtstag, Karte bis am Mittwoch auf die Post bringen.", wd("wed")),
    r("Velo in den Service, Di. 17.30 beim Velogeschäft in der Länggasse.", at(wd("tue"), 17, 30)),
    r("Augenkontrolle für die Fahrtauglichkeit am 1.6. um 7.45 beim Vertrauensarzt.", at(md(6, 1), 7, 45)),
    r("Heute um 18.30 die Dienstwünsche für Juni im Portal eintragen.", at(TODAY, 18, 30)),
    r("Ein Fahrgast hat sein Natel im Tram liegen lassen, übermorgen im Fundbüro abgeben.", days(2)),
    r("Falls für Samstag Regen angesagt ist, den Grillabend mit dem Team absagen, spätestens Freitag um 12.", at(wd("fri"), 12)),
]

KITA = [  # Alina, 26, Fachfrau Betreuung Kind in einer Kita in Solothurn; klein, Emoji, Znüni, Zvieri, musig, schifft, gsi, mega, kärtli
    r("lenas papi ist ab montag 3 wochen in kanada, jetzt bringt sie immer das mami", Unwanted("others: a father away for three weeks from Monday")),
    r("am freitag hat noah zweimal in die hose gemacht, mami weiss bescheid", Unwanted("log: something that happened on Friday")),
    r("mi waldtag, do turnen, fr geburtstagsfest von jonas 🎂 streng gsi die woche", Unwanted("log: the past week, elliptical with short weekdays")),
    r("kita war an auffahrt zu und ist morgen am pfingstmontag wieder zu", Unwanted("statement: the Kita closed on the holidays")),
    r("wochenplan: mo zu (pfingsten), di basteln, mi wald, do musig, fr znünibuffet", Unwanted("schedule: the coming week's plan pasted")),
    r("elins grosi kommt am 3. juni aus der reha, dann holt wieder sie elin ab", Unwanted("others: a grandmother back from rehab on 3 June")),
    r("noah sagt jeden morgen: 'morgen bin ich dann gross' 😂", Unwanted("quote: a child's saying with morgen")),
    r("znüni gibt's immer um halb 10, zvieri um 3", Unwanted("habit: snack times")),
    r("falls es am mittwoch schifft, wird der waldtag verschoben, das entscheidet die leitung", Unwanted("condition: rain on Wednesday, asks nothing")),
    r("spielplatz hinter der kita ist noch bis ende juni abgesperrt 🚧", Unwanted("ongoing: a playground closed until the end of June")),
    r("wär mega, wenn ich im juli mal zwei wochen am stück frei hätte 🏖️", Unwanted("wish: two weeks off in July")),
    r("letztes jahr an pfingsten war ich in lissabon, vermiss ich grad mega", Unwanted("memory: last year's Whitsun in Lisbon")),
    r("gruppe sonnenblume 12 kinder, gruppe regenbogen 14, davon 3 unter 18 monaten", Lookalike("count: group sizes and ages")),
    r("mein bruder macht am samstag seinen polterabend in olten 🍻", Unwanted("others: a brother's stag party on Saturday")),
    r("elternbrief fürs sommerfest bis am donnerstag fertig schreiben ✍️", wd("thu")),
    r("fotos vom waldtag ausdrucken, morgen ist zu, also am dienstag früh", wd("tue")),
    r("elin wird am 25. vier 🎈 vorher mit der gruppe ein kärtli basteln", nth(25)),
    r("teamsitzung mi 18.15 im büro, ich schreib protokoll", at(wd("wed"), 18, 15)),
    r("heute abend um 8 noch die anwesenheitsliste für juni machen", at(TODAY, 20)),
    r("erste-hilfe-kurs kleinkinder am sa 29.5. von 9 bis 16 uhr, anmelden bis zum 20.", nth(20)),
]

WRITERS = {
    "pilot": ("de_DE", PILOT),
    "dispatcher": ("de_DE", DISPATCHER),
    "founder": ("de_DE", FOUNDER),
    "teacher": ("de_DE", TEACHER),
    "senn": ("de_AT", SENN),
    "amt": ("de_AT", AMT),
    "tram": ("de_CH", TRAM),
    "kita": ("de_CH", KITA),
}

NEGATIVES = {"pilot": 14, "dispatcher": 14, "founder": 13, "teacher": 14, "senn": 14, "amt": 14, "tram": 13, "kita": 14}

if __name__ == "__main__":
    check_writers(WRITERS, NEGATIVES)
    write_by_locale(Path(__file__).resolve().parent.parent / "de", WRITERS, "de", "dev7-due-dates.jsonl", "dev7")
    print_negative_kinds(WRITERS)

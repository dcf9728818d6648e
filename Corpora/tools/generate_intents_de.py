#!/usr/bin/env python3
"""Generate Offload's German capture-intent corpus.

Deterministic (random.Random(SEED)), Python 3.11 standard library only; the machinery is shared with the Spanish
script in intent_corpus.py. Writes Corpora/intents/de/train.jsonl (generated from the templates and vocabularies
below plus the hand-written SUPPLEMENT) and Corpora/intents/de/eval.jsonl (the hand-written captures of
handwritten_eval_de.py, never generated, never trained on), checks both and prints the counts.

Conventions follow Corpora/README.md: reminders and calendar entries are task; putting items on a shopping or
named list is list; putting something on a to-do list is task; reminding someone else ("Anna dran erinnern,
dass ...") is communication, reminding yourself ("erinner mich, Anna anzurufen") is task.

Usage:  python3 Corpora/tools/generate_intents_de.py [--train-size N] [--seed S] [--out DIR]
(no arguments: the committed corpus; the options are for experiments in a scratch folder, see
intent_corpus.options)
"""
from __future__ import annotations

import random
from pathlib import Path

from intent_corpus import L, Ctx, Noise, bullets, cap_first, join_items, options, run
from handwritten_eval_de import EVAL
from supplement_de import SUPPLEMENT

SEED = 20260615
N_TRAIN = 3300
OUT_DIR = Path(__file__).resolve().parent.parent / "intents" / "de"

V: dict[str, list[str]] = {}

V["name"] = L("""Anna|Lukas|Jonas|Lea|Lena|Felix|Max|Marie|Sophie|Paul|Tim|Julia|Katrin|Stefan|Jens|Sabine|Uwe|
Mehmet|Ayşe|Elif|Can|Jana|Nico|Fabian|Hannah|Emil|Mia|Ben|Leon|Finn|Moritz|Clara|Tobi|Basti|Steffi|Kathi|Dani|
Flo|Niklas|Svenja|Ole|Greta|Jule|Ahmed|Olga|Piotr|Kerstin|Heike|Dirk|Matthias|Thomas|Andrea|Sandra|Birgit|Rolf|
Merve|Dominik|Vanessa|Kai|Anke|Björn|Jörg|Lars|Ines|Franzi|Tarek|Nadine|Simon|Carla|Malte|Yusuf|Luisa|Benni""")
V["nameg"] = [n + "s" for n in V["name"] if not n.endswith(("s", "x", "z"))]
V["rel"] = L("""Mama|Papa|Oma|Opa|Mutti|meine Schwester|meinen Bruder|Tante Gabi|Onkel Horst|meine Cousine|
meinen Cousin|die Schwiegereltern|meine Schwiegermutter|meinen Freund|meine Freundin|die Kinder|meine Patentante|
meinen Patenonkel|die Nachbarn|Omi|Opa Heinz""")
V["surname"] = L("""Müller|Schmidt|Schneider|Fischer|Weber|Meyer|Wagner|Becker|Schulz|Hoffmann|Koch|Richter|Berger|
Wolf|Neumann|Yılmaz|Kowalski|Krüger|Hartmann|Lange|Friedrich|Vogel|Brandt""")
V["company"] = L("Siemens|der Agentur|Bosch|dem Startup|SAP|dem Lieferanten|Zalando|der Druckerei|Lidl Digital|Otto")
V["city"] = L("""Berlin|München|Hamburg|Köln|Wien|Zürich|Lissabon|Barcelona|Rom|Paris|Prag|Kopenhagen|Amsterdam|
Mallorca|Dresden|Leipzig|Freiburg|Budapest|London|New York|Istanbul|Sylt|Usedom|Gardasee|Porto|Krakau""")
V["store"] = L("""Rewe|Edeka|Aldi|Lidl|dm|Rossmann|Ikea|MediaMarkt|Saturn|Obi|Hornbach|Zalando|Amazon|Kaufland|
Netto|Tchibo|Decathlon|H&M|Müller|Penny|Alnatura|Globus|Bauhaus|Primark""")
V["grocer"] = L("Rewe|Edeka|Aldi|Lidl|Kaufland|Netto|Penny|Alnatura|Globus|dem Wochenmarkt|dem türkischen Supermarkt|Tegut")
V["restaurant"] = L("""beim Griechen|bei Da Enzo|im Vapiano|beim Vietnamesen um die Ecke|im Block House|bei Luigi|
beim Thai|im Ratskeller|in der Pizzeria am Markt|beim Inder|im Biergarten|im Sushi-Laden""")
V["weekday"] = L("Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag")
V["weekdays"] = L("montags|dienstags|mittwochs|donnerstags|freitags|samstags")
V["day"] = L("""morgen|übermorgen|uebermorgen|heute|Mo|Di|Mi|Do|Fr|Sa|So|Montag|Dienstag|Mittwoch|Donnerstag|
Freitag|Samstag|Sonntag|am Fr|am Mo|am Sa|am WE|WE|nächste Woche|nächsten Freitag|nächsten Dienstag|am 21.|24.7.|
am 12.6.|am 3.|am 9.4.|15.10.|nächsten Mi|morgen früh|Montagmorgen|Freitagabend|diesen Donnerstag|am Wochenende|
kommenden Montag|Di.|am Do""")
V["date"] = L("12.6.|24.7.|3.5.|1.10.|15.|21.|9.4.|30.11.|2.1.|17.3.|28.2.|5.8.|31.7.|6.12.|1.")
V["time"] = L("""8|halb 9|14:30|18 Uhr|7:45|viertel nach 3|Viertel vor 9|10|9 Uhr|12|17.30|20 Uhr|halb 7|11:15|
16 Uhr|viertel vor 10|13 Uhr|19:30|halb 5|15 Uhr""")
V["when"] = L("""morgen|heute|heute noch|heute Abend|gleich|nachher|später|am Fr|am WE|übers WE|diese Woche|
nächste Woche|bis Fr|bis Freitag|bis 12.6.|bis Ende des Monats|bis Monatsende|vor dem Urlaub|nach der Arbeit|
in der Mittagspause|morgen früh|asap|bis spätestens Mi|am Montag|Sa vormittag|So|am 21.|vor Weihnachten|
nach Feierabend|diese Woche noch|bis übermorgen|morgens|abends|am Nachmittag|bis 15.|Anfang nächster Woche|
bis Ende Juli|morgens um 6|am Sa|demnächst""")
V["n"] = L("2|3|4|5|6|7|8|10|12|15|20|25|30")
V["money"] = L("50 €|120 €|85€|1.200 €|300 Euro|12,99 €|25 Euro|9,99€|2.000 €|40 €|1450 €|15 €|600 Euro|75 €")
V["month"] = L("Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember")
V["subject"] = L("""Mathe|Bio|Chemie|Geschichte|Englisch|Französisch|Physik|Psycho|BWL|VWL|Statistik|Latein|
Spanisch|Jura|Informatik|Deutsch|Erdkunde|Mikro|Anatomie|Reli""")
V["product"] = L("""Kopfhörer|Laufschuhe|Handyhülle|HDMI-Kabel|Jacke|Mixer|Schreibtischlampe|Rucksack|Regenschirm|
Yogamatte|Trinkflasche|Wasserkocher|Toaster|Heißluftfritteuse|Fahrradschloss|Gummistiefel|Sonnenbrille|
Laptopständer|Steckdosenleiste|Duschvorhang|Bettbezug|Fußmatte|Kaffeemühle|Bügeleisen|Wintermantel|
Verlängerungskabel|Pfanne|Handtücher|Wecker|USB-Stick|Maus|Ladekabel""")
V["subscription"] = L("""Netflix|Spotify|Disney+|das Fitnessstudio|Audible|DAZN|den iCloud-Speicher|Adobe|die Zeitschrift|
HelloFresh|Amazon Prime|das VPN|Sky|Duolingo|YouTube Premium|die Zeitung|das Handy-Abo""")

# grocery items as German~English, so that a few lists mix the two ("Einkaufen: milk, Brot, eggs")
GROCERY = L("""Milch~milk|Eier~eggs|Brot~bread|Butter~butter|Käse~cheese|Joghurt~yoghurt|Bananen~bananas|
Äpfel~apples|Orangen~oranges|Zitronen~lemons|Limetten~limes|Avocados~avocados|Tomaten~tomatoes|
Kirschtomaten~cherry tomatoes|Zwiebeln~onions|Knoblauch~garlic|Ingwer~ginger|Kartoffeln~potatoes|
Süßkartoffeln~sweet potatoes|Karotten~carrots|Möhren~carrots|Gurke~cucumber|Spinat~spinach|Rucola~rocket|
Salat~lettuce|Brokkoli~broccoli|Blumenkohl~cauliflower|Zucchini~zucchini|Paprika~peppers|Champignons~mushrooms|
Lauch~leeks|Frühlingszwiebeln~spring onions|Basilikum~basil|Koriander~coriander|Petersilie~parsley|
Schnittlauch~chives|Mozzarella~mozzarella|Parmesan~parmesan|Feta~feta|Halloumi~halloumi|Frischkäse~cream cheese|
Hafermilch~oat milk|Sahne~cream|Schmand~sour cream|Quark~quark|Hähnchenbrust~chicken breast|Hackfleisch~mince|
Speck~bacon|Würstchen~sausages|Lachs~salmon|Thunfisch~tuna|Garnelen~prawns|Tofu~tofu|Kichererbsen~chickpeas|
Kidneybohnen~kidney beans|Linsen~lentils|Reis~rice|Basmatireis~basmati|Nudeln~pasta|Spaghetti~spaghetti|
Penne~penne|Couscous~couscous|Quinoa~quinoa|Haferflocken~oats|Müsli~granola|Mehl~flour|Zucker~sugar|Honig~honey|
Olivenöl~olive oil|Essig~vinegar|Sojasoße~soy sauce|Ketchup~ketchup|Mayo~mayo|Senf~mustard|Pesto~pesto|
Hummus~hummus|Wraps~wraps|Toast~toast|Brötchen~rolls|Croissants~croissants|Knäckebrot~crackers|Chips~crisps|
Popcorn~popcorn|Zartbitterschokolade~dark chocolate|Kekse~cookies|Eis~ice cream|TK-Erbsen~frozen peas|
Beeren~berries|Heidelbeeren~blueberries|Erdbeeren~strawberries|Himbeeren~raspberries|Trauben~grapes|Mango~mango|
Ananas~pineapple|Wassermelone~watermelon|Pfirsiche~peaches|Birnen~pears|Kiwis~kiwis|Walnüsse~walnuts|
Mandeln~almonds|Erdnussbutter~peanut butter|Marmelade~jam|Nutella~nutella|Kaffee~coffee|Kaffeebohnen~coffee beans|
Tee~tea|grüner Tee~green tea|Orangensaft~orange juice|Sprudel~sparkling water|Cola Zero~coke zero|Bier~beer|
Weißwein~white wine|Rotwein~red wine|Sekt~prosecco|Brühe~stock cubes|Kokosmilch~coconut milk|
Dosentomaten~tinned tomatoes|passierte Tomaten~passata|Currypaste~curry paste|Paprikapulver~paprika|
Kreuzkümmel~cumin|Zimt~cinnamon|Pfeffer~pepper|Salz~salt|Backpulver~baking powder|Hefe~yeast|Vanillezucker~vanilla|
Aubergine~aubergine|Mais~corn|Spargel~asparagus|Rote Bete~beetroot|Radieschen~radishes|Fenchel~fennel|
Kimchi~kimchi|Miso~miso|Tahini~tahini|Naan~naan|Fladenbrot~flatbread|Laugenbrezeln~pretzels|Babybrei~baby food|
Katzenfutter~cat food|Hundeleckerli~dog treats|Gnocchi~gnocchi|Maultaschen~maultaschen|Fischstäbchen~fish fingers|
Pizzateig~pizza dough|Sauerkraut~sauerkraut|Gewürzgurken~pickles|Leberwurst~liver sausage|Bergkäse~mountain cheese""")
V["grocery"] = [g.split("~")[0] for g in GROCERY]
GROCERY_QTY = L("""2 Brote|10 Eier|6 Eier|2 l Milch|1 kg Reis|500 g Hack|3 Avocados|1 Beutel Spinat|2 Dosen Kichererbsen|
4 Zitronen|eine große Packung Haferflocken|2 Flaschen Wein|ein Bund Bananen|eine halbe Wassermelone|
2 Packungen Nudeln|ein Becher Joghurt|3 Paprika|1 Gurke|ein Stück Feta|2 Gläser Pesto|ein paar Limetten|
6 Brötchen|eine Packung Tee|ein Netz Zwiebeln|1 Kasten Wasser""")

# ---------------------------------------------------------------------------
# Tasks: infinitive-final phrases; "·" marks a separable verb ("ab·holen" -> "abzuholen")
# ---------------------------------------------------------------------------
TASK = {
"work": L("""Präsentation für das Meeting am {weekday} fertig machen|Reisekosten ab·rechnen|Spesenabrechnung ein·reichen|
Pull Request von {name} reviewen|Protokoll vom Meeting schreiben|Stundenzettel aus·füllen|Angebot bei {company} einreichen|
Jira-Tickets aktualisieren|Urlaubsantrag stellen|Urlaubsantrag von {name} genehmigen|Onboarding für die neue Kollegin vor·bereiten|
Handouts für den Workshop drucken|Backup vom Arbeitslaptop machen|Hotfix deployen|Budgetplanung fertig machen|
Vertrag vor dem Unterschreiben lesen|NDA unterschreiben|Raum für die Retro buchen|Pitch Deck updaten|
Quartalsbericht Korrektur lesen|Feature-Branch mergen|Dienstreise nach {city} buchen|Rechnung an den Kunden schicken|
Abwesenheitsnotiz ein·richten|Zielvereinbarung vor·bereiten|Agenda für Donnerstag erstellen|Postfach auf·räumen|
Release Notes schreiben|Bewerbungen sichten|Feedback für {name} formulieren|Kundentermin vor·bereiten|
Softwarelizenzen verlängern|Homeoffice-Tage ein·tragen|Zeiterfassung nach·tragen|Kickoff vor·bereiten|
neue Tastatur fürs Büro bestellen|Datenschutzschulung machen|Ablage sortieren|Slides für {name} fertig machen|
Deadline für das Projekt klären|Testumgebung auf·setzen|Sprint Review vor·bereiten|Organigramm aktualisieren|
Vorfallsbericht schreiben|Kostenstelle für die Bestellung raus·suchen|Dokumentation für die API schreiben|
Jahresgespräch vor·bereiten|Mitarbeiterausweis verlängern"""),
"learning": L("""für die {subject}-Klausur lernen|Kapitel {n} in {subject} lesen|{subject}-Hausarbeit ab·geben|
{subject}-Hausaufgaben machen|Vokabeln lernen|Karteikarten wiederholen|für den {subject}-Kurs an·melden|
Vorlesung {n} nach·holen|Bücher in die Bib zurück·bringen|Modul {n} vom Onlinekurs ab·schließen|
Prüfungsanmeldung machen|Referat vor·bereiten|Literaturliste erstellen|Bibliotheksausweis verlängern|
{subject}-Buch kaufen|BAföG-Antrag ab·schicken|Übungsblatt {n} rechnen|Altklausuren durch·rechnen|Lernplan machen|
Gruppenraum in der Bib buchen|Exposé für die Bachelorarbeit schreiben|Laborbericht ab·geben|Duolingo machen|
Elternbrief unterschreiben|Hausaufgaben von {name} kontrollieren|Anmeldung zum Sprachkurs aus·füllen|
Quellen in der Hausarbeit an·geben|Abgabe auf Moodle hoch·laden|Lektüre für Deutsch kaufen|10 neue Kanji lernen|
Nachhilfe für {name} organisieren|Schulranzen packen|Mitschriften ab·tippen|Zusammenfassung für {subject} schreiben|
Praktikumsbericht fertig schreiben|Formelsammlung drucken|Zeugnis beglaubigen lassen|Semesterbeitrag überweisen|
Englisch-Präsentation üben|Matheaufgaben mit {name} durch·gehen|Stundenplan ab·fotografieren"""),
"home": L("""Wasserhahn reparieren|Luftfilter wechseln|Dachrinne sauber machen|Treppe saugen|Wäsche waschen|Rasen mähen|
Müll raus·bringen|gelben Sack raus·stellen|Altglas weg·bringen|Blumen gießen|Batterie im Rauchmelder wechseln|
Bilder auf·hängen|Wasserkocher entkalken|Gefrierfach ab·tauen|Backofen putzen|Ikea-Regal auf·bauen|
Bettwäsche wechseln|wackeligen Stuhl reparieren|Flur streichen|Abfluss im Bad frei machen|Fenster putzen|
Keller aus·misten|Kleiderschrank sortieren|Heizung entlüften|Therme warten lassen|Silikonfugen im Bad erneuern|
Monstera um·topfen|Kühlschrank sauber machen|Katze füttern|mit dem Hund zum Tierarzt gehen|Regale an·bringen|
Garagentor reparieren|Leiter zu {name} zurück·bringen|Duschkopf aus·tauschen|Unkraut jäten|Bad putzen|Staub wischen|
Spülmaschine aus·räumen|Hemden bügeln|Wäsche zusammen·legen|Laub rechen|Zählerstand ab·lesen|
Glühbirne im Flur wechseln|Ersatzschlüssel nach·machen lassen|Balkon fegen|Biotonne sauber machen|
Sperrmüll an·melden|Schuhregal auf·bauen|Gardinen waschen|Terrasse kärchern|Hecke schneiden|
Katzenklo sauber machen|Winterreifen in den Keller räumen|Briefkasten leeren"""),
"errands": L("""Anzug von der Reinigung ab·holen|{grocery} kaufen|{grocery} holen|Paket zur Post bringen|
{product} bei {store} zurück·geben|Paket an der Packstation ab·holen|{product} kaufen|Briefmarken kaufen|
einkaufen gehen|Auto waschen lassen|tanken|Fotos ab·holen|Geburtstagskarte kaufen|{product} bei Amazon bestellen|
{product} bei {store} ab·holen|Altkleider in den Container werfen|Uhrenbatterie wechseln lassen|
Jeans bei {store} um·tauschen|Mietwagen zurück·geben|alte Batterien entsorgen|auf dem Heimweg {grocery} mit·nehmen|
noch {grocery} besorgen|Kuchen beim Bäcker ab·holen|Müllbeutel kaufen|Schuhe zum Schuster bringen|
Paket beim Nachbarn ab·holen|Laptop aus der Reparatur ab·holen|Pfandflaschen weg·bringen|Druckerpatronen bestellen|
Küchenrolle kaufen|Brötchen holen|Retoure zur Post bringen|{grocery} bei {grocer} holen|Wocheneinkauf erledigen|
Getränkekiste holen|Geschenkpapier besorgen|Passbilder ab·holen|Schlüssel beim Schlüsseldienst ab·holen|
Vorhänge kürzen lassen|Großeinkauf bei {store} machen|Reinigung vorbei·bringen"""),
"health": L("""Rezept ab·holen|Medikamente aus der Apotheke holen|Vitamine nehmen|joggen gehen|Termin beim Hausarzt machen|
Grippeimpfung machen lassen|Termin beim Augenarzt vereinbaren|Essen für die Woche vor·kochen|abends 10 Min dehnen|
Physio-Termin aus·machen|Massage buchen|10.000 Schritte gehen|Kontaktlinsen bestellen|neue Laufschuhe kaufen|
Zahnreinigung vereinbaren|Blut ab·nehmen lassen|Fitnessstudio-Vertrag verlängern|Physio-Übungen machen|
Termin beim Frauenarzt machen|Hautarzttermin ab·sagen|Krankschreibung ein·reichen|Überweisung zum Orthopäden holen|
Impfpass suchen|20 Min Yoga machen|Proteinpulver nach·kaufen|früher ins Bett gehen|mehr Wasser trinken|
für den 10-km-Lauf an·melden|Asthmaspray ab·holen|Muttermal checken lassen|Brille reparieren lassen|
Termin bei Dr. {surname} machen|Blutdruck messen|Hörtest machen|Spinning-Kurs aus·probieren|Zahnseide benutzen|
Gesundheits-Check-up machen|Magnesium nehmen|Schwimmen gehen|Couch-to-5k an·fangen"""),
"finance": L("""Miete überweisen|Stromrechnung bezahlen|Steuererklärung machen|Steuererklärung bis {date} ab·geben|
Geld aufs Tagesgeld überweisen|{subscription} kündigen|Kreditkartenabrechnung prüfen|Dauerauftrag für die Miete ein·richten|
{name} {money} zurück·zahlen|Kfz-Versicherung wechseln|Haushaltsbuch aktualisieren|doppelte Abbuchung reklamieren|
Strafzettel bezahlen|{money} in den ETF-Sparplan stecken|Rentenbescheid prüfen|Angebote für die Hausratversicherung ein·holen|
Rundfunkbeitrag bezahlen|Handyrechnung bezahlen|Sparziel an·legen|neue EC-Karte bestellen|
Belege für den Steuerberater sortieren|alte Kreditkarte sperren|Zinsen für die Baufinanzierung vergleichen|
Kita-Gebühren überweisen|Notgroschen auf·stocken|Gasabschlag an·passen|Nebenkostenabrechnung prüfen|Girokonto wechseln|
Kontoauszüge ab·heften|Elster-Zertifikat erneuern|Grundsteuer bezahlen|Rechnung vom Handwerker bezahlen|
{subscription}-Abbuchungen checken|Kreditkarte ab·bezahlen|Schadensmeldung an die Versicherung schicken|
Freistellungsauftrag ein·richten|Riester-Vertrag prüfen|Kindergeld beantragen|Wohngeldantrag aus·füllen|
Budget für den Urlaub fest·legen|Rechnung über {money} überweisen"""),
"social": L("""Geschenk für {name} besorgen|Geschenk für {rel} kaufen|Zusage für {nameg} Hochzeit schicken|Geschenke ein·packen|
Karte für {rel} besorgen|Wein für {nameg} Einweihung kaufen|{rel} vom Flughafen ab·holen|auf {nameg} Kinder auf·passen|
Blumen für {rel} kaufen|Torte für {nameg} Party bestellen|Abschiedskarte für {name} unterschreiben|
Tisch {restaurant} für {nameg} Geburtstag reservieren|Dankeskarten schreiben|Tickets für {nameg} Konzert besorgen|
Fotobuch für {rel} machen|Geschenk für die Babyparty kaufen|Aktivität für den JGA buchen|Wichteln organisieren|
Hochzeitstagsgeschenk besorgen|Auflaufform zu {name} zurück·bringen|Einweihungsgeschenk für {name} kaufen|
Kostüm für die Party suchen|Abschiedsgeschenk für {name} bestellen|Geburtstagskarte an {rel} schicken|
Termin fürs Klassentreffen finden|Muttertagsgeschenk kaufen|Tisch für 14 Leute reservieren|Gästebett beziehen|
Kuchen für den Kindergeburtstag backen|Fotos vom Urlaub für {rel} aus·drucken|Weihnachtskarten schreiben|
Gutschein für {name} aus·drucken|Geschenkeliste für Weihnachten machen|Luftballons auf·blasen|
Patenkind-Geschenk besorgen|Spieleabend vor·bereiten"""),
"hobby": L("""Gitarre stimmen|Saiten am Bass wechseln|{n} Min Klavier üben|Puzzle fertig machen|neue Acrylfarben kaufen|
für den Töpferkurs an·melden|Fahrrad zur Inspektion bringen|Snowboard wachsen|Film entwickeln lassen|Objektiv putzen|
Schal fertig stricken|Blog updaten|Fotos von {city} bearbeiten|Bouldern gehen|Angelschein machen|neue Saiten bestellen|
3D-Modell drucken|Lego-Set fertig bauen|Drohnen-Akkus laden|Konzertkarten kaufen|Tassen glasieren|
nächstes Kapitel von meinem Roman schreiben|Platten sortieren|Fahrradkette ölen|neuen Song ein·üben|
Samen für den Balkon kaufen|Aquarell fertig malen|Buch für den Buchclub lesen|Cover-Song auf·nehmen|
Chornoten kopieren|Fußballschuhe putzen|Zelt imprägnieren|Stricknadeln kaufen|Schachaufgabe lösen|
Vereinsbeitrag für den Sportverein überweisen|Trikot für das Training waschen|Kletterschuhe neu besohlen lassen|
Sauerteig füttern|Modellbahn weiter·bauen|Laufstrecke für Sonntag raus·suchen"""),
None: L("""Flug nach {city} buchen|Reisepass vor {month} verlängern|Powerbank laden|online ein·checken|für {city} packen|
Personalausweis verlängern|Passfotos machen lassen|Hotel in {city} buchen|Bordkarte aus·drucken|Visum beantragen|
Handy-Update machen|Handyfotos sichern|Speicher am Handy frei machen|Termin beim Bürgeramt machen|Wohnsitz um·melden|
Briefwahl beantragen|Zugtickets nach {city} buchen|BahnCard verlängern|Reiseadapter kaufen|WLAN-Passwort ändern|
Offline-Karten für {city} laden|Geld für {city} wechseln|Fähre buchen|Reiseversicherung ab·schließen|
Reifendruck prüfen|Auto zum TÜV bringen|Winterreifen drauf·machen lassen|Koffer kaufen|Mietwagen in {city} buchen|
neue SIM-Karte bestellen|Führerschein um·tauschen|Vignette für Österreich kaufen|Auto ab·melden|
Parkausweis beantragen|Router neu starten|Passwörter ändern|Nachsendeauftrag ein·richten|
Internationalen Führerschein beantragen|Sitzplätze im Zug reservieren"""),
}
TASK_BARE = {
    "work": L("Stundenzettel|Reisekosten|Folien|Protokoll|Quartalsbericht|1:1 Vorbereitung|Spesen|Zeiterfassung"),
    "learning": L("Hausaufgaben|Vokabeln|Hausarbeit|Karteikarten|Referat|Übungsblatt|Bachelorarbeit|Lernen"),
    "home": L("Wäsche|Abwasch|Staubsaugen|Müll|Fenster|Bügeln|Altglas|gelber Sack|Blumen gießen"),
    "errands": L("Einkaufen|Reinigung|Post|Waschanlage|Tanken|Briefmarken|Pfand|Wocheneinkauf"),
    "health": L("Zahnarzt|Gym|Physio|Grippeimpfung|Vitamine|Augenarzt|Joggen|Yoga|Arzt|Rezept"),
    "finance": L("Steuer|Miete|Steuererklärung|Nebenkosten|Rundfunkbeitrag|Versicherung|Überweisungen"),
    "social": L("Geschenk Mama|Zusage Hochzeit|Weihnachtsgeschenke|Dankeskarten|Geburtstagskarte Oma"),
    "hobby": L("Gitarre|Klavier üben|Töpfern|Fahrradinspektion|neue Saiten"),
    None: L("Reisepass|Perso|Visum|Bordkarte|Packen|Kfz-Steuer|TÜV|Ummelden"),
}
EVENT = {
    "work": L("Standup|1:1 mit {name}|Teamessen|Quartalsmeeting|All Hands|Kundentermin|Retro|Vorstellungsgespräch|Offsite|Mitarbeitergespräch|Sprint Planning|Jour fixe|Call mit {company}|Meeting mit {name}"),
    "learning": L("{subject}-Klausur|Sprechstunde|Lerngruppe|{subject}-Vorlesung|{subject}-Tutorium|Elternabend|Tag der offenen Tür|Sprachtandem|Elternsprechtag|mündliche Prüfung|Nachhilfe"),
    "home": L("Handwerker kommt|Schornsteinfeger|Ikea-Lieferung|Elektriker|Fensterputzer|Wohnungsübergabe|Ablesung Heizung|Wartung Therme|Hausmeister kommt|Klempner"),
    "errands": L("Friseur|Auto in die Werkstatt|Paketabholung|Änderungsschneiderei|Click & Collect|Sperrmüll|Reifenwechsel"),
    "health": L("Zahnarzt|Physio|Dr. {surname}|Augenarzt|Therapie|Yoga|Blutabnahme|Hautarzt|Impftermin|Hausarzt|Orthopäde|Spinning|Frauenarzt"),
    "finance": L("Termin Steuerberater|Bankberatung|Finanzierungsgespräch|Abgabe Steuererklärung|Versicherungsmakler"),
    "social": L("{nameg} Geburtstagsparty|Essen mit {name}|Bier mit {name}|{nameg} Hochzeit|Brunch mit Mama|Kaffee mit {name}|Grillen bei {name}|Date Night|Spieleabend bei {name}|Kindergeburtstag|Taufe"),
    "hobby": L("Bandprobe|Töpferkurs|Bouldern|Buchclub|Chor|Schachclub|Fototour|Open Mic|Tanzkurs|Schwimmkurs|Fußballtraining|Stammtisch"),
    None: L("Flug nach {city}|Bürgeramt|Zug nach {city}|Ausländerbehörde|Abholung Flughafen|TÜV|Kfz-Zulassungsstelle"),
}

# ---------------------------------------------------------------------------
# Lists: headers, items (German~English where a writer might switch), list names (all feminine: "auf die ...")
# ---------------------------------------------------------------------------
def G(headers: str, items, listname: str, qty=None) -> dict:
    return {"headers": L(headers), "items": items if isinstance(items, list) else L(items),
            "listname": L(listname), "qty": qty}


LISTS = {
"errands": [
    G("Einkaufen|Einkauf|Einkaufsliste|Einkaufszettel|brauchen noch|noch holen|{store}|Markt|Wochenmarkt|Wocheneinkauf|fürs Abendessen|für die Woche|fürs WE|Supermarkt|Besorgungen|Shopping",
      GROCERY, "Einkaufsliste|Liste|Rewe-Liste|Edeka-Liste|Aldi-Liste|Wocheneinkaufsliste", GROCERY_QTY),
    G("Einkaufen|{store}|für die Woche|brauchen|Großeinkauf|Einkaufsliste|Kühlschrank leer", GROCERY, "Einkaufsliste|Liste", GROCERY_QTY),
    G("Drogerie|dm|Rossmann|Haushalt|fürs Bad|geht aus|fast alle",
      "Klopapier~toilet paper|Küchenrolle~kitchen roll|Spüli~dish soap|Müllbeutel~bin bags|Schwämme~sponges|Waschmittel~laundry detergent|Spülmaschinentabs~dishwasher tabs|Handseife~hand soap|Alufolie~foil|Frischhaltefolie~cling film|Backpapier~baking paper|Taschentücher~tissues|Batterien~batteries|Glühbirnen~light bulbs|Gefrierbeutel~freezer bags|Shampoo~shampoo|Zahnpasta~toothpaste|Deo~deodorant|Wattepads~cotton pads|Katzenstreu~cat litter|Hundefutter~dog food|Duschgel~shower gel",
      "Drogerie-Liste|dm-Liste|Einkaufsliste|Liste"),
],
"home": [
    G("Baumarkt|Obi|Hornbach|Bauhaus|für den Schuppen|für den Zaun|Werkzeug",
      "Bilderhaken|WD-40|Schleifpapier|Farbrollen|Malerkrepp|Bohrer|Schrauben|Dübel|Wasserwaage|Regalhalter|Spachtelmasse|Silikon|Panzertape|Kabelbinder|Sicherungen|Trittleiter|Scharniere|Holzleim|Leitungssucher|Grundierung|Abdeckfolie|Pinsel",
      "Baumarkt-Liste|Liste"),
    G("Ikea|für die Wohnung|neue Wohnung|Bad|Küche|Schlafzimmer|fürs Kinderzimmer",
      "Kleiderbügel|Aufbewahrungsboxen|Fußmatte|Badvorleger|Duschvorhang|Gardinenstange|Haken|Kissen|Teppich|Wäschekorb|Besteckeinsatz|Nachttischlampe|Verdunkelungsrollo|Spiegel|Garderobe|Schuhregal|Gewürzregal|Bettdecke|Kopfkissen|Geschirrtücher",
      "Ikea-Liste|Liste|Wohnungsliste"),
    G("Putzzeug|Putzmittel|unter der Spüle",
      "Essigreiniger|Schwämme|Entkalker|Glasreiniger|Mikrofasertücher|Staubsaugerbeutel|Gummihandschuhe|Backofenreiniger|Wischmopp|WC-Reiniger|Allzweckreiniger|Saugglocke|Scheuerbürste",
      "Putzliste|Liste"),
    G("Gartencenter|für den Garten|Balkon|Hochbeet",
      "Blumenerde|Dünger|Gartenschlauch|Gartenschere|Vogelfutter|Blumentöpfe|Kompost|Rasensamen|Schneckenkorn|Schaufel|Blumenzwiebeln|Gartenhandschuhe|Rindenmulch|Gießkanne",
      "Gartenliste|Liste"),
],
"work": [
    G("Büromaterial|fürs Büro|für den Schreibtisch|Konferenz|für den Workshop",
      "Notizbücher|Post-its|HDMI-Adapter|USB-C-Dongle|Whiteboard-Marker|Mauspad|Laptopständer|Namensschilder|Lanyards|Druckerpapier|Tacker|Visitenkarten|Headset|Flipchartpapier|Webcam|Kabelkanal",
      "Büro-Liste|Liste"),
    G("Agenda Montag|Agenda|Themen fürs 1:1 mit {name}|1:1 Themen|Punkte für den Jour fixe|Teammeeting|Q3 Prioritäten|Retro|Themen fürs Meeting",
      "Roadmap|Einstellungsplan|Budget|Q3-Zahlen|Offsite|Headcount|Retro-Maßnahmen|Onboarding|Preise|Lieferantenverträge|OKRs|Launch|Kundenfeedback|Churn|Security Review|Demo|Stimmung im Team|Beförderungen|Reiserichtlinie|Rufbereitschaft|Migration|Homeoffice-Regelung",
      "Agenda|Liste|Themenliste"),
],
"learning": [
    G("Schulsachen|Schulanfang|für die Uni|für den Kurs|für die Prüfung|Schulbedarf",
      "Textmarker|Karteikarten|Karoheft|Taschenrechner|Ordner|Federmäppchen|Laborkittel|USB-Stick|Post-its|Geodreieck|Zirkel|Fineliner|Collegeblock|Hausaufgabenheft|Füller|Tintenpatronen|Schnellhefter|Sportbeutel",
      "Schulliste|Liste"),
    G("Prüfungsthemen|Themen für die Klausur|noch lernen|{subject} Klausur|Lernstoff|noch wiederholen",
      "Mitose|Zitronensäurezyklus|Angebot und Nachfrage|Französische Revolution|Ableitungen|Integrale|Photosynthese|Kalter Krieg|Konjunktiv|Partizipien|Thermodynamik|Wahrscheinlichkeit|Enzyme|Konditionierung|Regression|Sortieralgorithmen|SQL-Joins|Weimarer Republik|Vektoren|Gedichtanalyse",
      "Lernliste|Liste"),
    G("Kurse|will ich lernen|Lernliste|Onlinekurse|Skills",
      "Python|SQL|Excel|Präsentieren|Statistik|Spanisch|Gebärdensprache|Zehnfingersystem|Photoshop|Erste Hilfe|Machine Learning|Buchhaltung|Japanisch|Kalligrafie",
      "Lernliste|Liste"),
],
"health": [
    G("Apotheke|Medikamente|Hausapotheke|Erste-Hilfe-Kasten|Reiseapotheke",
      "Ibuprofen|Paracetamol|Pflaster|Vitamin D|Multivitamin|Zink|Antihistaminika|Sonnencreme|Labello|Augentropfen|Kontaktlinsenmittel|Halstabletten|Hustensaft|Fieberthermometer|Wundsalbe|Magnesium|Nasenspray|Elektrolyte|Wärmepflaster|Voltaren",
      "Apotheken-Liste|Liste"),
    G("Sporttasche|fürs Gym|Fitnessstudio",
      "Proteinpulver|Kreatin|Elektrolyte|Fitnessbänder|Faszienrolle|Trinkflasche|Handtuch|Vorhängeschloss|Zughilfen|Kopfhörer|Badelatschen|Duschgel|Ersatzshirt|Magnesia",
      "Gym-Liste|Liste"),
    G("Workout|Beintag|Beine|Oberkörper|Training heute|Core|HIIT",
      "Kniebeugen|Ausfallschritte|Plank|Liegestütze|Kreuzheben|Burpees|Klimmzüge|Rudern|Hip Thrusts|Mountain Climbers|Bankdrücken|Bizepscurls|Crunches|Wandsitzen|Hampelmänner",
      "Workout-Liste|Liste"),
    G("gesunde Snacks|Snacks fürs Büro|Meal Prep",
      "Mandeln|Reiswaffeln|Hummus|Möhrensticks|Proteinriegel|Skyr|Beeren|gekochte Eier|Edamame|Äpfel|Hüttenkäse|Hähnchenbrust|Naturreis|Brokkoli",
      "Einkaufsliste|Liste"),
],
"finance": [
    G("Rechnungen|Fixkosten|monatliche Ausgaben|Abbuchungen|diesen Monat zahlen|Daueraufträge",
      "Miete|Strom|Internet|Handy|Wasser|Rundfunkbeitrag|Gas|Kfz-Versicherung|Kredit|Kita|Autorate|Hausrat|Haftpflicht|Handyvertrag|Fitnessstudio|Nebenkosten",
      "Liste|Ausgabenliste"),
    G("Abos|Abos kündigen|kündigen|Streaming",
      "Netflix|Spotify|Disney+|Audible|iCloud|DAZN|Fitnessstudio|YouTube Premium|Amazon Prime|HelloFresh|VPN|Adobe|Sky|Zeitung|Patreon",
      "Kündigungsliste|Liste"),
    G("Steuer-Unterlagen|für den Steuerberater|Papierkram|Unterlagen Steuer|für den Kreditantrag",
      "Lohnsteuerbescheinigung|Gehaltsabrechnungen|Kontoauszüge|Belege|Rentenbescheid|Brief vom Finanzamt|Rechnungen|Meldebescheinigung|Ausweiskopie|Fahrtenbuch|Spendenquittungen|Handwerkerrechnungen|Nebenkostenabrechnung",
      "Liste|Unterlagenliste"),
],
"social": [
    G("Partykram|für die Party|Geburtstag|{nameg} Party|für Samstag|Babyparty|Kindergeburtstag",
      "Luftballons|Kerzen|Servietten|Pappteller|Girlanden|Banner|Partyhütchen|Becher|Eis|Geburtstagskarte|Geschenkpapier|Geschenktüten|Lichterkette|Wunderkerzen|Sekt|Knabberzeug|Kuchen|Konfetti|Piñata",
      "Partyliste|Liste"),
    G("Gästeliste|wen einladen|Weihnachtskarten|Hochzeitseinladungen|Save the Dates|Einladungen",
      "{name}|{name}|{name}|{name}|Oma|die Müllers|Tante Gabi|die Nachbarn|meine Cousinen|{name} und {name}|{name} + Partner|{nameg} Familie|Onkel Horst",
      "Gästeliste|Liste|Einladungsliste"),
    G("Grillen|fürs Picknick|Sonntagsessen|Grillparty|Potluck",
      "Würstchen|Grillkäse|Brötchen|Holzkohle|Maiskolben|Halloumi|Krautsalat|Eis|Bier|Limo|Nudelsalat|Servietten|Ketchup|Gemüsespieße|Wassermelone|Kartoffelsalat",
      "Grillliste|Liste|Einkaufsliste"),
],
"hobby": [
    G("Bücher|Leseliste|zu lesen|will ich lesen|Bücherliste|Empfehlungen von {name}|SuB",
      "Der Schwarm|Kruso|Tschick|Piranesi|Die Vermessung der Welt|Klara und die Sonne|Der Gesang der Flusskrebse|Unterleuten|Mittagsstunde|Die Wand|Blasmusikpop|Dune|Middlemarch|Babel|Was man von hier aus sehen kann|Stolz und Vorurteil|Der Hobbit|Herkunft|Die Mittagsfrau|Momo",
      "Leseliste|Liste|Bücherliste"),
    G("Filme|Serien|Watchlist|noch gucken|Serien zum Nachholen|Filmabend",
      "Parasite|Arrival|Past Lives|Chihiros Reise|Der Pate|Oldboy|Die fabelhafte Welt der Amélie|Paddington 2|The Bear|Severance|Succession|Dark|Babylon Berlin|The Wire|Das Boot|Lola rennt|Good Bye Lenin!|Shogun|Aftersun|Der Schuh des Manitu|Toni Erdmann",
      "Watchlist|Liste|Filmliste"),
    G("Spiele|Wunschliste|Steam-Wunschliste|zocken",
      "Zelda|Hades|Stardew Valley|Elden Ring|Celeste|Outer Wilds|Disco Elysium|Hollow Knight|Baldur's Gate 3|Portal 2|Balatro|Animal Crossing|Anno 1800",
      "Wunschliste|Liste"),
    G("Bastelladen|Malsachen|Künstlerbedarf|für die Leinwand",
      "Acrylfarben|Fächerpinsel|Leinwand|Gesso|Maskierflüssigkeit|Aquarellpapier|Skizzenbuch|Fineliner|Kohlestifte|Staffelei|Spachtel|Pinselreiniger|Ölpastellkreiden",
      "Liste|Bastelliste"),
    G("Camping|Campingzeug|für die Wanderung|Festival|Zelten",
      "Zelt|Schlafsack|Stirnlampe|Gaskocher|Wanderstöcke|Isomatte|Gaskartusche|Wasserfilter|Erste-Hilfe-Set|Mückenspray|Feuerzeug|Taschenmesser|Müllbeutel",
      "Packliste|Liste|Campingliste"),
    G("Stricken|Wollladen|für den Schal",
      "dicke Wolle|Stricknadeln|Maschenmarkierer|Stopfnadel|Reihenzähler|Merinowolle|Maßband",
      "Liste|Strickliste"),
],
None: [
    G("Packliste|packen|Koffer|Handgepäck|für die Reise|{city}|Wochenendtasche|mitnehmen|nicht vergessen|für den Flug|Urlaub",
      "Ladekabel~charger|Reisepass~passport|Socken~socks|Zahnbürste~toothbrush|Adapter~adapter|Kopfhörer~headphones|Sonnenbrille~sunglasses|Badesachen~swimsuit|Flip-Flops~flip flops|Buch~book|Snacks~snacks|Schlafanzug~pyjamas|Pulli~jumper|Regenjacke~raincoat|Mütze~hat|Sonnencreme~sunscreen|Bordkarte~boarding pass|Schlüssel~keys|Geldbeutel~wallet|Laptop~laptop|Kindle~kindle|Nackenkissen~neck pillow|Ohrstöpsel~earplugs|Schlafmaske~eye mask|Kamera~camera|Regenschirm~umbrella|Tickets~tickets|Medikamente~meds|Hoodie~hoodie|Turnschuhe~trainers|Rasierer~razor|Deo~deodorant|Haarbürste~hairbrush|Powerbank~power bank|Bargeld~cash|Perso~ID|Ersatzlinsen~spare contacts",
      "Packliste|Liste|Reiseliste"),
    G("nachschlagen|Zufallskram|Sonstiges|googeln|Wörter nachschlagen",
      "Sonder|Fermi-Paradoxon|warum Katzen schnurren|wie Gezeiten funktionieren|wer den Tacker erfunden hat|Petrichor|Mandela-Effekt|was eine Schaltsekunde ist|Fernweh auf Englisch|Kummerspeck",
      "Liste|Merkliste"),
],
}

# ---------------------------------------------------------------------------
# Plans: headers and ordered steps (infinitive-final)
# ---------------------------------------------------------------------------
def S(headers: str, steps: str) -> dict:
    return {"headers": L(headers), "steps": L(steps)}


PLAN = {
"work": [
    S("Team-Offsite|Offsite organisieren|Offsite-Vorbereitung", "Termin finden|Location suchen|Budget freigeben lassen|Agenda verschicken|Catering buchen|Anreise für alle klären"),
    S("Produktlaunch|Launch im {month}|Launch-Vorbereitung", "Preise festlegen|Pressemitteilung schreiben|Vertrieb briefen|Website aktualisieren|Launch-Mail aufsetzen|Demo vorbereiten"),
    S("Quartalsreview vorbereiten|Q3-Review|Quartalsbericht", "Zahlen ziehen|Folien entwerfen|Feedback von {name} holen|Vortrag üben|Pre-Read verschicken"),
    S("Onboarding {name}|neue Kollegin einarbeiten|Einarbeitung", "Laptop bestellen|Accounts anlegen|Kennenlerntermine einstellen|Buddy zuteilen|Handbuch schicken|erste Woche planen"),
    S("CRM-Umstellung|Umzug ins neue CRM|Systemwechsel", "alte Daten exportieren|Dubletten bereinigen|ins neue CRM importieren|Team schulen|altes System abschalten"),
    S("Designer einstellen|Stelle besetzen|Recruiting", "Stellenanzeige schreiben|auf LinkedIn posten|Lebensläufe sichten|Interviews ansetzen|Angebot machen"),
    S("Vorstellungsgespräch|Bewerbungsgespräch am {weekday}|Interview-Vorbereitung", "Firma recherchieren|Antworten üben|Fragen vorbereiten|Hemd bügeln|Lebenslauf ausdrucken|Anfahrt planen"),
    S("Jahresbericht|Geschäftsbericht", "Input von allen Teams sammeln|Zusammenfassung schreiben|Grafiken bauen|Freigabe von der Rechtsabteilung holen|veröffentlichen"),
    S("Konferenzvortrag|Talk für die Konferenz", "Abstract schreiben|Gliederung machen|Folien bauen|Probelauf mit {name} machen|auf 20 Min kürzen"),
    S("Büroumzug|Umzug ins neue Büro", "Angebote von Umzugsfirmen holen|Sitzplan machen|Schreibtische packen|Netzwerk einrichten|Adresse überall ändern"),
],
"learning": [
    S("Klausurvorbereitung {subject}|{subject}-Klausur|Lernplan Prüfungen", "alle Mitschriften sammeln|Karteikarten schreiben|Altklausuren rechnen|in die Sprechstunde gehen|Schwachstellen wiederholen|vorher gut schlafen"),
    S("Bachelorarbeit|Kapitel 2 der Masterarbeit|Hausarbeit", "Literatur fertig lesen|Gliederung machen|Rohfassung schreiben|an den Betreuer schicken|Quellen korrigieren"),
    S("Spanisch lernen|Spanisch B1|Sprachziel", "jeden Tag Duolingo machen|Tandempartner suchen|Serien mit Untertiteln schauen|Einstufungstest machen|Kurs buchen"),
    S("Masterbewerbung|Bewerbung fürs Auslandssemester|Bewerbungen Uni", "Programme raussuchen|{name} um ein Gutachten bitten|Motivationsschreiben schreiben|Zeugnisse beglaubigen lassen|vor der Frist einreichen"),
    S("Gruppenprojekt|{subject}-Projekt|Referat mit {name}", "Gruppenchat aufmachen|Teile aufteilen|meinen Teil schreiben|alles zusammenführen|Vortrag proben"),
    S("Programmieren lernen|Python-Kurs|Data Science", "Kurs aussuchen|Python installieren|die ersten 3 Module machen|kleines Projekt bauen|auf GitHub stellen"),
    S("Führerschein|Führerschein machen|Fahrschule", "Fahrschule aussuchen|Sehtest machen|Erste-Hilfe-Kurs besuchen|Theorie lernen|Fahrstunden nehmen|Prüfung anmelden"),
    S("Einschulung|Schulstart von {name}|Schulanfang", "Schulranzen kaufen|Schultüte basteln|Heft und Stifte besorgen|Schulweg üben|Fotos machen"),
],
"home": [
    S("Umzug|Umzug in die neue Wohnung|Wohnungswechsel", "Kartons besorgen|Umzugswagen mieten|Adresse ummelden|Internet anmelden|Küche einpacken|alte Wohnung putzen|Schlüssel abgeben"),
    S("Bad renovieren|Badsanierung|neues Bad", "Fliesen aussuchen|drei Angebote einholen|Klempner beauftragen|Waschtisch bestellen|Decke streichen"),
    S("Frühjahrsputz|Großputz|Wohnung grundreinigen", "Kleiderschrank ausmisten|Gardinen waschen|Fenster putzen|Teppich reinigen|Kühlschrank ausräumen"),
    S("Garage ausmisten|Keller aufräumen", "Garage leer räumen|altes Fahrrad verkaufen|Regale kaufen|Regale aufbauen|Rest zum Wertstoffhof fahren"),
    S("Schlafzimmer streichen|Wohnzimmer neu machen|Flur renovieren", "Farbe aussuchen|Farbe und Rollen kaufen|Möbel rücken|abkleben|zweimal streichen|alles zurückräumen"),
    S("Hochbeet|Gartenprojekt|Garten neu anlegen", "Unkraut entfernen|Hochbeet bauen|Erde kaufen|Setzlinge pflanzen|Bewässerung einrichten"),
    S("Wohnung verkaufen|Hausverkauf|Verkauf vorbereiten", "kaputte Fliesen reparieren|Flur streichen|Wertgutachten machen lassen|Makler aussuchen|Fotos machen lassen"),
    S("Kinderzimmer|Babyzimmer einrichten", "Gästezimmer ausräumen|Wände streichen|Babybett aufbauen|Verdunkelung kaufen|Babysachen waschen"),
    S("neue Küche|Küche planen", "Küche ausmessen|Fronten aussuchen|Angebote vergleichen|Monteur buchen|Arbeitsplatte bestellen"),
],
"errands": [
    S("Samstagserledigungen|Besorgungen|Erledigungen Sa", "Paket abgeben|Rezept abholen|Auto waschen|Jeans umtauschen|Großeinkauf machen"),
    S("Auto-Kram|Auto fit machen", "TÜV-Termin machen|Reifen checken lassen|Kfz-Steuer prüfen|Auto aussaugen|Scheibenwasser auffüllen"),
    S("Weihnachtseinkäufe|Geschenke-Shopping", "Geschenkeliste machen|Budget festlegen|bis zum 15. online bestellen|Samstag in die Stadt|alles einpacken"),
    S("Schulsachen kaufen|Schulshopping", "Füße von den Kindern messen|Schuhe kaufen|Sportzeug bestellen|Schreibwaren holen|alles beschriften"),
    S("Großeinkauf|Metro-Einkauf|Vorräte auffüllen", "Vorratsschrank checken|Liste schreiben|großes Auto nehmen|auf Vorrat kaufen|mit {name} teilen"),
],
"health": [
    S("Fit für den Sommer|Fitnessplan|wieder in Form kommen", "im Gym anmelden|Personal Training buchen|3x die Woche trainieren|sonntags vorkochen|Fortschritt tracken"),
    S("Halbmarathon|Training für den Stadtlauf|Marathontraining", "Trainingsplan besorgen|richtige Schuhe kaufen|3x pro Woche laufen|langen Lauf steigern|letzte Woche locker machen"),
    S("Schlaf in den Griff kriegen|besser schlafen", "ab 22 Uhr kein Handy|nach 14 Uhr kein Kaffee|Verdunkelungsvorhänge kaufen|jeden Tag gleich aufstehen|Meditations-App ausprobieren"),
    S("Knie-OP|vor der Operation|OP-Vorbereitung", "Vorgespräch machen|Urlaub einreichen|Fahrer organisieren|Tiefkühler auffüllen|Bett unten aufstellen"),
    S("gesünder essen|Ernährungsumstellung|Essensplan", "Süßkram aussortieren|Mahlzeiten planen|großen Einkauf machen|sonntags vorkochen|Mittagessen mitnehmen"),
    S("Rauchen aufhören|mit dem Dampfen aufhören", "Stichtag festlegen|Pflaster besorgen|{name} Bescheid sagen|Feuerzeuge wegwerfen|Rauchfrei-App laden"),
],
"finance": [
    S("Steuererklärung 2025|Steuern machen|Steuer", "Lohnsteuerbescheinigung suchen|Belege sammeln|in Elster einloggen|Formulare ausfüllen|abschicken"),
    S("Finanzen ordnen|neues Budget|Geldplan", "alle Abos auflisten|unnötige kündigen|Sparkonto einrichten|Daueraufträge anlegen|jeden Monat checken"),
    S("Wohnung kaufen|Baufinanzierung|erstes Eigenheim", "Schufa prüfen|Eigenkapital ansparen|Finanzierungsbestätigung holen|Berater suchen|Besichtigungen machen"),
    S("Bank wechseln|neues Konto", "neues Konto eröffnen|Daueraufträge umziehen|Arbeitgeber die neue IBAN geben|altes Konto kündigen"),
    S("Schulden abbauen|Kreditkarte abbezahlen", "alle Schulden auflisten|höchsten Zins zuerst|Ratenplan machen|Karte einfrieren|monatlich prüfen"),
    S("Altersvorsorge|Geld anlegen|ETF starten", "über ETFs lesen|Depot eröffnen|Sparplan einrichten|Rentenbescheid prüfen|alte Verträge zusammenlegen"),
],
"social": [
    S("{nameg} Geburtstag|{nameg} 30.|Überraschungsparty für {name}|Geburtstag planen", "Location buchen|Einladungen verschicken|Torte bestellen|Deko besorgen|Playlist machen|Essen organisieren"),
    S("Hochzeit|unsere Hochzeit|Hochzeitsplanung", "Budget festlegen|Location buchen|Fotografen aussuchen|Save the Dates verschicken|Menü auswählen|Sitzordnung machen"),
    S("Weihnachten bei uns|Heiligabend|Weihnachtsessen", "klären wer kommt|Gans bestellen|Stühle leihen|Menü planen|Geschenke einpacken|Wohnung putzen"),
    S("Omas 80.|Papas Rente|Hochzeitstag von Mama und Papa", "Restaurant aussuchen|Tisch reservieren|alle zum Zusammenlegen bringen|Geschenk kaufen|Rede schreiben"),
    S("Spieleabend|Essen am Samstag|Dinner bei uns am {weekday}", "Leute einladen|Menü planen|Zutaten einkaufen|Wohnung aufräumen|Nachtisch am Vorabend machen"),
    S("JGA|Junggesellenabschied|Junggesellinnenabschied", "Gruppenchat machen|Wochenende festlegen|Unterkunft buchen|Programm planen|Geld einsammeln"),
    S("Babyparty für {name}|{nameg} Babyparty", "Termin mit {name} abstimmen|Einladungen schicken|Torte bestellen|Spiele planen|Geschenk kaufen"),
    S("Klassentreffen|Abi-Treffen", "alle auf Facebook suchen|Termin festlegen|Kneipe reservieren|Einladung schicken|Namensschilder machen"),
],
"hobby": [
    S("Podcast starten|Podcast-Projekt", "Thema festlegen|Mikro kaufen|Pilotfolge aufnehmen|Folge schneiden|auf Spotify hochladen"),
    S("Werkbank bauen|Holzprojekt|Schuppen-Werkstatt", "Plan zeichnen|Holz kaufen|Teile zuschneiden|Rahmen zusammenbauen|schleifen und lackieren"),
    S("Gitarre lernen|besser Gitarre spielen", "jeden Tag stimmen|Grundakkorde lernen|20 Min am Tag üben|einen ganzen Song lernen|{name} vorspielen"),
    S("Fotoprojekt|Foto-Zine", "Thema aussuchen|jedes WE fotografieren|die besten 30 bearbeiten|Zine drucken|online teilen"),
    S("Campingtrip|Zelten am See|Campingwochenende", "Wetter checken|Campingplatz buchen|Ausrüstung packen|Route planen|Essen kaufen"),
    S("Pulli stricken|Nähprojekt|Quilt nähen", "Muster aussuchen|Wolle kaufen|Maschenprobe machen|Vorderteil stricken|alles zusammennähen"),
    S("Fotowettbewerb|Kunstausstellung|Einreichung Galerie", "Bilder auswählen|rahmen lassen|Anmeldung ausfüllen|Gebühr zahlen|Bilder abgeben"),
],
None: [
    S("Reise nach {city}|{city}-Trip|Wochenende in {city}|Urlaub|Städtetrip {city}", "Flüge buchen|Hotel buchen|Museumstickets holen|Tage planen|Reiseversicherung abschließen|packen"),
    S("Reisepass verlängern|neuer Perso|Ausweis", "Passfotos machen|Termin beim Bürgeramt buchen|Formular ausfüllen|alten Pass mitnehmen|neuen Pass abholen"),
    S("Roadtrip|Fahrt nach {city}|Roadtrip nach {city}", "Route planen|Auto checken lassen|Unterkünfte buchen|Playlist machen|Snacks einpacken"),
    S("Visum für {city}|Visumantrag", "Anforderungen checken|Termin buchen|Unterlagen sammeln|Gebühr zahlen|zum Termin gehen"),
    S("neues Handy einrichten|Handywechsel|neuen Laptop einrichten", "altes Handy sichern|Fotos übertragen|SIM umstecken|2FA einrichten|altes Gerät zurücksetzen"),
    S("digital aufräumen|Digital Detox", "Newsletter abbestellen|alte Apps löschen|Fotos sortieren|Passwörter ändern|Desktop aufräumen"),
    S("Ummelden nach dem Umzug|Adressänderung", "Termin beim Bürgeramt machen|Wohnungsgeberbestätigung holen|Bank informieren|Nachsendeauftrag stellen|Fahrzeugschein ändern lassen"),
],
}

# ---------------------------------------------------------------------------
# Communication: contacts as "accusative/dative" (one form when both agree)
# ---------------------------------------------------------------------------
PERSONAL = {
    "social": L("{name}|{name}|{name}|Mama|Papa|Oma|Opa|Mutti|meine Schwester/meiner Schwester|meinen Bruder/meinem Bruder|Tante Gabi|Onkel Horst|{name} und {name}|die Familiengruppe/der Familiengruppe|meine Cousine/meiner Cousine|meinen Schatz/meinem Schatz|{nameg} Mama"),
    "work": L("{name}|{name}|{name} aus dem Team|{name} von {company}|meinen Chef/meinem Chef|meine Chefin/meiner Chefin|das Team/dem Team"),
    "learning": L("{name} aus dem Kurs|die Lerngruppe/der Lerngruppe|{name}|meine Tutorin/meiner Tutorin"),
    "home": L("meine Mitbewohnerin/meiner Mitbewohnerin|die WG/der WG|meinen Mitbewohner/meinem Mitbewohner"),
    "hobby": L("die Band/der Band|{name} vom Töpferkurs|{name} vom Bouldern|die Jungs vom Fußball/den Jungs vom Fußball|{name}"),
}
ROLE = {
    "social": L("die Familiengruppe/der Familiengruppe|Frau {surname}|die Nachbarn/den Nachbarn"),
    "work": L("die Personalabteilung/der Personalabteilung|HR|den Kunden/dem Kunden|die Kundin/der Kundin|den Recruiter/dem Recruiter|die Buchhaltung/der Buchhaltung|die IT/der IT|den IT-Support/dem IT-Support|den Betriebsrat/dem Betriebsrat|die Agentur/der Agentur|den Lieferanten/dem Lieferanten|den Vertrieb/dem Vertrieb|Frau {surname}|Herrn {surname}|die Geschäftsführung/der Geschäftsführung"),
    "learning": L("Prof. {surname}|Frau Dr. {surname}|meinen Betreuer/meinem Betreuer|das Prüfungsamt/dem Prüfungsamt|das Sekretariat/dem Sekretariat|die Schule/der Schule|die Klassenlehrerin/der Klassenlehrerin|Herrn {surname}|den Nachhilfelehrer/dem Nachhilfelehrer|die Kita/der Kita|das Studierendenwerk/dem Studierendenwerk|die Sprachschule/der Sprachschule"),
    "home": L("die Vermieterin/der Vermieterin|den Vermieter/dem Vermieter|die Hausverwaltung/der Hausverwaltung|den Hausmeister/dem Hausmeister|den Klempner/dem Klempner|den Elektriker/dem Elektriker|die Nachbarn/den Nachbarn|die Putzfrau/der Putzfrau|den Schornsteinfeger/dem Schornsteinfeger|die Stadtwerke/den Stadtwerken|den Handwerker/dem Handwerker|Herrn Freitag|Frau {surname}|den Tierarzt/dem Tierarzt"),
    "errands": L("{store}|die Reinigung/der Reinigung|die Post/der Post|DHL|Hermes|den Kundenservice/dem Kundenservice|die Werkstatt/der Werkstatt|die Schneiderei/der Schneiderei|den Fahrradladen/dem Fahrradladen|den Bäcker/dem Bäcker|den Paketdienst/dem Paketdienst"),
    "health": L("die Zahnarztpraxis/der Zahnarztpraxis|den Hausarzt/dem Hausarzt|die Hausärztin/der Hausärztin|Dr. {surname}|Frau Dr. {surname}|die Physio/der Physio|die Apotheke/der Apotheke|meine Therapeutin/meiner Therapeutin|die Praxis/der Praxis|den Optiker/dem Optiker|die Krankenkasse/der Krankenkasse|die AOK/der AOK|die TK/der TK|Herrn Dr. {surname}"),
    "finance": L("die Bank/der Bank|die Sparkasse/der Sparkasse|den Steuerberater/dem Steuerberater|die Steuerberaterin/der Steuerberaterin|die Versicherung/der Versicherung|das Finanzamt/dem Finanzamt|die Kreditkartenfirma/der Kreditkartenfirma|die Rentenversicherung/der Rentenversicherung|den Stromanbieter/dem Stromanbieter|die ING/der ING|die DKB/der DKB|den Finanzberater/dem Finanzberater|die Familienkasse/der Familienkasse"),
    "hobby": L("meinen Gitarrenlehrer/meinem Gitarrenlehrer|die Boulderhalle/der Boulderhalle|den Buchclub/dem Buchclub|den Fotoladen/dem Fotoladen|den Lauftreff/dem Lauftreff|die Chorleiterin/der Chorleiterin|den Trainer/dem Trainer|den Verein/dem Verein"),
    None: L("die Airline/der Airline|das Hotel/dem Hotel|den Typen mit dem Sofa/dem Typen mit dem Sofa|das Bürgeramt/dem Bürgeramt|die Botschaft/der Botschaft|die Autovermietung/der Autovermietung|den Internetanbieter/dem Internetanbieter|den Airbnb-Gastgeber/dem Airbnb-Gastgeber|die Bahn/der Bahn|die Telekom/der Telekom|Vodafone|die Zulassungsstelle/der Zulassungsstelle"),
}
P_PERSONAL = {"social": 0.85, "work": 0.45, "learning": 0.3, "home": 0.12, "hobby": 0.45}
TOPIC = {  # after "wegen": dative as people say it
    "social": L("dem Wochenende|Samstag|der Party|{nameg} Geburtstag|Weihnachten|dem Urlaub|heute Abend|der Hochzeit|den Kindern|Sonntag|dem Klassentreffen|Ostern|dem Geschenk"),
    "work": L("den Folien|den Q3-Zahlen|dem Vertrag|dem Offsite|der Rechnung|dem Angebot|dem Budget|dem Launch|dem Zeitplan|meiner Gehaltserhöhung|dem Bug|der Roadmap|den nächsten Schritten|dem Meeting|dem Projekt|der Deadline"),
    "learning": L("der Verlängerung|der Hausarbeit|der Sprechstunde|dem Gruppenprojekt|meiner Note|der Literaturliste|der Bachelorarbeit|der Abgabe|dem Gutachten|der Klausur|dem Elternabend|der Klassenfahrt"),
    "home": L("der Heizung|dem Mietvertrag|dem Wasserschaden|dem kaputten Fenster|der Kaution|dem Schimmel|der Therme|der Mieterhöhung|dem Lärm|den Mülltonnen|dem Schlüssel|der Nebenkostenabrechnung|dem Aufzug"),
    "errands": L("der Bestellung|dem fehlenden Paket|meiner Rückerstattung|der Änderung|der Retoure|der Lieferung|der Reparatur"),
    "health": L("meinen Blutwerten|dem Termin|dem Rezept|der Verschiebung|der Überweisung|meinem Knie|dem Röntgenbild|der Rechnung|der Krankschreibung|der Impfung"),
    "finance": L("der Kfz-Versicherung|der Baufinanzierung|der falschen Abbuchung|meiner Steuererklärung|dem Kredit|der Rente|der Mahngebühr|dem Schaden|dem Konto|der Nachzahlung|dem Steuerbescheid"),
    "hobby": L("der nächsten Probe|dem Training|dieser Woche|dem nächsten Treffen|dem Gig|der Generalprobe|Samstag|der Ausrüstung|dem Turnier"),
    None: L("dem verlorenen Koffer|der Flugänderung|der Buchung|dem Visum|der Erstattung|dem Sofa|der Stornierung|dem WLAN|dem Termin"),
}
MSG = {  # "main clause~subordinate clause" (after "dass")
    "social": L("ich komme später~ich später komme|Samstag steht noch~Samstag noch steht|ich hab die Karten~ich die Karten habe|ich bin 10 Min zu spät~ich 10 Min zu spät bin|die Party geht um 7 los~die Party um 7 losgeht|ich bring den Nachtisch mit~ich den Nachtisch mitbringe|wir landen um {time}~wir um {time} landen|ich vermiss dich~ich dich vermisse|ich kann am {weekday} nicht~ich am {weekday} nicht kann|das Essen ist bei uns~das Essen bei uns ist|die Kinder lassen grüßen~die Kinder grüßen lassen|wir sind gut angekommen~wir gut angekommen sind"),
    "work": L("das Meeting ist auf {time} verschoben~das Meeting auf {time} verschoben ist|die Folien sind fertig~die Folien fertig sind|ich bin {weekday} im Homeoffice~ich {weekday} im Homeoffice bin|ich komme später zum Standup~ich später zum Standup komme|der Bericht ist fertig~der Bericht fertig ist|ich hab {weekday} frei~ich {weekday} frei habe|der Kunde hat unterschrieben~der Kunde unterschrieben hat|ich brauche noch einen Tag~ich noch einen Tag brauche|der Build läuft wieder~der Build wieder läuft"),
    "learning": L("ich komme später zur Vorlesung~ich später zur Vorlesung komme|ich brauche eine Verlängerung~ich eine Verlängerung brauche|ich schaffe die Lerngruppe nicht~ich die Lerngruppe nicht schaffe|der Entwurf ist raus~der Entwurf raus ist|die Lektüre ist Kapitel {n}~die Lektüre Kapitel {n} ist"),
    "home": L("die Heizung ist wieder kaputt~die Heizung wieder kaputt ist|der Wasserhahn tropft~der Wasserhahn tropft|die Miete kommt am Freitag~die Miete am Freitag kommt|die Tonnen wurden nicht geleert~die Tonnen nicht geleert wurden|ich bin ab {time} zu Hause~ich ab {time} zu Hause bin"),
    "errands": L("ich hol es {weekday} ab~ich es {weekday} abhole|das Paket ist nie angekommen~das Paket nie angekommen ist|ich möchte mein Geld zurück~ich mein Geld zurück möchte"),
    "health": L("ich muss den Termin verschieben~ich den Termin verschieben muss|mir geht's besser~es mir besser geht|ich kann am {weekday} nicht~ich am {weekday} nicht kann"),
    "finance": L("die Zahlung kommt später~die Zahlung später kommt|ich wurde doppelt belastet~ich doppelt belastet wurde|ich möchte kündigen~ich kündigen möchte"),
    "hobby": L("ich schaffe die Probe nicht~ich die Probe nicht schaffe|ich bring den Verstärker mit~ich den Verstärker mitbringe|der Gig ist um {time}~der Gig um {time} ist"),
    None: L("unser Flug hat Verspätung~unser Flug Verspätung hat|wir checken später ein~wir später einchecken|ich hab noch Interesse am Sofa~ich noch Interesse am Sofa habe"),
}

# ---------------------------------------------------------------------------
# Notes
# ---------------------------------------------------------------------------
NOTE = {
"work": L("""Code für den Besprechungsraum: {code}|Besprechungsraum-Code ist {code}|merken: Raumcode {code}|
{name} aus dem Designteam ist für {worktopic} zuständig|Idee: {workidea}|der Drucker im 4. Stock ist schon wieder kaputt|
Kunde will lieber vor 10 angerufen werden|{name} ist bis {date} im Urlaub|Standup ist ab jetzt immer um {time}|
guter Punkt von {name}: {insight}|Notiz an mich: {worknote}|Personalnummer {code}|{bossnom} will alles in einem Dokument|
Vertrag mit {company} verlängert sich im {month}|Ideen fürs Team-Offsite|{name} meint, das Budget ist bis {month} eingefroren|
spannender Vortrag über {talktopic} beim All Hands|Durchwahl von {name}: {code}|Spesenlimit fürs Abendessen: {money}|
Idee fürs Onboarding: {workidea}|Staging-Passwort liegt im Passwortmanager|{name} weiß alles zur Gehaltsabrechnung|
{name} trinkt den Kaffee schwarz|Dashboard-Zahlen hängen einen Tag hinterher|Learning aus der Retro: {insight}|
Homeoffice ist {weekdays} und freitags|Kantine hat {weekdays} zu|Kostenstelle fürs Team: {code}"""),
"learning": L("""spannender Vortrag über {talktopic}|{foreignpair}|heute gelernt: {fact}|Fakt: {fact}|die {subject}-Klausur zählt 40 %|
Sprechstunde Prof. {surname}: Di 14-16 Uhr|aus der Vorlesung: {fact}|Buchtipp: {nonfiction}|gute Erklärung zu {concept} in Kap. {n}|
merken: Hausarbeit muss nach APA zitiert werden|{concept} endlich verstanden|Zitat aus dem Text: '{quote}'|
die Bib hat unter der Woche bis 22 Uhr auf|{name} hat die Mitschriften von Woche {n}|Podcast über {talktopic} war richtig gut|
Ideen fürs Thema der Bachelorarbeit|Bestehensgrenze in {subject} ist 50 %|Notiz an mich: {studynote}|
Eselsbrücke für {concept}: {mnemonic}|interessantes Paper über {talktopic}|Elternabend ist immer am ersten Dienstag im Monat|
Vokabel: {vocab}|{subject} ist jetzt {weekdays} in der 3. Stunde|Matrikelnummer {code}"""),
"home": L("""WLAN-Passwort: {pw}|WLAN-Passwort in der Hütte ist {pw}|Müll wird {weekdays} abgeholt|Therme: {model}|Filtergröße 16x25|
Farbe für den Flur: {paint}|Ersatzschlüssel liegt {spot}|Ideen für den Garten|Idee: {homeidea}|Sicherungskasten ist {fusebox}|
Zählerstand Strom {code}|Haupthahn ist unter der Spüle|Nummer der Hausverwaltung hängt am Kühlschrank|
guter Klempner war {name}, fairer Preis|gelber Sack alle zwei Wochen {weekdays}|für das Regal 8er Dübel|merken: Alarmcode {code}|
Ideen fürs Wohnzimmer|Rauchmelder piept nur, wenn die Batterie leer ist|Spülmaschine nimmt die kleinen Tabs|
{paint} sah im Schlafzimmer besser aus als Weiß|Schalter für den Badlüfter ist hinter dem Spiegel|
Vermieterin heißt Frau {surname}, wohnt im EG|Hausmeister kommt immer {weekdays}|Schornsteinfeger war am {date} da|
Heizung im Bad auf 3 lassen|Biotonne ist braun, Papier blau"""),
"errands": L("""Bäcker am Markt hat sonntags bis 11 auf|{store} hat {weekdays} bis {clock} Uhr offen|{grocer} hat {grocery} im Angebot bis {date}|
Parken bei {store} ab 18 Uhr kostenlos|Post macht samstags um 9 auf|{grocery} bei {grocer} ist viel günstiger|
Rückgabe bei {store} geht 30 Tage|Bestellnummer {code}|Packstation-PIN {code}|Reinigung hat von 13 bis 14 Uhr zu|
Schuster am Markt macht auch Schlüssel|Pfandautomat bei {store} ist hinten links|Wochenmarkt ist nur {weekdays}|
Abholcode {code}|Click & Collect ist hinten am Lager|Retourenschein liegt im Paket|{store} hat {weekdays} länger auf"""),
"health": L("""Blutgruppe {bloodtype}|Ruhepuls {hr}|heute früh {kg} kg|ich schlafe besser, wenn {habit}|Notiz an mich: {healthnote}|
Ärztin sagt: {advice}|allergisch gegen {allergen}|Ibuprofen max. 3 am Tag|heute {n} km in {time2}|schon wieder Migräne, Auslöser {trigger}?|
Rezeptnummer {code}|Blutdruck heute früh 120/80|merken: ich bin allergisch gegen {allergen}|Laufschuhgröße 43|
Physio meint: {advice}|{n} Tage ohne Zucker|Durchwahl der Praxis steht auf dem Brief|Periode angefangen am {date}|
Rücken ist nach langem Sitzen schlimmer|Impfpass liegt in der Schublade im Flur|Hausarzt hat {weekdays} nachmittags zu|
Auslöser für die Kopfschmerzen: {trigger}"""),
"finance": L("""Miete steigt auf {money}|Budget-Idee: {financeidea}|Konto mit Endung {code} ist das Gemeinschaftskonto|Steuererstattung ca. {money}|
{subscription} verlängert sich am {nth}|diesen Monat {money} für Lieferando ausgegeben 😬|{name} schuldet mir {money}|
Zinsbindung bei {rate} %|Idee: {financeidea}|Versicherungsnummer {code}|Gehalt kommt am {nth}|Sparerpauschbetrag ist 1.000 €|
merken: Kfz-Versicherung verlängert sich im {month}|Stromabschlag letzten Monat {money}|{name} hat fürs Kino bezahlt, ich schulde {money}|
Rentenversicherungsnummer liegt im Ordner|PIN vom Gemeinschaftskonto ist NICHT die übliche|Steuer-ID steht auf dem Brief vom Finanzamt|
Kindergeld kommt immer um den {nth}|Nebenkostennachzahlung waren {money}"""),
"social": L("""merken: {name} ist allergisch gegen {allergen}|{nameg} Kinder heißen {name} und {name}|{name} hat am {date} Geburtstag|
Ideen für {nameg} Geburtstag|Geschenkidee für {rel}: {gift}|{name} trinkt keinen Alkohol|{name} isst jetzt vegetarisch|
{name} und {name} haben sich verlobt!|neue Adresse von {name}: {street} {n}|{name} mag {gift}|{name} trinkt Tee ohne Zucker|
{name} {place} kennengelernt, arbeitet bei {company}|{name} hat bei {company} angefangen|Weihnachtsgeschenk-Ideen für {rel}|
{nameg} Hund heißt {pet}|{name} ist schwanger, ET im {month}|Kleidergröße {name}: M|{name} schreibt lieber, statt zu telefonieren|
Jahrestag ist am {date}|{name} hat sich total über {gift} gefreut|Oma hat am {date} Geburtstag, nicht vergessen|
{name} hat jetzt eine neue Nummer"""),
"hobby": L("""Idee für eine Kurzgeschichte: {story}|Akkordfolge {chords}|schöne Tour: {trail}|Idee: {hobbyidea}|{albumby} ist so gut|
f/8 1/250 ISO 200 hat beim Sonnenuntergang gepasst|{name} hat {book} empfohlen|80 Maschen für die Mütze|Highscore {code}|
Sauerteig: 500 g Mehl, 350 g Wasser, 100 g Anstellgut|das {artist}-Konzert war der Hammer|Ideen fürs nächste Bild|
Songidee: {story}|Kapo 2 für {album}|Boulderhalle ist nach 20 Uhr leer|{book} war besser als gedacht|
spannendes Video über {hobbytopic}|Basslinie in e-Moll|{trail} dauert ca. 3 Std|Chorprobe ist {weekdays}|
Fußballtraining jetzt immer {weekdays} 18 Uhr"""),
None: L("""random Gedanke über {random}|Duschgedanke: {showerthought}|Zitat: '{quote}'|Parkplatz Ebene {n}, Reihe {letter}|
komisch: {showerthought}|'{quote}' - {author}|Traum heute Nacht: {dream}|der Himmel war heute Abend {skycol}|Random: {fact}|
Gedanke: {showerthought}|Notiz an mich: {selfnote}|geparkt auf Ebene {n}, Platz {code}|Schließfach Nr. {n}|
Idee: App, die {appidea}|Idee: {appidea2}|Name fürs Boot: {boatname}|{quote}|{whyq}|spannend: {showerthought}|
der Geruch von {smell}|Vollmond heute 🌕|Reisepassnummer endet auf {code}|ICE Wagen 7, Platz {n}"""),
}
V.update({
    "code": L("4411|2290|7815|0309|5562|1187|9034|3310|8420|6071|1212|4873|2008|7716|3359|56|93|1047"),
    "bossnom": L("mein Chef|meine Chefin|die Teamleitung|der Kunde|HR|die Geschäftsführung"),
    "worktopic": L("die API|Billing|die App|Lieferantenverträge|Analytics|das Designsystem|die Rufbereitschaft|den Einkauf"),
    "workidea": L("asynchrone Standups am Freitag|eine FAQ für neue Leute|Tickets nach Kunde taggen|ein monatlicher Demo Day|Mittagessen mit der Geschäftsführung|eine Vorlage fürs Wochenupdate|Bugs automatisch nach Komponente zuweisen"),
    "insight": L("lieber kleine Releases|Entscheidungen immer aufschreiben|Kunden ist Speed wichtiger als Features|keiner liest das Wiki|weniger Meetings, klarere Zuständigkeiten"),
    "worknote": L("morgens arbeite ich besser|Fokuszeit vor dem Mittag blocken|bis Q4 keine neuen Projekte annehmen|öfter nach Feedback fragen|nach 19 Uhr kein Slack mehr"),
    "talktopic": L("Schlaf und Gedächtnis|Darmbakterien|Stadtplanung|die Geschichte des Salzes|schwarze Löcher|Gewohnheiten|die römische Wirtschaft|Kraken-Intelligenz|KI-Sicherheit|Klimaanpassung|den Placeboeffekt|mittelalterliche Karten"),
    "foreignpair": L("ojalá = hoffentlich|gezellig = gemütlich|saudade = Sehnsucht|hygge = Gemütlichkeit|sobremesa = Plaudern nach dem Essen|komorebi = Sonnenlicht durch Blätter|lagom = genau richtig|to procrastinate = aufschieben|serendipity = glücklicher Zufall|tsundoku = Bücher kaufen und nicht lesen|la vendimia = die Weinlese"),
    "fact": L("Honig wird nie schlecht|Kraken haben drei Herzen|Bananen sind Beeren|der Eiffelturm wächst im Sommer|die Venus dreht sich rückwärts|Wombats machen würfelförmigen Kot|Haie gibt es länger als Bäume|Faultiere können 40 Min die Luft anhalten|Kleopatra lebte näher an der Mondlandung als am Pyramidenbau"),
    "nonfiction": L("Schnelles Denken, langsames Denken|Eine kurze Geschichte der Menschheit|Atomic Habits|Das geheime Leben der Bäume|Why We Sleep|Factfulness|Die Welt von gestern|Der Gesang der Flusskrebse"),
    "concept": L("Eigenwerte|Konjunktiv II|Angebot & Nachfrage|Satz von Bayes|Rekursion|Osmose|Opportunitätskosten|Entropie|Zitronensäurezyklus|p-Werte|Ableitungen|Integralrechnung"),
    "studynote": L("mit der Hand schreiben hilft mir|Pomodoro klappt, 25/5|in der Bib lernen, nicht zu Hause|zuerst Altklausuren|vor Prüfungen schlafen, keine Nachtschichten"),
    "mnemonic": L("Mein Vater erklärt mir jeden Sonntag unseren Nachthimmel|Nie ohne Seife waschen|wer nämlich mit h schreibt, ist dämlich|Ei, Zitrone, Ananas"),
    "vocab": L("la cuenta = die Rechnung|to postpone = verschieben|el cumpleaños = der Geburtstag|reliable = zuverlässig|la gestoría = Steuerbüro|to nudge = anstupsen"),
    "pw": L("Tannenzapfen42|BlauesHaus!88|Sonnenblume2019|ziege-kaese-7|Mietze#4|wlan4gaeste|Eichenweg_2020|Lama55|Seeblick!14|FritzBox7590!"),
    "model": L("Vaillant ecoTEC plus|Viessmann Vitodens 200|Buderus GB172|Junkers Cerapur|Wolf CGB-2"),
    "paint": L("Alpina 'Feine Farben'|Salbeigrün|Terrakotta|Warmweiß|Taubenblau|Altrosa|Mittelgrau"),
    "fusebox": L("im Keller|im Flurschrank|in der Abstellkammer|hinter der Tür|im Treppenhaus"),
    "spot": L("im Keller|im Flurschrank|in der Abstellkammer|hinter der Tür|unter der Fußmatte|im blauen Blumentopf|im Schuppen|unter dem dritten Stein"),
    "homeidea": L("Haken für Schlüssel neben der Tür|Regal über dem Schreibtisch|Kräuter auf der Fensterbank|Pendelleuchte im Flur|Bank unter dem Fenster|Lichterkette auf dem Balkon"),
    "clock": L("18|19|20|21|22"),
    "bloodtype": L("0+|A-|B+|AB+|0 negativ|A positiv"),
    "hr": L("58|62|71|55|66"),
    "kg": L("72|68,5|81|90,2|64|77"),
    "time2": L("28 Min|31:40|55 Min|1:02 Std|24 Min"),
    "habit": L("ich nach 14 Uhr keinen Kaffee trinke|ich vorm Schlafen lese|das Zimmer kühl ist|ich morgens spazieren gehe|ich keinen Wein trinke|ich vor 23 Uhr ins Bett gehe"),
    "healthnote": L("Wasser vor dem Kaffee|nach jedem Lauf dehnen|vor dem Gym essen, nicht danach|im Winter Vitamin D nehmen|vor langen Schichten frühstücken"),
    "advice": L("zweimal am Tag kühlen|2 Wochen nicht laufen|weniger Salz|wiederkommen, wenn es in einer Woche nicht besser ist|mit dem Essen nehmen|mehr Ballaststoffe"),
    "allergen": L("Nüsse|Meeresfrüchte|Penicillin|Katzen|Gluten|Latex|Sesam|Laktose|Bienenstiche|Birkenpollen"),
    "trigger": L("Rotwein|zu viel Bildschirm|zu wenig getrunken|die Hitze|zu wenig Schlaf|Käse|Stress"),
    "financeidea": L("jeden 5-€-Schein sparen|Wochenenden ohne Ausgaben|Einkäufe aufrunden und sparen|sonntags vorkochen statt bestellen|50/30/20-Regel|am Zahltag zuerst sparen"),
    "nth": L("1.|3.|5.|12.|15.|20.|28."),
    "rate": L("3,2|2,9|4,1|3,65|1,99"),
    "gift": L("einen Töpferkurs|den Schal vom Markt|eine schöne Kerze|Noise-Cancelling-Kopfhörer|ein signiertes Buch|ein Kochbuch|gutes Olivenöl|eine Pflanze|Konzertkarten|einen Wellness-Gutschein|einen Plattenspieler|einen Bilderrahmen"),
    "street": L("Hauptstraße|Bahnhofstr.|Lindenweg|Schillerstraße|Am Markt|Gartenstraße|Goethestr.|Kirchgasse"),
    "place": L("auf der Konferenz|auf der Hochzeit|beim Yoga|in der Boulderhalle|auf {nameg} Party|beim Elternabend|im Buchclub|auf der Hundewiese"),
    "pet": L("Bello|Mochi|Luna|Pepper|Ziggy|Bruno|Olive|Krümel"),
    "story": L("ein Leuchtturmwärter, der verlorene Briefe sammelt|eine Stadt, in der niemand lügen kann|Zeitreise, aber nur 5 Minuten|ein Einbruch in einen Käseladen|Zwillinge tauschen einen Sommer lang die Rollen|ein Geist, der in einem Ikea spukt"),
    "chords": L("Am F C G|Em C G D|D A Hm G|C Am Dm G7"),
    "trail": L("die Runde über den Kamm vom Parkplatz aus|der Küstenweg am Leuchtturm vorbei|der blaue Weg am Stausee|die Wasserfallrunde oberhalb vom Dorf"),
    "hobbyidea": L("jeden Monat denselben Baum malen|ein Zine über Cafés in der Stadt|Adventskalender aus Sockenwolle|Analogfotos von jeder Bushaltestelle|das Titellied auf der Ukulele covern"),
    "albumby": L("Blue von Joni Mitchell|In Rainbows von Radiohead|Random Access Memories von Daft Punk|Currents von Tame Impala|Rumours von Fleetwood Mac|Mensch von Grönemeyer|Stadtaffe von Peter Fox|Alles Nix Konkretes von AnnenMayKantereit"),
    "artist": L("AnnenMayKantereit|Radiohead|Seeed|Tame Impala|Deichkind|Fleetwood Mac|Peter Fox|Element of Crime|Giant Rooks"),
    "album": L("Blue|In Rainbows|Kid A|Currents|Rumours|Punisher|Alles Nix Konkretes|Stadtaffe"),
    "book": L("Der Schwarm|Kruso|Tschick|Die Vermessung der Welt|Piranesi|Der Name des Windes|Unterleuten|Mittagsstunde|Die Wand"),
    "hobbytopic": L("japanische Holzverbindungen|Filme selbst entwickeln|Basstechnik|Sauerteig einschneiden|Speedcubing|Bonsai"),
    "random": L("Wolken|Regen am Fenster|alte Handys|Tauben|die Farbe Orange|Aufzüge|Brot|das Meer|Nachtbusse|Treppen"),
    "smell": L("frisch gemähtem Gras|Regen auf Asphalt|Omas Küche|altem Papier|Sonnencreme|Lagerfeuer"),
    "showerthought": L("keiner weiß, wie die eigene Stimme wirklich klingt|jedes Foto zeigt die Vergangenheit|Fische wissen nicht, dass sie nass sind|wer den Oktopus benannt hat, hatte Spaß|wir sehen vielleicht alle ein anderes Blau|Toaster toasten seit 100 Jahren gleich"),
    "quote": L("besser gemacht als perfekt|der Weg ist das Ziel|in der Ruhe liegt die Kraft|wer nicht wagt, der nicht gewinnt|Vergleich ist der Dieb der Freude|der beste Zeitpunkt, einen Baum zu pflanzen, war vor 20 Jahren|was du täglich tust, zählt mehr als das, was du einmal tust"),
    "author": L("Seneca|Oma|Mark Aurel|Goethe|jemand im Radio|Loriot|anonym|ein TikTok"),
    "dream": L("mir fallen wieder die Zähne aus|über eine Stadt aus Brot geflogen|wieder in der Schule und zu spät zur Prüfung|die Wohnung hatte ein Zimmer mehr|mein Handy war ein Fisch"),
    "skycol": L("rosa|lila und orange|knallorange|komisch grün|total klar|voller Sterne"),
    "selfnote": L("nicht zu allem Ja sagen|netter zu mir selbst sein|Langeweile ist okay|mehr laufen, weniger scrollen|früher gehen ist okay"),
    "appidea": L("ans Blumengießen erinnert|Rechnungen nach Posten aufteilt|daran erinnert, Freunden zurückzuschreiben|ruhige Cafés findet|Bücher mit Nachbarn tauscht|sich merkt, wem man was geliehen hat"),
    "appidea2": L("ein Müllabfuhr-Bot für die Straße|Rezeptseite ohne Lebensgeschichten|Karte mit öffentlichen Toiletten|gemeinsamer Kühlschrank-Inhalt|Playlist-Knopf nach Laune"),
    "boatname": L("Seemannsgarn|Kielwasser|Die flotte Brezel|Unsinkbar II|Strg-Alt-See"),
    "whyq": L("warum werfen Katzen Sachen vom Tisch|warum sagt man 'Gesundheit'|warum haben Hotels so kleine Seifen|warum haben Flughäfen Teppich|warum spielt das Radio immer dieselben 10 Lieder"),
    "letter": L("A|B|C|D|F|G|H|K"),
})

# ---------------------------------------------------------------------------
# Templates
# ---------------------------------------------------------------------------
T_TASK = L("""{t}|{t}|{when} {t}|{t} {when}|bis {date} {t}|{t} bis {date}|muss noch {t}|{when} unbedingt {t}|
nicht vergessen: {t}|{t} nicht vergessen|ToDo: {t}|To-do: {t}|{t} - {when}|{when}: {t}|{t} ({when})|{t} asap|{t}!!|
{day} {t}|{t} {day} um {time}|sollte {when} {t}|unbedingt {t}|{t}, dringend|dringend {t}|noch {t}|
{t} sobald {name} sich meldet|ich muss {when} {t}|wir müssen {when} {t}|Aufgabe: {t}|denk dran: {t}|
{when} {t} nicht vergessen|{t} am {date}|{day}: {t}|todo {t}|heute noch {t}|{t} – wichtig""")
T_TASK_ASSIST = L("""erinner mich {when} daran, {tzu}|erinnere mich daran, {tzu}|Erinnerung {when}: {t}|Reminder: {t} {when}|
kannst du mich {when} erinnern, {tzu}|setz „{t}" auf meine To-do-Liste|{t} auf die To-do-Liste|
schreib {t} auf meine Aufgabenliste|neue Aufgabe: {t}|füg {t} zu meinen Aufgaben hinzu|erinner mich um {time} daran, {tzu}|
Erinnerung {day}: {t}|mach mir einen Reminder: {t}|leg eine Aufgabe an: {t}|To-do hinzufügen: {t}|
erinnere mich {day} um {time}, {tzu}|bitte erinnern: {t} {when}""")
T_EVENT = L("""{e} {day} {time}|{e} {day}|{e} um {time}|{day} {time} {e}|{e} - {day} um {time}|{e} am {date}|
{e} am {date} um {time}|{day}: {e}|{e} auf {weekday} verschoben|{e} {day} vormittags|{e} {day} {time}!!|{date} {e}|{e} {date}|
{day} {e} um {time}|{e} {day} ab {time}""")
T_EVENT_ASSIST = L("""trag {e} am {date} in den Kalender ein|{e} am {date} um {time} in den Kalender|Kalender: {e} {day} {time}|
Erinnerung: {e} {day}|neuer Termin: {e}, {day} {time}|Termin eintragen: {e} am {date}|blocke {day} {time} für {e}|
Reminder {e} {day} um {time}|leg einen Termin an: {e} {day}|erinner mich an den Termin {e} {day}""")
T_REMIND_COMM = L("""erinner mich, {acc} anzurufen|erinnere mich {when} daran, {dat} zu schreiben|erinner mich um {time}, {acc} zurückzurufen|
Erinnerung: {acc} anrufen|Reminder {day}: {dat} schreiben|erinner mich {day}, {dat} eine Mail zu schreiben|
erinner mich, {dat} zu antworten|setz „{acc} anrufen" auf meine To-do-Liste|{dat} mailen auf die To-do-Liste|
erinner mich, {acc} wegen {topic} anzurufen|Erinnerung {when}: bei {dat} melden""")
T_COMM = L("""{acc} anrufen|{when} {acc} anrufen|{acc} wegen {topic} anrufen|{acc} anrufen wegen {topic}|{acc} zurückrufen|
{acc} zurückrufen!!|{when} {acc} zurückrufen|bei {dat} anrufen|bei {dat} wegen {topic} anrufen|
{dat} schreiben|{dat} ne Mail schreiben|{dat} eine E-Mail wegen {topic} schreiben|Mail an {acc} wegen {topic}|
Mail an {acc}|{acc} anschreiben wegen {topic}|mit {dat} telefonieren|mit {dat} wegen {topic} telefonieren|
mit {dat} sprechen wegen {topic}|bei {dat} melden|mich bei {dat} melden|{acc} wegen {topic} fragen|{dat} antworten|{dat} auf die Mail antworten|{day} {time} {acc} anrufen|{acc} nochmal anrufen|
{acc} kurz anrufen|muss {acc} anrufen|{acc} anrufen!!|{when} mit {dat} telefonieren|{acc} erreichen wegen {topic}""")
T_COMM_CASUAL = L("""{dat} whatsappen|{dat} texten|{dat} sagen, dass {msub}|{dat} schreiben, dass {msub}|{dat} Bescheid sagen, dass {msub}|
{dat} Bescheid geben: {mmain}|WhatsApp an {acc}: {mmain}|Nachricht an {acc}: {mmain}|{dat} schreiben: {mmain}|
{acc} erinnern, dass {msub}|{acc} dran erinnern, dass {msub}|{dat} ausrichten, dass {msub}|{dat} texten, dass {msub}|
{dat} sagen: {mmain}|{acc} anrufen und sagen, dass {msub}|Sprachnachricht an {acc}|{dat} ne Sprachi schicken|
{acc} fragen, ob es {day} klappt|{dat} zum Geburtstag gratulieren|{dat} kurz schreiben|Rückruf {acc}|
{dat} absagen|{dat} zusagen|FaceTime mit {dat}|Videoanruf mit {dat} starten|schick {dat} eine WhatsApp: {mmain}|
{dat} ne Sprachnachricht schicken""")
T_COMM_FORMAL = L("""{acc} kontaktieren wegen {topic}|Anfrage an {acc} wegen {topic}|bei {dat} wegen {topic} nachhaken|
bei {dat} nachfragen wegen {topic}|{acc} wegen {topic} anschreiben|{dat} eine Mail wegen {topic} schicken|
Rückmeldung an {acc} wegen {topic}|{dat} wegen {topic} Bescheid geben|bei {dat} nachhaken|{acc} wegen {topic} kontaktieren|
{dat} das Problem melden|{acc} anrufen, Termin ausmachen|Beschwerde an {acc} schreiben|{acc} um Rückruf bitten""")
T_COMM_ASSIST = L("""ruf {acc} an|ruf {acc} auf Lautsprecher an|schreib {dat}, dass {msub}|schick {dat} eine Nachricht: {mmain}|
sende eine Mail an {acc} wegen {topic}|schreib eine E-Mail an {acc}: {mmain}|
Anruf bei {dat}|ruf bitte {acc} an|kannst du {acc} anrufen|
sag {dat}, dass {msub}|erinner {acc} daran, dass {msub}|schreib {dat} zurück: {mmain}|ich muss {acc} anrufen|
ich sollte {dat} schreiben|antworte {dat}: {mmain}|wähl die Nummer von {dat}|schreib {dat} eine SMS: {mmain}""")

T_LIST_WRAP = L("""{h}: {items}|{h} - {items}|{h}\n{itemsnl}|{h}:\n{itemsnl}|{items}|{itemsnl}|{h}: {items}|
brauchen noch: {items}|{h}\n{itemsnl}|{items} ({h})|{h} —\n{itemsnl}|{h}: {items}!!|{h}\n\n{itemsnl}|{h}!\n{itemsnl}""")
T_LIST_ASSIST = L("""{item} auf die {ln}|setz {itemsand} auf die {ln}|schreib {item} auf die {ln}|füg {itemsand} zur {ln} hinzu|
{item} noch auf die {ln} bitte|{itemsand} auf die {ln} setzen|auf die {ln}: {items}|neue Liste {h}: {items}|
mach eine Liste {h}: {items}|erstell eine Liste {h} mit {itemsand}|{item} und {item2} auf die Liste|
kannst du {itemsand} auf die {ln} schreiben|pack {item} mit auf die {ln}|{item} zur {ln} hinzufügen|
trag {itemsand} in die {ln} ein|{item} bitte auf die {ln} schreiben""")

T_PLAN = L("""{h}: {s}|{h}\n{snl}|{h}:\n{snl}|{h} - {s}|Plan {h}: {s}|{h} planen:\n{snl}|erst {s1}, dann {s2}, dann {s3}|
zuerst {s1}, danach {s2}, dann {s3}|{s1} -> {s2} -> {s3}|{h}. Erst {s1}, dann {s2}, zum Schluss {s3}|{h}\nSchritte:\n{snl}|
To-dos {h}: {s}|{h} !!\n{snl}|{s1}, {s2}, dann {s3} ({h})|{h}: erst {s1}, dann {s2} und {s3}|Projekt {h}:\n{snl}|
{h} > {s1} > {s2} > {s3}|Schritte {h}:\n{snl}|{h} :: {s}|Fahrplan {h}: {s}|{h} – {s1}, danach {s2}, zuletzt {s3}|
Plan für {h}:\n{snl}""")


# ---------------------------------------------------------------------------
# Generators
# ---------------------------------------------------------------------------
def zu_inf(t: str) -> str:
    """'Paket ab·holen' -> 'Paket abzuholen'; 'Fenster putzen' -> 'Fenster zu putzen'."""
    words = t.split(" ")
    last = words[-1]
    last = last.replace("·", "zu") if "·" in last else "zu " + last
    return " ".join(words[:-1] + [last]).replace("·", "")


def contact(ctx: Ctx, spec: str) -> tuple[str, str]:
    s = ctx.fill(spec)
    acc, _, dat = s.partition("/")
    return acc, dat or acc


def gen_task(ctx: Ctx, cat):
    roll = ctx.rng.random()
    if roll < 0.07:
        return ctx.fill(ctx.pick(TASK_BARE[cat]))
    if roll < 0.22:
        tpl = ctx.pick(T_EVENT_ASSIST if ctx.chance(0.3) else T_EVENT)
        return ctx.fill(tpl, {"e": ctx.pick(EVENT[cat])})
    if roll < 0.26 and cat in ("social", "work", "health", "finance", "home", "learning"):
        acc, dat = contact(ctx, ctx.pick((PERSONAL.get(cat) or []) + ROLE[cat]))
        return ctx.fill(ctx.pick(T_REMIND_COMM), {"acc": acc, "dat": dat, "topic": ctx.pick(TOPIC[cat])})
    if roll < 0.29 and cat == "work":
        return ctx.fill(ctx.pick(L("Meeting mit {name} am {weekday} ansetzen|Termin mit {name} {day} um {time} einstellen|Call mit {bossnom} für {day} planen|30 Min mit {name} {day} blocken")))
    raw = ctx.fill(ctx.pick(TASK[cat]))
    tpl = ctx.pick(T_TASK_ASSIST) if ctx.chance(0.22) else ctx.pick(T_TASK)
    return ctx.fill(tpl, {"t": raw.replace("·", ""), "tzu": zu_inf(raw)})


def list_item(ctx: Ctx, item: str, english: bool) -> str:
    de, _, en = item.partition("~")
    return en if english and en and ctx.chance(0.5) else de


def gen_list(ctx: Ctx, cat):
    r = ctx.rng
    spec = ctx.pick(LISTS[cat])
    english = ctx.chance(0.08)  # a few writers switch to English for some items
    if ctx.chance(0.26):
        items = [ctx.fill(list_item(ctx, x, english)) for x in ctx.sample(spec["items"], r.randint(2, 4))]
        return ctx.fill(ctx.pick(T_LIST_ASSIST), {
            "items": join_items(ctx, items, "und", "comma"),
            "itemsand": join_items(ctx, items[:r.randint(2, len(items))], "und", "comma_and"),
            "item": items[0], "item2": items[1], "ln": ctx.pick(spec["listname"]), "h": ctx.pick(spec["headers"])})
    items = ctx.sample(spec["items"], r.choice([2, 3, 3, 4, 4, 5, 5, 6, 7, 8]))
    items = [ctx.fill(list_item(ctx, x, english)) for x in items]
    if spec["qty"] and ctx.chance(0.35):
        items[r.randrange(len(items))] = ctx.pick(spec["qty"])
    tpl = ctx.pick(T_LIST_WRAP)
    if tpl in ("{items}", "{itemsnl}") and spec["qty"] is None and cat is not None:
        tpl = "{h}: {items}"  # bare item lists without a header only read naturally for groceries/packing
    if tpl.startswith("brauchen noch") and cat not in ("errands", "home", None):
        tpl = "{h}: {items}"
    return ctx.fill(tpl, {"h": ctx.pick(spec["headers"]), "items": join_items(ctx, items, "und"),
                          "itemsnl": bullets(ctx, items)})


def gen_plan(ctx: Ctx, cat):
    r = ctx.rng
    sc = ctx.pick(PLAN[cat])
    steps = sc["steps"]
    k = min(len(steps), r.choice([3, 3, 4, 4, 5]))
    chosen = [ctx.fill(steps[i]) for i in sorted(r.sample(range(len(steps)), k))]
    sep = r.choice([", ", ", ", ", dann ", "; "])
    s = sep.join(chosen[:-1]) + r.choice([", ", " und ", ", dann ", ", "]) + chosen[-1]
    return ctx.fill(ctx.pick(T_PLAN), {"h": ctx.fill(ctx.pick(sc["headers"])), "s": s, "snl": bullets(ctx, chosen),
                                       "s1": chosen[0], "s2": chosen[1], "s3": chosen[2]})


def gen_comm(ctx: Ctx, cat):
    personal = cat in PERSONAL and ctx.chance(P_PERSONAL[cat])
    acc, dat = contact(ctx, ctx.pick(PERSONAL[cat] if personal else ROLE[cat]))
    mmain, _, msub = ctx.fill(ctx.pick(MSG[cat])).partition("~")
    extra = {"acc": acc, "dat": dat, "topic": ctx.pick(TOPIC[cat]), "mmain": mmain, "msub": msub}
    roll = ctx.rng.random()
    if roll < 0.22:
        tpl = ctx.pick(T_COMM_ASSIST)
    elif roll < 0.42 and personal:
        tpl = ctx.pick(T_COMM_CASUAL)
    elif roll < 0.6 and not personal:
        tpl = ctx.pick(T_COMM_FORMAL)
    else:
        tpl = ctx.pick(T_COMM)
    return ctx.fill(tpl, extra)


def gen_note(ctx: Ctx, cat):
    return ctx.fill(ctx.pick(NOTE[cat]))


GEN = {"task": gen_task, "list": gen_list, "plan": gen_plan, "communication": gen_comm, "note": gen_note}


# ---------------------------------------------------------------------------
# Surface noise as German writers type on a phone
# ---------------------------------------------------------------------------
ABBREV = [
    (r"\bMontag\b", ["Mo", "Mo."]), (r"\bDienstag\b", ["Di", "Di."]), (r"\bMittwoch\b", ["Mi", "Mi."]),
    (r"\bDonnerstag\b", ["Do", "Do."]), (r"\bFreitag\b", ["Fr", "Fr."]), (r"\bSamstag\b", ["Sa", "Sa."]),
    (r"\bSonntag\b", ["So", "So."]), (r"\bWochenende\b", ["WE"]), (r"\bGeburtstag\b", ["Geb.", "Geburi", "Bday"]),
    (r"\bbitte\b", ["pls", "bitte bitte"]), (r"\bund\b", ["u.", "&", "+"]), (r"\bwegen\b", ["wg.", "wg"]),
    (r" Uhr\b", [""]), (r"\bMinuten\b", ["Min"]), (r"\bvielleicht\b", ["vllt", "evtl"]), (r"\bnicht\b", ["nich"]),
    (r"\bTelefon\b", ["Tel."]), (r"\bNummer\b", ["Nr."]), (r"\bStraße\b", ["Str."]), (r"\bE-Mail\b", ["Mail", "Email"]),
    (r"\bWhatsApp\b", ["Whatsapp", "WA"]), (r"\bHausaufgaben\b", ["HA", "Hausis"]), (r"\bnächste\b", ["nä."]),
    (r"\bheute\b", ["heut"]), (r"\beine\b", ["ne"]), (r"\beinen\b", ["nen"]), (r"\bhabe\b", ["hab"]),
    (r"\bWeihnachten\b", ["Weihnachten", "Xmas"]), (r"\bBesprechung\b", ["Bespr."]), (r"\bungefähr\b", ["ca."]),
    (r"\bPersonalausweis\b", ["Perso"]), (r"\bFitnessstudio\b", ["Gym", "Studio"]),
]
FILLERS = L("äh|ähm|also|ok also|so|ja also|hm|na ja|äh also|okay|ähh")
QWERTZ = {
    "q": "wa", "w": "qes", "e": "wrd", "r": "etf", "t": "rzg", "z": "tuh", "u": "zij", "i": "uok", "o": "ipl",
    "p": "oü", "ü": "pä", "a": "sqy", "s": "adw", "d": "sfe", "f": "dgr", "g": "fht", "h": "gjz", "j": "hku",
    "k": "jli", "l": "kö", "ö": "lä", "ä": "ö", "y": "xa", "x": "yc", "c": "xv", "v": "cb", "b": "vn", "n": "bm", "m": "n",
}
EMOJI = {"work": ["💼", "📊", "💻"], "learning": ["📚", "✏️", "🎓"], "home": ["🏠", "🧹", "🪴"],
         "errands": ["🛒", "📦", "🛍️"], "health": ["💪", "🦷", "💊"], "finance": ["💸", "💰", "🧾"],
         "social": ["🎂", "🎉", "❤️"], "hobby": ["🎸", "📷", "🎨"], None: ["✈️", "🙃", "✨"]}


def fold_de(r: random.Random, text: str) -> str:
    """About a third of the writers have no umlauts at hand: ae/oe/ue and ss, sometimes bare vowels."""
    x = r.random()
    if x < 0.22:
        for a, b in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("Ä", "Ae"), ("Ö", "Oe"), ("Ü", "Ue"), ("ß", "ss")):
            text = text.replace(a, b)
    elif x < 0.28:
        for a, b in (("ä", "a"), ("ö", "o"), ("ü", "u"), ("Ä", "A"), ("Ö", "O"), ("Ü", "U"), ("ß", "ss")):
            text = text.replace(a, b)
    elif x < 0.34:
        text = text.replace("ß", "ss")
    return text


def casing_de(r: random.Random, text: str) -> str:
    """All lower case (quick typists), nouns as written with the first letter capitalised, or as written."""
    x = r.random()
    lines = text.split("\n")
    if x < 0.40:
        lines = [ln.lower() for ln in lines]
    elif x < 0.85:
        lines = [cap_first(ln) for ln in lines]
    return "\n".join(lines)


NOISE = Noise(abbrev=ABBREV, fillers=FILLERS, neighbours=QWERTZ, fold=fold_de, casing=casing_de, emoji=EMOJI)


def main() -> None:
    opt = options("de", SEED, N_TRAIN, OUT_DIR)
    run("de", opt.seed, opt.train_size, V, GEN, NOISE, SUPPLEMENT, EVAL, opt.out)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Write the eighth German intent development set, Corpora/intents/de/dev8.jsonl.

240 captures written by hand, one at a time, in the voices of fourteen imagined writers (17 or 18 each) from
Germany, Austria and Switzerland, aged 17 to 78, none of them used in the dev4 ... dev7 scripts or named in
Corpora/intents/de/SOURCE.md; no templates, slots or generator. The records below are the data; the script only
checks and writes them. Standard library only; the output is byte-identical on every run, from any working
directory and under any PYTHONHASHSEED.

The set spreads hard but fair cases over every class rather than leaning on one trick: tasks written as a bare
noun phrase or a problem ("Heizkörper im Bad wird nicht warm", "zahnreinigung überfällig", "Rettungsinsel Wartung
fällig 03/26", "Rechnungen Okt noch nicht raus!!"), as a question to oneself ("Muss ich als Rentner überhaupt noch
ne Steuererklärung machen?"), a reminder to call someone (a task, as Corpora/README.md says) and a gift; notes
with action verbs that only record something (what a vet said on the phone, what a partner did, other people's
plans, customer facts, a recipe that reads like a list, readings, rules learned, a saying); messages and calls to
roles and titled people (Herr/Frau/Dr., Frau Pfarrerin, Vermieterin, Hausverwaltung, Kita, Wachleitung, Sigrist,
Ordination, Stadtwerke), content to be sent to a group, a partner asked to do something, someone to be reminded;
lists without separators, with quantities, with a header, one item a line, bulleted, and a request to put things
on the shopping list; plans with steps in one line, with arrows, "erst ... dann ...", months, a question before the
steps, and steps spread over sentences. Voices: lower case or full sentences, dictated with fillers ("na", "also",
"gell", "allora"), Swiss spelling without ß, Austrian, Carinthian, Ruhr and Italian bits, English loanwords,
trade shorthand, emoji and typos.

This is a DEVELOPMENT set: rules and settings may be fitted to it, so a score on it means little once that has
happened. It is never trained on.

Checks before writing (the other files are read by script only; only rows of THIS set are ever printed):
* every label is one of the five intents and nine categories (Corpora/README.md);
* no two rows of this set share a folded key;
* no row shares a folded key with a row of train.jsonl, dev.jsonl, dev2.jsonl ... dev7.jsonl or eval.jsonl of
  Corpora/intents/de, and none has a word-set Jaccard >= 0.5 with one.

    python3 Corpora/tools/write_intent_dev8_de.py
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_dev_set import (  # noqa: E402  (checks, writes and counts the set; the label names)
    C, ERR, FIN, HEALTH, HOBBY, HOME, L, LEARN, N, NULL, P, SOC, T, WORK, write_set)

OTHERS = ["train.jsonl", "dev.jsonl", "dev2.jsonl", "dev3.jsonl", "dev4.jsonl", "dev5.jsonl", "dev6.jsonl",
          "dev7.jsonl", "eval.jsonl"]
JACCARD_LIMIT = 0.5


# (writer, text, intent, category)
RECORDS: list[tuple[str, str, str, str | None]] = [
    # --- finja: Finja, 17, Gymnasium pupil in her Abitur year in Uelzen (Lower Saxony), youth fire brigade,
    #     babysits the neighbours' little girl, best friend Merle; lower case, emoji, "is", "wild", "verpeil",
    #     "!!", "??", arrows
    ("finja", "kapitel 4-6 genetik hab ich noch nicht mal aufgeschlagen und dienstag is klausur 😵‍💫", T, LEARN),
    ("finja", "abiballkleid zurückschicken bevor die 30 tage rum sind", T, ERR),
    ("finja", "einsatzjacke waschen, freitag is übung", T, HOBBY),
    ("finja", "hochschulstart registrierung machen bevor ichs wieder verpeil", T, LEARN),
    ("finja", "mein retainer unten is locker 😬", T, HEALTH),
    ("finja", "merle und ihr freund wollen nach dem abi work and travel in neuseeland machen, wild", N, SOC),
    ("finja", "leistungsspange bestanden 🚒💪", N, HOBBY),
    ("finja", "deutsch lk 12 punkte auf die erörterung ✨", N, LEARN),
    ("finja", "die kleine von petersens schläft nur mit dem blauen hasen ein!! nicht vergessen", N, WORK),
    ("finja", "merle fragen ob sie mich samstag mit zur wache nimmt", C, HOBBY),
    ("finja", "frau petersen schreiben dass ich freitag doch kann 👍", C, WORK),
    ("finja", "an die stufengruppe: hat wer noch die fotos für die abizeitung??", C, LEARN),
    ("finja", "seeparty sa chips pappbecher lichterkette box mückenspray", L, SOC),
    ("finja", "babysitten mitnehmen: ladekabel, uno, hausaufgaben, haargummi", L, WORK),
    ("finja", "schreibwaren block kariert textmarker tintenpatronen tesa zirkel", L, LEARN),
    ("finja", "abistreich orga → aula anfragen, musikanlage klären, wasserpistolen besorgen, der ganzen stufe "
              "bescheid sagen", P, LEARN),
    ("finja", "sommer: erst den führerschein fertig machen, dann bei edeka an der kasse jobben und im august mit "
              "merle interrail 🚆", P, NULL),

    # --- noah: Noah, 22, lifeguard at the lido in Thun in summer and the indoor pool in winter, Berufsmaturität
    #     (BMS) in the evenings, trumpet in a Guggenmusik, brother Elias, grandmother (Grosi); lower case, Swiss
    #     spelling (never ß), Swiss words ("Badi", "Grosi", "Velo", "zügeln", "Zmittag", "Migros", "Gugge",
    #     "Brevet", "Boiler"), English ("van trip", "sorry")
    ("noah", "slrg brevet läuft im juni ab, wiederholungskurs buchen", T, WORK),
    ("noah", "steuererklärung 2025 fehlt immer noch, frist ist ende märz", T, FIN),
    ("noah", "trompete ventil klemmt seit der fasnacht", T, HOBBY),
    ("noah", "bms mathe dossier bis montag abgeben", T, LEARN),
    ("noah", "velo hinterrad wieder platt, schlauch flicken vor der schicht", T, NULL),
    ("noah", "heute 3 kids aus dem nichtschwimmerbecken gefischt, eltern am handy 🙄", N, WORK),
    ("noah", "bms mathe prüfung 4.5, reicht knapp", N, LEARN),
    ("noah", "elias will im herbst nach zürich zügeln und sucht eine wg", N, SOC),
    ("noah", "dem schichtleiter sagen ich kann am samstag erst ab 10", C, WORK),
    ("noah", "vermieterin schreiben dass der boiler schon wieder spinnt, sorry aber kalt duschen geht nicht", C,
     HOME),
    ("noah", "in die gugge-gruppe schreiben wer noch ein kostüm von letztem jahr hat", C, HOBBY),
    ("noah", "grosi zum 80. anrufen, nicht nur whatsapp!!", C, SOC),
    ("noah", "badi schicht tasche sonnencreme 50 cap pfeife trinkflasche zmittag", L, WORK),
    ("noah", "migros: milch brot rüebli eier bier für elias", L, ERR),
    ("noah", "zügeltag elias: kisten, klebeband, spanngurte, pizza für alle", L, SOC),
    ("noah", "van trip portugal: bus vom kollegen ausleihen, route über frankreich, versicherung klären, ferien "
             "eingeben", P, NULL),
    ("noah", "bms abschluss → lerngruppe gründen, jede woche 2 alte prüfungen lösen, im april probeprüfung, "
             "dann schauen ob fh", P, LEARN),

    # --- selin: Selin, 27, paramedic (Notfallsanitäterin) in Heidelberg, girlfriend Mara, her mother (Anne) and
    #     grandfather (Dede) in Ludwigshafen, trail running; capitals, rescue-service shorthand ("RTW", "Wache",
    #     "Wachleitung", "Fobi", "SOP", "i.m."), arrows, "!!", an emoji
    ("selin", "Fobi-Stunden 2026: fehlen noch 12 von 30", T, LEARN),
    ("selin", "Impfpass suchen, Betriebsarzt will Hep-B-Titer", T, HEALTH),
    ("selin", "Spülmaschine zeigt E24", T, HOME),
    ("selin", "Mara Geburtstag → Geschenk!! Konzertkarten?", T, SOC),
    ("selin", "Erinner mich morgen um 8 die Hausverwaltung wegen dem Schimmel anzurufen", T, HOME),
    ("selin", "Neue SOP Anaphylaxie ab 1.12.: Adrenalin i.m. 0,5 mg", N, WORK),
    ("selin", "Heute 9 Einsätze, 2x Oma gestürzt, 1x Fehlalarm Hausnotruf", N, WORK),
    ("selin", "Mara überlegt, ob sie nach dem Master nach Wien geht", N, SOC),
    ("selin", "Ruhepuls nach 3 Nachtdiensten 64, sonst 52", N, HEALTH),
    ("selin", "Wachleitung mailen wg. Urlaubsantrag Juli", C, WORK),
    ("selin", "Anne fragen, ob Dede schon beim Kardiologen war", C, HEALTH),
    ("selin", "Mara: Schicht geht länger, iss ohne mich ❤️", C, SOC),
    ("selin", "Wache Kühlschrank: Skyr, Wraps, Hummus, Cola Zero, Äpfel", L, WORK),
    ("selin", "Trailrun Sa: Stirnlampe, Gels, Windjacke, 1,5 l Wasser", L, HOBBY),
    ("selin", "Spülmaschinensalz + Alufolie noch auf die Liste für Rewe setzen", L, ERR),
    ("selin", "Umzug nach Handschuhsheim: Kündigung raus → Sperrmüll anmelden → Umzugshelfer fragen → ummelden "
              "beim Bürgeramt", P, HOME),
    ("selin", "Praxisanleiterin werden: Kurs bei der Akademie anfragen, Wachleitung fragen ob sie das zahlt, 200 "
              "Std. einplanen", P, LEARN),

    # --- marlene: Marlene, 34, mountain guide (Bergführerin) in Engelberg (Obwalden), plays the Hackbrett in a
    #     Ländler band, partner Andrin; capitals, terse, Swiss spelling (never ß), mountain and Swiss words ("LVS",
    #     "Felle", "Hüttenwart", "Offerte", "Franchise", "Reservation", "Estrich", "Coop"), one item a line
    ("marlene", "Seil 60 m hat Kernschaden, ersetzen vor Saisonstart", T, WORK),
    ("marlene", "Offerte für die Firmengruppe Titlis noch nicht geschickt", T, WORK),
    ("marlene", "Krankenkasse: Franchise fürs nächste Jahr wechseln bis 30.11.", T, FIN),
    ("marlene", "Hackbrett stimmen lassen vor dem Jodlerabend", T, HOBBY),
    ("marlene", "Knie links seit Samstag dick → Physio?", T, HEALTH),
    ("marlene", "Lawinenbulletin: Stufe 3 oberhalb 2200 m, Triebschnee in Nordhängen", N, WORK),
    ("marlene", "Gäste aus Hamburg: sehr fit, aber keine Erfahrung mit Steigeisen", N, WORK),
    ("marlene", "Andrin hat heute den Estrich aufgeräumt, man sieht wieder den Boden", N, HOME),
    ("marlene", "Tourenidee für mich privat: Spannort Ostgrat, 6 h ab Hütte, Schlüsselstelle IV", N, HOBBY),
    ("marlene", "Hüttenwart Rugghubel anrufen, Reservation 8 Personen am 14.7. bestätigen", C, WORK),
    ("marlene", "Frau Odermatt zurückschreiben wegen Privatführung am Samstag", C, WORK),
    ("marlene", "Andrin, kannst du die Steuerrechnung zahlen? Ich bin bis Sonntag auf Tour", C, FIN),
    ("marlene", "Rucksack Gletschertour: Seil 30 m, Pickel, 4 Eisschrauben, Prusik, Reepschnur, Steigeisen, Apotheke",
     L, WORK),
    ("marlene", "Coop: Käse, Birnbrot, Bündnerfleisch, Äpfel, Tee", L, ERR),
    ("marlene", "Für die Kapelle am Samstag:\nHackbrett\nSchlegel\nNotenständer\nTracht\nVerlängerungskabel", L,
     HOBBY),
    ("marlene", "Neue Website: Texte schreiben, Fotos von Andrin aussuchen, Domain kaufen, Buchung mit Kalender "
                "verknüpfen", P, WORK),
    ("marlene", "Winterprogramm: zuerst Tourenwochen festlegen, dann Hütten reservieren, Flyer im Dezember drucken, "
                "im Januar Ausschreibung an die Stammgäste", P, WORK),

    # --- kilian: Kilian, 41, runs a bike rental and guides mountain-bike tours in Saalbach (Pinzgau, Salzburg),
    #     drives a snow groomer in winter, partner Sarah, daughter Leni (8) who lives with her mother; lower case,
    #     Austrian ("i", "a", "scho", "nimma", "heut", "fürn", "möcht", "Hofer", "Semmeln", "Leberkas", "Kassa",
    #     "Gesundenuntersuchung"), bike English ("flow trail", "e-bike", "tubeless", "shop", "guides")
    ("kilian", "e-bike akkus vom verleih durchchecken, 3 laden nimma voll", T, WORK),
    ("kilian", "gesundenuntersuchung machen, is scho 2 jahr her", T, HEALTH),
    ("kilian", "lenis geburtstagsgeschenk, sie wünscht sich a longboard", T, SOC),
    ("kilian", "pickerl fürn bus läuft im märz ab", T, NULL),
    ("kilian", "versicherung fürn shop: deckt die haftpflicht überhaupt geführte touren?? nachlesen", T, FIN),
    ("kilian", "heut 34 e-bikes verliehen, so viel hatten ma an am dienstag no nie", N, WORK),
    ("kilian", "trail 4 nach dem gewitter ausgewaschen, gemeinde weiß bescheid", N, WORK),
    ("kilian", "die guides aus italien sagen das neue fox fahrwerk is a traum", N, HOBBY),
    ("kilian", "an die gäste aus münchen schicken: treffpunkt morgen 9:00 beim shop, helm pflicht", C, WORK),
    ("kilian", "beim bürgermeister wegen der genehmigung für den trailbau nachhaken", C, WORK),
    ("kilian", "lenis mama fragen ob i sie am freitag scho um 2 holen kann", C, SOC),
    ("kilian", "bank wegen überziehungsrahmen für die wintermonate anrufen", C, FIN),
    ("kilian", "werkstatt bestellen: bremsbeläge, schläuche 29er, kettenöl, tubeless milch", L, WORK),
    ("kilian", "hofer semmeln leberkas almdudler bananen kaffee", L, ERR),
    ("kilian", "pistenbully nachtschicht tasche: thermoskanne, stirnlampe, ersatzhandschuhe, jause", L, WORK),
    ("kilian", "neuer flow trail → plan zur gemeinde, grundbesitzer fragen, bagger für mai reservieren, eröffnung "
               "mit party", P, WORK),
    ("kilian", "shop übergabe an sarah im winter: kassa erklären, lieferantenliste durchgehen, schlüssel, "
               "reparaturen an toni abgeben", P, WORK),
    ("kilian", "leni ferienwoche: montag kinder bikekurs, mittwoch therme, freitag mit der gondel rauf und runter "
               "radln", P, SOC),

    # --- sibylle: Sibylle, 55, church organist and choir director in Solothurn, partner Res, cat Minou, her mother
    #     in Grenchen; full sentences and full stops, Swiss spelling (never ß), "Sigrist", "Apéro",
    #     "Kirchgemeinde", "Fr.", "...", a bulleted list, steps spread over sentences
    ("sibylle", "Die Noten für das Weihnachtsoratorium sind noch immer nicht bestellt.", T, WORK),
    ("sibylle", "Minou muss zur Impfung, der Brief vom Tierarzt liegt seit zwei Wochen auf dem Tisch.", T, HOME),
    ("sibylle", "Zahnarzt am Donnerstag um 14.15 – vor der Probe!", T, HEALTH),
    ("sibylle", "Das Registerbuch der Orgel sollte ich einmal sauber abschreiben, das alte zerfällt...", T, WORK),
    ("sibylle", "Ich sollte die Auszüge der Pensionskasse endlich ordnen.", T, FIN),
    ("sibylle", "Res möchte nach der Pensionierung einen Töpferkurs machen.", N, SOC),
    ("sibylle", "Der Orgelbauer sagt, die Trompete 8' im Schwellwerk braucht eine Revision, Kosten ca. 4000 Fr.", N,
     WORK),
    ("sibylle", "Aus der Predigt heute: Hoffnung ist ein Zugvogel. Schön.", N, NULL),
    ("sibylle", "Chor heute: Soprane wunderbar, die Bässe hinken im zweiten Teil immer noch hinterher.", N, WORK),
    ("sibylle", "Dem Sigrist Bescheid geben, dass die Kirche am Samstag ab 9 Uhr offen sein muss.", C, WORK),
    ("sibylle", "Frau Pfarrerin Hänggi fragen, welche Lieder sie für die Taufe möchte.", C, WORK),
    ("sibylle", "Mami in Grenchen telefonieren: Kommt sie nach dem Gottesdienst am Sonntag noch mit zum Apéro?", C,
     SOC),
    ("sibylle", "Für das Chorlager: Notenmappen, Stimmgabel, Namensschilder, Tee, Honig, Lutschtabletten", L, WORK),
    ("sibylle", "Einkauf: Katzenfutter, Kaffeebohnen, Zitronen, Ingwer, Zwieback", L, ERR),
    ("sibylle", "Katzensitterin:\n- Futter nass und trocken\n- Nummer vom Tierarzt\n- Kellerschlüssel\n- Bürste", L,
     HOME),
    ("sibylle", "Benefizkonzert im März. Zuerst das Programm mit dem Quartett festlegen. Dann Plakate beim Drucker "
                "bestellen und die Kollekte für die Gassenküche ankündigen. Zuletzt den Apéro organisieren.", P,
     WORK),
    ("sibylle", "Musikzimmer neu einrichten: Klavier an die Innenwand rücken lassen, Regale für die Noten, eine "
                "Lampe, einen Teppich gegen den Hall.", P, HOME),

    # --- ole: Ole, 45, captain on the Elbe ferry between Glückstadt and Wischhafen, lives in Glückstadt, wife
    #     Wiebke, son Jasper (14), restores an old Jollenkreuzer; capitals, terse, "&", nautical shorthand ("NW",
    #     "Bft", "Docken", "Rettungsinsel", "Saling", "Brückendienst"), no emoji
    ("ole", "Rettungsinsel Wartung fällig 03/26", T, WORK),
    ("ole", "Jasper Elternsprechtag Di 17:20", T, LEARN),
    ("ole", "Seediensttauglichkeit läuft im Mai ab, Termin beim Arzt machen", T, HEALTH),
    ("ole", "Jolle: Riss an der Saling", T, HOBBY),
    ("ole", "Heizkörper im Bad wird nicht warm, entlüften", T, HOME),
    ("ole", "NW heute 14:32, bei Ostwind 40 cm weniger", N, WORK),
    ("ole", "Wiebke will ab Januar Vollzeit in die Praxis, dann kocht Jasper mittags selbst", N, SOC),
    ("ole", "Jasper: Bio-Referat über Schweinswale mit 1- bewertet", N, LEARN),
    ("ole", "Spruch vom alten Kapitän Thießen: Wer die Tide nicht kennt, steht im Schlick.", N, NULL),
    ("ole", "Werft in Wewelsfleth anrufen, Termin fürs Docken klären", C, WORK),
    ("ole", "An die Reederei mailen: am 24. brauch ich frei", C, WORK),
    ("ole", "Wiebke Bescheid, letzte Fähre verspätet, bin gegen 23 Uhr da", C, SOC),
    ("ole", "Baumarkt: Bootslack, Schleifpapier 120 & 240, Pinsel, Abklebeband", L, HOBBY),
    ("ole", "Brückendienst Tasche Thermos Fernglas Butterbrote Regenzeug", L, WORK),
    ("ole", "Hafenfest Sa, Stand vom Segelverein: Pavillon, Bierbänke, Kasse, Wechselgeld, Schürzen", L, HOBBY),
    ("ole", "Jolle fit für die Saison: erst abschleifen, dann zweimal lackieren, Mast reparieren, im April Kran "
            "bestellen, rein ins Wasser", P, HOBBY),
    ("ole", "Jaspers Konfirmation: Kirche fragen, Saal im Fährhaus buchen, Einladungen, Anzug kaufen", P, SOC),

    # --- yvonne: Yvonne, 48, mobile dog groomer with her own van in Cottbus, daughter Celine (20) studying in
    #     Görlitz, poodle Paule, partner Mirko; capitals, "!!", emoji, customers named with their dogs,
    #     "Kaufland", "Umsatzsteuer-VA", "nee"
    ("yvonne", "Schermaschine Klinge 10 stumpf!!", T, WORK),
    ("yvonne", "USt-Voranmeldung Okt. muss spätestens am 10. beim Finanzamt sein!!", T, FIN),
    ("yvonne", "Paule hat Zahnstein, zum Tierarzt bevor das schlimmer wird", T, HOME),
    ("yvonne", "Geschenk für Celine, sie zieht um → was für die Küche?", T, SOC),
    ("yvonne", "Frau Kühn ihr Bailey beißt bei den Pfoten!! Maulkorb vorher", N, WORK),
    ("yvonne", "Heute 7 Hunde, davon 2 verfilzte Doodles, Rücken kaputt 😩", N, WORK),
    ("yvonne", "Celine überlegt, ob sie das Studium abbricht und Tierpflegerin lernt", N, SOC),
    ("yvonne", "Der Tierbedarf in der Sprem hat jetzt auch samstags bis 18 Uhr offen", N, ERR),
    ("yvonne", "Frau Kühn absagen für Do, Van ist in der Werkstatt", C, WORK),
    ("yvonne", "Herrn Dr. Seidel zurückrufen wegen Paules Blutbild", C, HOME),
    ("yvonne", "Celine, ruf mal wieder an!! Mama vermisst dich 🥲", C, SOC),
    ("yvonne", "In die Kundengruppe: ab Januar neue Preise, Kleinhund 48 € 🐩", C, WORK),
    ("yvonne", "Bestellung Groomershop: Shampoo für weißes Fell, Ohrpuder, Krallenschere, Handtücher", L, WORK),
    ("yvonne", "Kaufland Milch Toast Leberwurst Kaffeepads Hundekekse", L, ERR),
    ("yvonne", "Celine Umzug mitbringen: Akkuschrauber, Kisten, Klebeband, Müllsäcke", L, SOC),
    ("yvonne", "Zweiten Van? Erst Zahlen mit der Steuerberaterin durchgehen, dann Kredit anfragen, Mitarbeiterin "
               "suchen, Van ausbauen lassen", P, WORK),
    ("yvonne", "Kurs Katzenpflege: anmelden, Urlaub im Februar blocken, Stammkunden vorher informieren", P, LEARN),
    ("yvonne", "Weihnachtsaktion: Gutscheine drucken lassen, in der Kundengruppe posten, bis 20.12. verkaufen, nee "
               "erst noch Preis festlegen", P, WORK),

    # --- peppe: Giuseppe "Peppe", 57, owns a pizzeria in Pforzheim, wife Rosi, son Luca in the kitchen, his
    #     mother (Mamma) in Calabria, plays boccia; dictated, capitals, articles dropped or wrong, Italian words
    #     ("allora", "mamma mia", "basta", "domani", "Zia", "per la mamma")
    ("peppe", "Pizzaofen Schamott hat Riss, Ofenbauer holen", T, WORK),
    ("peppe", "Lebensmittelkontrolle kommt bald, Liste Temperatur Kühlhaus muss komplett sein", T, WORK),
    ("peppe", "Rücken wieder schlimm, Termin Orthopäde machen basta", T, HEALTH),
    ("peppe", "Unterlagen Quartal 3 für Steuerberater noch nicht abgegeben", T, FIN),
    ("peppe", "Neue Lieferant Mehl Tipo 00 ist 20 Cent billiger pro Kilo aber nicht so gut", N, WORK),
    ("peppe", "Luca will nächste Jahr eigene Foodtruck machen, mamma mia", N, SOC),
    ("peppe", "Idee Pizza des Monats: Kürbis, Salsiccia, Rosmarin", N, WORK),
    ("peppe", "Boccia heute gewonnen 13 zu 7 gegen die Kroaten", N, HOBBY),
    ("peppe", "Rosi sagen, Getränkelieferant kommt morgen um 7 nicht um 9", C, WORK),
    ("peppe", "Hausverwaltung vom Restaurant anrufen wegen Fettabscheider", C, WORK),
    ("peppe", "Mamma anrufen domani, Zia Carmela hat Geburtstag", C, SOC),
    ("peppe", "Luca erinnern, er muss Kopie vom Führerschein geben für Versicherung vom Lieferauto", C, WORK),
    ("peppe", "Metro: Mozzarella 20 kg, Pelati 6 Kisten, Rucola, Parmigiano, Olivenöl 10 l", L, WORK),
    ("peppe", "Boccia Turnier mitnehmen Kugeln Maßband Wein für die Schiedsrichter Klappstühle", L, HOBBY),
    ("peppe", "Paket per la mamma: Kaffee, Haribo für die Kinder von Zia, Nivea, Fotos von Luca", L, SOC),
    ("peppe", "Allora Terrasse für Sommer: erst Genehmigung von Stadt, dann neue Stühle bestellen, Markise "
              "reparieren, Personal für Juni suchen", P, WORK),
    ("peppe", "Urlaub Calabria August: Laden 2 Wochen zu, Schild machen, Luca macht Lieferservice weiter?, Flug "
              "buchen", P, NULL),

    # --- roswitha: Roswitha, 74, retired parish housekeeper in Spittal an der Drau (Carinthia), sister Hermi,
    #     grandniece Anna, a knee operation coming; dictated, a capital at the start, few commas, "na", "also",
    #     "gell", Austrian and Carinthian words ("Reindling", "Germ", "Kirchtag", "Ordination", "Billa",
    #     "E-Card", "Spital", "gsagt", "Vorzimmer", "Kasten", "gehören gewaschen")
    ("roswitha", "Na die Brille ist schon wieder so zerkratzt dass ich beim Lesen nix seh", T, HEALTH),
    ("roswitha", "Zwei Reindling für den Pfarrkaffee am Sonntag backen", T, SOC),
    ("roswitha", "Den Dauerauftrag für den Kirchenbeitrag ändern weil die Kontonummer neu is", T, FIN),
    ("roswitha", "Also die Thrombosespritzen nach der Knie OP nicht vergessen gell", T, HEALTH),
    ("roswitha", "Na die Stores in der Küche gehören auch wieder einmal gewaschen und gebügelt", T, HOME),
    ("roswitha", "Die Hermi hat gsagt sie fährt im Mai mit dem Seniorenbund nach Lourdes", N, SOC),
    ("roswitha", "Blutdruck in der Früh 142 zu 85 also besser", N, HEALTH),
    ("roswitha", "Mein Reindlingrezept also ein halbes Kilo Mehl ein Würfel Germ Zimt Rosinen Nüsse", N, NULL),
    ("roswitha", "Beim Herrn Pfarrer anrufen ob er beim Begräbnis von der Frau Moser die Fürbitten braucht", C, SOC),
    ("roswitha", "Der Hermi sagen dass ich am Kirchtag mit dem Zug komm und sie mich abholen soll", C, SOC),
    ("roswitha", "Also die Ordination anrufen wegen Rezept für die Blutdrucktabletten", C, HEALTH),
    ("roswitha", "Die Anna fragen ob sie mir am Computer das mit dem Onlinebanking zeigt", C, FIN),
    ("roswitha", "Zum Billa Erdäpfel Butter Germ Staubzucker Rosinen Milch", L, ERR),
    ("roswitha", "Fürs Spital mitnehmen Nachthemd Hausschuhe Dose für die Zahnprothese Tabletten Brille E-Card", L,
     HEALTH),
    ("roswitha", "Na die Knie OP im Februar. Vorher noch zum Hausarzt wegen der Befunde. Dann die Hermi fragen ob "
                 "sie die Blumen gießt. Und nach der OP drei Wochen Reha in Althofen.", P, HEALTH),
    ("roswitha", "Kasten im Vorzimmer ausräumen zuerst die alten Mäntel zur Caritas dann die Schuhe sortieren dann "
                 "den Tischler wegen einer neuen Tür fragen", P, HOME),
    ("roswitha", "Für die Hermi ihren Achtziger im Gasthof einen Tisch reservieren die Nichten anrufen eine Torte "
                 "bestellen und ein Gedicht schreiben", P, SOC),

    # --- ferdl: Ferdinand "Ferdl", 69, retired lathe operator from the truck plant in Steyr (Upper Austria), wife
    #     Hannelore (diabetic), daughter, flies RC model gliders in a club; capitals, terse, fat-finger typos
    #     ("Termn", "eizahlen"), Austrian words ("Hofer", "Extrawurst", "Mineral", "Jänner", "Feber", "Pickerl",
    #     "GIS", "Obmann", "ned", "gscheit"), ".."
    ("ferdl", "GIS Gebühr eizahlen bis 15.", T, FIN),
    ("ferdl", "Kellertür klemmt seit dem Regen..", T, HOME),
    ("ferdl", "Termn Augenarzt wegen Star OP ausmachen", T, HEALTH),
    ("ferdl", "Pickerl beim Auto im Feber", T, NULL),
    ("ferdl", "Geschenk Hochzeitstag Hannelore, 45 Jahr!", T, SOC),
    ("ferdl", "Hannelore ihr Zucker heut früh 168", N, HEALTH),
    ("ferdl", "Der Obmann sagt nächstes Jahr wird die Piste am Flugplatz asphaltiert", N, HOBBY),
    ("ferdl", "Ab 25 km/h Wind fliegt der Segler ned mehr gscheit", N, HOBBY),
    ("ferdl", "Pension kommt ab Jänner 38 Euro mehr", N, FIN),
    ("ferdl", "Dem Obmann sagen dass ich beim Flugtag im Juni Parkplatzdienst mach", C, HOBBY),
    ("ferdl", "Die Tochter anrufen ob wir Weihnachten bei ihr sind oder bei uns", C, SOC),
    ("ferdl", "Pensionsversicherung anrufen, im Bescheid fehlen mir 3 Jahr Lehrzeit", C, FIN),
    ("ferdl", "Hofer: Schwarzbrot, Extrawurst, Süßstoff, Mineral, 6er Bier", L, ERR),
    ("ferdl", "Bastelkeller brauch Balsaholz 2mm Sekundenkleber Bügelfolie rot Servo 9g", L, HOBBY),
    ("ferdl", "Neuer Flieger: Bausatz bestellen, im Winter bauen, Elektronik vom alten Segler ausbauen, Erstflug im "
              "April mitm Obmann", P, HOBBY),
    ("ferdl", "Garten im Frühjahr: Hecke schneiden lassen, Hochbeete für Hannelore bauen, Rasen vertikutieren", P,
     HOME),
    ("ferdl", "Flugtag Juni: Zelt ausleihen, Würstelstand organisieren, Lautsprecher testen, Nachbarn wegen Lärm "
              "informieren", P, HOBBY),

    # --- kerstin: Kerstin, 39, farrier (Hufschmiedin) in Vechta (Oldenburger Münsterland), husband Hauke, son
    #     Mats (6, Kita), her event horse Bolle; capitals, terse, trade shorthand ("Kd.", "Gr.", "Stollen", "E4",
    #     "Beschlag", "Hänger"), no emoji
    ("kerstin", "Rechnungen Okt noch nicht raus!!", T, WORK),
    ("kerstin", "Mats Kita Fotogeld 12 € mitgeben", T, LEARN),
    ("kerstin", "Pferdezahnarzt für Bolle, letzter Termin 14 Monate her", T, HOBBY),
    ("kerstin", "Rückenschule anmelden, Krankenkasse zahlt 80%", T, HEALTH),
    ("kerstin", "Kd. Meyer Wallach Sammy: vorne Gr. 2, hinten Gr. 1, Stollen nur im Winter", N, WORK),
    ("kerstin", "Mit Dr. Bruns telefoniert: Stute von Kd. Hoffmann darf ab Montag wieder beschlagen werden", N,
     WORK),
    ("kerstin", "Mats ist heute zum ersten Mal allein Fahrrad gefahren!!", N, SOC),
    ("kerstin", "Turnier Vechta: Dressur 7,2, Springen 1 Abwurf", N, HOBBY),
    ("kerstin", "Tierarzt Dr. Bruns wegen Röntgenbild vom Huf anrufen, Kd. Lüken", C, WORK),
    ("kerstin", "Kita Bescheid sagen, Mats wird Freitag um 12 abgeholt", C, LEARN),
    ("kerstin", "Hauke fragen ob er Do Mats nimmt, hab 6 Pferde in Lohne", C, SOC),
    ("kerstin", "Der Versicherung schreiben wegen Schaden am Hänger (Parkplatz Reitverein)", C, FIN),
    ("kerstin", "Bestellen: Eisen Gr. 1 x 20, Nägel E4 5 Pack, 2 Raspeln, Huflederfett", L, WORK),
    ("kerstin", "Turnier Sa Gamaschen Schabracke Startnummer Putzzeug Heunetz", L, HOBBY),
    ("kerstin", "Neuer Werkstatt-Hänger: Förderung checken, Angebot Fa. Tiemann, Gasflasche umrüsten, alten "
                "verkaufen", P, WORK),
    ("kerstin", "Mats Einschulung Aug.: Ranzen kaufen, Schultüte basteln, Feier mit den Omas planen", P, LEARN),
    ("kerstin", "Bolle Saison: Januar Longe, Februar Springstunden, März erstes Turnier, vorher Beschlag mit "
                "Stollen", P, HOBBY),

    # --- malte: Malte, 31, mechanic in a collectively run cargo-bike workshop in Tübingen, shared flat with Ida
    #     and Bene, punting (Stocherkahn) club, his mother in Rottenburg; lower case, Denglisch ("reminder",
    #     "again", "asap", "wtf", "nerd stuff", "winter is coming"), "ne", "is"
    ("malte", "kasse vom kollektiv stimmt seit dienstag nicht, 40 € zu wenig wtf", T, WORK),
    ("malte", "reminder: krankenkasse will noch die bescheinigung vom arbeitgeber", T, FIN),
    ("malte", "schimmel im wg bad ecke dusche again", T, HOME),
    ("malte", "zahnreinigung überfällig", T, HEALTH),
    ("malte", "plane vom stocherkahn flicken bevor der winter kommt", T, HOBBY),
    ("malte", "ida zieht im märz aus, will in berlin ne ausbildung zur tischlerin machen", N, SOC),
    ("malte", "nabendynamo dh-3d32 passt nicht in die babboe gabel, merken", N, WORK),
    ("malte", "ob leute hier je lernen mit licht zu fahren, heute 3 beinahe unfälle 🙄", N, NULL),
    ("malte", "heute 11 räder durch, 6 davon mit kaputter schaltung, winter is coming", N, WORK),
    ("malte", "herrn schulte von der stadt wegen förderung lastenrad zurückmailen", C, WORK),
    ("malte", "mama in rottenburg anrufen, sonntag essen?", C, SOC),
    ("malte", "in die wg gruppe: wer hat meinen ratschenkasten, brauch den asap", C, HOME),
    ("malte", "ersatzteile ketten 8fach x5 bremszüge schläuche 20 zoll rollerbremse nexus", L, WORK),
    ("malte", "wg einkauf hafermilch linsen reis tomaten zwiebeln klopapier", L, ERR),
    ("malte", "nerd stuff zum lesen: zen and the art of motorcycle maintenance, just kids, die bike repair bibel", L,
     HOBBY),
    ("malte", "eigener laden? businessplan schreiben, gründungszuschuss checken, mit der bank reden, räume in der "
              "südstadt anschauen", P, WORK),
    ("malte", "kahnrennen im juni: team aus der wg zusammenkriegen, kostüme nähen, 3x trainieren, anmeldung bis "
              "mai", P, HOBBY),

    # --- karlheinz: Karl-Heinz, 78, retired kiosk (Büdchen) owner in Bottrop, wife Elke, grandson Dennis, breeds
    #     rabbits (Deutsche Riesen), Schalke season ticket; capitals, Ruhr words ("getz", "wat", "dat", "sacht",
    #     "inne", "ausse", "Omma", "Kappes", "Bengel", "Bude"), "!!"
    ("karlheinz", "Getz aber wirklich zum Ohrenarzt, Elke sacht ich hör nix mehr", T, HEALTH),
    ("karlheinz", "Dauerkarte Schalke verlängern bis Ende Mai!!", T, HOBBY),
    ("karlheinz", "Wasserhahn inne Küche tropft seit Tagen", T, HOME),
    ("karlheinz", "Geburtstagskarte für Dennis, 18 wird der Bengel!!", T, SOC),
    ("karlheinz", "Muss ich als Rentner überhaupt noch ne Steuererklärung machen? Mal rausfinden", T, FIN),
    ("karlheinz", "Der Schwiegersohn will die Bude von seiner Schwester übernehmen, meint dat lohnt sich noch", N,
     SOC),
    ("karlheinz", "Rammler Max auf der Kreisschau 95,5 Punkte!!", N, HOBBY),
    ("karlheinz", "Elke ihr Augenarzt hat gesacht, die Tropfen morgens und abends", N, HEALTH),
    ("karlheinz", "Schalke wieder verloren, dat war Kappes hoch drei", N, HOBBY),
    ("karlheinz", "Dem Zuchtwart sagen dat ich die Jungtiere im März abgebe", C, HOBBY),
    ("karlheinz", "Die Stadtwerke anrufen, der Abschlag is viel zu hoch", C, FIN),
    ("karlheinz", "Dennis fragen ob er Samstag mit auf Schalke will, hab 2 Karten", C, SOC),
    ("karlheinz", "Futter holen: Heu 2 Ballen, Pellets 25 kg, Möhren, Leckstein", L, HOBBY),
    ("karlheinz", "Für Elke ausse Apotheke Augentropfen, Traubenzucker, Franzbranntwein", L, HEALTH),
    ("karlheinz", "Kaninchenschau im Verein im November: Käfige aufbauen, Preisrichter einladen, Tombola sammeln, "
                  "mit Elke Erbsensuppe kochen", P, HOBBY),
    ("karlheinz", "Goldene Hochzeit 2027! Saal im Vereinsheim buchen, Kapelle fragen, die Kinder wegen "
                  "Einladungen einspannen", P, SOC),
    ("karlheinz", "Dachboden entrümpeln, erst Dennis fragen wat er haben will, dann Sperrmüll anmelden, Rest bei "
                  "Kleinanzeigen", P, HOME),
]


def main() -> int:
    return write_set(RECORDS, "dev8", OTHERS, JACCARD_LIMIT)


if __name__ == "__main__":
    sys.exit(main())

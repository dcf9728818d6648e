"""The third German intent DEVELOPMENT set, written by hand capture by capture in the voices of twelve new writers.

Writes Corpora/intents/de/dev3.jsonl ({"text","intent","category","language"}, the format of the de training file).
Like dev.jsonl and dev2.jsonl, classifier changes may be judged and fitted against it, so it is not an independent
measure, and it is never trained on: intent_dev.py asserts that no row folds to a training row, to a row of dev.jsonl,
dev2.jsonl or eval.jsonl (keys only; a clash names only the row here). The independent measure stays
Corpora/intents/de/eval.jsonl. The writers are none of those named in Corpora/intents/de/SOURCE.md (eval, the four
hand-written training rounds, the first two development sets), Corpora/temporal/de/SOURCE.md or
Corpora/handwritten/de/SOURCE.md. This set leans to ordinary writers typing standard German in several registers
rather than to dialect or jargon. Labels follow Corpora/README.md; captures whose label was unclear were left out.

Standard library only; the output is byte-identical on every run:

    python3 Corpora/tools/write_intent_dev3_de.py
"""

import sys
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
from intent_dev import main  # noqa: E402

# Each writer: (intent, category, text), in the order they were written.
WRITERS = {
    # Waltraud (74) und Klaus-Dieter (76), Rentnerehepaar in Celle, gemeinsame Notizen auf dem Tablet; ganze Sätze mit
    # Großbuchstaben und Punkt, "wir", Tochter Susanne, Enkel Till und Emma, Wohnwagen, Kegelclub, Seniorenchor
    "retired_couple": [
        ("task", "health", "Klaus-Dieter muss am Donnerstag nüchtern zur Blutabnahme, der Termin ist um 7.45 Uhr."),
        ("task", "home",
         "Wir müssen vor dem Winter noch die Dachrinne sauber machen lassen, sie läuft schon wieder über."),
        ("task", "finance",
         "Die Grundsteuer für das vierte Quartal müssen wir noch überweisen, Frist ist der 15. November."),
        ("task", "hobby", "Für die Chorprobe am Mittwoch die Noten vom neuen Lied zwölfmal kopieren."),
        ("task", "social", "Für Tills Konfirmation am 4. Mai brauchen wir noch ein Geschenk. Vielleicht einen Füller?"),
        ("task", "errands", "Am Samstag die neue Brille beim Optiker abholen. Die haben nur bis 13 Uhr geöffnet."),
        ("communication", "social", "Susanne anrufen und fragen, ob die Kinder in den Herbstferien zu uns kommen."),
        ("communication", "home",
         "Dem Schornsteinfeger Bescheid geben, dass wir im Oktober drei Wochen verreist sind."),
        ("communication", "health",
         "Klaus-Dieter daran erinnern, dass er die Überweisung für den Augenarzt mitnimmt."),
        ("communication", "hobby", "Herrn Lindemann vom Kegelclub schreiben, dass wir am Freitag nicht kommen können."),
        ("note", "home", "Der Heizungsmonteur hat gesagt, unsere Anlage hält höchstens noch fünf Jahre."),
        ("note", "social", "Emma wünscht sich zu Weihnachten ein Pferdebuch. Kein Lexikon, das hat sie schon."),
        ("note", None, "Unser Stellplatz am Steinhuder Meer ist die Nummer 27, direkt am Zaun."),
        ("note", "health",
         "Klaus-Dieter verträgt das neue Blutdruckmittel gut, nur morgens ist ihm manchmal etwas schwindelig."),
        ("list", "errands", "Einkauf für Sonntag: Rinderbraten, Rotkohl, Klöße, Preiselbeeren, Schlagsahne."),
        ("list", None, "Für den Wohnwagen: Gasflasche, Kabeltrommel, Campingstühle, Wasserkanister, Vorzeltteppich."),
        ("list", "social",
         "Gäste zu Klaus-Dieters Geburtstag: Susanne und Marco mit den Kindern, Helmut und Gisela, die Brandts von "
         "nebenan, Pastor Meyer."),
        ("plan", "home",
         "Das Gästezimmer soll ein Nähzimmer werden. Zuerst das alte Bett verkaufen, dann die Tapete abmachen, dann "
         "neu streichen und zuletzt die Nähmaschine aufstellen."),
        ("plan", None,
         "Fahrt nach Rügen im Juni:\n1. Stellplatz in Binz reservieren\n2. Wohnwagen zur Inspektion bringen\n"
         "3. Zeitung für drei Wochen abbestellen\n4. Nachbarn wegen der Blumen fragen"),
        ("plan", "finance",
         "Wegen der Erbschaft von Tante Hilde: erst den Erbschein beim Nachlassgericht beantragen, danach mit der "
         "Bank sprechen und am Ende einen Termin beim Steuerberater machen."),
    ],
    # Jasmin, 34, Büroassistentin in einer Hausverwaltung in Koblenz; ordentlich, "Hr."/"Fr.", "bzgl.", "lt.",
    # "Whg.", ETV (Eigentümerversammlung), WEG, privat knapper
    "office": [
        ("task", "work",
         "Protokoll der ETV Rheinstraße 12 bis Freitag fertig schreiben, Beschlüsse 3 und 5 fehlen noch"),
        ("task", "work", "Schlüsselbuch aktualisieren, Whg. 4 hat neue Schließzylinder bekommen"),
        ("task", "work",
         "Ich sollte morgen unbedingt meine Überstunden vom September ins Zeiterfassungssystem eintragen."),
        ("task", "health", "Physio-Rezept läuft am 20. ab, vorher noch die letzten zwei Termine machen"),
        ("task", "errands",
         "In der Mittagspause Paket bei der Post in der Löhrstraße abholen, Abholschein ist im Geldbeutel"),
        ("task", "finance",
         "Hab ich die doppelte Abbuchung vom Fitnessstudio eigentlich zurückgeholt? Kontoauszug prüfen"),
        ("communication", "work", "Hr. Albers (Whg. 7) zurückrufen bzgl. Wasserschaden im Keller"),
        ("communication", "work", "Dachdecker Fa. Schmitt um ein Angebot für die Gauben bitten, Frist 2 Wochen"),
        ("communication", "social", "Meiner Schwester schreiben, ob wir am Samstag zusammen zum Flohmarkt gehen"),
        ("communication", "work",
         "Alle Eigentümer per Mail informieren, dass am 12. das Wasser von 8 bis 12 Uhr abgestellt wird"),
        ("note", "work", "Lt. Hausmeister ist die Tiefgarage Rheinstraße ab Montag wieder befahrbar"),
        ("note", "work", "Zugangscode Kopierer 2. OG: 3902, Scannen an E-Mail geht nur mit dem Firmenkonto"),
        ("note", None, "Parkhaus am Löhr-Center kostet jetzt 2,50 € die Stunde, am Zentralplatz nur 1,80"),
        ("note", "health", "Seit ich mittags eine Runde spazieren gehe, hab ich kaum noch Nackenschmerzen"),
        ("list", "work",
         "Büromaterial bestellen: Toner HP 410, Kopierpapier 10 Kartons, Ordner breit, Klarsichthüllen, Post-its"),
        ("list", "errands", "Drogerie: Zahnpasta, Wattepads, Duschgel, Rasierklingen für Tom"),
        ("list", "hobby", "Serien zum Weitergucken: The Crown Staffel 5, Babylon Berlin, Dark"),
        ("plan", "work",
         "Eigentümerversammlung vorbereiten:\n- Raum im Bürgerhaus buchen\n- Einladungen mit Tagesordnung "
         "verschicken\n- Vollmachten sammeln\n- Beamer testen"),
        ("plan", "home",
         "Umzug in die neue Wohnung: Kartons besorgen, Umzugshelfer fragen, Internet ummelden, am 1. die alten "
         "Schlüssel übergeben"),
        ("plan", "learning",
         "Weiterbildung zur Immobilienkauffrau IHK - erst mit dem Chef über die Kosten sprechen - dann bei der IHK "
         "anmelden - ab März zweimal die Woche abends Unterricht"),
    ],
    # Leonie, 15, Gymnasium in Wuppertal, spielt Handball; klein, Emoji, Abkürzungen (ha, vllt, nich, präsi),
    # "!!!", Umgangssprache
    "teen": [
        ("task", "learning", "mathe ha s. 84 nr 3-7 bis morgen 😩"),
        ("task", "learning", "referat über fotosynthese fertig machen!!! präsi fehlt noch komplett"),
        ("task", "hobby", "erinner mich dass ich die handballschuhe vor dem spiel am sa putze"),
        ("task", "errands", "neue hülle fürs handy kaufen, meine is komplett gerissen"),
        ("task", "social", "geschenk für lara ihren 16. besorgen, max 20€"),
        ("task", "home", "zimmer aufräumen bevor mama ausrastet 🙄"),
        ("communication", "social", "lara schreiben ob sie morgen mit in die city kommt"),
        ("communication", "learning", "frau schäfer mailen wegen der nachschreibarbeit in bio"),
        ("communication", "hobby",
         "trainerin bescheid sagen dass ich mittwoch nich zum training kann, hab kieferorthopäde"),
        ("communication", "social", "papa sagen dass er mich um 22 uhr vom kino abholen soll 🙏"),
        ("note", "learning", "bio test wird auf nächste woche verschoben hat frau schäfer heute gesagt"),
        ("note", None, "der 620er fährt ab 20 uhr nur noch jede halbe stunde"),
        ("note", "hobby", "hab heute 6 tore gemacht!!! bestes spiel der saison 🔥"),
        ("note", "social", "lara hat am 3.3. geburtstag, sie mag alles mit axolotl 😍"),
        ("list", "errands", "dm: mascara, haargummis, deo, nagellack (rosa) 💅"),
        ("list", "hobby", "songs für die playlist: flowers, espresso, cruel summer, vampire"),
        ("list", "learning", "was ich für kunst brauch: aquarellfarben, pinsel gr 8, zeichenblock a3, fineliner"),
        ("plan", "learning",
         "bio lernen: zuerst zellaufbau zusammenfassen dann karteikarten schreiben dann mit lara abfragen"),
        ("plan", "social",
         "überraschung für mamas geburtstag:\n1. mit papa torte backen\n2. wohnzimmer dekorieren\n"
         "3. frühstück ans bett 🎂"),
        ("plan", "home",
         "zimmer umstylen: alte poster ab, wand mint streichen, lichterkette aufhängen, bett ans fenster schieben"),
    ],
    # Holger, 47, Vertriebsinnendienst bei einem Pumpenhersteller, pendelt mit dem Auto von Reutlingen nach Stuttgart
    # und diktiert ins Handy: keine Satzzeichen, Füllwörter (äh, ähm, also), Selbstkorrekturen, Frau Sabine
    "commuter": [
        ("task", "work", "Ähm Angebot für die Firma Kessler fertig machen die wollen das bis Mittwoch haben"),
        ("task", "work",
         "erinnere mich morgen früh um acht dass ich die Lieferscheine von letzter Woche im System nachbuche"),
        ("task", None, "Das Auto braucht neue Scheibenwischer die alten schmieren nur noch"),
        ("task", "health",
         "Ich muss mir endlich einen Termin beim Orthopäden holen der Rücken wird vom vielen Sitzen immer schlimmer"),
        ("task", "errands", "auf dem Heimweg noch Brot und Milch holen beim Bäcker äh nee beim Rewe"),
        ("task", "finance", "äh Steuererklärung diesmal vor Mai machen damit die Erstattung früher kommt"),
        ("communication", "social", "Sabine anrufen und sagen dass ich heute später komme Stau auf der B27"),
        ("communication", "work", "Herrn Yilmaz vom Lager fragen ob die Pumpen für Kessler schon rausgegangen sind"),
        ("communication", "work", "ähm Mail an den Außendienst wegen der neuen Preisliste ab Januar"),
        ("communication", "home", "den Vermieter äh nein den Hausmeister anrufen das Garagentor geht wieder nicht zu"),
        ("note", None, "ab Montag ist auf der B27 bei Aichtal Baustelle also lieber über die A8 fahren"),
        ("note", "work", "Kessler hat gesagt die nehmen nächstes Jahr wahrscheinlich doppelt so viele Pumpen ab"),
        ("note", None,
         "also im Radio haben sie gerade gesagt dass der Spritpreis nach Ostern wieder steigen soll"),
        ("note", "health", "heute früh 85 Kilo auf der Waage also seit Januar vier Kilo runter"),
        ("list", "errands", "Einkaufsliste Kartoffeln Zwiebeln Hackfleisch Tomaten Parmesan äh und Spaghetti"),
        ("list", "work", "für die Messe in Hannover Musterpumpen Prospekte Visitenkarten Rollup Verlängerungskabel"),
        ("list", "home", "Baumarkt Silikon Kartuschenpistole Schleifpapier ähm Dübel achter"),
        ("plan", "home",
         "also am Samstag erst den Rasen mähen dann die Hecke schneiden und danach den Grünschnitt zum Wertstoffhof "
         "fahren"),
        ("plan", "work",
         "Quartalsgespräch mit dem Chef vorbereiten zuerst die Zahlen aus dem CRM ziehen dann die zehn größten Kunden "
         "auflisten und dann ein paar Folien machen"),
        ("plan", "social",
         "äh für Sabines Fünfzigsten Tisch im Restaurant reservieren ihre Freundinnen einladen Torte bestellen und "
         "den Wellness Gutschein kaufen"),
    ],
    # Erwin, 80, Vermessungsingenieur im Ruhestand in Siegen, Witwer seit drei Jahren (Annemarie), Sohn Jürgen in
    # Freiburg, Schwester Gertrud; "Ich muss noch …", "Nicht vergessen: …", Großbuchstaben, Punkt am Ende
    "pensioner": [
        ("task", "health", "Ich muss noch die Tabletten für die ganze Woche in die Dosierbox sortieren."),
        ("task", "finance", "Nicht vergessen: Den Rundfunkbeitrag für das Quartal überweisen."),
        ("task", "home", "Ich muss noch die Mülltonne an die Straße stellen, am Dienstag ist Abfuhr."),
        ("task", "errands", "Nicht vergessen: Beim Schuster die braunen Schuhe abholen. Der Zettel liegt im Flur."),
        ("task", "social", "Ich muss noch Blumen für Annemaries Grab besorgen, am Sonntag ist ihr Todestag."),
        ("task", "hobby",
         "Ich muss noch die alten Dias von der Norwegenreise einscannen, das Gerät hat mir Jürgen geliehen."),
        ("communication", "social", "Jürgen am Sonntag anrufen und zum Geburtstag gratulieren."),
        ("communication", "health", "Beim Sanitätshaus anrufen, wann der neue Rollator geliefert wird."),
        ("communication", "finance",
         "Der Sparkasse schreiben, dass ich keine Kontoauszüge mehr per Post haben möchte."),
        ("communication", "home",
         "Frau Hoffmann von oben sagen, dass ihr Wasserhahn im Bad tropft. Man hört es bei mir."),
        ("note", "health", "Blutdruck heute Morgen 142 zu 85, Puls 68. Die Tablette habe ich erst um 9 genommen."),
        ("note", None, "Annemarie hat immer gesagt: Wer rastet, der rostet."),
        ("note", "social", "Die Enkelin Sophie studiert jetzt in Marburg Medizin, im dritten Semester."),
        ("note", "errands", "Die Post in der Bahnhofstraße hat jetzt nur noch vormittags geöffnet."),
        ("list", "errands", "Einkaufen: Haferflocken, Quark, 6 Eier, Leberwurst, Kaffee (gemahlen)."),
        ("list", "health",
         "Für den Arzt am Montag: Versichertenkarte, Medikamentenplan, Blutzuckerheft, Überweisung."),
        ("list", "hobby",
         "Aus der Stadtbibliothek ausleihen: Der Schwarm, Die Mittagsfrau, etwas über den Siegerländer Bergbau."),
        ("plan", "home",
         "Keller entrümpeln. Erst die alten Zeitschriften bündeln, dann den Sperrmüll anmelden, dann das Regal an "
         "die Wand schrauben."),
        ("plan", "social",
         "Für Gertruds 85. Geburtstag: ein Gedicht aufschreiben, beim Bäcker den Kuchen bestellen, für 14 Uhr ein "
         "Taxi rufen."),
        ("plan", "finance",
         "Die Papiere für die Steuer. Zuerst die Rentenbescheide heraussuchen, danach die Arztrechnungen "
         "zusammenrechnen und alles im Februar zum Lohnsteuerhilfeverein bringen."),
    ],
    # Kathi, 38, Pflegefachfrau im ambulanten Pflegedienst in Paderborn, Mann Tim, zwei Kinder; klein, schnell,
    # "hr."/"fr." für Patienten, PDL, Tour, Doku, ein Grammatikfehler
    "nurse": [
        ("task", "work", "doku von der frühtour nachtragen, hr. kemper und fr. lüke fehlen noch"),
        ("task", "work", "verbandsmaterial für fr. sander aus dem lager mitnehmen, sind nur noch 2 kompressen da"),
        ("task", "health", "eigene grippeimpfung beim betriebsarzt, bis ende oktober"),
        ("task", "home", "die waschmaschine stinkt schon wieder, entkalker rein und einmal 90 grad leer laufen lassen"),
        ("task", "learning", "fortbildung wundexpertin: hausarbeit bis 15.1. abgeben"),
        ("task", "errands", "dienstkleidung aus der reinigung holen sonst hab ich am montag nix"),
        ("communication", "work", "hausarzt von hr. kemper anrufen, blutzucker seit 3 tagen über 250"),
        ("communication", "work", "PDL fragen ob ich am 24. frei bekomme"),
        ("communication", "social", "tim whatsappen dass er die kinder heute bei oma ilse abholt, ich hab spätdienst"),
        ("communication", "work",
         "angehörige von fr. sander informieren, dass sie neues inkontinenzmaterial bestellen müssen"),
        ("note", "work", "fr. lüke ihr schlüssel liegt jetzt im blumenkasten links, nicht mehr beim nachbarn"),
        ("note", "work", "neue tour ab november: 14 patienten, start 6:15 in elsen"),
        ("note", "health", "nach dem nachtdienst wieder nur 4 std geschlafen, so gehts nicht weiter"),
        ("note", "social", "oma ilse kann die kinder nur noch montags und donnerstags nehmen"),
        ("list", "work", "für die tasche: handschuhe, desinfektion, bz-gerät, lanzetten, pflaster, kuli"),
        ("list", "errands", "rewe: toast, nutella, bananen, windeln gr 5, kaffeepads"),
        ("list", "health", "hausapotheke auffüllen: ibuprofen, nasenspray, fieberthermometer, elektrolyte"),
        ("plan", "work",
         "neuen patienten aufnehmen\n- erstbesuch machen\n- pflegeplanung schreiben\n- kostenvoranschlag mit der "
         "kasse klären\n- tourplan anpassen"),
        ("plan", "social",
         "kindergeburtstag von mila: erst einladungen verteilen, dann kuchen backen, am tag selber schnitzeljagd im "
         "garten"),
        ("plan", "learning",
         "praxisanleiterin werden: 1. mit der pdl reden 2. weiterbildung in bielefeld anmelden 3. die 300 std "
         "durchziehen"),
    ],
    # Paul, 22, studiert Lehramt Deutsch/Geschichte in Greifswald, wohnt in einer WG; klein, mit Umlauten, "vl",
    # "bib", "wg", "!!", ein Tippfehler (gliderung)
    "student": [
        ("task", "learning", "gliderung für die hausarbeit über die reformation bis montag fertig machen"),
        ("task", "learning", "in der bib die zwei bücher verlängern, sonst 5 euro mahngebühr"),
        ("task", "finance", "miete für die wg diesmal pünktlich überweisen, am 3. ist schluss!!"),
        ("task", "home", "bis sonntag bad und flur schrubben, ich steh diese woche auf dem putzplan"),
        ("task", "health", "endlich beim unisport fürs fitnessstudio anmelden, kostet nur 30 im semester"),
        ("task", None, "personalausweis verlängern, läuft im april ab"),
        ("communication", "learning", "prüfungsamt mailen wegen der anmeldung zur zwischenprüfung"),
        ("communication", "social", "mama noch zurückrufen, die hat heut dreimal durchgeklingelt während der vl"),
        ("communication", "home", "dem vermieter wegen der heizung in meinem zimmer schreiben, die bleibt kalt"),
        ("communication", "hobby", "im ruderverein nachfragen ob es im sommer einen anfängerkurs gibt"),
        ("note", "learning", "sprechstunde dr. krüger nur noch dienstags 14-15 uhr, raum 2.07"),
        ("note", None, "jede epoche träumt die folgende – michelet. gefällt mir"),
        ("note", "finance", "hab diesen monat schon 240 euro für essen ausgegeben, mensa wär billiger"),
        ("note", "learning",
         "frage mich ob ich nicht doch geschichte als erstfach nehmen sollte, macht mehr spaß als germanistik"),
        ("list", "learning",
         "literatur hausarbeit: moeller deutschland im zeitalter der reformation, kaufmann geschichte der "
         "reformation, schilling aufbruch und krise"),
        ("list", "errands", "für den wg-einkauf klopapier spülmittel müllbeutel kaffee"),
        ("list", "hobby", "vorschläge wg-kino donnerstag: sonnenallee, lola rennt, herr lehmann"),
        ("plan", "learning",
         "lernplan zwischenprüfung:\nwoche 1 mittelalter wiederholen\nwoche 2 frühe neuzeit durchgehen\n"
         "woche 3 altklausuren rechnen\nwoche 4 sprechstunde und ausruhen"),
        ("plan", "learning",
         "erasmus in krakau: erst sprachnachweis holen, dann bewerbung bis 1.2., dann zimmer suchen, dann learning "
         "agreement unterschreiben lassen"),
        ("plan", "hobby",
         "radtour nach usedom: rad durchchecken, zelt von jakob leihen, route planen, samstag früh los"),
    ],
    # Sven, 45, selbstständiger Dachdecker in Neumünster; lässt die Umlaute weg (fur, Gerust, Stuck), "Kd.", "Bst",
    # kurz, "das" statt "dass"
    "roofer": [
        ("task", "work", "Bst Petersen Dachrinne Nordseite bis Freitag montieren, Sturm ist angesagt"),
        ("task", "work", "Ziegel fur Hansen nachbestellen, 60 Stuck Frankfurter Pfanne rot"),
        ("task", "work", "Rechnung Kd. Jessen schreiben, Arbeit ist seit 3 Wochen fertig"),
        ("task", "finance", "Umsatzsteuer Voranmeldung fur Oktober bis zum 10. machen"),
        ("task", "health", "Knie rontgen lassen, tut beim Leiter steigen weh"),
        ("task", "social", "Fur Mamas 70. Geschenk besorgen, vllt Gutschein fur die Therme"),
        ("communication", "work", "Kd. Rohwer anrufen wegen Termin Besichtigung Carport"),
        ("communication", "work", "Gerustbauer Bescheid geben das wir Mo an der Kieler Str anfangen"),
        ("communication", "finance", "Steuerberaterin mailen wegen der Belege fur den Kran"),
        ("communication", "hobby", "Jens fragen ob wir Sonntag zum Angeln an den Einfelder See fahren"),
        ("note", "work", "Dach Hansen hat 38 Grad Neigung, Flache ca 140 qm"),
        ("note", "work", "Lieferant Stark hat ab Januar 8 Prozent Preiserhohung auf Schiefer"),
        ("note", "hobby", "Sonntag am See 3 Hechte, der groste 74 cm"),
        ("note", "home", "Heizung im Keller zeigt 1,2 bar, Monteur sagt unter 1,0 Wasser nachfullen"),
        ("list", "work", "Material Bst Petersen: Rinneisen, Fallrohr 100er, Bogen, Silikon, Blechschrauben"),
        ("list", "errands", "Edeka Brotchen Aufschnitt Bier Grillkohle Bratwurst"),
        ("list", "hobby", "Angelzeug: Vorfacher, Blinker, Kescher, Wathose"),
        ("plan", "work",
         "Dach Jessen neu decken - Gerust stellen - alte Ziegel runter - Lattung erneuern - neu eindecken - Gerust ab"),
        ("plan", "home", "Garage ausbauen erst Boden betonieren dann Strom legen lassen dann Werkbank rein"),
        ("plan", "finance",
         "Neuen Kran finanzieren: 1. Angebote vergleichen 2. mit Bank reden 3. Forderung beantragen"),
    ],
    # Nicole, 41, Mutter von Ben (11), Greta (8) und Lio (3) in Würzburg, halbtags in der Stadtbücherei; Groß- und
    # Kleinschreibung gemischt, "Kids", "vllt", Oma Gisela
    "parent": [
        ("task", "errands", "Die Kinder brauchen neue Winterschuhe, Greta Gr. 32, Lio Gr. 26"),
        ("task", "learning", "Gretas Hausaufgabenheft unterschreiben, liegt seit Montag rum"),
        ("task", "health", "Impftermin für Lio machen, laut Impfpass fehlt die Masern-Auffrischung"),
        ("task", "home", "Laub vor dem Haus wegmachen bevor wieder jemand ausrutscht"),
        ("task", "finance", "Kindergeld für Ben: Schulbescheinigung bei der Familienkasse hochladen"),
        ("task", "social", "Mitbringsel für die Einladung bei Hofmanns am Samstag, vllt Wein"),
        ("communication", "learning",
         "Ben sagen, er soll am Donnerstag die Blockflöte für den Musikunterricht einpacken"),
        ("communication", "social", "Oma Gisela fragen, ob sie in den Pfingstferien zwei Tage die Kids nimmt"),
        ("communication", "learning",
         "Der Klassenlehrerin von Greta schreiben, dass sie am Freitag wegen Arzttermin später kommt"),
        ("communication", "home", "Nachbarn Bescheid sagen, dass am Samstag der Container vorm Haus steht"),
        ("note", "learning", "Ben kann das Einmaleins jetzt auswendig, die Lehrerin war begeistert"),
        ("note", "health", "Greta bekommt von Erdnüssen Ausschlag, Kinderarzt meint Allergietest im Frühjahr"),
        ("note", "social", "Hofmanns Tochter heißt Marlene, nicht Magdalena!"),
        ("note", "home", "Kühlschrank brummt seit gestern ziemlich laut"),
        ("list", "errands", "Wocheneinkauf\nMilch x3\nHaferflocken\nÄpfel\nFischstäbchen\nKinderjoghurt\nBrot"),
        ("list", "learning",
         "Schulsachen Greta: Federmäppchen, Hefte Lineatur 3, Schnellhefter rot und blau, Wasserfarben"),
        ("list", None,
         "Koffer Kids für die Ostsee: Badesachen, Sonnenhüte, Sandspielzeug, Kuscheltiere, Reisetabletten"),
        ("plan", "social",
         "Bens Geburtstag mit 8 Jungs:\n1. Einladungen bis nächste Woche verteilen\n2. Lasertag buchen\n"
         "3. Pizza vorbestellen\n4. Mitgebsel packen"),
        ("plan", "home",
         "Keller als Spielzimmer: alte Sachen bei Kleinanzeigen verkaufen, Teppich legen, Regale für die Spielsachen "
         "aufbauen"),
        ("plan", "learning",
         "Ben aufs Gymnasium: am 20. zum Tag der offenen Tür, Übertrittszeugnis kopieren, Anmeldung im Mai abgeben"),
    ],
    # Marion, 56, führt einen Blumenladen in Lüneburg, Mann Heiner, Tochter in Kopenhagen, Katze; Großbuchstaben,
    # "Kd.", Großmarkt, Fleurop, knapp und sachlich
    "florist": [
        ("task", "work", "Trauerkranz für die Beerdigung Schröder bis Donnerstag 10 Uhr fertig binden"),
        ("task", "work", "Um 5 zum Großmarkt nach Hamburg, Rosen und Eukalyptus sind alle"),
        ("task", "work", "Schaufenster auf Advent umdekorieren"),
        ("task", "finance", "Ladenmiete für Dezember überweisen, diesmal mit der Nebenkostennachzahlung"),
        ("task", "health", "Zum Hautarzt wegen der Hände, die Risse heilen nicht mehr"),
        ("task", "home", "Katze entwurmen, Tabletten sind im Küchenschrank"),
        ("communication", "work", "Frau Brinkmann zurückrufen wegen Brautstrauß, sie will doch Pfingstrosen"),
        ("communication", "work", "Fleurop-Zentrale anmailen, Auftrag 88213 wurde doppelt abgerechnet"),
        ("communication", "social", "Meiner Tochter in Kopenhagen schreiben, ob sie Weihnachten kommt"),
        ("communication", "work", "Aushilfe Lea Bescheid geben, dass sie Samstag ab 8 im Laden sein soll"),
        ("note", "work", "Kd. Hoppe bestellt jedes Jahr zum Hochzeitstag 30 rote Rosen, immer am 17. Juni"),
        ("note", "work", "Hortensien halten in der Vase länger, wenn man die Stiele kurz in kochendes Wasser taucht"),
        ("note", "health", "Seit ich Baumwollhandschuhe unter den Gummihandschuhen trage, sind die Hände besser"),
        ("note", "social", "Heiner und ich haben uns am 3. Mai 1991 im Kurpark kennengelernt"),
        ("list", "work",
         "Großmarkt: Rosen Avalanche 2 Bund, Schleierkraut, Eukalyptus, Steckmasse, Bindedraht"),
        ("list", "errands", "Nach Feierabend: Brot, Käse, Weintrauben, Katzenfutter"),
        ("list", "hobby", "Hörbücher fürs Auto: Die Wand von Marlen Haushofer, Unterleuten, Der Trafikant"),
        ("plan", "work",
         "Hochzeit Brinkmann 12.6.\n- Blumen am 10. beim Großmarkt bestellen\n- Brautstrauß am Morgen binden\n"
         "- Tischdeko ab 11 in der Kirche aufbauen\n- abends wieder abbauen"),
        ("plan", "work",
         "Onlineshop starten: erst Fotos von den Sträußen machen lassen, dann mit dem Neffen die Website bauen, dann "
         "den Lieferdienst klären"),
        ("plan", "social",
         "Heiners 60.: Saal im Ratskeller anfragen, Band buchen, Einladungen drucken, Blumen mach ich selbst"),
    ],
    # Nils, 33, Marketing Manager bei einer Softwarefirma in Mainz, läuft Halbmarathon; Denglisch (slides, review,
    # follow-up, syncen, launch, KPIs), US-Tastatur: ae/oe/ue statt Umlaut, meist klein
    "marketing": [
        ("task", "work", "Slides fuer das Q3 Review bis Donnerstag finalisieren"),
        ("task", "work", "budget forecast fuer die messe in koeln updaten, zahlen von finance fehlen noch"),
        ("task", "work", "newsletter kampagne im hubspot schedulen, go live montag 9 uhr"),
        ("task", "health", "physio termine fuer die achillessehne ausmachen, 6x verschrieben"),
        ("task", None, "reisepass fuer den new york trip verlaengern!!"),
        ("task", "home", "IKEA schrank im flur endlich aufbauen, steht seit 2 wochen im karton rum"),
        ("communication", "work", "follow-up mail an die agentur wegen der neuen landingpage"),
        ("communication", "work", "kurz mit lisa syncen wegen dem webinar naechste woche"),
        ("communication", "social", "jana texten ob wir samstag brunchen"),
        ("communication", "finance",
         "bei der bank wegen der kreditkarte anrufen, limit ist zu niedrig fuer den urlaub"),
        ("note", "work", "conversion rate auf der pricing page ist seit dem relaunch von 2,1 auf 3,4 % gestiegen"),
        ("note", "work", "feedback vom CEO: weniger buzzwords, mehr use cases in den slides"),
        ("note", "hobby", "lisa empfiehlt den podcast hotel matze, soll super sein"),
        ("note", "health", "resting hr nach 6 wochen training von 64 auf 57 runter 💪"),
        ("list", "work", "fuer das launch event: catering, fotograf, goodie bags, namensschilder, beamer"),
        ("list", "errands", "supermarkt: hafermilch, avocados, tofu, limetten, tortillas"),
        ("list", None, "NYC: pass, ESTA ausdruck, adapter, kreditkarte, kopfhoerer"),
        ("plan", "work",
         "launch plan neue app\n1. briefing an die agentur schicken\n2. landingpage live nehmen\n"
         "3. pressemitteilung raushauen\n4. social ads starten\n5. KPIs nach 2 wochen checken"),
        ("plan", "health",
         "halbmarathon im april: ab januar 3x die woche laufen, im februar lange laeufe bis 18 km, im maerz tempo "
         "training, letzte woche tapern"),
        ("plan", None,
         "new york trip: fluege buchen → hotel in brooklyn suchen → ESTA beantragen → broadway tickets holen"),
    ],
    # Martina, 49, Buchhaltung bei einem Möbelhersteller in Wels (Oberösterreich), Mann Thomas, zwei Söhne (Matthias
    # maturiert heuer); Standardschreibung mit österreichischen Wörtern (Jänner, heuer, Matura, Klassenvorstand,
    # Ordination, Topfen, Erdäpfel, Schlagobers, Kren, Buben, Fleischhauer, Paradeiser)
    "wels": [
        ("task", "work", "Mahnlauf für Oktober bis Mittwoch durchführen, vorher die offenen Posten abstimmen"),
        ("task", "learning",
         "Für Matthias die Maturaanmeldung unterschreiben, Abgabe im Sekretariat bis 20. Jänner"),
        ("task", "health", "Termin in der Ordination von Dr. Huber wegen der Schilddrüse, der Befund ist da"),
        ("task", "finance", "Arbeitnehmerveranlagung für 2025 über FinanzOnline machen"),
        ("task", "errands", "Topfen und Semmelbrösel für die Knödel besorgen"),
        ("task", "home",
         "Die Terrasse muss vor dem ersten Frost noch winterfest werden, die Oleander kommen in die Garage."),
        ("communication", "social",
         "Meiner Schwester in Linz sagen, dass wir zu Allerheiligen erst am Nachmittag kommen"),
        ("communication", "work",
         "Dem Steuerberater die Saldenliste schicken und fragen, ob die Abgrenzung so passt"),
        ("communication", "learning", "Beim Klassenvorstand von Matthias anrufen wegen der Fehlstunden"),
        ("communication", "finance",
         "Die ÖGK hat die Physio-Rechnungen vom Sommer immer noch nicht erstattet, dort anrufen und nachhaken"),
        ("note", "work", "Ab Jänner gilt die neue Reisekostenrichtlinie, das Kilometergeld bleibt bei 0,50 €"),
        ("note", "errands", "Beim Fleischhauer in der Bahnhofstraße ist freitags der Leberkäse im Angebot"),
        ("note", "social", "Thomas und ich sind heuer 25 Jahre verheiratet, am 14. August"),
        ("note", "health", "TSH laut Befund 4,8, Dr. Huber sagt grenzwertig"),
        ("list", "errands", "Einkaufszettel: Erdäpfel, Zwiebeln, Rindsuppe, Schlagobers, Kren"),
        ("list", "learning", "Für die Matura braucht Matthias: Taschenrechner TI-82, Duden, Formelsammlung, Ausweis"),
        ("list", "home", "Fürs Badezimmer: Handtuchhalter, Spiegelschrank, Duschvorhang, Badematte"),
        ("plan", "social",
         "Zum 25. Hochzeitstag:\n• Wochenende in der Wachau buchen\n• Oma fragen, ob sie die Buben nimmt\n"
         "• Ringe gravieren lassen"),
        ("plan", "work",
         "Jahresabschluss: zuerst Inventur am 31.12., danach Abschreibungen buchen, dann Rückstellungen bilden, am "
         "Schluss alles an den Steuerberater"),
        ("plan", "home",
         "Garten im Frühjahr. Erst die Hecke schneiden, dann das Hochbeet aufbauen, Erde bestellen und im Mai die "
         "Paradeiser setzen."),
    ],
}


if __name__ == "__main__":
    main(WRITERS, "de", out_name="dev3.jsonl", distinct=("dev.jsonl", "dev2.jsonl", "eval.jsonl"))

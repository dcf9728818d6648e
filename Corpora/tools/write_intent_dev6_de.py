#!/usr/bin/env python3
"""Write the sixth German intent development set, Corpora/intents/de/dev6.jsonl.

240 captures written by hand, one at a time, in the voices of fourteen imagined writers (17 or 18 each) from
Germany, Austria and Switzerland, aged 16 to 80, none of them used in the dev4 or dev5 scripts; no templates,
slots or generator. The records below are the data; the script only checks and writes them. Standard library
only; the output is byte-identical on every run, from any working directory and under any PYTHONHASHSEED.

The set leans on hard but fair cases in every class: tasks written as a need or an obligation ("Dachrinne über
Garagen voll Laub") or with a reason clause and no comma, requests to others phrased as questions, notes that
name a day or a person or read like a task but only record something, lists without commas or with quantities,
plans with arrows, numbers or "erst ... dann ...", captures dictated with fillers ("äh", "also", "ja", "gell"),
English words mixed in, and Swiss and Austrian vocabulary (Chindsgi, Znüni, parkieren, Velo, Jänner, heuer,
Trafik, Feber).

This is a DEVELOPMENT set: rules and settings may be fitted to it, so a score on it means little once that has
happened. It is never trained on.

Checks before writing (the other files are read by script only; only rows of THIS set are ever printed):
* every label is one of the five intents and nine categories (Corpora/README.md);
* no two rows of this set share a folded key;
* no row shares a folded key with a row of train.jsonl, dev.jsonl, dev2.jsonl, dev3.jsonl, dev4.jsonl,
  dev5.jsonl or eval.jsonl of Corpora/intents/de, and none has a word-set Jaccard >= 0.5 with one.

    python3 Corpora/tools/write_intent_dev6_de.py
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_dev_set import (  # noqa: E402  (checks, writes and counts the set; the label names)
    C, ERR, FIN, HEALTH, HOBBY, HOME, L, LEARN, N, NULL, P, SOC, T, WORK, write_set)

OTHERS = ["train.jsonl", "dev.jsonl", "dev2.jsonl", "dev3.jsonl", "dev4.jsonl", "dev5.jsonl", "eval.jsonl"]
JACCARD_LIMIT = 0.5



# (writer, text, intent, category)
RECORDS: list[tuple[str, str, str, str | None]] = [
    # --- josef: Josef, 80, retired dairy farmer near Kempten in the Allgäu, son Michl runs the farm now, wife
    #     Anni, keeps bees; capitals, writes umlauts as ae/oe/ue (learned on a typewriter), "heut", "heuer",
    #     "nimmer", "gell", trailing "..."
    ("josef", "Die Bienenstoecke muessen vor dem Winter noch einmal durchgeschaut werden...", T, HOBBY),
    ("josef", "Batterien fuers Hoergeraet holen", T, HEALTH),
    ("josef", "Grabpflege fuer die Eltern bei der Gaertnerei Wiedemann zahlen, 180 Euro, die Rechnung liegt in "
              "der Kuechenschublade", T, FIN),
    ("josef", "Holz fuer den Kachelofen reinholen bevor es schneit", T, HOME),
    ("josef", "Zum 50. vom Michl ein gscheites Taschenmesser kaufen", T, SOC),
    ("josef", "Heut vor 59 Jahren haben die Anni und ich in Sankt Lorenz geheiratet. Geregnet hat es genauso wie "
              "heut...", N, SOC),
    ("josef", "Die Schwalben sind am 4. April wieder unterm Dach gewesen, so frueh wie noch nie", N, NULL),
    ("josef", "Der Michl hat jetzt 64 Kuehe im Stall, zu meiner Zeit waren es 22 und wir waren auch zufrieden...",
     N, NULL),
    ("josef", "Honig heuer: 38 Kilo, 6 Voelker", N, HOBBY),
    ("josef", "Die Rosi in Augsburg anrufen ob sie an Kirchweih heimkommt", C, SOC),
    ("josef", "Beim Imkerverein Bescheid sagen dass ich ab Maerz nimmer Vorstand mach, gell, es reicht", C, HOBBY),
    ("josef", "Der Gemeinde schreiben wegen der Grundsteuer, da stimmt die Flurnummer nicht", C, FIN),
    ("josef", "Brotzeit fuers Holzmachen: Leberkaes, Bauernbrot, Radi, Senf, 6 Halbe", L, ERR),
    ("josef", "Imkersachen bestellen: Rauchervlies, Stockmeissel, Mittelwaende, Handschuhe Gr. 10", L, HOBBY),
    ("josef", "Ins Krankenhaus fuer die Anni mitnehmen: Brille, Rosenkranz, Nachthemd, Zahnbuerste, "
              "Kreuzwortraetsel", L, HEALTH),
    ("josef", "Den alten Stadl herrichten. Zuerst das Dach flicken, dann den Boden ausbessern, dann mit dem Michl "
              "die alten Maschinen rausziehen und zuletzt alles kalken.", P, HOME),
    ("josef", "Diamantene Hochzeit naechstes Jahr: Saal im Gasthof Adler reservieren, die Blasmusik fragen, "
              "Einladungen drucken lassen, beim Pfarrer die Messe bestellen", P, SOC),

    # --- katrin: Katrin, 49, part-time insurance clerk in Bielefeld, her mother (84, dementia) lives in the Haus
    #     Abendrot care home, brother Jens in Munich; capitals, long rambling sentences with few commas
    ("katrin", "Mama braucht neue Hausschuhe mit Klettverschluss, die alten rutschen und die Pflegerin hat mich "
               "schon drauf angesprochen", T, ERR),
    ("katrin", "Namensschilder in Mamas neue Wäsche einnähen sonst landet wieder alles bei Frau Brinkmann im "
               "Schrank", T, SOC),
    ("katrin", "Antrag auf Höherstufung vom Pflegegrad ausfüllen, das Formular liegt im Handschuhfach", T, FIN),
    ("katrin", "Meine eigene Mammographie ist seit März überfällig", T, HEALTH),
    ("katrin", "Die Rechnung vom Heim ist 214 Euro höher als letzten Monat das muss ich prüfen bevor ich "
               "überweise", T, FIN),
    ("katrin", "Mama hat mich heute zweimal Gisela genannt, so heißt ihre Schwester. Beim dritten Mal hab ich "
               "einfach ja gesagt und ihr die Hand gehalten.", N, SOC),
    ("katrin", "Im Haus Abendrot kann man eigentlich immer kommen, aber zwischen 12 und 14 Uhr ist Mittagsruhe "
               "und dann gucken alle schief", N, SOC),
    ("katrin", "Sie isst wieder besser seit sie mittags neben Herrn Kuhlmann sitzt, der erzählt ihr von früher "
               "vom Hof in Enger und von den Pferden und sie lacht sogar, die Pflegerin sagt sie hat zwei Kilo "
               "zugenommen und trinkt auch mehr, das hätte ich im Sommer nicht gedacht als sie kaum noch was "
               "angerührt hat", N, HEALTH),
    ("katrin", "Jens anrufen, er muss sich endlich an den Kosten beteiligen, ich stemme das nicht mehr allein",
     C, FIN),
    ("katrin", "Pflegedienstleitung Frau Obermeier fragen, warum Mama seit Dienstag die Tabletten gemörsert "
               "bekommt", C, HEALTH),
    ("katrin", "Jens, kannst du im März mal ein Wochenende übernehmen? ich brauch eine Pause", C, SOC),
    ("katrin", "Meinem Teamleiter mailen dass ich Donnerstag ab 12 weg bin, Arzttermin mit Mama", C, WORK),
    ("katrin", "Für Mama ins Heim mitbringen: Nivea, Weingummi ohne Gelatine, blaue Strickjacke, Fotos von den "
               "Enkeln, Batterien fürs Radio", L, SOC),
    ("katrin", "Unterlagen Pflegekasse: Kopie Ausweis, Vorsorgevollmacht, Arztbriefe, letzte Kontoauszüge", L, FIN),
    ("katrin", "Mamas Wohnung auflösen: erst mit Jens klären was er haben will, dann Fotos und Papiere raussuchen, "
               "dann Entrümpler bestellen und die Wohnung zum 31.3. kündigen", P, HOME),
    ("katrin", "Ihr 85. im Heim: Kuchen beim Bäcker bestellen, Gemeinschaftsraum reservieren, Enkel einladen, "
               "Fotowand basteln", P, SOC),
    ("katrin", "Ich muss auch mal an mich denken also ab nächster Woche mittwochs nicht ins Heim sondern zum Yoga, "
               "sonntags nur eine Stunde bleiben und den Gesprächskreis für Angehörige ausprobieren", P, HEALTH),

    # --- leon: Leon, 16, first-year apprentice electronics technician at a small firm in Dortmund, vocational
    #     school ("bs"), BVB, FIFA, saving for a moped; lower case, no punctuation, "digga", "we", "is", "krieg"
    ("leon", "berichtsheft kw 8 und 9 nachtragen", T, LEARN),
    ("leon", "s3 sicherheitsschuhe kaufen meine sind durch", T, WORK),
    ("leon", "theoriebögen mofa in der app durchklicken", T, LEARN),
    ("leon", "zimmer aufräumen sonst kein fifa", T, HOME),
    ("leon", "bvb trikot zurückschicken falsche größe", T, ERR),
    ("leon", "ausbilder sagt fi immer zuerst testen bevor man anklemmt", N, WORK),
    ("leon", "erster lohn 1020 netto 🤑", N, FIN),
    ("leon", "bs ab montag raum 204", N, LEARN),
    ("leon", "weekend league 11-9 digga", N, HOBBY),
    ("leon", "mama schreiben bin bei kevin", C, SOC),
    ("leon", "ausbilder fragen ob ich freitag frei krieg wegen mofa prüfung", C, WORK),
    ("leon", "fahrschule anrufen wegen praxisstunde", C, LEARN),
    ("leon", "baustelle mitnehmen brotdose cuttermesser seitenschneider phasenprüfer", L, WORK),
    ("leon", "bs tasche taschenrechner tabellenbuch schnellhefter", L, LEARN),
    ("leon", "fürs mofa noch kaufen helm handschuhe regenkombi kettenschloss", L, ERR),
    ("leon", "mofa: erst theorie bestehen dann 6 fahrstunden dann prüfung dann gebraucht eine kaufen", P, NULL),
    ("leon", "zwischenprüfung: alte prüfungen von jannis holen, jeden abend 30 min schaltpläne üben, tabellenbuch "
             "markieren", P, LEARN),

    # --- marco: Marco, 38, IT administrator at a logistics firm in Stuttgart-Feuerbach, wife Steffi, son Paul (3),
    #     mountain bikes on the Swabian Alb; capitals and umlauts, English IT words (renewen, Cutover, Change,
    #     Homelab), arrows
    ("marco", "VPN-Zertifikat bis 14. renewen!", T, WORK),
    ("marco", "Backup Fileserver schlägt seit Montag fehl", T, WORK),
    ("marco", "MFA fürs private Google-Konto aktivieren", T, NULL),
    ("marco", "Bremsbeläge am Bike checken bevor wir Samstag auf die Alb fahren", T, HOBBY),
    ("marco", "Kita-Gebühren Lastschrift einrichten", T, FIN),
    ("marco", "Drucker 2. OG hat die IP 10.20.4.31, nicht .13 wie in der Doku", N, WORK),
    ("marco", "Steffi sagt Paul hat heut zum ersten Mal 'Papa Computer kaputt' gesagt 😅", N, SOC),
    ("marco", "Idee: Homelab auf Proxmox umziehen, der alte NUC würde reichen", N, HOBBY),
    ("marco", "Ruhepuls morgens 54, im Frühjahr 61", N, HEALTH),
    ("marco", "Dienstleister anrufen, Ticket #48211 hängt seit einer Woche", C, WORK),
    ("marco", "Herrn Brenner (GF) kurz Bescheid geben, dass die Migration am Wochenende läuft", C, WORK),
    ("marco", "Steffi: holst du Paul heute ab? hab Change-Fenster bis 19 Uhr", C, SOC),
    ("marco", "Vermieter mailen, Glasfaser-Techniker braucht am Dienstag Zugang zum Keller", C, HOME),
    ("marco", "Bestellung Azubis: 3x Laptop, 3x Dockingstation, 6 Monitore, 3 Headsets", L, WORK),
    ("marco", "Alb-Tour: Schlauch, Minitool, Riegel, Regenjacke", L, HOBBY),
    ("marco", "Exchange-Migration: Postfächer inventarisieren -> Testuser migrieren -> Cutover am WE -> Montag "
              "Support vor Ort", P, WORK),
    ("marco", "Arbeitszimmer einrichten: Schreibtisch kaufen, LAN-Kabel verlegen, Lampe montieren, dann den alten "
              "PC entsorgen", P, HOME),

    # --- seraina: Seraina, 31, kindergarten teacher in Chur (Graubünden), Romansh grandmother (Nona), plays in
    #     the village brass band; Swiss spelling (never ß), Swiss words ("Chindsgi", "Finken", "Znüni", "Zmorge",
    #     "Velo", "parkieren", "zügeln", "ein SMS", "Räbeliechtli")
    ("seraina", "Finken der neuen Chindsgi-Kinder anschreiben", T, WORK),
    ("seraina", "Velo in Service, Bremsen quietschen", T, ERR),
    ("seraina", "Steuererklärung GR einreichen bis 31.3.", T, FIN),
    ("seraina", "19 Räbeliechtli schnitzen bis Donnerstag", T, WORK),
    ("seraina", "Am Samstag bei Nona Zmorge machen, sie wird 90", T, SOC),
    ("seraina", "Parkieren beim Schulhaus neu nur noch mit Bewilligung", N, WORK),
    ("seraina", "Lio hat beim Znüni gesagt, Bäume seien die Haare von der Erde 🌳", N, WORK),
    ("seraina", "bun di = guten Tag auf Romanisch, hat Nona gesagt", N, LEARN),
    ("seraina", "Vom Brambrüesch zu Fuss runter in 2h, die neuen Wanderschuhe drücken nicht mehr", N, HOBBY),
    ("seraina", "Den Eltern von Mila schreiben, dass sie morgen die Regenhosen mitbringen soll", C, WORK),
    ("seraina", "Schulleitung fragen, ob wir den Waldtag auf Donnerstag verschieben dürfen", C, WORK),
    ("seraina", "Anna von der Musikgesellschaft ein SMS schicken, ich komme heute später an die Probe", C, HOBBY),
    ("seraina", "Migros: Bündnerfleisch, Birnbrot, Milch, Gipfeli, Bananen fürs Znüni", L, ERR),
    ("seraina", "Waldtag mitnehmen: Sitzkissen, Becherlupen, Seil, Notfallapotheke", L, WORK),
    ("seraina", "Skiferien Savognin: Helm, Skibrille, Handschuhe, Skipass, Sonnencreme", L, NULL),
    ("seraina", "Krippenspiel im Chindsgi: Rollen verteilen, Kostüme bei den Eltern zusammensuchen, jeden Morgen "
                "10 Min üben, zum Schluss Einladungen verteilen", P, WORK),
    ("seraina", "Zügeln nach Domat/Ems: zuerst Wohnung kündigen, dann Zügelwagen reservieren, Adresse beim "
                "Einwohneramt ändern, am Schluss Wohnungsabgabe mit Putzinstitut", P, HOME),

    # --- wolfgang: Wolfgang, 56, long-haul truck driver from Haldensleben (Saxony-Anhalt), on the road all week,
    #     wife Petra, grandson Jonte, skat on Saturdays; dictates at the wheel: lower case, no punctuation,
    #     "äh", "also", "ja", run-ons
    ("wolfgang", "äh fahrerkarte läuft im juni ab also neue beantragen ja beim straßenverkehrsamt", T, WORK),
    ("wolfgang", "also die bremse vom auflieger zieht nach links ja das muss in die werkstatt", T, WORK),
    ("wolfgang", "äh modul drei von der berufskraftfahrer weiterbildung muss bis august gemacht sein", T, LEARN),
    ("wolfgang", "also blutdrucktabletten sind fast alle ja rezept holen wenn ich freitag daheim bin", T, HEALTH),
    ("wolfgang", "kfz steuer fürs privatauto zweimal abgebucht äh kontoauszug prüfen", T, FIN),
    ("wolfgang", "also rasthof garbsen nord duschen kostet jetzt vier euro ja aber sauber", N, NULL),
    ("wolfgang", "äh heute 38 minuten an der rampe in bremen gewartet bis einer aufgemacht hat", N, WORK),
    ("wolfgang", "also jonte hat am telefon gesagt opa ich kann jetzt ohne stützräder", N, SOC),
    ("wolfgang", "a2 bei lehrte ab montag nur zwei spuren ja baustelle bis oktober", N, WORK),
    ("wolfgang", "äh disposition anrufen dass ich es heute nicht mehr bis kassel schaff lenkzeit ist um", C, WORK),
    ("wolfgang", "also petra whatsappen ja bin freitag erst gegen acht da", C, SOC),
    ("wolfgang", "äh versicherung anrufen wegen der delle im privatauto", C, FIN),
    ("wolfgang", "also heiko sagen dass ich samstag doch zum skat komm", C, HOBBY),
    ("wolfgang", "äh für die woche ins führerhaus also wasser kaffeepulver dosenwurst knäcke bananen", L, ERR),
    ("wolfgang", "ersatz besorgen ja vier spanngurte eine ratsche kantenschutz", L, WORK),
    ("wolfgang", "also urlaub mit petra an der ostsee ja erst ferienwohnung in kühlungsborn buchen dann bei der "
                 "dispo den urlaub eintragen lassen und dann den hund bei ihrer schwester unterbringen", P, NULL),
    ("wolfgang", "äh spielhaus für jonte also erst fundament gießen dann den bausatz aufstellen ja dachpappe drauf "
                 "und zum schluss streichen", P, HOME),
    ("wolfgang", "äh rente mit 63 also erst rentenauskunft anfordern dann beim vdk beraten lassen dann mit petra "
                 "durchrechnen ob das geld reicht", P, FIN),

    # --- annette: Annette, 44, owner-pharmacist in Graz (Styria), husband Bernhard, son Moritz (12); capitals
    #     and full stops, Austrian words ("Jänner", "heuer", "Trafik", "Ordination", "Kassa", "Erdäpfel",
    #     "Topfen", "Sackerl", "Klassenvorständin", "BE", "Schikurs", "E-Card")
    ("annette", "Nachtdienstplan für Jänner fertig machen.", T, WORK),
    ("annette", "Temperaturprotokoll vom Impfstoffkühlschrank unterschreiben, die Revision ist nächste Woche.",
     T, WORK),
    ("annette", "Moritz braucht bis Freitag einen A3-Zeichenblock und Deckfarben für BE.", T, LEARN),
    ("annette", "Vignette 2027 kaufen.", T, NULL),
    ("annette", "Zeckenimpfung auffrischen, bin schon drüber.", T, HEALTH),
    ("annette", "Heuer schon 340 Grippeimpfungen in der Apotheke, doppelt so viele wie im Vorjahr.", N, WORK),
    ("annette", "Beim Lendplatz sperrt die Trafik neuerdings auch sonntags am Vormittag auf.", N, ERR),
    ("annette", "Bernhard mag Marillenknödel nur mit Butterbröseln, nicht mit Zimt.", N, SOC),
    ("annette", "Idee: im Frühjahr ein Kundenabend zum Thema Schlaf, gemeinsam mit der Ordination Dr. Pichler?",
     N, WORK),
    ("annette", "Großhandel anrufen wegen fehlendem Amoxicillin-Saft.", C, WORK),
    ("annette", "Der Klassenvorständin von Moritz mailen, er fehlt am Donnerstag wegen dem Kieferorthopäden.",
     C, LEARN),
    ("annette", "Steuerberater fragen, ob die neue Kassa heuer noch abgeschrieben werden kann.", C, FIN),
    ("annette", "Billa: Erdäpfel 2 kg, Topfen, Marillenmarmelade, Vollkornweckerl, 1 Sackerl Zwiebeln", L, ERR),
    ("annette", "Schikurs Moritz: Schihelm, Schibrille, Funktionsunterwäsche, E-Card, Taschengeld", L, LEARN),
    ("annette", "Reiseapotheke Kroatien: Ohrentropfen, Sonnenschutz 50, Elektrolyte, Fenistil, Pflaster", L, HEALTH),
    ("annette", "Umbau Offizin: zuerst mit der Kammer die Genehmigung klären, dann Angebote von drei Tischlern "
                "einholen, im August umbauen, die Kundschaft vorher informieren.", P, WORK),
    ("annette", "Firmung Moritz: Firmpaten fragen, Anzug kaufen, Gasthaus reservieren, Einladungen verschicken.",
     P, SOC),

    # --- tarek: Tarek, 34, single father in Berlin-Neukölln, shift planner at a parcel hub, son Yusuf (7),
    #     daughter Lina (4), his mother lives in Spandau; lower case, emoji, "kids", "yalla", "is", "mo"/"do"
    ("tarek", "yusufs turnbeutel waschen bis mo", T, HOME),
    ("tarek", "kinderzuschlag neu beantragen bei der familienkasse", T, FIN),
    ("tarek", "lina muss zur u8 beim kinderarzt, termin machen", T, HEALTH),
    ("tarek", "schichtplan kw 12 bis donnerstag raushauen", T, WORK),
    ("tarek", "yusuf braucht ne winterjacke in 128, die ärmel von der alten gehn nur noch bis zum handgelenk", T, ERR),
    ("tarek", "lina hat heute 'papa du bist mein bester freund' gesagt und ich musste in der u7 fast heulen 🥹",
     N, SOC),
    ("tarek", "kinderarzt dr aydin: offene sprechstunde nur mo und do 8-10", N, HEALTH),
    ("tarek", "die bvg app zeigt den m41 immer 3 min zu früh an", N, NULL),
    ("tarek", "mama sagt der kreuzkümmel kommt erst ganz am ende in die linsensuppe sonst wirds bitter", N, NULL),
    ("tarek", "hausverwaltung schreiben wegen schimmel im kinderzimmer, zweite mail!!", C, HOME),
    ("tarek", "mama anrufen kann sie samstag die kids nehmen ich hab spätschicht", C, SOC),
    ("tarek", "teamleiter fragen ob ich in den osterferien nur frühschicht kann wegen hort zu", C, WORK),
    ("tarek", "lidl milch toast bananen fischstäbchen pullups", L, ERR),
    ("tarek", "yusufs geburtstag gäste: emir, ben, aylin, noah, sami, finn", L, SOC),
    ("tarek", "yusuf schulranzen: lesebuch, hausaufgabenheft, turnbeutel, obst", L, LEARN),
    ("tarek", "yusufs 8. geburtstag: trampolinhalle reservieren, einladungen mit ihm basteln, kuchen bei mama "
              "bestellen, mitgebsel kaufen yalla", P, SOC),
    ("tarek", "3 zimmer wohnung: erst wbs verlängern dann besichtigung dann mietvertrag dann transporter von ahmed "
              "leihen", P, HOME),

    # --- ingeborg: Ingeborg, 71, retired doctor's receptionist in Lübeck, alto in the church choir (Kantorei),
    #     husband Gerhard, two sons in Hamburg; capitals, full stops, "u." for "und", "Du" capitalised
    ("ingeborg", "Die Noten für das Weihnachtsoratorium müssen bis zur nächsten Probe eingebunden sein.", T, HOBBY),
    ("ingeborg", "Das schwarze Konzertkleid zur Reinigung bringen.", T, ERR),
    ("ingeborg", "Für unseren Hochzeitstag im Mai einen Tisch in der Schiffergesellschaft bestellen.", T, SOC),
    ("ingeborg", "Zum Augenarzt, die Lesebrille reicht bei den kleinen Noten nicht mehr.", T, HEALTH),
    ("ingeborg", "Kantor Wiese: Der Atem kommt aus dem Bauch, nicht aus den Schultern.", N, HOBBY),
    ("ingeborg", "Die Probe am Dienstag war schön, die Soprane waren endlich sicher im Schlusschoral.", N, HOBBY),
    ("ingeborg", "Gerhard hatte am Sonntag Geburtstag, die Jungs haben per Video angerufen u. er hat sich sehr "
                 "gefreut.", N, SOC),
    ("ingeborg", "Kantorei-Beitrag jetzt 60 € jährlich.", N, FIN),
    ("ingeborg", "Frau Claußen aus dem Alt fragen, ob sie mich Dienstag zur Probe mitnimmt, wegen meinem Knie.",
     C, HOBBY),
    ("ingeborg", "Den Jungs in Hamburg schreiben, dass das Konzert am 3. Advent um 17 Uhr ist u. es Karten an der "
                 "Abendkasse gibt.", C, SOC),
    ("ingeborg", "Bei der Barmer anrufen wegen der Erstattung für die Brille.", C, FIN),
    ("ingeborg", "Hilde, kannst Du mir die Aufnahme von der Dienstagsprobe schicken?", C, HOBBY),
    ("ingeborg", "Chorwochenende Ratzeburg: Noten, Bleistift u. Radiergummi, Hausschuhe, Wärmflasche, "
                 "Halstabletten.", L, HOBBY),
    ("ingeborg", "Markt Sa: Grünkohl 2 kg, Kassler, Kochwurst, Senf, Zwiebeln.", L, ERR),
    ("ingeborg", "Weihnachtsgeschenke: Gerhard Schal, Timo Buch, Lasse Lego, Nachbarin Marzipan.", L, SOC),
    ("ingeborg", "50 Jahre Kantorei: zuerst die Ehemaligen anschreiben, dann die Festschrift zusammenstellen, "
                 "danach Saal u. Büfett organisieren.", P, HOBBY),
    ("ingeborg", "Gerhard soll sich erholen: erst die Reha beantragen, dann mit ihm einen Kurort aussuchen, dann "
                 "die Fahrt mit den Jungs klären.", P, HEALTH),

    # --- rainer: Rainer, 62, retired mechanical engineer in Kassel who lets the six flats of his own apartment
    #     house himself, son Thomas, daughter Bärbel; capitals, terse, landlord shorthand ("WE 3", "EG li",
    #     "1. OG re", "NK-Abrechnung"), a numbered plan in one line
    ("rainer", "NK-Abrechnung 2025 bis 30.11. an alle Mieter raus", T, FIN),
    ("rainer", "Rauchmelder WE 2 + WE 5 fällig", T, HOME),
    ("rainer", "Dachrinne über Garagen voll Laub", T, HOME),
    ("rainer", "Kaution Frau Petersen (EG li) zurücküberweisen, 1.650 € plus Zinsen", T, FIN),
    ("rainer", "Vorsorge Darmspiegelung ausmachen, mit 62 wird's Zeit", T, HEALTH),
    ("rainer", "WE 4 Wasserzähler am 03.01.: 412,7 m³", N, HOME),
    ("rainer", "Heizung: Fa. Dittmar schnell aber teuer, Fa. Rode langsam aber gründlich", N, HOME),
    ("rainer", "Heizung WE 1 läuft wieder, Thermostat war nur verstellt", N, HOME),
    ("rainer", "Herrn Kowalski (1. OG re) schriftlich mitteilen, dass am 12. das Wasser abgestellt wird", C, HOME),
    ("rainer", "Sturmschaden der Gebäudeversicherung melden, zwei Ziegel auf dem Parkplatz", C, FIN),
    ("rainer", "Herrn Lotze (Schornsteinfeger) wg. Feuerstättenschau anrufen", C, HOME),
    ("rainer", "Thomas schreiben, ob er das Haus später überhaupt übernehmen will", C, SOC),
    ("rainer", "Baumarkt: 2 Eimer Fassadenfarbe weiß, Abdeckfolie, Silikon transparent, Dübel 8er, Streusalz "
               "25 kg", L, HOME),
    ("rainer", "Neuvermietung WE 3: Mietvertrag, Übergabeprotokoll, Energieausweis, Hausordnung, 3 Schlüssel",
     L, HOME),
    ("rainer", "WE 3 nach Auszug: 1. Tapeten runter 2. Elektrik prüfen lassen 3. Vinyl legen 4. streichen "
               "5. Anzeige schalten", P, HOME),
    ("rainer", "Heizungstausch bis 2028: Energieberater beauftragen, Förderung beantragen, drei Angebote "
               "Wärmepumpe einholen, Mieter informieren", P, HOME),
    ("rainer", "Haus verkaufen oder behalten? erst Wertgutachten, dann Termin beim Steuerberater, dann Familienrat "
               "mit Thomas und Bärbel", P, FIN),

    # --- fritzi: Friederike "Fritzi", 28, PhD student in molecular biology in Göttingen, ultimate frisbee,
    #     long-distance boyfriend Joris in Amsterdam; lower case, English lab words (blot, overnight, draft,
    #     figures, "sup" for supervisor), arrows
    ("fritzi", "blot von gestern wiederholen, verschmiert", T, WORK),
    ("fritzi", "zellen splitten bevor ich heimgeh sonst sind die bis montag überwachsen", T, WORK),
    ("fritzi", "reisekostenantrag für heidelberg einreichen", T, WORK),
    ("fritzi", "physio übungen schulter jeden abend, auch ohne lust", T, HEALTH),
    ("fritzi", "anti-gapdh 1:5000 in 5% milch, overnight bei 4 grad klappt am besten", N, WORK),
    ("fritzi", "sup meinte heute nebenbei 'you should think about a postdoc' ??? 🤯", N, WORK),
    ("fritzi", "joris kommt am 14. mit dem ice um 19:02 an", N, SOC),
    ("fritzi", "ultimate ab november in der halle vom sportinstitut, mittwochs 20 uhr", N, HOBBY),
    ("fritzi", "sup mailen wg poster draft, feedback bis freitag möglich?", C, WORK),
    ("fritzi", "joris facetimen heute abend, wie sein interview lief", C, SOC),
    ("fritzi", "in den lab-chat: kann jemand am samstag meine zellen füttern? bin in amsterdam", C, WORK),
    ("fritzi", "bestellen: pipettenspitzen 200 µl, falcons 15 ml, trypsin, pbs", L, WORK),
    ("fritzi", "amsterdam: ladekabel, regenjacke, mitbringsel für joris' mama, ov-chipkaart", L, NULL),
    ("fritzi", "papers to read: klionsky review autophagy, das crispr-screen paper vom journal club, nguyen 2024",
     L, WORK),
    ("fritzi", "poster heidelberg: figures finalisieren -> abstract kürzen -> draft an sup -> bis 3.6. drucken "
               "lassen", P, WORK),
    ("fritzi", "amsterdam irgendwann?? erst postdoc stellen dort anschauen, dann mit joris reden, dann "
               "niederländischkurs an der vhs", P, NULL),
    ("fritzi", "ultimate hallenturnier organisieren: halle anfragen, teams einladen, startgeld festlegen, discs "
               "bestellen", P, HOBBY),

    # --- jasmina: Jasmina, 42, self-employed hairdresser with a small salon in Vienna-Favoriten, Serbian roots,
    #     daughter Ana (15), mother in Novi Sad; capitals, "!!", emoji, Viennese words ("is", "hinüber", "rinnt",
    #     "Feber", "Jänner", "Hofer", "Mineral", "zusperren", "Pickerl", "Oida", "UVA")
    ("jasmina", "UVA Q4 bis 15. Feber!!", T, FIN),
    ("jasmina", "Föhn 2 is hinüber, neuen bestellen", T, WORK),
    ("jasmina", "Frau Novak (Strähnen + Schnitt) im Kalender von Di auf Do verschieben", T, WORK),
    ("jasmina", "Ana braucht bis Montag 25 € für den Wandertag", T, LEARN),
    ("jasmina", "Handgelenk tut vom Schneiden so weh, diesmal wirklich zum Orthopäden", T, HEALTH),
    ("jasmina", "Frau Berger: immer 6.1 mit 20 vol, 35 Min, NIE länger sonst wird's rot!", N, WORK),
    ("jasmina", "Der 6er fährt wegen Bauarbeiten bis Ostern nur bis Quellenplatz", N, NULL),
    ("jasmina", "Samstag 14 Kundinnen, Rekord!! ✂️✂️", N, WORK),
    ("jasmina", "Ana hat heute gesagt sie will auch Friseurin werden. Oida, überleg dir das 😅", N, SOC),
    ("jasmina", "Vermieter vom Salon schreiben, die Klimaanlage rinnt schon wieder", C, WORK),
    ("jasmina", "Mama in Novi Sad anrufen, kommt sie zu Ostern oder fahren wir runter", C, SOC),
    ("jasmina", "Vertreterin von L'Oréal fragen, wann die neue Farbpalette endlich kommt", C, WORK),
    ("jasmina", "Großhandel: Blondierpulver 2x, Entwickler 9%, Alufolie, Nackenpapier, 10 schwarze Handtücher",
     L, WORK),
    ("jasmina", "Hofer: Paprika, Ajvar, Kajmak, Mineral, Klopapier", L, ERR),
    ("jasmina", "Für den Salon: neue Zeitschriften, Kaffeekapseln, Kekse, Blumen für die Theke", L, WORK),
    ("jasmina", "Salon ab Jänner: zuerst neue Preisliste, dann Instagram aufsetzen, dann Online-Buchung einrichten "
                "und zum Schluss die Stammkundinnen informieren", P, WORK),
    ("jasmina", "Sommer Kroatien mit Ana: Salon zwei Wochen zusperren, Aushang machen, Apartment in Makarska "
                "buchen, Pickerl vom Auto checken", P, NULL),
    ("jasmina", "Lehrling aufnehmen: bei der WKO nachfragen, Stelle ausschreiben, Schnuppertage ausmachen, "
                "Lehrvertrag unterschreiben", P, WORK),

    # --- johannes: Johannes, 61, Catholic parish priest for three parishes in the Zillertal (Tyrol), hikes;
    #     capitals, full sentences and full stops, Austrian church and Tyrolean words ("heuer", "Mesner",
    #     "Pfarrgemeinderat", "Firmlinge", "Ordinariat", "Jause")
    ("johannes", "Predigt für den 3. Fastensonntag schreiben, Thema Brunnen.", T, WORK),
    ("johannes", "Das Kirchendach in Hippach muss vor dem Winter noch abgedichtet werden.", T, WORK),
    ("johannes", "Blutdruck jeden Morgen selber messen, hat der Doktor gesagt.", T, HEALTH),
    ("johannes", "Taufgespräch Familie Eberharter Donnerstag 19 Uhr im Pfarrhof.", T, WORK),
    ("johannes", "Frau Hauser hat mir erzählt, dass ihr Mann kurz vor dem Sterben noch einmal gelacht hat. Das "
                 "will ich mir merken.", N, NULL),
    ("johannes", "Heuer 41 Firmlinge, Vorjahr 52.", N, WORK),
    ("johannes", "Mayrhofen bis zur Edelhütte 3 Stunden 20, der Weg ist ab Juni wieder offen.", N, HOBBY),
    ("johannes", "Meine Mutter sagte immer: Wer singt, betet doppelt. Der Augustinus hat es zuerst gesagt, aber "
                 "sie öfter.", N, NULL),
    ("johannes", "Den Mesner fragen, ob die Kirchenheizung vor der Christmette rechtzeitig eingeschaltet wird.",
     C, WORK),
    ("johannes", "Im Ordinariat in Innsbruck anrufen, wann heuer der Bischof zur Firmung kommt.", C, WORK),
    ("johannes", "Meiner Schwester in Schwaz schreiben, dass ich an ihrem Geburtstag erst nach der Abendmesse "
                 "komme.", C, SOC),
    ("johannes", "Pfarrgemeinderat: allen Bescheid geben, die Sitzung ist auf den 9. verschoben.", C, WORK),
    ("johannes", "Erstkommunion besorgen: 24 Kerzen, weiße Tücher, Kreuzanhänger, Liedzettel.", L, WORK),
    ("johannes", "Wallfahrt Maria Waldrast: Regenschutz, Jause, Rosenkranz, Stöcke, Verbandszeug.", L, WORK),
    ("johannes", "Pfarrfest im Juli: Termin mit den Vereinen abstimmen, Musikkapelle anfragen, Zelt bestellen, "
                 "Plakate drucken.", P, WORK),
    ("johannes", "Kapelle am Gerlosberg renovieren: zuerst das Denkmalamt einbinden, dann Spenden sammeln, dann "
                 "Handwerker beauftragen, Segnung im Herbst.", P, WORK),
    ("johannes", "Urlaub im August: erst eine Vertretung für die Sonntagsmessen finden, dann die Pilgerreise nach "
                 "Assisi buchen, dann dem Pfarrgemeinderat Bescheid geben.", P, NULL),

    # --- urs: Urs, 58, vegetable grower who sells on the Basel market on Tuesdays and Saturdays, wife Vreni,
    #     apprentice Nico; capitals, terse, Swiss words ("Märit", "Härdöpfel", "Chabis", "Rüebli", "Randen",
    #     "Nüsslisalat", "Busse", "parkieren", "poschte", "Zmittag", "Landi", "Velo"), arrows
    ("urs", "Dach vom Marktstand flicken, tropft auf die Kasse", T, WORK),
    ("urs", "Standgebühr Märit 2. Halbjahr einzahlen", T, FIN),
    ("urs", "Waage eichen lassen bis März", T, WORK),
    ("urs", "Rücken röntgen lassen, so geht es nicht weiter", T, HEALTH),
    ("urs", "E-Velo für Vreni zum 60.", T, SOC),
    ("urs", "Samstag 180 kg Härdöpfel verkauft, Nüsslisalat war um 10 weg", N, WORK),
    ("urs", "Parkieren hinter dem Stand nur bis 7 Uhr, nachher gibt es Busse", N, WORK),
    ("urs", "Nacht auf Dienstag -4 Grad, der Chabis hat es ausgehalten", N, WORK),
    ("urs", "Nico sagen, dass er Dienstag um 5 auf dem Hof sein muss", C, WORK),
    ("urs", "Dem Marktchef mailen wegen dem neuen Platz beim Brunnen", C, WORK),
    ("urs", "Bruder im Emmental anrufen, ob er im Juli beim Heuen hilft", C, SOC),
    ("urs", "Märit Dienstag laden: Rüebli 4 Kisten, Lauch 2, Chabis 20 Stk, Boskoop 3 Kisten, Eier 30 "
            "Schachteln", L, WORK),
    ("urs", "Landi: Vlies 2 Rollen, Lattichsetzlinge, Schnur, Handschuhe", L, WORK),
    ("urs", "Poschte fürs Zmittag: Brot, Käse, Most, Kaffee, Zucker", L, ERR),
    ("urs", "Fasnacht: Larve, Kostüm, Piccolo, Blaggede, warme Socken", L, HOBBY),
    ("urs", "Hofladen: zuerst Bewilligung bei der Gemeinde, dann Kühlraum einbauen, Kasse kaufen, im Mai "
            "Eröffnung mit Apéro", P, WORK),
    ("urs", "Winter: Treibhaus abräumen → Mist ausbringen → Folie flicken → Maschinen in den Service", P, WORK),
]


def main() -> int:
    return write_set(RECORDS, "dev6", OTHERS, JACCARD_LIMIT)


if __name__ == "__main__":
    sys.exit(main())

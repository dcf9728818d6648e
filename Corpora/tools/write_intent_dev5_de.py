#!/usr/bin/env python3
"""Write the fifth German intent development set, Corpora/intents/de/dev5.jsonl.

240 captures written by hand, one at a time, in the voices of fourteen imagined writers (17 or 18 each); no
templates, slots or generator. The records below are the data; the script only checks and writes them. Standard
library only; the output is byte-identical on every run, from any working directory and under any PYTHONHASHSEED.

This is a DEVELOPMENT set: rules and settings may be fitted to it, so a score on it means little once that has
happened. It is never trained on.

Checks before writing (the other files are read by script only; only rows of THIS set are ever printed):
* every label is one of the five intents and nine categories (Corpora/README.md);
* no two rows of this set share a folded key;
* no row shares a folded key with a row of train.jsonl, dev.jsonl, dev2.jsonl, dev3.jsonl, dev4.jsonl or
  eval.jsonl of Corpora/intents/de, and none has a word-set Jaccard >= 0.5 with one.

    python3 Corpora/tools/write_intent_dev5_de.py
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_dev_set import (  # noqa: E402  (checks, writes and counts the set; the label names)
    C, ERR, FIN, HEALTH, HOBBY, HOME, L, LEARN, N, NULL, P, SOC, T, WORK, write_set)

OTHERS = ["train.jsonl", "dev.jsonl", "dev2.jsonl", "dev3.jsonl", "dev4.jsonl", "eval.jsonl"]
JACCARD_LIMIT = 0.5



# (writer, text, intent, category)
RECORDS: list[tuple[str, str, str, str | None]] = [
    # --- jonas: Jonas, 21, business-informatics student at TU Ilmenau, student assistant (HiWi) at a chair,
    #     bouldering, shared flat; lower case with umlauts, "is", "gibts", "tk", "do", an emoji now and then
    ("jonas", "übungsblatt 6 statistik bis do 12 uhr hochladen, moodle spinnt wieder", T, LEARN),
    ("jonas", "rundfunkbeitrag befreiung beantragen", T, FIN),
    ("jonas", "neue kletterschuhe kaufen, meine la sportiva sind vorne durchgelatscht", T, HOBBY),
    ("jonas", "erinner mich freitag den hiwi stundenzettel beim lehrstuhl abzugeben", T, WORK),
    ("jonas", "leergut zum edeka, flur steht voll", T, ERR),
    ("jonas", "prof lindner mailen wg hausarbeit englisch", C, LEARN),
    ("jonas", "mama zurückrufen, will wissen ob ich am 23. schon komme", C, SOC),
    ("jonas", "frau kranz (vermieterin) schreiben, samstag um 7 für den heizungsableser is zu früh", C, HOME),
    ("jonas", "tim whatsappen wegen bouldern mi", C, HOBBY),
    ("jonas", "idee für die bachelorarbeit: process mining bei kleinen handwerksbetrieben, gibts dazu überhaupt "
              "daten?", N, LEARN),
    ("jonas", "kontostand 212 € und die miete geht am 1. raus. ok. ganz ruhig", N, FIN),
    ("jonas", "gelbe 6b geflasht 💪", N, HOBBY),
    ("jonas", "einkauf: haferflocken, tk spinat, reis, eier, sojamilch, spüli", L, ERR),
    ("jonas", "stoff für stats klausur: konfidenzintervalle, t-test, lineare regression, chi²", L, LEARN),
    ("jonas", "heimfahrt mitnehmen: dreckwäsche, ladekabel, laptop, bahncard", L, NULL),
    ("jonas", "umzug in die neue wg: kaution überweisen, ummelden, alten internetvertrag kündigen, kisten "
              "besorgen", P, HOME),
    ("jonas", "seminarvortrag vorbereiten - paper lesen, gliederung schreiben, folien bauen, einmal probe mit ole",
     P, LEARN),

    # --- gisela: Gisela, 72, retired bookkeeper and widow in Bad Kreuznach, Rommé round, grandchildren Lara and
    #     Finn, daughter Sabine; full sentences, capitals, full stops, spelled-out amounts
    ("gisela", "Donnerstag 10.30 Uhr Fußpflege bei Frau Dietz in der Salinenstraße.", T, HEALTH),
    ("gisela", "Die Nachzahlung an die Stadtwerke überweisen, 86,40 Euro, bis zum Fünfzehnten.", T, FIN),
    ("gisela", "Für Lara zur Konfirmation ein schönes Buch aussuchen, vielleicht eine Bibel mit ihrem Namen drin.",
     T, SOC),
    ("gisela", "Die Geranien müssen vor dem ersten Frost in den Keller.", T, HOME),
    ("gisela", "In der Apotheke anrufen, ob mein Blutdruckmittel wieder lieferbar ist.", C, HEALTH),
    ("gisela", "Frau Schüler Bescheid sagen, dass ich Mittwoch beim Rommé fehle.", C, HOBBY),
    ("gisela", "Sabine schreiben, dass sie die Kinder am Sonntag gern schon um zwölf bringen kann.", C, SOC),
    ("gisela", "Den Hausmeister anrufen, die Haustür fällt nicht mehr ins Schloss.", C, HOME),
    ("gisela", "Der neue Pfarrer heißt Albrecht und kommt aus dem Hunsrück. Er predigt erfreulich kurz.", N, NULL),
    ("gisela", "Mein Walter hat immer gesagt: Erst die Arbeit, dann das Vergnügen, aber das Vergnügen nicht "
               "vergessen.", N, NULL),
    ("gisela", "Zucker heute früh 118, nach dem Spaziergang 104.", N, HEALTH),
    ("gisela", "Finn hat am Telefon erzählt, dass er jetzt in der E-Jugend im Tor steht. Er war ganz stolz.", N, SOC),
    ("gisela", "Für den Kirschkuchen einkaufen: Butter, 6 Eier, Mehl, Sauerkirschen, Sahne.", L, ERR),
    ("gisela", "Bücher für den Winter: Unterleuten, Über Menschen, Die Mittagsfrau, Kruso.", L, HOBBY),
    ("gisela", "Für die Fahrt zu meiner Schwester nach Kassel einpacken: Nachthemd, Tabletten, Ladegerät, "
               "Fotoalbum, Hausschuhe.", L, NULL),
    ("gisela", "Das Gästezimmer für Weihnachten herrichten: Bett beziehen, den alten Schrank ausräumen, Vorhänge "
               "waschen und eine neue Nachttischlampe kaufen.", P, HOME),
    ("gisela", "Zum 75. von meinem Bruder Werner: zuerst im Rebstock einen Tisch bestellen, dann die "
               "Verwandtschaft einladen und zuletzt ein Geschenk besorgen.", P, SOC),
    ("gisela", "Für die Steuer: Rentenbescheid heraussuchen, die Handwerkerrechnungen sortieren und alles zum "
               "Lohnsteuerhilfeverein bringen.", P, FIN),

    # --- mehmet: Mehmet, 44, self-employed tiler in Hagen, son Emre (17) an apprentice; drops umlauts (a/o/u,
    #     never ae/oe/ue), "nich", "das" for "dass", "Kd.", "Bst", terse
    ("mehmet", "Fugenmasse grau 25kg bei Raab holen fur Bst Kruger", T, WORK),
    ("mehmet", "Dauerauftrag Emre Handy loschen", T, FIN),
    ("mehmet", "Lungenfunktionstest beim Hausarzt machen", T, HEALTH),
    ("mehmet", "Silikon im eigenen Bad erneuern", T, HOME),
    ("mehmet", "Trennschiene Edelstahl 2,50 bestellen", T, WORK),
    ("mehmet", "Architekt Bst Hohenlimburg anrufen wg Gefalle Dusche", C, WORK),
    ("mehmet", "Emre sagen Berichtsheft bis Freitag fertig", C, LEARN),
    ("mehmet", "Bruder anrufen wegen Hochzeit von Cousine Elif, wer fahrt alles mit nach Izmir", C, SOC),
    ("mehmet", "Kd. Schulte: 60x120 anthrazit matt", N, WORK),
    ("mehmet", "Turkischer Supermarkt in der Wehringhauser Str hat jetzt auch Sonntag auf", N, ERR),
    ("mehmet", "A45 jeden Morgen Stau ab Ludenscheid Nord, uber B54 spart 15 min", N, NULL),
    ("mehmet", "Zahnarzt sagt Weisheitszahn unten links muss irgendwann raus, aber nich jetzt", N, HEALTH),
    ("mehmet", "Bst Kruger\nFlexkleber 10 Sack\nDichtband\nEckprofile\nFliesenkeile 3mm\nSilikon weiss", L, WORK),
    ("mehmet", "Metro fur Grillen Sa: Sucuk, Lammkotelett, Fladenbrot, Ayran 2 Kasten, Kohle", L, ERR),
    ("mehmet", "Werkzeug fehlt: Fliesenheber, Zahnkelle 10er, Wasserwaage 2m, Diamantbohrer 6mm", L, WORK),
    ("mehmet", "Bad Kd. Yilmaz erst alte Fliesen raus dann abdichten Boden legen Wand fliesen zum Schluss "
               "verfugen", P, WORK),
    ("mehmet", "Keller fur Emre ausbauen: Wand trockenlegen, Estrich giessen lassen, Fliesen legen, Elektriker "
               "fur Licht holen", P, HOME),

    # --- svetlana: Svetlana, 39, geriatric carer in a care home in Kaiserslautern, daughter Nika (10); dictates
    #     on the way home: lower case, no punctuation, fillers "äh", "also", "ja"
    ("svetlana", "übergabebuch noch abzeichnen", T, WORK),
    ("svetlana", "also die doku von zimmer zwölf noch nachtragen ja hab ich heute nicht mehr geschafft", T, WORK),
    ("svetlana", "äh beim dm vorbei ja zahnpasta ist alle", T, ERR),
    ("svetlana", "also rücken ist wieder ganz schlimm ich muss zur physio ja das rezept liegt im auto", T, HEALTH),
    ("svetlana", "äh den elternbrief von nikas lehrerin unterschreiben ja liegt noch im ranzen", T, LEARN),
    ("svetlana", "also äh frau kessler von der wohnbereichsleitung anrufen dass ich am vierzehnten nicht kann",
     C, WORK),
    ("svetlana", "meiner schwester whatsappen ja wie es mama nach der op geht", C, SOC),
    ("svetlana", "äh vermieter anrufen heizung kinderzimmer wird nicht warm", C, HOME),
    ("svetlana", "also bei der krankenkasse anrufen ja wegen der zuzahlung für die physio ob ich die "
                 "zurückbekomme", C, FIN),
    ("svetlana", "also frau hahn isst abends nur wenn das brot ganz klein geschnitten ist mit marmelade", N, WORK),
    ("svetlana", "äh nika ist heute zum ersten mal ganz allein mit dem bus zu ihrer freundin gefahren ja und war "
                 "so stolz", N, SOC),
    ("svetlana", "also seit ich die magnesium tabletten nehm ja hab ich nachts keine wadenkrämpfe mehr", N, HEALTH),
    ("svetlana", "äh einkaufen milch brot gurken hackfleisch joghurt", L, ERR),
    ("svetlana", "für die station ja kaffee filtertüten zucker kekse", L, WORK),
    ("svetlana", "apotheke also ibuprofen blasenpflaster und vitamin d tropfen", L, HEALTH),
    ("svetlana", "also nika kriegt das große zimmer äh erst das bett abbauen dann streichen dann ihren "
                 "schreibtisch rüber tragen", P, HOME),
    ("svetlana", "äh weiterbildung wundexpertin also erst mit der heimleitung reden dann anmelden und dann "
                 "schauen wer meine dienste übernimmt", P, LEARN),

    # --- felix: Felix, 30, HR business partner at an insurer in Cologne, padel, half-marathon, girlfriend Jana;
    #     capitals and umlauts, English work words (Onboarding, Offsite, live, Owner, Learning, PB, packing list)
    ("felix", "Onboarding-Mappe für die zwei neuen Azubis finalisieren", T, WORK),
    ("felix", "neuen Padelschläger bestellen, Bullpadel oder Head, max 150", T, HOBBY),
    ("felix", "erinner mich heute um 19 Uhr, Papa zum 60. anzurufen", T, SOC),
    ("felix", "Steuererklärung 2025 in WISO anfangen", T, FIN),
    ("felix", "Sarah (Recruiting) pingen, ist die Payroll-Anzeige live?", C, WORK),
    ("felix", "Trainer vom Padelkurs schreiben ob donnerstags noch ein Platz frei ist", C, HOBBY),
    ("felix", "Hausverwaltung mailen, Klingelschild ist nach 3 Monaten immer noch falsch", C, HOME),
    ("felix", "Zahnreinigung: Praxis anrufen, verschieben", C, HEALTH),
    ("felix", "Learning aus dem Offsite: wir machen zu viele Meetings ohne Agenda und ohne Owner", N, WORK),
    ("felix", "VWL Zuschuss vom Arbeitgeber ab Januar 40 € statt 26 €", N, FIN),
    ("felix", "Jana meint, Lissabon im Mai ist viel schöner als im August, nicht so heiß", N, NULL),
    ("felix", "10 km in 52:30 🎉 neue PB", N, HEALTH),
    ("felix", "Offsite packing list: Laptop, Moderationskoffer, Post-its, HDMI-Adapter, Namensschilder", L, WORK),
    ("felix", "Podcasts to check: Hard Fork, Lage der Nation, Acquired, Hotel Matze", L, HOBBY),
    ("felix", "Rewe – Hafermilch, Bananen, Skyr, Wraps", L, ERR),
    ("felix", "Q1 Feedbackgespräche: Template updaten → Termine mit allen 14 einstellen → FKs briefen → "
              "Ergebnisse bis Ende März ins System", P, WORK),
    ("felix", "Halbmarathon April: Trainingsplan aufstellen, neue Laufschuhe holen, ab Januar 4x die Woche "
              "laufen, im März einen 15er als Test", P, HEALTH),
    ("felix", "Zusammenziehen mit Jana: Wohnung bis 31.1. kündigen, Sperrmüll anmelden, Internet mitnehmen, "
              "Umzugshelfer organisieren", P, HOME),

    # --- anja: Anja, 37, mother of twins Jannik and Frieda (6, first grade) in Oldenburg, part-time dental
    #     receptionist, husband Tobi; mixed capitals, "Zwillis", "Kids", "Mi"/"Do"/"Fr", "!!", an emoji
    ("anja", "Fotos vom Schulanfang für Oma ausdrucken lassen, 10x15", T, SOC),
    ("anja", "Jannik Zahnarzt-Kontrolle Fr", T, HEALTH),
    ("anja", "Telekom hat 39,99 zweimal abgebucht!! Rückbuchung machen", T, FIN),
    ("anja", "Frieda braucht bis Montag einen leeren Schuhkarton für Kunst", T, LEARN),
    ("anja", "Winterreifen drauf, Termin bei ATU", T, NULL),
    ("anja", "Frau Meyer (Klassenlehrerin) schreiben, Frieda fehlt Do wegen Polypen-OP", C, LEARN),
    ("anja", "Tobi Bescheid sagen, er holt Mi die Kids ab", C, SOC),
    ("anja", "Nachbarin wg. Katze über Weihnachten fragen", C, HOME),
    ("anja", "Chefin fragen ob ich ab Januar dienstags auch vormittags kann", C, WORK),
    ("anja", "Jannik hat beim Abendessen gesagt, er will Müllmann werden, weil die so früh aufstehen dürfen 😂",
     N, SOC),
    ("anja", "Blutgruppe Tobi: A neg.", N, HEALTH),
    ("anja", "Schreibwarenladen am Markt: Hefte viel teurer als Rossmann", N, ERR),
    ("anja", "Kindergeburtstag Gäste: Mats, Lotta, Hanna, Ida, Paul + die Zwillinge von Kerstin", L, SOC),
    ("anja", "Kaufen für die Zwillis: Matschhosen, Handschuhe, Stiefel Gr. 29", L, ERR),
    ("anja", "Hörspiele zum Einschlafen: Das Sams, Pumuckl, Michel aus Lönneberga, Petterson und Findus", L, HOBBY),
    ("anja", "Kinderzimmer teilen: Hochbett aufbauen, Regal an die Wand schrauben, Friedas Seite tapezieren, "
             "Vorhang als Trenner nähen", P, HOME),
    ("anja", "Sommer Langeoog: Ferienwohnung buchen, Fähre reservieren, Bollerwagen leihen", P, NULL),

    # --- mia: Mia, 14, Realschule pupil (8th grade) in Ingolstadt, hip-hop dance group; lower case, emoji,
    #     "omg", "random", "is", "we", "!!"
    ("mia", "geschichtsplakat weiße rose mit elif fertig machen", T, LEARN),
    ("mia", "handyhülle mit den kirschen bestellen 🍒", T, ERR),
    ("mia", "meine wäsche runterbringen bevor mama ausrastet", T, HOME),
    ("mia", "blutabnehmen fr nüchtern!!!", T, HEALTH),
    ("mia", "lena fragen wegen kostüm für den auftritt, rot oder schwarz", C, HOBBY),
    ("mia", "tante bine whatsappen dass ich samstag doch babysitten kann", C, SOC),
    ("mia", "frau schmid fragen ob ich die mathe ex nachschreiben darf", C, LEARN),
    ("mia", "choreo endlich fehlerfrei 😭😭", N, HOBBY),
    ("mia", "passwort fürs schul ipad is das mit omas geburtstag", N, LEARN),
    ("mia", "omg sofia zieht nach münchen 😢", N, SOC),
    ("mia", "ab dezember fährt der 16er nur noch alle 20 min 😤", N, NULL),
    ("mia", "wunschliste geburtstag: airpods, grauer hoodie, nina chuba tickets, parfum", L, SOC),
    ("mia", "songs choreo: espresso, houdini, bad guy", L, HOBBY),
    ("mia", "mitnehmen: atlas, sportzeug, geodreieck", L, LEARN),
    ("mia", "tanzvideo für insta: location suchen, lena wegen filmen fragen, outfit raussuchen, mit capcut "
            "schneiden", P, HOBBY),
    ("mia", "mathe retten!! jeden tag 20 min üben, ex nachschreiben, timo wegen nachhilfe fragen", P, LEARN),
    ("mia", "muttertag erst frühstück machen dann karte basteln dann blumen vom markt holen", P, SOC),

    # --- ruediger: Rüdiger, 52, tram driver in Darmstadt, divorced, daughter Jule (24) studying in Marburg,
    #     darts team in his pub; capitals, terse, "is", "nen", "das" for "dass", "DP" (Dienstplan)
    ("ruediger", "DP Januar in den Kalender übertragen", T, WORK),
    ("ruediger", "Sehtest Optiker", T, HEALTH),
    ("ruediger", "Dauerauftrag Jule auf 450 erhöhen", T, FIN),
    ("ruediger", "TÜV Golf im Januar, Termin bei Dekra machen", T, NULL),
    ("ruediger", "Laub im Hof zusammenkehren bevor der Hausmeister wieder meckert", T, HOME),
    ("ruediger", "Jule anrufen ob sie Weihnachten kommt oder bei ihrer Mutter is", C, SOC),
    ("ruediger", "Leitstelle melden das die Weiche am Luisenplatz wieder hakt", C, WORK),
    ("ruediger", "Kalle wg. Ligaspiel schreiben", C, HOBBY),
    ("ruediger", "Linie 9 ab Montag wegen Baustelle über Böllenfalltor umgeleitet", N, WORK),
    ("ruediger", "Jule hat nen Freund, Luca", N, SOC),
    ("ruediger", "180 im Training!", N, HOBBY),
    ("ruediger", "Blutdruck nach Spätschicht 148 zu 96", N, HEALTH),
    ("ruediger", "Kaufland: Kaffee, Eier, TK Brötchen, Leberwurst, Bier, Spülmaschinentabs", L, ERR),
    ("ruediger", "Dartsmannschaft 26/27: Kalle, Uwe, Sanne, Dimi und ich", L, HOBBY),
    ("ruediger", "Schichttasche: Thermoskanne, Brotdose, Warnweste, Ersatzbrille, Fahrerkarte", L, WORK),
    ("ruediger", "Balkon winterfest machen: Pflanzen reinholen, Stühle abdecken, Markise einfahren und sichern",
     P, HOME),
    ("ruediger", "Jule beim Umzug nach Marburg helfen: Transporter mieten, Samstag früh losfahren, "
                 "Waschmaschine anschließen, Schrank aufbauen", P, SOC),

    # --- sandra: Sandra, 45, shift leader at a drugstore branch in Gießen, dog Bella, sews; capitals, shop
    #     shorthand ("Fil.", "KW", "Aktionsware", "Inventur"), a bulleted list
    ("sandra", "Inventurliste Regal 14 bis Freitag abzeichnen", T, WORK),
    ("sandra", "Bella Wurmkur geben", T, HOME),
    ("sandra", "Fitnessstudio Abbuchung prüfen, ist gekündigt", T, FIN),
    ("sandra", "Hautarzt wg. Leberfleck", T, HEALTH),
    ("sandra", "Gebietsleitung mailen wg. Dezember-Personal", C, WORK),
    ("sandra", "Tierarzt anrufen ob Bella zur Impfung nüchtern sein muss", C, HOME),
    ("sandra", "Schwiegermutter zurückschreiben wegen Heiligabend, wir kommen erst um 5", C, SOC),
    ("sandra", "Bei der Sparkasse nachfragen warum die Karte in Kroatien nicht ging", C, FIN),
    ("sandra", "Aktionsware Adventskalender kommt erst KW 47, nicht wie angekündigt 46", N, WORK),
    ("sandra", "Nähen: bei Jersey immer Stretchnadel nehmen, sonst gibt es Fehlstiche", N, HOBBY),
    ("sandra", "Bäcker Künkel ab Januar montags zu", N, ERR),
    ("sandra", "Fil. Nachbestellung:\n- Windeln Gr. 4\n- Babybrei Karotte\n- Hygienespüler\n- Wattepads", L, WORK),
    ("sandra", "Nähprojekte: Kulturbeutel, Loop-Schal, Kissenhülle, Lesezeichen für Mama", L, HOBBY),
    ("sandra", "Wochenmarkt Sa. Kartoffeln, Lauch, Äpfel, Eier vom Hof, Blumen", L, ERR),
    ("sandra", "Weihnachtsfeier Filiale: Termin mit allen abstimmen, beim Italiener reservieren, Wichteln "
               "auslosen.", P, WORK),
    ("sandra", "Bad streichen: abkleben, grundieren, 2x streichen, Silikonfugen erneuern", P, HOME),
    ("sandra", "Bis Sommer 6 kg runter: abends keine Chips, dreimal die Woche lange Runde mit Bella, Wasser statt "
               "Cola, montags wiegen", P, HEALTH),

    # --- alois: Alois, 63, innkeeper of a village inn in the Mühlviertel (Upper Austria), wife Resi, hunts,
    #     plays Schnapsen; capitals, Austrian words ("heuer", "Feber", "Erlagschein", "Schlagobers", "Kren",
    #     "Semmeln", "Kirtag", "Enkerl", "a", "ned", "is", "nix")
    ("alois", "Bierleitung reinigen lassen", T, WORK),
    ("alois", "Grundsteuer fürs Haus einzahlen, Erlagschein liegt am Schreibtisch", T, FIN),
    ("alois", "Hausarzt wegen Schulter", T, HEALTH),
    ("alois", "Goldkettchen für die Resi zum Hochzeitstag", T, SOC),
    ("alois", "Brauerei anrufen wegen Lieferzeit", C, WORK),
    ("alois", "Dem Bürgermeister sagen dass der Saal am 14. Feber schon vergeben is", C, WORK),
    ("alois", "Schwager anrufen wegen Schnapsen am Freitag, ob er den Heinz mitbringt", C, HOBBY),
    ("alois", "Der Tochter in Linz schreiben ob s' zu Weihnachten mit die Enkerl kommt", C, SOC),
    ("alois", "Beim Kirtag heuer 240 Portionen Schweinsbraten, die Knödel waren um 7 aus", N, WORK),
    ("alois", "Der alte Huber sagt immer: A Wirt, der sein eigenes Bier ned trinkt, dem trau i ned.", N, NULL),
    ("alois", "Resi Zucker nüchtern 132", N, HEALTH),
    ("alois", "Metro fürs Wirtshaus: Schlagobers, Semmelbrösel, Kren, Zwiebel, Schmalz", L, WORK),
    ("alois", "Für die Jagd am Samstag: Lodenjanker, Fernglas, Thermoskanne, Patronen", L, HOBBY),
    ("alois", "Spar fürs Haus: Klopapier, Waschpulver, Kaffee, Milch, Semmeln", L, ERR),
    ("alois", "Gastgarten für die Saison\n- Tische abschleifen\n- Sonnenschirme durchschauen\n- Kies nachschütten\n"
              "- Blumentröge bepflanzen", P, WORK),
    ("alois", "Dachboden ausräumen: Gerümpel sortieren, Sperrmüll bestellen, Isolierung vom Zimmermann anschauen "
              "lassen", P, HOME),
    ("alois", "Zum 35er mit der Resi nach Rom: Flug schauen, Hotel in Trastevere buchen, den Schwager fürs "
              "Wirtshaus einteilen", P, NULL),

    # --- corinne: Corinne, 41, pharmacy assistant in Biel/Bienne, bilingual, son Noé (9), pottery at home;
    #     Swiss spelling (never ß), French words ("Maman", "Madame"), "Billett", "Halbtax", "Brocki", "Poschti",
    #     "Hauswart", "Velo", "Tagesschule"
    ("corinne", "Krankenkassenprämien 2027 vergleichen, die Sanitas schlägt wieder auf", T, FIN),
    ("corinne", "Ton fürs Töpfern bestellen", T, HOBBY),
    ("corinne", "Anmeldung Weiterbildung Dermokosmetik bis Ende Monat abschicken", T, LEARN),
    ("corinne", "Donnerstag ist mein Waschtag, diesmal das Tumblersieb putzen, sonst reklamiert die Nachbarin "
                "wieder", T, HOME),
    ("corinne", "Billett Lausanne Samstag lösen", T, NULL),
    ("corinne", "Madame Rossel zurückrufen wegen ihrer Kompressionsstrümpfe, die sind gekommen", C, WORK),
    ("corinne", "Dem Hauswart melden, dass die Lampe im Treppenhaus flackert", C, HOME),
    ("corinne", "Maman anrufen, ob sie am Mittwoch Noé von der Tagesschule abholen kann", C, SOC),
    ("corinne", "Noés Lehrerin mailen wegen Elterngespräch, Dienstag geht bei mir nicht", C, LEARN),
    ("corinne", "Spruch der Chefin: In der Apotheke ist Geduld das wichtigste Medikament.", N, WORK),
    ("corinne", "Parkhaus Zentralplatz jetzt CHF 3.50/h", N, NULL),
    ("corinne", "Coop Pronto beim Bahnhof hat auch sonntags bis 22 Uhr offen", N, ERR),
    ("corinne", "Poschtiliste: Rüebli, Gruyère, Zopf, Cervelat, Ovomaltine, Milch", L, ERR),
    ("corinne", "Hausapotheke auffüllen: Fiebersirup, Wundsalbe, Pflaster, Batterie fürs Thermometer", L, HEALTH),
    ("corinne", "Filme für Winterabende: Intouchables, Ma vie de Courgette, Die göttliche Ordnung", L, HOBBY),
    ("corinne", "Noés Zimmer: zuerst ausmisten und alles in die Brocki bringen, dann die Wand hellblau streichen, "
                "dann das Hochbett zusammenbauen", P, HOME),
    ("corinne", "Herbstferien im Tessin: Zimmer in Ascona reservieren, Velos aufs Auto laden, Juniorkarte für Noé "
                "lösen", P, NULL),

    # --- theresa: Theresa, 27, kindergarten teacher in Klagenfurt, hikes in the Karawanken, partner Matteo;
    #     lower case, Austrian words ("jause", "jänner", "paradeiser", "topfen", "billa", "magistrat", "30er",
    #     "tante" for the teacher), emoji
    ("theresa", "für das laternenfest 22 laternen zuschneiden, bis montag", T, WORK),
    ("theresa", "zahnarzt!! füllung is beim nussbeugel rausgefallen 😩", T, HEALTH),
    ("theresa", "reisepass verlängern, der läuft vor der usa reise ab", T, NULL),
    ("theresa", "gelben sack rausstellen", T, HOME),
    ("theresa", "mama anrufen wg weihnachten", C, SOC),
    ("theresa", "lukas eltern schreiben dass er schon wieder ohne jause gekommen is", C, WORK),
    ("theresa", "matteo fragen ob er die wohnungsbesichtigung am freitag übernehmen kann", C, HOME),
    ("theresa", "die kleine ema hat heute gesagt ich bin die beste tante der welt 🥹", N, WORK),
    ("theresa", "hochobir in 3h10 rauf, beim abstieg das knie gespürt", N, HOBBY),
    ("theresa", "urlaubsgeld kommt mit dem juni gehalt, weihnachtsgeld mit november", N, FIN),
    ("theresa", "gedanke: vielleicht doch noch berufsbegleitend sozialpädagogik studieren?", N, LEARN),
    ("theresa", "billa: topfen, semmeln, paradeiser, gurke, joghurt, kaffee", L, ERR),
    ("theresa", "bastelsachen für die gruppe: kastanien, wackelaugen, transparentpapier, kleister", L, WORK),
    ("theresa", "bücher für den urlaub: die vermessung der welt, schachnovelle, ein ganzes leben", L, HOBBY),
    ("theresa", "umzug mit matteo: meine wohnung bis ende jänner kündigen, beim magistrat ummelden, kartons "
                "besorgen, kaution zurückfordern", P, HOME),
    ("theresa", "matteos 30er: freunde heimlich einladen, hütte am faaker see mieten, torte in der konditorei "
                "bestellen", P, SOC),
    ("theresa", "elternabend vorbereiten: tagesordnung schreiben, raum herrichten, herbstfotos ausdrucken, kaffee "
                "kochen", P, WORK),

    # --- helmut: Helmut, 68, retired police officer in Schwerin, wife Renate, grandson Tim, angler; full
    #     sentences with full stops, "Nicht vergessen:", a numbered plan
    ("helmut", "Personalausweis läuft im Februar ab. Neuen beim Bürgerbüro beantragen.", T, NULL),
    ("helmut", "Rasenmäher für den Winter sauber machen und in den Schuppen stellen.", T, HOME),
    ("helmut", "Nicht vergessen: Dienstag 9 Uhr Darmspiegelung, ab Montagmittag nichts mehr essen.", T, HEALTH),
    ("helmut", "Den Rentenbescheid abheften und die Erhöhung im Haushaltsbuch eintragen.", T, FIN),
    ("helmut", "Renates Bruder zum 70. gratulieren. Anrufen, nicht schreiben, da freut er sich mehr.", C, SOC),
    ("helmut", "Beim Angelverein nachfragen, ob die Arbeitseinsätze am Pinnower See wieder im März sind.", C, HOBBY),
    ("helmut", "Die Hausbank anrufen, ob das Festgeld im Januar automatisch verlängert wird.", C, FIN),
    ("helmut", "Frau Dr. Lehmann anrufen wegen der Befunde von der Darmspiegelung.", C, HEALTH),
    ("helmut", "Pinnower See heute 2 Hechte, der größere 78 cm. Beide zurückgesetzt.", N, HOBBY),
    ("helmut", "Im Dienst gelernt: Wer am lautesten schreit, hat meistens Unrecht.", N, NULL),
    ("helmut", "Der Schornsteinfeger war da, alles in Ordnung, nächstes Mal im Oktober.", N, HOME),
    ("helmut", "Angelzeug fürs Frühjahr: Vorfächer, Blinker, Wirbel, Schnur 0,25.", L, HOBBY),
    ("helmut", "Baumarkt: Holzschutzlasur, Pinsel, Schleifpapier 120er, Schrauben 4x40.", L, HOME),
    ("helmut", "Netto: Kaffee, Dosenmilch, Knäckebrot, Bratheringe, Zwiebeln, Senf.", L, ERR),
    ("helmut", "Goldene Hochzeit im Juni:\n1. Saal im Hotel am See anfragen\n2. Gästeliste mit Renate machen\n"
               "3. Einladungen drucken lassen\n4. Musik besorgen", P, SOC),
    ("helmut", "Ab Januar für die Gesundheit: morgens Nordic Walking, unter der Woche kein Bier, einmal im Monat "
               "beim Hausarzt Blutdruck messen lassen.", P, HEALTH),
    ("helmut", "Den Schuppen neu eindecken: Dachpappe kaufen, die alte runterreißen, Latten erneuern und mit Tim "
               "an einem Samstag decken.", P, HOME),

    # --- bastian: Bastian, 34, intensive-care nurse at the university hospital in Ulm, husband Kai, board-game
    #     group, specialist training (Fachweiterbildung); dictates in the car: lower case, no punctuation, "äh",
    #     "ähm", "also", "ja"
    ("bastian", "ähm für die fachweiterbildung die hausarbeit über delir bis zum zwanzigsten fertig schreiben",
     T, LEARN),
    ("bastian", "also kühlschrank abtauen ja der ist komplett vereist", T, HOME),
    ("bastian", "äh hepatitis titer kontrollieren lassen", T, HEALTH),
    ("bastian", "also das everdell von kai mal aufbauen und die regeln lesen ja bevor donnerstag", T, HOBBY),
    ("bastian", "ähm stationsleitung anrufen wegen dienst tauschen mit jenny", C, WORK),
    ("bastian", "also kai schreiben dass ich erst um neun da bin ja die übergabe zieht sich", C, SOC),
    ("bastian", "äh bei der krankenkasse nachfragen wegen der bonusprämie für die vorsorge", C, FIN),
    ("bastian", "ähm in die brettspielgruppe schreiben ja die nächste runde ist bei kai und mir", C, HOBBY),
    ("bastian", "heute erste ecmo allein betreut lief gut", N, WORK),
    ("bastian", "merksatz ähm map unter 65 ist zu wenig", N, LEARN),
    ("bastian", "äh nach drei nachtdiensten schlaf ich immer erst in der zweiten nacht wieder richtig", N, HEALTH),
    ("bastian", "einkaufen äh bananen nüsse haferdrink tiefkühlpizza kaffee", L, ERR),
    ("bastian", "spieleabend mitnehmen catan erweiterung chips", L, HOBBY),
    ("bastian", "für die arbeit noch besorgen also kompressionsstrümpfe neue clogs und nen vierfarben kuli", L, WORK),
    ("bastian", "die hochzeit von meiner schwester ähm erst die rede schreiben dann mit kai proben und dann das "
                "fotobuch fertig machen", P, SOC),
    ("bastian", "äh urlaub kopenhagen also zug buchen unterkunft suchen ja und die nachbarin wegen der pflanzen "
                "fragen", P, NULL),
    ("bastian", "ähm prüfung fachweiterbildung also erst lernplan machen dann jeden freien tag zwei stunden lernen "
                "und im april die probeklausur schreiben", P, LEARN),
]


def main() -> int:
    return write_set(RECORDS, "dev5", OTHERS, JACCARD_LIMIT)


if __name__ == "__main__":
    sys.exit(main())

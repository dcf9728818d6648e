#!/usr/bin/env python3
"""Write the fourth German intent development set, Corpora/intents/de/dev4.jsonl.

240 captures written by hand, one at a time, in the voices of twelve imagined writers (20 each); no templates,
slots or generator. The records below are the data; the script only checks and writes them. Standard library
only; the output is byte-identical on every run, from any working directory and under any PYTHONHASHSEED.

This is a DEVELOPMENT set: rules and settings may be fitted to it, so a score on it means little once that has
happened. It is never trained on.

Checks before writing (the other files are read by script only; only rows of THIS set are ever printed):
* every label is one of the five intents and nine categories (README.md);
* no two rows of this set share a folded key;
* no row shares a folded key with a row of train.jsonl, dev.jsonl, dev2.jsonl, dev3.jsonl or eval.jsonl of
  Corpora/intents/de, and none has a word-set Jaccard >= 0.6 with one.

    python3 Corpora/tools/write_intent_dev4_de.py
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_dev_set import (  # noqa: E402  (checks, writes and counts the set; the label names)
    C, ERR, FIN, HEALTH, HOBBY, HOME, L, LEARN, N, NULL, P, SOC, T, WORK, write_set)

OTHERS = ["train.jsonl", "dev.jsonl", "dev2.jsonl", "dev3.jsonl", "eval.jsonl"]
JACCARD_LIMIT = 0.6



# (writer, text, intent, category)
RECORDS: list[tuple[str, str, str, str | None]] = [
    # --- emil: Emil, 16, Gymnasium (10th grade) in Flensburg, drums in the school band, gaming; lower case,
    #     emoji, "digga", no punctuation, typos (hausaufgabn, morgn)
    ("emil", "bio referat über genetik fertig machen bis donnerstag 😩", T, LEARN),
    ("emil", "digga ich muss unbedingt noch neue sticks bestellen die alten sind komplett durchgespielt", T, HOBBY),
    ("emil", "zimmer aufräumen!!", T, HOME),
    ("emil", "hab ich mathe hausaufgabn auf für morgn? im iserv nachgucken", T, LEARN),
    ("emil", "kieferorthopäde mittwoch 15:30 nicht verpeilen", T, HEALTH),
    ("emil", "jannik schreiben ob er mir sein physik heft abfotografieren kann", C, LEARN),
    ("emil", "oma anrufen und danke sagen fürs geburtstagsgeld 🙏", C, SOC),
    ("emil", "in die bandgruppe schreiben dass probe freitag ausfällt weil der proberaum belegt is", C, HOBBY),
    ("emil", "lenni fragen ob er samstag mit zu maries geburtstag kommt", C, SOC),
    ("emil", "puls nach dem 3000m lauf war bei 192 digga 💀", N, HEALTH),
    ("emil", "klausur nur kapitel 3 und 4 sagt lorenzen", N, LEARN),
    ("emil", "der rewe am bahnhof hat jetzt selbstscan kassen, geht viel schneller", N, ERR),
    ("emil", "warum heißt das eigentlich berliner wenn die in berlin pfannkuchen dazu sagen 🤔", N, NULL),
    ("emil", "packen dänemark: badehose, ladekabel, switch, kopfhörer, sonnencreme", L, NULL),
    ("emil", "drum zeug: sticks 5a, dämpfer gel, ersatzfell 14 zoll", L, HOBBY),
    ("emil", "schulsachen nach den ferien\nblock kariert\nfüller patronen\ngeodreieck\ntextmarker", L, LEARN),
    ("emil", "einkauf für mama: milch, toast, aufschnitt, 2 gurken", L, ERR),
    ("emil", "schulpraktikum bewerbung\n1. lebenslauf updaten\n2. anschreiben von papa lesen lassen\n"
             "3. bei 3 firmen hochladen", P, LEARN),
    ("emil", "youtube kanal starten: erst kamera von papa leihen dann drumcover aufnehmen dann mit davinci "
             "schneiden und hochladen", P, HOBBY),
    ("emil", "fit werden bis zu den sommerferien → jeden 2. tag liegestütze, keine cola mehr, 3x die woche "
             "laufen", P, HEALTH),

    # --- dirk: Dirk, 58, shift supervisor at the container terminal in Wilhelmshaven, keeps hens, Boßeln club;
    #     terse, capitals, ae/oe/ue on a phone without umlauts, "Moin"
    ("dirk", "Kran 4 Spreader-Sensor pruefen lassen, hat heute 3x Stoerung gemeldet", T, WORK),
    ("dirk", "Huehnerstall ausmisten und frisches Stroh rein", T, HOME),
    ("dirk", "Heike hat am 14. Geburtstag. Blumen bei Janssen bestellen", T, SOC),
    ("dirk", "Blutdruck wieder selber messen, Betriebsarzt war unzufrieden", T, HEALTH),
    ("dirk", "Nicht vergessen: Grundsteuer ist am 15.2. faellig, pruefen ob der Dauerauftrag noch laeuft", T, FIN),
    ("dirk", "Moin. Vorarbeiter Nordkai: Gate 3 morgen ab 6 dicht, Bescheid geben", C, WORK),
    ("dirk", "Kassenwart vom Bosselverein anrufen wegen Startgeld Kreismeisterschaft", C, HOBBY),
    ("dirk", "Beim Tierarzt nachfragen, was gegen Milben im Huehnerstall hilft", C, HOME),
    ("dirk", "Malte whatsappen", C, SOC),
    ("dirk", "Kai 7 Tiefgang max 16,5 m laut Hafenbehoerde", N, WORK),
    ("dirk", "Braune Henne legt seit 2 Wochen nicht", N, HOME),
    ("dirk", "Opa sagte immer: bei Ostwind beisst kein Fisch", N, NULL),
    ("dirk", "Ruhepuls morgens 64, nach Nachtschicht immer so um die 75", N, HEALTH),
    ("dirk", "Raiffeisen: Legemehl 25kg, Muschelgrit, Einstreu", L, HOME),
    ("dirk", "Bosseln Sonntag mitnehmen: Kugeln, Regenzeug, Thermoskanne Tee, Flachmann", L, HOBBY),
    ("dirk", "Einkauf Schwarzbrot Butter Krabben 200g Dosenmilch Kluntjes", L, ERR),
    ("dirk", "Fehlt im Spind auf Arbeit: Warnweste Gr. XL, Handschuhe, Ohrstoepsel", L, WORK),
    ("dirk", "Auslauf fuer die Huehner vergroessern: Zaun abbauen, Pfosten neu setzen, Netz drueber spannen, "
             "Tuer versetzen", P, HOME),
    ("dirk", "Einarbeitung neuer Kollege Montag\n- Sicherheitsunterweisung machen\n- Kran-Simulator zeigen\n"
             "- erste Schicht mit Jens zusammen fahren", P, WORK),
    ("dirk", "Silberhochzeit im Mai → erst Saal im Deichhus anfragen, dann Gaesteliste machen, dann "
             "Einladungen drucken", P, SOC),

    # --- dana: Dana, 33, parcel courier in Braunschweig, daughter Lotta (8); dictates between stops, no
    #     punctuation, fillers (äh, also, ok), "is", "dem" for "den"
    ("dana", "ok äh scanner akku im depot tauschen lassen der hält keine zwei stunden mehr", T, WORK),
    ("dana", "lotta braucht neue gummistiefel die alten sind zu klein äh nach der schicht bei deichmann "
             "gucken", T, ERR),
    ("dana", "also ich muss dringend zum orthopäden wegen dem rücken das geht so nicht weiter", T, HEALTH),
    ("dana", "äh handyvertrag kündigen bis ende des monats sonst verlängert der sich wieder um zwei jahre",
     T, FIN),
    ("dana", "elternabend mittwoch 19 uhr in den kalender", T, LEARN),
    ("dana", "äh frau schmidt aus der nummer 14 anrufen und sagen dass ihr paket beim nachbarn in der 12 liegt",
     C, WORK),
    ("dana", "also disponent anrufen dass ich die tour heute nicht schaffe weil die brücke gesperrt is", C, WORK),
    ("dana", "mama fragen wegen lotta abholen donnerstag", C, SOC),
    ("dana", "vermieterin mailen wegen klingel", C, HOME),
    ("dana", "sarah sprachnachricht schicken wegen grillen samstag ob ich was mitbringen soll", C, SOC),
    ("dana", "äh dm schloss arkaden jetzt bis 22 uhr", N, ERR),
    ("dana", "lotta hat heute zum ersten mal allein ihren fahrradschlauch geflickt also ich bin mega stolz",
     N, SOC),
    ("dana", "also heute 182 pakete das is rekord", N, WORK),
    ("dana", "nudelsalat von sarah äh mit pesto statt mayo und getrockneten tomaten das war richtig gut", N, NULL),
    ("dana", "einkauf äh milch toast nutella bananen und also klopapier", L, ERR),
    ("dana", "lotta geburtstag party zeug luftballons kerzen pappteller servietten und girlanden", L, SOC),
    ("dana", "apotheke äh ibuprofen wärmepflaster und magnesium", L, HEALTH),
    ("dana", "also lotta zieht ins große zimmer erst das alte bett abbauen dann streichen dann den schrank rüber "
             "und äh am ende die lampe anschließen", P, HOME),
    ("dana", "äh steuererklärung also erst belege sammeln dann pendlerpauschale ausrechnen dann in elster "
             "eintippen", P, FIN),
    ("dana", "also lottas kindergeburtstag samstag äh erst kuchen backen dann die schnitzeljagd im park "
             "vorbereiten dann die kinder um drei abholen", P, SOC),

    # --- ronny: Ronny, 36, master mechanic with his own workshop in Chemnitz, wife Mandy, children Ben and Emma,
    #     rides enduro; capitals, Saxon "nu", "ni", "mor", "is", "Kd."
    ("ronny", "Zahnriemensatz für Uhligs Passat bestellen, der kommt Dienstag früh", T, WORK),
    ("ronny", "Hebebühne 2 verliert wieder Öl. Dichtungen am Samstag selber wechseln", T, WORK),
    ("ronny", "Kinderreisepass für Emma beantragen, mor fliegen im Sommer nach Kreta", T, NULL),
    ("ronny", "Mandy Hochzeitstag was schönes besorgen!!", T, SOC),
    ("ronny", "Hautarzt Termin", T, HEALTH),
    ("ronny", "Frau Kretzschmar anrufen, ihr Corsa is fertig, 380 € mit Bremsen", C, WORK),
    ("ronny", "Sparkasse anrufen wegen dem Dispo aufm Privatkonto", C, FIN),
    ("ronny", "Bens Klassenlehrerin schreiben, Freitag Zahnarzt", C, LEARN),
    ("ronny", "mor müssten ma wieder bei Mandys Eltern anrufen, die fragen schon", C, SOC),
    ("ronny", "Prüfer von der Dekra kommt jetzt immer dienstags und donnerstags", N, WORK),
    ("ronny", "Enduro Strecke bei Oberwiesenthal is nu endlich wieder offen", N, HOBBY),
    ("ronny", "Kinderarzt sagt Emma hat nur ne Bronchitis, nix schlimmes", N, HEALTH),
    ("ronny", "A4 bei Glauchau wird bis Mai nachts voll gesperrt", N, NULL),
    ("ronny", "Bestellung Stahlgruber: Bremsbeläge Golf 7 vorne, Ölfilter x5, 5W30 20L, Scheibenreiniger", L, WORK),
    ("ronny", "Baumarkt: Silikon, Duschkopf, Fliesenkleber, Schwammtuch", L, HOME),
    ("ronny", "Kinder Schulsachen\nAtlas\nZirkel\nSportbeutel\nHefte A4 liniert x6", L, LEARN),
    ("ronny", "Einkauf: Roster, Bautz'ner Senf, Brötchen, Radler", L, ERR),
    ("ronny", "Winter-Aktion Werkstatt:\n1. Flyer drucken lassen\n2. Reifenlager aufräumen\n"
              "3. Termine für Räderwechsel online freischalten", P, WORK),
    ("ronny", "Kinderzimmer für Emma: alte Tapete runter, Wand spachteln, rosa streichen, Hochbett aufbauen", P, HOME),
    ("ronny", "Enduro Rennen im Juni → Nennung abschicken, Motor überholen, Hänger leihen, Zelt einpacken", P, HOBBY),

    # --- trang: Trang, 31, software tester (QA) in Potsdam, crochets amigurumi, mother (Má) in Leipzig;
    #     US keyboard so ae/oe/ue, mostly lower case, Denglisch (ticket, release, retro, slack, staging)
    ("trang", "regression tests 4.2 nochmal laufen lassen", T, WORK),
    ("trang", "ich sollte mal meinen reisepass verlaengern, der laeuft im maerz ab und im april fliegen wir nach "
              "hanoi", T, NULL),
    ("trang", "wolle fuer den amigurumi frosch bestellen, gruen und weiss", T, HOBBY),
    ("trang", "kontoauszug checken ob die rueckerstattung von der krankenkasse schon da ist", T, FIN),
    ("trang", "zahnreinigung ausmachen", T, HEALTH),
    ("trang", "Má anrufen wegen Tet", C, SOC),
    ("trang", "login bug nur auf android 12 → dev team im slack pingen", C, WORK),
    ("trang", "jonas fragen ob er mir die notes vom retro schickt", C, WORK),
    ("trang", "heizung im bad wird seit montag nicht warm, hausverwaltung mailen", C, HOME),
    ("trang", "linh zurueckschreiben wegen dem haekel workshop am samstag, sie wartet schon", C, HOBBY),
    ("trang", "Má sagt das geheimnis bei pho ist angeroesteter ingwer, nicht mehr sternanis", N, NULL),
    ("trang", "staging server pw hint: name vom alten team maskottchen + jahr", N, WORK),
    ("trang", "film tipp von linh: past lives, soll traurig aber schoen sein", N, HOBBY),
    ("trang", "kein kaffee mehr nach 15 uhr = schlaf viel besser", N, HEALTH),
    ("trang", "asia markt: reisnudeln, fischsauce, thai basilikum, limetten, sojasprossen", L, ERR),
    ("trang", "test devices needed\n- pixel 7\n- iphone se\n- galaxy tab s8", L, WORK),
    ("trang", "packliste hanoi: adapter, mueckenspray, powerbank, geschenke fuer die tanten", L, NULL),
    ("trang", "onboarding neue werkstudentin\n1. accounts beantragen\n2. test env erklaeren\n"
              "3. erste tickets zusammen durchgehen", P, WORK),
    ("trang", "balkon fruehlingsfit: erst alte erde raus, dann kraeuter kaufen → einpflanzen → bewaesserung "
              "einrichten", P, HOME),
    ("trang", "mein vietnamesisch verbessern: jeden tag 15 min app, einmal die woche mit má nur vietnamesisch "
              "reden, kinderbuecher lesen", P, LEARN),

    # --- lukas: Lukas, 24, psychology master student in Konstanz, rows in the university club, works shifts in a
    #     café by the lake, shared flat with Jule; lower case with umlauts, "vl", "ub", emoji now and then
    ("lukas", "spss output für die masterarbeit nochmal durchrechnen, die fallzahlen stimmen nicht", T, LEARN),
    ("lukas", "unbedingt noch die miete für dezember überweisen, der dauerauftrag ist ja gekündigt", T, FIN),
    ("lukas", "jule könntest du morgen das altglas mitnehmen? ich hab bis abends uni", T, HOME),
    ("lukas", "schulter zwickt beim rudern seit zwei wochen. überweisung für die physio beim hausarzt holen", T, HEALTH),
    ("lukas", "geschenk für jules geburtstag besorgen, irgendwas mit pflanzen", T, SOC),
    ("lukas", "prof. keller mailen wegen fristverlängerung", C, LEARN),
    ("lukas", "schichtleiterin vom seecafé auf signal schreiben dass ich samstag nicht kann, regatta", C, WORK),
    ("lukas", "bootswart fragen ob der vierer am sonntag frei ist", C, HOBBY),
    ("lukas", "ich sollte mal wieder oma in lindau anrufen, sie hat sich letzte woche schon beschwert", C, SOC),
    ("lukas", "erkenntnis aus der vl heute: korrelation ist nicht kausalität, aber das wusste ich schon 😅", N, LEARN),
    ("lukas", "jule verträgt keine haselnüsse, auch keine spuren", N, SOC),
    ("lukas", "satz aus frankl: zwischen reiz und reaktion liegt ein raum", N, NULL),
    ("lukas", "im winter ist um 20:45 schluss mit der fähre nach meersburg, hab ich gestern gemerkt", N, NULL),
    ("lukas", "wg einkauf: haferflocken 2kg, erdnussmus, bananen, spüli, müllbeutel", L, ERR),
    ("lukas", "ub: bortz, field, eid", L, LEARN),
    ("lukas", "serien die jule empfohlen hat: severance, the bear, dark", L, HOBBY),
    ("lukas", "küche braucht neue schwämme geschirrtücher backpapier entkalker", L, HOME),
    ("lukas", "masterarbeit bis märz:\n- daten fertig bereinigen\n- methodenteil schreiben\n"
              "- ergebnisse an keller schicken\n- diskussion schreiben", P, LEARN),
    ("lukas", "wg party: erst mit den anderen termin klären, dann einkauf aufteilen, dann die nachbarn vorwarnen",
     P, SOC),
    ("lukas", "rücken stärken → 3x die woche core training, täglich dehnen, schreibtisch höher stellen", P, HEALTH),

    # --- sabine: Sabine, 50, tax advisor's assistant in Augsburg, husband Gerd, son Max studying in Regensburg,
    #     line dancing; capitals, office abbreviations (USt-VA, ELSTER, DATEV), commas
    ("sabine", "USt-VA Bäckerei Wagner bis zum 10. übermitteln", T, WORK),
    ("sabine", "Kfz-Versicherung vergleichen, Kündigungsfrist ist der 30.11.", T, FIN),
    ("sabine", "Tanzschuhe mit Wildledersohle bestellen",
     T, HOBBY),
    ("sabine", "Ich muss unbedingt noch die Grippeimpfung machen lassen, bevor die Saison richtig losgeht", T, HEALTH),
    ("sabine", "Gerd, kannst du am Samstag bitte die Rosen zurückschneiden und abdecken?", T, HOME),
    ("sabine", "Mandant Huber nochmal anschreiben, Belege zum Fahrtenbuch fehlen immer noch", C, WORK),
    ("sabine", "Max fragen ob er Weihnachten mit Lea kommt", C, SOC),
    ("sabine", "Bei der Hausbank nachfragen, warum die Überweisung nach Italien zurückgekommen ist", C, FIN),
    ("sabine", "Bei der Reinigung anrufen, ob Gerds Anzug bis Freitag fertig ist", C, ERR),
    ("sabine", "Fr. Lechner vom Finanzamt (zuständig für unsere Mandanten A–K) ist freitags nur bis 12 Uhr "
               "erreichbar", N, WORK),
    ("sabine", "Tagesgeld bei der DKB nur noch 2,25 %", N, FIN),
    ("sabine", "Copperhead Road: 4 Wall, 32 Counts, Einsatz nach 16 Takten", N, HOBBY),
    ("sabine", "Seit der Gleitsichtbrille keine Kopfschmerzen mehr am Bildschirm", N, HEALTH),
    ("sabine", "Büromaterial: Toner HP 305A, Ordner breit x10, Trennblätter, Briefmarken", L, WORK),
    ("sabine", "Wochenmarkt: Eier, Spargel weiß 1 kg, Erdbeeren, Radieschen", L, ERR),
    ("sabine", "Gästeliste Gerds 60er: Schwager Peter, Maiers von nebenan, die Kegelbrüder, Max mit Lea", L, SOC),
    ("sabine", "Krimis, die mir die Kollegin empfohlen hat: Kluftinger Erntedank, Eberhofer Dampfnudelblues",
     L, HOBBY),
    ("sabine", "Steuererklärung Gerd und ich: 1. Spendenquittungen raussuchen 2. Handwerkerrechnungen sortieren "
               "3. Anlage N prüfen 4. über ELSTER abschicken", P, FIN),
    ("sabine", "Azubi-Einarbeitung im Januar: Kanzleiablauf zeigen, DATEV-Zugang einrichten lassen, bei der "
               "Buchhaltung mitmachen lassen", P, WORK),
    ("sabine", "Südtirol-Urlaub: erst Hotel in Meran buchen, dann Vignette fürs Auto kaufen, dann Wanderkarten "
               "besorgen", P, NULL),

    # --- ursula: Ursula, 61, professor of medieval history in Lucerne, husband Jürg, a small granddaughter,
    #     cello in an amateur orchestra; full sentences, semicolons, Swiss spelling (never ß), «», "ggf."
    ("ursula", "Das Gutachten für die Dissertation von Frau Amrein muss bis Ende Monat fertig sein; Kapitel 4 "
               "noch gründlich lesen.", T, WORK),
    ("ursula", "Bevor wir nach Ascona fahren, unbedingt noch die Zimmerpflanzen zu den Nachbarn hinübertragen.",
     T, HOME),
    ("ursula", "Cellosaiten (A und D) im Musikhaus bestellen.", T, HOBBY),
    ("ursula", "Die Steuererklärung ist fällig; ich muss die Bescheinigung der Pensionskasse noch heraussuchen.",
     T, FIN),
    ("ursula", "Augenarzt: Glaukomkontrolle im Januar vereinbaren.", T, HEALTH),
    ("ursula", "Dem Dekanat schreiben, dass das Seminar am 3. Dezember ausfällt; ggf. einen Ersatztermin "
               "vorschlagen.", C, WORK),
    ("ursula", "Jürg fragen, ob er am Sonntag die Kleine hüten kann, ich habe Orchesterprobe.", C, SOC),
    ("ursula", "Die Dirigentin anrufen wegen der Stimmeinteilung für das Brahms-Konzert.", C, HOBBY),
    ("ursula", "Bei der Gemeinde anrufen: Wir haben keine Gebührenmarken mehr, und der Laden hat auch keine.",
     C, HOME),
    ("ursula", "Schöner Satz von Kollege Suter: «Quellen lügen nicht, aber sie schweigen oft.»", N, NULL),
    ("ursula", "Die Handschrift aus Engelberg ist nur nachmittags im Lesesaal einsehbar, und nur mit Bleistift.",
     N, WORK),
    ("ursula", "Unsere Enkelin sagt neuerdings «Grosi» zu mir und «Grosspapi» zu Jürg.", N, SOC),
    ("ursula", "Jürg hat mir «Die Glocke von Lucca» empfohlen; historischer Roman, angeblich gut recherchiert.",
     N, HOBBY),
    ("ursula", "Für die Fakultätssitzung mitnehmen: Berufungsakte, Budgetentwurf, Laptop, Protokoll vom Oktober",
     L, WORK),
    ("ursula", "Migros: Birchermüesli, Milch, Nüsslisalat, Gruyère, Brot", L, ERR),
    ("ursula", "Noten, die ich für das Frühjahrskonzert noch brauche: Brahms, 2. Sinfonie; Dvořák, Slawische "
               "Tänze", L, HOBBY),
    ("ursula", "Tagungsband vorbereiten:\n1. Beiträge einsammeln\n2. Gutachten verteilen\n3. Register erstellen\n"
               "4. Manuskript an den Verlag schicken", P, WORK),
    ("ursula", "Wohnzimmer neu einrichten: zuerst das alte Sofa auf Tutti verkaufen, dann die Wände streichen "
               "lassen, zuletzt einen Teppich aussuchen.", P, HOME),
    ("ursula", "Für die Italienischprüfung B2 im Juni: Grammatik wiederholen, jede Woche einen Aufsatz schreiben, "
               "mit Frau Rossi Konversation üben.", P, LEARN),
    ("ursula", "Jürgs 65. Geburtstag vorbereiten → Tisch auf dem Pilatus reservieren, die Kinder einladen, ein "
               "Fotobuch gestalten", P, SOC),

    # --- bernd: Bernd, 55, district chimney sweep in Aachen, wife Gabi, skat, road bike in the Eifel; lower case,
    #     abbreviations (wg., fr., kd.), terse, trade words (Feuerstättenschau, Kehrbezirk, Messgerät)
    ("bernd", "messgerät zur kalibrierung bringen, läuft ende monat ab", T, WORK),
    ("bernd", "bulli zum tüv anmelden, plakette läuft im märz ab", T, NULL),
    ("bernd", "sollte mal wieder zur darmspiegelung, ist jetzt 10 jahre her sagt der hausarzt", T, HEALTH),
    ("bernd", "hab ich die dachdecker-rechnung eigentlich schon bezahlt? im onlinebanking gucken", T, FIN),
    ("bernd", "dachboden ausmisten bevor am 12. der sperrmüll kommt", T, HOME),
    ("bernd", "fr. schmitz-jansen zurückrufen wg. abnahme vom kaminofen", C, WORK),
    ("bernd", "in die skatgruppe schreiben dass donnerstag bei mir gespielt wird", C, HOBBY),
    ("bernd", "gabi bescheid sagen dass ihre schwester angerufen hat wegen sonntag", C, SOC),
    ("bernd", "hausarztpraxis anrufen ob die blutwerte da sind", C, HEALTH),
    ("bernd", "viele kaminöfen von vor 2010 müssen nachgerüstet oder stillgelegt werden, die kunden wissen das "
              "oft nicht", N, WORK),
    ("bernd", "alter spruch bei uns: glück bringt man, pech nimmt man mit", N, NULL),
    ("bernd", "eifeltour sonntag 94 km, 1200 hm, schnitt 26,1", N, HOBBY),
    ("bernd", "bei nobis am markt ist ab januar montags ruhetag", N, ERR),
    ("bernd", "nachbestellen: kehrbesen 20er, stoßkugel, zylinderbürsten, abdeckplanen", L, WORK),
    ("bernd", "belege für den steuerberater: tankquittungen, handyrechnung, kfz-versicherung, spendenquittung", L, FIN),
    ("bernd", "einkauf brot aufschnitt printen sauerkraut mettwurst", L, ERR),
    ("bernd", "garten vorm winter: rosenvlies, rindenmulch 3 sack, frostschutzhaube für den wasserhahn", L, HOME),
    ("bernd", "herbstsaison kehrbezirk:\n- feuerstättenschauen terminieren\n- bescheide rausschicken\n"
              "- messtermine nach ortsteilen bündeln", P, WORK),
    ("bernd", "carport bauen: erst genehmigung bei der stadt klären, dann fundamente gießen, dann bausatz "
              "aufstellen", P, HOME),
    ("bernd", "10 kilo runter bis ostern → abends kein bier, mehr radfahren, mittags salat statt pommes", P, HEALTH),

    # --- herta: Herta, 79, retired primary-school teacher in Eisenstadt (Burgenland), husband Franz,
    #     grandchildren, knitting circle; full sentences, capitals, Austrian words (heuer, Enkerl, Ordination,
    #     Rauchfangkehrer, Erdäpfel, Kasten, "nur mehr")
    ("herta", "Franz, kannst du bitte beim Hofer zwei Kisten Mineralwasser holen?", T, ERR),
    ("herta", "Haben wir den ORF-Beitrag heuer schon bezahlt? Am Kontoauszug nachschauen.", T, FIN),
    ("herta", "Für das Enkerl Lena zum Geburtstag ein Buch aussuchen, sie liest gerade so gern Pferdegeschichten.",
     T, SOC),
    ("herta", "Ich sollte wieder einmal die Blutdrucktabletten in der Apotheke holen, es sind nur mehr fünf Stück "
              "da.", T, HEALTH),
    ("herta", "Die Vorhänge im Wohnzimmer gehören dringend gewaschen.", T, HOME),
    ("herta", "Franz, kannst du bitte der Gerti schreiben, dass wir am Sonntag mit dem Zug kommen?", C, SOC),
    ("herta", "In der Ordination wegen dem Röntgenbefund anrufen.", C, HEALTH),
    ("herta", "Der Strickrunde Bescheid geben, dass wir uns am Donnerstag ausnahmsweise bei mir treffen.", C, HOBBY),
    ("herta", "Der Ofen zieht seit dem Sturm nicht mehr richtig. Den Rauchfangkehrer anrufen.", C, HOME),
    ("herta", "Dem Franz ausrichten, dass sein Bruder angerufen hat und um Rückruf bittet.", C, SOC),
    ("herta", "Der Bus nach Wien fährt am Wochenende nur mehr jede Stunde, der erste um halb sieben.", N, NULL),
    ("herta", "Tipp von der Nachbarin: Kürbiskernöl erst am Teller über die Erdäpfel, nie mitkochen.", N, NULL),
    ("herta", "Der Zucker war heute in der Früh bei 132, nach dem Spaziergang nur mehr 108.", N, HEALTH),
    ("herta", "Pullovermuster vom Enkerl: 48 Maschen, Nadelstärke 4, Zopf jede 8. Reihe, die Wolle reicht für "
              "zwei Stück.", N, HOBBY),
    ("herta", "Einkaufsliste für den Markt: Kürbis, Zwiebel, ein Kilo Erdäpfel, Kümmel, Speck", L, ERR),
    ("herta", "Wolle für den Winter: Merino grau 6 Knäuel, Sockenwolle bunt, Nadelspiel Stärke 3", L, HOBBY),
    ("herta", "Apotheke: Manschette fürs Blutdruckmessgerät, Augentropfen für den Franz, Magnesium", L, HEALTH),
    ("herta", "Weihnachten bei uns: zuerst die Kekse backen, dann den Christbaum beim Bauern aussuchen, die Krippe "
              "vom Dachboden holen und am 24. die Kinder einladen.", P, SOC),
    ("herta", "Das Gästezimmer für die Enkerl herrichten: Bett überziehen, Kasten ausräumen, Vorhang aufhängen.",
     P, HOME),
    ("herta", "Für die Kur in Bad Tatzmannsdorf: Antrag beim Hausarzt ausfüllen lassen, Bewilligung abwarten, "
              "Koffer packen.", P, HEALTH),

    # --- florian: Florian, 19, civil servant (Zivildiener) with the Red Cross in Krems, football, girlfriend
    #     Sophie, moving to Vienna to study; lower case, Austrian youth words (oida, ur, heast, leiwand, a), emoji
    ("florian", "dienstplan dezember checken, glaub ich hab am 24. nachtdienst 😭", T, WORK),
    ("florian", "inskription an der tu bis 5. september nicht verpassen oida", T, LEARN),
    ("florian", "ur dringend handyrechnung zahlen sonst sperren die mich", T, FIN),
    ("florian", "neue stutzen und schienbeinschoner kaufen fürs training", T, HOBBY),
    ("florian", "sophie hat nächste woche geburtstag, heast ich brauch noch a geschenk", T, SOC),
    ("florian", "dem einsatzleiter schreiben dass ich den samstag tauschen kann", C, WORK),
    ("florian", "trainer anrufen wegen match am sonntag, bin krank", C, HOBBY),
    ("florian", "mama sprachnachricht schicken dass ich am wochenende heimkomm und wäsche mitbring 😅", C, SOC),
    ("florian", "magistrat wien anrufen, brauch ich für die wg einen neuen meldezettel oder reicht ummelden?", C, NULL),
    ("florian", "heute erster einsatz am rtw, reanimation, bin ur fertig aber wir haben sie zurückgeholt", N, WORK),
    ("florian", "aus dem sanikurs: 30 zu 2, 100 bis 120 pro minute, 5 bis 6 cm tief", N, LEARN),
    ("florian", "warum fahren in krems eigentlich alle 200 meter mit dem auto zum billa, oida", N, NULL),
    ("florian", "nach dem nachtdienst nur 4 stunden geschlafen, komplett im eimer", N, HEALTH),
    ("florian", "wg wien braucht noch: wasserkocher, duschvorhang, mistkübel, klobürste", L, HOME),
    ("florian", "spar: leberkässemmel, eistee, chips, toastbrot", L, ERR),
    ("florian", "games: elden ring dlc, hades 2, balatro", L, HOBBY),
    ("florian", "umzug nach wien:\n1. meldezettel machen\n2. internet anmelden\n3. möbel von der tante holen\n"
                "4. kaution überweisen", P, HOME),
    ("florian", "geld sparen fürs studium → jeden monat 150 aufs sparbuch, weniger essen bestellen, ferienjob im "
                "sommer suchen", P, FIN),
    ("florian", "fitter werden für die aufnahme bei der feuerwehr: 3x die woche laufen, klimmzüge üben, schwimmen "
                "gehen", P, HEALTH),
    ("florian", "silvester mit den jungs: hütte am jauerling reservieren, einkauf aufteilen, fahrgemeinschaft "
                "ausmachen", P, SOC),

    # --- reto: Reto, 34, polymechanic at a machine factory in Winterthur, partner Nadine, daughter Lia (2),
    #     floorball (Unihockey); capitals, Swiss spelling (never ß), Swiss words (Finken, Gotte, Gspänli,
    #     Rüebli, Velo, Leibchen, Pensum)
    ("reto", "Prüfprotokoll Auftrag 4471 fertig machen", T, WORK),
    ("reto", "Lia braucht neue Finken für die Kita, Grösse 23", T, ERR),
    ("reto", "Fristerstreckung für die Steuererklärung online beantragen", T, FIN),
    ("reto", "Mein Unihockeystock ist am Match gebrochen, neuen Schaft kaufen", T, HOBBY),
    ("reto", "Wir müssten dringend den Keller entrümpeln, bevor Nadines Eltern im Januar kommen.", T, HOME),
    ("reto", "Bachmann wegen CNC 3 Bescheid geben", C, WORK),
    ("reto", "Nadines Gotte anrufen und fürs Geschenk danken", C, SOC),
    ("reto", "Hausarzt fragen, ob ich das Antibiotikum nach 5 oder nach 7 Tagen absetzen soll", C, HEALTH),
    ("reto", "Der Helsana per Mail die neue Adresse durchgeben", C, FIN),
    ("reto", "Verwaltung Bescheid geben: Geschirrspüler läuft schon wieder aus, Pfütze unter der Küchenzeile", C, HOME),
    ("reto", "Parkplatz beim Technikum ist blaue Zone, max. 1 Stunde", N, NULL),
    ("reto", "Lia sagt jetzt zu jedem Fahrrad «Papi Velo» 😄", N, SOC),
    ("reto", "Krankenkassenprämie 2026: 412 Fr. pro Monat, Franchise 2500", N, FIN),
    ("reto", "Idee: Garderobe mit Haken statt Schrank im Flur", N, HOME),
    ("reto", "Coop: Windeln Grösse 4, Cervelats, Bürli, Apfelmus, Kaffee", L, ERR),
    ("reto", "Werkzeug, das daheim noch fehlt: Stichsäge, Schraubzwingen, Holzleim", L, HOME),
    ("reto", "Hörbücher für den Arbeitsweg: Der Richter und sein Henker, Mittagsstunde, Stiller", L, HOBBY),
    ("reto", "Lias 3. Geburtstag: Gspänli einladen, Rüeblikuchen backen, Garten herrichten, Piñata kaufen", P, SOC),
    ("reto", "Weiterbildung Techniker HF: zuerst mit dem Chef wegen Pensum reden, dann anmelden, dann "
             "Finanzierung klären", P, LEARN),
    ("reto", "Mit dem Velo zwei Tage an den Bodensee: zuerst die Strecke über Frauenfeld anschauen, dann beide "
             "Velos zum Service, zuletzt ein Zimmer in Romanshorn reservieren", P, HOBBY),
]


def main() -> int:
    return write_set(RECORDS, "dev4", OTHERS, JACCARD_LIMIT)


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Write the seventh German intent development set, Corpora/intents/de/dev7.jsonl.

240 captures written by hand, one at a time, in the voices of fourteen imagined writers (17 or 18 each) from
Germany, Austria and Switzerland, aged 16 to 80, none of them used in the dev4, dev5 or dev6 scripts or named in
Corpora/intents/de/SOURCE.md; no templates, slots or generator. The records below are the data; the script only
checks and writes them. Standard library only; the output is byte-identical on every run, from any working
directory and under any PYTHONHASHSEED.

The set leans on hard but fair cases in every class: tasks written as a need, an obligation, a bare state or a
deadline stated as a fact ("Personalausweis läuft am 3. Juni ab.", "Polter ... noch nicht vermessen"), in the first
person ("ich muss noch ...", "sollt mal ...", "wär gut wenn ich ...") or with a reason clause before or after the
action; notes that read like tasks but only record something (facts, measurements, diary lines, things others did
or said, other people's plans, a call that already happened, ideas, sayings, opinions); plans written as prose,
with arrows, numbers, months or "erst ... dann ..." and steps spread over sentences; messages that read like notes
(Bescheid geben, absagen, zusagen, nachfragen, informieren, questions addressed to a person, content to be sent);
lists with and without separators, with quantities, one item a line, bullets and a header. Voices: dictated with
fillers ("äh", "also", "ja", "na", "gell"), umlauts typed as ae/oe/ue, Swiss spelling without ß (Pendenz, künden,
Znacht, Ämtli, Natel, grillieren, aufschalten), Austrian words (Jänner, heuer, Feber, Greißler, Fisolen, Marillen,
Erlagschein, Stiegenhaus), Low German and Franconian bits, English loanwords, emoji and abbreviations.

This is a DEVELOPMENT set: rules and settings may be fitted to it, so a score on it means little once that has
happened. It is never trained on.

Checks before writing (the other files are read by script only; only rows of THIS set are ever printed):
* every label is one of the five intents and nine categories (Corpora/README.md);
* no two rows of this set share a folded key;
* no row shares a folded key with a row of train.jsonl, dev.jsonl, dev2.jsonl, dev3.jsonl, dev4.jsonl,
  dev5.jsonl, dev6.jsonl or eval.jsonl of Corpora/intents/de, and none has a word-set Jaccard >= 0.5 with one.

    python3 Corpora/tools/write_intent_dev7_de.py
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_dev_set import (  # noqa: E402  (checks, writes and counts the set; the label names)
    C, ERR, FIN, HEALTH, HOBBY, HOME, L, LEARN, N, NULL, P, SOC, T, WORK, write_set)

OTHERS = ["train.jsonl", "dev.jsonl", "dev2.jsonl", "dev3.jsonl", "dev4.jsonl", "dev5.jsonl", "dev6.jsonl",
          "eval.jsonl"]
JACCARD_LIMIT = 0.5



# (writer, text, intent, category)
RECORDS: list[tuple[str, str, str, str | None]] = [
    # --- greta: Greta, 16, Gymnasium pupil (11th grade) in Wismar, sails dinghies and coaches the Optimist kids
    #     at her club, summer job at an ice-cream parlour, her father lives in Bad Doberan; lower case, no
    #     punctuation, emoji, English ("lowkey"), "is", "ne", "hausi", "!!"
    ("greta", "geo präsi über den meeresspiegel noch zu ende basteln bis donnerstag 😭", T, LEARN),
    ("greta", "muss noch die einverständniserklärung für die kursfahrt unterschreiben lassen mama vergisst das "
              "sonst", T, LEARN),
    ("greta", "meine schwimmweste is mir zu klein geworden brauch ne neue bevor die saison losgeht", T, HOBBY),
    ("greta", "kinderreisepass abgelaufen!! neuen perso beantragen vor prag", T, NULL),
    ("greta", "wäsche aus der maschine holen sonst stinkt die wieder 🤢", T, HOME),
    ("greta", "frau lüdtke meinte die facharbeit darf auch auf englisch sein", N, LEARN),
    ("greta", "mathe klausur 11 punkte lowkey stolz", N, LEARN),
    ("greta", "smilla und ihr bruder fahren in den sommerferien mit dem wohnmobil nach norwegen", N, SOC),
    ("greta", "heute 5 bft aus west, sind zweimal gekentert 😂", N, HOBBY),
    ("greta", "smilla wegen mathe hausi fragen", C, LEARN),
    ("greta", "papa bescheid geben dass ich erst samstag nach bad doberan komm wegen regatta", C, SOC),
    ("greta", "an die opti kids gruppe: training morgen fällt aus wegen sturm ⛈️", C, HOBBY),
    ("greta", "eisdiele schicht: schwarze hose haargummi namensschild wasserflasche", L, WORK),
    ("greta", "bootshaus grillen sa: pavillon, box, kuchen von mama, mülltüten, kühltasche", L, HOBBY),
    ("greta", "rossmann concealer mascara wattepads zopfgummis", L, ERR),
    ("greta", "kursfahrt prag: erst 280€ an frau lüdtke überweisen dann packliste machen dann mit smilla das "
              "zimmer klären", P, LEARN),
    ("greta", "zweiter sommerjob: bewerbung schreiben, lebenslauf von mama checken lassen, bei der "
              "strandkorbvermietung in boltenhagen vorbeigehen und fragen ob die noch leute brauchen", P, WORK),

    # --- lea: Lea, 20, third-year apprentice pastry chef (Konditorin) at a café in Bad Ischl (Salzkammergut),
    #     plays Eisstock (curling on ice) in a club, her mother lives near Attnang; lower case with umlauts,
    #     Austrian words ("heuer", "jause", "jänner", "nimmer", "gscheit", "i", "is", "ka", "LAP"), emoji,
    #     one list with an item a line
    ("lea", "hygieneschulung nachweis muss bis zum betriebswechsel vorliegen", T, WORK),
    ("lea", "internatsbeitrag noch offen", T, FIN),
    ("lea", "eisstock sohle tauschen lassen sonst rutscht er nimmer gscheit, meisterschaft is im jänner", T, HOBBY),
    ("lea", "wär gscheit wenn i die LAP rezepte heut noch ins heft schreib", T, LEARN),
    ("lea", "neue laufschuhe, die alten haben 900 km drauf", T, HEALTH),
    ("lea", "heut 300 krapfen gefüllt, bin fix und fertig", N, WORK),
    ("lea", "chefin sagt meine sachertorte war die schönste heuer 🥹", N, WORK),
    ("lea", "lap theorie bestanden!! 2er ka wie", N, LEARN),
    ("lea", "heuer so wenig eis dass am see kein turnier is", N, HOBBY),
    ("lea", "mama schreiben dass ich freitag mit dem zug um 17:12 in attnang bin", C, SOC),
    ("lea", "bei der chefin nachfragen ob ich den samstag am 24. tauschen kann", C, WORK),
    ("lea", "dem verein zusagen fürs turnier", C, HOBBY),
    ("lea", "vroni du hast noch mein fachkunde skript, nimmst es morgen mit? 🙏", C, LEARN),
    ("lea", "jause für die frühschicht semmeln 2 joghurt apfel müsliriegel eistee", L, WORK),
    ("lea", "für den lehrgang einpacken:\nfachkundebuch\nmesserkoffer\nkochjacken 3 stk\nsicherheitsschuhe", L, LEARN),
    ("lea", "lap vorbereitung: 1. mit der chefin das schaustück fixieren 2. probeteile üben 3. kalkulation bis "
            "ende jänner fertig", P, LEARN),
    ("lea", "eigene wohnung in ischl → inserate durchschauen, besichtigungen ausmachen, kaution zusammensparen, "
            "erst dann mama sagen 😅", P, HOME),

    # --- timo: Timo, 19, third-year apprentice landscape gardener (Landschaftsgärtner EFZ) in Frauenfeld
    #     (Thurgau), junior ice hockey, sister Alina, starts Rekrutenschule (RS) in summer; lower case, Swiss
    #     spelling (never ß), Swiss words ("Ämtli", "Znacht", "Natel", "künden", "gmacht", "mami", "papi",
    #     "QV", "üK"), English "easy", arrows, emoji
    ("timo", "lernplan für pflanzenkenntnis fürs qv endlich machen", T, LEARN),
    ("timo", "ämtli diese woche: altglas und karton runterbringen", T, HOME),
    ("timo", "aushebungsunterlagen raussuchen die wollen die am montag sehen", T, NULL),
    ("timo", "natel abo künden bevor es sich wieder um ein jahr verlängert", T, FIN),
    ("timo", "sollt mal wieder ins gym, seit der zerrung nix mehr gmacht", T, HEALTH),
    ("timo", "pflanzenkenntnis prüfung 5.5 🔥", N, LEARN),
    ("timo", "heute 14 tonnen kies mit der schubkarre verteilt, rücken komplett durch 💀", N, WORK),
    ("timo", "alina will nach der matura ein jahr nach australien, papi findet das gar nicht easy", N, SOC),
    ("timo", "sind jetzt 3. in der tabelle, noch 4 spiele bis playoffs", N, HOBBY),
    ("timo", "mami schreiben ich bin nicht zum znacht da, training geht länger", C, SOC),
    ("timo", "beim berufsbildner nachfragen ob ich im mai auf die baustelle in weinfelden darf", C, WORK),
    ("timo", "trainer absagen für samstag, hab familienfest", C, HOBBY),
    ("timo", "üK mitnehmen: arbeitshosen, pflanzenheft, znüni, gehörschutz, badge", L, LEARN),
    ("timo", "hockeytasche schlittschuhe helm handschuhe stulpen tape duschzeug", L, HOBBY),
    ("timo", "rs vorbereitung → mit dem chef abklären ob ich nach der rs zurückkommen kann → laufschuhe einlaufen "
             "→ dienstbüchlein ausfüllen", P, NULL),
    ("timo", "nach dem qv zuerst 2 monate jobben, dann sprachaufenthalt in brighton buchen und im herbst an die "
             "höhere fachschule", P, LEARN),
    ("timo", "alinas 18.: torte bei der konditorei bestellen, ihre kolleginnen heimlich einladen, grill vom "
             "nachbar ausleihen", P, SOC),

    # --- aylin: Aylin, 29, air traffic controller (approach) living in Langen (Hesse), boyfriend Deniz, volleyball
    #     in a hobby league, her parents (Baba) in Rüsselsheim; capitals and umlauts, aviation English (Sim-Check,
    #     Medical, Squawk, Roster, Supervisor, Phraseology), "wg.", arrows, "!!", emoji
    ("aylin", "Medical Klasse 3 läuft Ende Mai ab!!", T, HEALTH),
    ("aylin", "Sim-Check nächste Woche, Notverfahren nochmal durchgehen", T, LEARN),
    ("aylin", "Waschmaschine pumpt nicht mehr ab, Flusensieb?", T, HOME),
    ("aylin", "Kündigungsfrist Fitnessstudio ist der 30.11. – sonst läuft das wieder ein Jahr", T, FIN),
    ("aylin", "Ich müsste echt mal die Steuererklärung 2024 machen, Schichtzulagen und Fahrtkosten raussuchen",
     T, FIN),
    ("aylin", "Merke: Funkausfall = Squawk 7600", N, WORK),
    ("aylin", "Heute 38 Anflüge in einer Stunde auf meinem Sektor, persönlicher Rekord 😮‍💨", N, WORK),
    ("aylin", "Schichtleiter meint Tower-Lizenz frühestens im Frühjahr", N, WORK),
    ("aylin", "Schlaf nach der Nachtschicht 4,5 h, Ruhepuls 72", N, HEALTH),
    ("aylin", "Deniz, kochst du heute? Schicht geht bis 21 Uhr 😩", C, SOC),
    ("aylin", "Supervisor zurückrufen wg. Roster Dezember", C, WORK),
    ("aylin", "Anne-Kathrin fragen, ob sie die Frühschicht am 3.10. mit mir tauscht", C, WORK),
    ("aylin", "Baba anrufen wg. Blutdruckwerten", C, HEALTH),
    ("aylin", "Nachtschicht Tasche: Headset-Polster, Snacks, Zahnbürste, Kontaktlinsen, Powerbank", L, WORK),
    ("aylin", "Volleyball Turnier Sa → Knieschoner, Elektrolyte, Bananen, Tape, 2 Trikots", L, HOBBY),
    ("aylin", "dm: Handcreme, Labello, Augentropfen (trockene Luft im Center), Haargummis", L, ERR),
    ("aylin", "Zusammenziehen mit Deniz: Mietvertrag kündigen → Nachmieter suchen → Transporter für den 28. → neue "
              "Adresse bei DFS + Bank", P, HOME),
    ("aylin", "Englisch Level 6: Assessment buchen, 4 Wochen jeden Abend Phraseology üben, dann Prüfung in Langen, "
              "Zertifikat an HR", P, LEARN),

    # --- fabienne: Fabienne, 33, speech therapist (Logopädin) with her own small practice in Schaffhausen,
    #     triathlon, partner Cédric; capitals, Swiss spelling (never ß), Swiss words ("Pendenz", "allenfalls",
    #     "aufschalten", "Znacht", "grillieren", "Velobrille", "Spital", "Coop"), emoji
    ("fabienne", "Pendenz: Toner Praxisdrucker", T, WORK),
    ("fabienne", "Die Quartalsabrechnung mit den Krankenkassen muss bis Ende Monat raus", T, WORK),
    ("fabienne", "Neoprenanzug zum Flicken bringen", T, HOBBY),
    ("fabienne", "Miete fürs Praxislokal ist seit dem 1. nicht bezahlt, Dauerauftrag war ausgelaufen", T, FIN),
    ("fabienne", "Allenfalls noch für den Kurs Stottertherapie Teil 2 anmelden, Frühbucher bis 15.3.", T, LEARN),
    ("fabienne", "Frau Gmür Wortabruf heute 14 von 20, vor drei Wochen 8", N, WORK),
    ("fabienne", "Seeschwimmen heute 1,9 km in 38 Min, Wasser 17 Grad 🥶", N, HEALTH),
    ("fabienne", "Idee: Sprechgruppe für Parkinson-Patienten am Dienstagabend, allenfalls mit dem Spital zusammen",
     N, WORK),
    ("fabienne", "Eltern von Elias informieren, dass seine Therapie ab nächster Woche bei Flurina weiterläuft",
     C, WORK),
    ("fabienne", "Dem Neurologen von Frau Gmür kurz Bericht: Sprachverständnis deutlich besser, noch 10 Sitzungen",
     C, WORK),
    ("fabienne", "Cédric, grillieren wir am Sonntag bei deinen Eltern oder bei uns?", C, SOC),
    ("fabienne", "Praxis Nachschub: Spatel 200 Stk, Handschuhe M, Bildkarten Set 3, Seifenblasen, "
                 "Desinfektionstücher", L, WORK),
    ("fabienne", "Wechselbeutel Rapperswil: Startnummernband, 4 Gels, Velobrille, Socken, Ersatz-Schwimmbrille",
     L, HOBBY),
    ("fabienne", "Coop: Polenta, Steinpilze, Rahm, Rucola", L, ERR),
    ("fabienne", "Zweite Logopädin anstellen: Inserat aufschalten, Gespräche im April, Arbeitsvertrag aufsetzen, "
                 "Raum 3 einrichten", P, WORK),
    ("fabienne", "Bis Rapperswil: Mai Grundlage, Juni Intervalle, Juli Tapering. Vorher den Plan mit dem Coach "
                 "durchgehen.", P, HEALTH),
    ("fabienne", "Cédrics 40.: zuerst seine Brüder einweihen, dann Hütte im Toggenburg reservieren, Caquelons "
                 "organisieren, am Schluss Rede schreiben", P, SOC),

    # --- nadja: Nadja, 38, freelance wedding and event photographer in Jena, partner Henrik (a carpenter),
    #     daughter Mathilda (9); capitals, English business words (Deadline, Invoice, Backup, Follow-up, Shooting,
    #     Location, Relaunch, Insta), dashes, a bulleted list, emoji
    ("nadja", "Galerie Hochzeit Krüger/Said bis Freitag online — Deadline!!", T, WORK),
    ("nadja", "Invoice Firmenevent raus!", T, WORK),
    ("nadja", "Backup-Platte voll, ohne neue kann ich Samstag nicht sichern", T, WORK),
    ("nadja", "Mathilda braucht bis Montag einen Turnbeutel mit Namen drin", T, LEARN),
    ("nadja", "KSK Einkommen nach oben korrigieren 📈", T, FIN),
    ("nadja", "Lichtidee: Gegenlicht + Nebelmaschine im Wald, Oktober, ganz früh", N, WORK),
    ("nadja", "Frau Said meinte, ich sei die entspannteste Fotografin, die sie je hatte 🥰", N, WORK),
    ("nadja", "Henrik will sich nächstes Jahr als Tischler selbstständig machen, erst Meisterkurs, dann Werkstatt "
              "mieten", N, SOC),
    ("nadja", "Brautpaar Krüger fragen ob sie zusätzlich ein Album wollen", C, WORK),
    ("nadja", "Follow-up an die Agentur wegen Messe-Shooting, seit 2 Wochen keine Antwort", C, WORK),
    ("nadja", "Henrik, bitte den Zettel für den Elternabend unterschreiben, liegt auf dem Küchentisch", C, LEARN),
    ("nadja", "Mama sagen, dass wir Weihnachten doch bei uns feiern 🎄", C, SOC),
    ("nadja", "Hochzeit Sa einpacken:\n- 2 Bodys\n- 24-70 + 85er\n- 3 Blitze\n- 8 Akkus\n- SD-Karten\n- Trittleiter",
     L, WORK),
    ("nadja", "Für Mathildas Party noch besorgen Luftballons Pappteller Seifenblasen Wunderkerzen", L, SOC),
    ("nadja", "Website Relaunch: erst Portfolio ausmisten (max 40 Bilder), dann Texte schreiben lassen, Preise "
              "aktualisieren, danach Google-Profil neu", P, WORK),
    ("nadja", "Workshop für Hobbyfotografen im Frühjahr – Location finden, Termin festlegen, Anmeldeformular bauen, "
              "Insta-Post, am Ende Mappen drucken", P, WORK),
    ("nadja", "Sommer Bornholm: Ferienhaus buchen, Fähre mit Henrik abstimmen, Hund zu Oma bringen, Kamera für "
              "Unterwasser leihen", P, NULL),

    # --- carina: Carina, 41, part-time pattern designer at an embroidery firm in Lustenau (Vorarlberg), husband
    #     Stefan, children Lena (11), Jakob (8) and Ella (4); capitals and commas, "!!", emoji, Austrian and
    #     Vorarlberg words ("Arbeitnehmerveranlagung", "Kuvert", "Feber", "Erlagschein", "Wechselgewand",
    #     "Funkensonntag", "Funkaküachle", "Kässpätzle", "Würstle", "gibts")
    ("carina", "Arbeitnehmerveranlagung 2024 machen, Kinderbetreuungskosten nicht vergessen!!", T, FIN),
    ("carina", "Lena braucht bis Mittwoch 25 € für die Wienwoche, bar im Kuvert", T, LEARN),
    ("carina", "Sind immer noch die Winterreifen drauf, Termin Werkstatt!", T, NULL),
    ("carina", "Jakobs Zahnspange gehört nachgestellt, beim Kieferorthopäden gibts erst im Feber wieder was", T,
     HEALTH),
    ("carina", "Entwürfe für die Sommerkollektion müssen bis 5. bei der Produktion sein", T, WORK),
    ("carina", "Ella hat heut zum ersten Mal allein die Schuhe gebunden 🥹", N, SOC),
    ("carina", "Haushaltskonto am 15.: 412 €, wird knapp bis zum Ersten", N, FIN),
    ("carina", "Brigitte von nebenan sagt, die Mittelschule macht ab Herbst eine Bläserklasse", N, LEARN),
    ("carina", "Stefan will die Garage selber ausbauen, zuerst dämmen, dann die Werkbank, hat er mir eine Stunde "
               "lang erklärt 🙄", N, HOME),
    ("carina", "Klassenlehrerin von Jakob schreiben, er war gestern krank, Entschuldigung nachreichen", C, LEARN),
    ("carina", "Stefan: Erlagschein für die Müllgebühr liegt am Kühlschrank, zahlst du den bitte?", C, FIN),
    ("carina", "Beim Finanzamt nachfragen, ob sie die Familienbeihilfe-Bestätigung auch per Mail schicken", C,
     FIN),
    ("carina", "Kässpätzle für 8: 1 kg Mehl, 10 Eier, Bergkäse, Räßkäse, 4 Zwiebeln, Butter", L, ERR),
    ("carina", "Kindergarten Ella: Gummistiefel, Matschhose, Wechselgewand, Zahnbürste, Trinkflasche", L, LEARN),
    ("carina", "Funkensonntag mitnehmen: Sitzkissen, Thermoskanne, Funkaküachle, Taschenlampe, Hauben für die "
               "Kinder", L, SOC),
    ("carina", "Jakobs Geburtstag: Einladungen bis Freitag verteilen, Schnitzeljagd im Wald vorbereiten, Kuchen "
               "backen, Stefan macht Würstle am Feuer", P, SOC),
    ("carina", "Bad renovieren: zuerst drei Angebote, dann Fliesen aussuchen, im Juli während wir am Meer sind "
               "umbauen lassen", P, HOME),
    ("carina", "Wieder mehr Stunden? Erst Nachmittagsbetreuung für Ella klären, dann mit der Personalabteilung "
               "reden, ab September 30 Std", P, WORK),

    # --- beat: Beat, 45, SBB locomotive driver based in Olten, wife Priska, sons Silvan and Jonah, Jass evenings,
    #     follows Schwingen; capitals, terse, Swiss spelling (never ß), Swiss and railway words ("Estrich",
    #     "Abwart", "Veloraum", "Vignette", "Cervelats", "Bürli", "Salzstängeli", "Einteilung", "Tour", "FDV",
    #     "Vierkant", "repetieren", "500.-")
    ("beat", "Periodische Prüfung FDV im März, Reglemente repetieren", T, LEARN),
    ("beat", "Estrich ausmisten vor dem Winter", T, HOME),
    ("beat", "Die neue Vignette klebt noch nicht an der Scheibe", T, NULL),
    ("beat", "Sehtest beim Optiker machen, Tauglichkeitsuntersuchung ist im Mai", T, HEALTH),
    ("beat", "Heute bei Aarau Personenunfall, 2 Std Stillstand. Nicht schön.", N, WORK),
    ("beat", "Jassen gestern: Priska und ich 3 Runden gewonnen, Schwiegervater beleidigt", N, HOBBY),
    ("beat", "Mit der Versicherung telefoniert: Hagelschaden am Auto wird übernommen, Selbstbehalt 500.-", N, FIN),
    ("beat", "Olten–Bern sonntags nur im Halbstundentakt wegen Bauarbeiten bis Ende Mai", N, NULL),
    ("beat", "Einteilung anrufen, Tour 412 tauschen", C, WORK),
    ("beat", "Priska Bescheid, bin erst um halb elf zuhause", C, SOC),
    ("beat", "Abwart fragen wg. Veloraumschlüssel", C, HOME),
    ("beat", "Dem Trainer von Silvan absagen fürs Turnier am Samstag", C, HOBBY),
    ("beat", "Jassabend bei uns: Bier, Salzstängeli, Trockenwurst, neue Jasskarten, Kreide", L, HOBBY),
    ("beat", "Migros Cervelats 6 Stk Bürli Senf Holzkohle", L, ERR),
    ("beat", "Tourtasche: Tablet, Ladegerät, Warnweste, Taschenlampe, Vierkant", L, WORK),
    ("beat", "Eidgenössisches im August: Tickets am 1. März um 10 Uhr (Wecker!), Camping reservieren, Freitage bei "
             "der Einteilung eingeben", P, HOBBY),
    ("beat", "Garten: zuerst alte Thujahecke raus, dann Boden verbessern, im Oktober Hainbuchen setzen", P, HOME),

    # --- steffen: Steffen, 51, wind-turbine service technician in the Uckermark near Prenzlau, wife Kathleen,
    #     daughter Anna studying in Neubrandenburg, chess club in Templin; capitals, terse, trade shorthand
    #     ("WEA", "Gondel", "Pitch", "Leitwarte", "Steigschutz", "m/s"), arrows, "Stullen", "Eingewecktes"
    ("steffen", "WEA 7 Getriebeöl-Probe noch nicht im Labor", T, WORK),
    ("steffen", "Steigschutz-Läufer zur Prüfung, Frist Ende Monat", T, WORK),
    ("steffen", "Auffanggurt abgelaufen!", T, WORK),
    ("steffen", "Stromabschlag ab Januar 96 € statt 78, Dauerauftrag anpassen", T, FIN),
    ("steffen", "Mal wieder zum Zahnarzt, Backenzahn links meckert seit Wochen", T, HEALTH),
    ("steffen", "Kraniche heute früh überm Bruch, locker 2000 Stück, von oben aus der Gondel gesehen", N, NULL),
    ("steffen", "Wind heute 14 m/s, Aufstieg abgebrochen, Regel ist ab 12 nicht mehr hoch", N, WORK),
    ("steffen", "Kathleen will nächstes Jahr auf Teilzeit gehen und dann die Heilpraktiker-Ausbildung machen",
     N, SOC),
    ("steffen", "Leitwarte anrufen wegen Störung WEA 12, Pitch-Fehler seit heute Nacht", C, WORK),
    ("steffen", "Landwirt Grunow Bescheid sagen, dass wir Dienstag mit dem Kran über seinen Acker müssen", C, WORK),
    ("steffen", "Anna wegen Ostern fragen", C, SOC),
    ("steffen", "Servicekoffer auffüllen: Kabelbinder, Isoband, Batterien, Stirnlampe, Ohrstöpsel", L, WORK),
    ("steffen", "Schachturnier Templin: Uhr, Notationsblock, Kulis, Thermoskanne, Stullen", L, HOBBY),
    ("steffen", "Für Anna nach Neubrandenburg mitnehmen: Winterjacke, Bohrmaschine, Eingewecktes, Fahrradschloss",
     L, SOC),
    ("steffen", "Windpark Schenkenberg Jahreswartung: Ersatzteile bestellen → Kran für Blattinspektion buchen → Team "
                "einteilen → Protokolle bis 30.9.", P, WORK),
    ("steffen", "Holz für den Kamin: beim Forst Buche kaufen, im Februar holen, spalten, dann zwei Jahre trocknen",
     P, HOME),
    ("steffen", "Kathleens 50.: Gasthof in Gerswalde anfragen, Gästeliste machen, Anna muss früher kommen, Musik "
                "klären", P, SOC),

    # --- hakan: Hakan, 47, owner of a small removals firm in Hamburg-Harburg, wife Melek, a daughter, referees
    #     amateur football at weekends; dictates between jobs: lower case, no punctuation, "äh", "also", "ja",
    #     "ne", "is", run-on sentences
    ("hakan", "äh der tüv vom siebeneinhalbtonner läuft im märz ab also vorher noch termin machen", T, WORK),
    ("hakan", "also ich muss noch die angebote für die zwei firmenumzüge fertig machen ja bis donnerstag", T, WORK),
    ("hakan", "die hebebühne vom großen lkw quietscht ja schon seit tagen das geht so nicht", T, WORK),
    ("hakan", "wär gut wenn ich mal wieder laufen geh äh der rücken vom ganzen schleppen", T, HEALTH),
    ("hakan", "kfz versicherung für die zwei transporter vergleichen bevor die sich verlängert", T, FIN),
    ("hakan", "also der neue der dennis packt wie ein weltmeister aber beim klavier hat er nix verstanden", N, WORK),
    ("hakan", "äh im oktober 23 umzüge gemacht das is rekord ja", N, WORK),
    ("hakan", "melek sagt die kleine hat in sport ne eins gekriegt", N, SOC),
    ("hakan", "ja diesel an der aral am bahnhof heute 1,69", N, NULL),
    ("hakan", "die kundin aus eißendorf zurückrufen die wollte den umzug auf freitag verschieben", C, WORK),
    ("hakan", "melek schreiben äh dass ich heut später komm so halb acht", C, SOC),
    ("hakan", "beim bezirksamt nachfragen ja wegen halteverbotszone für den umzug in der lämmertwiete", C, WORK),
    ("hakan", "ja dem staffelleiter mailen dass ich am 14. kein spiel pfeifen kann", C, HOBBY),
    ("hakan", "äh großhandel also umzugskartons 200 stück packdecken 30 klebeband 20 rollen luftpolsterfolie", L,
     WORK),
    ("hakan", "fürs schiri wochenende äh pfeife karten rot gelb schwarzes trikot notizblock stoppuhr", L, HOBBY),
    ("hakan", "also neuen fahrer einstellen ja erst anzeige schalten dann gespräche dann muss der ne probewoche "
              "mitfahren und dann kriegt er den sprinter", P, WORK),
    ("hakan", "äh sommerurlaub türkei also erst flüge gucken dann mit melek die wochen abstimmen dann der tante in "
              "izmir bescheid sagen", P, NULL),

    # --- uwe: Uwe, 59, caretaker (Hausmeister) at a comprehensive school in Cuxhaven, sings in a shanty choir,
    #     wife Gesche, son Jörn in Husum; capitals, terse, Low German bits ("büschen", "Schietwetter", "nich",
    #     "is", "Klos"), "&"
    ("uwe", "Heizung Turnhalle wieder kalt", T, WORK),
    ("uwe", "Laub vom Schulhof weg bevor Elternsprechtag is", T, WORK),
    ("uwe", "Hörtest machen lassen, Gesche sagt ich krieg nix mehr mit", T, HEALTH),
    ("uwe", "Shantyhemd in die Reinigung, Hafenfest is bald", T, ERR),
    ("uwe", "Hafenfest war büschen Schietwetter, aber 300 Leute vor der Bühne, Gesche hat gefilmt", N, HOBBY),
    ("uwe", "Zählerstand Wasser Schule 14.02.: 48311 m³", N, WORK),
    ("uwe", "Die Neue im Sekretariat, Frau Petersen, kommt aus Otterndorf", N, WORK),
    ("uwe", "Rektor will nächstes Jahr die Klos sanieren, erst Jungs dann Mädchen", N, WORK),
    ("uwe", "Dem Rektor Bescheid geben, dass die Feuerlöscher im Mai geprüft werden", C, WORK),
    ("uwe", "Kollegen vom Gymnasium fragen, ob er mir den Hubsteiger leiht", C, WORK),
    ("uwe", "Jörn anrufen wegen Pfingsten", C, SOC),
    ("uwe", "Chorleiter mailen: kann Donnerstag nich, Elternabend in der Schule", C, HOBBY),
    ("uwe", "Bestellung Schulhof: Streusalz 20 Sack, Besen 4, Müllsäcke 120 l, Arbeitshandschuhe", L, WORK),
    ("uwe", "Gesches Geburtstag: Krabben, Schwarzbrot, Eier, Sekt & Blumen", L, SOC),
    ("uwe", "Grillabend Chor: Würstchen 40, Nacken 20, Salate (Gesche), Bier 3 Kisten, Kohle", L, HOBBY),
    ("uwe", "Chorkeller ausräumen: Notenständer zählen, Kisten beschriften, Sperrmüll anmelden, dann streichen",
     P, HOBBY),
    ("uwe", "Rente mit 63? Erst Rentenauskunft anfordern, dann mit Gesche durchrechnen, dann beim Schulträger "
            "Bescheid geben", P, FIN),

    # --- volker: Volker, 66, retired customs officer in Lörrach, a small vineyard plot (Gutedel) in the
    #     Markgräflerland, wife Marlies, granddaughter Carla; full sentences, capitals and full stops, "lt.",
    #     "evtl.", "bzgl.", "ca.", "gell", a numbered plan on one line, steps spread over sentences
    ("volker", "Bratwürste für das Herbstfest im Weinbauverein bis Donnerstag beim Metzger vorbestellen.", T, ERR),
    ("volker", "Der Rebschnitt in der oberen Zeile ist noch nicht gemacht, der Frost ist vorbei.", T, HOBBY),
    ("volker", "Der neue Grundsteuerbescheid geht von 812 m² aus, lt. Kataster sind es 780. Muss ich nachrechnen.",
     T, FIN),
    ("volker", "Personalausweis läuft am 3. Juni ab.", T, NULL),
    ("volker", "Sollte mir die Knie mal wieder röntgen lassen, der Hang im Rebberg wird immer mühsamer.", T, HEALTH),
    ("volker", "Regen im Juli lt. Tonne ca. 64 l/m², Öchsle am 20.9. bei 78.", N, HOBBY),
    ("volker", "Früher standen wir am Zoll in Weil an jedem Auto mit Stempel, heute fährt jeder einfach durch.",
     N, NULL),
    ("volker", "Enkelin Carla hat die Zusage für Jura in Freiburg, gell.", N, SOC),
    ("volker", "Herrn Becker von der Winzergenossenschaft anrufen bzgl. Abliefertermin Gutedel.", C, HOBBY),
    ("volker", "Marlies sagen, dass ich ihre Schwester am Badischen Bahnhof abhole.", C, SOC),
    ("volker", "An den Weinbauverein schreiben: Wir verzichten dieses Jahr auf den gemeinsamen Spritztermin.", C,
     HOBBY),
    ("volker", "Raiffeisenmarkt: Bindedraht, Ersatzklinge für die Rebschere, Kupferspritzmittel, 2 Kanister", L,
     HOBBY),
    ("volker", "Für Samstag: Zwiebelkuchen 3 Bleche, Neuer Süßer 10 l, Bauernbrot, Bergkäse", L, SOC),
    ("volker", "Apotheke: Voltaren, Magnesium, neue Manschette fürs Blutdruckgerät", L, HEALTH),
    ("volker", "Rebhäusle sanieren: 1. Ziegel runter 2. Balken prüfen 3. neue Ziegel mit dem Schwiegersohn 4. "
               "Fensterläden streichen", P, HOBBY),
    ("volker", "Tagesfahrt ins Elsass mit dem Seniorenkreis: Termine abgleichen, Bus anfragen, dann Liste "
               "rumgeben.", P, SOC),
    ("volker", "Die alten Dienstakten im Keller. Erst sichten, das Wichtige einscannen, den Rest zum Schreddern "
               "bringen.", P, HOME),

    # --- gerti: Gertraud "Gerti", 77, widowed retired seamstress in Leoben (Styria), seniors' gymnastics, son
    #     Peter and daughter-in-law Claudia, granddaughter Valentina; dictates: a capital at the start, few
    #     commas, fillers ("na", "also", "ja", "gell"), Austrian words ("Greißler", "Fisolen", "Marillen",
    #     "Topfen", "Semmeln", "Stiegenhaus", "Kästen", "Spital", "Jause", "Hofer", "is", "komm")
    ("gerti", "Na die Vorhänge im Schlafzimmer müssen runter und in die Wäsche bevor die Claudia kommt", T, HOME),
    ("gerti", "Also die Blutdrucktabletten sind bald aus ich hab nur noch fünf Stück", T, HEALTH),
    ("gerti", "Der Valentina ihr Ballkleid kürzen zwei Zentimeter gell", T, SOC),
    ("gerti", "Ja die Rechnung von der Energie Steiermark is glaub ich noch nicht bezahlt", T, FIN),
    ("gerti", "Die Valentina hat die Matura mit Auszeichnung bestanden ich bin so stolz", N, SOC),
    ("gerti", "Also beim Hofer kostet die Butter jetzt 2,49 ja früher hat man dafür zwei bekommen", N, ERR),
    ("gerti", "Mein Mann selig hat immer gsagt ein Knopf hält länger wenn man ihn mit Liebe annäht", N, NULL),
    ("gerti", "Heut beim Turnen waren nur acht Leute die Frau Haas is im Spital", N, SOC),
    ("gerti", "Na die Nachbarin von oben zieht im Sommer zu ihrer Tochter nach Bruck", N, HOME),
    ("gerti", "Die Claudia anrufen ob sie mich am Dienstag zum Augenarzt fahren kann", C, HEALTH),
    ("gerti", "Der Turnleiterin sagen also dass ich die nächsten zwei Wochen nicht komm wegen dem Knie", C, HEALTH),
    ("gerti", "Na der Hausverwaltung schreiben wegen dem Licht im Stiegenhaus das is seit drei Wochen kaputt", C,
     HOME),
    ("gerti", "Für die Marmelade 3 Kilo Marillen Gelierzucker 2 zu 1 Zitronen und Gläser", L, ERR),
    ("gerti", "Beim Greißler na also Milch Semmeln Topfen Schnittlauch und Fisolen", L, ERR),
    ("gerti", "Nähkasten auffüllen Nähseide weiß und schwarz Stecknadeln Maßband Druckknöpfe", L, HOBBY),
    ("gerti", "Na den Keller räumen. Zuerst die alten Einsiedegläser raus. Dann holt der Peter die Kästen und dann "
              "kommt der Sperrmüll gell", P, HOME),
    ("gerti", "Für den Seniorenausflug nach Mariazell also zuerst die Liste rumgeben dann den Bus zahlen und die "
              "Jause einkaufen", P, SOC),

    # --- herbert: Herbert, 80, retired typesetter in Fürth (Franconia) who restores old valve radios, wife Inge,
    #     grandson Luis; an old tablet with an English keyboard, so umlauts as ae/oe/ue and "ss" for ß,
    #     capitals, Franconian bits ("fei", "heut", "gsagt", "Schaeufele", "Kerwa"), "!!"
    ("herbert", "Beim Grundig von 1958 brummt es wieder, Kondensatoren pruefen!!", T, HOBBY),
    ("herbert", "Zum Hautarzt wegen dem Fleck am Ohr, die Inge laesst fei nicht locker", T, HEALTH),
    ("herbert", "Im Keller riecht es wieder muffig, der Entfeuchter ist voll", T, HOME),
    ("herbert", "Die Autoversicherung will 60 Euro mehr, kuendigen und woanders hin", T, FIN),
    ("herbert", "Fuer den Luis das alte Kofferradio herrichten, bis Weihnachten", T, SOC),
    ("herbert", "Frueher hab ich jede Zeile mit der Hand gesetzt, heut macht das einer am Computer in 5 Minuten",
     N, NULL),
    ("herbert", "Gewicht heut 81,5, Zucker nuechtern 118", N, HEALTH),
    ("herbert", "Der Luis will Elektriker werden, hat er heut gsagt!!", N, SOC),
    ("herbert", "Ein Saba Freiburg in gutem Zustand kostet um die 250 Euro, hat der Mann am Flohmarkt gsagt", N,
     HOBBY),
    ("herbert", "Dem Radioclub Bescheid geben, dass ich beim Flohmarkt im Mai keinen Stand mach", C, HOBBY),
    ("herbert", "Den Juergen anrufen, ob er zur Kerwa wieder den Bierwagen faehrt", C, SOC),
    ("herbert", "Inge, denk dran, der Luis kommt am Freitag schon um 3!!", C, SOC),
    ("herbert", "Bei Reichelt bestellen: Elkos 47 uF x6, Skalenseil 2 m, Roehre ECC83, Kontaktspray", L, HOBBY),
    ("herbert", "Zum Metzger: 2 Schaeufele, 12 Bratwuerste, Leberkaes 300 g", L, ERR),
    ("herbert", "Fuer die Kur in Bad Kissingen: Badehose, Bademantel, Tabletten, Lesebrille, Wanderstock", L,
     HEALTH),
    ("herbert", "Werkstatt im Keller neu. Erst die alte Werkbank raus, dann neue Steckdosen legen lassen, Regale "
                "fuer die Radios, zum Schluss mit dem Luis alles beschriften", P, HOBBY),
    ("herbert", "Wohnung altersgerecht: erst Zuschuss bei der Pflegekasse beantragen, dann Wanne raus und Dusche "
                "rein, Haltegriffe, die Schwelle zum Balkon weg", P, HOME),
]


def main() -> int:
    return write_set(RECORDS, "dev7", OTHERS, JACCARD_LIMIT)


if __name__ == "__main__":
    sys.exit(main())

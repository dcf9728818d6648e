import Testing

@testable import OffloadNLP

@Suite struct NeedStatementTests {
    private func isNeed(_ text: String, _ language: String) -> Bool {
        NeedStatement.isNeed(Tokenizer().tokenize(text), form: CueWords.forLanguage(language).need)
    }

    @Test("something that needs a new thing, or still needs one, asks to get it, in every language with need words")
    func needs() {
        #expect(isNeed("the bike needs a new chain before the trip", "en"))
        #expect(isNeed("we still need a present for grandpa", "en"))
        #expect(isNeed("Der Drucker braucht neuen Toner", "de"))
        #expect(isNeed("für Omas Geburtstag brauchen wir noch einen Kuchen", "de"))
        #expect(isNeed("la impresora necesita tóner nuevo", "es"))
        #expect(isNeed("para el cumple de Lucía falta un regalo", "es"))
    }

    @Test("a need of time, a need turned down, or one in another clause than its thing asks nothing")
    func notNeeds() {
        #expect(!isNeed("the glue needs a day to set", "en"))
        #expect(!isNeed("the tyres need no new valves", "en"))
        #expect(!isNeed("die Schulter braucht noch etwa 6 Wochen", "de"))
        #expect(!isNeed("das Auto braucht keine neuen Reifen", "de"))
        #expect(!isNeed("der Hund braucht Auslauf, neue Leine liegt im Flur", "de"))
        #expect(!isNeed("la planta necesita mucha luz", "es"))
        // French lists no need words.
        #expect(!isNeed("la voiture a besoin de nouveaux pneus", "fr"))
    }

    @Test("a thing that ought to be done, as southern German says it, asks for it; whose a thing is asks nothing")
    func obligations() {
        func isObligation(_ text: String, _ language: String = "de") -> Bool {
            NeedStatement.isObligation(Tokenizer().tokenize(text), words: CueWords.forLanguage(language))
        }
        #expect(isObligation("Die Dachrinne gehört mal wieder gereinigt"))
        #expect(isObligation("der keller ghört endlich ausgemistet, da findet man nix mehr"))
        #expect(isObligation("Kinderzimmer streichen? die Wände gehören gestrichen."))
        #expect(!isObligation("Der Schrebergarten gehört meiner Tante"))
        #expect(!isObligation("Das Fahrrad gehört zum Haus und wurde letztes Jahr gekauft"))
        #expect(!isObligation("Das hat sich nicht gehört"))
        #expect(!isObligation("la ropa pertenece lavada", "es"))
        let classifier = CaptureClassifier(models: ClassifierTests.models, language: "de")
        let notes = ClassifierTests.probabilities(["note": 0.7, "task": 0.1])
        #expect(
            classifier.readingNeed(notes, of: Tokenizer().tokenize("die Fenster gehören geputzt"))
                == ClassifierTests.probabilities(["note": 0.1, "task": 0.7]))
        // "a" is the article of Bavarian and Austrian speech: "brauch noch a Geschenk".
        #expect(isNeed("fürs Wichteln brauch i noch a Packerl", "de"))
        #expect(!isNeed("i brauch a Ruh", "de"))
    }

    @Test("a thing said to be due asks for it; a due word alone or turned down asks nothing")
    func dueThings() {
        func isDue(_ text: String, _ language: String = "de") -> Bool {
            NeedStatement.isDue(Tokenizer().tokenize(text), words: CueWords.forLanguage(language))
        }
        #expect(isDue("Meine eigene Mammographie ist seit März überfällig"))
        #expect(isDue("Ölwechsel beim Bus fällig!!"))
        #expect(isDue("hund war beim tierarzt, tollwut impfung fällig, sonst alles gut"))
        #expect(!isDue("fällig"))
        #expect(!isDue("die Rate ist noch nicht fällig"))
        #expect(!isDue("die fällige Rechnung liegt im Ordner"))
        #expect(!isDue("the rent is due", "en"))
        let classifier = CaptureClassifier(models: ClassifierTests.models, language: "de")
        let notes = ClassifierTests.probabilities(["note": 0.7, "task": 0.1])
        #expect(
            classifier.readingNeed(notes, of: Tokenizer().tokenize("TÜV beim Anhänger überfällig"))
                == ClassifierTests.probabilities(["note": 0.1, "task": 0.7]))
    }

    @Test("a text that names someone and asks them a question is a message to them; a statement to them is none")
    func addressedQuestions() {
        func isAddressed(_ text: String, _ language: String = "de") -> Bool {
            NeedStatement.isAddressed(Tokenizer().tokenize(text), words: CueWords.forLanguage(language))
        }
        #expect(isAddressed("Jens, kannst du im März mal ein Wochenende übernehmen? ich brauch eine Pause"))
        #expect(isAddressed("Steffi: holst du Paul heute ab? hab Change-Fenster bis 19 Uhr"))
        #expect(isAddressed("Frau Lang, habt ihr am Samstag noch Platz für zwei?"))
        #expect(isAddressed("in die chor-gruppe: kann jemand am sonntag die noten mitbringen?"))
        #expect(!isAddressed("Jens, der Zug kommt später. Kannst du warten?"))
        #expect(!isAddressed("Jens kann am Samstag nicht, fragt ob du kannst?"))
        #expect(!isAddressed("Rezept: kannst du das glauben?"))
        #expect(!isAddressed("Anna, can you take the kids on saturday?", "en"))
        let classifier = CaptureClassifier(models: ClassifierTests.models, language: "de")
        let notes = ClassifierTests.probabilities(["note": 0.7, "communication": 0.1])
        #expect(
            classifier.readingAddress(notes, of: Tokenizer().tokenize("Mila, nimmst du morgen den Schlüssel mit?"))
                == ClassifierTests.probabilities(["note": 0.1, "communication": 0.7]))
        let tasks = ClassifierTests.probabilities(["task": 0.7, "note": 0.1])
        #expect(
            classifier.readingAddress(tasks, of: Tokenizer().tokenize("Mila, nimmst du morgen den Schlüssel mit?"))
                == tasks)
        // A request word right after the name asks them, whether read as a note or as a task.
        #expect(isAddressed("Jonas, bitte die Spülmaschine ausräumen, ich bin erst um 8 da"))
        #expect(!isAddressed("Jonas bitte nicht vergessen"))
        #expect(!isAddressed("Einkauf: bitte Milch und Brot"))
        let tasksOfRequest = ClassifierTests.probabilities(["task": 0.7, "communication": 0.1])
        #expect(
            classifier.readingAddress(
                tasksOfRequest, of: Tokenizer().tokenize("Jonas, bitte die Spülmaschine ausräumen"))
                == ClassifierTests.probabilities(["task": 0.1, "communication": 0.7]))
    }

    @Test("a German clause that says a thing is not done yet asks to do it; not a question, not the writer's own")
    func pending() {
        func isPending(_ text: String, _ language: String = "de") -> Bool {
            NeedStatement.isPending(Tokenizer().tokenize(text), words: CueWords.forLanguage(language))
        }
        #expect(isPending("Steuerbescheid noch nicht geprüft"))
        #expect(isPending("die Ersatzteile für die Fräse sind noch ned bestellt"))
        #expect(!isPending("ich weiß noch nicht, ob ich am Samstag kann"))
        #expect(!isPending("ist das Paket noch nicht da?"))
        #expect(!isPending("Steuerbescheid nicht geprüft"))
        #expect(!isPending("tax return still not filed", "en"))
    }

    @Test("a German text that opens with 'zum' or 'zur' and names no verb in its clause is a visit")
    func visits() {
        func isVisit(_ text: String, _ language: String = "de") -> Bool {
            NeedStatement.isVisit(Tokenizer().tokenize(text), words: CueWords.forLanguage(language))
        }
        #expect(isVisit("Zum Zahnarzt wegen der Krone, wackelt wieder"))
        #expect(isVisit("zur post"))
        #expect(isVisit("zum augenarzt, sehe schlecht in der ferne"))
        #expect(!isVisit("Zum Glück hat der Bus gewartet"))
        #expect(!isVisit("zum Bäcker Brötchen holen"))
        #expect(!isVisit("Zur Kur: Schlafanzug, Hausschuhe"))
        #expect(!isVisit("Der Termin zum Zahnarzt ist verschoben"))
        #expect(!isVisit("al médico por la rodilla", "es"))
        // The last clause, after a comma, when it opens with a visit within its first three words.
        #expect(isVisit("Knie knackt beim Treppensteigen, endlich zum Orthopäden"))
        #expect(isVisit("Knie knackt beim Treppensteigen, endlich zum Orthopäden!"))
        #expect(!isVisit("Knie knackt beim Treppensteigen, war schon zweimal zum Orthopäden"))
        #expect(!isVisit("Knie knackt, seit Wochen schon immer wieder zum Orthopäden"))
        #expect(!isVisit("Im Tagebau angefangen, 31 Jahre bis zur Rente."))
    }

    @Test("an English text that opens with a past form, after fillers and a subject, is a log")
    func logs() {
        func isLog(_ text: String, _ language: String = "en") -> Bool {
            LogStatement.isLog(Tokenizer().tokenize(text), words: CueWords.forLanguage(language))
        }
        #expect(isLog("slept terribly, the neighbours had a party"))
        #expect(isLog("I noticed the back tyre is soft"))
        #expect(isLog("repainted the fence on the weekend"))
        #expect(!isLog("paint the fence on the weekend"))
        #expect(!isLog("i did not want you to send that yet"))
        #expect(!isLog("remind me: slept badly"))
        #expect(!isLog("durmió fatal otra vez", "es"))
        let classifier = CaptureClassifier(models: ClassifierTests.models)
        let probabilities = ClassifierTests.probabilities(["task": 0.7, "note": 0.1])
        #expect(
            classifier.readingLog(probabilities, of: Tokenizer().tokenize("slept badly again"))
                == ClassifierTests.probabilities(["task": 0.1, "note": 0.7]))
        #expect(classifier.readingLog(probabilities, of: Tokenizer().tokenize("sleep early tonight")) == probabilities)
    }

    @Test("a note or a message that needs a new thing reads as a task; a list or a plan stays")
    func readingNeed() {
        let classifier = CaptureClassifier(models: ClassifierTests.models, language: "de")
        let probabilities = ClassifierTests.probabilities(["note": 0.7, "task": 0.1])
        let need = Tokenizer().tokenize("Das Auto braucht neue Scheibenwischer")
        #expect(
            classifier.readingNeed(probabilities, of: need)
                == ClassifierTests.probabilities(["note": 0.1, "task": 0.7]))
        let lists = ClassifierTests.probabilities(["list": 0.7, "task": 0.1])
        #expect(classifier.readingNeed(lists, of: need) == lists)
        #expect(
            classifier.readingNeed(probabilities, of: Tokenizer().tokenize("die Schulter braucht noch 6 Wochen"))
                == probabilities)
    }

    @Test("a short statement that a thing is broken or fails asks to see to it; the writer's own state does not")
    func faults() {
        func isFault(_ text: String, _ language: String = "de") -> Bool {
            NeedStatement.isFault(Tokenizer().tokenize(text), words: CueWords.forLanguage(language))
        }
        #expect(isFault("Kellertür klemmt seit dem Regen.."))
        #expect(isFault("schimmel im wg bad ecke dusche again"))
        #expect(isFault("kasse vom kollektiv stimmt seit dienstag nicht, 40 € zu wenig"))
        #expect(isFault("Drucker im Büro funktioniert ned"))
        #expect(!isFault("bin heut total kaputt"))
        #expect(isFault("press under the sink is leaking again", "en"))
        #expect(isFault("The geyser in the second bathroom is not heating properly.", "en"))
        #expect(isFault("my bedroom window wont shut properly and its freezing", "en"))
        #expect(!isFault("i'm broke till payday", "en"))
        #expect(!isFault("the new heater is working great", "en"))
        #expect(!isFault("the smoke alarm beeps when the battery is low, not broken", "en"))
        #expect(!isFault("ich glaub mein Handy ist kaputt?"))
        #expect(!isFault("die Rechnung stimmt, 40 € für alles"))
        #expect(
            !isFault(
                "der Wasserhahn in der alten Wohnung von Tante Gerda hat damals im Winter immer so laut getropft und"
                    + " geklemmt"))
        // A language that lists no fault words reads none.
        #expect(!isFault("la puerta está rota", "es"))
    }

    @Test("'remind' or 'tell' first, before someone other than the writer, leads a message; a thing or 'me' does not")
    func messageLeads() {
        func leads(_ text: String, _ language: String = "en") -> Bool {
            NeedStatement.leadsMessage(Tokenizer().tokenize(text), words: CueWords.forLanguage(language))
        }
        #expect(leads("Remind Jason to pick Kaylee up from volleyball at 6"))
        #expect(leads("um, remind Arjun to bring his report card on Sunday"))
        #expect(leads("Tell Raju to come at eight tomorrow, not nine"))
        #expect(!leads("remind me to call the letting agent back"))
        #expect(!leads("remind this event in future"))
        #expect(!leads("call Jason about the game"))
        // A language that lists no message leads reads none.
        #expect(!leads("Erinnere Jason an das Training", "de"))
    }
}

import Foundation
import OffloadTestSupport
import Testing

@testable import OffloadNLP

@Suite struct ClassifierTests {
    static let models: ClassifierModels = {
        var trainer = ClassifierTrainer()
        trainer.folds = 4
        // Invariant: the tiny corpus only uses the five intent labels, so training cannot throw.
        return (try? trainer.train(TinyCorpus.examples)) ?? { preconditionFailure("tiny corpus failed to train") }()
    }()

    /// Intent probabilities over the tiny models' labels: `values` where given, 0.05 elsewhere.
    static func probabilities(_ values: [String: Double]) -> [Double] {
        models.intent.labels.map { values[$0] ?? 0.05 }
    }

    struct IntentCase: Sendable, CustomTestStringConvertible {
        let text: String
        let intent: String
        var testDescription: String { text }
    }

    static let cases: [IntentCase] = [
        IntentCase(text: "call grandma", intent: "communication"),
        IntentCase(text: "bread, butter and jam", intent: "list"),
        IntentCase(text: "plan the party: book a room, send invites, buy cake", intent: "plan"),
        IntentCase(text: "idea: a podcast about maps", intent: "note"),
        IntentCase(text: "fix the fence", intent: "task"),
    ]

    @Test("a text read as a note whose first clause alone asks for an action is that action; the rest is its reason")
    func actionClauseFirst() throws {
        let classifier = CaptureClassifier(models: Self.models)
        let texts = [
            "call the bank about the card, wifi password is pinecone42, the bakery closes at 4 on sundays",
            "email the landlord about the heater, idea: the bakery closes at 4 on sundays, parking spot level 3",
            "ring the plumber tomorrow, remember that the wifi password is pinecone42 and the bakery closes at 4",
            "fix the leaky tap, interesting talk on sleep and memory, the bakery closes at 4 on sundays",
        ]
        // The texts the rule reads: the whole text alone is a note, its first clause a sure task or message.
        var checked = 0
        for text in texts {
            let tokens = Tokenizer().tokenize(text)
            let end = try #require(tokens.firstIndex { $0.normalized == "," })
            let clause = classifier.classifyWhole(Array(tokens[..<end]), explain: .none).intent
            guard classifier.classifyWhole(tokens, explain: .none).intent.label == "note",
                clause.label != "note", clause.confidence >= CaptureClassifier.actionClauseConfidence
            else { continue }
            checked += 1
            let result = classifier.classify(tokens)
            #expect(result.intent.label == clause.label)
            #expect(
                result.intent.explanation.allSatisfy { ($0.span?.end ?? 0) <= tokens[end].characterRange.lowerBound })
            // Evaluation reads the same probabilities.
            let probabilities = classifier.intentProbabilities(tokens)
            let best = try #require(probabilities.indices.max { probabilities[$0] < probabilities[$1] })
            #expect(Self.models.intent.labels[best] == clause.label)
        }
        #expect(checked > 0)
        // A note whose first clause asks for nothing stays a note.
        #expect(
            classifier.classify(Tokenizer().tokenize("wifi password is pinecone42, the bakery closes at 4")).intent
                .label
                == "note")
    }

    @Test("a note or a message whose command follows a question is that command; the question asks no one")
    func commandAfterQuestion() throws {
        let classifier = CaptureClassifier(models: Self.models)
        let texts = [
            "did the gym ever refund the double charge? check the bank app",
            "is the passport still valid until june? check the passport",
            "did the landlord ever answer about the heater? call the landlord",
            "why is the basement damp again? fix the fence",
        ]
        var checked = 0
        for text in texts {
            let tokens = Tokenizer().tokenize(text)
            let mark = try #require(tokens.firstIndex { $0.normalized == "?" })
            let whole = classifier.classifyWhole(tokens, explain: .none).intent.label
            let tail = classifier.classifyWhole(Array(tokens[(mark + 1)...]), explain: .none).intent.label
            guard whole == "note" || whole == "communication", tail == "task" || tail == "communication" else {
                continue
            }
            checked += 1
            #expect(classifier.classify(tokens).intent.label == tail, "\(text)")
            let probabilities = classifier.intentProbabilities(tokens)
            let best = try #require(probabilities.indices.max { probabilities[$0] < probabilities[$1] })
            #expect(Self.models.intent.labels[best] == tail)
        }
        #expect(checked > 0)
        // Without the question, a message keeps its label whatever its last clause.
        let message = Tokenizer().tokenize("ask the landlord about the heater, check the bank app")
        if classifier.classifyWhole(message, explain: .none).intent.label == "communication" {
            #expect(classifier.classify(message).intent.label == "communication")
        }
    }

    @Test("a note with a bare command of a known verb between its first and last clause reads as that command")
    func commandInTheMiddle() throws {
        // Command clauses are read in verb-final languages (``CommandForm/reads``): German cue words here.
        let classifier = CaptureClassifier(models: Self.models, language: "de")
        let texts = [
            "Donnerstag ist mein Waschtag, diesmal das Tumblersieb putzen, sonst reklamiert die Nachbarin wieder",
            "der Keller riecht wieder feucht, den Vermieter anrufen, letzten Winter war alles gut",
            "the bakery closes at 4 on sundays, Oma anrufen, parking spot level 3 row g",
            "wifi password is pinecone42, grandma anrufen, the bakery closes at 4 on sundays",
            "interesting talk on sleep and memory, bread and butter kaufen, i work better in the mornings",
        ]
        var checked = 0
        for text in texts {
            let tokens = Tokenizer().tokenize(text)
            let marks = tokens.indices.filter { tokens[$0].normalized == "," }
            try #require(marks.count == 2)
            let middle = Array(tokens[(marks[0] + 1)..<marks[1]])
            let whole = classifier.classifyWhole(tokens, explain: .none).intent.label
            let clause = classifier.classifyWhole(middle, explain: .none).intent.label
            guard whole == "note", clause == "task" || clause == "communication",
                CommandClause.isCommand(middle, words: .german, knownVerbsOnly: true)
            else { continue }
            checked += 1
            #expect(classifier.classify(tokens).intent.label == clause, "\(text)")
        }
        #expect(checked > 0)
        // A note of statements alone stays one.
        let statements = Tokenizer().tokenize("Donnerstag ist Waschtag, der Trockner ist alt, die Nachbarin meckert")
        if classifier.classifyWhole(statements, explain: .none).intent.label == "note" {
            #expect(classifier.classify(statements).intent.label == "note")
        }
    }

    @Test("a task or a list with a header and three steps or more led or ended by an action verb reads as a plan")
    func stepListsArePlans() throws {
        let classifier = CaptureClassifier(models: Self.models)
        let probabilities = Self.probabilities(["task": 0.6, "plan": 0.15])
        let all = CaptureClassifier.stepListCues.count
        // Every cue: the plan takes the task's probability, and the task the plan's.
        #expect(classifier.readingSteps(probabilities) { all } == Self.probabilities(["task": 0.15, "plan": 0.6]))
        // A cue missing, or a note: unchanged.
        #expect(classifier.readingSteps(probabilities) { all - 1 } == probabilities)
        let notes = Self.probabilities(["note": 0.6, "plan": 0.15])
        #expect(classifier.readingSteps(notes) { all } == notes)
        // Through the tokens: the header, the three segments and the steps are cues of the text.
        let ids = Set(
            FeatureExtractor().features(
                of: Tokenizer().tokenize("move out: book the van, pack the kitchen, clean the oven"),
                isKnownWord: { _ in true }
            ).map(\.id))
        #expect(CaptureClassifier.stepListCues.isSubset(of: ids))
        #expect(
            classifier.classify(Tokenizer().tokenize("move out: book the van, pack the kitchen, clean the oven")).intent
                .label == "plan")
    }

    @Test("a word the corpus knows is trained as itself, not as the cue word one letter away; a rare typo is corrected")
    func knownWordsAreNotCorrected() throws {
        var trainer = ClassifierTrainer()
        trainer.folds = 2
        trainer.logistic = nil
        trainer.language = "de"
        let texts = [
            ("in zwei wochen Reifen wechseln", "task"), ("alle drei wochen Blumen gießen", "task"),
            ("die Ferien dauern sechs wochen", "note"), ("Apfelkuchen backen", "task"), ("Kürbissuppe kochen", "task"),
            ("Pilze koxhen", "task"),
        ]
        let examples = texts.map {
            LabelledExample(
                text: $0.0, intent: $0.1, category: $0.1 == "note" ? "leisure" : "home", hasCategoryGold: true,
                language: "de")
        }
        let names = Set(try trainer.train(examples).intent.naiveBayes.featureCounts.map(\.name))
        #expect(names.contains("w:wochen"))
        // "koxhen" is in one document only: an unknown word, corrected to the cue verb, which then counts twice.
        #expect(names.contains("w:kochen"))
        #expect(!names.contains("w:koxhen"))
    }

    @Test("classifies unseen captures of each intent", arguments: cases)
    func classifies(_ c: IntentCase) {
        let result = CaptureClassifier(models: Self.models).classify(Tokenizer().tokenize(c.text))
        #expect(result.intent.label == c.intent)
    }

    @Test("probabilities are finite and sum to one")
    func probabilitiesSumToOne() {
        var rng = SplitMix64(seed: 0xC1A5_51F1)
        let classifier = CaptureClassifier(models: Self.models)
        for _ in 0..<1_000 {
            let text = String.hostile(using: &rng, maxLength: 25)
            let probabilities = classifier.intentProbabilities(Tokenizer().tokenize(text))
            #expect(abs(probabilities.reduce(0, +) - 1) < 1e-9, "seed 0xC1A551F1, input \(text.debugDescription)")
            #expect(probabilities.allSatisfy { $0.isFinite && $0 >= 0 })
            let result = classifier.classify(Tokenizer().tokenize(text))
            for item in result.intent.explanation {
                if let span = item.span { #expect(span.end <= text.count, "input \(text.debugDescription)") }
            }
        }
    }

    @Test("explanations name the words that drove the prediction, with their spans")
    func explanations() throws {
        let text = "call the plumber"
        let result = CaptureClassifier(models: Self.models).classify(Tokenizer().tokenize(text))
        let top = try #require(result.intent.explanation.first)
        #expect(top.weight > 0)
        let span = try #require(result.intent.explanation.first { $0.feature == "w:call" }?.span)
        #expect(String(Array(text)[span.start..<span.end]) == "call")
    }

    @Test("explaining fewer predictions changes nothing else", arguments: cases)
    func explanationScopes(_ c: IntentCase) {
        let classifier = CaptureClassifier(models: Self.models)
        let tokens = Tokenizer().tokenize(c.text)
        let all = classifier.classify(tokens, explain: .all)
        let intent = classifier.classify(tokens, explain: .intent)
        let none = classifier.classify(tokens, explain: .none)
        #expect(!all.intent.explanation.isEmpty && !all.category.explanation.isEmpty)
        #expect(intent.intent == all.intent)
        #expect(intent.category.explanation.isEmpty && none.intent.explanation.isEmpty)
        for result in [intent, none] {
            #expect(result.intent.label == all.intent.label && result.intent.confidence == all.intent.confidence)
            #expect(result.category.label == all.category.label)
            #expect(result.category.confidence == all.category.confidence)
        }
    }

    @Test("model files round-trip and the same corpus gives the same bytes")
    func modelFileDeterminism() throws {
        var trainer = ClassifierTrainer()
        trainer.folds = 4
        let again = try trainer.train(TinyCorpus.examples)
        let first = try ModelFile(kind: "intent", model: Self.models.intent, characterGrams: false, trainedOn: ["tiny"])
            .encoded()
        let second = try ModelFile(kind: "intent", model: again.intent, characterGrams: false, trainedOn: ["tiny"])
            .encoded()
        #expect(first == second)
        let decoded = try ModelFile.decode(first, path: "intent.json").model(path: "intent.json")
        #expect(decoded == Self.models.intent)
    }

    @Test("a damaged model file is reported, not trusted")
    func corruptModel() throws {
        #expect(throws: ModelFileError.corrupt(path: "m.json", reason: "it is not a model file in JSON")) {
            try ModelFile.decode(Data("not json".utf8), path: "m.json")
        }
        let good = try ModelFile(kind: "intent", model: Self.models.intent, characterGrams: false, trainedOn: [])
            .encoded()
        let text = String(decoding: good, as: UTF8.self)
        let newer = text.replacingOccurrences(of: "\"format\" : 2", with: "\"format\" : 9")
        #expect(throws: ModelFileError.unsupportedVersion(found: 9, supported: 2...2)) {
            try ModelFile.decode(Data(newer.utf8), path: "m.json")
        }
        let broken = text.replacingOccurrences(of: "\"w:call\\t", with: "\"w:call ")
        #expect(throws: ModelFileError.self) {
            try ModelFile.decode(Data(broken.utf8), path: "m.json").model(path: "m.json")
        }
    }

    @Test("models are written to and loaded from a directory")
    func directoryRoundTrip() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "offload-models-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.models.write(to: directory, trainedOn: ["tiny"])
        #expect(try ClassifierModels.load(from: directory) == Self.models)
        #expect(try ClassifierModels.loadJSON(from: directory) == Self.models)
        // A JSON file changed after training makes the binary stale: the JSON is read instead.
        let intentURL = directory.appendingPathComponent(ClassifierModels.intentFileName)
        var edited = try Data(contentsOf: intentURL)
        edited.append(contentsOf: Array("\n".utf8))
        try edited.write(to: intentURL)
        let intentJSON = try Data(contentsOf: intentURL)
        let categoryJSON = try Data(contentsOf: directory.appendingPathComponent(ClassifierModels.categoryFileName))
        let binary = try Data(contentsOf: directory.appendingPathComponent(ModelBinary.fileName))
        #expect(ModelBinary.decode(binary, intentJSON: intentJSON, categoryJSON: categoryJSON) == nil)
        #expect(ModelBinary.decode(binary.prefix(100), intentJSON: intentJSON, categoryJSON: categoryJSON) == nil)
        #expect(try ClassifierModels.load(from: directory) == Self.models)
        #expect(throws: ModelFileError.notFound(path: directory.appendingPathComponent("missing/intent.json").path)) {
            try ClassifierModels.load(from: directory.appendingPathComponent("missing"))
        }
    }
}

@Suite struct CalibrationTests {
    @Test("temperature fitting softens overconfident scores")
    func temperature() {
        // Scores that claim certainty but are right only 3 times in 4.
        let scores = (0..<100).map { _ in [10.0, 0.0] }
        let gold = (0..<100).map { $0 % 4 == 0 ? 1 : 0 }
        let temperature = Calibration.fitTemperature(scores: scores, gold: gold)
        let probability = NaiveBayesModel.softmax([10, 0], temperature: temperature)[0]
        #expect(abs(probability - 0.75) < 0.01)
    }

    @Test("ECE over 10 bins matches a hand computation")
    func expectedCalibrationError() {
        let result = Calibration.reliability(
            confidences: [0.95, 0.95, 0.55, 0.55], correct: [true, false, true, true])
        // Bin 9: confidence 0.95, accuracy 0.5; bin 5: confidence 0.55, accuracy 1.0.
        #expect(abs(result.ece - (0.5 * 0.45 + 0.5 * 0.45)) < 1e-12)
        #expect(result.bins[9].count == 2 && result.bins[5].count == 2)
    }

    @Test("metrics count the confusion matrix and macro-F1 over supported classes")
    func metrics() {
        let metrics = ClassificationMetrics(
            labels: ["a", "b", "c"], gold: [0, 0, 1, 1], predicted: [0, 1, 1, 1], confidences: [0.9, 0.6, 0.8, 0.7])
        #expect(metrics.confusion == [[1, 1, 0], [0, 2, 0], [0, 0, 0]])
        #expect(metrics.accuracy == 0.75)
        #expect(abs(metrics.macroF1 - (2.0 / 3.0 + 0.8) / 2) < 1e-12)
    }
}

@Suite struct CorpusReadingTests {
    @Test("reads both corpus formats and skips records without an intent")
    func formats() throws {
        let data = Data(
            """
            {"text": "buy milk", "intent": "task", "category": "errands"}
            {"id": "x:1", "text": "call sam", "intent": "communication", "source": "hwu64"}
            {"id": "x:2", "text": "alarm at 6", "intent": null}

            """.utf8)
        let examples = try LabelledCorpus.parse(data, path: "c.jsonl")
        #expect(examples.map(\.text) == ["buy milk", "call sam"])
        #expect(examples.map(\.hasCategoryGold) == [true, false])
    }

    @Test("a malformed line is reported with its number")
    func malformed() {
        #expect(
            throws: CorpusError.malformedLine(
                path: "c.jsonl", line: 2, reason: "it is not a JSON object with a string \"text\"")
        ) {
            try LabelledCorpus.parse(Data("{\"text\":\"a\",\"intent\":\"task\"}\n{oops\n".utf8), path: "c.jsonl")
        }
    }

    @Test("typo correction fixes cue words but leaves real words alone")
    func typos() {
        let corrector = TypoCorrector.cueWords
        #expect(corrector.correction(of: "calll") == "call")
        #expect(corrector.correction(of: "folkow") == "follow")
        #expect(corrector.correction(of: "milk") == nil)
        #expect(corrector.correction(of: "call") == nil)
    }
}

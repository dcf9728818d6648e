import OffloadCore

/// A label with its calibrated probability and the evidence behind it.
public struct LabelPrediction: Hashable, Sendable, Codable {
    /// The predicted label.
    public let label: String
    /// Calibrated probability of the label.
    public let confidence: Double
    /// The runner-up label and its probability, when there is one.
    public let runnerUp: String?
    /// The features that favoured `label` over the runner-up, largest first.
    public let explanation: [ExplanationItem]
}

/// Intent and category of one capture.
public struct Classification: Hashable, Sendable, Codable {
    /// The intent (task, list, plan, communication, note).
    public let intent: LabelPrediction
    /// The category; its label is ``ClassifierModels/noCategory`` when the capture fits none.
    public let category: LabelPrediction
}

/// Which predictions of a ``Classification`` carry their top features.
public enum ExplainedPredictions: Sendable {
    /// Neither: labels and probabilities only.
    case none
    /// The intent's alone, which is all a suggestion shows; the category's explanation stays empty.
    case intent
    /// Both, as `offload analyze` shows them.
    case all
}

/// The trained intent and category models.
public struct ClassifierModels: Sendable, Equatable {
    /// The category label meaning "no category".
    public static let noCategory = "none"

    /// Intent model.
    public let intent: LabelModel
    /// Category model.
    public let category: LabelModel
    /// Whether the models were trained with character 4-grams.
    public let characterGrams: Bool

    /// Creates the pair.
    public init(intent: LabelModel, category: LabelModel, characterGrams: Bool) {
        self.intent = intent
        self.category = category
        self.characterGrams = characterGrams
    }
}

/// Classifies captures with the trained models; pure and thread-safe.
///
/// ```swift
/// let classifier = CaptureClassifier(models: models)
/// let result = classifier.classify(Tokenizer().tokenize("milk, eggs and 2 loaves of bread"))
/// // result.intent.label == "list"
/// ```
public struct CaptureClassifier: Sendable {
    /// The models, the feature extractor and the joint table, behind one reference: a classifier is handed out per
    /// capture (``LanguageClassifiers/classifier(for:)``), and a copy then retains one object instead of every array
    /// of the models and cue words.
    private final class Parts: Sendable {
        let models: ClassifierModels
        let extractor: FeatureExtractor
        let joint: JointTable

        init(models: ClassifierModels, language: String) {
            self.models = models
            extractor = FeatureExtractor(usesCharacterGrams: models.characterGrams, language: language)
            joint = JointTable(intent: models.intent, category: models.category)
        }
    }

    private let parts: Parts

    /// The models in use.
    public var models: ClassifierModels { parts.models }
    private var extractor: FeatureExtractor { parts.extractor }
    private var joint: JointTable { parts.joint }

    /// Creates a classifier over models trained on `language` (whose cue words it reads).
    public init(models: ClassifierModels, language: String = ModelShelf.primaryLanguage) {
        parts = Parts(models: models, language: language)
    }

    /// Classifies tokens; the predictions that `explain` names carry their top features with their source spans.
    ///
    /// A text read as a note whose first clause alone asks for an action, or whose last clause is a bare command, and
    /// a note or a message whose command follows a question, is that action, the rest its reason or context (see
    /// ``actionClause(of:whole:)``); the category stays the whole text's.
    public func classify(_ tokens: [Token], explain: ExplainedPredictions = .all) -> Classification {
        let whole = classifyWhole(tokens, explain: explain)
        guard let clause = actionClause(of: tokens, whole: whole.intent.label) else { return whole }
        // Only a clause that turns the note into an action is classified again, with its explanation.
        let reading = classifyWhole(Array(tokens[clause.range]), explain: explain == .none ? .none : .intent)
        return Classification(intent: reading.intent, category: whole.category)
    }

    /// The clause of a text read as `whole` (a note, or a message) that asks for an action on its own, with its token
    /// range and intent probabilities; `nil` otherwise.
    ///
    /// Of a note, the first clause, read as a task or a message with at least ``actionClauseConfidence``; else the
    /// last clause, when it is a bare command of a known verb (``CommandClause``: "die waschmaschine stinkt schon
    /// wieder, entkalker rein und leer laufen lassen") read as a task or a message. Of a note or a message, the last
    /// clause after a question, a bare command whose verb a list holds or whose shape is a verb's: the writer asks
    /// themselves and says what to do about it ("Hab ich die Rechnung bezahlt? Im Onlinebanking nachsehen"), which
    /// is the capture's intent, the question no message to anyone. Else, of a note, a clause between its first and
    /// its last that is a bare command of a known verb read as a task or a message ("Donnerstag ist mein Waschtag,
    /// diesmal das Tumblersieb putzen, sonst reklamiert die Nachbarin wieder").
    private func actionClause(of tokens: [Token], whole: String) -> (range: Range<Int>, probabilities: [Double])? {
        let isNote = whole == Self.note
        guard isNote || whole == Self.communication else { return nil }
        if isNote, let clause = actionClauseRange(of: tokens) {
            let probabilities = wholeIntentProbabilities(Array(tokens[clause]))
            if let best = bestAction(probabilities), probabilities[best] >= Self.actionClauseConfidence {
                return (clause, probabilities)
            }
        }
        if let start = commandTailStart(of: tokens, afterQuestionOnly: !isNote) {
            let probabilities = wholeIntentProbabilities(Array(tokens[start...]))
            return bestAction(probabilities) == nil ? nil : (start..<tokens.count, probabilities)
        }
        guard isNote, !holdsNoteStarter(tokens) else { return nil }
        for clause in middleClauses(of: tokens)
        where CommandClause.isCommand(Array(tokens[clause]), words: extractor.cues, knownVerbsOnly: true) {
            let probabilities = wholeIntentProbabilities(Array(tokens[clause]))
            if bestAction(probabilities) != nil { return (clause, probabilities) }
        }
        return nil
    }

    /// The clauses of a text between its first and its last, cut at commas, semicolons, line breaks, fillers of
    /// dictation and conjunctions that open a clause (``CommandForm/spokenBreaks``, ``CommandForm/clauseOpeners``).
    ///
    /// A bare command of a known verb there is what a note asks, the clauses around it its occasion and reason
    /// ("Donnerstag ist mein Waschtag, diesmal das Tumblersieb putzen, sonst reklamiert die Nachbarin"). At most the
    /// first ``middleClauseLimit``, so the work stays bounded.
    private func middleClauses(of tokens: [Token]) -> [Range<Int>] {
        var clauses: [Range<Int>] = []
        var start: Int?
        let form = extractor.cues.command
        for (index, token) in tokens.enumerated() {
            let mark = token.normalized
            // Dictation cuts where a writer would put a comma ("fahrerkarte läuft im juni ab also neue beantragen ja
            // beim straßenverkehrsamt").
            let cuts =
                token.kind == .lineBreak || token.kind == .punctuation && (mark == "," || mark == ";")
                || token.kind == .word && form.breaksClause(mark)
            guard cuts else { continue }
            if let first = start, index > first { clauses.append(first..<index) }
            guard clauses.count < Self.middleClauseLimit else { break }
            start = index + 1
        }
        // The last clause found is the text's last when no word follows its mark.
        guard let last = clauses.last, !tokens[last.upperBound...].contains(where: { $0.kind == .word }) else {
            return clauses
        }
        return Array(clauses.dropLast())
    }

    /// The most middle clauses looked at.
    static let middleClauseLimit = 6

    /// The index of the likeliest label when it is an action (task or message), else `nil`.
    private func bestAction(_ probabilities: [Double]) -> Int? {
        guard let best = Self.likeliest(probabilities),
            Self.actions.contains(models.intent.labels[best])
        else { return nil }
        return best
    }

    /// Where the last clause of a text starts, when the text says something before it and the clause is a command.
    ///
    /// That is a bare command (``CommandClause/isCommand(_:words:knownVerbsOnly:)``) of a known verb, or after a
    /// question of any verb; with `afterQuestionOnly`, only after a question; `nil` otherwise. After a comma a
    /// known verb may also stand alone or first ("Heizkörper wird nicht warm, entlüften", "Seil hat Kernschaden,
    /// ersetzen vor Saisonstart", ``CommandClause/opensWithKnownVerb(_:words:)``).
    private func commandTailStart(of tokens: [Token], afterQuestionOnly: Bool) -> Int? {
        guard let end = tokens.lastIndex(where: { $0.kind == .word }),
            let mark = tokens[..<end].lastIndex(where: \.endsClause)
        else { return nil }
        let afterQuestion = tokens[mark].normalized.hasPrefix("?")
        guard afterQuestion || !afterQuestionOnly, tokens[..<mark].contains(where: { $0.kind == .word }),
            !holdsNoteStarter(tokens)
        else { return nil }
        let tail = Array(tokens[(mark + 1)...])
        let isCommand =
            CommandClause.isCommand(tail, words: extractor.cues, knownVerbsOnly: !afterQuestion)
            || tokens[mark].normalized == "," && CommandClause.opensWithKnownVerb(tail, words: extractor.cues)
        return isCommand ? mark + 1 : nil
    }

    /// The intent labels a first clause can give a text read as a note.
    private static let actions: Set<String> = [DestinationType.task.rawValue, DestinationType.communication.rawValue]
    /// The note label.
    private static let note = DestinationType.note.rawValue
    /// The task label.
    private static let task = DestinationType.task.rawValue
    /// The message label.
    private static let communication = DestinationType.communication.rawValue
    /// The least probability of its action with which a first clause gives a note its intent.
    static let actionClauseConfidence = 0.8

    /// The first clause of a text, when the text goes on after it: from its first word that is no filler of
    /// dictation (``CommandForm/spokenBreaks``: "ok äh scanner akku tauschen lassen") to the first comma,
    /// semicolon, spaced dash, filler of dictation (``CommandForm/spokenBreaks``) or conjunction that opens a reason
    /// or a condition (``CommandForm/clauseOpeners``: "dienstkleidung aus der reinigung holen sonst hab ich am montag
    /// nix") with a word before and after it, on the first line and before any colon ("Zeckenimpfung auffrischen
    /// lassen, die letzte war 2021", "also kühlschrank abtauen ja der ist komplett vereist"); `nil` otherwise.
    private func actionClauseRange(of tokens: [Token]) -> Range<Int>? {
        let form = extractor.cues.command
        var start: Int?
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .word:
                let word = token.normalized
                guard let first = start else {
                    // Fillers before the first word open the text ("also kühlschrank abtauen").
                    if !form.spokenBreaks.contains(word) { start = index }
                    continue
                }
                if form.breaksClause(word) {
                    return tokens[(index + 1)...].contains { $0.kind == .word } ? first..<index : nil
                }
            case .lineBreak:
                return nil
            case .punctuation:
                let mark = token.normalized
                if mark.hasPrefix(":") { return nil }
                let isDash = (mark == "-" || mark == "\u{2013}") && token.followsSpace
                guard let first = start, mark == "," || mark == ";" || isDash else { continue }
                return tokens[(index + 1)...].contains { $0.kind == .word } ? first..<index : nil
            default:
                continue
            }
        }
        return nil
    }

    /// Classifies the whole of `tokens`.
    func classifyWhole(_ tokens: [Token], explain: ExplainedPredictions) -> Classification {
        let explainsCategory = explain == .all
        if models.characterGrams {
            let known = models.intent.index
            let features = extractor.features(of: tokens) { known.row(of: FeatureHash.of("w:", $0)) != nil }
            let sources = explain == .none ? nil : features.map(FeatureSource.init)
            return Classification(
                intent: predict(
                    models.intent,
                    probabilities: reading(models.intent.probabilities(features), of: tokens) {
                        Self.stepListCueCount(in: features.map(\.id))
                    },
                    sources: sources, tokens: tokens),
                category: predict(
                    models.category, probabilities: models.category.probabilities(features),
                    sources: explainsCategory ? sources : nil, tokens: tokens))
        }
        var sources: [FeatureSource]? = explain == .none ? nil : []
        // A closure over the intent model's feature table alone: one over `self` copied the whole classifier on
        // every call, and one over the model retained and released each of its arrays.
        let known = models.intent.index
        let ids = extractor.featureIDs(of: tokens, isKnown: { known.row(of: $0) != nil }, sources: &sources)
        let scores = joint.scores(ids: ids)
        let intent = NaiveBayesModel.softmax(scores.intent, temperature: models.intent.temperature)
        return Classification(
            intent: predict(
                models.intent, probabilities: reading(intent, of: tokens) { Self.stepListCueCount(in: ids) },
                sources: sources, tokens: tokens, rows: scores.rows, isCategory: false),
            category: predict(
                models.category,
                probabilities: NaiveBayesModel.softmax(scores.category, temperature: models.category.temperature),
                sources: explainsCategory ? sources : nil, tokens: tokens, rows: scores.rows, isCategory: true))
    }

    /// The calibrated intent probabilities in the intent model's label order (for evaluation), read as
    /// ``classify(_:explain:)`` reads them: a note's first or last clause that asks for an action, or a message's
    /// command after a question, gives its own.
    public func intentProbabilities(_ tokens: [Token]) -> [Double] {
        let whole = wholeIntentProbabilities(tokens)
        guard let best = Self.likeliest(whole) else { return whole }
        return actionClause(of: tokens, whole: models.intent.labels[best])?.probabilities ?? whole
    }

    /// The calibrated intent probabilities of the whole of `tokens`.
    private func wholeIntentProbabilities(_ tokens: [Token]) -> [Double] {
        let known = models.intent.index
        if models.characterGrams {
            let features = extractor.features(of: tokens) { known.row(of: FeatureHash.of("w:", $0)) != nil }
            return reading(models.intent.probabilities(features), of: tokens) {
                Self.stepListCueCount(in: features.map(\.id))
            }
        }
        let ids = extractor.featureIDs(of: tokens) { known.row(of: $0) != nil }
        return reading(models.intent.probabilities(ids: ids), of: tokens) { Self.stepListCueCount(in: ids) }
    }

    /// The cues of a list of steps under a header: a header, three segments or more, most of them led or ended by
    /// an action verb ("Onboarding: Zugänge beantragen, Schulung terminieren, Handbuch übergeben").
    static let stepListCues: Set<UInt64> = [stepListCueIDs.0, stepListCueIDs.1, stepListCueIDs.2]

    /// How many of ``stepListCues`` the feature ids hold (compared, not hashed: this reads every id of a task).
    private static func stepListCueCount(in ids: [UInt64]) -> Int {
        let (header, segments, steps) = stepListCueIDs
        var seen = (false, false, false)
        for id in ids {
            if id == header {
                seen.0 = true
            } else if id == segments {
                seen.1 = true
            } else if id == steps {
                seen.2 = true
            }
        }
        return (seen.0 ? 1 : 0) + (seen.1 ? 1 : 0) + (seen.2 ? 1 : 0)
    }

    /// The ids of ``stepListCues``, one by one.
    private static let stepListCueIDs = (
        FeatureHash.of("cue:", "header"), FeatureHash.of("cue:", "segments-3plus"), FeatureHash.of("cue:", "steps")
    )

    /// The probabilities as the reading rules leave them: a list of steps under a header, a run of commands without
    /// separators, or steps led by arrows, is a plan (``readingSteps(_:cues:)``, ``readingVerbRun(_:of:)``,
    /// ``readingArrows(_:of:)``); a note whose first clause is a bare command an action (``readingCommand(_:of:)``);
    /// a note or message that needs a new thing, or opens with a visit, a task (``readingNeed(_:of:)``); a task or
    /// message that opens with a past form a note (``readingLog(_:of:)``).
    private func reading(_ probabilities: [Double], of tokens: [Token], stepCues: () -> Int) -> [Double] {
        let steps = readingArrows(readingVerbRun(readingSteps(probabilities, cues: stepCues), of: tokens), of: tokens)
        let needs = readingAddress(readingNeed(readingCommand(steps, of: tokens), of: tokens), of: tokens)
        return readingUnseparatedList(readingReport(readingLog(needs, of: tokens), of: tokens), of: tokens)
    }

    /// The probabilities with a task or a note read as a list where items run without separators after what they
    /// are for (``UnseparatedList``: "fürs mofa noch kaufen helm handschuhe regenkombi kettenschloss"): the list takes the
    /// label's probability and the label the list's.
    func readingUnseparatedList(_ probabilities: [Double], of tokens: [Token]) -> [Double] {
        let labels = models.intent.labels
        guard let best = Self.likeliest(probabilities), labels[best] == Self.note || labels[best] == Self.task,
            let list = labels.firstIndex(of: DestinationType.list.rawValue),
            UnseparatedList.isList(tokens, words: extractor.cues)
        else { return probabilities }
        return Self.swapping(probabilities, best, list)
    }

    /// The probabilities with a task, a list or a note read as a plan where arrows lead through steps
    /// (``ArrowSteps``: "Silberhochzeit im Mai → Saal anfragen, Gästeliste machen, Einladungen drucken"): the plan
    /// takes the label's probability and the label the plan's.
    func readingArrows(_ probabilities: [Double], of tokens: [Token]) -> [Double] {
        guard let best = Self.likeliest(probabilities),
            Self.arrowReadLabels.contains(models.intent.labels[best]),
            let plan = models.intent.labels.firstIndex(of: DestinationType.plan.rawValue),
            ArrowSteps.isPlan(tokens, words: extractor.cues)
        else { return probabilities }
        return Self.swapping(probabilities, best, plan)
    }

    /// The labels steps written with arrows turn into a plan.
    private static let arrowReadLabels: Set<String> = [
        DestinationType.task.rawValue, DestinationType.list.rawValue, DestinationType.note.rawValue,
    ]

    /// The probabilities with a text read as a task or a message that opens with a past form (``LogStatement``:
    /// "slept badly again, third night this week") read as a note: the note takes the label's probability and the
    /// label the note's.
    func readingLog(_ probabilities: [Double], of tokens: [Token]) -> [Double] {
        let labels = models.intent.labels
        guard let best = Self.likeliest(probabilities),
            Self.actions.contains(labels[best]), let note = labels.firstIndex(of: Self.note),
            LogStatement.isLog(tokens, words: extractor.cues)
        else { return probabilities }
        return Self.swapping(probabilities, best, note)
    }

    /// The probabilities with a text read as a plan, a task or a message that tells what someone else wants or
    /// said (``ReportedStatement``: "Stefan will die Garage selber ausbauen, zuerst dämmen, dann die Werkbank")
    /// read as a note: the note takes the label's probability and the label the note's.
    func readingReport(_ probabilities: [Double], of tokens: [Token]) -> [Double] {
        let labels = models.intent.labels
        guard let best = Self.likeliest(probabilities),
            labels[best] != Self.note, labels[best] != DestinationType.list.rawValue,
            let note = labels.firstIndex(of: Self.note),
            ReportedStatement.isReport(tokens, words: extractor.cues)
        else { return probabilities }
        return Self.swapping(probabilities, best, note)
    }

    /// The probabilities with a task or a list read as a plan where the text runs three known commands or more
    /// together without a separator, in a language whose commands end with the verb ("buero einrichten schreibtisch
    /// aufbauen regal an die wand schrauben ordner beschriften"): the plan takes the label's probability and the
    /// label the plan's.
    func readingVerbRun(_ probabilities: [Double], of tokens: [Token]) -> [Double] {
        let words = extractor.cues
        guard words.isVerbFinal, words.command.reads,
            let best = Self.likeliest(probabilities),
            Self.stepReadLabels.contains(models.intent.labels[best]),
            let plan = models.intent.labels.firstIndex(of: DestinationType.plan.rawValue)
        else { return probabilities }
        var verbs = 0
        for token in tokens {
            switch token.kind {
            case .word:
                let word = token.normalized
                if words.isKnownVerb(word), words.infinitive.hasEnding(word) { verbs += 1 }
            case .punctuation:
                // A separator makes segments, which the step cues read; a sentence's end does not.
                switch token.normalized.first {
                case ".", "!", "?": continue
                default: return probabilities
                }
            case .lineBreak:
                return probabilities
            default:
                continue
            }
        }
        guard verbs >= Self.verbRunLength else { return probabilities }
        return Self.swapping(probabilities, best, plan)
    }

    /// The fewest known commands of a run read as a plan.
    static let verbRunLength = 3

    /// The probabilities with a text read as a note or a message that says something needs a new thing or ought to
    /// be done, or that opens with a visit (``NeedStatement``: "Das Auto braucht neue Scheibenwischer", "die Vorhänge
    /// gehören gewaschen", "Zum Hautarzt wegen der Hände") read as a task: the task takes the label's probability and
    /// the label the task's.
    func readingNeed(_ probabilities: [Double], of tokens: [Token]) -> [Double] {
        let labels = models.intent.labels
        guard let best = Self.likeliest(probabilities),
            Self.needReadLabels.contains(labels[best]),
            let task = labels.firstIndex(of: DestinationType.task.rawValue),
            NeedStatement.isNeed(tokens, form: extractor.cues.need)
                || NeedStatement.isVisit(tokens, words: extractor.cues)
                || NeedStatement.isObligation(tokens, words: extractor.cues)
                || NeedStatement.isDue(tokens, words: extractor.cues)
                || labels[best] == Self.note
                    && (NeedStatement.isPending(tokens, words: extractor.cues)
                        || NeedStatement.isFault(tokens, words: extractor.cues))
        else { return probabilities }
        return Self.swapping(probabilities, best, task)
    }

    /// The probabilities with a text that opens by naming someone and asks them something read as a message.
    ///
    /// A note that asks them anything (``NeedStatement/isAddressed(_:words:requestsOnly:)``: "Jens, kannst
    /// du im März ein Wochenende übernehmen?"), or a task that asks them with a request word first ("Henrik, bitte
    /// den Zettel unterschreiben"): the message takes the label's probability and the label the message's. A
    /// question to someone about a chore may be filed as a task ("Franz, kannst du bitte … holen?"). A note or a
    /// task that opens by asking to remind or tell someone else (``NeedStatement/leadsMessage(_:words:)``: "remind
    /// Jason to pick Kaylee up") is a message too.
    func readingAddress(_ probabilities: [Double], of tokens: [Token]) -> [Double] {
        let labels = models.intent.labels
        guard let best = Self.likeliest(probabilities),
            labels[best] == Self.note || labels[best] == DestinationType.task.rawValue,
            let message = labels.firstIndex(of: Self.communication),
            NeedStatement.isAddressed(
                tokens, words: extractor.cues, requestsOnly: labels[best] != Self.note)
                || NeedStatement.leadsMessage(tokens, words: extractor.cues)
        else { return probabilities }
        return Self.swapping(probabilities, best, message)
    }

    /// Whether a word of `tokens` opens notes ("Idee: über alte Radios schreiben", "charla interesante"): such a
    /// text keeps its note, whatever its commands.
    private func holdsNoteStarter(_ tokens: [Token]) -> Bool {
        let starters = extractor.cues.noteStarters
        return tokens.contains { $0.kind == .word && starters.contains($0.normalized) }
    }

    /// The labels a need to get something turns into a task.
    private static let needReadLabels: Set<String> = [
        DestinationType.note.rawValue, DestinationType.communication.rawValue,
    ]

    /// The probabilities with a text read as a note whose first clause is a bare command in a verb-final language
    /// (``CommandClause``: "Die neue Lok im Keller auf digital umrüsten") read as the likelier of a task and a
    /// message: that label takes the note's probability and the note its.
    func readingCommand(_ probabilities: [Double], of tokens: [Token]) -> [Double] {
        let labels = models.intent.labels
        guard let best = Self.likeliest(probabilities),
            labels[best] == Self.note, !holdsNoteStarter(tokens),
            CommandClause.isCommand(tokens, words: extractor.cues),
            let action = probabilities.indices.lazy.filter({ Self.actions.contains(labels[$0]) })
                .max(by: { probabilities[$0] < probabilities[$1] })
        else { return probabilities }
        return Self.swapping(probabilities, best, action)
    }

    /// The probabilities with a task or a list read as a plan where every cue of a list of steps is there (`cues`
    /// counts them, asked only for a task or a list): the plan takes the label's probability and the label the
    /// plan's.
    func readingSteps(_ probabilities: [Double], cues: () -> Int) -> [Double] {
        guard let best = Self.likeliest(probabilities),
            Self.stepReadLabels.contains(models.intent.labels[best]),
            let plan = models.intent.labels.firstIndex(of: DestinationType.plan.rawValue),
            cues() == Self.stepListCues.count
        else { return probabilities }
        return Self.swapping(probabilities, best, plan)
    }

    /// The index of the likeliest label, or `nil` for no labels.
    private static func likeliest(_ probabilities: [Double]) -> Int? {
        probabilities.indices.max { probabilities[$0] < probabilities[$1] }
    }

    /// `probabilities` with the likeliest label's and the reading's label's probabilities swapped: the reading takes
    /// the likeliest label's confidence, as calibrated for the whole text.
    private static func swapping(_ probabilities: [Double], _ best: Int, _ reading: Int) -> [Double] {
        var swapped = probabilities
        swapped.swapAt(best, reading)
        return swapped
    }

    /// The labels a list of steps under a header turns into a plan.
    private static let stepReadLabels: Set<String> = [DestinationType.task.rawValue, DestinationType.list.rawValue]

    /// The prediction; with `sources`, its explanation, reading the weights from the joint table's `rows` when
    /// given (the intent part, or the category part with `isCategory`), else from `model`.
    private func predict(
        _ model: LabelModel, probabilities: [Double], sources: [FeatureSource]?, tokens: [Token],
        rows: JointTable.Rows? = nil, isCategory: Bool = false
    ) -> LabelPrediction {
        var best = 0
        var second = probabilities.count > 1 ? 1 : 0
        for index in probabilities.indices {
            if probabilities[index] > probabilities[best] {
                second = best
                best = index
            } else if index != best, probabilities[index] > probabilities[second] || second == best {
                second = index
            }
        }
        var explanation: [ExplanationItem] = []
        if let sources {
            // A local copy: a closure reading `self.joint` copied the whole classifier on every call.
            let joint = joint
            let top =
                if let rows {
                    model.explain(sources, label: best, against: second) { position in
                        joint.difference(at: position, in: rows, category: isCategory, label: best, other: second)
                    }
                } else {
                    model.explain(sources, label: best, against: second)
                }
            explanation = top.map { item in
                ExplanationItem(
                    feature: item.source.name, weight: (item.weight * 1000).rounded() / 1000,
                    span: span(of: item.source.tokenRange, in: tokens))
            }
        }
        return LabelPrediction(
            label: model.labels[best], confidence: probabilities[best],
            runnerUp: second == best ? nil : model.labels[second],
            explanation: explanation)
    }

    private func span(of range: Range<Int>, in tokens: [Token]) -> TextSpan? {
        guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= tokens.count else { return nil }
        return TextSpan(
            start: tokens[range.lowerBound].characterRange.lowerBound,
            end: tokens[range.upperBound - 1].characterRange.upperBound)
    }
}

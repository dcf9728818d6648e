import Foundation
import OffloadCore

/// Turns the analysis of one capture into the suggestions a thoughtful assistant would make.
///
/// A task gets its cleaned title, due date or recurrence, priority, category and tags; a list its items with
/// quantities and the list they belong to (an existing list when the words match); a plan its steps; a
/// communication its channel and contact; anything else stays a note. "buy milk and call the plumber" yields two
/// suggestions. Every value comes from a span of the text: nothing is invented.
///
/// ```swift
/// let builder = SuggestionBuilder(models: models)
/// let suggestions = builder.suggestions(for: analysis, captureID: capture.id, runID: run.id, existingLists: ["Groceries"])
/// ```
public struct SuggestionBuilder: Sendable {
    private let classifiers: LanguageClassifiers?
    /// Category predictions below this probability are left out.
    public var minimumCategoryConfidence = 0.45

    /// Creates a builder; with `models`, multi-action captures are split and each part classified on its own.
    public init(models: ClassifierModels? = nil) {
        classifiers = models.map { LanguageClassifiers(CaptureClassifier(models: $0)) }
    }

    /// Creates a builder that classifies clauses with `classifier`, usually the analyzer's own.
    public init(classifier: CaptureClassifier) {
        self.classifiers = LanguageClassifiers(classifier)
    }

    /// Creates a builder that classifies each clause with the classifier of its capture's language, usually the
    /// analyzer's own.
    public init(classifiers: LanguageClassifiers) {
        self.classifiers = classifiers
    }

    /// The suggestions for one analyzed capture, most confident first.
    ///
    /// - Parameters:
    ///   - analysis: The capture's analysis (tokens, classification, dates, entities, title).
    ///   - captureID: The capture they organize.
    ///   - runID: The hand-off run that makes them.
    ///   - existingLists: Names of the user's lists; a list suggestion reuses one whose name matches.
    ///   - defaultList: The list a list suggestion goes to when nothing in the capture names or suggests one;
    ///     `nil` for "List".
    public func suggestions(
        for analysis: CaptureAnalysis, captureID: UUID, runID: UUID, existingLists: [String],
        defaultList: String? = nil
    ) -> [Suggestion] {
        let text = analysis.text
        let clauses = ClauseSplitter.clauses(of: analysis.tokens, intent: analysis.classification.intent.label)
        guard clauses.count > 1, let classifier = classifiers?.classifier(for: analysis.language.code) else {
            return [
                build(
                    Part(analysis: analysis, text: text), captureID: captureID, runID: runID,
                    lists: (existingLists, defaultList))
            ]
        }
        return clauses.map { range in
            let part = Part(clause: range, of: analysis, text: text, classifier: classifier)
            return build(part, captureID: captureID, runID: runID, lists: (existingLists, defaultList))
        }
    }

    private func build(
        _ part: Part, captureID: UUID, runID: UUID, lists: (existing: [String], fallback: String?)
    ) -> Suggestion {
        let intent = DestinationType(rawValue: part.classification.intent.label) ?? .note
        let title = intent == .note ? part.noteTitle : part.title
        var suggestion = Suggestion(
            runID: runID, captureID: captureID, title: title.isEmpty ? "Untitled" : title,
            confidence: Confidence(clamping: part.classification.intent.confidence), destinationType: intent)
        let category = part.classification.category
        if category.label != ClassifierModels.noCategory, category.confidence >= minimumCategoryConfidence {
            suggestion.category = category.label
        }
        suggestion.tags = part.entities.filter { $0.kind == .hashtag }.map { String($0.text.drop { $0 == "#" }) }
        suggestion.priority = part.entities.compactMap(\.value.priority).max()
        // A note keeps its words, dates included: a date in a note is what it is about ("the bakery closes early on
        // friday"), not when it is due, and a note holds no due date (one would only stop it being accepted as is).
        if intent != .note {
            let choice = DueDateChoice(mentions: part.dates, tokens: part.tokens, language: part.language)
            suggestion.recurrence = choice.recurrence?.rrule
            suggestion.dueDate = choice.scheduled?.instants.first
        }
        suggestion.explanation = part.classification.intent.explanation + evidence(of: part)
        switch intent {
        case .list:
            let naming = ListNaming.name(for: part, existingLists: lists.existing, fallback: lists.fallback)
            suggestion.destinationName = naming
            suggestion.items = items(of: part)
            if suggestion.items.isEmpty { suggestion.items = [SuggestedItem(text: suggestion.title, span: part.span)] }
            suggestion.title = naming
        case .plan:
            suggestion.items = PlanOutline.nested(items(of: part), tokens: part.tokens)
            let header = part.entities.first { $0.kind == .listName }.map { Self.planName($0.value.text ?? $0.text) }
            suggestion.destinationName = header ?? suggestion.title
            suggestion.title = suggestion.destinationName ?? suggestion.title
        case .communication:
            suggestion.channel = CommunicationChannels.channel(in: part.tokens)
            suggestion.contact = part.entities.first { $0.isContact }.map { Self.contactName($0) }
        case .task, .note:
            break
        }
        return suggestion
    }

    private func items(of part: Part) -> [SuggestedItem] {
        part.entities.filter { $0.kind == .listItem }.map { entity in
            SuggestedItem(
                text: entity.value.text ?? entity.text, quantity: entity.value.quantity, unit: entity.value.unit,
                span: entity.span)
        }
    }

    /// Where the extracted values came from, as zero-weight explanation items with their spans.
    private func evidence(of part: Part) -> [ExplanationItem] {
        var items = part.dates.prefix(2).map {
            ExplanationItem(
                feature: "date:" + $0.kind.rawValue, weight: 0,
                span: TextSpan(start: $0.characterRange.lowerBound, end: $0.characterRange.upperBound))
        }
        for entity in part.entities
        where [.person, .relation, .priority, .listName, .email, .phone].contains(entity.kind) {
            items.append(ExplanationItem(feature: "entity:" + entity.kind.rawValue, weight: 0, span: entity.span))
        }
        return items
    }

    /// Leading words a plan's name leaves out.
    private static let planVerbs: Set<String> = [
        "plan", "planning", "organize", "organise", "prepare", "prep", "project",
    ]

    /// A plan's name from its header, without a leading "plan"/"organize"/"prepare" ("plan Tom's birthday" →
    /// "Tom's birthday").
    static func planName(_ header: String) -> String {
        let words = header.split(separator: " ", omittingEmptySubsequences: true)
        if words.count > 1, let first = words.first, planVerbs.contains(first.lowercased()) {
            return capitalized(words.dropFirst().joined(separator: " "))
        }
        return capitalized(header)
    }

    static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    private static func contactName(_ entity: Entity) -> String {
        let name = entity.value.text ?? entity.text
        return entity.kind == .person ? capitalized(name) : name
    }
}

import Foundation
import OffloadCore

/// What ``QuickAddReader`` understood in one line of `offload add`: the task, and the user's own words for its
/// date and recurrence.
public struct QuickAddReading: Hashable, Sendable {
    /// The task to create.
    public let draft: TaskDraft
    /// The words that gave the due date ("tmrw at 5pm"), when one was read.
    public let dueText: String?
    /// The words that gave the recurrence ("every monday"), when one was read.
    public let recurrenceText: String?
}

/// Reads a task typed in one go, without the classifier: the text is a task because the user said so.
///
/// The date grammar gives the due date, time and recurrence; the entity rules give `#tags` and priority cues ("!!",
/// "urgent"); `@word` names the category and `+word` or `plan:word` the plan (one word each, removed from the title).
/// The title is what remains, cleaned as the hand-off cleans it. Text with nothing to read keeps its whole text as
/// the title.
///
/// ```swift
/// let reading = try QuickAddReader().read("call mom tmrw 5pm #family @home", in: context)
/// // reading.draft.title == "Call mom", .tags == ["family"], .category == "home"
/// ```
public struct QuickAddReader: Sendable {
    private let tokenizer = Tokenizer()
    private let dateExtractor = DateExtractor()

    /// Creates a reader.
    public init() {}

    /// Reads `text`, resolving relative dates against `context`.
    ///
    /// - Throws: ``CoreError/emptyTitle`` when `text` is blank.
    public func read(_ text: String, in context: DateContext) throws -> QuickAddReading {
        var category: String?
        var plan: String?
        var kept: [Substring] = []
        for word in text.split(whereSeparator: \.isWhitespace) {
            if let name = Self.marked(word, by: "@") {
                category = name
            } else if let name = Self.marked(word, by: "+") ?? Self.marked(word, by: "plan:") {
                plan = name
            } else {
                kept.append(word)
            }
        }
        let rest = kept.joined(separator: " ")
        guard !rest.isBlank else {
            return QuickAddReading(
                draft: try TaskDraft(title: text, category: category, planName: plan), dueText: nil,
                recurrenceText: nil)
        }
        let tokens = tokenizer.tokenize(rest)
        let dates = dateExtractor.extract(from: tokens, in: context)
        let entities = EntityExtractor(language: context.locale.language).extract(
            from: tokens, text: rest, dates: dates)
        let choice = DueDateChoice(
            mentions: dates, tokens: tokens, allowsRanges: false, allowsPast: true, language: context.locale.language)
        let (due, recurrence) = (choice.scheduled, choice.recurrence)
        var draft = try TaskDraft(
            title: TitleCleaner(language: context.locale.language).title(
                from: tokens, text: rest, dates: dates, entities: entities),
            dueDate: due?.instants.first, recurrence: recurrence?.rrule,
            priority: entities.compactMap(\.value.priority).max() ?? .medium, category: category, planName: plan)
        draft.tags = entities.filter { $0.kind == .hashtag }.map { String($0.text.drop { $0 == "#" }) }
        return QuickAddReading(
            draft: draft, dueText: due?.text, recurrenceText: recurrence?.text)
    }

    /// The name after `marker` when `word` starts with it and a letter follows ("@home" → "home").
    private static func marked(_ word: Substring, by marker: String) -> String? {
        guard word.lowercased().hasPrefix(marker) else { return nil }
        let name = word.dropFirst(marker.count)
        guard let first = name.first, first.isLetter else { return nil }
        return String(name)
    }
}

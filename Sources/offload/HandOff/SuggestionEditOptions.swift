import ArgumentParser
import Foundation
import OffloadCore
import OffloadInterface

/// The changes `offload decide ID edit` can make to a suggestion before placing it, as a ``SuggestionEdit``.
///
/// They apply in a fixed order: the title, then the destination (a task sent to a list or plan becomes its first
/// item or step), then item edits numbered as displayed, then dates, priority and category.
struct SuggestionEditOptions: ParsableArguments {
    @Option(help: "The new title; for a list or plan, the name of the list or plan the items go to.")
    var title: String?

    @Option(help: "The new destination: task, list:NAME, plan:NAME, communication or note.")
    var destination: String?

    @Option(name: .customLong("item"), help: ArgumentHelp("Replace item N's text (repeatable).", valueName: "N=TEXT"))
    var replacedItems: [String] = []

    @Option(name: .customLong("remove-item"), help: ArgumentHelp("Remove item N (repeatable).", valueName: "N"))
    var removedItems: [Int] = []

    @Option(
        name: .customLong("add-item"), help: ArgumentHelp("Add an item at the end (repeatable).", valueName: "TEXT"))
    var addedItems: [String] = []

    @Option(help: "The new due date and time, e.g. \"tomorrow 5pm\".")
    var due: String?

    @Flag(name: .customLong("no-due"), help: "Remove the due date.")
    var noDue = false

    @Flag(name: .customLong("no-recurrence"), help: "Remove the recurrence.")
    var noRecurrence = false

    @Flag(name: .customLong("no-priority"), help: "Remove the priority.")
    var noPriority = false

    @Option(help: "The category, e.g. errands.")
    var category: String?

    /// Whether any change was asked for.
    var isEmpty: Bool {
        title == nil && destination == nil && replacedItems.isEmpty && removedItems.isEmpty && addedItems.isEmpty
            && due == nil && !noDue && !noRecurrence && !noPriority && category == nil
    }

    func validate() throws {
        if let destination { _ = try Self.destinationChoice(destination) }
        if let title, title.isBlank { throw ValidationError("--title cannot be empty.") }
        if due != nil && noDue { throw ValidationError("Give --due or --no-due, not both.") }
        if let category, category.isBlank { throw ValidationError("--category cannot be empty.") }
        _ = try itemReplacements()
    }

    /// `--item N=TEXT` values as numbers and texts.
    func itemReplacements() throws -> [(number: Int, text: String)] {
        try replacedItems.map { value in
            let parts = value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let number = Int(parts[0].trimmingCharacters(in: .whitespaces)) else {
                throw ValidationError("'--item \(value)' needs the form N=TEXT, e.g. --item 2=\"brown bread\".")
            }
            return (number, String(parts[1]))
        }
    }

    /// The options as the edit both front ends apply.
    ///
    /// - Throws: `ValidationError` for an unreadable `--destination` or `--item`.
    func edit() throws -> SuggestionEdit {
        var edit = SuggestionEdit()
        edit.title = title
        edit.destination = try destination.map(Self.destinationChoice)
        let replacing = try itemReplacements()
        if !replacing.isEmpty || !removedItems.isEmpty || !addedItems.isEmpty {
            edit.items = .numbered(replacing: replacing, removing: removedItems, adding: addedItems)
        }
        edit.due = due.map(SuggestionEdit.Due.text) ?? (noDue ? SuggestionEdit.Due.removed : nil)
        edit.removesRecurrence = noRecurrence
        edit.removesPriority = noPriority
        edit.category = category
        return edit
    }

    /// `original` with every asked-for change applied.
    ///
    /// - Throws: ``CoreError/emptyTitle``, ``CoreError/emptyItem``, ``CoreError/noSuchItem(number:count:)``,
    ///   ``DecideError/unreadableDue(_:)``, ``DecideError/titleAndDestinationName``.
    func applied(to original: Suggestion, reader: WhenReader) throws -> Suggestion {
        do {
            return try edit().applied(to: original, reader: reader)
        } catch SuggestionEditError.unreadableDue(let text) {
            throw DecideError.unreadableDue(text)
        } catch SuggestionEditError.titleAndDestinationName {
            throw DecideError.titleAndDestinationName
        }
    }

    /// `--destination` read, with a bad one reported as a usage error.
    static func destinationChoice(_ text: String) throws -> DestinationChoice {
        do {
            return try DestinationChoice(text)
        } catch let invalid as DestinationChoice.Invalid {
            throw ValidationError(invalid.message)
        }
    }
}

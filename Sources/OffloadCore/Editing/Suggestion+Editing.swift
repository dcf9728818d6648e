import Foundation

/// Edits a reviewer makes to a suggestion before placing it; `offload decide … edit` and the review session share
/// them, so both apply the same rules.
///
/// For a list or plan the title *is* the name of the list or plan the items go to: renaming one renames its
/// destination, and `list:NAME` or `plan:NAME` sets both. A task, communication or note sent to a list or plan
/// becomes its single item or step.
extension Suggestion {
    /// Whether the destination is a container of items (a list or a plan).
    var isContainer: Bool { destinationType == .list || destinationType == .plan }

    /// Sets the title (and, for a list or plan, the name of the list or plan).
    ///
    /// - Throws: ``CoreError/emptyTitle`` when `title` is blank.
    public mutating func rename(_ title: String) throws {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isBlank else { throw CoreError.emptyTitle }
        self.title = trimmed
        if isContainer { destinationName = trimmed }
    }

    /// Sends the suggestion to another destination.
    ///
    /// A list or plan is named `name`, else keeps its name, else takes the title. A suggestion that was not a list
    /// or plan and has no items becomes the single item or step of it. Leaving a communication drops its channel
    /// and contact, which the title still says ("Call mom"). Fields the new destination cannot hold stay on the
    /// suggestion, so placing it refuses them by name (``fieldsNotHeld``) instead of dropping them.
    public mutating func move(to type: DestinationType, name: String?) {
        let wasContainer = isContainer
        destinationType = type
        if isContainer {
            if !wasContainer && items.isEmpty { items = [SuggestedItem(text: title)] }
            let newName = name ?? (wasContainer ? destinationName : nil) ?? title
            destinationName = newName
            title = newName
        } else {
            destinationName = nil
        }
        if type != .communication {
            channel = nil
            contact = nil
        } else if channel == nil {
            channel = .message
        }
    }

    /// Replaces the text of item `number` (counted from 1, as displayed); its quantity and unit go with the old text.
    ///
    /// - Throws: ``CoreError/emptyItem`` for blank text, ``CoreError/noSuchItem(number:count:)``.
    public mutating func replaceItem(_ number: Int, with text: String) throws {
        let index = try itemIndex(number)
        items[index] = SuggestedItem(text: try Self.itemText(text), children: items[index].children)
    }

    /// Removes item `number` (counted from 1, as displayed).
    ///
    /// - Throws: ``CoreError/noSuchItem(number:count:)``.
    public mutating func removeItem(_ number: Int) throws {
        items.remove(at: try itemIndex(number))
    }

    /// Adds an item at the end.
    ///
    /// - Throws: ``CoreError/emptyItem`` for blank text.
    public mutating func addItem(_ text: String) throws {
        items.append(SuggestedItem(text: try Self.itemText(text)))
    }

    /// Applies a batch of item edits numbered as displayed before any of them: replacements first, then removals,
    /// then additions at the end.
    ///
    /// - Throws: ``CoreError/emptyItem``, ``CoreError/noSuchItem(number:count:)``; nothing is changed then.
    public mutating func editItems(replacing: [(number: Int, text: String)], removing: [Int], adding: [String])
        throws
    {
        var edited = self
        for replacement in replacing { try edited.replaceItem(replacement.number, with: replacement.text) }
        for number in removing { _ = try edited.itemIndex(number) }
        for number in Set(removing).sorted(by: >) { try edited.removeItem(number) }
        for text in adding { try edited.addItem(text) }
        self = edited
    }

    private func itemIndex(_ number: Int) throws -> Int {
        guard number >= 1, number <= items.count else { throw CoreError.noSuchItem(number: number, count: items.count) }
        return number - 1
    }

    private static func itemText(_ text: String) throws -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isBlank else { throw CoreError.emptyItem }
        return trimmed
    }
}

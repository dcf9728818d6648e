import ArgumentParser
import Foundation
import OffloadCore
import OffloadInterface
import OffloadStore

/// `offload lists [NAME]`: lists with their items.
struct ListsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lists", abstract: "Show lists with their items.")

    @Argument(help: "Only the list with this name (any case).")
    var name: String?

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let lists = try await openStoreForReading(database).lists(named: name)
        try await output.emit(lists.map(OrganizerJSON.List.init)) {
            guard !lists.isEmpty else {
                return [TerminalText.safe(name.map { "No list is called '\($0)'." } ?? "No lists yet.")]
            }
            return lists.flatMap { [TerminalText.safe(Self.header(for: $0))] + $0.items.map(Self.line) }
        }
    }

    /// `  [ ] 2 loaf bread`: completion, quantity and unit when known, text.
    static func line(for item: ListItem) -> String {
        let amount = QuantityText.amount(item.quantity, unit: item.unit).map { $0 + " " } ?? ""
        return TerminalText.safe("  [\(item.isCompleted ? "x" : " ")] \(amount)\(item.text)")
    }

    /// `Groceries  (shopping, 3 items)  [errands]  #weekly`: the name, type, item count, category and tags.
    static func header(for outline: ListOutline) -> String {
        let list = outline.list
        return "\(list.name)  (\(list.listType.rawValue), \(OrganizerText.counted(outline.items.count, "item")))"
            + OrganizerText.labels(outline.category, outline.tags)
    }
}

/// `offload comms`: people to call, email or message.
struct CommsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "comms", abstract: "List communication items: not done first, by due date.")

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let items = try await openStoreForReading(database).communicationItems()
        try await output.emit(items.map(OrganizerJSON.Communication.init)) {
            items.isEmpty ? ["No one to contact yet."] : items.map(Self.line)
        }
    }

    /// `[ ] 1a2b3c4d  call mom: Call mom  due 2026-11-22 17:00  (high)  repeats FREQ=WEEKLY  [social]  #family`.
    static func line(for outline: CommunicationOutline) -> String {
        let item = outline.communication
        let due = item.dueDate.map { "  due \(ISODate.local($0))" } ?? ""
        let who = [item.channel.rawValue, item.contactName].compactMap { $0 }.joined(separator: " ")
        let recurrence = item.recurrence.map { "  repeats \($0)" } ?? ""
        return TerminalText.safe(
            "[\(item.isDone ? "x" : " ")] \(item.id.short)  \(who): \(item.title)\(due)"
                + OrganizerText.priority(item.priority) + recurrence
                + OrganizerText.labels(outline.category, outline.tags))
    }
}

/// `offload notes [ID]`: notes placed from captures, or one note whole.
struct NotesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notes", abstract: "List notes, oldest first, or show one note whole.",
        discussion: "--json prints a JSON array of notes, or with ID that one note as a JSON object.")

    @Argument(help: "Show only this note (an id prefix), with its whole text.")
    var id: String?

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        if let id { return try await show(id) }
        let notes = try await openStoreForReading(database).notes()
        try await output.emit(notes.map(OrganizerJSON.Note.init)) {
            guard !notes.isEmpty else { return ["No notes yet."] }
            return notes.map { outline in
                let note = outline.note
                return TerminalText.safe(
                    "\(note.id.short)  \(ISODate.local(note.createdAt))  \(note.title)"
                        + OrganizerText.labels(outline.category, outline.tags))
            }
        }
    }

    /// Prints one note: its id, date and title with its labels, then its whole text.
    private func show(_ reference: String) async throws {
        let outline = try await openStoreForReading(database).note(reference)
        try await output.emit(OrganizerJSON.Note(outline)) {
            let note = outline.note
            let title = "\(note.title)  (\(note.id.short), \(ISODate.local(note.createdAt)))"
            let body = note.body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return ([title + OrganizerText.labels(outline.category, outline.tags), ""] + body).map(TerminalText.safe)
        }
    }
}

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
            return lists.flatMap {
                [TerminalText.safe(OrganizerLines.header(for: $0))] + $0.items.map(OrganizerLines.line)
            }
        }
    }

    /// A list item's line (``OrganizerLines``).
    static func line(for item: ListItem) -> String { OrganizerLines.line(for: item) }

    /// A list's header line (``OrganizerLines``).
    static func header(for outline: ListOutline) -> String { OrganizerLines.header(for: outline) }

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
            items.isEmpty ? ["No one to contact yet."] : items.map(OrganizerLines.line)
        }
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
            return notes.map(OrganizerLines.line)
        }
    }

    /// Prints one note: its id, date and title with its labels, then its whole text.
    private func show(_ reference: String) async throws {
        let outline = try await openStoreForReading(database).note(reference)
        try await output.emit(OrganizerJSON.Note(outline)) { OrganizerLines.lines(forWhole: outline) }
    }
}

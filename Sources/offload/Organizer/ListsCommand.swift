import ArgumentParser
import Foundation
import OffloadCore
import OffloadStore

/// `offload lists [NAME]`: lists with their items.
struct ListsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lists", abstract: "Show lists with their items.")

    @Argument(help: "Only the list with this name (any case).")
    var name: String?

    @Flag(help: "Print a JSON array instead of text.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let lists = try await openStoreForReading(database).lists(named: name)
        if json { return print(try CaptureJSON.encode(lists.map(OrganizerJSON.List.init))) }
        guard !lists.isEmpty else {
            return print(TerminalText.safe(name.map { "No list is called '\($0)'." } ?? "No lists yet."))
        }
        for outline in lists {
            print(
                TerminalText.safe(
                    "\(outline.list.name)  (\(outline.list.listType.rawValue), \(outline.items.count) items)"))
            for item in outline.items { print(Self.line(for: item)) }
        }
    }

    /// `  [ ] 2 loaf bread`: completion, quantity and unit when known, text.
    static func line(for item: ListItem) -> String {
        let amount = QuantityText.amount(item.quantity, unit: item.unit).map { $0 + " " } ?? ""
        return TerminalText.safe("  [\(item.isCompleted ? "x" : " ")] \(amount)\(item.text)")
    }
}

/// `offload comms`: people to call, email or message.
struct CommsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "comms", abstract: "List communication items: not done first, by due date.")

    @Flag(help: "Print a JSON array instead of text.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let items = try await openStoreForReading(database).communicationItems()
        if json { return print(try CaptureJSON.encode(items.map(OrganizerJSON.Communication.init))) }
        guard !items.isEmpty else { return print("No one to contact yet.") }
        for item in items {
            let due = item.dueDate.map { "  due \(ISODate.local($0))" } ?? ""
            let who = [item.channel.rawValue, item.contactName].compactMap { $0 }.joined(separator: " ")
            print(TerminalText.safe("[\(item.isDone ? "x" : " ")] \(item.id.short)  \(who): \(item.title)\(due)"))
        }
    }
}

/// `offload notes`: notes placed from captures.
struct NotesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "notes", abstract: "List notes, oldest first.")

    @Flag(help: "Print a JSON array instead of text.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let notes = try await openStoreForReading(database).notes()
        if json { return print(try CaptureJSON.encode(notes.map(OrganizerJSON.Note.init))) }
        guard !notes.isEmpty else { return print("No notes yet.") }
        for note in notes {
            print(TerminalText.safe("\(note.id.short)  \(ISODate.local(note.createdAt))  \(note.title)"))
        }
    }
}

import ArgumentParser
import OffloadStore

/// `offload delete ID`: delete without asking; `offload undo` brings it back.
struct DeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a capture now (no question asked); `offload undo` restores it.",
        discussion: """
            Undo over confirmation: the deleted capture stays restorable with `offload undo` until the next \
            destructive action (the next delete), which removes it for good.
            """)

    @Argument(help: "The capture id, or a unique prefix of at least 4 hex characters.")
    var id: String

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try await openStore(database)
        let deleted = try await store.deleteCapture(idPrefix: id)
        print("Deleted \(deleted.shortID). Run `offload undo` to restore it.")
    }
}

/// `offload undo`: restore the capture deleted last.
struct UndoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Restore the capture deleted last.",
        discussion: """
            Only the last destructive action can be undone; once another capture is deleted, the one before it \
            is gone for good. Undoing twice is an error (exit 66): there is nothing left to undo.
            """)

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try await openStore(database)
        let restored = try await store.undo()
        print("Restored \(restored.shortID).")
    }
}

import ArgumentParser
import OffloadInterface
import OffloadStore

/// `offload delete ID`: delete without asking; `offload undo` brings it back.
struct DeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a capture now (no question asked); `offload undo` restores it.",
        discussion: """
            Undo over confirmation: the deleted capture stays restorable with `offload undo` while the deletion \
            is among the last 100 actions; after that it is removed for good.
            """)

    @Argument(help: "The capture id, or a unique prefix of at least 4 hex characters.")
    var id: String

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try await openStore(database)
        let deleted = try await store.deleteCapture(idPrefix: id, at: Clock.now())
        print("Deleted \(deleted.shortID). Run `offload undo` to restore it.")
    }
}

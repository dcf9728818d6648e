import ArgumentParser
import Foundation
import OffloadInterface

/// `offload lock close`: ends the grace period now, so the next command asks for the passphrase.
struct LockCloseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "close", abstract: "End the grace period now: the next command asks for the passphrase.")

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        GraceSessionFile(databasePath: DatabaseLocation.resolve(database)).remove()
        print("Closed: the next command that shows or changes data asks for the passphrase.")
    }
}

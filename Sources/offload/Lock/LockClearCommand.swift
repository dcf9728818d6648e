import ArgumentParser
import Foundation
import OffloadInterface

/// `offload lock clear`: removes the lock, given its passphrase.
struct LockClearCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear", abstract: "Remove the lock; it takes the passphrase, even in a grace period.")

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try await openStore(database, gated: false)
        guard let lock = try await store.passphraseLock() else { throw LockError.notSet }
        guard let passphrase = try PassphrasePrompt.passphrase() else { throw LockError.noPassphrase }
        try await LockGate.check(passphrase, against: lock)
        guard try await store.clearPassphraseLock(verifier: lock.verifier) else { throw LockError.notSet }
        GraceSessionFile(databasePath: store.path).remove()
        print("The lock is cleared; commands no longer ask for a passphrase.")
    }
}

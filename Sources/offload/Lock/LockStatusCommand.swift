import ArgumentParser
import Foundation
import OffloadInterface

/// `offload lock status`: whether a lock is set and whether a grace period is open; never asks for the passphrase.
struct LockStatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status", abstract: "Show whether a lock is set, and whether a grace period is open.")

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try await openStore(database, gated: false)
        let lock = try await store.passphraseLock()
        let token = GraceSessionFile(databasePath: store.path).token()
        let openUntil = lock.flatMap { lock in token?.opens(lock, at: LockClock.now()) == true ? token?.expiresAt : nil
        }
        try await output.emit(LockStatusJSON(lock, openUntil: openUntil)) {
            LockStatusJSON.lines(lock, openUntil: openUntil)
        }
    }
}

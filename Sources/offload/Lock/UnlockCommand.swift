import ArgumentParser
import Foundation
import OffloadInterface

/// `offload unlock [--for DURATION]`: checks the passphrase and opens a grace period ahead of the commands.
struct UnlockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unlock",
        abstract: "Enter the passphrase once and keep commands open for a while (the lock's grace period by default).")

    @Option(
        name: .customLong("for"),
        help: ArgumentHelp(
            "How long commands stay open: 15m, 1h, 90s, 2d (default: the lock's grace period); 0 closes it.",
            valueName: "duration"))
    var grace: LockDuration?

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try await openStore(database, gated: false)
        guard let lock = try await store.passphraseLock() else { throw LockError.notSet }
        guard let passphrase = try PassphrasePrompt.passphrase() else { throw LockError.noPassphrase }
        try await LockGate.check(passphrase, against: lock)
        let duration = grace ?? LockDuration(seconds: lock.graceSeconds)
        let session = GraceSessionFile(databasePath: store.path)
        guard duration.seconds > 0 else {
            session.remove()
            return print("Right passphrase. No grace period (--for 0): every command asks for it.")
        }
        let token = GraceToken.issue(
            for: lock, until: LockClock.now().addingTimeInterval(TimeInterval(duration.seconds)))
        try session.write(token)
        print("Open until \(ISODate.local(token.expiresAt)) (\(duration)); `offload lock close` closes it sooner.")
    }
}

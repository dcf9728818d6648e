import ArgumentParser
import Foundation
import OffloadInterface

/// `offload lock set|clear|status|close`: the optional passphrase gate in front of the database.
struct LockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lock",
        abstract: "Set, clear or show a passphrase that commands ask for before they show or change anything.",
        discussion: """
            A gate, not encryption: the database file stays readable to anyone who can read it (see "Lock" in the \
            README for what protects the file at rest). The passphrase comes from a prompt with no echo, or from \
            OFFLOAD_PASSPHRASE. Only a slow salted hash of it (scrypt) is stored, in the database, so the lock \
            travels with the data. After a right passphrase, commands stay open for the grace period (--for, 15m by \
            default, 0 to ask every time), kept in a 0600 session file in $XDG_RUNTIME_DIR/offload/, else next to \
            the database. `offload unlock` opens a grace period ahead of time. Exit codes: 77 a wrong passphrase, or \
            a locked database and no way to ask; 66 no lock to clear.
            """,
        subcommands: [LockSetCommand.self, LockClearCommand.self, LockStatusCommand.self, LockCloseCommand.self])
}

/// `offload lock set [--for DURATION]`.
struct LockSetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Set a passphrase (asked twice) that commands ask for from now on.")

    @Option(
        name: .customLong("for"),
        help: ArgumentHelp(
            "How long a right passphrase keeps commands open: 15m, 1h, 90s, 2d, or 0 to ask every time.",
            valueName: "duration"))
    var grace = LockDuration.standard

    @Flag(name: .customLong("test-only-cheap-kdf"), help: .hidden)
    var testOnlyCheapKDF = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try await openStore(database, gated: false)
        guard try await store.passphraseLock() == nil else { throw LockError.alreadySet }
        let passphrase = try PassphrasePrompt.newPassphrase()
        let lock = try PassphraseVerifier.lock(
            for: passphrase, graceSeconds: grace.seconds, at: Clock.now(),
            parameters: testOnlyCheapKDF ? .testsOnly : .standard)
        guard try await store.setPassphraseLock(lock) else { throw LockError.alreadySet }
        GraceSessionFile(databasePath: store.path).remove()
        let after = grace.seconds == 0 ? "every time" : "then stay open for \(grace)"
        print("Locked. Commands that show or change data ask for the passphrase, \(after).")
        print("This is a gate, not encryption: the file itself stays readable to whoever can read it.")
    }
}

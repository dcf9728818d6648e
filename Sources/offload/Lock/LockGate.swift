import Foundation
import OffloadInterface
import OffloadStore
import Synchronization

/// The passphrase gate every command passes when it opens the database (``openStore(_:checksPages:gated:)``).
///
/// With no lock set it costs one small read. With one, the command goes on when a grace session of this lock is
/// open, or when this process has checked the passphrase already; otherwise the passphrase is asked for (or read
/// from `OFFLOAD_PASSPHRASE`), and a right one opens a grace period of the lock's length.
enum LockGate {
    /// The databases this process has passed the gate of, so a command that opens its store twice asks once.
    private static let passed = Mutex<Set<String>>([])

    /// Lets the command go on, or throws.
    ///
    /// - Throws: ``LockError/passphraseNeeded`` with no way to ask, ``LockError/wrongPassphrase`` (after a pause),
    ///   ``LockError/unreadableLock``, ``LockError/derivationFailed``, `ExitCode(130)` when Ctrl-C cancels the prompt,
    ///   and the store's errors.
    static func pass(_ store: CaptureStore) async throws {
        guard let lock = try await store.passphraseLock() else { return }
        guard !passed.withLock({ $0.contains(store.path) }) else { return }
        let session = GraceSessionFile(databasePath: store.path)
        if let token = session.token() {
            guard !token.opens(lock, at: LockClock.now()) else {
                passed.withLock { _ = $0.insert(store.path) }
                return
            }
            session.remove()  // Expired, or of an earlier lock: of no use to anyone.
        }
        guard let passphrase = try PassphrasePrompt.passphrase() else { throw LockError.passphraseNeeded }
        try await check(passphrase, against: lock)
        passed.withLock { _ = $0.insert(store.path) }
        openGrace(of: lock, in: session)
    }

    /// Checks `passphrase`; a wrong one is refused after a pause of a second, on top of the derivation's own time.
    ///
    /// - Throws: ``LockError/wrongPassphrase``, ``LockError/unreadableLock``, ``LockError/derivationFailed``.
    static func check(_ passphrase: String, against lock: LockRecord) async throws {
        guard try PassphraseVerifier.isCorrect(passphrase, for: lock) else {
            try? await Task.sleep(for: .seconds(1))
            throw LockError.wrongPassphrase
        }
    }

    /// Opens a grace period of the lock's length from now in `session`; a file that cannot be written is one line
    /// on stderr, and the command goes on.
    static func openGrace(of lock: LockRecord, in session: GraceSessionFile) {
        guard lock.graceSeconds > 0 else { return }
        let end = LockClock.now().addingTimeInterval(TimeInterval(LockDuration(seconds: lock.graceSeconds).seconds))
        do {
            try session.write(GraceToken.issue(for: lock, until: end))
        } catch {
            StandardError.write("\(error)\n")
        }
    }
}

/// Failures of the passphrase lock: setting it, clearing it, and passing it.
///
/// No message says anything about the passphrase itself or the data behind the lock.
public enum LockError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The passphrase given does not match the lock.
    case wrongPassphrase
    /// The database is locked and there is no way to ask for the passphrase (no terminal, no `OFFLOAD_PASSPHRASE`)
    /// and no grace period open.
    case passphraseNeeded
    /// A new passphrase is needed and there is no way to ask for it (no terminal, no `OFFLOAD_PASSPHRASE`).
    case noPassphrase
    /// The passphrase given is empty.
    case emptyPassphrase
    /// The passphrase given is longer than `limit` bytes (UTF-8).
    case passphraseTooLong(limit: Int)
    /// The two entries of a new passphrase differ.
    case passphrasesDiffer
    /// A lock is set already (`lock set` on a locked database).
    case alreadySet
    /// No lock is set (`lock clear` or `unlock` on an open database).
    case notSet
    /// The stored lock uses a derivation or parameters this build does not accept.
    case unreadableLock
    /// The key derivation itself failed (not expected: out of memory).
    case derivationFailed

    public var description: String {
        switch self {
        case .wrongPassphrase:
            "That passphrase is not the right one; nothing was shown or changed."
        case .passphraseNeeded:
            "This database is locked. Run the command in a terminal to enter the passphrase, set OFFLOAD_PASSPHRASE, "
                + "or open a grace period first with `offload unlock`."
        case .noPassphrase:
            "No passphrase was given. Run the command in a terminal to be asked for one, or set OFFLOAD_PASSPHRASE."
        case .emptyPassphrase:
            "The passphrase is empty, so nothing was changed. Enter at least one character."
        case .passphraseTooLong(let limit):
            "The passphrase is longer than \(limit) bytes, so nothing was changed. Choose a shorter one."
        case .passphrasesDiffer:
            "The two entries differ, so no lock was set. Run `offload lock set` again."
        case .alreadySet:
            "This database has a lock already. Clear it with `offload lock clear` before setting a new one."
        case .notSet:
            "This database has no lock. Set one with `offload lock set`."
        case .unreadableLock:
            "The lock stored in this database uses a key derivation this offload does not accept. "
                + "Use the offload that set it."
        case .derivationFailed:
            "Checking the passphrase failed (the key derivation did not run, perhaps for lack of memory). Try again."
        }
    }
}

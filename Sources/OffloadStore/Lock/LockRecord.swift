import Foundation

/// The stored passphrase lock: a verifier (a slow salted hash of the passphrase, never the passphrase) with the
/// parameters of the key derivation that made it, the secret that signs grace sessions, and the grace period.
///
/// The store keeps these bytes as they are; what they mean (which derivation, how a session is signed) belongs to
/// the front ends' shared library.
public struct LockRecord: Sendable, Equatable {
    /// The key derivation's name, such as `scrypt`.
    public let kdf: String
    /// The derivation's cost (scrypt's N, a power of two).
    public let cost: Int
    /// The derivation's block size (scrypt's r).
    public let blockSize: Int
    /// The derivation's parallelism (scrypt's p).
    public let parallelism: Int
    /// The random salt, at least 16 bytes.
    public let salt: Data
    /// The derived key the passphrase must reproduce, at least 32 bytes.
    public let verifier: Data
    /// A random secret, at least 32 bytes, that signs this lock's grace sessions; a new lock gets a new one, so a
    /// session of an earlier lock never opens it.
    public let sessionSecret: Data
    /// Seconds a correct passphrase opens the gate for; 0 asks every time.
    public let graceSeconds: Int
    /// When the lock was set.
    public let setAt: Date

    /// Creates a record; the store's table checks the sizes again when it is saved.
    public init(
        kdf: String, cost: Int, blockSize: Int, parallelism: Int, salt: Data, verifier: Data, sessionSecret: Data,
        graceSeconds: Int, setAt: Date
    ) {
        self.kdf = kdf
        self.cost = cost
        self.blockSize = blockSize
        self.parallelism = parallelism
        self.salt = salt
        self.verifier = verifier
        self.sessionSecret = sessionSecret
        self.graceSeconds = graceSeconds
        self.setAt = setAt
    }
}

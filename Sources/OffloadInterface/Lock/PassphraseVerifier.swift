import Crypto
import Foundation
import OffloadStore
import _CryptoExtras

/// Makes and checks the lock's verifier: scrypt of the passphrase with a random salt, stored with its parameters,
/// never the passphrase.
///
/// The passphrase is taken in Unicode normalization form C, so the same words typed on another keyboard or system
/// still match.
///
/// ```swift
/// let lock = try PassphraseVerifier.lock(for: "correct horse", graceSeconds: 900, at: Date())
/// try PassphraseVerifier.isCorrect("correct horse", for: lock)  // true, after one slow derivation
/// ```
public enum PassphraseVerifier {
    /// The name stored in ``OffloadStore/LockRecord/kdf``.
    public static let kdfName = "scrypt"
    /// The longest passphrase accepted, in UTF-8 bytes.
    public static let maximumBytes = 1024
    /// Bytes of salt, of the derived key, and of the session secret.
    static let saltBytes = 16
    static let keyBytes = 32
    static let secretBytes = 32

    /// A new lock for `passphrase`: a fresh salt and session secret, and the derived verifier.
    ///
    /// - Parameters:
    ///   - passphrase: The passphrase; 1 to ``maximumBytes`` bytes.
    ///   - graceSeconds: How long a correct passphrase opens the gate; 0 asks every time.
    ///   - now: When the lock is set.
    ///   - parameters: The derivation's cost; ``ScryptParameters/standard`` except in tests.
    /// - Throws: ``LockError/emptyPassphrase``, ``LockError/passphraseTooLong(limit:)``,
    ///   ``LockError/derivationFailed``.
    public static func lock(
        for passphrase: String, graceSeconds: Int, at now: Date, parameters: ScryptParameters = .standard
    ) throws -> LockRecord {
        let salt = randomBytes(saltBytes)
        let verifier = try derive(bytes(of: passphrase), salt: salt, parameters: parameters)
        return LockRecord(
            kdf: kdfName, cost: parameters.cost, blockSize: parameters.blockSize, parallelism: parameters.parallelism,
            salt: salt, verifier: verifier, sessionSecret: randomBytes(secretBytes), graceSeconds: max(0, graceSeconds),
            setAt: now)
    }

    /// Whether `passphrase` is the one `lock` was set with; the derived key is compared in constant time.
    ///
    /// - Throws: ``LockError/unreadableLock`` for a lock of another derivation or out-of-bounds parameters,
    ///   ``LockError/derivationFailed``. An empty or too long passphrase is simply not correct.
    public static func isCorrect(_ passphrase: String, for lock: LockRecord) throws -> Bool {
        guard lock.kdf == kdfName, lock.verifier.count == keyBytes, lock.salt.count >= saltBytes,
            let parameters = ScryptParameters(
                cost: lock.cost, blockSize: lock.blockSize, parallelism: lock.parallelism)
        else { throw LockError.unreadableLock }
        guard let bytes = try? bytes(of: passphrase) else { return false }
        return ConstantTimeBytes.isEqual(try derive(bytes, salt: lock.salt, parameters: parameters), lock.verifier)
    }

    /// The UTF-8 bytes of `passphrase` in normalization form C.
    ///
    /// - Throws: ``LockError/emptyPassphrase``, ``LockError/passphraseTooLong(limit:)``.
    static func bytes(of passphrase: String) throws -> [UInt8] {
        let bytes = Array(passphrase.precomposedStringWithCanonicalMapping.utf8)
        guard !bytes.isEmpty else { throw LockError.emptyPassphrase }
        guard bytes.count <= maximumBytes else { throw LockError.passphraseTooLong(limit: maximumBytes) }
        return bytes
    }

    /// scrypt of `bytes` (never empty: swift-crypto needs a buffer) with `salt`.
    ///
    /// - Throws: ``LockError/derivationFailed``.
    static func derive(_ bytes: [UInt8], salt: Data, parameters: ScryptParameters) throws -> Data {
        do {
            let key = try KDF.Scrypt.deriveKey(
                from: bytes, salt: salt, outputByteCount: keyBytes, rounds: parameters.cost,
                blockSize: parameters.blockSize, parallelism: parameters.parallelism)
            return key.withUnsafeBytes { Data($0) }
        } catch {
            throw LockError.derivationFailed
        }
    }

    /// `count` bytes from the system's secure random source.
    static func randomBytes(_ count: Int) -> Data {
        var generator = SystemRandomNumberGenerator()
        return Data((0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }
}

/// Comparison of secret bytes in time that does not depend on where they differ.
enum ConstantTimeBytes {
    /// Whether `left` equals `right`, reading every byte of the longer one whatever the first difference.
    static func isEqual(_ left: Data, _ right: Data) -> Bool {
        let a = Array(left)
        let b = Array(right)
        var difference: UInt8 = a.count == b.count ? 0 : 1
        for index in 0..<max(a.count, b.count) {
            difference |= (index < a.count ? a[index] : 0) ^ (index < b.count ? b[index] : 0)
        }
        return difference == 0
    }
}

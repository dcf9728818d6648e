import Crypto
import Foundation

/// Seals a backup in the chunked, authenticated container of encrypted backups, and opens it again, streaming:
/// memory holds two chunks whatever the size.
///
/// After the ``BackupHeader``, the plaintext follows in chunks of ``BackupHeader/chunkSize`` bytes (the last one
/// shorter, or empty for an empty plaintext), each sealed with AES-256-GCM and written as ciphertext then its
/// 16-byte tag. The key is scrypt of the passphrase with the header's salt; chunk *i* has the nonce
/// `prefix ‖ UInt32(i)` and the additional data `header ‖ UInt64(i) ‖ final flag` (big-endian), so a changed
/// header, a changed, reordered, added or removed chunk, and a file cut short even at a chunk boundary all fail
/// authentication.
///
/// ```swift
/// try BackupCipher.seal(passphrase: "correct horse", read: zip.read(upToCount:), write: file.write)
/// try BackupCipher.open(passphrase: "correct horse", read: sealed.read(upToCount:), write: zip.write)
/// ```
public enum BackupCipher {
    /// Bytes of each chunk's authentication tag.
    static let tagBytes = 16

    /// Writes the header and the sealed chunks of the plaintext that `read` gives.
    ///
    /// - Parameters:
    ///   - passphrase: The passphrase; 1 to ``PassphraseVerifier/maximumBytes`` bytes.
    ///   - parameters: The key derivation's cost; ``ScryptParameters/standard`` except in tests.
    ///   - read: Returns up to the number of bytes asked for; fewer only at the end of the plaintext.
    ///   - write: Takes the container's bytes in order.
    /// - Throws: ``LockError/emptyPassphrase``, ``LockError/passphraseTooLong(limit:)``,
    ///   ``LockError/derivationFailed``, ``BackupError/tooLarge``, and what `read` and `write` throw.
    public static func seal(
        passphrase: String, parameters: ScryptParameters = .standard, read: (Int) throws -> Data,
        write: (Data) throws -> Void
    ) throws {
        let header = BackupHeader(parameters: parameters)
        let headerBytes = header.bytes
        let key = try key(for: passphrase, header: header)
        try write(Data(headerBytes))
        var current = try read(BackupHeader.chunkSize)
        var index: UInt64 = 0
        while true {
            let next = current.count == BackupHeader.chunkSize ? try read(BackupHeader.chunkSize) : Data()
            let isFinal = next.isEmpty
            let nonce = try nonce(header, index)
            let aad = additionalData(headerBytes, index, isFinal)
            let box = try AES.GCM.seal(current, using: key, nonce: nonce, authenticating: aad)
            try write(box.ciphertext + box.tag)
            if isFinal { return }
            current = next
            index += 1
        }
    }

    /// Reads the header and opens every chunk, handing each plaintext chunk to `write` once it is authenticated.
    ///
    /// A failure may come after earlier chunks were written: the caller writes them somewhere private and uses
    /// them only when this returns.
    ///
    /// - Parameters:
    ///   - passphrase: The passphrase the backup was sealed with.
    ///   - read: Returns up to the number of bytes asked for; fewer only at the end of the file.
    ///   - write: Takes the plaintext in order.
    /// - Throws: ``BackupError/cannotOpen`` for a wrong passphrase or any changed, added or missing byte;
    ///   ``LockError/derivationFailed``, and what `read` and `write` throw.
    public static func open(passphrase: String, read: (Int) throws -> Data, write: (Data) throws -> Void) throws {
        guard let (header, headerBytes) = try BackupHeader.read(read),
            let key = try? key(for: passphrase, header: header)
        else { throw BackupError.cannotOpen }
        let sealedSize = BackupHeader.chunkSize + tagBytes
        var current = try read(sealedSize)
        var index: UInt64 = 0
        while true {
            guard current.count >= tagBytes else { throw BackupError.cannotOpen }
            let next = current.count == sealedSize ? try read(sealedSize) : Data()
            let isFinal = next.isEmpty
            let plaintext: Data
            do {
                let box = try AES.GCM.SealedBox(
                    nonce: nonce(header, index), ciphertext: current.dropLast(tagBytes),
                    tag: current.suffix(tagBytes))
                plaintext = try AES.GCM.open(
                    box, using: key, authenticating: additionalData(headerBytes, index, isFinal))
            } catch {
                throw BackupError.cannotOpen
            }
            try write(plaintext)
            if isFinal { return }
            current = next
            index += 1
        }
    }

    /// Whether `start` (the first bytes of a file) begins like an encrypted backup.
    public static func isSealed(_ start: Data) -> Bool {
        start.starts(with: BackupHeader.magic)
    }

    /// scrypt of the passphrase with the header's salt and parameters, as an AES-256 key.
    private static func key(for passphrase: String, header: BackupHeader) throws -> SymmetricKey {
        let bytes = try PassphraseVerifier.bytes(of: passphrase)
        return SymmetricKey(
            data: try PassphraseVerifier.derive(bytes, salt: Data(header.salt), parameters: header.parameters))
    }

    /// The nonce of chunk `index`: the header's prefix, then the index as 4 big-endian bytes.
    ///
    /// - Throws: ``BackupError/tooLarge`` past 2^32 chunks.
    private static func nonce(_ header: BackupHeader, _ index: UInt64) throws -> AES.GCM.Nonce {
        guard let counter = UInt32(exactly: index) else { throw BackupError.tooLarge }
        return try AES.GCM.Nonce(data: header.noncePrefix + BackupHeader.bigEndian(counter))
    }

    /// The header's bytes, the chunk index as 8 big-endian bytes, and 1 for the final chunk, else 0.
    private static func additionalData(_ header: [UInt8], _ index: UInt64, _ isFinal: Bool) -> Data {
        let indexBytes = (0..<8).map { UInt8(truncatingIfNeeded: index >> (56 - 8 * $0)) }
        return Data(header + indexBytes + [isFinal ? 1 : 0])
    }
}

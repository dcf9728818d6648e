import Foundation

/// The plain header of an encrypted backup: what it takes to derive the key and the nonces, authenticated (as
/// every chunk's additional data) but not secret.
///
/// Layout, integers big-endian: the magic `OFFLOAD-BACKUP\0` (15 bytes), the format version (1 byte), the length
/// of the key derivation's name (1 byte) and the name (`scrypt`), scrypt's N, r and p (4 bytes each), the salt
/// (16 bytes), the nonce prefix (8 bytes) and the plaintext bytes of a chunk (4 bytes).
public struct BackupHeader: Sendable, Equatable {
    /// The bytes every encrypted backup starts with.
    public static let magic: [UInt8] = Array("OFFLOAD-BACKUP".utf8) + [0]
    /// The format version this build writes and reads.
    static let version: UInt8 = 1
    /// Bytes of salt and of the nonce prefix (the nonce's other 4 bytes count the chunks).
    static let saltBytes = 16
    static let noncePrefixBytes = 8
    /// The plaintext bytes of every chunk but the last: 64 KiB.
    public static let chunkSize = 1 << 16

    /// The key derivation's cost.
    let parameters: ScryptParameters
    /// The derivation's salt.
    let salt: [UInt8]
    /// The first 8 bytes of every chunk's nonce.
    let noncePrefix: [UInt8]

    /// A new header with a fresh random salt and nonce prefix.
    init(parameters: ScryptParameters) {
        self.parameters = parameters
        salt = Array(PassphraseVerifier.randomBytes(Self.saltBytes))
        noncePrefix = Array(PassphraseVerifier.randomBytes(Self.noncePrefixBytes))
    }

    private init(parameters: ScryptParameters, salt: [UInt8], noncePrefix: [UInt8]) {
        self.parameters = parameters
        self.salt = salt
        self.noncePrefix = noncePrefix
    }

    /// The header's bytes, as written.
    var bytes: [UInt8] {
        let name = Array(PassphraseVerifier.kdfName.utf8)
        var bytes = Self.magic + [Self.version, UInt8(name.count)] + name
        for value in [parameters.cost, parameters.blockSize, parameters.parallelism] {
            bytes += Self.bigEndian(UInt32(value))
        }
        return bytes + salt + noncePrefix + Self.bigEndian(UInt32(Self.chunkSize))
    }

    /// The header at the start of a file, read through `read`; `nil` when it is not one this build writes (a
    /// changed byte, another version, parameters out of bounds).
    ///
    /// - Parameter read: Returns up to the number of bytes asked for; fewer only at the end of the file.
    /// - Throws: What `read` throws.
    static func read(_ read: (Int) throws -> Data) throws -> (header: BackupHeader, bytes: [UInt8])? {
        let name = Array(PassphraseVerifier.kdfName.utf8)
        let count = magic.count + 2 + name.count + 12 + saltBytes + noncePrefixBytes + 4
        let bytes = Array(try read(count))
        guard bytes.count == count, bytes.starts(with: magic + [version, UInt8(name.count)] + name) else {
            return nil
        }
        var offset = magic.count + 2 + name.count
        let numbers = (0..<3).map { index in Int(integer(bytes, at: offset + 4 * index)) }
        offset += 12
        guard let parameters = ScryptParameters(cost: numbers[0], blockSize: numbers[1], parallelism: numbers[2]),
            integer(bytes, at: count - 4) == UInt32(chunkSize)
        else { return nil }
        let header = BackupHeader(
            parameters: parameters, salt: Array(bytes[offset..<offset + saltBytes]),
            noncePrefix: Array(bytes[offset + saltBytes..<offset + saltBytes + noncePrefixBytes]))
        return (header, bytes)
    }

    /// `value` as 4 big-endian bytes.
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }

    /// The big-endian 4-byte integer at `offset` of `bytes`.
    private static func integer(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}

import Foundation
import OffloadTestSupport
import Testing

@testable import OffloadInterface

/// The chunked container of encrypted backups, in memory, with the cheap test-only scrypt parameters.
@Suite struct BackupCipherTests {
    static let chunk = BackupHeader.chunkSize

    /// Seals `plaintext` with `passphrase`; returns the container's bytes.
    static func seal(_ plaintext: Data, passphrase: String = "pass") throws -> Data {
        var offset = 0
        var sealed = Data()
        try BackupCipher.seal(
            passphrase: passphrase, parameters: .testsOnly,
            read: { count in
                defer { offset = min(plaintext.count, offset + count) }
                return plaintext.subdata(in: offset..<min(plaintext.count, offset + count))
            },
            write: { sealed.append($0) })
        return sealed
    }

    /// Opens `sealed` with `passphrase`; returns the plaintext.
    static func open(_ sealed: Data, passphrase: String = "pass") throws -> Data {
        var offset = 0
        var plaintext = Data()
        try BackupCipher.open(
            passphrase: passphrase,
            read: { count in
                defer { offset = min(sealed.count, offset + count) }
                return sealed.subdata(in: offset..<min(sealed.count, offset + count))
            },
            write: { plaintext.append($0) })
        return plaintext
    }

    @Test(
        "round trip at every chunk boundary: one sealed chunk per 64 KiB, the last one possibly empty or full",
        arguments: [0, 1, chunk - 1, chunk, chunk + 1, 2 * chunk, 3 * chunk + 7])
    func roundTrip(size: Int) throws {
        var generator = SplitMix64(seed: UInt64(size))
        let plaintext = Data((0..<size).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
        let sealed = try Self.seal(plaintext)
        let chunks = max(1, (size + Self.chunk - 1) / Self.chunk)
        #expect(sealed.count == 63 + size + 16 * chunks)
        #expect(try Self.open(sealed) == plaintext)
    }

    @Test("two seals of the same plaintext differ (fresh salt and nonce prefix)")
    func fresh() throws {
        let plaintext = Data("the same".utf8)
        #expect(try Self.seal(plaintext) != Self.seal(plaintext))
    }

    @Test("a wrong passphrase, and a container cut to the header or to nothing, are all the same refusal")
    func refusals() throws {
        let sealed = try Self.seal(Data(repeating: 7, count: Self.chunk))
        for (spoiled, passphrase) in [(sealed, "Pass"), (sealed.prefix(63), "pass"), (Data(), "pass")] {
            #expect(throws: BackupError.cannotOpen) { try Self.open(spoiled, passphrase: passphrase) }
        }
    }
}

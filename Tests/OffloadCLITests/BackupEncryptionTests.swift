import Foundation
import OffloadTestSupport
import Testing

/// `offload backup --encrypt` and the restore of encrypted backups, end to end through the built binary.
///
/// Every backup here is sealed with the cheap, test-only scrypt parameters (the hidden `--test-only-cheap-kdf`).
@Suite struct BackupEncryptionTests {
    static let passphrase = ["OFFLOAD_PASSPHRASE": "correct horse battery"]
    static let refusal = "The backup could not be opened: wrong passphrase, or the file was changed or cut short.\n"
    /// Bytes of the header and of a sealed chunk (64 KiB and a 16-byte tag).
    static let headerBytes = 63
    static let sealedChunk = 65_536 + 16

    /// A database of 3,000 captures of random hexadecimal text, whose backup is sealed in several chunks.
    static func build(_ offload: OffloadProcess) async throws {
        var generator = SplitMix64(seed: 0xB4C4_0917)
        let lines = (0..<3_000).map { _ in
            (0..<6).map { _ in String(UInt64.random(in: .min ... .max, using: &generator), radix: 16) }
                .joined(separator: " ")
        }
        let saved = try await offload.run(["capture", "--lines"], stdin: Data(lines.joined(separator: "\n").utf8))
        #expect(saved.status == 0, "\(saved.stderr)")
    }

    /// Backs the fixture database up, encrypted, into `name`; returns its path.
    static func backUp(_ offload: OffloadProcess, _ name: String = "sealed.backup") async throws -> String {
        let file = offload.directory.appendingPathComponent(name).path
        let backup = try await offload.run(
            ["backup", file, "--encrypt", "--test-only-cheap-kdf"], environment: passphrase)
        #expect(backup.status == 0, "\(backup.stderr)")
        return file
    }

    @Test("an encrypted backup restores to the same export; it is 0600, starts with the magic, holds no plain text")
    func roundTrip() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await Self.build(offload)
        let file = try await Self.backUp(offload)
        let sealed = try Data(contentsOf: URL(fileURLWithPath: file))
        #expect(sealed.starts(with: Array("OFFLOAD-BACKUP\0".utf8)))
        #expect(sealed.count > Self.headerBytes + 3 * Self.sealedChunk, "several chunks: \(sealed.count) bytes")
        #expect(try BackupCommandTests.mode(file) == 0o600)
        let captures = try await offload.run(["captures", "--json"]).captures()
        let sample = try #require(captures.first?.rawText)
        #expect(sealed.range(of: Data(sample.utf8)) == nil && sealed.range(of: Data("offload.json".utf8)) == nil)
        let copy = offload.directory.appendingPathComponent("restored.sqlite").path
        let restored = try await offload.run(["restore", file], database: copy, environment: Self.passphrase)
        #expect(restored.status == 0 && restored.stderr.isEmpty, "\(restored.stderr)")
        let original = try await offload.run(["export", "--include", "events"])
        let again = try await offload.run(["export", "--include", "events"], database: copy)
        #expect(ExportFixture.masked(again.stdout) == ExportFixture.masked(original.stdout))
        #expect(try BackupCommandTests.leftovers(in: offload.directory).isEmpty)
    }

    /// A way to spoil an encrypted backup.
    struct Damage: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let apply: @Sendable (Data) -> Data

        static func flip(_ name: String, at offset: @escaping @Sendable (Int) -> Int) -> Damage {
            Damage(testDescription: name) { data in
                var data = data
                data[offset(data.count)] ^= 0x01
                return data
            }
        }

        static func cut(_ name: String, to length: @escaping @Sendable (Int) -> Int) -> Damage {
            Damage(testDescription: name) { $0.prefix(length($0.count)) }
        }
    }

    static let damages: [Damage] = [
        .flip("the version byte") { _ in 15 },
        .flip("scrypt's N in the header") { _ in 25 },
        .flip("a byte of the salt") { _ in 40 },
        .flip("a byte of the nonce prefix") { _ in 57 },
        .flip("a byte of the first chunk") { _ in headerBytes + 10 },
        .flip("a byte of a middle chunk") { _ in headerBytes + sealedChunk + 30_000 },
        .flip("the last chunk's tag") { $0 - 1 },
        .cut("cut at a chunk boundary") { _ in headerBytes + 2 * sealedChunk },
        .cut("cut inside the last chunk") { $0 - 100 },
        .cut("cut inside the header") { _ in 40 },
        Damage(testDescription: "a byte added at the end") { $0 + [0] },
        Damage(testDescription: "two chunks swapped") { data in
            let first = data[headerBytes..<headerBytes + sealedChunk]
            let second = data[headerBytes + sealedChunk..<headerBytes + 2 * sealedChunk]
            return data.prefix(headerBytes) + second + first + data.dropFirst(headerBytes + 2 * sealedChunk)
        },
    ]

    @Test("a changed, cut or reordered encrypted backup is refused in one line, exit 65, nothing written")
    func damaged() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await Self.build(offload)
        let sealed = try Data(contentsOf: URL(fileURLWithPath: try await Self.backUp(offload)))
        for (index, damage) in Self.damages.enumerated() {
            let file = offload.directory.appendingPathComponent("damaged\(index).backup")
            try damage.apply(sealed).write(to: file)
            let copy = offload.directory.appendingPathComponent("copy\(index).sqlite").path
            let restored = try await offload.run(["restore", file.path], database: copy, environment: Self.passphrase)
            #expect(restored.status == 65, "\(damage.testDescription)")
            #expect(restored.stderr == Self.refusal, "\(damage.testDescription)")
            #expect(restored.stdout.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: copy), "\(damage.testDescription): nothing written")
        }
        #expect(try BackupCommandTests.leftovers(in: offload.directory).isEmpty)
    }

    @Test("a wrong passphrase is refused in the same line, exit 65; an existing empty database stays unchanged")
    func wrongPassphrase() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await Self.build(offload)
        let file = try await Self.backUp(offload)
        let copy = offload.directory.appendingPathComponent("copy.sqlite").path
        let wrong = try await offload.run(
            ["restore", file], database: copy, environment: ["OFFLOAD_PASSPHRASE": "correct horse battery."])
        #expect(wrong.status == 65)
        #expect(wrong.stderr == Self.refusal)
        #expect(!FileManager.default.fileExists(atPath: copy))
        #expect(FileManager.default.createFile(atPath: copy, contents: Data(), attributes: [.posixPermissions: 0o600]))
        let empty = try await offload.run(["export"], database: copy).stdout
        let again = try await offload.run(
            ["restore", file], database: copy, environment: ["OFFLOAD_PASSPHRASE": "wrong"])
        #expect(again.status == 65 && again.stderr == Self.refusal)
        let after = try await offload.run(["export"], database: copy).stdout
        #expect(ExportFixture.masked(after) == ExportFixture.masked(empty))
        let noWay = try await offload.run(["restore", file], database: copy)
        #expect(noWay.status == 64, "no terminal and no OFFLOAD_PASSPHRASE: \(noWay.stderr)")
        #expect(try BackupCommandTests.leftovers(in: offload.directory).isEmpty)
    }
}

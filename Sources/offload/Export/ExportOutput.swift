import Crypto
import Foundation

/// Where an export's bytes go: a file the user named, standard output, or a file of an archive being hashed.
protocol ExportOutput: AnyObject {
    /// Appends `bytes`.
    ///
    /// - Throws: ``OutputFileError`` or ``ExportError/standardOutputFailed`` when they cannot be written.
    func write(_ bytes: [UInt8]) throws
}

extension PrivateFileOutput: ExportOutput {}

/// The process's standard output, written in the blocks it is handed (no buffering of its own).
final class StandardOutput: ExportOutput {
    func write(_ bytes: [UInt8]) throws {
        let isWritten = bytes.withUnsafeBytes { PrivateFileOutput.writeAll($0, to: STDOUT_FILENO) }
        guard isWritten else { throw ExportError.standardOutputFailed }
    }
}

/// A file of an export archive: its bytes go to an owner-only file and through SHA-256 as they are written.
final class HashedOutput: ExportOutput {
    let file: PrivateFileOutput
    private var hasher = SHA256()

    init(path: String) throws {
        file = try PrivateFileOutput(path: path)
    }

    func write(_ bytes: [UInt8]) throws {
        hasher.update(data: bytes)
        try file.write(bytes)
    }

    /// Commits the file; returns its SHA-256 as 64 lowercase hexadecimal digits.
    func commit() throws -> String {
        try file.commit()
        return Self.hex(hasher.finalize())
    }

    /// `digest` as lowercase hexadecimal digits.
    static func hex(_ digest: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in digest { text += [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]] }
        return String(decoding: text, as: UTF8.self)
    }
}

import Foundation
import OffloadCore

/// Reads capture text from standard input as bytes and checks it is UTF-8 before anything is saved.
enum StandardInput {
    /// The most `--lines` input read at once, in bytes (64 MiB).
    static let maximumLinesByteCount = 64 * 1024 * 1024

    /// Reads all of stdin, refusing more than `limit + slack` bytes (the error names `limit`).
    ///
    /// Reads the descriptor directly and stops at the first read that returns nothing: on a terminal that is one
    /// Ctrl-D on an empty line. (FileHandle's `read(upToCount:)` keeps reading past a short read until its count or
    /// an end of input, so a terminal needed a second Ctrl-D after the text.)
    ///
    /// - Throws: ``CLIError/inputTooLarge(limit:)``, ``CLIError/unreadableInput``.
    static func readAll(limit: Int, slack: Int = 0) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw CLIError.unreadableInput
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
            guard bytes.count <= limit + slack else { throw CLIError.inputTooLarge(limit: limit) }
        }
    }

    /// Decodes `bytes` as UTF-8.
    ///
    /// - Throws: ``CLIError/invalidUTF8(byteOffset:)`` naming the zero-based offset of the first bad byte.
    static func decode(_ bytes: [UInt8]) throws -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        throw CLIError.invalidUTF8(byteOffset: firstInvalidUTF8Offset(in: bytes) ?? 0)
    }

    /// The zero-based offset of the first byte that does not start a valid UTF-8 sequence, or `nil` when valid.
    static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// `text` without one trailing line break (`\n` or `\r\n`), which `echo` and editors add.
    static func trimmingFinalLineBreak(_ text: String) -> String {
        if text.hasSuffix("\r\n") { return String(text.dropLast(2)) }  // "\r\n" is one Character.
        if text.hasSuffix("\n") { return String(text.dropLast()) }
        return text
    }

    /// The non-blank lines of `text` (``Swift/String/isBlank``, the rule ``CaptureEntry`` applies) with their
    /// 1-based line numbers; lines end at `\n` or `\r\n`.
    static func nonBlankLines(of text: String) -> [(number: Int, text: String)] {
        var result: [(number: Int, text: String)] = []
        var number = 0
        // "\r\n" is a single Character in Swift, so both separators are listed.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            let line = String(line)
            guard !line.isBlank else { continue }  // The same rule as a single capture (CaptureEntry).
            result.append((number, line))
        }
        return result
    }
}

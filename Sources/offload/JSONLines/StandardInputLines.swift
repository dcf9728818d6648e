import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The lines of standard input as bytes, read in large blocks (no per-line system call or string conversion).
///
/// A line ends at `\n`; a `\r` before it is dropped; a last line without `\n` is still a line.
struct StandardInputLines {
    private var buffer: [UInt8] = []
    private var start = 0
    /// Where the search for the next `\n` resumes: the bytes between ``start`` and here hold none.
    private var scanned = 0
    private var reachedEnd = false
    private static let blockSize = 1 << 16

    /// The next line without its line ending, or `nil` after the last one.
    ///
    /// - Throws: ``CLIError/unreadableInput`` when standard input cannot be read.
    mutating func next() throws -> Data? {
        while true {
            if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Self.trimmed(buffer[start..<newline])
                start = newline + 1
                scanned = start
                return line
            }
            scanned = buffer.count
            if reachedEnd {
                guard start < buffer.count else { return nil }
                let line = Self.trimmed(buffer[start...])
                start = buffer.count
                scanned = start
                return line
            }
            try fill()
        }
    }

    /// The line without a trailing `\r`.
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> Data {
        Data(bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes)
    }

    /// Drops the lines already returned and appends the next block of standard input.
    private mutating func fill() throws {
        buffer.removeSubrange(0..<start)
        scanned -= start
        start = 0
        let kept = buffer.count
        buffer.reserveCapacity(kept + Self.blockSize)
        var block = [UInt8](repeating: 0, count: Self.blockSize)
        while true {
            let count = block.withUnsafeMutableBytes { read(0, $0.baseAddress, Self.blockSize) }
            if count > 0 {
                buffer.append(contentsOf: block[..<count])
                return
            }
            if count == 0 {
                reachedEnd = true
                return
            }
            if errno != EINTR { throw CLIError.unreadableInput }
        }
    }
}

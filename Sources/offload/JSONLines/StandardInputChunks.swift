import Foundation
import OffloadInterface

#if canImport(Glibc)
    import Glibc
#endif

/// The lines of standard input in chunks of whole lines, read in large blocks (no per-line system call, copy or
/// string conversion).
///
/// A chunk holds the complete lines of at least one block (64 KiB) or up to the end of the input; a line longer than
/// that makes a chunk of its own. Lines are split as ``OffloadInterface/JSONLinesChunk/init(firstLineNumber:splitting:)``
/// says.
struct StandardInputChunks {
    private var buffer: [UInt8] = []
    /// Where the last `\n` in ``buffer`` is, if it holds one.
    private var lastNewline: Int?
    private var reachedEnd = false
    private var nextLineNumber = 1
    private static let blockSize = 1 << 16

    /// The next chunk, or `nil` after the last one.
    ///
    /// - Throws: ``CLIError/unreadableInput`` when standard input cannot be read.
    mutating func next() throws -> JSONLinesChunk? {
        while !reachedEnd, buffer.count < Self.blockSize || lastNewline == nil {
            let filled = buffer.count
            try fill()
            lastNewline = buffer[filled...].lastIndex(of: UInt8(ascii: "\n")) ?? lastNewline
        }
        guard !buffer.isEmpty else { return nil }
        let end = reachedEnd ? buffer.count : (lastNewline ?? buffer.count - 1) + 1
        // The chunk takes the buffer itself; only the start of the next line, after the chunk, is copied.
        let rest = Array(buffer[end...])
        buffer.removeSubrange(end...)
        let chunk = JSONLinesChunk(firstLineNumber: nextLineNumber, splitting: buffer)
        nextLineNumber += chunk.lines.count
        buffer = rest
        lastNewline = nil
        return chunk
    }

    /// Appends the next block of standard input to ``buffer`` (read into it directly), or notes its end.
    private mutating func fill() throws {
        let filled = buffer.count
        // Appending lets the buffer grow geometrically: a line of megabytes is read in linear time.
        buffer.append(contentsOf: repeatElement(0, count: Self.blockSize))
        while true {
            let count = buffer.withUnsafeMutableBytes { bytes in
                read(0, bytes.baseAddress.map { $0 + filled }, Self.blockSize)
            }
            if count > 0 {
                buffer.removeLast(Self.blockSize - count)
                return
            }
            if count == 0 || errno != EINTR {
                buffer.removeLast(Self.blockSize)
                reachedEnd = true
                if count < 0 { throw CLIError.unreadableInput }
                return
            }
        }
    }
}

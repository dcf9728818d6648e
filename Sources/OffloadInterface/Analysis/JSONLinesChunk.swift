/// Consecutive JSON Lines input lines held in one buffer: what ``AnalysisLines/answers(to:)`` answers at once, and
/// the unit ``ParallelAnalysisLines`` hands to each core.
public struct JSONLinesChunk: Sendable {
    /// The number of the chunk's first line in the whole input, from 1.
    public let firstLineNumber: Int
    /// The bytes of the lines, with their line endings.
    public let bytes: [UInt8]
    /// Where each line lies in ``bytes``, without its `\n` and a `\r` before it.
    public let lines: [Range<Int>]

    /// The lines of `bytes`, numbered from `firstLineNumber`: a line ends at `\n`, a `\r` before it is dropped, and a
    /// last line without `\n` is still a line (nothing after a final `\n` is one).
    public init(firstLineNumber: Int, splitting bytes: [UInt8]) {
        self.firstLineNumber = firstLineNumber
        self.bytes = bytes
        var lines: [Range<Int>] = []
        var start = 0
        while start < bytes.count {
            let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            var end = newline
            if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            lines.append(start..<end)
            start = newline + 1
        }
        self.lines = lines
    }
}

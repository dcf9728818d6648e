import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// JSON Lines for standard output, written in large blocks instead of one system call per line.
struct StandardOutputBuffer {
    private var bytes: [UInt8] = []
    private static let blockSize = 1 << 16

    /// Appends `lines` (each already followed by its newline), writing out the block once it is full; a block's
    /// worth or more is written at once, without a copy.
    mutating func append(_ lines: [UInt8]) {
        if lines.count >= Self.blockSize {
            flush()
            Self.write(lines)
            return
        }
        bytes.append(contentsOf: lines)
        if bytes.count >= Self.blockSize { flush() }
    }

    /// Writes out everything appended so far.
    mutating func flush() {
        Self.write(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Writes `bytes` to standard output; a closed or failing output drops them (as `print` would).
    private static func write(_ bytes: [UInt8]) {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(1, $0.baseAddress, $0.count) }
            if count > 0 {
                written += count
            } else if count < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
    }
}

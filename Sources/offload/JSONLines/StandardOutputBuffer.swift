import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// JSON Lines for standard output, written in large blocks instead of one system call per line.
struct StandardOutputBuffer {
    private var bytes: [UInt8] = []
    private static let blockSize = 1 << 16

    /// Appends `line` and a newline, writing out the block once it is full.
    mutating func append(_ line: Data) {
        bytes.append(contentsOf: line)
        bytes.append(UInt8(ascii: "\n"))
        if bytes.count >= Self.blockSize { flush() }
    }

    /// Writes out everything appended so far; a closed or failing output drops it (as `print` would).
    mutating func flush() {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
            if count > 0 {
                written += count
            } else if count < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        bytes.removeAll(keepingCapacity: true)
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a file the user named that holds personal text (task titles): owner-only and never half-written.
enum PrivateFile {
    /// The mode of the file: read and write for its owner only.
    static let mode: mode_t = 0o600

    /// Writes `data` to `path` through a temporary file in the same folder, created 0600 whatever the umask,
    /// flushed to disk, then renamed over `path`.
    ///
    /// An existing file at `path` is replaced whole and ends 0600 too. On a failure it is left as it was, and
    /// the temporary file is removed.
    ///
    /// - Throws: ``OutputFileError`` when the folder is missing or cannot be written, `path` is a folder, or the
    ///   disk is full.
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString.prefix(8).lowercased()).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw OutputFileError(path: path) }
        var isInPlace = false
        defer { if !isInPlace { unlink(temporary) } }
        let isWritten = fchmod(descriptor, mode) == 0 && writeAll(data, to: descriptor) && fsync(descriptor) == 0
        let isClosed = close(descriptor) == 0
        guard isWritten, isClosed, rename(temporary, path) == 0 else { throw OutputFileError(path: path) }
        isInPlace = true
    }

    /// Writes every byte of `data` to `descriptor`, going on after short writes and interruptions.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }
}

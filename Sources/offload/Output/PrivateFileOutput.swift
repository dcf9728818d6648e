import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file the user named, written owner-only and never seen half-written.
///
/// The bytes go to a temporary file in the same folder, created 0600 whatever the umask, and ``commit()`` flushes
/// it to disk and renames it over the path. Dropped without a commit, it removes the temporary file and leaves the
/// path as it was.
final class PrivateFileOutput {
    /// The path as the user gave it.
    let path: String
    private let temporary: String
    private var descriptor: Int32
    private var isCommitted = false
    /// Bytes written so far.
    private(set) var byteCount = 0

    /// Creates the temporary file beside `path`.
    ///
    /// - Throws: ``OutputFileError`` when the folder is missing or cannot be written.
    init(path: String) throws {
        self.path = path
        let url = URL(fileURLWithPath: path)
        temporary =
            url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString.prefix(8).lowercased()).tmp").path
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, PrivateFile.mode)
        guard descriptor >= 0 else { throw OutputFileError(path: path) }
        guard fchmod(descriptor, PrivateFile.mode) == 0 else { throw OutputFileError(path: path) }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        if !isCommitted { unlink(temporary) }
    }

    /// Appends `bytes`.
    ///
    /// - Throws: ``OutputFileError`` when the disk is full or the file cannot be written.
    func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try append($0) }
    }

    /// Appends `data`.
    ///
    /// - Throws: ``OutputFileError`` when the disk is full or the file cannot be written.
    func write(_ data: Data) throws {
        try data.withUnsafeBytes { try append($0) }
    }

    private func append(_ buffer: UnsafeRawBufferPointer) throws {
        guard Self.writeAll(buffer, to: descriptor) else { throw OutputFileError(path: path) }
        byteCount += buffer.count
    }

    /// Flushes the file to disk and renames it over ``path`` (an existing file there is replaced whole).
    ///
    /// - Throws: ``OutputFileError`` when it cannot be flushed or renamed (`path` is a folder).
    func commit() throws {
        let isSynced = fsync(descriptor) == 0
        let isClosed = close(descriptor) == 0
        descriptor = -1
        guard isSynced, isClosed, rename(temporary, path) == 0 else { throw OutputFileError(path: path) }
        isCommitted = true
    }

    /// Writes every byte of `buffer` to `descriptor`, going on after short writes and interruptions.
    static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
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

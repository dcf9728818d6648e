import Foundation

/// Writes a file the user named that holds personal text (task titles): owner-only and never half-written.
enum PrivateFile {
    /// The mode of the file: read and write for its owner only.
    static let mode: mode_t = 0o600

    /// Writes `data` to `path` through a temporary file in the same folder, created 0600 whatever the umask,
    /// flushed to disk, then renamed over `path` (see ``PrivateFileOutput``).
    ///
    /// An existing file at `path` is replaced whole and ends 0600 too. On a failure it is left as it was, and
    /// the temporary file is removed.
    ///
    /// - Throws: ``OutputFileError`` when the folder is missing or cannot be written, `path` is a folder, or the
    ///   disk is full.
    static func write(_ data: Data, to path: String) throws {
        let output = try PrivateFileOutput(path: path)
        try output.write(data)
        try output.commit()
    }
}

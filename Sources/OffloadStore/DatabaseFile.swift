import Foundation

/// What a database path names on disk, found with `stat` (symbolic links followed) before anything opens it.
///
/// A FIFO would block the first `open` forever and a device would be read as a database, so only a regular file,
/// or nothing at all, is ever handed to SQLite.
enum DatabaseFile: Equatable {
    /// Nothing exists at the path (or a symbolic link points at nothing).
    case missing
    /// A regular file, possibly empty.
    case regular
    /// A directory.
    case directory
    /// A FIFO, socket, character or block device.
    case special

    /// The kind of `path`.
    ///
    /// - Throws: ``StoreError/notWritable(path:)`` when `stat` fails for a reason other than a missing path
    ///   (a folder on the way that cannot be searched, a path too long).
    static func kind(atPath path: String) throws -> DatabaseFile {
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return .missing }
            throw StoreError.notWritable(path: path)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        default: return .special
        }
    }

    /// Throws the store error for anything but a regular file or a missing path, and tells which of those two it is.
    ///
    /// - Throws: ``StoreError/isDirectory(path:)``, ``StoreError/notARegularFile(path:)``,
    ///   ``StoreError/notWritable(path:)``.
    static func checked(atPath path: String) throws -> DatabaseFile {
        let kind = try kind(atPath: path)
        switch kind {
        case .missing, .regular: return kind
        case .directory: throw StoreError.isDirectory(path: path)
        case .special: throw StoreError.notARegularFile(path: path)
        }
    }
}

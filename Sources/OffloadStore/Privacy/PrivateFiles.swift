import Foundation

/// Owner-only modes for the database, its log and shared-memory files and their folder, whatever the umask.
///
/// SQLite creates the `-wal` and `-shm` files with the mode of the database file, so creating the (empty)
/// database file owner-only before SQLite first opens it makes all three private.
package enum PrivateFiles {
    /// The mode of the database file and, through SQLite, of its `-wal` and `-shm` files.
    static let fileMode: mode_t = 0o600
    /// The mode of every folder Offload creates for the database.
    static let folderMode: mode_t = 0o700

    /// Creates the missing folders above `path` (0700) and an empty database file at `path` (0600).
    ///
    /// The modes are set with `chmod`/`fchmod` after creation, so a umask cannot widen or narrow them. Folders
    /// that exist already are left as they are (``warnings(forDatabaseAt:)`` reports wide ones).
    ///
    /// - Throws: ``StoreError/notWritable(path:)`` when a folder or the file cannot be created.
    static func createDatabase(atPath path: String) throws {
        try createFolders(above: URL(fileURLWithPath: path).deletingLastPathComponent().path, for: path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, fileMode)
        // Another process created it first: its mode is that process's to set.
        if descriptor < 0, errno == EEXIST { return }
        guard descriptor >= 0 else { throw StoreError.notWritable(path: path) }
        defer { close(descriptor) }
        guard fchmod(descriptor, fileMode) == 0 else { throw StoreError.notWritable(path: path) }
    }

    /// Creates `folder` and its missing ancestors, each owner-only.
    private static func createFolders(above folder: String, for path: String) throws {
        var missing: [String] = []
        var current = folder
        while !current.isEmpty, current != "/", (try? DatabaseFile.kind(atPath: current)) == .missing {
            missing.append(current)
            current = (current as NSString).deletingLastPathComponent
        }
        for folder in missing.reversed() {
            guard mkdir(folder, folderMode) == 0 || errno == EEXIST, chmod(folder, folderMode) == 0 else {
                throw StoreError.notWritable(path: path)
            }
        }
        guard access(folder.isEmpty ? "." : folder, W_OK) == 0 else { throw StoreError.notWritable(path: path) }
    }

    /// One line for each of the database file and its folder that belongs to this user and that group or other
    /// users may access, with the `chmod` that makes it private; empty when both are private (or missing).
    ///
    /// A folder owned by someone else, or shared on purpose with the sticky bit (such as `/tmp`), is not reported.
    ///
    /// - Parameter path: The database file path.
    /// - Returns: Warnings, file first, each one line without a trailing line break.
    package static func warnings(forDatabaseAt path: String) -> [String] {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var lines: [String] = []
        if let mode = sharedMode(of: path, kind: S_IFREG) {
            lines.append(
                "Warning: other users may access the database file (mode \(octal(mode))); "
                    + "make it private with: chmod 600 '\(path)'")
        }
        if let mode = sharedMode(of: folder, kind: S_IFDIR) {
            lines.append(
                "Warning: other users may access the database folder (mode \(octal(mode))); "
                    + "make it private with: chmod 700 '\(folder)'")
        }
        return lines
    }

    /// The permission bits of `path` when it is this user's, of `kind`, and group or others have any of them.
    private static func sharedMode(of path: String, kind: mode_t) -> mode_t? {
        var status = stat()
        // A sticky folder (such as /tmp) is shared on purpose: each user's files in it stay their own.
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == kind, status.st_uid == geteuid(),
            status.st_mode & S_ISVTX == 0
        else { return nil }
        let mode = status.st_mode & 0o777
        return mode & 0o077 == 0 ? nil : mode
    }

    private static func octal(_ mode: mode_t) -> String { "0" + String(mode, radix: 8) }
}

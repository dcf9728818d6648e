import Crypto
import Foundation
import OffloadInterface

/// The file that keeps a grace period open between commands: one ``GraceToken`` (its expiry and signature), mode
/// 0600, owned by the user.
///
/// It lives in `$XDG_RUNTIME_DIR/offload/` (a private folder that the system empties at logout), named after a hash
/// of the database's absolute path, else next to the database as `NAME.session`. A file that another user owns, or
/// that others may read, is never trusted.
struct GraceSessionFile {
    /// Where the file is.
    let path: String

    /// The session file of the database at `databasePath`, in `environment`.
    init(databasePath: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let database = URL(fileURLWithPath: databasePath).standardizedFileURL.resolvingSymlinksInPath().path
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            let digest = SHA256.hash(data: Data(database.utf8)).prefix(8).map { String(format: "%02x", $0) }.joined()
            path = URL(fileURLWithPath: runtime).appendingPathComponent("offload/\(digest).session").path
        } else {
            path = database + ".session"
        }
    }

    /// The token in the file, or `nil` when there is none, it is not the user's own private file, or it holds
    /// anything but a token.
    func token() -> GraceToken? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == getuid(),
            status.st_mode & 0o077 == 0, status.st_size <= 256,
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        return GraceToken(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Writes `token` to a new 0600 file that replaces the old one in one step.
    ///
    /// - Throws: ``GraceSessionFileError/notWritten(path:)`` when the folder or the file cannot be written.
    func write(_ token: GraceToken) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if !FileManager.default.fileExists(atPath: folder) {
            mkdir(folder, 0o700)
        }
        let temporary = path + ".\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw GraceSessionFileError.notWritten(path: path) }
        let bytes = Array((token.text + "\n").utf8)
        let written = fchmod(descriptor, 0o600) == 0 && Foundation.write(descriptor, bytes, bytes.count) == bytes.count
        let closed = close(descriptor) == 0
        guard written, closed, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw GraceSessionFileError.notWritten(path: path)
        }
    }

    /// Removes the file, if it is there.
    func remove() { unlink(path) }
}

/// Failures of writing the grace-session file.
enum GraceSessionFileError: Error, Equatable, CustomStringConvertible {
    /// The folder or the file could not be written.
    case notWritten(path: String)

    var description: String {
        switch self {
        case .notWritten(let path):
            "Could not keep the grace period in '\(path)', so the next command asks for the passphrase again."
        }
    }
}

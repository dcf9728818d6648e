import ArgumentParser
import Foundation
import OffloadInterface

extension RestoreCommand {
    /// Whether `file` is an encrypted backup (`false`: a ZIP).
    ///
    /// - Throws: ``ExportError/notFound(_:)``, ``ExportError/unreadable(_:)``, ``BackupError/notABackup(path:)``.
    static func isSealed(_ file: String) throws -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else {
            throw ExportError.notFound(file)
        }
        guard !isFolder.boolValue else { throw ExportError.unreadable(file) }
        let reader = try FullReader(path: file)
        defer { reader.close() }
        let start = try reader.read(BackupHeader.magic.count)
        if BackupCipher.isSealed(start) { return true }
        guard start.starts(with: [0x50, 0x4B]) else { throw BackupError.notABackup(path: file) }
        return false
    }

    /// The backup's passphrase, from `OFFLOAD_PASSPHRASE` or the prompt.
    ///
    /// - Throws: ``LockError/noPassphrase`` when there is no way to ask, `ExitCode(130)` on Ctrl-C.
    static func passphrase() throws -> String {
        guard let passphrase = try PassphrasePrompt.passphrase(prompt: "Backup passphrase: ") else {
            throw LockError.noPassphrase
        }
        return passphrase
    }

    /// Makes the folders above the database path when missing, owner-only (0700).
    ///
    /// - Throws: ``OutputFileError`` naming the database path.
    static func makeFolder(above target: String) throws {
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent()
        guard !FileManager.default.fileExists(atPath: folder.path) else { return }
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw OutputFileError(path: target)
        }
    }

    /// Renames the restored database (closed, its log checkpointed into it) over `target`.
    ///
    /// - Throws: ``BackupError/databaseInUse(path:)`` when the write-ahead log of `target` holds frames (another
    ///   process wrote to it since it was checkpointed: the new file would meet another file's log),
    ///   ``OutputFileError``.
    static func place(_ restored: String, at target: String) throws {
        let log = (try? FileManager.default.attributesOfItem(atPath: target + "-wal")[.size] as? NSNumber) ?? 0
        guard log.intValue == 0 else {
            throw BackupError.databaseInUse(path: target)
        }
        guard rename(restored, target) == 0 else { throw OutputFileError(path: target) }
    }
}

extension BackupError: OffloadExitReporting {
    var exitCode: ExitCode {
        switch self {
        case .cannotOpen, .notABackup: OffloadExit.dataError
        case .databaseNotEmpty, .tooLarge: OffloadExit.cannotCreate
        case .databaseInUse: OffloadExit.temporaryFailure
        }
    }
}

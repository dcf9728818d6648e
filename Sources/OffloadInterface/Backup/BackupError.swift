/// Failures of `offload backup` and `offload restore` that concern the backup file or the database restored into.
///
/// No message says anything about the passphrase or the data in the backup.
public enum BackupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An encrypted backup did not open: a wrong passphrase, or a byte changed, added or missing anywhere.
    case cannotOpen
    /// The file is neither an encrypted backup nor a ZIP.
    case notABackup(path: String)
    /// The database restored into holds rows, and `--replace` was not given.
    case databaseNotEmpty(path: String)
    /// Another process has the database open, so it cannot be replaced.
    case databaseInUse(path: String)
    /// The backup is larger than the container's chunk counter can number (256 TiB).
    case tooLarge

    public var description: String {
        switch self {
        case .cannotOpen:
            "The backup could not be opened: wrong passphrase, or the file was changed or cut short."
        case .notABackup(let path):
            "\(TerminalText.safe(path)) is not an Offload backup (neither an encrypted backup nor a ZIP), so "
                + "nothing was restored."
        case .databaseNotEmpty(let path):
            "The database \(TerminalText.safe(path)) is not empty, so nothing was restored. Give --replace to "
                + "replace it with the backup, or --db with a new file."
        case .databaseInUse(let path):
            "Another process has \(TerminalText.safe(path)) open, so it was not replaced. Stop it "
                + "(offload serve, a running command) and try again."
        case .tooLarge:
            "The backup is too large for the encrypted format, so nothing was written."
        }
    }
}

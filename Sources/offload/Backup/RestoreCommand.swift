import ArgumentParser
import Foundation
import OffloadInterface
import OffloadStore

/// `offload restore FILE [--db PATH] [--replace]`: a backup back into a new or empty database, or over a full one
/// with `--replace`, all or nothing.
struct RestoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Restore a backup from `offload backup` (encrypted or not) into a new or empty database.",
        discussion: """
            An encrypted backup asks for its passphrase (no echo), or takes OFFLOAD_PASSPHRASE; every chunk is \
            authenticated before anything is imported. A database that holds rows is refused (exit 73) unless \
            --replace: the backup is then restored into a new file beside it, which replaces it only once the \
            restore has succeeded. A wrong passphrase, a changed or missing byte, or an archive that does not \
            match its manifest is refused (exit 65) and nothing is written.
            """)

    @Argument(help: ArgumentHelp("A backup from `offload backup`.", valueName: "FILE"))
    var file: String

    @Flag(help: "Replace a database that holds rows (it is replaced only when the restore has succeeded).")
    var replace = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let isSealed = try Self.isSealed(file)
        let target = DatabaseLocation.resolve(database)
        let existing = try await existingStore(at: target)
        let passphrase = isSealed ? try Self.passphrase() : nil
        try Self.makeFolder(above: target)
        let work = try WorkFolder(beside: target, purpose: "restore")
        defer { work.remove() }
        let archive = try passphrase.map { try decrypt(file, passphrase: $0, into: work.path("backup.zip")) } ?? file
        let source: ImportSource
        do { source = try ImportSource.open(archive) } catch var error as ExportFileError {
            error.path = file
            throw error
        }
        let report: ImportReport
        if let existing {
            report = try importAll(source, into: existing)
        } else {
            let restored = try CaptureStore.open(atPath: work.path("restored.sqlite"))
            report = try importAll(source, into: restored)
            try restored.checkpointAndClose()
            try Self.place(work.path("restored.sqlite"), at: target)
        }
        print(TerminalText.safe("Restored \(report.totals.total) rows from \(file) into \(target)."))
    }

    /// The store at `target` to import into directly when it exists and holds no rows of an export's tables; `nil` when there is no
    /// database yet, or when `--replace` lets a full one be replaced (it is closed first).
    ///
    /// - Throws: ``BackupError/databaseNotEmpty(path:)``, and the store's and the lock gate's errors.
    private func existingStore(at target: String) async throws -> CaptureStore? {
        guard FileManager.default.fileExists(atPath: target) else { return nil }
        let store = try await openStore(database)
        let tables = ExportTable.exported(includesHistory: true)
        let holdsRows = try store.withExportSnapshot { snapshot in
            try tables.contains { try snapshot.count(of: $0) > 0 }
        }
        guard holdsRows else { return store }
        try store.checkpointAndClose()
        guard replace else { throw BackupError.databaseNotEmpty(path: target) }
        return nil
    }

    /// Decrypts `file` into `archive`, which is used only once every chunk has been authenticated.
    ///
    /// - Throws: ``BackupError/cannotOpen``, ``ExportError/unreadable(_:)``, ``OutputFileError``.
    private func decrypt(_ file: String, passphrase: String, into archive: String) throws -> String {
        let input = try FullReader(path: file)
        defer { input.close() }
        let output = try PrivateFileOutput(path: archive)
        try BackupCipher.open(passphrase: passphrase, read: input.read, write: output.write)
        try output.commit()
        return archive
    }

    /// Imports the whole export document of `source` into `store`, in one transaction.
    ///
    /// - Throws: ``ExportFileError`` naming ``file``, and the store's errors.
    private func importAll(_ source: ImportSource, into store: CaptureStore) throws -> ImportReport {
        var reader = ExportDocumentReader()
        let report: ImportReport
        do {
            report = try store.importRows(isDryRun: false, prefersImport: false) { session in
                let handle = { (item: ExportDocumentReader.Item) throws in
                    switch item {
                    case .table(let table): session.begin(table)
                    case .row(let values, let table): try session.add(values, to: table)
                    }
                }
                try source.read { chunk in try reader.consume(chunk, handle) }
                try reader.finish(handle)
            }
        } catch var error as ExportFileError {
            error.path = file
            throw error
        }
        guard reader.header != nil else { throw ExportFileError(.notAnExport, path: file) }
        return report
    }
}

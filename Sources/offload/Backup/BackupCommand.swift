import ArgumentParser
import Foundation
import OffloadInterface
import OffloadStore

/// `offload backup FILE [--encrypt]`: a consistent snapshot of the database, packed as the export ZIP, sealed
/// with a passphrase on request.
struct BackupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Back up everything into one file: a ZIP like `export --format zip`, encrypted with --encrypt.",
        discussion: """
            The snapshot is taken with SQLite's online backup, so it is consistent even while other offload \
            processes write. The file holds offload.json (events and undo history included), the CSV files and \
            manifest.json with their SHA-256. --encrypt seals it with AES-256-GCM in 64 KiB chunks, under a key \
            derived from a passphrase with scrypt (asked twice with no echo, or OFFLOAD_PASSPHRASE); without the \
            passphrase it cannot be opened. The file is owner-only (0600) and never left half-written. \
            `offload restore FILE` reads it back.
            """)

    @Argument(help: ArgumentHelp("The backup file to write.", valueName: "FILE"))
    var file: String

    @Flag(help: "Encrypt the backup with a passphrase.")
    var encrypt = false

    @Flag(name: .customLong("test-only-cheap-kdf"), help: .hidden)
    var testOnlyCheapKDF = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try await openStoreForReading(database)
        let passphrase = encrypt ? try PassphrasePrompt.newPassphrase() : nil
        let work = try WorkFolder(beside: file, purpose: "backup")
        defer { work.remove() }
        let snapshot = try store.backUp(toPath: work.path("snapshot.sqlite"))
        defer { try? snapshot.checkpointAndClose() }
        let exporter = Exporter(
            tables: ExportTable.exported(includesHistory: true), exportedAt: ISODate.string(Clock.now()),
            offloadVersion: Offload.version)
        guard let passphrase else {
            let manifest = try exporter.writeZIP(snapshot, to: file)
            return print(TerminalText.safe("Backed up \(Self.rows(manifest)) rows to \(file) (a ZIP, not encrypted)."))
        }
        let archive = work.path("backup.zip")
        let manifest = try exporter.writeZIP(snapshot, to: archive)
        try seal(archive, passphrase: passphrase)
        print(TerminalText.safe("Backed up \(Self.rows(manifest)) rows to \(file), encrypted (AES-256-GCM, scrypt)."))
        print("Keep the passphrase safe: without it the backup cannot be opened.")
    }

    /// Seals the archive at `archive` into ``file``, written owner-only and renamed into place when whole.
    private func seal(_ archive: String, passphrase: String) throws {
        let input = try FullReader(path: archive)
        defer { input.close() }
        let output = try PrivateFileOutput(path: file)
        try BackupCipher.seal(
            passphrase: passphrase, parameters: testOnlyCheapKDF ? .testsOnly : .standard, read: input.read,
            write: output.write)
        try output.commit()
    }

    /// The rows of the manifest's JSON document.
    private static func rows(_ manifest: ExportManifest) -> Int {
        manifest.files.first { $0.name == ExportManifest.documentName }?.rows ?? 0
    }
}

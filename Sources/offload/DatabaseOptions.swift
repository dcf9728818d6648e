import ArgumentParser
import Foundation
import Logging
import OffloadInterface
import OffloadStore

/// The `--db` option, shared by every command that touches the database.
struct DatabaseOptions: ParsableArguments {
    @Option(
        name: .customLong("db"),
        help: ArgumentHelp(
            "The database file. Default: $OFFLOAD_DB, else $XDG_DATA_HOME/offload/offload.sqlite "
                + "(~/.local/share/offload/offload.sqlite). Created, with its folders, on first use.",
            valueName: "path"))
    var path: String?
}

extension DatabaseLocation {
    /// The path for `options` in this process's environment.
    static func resolve(_ options: DatabaseOptions) -> String { resolve(option: options.path) }
}

/// Opens the capture store the options point at, creating and migrating it on first use; with `checksPages`, a
/// damaged file is refused before anything is written (see ``CaptureStore/open(atPath:checksPages:logger:)``).
///
/// When the database has a passphrase lock, the store is handed over only past ``LockGate`` (the passphrase, or an
/// open grace period); `gated: false` is for the commands that manage the lock and for `serve`, which has its own.
///
/// - Throws: ``StoreError`` cases from ``CaptureStore/open(atPath:checksPages:logger:)``, and ``LockGate``'s.
func openStore(_ options: DatabaseOptions, checksPages: Bool = false, gated: Bool = true) async throws
    -> CaptureStore
{
    let path = DatabaseLocation.resolve(options)
    let store = try CaptureStore.open(atPath: path, checksPages: checksPages, logger: Logger(label: "offload.store"))
    warnAboutSharedFiles(path)
    if gated { try await LockGate.pass(store) }
    return store
}

/// Opens the capture store the options point at for listing only: no write lock, nothing created or migrated.
///
/// A missing database reads as empty, so listings print their usual "nothing yet" output. A locked one is handed
/// over only past ``LockGate``.
///
/// - Throws: ``StoreError`` cases from ``CaptureStore/openForReading(atPath:logger:)``, and ``LockGate``'s.
func openStoreForReading(_ options: DatabaseOptions) async throws -> CaptureStore {
    let path = DatabaseLocation.resolve(options)
    let store = try CaptureStore.openForReading(atPath: path, logger: Logger(label: "offload.store"))
    warnAboutSharedFiles(path)
    try await LockGate.pass(store)
    return store
}

/// Prints one line to stderr for a database file (once opened as one) or its folder that other users may access, with the
/// `chmod` that fixes it (see ``PrivateFiles/warnings(forDatabaseAt:)``).
func warnAboutSharedFiles(_ path: String) {
    for line in PrivateFiles.warnings(forDatabaseAt: path) { StandardError.write(line + "\n") }
}

import ArgumentParser
import Foundation
import Logging
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

/// Where the database lives: `--db`, else `OFFLOAD_DB`, else the XDG data directory.
enum DatabaseLocation {
    /// The database path for the given option and environment.
    ///
    /// `XDG_DATA_HOME` is used only when it is an absolute path, as the XDG Base Directory spec requires.
    static func resolve(option: String?, environment: [String: String], homeDirectory: String) -> String {
        if let option, !option.isEmpty { return option }
        if let fromEnvironment = environment["OFFLOAD_DB"], !fromEnvironment.isEmpty { return fromEnvironment }
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = xdg
        } else {
            dataHome = URL(fileURLWithPath: homeDirectory).appendingPathComponent(".local/share").path
        }
        return URL(fileURLWithPath: dataHome).appendingPathComponent("offload/offload.sqlite").path
    }

    /// The path for `options` in this process's environment.
    static func resolve(_ options: DatabaseOptions) -> String {
        let environment = ProcessInfo.processInfo.environment
        let home =
            environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        return resolve(option: options.path, environment: environment, homeDirectory: home)
    }
}

/// Opens the capture store the options point at, creating and migrating it on first use; with `checksPages`, a
/// damaged file is refused before anything is written (see ``CaptureStore/open(atPath:checksPages:logger:)``).
///
/// - Throws: ``StoreError`` cases from ``CaptureStore/open(atPath:checksPages:logger:)``.
func openStore(_ options: DatabaseOptions, checksPages: Bool = false) async throws -> CaptureStore {
    try CaptureStore.open(
        atPath: DatabaseLocation.resolve(options), checksPages: checksPages, logger: Logger(label: "offload.store"))
}

/// Opens the capture store the options point at for listing only: no write lock, nothing created or migrated.
///
/// A missing database reads as empty, so listings print their usual "nothing yet" output.
///
/// - Throws: ``StoreError`` cases from ``CaptureStore/openForReading(atPath:logger:)``.
func openStoreForReading(_ options: DatabaseOptions) async throws -> CaptureStore {
    try CaptureStore.openForReading(atPath: DatabaseLocation.resolve(options), logger: Logger(label: "offload.store"))
}

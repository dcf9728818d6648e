import Foundation

/// The XDG Base Directory rules Offload follows for its data (`XDG_DATA_HOME`) and config (`XDG_CONFIG_HOME`) folders.
public enum XDGDirectory {
    /// The folder `variable` names when it is an absolute path (as the spec requires), else `fallback` under
    /// `homeDirectory` (such as `.local/share` or `.config`).
    public static func base(
        _ variable: String, fallback: String, environment: [String: String], homeDirectory: String
    ) -> String {
        if let value = environment[variable], value.hasPrefix("/") { return value }
        return URL(fileURLWithPath: homeDirectory).appendingPathComponent(fallback).path
    }

    /// The user's home folder in `environment`: `HOME` when it is set, else the account's home folder.
    public static func home(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path
    }
}

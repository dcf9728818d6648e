import Foundation

/// Where the database lives: an explicit path (`--db`), else `OFFLOAD_DB`, else the XDG data directory.
public enum DatabaseLocation {
    /// The database path for the given option and environment.
    ///
    /// `XDG_DATA_HOME` is used only when it is an absolute path, as the XDG Base Directory spec requires.
    ///
    /// - Parameters:
    ///   - option: The path the user gave (`--db`); an empty one counts as none.
    ///   - environment: The environment to read `OFFLOAD_DB` and `XDG_DATA_HOME` from.
    ///   - homeDirectory: The user's home folder, for `~/.local/share`.
    /// - Returns: The path of the database file.
    public static func resolve(option: String?, environment: [String: String], homeDirectory: String) -> String {
        if let option, !option.isEmpty { return option }
        if let fromEnvironment = environment["OFFLOAD_DB"], !fromEnvironment.isEmpty { return fromEnvironment }
        let dataHome = XDGDirectory.base(
            "XDG_DATA_HOME", fallback: ".local/share", environment: environment, homeDirectory: homeDirectory)
        return URL(fileURLWithPath: dataHome).appendingPathComponent("offload/offload.sqlite").path
    }

    /// The database path for `option` in this process's environment (`HOME`, else the user's home folder).
    public static func resolve(option: String?) -> String {
        let environment = ProcessInfo.processInfo.environment
        return resolve(option: option, environment: environment, homeDirectory: XDGDirectory.home(environment))
    }
}

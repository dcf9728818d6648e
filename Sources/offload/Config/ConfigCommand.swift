import ArgumentParser
import Foundation
import OffloadInterface

/// `offload config get|set|unset|list|path`: the settings file, `$XDG_CONFIG_HOME/offload/config.toml`.
struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show or change the saved settings (a TOML file you may also edit by hand).",
        discussion: """
            Keys: timezone (IANA zone), locale (en_US, de_DE, es_ES, ...), day-start (HH:MM: before it, today is \
            still yesterday), week-start (monday, sunday, saturday), quiet-hours (HH:MM-HH:MM or none), rest-days \
            (0-6 a week that keep a streak), default-list (the list a list suggestion goes to when the capture \
            names none). A command-line option (--tz, --locale) wins over a setting, and a setting wins over TZ \
            and LANG. Exit codes: 64 an unknown key or a bad value, 66 get of a key that is not set, 73 the file \
            cannot be written, 78 the file is not valid TOML.
            """,
        subcommands: [
            ConfigGetCommand.self, ConfigSetCommand.self, ConfigUnsetCommand.self, ConfigListCommand.self,
            ConfigPathCommand.self,
        ])
}

/// A key argument, refused with the list of keys when it names none.
struct SettingKeyArgument: ParsableArguments {
    @Argument(help: ArgumentHelp("The setting, e.g. timezone or week-start.", valueName: "KEY"))
    var name: String

    func key() throws -> SettingKey {
        guard let key = SettingKey(rawValue: name.lowercased()) else { throw SettingsError.unknownKey(name) }
        return key
    }
}

/// `offload config get KEY`.
struct ConfigGetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "get", abstract: "Print a setting's value (exit 66 when it is not set).")

    @OptionGroup var key: SettingKeyArgument

    func run() async throws {
        let key = try key.key()
        let file = SettingsFile()
        let (values, problems) = file.read()
        if let problem = problems.first(where: \.isWholeFile) { throw problem }
        guard let value = values[key] else { throw SettingNotSet(key: key) }
        print(TerminalText.safe(value))
    }
}

/// `offload config set KEY VALUE`.
struct ConfigSetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Save a setting; the file's other lines stay as they are.")

    @OptionGroup var key: SettingKeyArgument

    @Argument(help: "The value (see `offload config --help` for each key's values).")
    var value: String

    func run() async throws {
        let key = try key.key()
        let written = try SettingsFile().set(key, to: value)
        print(TerminalText.safe("\(key.rawValue) = \(written)"))
    }
}

/// `offload config unset KEY`.
struct ConfigUnsetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unset", abstract: "Remove a setting, so its default applies again.")

    @OptionGroup var key: SettingKeyArgument

    func run() async throws {
        let key = try key.key()
        try SettingsFile().unset(key)
        print("\(key.rawValue) is back to its default.")
    }
}

/// `offload config list`.
struct ConfigListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Print every saved setting as `key = value` (problems on stderr, exit 78).")

    func run() async throws {
        let file = SettingsFile()
        let (values, problems) = file.read()
        for key in SettingKey.allCases {
            if let value = values[key] { print(TerminalText.safe("\(key.rawValue) = \(value)")) }
        }
        if values.isEmpty, problems.isEmpty {
            StandardError.write(
                "No settings saved; defaults apply. `offload config set KEY VALUE` writes \(file.path).\n")
        }
        for problem in problems { StandardError.write(problem.description + "\n") }
        if !problems.isEmpty { throw ExitCode(78) }
    }
}

/// `offload config path`.
struct ConfigPathCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path", abstract: "Print where the settings file is (whether or not it exists yet).")

    func run() async throws { print(TerminalText.safe(SettingsFile().path)) }
}

/// `offload config get` of a key the file does not set.
struct SettingNotSet: OffloadExitReporting {
    let key: SettingKey
    var description: String { "\(key.rawValue) is not set; its default applies." }
    var exitCode: ExitCode { OffloadExit.notFound }
}

extension SettingsError: OffloadExitReporting {
    var exitCode: ExitCode {
        switch self {
        case .unknownKey, .badValue: OffloadExit.usage
        case .unwritable: OffloadExit.cannotCreate
        case .unreadable: OffloadExit.ioError
        case .notTOML, .wrongType: OffloadExit.configuration
        }
    }

    /// Whether the problem spoils the whole file rather than one key.
    var isWholeFile: Bool {
        switch self {
        case .notTOML, .unreadable: true
        default: false
        }
    }
}

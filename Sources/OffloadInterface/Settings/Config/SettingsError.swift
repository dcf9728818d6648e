/// Why the settings file or a setting could not be used; each reads as one calm sentence.
public enum SettingsError: Error, Equatable, CustomStringConvertible {
    /// A key that is not one of ``SettingKey``.
    case unknownKey(String)
    /// A value the key cannot take.
    case badValue(key: SettingKey, value: String)
    /// The file holds a value of the wrong TOML type, or a table, where a key's value belongs.
    case wrongType(key: SettingKey, path: String)
    /// The file is not valid TOML.
    case notTOML(path: String, line: Int, reason: String)
    /// The file could not be read or written.
    case unreadable(path: String)
    case unwritable(path: String)

    public var description: String {
        switch self {
        case .unknownKey(let key):
            "'\(key.prefix(60))' is not a setting. The settings are: \(SettingKey.names)."
        case .badValue(let key, let value):
            "'\(value.prefix(60))' is not a value for \(key.rawValue); it takes \(key.expectation)."
        case .wrongType(let key, let path):
            "\(key.rawValue) in \(path) should be "
                + (key.isInteger ? "a number" : "a quoted string") + ": \(key.expectation)."
        case .notTOML(let path, let line, let reason):
            "\(path) is not valid TOML (line \(line): \(reason)). Fix it by hand, or move it away to start afresh."
        case .unreadable(let path):
            "Could not read \(path). Check its permissions."
        case .unwritable(let path):
            "Could not write \(path). Check the permissions of the file and its folder."
        }
    }
}

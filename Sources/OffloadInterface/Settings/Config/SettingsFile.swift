import Foundation
import TOMLKit

/// The settings file, `$XDG_CONFIG_HOME/offload/config.toml` (else `~/.config/offload/config.toml`): plain TOML,
/// one `key = value` line a setting, readable and editable by hand.
///
/// `set` and `unset` change only the line of their key, so comments, blank lines and the other keys stay as the
/// user wrote them; the result is parsed again before it replaces the file.
public struct SettingsFile: Sendable {
    /// The file's path.
    public let path: String

    /// The file at `path`.
    public init(path: String) { self.path = path }

    /// The file in `environment`'s config folder.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = XDGDirectory.base(
            "XDG_CONFIG_HOME", fallback: ".config", environment: environment,
            homeDirectory: XDGDirectory.home(environment))
        path = URL(fileURLWithPath: home).appendingPathComponent("offload/config.toml").path
    }

    /// What the file holds: the values that could be read (canonical form), and the problems.
    ///
    /// There is a problem for each value that could not be read (an unknown key, a bad value), or one for the
    /// whole file when it is not TOML. A missing file holds nothing.
    public func read() -> (values: [SettingKey: String], problems: [SettingsError]) {
        guard let text = try? contents() else {
            return FileManager.default.fileExists(atPath: path) ? ([:], [.unreadable(path: path)]) : ([:], [])
        }
        let table: TOMLTable
        do {
            table = try parse(text)
        } catch {
            return ([:], [error])
        }
        var values: [SettingKey: String] = [:]
        var problems: [SettingsError] = []
        for name in table.keys.sorted() {
            guard let key = SettingKey(rawValue: name) else {
                problems.append(.unknownKey(name))
                continue
            }
            let raw: String? = key.isInteger ? table[name]?.int.map(String.init) : table[name]?.string
            guard let raw else {
                problems.append(.wrongType(key: key, path: path))
                continue
            }
            do {
                values[key] = try key.canonical(raw)
            } catch let error as SettingsError {
                problems.append(error)
            } catch {
                problems.append(.badValue(key: key, value: raw))
            }
        }
        return (values, problems)
    }

    /// Sets `key` to `value` (checked and written in canonical form), keeping everything else in the file.
    ///
    /// - Returns: The canonical value written.
    /// - Throws: ``SettingsError`` for a bad value, a file that is not TOML, or one that cannot be written.
    @discardableResult
    public func set(_ key: SettingKey, to value: String) throws -> String {
        let canonical = try key.canonical(value)
        let line = "\(key.rawValue) = " + (key.isInteger ? canonical : Self.quoted(canonical))
        try edit(key) { lines, index in
            if let index {
                lines[index] = line + Self.trailingComment(of: lines[index])
            } else {
                lines.insert(line, at: Self.insertionPoint(lines))
            }
        }
        return canonical
    }

    /// Removes `key`'s line; nothing happens when it is not set.
    public func unset(_ key: SettingKey) throws {
        try edit(key) { lines, index in
            if let index { lines.remove(at: index) }
        }
    }

    /// Applies `change` to the file's lines and the index of `key`'s line, checks that the result is still TOML,
    /// and replaces the file atomically (its folder made 0700 when new).
    private func edit(_ key: SettingKey, _ change: (inout [String], Int?) -> Void) throws {
        let text = (try? contents()) ?? ""
        if !text.isEmpty { _ = try parse(text) }
        var lines = text.isEmpty ? [] : text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        let index = lines.prefix(Self.topLevelEnd(lines)).firstIndex { Self.key(of: $0) == key.rawValue }
        change(&lines, index)
        let updated = lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
        guard (try? TOMLTable(string: updated)) != nil else {
            throw SettingsError.notTOML(path: path, line: (index ?? lines.count) + 1, reason: "the edit would break it")
        }
        try write(updated)
    }

    /// The table `text` holds.
    ///
    /// - Throws: ``SettingsError/notTOML(path:line:reason:)`` with the parser's line and reason.
    private func parse(_ text: String) throws(SettingsError) -> TOMLTable {
        do {
            return try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw .notTOML(path: path, line: error.source.begin.line, reason: error.description)
        } catch {
            throw .notTOML(path: path, line: 0, reason: "unreadable")
        }
    }

    private func contents() throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    private func write(_ text: String) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw SettingsError.unwritable(path: path)
        }
    }

    /// The bare key a `key = value` line sets, or `nil` for comments, blank lines and headers.
    private static func key(of line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard let equals = trimmed.firstIndex(of: "="), !trimmed.hasPrefix("#"), !trimmed.hasPrefix("[") else {
            return nil
        }
        let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
        return key.hasPrefix("\"") && key.hasSuffix("\"") && key.count >= 2 ? String(key.dropFirst().dropLast()) : key
    }

    /// Where a new top-level key goes: after the last top-level key, else before the blank lines that precede the
    /// first table header.
    private static func insertionPoint(_ lines: [String]) -> Int {
        let end = topLevelEnd(lines)
        if let last = lines.prefix(end).lastIndex(where: { key(of: $0) != nil }) { return last + 1 }
        var point = end
        while point > 0, lines[point - 1].trimmingCharacters(in: .whitespaces).isEmpty { point -= 1 }
        return point
    }

    /// The comment after a `key = value` line's value, with the spaces before it ("   # home"), or "".
    ///
    /// A `#` inside a quoted value is part of the value, not a comment.
    private static func trailingComment(of line: String) -> String {
        guard let equals = line.firstIndex(of: "=") else { return "" }
        var quote: Character?
        var escaped = false
        var index = line.index(after: equals)
        while index < line.endIndex {
            let character = line[index]
            if let open = quote {
                if escaped {
                    escaped = false
                } else if character == "\\" && open == "\"" {
                    escaped = true
                } else if character == open {
                    quote = nil
                }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" {
                var start = index
                while start > equals, line[line.index(before: start)] == " " || line[line.index(before: start)] == "\t"
                {
                    start = line.index(before: start)
                }
                return String(line[start...])
            }
            index = line.index(after: index)
        }
        return ""
    }

    /// The index of the first table header (`[name]`): top-level keys live before it.
    private static func topLevelEnd(_ lines: [String]) -> Int {
        lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("[") } ?? lines.count
    }

    /// `value` as a TOML basic string.
    private static func quoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += String(format: "\\u%04X", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

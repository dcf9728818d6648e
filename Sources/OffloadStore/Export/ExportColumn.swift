import GRDB

/// One column of an exported table or sheet: its SQL name, its JSON name, what its values are and whether it may
/// be `NULL`.
public struct ExportColumn: Sendable, Equatable {
    /// What a column holds, which decides how its values are written and read back.
    public enum Kind: String, Sendable, CaseIterable {
        /// Text as stored.
        case text
        /// An integer.
        case integer
        /// A floating-point number.
        case real
        /// 0 or 1, exported as `false` or `true`.
        case boolean
        /// An instant stored as `yyyy-MM-dd HH:mm:ss.SSS` (UTC), exported as `yyyy-MM-ddTHH:mm:ss.SSSZ`.
        case instant
        /// A calendar day, `yyyy-MM-dd`.
        case day
        /// JSON held as text, exported as that text (a string), byte for byte.
        case json
    }

    /// The column's name in SQL (`raw_text`), or a sheet's header (`due`).
    public let name: String
    /// The key in an export row: the name in camel case with `ID` and `JSON` capitalized (`captureID`).
    public let jsonName: String
    /// What the column holds.
    public let kind: Kind
    /// Whether the column may hold `NULL`.
    public let isNullable: Bool

    /// Creates a column; the JSON name is derived from `name`.
    init(_ name: String, _ kind: Kind = .text, isNullable: Bool = false) {
        self.name = name
        self.jsonName = Self.jsonName(for: name)
        self.kind = kind
        self.isNullable = isNullable
    }

    /// Reads a spec `name[:kind][?]` such as `deleted_at:instant?`.
    ///
    /// A spec the catalog gets wrong fails the catalog tests.
    package init(spec: Substring) {
        let isNullable = spec.hasSuffix("?")
        let parts = spec.dropLast(isNullable ? 1 : 0).split(separator: ":")
        let kind = parts.count > 1 ? Kind(rawValue: String(parts[1])) : .text
        // The catalog is fixed source text; a misspelled kind is a programming error the catalog tests catch.
        precondition(kind != nil, "Unknown column kind in '\(spec)'.")
        self.init(String(parts[0]), kind ?? .text, isNullable: isNullable)
    }

    /// `raw_text` → `rawText`, `capture_id` → `captureID`, `items_json` → `itemsJSON`.
    static func jsonName(for name: String) -> String {
        let words = name.split(separator: "_").map(String.init)
        guard let first = words.first else { return name }
        let rest = words.dropFirst().map { word in
            switch word {
            case "id", "json": word.uppercased()
            default: word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        return ([first] + rest).joined()
    }

    /// The export form of a stored value.
    ///
    /// - Returns: `nil` for a value no export can hold (a blob).
    func exported(_ stored: DatabaseValue) -> ExportValue? {
        switch stored.storage {
        case .null: return .null
        case .int64(let value):
            if kind == .boolean, value == 0 || value == 1 { return .bool(value == 1) }
            return .integer(value)
        case .double(let value): return value.isFinite ? .real(value) : nil
        case .string(let text): return .text(kind == .instant ? Self.exportedInstant(text) : text)
        case .blob: return nil
        }
    }

    /// The stored form of an exported value (the inverse of ``exported(_:)``).
    func stored(_ value: ExportValue) -> DatabaseValue {
        switch value {
        case .null: return .null
        case .bool(let flag): return (flag ? 1 : 0).databaseValue
        case .integer(let number): return kind == .real ? Double(number).databaseValue : number.databaseValue
        case .real(let number): return number.databaseValue
        case .text(let text): return (kind == .instant ? Self.storedInstant(text) : text).databaseValue
        }
    }

    /// `2026-11-23 09:00:00.000` → `2026-11-23T09:00:00.000Z`; any other text is left as it is.
    static func exportedInstant(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard bytes.count == 23, bytes[10] == UInt8(ascii: " "), hasInstantShape(bytes) else { return text }
        return String(text.prefix(10)) + "T" + String(text.dropFirst(11)) + "Z"
    }

    /// `2026-11-23T09:00:00.000Z` → `2026-11-23 09:00:00.000`; any other text is left as it is.
    static func storedInstant(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard bytes.count == 24, bytes[10] == UInt8(ascii: "T"), bytes[23] == UInt8(ascii: "Z"),
            hasInstantShape(bytes)
        else { return text }
        return String(text.prefix(10)) + " " + String(text.dropFirst(11).dropLast())
    }

    /// Whether `bytes` has digits and separators where `yyyy-MM-dd?HH:mm:ss.SSS` has them (the separator at
    /// offset 10 is checked by the caller).
    private static func hasInstantShape(_ bytes: [UInt8]) -> Bool {
        for (offset, expected) in instantPattern.enumerated() where offset != 10 {
            let byte = bytes[offset]
            let matches =
                expected == UInt8(ascii: "d")
                ? (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) : byte == expected
            guard matches else { return false }
        }
        return true
    }

    /// The shape of an instant, `d` standing for a digit.
    private static let instantPattern = Array("dddd-dd-dd dd:dd:dd.ddd".utf8)
}

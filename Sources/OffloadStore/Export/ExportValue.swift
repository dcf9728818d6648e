/// One value of an exported row, as the export file writes it (JSON `null`, `true`/`false`, a number or a string).
///
/// Instants are ISO 8601 text in UTC with milliseconds (`2026-11-23T09:00:00.000Z`) and flags are booleans; every
/// other value is what the database stores. ``ExportColumn`` converts between the two forms.
public enum ExportValue: Sendable, Equatable {
    /// SQL `NULL`, JSON `null`.
    case null
    /// A flag stored as 0 or 1.
    case bool(Bool)
    /// An integer.
    case integer(Int64)
    /// A floating-point number; always finite.
    case real(Double)
    /// Text: names, raw text, ids, JSON held as text, and instants in their export form.
    case text(String)
}

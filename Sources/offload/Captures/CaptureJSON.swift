import Foundation
import OffloadCore

/// The stable JSON shape of a capture on stdout (`--json`).
///
/// Keys are sorted; documented in README.md.
struct CaptureJSON: Encodable {
    /// The full id, lowercase UUID.
    let id: String
    /// The text exactly as saved.
    let rawText: String
    /// ISO 8601 in UTC with milliseconds, such as `2026-11-21T19:20:01.123Z`.
    let createdAt: String
    /// `text` or `voice`.
    let source: String
    /// `pending`, `processing`, `completed` or `failed`.
    let status: String

    init(_ entry: CaptureEntry) {
        id = entry.id.uuidString.lowercased()
        rawText = entry.rawText
        createdAt = entry.createdAt.formatted(
            Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt))
        source = entry.source.rawValue
        status = entry.status.rawValue
    }

    /// One line of JSON for `value`: sorted keys, no escaped slashes.
    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}

extension CaptureEntry {
    /// The first 8 hex characters of the id, as shown to people.
    var shortID: String { String(id.uuidString.lowercased().prefix(8)) }
}

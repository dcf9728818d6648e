import Foundation
import OffloadCore

/// The stable JSON shape of a capture on stdout (`--json`).
///
/// Keys are sorted (``JSONOutput/line(_:)``); documented in README.md.
public struct CaptureJSON: Encodable, Sendable {
    /// The full id, lowercase UUID.
    public let id: String
    /// The text exactly as saved.
    public let rawText: String
    /// ISO 8601 in UTC with milliseconds, such as `2026-11-21T19:20:01.123Z`.
    public let createdAt: String
    /// `text` or `voice`.
    public let source: String
    /// `pending`, `processing`, `review`, `completed` or `failed`.
    public let status: String

    /// The object for `entry`.
    public init(_ entry: CaptureEntry) {
        id = entry.id.uuidString.lowercased()
        rawText = entry.rawText
        createdAt = entry.createdAt.formatted(
            Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt))
        source = entry.source.rawValue
        status = entry.status.rawValue
    }

    /// One line of JSON for `value`: the same as ``JSONOutput/line(_:)``, under the name it had in the executable.
    ///
    /// - Throws: `EncodingError` when `value` cannot be encoded.
    public static func encode(_ value: some Encodable) throws -> String { try JSONOutput.line(value) }
}

extension CaptureEntry {
    /// The first 8 hex characters of the id, as shown to people.
    public var shortID: String { String(id.uuidString.lowercased().prefix(8)) }
}

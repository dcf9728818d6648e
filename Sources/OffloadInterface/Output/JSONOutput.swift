import Foundation

/// The JSON encoder settings of every output: keys sorted, slashes not escaped, dates as ISO 8601.
///
/// One line (``line(_:)``) for the commands' `--json` and JSON Lines, or pretty printed over several lines for the
/// analysis and evaluation reports (``string(_:pretty:)``). The same value gives the same bytes.
public enum JSONOutput {
    /// `value` as JSON with sorted keys, pretty printed unless `pretty` is `false`; `Date` values as ISO 8601.
    ///
    /// - Throws: `EncodingError` when `value` cannot be encoded.
    public static func string(_ value: some Encodable, pretty: Bool = true) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// One line of JSON for `value`: sorted keys, no escaped slashes.
    ///
    /// - Throws: `EncodingError` when `value` cannot be encoded.
    public static func line(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}

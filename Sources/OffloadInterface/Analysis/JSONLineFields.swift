import Foundation

/// The fields of one JSON Lines input line, `{"id"?, "text", "ref"?, "tz"?, "locale"?}`, read straight from its bytes.
///
/// ``read(_:)`` is a strict reader of the common case: one object with a string `text`, a string or integer `id`,
/// strings or `null` for the rest, any other keys with any valid JSON values. Whenever it is unsure (an escaped key, a
/// key given twice, an `id` with a fraction or exponent, nesting past ``maximumDepth``, anything malformed) it answers
/// `nil`, and ``AnalysisLines`` asks `JSONDecoder` instead, which decides and words the error. So a line it accepts is
/// one `JSONDecoder` accepts with the same values, and every error stays as it was.
struct JSONLineFields: Equatable {
    /// The `id`, a string or an integer written back as a string.
    var id: String?
    /// The capture.
    var text: String
    /// The reference instant, as written.
    var ref: String?
    /// The time zone identifier.
    var tz: String?
    /// The locale identifier.
    var locale: String?

    /// How deeply the values of other keys may nest before the reader leaves the line to `JSONDecoder`.
    static let maximumDepth = 64

    /// The fields of `line`, or `nil` when the line is not (surely) such an object.
    static func read(_ line: UnsafeBufferPointer<UInt8>) -> JSONLineFields? {
        var reader = JSONLineReader(bytes: line)
        return reader.fields()
    }

    /// The fields `decoder` reads from `line` (the reading ``read(_:)`` matches), or `nil` when it cannot.
    static func decoded(_ line: Data, using decoder: JSONDecoder) -> JSONLineFields? {
        guard let input = try? decoder.decode(Input.self, from: line) else { return nil }
        return JSONLineFields(id: input.id?.value, text: input.text, ref: input.ref, tz: input.tz, locale: input.locale)
    }

    /// The line as `JSONDecoder` reads it.
    private struct Input: Decodable {
        let id: IDValue?
        let text: String
        let ref: String?
        let tz: String?
        let locale: String?
    }

    /// Accepts string or number ids and echoes them back as strings.
    private struct IDValue: Decodable {
        let value: String
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let string = try? container.decode(String.self) {
                value = string
            } else {
                value = String(try container.decode(Int.self))
            }
        }
    }
}

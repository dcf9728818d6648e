import Foundation
import OffloadCore

/// The body of `POST /v1/captures`: one capture (`{"text", "source"?}`) or many (`{"captures": [...]}`).
struct CaptureRequest: Decodable {
    /// One capture's text and source.
    struct Item: Decodable {
        let text: String
        let source: CaptureSource?
    }

    /// The text of a single capture, when the body has one.
    let text: String?
    /// The source of a single capture.
    let source: CaptureSource?
    /// The captures of a batch, when the body has many.
    let captures: [Item]?

    /// The items of the body, or a 400 when it has neither `text` nor `captures`, or both.
    func items() throws -> (items: [Item], isBatch: Bool) {
        switch (text, captures) {
        case (let text?, nil): return ([Item(text: text, source: source)], false)
        case (nil, let captures?) where !captures.isEmpty: return (captures, true)
        case (nil, _?): throw ServiceError.badJSON("'captures' is empty.")
        case (nil, nil): throw ServiceError.badJSON("give 'text', or 'captures' for many.")
        case (_?, _?): throw ServiceError.badJSON("give either 'text' or 'captures', not both.")
        }
    }

    /// Decodes `bytes`, which must be UTF-8 JSON.
    ///
    /// - Throws: ``ServiceError`` 400 `invalid_utf8` or `bad_json`; the message names the field, never its value.
    static func decode(_ bytes: [UInt8]) throws -> CaptureRequest {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw ServiceError(.badRequest, code: "invalid_utf8", message: "The request body is not valid UTF-8.")
        }
        do {
            return try JSONDecoder().decode(CaptureRequest.self, from: Data(bytes))
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.dataCorrupted(context) {
            throw ServiceError.badJSON(Self.describe(context))
        } catch let DecodingError.valueNotFound(_, context), let DecodingError.keyNotFound(_, context) {
            throw ServiceError.badJSON(Self.describe(context))
        } catch {
            throw ServiceError.badJSON("it could not be read.")
        }
    }

    private static func describe(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        return path.isEmpty ? "it is not a JSON object of the expected shape." : "the field '\(path)' is wrong."
    }
}

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
}

import OffloadCore
import OffloadNLP

/// The record written with ``JSONBytes``: the same bytes as its `Encodable` conformance gives through
/// ``JSONOutput/line(_:)``, keys in the same sorted order, absent optionals left out or `null` alike.
extension AnalysisRecord {
    /// Appends the record as one line of JSON (no newline).
    ///
    /// - Parameters:
    ///   - json: Where the record goes.
    ///   - spill: Called after each element of the record's arrays, where `json` ends between two of them: it may
    ///     hand out the bytes written so far and remove them (``prettyJSON(blockSize:to:)``).
    func write(to json: inout JSONBytes, spill: (inout JSONBytes) -> Void = { _ in }) {
        json.raw("{\"category\":")
        json.string(category)
        json.raw(",\"categoryConfidence\":")
        json.number(categoryConfidence)
        json.raw(",\"confidence\":")
        json.number(confidence)
        json.raw(",\"dates\":")
        json.array(dates, spill: spill) { $1.write(to: &$0) }
        json.raw(",\"entities\":")
        json.array(entities, spill: spill) { $1.write(to: &$0) }
        json.raw(",\"explanation\":")
        json.array(explanation, spill: spill) { Self.write($1, to: &$0) }
        json.raw(",\"id\":")
        json.string(id)
        json.raw(",\"intent\":")
        json.string(intent)
        json.raw(",\"language\":{\"code\":")
        json.string(language.code)
        if let confidence = language.confidence {
            json.raw(",\"confidence\":")
            json.number(confidence)
        }
        if let guess = language.guess {
            json.raw(",\"guess\":")
            json.string(guess)
        }
        json.raw(",\"source\":")
        json.string(language.source)
        json.raw("}")
        json.raw(",\"title\":")
        json.string(title)
        if let tokens {
            json.raw(",\"tokens\":")
            json.array(tokens, spill: spill) { json, token in
                json.raw("{\"end\":")
                json.integer(token.end)
                json.raw(",\"kind\":")
                json.string(token.kind)
                json.raw(",\"start\":")
                json.integer(token.start)
                json.raw(",\"text\":")
                json.string(token.text)
                json.raw("}")
            }
        }
        json.raw("}")
    }

    private static func write(_ item: ExplanationItem, to json: inout JSONBytes) {
        json.raw("{\"feature\":")
        json.string(item.feature)
        if let span = item.span {
            json.raw(",\"span\":{\"end\":")
            json.integer(span.end)
            json.raw(",\"start\":")
            json.integer(span.start)
            json.raw("}")
        }
        json.raw(",\"weight\":")
        json.number(item.weight)
        json.raw("}")
    }
}

extension AnalysisRecord.DateRecord {
    /// Appends the mention as a JSON object.
    func write(to json: inout JSONBytes) {
        json.raw("{")
        if let durationSeconds {
            json.raw("\"duration_seconds\":")
            json.number(durationSeconds)
            json.raw(",")
        }
        json.raw("\"end\":")
        json.integer(end)
        if let endValue {
            json.raw(",\"end_value\":")
            json.string(endValue)
        }
        json.raw(",\"granularity\":")
        json.string(granularity)
        json.raw(",\"kind\":")
        json.string(kind)
        if let rrule {
            json.raw(",\"rrule\":")
            json.string(rrule)
        }
        json.raw(",\"start\":")
        json.integer(start)
        json.raw(",\"text\":")
        json.string(text)
        json.raw(",\"value\":")
        json.string(value)
        json.raw("}")
    }
}

extension AnalysisRecord.EntityRecord {
    /// Appends the entity as a JSON object, its value holding only the fields that are set.
    func write(to json: inout JSONBytes) {
        json.raw("{\"confidence\":")
        json.number(confidence)
        json.raw(",\"end\":")
        json.integer(end)
        json.raw(",\"kind\":")
        json.string(kind)
        json.raw(",\"start\":")
        json.integer(start)
        json.raw(",\"text\":")
        json.string(text)
        json.raw(",\"value\":{")
        var isFirst = true
        json.member("\"amount\":", value.amount, isFirst: &isFirst) { $0.number($1) }
        json.member("\"currency\":", value.currency, isFirst: &isFirst) { $0.string($1) }
        json.member("\"priority\":", value.priority?.rawValue, isFirst: &isFirst) { $0.string($1) }
        json.member("\"quantity\":", value.quantity, isFirst: &isFirst) { $0.number($1) }
        json.member("\"seconds\":", value.seconds, isFirst: &isFirst) { $0.number($1) }
        json.member("\"text\":", value.text, isFirst: &isFirst) { $0.string($1) }
        json.member("\"unit\":", value.unit, isFirst: &isFirst) { $0.string($1) }
        json.raw("}}")
    }
}

extension JSONBytes {
    /// Appends `elements` as a JSON array, each written by `write` and followed by a call to `spill`.
    fileprivate mutating func array<Element>(
        _ elements: [Element], spill: (inout JSONBytes) -> Void, write: (inout JSONBytes, Element) -> Void
    ) {
        raw("[")
        for index in elements.indices {
            if index > 0 { raw(",") }
            write(&self, elements[index])
            spill(&self)
        }
        raw("]")
    }

    /// Appends `key` and `value` as an object member, after a comma unless it is the first; nothing when `value`
    /// is `nil` (as `JSONEncoder` leaves out an absent optional).
    fileprivate mutating func member<Value>(
        _ key: StaticString, _ value: Value?, isFirst: inout Bool, write: (inout JSONBytes, Value) -> Void
    ) {
        guard let value else { return }
        if !isFirst { raw(",") }
        isFirst = false
        raw(key)
        write(&self, value)
    }
}

import OffloadCore
import OffloadNLP

/// The record written with ``JSONBytes``: the same bytes as its `Encodable` conformance gives through
/// ``JSONOutput/line(_:)``, or through ``JSONOutput/string(_:pretty:)`` into a pretty ``JSONBytes``; keys in the
/// same sorted order, absent optionals left out or `null` alike.
extension AnalysisRecord {
    /// Appends the record as a JSON object (no newline).
    ///
    /// - Parameters:
    ///   - json: Where the record goes, on one line or pretty printed.
    ///   - spill: Called after each element of the record's arrays, where `json` ends between two of them: it may
    ///     hand out the bytes written so far and remove them (``prettyJSON(blockSize:to:)``).
    func write(to json: inout JSONBytes, spill: (inout JSONBytes) -> Void = { _ in }) {
        json.beginObject()
        json.key("category")
        json.string(category)
        json.key("categoryConfidence")
        json.number(categoryConfidence)
        json.key("confidence")
        json.number(confidence)
        json.key("dates")
        json.array(dates, spill: spill) { $1.write(to: &$0) }
        json.key("entities")
        json.array(entities, spill: spill) { $1.write(to: &$0) }
        json.key("explanation")
        json.array(explanation, spill: spill) { Self.write($1, to: &$0) }
        json.key("id")
        json.string(id)
        json.key("intent")
        json.string(intent)
        json.key("title")
        json.string(title)
        if let tokens {
            json.key("tokens")
            json.array(tokens, spill: spill) { json, token in
                json.beginObject()
                json.key("end")
                json.integer(token.end)
                json.key("kind")
                json.string(token.kind)
                json.key("start")
                json.integer(token.start)
                json.key("text")
                json.string(token.text)
                json.endObject()
            }
        }
        json.endObject()
    }

    private static func write(_ item: ExplanationItem, to json: inout JSONBytes) {
        json.beginObject()
        json.key("feature")
        json.string(item.feature)
        if let span = item.span {
            json.key("span")
            json.beginObject()
            json.key("end")
            json.integer(span.end)
            json.key("start")
            json.integer(span.start)
            json.endObject()
        }
        json.key("weight")
        json.number(item.weight)
        json.endObject()
    }
}

extension AnalysisRecord.DateRecord {
    /// Appends the mention as a JSON object.
    func write(to json: inout JSONBytes) {
        json.beginObject()
        json.member("duration_seconds", durationSeconds) { $0.number($1) }
        json.key("end")
        json.integer(end)
        json.member("end_value", endValue) { $0.string($1) }
        json.key("granularity")
        json.string(granularity)
        json.key("kind")
        json.string(kind)
        json.member("rrule", rrule) { $0.string($1) }
        json.key("start")
        json.integer(start)
        json.key("text")
        json.string(text)
        json.key("value")
        json.string(value)
        json.endObject()
    }
}

extension AnalysisRecord.EntityRecord {
    /// Appends the entity as a JSON object, its value holding only the fields that are set.
    func write(to json: inout JSONBytes) {
        json.beginObject()
        json.key("confidence")
        json.number(confidence)
        json.key("end")
        json.integer(end)
        json.key("kind")
        json.string(kind)
        json.key("start")
        json.integer(start)
        json.key("text")
        json.string(text)
        json.key("value")
        json.beginObject()
        json.member("amount", value.amount) { $0.number($1) }
        json.member("currency", value.currency) { $0.string($1) }
        json.member("priority", value.priority?.rawValue) { $0.string($1) }
        json.member("quantity", value.quantity) { $0.number($1) }
        json.member("seconds", value.seconds) { $0.number($1) }
        json.member("text", value.text) { $0.string($1) }
        json.member("unit", value.unit) { $0.string($1) }
        json.endObject()
        json.endObject()
    }
}

extension JSONBytes {
    /// Appends `elements` as a JSON array, each written by `write` and followed by a call to `spill`.
    fileprivate mutating func array<Element>(
        _ elements: [Element], spill: (inout JSONBytes) -> Void = { _ in },
        write: (inout JSONBytes, Element) -> Void
    ) {
        beginArray()
        for element in elements {
            self.element()
            write(&self, element)
            spill(&self)
        }
        endArray()
    }

    /// Appends `key` and `value` as an object member; nothing when `value` is `nil` (as `JSONEncoder` leaves out
    /// an absent optional).
    fileprivate mutating func member<Value>(
        _ key: StaticString, _ value: Value?, write: (inout JSONBytes, Value) -> Void
    ) {
        guard let value else { return }
        self.key(key)
        write(&self, value)
    }
}

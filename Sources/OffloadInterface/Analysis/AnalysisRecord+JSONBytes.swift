import OffloadCore
import OffloadNLP

/// The record written with ``JSONBytes``: the same bytes as its `Encodable` conformance gives through
/// ``JSONOutput/line(_:)``, keys in the same sorted order, absent optionals left out or `null` alike.
extension AnalysisRecord {
    /// Appends the record as one line of JSON (no newline).
    func write(to json: inout JSONBytes) {
        json.raw("{\"category\":")
        json.string(category)
        json.raw(",\"categoryConfidence\":")
        json.number(categoryConfidence)
        json.raw(",\"confidence\":")
        json.number(confidence)
        json.raw(",\"dates\":[")
        for index in dates.indices {
            if index > 0 { json.raw(",") }
            dates[index].write(to: &json)
        }
        json.raw("],\"entities\":[")
        for index in entities.indices {
            if index > 0 { json.raw(",") }
            entities[index].write(to: &json)
        }
        json.raw("],\"explanation\":[")
        for index in explanation.indices {
            if index > 0 { json.raw(",") }
            Self.write(explanation[index], to: &json)
        }
        json.raw("],\"id\":")
        json.string(id)
        json.raw(",\"intent\":")
        json.string(intent)
        json.raw(",\"title\":")
        json.string(title)
        if let tokens {
            json.raw(",\"tokens\":[")
            for (index, token) in tokens.enumerated() {
                if index > 0 { json.raw(",") }
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
            json.raw("]")
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
        var separator: StaticString = ""
        func key(_ name: StaticString) {
            json.raw(separator)
            json.raw(name)
            separator = ","
        }
        if let amount = value.amount {
            key("\"amount\":")
            json.number(amount)
        }
        if let currency = value.currency {
            key("\"currency\":")
            json.string(currency)
        }
        if let priority = value.priority {
            key("\"priority\":")
            json.string(priority.rawValue)
        }
        if let quantity = value.quantity {
            key("\"quantity\":")
            json.number(quantity)
        }
        if let seconds = value.seconds {
            key("\"seconds\":")
            json.number(seconds)
        }
        if let text = value.text {
            key("\"text\":")
            json.string(text)
        }
        if let unit = value.unit {
            key("\"unit\":")
            json.string(unit)
        }
        json.raw("}}")
    }
}

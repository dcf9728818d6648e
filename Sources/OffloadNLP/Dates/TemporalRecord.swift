/// One labelled case of a temporal-expression corpus.
///
/// Reads the shared gold format (`{"id","text","ref","expected":[…]}`, see `/work/shared/corpora/temporal`)
/// and Offload's own capture corpus, which adds `tz` (IANA zone, default `UTC`) and `locale` (default `en_US`).
/// A `ref` without offset is a wall-clock time in `tz`.
public struct TemporalRecord: Decodable, Sendable {
    /// Case identifier.
    public let id: String
    /// The text to analyse.
    public let text: String
    /// Reference time, `YYYY-MM-DDTHH:MM:SS` (wall time in ``timeZone``) or with an offset.
    public let ref: String
    /// IANA time zone of the case.
    public let timeZone: String
    /// Locale identifier of the case.
    public let locale: String
    /// Gold results; empty for negatives.
    public let expected: [TemporalGold]

    enum CodingKeys: String, CodingKey { case id, text, ref, tz, locale, expected }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        text = try container.decode(String.self, forKey: .text)
        ref = try container.decode(String.self, forKey: .ref)
        timeZone = try container.decodeIfPresent(String.self, forKey: .tz) ?? "UTC"
        locale = try container.decodeIfPresent(String.self, forKey: .locale) ?? "en_US"
        expected = try container.decodeIfPresent([TemporalGold].self, forKey: .expected) ?? []
    }
}

/// One gold result of a ``TemporalRecord``.
public struct TemporalGold: Decodable, Sendable {
    /// Gold type: date, time, datetime, daterange, timerange, datetimerange, duration, set.
    public let type: String
    /// Character offset where the expression starts (0 when absent).
    public let start: Int
    /// Accepted readings.
    public let values: [TemporalGoldValue]
    /// Comparison grain (`hour` in Duckling-derived records).
    public let grain: String?

    enum CodingKeys: String, CodingKey { case type, start, values, grain }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try container.decodeIfPresent(String.self, forKey: .type) ?? ""
        start = (try? container.decodeIfPresent(Int.self, forKey: .start)) ?? 0
        values = try container.decodeIfPresent([TemporalGoldValue].self, forKey: .values) ?? []
        grain = try? container.decodeIfPresent(String.self, forKey: .grain)
    }
}

/// One accepted reading: its value (when a string) and any before/after modifier.
public struct TemporalGoldValue: Decodable, Sendable {
    /// The value as written (`2016-11-07`, `2016-11-07 00:00:00`, `20:20:00`, `not resolved`), or `nil`.
    public let value: String?
    /// Whether the reading carries a non-empty `mod` (before/after/since).
    public let hasModifier: Bool

    enum CodingKeys: String, CodingKey { case value, mod }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        value = try? container.decodeIfPresent(String.self, forKey: .value)
        let modifier = try? container.decodeIfPresent(String.self, forKey: .mod)
        hasModifier = !(modifier ?? "").isEmpty
    }
}

/// A system's answer for one case, in the scorer's format `{"id","found","value"}`.
public struct TemporalPrediction: Codable, Hashable, Sendable {
    /// Case identifier.
    public let id: String
    /// Whether at least one mention was found.
    public let found: Bool
    /// The first resolved value: `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM` or `HH:MM`; `nil` when none.
    public let value: String?

    /// Creates a prediction.
    public init(id: String, found: Bool, value: String?) {
        self.id = id
        self.found = found
        self.value = value
    }

    enum CodingKeys: String, CodingKey { case id, found, value }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(found, forKey: .found)
        try container.encode(value, forKey: .value)  // explicit null, as the scorer's examples show
    }
}

import Foundation

/// One date or time expression found in a capture, resolved against a ``DateContext``.
///
/// Values are ISO 8601 strings in the context's time zone: `2026-11-22T17:00:00+01:00` for a moment,
/// `2026-11-22` for a whole day. Ranges carry ``endValue``, recurrences an RFC 5545 ``rrule`` (their ``values``
/// hold the first occurrence when it is known), durations ``durationSeconds`` and no value, impossible dates no
/// value.
public struct DateMention: Hashable, Sendable, Codable {
    /// What sort of expression it is.
    ///
    /// ``impossible`` is written as a date but names no day ("feb 30", "April 31, 2026"): it has no value, gives no
    /// due date and stays in the title.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case date, datetime, time, range, duration, recurrence, impossible
    }

    /// The precision of a resolved value.
    public enum Granularity: String, Hashable, Sendable, Codable, CaseIterable {
        case second, minute, hour, day, week, month, quarter, year
    }

    /// The exact source text of the mention.
    public let text: String
    /// Grapheme-cluster offsets into the capture, end exclusive.
    public let characterRange: Range<Int>
    /// UTF-8 byte offsets into the capture, end exclusive.
    public let utf8Range: Range<Int>
    /// What sort of expression it is.
    public let kind: Kind
    /// Resolved values as ISO 8601 strings (with UTC offset when a time of day is known); first is the reading used.
    public let values: [String]
    /// End of a range, same format as ``values``.
    public let endValue: String?
    /// The instants of ``values`` (a whole day maps to its first moment).
    public let instants: [Date]
    /// The instant of ``endValue``.
    public let endInstant: Date?
    /// Length of a duration in seconds.
    public let durationSeconds: Double?
    /// RFC 5545 recurrence rule (`FREQ=WEEKLY;INTERVAL=2;BYDAY=MO`).
    public let rrule: String?
    /// The precision of ``values``.
    public let granularity: Granularity
    /// How sure the grammar is, in `0...1`.
    public let confidence: Double
    /// Whether the wall-clock time does not exist (spring-forward gap); the instant is then the one right after
    /// the gap and the value is reported, not silently shifted.
    public let isInGap: Bool
    /// Whether the mention's last day is before the reference day.
    ///
    /// Such a mention ("april 2025", "last month", "yesterday") is a past reference, never a due date. Set by the
    /// extractor; not encoded.
    var endsBeforeToday = false
    /// Whether the mention is a day and month without a year that fell within the last month.
    ///
    /// "am 28.11." said on 3 December is read as the next one, most of a year away, though the writer almost always
    /// means the one just past: never a due date. Set by the extractor; not encoded.
    var hasJustPassed = false
    /// Whether the mention is a time today that has already passed.
    ///
    /// "BP 130/80 this morning" written at 3 p.m. tells what happened, not something to do. Set by the extractor;
    /// not encoded.
    var passedToday = false

    private enum CodingKeys: String, CodingKey {
        case text, characterRange, utf8Range, kind, values, endValue, instants, endInstant, durationSeconds, rrule
        case granularity, confidence, isInGap
    }

    /// Creates a mention.
    public init(
        text: String, characterRange: Range<Int>, utf8Range: Range<Int>, kind: Kind, values: [String],
        endValue: String? = nil, instants: [Date], endInstant: Date? = nil, durationSeconds: Double? = nil,
        rrule: String? = nil, granularity: Granularity, confidence: Double, isInGap: Bool = false
    ) {
        self.text = text
        self.characterRange = characterRange
        self.utf8Range = utf8Range
        self.kind = kind
        self.values = values
        self.endValue = endValue
        self.instants = instants
        self.endInstant = endInstant
        self.durationSeconds = durationSeconds
        self.rrule = rrule
        self.granularity = granularity
        self.confidence = min(max(confidence.isFinite ? confidence : 0, 0), 1)
        self.isInGap = isInGap
    }

    /// Whether the mention names a stretch of a week or longer ("this week", "next month", "Q3", "in June") rather
    /// than a point: context for a task, never its deadline when a point is there too.
    public var isPeriod: Bool {
        switch granularity {
        case .week, .month, .quarter, .year: kind == .range || kind == .date
        default: false
        }
    }

    /// The first value without its UTC offset and seconds: `2026-11-22T17:00` or `2026-11-22`; `nil` for
    /// durations and rules without an occurrence.
    public var localISO: String? {
        guard let value = values.first else { return nil }
        return value.count >= 16 ? String(value.prefix(16)) : value
    }
}

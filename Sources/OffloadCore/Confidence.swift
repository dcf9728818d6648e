/// A calibrated probability in `0...1` attached to every prediction.
public struct Confidence: Hashable, Codable, Sendable, Comparable {
    /// The score; always finite and within `0...1`.
    public let value: Double

    /// Creates a confidence, or returns `nil` when `value` is NaN or outside `0...1`.
    public init?(_ value: Double) {
        guard value.isFinite, (0...1).contains(value) else { return nil }
        self.value = value
    }

    /// Creates a confidence, clamping finite values into `0...1` and mapping NaN to 0.
    public init(clamping value: Double) {
        self.value = value.isFinite ? min(1, max(0, value)) : 0
    }

    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(Double.self)
        guard let checked = Confidence(raw) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "confidence \(raw) is outside 0...1"))
        }
        self = checked
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    public static func < (lhs: Confidence, rhs: Confidence) -> Bool { lhs.value < rhs.value }
}

/// A calendar month as `month --month` and `GET /v1/month?month=` take it: `YYYY-MM`.
public struct ViewMonth: Hashable, Sendable {
    /// The year, 1 to 9999.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int

    /// Reads `2026-11`; `nil` for anything else (a month outside 01–12, a year outside 0001–9999).
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), (1...9999).contains(year), (1...12).contains(month)
        else { return nil }
        self.year = year
        self.month = month
    }
}

/// How every human renderer shows a list item's quantity: "2", "1.5", "2 loaf".
///
/// Stored quantities are input like any other (an older build, another tool or a damaged row may hold 1e19, -0 or
/// infinity), so nothing here converts with a trapping `Int(_:)`.
public enum QuantityText {
    /// `value` as text: a whole number without a decimal point when it fits an `Int` exactly ("2", "0" for -0),
    /// any other finite number in Swift's shortest form ("1.5", "1e+19"), and `nil` for NaN and infinities.
    public static func amount(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        if let whole = Int(exactly: value) { return String(whole) }
        return String(value)
    }

    /// The amount followed by its unit ("2 loaf"), the amount alone without a unit, or `nil` when there is no
    /// quantity or it cannot be shown.
    public static func amount(_ value: Double?, unit: String?) -> String? {
        guard let value, let amount = amount(value) else { return nil }
        return amount + (unit.map { " " + $0 } ?? "")
    }

    /// `value` when it can be written as a JSON number; NaN and infinities (which JSON cannot hold) become `nil`,
    /// so one damaged row leaves its quantity out instead of failing the whole listing.
    public static func json(_ value: Double?) -> Double? {
        guard let value, value.isFinite else { return nil }
        return value
    }

    /// A whole number of seconds for durations ("90 s"); values beyond `Int` show in Swift's shortest form.
    public static func seconds(_ value: Double) -> String {
        guard let amount = amount(value.rounded(.towardZero)) else { return "? s" }
        return amount + " s"
    }
}

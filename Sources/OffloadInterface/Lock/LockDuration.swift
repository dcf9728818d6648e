/// A grace period written as people write it: `15m`, `1h30m`, `90s`, `2d`, or `0` for none.
public struct LockDuration: Sendable, Equatable, CustomStringConvertible {
    /// The length in seconds, from 0 to ``GraceToken/maximumSeconds``.
    public let seconds: Int

    /// 15 minutes, the default grace period.
    public static let standard = LockDuration(seconds: 900)

    /// Seconds in each unit letter.
    private static let units: [Character: Int] = ["s": 1, "m": 60, "h": 3600, "d": 86_400]

    /// Reads `text`: one or more NUMBER UNIT pairs (units `s`, `m`, `h`, `d`), or a bare `0`; `nil` for anything
    /// else or for more than 30 days.
    public init?(_ text: String) {
        if text == "0" {
            self.init(seconds: 0)
            return
        }
        var total = 0
        var digits = ""
        for character in text.lowercased() {
            if character.isASCII, character.isNumber {
                guard digits.count < 7 else { return nil }
                digits.append(character)
            } else if let unit = Self.units[character], let number = Int(digits) {
                total += number * unit
                digits = ""
            } else {
                return nil
            }
        }
        guard digits.isEmpty, !text.isEmpty, total <= GraceToken.maximumSeconds else { return nil }
        self.init(seconds: total)
    }

    /// A duration of `seconds`, brought into 0...``GraceToken/maximumSeconds``.
    public init(seconds: Int) { self.seconds = min(max(0, seconds), GraceToken.maximumSeconds) }

    /// For people: "15 minutes", "1 hour 30 minutes", "none".
    public var description: String {
        guard seconds > 0 else { return "none" }
        let parts = [(86_400, "day"), (3600, "hour"), (60, "minute"), (1, "second")].compactMap { size, name in
            let count = seconds / size % (size == 86_400 ? Int.max : (size == 3600 ? 24 : 60))
            return count == 0 ? nil : "\(count) \(name)\(count == 1 ? "" : "s")"
        }
        return parts.joined(separator: " ")
    }
}

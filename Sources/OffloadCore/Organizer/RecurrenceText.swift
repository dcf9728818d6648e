/// Reads an RFC 5545 recurrence rule, as the date grammar writes them, in words: "every Mon 08:00".
///
/// Understands `FREQ` (`DAILY`, `WEEKLY`, `MONTHLY`, `YEARLY`, `HOURLY`, `MINUTELY`), `INTERVAL`, `COUNT`,
/// `BYMONTH`, `BYMONTHDAY`, `BYDAY` (with an ordinal such as `1MO` or `-1FR`), `BYHOUR` and `BYMINUTE`. A rule
/// with any other part, or one that does not read, is shown as written, so nothing is ever hidden or misread.
///
/// ```swift
/// RecurrenceText.words("FREQ=WEEKLY;BYDAY=MO;BYHOUR=8;BYMINUTE=0")  // "every Mon 08:00"
/// RecurrenceText.words("FREQ=MONTHLY;BYDAY=-1FR")                    // "every month on the last Fri"
/// ```
public enum RecurrenceText {
    private static let weekdays = [
        "MO": "Mon", "TU": "Tue", "WE": "Wed", "TH": "Thu", "FR": "Fri", "SA": "Sat", "SU": "Sun",
    ]
    private static let weekdayOrder = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let units = [
        "DAILY": "day", "WEEKLY": "week", "MONTHLY": "month", "YEARLY": "year", "HOURLY": "hour", "MINUTELY": "minute",
    ]
    /// Which weekday of the month, in words, indexed 1 to 5.
    private static let counted = ["", "first", "second", "third", "fourth", "fifth"]
    private static let known: Set<String> = [
        "FREQ", "INTERVAL", "COUNT", "BYMONTH", "BYMONTHDAY", "BYDAY", "BYHOUR", "BYMINUTE",
    ]

    /// The rule in words, or `rule` itself when it holds a part this reader does not know.
    public static func words(_ rule: String) -> String {
        var parts: [String: String] = [:]
        for part in rule.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, known.contains(pair[0]), parts[pair[0]] == nil else { return rule }
            parts[pair[0]] = pair[1]
        }
        guard let frequency = parts["FREQ"], let unit = units[frequency], let interval = number(parts["INTERVAL"], 1),
            interval >= 1, let day = day(parts, frequency: frequency), let time = time(parts),
            let count = number(parts["COUNT"], 0), count >= 0
        else { return rule }
        var text = interval == 1 ? "every \(unit)" : "every \(interval) \(unit)s"
        if let weekly = day.weekly, interval == 1 {
            text = "every \(weekly)"
        } else if let weekly = day.weekly {
            text += " on \(weekly)"
        } else if let on = day.on {
            text += " \(on)"
        }
        if let time { text += " \(time)" }
        if count > 0 { text += count == 1 ? ", once" : ", \(count) times" }
        return text
    }

    /// The day part: `weekly` for plain weekdays ("Mon, Thu", "weekday"), `on` for a day of the month or year
    /// ("on the 15th", "on the first Mon", "on Mar 3", "in Mar"); `nil` when a part does not read.
    private static func day(_ parts: [String: String], frequency: String) -> (weekly: String?, on: String?)? {
        var month: String?
        if let text = parts["BYMONTH"] {
            guard let number = Int(text), (1...12).contains(number) else { return nil }
            month = months[number - 1]
        }
        if let text = parts["BYMONTHDAY"] {
            guard let number = Int(text), number != 0, (-31...31).contains(number) else { return nil }
            if let month, number > 0 { return (nil, "on \(month) \(number)") }
            let day =
                number == -1 ? "the last day" : number < 0 ? "\(ordinal(-number)) last day" : "the \(ordinal(number))"
            return (nil, "on " + (month.map { "\(day) of \($0)" } ?? day))
        }
        guard let text = parts["BYDAY"] else { return (nil, month.map { "in \($0)" }) }
        var plain: [String] = []
        var ordinals: [String] = []
        for entry in text.split(separator: ",").map(String.init) {
            let code = String(entry.suffix(2))
            guard let name = weekdays[code] else { return nil }
            let prefix = entry.dropLast(2)
            if prefix.isEmpty {
                plain.append(code)
            } else {
                guard let number = Int(prefix), number != 0, (-5...5).contains(number) else { return nil }
                let which = number == -1 ? "last" : number < 0 ? "\(counted[-number]) last" : counted[number]
                ordinals.append("the \(which) \(name)")
            }
        }
        guard plain.isEmpty || ordinals.isEmpty else { return nil }
        if !ordinals.isEmpty {
            let on = ordinals.joined(separator: ", ")
            return (nil, "on " + (month.map { "\(on) of \($0)" } ?? on))
        }
        let sorted = weekdayOrder.filter(plain.contains)
        let names =
            sorted == ["MO", "TU", "WE", "TH", "FR"]
            ? "weekday" : sorted.compactMap { weekdays[$0] }.joined(separator: ", ")
        return frequency == "WEEKLY" || frequency == "DAILY" ? (names, nil) : (nil, "on " + names)
    }

    /// `08:00` from `BYHOUR` and `BYMINUTE` (minute 0 when only the hour is given); `.some(nil)` without a time,
    /// `nil` when it does not read.
    private static func time(_ parts: [String: String]) -> String?? {
        guard let hourText = parts["BYHOUR"] else { return parts["BYMINUTE"] == nil ? .some(nil) : nil }
        guard let hour = Int(hourText), (0...23).contains(hour), let minute = number(parts["BYMINUTE"], 0),
            (0...59).contains(minute)
        else { return nil }
        let pad = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return .some("\(pad(hour)):\(pad(minute))")
    }

    /// The number in `text`, `fallback` when there is none, `nil` when it is not a number.
    private static func number(_ text: String?, _ fallback: Int) -> Int? {
        guard let text else { return fallback }
        return Int(text)
    }

    /// `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`.
    private static func ordinal(_ number: Int) -> String {
        let suffix =
            (11...13).contains(number % 100)
            ? "th" : number % 10 == 1 ? "st" : number % 10 == 2 ? "nd" : number % 10 == 3 ? "rd" : "th"
        return "\(number)\(suffix)"
    }
}

import Foundation
import OffloadCore
import OffloadStore

/// An RFC 5545 calendar of to-dos: each dated task or communication item is a `VTODO` with its `DUE`, its `RRULE`
/// when it repeats and a `VALARM` for each pending reminder, so any calendar app can show them.
///
/// A due date at local midnight is how a day without a time is stored, so it is written as a date
/// (`DUE;VALUE=DATE:20261125`); any other is a UTC date-time. Lines end in CRLF and are folded at 75 octets, never
/// inside a UTF-8 sequence; text values escape backslashes, semicolons, commas and line breaks.
public struct ICalendar {
    /// The entries, in order.
    public let entries: [CalendarEntry]
    /// The instant the calendar is made (`DTSTAMP`).
    public let stamp: Date
    /// The zone a due date's local midnight is checked in.
    public let timeZone: TimeZone

    /// A calendar of `entries` made at `stamp`.
    public init(entries: [CalendarEntry], stamp: Date, timeZone: TimeZone = .current) {
        self.entries = entries
        self.stamp = stamp
        self.timeZone = timeZone
    }

    /// The whole calendar, CRLF line ends included.
    public var text: String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Offload//Offload//EN", "CALSCALE:GREGORIAN",
            "X-WR-CALNAME:Offload",
        ]
        for entry in entries { lines += todo(entry) }
        lines.append("END:VCALENDAR")
        return lines.map(Self.folded).joined()
    }

    private func todo(_ entry: CalendarEntry) -> [String] {
        var lines = [
            "BEGIN:VTODO", "UID:\(entry.id.uuidString.lowercased())@offload", "DTSTAMP:\(Self.utc(stamp))",
            "CREATED:\(Self.utc(entry.createdAt))", "SUMMARY:\(Self.escaped(entry.title))", due(entry.due),
            "STATUS:\(Self.status(entry.status))",
        ]
        if let notes = entry.notes, !notes.isEmpty { lines.append("DESCRIPTION:\(Self.escaped(notes))") }
        if let priority = entry.priority { lines.append("PRIORITY:\(Self.priority(priority))") }
        if let category = entry.category { lines.append("CATEGORIES:\(Self.escaped(category))") }
        if let rule = entry.recurrence, Self.isRule(rule) {
            // A rule repeats from DTSTART: the first occurrence is the due date.
            lines += [due(entry.due).replacingOccurrences(of: "DUE", with: "DTSTART"), "RRULE:\(rule)"]
        }
        if entry.status == .done, let completed = entry.completedAt {
            lines.append("COMPLETED:\(Self.utc(completed))")
        }
        for reminder in entry.reminders {
            lines += [
                "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:\(Self.escaped(entry.title))",
                "TRIGGER;VALUE=DATE-TIME:\(Self.utc(reminder))", "END:VALARM",
            ]
        }
        return lines + ["END:VTODO"]
    }

    /// `DUE;VALUE=DATE:20261125` for a day alone (local midnight), else `DUE:20261125T170000Z`.
    private func due(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        guard parts.hour == 0, parts.minute == 0, parts.second == 0 else { return "DUE:\(Self.utc(date))" }
        return String(format: "DUE;VALUE=DATE:%04d%02d%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    static func utc(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let p = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(
            format: "%04d%02d%02dT%02d%02d%02dZ", p.year ?? 0, p.month ?? 0, p.day ?? 0, p.hour ?? 0, p.minute ?? 0,
            p.second ?? 0)
    }

    static func status(_ status: TaskStatus) -> String {
        switch status {
        case .done: "COMPLETED"
        case .active: "IN-PROCESS"
        case .cancelled: "CANCELLED"
        case .open, .waiting, .someday: "NEEDS-ACTION"
        }
    }

    /// RFC 5545 priorities: 1 highest, 9 lowest.
    static func priority(_ priority: TaskPriority) -> Int {
        switch priority {
        case .urgent: 1
        case .high: 3
        case .medium: 5
        case .low: 9
        }
    }

    /// Whether `rule` is a plain `NAME=VALUE;…` rule with a FREQ, as Offload writes them (no line breaks).
    static func isRule(_ rule: String) -> Bool {
        rule.hasPrefix("FREQ=")
            && rule.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "=;,-+".contains($0)) }
    }

    /// A TEXT value: `\`, `;`, `,` escaped, line breaks as `\n`, other control characters dropped.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n": out += "\\n"
            case "\r": continue
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `line` folded into lines of at most 75 octets (continuations start with a space), each ending in CRLF.
    static func folded(_ line: String) -> String {
        var out = ""
        var count = 0
        for character in line {
            let size = character.utf8.count
            if count + size > 75 {
                out += "\r\n "
                count = 1
            }
            out.append(character)
            count += size
        }
        return out + "\r\n"
    }
}

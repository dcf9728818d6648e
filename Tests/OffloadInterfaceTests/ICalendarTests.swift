import Foundation
import OffloadCore
import OffloadInterface
import OffloadStore
import Testing

/// The iCalendar text rules: escaping, folding at 75 octets without splitting a character, dates and date-times.
@Suite struct ICalendarTests {
    static func entry(title: String, due: String, recurrence: String? = nil) throws -> CalendarEntry {
        CalendarEntry(
            kind: .task, id: UUID(), title: title, notes: "line one\nline two; more",
            due: try #require(ISOInstant.parse(due)),
            status: .open, priority: .high, category: "Home", recurrence: recurrence, completedAt: nil,
            createdAt: try #require(ISOInstant.parse("2026-11-01T00:00:00Z")), reminders: [])
    }

    @Test("text is escaped, long lines fold at 75 octets between characters, and every line ends in CRLF")
    func textRules() throws {
        let title = "Café, crème; brûlée \\ " + String(repeating: "ü", count: 60)
        let text = ICalendar(
            entries: [try Self.entry(title: title, due: "2026-11-25T00:00:00Z")],
            stamp: try #require(ISOInstant.parse("2026-11-24T08:00:00Z")), timeZone: .gmt
        ).text
        let lines = text.components(separatedBy: "\r\n").dropLast()
        #expect(lines.allSatisfy { $0.utf8.count <= 75 && !$0.contains("\n") })
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("SUMMARY:Café\\, crème\\; brûlée \\\\ " + String(repeating: "ü", count: 60) + "\r\n"))
        #expect(unfolded.contains("DESCRIPTION:line one\\nline two\\; more\r\n"))
        #expect(unfolded.contains("DUE;VALUE=DATE:20261125\r\n"))
        #expect(unfolded.contains("PRIORITY:3\r\nCATEGORIES:Home\r\n"))
    }

    @Test("a timed due date is UTC; a repeating one starts there; an unreadable rule is left out")
    func dueAndRules() throws {
        let stamp = try #require(ISOInstant.parse("2026-11-24T08:00:00Z"))
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let timed = ICalendar(
            entries: [try Self.entry(title: "A", due: "2026-11-30T08:00:00Z", recurrence: "FREQ=WEEKLY;BYDAY=MO")],
            stamp: stamp, timeZone: berlin
        ).text
        #expect(
            timed.contains("DUE:20261130T080000Z\r\n")
                && timed.contains("DTSTART:20261130T080000Z\r\nRRULE:FREQ=WEEKLY;BYDAY=MO\r\n"))
        // Berlin's midnight is 23:00 UTC the day before: a day alone there.
        let day = ICalendar(
            entries: [try Self.entry(title: "B", due: "2026-11-24T23:00:00Z")], stamp: stamp, timeZone: berlin
        ).text
        #expect(day.contains("DUE;VALUE=DATE:20261125\r\n"))
        let odd = ICalendar(
            entries: [try Self.entry(title: "C", due: "2026-11-30T08:00:00Z", recurrence: "FREQ=DAILY\r\nX:1")],
            stamp: stamp
        ).text
        #expect(!odd.contains("RRULE"))
    }
}

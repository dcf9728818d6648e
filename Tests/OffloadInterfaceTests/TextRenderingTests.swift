import Foundation
import OffloadCore
import OffloadInterface
import Testing

@Suite("Text renderings")
struct TextRenderingTests {
    @Test("Terminal text shows control and bidi characters as spaces and keeps joiners")
    func terminalSafety() {
        #expect(TerminalText.safe("a\u{1B}[31mb\u{202E}c") == "a [31mb c")
        #expect(TerminalText.safe("👩\u{200D}💻") == "👩\u{200D}💻")
    }

    @Test("Quantities: whole numbers without a point, NaN and infinity left out")
    func quantities() {
        #expect(QuantityText.amount(2, unit: "loaf") == "2 loaf")
        #expect(QuantityText.amount(-0.0) == "0")
        #expect(QuantityText.amount(1.5) == "1.5")
        #expect(QuantityText.json(.infinity) == nil)
    }

    @Test("Organizer pieces: priority other than medium, counts, category and tags")
    func organizerPieces() {
        #expect(OrganizerText.priority(.high) == "  (high)")
        #expect(OrganizerText.priority(.medium).isEmpty)
        #expect(OrganizerText.counted(1, "task") == "1 task")
        #expect(OrganizerText.counted(3, "item") == "3 items")
        #expect(OrganizerText.labels("errands", ["home", "bills"]) == "  [errands]  #home #bills")
    }

    @Test("a due date at local midnight (a date without a time) shows as the date alone; any other time shows with it")
    func dueDates() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let midnight = try #require(calendar.date(from: DateComponents(year: 2026, month: 12, day: 1)))
        #expect(ISODate.due(midnight) == "2026-12-01")
        #expect(ISODate.due(midnight.addingTimeInterval(17 * 3_600)) == "2026-12-01 17:00")
        #expect(ISODate.due(midnight.addingTimeInterval(60)) == "2026-12-01 00:01")
    }
}

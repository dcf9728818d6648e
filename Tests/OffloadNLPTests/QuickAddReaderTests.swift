import Foundation
import OffloadCore
import OffloadTestSupport
import Testing

@testable import OffloadNLP

struct QuickAddCase: Sendable, CustomTestStringConvertible {
    let text: String
    let title: String
    var due: String? = nil  // local "yyyy-MM-dd'T'HH:mm" in UTC
    var recurrence: String? = nil
    var priority: TaskPriority = .medium
    var tags: [String] = []
    var category: String? = nil
    var plan: String? = nil
    var testDescription: String { text }
}

@Suite struct QuickAddReaderTests {
    static let context = DateContext.fixed("2026-11-23T09:00:00Z")  // a Monday

    static let cases: [QuickAddCase] = [
        QuickAddCase(
            text: "call mom tmrw at 5pm #family", title: "Call mom", due: "2026-11-24T17:00", tags: ["family"]),
        QuickAddCase(text: "Buy milk", title: "Buy milk"),
        QuickAddCase(
            text: "urgent!! fix the heater @home", title: "Fix the heater", priority: .urgent, category: "home"),
        QuickAddCase(text: "dig the beds +Garden", title: "Dig the beds", plan: "Garden"),
        QuickAddCase(text: "sow peas plan:garden friday", title: "Sow peas", due: "2026-11-27T00:00", plan: "garden"),
        QuickAddCase(
            text: "water plants every monday 8am", title: "Water plants", due: "2026-11-30T08:00",
            recurrence: "FREQ=WEEKLY;BYDAY=MO"),
    ]

    @Test("reads the title, due date, recurrence, priority, tags, category and plan", arguments: cases)
    func reads(_ c: QuickAddCase) throws {
        let reading = try QuickAddReader().read(c.text, in: Self.context)
        let draft = reading.draft
        #expect(draft.title == c.title)
        #expect(draft.dueDate.map(Self.local) == c.due)
        #expect(draft.recurrence?.hasPrefix(c.recurrence ?? "") ?? (c.recurrence == nil))
        #expect((draft.recurrence == nil) == (c.recurrence == nil))
        #expect(draft.priority == c.priority)
        #expect(draft.tags == c.tags)
        #expect(draft.category == c.category && draft.planName == c.plan)
    }

    @Test("text that is only markers keeps the whole text as the title; blank text is refused")
    func markersAndBlank() throws {
        let reading = try QuickAddReader().read("@home +Garden", in: Self.context)
        #expect(reading.draft.title == "@home +Garden" && reading.draft.category == "home")
        #expect(throws: CoreError.emptyTitle) { try QuickAddReader().read("  ", in: Self.context) }
    }

    @Test("never throws on hostile non-blank input")
    func hostile() {
        var rng = SplitMix64(seed: 0xADD)
        for _ in 0..<500 {
            let text = String.hostile(using: &rng, maxLength: 40)
            guard !text.isBlank else { continue }
            #expect(throws: Never.self, "seed 0xADD, input \(text.debugDescription)") {
                _ = try QuickAddReader().read(text, in: Self.context)
            }
        }
    }

    static func local(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
        return formatter.string(from: date)
    }
}

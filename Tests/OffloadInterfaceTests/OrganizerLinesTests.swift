import Foundation
import OffloadCore
import OffloadInterface
@testable import OffloadStore
import Testing

@Suite("Organizer and view lines")
struct OrganizerLinesTests {
    private static func outline(_ title: String) throws -> TaskOutline {
        let id = try #require(UUID(uuidString: "1A2B3C4D-0000-4000-8000-000000000003"))
        let task = try TaskItem(id: id, title: title, priority: .high, postponed: 3)
        return TaskOutline(task: task, category: "money", tags: ["home"], planTitle: "Move")
    }

    @Test("A view's task line without colour: symbol, id, when, title, postponed count, priority, plan, labels")
    func viewLine() throws {
        let line = TaskLine(isColoured: false).line(try Self.outline("Pay rent"), when: "09:00")
        #expect(line == "  ○ 1a2b3c4d  09:00  Pay rent  ↻3  (high)  (plan: Move)  [money]  #home")
    }

    @Test("The tasks listing line pads the state and an absent date, and shows stored text safely")
    func listingLine() throws {
        let line = OrganizerLines.line(for: try Self.outline("Pay\u{1B}rent"))
        #expect(
            line == "[open]       1a2b3c4d  —" + String(repeating: " ", count: 17)
                + "Pay rent  (high)  (plan: Move)  [money]  #home")
    }

    @Test("An empty inbox says so")
    func emptyInbox() {
        #expect(TaskLine(isColoured: false).lines(forInbox: []) == ["The inbox is empty."])
    }
}

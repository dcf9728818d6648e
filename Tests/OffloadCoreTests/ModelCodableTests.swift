import Foundation
import OffloadCore
import Testing

/// Codable round trips and invariants for the organizer model.
@Suite struct ModelCodableTests {
    static let instant = Date(timeIntervalSince1970: 1_763_000_000)

    func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try JSONDecoder().decode(T.self, from: encoder.encode(value))
    }

    @Test("hand-off requests and runs round-trip")
    func handOff() throws {
        let request = HandOffRequest(captureIDs: [UUID(), UUID()], requestedAt: Self.instant)
        #expect(try roundTrip(request) == request)
        let run = HandOffRun(
            requestID: request.id, captureID: UUID(), status: .failed, startedAt: Self.instant,
            finishedAt: Self.instant, modelVersion: "intent-1", failureReason: "timeout")
        #expect(try roundTrip(run) == run)
    }

    @Test("suggestions, decisions and placements round-trip with nested payloads")
    func suggestion() throws {
        let item = SuggestedItem(
            text: "bread", quantity: 2, unit: "loaf", span: TextSpan(start: 4, end: 9),
            children: [SuggestedItem(text: "rye")])
        let suggestion = Suggestion(
            runID: UUID(), captureID: UUID(), title: "Groceries", confidence: Confidence(clamping: 0.8),
            destinationType: .list, destinationName: "Groceries", items: [item], dueDate: Self.instant,
            priority: .high, tags: ["home"], channel: .call,
            explanation: [ExplanationItem(feature: "word:bread", weight: 1.5, span: TextSpan(start: 0, end: 3))])
        #expect(try roundTrip(suggestion) == suggestion)
        let decision = SuggestionDecision(
            suggestionID: suggestion.id, kind: .edited, decidedAt: Self.instant, edited: suggestion)
        #expect(try roundTrip(decision) == decision)
        let placement = Placement(
            decisionID: decision.id, destinationType: .list, destinationID: UUID(), placedAt: Self.instant)
        #expect(try roundTrip(placement) == placement)
    }

    @Test("organizer values round-trip")
    func organizer() throws {
        let category = Category(name: "Errands")
        let tag = Tag(name: "home")
        let plan = try Plan(
            title: "Move house", createdAt: Self.instant, categoryID: category.id, dueDate: Self.instant,
            priority: .high)
        let task = try TaskItem(
            title: "Call movers", createdAt: Self.instant, dueDate: Self.instant, priority: .urgent,
            status: .active, planID: plan.id, recurrence: "FREQ=WEEKLY")
        let list = try ListEntity(
            name: "Groceries", listType: .shopping, createdAt: Self.instant, categoryID: category.id)
        let item = try ListItem(listID: list.id, text: "milk", quantity: 1.5, unit: "l")
        let communication = CommunicationItem(
            channel: .email, contactName: "Anna", title: "Invoice", createdAt: Self.instant, priority: .low,
            recurrence: "FREQ=MONTHLY", categoryID: category.id)
        #expect(try roundTrip(category) == category)
        #expect(try roundTrip(tag) == tag)
        #expect(try roundTrip(plan) == plan)
        #expect(try roundTrip(task) == task)
        #expect(try roundTrip(list) == list)
        #expect(try roundTrip(item) == item)
        #expect(try roundTrip(communication) == communication)
    }

    @Test("titles and names cannot be blank")
    func blankTitles() {
        #expect(throws: CoreError.emptyTitle) { try TaskItem(title: " ") }
        #expect(throws: CoreError.emptyTitle) { try Plan(title: "\n") }
        #expect(throws: CoreError.emptyTitle) { try ListEntity(name: "") }
        #expect(throws: CoreError.emptyTitle) { try ListItem(listID: UUID(), text: "\t") }
    }

    @Test("text spans refuse negative or reversed bounds")
    func spans() {
        #expect(TextSpan(start: -1, end: 2) == nil)
        #expect(TextSpan(start: 3, end: 2) == nil)
        #expect(TextSpan(start: 2, end: 2) != nil)
    }

    @Test("task updatedAt defaults to createdAt; priorities are ordered")
    func taskDefaults() throws {
        let task = try TaskItem(title: "x", createdAt: Self.instant)
        #expect(task.updatedAt == Self.instant)
        #expect(TaskPriority.low < .medium && TaskPriority.high < .urgent)
    }

    @Test("a task carries its postponed count through JSON; JSON without one reads as never postponed")
    func taskPostponed() throws {
        let task = try TaskItem(title: "Call the bank", createdAt: Self.instant, postponed: 3)
        #expect(try roundTrip(task).postponed == 3)
        var object = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(task)) as? [String: Any])
        object["postponed"] = nil
        let old = try JSONDecoder().decode(TaskItem.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.postponed == 0 && old.title == "Call the bank" && old.id == task.id)
        object["title"] = " "
        #expect(throws: CoreError.emptyTitle) {
            try JSONDecoder().decode(TaskItem.self, from: JSONSerialization.data(withJSONObject: object))
        }
    }
}

import Foundation
import OffloadCore
import Testing

@testable import OffloadStore

/// What a placement stores on plans, lists, communication items and notes comes back in the organizer listings.
@Suite struct OrganizerOutlineTests {
    typealias F = HandOffFixture
    static let due = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("Given a plan placed with a due date, priority, category and tags, Then plans() returns them all")
    func plan() async throws {
        // Given a plan suggestion with every field, accepted
        let store = try CaptureStore.inMemory()
        let (_, made) = try await F.handOff(store, "plan tom's birthday") { captureID, runID in
            var plan = F.suggestion(
                captureID, runID, "Tom's birthday", .plan, name: "Tom's birthday",
                items: [
                    SuggestedItem(text: "book venue"), SuggestedItem(text: "cake", children: [.init(text: "order")]),
                ],
                due: Self.due)
            plan.priority = .high
            plan.category = "social"
            plan.tags = ["party", "Family"]
            return [plan]
        }
        try await store.decide(try #require(made.first).id, .accept)
        // Then the top-level plan carries them, tags sorted ignoring case; its nested plan has none of its own
        let outline = try #require(try await store.plans().first)
        #expect(outline.plan.dueDate == Self.due)
        #expect(outline.plan.priority == .high)
        #expect(outline.plan.categoryID != nil)
        #expect(outline.category == "social")
        #expect(outline.tags == ["Family", "party"])
        let nested = try #require(outline.subplans.first)
        #expect(nested.plan.dueDate == nil)
        #expect(nested.plan.priority == nil)
        #expect(nested.category == nil)
        #expect(nested.tags == [])
    }

    @Test("Given a list, a communication and a note placed with their fields, Then each listing returns them")
    func otherDestinations() async throws {
        // Given one capture whose three suggestions carry categories, tags, a priority and a recurrence
        let store = try CaptureStore.inMemory()
        let (_, made) = try await F.handOff(store, "call mom every sunday #family") { captureID, runID in
            var call = F.suggestion(
                captureID, runID, "Call mom", .communication, due: Self.due, contact: "mom", channel: .call)
            call.category = "social"
            call.tags = ["family", "weekly"]
            call.priority = .urgent
            call.recurrence = "FREQ=WEEKLY;BYDAY=SU"
            var list = F.suggestion(
                captureID, runID, "Groceries", .list, name: "Groceries", items: [SuggestedItem(text: "milk")])
            list.category = "errands"
            list.tags = ["weekly"]
            var note = F.suggestion(captureID, runID, "Idea", .note)
            note.category = "ideas"
            note.tags = ["someday"]
            return [call, list, note]
        }
        for suggestion in made { try await store.decide(suggestion.id, .accept) }
        // Then each listing returns its category and tags, and the communication its priority and recurrence
        let call = try #require(try await store.communicationItems().first)
        #expect(call.communication.priority == .urgent)
        #expect(call.communication.recurrence == "FREQ=WEEKLY;BYDAY=SU")
        #expect(call.communication.dueDate == Self.due)
        #expect(call.category == "social")
        #expect(call.tags == ["family", "weekly"])
        let list = try #require(try await store.lists().first)
        #expect(list.category == "errands")
        #expect(list.list.categoryID != nil)
        #expect(list.tags == ["weekly"])
        #expect(list.items.map(\.text) == ["milk"])
        let note = try #require(try await store.notes().first)
        #expect(note.category == "ideas")
        #expect(note.note.categoryID != nil)
        #expect(note.tags == ["someday"])
    }

    @Test("Given destinations placed without category, tags or priority, Then they list with none and empty tags")
    func bare() async throws {
        let store = try CaptureStore.inMemory()
        let (_, made) = try await F.handOff(store, "bare") { captureID, runID in
            [
                F.suggestion(captureID, runID, "Call mom", .communication, contact: "mom", channel: .call),
                F.suggestion(captureID, runID, "Groceries", .list, name: "Groceries"),
                F.suggestion(captureID, runID, "Idea", .note),
                F.suggestion(captureID, runID, "Garage", .plan, name: "Garage", items: [SuggestedItem(text: "sort")]),
            ]
        }
        for suggestion in made { try await store.decide(suggestion.id, .accept) }
        let call = try #require(try await store.communicationItems().first)
        #expect(call.communication.priority == nil)
        #expect(call.communication.recurrence == nil)
        #expect(call.category == nil)
        #expect(call.tags == [])
        let list = try #require(try await store.lists().first)
        #expect(list.category == nil)
        #expect(list.tags == [])
        let note = try #require(try await store.notes().first)
        #expect(note.category == nil)
        #expect(note.tags == [])
        let plan = try #require(try await store.plans().first)
        #expect(plan.plan.dueDate == nil)
        #expect(plan.plan.priority == nil)
        #expect(plan.tags == [])
    }
}

import Foundation
import GRDB
import OffloadCore
import Testing

@testable import OffloadStore

@Suite struct ReviewStoreTests {
    typealias F = HandOffFixture

    static func listSuggestion(_ name: String, _ items: [String]) -> (UUID, UUID) -> [Suggestion] {
        { [F.suggestion($0, $1, name, .list, name: name, items: items.map { SuggestedItem(text: $0) })] }
    }

    @Test("Given a list Groceries, When a 'groceries' list suggestion is accepted, Then its items join that list")
    func listIntoExistingList() async throws {
        let store = try CaptureStore.inMemory()
        let (_, first) = try await F.handOff(store, "groceries: milk", Self.listSuggestion("Groceries", ["milk"]))
        let created = try await store.decide(try #require(first.first).id, .accept)
        #expect(!created.reusedExisting)
        let (_, second) = try await F.handOff(
            store, "eggs and bread", Self.listSuggestion("groceries", ["eggs", "bread"]))
        let outcome = try await store.decide(try #require(second.first).id, .accept)
        #expect(outcome.reusedExisting)
        #expect(outcome.destinationName == "Groceries")
        let lists = try await store.lists()
        #expect(lists.count == 1)
        #expect(lists.first?.list.listType == .shopping)
        #expect(lists.first?.items.map(\.text) == ["milk", "eggs", "bread"])
        #expect(try await store.listNames() == ["Groceries"])
        #expect(outcome.placement?.destinationID == lists.first?.list.id)
    }

    @Test("Given a plan with nested steps, When accepted, Then the plan holds tasks and a nested plan")
    func planWithSteps() async throws {
        let store = try CaptureStore.inMemory()
        let steps = [
            SuggestedItem(text: "book flights"),
            SuggestedItem(
                text: "find hotel", children: [SuggestedItem(text: "compare prices"), SuggestedItem(text: "book")]),
            SuggestedItem(text: "buy tickets"),
        ]
        let (_, made) = try await F.handOff(store, "trip to lisbon: …") {
            [F.suggestion($0, $1, "Trip to Lisbon", .plan, name: "Trip to Lisbon", items: steps)]
        }
        try await store.decide(try #require(made.first).id, .accept)
        let plans = try await store.plans(named: "trip to lisbon")
        let plan = try #require(plans.first)
        #expect(plans.count == 1)
        #expect(plan.tasks.map(\.task.title) == ["book flights", "buy tickets"])
        // One order over every task: the nested plan's steps sit between the two, in the order written.
        #expect(plan.tasks.map(\.task.position) == [1024, 4096])
        #expect(plan.subplans.first?.tasks.map(\.task.position) == [2048, 3072])
        #expect(plan.subplans.map(\.plan.title) == ["find hotel"])
        #expect(plan.subplans.first?.tasks.map(\.task.title) == ["compare prices", "book"])
        #expect(plan.tasks.map(\.planTitle) == ["Trip to Lisbon", "Trip to Lisbon"])
        #expect(plan.subplans.first?.tasks.map(\.planTitle) == ["find hotel", "find hotel"])
        #expect(try await store.tasks().count == 4)
    }

    @Test("Given a communication with contact and due time, When accepted, Then a communication item has both")
    func communication() async throws {
        let store = try CaptureStore.inMemory()
        let due = Date(timeIntervalSince1970: 1_800_000_000)
        let (_, made) = try await F.handOff(store, "call mom tomorrow at 5pm") {
            [F.suggestion($0, $1, "Call mom", .communication, due: due, contact: "mom", channel: .call)]
        }
        try await store.decide(try #require(made.first).id, .accept)
        let items = try await store.communicationItems().map(\.communication)
        #expect(items.count == 1)
        #expect(items.first?.contactName == "mom")
        #expect(items.first?.channel == .call)
        #expect(items.first?.dueDate == due)
        #expect(try await store.awaitingReview().isEmpty)
    }

    @Test("Given a rejection, Then a decision is recorded and nothing is placed")
    func reject() async throws {
        let store = try CaptureStore.inMemory()
        let (_, made) = try await F.handOff(store, "buy milk") { [F.suggestion($0, $1, "Buy milk", .task)] }
        let outcome = try await store.decide(try #require(made.first).id, .reject)
        #expect(outcome.decision.kind == .rejected)
        #expect(outcome.placement == nil)
        #expect(try await F.count(store, "suggestion_decisions") == 1)
        #expect(try await F.count(store, "placements") == 0)
        #expect(try await store.tasks().isEmpty)
        #expect(try await store.awaitingReview().isEmpty)
    }

    @Test("Given an edit of title and destination, Then the edited version is placed and the decision is 'edited'")
    func edit() async throws {
        let store = try CaptureStore.inMemory()
        let (_, made) = try await F.handOff(store, "get batteries") { [F.suggestion($0, $1, "Get batteries", .task)] }
        var edited = try #require(made.first)
        edited.title = "AA batteries"
        edited.destinationType = .list
        edited.destinationName = "Hardware store"
        let outcome = try await store.decide(edited.id, .edit(edited))
        #expect(outcome.decision.kind == .edited)
        #expect(outcome.decision.edited?.title == "AA batteries")
        #expect(try await store.tasks().isEmpty)
        let list = try #require(try await store.lists(named: "hardware STORE").first)
        #expect(list.list.listType == .shopping)
        #expect(list.items.map(\.text) == ["AA batteries"])
        let kind = try await store.writer.read { db in
            try String.fetchOne(db, sql: "SELECT kind FROM suggestion_decisions")
        }
        #expect(kind == "edited")
    }

    @Test("Given a cancelled review, Then the capture and its suggestions are unchanged")
    func cancel() async throws {
        let store = try CaptureStore.inMemory()
        let (entry, made) = try await F.handOff(store, "water plants") { [F.suggestion($0, $1, "Water plants", .task)] }
        let before = try await store.awaitingReview()
        // The reviewer reads and walks away: the store API writes only in decide().
        let after = try await store.awaitingReview()
        #expect(before == after)
        #expect(after.first?.suggestions == made)
        #expect(try await store.capture(idPrefix: entry.id.uuidString) == before.first?.capture)
        #expect(try await F.count(store, "suggestion_decisions") == 0)
    }

    @Test("Given decisions, When undoing twice, Then both are removed with what they placed, newest first")
    func undo() async throws {
        let store = try CaptureStore.inMemory()
        let (_, list) = try await F.handOff(store, "groceries: milk", Self.listSuggestion("Groceries", ["milk"]))
        try await store.decide(try #require(list.first).id, .accept)
        let (_, more) = try await F.handOff(store, "eggs", Self.listSuggestion("Groceries", ["eggs"]))
        try await store.decide(try #require(more.first).id, .accept)

        let undone = try await store.undoLastDecision()
        #expect(undone.suggestion == more.first)
        #expect(undone.removedRowCount == 1)
        #expect(try await store.lists().first?.items.map(\.text) == ["milk"])  // The existing list stays.

        try await store.undoLastDecision()
        #expect(try await store.lists().isEmpty)
        #expect(try await store.awaitingReview().count == 2)
        #expect(try await F.count(store, "placements") == 0)
        await #expect(throws: StoreError.noDecisionToUndo) { try await store.undoLastDecision() }
        #expect(StoreError.noDecisionToUndo.description == "Nothing to undo: no review decision is recorded.")
    }

    @Test("Given two reviewers on two connections, When both decide one suggestion, Then one placement and one message")
    func concurrentReviewers() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("offload.sqlite")
        let first = try CaptureStore.open(atPath: path)
        let second = try CaptureStore.open(atPath: path)
        let (_, made) = try await F.handOff(first, "call mom") { [F.suggestion($0, $1, "Call mom", .task)] }
        let id = try #require(made.first).id
        async let a = Result(catching: { try await first.decide(id, .accept) })
        async let b = Result(catching: { try await second.decide(id, .accept) })
        let results = await [a, b]
        let failures = results.compactMap { result -> StoreError? in
            if case .failure(let error) = result { return error as? StoreError }
            return nil
        }
        #expect(failures == [.alreadyDecided(suggestionID: id.uuidString.lowercased())])
        #expect(
            failures.first?.description
                == "This suggestion was already decided in another session (\(id.uuidString.lowercased().prefix(8))), "
                + "so nothing was changed. Run `offload suggestions` to see what is still open.")
        #expect(try await F.count(first, "placements") == 1)
        #expect(try await first.tasks().count == 1)
    }

    @Test("A note keeps the whole capture text")
    func note() async throws {
        let store = try CaptureStore.inMemory()
        let (entry, made) = try await F.handOff(store, "wifi password is pinecone42") {
            [F.suggestion($0, $1, "Wifi password", .note)]
        }
        try await store.decide(try #require(made.first).id, .accept)
        let notes = try await store.notes().map(\.note)
        #expect(notes.map(\.body) == [entry.rawText])
        #expect(notes.first?.captureID == entry.id)
    }

    @Test("Suggestions resolve by id prefix; an unknown prefix is a clear error")
    func prefixes() async throws {
        let store = try CaptureStore.inMemory()
        let (entry, made) = try await F.handOff(store, "buy milk") { [F.suggestion($0, $1, "Buy milk", .task)] }
        let suggestion = try #require(made.first)
        #expect(try await store.suggestion(idPrefix: String(suggestion.id.uuidString.prefix(8))) == suggestion)
        #expect(try await store.reviewItems(idPrefix: String(entry.id.uuidString.prefix(8))).first?.suggestions == made)
        await #expect(throws: StoreError.suggestionNotFound(idPrefix: "0000")) {
            try await store.reviewItems(idPrefix: "0000")
        }
    }
}

extension Result where Failure == any Error {
    init(catching body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}

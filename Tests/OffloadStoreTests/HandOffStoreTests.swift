import Foundation
import GRDB
import OffloadCore
import Testing

@testable import OffloadStore

@Suite struct HandOffStoreTests {
    typealias F = HandOffFixture

    @Test("Given a handed-off capture, Then it is completed with one run and its suggestions round-trip")
    func handOffStoresRunAndSuggestions() async throws {
        let store = try CaptureStore.inMemory()
        let due = Date(timeIntervalSince1970: 1_800_000_000)
        let (entry, made) = try await F.handOff(store, "call mom tomorrow at 5pm") { captureID, runID in
            [F.suggestion(captureID, runID, "Call mom", .communication, due: due, contact: "mom", channel: .call)]
        }
        #expect(try await store.capture(idPrefix: entry.id.uuidString).status == .completed)
        let items = try await store.awaitingReview()
        #expect(items.count == 1)
        #expect(items.first?.suggestions == made)
        #expect(items.first?.run.modelVersion == F.model)
    }

    @Test("A failed run leaves the capture pending and offers nothing for review")
    func failedRunKeepsPending() async throws {
        let store = try CaptureStore.inMemory()
        let entry = try await store.add(CaptureEntry(rawText: "???"))
        let request = HandOffRequest(captureIDs: [entry.id])
        try await store.createHandOffRequest(request)
        let run = HandOffRun(
            requestID: request.id, captureID: entry.id, status: .failed, modelVersion: F.model,
            failureReason: "no suggestion")
        let summary = try await store.recordHandOff([HandOffResult(run: run, suggestions: [])], mode: .firstTime)
        #expect(summary.failed == 1)
        #expect(try await store.capture(idPrefix: entry.id.uuidString).status == .pending)
        #expect(try await store.awaitingReview().isEmpty)
        #expect(try await store.runs(ofCapture: entry.id).map(\.status) == [.failed])
    }

    @Test("A first hand-off skips a capture another process completed meanwhile: one completed run per capture")
    func firstTimeIsExactlyOnce() async throws {
        let store = try CaptureStore.inMemory()
        let (entry, _) = try await F.handOff(store, "buy milk") { [F.suggestion($0, $1, "Buy milk", .task)] }
        let again = try await F.run(store, entry.id, mode: .firstTime) { [F.suggestion($0, $1, "Buy milk", .task)] }
        #expect(!again.isEmpty)
        #expect(try await store.runs(ofCapture: entry.id).count == 1)
        #expect(try await F.count(store, "suggestions") == 1)
    }

    @Test("Given a re-processed capture, Then old runs stay as history and only the newest run is offered")
    func reprocessKeepsHistory() async throws {
        let store = try CaptureStore.inMemory()
        let (entry, first) = try await F.handOff(store, "milk eggs") { [F.suggestion($0, $1, "Milk eggs", .task)] }
        try await store.decide(try #require(first.first).id, .reject)
        let second = try await F.run(store, entry.id, mode: .reprocess) {
            [
                F.suggestion(
                    $0, $1, "Groceries", .list, name: "Groceries", items: [.init(text: "milk"), .init(text: "eggs")])
            ]
        }
        let runs = try await store.runs(ofCapture: entry.id)
        #expect(runs.count == 2)
        #expect(try await store.suggestions(ofRun: runs[0].id) == first)
        let review = try await store.awaitingReview()
        #expect(review.map(\.run.id) == [runs[1].id])
        #expect(review.first?.suggestions == second)
    }

    @Test("Pending captures page by creation time without repeats")
    func pendingPages() async throws {
        let store = try CaptureStore.inMemory()
        let base = Date(timeIntervalSince1970: 1_700_000_000)
        let entries = try await store.add(
            (0..<7).map {
                try CaptureEntry(rawText: "capture \($0)", createdAt: base.addingTimeInterval(Double($0 / 2)))
            })
        var seen: [CaptureEntry] = []
        var cursor: CaptureCursor?
        repeat {
            let page = try await store.pendingCaptures(after: cursor, limit: 3)
            seen += page.entries
            cursor = page.next
        } while cursor != nil
        #expect(seen == entries)
        #expect(try await store.captureIDs(withStatus: [.pending]) == entries.map(\.id))
    }
}

@Suite struct StoredDateTests {
    @Test(
        "formats dates exactly like GRDB",
        arguments: [0.0, 1_700_000_000.123, 951_782_400.999, -86_400.5, 4_102_444_799.5])
    func matchesGRDB(_ seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(StoredDate.string(date) == String.fromDatabaseValue(date.databaseValue))
    }
}

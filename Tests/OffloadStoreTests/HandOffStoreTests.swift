import Foundation
import GRDB
import OffloadCore
import OffloadTestSupport
import Testing

@testable import OffloadStore

@Suite struct HandOffStoreTests {
    typealias F = HandOffFixture

    @Test("Given a handed-off capture, Then it is in review with one run and its suggestions round-trip")
    func handOffStoresRunAndSuggestions() async throws {
        let store = try CaptureStore.inMemory()
        let due = Date(timeIntervalSince1970: 1_800_000_000)
        let (entry, made) = try await F.handOff(store, "call mom tomorrow at 5pm") { captureID, runID in
            [F.suggestion(captureID, runID, "Call mom", .communication, due: due, contact: "mom", channel: .call)]
        }
        #expect(try await store.capture(idPrefix: entry.id.uuidString).status == .review)
        let items = try await store.awaitingReview()
        #expect(items.count == 1)
        #expect(items.first?.suggestions == made)
        #expect(items.first?.run.modelVersion == F.model)
    }

    @Test("An open request shows its captures as processing; a failed run marks the capture failed and offers nothing")
    func failedRunKeepsPending() async throws {
        let store = try CaptureStore.inMemory()
        let entry = try await store.add(CaptureEntry(rawText: "???"))
        let request = HandOffRequest(captureIDs: [entry.id])
        try await store.createHandOffRequest(request)
        #expect(try await store.capture(idPrefix: entry.id.uuidString).status == .processing)
        let run = HandOffRun(
            requestID: request.id, captureID: entry.id, status: .failed, modelVersion: F.model,
            failureReason: "no suggestion")
        let summary = try await store.recordHandOff([HandOffResult(run: run, suggestions: [])], mode: .firstTime)
        #expect(summary.failed == 1)
        #expect(try await store.capture(idPrefix: entry.id.uuidString).status == .failed)
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

    @Test("Every reference a hand-off writes has its parent, and the connection checks foreign keys again afterwards")
    func handOffKeepsReferencesWhole() async throws {
        let store = try CaptureStore.inMemory()
        let kept = try await store.add(CaptureEntry(rawText: "buy milk"))
        let deleted = try await store.add(CaptureEntry(rawText: "call mom"))
        let failing = try await store.add(CaptureEntry(rawText: "???"))
        _ = try await store.deleteCapture(idPrefix: deleted.id.uuidString)
        let request = HandOffRequest(captureIDs: [kept.id, deleted.id, failing.id])
        try await store.createHandOffRequest(request)
        let results = [kept, deleted].map { entry in
            let run = HandOffRun(requestID: request.id, captureID: entry.id, status: .completed, modelVersion: F.model)
            return HandOffResult(run: run, suggestions: [F.suggestion(entry.id, run.id, "Do it", .task)])
        }
        let failed = HandOffRun(
            requestID: request.id, captureID: failing.id, status: .failed, modelVersion: F.model, failureReason: "x")
        let summary = try await store.recordHandOff(
            results + [HandOffResult(run: failed, suggestions: [])], mode: .firstTime)
        #expect(summary.completed == 1 && summary.failed == 1 && summary.skipped == 1 && summary.suggestions == 1)
        let violations = try store.writer.read { db in try Row.fetchAll(db, sql: "PRAGMA foreign_key_check") }
        #expect(violations.isEmpty)
        let listed = try await store.writer.read { db in
            try String.fetchAll(db, sql: "SELECT capture_id FROM handoff_request_captures ORDER BY position")
        }
        #expect(listed == request.captureIDs.map(\.lowercasedString))
        let checksKeys = try await store.writer.writeWithoutTransaction { db in
            try Bool.fetchOne(db, sql: "PRAGMA foreign_keys")
        }
        #expect(checksKeys == true)
    }

    @Test("A batch naming a request that was never recorded, or a suggestion of another run, stores nothing")
    func strayReferencesAreRefused() async throws {
        let store = try CaptureStore.inMemory()
        let entry = try await store.add(CaptureEntry(rawText: "buy milk"))
        let unrecorded = HandOffRun(
            requestID: UUID(), captureID: entry.id, status: .completed, modelVersion: F.model)
        await #expect(throws: StoreError.self) {
            try await store.recordHandOff(
                [HandOffResult(run: unrecorded, suggestions: [F.suggestion(entry.id, unrecorded.id, "Milk", .task)])],
                mode: .firstTime)
        }
        let request = HandOffRequest(captureIDs: [entry.id])
        try await store.createHandOffRequest(request)
        let run = HandOffRun(requestID: request.id, captureID: entry.id, status: .completed, modelVersion: F.model)
        await #expect(throws: StoreError.self) {
            try await store.recordHandOff(
                [HandOffResult(run: run, suggestions: [F.suggestion(entry.id, UUID(), "Milk", .task)])],
                mode: .firstTime)
        }
        #expect(try await store.capture(idPrefix: entry.id.uuidString).status == .processing)
        try await store.finishHandOffRequest(request.id)
        #expect(try await store.capture(idPrefix: entry.id.uuidString).status == .pending)
        #expect(try await F.count(store, "handoff_runs") == 0)
        #expect(try await F.count(store, "suggestions") == 0)
    }

    @Test("A row that breaks a constraint in the middle of a batch undoes the rows stored before it")
    func constraintFailureUndoesWholeBatch() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = try CaptureStore.open(atPath: directory.path("batch.sqlite"))
        let entries = try await store.add((1...3).map { try CaptureEntry(rawText: "buy milk \($0)") })
        let request = HandOffRequest(captureIDs: entries.map(\.id))
        try await store.createHandOffRequest(request)
        let shared = UUID()
        // The third suggestion reuses the first one's id: the insert fails on its third row.
        let results = entries.enumerated().map { index, entry in
            let run = HandOffRun(requestID: request.id, captureID: entry.id, status: .completed, modelVersion: F.model)
            let id = index == 1 ? UUID() : shared
            return HandOffResult(
                run: run,
                suggestions: [
                    Suggestion(
                        id: id, runID: run.id, captureID: entry.id, title: "Buy milk", confidence: .init(clamping: 0.9),
                        destinationType: .task)
                ])
        }
        await #expect(throws: StoreError.self) { try await store.recordHandOff(results, mode: .firstTime) }
        #expect(try await store.captureIDs(withStatus: [.processing]).count == 3)
        #expect(try await F.count(store, "handoff_runs") == 0)
        #expect(try await F.count(store, "suggestions") == 0)
        #expect(try await store.recordHandOff(Array(results.prefix(2)), mode: .firstTime).completed == 2)
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
        arguments: [
            0.0, 1_700_000_000.123, 951_782_400.999, -86_400.5, 4_102_444_799.5, 400_000_000_000,
        ])
    func matchesGRDB(_ seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(StoredDate.string(date) == String.fromDatabaseValue(date.databaseValue))
        var bytes = Array("x".utf8)
        StoredDate.append(date, to: &bytes)
        #expect(bytes == Array(("x" + StoredDate.string(date)).utf8))
    }

    @Test("reads its own text as the very Date GRDB reads, for 2,000 random milliseconds from 1900 to 2200")
    func readsLikeGRDB() {
        var generator = SplitMix64(seed: 17)
        for _ in 0..<2000 {
            let milliseconds = Int64.random(in: -2_208_988_800_000...7_258_118_400_000, using: &generator)
            let text = StoredDate.string(Date(timeIntervalSince1970: Double(milliseconds) / 1000))
            let read = StoredDate.date(text)
            let grdb: Date? = Date.fromDatabaseValue(text.databaseValue)
            #expect(read == grdb, "\(text)")
        }
    }

    @Test(
        "leaves every other text to GRDB",
        arguments: [
            "", "2024-02-30 10:00:00.000", "2023-02-29 00:00:00.000", "2024-13-01 00:00:00.000",
            "2024-01-01 24:00:00.000", "2024-01-01T10:00:00.000", "2024-01-01 10:00:00", "2024-01-01 10:00:0a.000",
            "+024-01-01 10:00:00.000",
        ])
    func refusesOtherText(_ text: String) {
        #expect(StoredDate.date(text) == nil)
    }
}

@Suite struct StoredIDTests {
    @Test("reads back the id it writes, and the uppercase uuidString, for 2,000 random ids")
    func roundTrips() {
        var generator = SplitMix64(seed: 23)
        for _ in 0..<2000 {
            let id = withUnsafeBytes(of: (generator.next(), generator.next())) { UUID(uuid: $0.load(as: uuid_t.self)) }
            #expect(UUID(storedText: id.lowercasedString) == id)
            #expect(UUID(storedText: id.uuidString) == id)
            #expect(id.lowercasedString == id.uuidString.lowercased())
            var bytes = Array("x".utf8)
            id.appendLowercased(to: &bytes)
            #expect(bytes == Array(("x" + id.lowercasedString).utf8))
        }
    }

    @Test(
        "refuses anything that is not 8-4-4-4-12 hexadecimal digits",
        arguments: [
            "", "0123456789abcdef0123456789abcdef", "01234567-89ab-cdef-0123-456789abcde",
            "01234567-89ab-cdef-0123-456789abcdef0", "0123456789-ab-cdef-0123-456789abcdef",
            "01234567-89ab-cdef-0123-456789abcdeg", "{1234567-89ab-cdef-0123-456789abcdef",
            " 1234567-89ab-cdef-0123-456789abcdef", "01234567-89ab-cdef-0123-4567٨٩abcdef",
            "01234567_89ab-cdef-0123-456789abcdef",
        ])
    func refusesOtherText(_ text: String) {
        // Stricter than Foundation, whose sscanf-based parser reads " 1234567-…" as 12345607-….
        #expect(UUID(storedText: text) == nil)
    }
}

@Suite struct BoundStatementTests {
    @Test("binds text byte for byte (empty, non-ASCII, an embedded NUL), NULL and numbers, row after row")
    func bindsEveryValueExactly() throws {
        let queue = try DatabaseQueue()
        let texts: [String?] = ["", "milk", "é😀 crème", "a\u{0}b", nil, String(repeating: "long ", count: 400)]
        let stored = try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (position INTEGER, value TEXT, number REAL)")
            // Two statements in a row reuse the cached statement: nothing may stay bound from the first.
            for round in 0..<2 {
                let statement = try BoundStatement(
                    db,
                    sql: "INSERT INTO t (position, value, number) VALUES "
                        + BoundStatement.placeholders(columns: 3, rows: texts.count))
                try statement.execute { row in
                    for (position, text) in texts.enumerated() {
                        row.integer(round * 10 + position)
                        row.text(text)
                        row.real(position == 1 ? nil : Double(position) / 4)
                    }
                }
            }
            return try Row.fetchAll(
                db, sql: "SELECT typeof(value) AS kind, hex(value) AS bytes, number FROM t ORDER BY position")
        }
        let expected = texts.map { text in
            text.map { $0.utf8.map { String(format: "%02X", $0) }.joined() }
        }
        #expect(stored.count == 2 * texts.count)
        for (index, row) in stored.enumerated() {
            let text = expected[index % texts.count]
            #expect(row["kind"] as String == (text == nil ? "null" : "text"))
            #expect(row["bytes"] as String == (text ?? ""))
            #expect(row["number"] as Double? == (index % texts.count == 1 ? nil : Double(index % texts.count) / 4))
        }
    }

    @Test("too few or too many values for the statement's parameters is an error, and nothing is written")
    func countMismatchThrows() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (a TEXT, b TEXT)")
            let statement = try BoundStatement(db, sql: "INSERT INTO t (a, b) VALUES (?, ?)")
            for values in [["x"], ["x", "y", "z"]] {
                let error = #expect(throws: DatabaseError.self) {
                    try statement.execute { row in values.forEach { row.text($0) } }
                }
                #expect(error?.resultCode == .SQLITE_RANGE)
                #expect(error?.message == "\(values.count) values bound for 2 parameters")
            }
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM t") == 0)
            #expect(try statement.execute { row in ["x", "y"].forEach { row.text($0) } } == 1)
        }
    }

    @Test("the suggestion row describes every column of the suggestions table but the decision time")
    func suggestionRowCoversTable() async throws {
        let store = try CaptureStore.inMemory()
        let names = try await store.writer.read { db in
            try Row.fetchAll(db, sql: "PRAGMA table_info(suggestions)").map { $0["name"] as String }
        }
        #expect(names.filter { $0 != "decided_at" } == SuggestionRow.Column.allCases.map(\.rawValue))
        #expect(SuggestionRow.columnCount == SuggestionRow.Column.allCases.count)
    }
}

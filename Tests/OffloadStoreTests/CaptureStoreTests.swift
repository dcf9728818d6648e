import Foundation
import OffloadCore
import OffloadTestSupport
import Testing

@testable import OffloadStore

@Suite struct CaptureStoreTests {
    static let start = Date(timeIntervalSince1970: 1_763_000_000)

    func entry(_ text: String, id: String? = nil, minute: Int = 0, status: CaptureStatus = .pending) throws
        -> CaptureEntry
    {
        try CaptureEntry(
            id: id.flatMap(UUID.init(uuidString:)) ?? UUID(), rawText: text,
            createdAt: Self.start.addingTimeInterval(Double(minute) * 60), status: status)
    }

    @Test("lists live captures oldest first; ties keep insertion order")
    func chronological() async throws {
        let store = try CaptureStore.inMemory()
        try await store.add(entry("second", minute: 2))
        try await store.add(entry("first", minute: 1))
        try await store.add([entry("third a", minute: 3), entry("third b", minute: 3)])
        #expect(try await store.captures().map(\.rawText) == ["first", "second", "third a", "third b"])
    }

    @Test("limit keeps the most recent, still oldest first; status filters")
    func limitAndStatus() async throws {
        let store = try CaptureStore.inMemory()
        try await store.add((1...5).map { try entry("n\($0)", minute: $0, status: $0 == 4 ? .failed : .pending) })
        #expect(try await store.captures(limit: 2).map(\.rawText) == ["n4", "n5"])
        #expect(try await store.captures(status: .failed).map(\.rawText) == ["n4"])
        #expect(try await store.captures(status: .pending, limit: 2).map(\.rawText) == ["n3", "n5"])
    }

    @Test("stored values round-trip exactly, including millisecond dates and odd text")
    func roundTrip() async throws {
        let store = try CaptureStore.inMemory()
        let original = try CaptureEntry(
            rawText: "  tab\t é 🙂 e\u{301} \u{202E}rtl \n second line",
            createdAt: Date(timeIntervalSince1970: 1_763_000_000.123_9),
            source: .voice)
        let saved = try await store.add(original)
        #expect(abs(saved.createdAt.timeIntervalSince1970 - 1_763_000_000.123_9) <= 0.001)  // Milliseconds kept.
        #expect(try await store.captures() == [saved])
        #expect(saved.rawText == original.rawText && saved.id == original.id)
    }

    @Test("the entries add returns are what later reads return, for 300 random instants from 1900 to 2200")
    func savedEqualsRead() async throws {
        let store = try CaptureStore.inMemory()
        var generator = SplitMix64(seed: 23)
        let seconds = (0..<300).map { _ in  // Microseconds, so most instants fall between two milliseconds.
            Double(Int64.random(in: -2_208_988_800_000_000...7_258_118_400_000_000, using: &generator)) / 1_000_000
        }
        let entries = try seconds.map { try CaptureEntry(rawText: "t", createdAt: Date(timeIntervalSince1970: $0)) }
        let saved = try await store.add(entries)
        let read = try await store.captures()
        #expect(saved.count == seconds.count)
        #expect(Set(saved.map(\.id)) == Set(read.map(\.id)))
        for entry in saved {
            #expect(read.first { $0.id == entry.id } == entry)
        }
    }

    @Test("a NUL character is refused instead of being silently cut off")
    func nul() async throws {
        let store = try CaptureStore.inMemory()
        await #expect(throws: StoreError.nulCharacter(byteOffset: 3)) {
            try await store.add([try entry("ok"), try entry("abc\u{0}def")])
        }
        #expect(try await store.captureCount() == 0)
    }

    @Test("a batch is all or nothing")
    func batchAtomic() async throws {
        let store = try CaptureStore.inMemory()
        let duplicate = try entry("a")
        await #expect(throws: StoreError.self) { try await store.add([duplicate, try entry("b"), duplicate]) }
        #expect(try await store.captureCount() == 0)
    }

    @Test("ids resolve by unique prefix, in any case")
    func prefixes() async throws {
        let store = try CaptureStore.inMemory()
        let first = try await store.add(entry("a", id: "3f2a9c1b-0000-4000-8000-000000000001"))
        try await store.add(entry("b", id: "3f2a9c1b-0000-4000-8000-000000000002"))
        try await store.add(entry("c", id: "77770000-0000-4000-8000-000000000003"))
        #expect(try await store.capture(idPrefix: "7777").rawText == "c")
        #expect(try await store.capture(idPrefix: "3F2A9C1B-0000-4000-8000-000000000001") == first)
        await #expect(throws: StoreError.ambiguousID(prefix: "3f2a", candidates: ["3f2a9c1b", "3f2a9c1b"])) {
            try await store.capture(idPrefix: "3f2a")
        }
        await #expect(throws: StoreError.captureNotFound(idPrefix: "abcd")) {
            try await store.capture(idPrefix: "abcd")
        }
        for bad in ["3f2", "zzzz", "3f2a%", "", String(repeating: "a", count: 37)] {
            await #expect(throws: StoreError.invalidIDPrefix(bad)) { try await store.capture(idPrefix: bad) }
        }
    }

    @Test("store errors are full sentences that name the file and the next step")
    func messages() {
        #expect(
            StoreError.notADatabase(path: "/tmp/x").description
                == "'/tmp/x' is not an SQLite database, so Offload left it untouched. Pass a different file with --db.")
        #expect(
            StoreError.ambiguousID(prefix: "3f2a", candidates: ["3f2a9c1b", "3f2a0000"]).description
                == "The id '3f2a' matches 2 captures (3f2a9c1b, 3f2a0000). Type more characters.")
        #expect(
            StoreError.nothingToUndo.description
                == "Nothing to undo: every action still remembered has been taken back.")
    }
}

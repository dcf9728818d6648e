import Foundation
import GRDB
import OffloadCore
import Testing

@testable import OffloadStore

@Suite struct EraseTests {
    @Test("erase removes every row, keeps the schema, and a byte scan finds none of 100 sampled raw texts")
    func eraseLeavesNoText() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("offload.sqlite")
        let store = try CaptureStore.open(atPath: path)
        let texts = (0..<150).map { "remember the walrus number \($0) and its quilted teapot" }
        _ = try await store.add(texts.map { try CaptureEntry(rawText: $0) })
        _ = try await HandOffFixture.handOff(store, "plan the zanzibarquokka trip") { capture, run in
            [HandOffFixture.suggestion(capture, run, "zanzibarquokka trip", .task)]
        }
        let report = try await store.eraseEverything()
        #expect(report.removedRows["captures"] == 151)
        #expect(report.removedRows["suggestions"] == 1)
        #expect(report.sampledTexts == 100)
        #expect(report.textsStillFound == 0)
        #expect(try await HandOffFixture.count(store, "captures") == 0)
        #expect(try await HandOffFixture.count(store, "search_documents") == 0)
        let files = FileByteScan.files(ofDatabaseAt: path)
        #expect(try FileByteScan.foundCount(of: texts + ["zanzibarquokka", "walrus"], inFiles: files) == 0)
        _ = try await store.add(CaptureEntry(rawText: "a fresh start"))
        #expect(try await HandOffFixture.count(store, "captures") == 1)
    }
}

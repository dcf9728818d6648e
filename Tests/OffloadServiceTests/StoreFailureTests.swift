import Foundation
import GRDB
import Hummingbird
import HummingbirdTesting
import OffloadService
import OffloadStore
import Testing

@Suite struct StoreFailureTests {
    /// A file database whose store gives up on a lock after 0.2 s, in a fresh folder.
    static func fileStore() throws -> (store: CaptureStore, queue: DatabaseQueue, path: String, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("offload-service-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("offload.sqlite").path
        var configuration = Configuration()
        configuration.busyMode = .timeout(0.2)
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        return (try CaptureStore(queue, path: path), queue, path, folder)
    }

    @Test("a database another connection keeps locked answers 503 busy with Retry-After, saving nothing")
    func busy() async throws {
        let file = try Self.fileStore()
        defer { try? FileManager.default.removeItem(at: file.folder) }
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let blocker = try DatabaseQueue(path: file.path, configuration: configuration)
        // Given another connection holding the write lock,
        try await blocker.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
        try await TestService(store: file.store).app.test(.router) { client in
            // when a capture is posted, then it is refused as busy.
            try await client.execute(
                uri: "/v1/captures", method: .post, body: ByteBuffer(string: #"{"text":"call mom"}"#)
            ) { response in
                #expect(response.status == .serviceUnavailable)
                #expect(response.headers[.retryAfter] == "1")
                #expect(TestService.errorCode(response.body) == "busy")
                #expect(!String(buffer: response.body).contains("call mom"))
            }
        }
        try await blocker.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
        #expect(try await file.store.captureCount() == 0)
    }

    @Test("an unexpected failure answers 500 internal with no details: no path, no SQL, no capture text")
    func internalError() async throws {
        let file = try Self.fileStore()
        defer { try? FileManager.default.removeItem(at: file.folder) }
        // Given a connection that refuses every new capture (which the store does not expect); a temporary trigger
        // rather than `PRAGMA query_only`, which GRDB turns off again after each read, such as the lock check's,
        try await file.queue.writeWithoutTransaction { db in
            try db.execute(
                sql: "CREATE TEMP TRIGGER refuse BEFORE INSERT ON captures BEGIN SELECT RAISE(ABORT, 'refused'); END")
        }
        let metrics = ServiceMetrics()
        try await TestService(metrics: metrics, store: file.store).app.test(.router) { client in
            try await client.execute(
                uri: "/v1/captures", method: .post, body: ByteBuffer(string: #"{"text":"call mom"}"#)
            ) { response in
                #expect(response.status == .internalServerError)
                #expect(
                    String(buffer: response.body)
                        == #"{"error":{"code":"internal","message":"The server failed on this request; the log "#
                        + #"has the details."}}"#)
            }
            try await client.execute(uri: "/metrics", method: .get) { response in
                #expect(String(buffer: response.body).contains(#"offload_requests_refused_total{reason="internal"} 1"#))
            }
        }
    }
}

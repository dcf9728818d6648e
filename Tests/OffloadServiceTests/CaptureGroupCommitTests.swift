import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadStore
import Testing

@Suite struct CaptureGroupCommitTests {
    @Test("concurrent captures share transactions, each request gets its own capture, and a refused one costs no other")
    func concurrent() async throws {
        let service = try TestService()
        let texts = (0..<60).map { "group capture \($0)" }
        let bad: Set<Int> = [7, 41]
        let results = try await service.app.test(.router) { client in
            try await withThrowingTaskGroup(of: (Int, HTTPResponse.Status, String?).self) { group in
                for (index, text) in texts.enumerated() {
                    // A NUL is refused by the store, inside the shared transaction.
                    let body = bad.contains(index) ? #"{"text":"bad\u0000\#(index)"}"# : #"{"text":"\#(text)"}"#
                    group.addTask {
                        try await client.execute(
                            uri: "/v1/captures", method: .post, body: ByteBuffer(string: body)
                        ) { response in
                            (index, response.status, TestService.object(response.body)["rawText"] as? String)
                        }
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
        }
        #expect(results.count == texts.count)
        for (index, status, rawText) in results {
            if bad.contains(index) {
                #expect(status == .badRequest, "\(index)")
            } else {
                #expect(status == .created, "\(index)")
                #expect(rawText == texts[index], "each request gets back its own capture")
            }
        }
        let stored = try await service.store.captures().map(\.rawText)
        #expect(stored.sorted() == texts.enumerated().filter { !bad.contains($0.offset) }.map(\.element).sorted())
    }
}

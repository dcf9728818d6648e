import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadCore
import OffloadInterface
import OffloadStore
import Testing

@Suite struct CaptureRouteTests {
    @Test("GET /health answers status ok")
    func health() async throws {
        try await TestService().app.test(.router) { client in
            try await client.execute(uri: "/health", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == #"{"status":"ok"}"#)
            }
        }
    }

    @Test("POST /v1/captures saves one capture and answers 201 with the CLI's capture object")
    func createOne() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            try await client.execute(
                uri: "/v1/captures", method: .post, body: ByteBuffer(string: #"{"text":"call mom","source":"voice"}"#)
            ) { response in
                #expect(response.status == .created)
                let saved = try #require(try await service.store.captures().first)
                #expect(saved.rawText == "call mom" && saved.source == .voice)
                #expect(String(buffer: response.body) == (try JSONOutput.line(CaptureJSON(saved))))
            }
        }
    }

    @Test("POST /v1/captures with many saves them all, in order")
    func createMany() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let body = #"{"captures":[{"text":"one"},{"text":"two","source":"voice"}]}"#
            try await client.execute(uri: "/v1/captures", method: .post, body: ByteBuffer(string: body)) { response in
                #expect(response.status == .created)
                #expect((TestService.object(response.body)["captures"] as? [Any])?.count == 2)
            }
        }
        #expect(try await service.store.captures().map(\.rawText) == ["one", "two"])
    }

    @Test("a batch with one blank text saves nothing and answers 400")
    func batchAllOrNothing() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let body = #"{"captures":[{"text":"one"},{"text":"  "}]}"#
            try await client.execute(uri: "/v1/captures", method: .post, body: ByteBuffer(string: body)) { response in
                #expect(response.status == .badRequest)
                #expect(TestService.errorCode(response.body) == "invalid_capture")
            }
        }
        #expect(try await service.store.captureCount() == 0)
    }

    struct BadBody: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        let code: String
        var testDescription: String { name }
    }

    static let badBodies = [
        BadBody(name: "not JSON", bytes: Array("{text".utf8), code: "bad_json"),
        BadBody(name: "no text", bytes: Array("{}".utf8), code: "bad_json"),
        BadBody(name: "text is a number", bytes: Array(#"{"text":5}"#.utf8), code: "bad_json"),
        BadBody(name: "blank text", bytes: Array(#"{"text":" \n"}"#.utf8), code: "invalid_capture"),
        BadBody(
            name: "invalid UTF-8", bytes: Array(#"{"text":""#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8),
            code: "invalid_utf8"),
        BadBody(name: "NUL in text", bytes: Array(#"{"text":"a\u0000b"}"#.utf8), code: "bad_request"),
    ]

    @Test("bad bodies answer 400 with a code and no capture text", arguments: badBodies)
    func badBody(_ bad: BadBody) async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            try await client.execute(uri: "/v1/captures", method: .post, body: ByteBuffer(bytes: bad.bytes)) {
                response in
                #expect(response.status == .badRequest)
                #expect(TestService.errorCode(response.body) == bad.code)
            }
        }
        #expect(try await service.store.captureCount() == 0)
    }

    @Test("a body over the cap answers 413")
    func tooLarge() async throws {
        try await TestService().app.test(.router) { client in
            let text = String(repeating: "a", count: 4 * 1024 * 1024 + 70 * 1024)
            let body = ByteBuffer(string: #"{"text":""# + text + #""}"#)
            try await client.execute(uri: "/v1/captures", method: .post, body: body) { response in
                #expect(response.status == .contentTooLarge)
                #expect(TestService.errorCode(response.body) == "too_large")
            }
        }
    }
}

import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadService
import Testing

@testable import OffloadService

@Suite struct AccessTests {
    static let body = ByteBuffer(string: #"{"text":"call mom"}"#)

    static func service() throws -> TestService { try TestService(access: .token(TestService.token)) }

    @Test("a token server answers GET /health without a token")
    func healthIsOpen() async throws {
        try await Self.service().app.test(.router) { client in
            try await client.execute(uri: "/health", method: .get) { #expect($0.status == .ok) }
        }
    }

    @Test("without a token: 401 unauthorized with WWW-Authenticate: Bearer, and nothing saved")
    func noToken() async throws {
        let service = try Self.service()
        try await service.app.test(.router) { client in
            try await client.execute(uri: "/v1/captures", method: .post, body: Self.body) { response in
                #expect(response.status == .unauthorized)
                #expect(response.headers[.wwwAuthenticate] == #"Bearer realm="offload""#)
                #expect(
                    String(buffer: response.body)
                        == #"{"error":{"code":"unauthorized","message":"This server needs its token: send "#
                        + #"'Authorization: Bearer TOKEN' (print it with `offload serve --show-token` on the "#
                        + #"server's machine), or log in at /login."}}"#)
            }
            for uri in ["/v1/captures", "/v1/today", "/metrics", "/openapi.yaml"] {
                try await client.execute(uri: uri, method: .get) { #expect($0.status == .unauthorized, "\(uri)") }
            }
        }
        #expect(try await service.store.captureCount() == 0)
    }

    @Test("a wrong token, a token under another scheme, or an empty one is 401")
    func wrongToken() async throws {
        let wrong = String(repeating: "f", count: 64)
        try await Self.service().app.test(.router) { client in
            for value in [
                "Bearer \(wrong)", "Bearer \(TestService.token.dropLast())", "Basic \(TestService.token)", "Bearer",
            ] {
                try await client.execute(
                    uri: "/v1/captures", method: .post, headers: [.authorization: value], body: Self.body
                ) { response in
                    #expect(response.status == .unauthorized, "\(value)")
                    #expect(TestService.errorCode(response.body) == "unauthorized")
                    #expect(response.headers[.wwwAuthenticate] != nil)
                }
            }
        }
    }

    @Test("the right token passes on reads and writes; the scheme is case-insensitive")
    func rightToken() async throws {
        let service = try Self.service()
        try await service.app.test(.router) { client in
            try await client.execute(
                uri: "/v1/captures", method: .post, headers: [.authorization: "Bearer \(TestService.token)"],
                body: Self.body
            ) { #expect($0.status == .created) }
            try await client.execute(
                uri: "/v1/today", method: .get, headers: [.authorization: "bearer \(TestService.token)"]
            ) { #expect($0.status == .ok) }
        }
        #expect(try await service.store.captureCount() == 1)
    }

    @Test("a cross-origin POST with the right token is 403 foreign_origin")
    func crossOrigin() async throws {
        let service = try Self.service()
        try await service.app.test(.router) { client in
            try await client.execute(
                uri: "/v1/captures", method: .post,
                headers: [.authorization: "Bearer \(TestService.token)", .origin: "http://evil.example"],
                body: Self.body
            ) { response in
                #expect(response.status == .forbidden)
                #expect(TestService.errorCode(response.body) == "foreign_origin")
            }
        }
        #expect(try await service.store.captureCount() == 0)
    }

    @Test("a browser asking for a page without a session gets the login page, with 401")
    func loginPageForBrowsers() async throws {
        try await Self.service().app.test(.router) { client in
            try await client.execute(
                uri: "/", method: .get, headers: [.accept: "text/html,application/xhtml+xml,*/*;q=0.8"]
            ) { response in
                #expect(response.status == .unauthorized)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(String(buffer: response.body).contains(#"<form method="post" action="/login">"#))
            }
        }
    }

    @Test("the bearer header is read case-insensitively, without its scheme")
    func bearerParsing() {
        func bearer(_ value: String?) -> Substring? {
            var headers = HTTPFields()
            if let value { headers[.authorization] = value }
            let request = Request(
                head: HTTPRequest(
                    method: .get, scheme: "http", authority: "localhost", path: "/", headerFields: headers),
                body: RequestBody(buffer: ByteBuffer()))
            return AccessMiddleware<BasicRequestContext>.bearer(in: request)
        }
        #expect(bearer("Bearer abc") == "abc")
        #expect(bearer("BEARER  abc") == "abc")
        #expect(bearer("Basic abc") == nil)
        #expect(bearer("Bearer") == nil)
        #expect(bearer(nil) == nil)
    }

    @Test("a loopback server serves loopback Host names only, so a rebound domain is refused")
    func loopbackHosts() {
        let check = AccessMiddleware<BasicRequestContext>.isLoopbackAuthority
        for host in ["localhost", "localhost:8765", "127.0.0.1:8765", "[::1]:8765", "[::1]", "LOCALHOST:1", nil] {
            #expect(check(host), "\(host ?? "nil")")
        }
        for host in ["evil.example", "evil.example:8765", "127.0.0.1.evil.example:8765", "192.168.1.5:8765", ""] {
            #expect(!check(host), "\(host)")
        }
    }

    @Test("tokens are compared whole: equal only when every byte and the length match")
    func constantTimeComparison() {
        let token = TestService.token
        #expect(ConstantTime.isEqual(token, token))
        #expect(!ConstantTime.isEqual(token.dropLast(), token))
        #expect(!ConstantTime.isEqual(token + "0", token))
        #expect(!ConstantTime.isEqual("", token))
        #expect(!ConstantTime.isEqual(String(token.reversed()), token))
        #expect(ConstantTime.isEqual("", ""))
    }
}

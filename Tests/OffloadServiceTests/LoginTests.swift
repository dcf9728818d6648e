import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadService
import Testing

@Suite struct LoginTests {
    static let form: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]

    static func service() throws -> TestService { try TestService(access: .token(TestService.token)) }

    /// The session id of a `Set-Cookie` value, after checking its attributes.
    static func session(from setCookie: String?) throws -> String {
        let value = try #require(setCookie)
        let parts = value.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Set(parts.dropFirst()) == ["Path=/", "HttpOnly", "SameSite=Strict"])
        let pair = try #require(parts.first)
        #expect(pair.hasPrefix("offload_session="))
        return String(pair.dropFirst("offload_session=".count))
    }

    @Test("GET /login answers the login page: HTML, not cached, no scripts, no framing")
    func page() async throws {
        try await Self.service().app.test(.router) { client in
            try await client.execute(uri: "/login", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(response.headers[.cacheControl] == "no-store")
                #expect(response.headers[.contentSecurityPolicy]?.contains("default-src 'none'") == true)
                #expect(response.headers[.contentSecurityPolicy]?.contains("frame-ancestors 'none'") == true)
                let html = String(buffer: response.body)
                #expect(html.contains(#"<input id="token" name="token" type="password""#))
                #expect(!html.contains("wrong"))
            }
        }
    }

    @Test("the login form with the right token redirects to / with a session cookie that is not the token")
    func formLogin() async throws {
        let service = try Self.service()
        try await service.app.test(.router) { client in
            let session = try await client.execute(
                uri: "/login", method: .post, headers: Self.form,
                body: ByteBuffer(string: "token=\(TestService.token)")
            ) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "/")
                return try Self.session(from: response.headers[.setCookie])
            }
            #expect(session.count == 64 && session != TestService.token)
            // Given a session, When it calls the JSON routes, Then they answer as with the token.
            let cookie: HTTPFields = [.cookie: "offload_session=\(session)"]
            try await client.execute(uri: "/v1/today", method: .get, headers: cookie) { #expect($0.status == .ok) }
            try await client.execute(
                uri: "/v1/captures", method: .post, headers: cookie + [.origin: "http://localhost:8765"],
                body: ByteBuffer(string: #"{"text":"x"}"#)
            ) { #expect($0.status == .created) }
        }
        #expect(try await service.store.captureCount() == 1)
    }

    @Test("a wrong token on the form answers the page again with 401 and no cookie")
    func formWrongToken() async throws {
        try await Self.service().app.test(.router) { client in
            for body in ["token=\(String(repeating: "0", count: 64))", "token="] {
                try await client.execute(
                    uri: "/login", method: .post, headers: Self.form, body: ByteBuffer(string: body)
                ) { response in
                    #expect(response.status == .unauthorized, "\(body)")
                    #expect(response.headers[.setCookie] == nil)
                    #expect(String(buffer: response.body).contains("That token is wrong."))
                }
            }
            // A body with no token field at all is not a login attempt but a malformed request.
            for body in ["nothing=here", "%%%"] {
                try await client.execute(
                    uri: "/login", method: .post, headers: Self.form, body: ByteBuffer(string: body)
                ) { response in
                    #expect(response.status == .badRequest, "\(body)")
                    #expect(TestService.errorCode(response.body) == "bad_form")
                }
            }
        }
    }

    @Test("JSON login: the right token answers 204 with the cookie; a wrong one 401; bad JSON 400")
    func jsonLogin() async throws {
        try await Self.service().app.test(.router) { client in
            try await client.execute(
                uri: "/login", method: .post, body: ByteBuffer(string: #"{"token":"\#(TestService.token)"}"#)
            ) { response in
                #expect(response.status == .noContent)
                _ = try Self.session(from: response.headers[.setCookie])
            }
            try await client.execute(uri: "/login", method: .post, body: ByteBuffer(string: #"{"token":"nope"}"#)) {
                response in
                #expect(response.status == .unauthorized)
                #expect(TestService.errorCode(response.body) == "unauthorized")
                #expect(response.headers[.setCookie] == nil)
            }
            try await client.execute(uri: "/login", method: .post, body: ByteBuffer(string: "{")) { response in
                #expect(response.status == .badRequest)
                #expect(TestService.errorCode(response.body) == "bad_json")
            }
        }
    }

    @Test("an unknown session cookie is 401, and a browser gets the login page")
    func unknownSession() async throws {
        try await Self.service().app.test(.router) { client in
            let cookie: HTTPFields = [.cookie: "offload_session=\(TestService.token)"]
            try await client.execute(uri: "/v1/today", method: .get, headers: cookie) { response in
                #expect(response.status == .unauthorized)
                #expect(
                    String(buffer: response.body)
                        == #"{"error":{"code":"unauthorized","message":"The session is over (the server restarted "#
                        + #"since you logged in). Log in again at /login."}}"#)
            }
            try await client.execute(uri: "/", method: .get, headers: cookie + [.accept: "text/html"]) { response in
                #expect(response.status == .unauthorized)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            }
        }
    }

    @Test("a login posted from a foreign origin is 403; PUT /login is 405 (with the token; 401 without)")
    func loginGuards() async throws {
        try await Self.service().app.test(.router) { client in
            try await client.execute(
                uri: "/login", method: .post, headers: Self.form + [.origin: "http://evil.example"],
                body: ByteBuffer(string: "token=\(TestService.token)")
            ) { response in
                #expect(response.status == .forbidden)
                #expect(response.headers[.setCookie] == nil)
            }
            try await client.execute(
                uri: "/login", method: .put, headers: [.authorization: "Bearer \(TestService.token)"]
            ) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "GET, POST")
            }
        }
    }

    @Test("on a loopback server there is nothing to log into: redirects and 204, never a cookie")
    func loopback() async throws {
        try await TestService().app.test(.router) { client in
            try await client.execute(uri: "/login", method: .get) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "/")
            }
            try await client.execute(
                uri: "/login", method: .post, headers: Self.form, body: ByteBuffer(string: "token=x")
            ) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.setCookie] == nil)
            }
            try await client.execute(uri: "/login", method: .post, body: ByteBuffer(string: #"{"token":"x"}"#)) {
                response in
                #expect(response.status == .noContent)
                #expect(response.headers[.setCookie] == nil)
            }
            // Without a token the body is malformed here too.
            try await client.execute(uri: "/login", method: .post, body: ByteBuffer(string: "{}")) { response in
                #expect(response.status == .badRequest)
            }
        }
    }
}

extension HTTPFields {
    fileprivate static func + (left: HTTPFields, right: HTTPFields) -> HTTPFields {
        var fields = left
        fields.append(contentsOf: right)
        return fields
    }
}

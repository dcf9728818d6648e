import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadInterface
import OffloadService
import OffloadStore
import Testing

@Suite struct LockRouteTests {
    static let passphrase = "Zebra-quilt 42"
    static let json: HTTPFields = [.contentType: "application/json", .origin: "http://localhost:8765"]
    static let form: HTTPFields = [.contentType: "application/x-www-form-urlencoded", .origin: "http://localhost:8765"]

    /// A service whose database is locked with ``passphrase`` and `grace` seconds, pausing `unlockPause` after a
    /// wrong passphrase.
    static func locked(grace: Int = 900, unlockPause: Duration = .seconds(1)) async throws -> TestService {
        let store = try CaptureStore.inMemory()
        let lock = try PassphraseVerifier.lock(
            for: passphrase, graceSeconds: grace, at: TestService.now, parameters: .testsOnly)
        #expect(try await store.setPassphraseLock(lock))
        return try TestService(store: store, unlockPause: unlockPause)
    }

    static func unlockBody(_ passphrase: String) throws -> ByteBuffer {
        ByteBuffer(bytes: try JSONEncoder().encode(["passphrase": passphrase]))
    }

    @Test("Given a lock, Then /v1 routes answer 401 locked, and /health, /metrics and /openapi.yaml stay open")
    func lockedRoutes() async throws {
        try await Self.locked().app.test(.router) { client in
            for uri in ["/v1/captures", "/v1/today", "/v1/tasks", "/v1/search?q=x", "/v1/nothing-here"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .unauthorized, "\(uri)")
                    #expect(TestService.errorCode(response.body) == "locked", "\(uri)")
                    #expect(response.headers[.wwwAuthenticate] == #"Bearer realm="offload-lock""#)
                }
            }
            try await client.execute(
                uri: "/v1/captures", method: .post, headers: Self.json, body: ByteBuffer(string: #"{"text":"x"}"#)
            ) { #expect($0.status == .unauthorized) }
            for uri in ["/health", "/metrics", "/openapi.yaml", "/assets/app.css"] {
                try await client.execute(uri: uri, method: .get) { #expect($0.status == .ok, "\(uri)") }
            }
        }
    }

    @Test("POST /v1/unlock with the right passphrase returns a token; as bearer or cookie it opens the routes")
    func unlockThenOpen() async throws {
        let service = try await Self.locked()
        try await service.app.test(.router) { client in
            let (token, cookie) = try await client.execute(
                uri: "/v1/unlock", method: .post, headers: Self.json, body: try Self.unlockBody(Self.passphrase)
            ) { response in
                #expect(response.status == .ok)
                let body = TestService.object(response.body)
                // The system clock, as the service's settable clock is behind it (see LockClock).
                let expiresAt = try #require((body["expiresAt"] as? String).flatMap(ISOInstant.parse))
                #expect(abs(expiresAt.timeIntervalSinceNow - 900) < 60)
                return (try #require(body["token"] as? String), try #require(response.headers[.setCookie]))
            }
            #expect(token.hasPrefix("g1.") && !token.contains(Self.passphrase))
            let parts = Set(cookie.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) })
            #expect(parts == ["offload_unlock=\(token)", "Max-Age=900", "Path=/", "HttpOnly", "SameSite=Strict"])
            try await client.execute(uri: "/v1/captures", method: .get, headers: [.authorization: "Bearer \(token)"]) {
                #expect($0.status == .ok)
            }
            try await client.execute(uri: "/v1/today", method: .get, headers: [.cookie: "offload_unlock=\(token)"]) {
                #expect($0.status == .ok)
            }
            try await client.execute(
                uri: "/v1/captures", method: .post, headers: Self.json + [.cookie: "offload_unlock=\(token)"],
                body: ByteBuffer(string: #"{"text":"x"}"#)
            ) { #expect($0.status == .created) }
        }
        #expect(try await service.store.captureCount() == 1)
    }

    @Test("A token stops opening the routes when its grace period ends, or when the lock is set anew")
    func tokenExpires() async throws {
        let store = try CaptureStore.inMemory()
        let lock = try PassphraseVerifier.lock(
            for: Self.passphrase, graceSeconds: 900, at: TestService.now, parameters: .testsOnly)
        _ = try await store.setPassphraseLock(lock)
        // Tokens are checked against the system clock, as TestService's fixed clock is behind it.
        let expired = GraceToken.issue(for: lock, until: Date()).text
        let live = GraceToken.issue(for: lock, until: Date().addingTimeInterval(600)).text
        try await TestService(store: store).app.test(.router) { client in
            try await client.execute(uri: "/v1/captures", method: .get, headers: [.authorization: "Bearer \(expired)"])
            {
                #expect($0.status == .unauthorized)
            }
            try await client.execute(uri: "/v1/captures", method: .get, headers: [.authorization: "Bearer \(live)"]) {
                #expect($0.status == .ok)
            }
        }
        _ = try await store.clearPassphraseLock(verifier: lock.verifier)
        _ = try await store.setPassphraseLock(
            try PassphraseVerifier.lock(
                for: Self.passphrase, graceSeconds: 900, at: TestService.now, parameters: .testsOnly))
        try await TestService(store: store).app.test(.router) { client in
            try await client.execute(uri: "/v1/captures", method: .get, headers: [.authorization: "Bearer \(live)"]) {
                #expect($0.status == .unauthorized)
            }
        }
    }

    @Test("A wrong passphrase is 401 wrong_passphrase; the next attempt before the pause is over is 429, after it 200")
    func wrongThenThrottled() async throws {
        try await Self.locked(unlockPause: .seconds(60)).app.test(.router) { client in
            try await client.execute(
                uri: "/v1/unlock", method: .post, headers: Self.json, body: try Self.unlockBody("zebra")
            ) { response in
                #expect(response.status == .unauthorized)
                #expect(TestService.errorCode(response.body) == "wrong_passphrase")
                #expect(response.headers[.setCookie] == nil)
            }
            try await client.execute(
                uri: "/v1/unlock", method: .post, headers: Self.json, body: try Self.unlockBody(Self.passphrase)
            ) { response in
                #expect(response.status == .tooManyRequests)
                #expect(TestService.errorCode(response.body) == "too_many_attempts")
                #expect(response.headers[.retryAfter] == "1")
            }
        }
        try await Self.locked(unlockPause: .milliseconds(50)).app.test(.router) { client in
            try await client.execute(
                uri: "/v1/unlock", method: .post, headers: Self.json, body: try Self.unlockBody("zebra")
            ) { #expect($0.status == .unauthorized) }
            try await Task.sleep(for: .milliseconds(100))
            try await client.execute(
                uri: "/v1/unlock", method: .post, headers: Self.json, body: try Self.unlockBody(Self.passphrase)
            ) { #expect($0.status == .ok) }
        }
    }

    @Test("Given a lock, the web page shows the unlock form; the form's right passphrase redirects with the cookie")
    func webForm() async throws {
        try await Self.locked(unlockPause: .milliseconds(50)).app.test(.router) { client in
            try await client.execute(uri: "/", method: .get, headers: [.accept: "text/html"]) { response in
                #expect(response.status == .unauthorized)
                let html = String(buffer: response.body)
                #expect(html.contains(#"<form method="post" action="/v1/unlock">"#))
                #expect(!html.contains("<script") && !html.contains("http"))
            }
            try await client.execute(
                uri: "/v1/unlock", method: .post, headers: Self.form, body: ByteBuffer(string: "passphrase=nope")
            ) { response in
                #expect(response.status == .unauthorized)
                #expect(String(buffer: response.body).contains("That passphrase is not the right one."))
            }
            try await Task.sleep(for: .milliseconds(100))
            let body =
                "passphrase=" + (Self.passphrase.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
            let cookie = try await client.execute(
                uri: "/v1/unlock", method: .post, headers: Self.form, body: ByteBuffer(string: body)
            ) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "/")
                return try #require(response.headers[.setCookie]?.split(separator: ";").first)
            }
            try await client.execute(uri: "/", method: .get, headers: [.accept: "text/html", .cookie: String(cookie)]) {
                #expect($0.status == .ok)
            }
        }
    }

    @Test("Without a lock, nothing is gated and POST /v1/unlock answers 409 not_locked")
    func notLocked() async throws {
        try await TestService().app.test(.router) { client in
            try await client.execute(uri: "/v1/captures", method: .get) { #expect($0.status == .ok) }
            try await client.execute(
                uri: "/v1/unlock", method: .post, headers: Self.json, body: try Self.unlockBody("anything")
            ) { response in
                #expect(response.status == .conflict)
                #expect(TestService.errorCode(response.body) == "not_locked")
            }
        }
    }
}

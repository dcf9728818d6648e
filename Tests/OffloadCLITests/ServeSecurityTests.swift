import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `offload serve` tried from outside, as a client on the network would: the token, the same-origin rule, the body
/// cap, slow clients and the shutdown, against the built binary with short timeouts (`--idle-timeout 5
/// --request-timeout 8`: long enough that an ordinary request, a 5 MiB body among them, finishes on a loaded
/// machine while the other suites run, short enough to wait for).
@Suite struct ServeSecurityTests {
    @Test(
        "live: off loopback the token guards every route, bodies are capped, slow clients are cut, SIGTERM lets a request finish"
    )
    func tokenServer() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let config = offload.directory.appendingPathComponent("config")
        let environment = ["XDG_CONFIG_HOME": config.path]
        let server = try await LiveServer.start(
            offload, ["--host", "0.0.0.0", "--idle-timeout", "5", "--request-timeout", "8"], environment: environment)
        defer { if server.process.isRunning { server.process.terminate() } }

        // The token: created on first start, 0600 in a 0700 folder, and what --show-token prints.
        let tokenPath = config.appendingPathComponent("offload/token").path
        let token = try String(contentsOfFile: tokenPath, encoding: .utf8).trimmingCharacters(in: .newlines)
        #expect(token.count == 64)
        #expect(try FileManager.default.attributesOfItem(atPath: tokenPath)[.posixPermissions] as? Int == 0o600)
        let folder = config.appendingPathComponent("offload").path
        #expect(try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int == 0o700)
        let shown = try await offload.run(["serve", "--show-token"], environment: environment, passesDatabase: false)
        #expect(shown.status == 0 && shown.stdout == token + "\n" && shown.stderr == "")

        let capture = Data(#"{"text":"call mom tomorrow"}"#.utf8)
        let missing = try await server.request("v1/captures", method: "POST", body: capture)
        #expect(missing.status == 401 && missing.body.contains(#""code":"unauthorized""#))
        #expect(missing.response?.value(forHTTPHeaderField: "WWW-Authenticate") == #"Bearer realm="offload""#)
        let wrong = try await server.request(
            "v1/captures", method: "POST", token: String(repeating: "0", count: 64), body: capture)
        #expect(wrong.status == 401)
        let created = try await server.request("v1/captures", method: "POST", token: token, body: capture)
        #expect(created.status == 201)
        let foreign = try await server.request(
            "v1/captures", method: "POST", token: token, headers: ["Origin": "http://evil.example"], body: capture)
        #expect(foreign.status == 403 && foreign.body.contains(#""code":"foreign_origin""#))
        let large = Data(#"{"text":""#.utf8) + Data(repeating: 0x61, count: 5 * 1024 * 1024) + Data(#""}"#.utf8)
        let tooLarge = try await server.request("v1/captures", method: "POST", token: token, body: large)
        #expect(tooLarge.status == 413 && tooLarge.body.contains(#""code":"too_large""#))

        // A client that stops in the middle of its headers is cut at the idle timeout; others are still served.
        let stalled = try await RawConnection.run(port: server.port) { connection in
            try await connection.send("POST /v1/captures HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Le")
            let health = try await server.request("health")
            #expect(health.status == 200)
            return try await connection.outcome(within: .seconds(14))
        }
        let stalledAfter = try #require(stalled.closedAfter, "the stalled client was never cut off")
        #expect(stalledAfter < .seconds(11))

        // A client that trickles its body a byte at a time never goes idle, but is cut at the request deadline.
        let trickled = try await RawConnection.run(port: server.port) { connection in
            try await connection.send(
                "POST /v1/captures HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token)\r\n"
                    + "Content-Length: 100\r\n\r\n")
            return try await connection.outcome(within: .seconds(14)) {
                for _ in 0..<60 {
                    try await connection.send(" ")
                    try await Task.sleep(for: .milliseconds(250))
                }
            }
        }
        let trickledAfter = try #require(trickled.closedAfter, "the trickling client was never cut off")
        #expect(trickledAfter > .seconds(5) && trickledAfter < .seconds(13))
        #expect(!trickled.response.contains("201"))
        let metrics = try await server.request("metrics", token: token)
        #expect(metrics.status == 200)
        #expect(metrics.body.contains(#"offload_requests_refused_total{reason="request_timeout"} 1"#))
        #expect(metrics.body.contains("offload_captures_saved_total 1"))

        // SIGTERM in the middle of a request: no new connections, the request finishes, then exit 0.
        let body = #"{"text":"buy oat milk"}"#
        let finished = try await RawConnection.run(port: server.port) { connection in
            try await connection.send(
                "POST /v1/captures HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token)\r\n"
                    + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n" + body.prefix(8))
            try await Task.sleep(for: .milliseconds(200))
            kill(server.process.processIdentifier, SIGTERM)
            try await Task.sleep(for: .milliseconds(400))
            #expect(server.process.isRunning)
            #expect(await !RawConnection.accepts(port: server.port))
            try await connection.send(String(body.dropFirst(8)))
            return try await connection.outcome(within: .seconds(5))
        }
        #expect(finished.response.hasPrefix("HTTP/1.1 201"), "\(finished.response)")
        server.process.waitUntilExit()
        #expect(server.process.terminationReason == .exit && server.process.terminationStatus == 0)

        // The log has methods, paths, statuses and timings, never the token or capture text.
        let log = String(decoding: try Data(contentsOf: server.log), as: UTF8.self)
        #expect(log.contains("status=401") && log.contains("status=201"))
        #expect(!log.contains(token) && !log.contains("call mom") && !log.contains("oat milk"))
    }

    @Test("live: a loopback server refuses a request addressed to another host name (DNS rebinding)")
    func foreignHost() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let server = try await LiveServer.start(offload, [], environment: [:])
        defer { if server.process.isRunning { server.process.terminate() } }
        let outcome = try await RawConnection.run(port: server.port) { connection in
            try await connection.send(
                "GET /v1/today HTTP/1.1\r\nHost: evil.example:\(server.port)\r\nConnection: close\r\n\r\n")
            return try await connection.outcome(within: .seconds(5))
        }
        #expect(outcome.response.hasPrefix("HTTP/1.1 403"), "\(outcome.response)")
        #expect(outcome.response.contains(#""code":"foreign_host""#))
        let local = try await server.request("v1/today", headers: [:])
        #expect(local.status == 200)
        #expect(!FileManager.default.fileExists(atPath: offload.directory.appendingPathComponent(".config").path))
    }
}

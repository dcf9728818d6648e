import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct ServeCommandTests {
    @Test("a non-loopback --host is refused with one line and exit 64")
    func refusesOtherHosts() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let result = try await offload.run(["serve", "--host", "0.0.0.0"])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "--host 0.0.0.0 is not a loopback address, so nothing was started. Serving other addresses needs a "
                + "token, which a later version adds; use 127.0.0.1, ::1 or localhost.\n")
    }

    @Test("live: serve, POST a capture, read it back with the CLI, stop with SIGTERM and exit 0")
    func live() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let binary = try #require(OffloadProcess.binary)
        let port = Int.random(in: 20_000...60_000)
        let server = Process()
        server.executableURL = binary
        server.arguments = ["serve", "--port", "\(port)", "--db", offload.databasePath]
        server.environment = ["PATH": "/usr/bin:/bin", "HOME": offload.directory.path, "TZ": "UTC"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer { if server.isRunning { server.terminate() } }
        let base = try #require(URL(string: "http://127.0.0.1:\(port)"))
        try await Self.waitForHealth(base, server: server)

        var request = URLRequest(url: base.appendingPathComponent("v1/captures"))
        request.httpMethod = "POST"
        request.httpBody = Data(#"{"text":"call mom tomorrow"}"#.utf8)
        let (body, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 201)
        let posted = try JSONDecoder().decode(CaptureJSONRow.self, from: body)

        let listed = try await offload.run(["captures", "--json"])
        let rows = try JSONDecoder().decode([CaptureJSONRow].self, from: Data(listed.stdout.utf8))
        #expect(rows == [posted])
        #expect(posted.rawText == "call mom tomorrow")

        kill(server.processIdentifier, SIGTERM)
        server.waitUntilExit()
        #expect(server.terminationReason == .exit)
        #expect(server.terminationStatus == 0)
    }

    /// Polls `GET /health` until it answers, for at most about 30 seconds (a cold debug binary starts slowly).
    private static func waitForHealth(_ base: URL, server: Process) async throws {
        for _ in 0..<300 {
            guard server.isRunning else { break }
            if let (_, response) = try? await URLSession.shared.data(from: base.appendingPathComponent("health")),
                (response as? HTTPURLResponse)?.statusCode == 200
            {
                return
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("offload serve did not answer GET /health (running: \(server.isRunning))")
        throw CancellationError()
    }
}

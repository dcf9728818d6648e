import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct ServeCommandTests {
    @Test("--show-token creates the token on first use, prints it and exits 0; later runs print the same one")
    func showToken() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let config = offload.directory.appendingPathComponent("config").path
        let first = try await offload.run(["serve", "--show-token"], environment: ["XDG_CONFIG_HOME": config])
        #expect(first.status == 0)
        #expect(first.stdout.count == 65 && first.stdout.hasSuffix("\n"))
        #expect(first.stderr == "Created a new token in \(config)/offload/token (mode 0600).\n")
        let second = try await offload.run(["serve", "--show-token"], environment: ["XDG_CONFIG_HOME": config])
        #expect(second.status == 0 && second.stdout == first.stdout && second.stderr == "")
    }

    @Test("a token file that holds no token stops a non-loopback serve with one sentence and exit 65")
    func malformedToken() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let folder = offload.directory.appendingPathComponent("config/offload")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("token").path
        try Data("not a token\n".utf8).write(to: URL(fileURLWithPath: path))
        let result = try await offload.run(
            ["serve", "--host", "0.0.0.0"], environment: ["XDG_CONFIG_HOME": folder.deletingLastPathComponent().path])
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "The token file '\(path)' does not hold a token (64 hexadecimal digits). Delete it; "
                + "`offload serve --show-token` then makes a new one.\n")
    }

    @Test("live: serve, POST a capture, read it back with the CLI, stop with SIGTERM and exit 0")
    func live() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let server = try await LiveServer.start(offload)
        defer { if server.process.isRunning { server.process.terminate() } }

        let response = try await server.request(
            "v1/captures", method: "POST", body: Data(#"{"text":"call mom tomorrow"}"#.utf8))
        #expect(response.status == 201)
        let posted = try JSONDecoder().decode(CaptureJSONRow.self, from: Data(response.body.utf8))

        let listed = try await offload.run(["captures", "--json"])
        let rows = try JSONDecoder().decode([CaptureJSONRow].self, from: Data(listed.stdout.utf8))
        #expect(rows == [posted])
        #expect(posted.rawText == "call mom tomorrow")

        kill(server.process.processIdentifier, SIGTERM)
        server.process.waitUntilExit()
        #expect(server.process.terminationReason == .exit)
        #expect(server.process.terminationStatus == 0)
    }
}

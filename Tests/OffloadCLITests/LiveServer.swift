import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `offload serve` on a random loopback port over an ``OffloadProcess``'s database, for live tests; its stderr goes
/// to ``log``.
struct LiveServer: Sendable {
    let process: Process
    let port: Int
    let base: URL
    let log: URL

    /// Starts `offload serve arguments…` and waits until `GET /health` answers (about 30 seconds at most: a cold
    /// debug binary starts slowly).
    static func start(_ offload: OffloadProcess, _ arguments: [String] = [], environment: [String: String] = [:])
        async throws -> LiveServer
    {
        let binary = try #require(OffloadProcess.binary)
        let port = Int.random(in: 20_000...60_000)
        let log = offload.directory.appendingPathComponent("serve-\(UUID().uuidString).log")
        try Data().write(to: log)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["serve", "--port", "\(port)", "--db", offload.databasePath] + arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": offload.directory.path, "TZ": "UTC"]
            .merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        let server = LiveServer(
            process: process, port: port, base: try #require(URL(string: "http://127.0.0.1:\(port)")), log: log)
        for _ in 0..<300 {
            guard process.isRunning else { break }
            if let (_, response) = try? await URLSession.shared.data(
                from: server.base.appendingPathComponent("health")),
                (response as? HTTPURLResponse)?.statusCode == 200
            {
                return server
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        if process.isRunning { process.terminate() }
        Issue.record(
            "offload serve did not answer GET /health: \(String(decoding: try Data(contentsOf: log), as: UTF8.self))")
        throw CancellationError()
    }

    /// Sends one request with URLSession; answers the status, the body and the headers.
    func request(
        _ path: String, method: String = "GET", token: String? = nil, headers: [String: String] = [:],
        body: Data? = nil
    ) async throws -> (status: Int, body: String, response: HTTPURLResponse?) {
        var request = URLRequest(url: base.appendingPathComponent(path))
        request.httpMethod = method
        request.httpBody = body
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as? HTTPURLResponse
        return (http?.statusCode ?? 0, String(decoding: data, as: UTF8.self), http)
    }

    /// Ends the server with SIGTERM, if it still runs, and waits for it.
    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}

import Foundation
import GRDB
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The service and the CLI on one database file at the same time, as real processes.
@Suite struct ServiceLiveTests {
    static let clients = 8
    static let perClient = 125

    @Test("live: 8 clients capture 1,000 texts during a CLI hand-off; each saved once, handed off at most once")
    func capturesDuringHandOff() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        // Enough earlier captures that the CLI hand-off is still writing while the clients post.
        let earlier = (0..<3_000).map { "call anna about item \($0)" }.joined(separator: "\n")
        #expect(try await offload.run(["capture", "--lines"], stdin: Data(earlier.utf8)).status == 0)

        let server = try await LiveServer.start(offload)
        defer { server.stop() }

        let handOffErr = offload.directory.appendingPathComponent("handoff.err")
        let handOff = try HandOffCrashTests.spawn(
            ["handoff", "--db", offload.databasePath, "--batch-size", "100"] + (try TinyModels.arguments()),
            stderrFile: handOffErr)
        // The clients start once the hand-off has stored its first batch, so the two overlap.
        HandOffCrashTests.wait(for: "Handed off 100 of 3000", in: handOffErr, while: handOff)
        #expect(handOff.isRunning, "the hand-off ended before the clients started")
        let statuses = try await withThrowingTaskGroup(of: [Int].self) { group in
            for client in 0..<Self.clients {
                group.addTask {
                    var codes: [Int] = []
                    for index in 0..<Self.perClient {
                        let body = try JSONEncoder().encode(["text": "live capture \(client)-\(index)"])
                        codes.append(try await server.request("v1/captures", method: "POST", body: body).status)
                    }
                    return codes
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        handOff.waitUntilExit()
        #expect(handOff.terminationStatus == 0)
        #expect(statuses.count == Self.clients * Self.perClient)
        #expect(statuses.allSatisfy { $0 == 201 }, "statuses: \(Set(statuses))")
        // A second hand-off takes up what the first did not choose (the captures that came in during it).
        #expect(try await offload.run(["handoff"] + (try TinyModels.arguments())).status == 0)

        let counts = try Self.counts(offload.databasePath)
        #expect(counts.live == 1_000)
        #expect(counts.distinctLive == 1_000)
        #expect(counts.total == 4_000)
        #expect(counts.handedOffTwice == 0)
        #expect(counts.withoutRun == 0)
    }

    struct Counts {
        let live: Int
        let distinctLive: Int
        let total: Int
        let handedOffTwice: Int
        let withoutRun: Int
    }

    static func counts(_ path: String) throws -> Counts {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in
            func count(_ sql: String) throws -> Int { try Int.fetchOne(db, sql: sql) ?? -1 }
            return Counts(
                live: try count("SELECT count(*) FROM captures WHERE raw_text LIKE 'live capture %'"),
                distinctLive: try count(
                    "SELECT count(DISTINCT raw_text) FROM captures WHERE raw_text LIKE 'live capture %'"),
                total: try count("SELECT count(*) FROM captures"),
                handedOffTwice: try count(
                    "SELECT count(*) FROM (SELECT capture_id FROM handoff_runs GROUP BY capture_id HAVING count(*) > 1)"
                ),
                withoutRun: try count(
                    "SELECT count(*) FROM captures WHERE id NOT IN (SELECT capture_id FROM handoff_runs)"))
        }
    }
}

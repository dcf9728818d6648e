import Foundation
import GRDB
import Testing

@Suite struct HandOffOutputTests {
    @Test(
        "Given output that is not a terminal, When captures are handed off or re-processed, Then stdout is one line",
        arguments: [("handoff", "Handed off"), ("reprocess", "Re-processed")])
    func oneSummaryLine(command: String, verb: String) async throws {
        // Given three saved captures (re-processing needs them handed off once)
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let saved = try await offload.run(["capture", "--lines"], stdin: Data("buy milk\ncall mom\nbook dentist".utf8))
        #expect(saved.status == 0)
        if command == "reprocess" { _ = try await offload.run(["handoff"] + TinyModels.arguments()) }
        let ids = command == "reprocess" ? ["--all"] : []
        // When they go through in one batch
        let single = try await offload.run([command] + ids + TinyModels.arguments())
        // Then stdout holds the summary alone and stderr repeats nothing
        #expect(single.status == 0, "\(single.stderr)")
        #expect(single.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == 2)  // One line, "\n".
        #expect(single.stdout.hasPrefix("\(verb) 3 captures: "))
        #expect(single.stderr.isEmpty)
        // And in batches of two, stderr has a line for the batch that more follow, stdout still one line
        let batched = try await offload.run(
            ["reprocess", "--all", "--batch-size", "2"] + TinyModels.arguments())
        #expect(batched.status == 0, "\(batched.stderr)")
        #expect(batched.stdout.split(separator: "\n").count == 1)
        #expect(batched.stdout.hasPrefix("Re-processed 3 captures: "))
        #expect(batched.stderr == "Re-processed 2 of 3 captures so far.\n")
    }
}

/// A hand-off under `OFFLOAD_NOW` records its request and runs at that instant, like every other write.
@Suite struct HandOffClockTests {
    @Test("the request's and each run's times are OFFLOAD_NOW's instant, not the system clock's")
    func settableClock() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let environment = ["OFFLOAD_NOW": "2031-05-06T07:08:09Z"]
        let saved = try await offload.run(
            ["capture", "--lines"], stdin: Data("buy milk\ncall mom".utf8), environment: environment)
        #expect(saved.status == 0)
        let handOff = try await offload.run(["handoff"] + TinyModels.arguments(), environment: environment)
        #expect(handOff.status == 0, "\(handOff.stderr)")
        let database = try DatabaseQueue(path: offload.databasePath)
        let times = try await database.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT requested_at FROM handoff_requests
                    UNION ALL SELECT finished_at FROM handoff_requests
                    UNION ALL SELECT started_at FROM handoff_runs
                    UNION ALL SELECT finished_at FROM handoff_runs
                    """)
        }
        #expect(times.count == 6)
        #expect(times.allSatisfy { $0.hasPrefix("2031-05-06 07:08:09") }, "\(times)")
    }
}

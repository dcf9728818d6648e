import Foundation
import GRDB
import Testing

@Suite struct HandOffCrashTests {
    /// Starts `offload arguments…` without waiting; stderr goes to `stderrFile`.
    static func spawn(_ arguments: [String], stderrFile: URL) throws -> Process {
        let binary = try #require(OffloadProcess.binary)
        try Data().write(to: stderrFile)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "TZ": "UTC", "LANG": "C.UTF-8"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: stderrFile)
        try process.run()
        return process
    }

    /// Polls `file` until it contains `text` (or the process ends, or 120 s pass).
    ///
    /// It blocks its thread rather than sleeping as a task: with the whole suite running, a sleeping task can resume
    /// seconds late on the busy cooperative pool, after the hand-off it waits on has finished.
    static func wait(for text: String, in file: URL, while process: Process) {
        let deadline = ContinuousClock.now + .seconds(120)
        while ContinuousClock.now < deadline && process.isRunning {
            if let data = try? Data(contentsOf: file), String(decoding: data, as: UTF8.self).contains(text) { return }
            usleep(20_000)
        }
    }

    @Test(
        "Given SIGKILL in the middle of a 10,000-capture hand-off, When resumed, Then every capture has one completed run"
    )
    func killAndResume() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let lines = (0..<10_000).map { "buy milk and eggs number \($0)" }.joined(separator: "\n")
        #expect(try await offload.run(["capture", "--lines"], stdin: Data(lines.utf8)).status == 0)

        let stderr = offload.directory.appendingPathComponent("handoff.err")
        let arguments = ["handoff", "--db", offload.databasePath] + (try TinyModels.arguments())
        let process = try Self.spawn(arguments + ["--batch-size", "250"], stderrFile: stderr)
        Self.wait(for: "Handed off 1000 of 10000", in: stderr, while: process)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal, "the hand-off ended before it could be killed")

        let (completedBefore, integrityBefore) = try Self.inspect(offload.databasePath)
        #expect(completedBefore.isMultiple(of: 250) && completedBefore >= 1_000 && completedBefore < 10_000)
        #expect(integrityBefore == "ok")
        // What the killed hand-off had not reached still says so; the next hand-off takes it up.
        let processing = try await offload.run(["captures", "--status", "processing", "--json"])
        let shown = try JSONSerialization.jsonObject(with: Data(processing.stdout.utf8)) as? [Any]
        #expect(shown?.count == 10_000 - completedBefore)

        let resumed = try await offload.run(arguments)
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(resumed.stdout.hasPrefix("Handed off \(10_000 - completedBefore) captures: "))
        let queue = try DatabaseQueue(path: offload.databasePath)
        let (runsPerCapture, pending, integrity) = try await queue.read { db in
            try (
                Int.fetchAll(
                    db,
                    sql: """
                        SELECT (SELECT count(*) FROM handoff_runs r WHERE r.capture_id = c.id AND r.status = 'completed')
                        FROM captures c
                        """),
                Int.fetchOne(db, sql: "SELECT count(*) FROM captures WHERE status <> 'review'"),
                String.fetchOne(db, sql: "PRAGMA integrity_check")
            )
        }
        try queue.close()
        #expect(runsPerCapture.count == 10_000)
        #expect(runsPerCapture.allSatisfy { $0 == 1 })
        #expect(pending == 0)
        #expect(integrity == "ok")
    }

    /// Handed-off captures (in review) and `PRAGMA integrity_check` of the database at `path`.
    static func inspect(_ path: String) throws -> (Int, String?) {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in
            try (
                Int.fetchOne(db, sql: "SELECT count(*) FROM captures WHERE status = 'review'") ?? -1,
                String.fetchOne(db, sql: "PRAGMA integrity_check")
            )
        }
    }

    /// How many captures of the database at `path` have `status`.
    static func count(_ path: String, status: String) throws -> Int {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM captures WHERE status = ?", arguments: [status]) ?? -1
        }
    }

    @Test("Given Ctrl-C during a hand-off, Then it stops after the batch, says how far it got, and resumes")
    func interruptAndResume() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let lines = (0..<3_000).map { "call anna about item \($0)" }.joined(separator: "\n")
        #expect(try await offload.run(["capture", "--lines"], stdin: Data(lines.utf8)).status == 0)
        let stderr = offload.directory.appendingPathComponent("interrupt.err")
        let arguments = ["handoff", "--db", offload.databasePath] + (try TinyModels.arguments())
        let process = try Self.spawn(arguments + ["--batch-size", "100"], stderrFile: stderr)
        Self.wait(for: "Handed off 200 of 3000", in: stderr, while: process)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        let message = String(decoding: try Data(contentsOf: stderr), as: UTF8.self)
        let done = try Self.inspect(offload.databasePath).0
        #expect(message.contains("Stopped after \(done) of 3000 captures; nothing was half-written. "))
        #expect(done < 3_000)
        // Ctrl-C set back what the hand-off did not reach.
        #expect(try Self.count(offload.databasePath, status: "pending") == 3_000 - done)
        let resumed = try await offload.run(arguments)
        #expect(resumed.stdout.hasPrefix("Handed off \(3_000 - done) captures: "))
    }
}

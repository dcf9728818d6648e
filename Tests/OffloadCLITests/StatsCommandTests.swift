import Foundation
import Testing

/// `offload stats` as a whole process: counts from real completions, JSON keys, ASCII drawing, milestones kept.
@Suite struct StatsCommandTests {
    static func run(_ offload: OffloadProcess, _ arguments: [String], at now: String) async throws
        -> OffloadProcess.Result
    {
        try await offload.run(arguments, environment: ["OFFLOAD_NOW": now, "TZ": "UTC", "NO_COLOR": "1"])
    }

    static func json(_ result: OffloadProcess.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test("completions of two days give today's and yesterday's counts; a milestone stays after its tasks go")
    func countsAndMilestones() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        for (day, titles) in [("2026-11-24", ["Pay rent", "Call mom"]), ("2026-11-25", ["Buy milk"])] {
            for title in titles {
                let now = "\(day)T09:00:00Z"
                #expect(try await Self.run(offload, ["add", title], at: now).status == 0)
                let tasks = try #require(
                    try JSONSerialization.jsonObject(
                        with: Data(try await Self.run(offload, ["tasks", "--json"], at: now).stdout.utf8))
                        as? [[String: Any]])
                let id = try #require(tasks.first { $0["title"] as? String == title }?["id"] as? String)
                #expect(try await Self.run(offload, ["done", String(id.prefix(8))], at: now).status == 0)
            }
        }
        let stats = try await Self.run(offload, ["stats", "--json"], at: "2026-11-25T12:00:00Z")
        #expect(stats.status == 0, "\(stats.stderr)")
        let completed = try #require(try Self.json(stats)["completed"] as? [String: [String: Int]])
        #expect(completed["today"] == ["count": 1, "previous": 2])
        #expect(completed["week"] == ["count": 3, "previous": 0])
        #expect(completed["month"] == ["count": 3, "previous": 0])
        let streak = try #require(try Self.json(stats)["streak"] as? [String: Int])
        #expect(streak["current"] == 2 && streak["restDays"] == 1)
        let text = try await Self.run(offload, ["stats", "--ascii", "--period", "week"], at: "2026-11-25T12:00:00Z")
        #expect(text.stdout.hasPrefix("1 done today, down from 2 yesterday.\n"))
        #expect(text.stdout.unicodeScalars.allSatisfy { $0.isASCII })
        // The milestone was recorded with its day; removing every task keeps it.
        let ids = try #require(
            try JSONSerialization.jsonObject(
                with: Data(try await Self.run(offload, ["tasks", "--json"], at: "2026-11-25T12:00:00Z").stdout.utf8))
                as? [[String: Any]]
        ).compactMap { ($0["id"] as? String).map { String($0.prefix(8)) } }
        #expect(try await Self.run(offload, ["rm"] + ids, at: "2026-11-25T12:00:00Z").status == 0)
        let after = try Self.json(try await Self.run(offload, ["stats", "--json"], at: "2026-11-26T12:00:00Z"))
        let milestones = try #require(after["milestones"] as? [[String: String]])
        #expect(milestones.first { $0["name"] == "first-done" }?["reachedOn"] == "2026-11-24")
        #expect((after["completed"] as? [String: [String: Int]])?["month"]?["count"] == 0)
    }

    @Test("--html writes the page for the owner only (0600), replacing a file whole, and prints one line")
    func htmlPage() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let now = "2026-11-25T09:00:00Z"
        #expect(try await Self.run(offload, ["add", "Buy milk"], at: now).status == 0)
        let tasks = try await Self.run(offload, ["tasks", "--json"], at: now)
        let id = try #require(
            (try JSONSerialization.jsonObject(with: Data(tasks.stdout.utf8)) as? [[String: Any]])?.first?["id"]
                as? String)
        #expect(try await Self.run(offload, ["done", String(id.prefix(8))], at: now).status == 0)
        let path = offload.directory.appendingPathComponent("stats.html").path
        #expect(
            FileManager.default.createFile(
                atPath: path, contents: Data("old".utf8), attributes: [.posixPermissions: 0o644]))
        let result = try await Self.run(offload, ["stats", "--html", path], at: now)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout == "Wrote \(path).\n")
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let page = try String(contentsOfFile: path, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.contains("<li>1 done today, up from 0 yesterday.</li>"))
        #expect(try Self.leftovers(in: offload.directory).isEmpty)
        // With --json, stdout stays one JSON value and the line goes to stderr.
        let both = try await Self.run(offload, ["stats", "--json", "--html", path], at: now)
        #expect(both.status == 0 && both.stderr == "Wrote \(path).\n")
        #expect((try Self.json(both)["completed"] as? [String: [String: Int]])?["today"]?["count"] == 1)
    }

    @Test("an --html path that cannot be written fails with one line and exit 73, leaving nothing behind")
    func htmlUnwritable() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let folder = offload.directory.appendingPathComponent("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        for path in [folder.appendingPathComponent("missing/stats.html").path, folder.path] {
            let result = try await Self.run(offload, ["stats", "--html", path], at: "2026-11-25T09:00:00Z")
            #expect(result.status == 73)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "Could not write \(path). Check that its folder exists and can be written.\n")
        }
        #expect(try Self.leftovers(in: offload.directory).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// Temporary files left in `directory`.
    static func leftovers(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
    }
}

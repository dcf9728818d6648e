import Foundation
import Testing

/// One scripted day with Offload through every command's text and `--json` output, compared with a committed
/// transcript, so that moving code between the CLI and the shared library cannot change a byte of what users see.
///
/// Ids, the scratch folder and the model fingerprint are masked; everything else is compared exactly. After an
/// intended change of output, `OFFLOAD_UPDATE_TRANSCRIPT=1 swift test --filter TranscriptTests` writes the file anew
/// (review its diff before committing).
@Suite struct TranscriptTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/transcript.txt")
    static let models = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Models").path

    @Test("every command's text and JSON output is byte for byte the committed transcript")
    func transcript() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        var session = Session(offload: offload)
        try await session.play()
        let written = session.transcript
        #expect(written.count > 2_000, "the script produced almost nothing")
        if ProcessInfo.processInfo.environment["OFFLOAD_UPDATE_TRANSCRIPT"] == "1" {
            try FileManager.default.createDirectory(
                at: Self.fixture.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(written.utf8).write(to: Self.fixture)
            return
        }
        let expected = try String(contentsOf: Self.fixture, encoding: .utf8)
        let got = written.split(separator: "\n", omittingEmptySubsequences: false)
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        if let index = zip(got, want).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            Issue.record("line \(index + 1) differs:\n  got:  \(got[index])\n  want: \(want[index])")
        }
        #expect(got.count == want.count, "line counts differ")
    }

    /// Runs the script and records each command, its exit status, stdout and stderr.
    struct Session {
        let offload: OffloadProcess
        var transcript = ""
        let environment = ["OFFLOAD_NOW": "2026-11-23T09:00:00Z"]

        /// Runs `arguments`, appends them and their output to the transcript, and returns stdout.
        @discardableResult
        mutating func step(_ arguments: [String], shown: [String]? = nil, database: Bool = true) async throws -> String
        {
            let result = try await offload.run(arguments, environment: environment, passesDatabase: database)
            transcript += mask("$ offload \((shown ?? arguments).joined(separator: " "))\n")
            transcript += mask(result.stdout)
            if !result.stderr.isEmpty { transcript += "[stderr]\n" + mask(result.stderr) }
            transcript += "[exit \(result.status)]\n\n"
            return result.stdout
        }

        /// The parsed JSON of `arguments`' stdout (recorded like any step).
        mutating func json(_ arguments: [String]) async throws -> Any {
            let output = try await step(arguments)
            return try JSONSerialization.jsonObject(with: Data(output.utf8))
        }

        func mask(_ text: String) -> String {
            var text = text.replacingOccurrences(of: offload.directory.path, with: "<dir>")
            text = text.replacingOccurrences(of: TranscriptTests.models, with: "<models>")
            let patterns = [
                ("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", "<uuid>"),
                ("\"modelVersion\":\"[^\"]*\"", "\"modelVersion\":\"<models>\""),
                ("(?<![0-9a-z])[0-9a-f]{8}(?![0-9a-z])", "<id>"),
            ]
            for (pattern, replacement) in patterns {
                text = text.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
            }
            return text
        }

        /// The id prefix of the element at `index` of `list`, an array of objects with `id`.
        static func id(in list: Any, at index: Int) throws -> String {
            let objects = try #require(list as? [[String: Any]])
            try #require(objects.count > index, "only \(objects.count) objects")
            return String(try #require(objects[index]["id"] as? String).prefix(8))
        }

        mutating func play() async throws {
            let models = ["--models", TranscriptTests.models]
            for text in [
                "call mom tomorrow at 5pm", "milk, eggs and 2 loaves of bread",
                "plan Tom's birthday: book venue, send invites, order cake",
                "email the landlord about the heating by friday", "idea: a calmer way to plan the week",
            ] {
                try await step(["capture", text])
            }
            try await step(["capture", "--json", "water the plants every monday"])
            try await step(["captures"])
            try await step(["captures", "--json"])
            try await step(["handoff"] + models, shown: ["handoff", "--models", "<models>"])
            try await step(["suggestions"])
            let queue = try #require(try await json(["suggestions", "--json"]) as? [[String: Any]])
            let suggestions = queue.compactMap { ($0["suggestions"] as? [[String: Any]])?.first }
            let ids = suggestions.compactMap { ($0["id"] as? String).map { String($0.prefix(8)) } }
            #expect(ids.count == 6, "each capture gives a suggestion")
            guard ids.count == 6 else { return }
            try await step(["decide", ids[0], "accept"])
            try await step(["decide", ids[1], "accept", "--json"])
            try await step(["decide", ids[2], "edit", "--title", "Tom's party"])
            try await step(["decide", ids[3], "accept"])
            try await step(["decide", ids[4], "reject"])
            try await step(["decide", ids[5], "accept"])
            for view in ["today", "inbox", "upcoming", "week", "month"] {
                try await step([view])
                try await step([view, "--json"])
            }
            let tasks = try await json(["tasks", "--json"])
            try await step(["tasks"])
            for listing in ["plans", "lists", "comms", "notes", "categories", "tags"] {
                try await step([listing])
                try await step([listing, "--json"])
            }
            try await step(["search", "milk"])
            try await step(["search", "--json", "venue"])
            let venue = try Self.id(in: tasks, at: 0)
            let invites = try Self.id(in: tasks, at: 1)
            try await step(["start", venue])
            try await step(["done", venue])
            try await step(["undo"])
            try await step(["undo", "--list"])
            try await step(["undo", "--list", "--json"])
            try await step(["edit", invites, "--title", "Send the invites", "--priority", "high"])
            try await step(["move", invites, "tomorrow"])
            try await step(["order", invites, "--top"])
            try await step(["add", "water the roses every friday #garden"])
            try await step(["add", "--json", "pay rent on the 1st @home"])
            try await step(["list", "add", "shopping", "2 lemons", "basil"])
            try await step(["check", "shopping:1"])
            try await step(["lists"])
            try await step(["rm", invites])
            try await step(["undo"])
            try await step(["plans"])
            try await step(
                ["analyze", "call mom tomorrow at 5pm"] + models, shown: ["analyze", "call mom …"], database: false)
            try await step(
                ["analyze", "--json", "buy milk, eggs"] + models, shown: ["analyze", "--json", "buy milk…"],
                database: false)
            try await step(["done", "nothing-like-an-id"])
            try await step(["decide", ids[0], "accept"])
        }
    }
}

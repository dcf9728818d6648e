import Foundation
import Testing

@Suite struct AnalyzeCommandTests {
    /// Runs `offload analyze …` (which takes no `--db`).
    func analyze(_ arguments: [String], stdin: String = "", environment: [String: String] = [:]) async throws
        -> OffloadProcess.Result
    {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        return try await offload.run(
            ["analyze"] + arguments, stdin: Data(stdin.utf8), environment: environment, passesDatabase: false)
    }

    @Test("without --ref, relative dates are read from OFFLOAD_NOW, as every other command reads the time")
    func settableClock() async throws {
        for (now, expected) in [("2001-02-03T10:00:00Z", "2001-02-04"), ("2031-12-31T10:00:00Z", "2032-01-01")] {
            let result = try await analyze(
                ["--tz", "UTC", "--json", "pay the plumber tomorrow"], environment: ["OFFLOAD_NOW": now])
            #expect(result.status == 0)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let dates = try #require(json["dates"] as? [[String: Any]])
            #expect(dates.first?["value"] as? String == expected)
        }
    }

    @Test("without TEXT, piped text is analyzed like the same words given as TEXT; blank or bad input is refused")
    func standardInput() async throws {
        let words = ["--ref", "2026-03-13T09:00:00Z", "--tz", "UTC", "--json"]
        let piped = try await analyze(words, stdin: "call mom tomorrow at 5pm\n")
        let given = try await analyze(words + ["call mom tomorrow at 5pm"])
        #expect(piped.status == 0 && given.status == 0)
        #expect(piped.stdout == given.stdout && piped.stdout.contains("\"2026-03-14T17:00"))
        #expect(try await analyze([], stdin: "  \n").status == 64)
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let invalid = try await offload.run(["analyze"], stdin: Data([0x61, 0xFF]), passesDatabase: false)
        #expect(invalid.status == 65 && invalid.stderr.contains("not valid UTF-8"))
    }

    @Test("analyze --jsonl adds title, dates and entities, honours per-line ref and tz, and survives bad lines")
    func jsonLines() async throws {
        // Given three lines: one with its own ref and zone, one malformed, one using the defaults
        let input = """
            {"id":"a","text":"call mom tmrw at 5pm!!","ref":"2026-03-13T09:00:00Z","tz":"Europe/Berlin"}
            not json
            {"id":2,"text":"milk, eggs and 2 loaves of bread","tz":"Nowhere/City"}
            {"id":"c","text":"dentist next tue 9:30 #health"}

            """
        // When analyze reads them
        let result = try await analyze(["--jsonl", "--ref", "2026-03-13T09:00:00Z", "--tz", "UTC"], stdin: input)
        // Then each line gets an answer and the run goes on
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        try #require(lines.count == 4)
        let first = try #require(lines[0])
        #expect(first["title"] as? String == "Call mom")
        let dates = try #require(first["dates"] as? [[String: Any]])
        #expect(dates.first?["text"] as? String == "tmrw at 5pm")
        #expect(dates.first?["start"] as? Int == 9)
        #expect(dates.first?["end"] as? Int == 20)
        #expect(dates.first?["value"] as? String == "2026-03-14T17:00:00+01:00")
        #expect(dates.first?["granularity"] as? String == "minute")
        let entities = try #require(first["entities"] as? [[String: Any]])
        #expect(entities.map { $0["kind"] as? String } == ["relation", "priority"])
        #expect((entities.last?["value"] as? [String: Any])?["priority"] as? String == "high")
        #expect(lines[1]?["line"] as? Int == 2)
        #expect(lines[1]?["error"] as? String == "Line 2 is not a JSON object with a string \"text\".")
        #expect(lines[2]?["id"] as? String == "2")
        #expect((lines[2]?["error"] as? String)?.contains("Nowhere/City") == true)
        let last = try #require(lines[3])
        #expect(last["title"] as? String == "Dentist")
        #expect((last["dates"] as? [[String: Any]])?.first?["value"] as? String == "2026-03-17T09:30:00+00:00")
    }

    @Test("analyze TEXT shows the title, dates and entities")
    func humanOutput() async throws {
        let result = try await analyze([
            "--ref", "2026-03-13T09:00:00Z", "--tz", "UTC", "groceries: 500g flour, a dozen eggs",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("title      Groceries"))
        #expect(result.stdout.contains("entity     list_item \"500g flour\"  → \"flour\"  × 500 g  80%"))
        #expect(result.stdout.contains("entity     list_item \"a dozen eggs\"  → \"eggs\"  × 12  80%"))
    }
}

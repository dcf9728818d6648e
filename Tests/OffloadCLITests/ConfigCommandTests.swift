import Foundation
import Testing

/// `offload config` and what the settings change in other commands.
@Suite struct ConfigCommandTests {
    static let environment = ["OFFLOAD_NOW": "2026-11-25T01:30:00Z", "TZ": "UTC", "NO_COLOR": "1"]

    static func run(_ offload: OffloadProcess, _ arguments: [String]) async throws -> OffloadProcess.Result {
        try await offload.run(arguments, environment: environment, passesDatabase: false)
    }

    static func firstWeekDay(_ offload: OffloadProcess) async throws -> (first: String?, today: String?) {
        let result = try await offload.run(["week", "--json"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let days = try #require(json["days"] as? [[String: Any]])
        return (days.first?["date"] as? String, days.first { $0["isToday"] as? Bool == true }?["date"] as? String)
    }

    @Test("set, get, list, unset and path; the file lives in the config folder and keeps what set does not touch")
    func roundTrip() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let path = offload.directory.appendingPathComponent(".config/offload/config.toml").path
        #expect(try await Self.run(offload, ["config", "path"]).stdout == path + "\n")
        let empty = try await Self.run(offload, ["config", "list"])
        #expect(empty.status == 0 && empty.stdout.isEmpty && empty.stderr.contains("No settings saved"))
        #expect(
            try await Self.run(offload, ["config", "set", "week-start", "Sunday"]).stdout == "week-start = sunday\n")
        #expect(try await Self.run(offload, ["config", "set", "timezone", "Asia/Tokyo"]).status == 0)
        #expect(try await Self.run(offload, ["config", "get", "timezone"]).stdout == "Asia/Tokyo\n")
        let list = try await Self.run(offload, ["config", "list"])
        #expect(list.stdout == "timezone = Asia/Tokyo\nweek-start = sunday\n")
        #expect(
            try String(contentsOfFile: path, encoding: .utf8) == "week-start = \"sunday\"\ntimezone = \"Asia/Tokyo\"\n")
        #expect(try await Self.run(offload, ["config", "unset", "timezone"]).status == 0)
        let missing = try await Self.run(offload, ["config", "get", "timezone"])
        #expect(missing.status == 66 && missing.stderr == "timezone is not set; its default applies.\n")
    }

    @Test("an unknown key or a bad value is refused (exit 64) with the valid ones, and nothing is written")
    func refused() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let unknown = try await Self.run(offload, ["config", "set", "colour", "blue"])
        #expect(unknown.status == 64)
        #expect(
            unknown.stderr.contains("timezone, locale, day-start, week-start, quiet-hours, rest-days, default-list"))
        let bad = try await Self.run(offload, ["config", "set", "week-start", "friday"])
        #expect(bad.status == 64 && bad.stderr.contains("monday, sunday or saturday"))
        #expect(try await Self.run(offload, ["config", "list"]).stdout.isEmpty)
    }

    @Test("the time zone, week start and day start settings change what the commands show; --tz still wins")
    func settingsApply() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let before = try await Self.firstWeekDay(offload)
        #expect(before.first == "2026-11-23" && before.today == "2026-11-25")
        for (key, value) in [("week-start", "sunday"), ("day-start", "04:00"), ("timezone", "Asia/Tokyo")] {
            #expect(try await Self.run(offload, ["config", "set", key, value]).status == 0)
        }
        // 01:30 UTC is 10:30 in Tokyo, past the day start: still Wednesday the 25th, in a week from Sunday.
        let after = try await Self.firstWeekDay(offload)
        #expect(after.first == "2026-11-22" && after.today == "2026-11-25")
        #expect(try await Self.run(offload, ["config", "set", "timezone", "UTC"]).status == 0)
        // 01:30 UTC is before the day start: today is still Tuesday the 24th.
        #expect(try await Self.firstWeekDay(offload).today == "2026-11-24")
        #expect(try await Self.run(offload, ["config", "set", "timezone", "Asia/Tokyo"]).status == 0)
        let tokyo = try await Self.run(offload, ["analyze", "--json", "call mom tomorrow at 9am"])
        #expect(tokyo.stdout.contains("2026-11-26T09:00:00+09:00"))
        let given = try await Self.run(offload, ["analyze", "--json", "--tz", "UTC", "call mom tomorrow at 9am"])
        #expect(given.stdout.contains("2026-11-26T09:00:00+00:00"))
    }

    @Test("a broken settings file: config list says where (exit 78); other commands warn in one line and go on")
    func brokenFile() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        #expect(try await Self.run(offload, ["config", "set", "week-start", "sunday"]).status == 0)
        let path = offload.directory.appendingPathComponent(".config/offload/config.toml").path
        try "week-start = sunday\n".write(toFile: path, atomically: true, encoding: .utf8)
        let list = try await Self.run(offload, ["config", "list"])
        #expect(list.status == 78 && list.stderr.contains("is not valid TOML (line 1"))
        let week = try await offload.run(["week"], environment: Self.environment)
        #expect(week.status == 0)
        #expect(week.stderr.hasSuffix("(Defaults apply.)\n") && week.stderr.split(separator: "\n").count == 1)
        let capture = try await offload.run(["capture", "still saved"], environment: Self.environment)
        #expect(capture.status == 0)
    }
}

import Foundation
import OffloadInterface
import Testing

/// The settings file: checked values, edits that keep the rest of the file, and problems reported, not fatal.
@Suite struct SettingsFileTests {
    /// A settings file in a new temporary folder (the folder does not exist yet).
    static func file() -> SettingsFile {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("offload-settings-\(UUID())")
        return SettingsFile(path: folder.appendingPathComponent("offload/config.toml").path)
    }

    static func text(_ file: SettingsFile) throws -> String { try String(contentsOfFile: file.path, encoding: .utf8) }

    @Test("set writes canonical values; get reads them back; the new folder is owner-only")
    func setAndRead() throws {
        let file = Self.file()
        #expect(try file.set(.weekStart, to: " Sunday ") == "sunday")
        #expect(try file.set(.dayStart, to: "4:00") == "04:00")
        #expect(try file.set(.restDays, to: "2") == "2")
        #expect(try file.set(.defaultList, to: "Einkäufe \"groß\"") == "Einkäufe \"groß\"")
        let (values, problems) = file.read()
        #expect(problems.isEmpty)
        #expect(
            values == [.weekStart: "sunday", .dayStart: "04:00", .restDays: "2", .defaultList: "Einkäufe \"groß\""])
        #expect(try Self.text(file).contains("rest-days = 2\n"))
        let folder = URL(fileURLWithPath: file.path).deletingLastPathComponent().path
        let mode = try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int
        #expect(mode == 0o700)
        let settings = UserSettings(values: values)
        #expect(settings.weekStart == .sunday)
        #expect(settings.dayStart?.minutes == 240)
    }

    @Test("set and unset change only their own line: comments, blank lines, other keys and tables stay")
    func keepsTheRest() throws {
        let file = Self.file()
        #expect(try file.set(.locale, to: "en-gb") == "en_GB")
        let handWritten = """
            # my settings
            timezone = "Europe/Berlin"   # home

            locale = "en_GB"

            [later]
            note = "kept"

            """
        try handWritten.write(toFile: file.path, atomically: true, encoding: .utf8)
        try file.set(.timezone, to: "Asia/Tokyo")
        try file.set(.quietHours, to: "22:00 - 07:00")
        try file.unset(.locale)
        #expect(
            try Self.text(file) == """
                # my settings
                timezone = "Asia/Tokyo"   # home

                quiet-hours = "22:00-07:00"

                [later]
                note = "kept"

                """)
        try file.unset(.locale)  // not set: nothing happens
        #expect(file.read().values == [.timezone: "Asia/Tokyo", .quietHours: "22:00-07:00"])
    }

    @Test(
        "bad values are refused with what the key takes, and nothing is written",
        arguments: [
            (SettingKey.timezone, "Mars/Olympus"), (.locale, "fr_FR"), (.locale, "12"), (.dayStart, "13:00"),
            (.dayStart, "4am"),
            (.weekStart, "friday"), (.quietHours, "22:00"), (.quietHours, "07:00-07:00"), (.restDays, "7"),
            (.restDays, "-1"), (.defaultList, ""), (.defaultList, String(repeating: "x", count: 101)),
        ])
    func badValues(_ key: SettingKey, _ value: String) throws {
        let file = Self.file()
        #expect(throws: SettingsError.badValue(key: key, value: value)) { try file.set(key, to: value) }
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(SettingsError.badValue(key: key, value: value).description.contains(key.expectation))
    }

    @Test("a hand-edited file: unknown keys, wrong types and bad values are reported one by one; the rest is read")
    func problemsInTheFile() throws {
        let file = Self.file()
        try file.set(.timezone, to: "UTC")
        try """
        timezone = "UTC"
        week-start = 1
        rest-days = "2"
        day-start = "25:00"
        colour = "blue"
        locale = "de_DE"

        """.write(toFile: file.path, atomically: true, encoding: .utf8)
        let (values, problems) = file.read()
        #expect(values == [.timezone: "UTC", .locale: "de_DE"])
        #expect(problems.count == 4)
        #expect(problems.contains(.unknownKey("colour")))
        #expect(problems.contains(.wrongType(key: .weekStart, path: file.path)))
        #expect(problems.contains(.wrongType(key: .restDays, path: file.path)))
        #expect(problems.contains(.badValue(key: .dayStart, value: "25:00")))
        #expect(SettingsError.unknownKey("colour").description.contains(SettingKey.names))
    }

    @Test("a file that is not TOML is reported with its line, read as empty, and never overwritten by set")
    func notTOML() throws {
        let file = Self.file()
        try file.set(.timezone, to: "UTC")
        let broken = "timezone = \"UTC\"\nweek-start = monday\n"
        try broken.write(toFile: file.path, atomically: true, encoding: .utf8)
        let (values, problems) = file.read()
        #expect(values.isEmpty)
        guard case .notTOML(_, let line, _)? = problems.first else {
            Issue.record("expected a TOML problem, got \(problems)")
            return
        }
        #expect(line == 2)
        #expect(throws: SettingsError.self) { try file.set(.locale, to: "en_US") }
        #expect(try Self.text(file) == broken)
    }

    @Test("quiet hours may cross midnight")
    func quietHours() throws {
        let night = try #require(QuietHours("22:00-07:00"))
        #expect(night.contains(minutes: 23 * 60) && night.contains(minutes: 6 * 60 + 59))
        #expect(!night.contains(minutes: 7 * 60) && !night.contains(minutes: 12 * 60))
        let lunch = try #require(QuietHours("12:00-13:30"))
        #expect(lunch.contains(minutes: 12 * 60 + 45) && !lunch.contains(minutes: 13 * 60 + 30))
    }
}

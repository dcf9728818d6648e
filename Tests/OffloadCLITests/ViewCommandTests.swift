import Foundation
import OffloadCore
import Testing

@testable import OffloadStore
@testable import offload

/// `offload today|inbox|upcoming|week|month` (and bare `offload`), as text and as JSON.
@Suite struct ViewCommandTests {
    /// Monday 2026-11-23, 09:00 UTC, with colour off.
    static let environment = ["OFFLOAD_NOW": "2026-11-23T09:00:00Z", "TZ": "UTC", "NO_COLOR": "1"]

    /// One task row: id digit (the id is that digit 32 times, shaped as a UUID), title, status, due, completed,
    /// position, priority, postponed, recurrence.
    typealias Seed = (
        digit: Character, title: String, status: String, due: String?, completed: String?, position: Int,
        priority: String, postponed: Int, recurrence: String?
    )

    static let rows: [Seed] = [
        (
            "1", "Call mom", "active", "2026-11-23 10:00:00.000", nil, 1024, "medium", 0,
            "FREQ=WEEKLY;BYDAY=MO;BYHOUR=10;BYMINUTE=0"
        ),
        ("2", "Buy milk", "open", "2026-11-23 00:00:00.000", nil, 2048, "medium", 3, nil),
        ("3", "Paid rent", "done", "2026-11-16 09:00:00.000", "2026-11-23 08:00:00.000", 512, "medium", 0, nil),
        ("4", "Send forms", "open", "2026-11-20 09:00:00.000", nil, 3072, "medium", 1, nil),
        ("5", "Book dentist", "open", nil, nil, 4096, "high", 0, nil),
        ("6", "Water plants", "open", "2026-11-25 08:00:00.000", nil, 5120, "medium", 0, nil),
        ("7", "Old idea", "someday", "2026-11-23 12:00:00.000", nil, 6144, "medium", 0, nil),
    ]

    static func id(_ digit: Character) -> String {
        [8, 4, 4, 4, 12].map { String(repeating: digit, count: $0) }.joined(separator: "-")
    }

    /// A database holding ``rows``; "Call mom" is in category Home with the tag family.
    static func seeded() async throws -> OffloadProcess {
        let offload = try OffloadProcess()
        let store = try CaptureStore.open(atPath: offload.databasePath)
        try await store.writer.write { db in
            try db.execute(sql: "INSERT INTO categories (id, name) VALUES ('c', 'Home')")
            try db.execute(sql: "INSERT INTO tags (id, name) VALUES ('t', 'family')")
            for row in rows {
                try db.execute(
                    sql: """
                        INSERT INTO tasks (id, title, created_at, updated_at, completed_at, due_date, status, position,
                            priority, postponed, recurrence)
                        VALUES (?, ?, '2026-11-01 00:00:00.000', '2026-11-01 00:00:00.000', ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        id(row.digit), row.title, row.completed, row.due, row.status, row.position, row.priority,
                        row.postponed, row.recurrence,
                    ])
            }
            try db.execute(sql: "UPDATE tasks SET category_id = 'c' WHERE id = ?", arguments: [id("1")])
            try db.execute(sql: "INSERT INTO task_tags (task_id, tag_id) VALUES (?, 't')", arguments: [id("1")])
        }
        return offload
    }

    static func run(_ offload: OffloadProcess, _ arguments: [String]) async throws -> String {
        let result = try await offload.run(arguments, environment: environment)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return result.stdout
    }

    static func json(_ offload: OffloadProcess, _ arguments: [String]) async throws -> [String: Any] {
        let text = try await run(offload, arguments + ["--json"])
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("today lists today's tasks in order (no time for a date-only due), done today marked ✓, and apart earlier")
    func todayText() async throws {
        let offload = try await Self.seeded()
        defer { offload.remove() }
        let expected = """
            Today, Mon 23 Nov
              ✓ 33333333  Mon 16 Nov  Paid rent
              ◐ 11111111  10:00  Call mom  every Mon 10:00  [Home]  #family
              ○ 22222222  Buy milk  ↻3

            From earlier — decide when you have a minute
              ○ 44444444  Fri 20 Nov  Send forms

            """
        #expect(try await Self.run(offload, ["today"]) == expected)
        #expect(try await Self.run(offload, []) == expected)
        #expect(
            try await Self.run(offload, ["today", "--category", "HOME"]) == """
                Today, Mon 23 Nov
                  ◐ 11111111  10:00  Call mom  every Mon 10:00  [Home]  #family

                """)
        #expect(
            try await Self.run(offload, ["today", "--tag", "#nothing"]) == "Today, Mon 23 Nov\n  Nothing due today.\n")
    }

    @Test("piped output carries no colour codes even without NO_COLOR")
    func noColourWhenPiped() async throws {
        let offload = try await Self.seeded()
        defer { offload.remove() }
        let result = try await offload.run(["today"], environment: ["OFFLOAD_NOW": "2026-11-23T09:00:00Z"])
        #expect(result.status == 0 && !result.stdout.contains("\u{1B}") && result.stdout.contains("✓ 33333333"))
    }

    @Test("today --json is {date, tasks, fromEarlier} with full task objects")
    func todayJSON() async throws {
        let offload = try await Self.seeded()
        defer { offload.remove() }
        let today = try await Self.json(offload, ["today"])
        #expect(Set(today.keys) == ["date", "tasks", "fromEarlier"])
        #expect(today["date"] as? String == "2026-11-23")
        let tasks = try #require(today["tasks"] as? [[String: Any]])
        #expect(tasks.compactMap { $0["title"] as? String } == ["Paid rent", "Call mom", "Buy milk"])
        #expect(
            Set(tasks[1].keys) == [
                "id", "title", "status", "dueDate", "position", "priority", "category", "tags", "recurrence",
                "postponed",
            ])
        #expect(tasks[1]["id"] as? String == Self.id("1") && tasks[1]["status"] as? String == "active")
        #expect(tasks[1]["dueDate"] as? String == "2026-11-23T10:00:00.000Z")
        #expect(tasks[1]["tags"] as? [String] == ["family"] && tasks[1]["category"] as? String == "Home")
        #expect(tasks[1]["recurrence"] as? String == "FREQ=WEEKLY;BYDAY=MO;BYHOUR=10;BYMINUTE=0")
        #expect(tasks[0]["completedAt"] as? String == "2026-11-23T08:00:00.000Z")
        #expect(tasks[2]["postponed"] as? Int == 3 && tasks[2]["position"] as? Int == 2048)
        let earlier = try #require(today["fromEarlier"] as? [[String: Any]])
        #expect(earlier.compactMap { $0["title"] as? String } == ["Send forms"])
    }

    @Test("inbox shows undated tasks, as text and as {tasks}")
    func inbox() async throws {
        let offload = try await Self.seeded()
        defer { offload.remove() }
        #expect(try await Self.run(offload, ["inbox"]) == "Inbox (1)\n  ○ 55555555  Book dentist  (high)\n")
        let inbox = try await Self.json(offload, ["inbox"])
        #expect(Set(inbox.keys) == ["tasks"])
        #expect((inbox["tasks"] as? [[String: Any]])?.first?["priority"] as? String == "high")
        #expect(try await Self.run(offload, ["inbox", "--tag", "family"]) == "The inbox is empty.\n")
    }

    @Test("upcoming groups the next days' tasks by day, as text and as {days: [{date, tasks}]}; --days is checked")
    func upcoming() async throws {
        let offload = try await Self.seeded()
        defer { offload.remove() }
        #expect(try await Self.run(offload, ["upcoming"]) == "Wed 25 Nov\n  ○ 66666666  08:00  Water plants\n")
        #expect(try await Self.run(offload, ["upcoming", "--days", "1"]) == "Nothing due tomorrow.\n")
        let upcoming = try await Self.json(offload, ["upcoming", "--days", "3"])
        let days = try #require(upcoming["days"] as? [[String: Any]])
        #expect(Set(upcoming.keys) == ["days"] && days.count == 1 && Set(days[0].keys) == ["date", "tasks"])
        #expect(days[0]["date"] as? String == "2026-11-25")
        let result = try await offload.run(["upcoming", "--days", "0"], environment: Self.environment)
        #expect(result.status == 64 && result.stderr.contains("--days must be 1…366."))
    }

    @Test(
        "week shows open and done per day, Monday first, today marked; --json is {days: [{date, isToday, open, done}]}")
    func week() async throws {
        let offload = try await Self.seeded()
        defer { offload.remove() }
        #expect(
            try await Self.run(offload, ["week"]) == """
                Week of Mon 23 Nov
                ▸ Mon 23 Nov  2 open  1 done  today
                  Tue 24 Nov  —
                  Wed 25 Nov  1 open  0 done
                  Thu 26 Nov  —
                  Fri 27 Nov  —
                  Sat 28 Nov  —
                  Sun 29 Nov  —

                """)
        let week = try await Self.json(offload, ["week"])
        let days = try #require(week["days"] as? [[String: Any]])
        #expect(days.count == 7 && Set(days[0].keys) == ["date", "isToday", "open", "done"])
        #expect(days[0]["isToday"] as? Bool == true && days[0]["open"] as? Int == 2 && days[0]["done"] as? Int == 1)
        #expect(days.compactMap { $0["date"] as? String }.last == "2026-11-29")
    }

    @Test("month shows a calendar grid with today in brackets; --json has every day of the month")
    func month() async throws {
        let offload = try await Self.seeded()
        defer { offload.remove() }
        let text = try await Self.run(offload, ["month"])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "November 2026")
        #expect(lines[1] == " Mon    Tue    Wed    Thu    Fri    Sat    Sun")
        #expect(lines[2] == String(repeating: " ", count: 44) + "1")
        #expect(lines[5] == " 16     17     18     19     20 •1  21     22")
        #expect(lines[6] == "[23]•2  24     25 •1  26     27     28     29")
        #expect(lines[7] == " 30")
        #expect(lines[8] == "4 open, 1 done this month. [ ] today, •N open that day, ✓ all done that day.")
        let month = try await Self.json(offload, ["month"])
        let days = try #require(month["days"] as? [[String: Any]])
        #expect(days.count == 30 && days.filter { $0["isToday"] as? Bool == true }.count == 1)
    }
}

/// How a task line looks on a terminal: colour on top of the symbols, a done task dimmed and struck through.
@Suite struct TaskLineTests {
    static func task(_ status: TaskStatus, postponed: Int) throws -> TaskOutline {
        let item = try TaskItem(
            title: "Pay rent", status: status, recurrence: "FREQ=MONTHLY;BYMONTHDAY=1", postponed: postponed)
        return TaskOutline(task: item, category: nil, tags: [], planTitle: nil)
    }

    @Test("on a terminal a done task is dimmed and struck through; without colour only the symbol marks it")
    func doneLine() throws {
        let task = try Self.task(.done, postponed: 0)
        let coloured = TaskLine(isColoured: true).line(task, when: "")
        #expect(coloured.contains("\u{1B}[2;9mPay rent\u{1B}[0m") && coloured.contains("\u{1B}[32m✓\u{1B}[0m"))
        let plain = TaskLine(isColoured: false).line(task, when: "")
        #expect(plain == "  ✓ \(task.task.id.short)  Pay rent  every month on the 1st")
    }

    @Test("the month calendar's weeks start on the week-start day: November 2026 begins on a Sunday")
    func monthWeekStart() {
        let moment = ViewMoment(now: Date(timeIntervalSince1970: 1_795_000_000), timeZone: .gmt)
        let days = moment.days(ofMonth: 11, year: 2026).map { DayCount(day: $0, isToday: false, open: 0, done: 0) }
        let monday = TaskLine(isColoured: false).lines(forMonth: days)
        #expect(monday[1].hasPrefix(" Mon") && monday[2].trimmingCharacters(in: .whitespaces) == "1")
        #expect(monday[3].hasPrefix("  2 "))
        let sunday = TaskLine(isColoured: false).lines(forMonth: days, weekStart: 7)
        #expect(sunday[1].hasPrefix(" Sun    Mon"))
        #expect(sunday[2].hasPrefix("  1 ") && sunday[2].hasSuffix("7") && sunday[3].hasPrefix("  8 "))
        #expect(sunday.count == monday.count - 1)
    }

    @Test("the postponed count shows from three postponements on")
    func postponed() throws {
        #expect(!TaskLine(isColoured: false).line(try Self.task(.open, postponed: 2), when: "").contains("↻"))
        #expect(TaskLine(isColoured: false).line(try Self.task(.waiting, postponed: 3), when: "").hasPrefix("  ⧗ "))
        #expect(TaskLine(isColoured: false).line(try Self.task(.open, postponed: 3), when: "").contains("  ↻3  "))
    }
}

import ArgumentParser
import Foundation
import GRDB
import OffloadCore
import OffloadStore

/// `offload-bench seed-organizer`: a realistic, large database for timing the organizer's commands as a whole.
///
/// The database is created through ``CaptureStore/open(atPath:checksPages:logger:)``, so its schema is the current
/// one; captures are added through the store, the organizer's rows with plain SQL in one transaction. Texts come
/// from word lists with a fixed seed, so the same options give the same words.
struct SeedOrganizer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seed-organizer",
        abstract: "Fill a database with captures, tasks (some in plans, some done), plans, lists, notes and calls.")

    @Option(help: "The database file to create (it must not exist yet).")
    var db: String

    @Option(help: "Tasks to add; about 30% belong to a plan, about 25% are done.")
    var tasks = 10_000

    @Option(help: "Plans to add.")
    var plans = 1_000

    @Option(help: "Captures to add.")
    var captures = 100_000

    @Option(help: "Lists to add.")
    var lists = 200

    @Option(help: "Items on each list.")
    var items = 20

    @Option(help: "Communication items and notes to add (each).")
    var others = 1_000

    func validate() throws {
        guard [tasks, plans, captures, lists, items, others].allSatisfy({ $0 >= 0 }) else {
            throw ValidationError("Counts must be 0 or more.")
        }
        guard !FileManager.default.fileExists(atPath: db) else { throw ValidationError("'\(db)' exists already.") }
    }

    func run() async throws {
        let clock = ContinuousClock()
        let start = clock.now
        let store = try CaptureStore.open(atPath: db)
        var words = SeedWords(seed: 0x0FF1_0AD)
        for offset in stride(from: 0, to: captures, by: 10_000) {
            let batch = try (0..<min(10_000, captures - offset)).map { _ in try CaptureEntry(rawText: words.capture()) }
            try await store.add(batch)
        }
        let queue = try DatabaseQueue(path: db)
        let drawn = words
        try await queue.write { [self] db in
            var words = drawn
            try seedOrganizer(db, words: &words)
        }
        try queue.close()
        print(
            "seeded \(captures) captures, \(tasks) tasks, \(plans) plans, \(lists) lists of \(items) items, "
                + "\(others) communication items and notes in \(String(format: "%.1f", (clock.now - start).seconds)) s")
    }

    private func seedOrganizer(_ db: Database, words: inout SeedWords) throws {
        let now = Date()
        // GRDB stores a Date as the store does: UTC text, `yyyy-MM-dd HH:mm:ss.SSS`.
        func date(daysFromNow days: Double) -> Date { now.addingTimeInterval(days * 86_400) }
        let planIDs = (0..<plans).map { _ in UUID().uuidString.lowercased() }
        let plan = try db.makeStatement(sql: "INSERT INTO plans (id, title, created_at, due_date) VALUES (?, ?, ?, ?)")
        for id in planIDs {
            let due = words.chance(0.5) ? date(daysFromNow: words.days()) : nil
            try plan.execute(arguments: [id, words.plan(), date(daysFromNow: -words.age()), due])
        }
        let task = try db.makeStatement(
            sql: """
                INSERT INTO tasks (id, title, notes, created_at, updated_at, completed_at, due_date, priority, status,
                    position, plan_id)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for position in 0..<tasks {
            let created = date(daysFromNow: -words.age())
            let isDone = words.chance(0.25)
            let planID = !planIDs.isEmpty && words.chance(0.3) ? words.pick(planIDs) : nil
            try task.execute(arguments: [
                UUID().uuidString.lowercased(), words.task(), words.chance(0.2) ? words.note() : nil, created, created,
                isDone ? created : nil, words.chance(0.6) ? date(daysFromNow: words.days()) : nil,
                words.pick(["low", "medium", "medium", "high", "urgent"]), isDone ? "done" : "open", (position + 1) * 1024, planID,
            ])
        }
        try seedLists(db, words: &words, now: now)
        let call = try db.makeStatement(
            sql: "INSERT INTO communication_items (id, channel, contact_name, title, created_at) VALUES (?, ?, ?, ?, ?)"
        )
        let note = try db.makeStatement(sql: "INSERT INTO notes (id, title, body, created_at) VALUES (?, ?, ?, ?)")
        for _ in 0..<others {
            let person = words.person()
            try call.execute(arguments: [
                UUID().uuidString.lowercased(), words.pick(["call", "email", "message"]), person,
                "\(words.pick(["Call", "Email", "Text"])) \(person) about \(words.thing())", date(daysFromNow: -10),
            ])
            try note.execute(arguments: [
                UUID().uuidString.lowercased(), words.plan(), words.note(), date(daysFromNow: -5),
            ])
        }
    }

    private func seedLists(_ db: Database, words: inout SeedWords, now: Date) throws {
        let list = try db.makeStatement(sql: "INSERT INTO lists (id, name, list_type, created_at) VALUES (?, ?, ?, ?)")
        let item = try db.makeStatement(
            sql: "INSERT INTO list_items (id, list_id, text, is_completed, position) VALUES (?, ?, ?, ?, ?)")
        for number in 0..<lists {
            let id = UUID().uuidString.lowercased()
            let type = words.pick(["shopping", "packing", "reference", "custom"])
            let created = now.addingTimeInterval(-words.age() * 86_400)
            try list.execute(arguments: [id, "\(words.listName(type)) \(number + 1)", type, created])
            for position in 0..<items {
                try item.execute(arguments: [
                    UUID().uuidString.lowercased(), id, words.thing(), words.chance(0.3) ? 1 : 0, position,
                ])
            }
        }
    }
}

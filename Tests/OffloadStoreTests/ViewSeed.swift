import Foundation
import GRDB

@testable import OffloadStore

/// Places tasks straight into a store, with any state, dates, position, plan, category and tags, for view tests.
struct ViewSeed {
    let store: CaptureStore

    /// An in-memory store to seed.
    static func make() throws -> ViewSeed { ViewSeed(store: try CaptureStore.inMemory()) }

    /// The instant of an ISO 8601 text such as `2026-11-23T09:00:00Z`; a test fixture, so it must read.
    static func instant(_ text: String) -> Date {
        // Invariant: every fixture text is a valid ISO 8601 instant.
        (try? Date(text, strategy: Date.ISO8601FormatStyle())) ?? .distantPast
    }

    /// Inserts a task and returns its id; dates are ISO 8601 texts.
    @discardableResult
    func task(
        _ title: String, _ status: String = "open", due: String? = nil, completed: String? = nil,
        scheduled: String? = nil, position: Int, plan: String? = nil, category: String? = nil, tags: [String] = [],
        postponed: Int = 0, recurrence: String? = nil
    ) async throws -> String {
        let id = UUID().lowercasedString
        try await store.writer.write { db in
            let categoryID = try category.map { try Self.named($0, in: "categories", db) }
            let planID = try plan.map { name in
                let id = UUID().lowercasedString
                try db.execute(
                    sql: "INSERT INTO plans (id, title, created_at) VALUES (?, ?, ?)",
                    arguments: [id, name, StoredDate.string(Self.instant("2026-11-01T00:00:00Z"))])
                return id
            }
            let stored = { (text: String?) in text.map { StoredDate.string(Self.instant($0)) } }
            try db.execute(
                sql: """
                    INSERT INTO tasks (id, title, created_at, updated_at, completed_at, due_date, scheduled_date,
                        status, position, plan_id, category_id, postponed, recurrence)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    id, title, stored("2026-11-01T00:00:00Z"), stored("2026-11-01T00:00:00Z"), stored(completed),
                    stored(due), stored(scheduled), status, position, planID, categoryID, postponed, recurrence,
                ])
            for tag in tags {
                try db.execute(
                    sql: "INSERT INTO task_tags (task_id, tag_id) VALUES (?, ?)",
                    arguments: [id, try Self.named(tag, in: "tags", db)])
            }
        }
        return id
    }

    /// The id of the row of `table` called `name`, made when there is none.
    private static func named(_ name: String, in table: String, _ db: Database) throws -> String {
        if let id = try String.fetchOne(db, sql: "SELECT id FROM \(table) WHERE name = ?", arguments: [name]) {
            return id
        }
        let id = UUID().lowercasedString
        try db.execute(sql: "INSERT INTO \(table) (id, name) VALUES (?, ?)", arguments: [id, name])
        return id
    }
}

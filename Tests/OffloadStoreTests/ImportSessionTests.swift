import GRDB
import Testing

@testable import OffloadStore

/// Export rows through a snapshot, import them through a session: by id, idempotent, conflicts kept or replaced,
/// names merged, the event log only added to, and nothing written on a refusal or a dry run.
@Suite struct ImportSessionTests {
    static let seed = """
        INSERT INTO captures (id, raw_text, created_at, source, status)
            VALUES ('c0000000-0000-4000-8000-000000000001', 'feed the walrus', '2026-11-23 09:00:00.123', 'text', 'pending');
        INSERT INTO categories (id, name) VALUES ('cat-1', 'Home');
        INSERT INTO tags (id, name) VALUES ('tag-1', 'garden');
        INSERT INTO plans (id, title, created_at, category_id) VALUES ('plan-root', 'Garden', '2026-11-23 09:00:00.000', 'cat-1');
        INSERT INTO plans (id, title, parent_id, created_at) VALUES ('plan-child', 'Beds', 'plan-root', '2026-11-23 09:00:00.000');
        INSERT INTO tasks (id, title, created_at, updated_at, status, position, plan_id, category_id)
            VALUES ('task-1', 'Dig the quokka bed', '2026-11-23 09:00:00.000', '2026-11-23 09:00:00.000', 'done', 1024,
                'plan-child', 'cat-1');
        INSERT INTO task_tags (task_id, tag_id) VALUES ('task-1', 'tag-1');
        INSERT INTO lists (id, name, created_at) VALUES ('list-1', 'Seeds', '2026-11-23 09:00:00.000');
        INSERT INTO list_items (id, list_id, text, quantity, is_completed) VALUES ('item-1', 'list-1', 'tomato', 2.5, 1);
        INSERT INTO organizer_events (sequence, item_type, item_id, kind, at) VALUES
            (1, 'task', 'task-1', 'created', '2026-11-23 09:00:00.000'),
            (2, 'task', 'task-1', 'state_changed', '2026-11-23 10:00:00.000');
        """

    /// Every row of every table (events included) as the export sees them.
    static func rows(_ store: CaptureStore) throws -> [String: [[ExportValue]]] {
        try store.withExportSnapshot { snapshot in
            var rows: [String: [[ExportValue]]] = [:]
            for table in ExportTable.all {
                try snapshot.forEachRow(of: table) { rows[table.jsonName, default: []].append($0) }
            }
            return rows
        }
    }

    /// Imports `rows` into `store`, parents first.
    static func load(
        _ rows: [String: [[ExportValue]]], into store: CaptureStore, dryRun: Bool = false, prefer: Bool = false
    ) throws -> ImportReport {
        try store.importRows(isDryRun: dryRun, prefersImport: prefer) { session in
            for table in ExportTable.all {
                session.begin(table)
                for values in rows[table.jsonName] ?? [] { try session.add(values, to: table) }
            }
        }
    }

    static func seeded() throws -> CaptureStore {
        let store = try CaptureStore.inMemory()
        try store.writer.write { db in try db.execute(sql: seed) }
        return store
    }

    @Test("an import into an empty database gives the same rows, a nested plan after its parent")
    func roundTrip() throws {
        let rows = try Self.rows(try Self.seeded())
        #expect(rows["plans"]?.map { $0[0] } == [.text("plan-root"), .text("plan-child")])
        #expect(rows["listItems"]?.first?[3] == .real(2.5))
        #expect(rows["listItems"]?.first?[5] == .bool(true))
        #expect(rows["captures"]?.first?[2] == .text("2026-11-23T09:00:00.123Z"))
        let copy = try CaptureStore.inMemory()
        let report = try Self.load(rows, into: copy)
        #expect(report.totals.added == rows.values.reduce(0) { $0 + $1.count })
        #expect(try Self.rows(copy) == rows)
        let found = try copy.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM search_index WHERE search_index MATCH 'walrus OR quokka'")
        }
        #expect(found == 2)
        #expect(try Self.triggers(copy) == Self.triggers(try CaptureStore.inMemory()), "the search triggers are back")
    }

    /// The triggers of `store`, name and SQL.
    static func triggers(_ store: CaptureStore) throws -> [String] {
        try store.writer.read { db in
            try String.fetchAll(
                db, sql: "SELECT name || ': ' || sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name")
        }
    }

    @Test("importing twice adds nothing and changes nothing")
    func idempotent() throws {
        let rows = try Self.rows(try Self.seeded())
        let copy = try CaptureStore.inMemory()
        _ = try Self.load(rows, into: copy)
        let again = try Self.load(rows, into: copy)
        #expect(again.totals.added == 0 && again.totals.kept == 0)
        #expect(again.totals.unchanged == rows.values.reduce(0) { $0 + $1.count })
        #expect(try Self.rows(copy) == rows)
    }

    @Test("a conflict is kept, or replaced with --prefer-import, but a capture's raw text never is")
    func conflicts() throws {
        let store = try Self.seeded()
        var rows = try Self.rows(store)
        rows["tasks"]?[0][1] = .text("Dig the other bed")
        rows["captures"]?[0][1] = .text("feed the penguin")
        let kept = try Self.load(rows, into: store)
        #expect(kept.conflicts.map(\.table) == ["captures", "tasks"])
        #expect(kept.conflicts.map(\.reason) == [.immutable, .differs])
        #expect(try Self.rows(store)["tasks"]?[0][1] == .text("Dig the quokka bed"))
        let replaced = try Self.load(rows, into: store, prefer: true)
        #expect(replaced.conflicts.map(\.isReplaced) == [false, true])
        let after = try Self.rows(store)
        #expect(after["tasks"]?[0][1] == .text("Dig the other bed"))
        #expect(after["captures"]?[0][1] == .text("feed the walrus"))
        let found = try store.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM search_index WHERE search_index MATCH 'other'")
        }
        #expect(found == 1)
    }

    @Test("a category whose name is taken here is merged, and the rows after it refer to the one here")
    func mergesByName() throws {
        let rows = try Self.rows(try Self.seeded())
        let here = try CaptureStore.inMemory()
        try here.writer.write { db in try db.execute(sql: "INSERT INTO categories (id, name) VALUES ('mine', 'HOME')") }
        let report = try Self.load(rows, into: here)
        #expect(report.tables.first { $0.table == "categories" }?.merged == 1)
        let categories = try here.writer.read { db in
            try String?.fetchAll(db, sql: "SELECT DISTINCT category_id FROM tasks UNION SELECT category_id FROM plans")
        }
        #expect(Set(categories.compactMap { $0 }) == ["mine"])
        #expect(try Self.load(rows, into: here).totals.added == 0)
    }

    @Test("events are only added: one here under any sequence is skipped, a taken sequence gets the next")
    func eventsAreAppended() throws {
        let rows = try Self.rows(try Self.seeded())
        let here = try CaptureStore.inMemory()
        try here.writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO organizer_events (sequence, item_type, item_id, kind, at)
                        VALUES (1, 'note', 'mine', 'created', '2026-11-20 09:00:00.000')
                    """)
        }
        let first = try Self.load(rows, into: here)
        #expect(first.tables.first { $0.table == "events" }?.added == 2)
        let second = try Self.load(rows, into: here)
        #expect(second.tables.first { $0.table == "events" }?.unchanged == 2)
        let sequences = try here.writer.read { db in
            try Int.fetchAll(db, sql: "SELECT sequence FROM organizer_events ORDER BY sequence")
        }
        #expect(sequences == [1, 2, 3])
    }

    @Test("a row that refers to a missing parent refuses the whole import, and a dry run writes nothing")
    func refusedAndDryRun() throws {
        var rows = try Self.rows(try Self.seeded())
        let here = try CaptureStore.inMemory()
        let dry = try Self.load(rows, into: here, dryRun: true)
        #expect(dry.isDryRun && dry.totals.added > 0)
        #expect(try Self.rows(here).values.allSatisfy(\.isEmpty))
        #expect(try Self.triggers(here) == Self.triggers(try CaptureStore.inMemory()))
        rows["tags"] = []
        #expect(
            throws: StoreError.importRefused(
                table: "taskTags", id: "task-1/tag-1",
                reason: "it refers to a row that is neither in the file nor here")
        ) { try Self.load(rows, into: here) }
        #expect(try Self.rows(here).values.allSatisfy(\.isEmpty))
    }
}

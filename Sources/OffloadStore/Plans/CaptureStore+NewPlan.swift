import Foundation
import GRDB
import OffloadCore

extension CaptureStore {
    /// Makes a top-level plan titled `title`, with `steps` as its first tasks, in one transaction and one undo
    /// action.
    ///
    /// Unlike ``addPlanSteps(_:to:at:)``, which adds to a plan of that title when there is one, this refuses a
    /// title another plan has (ignoring case). The steps go at the end of the one task order, in the order given.
    ///
    /// - Parameters:
    ///   - title: The plan's title; trimmed, never empty.
    ///   - steps: Its step titles, in order; may be empty.
    /// - Returns: The new plan.
    /// - Throws: ``StoreError/emptyName(kind:)`` for an empty title or step, ``StoreError/nameTaken(kind:name:)``,
    ///   ``StoreError/busy(path:seconds:)``.
    @discardableResult
    public func createPlan(titled title: String, steps: [String] = [], at now: Date = Date()) async throws
        -> OrganizerItemReference
    {
        let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw StoreError.emptyName(kind: "plan title") }
        let steps = steps.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard !steps.contains(where: \.isEmpty) else { throw StoreError.emptyName(kind: "plan step") }
        return try await write("make a plan") { db in
            if let taken = try String.fetchOne(
                db, sql: "SELECT title FROM plans WHERE title = ? COLLATE NOCASE LIMIT 1", arguments: [title])
            {
                throw StoreError.nameTaken(kind: "plan", name: taken)
            }
            var change = OrganizerChange(db, at: now)
            let id = UUID.random()
            try change.willChange(.plans, id.lowercasedString)
            try db.execute(
                sql: "INSERT INTO plans (id, title, created_at) VALUES (?, ?, ?)",
                arguments: [id.lowercasedString, title, now])
            var position = try OrganizerOrder.next(in: db)
            for step in steps {
                let stepID = UUID.random().lowercasedString
                try change.willChange(.tasks, stepID)
                try db.execute(
                    sql: """
                        INSERT INTO tasks (id, title, created_at, updated_at, priority, status, position, plan_id)
                        VALUES (?, ?, ?, ?, 'medium', 'open', ?, ?)
                        """,
                    arguments: [stepID, step, now, now, position, id.lowercasedString])
                position += OrganizerOrder.gap
            }
            try change.commit("Made plan '\(title)'")
            return OrganizerItemReference(kind: .plan, id: id, title: title)
        }
    }
}

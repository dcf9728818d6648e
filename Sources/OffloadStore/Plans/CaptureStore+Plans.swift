import Foundation
import GRDB
import OffloadCore

extension CaptureStore {
    /// Renames a plan; titles are compared ignoring case.
    ///
    /// - Throws: ``StoreError/emptyName(kind:)``, ``StoreError/nameTaken(kind:name:)`` when another plan has the
    ///   title, ``StoreError/itemNotFound(reference:)``, ``StoreError/ambiguousItem(reference:candidates:)``.
    @discardableResult
    public func renamePlan(_ reference: String, to title: String, at now: Date = Date()) async throws -> Renaming {
        try await rename(reference, kind: .plan, to: title, at: now)
    }

    /// Archives a plan (out of `offload plans` unless asked for) or brings it back; one undo action.
    ///
    /// - Parameters:
    ///   - reference: The plan: its title (any case) or an id prefix.
    ///   - archived: `true` to archive, `false` to bring it back.
    /// - Returns: The plan, and whether anything changed (`false` when it was so already; nothing is logged).
    /// - Throws: ``StoreError/itemNotFound(reference:)``, ``StoreError/ambiguousItem(reference:candidates:)``.
    @discardableResult
    public func setArchived(_ reference: String, _ archived: Bool, at now: Date = Date()) async throws -> (
        plan: OrganizerItemReference, changed: Bool
    ) {
        try await write(archived ? "archive a plan" : "unarchive a plan") { db in
            let plan = try ItemResolver.resolve(reference, kinds: [.plan], in: db)
            let id = plan.id.lowercasedString
            let isArchived =
                try Bool.fetchOne(
                    db, sql: "SELECT archived_at IS NOT NULL FROM plans WHERE id = ?", arguments: [id]) ?? false
            guard isArchived != archived else { return (plan, false) }
            var change = OrganizerChange(db, at: now)
            try change.willChange(.plans, id)
            try db.execute(
                sql: "UPDATE plans SET archived_at = ? WHERE id = ?", arguments: [archived ? now : nil, id])
            try change.commit("\(archived ? "Archived" : "Unarchived") plan '\(plan.title)'")
            return (plan, true)
        }
    }

    /// Adds steps (open tasks) at the end of a plan, after every task in the one task order, making the plan when
    /// there is none by that title; one undo action.
    ///
    /// - Parameters:
    ///   - steps: The step titles, in order.
    ///   - reference: The plan: its title (any case) or an id prefix.
    /// - Throws: ``StoreError/emptyName(kind:)`` for an empty plan title or step (nothing is added),
    ///   ``StoreError/ambiguousItem(reference:candidates:)``.
    @discardableResult
    public func addPlanSteps(_ steps: [String], to reference: String, at now: Date = Date()) async throws
        -> PlanAddition
    {
        let titles = steps.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard !reference.isBlank else { throw StoreError.emptyName(kind: "plan title") }
        guard !titles.isEmpty, !titles.contains(where: \.isEmpty) else { throw StoreError.emptyName(kind: "plan step") }
        return try await write("add plan steps") { db in
            var change = OrganizerChange(db, at: now)
            let (plan, created) = try Self.plan(named: reference, making: &change)
            var position = try OrganizerOrder.next(in: db)
            var added: [OrganizerItemReference] = []
            for title in titles {
                let id = UUID.random()
                try change.willChange(.tasks, id.lowercasedString)
                try db.execute(
                    sql: """
                        INSERT INTO tasks (id, title, created_at, updated_at, priority, status, position, plan_id)
                        VALUES (?, ?, ?, ?, 'medium', 'open', ?, ?)
                        """,
                    arguments: [id.lowercasedString, title, now, now, position, plan.id.lowercasedString])
                added.append(OrganizerItemReference(kind: .task, id: id, title: title))
                position += OrganizerOrder.gap
            }
            let more = added.count > 1 ? " and \(added.count - 1) more" : ""
            try change.commit("Added '\(titles[0])'\(more) to plan '\(plan.title)'")
            return PlanAddition(plan: plan, created: created, steps: added)
        }
    }

    /// The plan `title` names, or a new top-level plan by that title (then `created` is `true`).
    private static func plan(named title: String, making change: inout OrganizerChange) throws -> (
        plan: OrganizerItemReference, created: Bool
    ) {
        do {
            return (try ItemResolver.resolve(title, kinds: [.plan], in: change.db), false)
        } catch StoreError.itemNotFound {
            let id = UUID.random()
            let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
            try change.willChange(.plans, id.lowercasedString)
            try change.db.execute(
                sql: "INSERT INTO plans (id, title, created_at) VALUES (?, ?, ?)",
                arguments: [id.lowercasedString, trimmed, change.now])
            return (OrganizerItemReference(kind: .plan, id: id, title: trimmed), true)
        }
    }
}

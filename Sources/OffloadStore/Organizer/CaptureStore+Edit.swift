import Foundation
import GRDB
import OffloadCore

extension CaptureStore {
    /// Changes the fields of one task or communication, in one transaction and one undo action.
    ///
    /// Categories, tags and plans named for the first time are created (names compare ignoring case). A
    /// communication has no notes and no plan. Nothing changes when any part fails.
    ///
    /// - Parameters:
    ///   - reference: An id prefix of a task or communication.
    ///   - requested: The fields to change.
    /// - Throws: ``StoreError/itemNotFound(reference:)``, ``StoreError/ambiguousItem(reference:candidates:)``,
    ///   ``StoreError/notApplicable(kind:action:)``, ``CoreError/emptyTitle``, ``StoreError/busy(path:seconds:)``.
    @discardableResult
    public func edit(_ reference: String, _ requested: ItemEdit, at now: Date = Date()) async throws -> EditOutcome {
        if let title = requested.title, title.isBlank { throw CoreError.emptyTitle }
        return try await write("edit an item") { db -> EditOutcome in
            let item = try ItemResolver.resolve(
                reference, kinds: [.task, .communication], refusing: "Editing", in: db)
            let links: TagLinkTable = item.kind == .task ? .tasks : .communications
            let edit =
                requested.tags == nil
                ? requested
                : requested.resolvingTags(current: try Self.tagNames(links, of: item.id.lowercasedString, in: db))
            var change = OrganizerChange(db, at: now)
            var labels = OrganizerLabels()
            switch item.kind {
            case .task: try Self.editTask(item.id.lowercasedString, edit, labels: &labels, change: &change)
            default:
                for (option, given) in [("--notes", edit.notes != nil), ("--plan", edit.plan != nil)] where given {
                    throw StoreError.notApplicable(kind: item.kind.noun, action: option)
                }
                try Self.editCommunication(item.id.lowercasedString, edit, labels: &labels, change: &change)
            }
            let action = try change.commit("Edited '\(item.title)'")
            return EditOutcome(item: item, changed: action != nil, created: labels.created)
        }
    }

    private static func editTask(
        _ id: String, _ edit: ItemEdit, labels: inout OrganizerLabels, change: inout OrganizerChange
    ) throws {
        var assignments: [(String, (any DatabaseValueConvertible)?)] = []
        if let title = edit.title {
            assignments.append(("title", title.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        if let notes = edit.notes { assignments.append(("notes", notes.isBlank ? nil : notes)) }
        if let plan = edit.plan {
            assignments.append(("plan_id", plan.isBlank ? nil : try labels.planID(named: plan, change: &change)))
        }
        try assignCommon(edit, into: &assignments, labels: &labels, change: &change)
        try update(.tasks, id, assignments, change: &change)
        try labels.relink(.tasks, of: id, adding: edit.addedTags, removing: edit.removedTags, change: &change)
        if try change.hasChanges() {
            try change.willChange(.tasks, id)
            try change.db.execute(sql: "UPDATE tasks SET updated_at = ? WHERE id = ?", arguments: [change.now, id])
        }
    }

    private static func editCommunication(
        _ id: String, _ edit: ItemEdit, labels: inout OrganizerLabels, change: inout OrganizerChange
    ) throws {
        var assignments: [(String, (any DatabaseValueConvertible)?)] = []
        if let title = edit.title {
            assignments.append(("title", title.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        try assignCommon(edit, into: &assignments, labels: &labels, change: &change)
        try update(.communications, id, assignments, change: &change)
        try labels.relink(
            .communications, of: id, adding: edit.addedTags, removing: edit.removedTags, change: &change)
    }

    /// The names of the tags `links` gives row `ownerID`.
    private static func tagNames(_ links: TagLinkTable, of ownerID: String, in db: Database) throws -> [String] {
        try String.fetchAll(
            db,
            sql: """
                SELECT tags.name FROM \(links.rawValue) JOIN tags ON tags.id = \(links.rawValue).tag_id
                WHERE \(links.rawValue).\(links.ownerColumn) = ?
                """,
            arguments: [ownerID])
    }

    /// The due date, priority and category assignments tasks and communications share.
    private static func assignCommon(
        _ edit: ItemEdit, into assignments: inout [(String, (any DatabaseValueConvertible)?)],
        labels: inout OrganizerLabels, change: inout OrganizerChange
    ) throws {
        switch edit.due {
        case .set(let date): assignments.append(("due_date", date))
        case .clear: assignments.append(("due_date", nil))
        case nil: break
        }
        if let priority = edit.priority { assignments.append(("priority", priority.rawValue)) }
        if let category = edit.category {
            assignments.append(
                ("category_id", category.isBlank ? nil : try labels.id(.categories, named: category, change: &change)))
        }
    }

    /// Updates columns of row `id`, keeping its image first.
    private static func update(
        _ table: OrganizerTable, _ id: String, _ assignments: [(String, (any DatabaseValueConvertible)?)],
        change: inout OrganizerChange
    ) throws {
        guard !assignments.isEmpty else { return }
        try change.willChange(table, id)
        try change.db.execute(
            sql:
                "UPDATE \(table.rawValue) SET \(assignments.map { "\($0.0) = ?" }.joined(separator: ", ")) WHERE id = ?",
            arguments: StatementArguments(assignments.map { $0.1?.databaseValue ?? .null } + [id.databaseValue]))
    }
}

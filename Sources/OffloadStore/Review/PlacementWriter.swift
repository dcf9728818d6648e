import Foundation
import GRDB
import OffloadCore
import OffloadNLP

/// Creates what an accepted or edited suggestion becomes, inside the deciding transaction, and journals every row
/// it creates in `decision_effects` so that undo can remove exactly those rows.
struct PlacementWriter {
    let db: Database
    let decisionID: String
    let captureID: String
    let now: Date
    private var position = 0

    init(db: Database, decisionID: String, captureID: String, now: Date) {
        self.db = db
        self.decisionID = decisionID
        self.captureID = captureID
        self.now = now
    }

    /// What was placed: the destination row, its name, and whether it already existed.
    struct Target {
        let id: String
        let name: String
        let reusedExisting: Bool
    }

    /// Places `suggestion`; returns the destination row.
    mutating func place(_ suggestion: Suggestion) throws -> Target {
        switch suggestion.destinationType {
        case .task: try placeTask(suggestion)
        case .list: try placeList(suggestion)
        case .plan: try placePlan(suggestion)
        case .communication: try placeCommunication(suggestion)
        case .note: try placeNote(suggestion)
        }
    }

    private mutating func placeTask(_ suggestion: Suggestion) throws -> Target {
        let id = try insertTask(
            title: suggestion.title, planID: nil, suggestion: suggestion)
        return Target(id: id, name: suggestion.title, reusedExisting: false)
    }

    private mutating func placeCommunication(_ suggestion: Suggestion) throws -> Target {
        let id = UUID.random().lowercasedString
        try db.execute(
            sql: """
                INSERT INTO communication_items (id, channel, contact_name, title, due_date, is_done, created_at,
                    priority, recurrence, category_id)
                VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?)
                """,
            arguments: [
                id, (suggestion.channel ?? .message).rawValue, suggestion.contact, suggestion.title,
                suggestion.dueDate, now, suggestion.priority?.rawValue, suggestion.recurrence,
                try categoryID(suggestion.category),
            ])
        try journal("communication_items", id)
        try attachTags(suggestion.tags, link: "communication_tags", owner: "communication_id", ownerID: id)
        return Target(id: id, name: suggestion.title, reusedExisting: false)
    }

    private mutating func placeNote(_ suggestion: Suggestion) throws -> Target {
        let id = UUID.random().lowercasedString
        // The note keeps the whole capture text as its body, so nothing of the thought is lost.
        try db.execute(
            sql: """
                INSERT INTO notes (id, title, body, capture_id, created_at, category_id)
                SELECT ?, ?, raw_text, id, ?, ? FROM captures WHERE id = ?
                """,
            arguments: [id, suggestion.title, now, try categoryID(suggestion.category), captureID])
        try journal("notes", id)
        try attachTags(suggestion.tags, link: "note_tags", owner: "note_id", ownerID: id)
        return Target(id: id, name: suggestion.title, reusedExisting: false)
    }

    private mutating func placeList(_ suggestion: Suggestion) throws -> Target {
        let name = Self.trimmed(suggestion.destinationName) ?? Self.trimmed(suggestion.title) ?? ListKind.defaultName
        let existing = try String.fetchOne(
            db, sql: "SELECT id FROM lists WHERE lower(trim(name)) = lower(?) ORDER BY created_at, rowid LIMIT 1",
            arguments: [name])
        let listID = existing ?? UUID.random().lowercasedString
        if existing == nil {
            try db.execute(
                sql: "INSERT INTO lists (id, name, list_type, created_at, category_id) VALUES (?, ?, ?, ?, ?)",
                arguments: [
                    listID, name, ListKind.type(forName: name).rawValue, now, try categoryID(suggestion.category),
                ])
            try journal("lists", listID)
        } else {
            try fillBlankCategory("lists", id: listID, name: suggestion.category)
        }
        try attachTags(suggestion.tags, link: "list_tags", owner: "list_id", ownerID: listID)
        var next =
            try Int.fetchOne(db, sql: "SELECT max(position) + 1 FROM list_items WHERE list_id = ?", arguments: [listID])
            ?? 0
        let items =
            suggestion.items.isEmpty ? [SuggestedItem(text: suggestion.title)] : Self.flattened(suggestion.items)
        for item in items where Self.trimmed(item.text) != nil {
            let id = UUID.random().lowercasedString
            try db.execute(
                sql: """
                    INSERT INTO list_items (id, list_id, text, quantity, unit, is_completed, position)
                    VALUES (?, ?, ?, ?, ?, 0, ?)
                    """,
                arguments: [id, listID, item.text, item.quantity, item.unit, next])
            try journal("list_items", id)
            next += 1
        }
        let storedName = try String.fetchOne(db, sql: "SELECT name FROM lists WHERE id = ?", arguments: [listID])
        return Target(id: listID, name: storedName ?? name, reusedExisting: existing != nil)
    }

    private mutating func placePlan(_ suggestion: Suggestion) throws -> Target {
        let title = Self.trimmed(suggestion.destinationName) ?? suggestion.title
        let existing = try Row.fetchOne(
            db,
            sql: """
                SELECT id, title, due_date, priority FROM plans WHERE parent_id IS NULL AND lower(trim(title)) = lower(?)
                ORDER BY created_at, rowid LIMIT 1
                """,
            arguments: [title])
        let planID: String
        if let existing {
            planID = existing[0]
            try fillBlank(
                "plans", id: planID, column: "due_date", with: suggestion.dueDate, current: existing[2] as Date?,
                field: .dueDate, name: existing[1])
            try fillBlank(
                "plans", id: planID, column: "priority", with: suggestion.priority?.rawValue,
                current: existing[3] as String?, field: .priority, name: existing[1])
            try fillBlankCategory("plans", id: planID, name: suggestion.category)
        } else {
            planID = try insertPlan(title: title, parentID: nil, suggestion: suggestion)
        }
        try attachTags(suggestion.tags, link: "plan_tags", owner: "plan_id", ownerID: planID)
        try insertSteps(suggestion.items, planID: planID)
        let storedTitle = try String.fetchOne(db, sql: "SELECT title FROM plans WHERE id = ?", arguments: [planID])
        return Target(id: planID, name: storedTitle ?? title, reusedExisting: existing != nil)
    }

    /// Steps become tasks of the plan; a step with children becomes a sub-plan holding them (recursively).
    private mutating func insertSteps(_ items: [SuggestedItem], planID: String) throws {
        for item in items {
            guard let text = Self.trimmed(item.text) else { continue }
            if item.children.isEmpty {
                _ = try insertTask(title: text, planID: planID, suggestion: nil)
            } else {
                let subplan = try insertPlan(title: text, parentID: planID, suggestion: nil)
                try insertSteps(item.children, planID: subplan)
            }
        }
    }

    /// Inserts a plan; `suggestion` (for top-level plans) supplies due date, priority and category.
    private mutating func insertPlan(title: String, parentID: String?, suggestion: Suggestion?) throws -> String {
        let id = UUID.random().lowercasedString
        try db.execute(
            sql: """
                INSERT INTO plans (id, title, parent_id, created_at, category_id, due_date, priority)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                id, title, parentID, now, try categoryID(suggestion?.category), suggestion?.dueDate,
                suggestion?.priority?.rawValue,
            ])
        try journal("plans", id)
        return id
    }

    /// Inserts a task; `suggestion` (for stand-alone tasks) supplies due date, priority, recurrence and tags.
    private mutating func insertTask(
        title: String, planID: String?, suggestion: Suggestion?
    ) throws -> String {
        let id = UUID.random().lowercasedString
        let position = try OrganizerOrder.next(in: db)
        try db.execute(
            sql: """
                INSERT INTO tasks (id, title, created_at, updated_at, due_date, priority, status, position, plan_id,
                    category_id, recurrence)
                VALUES (?, ?, ?, ?, ?, ?, 'open', ?, ?, ?, ?)
                """,
            arguments: [
                id, title, now, now, suggestion?.dueDate, (suggestion?.priority ?? .medium).rawValue, position, planID,
                try categoryID(suggestion?.category), suggestion?.recurrence,
            ])
        try journal("tasks", id)
        for tag in suggestion?.tags ?? [] {
            guard let name = Self.trimmed(tag) else { continue }
            let tagID = try existingOrNew(table: "tags", name: name)
            try db.execute(
                sql: "INSERT OR IGNORE INTO task_tags (task_id, tag_id) VALUES (?, ?)", arguments: [id, tagID])
        }
        return id
    }

    /// Links `tags` to a plan, list, communication item or note; each new link is journalled, so undo removes the
    /// links it added to a list or plan that stays.
    private mutating func attachTags(_ tags: [String], link: String, owner: String, ownerID: String) throws {
        for tag in tags {
            guard let name = Self.trimmed(tag) else { continue }
            let tagID = try existingOrNew(table: "tags", name: name)
            let id = UUID.random().lowercasedString
            try db.execute(
                sql: "INSERT OR IGNORE INTO \(link) (id, \(owner), tag_id) VALUES (?, ?, ?)",
                arguments: [id, ownerID, tagID])
            if db.changesCount == 1 { try journal(link, id) }
        }
    }

    /// Gives a list or plan that existed before the suggestion's category when it has none (it keeps its own
    /// otherwise); undo blanks it again.
    private mutating func fillBlankCategory(_ table: String, id: String, name: String?) throws {
        guard Self.trimmed(name) != nil,
            try Bool.fetchOne(db, sql: "SELECT category_id IS NULL FROM \(table) WHERE id = ?", arguments: [id]) == true
        else { return }
        try db.execute(
            sql: "UPDATE \(table) SET category_id = ? WHERE id = ?", arguments: [try categoryID(name), id])
        try journal(table, id, cleared: "category_id")
    }

    /// Fills a blank due date or priority of an existing plan; a different value already there is a conflict,
    /// because the plan keeps its own and the suggestion's would be lost.
    private mutating func fillBlank<Value: DatabaseValueConvertible>(
        _ table: String, id: String, column: String, with value: Value?, current: Value?, field: SuggestionField,
        name: String
    ) throws {
        guard let value else { return }
        if let current {
            guard current.databaseValue == value.databaseValue else {
                throw StoreError.destinationHasOwn(field: field.rawValue, name: name)
            }
            return
        }
        try db.execute(sql: "UPDATE \(table) SET \(column) = ? WHERE id = ?", arguments: [value, id])
        try journal(table, id, cleared: column)
    }

    private mutating func categoryID(_ name: String?) throws -> String? {
        guard let name = Self.trimmed(name) else { return nil }
        return try existingOrNew(table: "categories", name: name)
    }

    /// The id of the tag or category named `name` (case-insensitive), created when missing.
    private mutating func existingOrNew(table: String, name: String) throws -> String {
        if let id = try String.fetchOne(db, sql: "SELECT id FROM \(table) WHERE name = ?", arguments: [name]) {
            return id
        }
        let id = UUID.random().lowercasedString
        try db.execute(sql: "INSERT INTO \(table) (id, name) VALUES (?, ?)", arguments: [id, name])
        try journal(table, id)
        return id
    }

    /// Records a row the decision created, or with `cleared` a column it filled on a row that existed before.
    private mutating func journal(_ table: String, _ rowID: String, cleared: String? = nil) throws {
        try db.execute(
            sql: """
                INSERT INTO decision_effects (decision_id, position, table_name, row_id, cleared_column)
                VALUES (?, ?, ?, ?, ?)
                """,
            arguments: [decisionID, position, table, rowID, cleared])
        position += 1
        if cleared == nil, let itemType = OrganizerTable(effectTable: table)?.itemType {
            try OrganizerEvent(kind: .created).append(itemType: itemType, id: rowID, at: now, action: nil, in: db)
        }
    }

    private static func trimmed(_ text: String?) -> String? {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return text
    }

    /// Items with their children after them, depth first (lists are flat).
    private static func flattened(_ items: [SuggestedItem]) -> [SuggestedItem] {
        items.flatMap { [$0] + flattened($0.children) }
    }
}

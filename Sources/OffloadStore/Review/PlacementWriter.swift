import Foundation
import GRDB
import OffloadCore

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
            title: suggestion.title, planID: nil, position: 0, suggestion: suggestion)
        return Target(id: id, name: suggestion.title, reusedExisting: false)
    }

    private mutating func placeCommunication(_ suggestion: Suggestion) throws -> Target {
        let id = UUID.random().lowercasedString
        try db.execute(
            sql: """
                INSERT INTO communication_items (id, channel, contact_name, title, due_date, is_done, created_at)
                VALUES (?, ?, ?, ?, ?, 0, ?)
                """,
            arguments: [
                id, (suggestion.channel ?? .message).rawValue, suggestion.contact, suggestion.title,
                suggestion.dueDate, now,
            ])
        try journal("communication_items", id)
        return Target(id: id, name: suggestion.title, reusedExisting: false)
    }

    private mutating func placeNote(_ suggestion: Suggestion) throws -> Target {
        let id = UUID.random().lowercasedString
        // The note keeps the whole capture text as its body, so nothing of the thought is lost.
        try db.execute(
            sql: """
                INSERT INTO notes (id, title, body, capture_id, created_at)
                SELECT ?, ?, raw_text, id, ? FROM captures WHERE id = ?
                """,
            arguments: [id, suggestion.title, now, captureID])
        try journal("notes", id)
        return Target(id: id, name: suggestion.title, reusedExisting: false)
    }

    private mutating func placeList(_ suggestion: Suggestion) throws -> Target {
        let name = Self.trimmed(suggestion.destinationName) ?? ListKind.defaultName
        let existing = try String.fetchOne(
            db, sql: "SELECT id FROM lists WHERE lower(trim(name)) = lower(?) ORDER BY created_at, rowid LIMIT 1",
            arguments: [name])
        let listID = existing ?? UUID.random().lowercasedString
        if existing == nil {
            try db.execute(
                sql: "INSERT INTO lists (id, name, list_type, created_at) VALUES (?, ?, ?, ?)",
                arguments: [listID, name, ListKind.type(forName: name).rawValue, now])
            try journal("lists", listID)
        }
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
        let existing = try String.fetchOne(
            db,
            sql: """
                SELECT id FROM plans WHERE parent_id IS NULL AND lower(trim(title)) = lower(?)
                ORDER BY created_at, rowid LIMIT 1
                """,
            arguments: [title])
        let planID = try existing ?? insertPlan(title: title, parentID: nil, category: suggestion.category)
        try insertSteps(suggestion.items, planID: planID, suggestion: suggestion)
        let storedTitle = try String.fetchOne(db, sql: "SELECT title FROM plans WHERE id = ?", arguments: [planID])
        return Target(id: planID, name: storedTitle ?? title, reusedExisting: existing != nil)
    }

    /// Steps become tasks of the plan; a step with children becomes a sub-plan holding them (recursively).
    private mutating func insertSteps(_ items: [SuggestedItem], planID: String, suggestion: Suggestion) throws {
        var next =
            try Int.fetchOne(db, sql: "SELECT max(position) + 1 FROM tasks WHERE plan_id = ?", arguments: [planID]) ?? 0
        for item in items {
            guard let text = Self.trimmed(item.text) else { continue }
            if item.children.isEmpty {
                _ = try insertTask(title: text, planID: planID, position: next, suggestion: nil)
                next += 1
            } else {
                let subplan = try insertPlan(title: text, parentID: planID, category: nil)
                try insertSteps(item.children, planID: subplan, suggestion: suggestion)
            }
        }
    }

    private mutating func insertPlan(title: String, parentID: String?, category: String?) throws -> String {
        let id = UUID.random().lowercasedString
        try db.execute(
            sql: "INSERT INTO plans (id, title, parent_id, created_at, category_id) VALUES (?, ?, ?, ?, ?)",
            arguments: [id, title, parentID, now, try categoryID(category)])
        try journal("plans", id)
        return id
    }

    /// Inserts a task; `suggestion` (for stand-alone tasks) supplies due date, priority, recurrence and tags.
    private mutating func insertTask(
        title: String, planID: String?, position: Int, suggestion: Suggestion?
    ) throws -> String {
        let id = UUID.random().lowercasedString
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

    private mutating func journal(_ table: String, _ rowID: String) throws {
        try db.execute(
            sql: "INSERT INTO decision_effects (decision_id, position, table_name, row_id) VALUES (?, ?, ?, ?)",
            arguments: [decisionID, position, table, rowID])
        position += 1
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

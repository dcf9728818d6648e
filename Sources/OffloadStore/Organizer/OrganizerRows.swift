import Foundation
import GRDB
import OffloadCore

/// Reads organizer rows (`SELECT *`) into domain values; `nil` when a row holds a value the model refuses.
enum OrganizerRows {
    static func task(_ row: Row) -> TaskItem? {
        guard let id = UUID(storedText: row["id"]), let priority = TaskPriority(rawValue: row["priority"]),
            let status = TaskStatus(rawValue: row["status"])
        else { return nil }
        return try? TaskItem(
            id: id, title: row["title"], notes: row["notes"], createdAt: row["created_at"],
            updatedAt: row["updated_at"], completedAt: row["completed_at"], dueDate: row["due_date"],
            scheduledDate: row["scheduled_date"], priority: priority, status: status, position: row["position"],
            planID: (row["plan_id"] as String?).flatMap(UUID.init(storedText:)),
            categoryID: (row["category_id"] as String?).flatMap(UUID.init(storedText:)), recurrence: row["recurrence"],
            postponed: row["postponed"] ?? 0)
    }

    /// A task row with `category_name`, `plan_title`, `tag_names` (a JSON array of names) and `next_reminder`
    /// beside its columns.
    static func taskOutline(_ row: Row) -> TaskOutline? {
        guard let task = task(row), let labels = labels(row) else { return nil }
        return TaskOutline(
            task: task, category: labels.category, tags: labels.tags, planTitle: row["plan_title"],
            reminder: row["next_reminder"])
    }

    /// The `category_name` and `tag_names` (a JSON array of names) of a row, tags sorted ignoring case; `nil` when
    /// `tag_names` is missing or not an array of strings.
    static func labels(_ row: Row) -> (category: String?, tags: [String])? {
        guard let tagNames = (row["tag_names"] as String?).map({ Data($0.utf8) }),
            let tags = try? JSONDecoder().decode([String].self, from: tagNames)
        else { return nil }
        return (row["category_name"], tags.sorted { $0.lowercased() < $1.lowercased() })
    }

    /// A plan row with `category_name` and `tag_names` beside its columns.
    static func labelledPlan(_ row: Row) -> (plan: Plan, category: String?, tags: [String])? {
        guard let plan = plan(row), let labels = labels(row) else { return nil }
        return (plan, labels.category, labels.tags)
    }

    static func plan(_ row: Row) -> Plan? {
        guard let id = UUID(storedText: row["id"]),
            let priority = optional(row["priority"], TaskPriority.init(rawValue:))
        else { return nil }
        return try? Plan(
            id: id, title: row["title"], parentID: (row["parent_id"] as String?).flatMap(UUID.init(storedText:)),
            createdAt: row["created_at"], categoryID: (row["category_id"] as String?).flatMap(UUID.init(storedText:)),
            dueDate: row["due_date"], priority: priority, archivedAt: row["archived_at"])
    }

    /// `.some(nil)` for a `NULL` column, the value for text `make` accepts, and `nil` (refused) otherwise.
    private static func optional<Value>(_ text: String?, _ make: (String) -> Value?) -> Value?? {
        guard let text else { return .some(nil) }
        return make(text).map { .some($0) }
    }

    static func list(_ row: Row) -> ListEntity? {
        guard let id = UUID(storedText: row["id"]), let type = ListType(rawValue: row["list_type"]) else { return nil }
        return try? ListEntity(
            id: id, name: row["name"], listType: type, createdAt: row["created_at"],
            categoryID: (row["category_id"] as String?).flatMap(UUID.init(storedText:)))
    }

    /// A list row with `category_name` and `tag_names` beside its columns.
    static func listOutline(_ row: Row) -> (list: ListEntity, category: String?, tags: [String])? {
        guard let list = list(row), let labels = labels(row) else { return nil }
        return (list, labels.category, labels.tags)
    }

    static func listItem(_ row: Row) -> ListItem? {
        guard let id = UUID(storedText: row["id"]), let listID = UUID(storedText: row["list_id"]) else { return nil }
        return try? ListItem(
            id: id, listID: listID, text: row["text"], quantity: row["quantity"], unit: row["unit"],
            isCompleted: row["is_completed"], position: row["position"])
    }

    static func communication(_ row: Row) -> CommunicationItem? {
        guard let id = UUID(storedText: row["id"]), let channel = CommunicationChannel(rawValue: row["channel"]),
            let priority = optional(row["priority"], TaskPriority.init(rawValue:))
        else { return nil }
        return CommunicationItem(
            id: id, channel: channel, contactName: row["contact_name"], title: row["title"], dueDate: row["due_date"],
            isDone: row["is_done"], createdAt: row["created_at"], priority: priority, recurrence: row["recurrence"],
            categoryID: (row["category_id"] as String?).flatMap(UUID.init(storedText:)))
    }

    /// A communication row with `category_name` and `tag_names` beside its columns.
    static func communicationOutline(_ row: Row) -> CommunicationOutline? {
        guard let item = communication(row), let labels = labels(row) else { return nil }
        return CommunicationOutline(communication: item, category: labels.category, tags: labels.tags)
    }

    static func note(_ row: Row) -> NoteItem? {
        guard let id = UUID(storedText: row["id"]) else { return nil }
        return NoteItem(
            id: id, title: row["title"], body: row["body"],
            captureID: (row["capture_id"] as String?).flatMap(UUID.init(storedText:)), createdAt: row["created_at"],
            categoryID: (row["category_id"] as String?).flatMap(UUID.init(storedText:)))
    }

    /// A note row with `category_name` and `tag_names` beside its columns.
    static func noteOutline(_ row: Row) -> NoteOutline? {
        guard let note = note(row), let labels = labels(row) else { return nil }
        return NoteOutline(note: note, category: labels.category, tags: labels.tags)
    }
}

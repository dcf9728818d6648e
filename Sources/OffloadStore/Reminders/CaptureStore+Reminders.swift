import Foundation
import GRDB
import OffloadCore

extension CaptureStore {
    /// Sets a reminder on a task or communication item at `remindAt` (a time already past is kept and delivered by
    /// the next ``deliverDueReminders(at:isQuiet:)``); undoable.
    ///
    /// - Throws: ``StoreError/notApplicable(kind:action:)`` for another kind of item or one that is done or
    ///   cancelled, the errors of resolving `reference`, ``StoreError/busy(path:seconds:)``.
    @discardableResult
    public func addReminder(to reference: String, at remindAt: Date, now: Date) async throws -> Reminder {
        let reminder = try await write("set a reminder") { db -> Reminder in
            let item = try ItemResolver.resolve(
                reference, kinds: [.task, .communication], refusing: "A reminder", in: db)
            guard try Self.isUnfinished(item, in: db) else {
                throw StoreError.notApplicable(kind: "finished \(item.kind.noun)", action: "A reminder")
            }
            let id = UUID.timeOrdered(at: now)
            var change = OrganizerChange(db, at: now)
            try change.willChange(.reminders, id.lowercasedString)
            try db.execute(
                sql: """
                    INSERT INTO reminders (id, task_id, communication_id, remind_at, created_at)
                    VALUES (?, ?, ?, ?, ?)
                    """,
                arguments: [
                    id.lowercasedString, item.kind == .task ? item.id.lowercasedString : nil,
                    item.kind == .communication ? item.id.lowercasedString : nil, remindAt, now,
                ])
            try change.commit("Reminder for '\(item.title)'")
            return Reminder(id: id, item: item, remindAt: remindAt, deliveredAt: nil)
        }
        logger.info("Set a reminder.")
        return reminder
    }

    /// The pending reminders, soonest first.
    public func pendingReminders() async throws -> [Reminder] {
        try await read("list reminders") { db in
            try Row.fetchAll(db, sql: Self.reminderSelect + " WHERE \(Self.isPending) ORDER BY remind_at, r.rowid")
                .compactMap(Self.reminder)
        }
    }

    /// Marks every pending reminder due at `now` as delivered and returns them, soonest first.
    ///
    /// Each is returned by one call only, however many run at once (the claim is one write transaction). During
    /// quiet hours nothing is delivered: the reminders wait for the next call after them.
    public func deliverDueReminders(at now: Date, isQuiet: Bool = false) async throws -> [Reminder] {
        guard !isQuiet else { return [] }
        let due = try await write("deliver reminders") { db -> [Reminder] in
            let rows = try Row.fetchAll(
                db,
                sql: Self.reminderSelect
                    + " WHERE \(Self.isPending) AND r.remind_at <= ? ORDER BY r.remind_at, r.rowid",
                arguments: [now])
            let due = rows.compactMap(Self.reminder)
            for reminder in due {
                try db.execute(
                    sql: "UPDATE reminders SET delivered_at = ? WHERE id = ?",
                    arguments: [now, reminder.id.lowercasedString])
            }
            return due.map { Reminder(id: $0.id, item: $0.item, remindAt: $0.remindAt, deliveredAt: now) }
        }
        logger.info("Delivered reminders.", metadata: ["count": "\(due.count)"])
        return due
    }

    /// Cancels the pending reminders of `item` inside `change` (so that undo brings them back): a task or
    /// communication item that is finished or about to be removed reminds of nothing.
    static func cancelReminders(of item: OrganizerItemReference, change: inout OrganizerChange) throws {
        guard let column = reminderColumn(item.kind) else { return }
        let ids = try String.fetchAll(
            change.db, sql: "SELECT id FROM reminders r WHERE \(column) = ? AND \(isPending)",
            arguments: [item.id.lowercasedString])
        for id in ids {
            try change.willChange(.reminders, id)
            try change.db.execute(
                sql: "UPDATE reminders SET cancelled_at = ? WHERE id = ?", arguments: [change.now, id])
        }
    }

    /// Keeps the images of every reminder of the item with `id` before it is deleted (the schema's cascade then
    /// removes them), so that undo restores them after the item.
    static func willDeleteReminders(of kind: OrganizerItemKind, id: String, change: inout OrganizerChange) throws {
        guard let column = reminderColumn(kind) else { return }
        for reminder in try String.fetchAll(
            change.db, sql: "SELECT id FROM reminders WHERE \(column) = ?", arguments: [id])
        {
            try change.willChange(.reminders, reminder)
        }
    }

    private static func reminderColumn(_ kind: OrganizerItemKind) -> String? {
        switch kind {
        case .task: "task_id"
        case .communication: "communication_id"
        default: nil
        }
    }

    private static func isUnfinished(_ item: OrganizerItemReference, in db: Database) throws -> Bool {
        let id = item.id.lowercasedString
        return switch item.kind {
        case .task:
            try String.fetchOne(db, sql: "SELECT status FROM tasks WHERE id = ?", arguments: [id])
                .map { $0 != "done" && $0 != "cancelled" } ?? false
        case .communication:
            try Bool.fetchOne(db, sql: "SELECT NOT is_done FROM communication_items WHERE id = ?", arguments: [id])
                ?? false
        default: false
        }
    }

    private static let isPending = "r.delivered_at IS NULL AND r.cancelled_at IS NULL"

    /// A reminder with its item's kind, id and title.
    private static let reminderSelect = """
        SELECT r.id, r.remind_at, r.delivered_at, r.task_id, r.communication_id,
            coalesce(t.title, c.title) AS title
        FROM reminders r
        LEFT JOIN tasks t ON t.id = r.task_id
        LEFT JOIN communication_items c ON c.id = r.communication_id
        """

    private static func reminder(_ row: Row) -> Reminder? {
        let taskID = (row["task_id"] as String?).flatMap(UUID.init(storedText:))
        let communicationID = (row["communication_id"] as String?).flatMap(UUID.init(storedText:))
        guard let id = UUID(storedText: row["id"]), let itemID = taskID ?? communicationID,
            let title = row["title"] as String?, let remindAt = row["remind_at"] as Date?
        else { return nil }
        let item = OrganizerItemReference(kind: taskID != nil ? .task : .communication, id: itemID, title: title)
        return Reminder(id: id, item: item, remindAt: remindAt, deliveredAt: row["delivered_at"])
    }
}

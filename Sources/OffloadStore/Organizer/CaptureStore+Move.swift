import Foundation
import GRDB
import OffloadCore

/// Where `offload move` puts a task.
public enum MoveTarget: Hashable, Sendable {
    /// Today, at the time of day it had (local midnight when it had none).
    case today
    /// Tomorrow, at the time of day it had (local midnight when it had none).
    case tomorrow
    /// The inbox: no due date.
    case inbox
    /// Set aside: state `someday`, its due date kept.
    case someday
    /// The day of this instant, at the time of day the task had (local midnight when it had none).
    case day(Date)
    /// This instant.
    case date(Date)
}

/// What ``CaptureStore/move(_:to:calendar:at:)`` did.
public struct MoveOutcome: Hashable, Sendable {
    /// The task.
    public let item: OrganizerItemReference
    /// Its due date before.
    public let from: Date?
    /// Its due date now.
    public let to: Date?
    /// Whether the move counted as a postponement (a later day than it was due).
    public let isPostponement: Bool
    /// How many times it has been postponed, this move included.
    public let postponed: Int
    /// Whether its new day is before today: allowed, and said.
    public let isPast: Bool
    /// Whether anything changed.
    public let changed: Bool
}

extension CaptureStore {
    /// Moves a task to a day, to the inbox or to someday, in one transaction and one undo action.
    ///
    /// A move to a later day than the task was due counts as a postponement (`postponed` goes up by one, and the
    /// event log records it). A `someday` task moved to a day or to the inbox is open again. Days are read in
    /// `calendar`'s time zone.
    ///
    /// - Throws: ``StoreError/itemNotFound(reference:)``, ``StoreError/ambiguousItem(reference:candidates:)``,
    ///   ``StoreError/notApplicable(kind:action:)`` (not a task), ``StoreError/busy(path:seconds:)``.
    @discardableResult
    public func move(_ reference: String, to target: MoveTarget, calendar: Calendar, at now: Date = Date())
        async throws -> MoveOutcome
    {
        try await write("move a task") { db -> MoveOutcome in
            let item = try ItemResolver.resolve(reference, kinds: [.task], refusing: "Moving", in: db)
            let id = item.id.lowercasedString
            let row = try Row.fetchOne(
                db, sql: "SELECT due_date, status, postponed FROM tasks WHERE id = ?", arguments: [id])
            let from: Date? = row?["due_date"]
            let status: String = row?["status"] ?? TaskStatus.open.rawValue
            var postponed: Int = row?["postponed"] ?? 0
            var to = from
            var newStatus = status
            switch target {
            case .today: to = Self.day(0, from: now, keepingTimeOf: from, calendar: calendar)
            case .tomorrow: to = Self.day(1, from: now, keepingTimeOf: from, calendar: calendar)
            case .day(let day): to = Self.day(0, from: day, keepingTimeOf: from, calendar: calendar)
            case .inbox: to = nil
            case .someday: newStatus = TaskStatus.someday.rawValue
            case .date(let date): to = date
            }
            if target != .someday && status == TaskStatus.someday.rawValue { newStatus = TaskStatus.open.rawValue }
            let isPostponement =
                from.flatMap { from in to.map { calendar.startOfDay(for: $0) > calendar.startOfDay(for: from) } }
                ?? false
            if isPostponement { postponed += 1 }
            var change = OrganizerChange(db, at: now)
            try change.willChange(.tasks, id)
            try db.execute(
                sql: "UPDATE tasks SET due_date = ?, status = ?, postponed = ? WHERE id = ?",
                arguments: [to, newStatus, postponed, id])
            let changed = try change.hasChanges()
            if changed {
                try db.execute(sql: "UPDATE tasks SET updated_at = ? WHERE id = ?", arguments: [now, id])
                try change.commit("Moved '\(item.title)'")
            }
            return MoveOutcome(
                item: item, from: from, to: to, isPostponement: isPostponement, postponed: postponed,
                isPast: to.map { calendar.startOfDay(for: $0) < calendar.startOfDay(for: now) } ?? false,
                changed: changed)
        }
    }

    /// The day `offset` days after the day of `base`, at the time of day of `current` (local midnight when there is
    /// none).
    static func day(_ offset: Int, from base: Date, keepingTimeOf current: Date?, calendar: Calendar) -> Date? {
        guard let day = calendar.date(byAdding: .day, value: offset, to: calendar.startOfDay(for: base)) else {
            return nil
        }
        guard let current else { return day }
        let time = calendar.dateComponents([.hour, .minute, .second], from: current)
        return calendar.date(
            bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: time.second ?? 0, of: day) ?? day
    }
}

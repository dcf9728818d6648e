import Foundation
import OffloadCore

/// A reminder of a task or communication item.
public struct Reminder: Hashable, Sendable {
    /// Its id.
    public let id: UUID
    /// What it reminds of.
    public let item: OrganizerItemReference
    /// When it is due.
    public let remindAt: Date
    /// When `reminders due` delivered it; `nil` while pending.
    public let deliveredAt: Date?
}

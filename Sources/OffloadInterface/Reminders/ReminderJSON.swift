import Foundation
import OffloadStore

/// A reminder as `offload remind --json`, `offload reminders --json` and `offload reminders due --json` print it.
public struct ReminderJSON: Encodable, Equatable {
    /// The reminder's id.
    public let id: String
    /// The id of the task or communication item it reminds of.
    public let itemID: String
    /// `task` or `communication`.
    public let kind: String
    /// The item's title.
    public let title: String
    /// When it is due (ISO 8601, UTC).
    public let remindAt: String
    /// When it was delivered; absent while pending.
    public let deliveredAt: String?

    /// The JSON of `reminder`.
    public init(_ reminder: Reminder) {
        id = reminder.id.lowercased
        itemID = reminder.item.id.lowercased
        kind = reminder.item.kind.rawValue
        title = reminder.item.title
        remindAt = ISODate.string(reminder.remindAt)
        deliveredAt = reminder.deliveredAt.map(ISODate.string)
    }

    /// `{"reminders": [...]}`.
    public struct List: Encodable, Equatable {
        /// The reminders, soonest first.
        public let reminders: [ReminderJSON]

        /// The JSON of `reminders`.
        public init(_ reminders: [Reminder]) { self.reminders = reminders.map(ReminderJSON.init) }
    }
}

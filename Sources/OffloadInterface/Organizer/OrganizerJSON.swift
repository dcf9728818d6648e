import Foundation
import OffloadCore
import OffloadStore

/// The stable JSON shapes of the organizer commands (`tasks`, `plans`, `lists`, `comms`, `notes` with `--json`).
///
/// Keys are sorted and absent optional values are left out; documented in README.md.
public enum OrganizerJSON {
    /// A task of `tasks --json` and of a plan, with its plan title and creation time.
    public struct Task: Encodable {
        /// The full id, lowercase UUID.
        public let id: String
        /// The title exactly as stored.
        public let title: String
        /// The state, such as `open` or `done`.
        public let status: String
        /// `low`, `medium`, `high` or `urgent`.
        public let priority: String
        /// When it is due: ISO 8601 in UTC with milliseconds.
        public let dueDate: String?
        /// The RFC 5545 rule, such as `FREQ=WEEKLY;BYDAY=MO`.
        public let recurrence: String?
        /// The id of the plan it is a step of.
        public let planID: String?
        /// The title of the plan it is a step of.
        public let planTitle: String?
        /// The category's name.
        public let category: String?
        /// Tag names, sorted ignoring case.
        public let tags: [String]
        /// The place in its order, ascending.
        public let position: Int
        /// How many times a move put the task on a later day.
        public let postponed: Int
        /// When it was made: ISO 8601 in UTC with milliseconds.
        public let createdAt: String

        /// The object for `outline`.
        public init(_ outline: TaskOutline) {
            let task = outline.task
            id = task.id.lowercased
            title = task.title
            status = task.status.rawValue
            priority = task.priority.rawValue
            dueDate = task.dueDate.map(ISODate.string)
            recurrence = task.recurrence
            planID = task.planID?.lowercased
            planTitle = outline.planTitle
            category = outline.category
            tags = outline.tags
            position = task.position
            postponed = task.postponed
            createdAt = ISODate.string(task.createdAt)
        }
    }

    /// A plan with its tasks, nested plans and how many tasks are finished.
    public struct PlanJSON: Encodable {
        /// The full id, lowercase UUID.
        public let id: String
        /// The title exactly as stored.
        public let title: String
        /// When it is due: ISO 8601 in UTC with milliseconds.
        public let dueDate: String?
        /// `low`, `medium`, `high` or `urgent`.
        public let priority: String?
        /// The category's name.
        public let category: String?
        /// Tag names, sorted ignoring case.
        public let tags: [String]
        /// When it was made: ISO 8601 in UTC with milliseconds.
        public let createdAt: String
        /// When it was archived: ISO 8601 in UTC with milliseconds.
        public let archivedAt: String?
        /// How many of its tasks are done or cancelled.
        public let done: Int
        /// Its tasks, in order.
        public let tasks: [Task]
        /// The plans nested in it.
        public let subplans: [PlanJSON]

        /// The object for `outline`.
        public init(_ outline: PlanOutline) {
            id = outline.plan.id.lowercased
            title = outline.plan.title
            dueDate = outline.plan.dueDate.map(ISODate.string)
            priority = outline.plan.priority?.rawValue
            category = outline.category
            tags = outline.tags
            createdAt = ISODate.string(outline.plan.createdAt)
            archivedAt = outline.plan.archivedAt.map(ISODate.string)
            done = outline.tasks.filter { [.done, .cancelled].contains($0.task.status) }.count
            tasks = outline.tasks.map(Task.init)
            subplans = outline.subplans.map(PlanJSON.init)
        }
    }

    /// A list with its items.
    public struct List: Encodable {
        /// One list item; a quantity JSON cannot hold is left out.
        public struct Item: Encodable {
            /// The full id, lowercase UUID.
            public let id: String
            /// The text exactly as stored.
            public let text: String
            /// The amount, when it has one that JSON can hold.
            public let quantity: Double?
            /// The unit of the amount, such as `kg`.
            public let unit: String?
            /// Whether it is checked off.
            public let isCompleted: Bool
            /// The place in its order, ascending.
            public let position: Int
        }

        /// The full id, lowercase UUID.
        public let id: String
        /// The name exactly as stored.
        public let name: String
        /// The kind of list, such as `shopping`.
        public let listType: String
        /// The category's name.
        public let category: String?
        /// Tag names, sorted ignoring case.
        public let tags: [String]
        /// When it was made: ISO 8601 in UTC with milliseconds.
        public let createdAt: String
        /// Its items, in order.
        public let items: [Item]

        /// The object for `outline`.
        public init(_ outline: ListOutline) {
            id = outline.list.id.lowercased
            name = outline.list.name
            listType = outline.list.listType.rawValue
            category = outline.category
            tags = outline.tags
            createdAt = ISODate.string(outline.list.createdAt)
            items = outline.items.map {
                Item(
                    id: $0.id.lowercased, text: $0.text, quantity: QuantityText.json($0.quantity), unit: $0.unit,
                    isCompleted: $0.isCompleted, position: $0.position)
            }
        }
    }

    /// Someone to call, email or message.
    public struct Communication: Encodable {
        /// The full id, lowercase UUID.
        public let id: String
        /// `call`, `email` or `message`.
        public let channel: String
        /// Whom to contact.
        public let contactName: String?
        /// The title exactly as stored.
        public let title: String
        /// When it is due: ISO 8601 in UTC with milliseconds.
        public let dueDate: String?
        /// `low`, `medium`, `high` or `urgent`.
        public let priority: String?
        /// The RFC 5545 rule, such as `FREQ=WEEKLY;BYDAY=MO`.
        public let recurrence: String?
        /// The category's name.
        public let category: String?
        /// Tag names, sorted ignoring case.
        public let tags: [String]
        /// Whether it is done.
        public let isDone: Bool
        /// When it was made: ISO 8601 in UTC with milliseconds.
        public let createdAt: String

        /// The object for `outline`.
        public init(_ outline: CommunicationOutline) {
            let item = outline.communication
            id = item.id.lowercased
            channel = item.channel.rawValue
            contactName = item.contactName
            title = item.title
            dueDate = item.dueDate.map(ISODate.string)
            priority = item.priority?.rawValue
            recurrence = item.recurrence
            category = outline.category
            tags = outline.tags
            isDone = item.isDone
            createdAt = ISODate.string(item.createdAt)
        }
    }

    /// A note with its whole text.
    public struct Note: Encodable {
        /// The full id, lowercase UUID.
        public let id: String
        /// The title exactly as stored.
        public let title: String
        /// The whole text.
        public let body: String
        /// The id of the capture it came from.
        public let captureID: String?
        /// The category's name.
        public let category: String?
        /// Tag names, sorted ignoring case.
        public let tags: [String]
        /// When it was made: ISO 8601 in UTC with milliseconds.
        public let createdAt: String

        /// The object for `outline`.
        public init(_ outline: NoteOutline) {
            let note = outline.note
            category = outline.category
            tags = outline.tags
            id = note.id.lowercased
            title = note.title
            body = note.body
            captureID = note.captureID?.lowercased
            createdAt = ISODate.string(note.createdAt)
        }
    }
}

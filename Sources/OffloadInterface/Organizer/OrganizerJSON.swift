import Foundation
import OffloadCore
import OffloadStore

/// The stable JSON shapes of the organizer commands (`tasks`, `plans`, `lists`, `comms`, `notes` with `--json`).
///
/// Keys are sorted and absent optional values are left out; documented in README.md.
public enum OrganizerJSON {
    /// A task of `tasks --json` and of a plan, with its plan title and creation time.
    public struct Task: Encodable {
        public let id: String
        public let title: String
        public let status: String
        public let priority: String
        public let dueDate: String?
        public let recurrence: String?
        public let planID: String?
        public let planTitle: String?
        public let category: String?
        public let tags: [String]
        public let position: Int
        /// How many times a move put the task on a later day.
        public let postponed: Int
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
        public let id: String
        public let title: String
        public let dueDate: String?
        public let priority: String?
        public let category: String?
        public let tags: [String]
        public let createdAt: String
        public let archivedAt: String?
        public let done: Int
        public let tasks: [Task]
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
            public let id: String
            public let text: String
            public let quantity: Double?
            public let unit: String?
            public let isCompleted: Bool
            public let position: Int
        }

        public let id: String
        public let name: String
        public let listType: String
        public let category: String?
        public let tags: [String]
        public let createdAt: String
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
        public let id: String
        public let channel: String
        public let contactName: String?
        public let title: String
        public let dueDate: String?
        public let priority: String?
        public let recurrence: String?
        public let category: String?
        public let tags: [String]
        public let isDone: Bool
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
        public let id: String
        public let title: String
        public let body: String
        public let captureID: String?
        public let category: String?
        public let tags: [String]
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

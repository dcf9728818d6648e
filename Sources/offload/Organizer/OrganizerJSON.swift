import Foundation
import OffloadCore
import OffloadStore

/// The stable JSON shapes of the organizer commands (`tasks`, `plans`, `lists`, `comms`, `notes` with `--json`).
///
/// Keys are sorted and absent optional values are left out; documented in README.md.
enum OrganizerJSON {
    struct Task: Encodable {
        let id: String
        let title: String
        let status: String
        let priority: String
        let dueDate: String?
        let recurrence: String?
        let planID: String?
        let planTitle: String?
        let category: String?
        let tags: [String]
        let position: Int
        /// How many times a move put the task on a later day.
        let postponed: Int
        let createdAt: String

        init(_ outline: TaskOutline) {
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

    struct PlanJSON: Encodable {
        let id: String
        let title: String
        let dueDate: String?
        let priority: String?
        let category: String?
        let tags: [String]
        let createdAt: String
        let archivedAt: String?
        let done: Int
        let tasks: [Task]
        let subplans: [PlanJSON]

        init(_ outline: PlanOutline) {
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

    struct List: Encodable {
        struct Item: Encodable {
            let id: String
            let text: String
            let quantity: Double?
            let unit: String?
            let isCompleted: Bool
            let position: Int
        }

        let id: String
        let name: String
        let listType: String
        let category: String?
        let tags: [String]
        let createdAt: String
        let items: [Item]

        init(_ outline: ListOutline) {
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

    struct Communication: Encodable {
        let id: String
        let channel: String
        let contactName: String?
        let title: String
        let dueDate: String?
        let priority: String?
        let recurrence: String?
        let category: String?
        let tags: [String]
        let isDone: Bool
        let createdAt: String

        init(_ outline: CommunicationOutline) {
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

    struct Note: Encodable {
        let id: String
        let title: String
        let body: String
        let captureID: String?
        let category: String?
        let tags: [String]
        let createdAt: String

        init(_ outline: NoteOutline) {
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

extension UUID {
    /// The lowercase string form shown in output.
    var lowercased: String { uuidString.lowercased() }

    /// The first 8 hex characters.
    var short: String { String(lowercased.prefix(8)) }
}

import Foundation
import OffloadCore
import OffloadStore

/// The lines of the organizer listings (`tasks`, `plans`, `lists`, `comms`, `notes`), each made safe for a terminal.
public enum OrganizerLines {
    /// `[open]  1a2b3c4d  2026-11-22 17:00  Call mom  (high)  (plan: Weekend)  [family]  #phone`.
    public static func line(for outline: TaskOutline) -> String {
        let task = outline.task
        let status = "[\(task.status.rawValue)]".padding(toLength: 13, withPad: " ", startingAt: 0)
        let due = (task.dueDate.map(ISODate.due) ?? "—").padding(toLength: 16, withPad: " ", startingAt: 0)
        let priority = OrganizerText.priority(task.priority)
        let plan = outline.planTitle.map { "  (plan: \($0))" } ?? ""
        return TerminalText.safe(
            "\(status)\(task.id.short)  \(due)  \(task.title)\(priority)\(plan)\(OrganizerText.labels(outline.category, outline.tags))"
        )
    }

    /// `Tom's birthday  (1/3 done, 1a2b3c4d)  due 2026-11-28 19:00  (high)  [social]  #family`, then its steps and
    /// nested plans, each indented two more spaces; `(no steps, …)` for a plan without tasks, and `  archived` after
    /// the id for an archived plan.
    public static func lines(for outline: PlanOutline, indent: String) -> [String] {
        let plan = outline.plan
        let due = plan.dueDate.map { "  due \(ISODate.due($0))" } ?? ""
        let archived = plan.archivedAt == nil ? "" : "  archived"
        var lines = [
            "\(indent)\(plan.title)  (\(progress(of: outline)), \(plan.id.short))\(archived)\(due)"
                + OrganizerText.priority(plan.priority) + OrganizerText.labels(outline.category, outline.tags)
        ]
        for step in outline.tasks {
            lines.append(
                "\(indent)  [\(step.task.status == .done ? "x" : " ")] \(step.task.title)"
                    + OrganizerText.labels(step.category, step.tags))
        }
        for subplan in outline.subplans { lines += self.lines(for: subplan, indent: indent + "  ") }
        return lines
    }

    /// `3/5 done` (cancelled steps count as finished), or `no steps`.
    public static func progress(of outline: PlanOutline) -> String {
        guard !outline.tasks.isEmpty else { return "no steps" }
        let finished = outline.tasks.filter { [.done, .cancelled].contains($0.task.status) }.count
        return "\(finished)/\(outline.tasks.count) done"
    }

    /// `  [ ] 2 loaf bread`: completion, quantity and unit when known, text.
    public static func line(for item: ListItem) -> String {
        let amount = QuantityText.amount(item.quantity, unit: item.unit).map { $0 + " " } ?? ""
        return TerminalText.safe("  [\(item.isCompleted ? "x" : " ")] \(amount)\(item.text)")
    }

    /// `Groceries  (shopping, 3 items)  [errands]  #weekly`: the name, type, item count, category and tags.
    public static func header(for outline: ListOutline) -> String {
        let list = outline.list
        return "\(list.name)  (\(list.listType.rawValue), \(OrganizerText.counted(outline.items.count, "item")))"
            + OrganizerText.labels(outline.category, outline.tags)
    }

    /// `[ ] 1a2b3c4d  call mom: Call mom  due 2026-11-22 17:00  (high)  repeats FREQ=WEEKLY  [social]  #family`.
    public static func line(for outline: CommunicationOutline) -> String {
        let item = outline.communication
        let due = item.dueDate.map { "  due \(ISODate.due($0))" } ?? ""
        let who = [item.channel.rawValue, item.contactName].compactMap { $0 }.joined(separator: " ")
        let recurrence = item.recurrence.map { "  repeats \($0)" } ?? ""
        return TerminalText.safe(
            "[\(item.isDone ? "x" : " ")] \(item.id.short)  \(who): \(item.title)\(due)"
                + OrganizerText.priority(item.priority) + recurrence
                + OrganizerText.labels(outline.category, outline.tags))
    }

    /// `1a2b3c4d  2026-11-22 17:00  Packing list  [travel]`: a note in the `notes` listing.
    public static func line(for outline: NoteOutline) -> String {
        let note = outline.note
        return TerminalText.safe(
            "\(note.id.short)  \(ISODate.local(note.createdAt))  \(note.title)"
                + OrganizerText.labels(outline.category, outline.tags))
    }

    /// One note whole: its title with its id, date and labels, an empty line, then its text line by line.
    public static func lines(forWhole outline: NoteOutline) -> [String] {
        let note = outline.note
        let title = "\(note.title)  (\(note.id.short), \(ISODate.local(note.createdAt)))"
        let body = note.body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return ([title + OrganizerText.labels(outline.category, outline.tags), ""] + body).map(TerminalText.safe)
    }
}

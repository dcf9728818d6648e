import Foundation
import OffloadCore
import OffloadStore

/// One task as a line of a view: a state symbol, the id, when, the title and what else there is to know.
///
/// `○ 1a2b3c4d  09:00  Call mom  ↻3  every Mon 08:00  (high)  (plan: Weekend)  [family]  #phone`. Symbols show
/// the state without colour (`○` open, `◐` active, `⧗` waiting, `✓` done); on a terminal, colour adds to them and
/// a task done today is dimmed and struck through.
public struct TaskLine {
    /// Whether to add ANSI colour: only on a terminal, and never when `NO_COLOR` is set.
    public let isColoured: Bool

    /// Creates the style; `isColoured` adds ANSI colour.
    public init(isColoured: Bool) { self.isColoured = isColoured }

    /// The line for `task`, indented two spaces, with `when` (a time or a day) after the id.
    public func line(_ task: TaskOutline, when: String) -> String {
        let item = task.task
        let title = TerminalText.safe(item.title)
        let isDone = item.status == .done
        var line = "  \(paint(Self.symbol(item.status), Self.colour(item.status))) \(paint(item.id.short, "2"))  "
        line += when.isEmpty ? "" : "\(when)  "
        line += isDone ? paint(title, "2;9") : title
        if item.postponed >= 3 { line += "  " + paint("↻\(item.postponed)", "35") }
        if let rule = item.recurrence { line += "  " + TerminalText.safe(RecurrenceText.words(rule)) }
        let priority = OrganizerText.priority(item.priority)
        line += item.priority == .urgent || item.priority == .high ? paint(priority, "31") : priority
        line += task.reminder.map { "  ⏰ " + DayText.moment($0) } ?? ""
        line += task.planTitle.map { "  (plan: \(TerminalText.safe($0)))" } ?? ""
        return line + TerminalText.safe(OrganizerText.labels(task.category, task.tags))
    }

    /// A section title: bold on a terminal.
    public func heading(_ text: String) -> String { paint(text, "1") }

    /// `text` wrapped in the SGR `code` when colouring, else as it is.
    public func paint(_ text: String, _ code: String) -> String {
        isColoured ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// The symbol of a state: `○` open, `◐` active, `⧗` waiting, `✓` done, `☾` someday, `✗` cancelled.
    public static func symbol(_ status: TaskStatus) -> String {
        switch status {
        case .open: "○"
        case .active: "◐"
        case .waiting: "⧗"
        case .done: "✓"
        case .someday: "☾"
        case .cancelled: "✗"
        }
    }

    private static func colour(_ status: TaskStatus) -> String {
        switch status {
        case .open, .someday: "0"
        case .active: "33"
        case .waiting: "36"
        case .done: "32"
        case .cancelled: "2"
        }
    }
}

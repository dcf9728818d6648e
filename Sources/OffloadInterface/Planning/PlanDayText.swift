import Foundation

/// `offload plan-day` on a terminal.
///
/// What the plan learned from, each proposal with its reason, and what was not planned. User text (titles,
/// category names) is made safe for the terminal.
public enum PlanDayText {
    /// The lines before the proposals: the history, or why nothing is proposed.
    public static func header(_ plan: DayPlan) -> [String] {
        let day = DayText.label(plan.day)
        guard plan.hasEnoughHistory else {
            return [
                "Too little history to plan from yet: \(tasks(plan.done)) done on \(days(plan.activeDays)) since "
                    + "\(plan.since). plan-day learns from \(DayPlanner.minimumDone) done tasks on "
                    + "\(DayPlanner.minimumDays) different days; nothing is proposed until then."
            ]
        }
        var lines = [
            "Plan for \(day), learned from \(tasks(plan.done)) done on \(days(plan.activeDays)) since \(plan.since)."
        ]
        let usual = plan.usual.map {
            "; you usually finish about \($0) on a \(DayPlanner.weekdays[plan.day.weekday - 1])"
        }
        lines.append("\(day) \(plan.load == 0 ? "has nothing due yet" : "holds \(tasks(plan.load))")\(usual ?? "").")
        if plan.proposals.isEmpty && plan.unplanned.isEmpty {
            lines.append("Nothing to plan: no task is without a day, and none is left from earlier days.")
        }
        return lines
    }

    /// The lines of proposal `index` (from 0) of `count`.
    public static func proposal(_ proposal: DayPlan.Proposal, index: Int, count: Int) -> [String] {
        let task = proposal.task
        let from = task.task.dueDate.map { "from \(DayText.day($0))" } ?? (task.planTitle == nil ? "inbox" : "no day")
        let labels = ([task.category].compactMap { $0 } + [from]).joined(separator: " · ")
        let time = DayText.time(proposal.at)
        return [
            TerminalText.safe("(\(index + 1)/\(count)) \(task.task.title)  [\(labels)]"),
            "  → \(DayText.label(proposal.day)) \(time.isEmpty ? "00:00" : time), \(proposal.minutes) min",
            TerminalText.safe("  \(proposal.reason)"),
        ]
    }

    /// The lines after the proposals: what was not planned and what waits for another run.
    public static func footer(_ plan: DayPlan) -> [String] {
        var lines: [String] = []
        if !plan.unplanned.isEmpty {
            lines.append("Not planned:")
            lines += plan.unplanned.map { TerminalText.safe("  \($0.task.task.title): \($0.reason)") }
        }
        if plan.notLookedAt > 0 {
            lines.append(
                "\(tasks(plan.notLookedAt)) more wait for another run (at most \(DayPlanner.maximumProposals) at once)."
            )
        }
        return lines
    }

    private static func tasks(_ count: Int) -> String { "\(count) \(count == 1 ? "task" : "tasks")" }
    private static func days(_ count: Int) -> String { "\(count) \(count == 1 ? "day" : "days")" }
}

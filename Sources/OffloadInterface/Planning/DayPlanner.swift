import Foundation
import OffloadStore

/// Proposes when to do tasks that have no day or were left from earlier days, from the user's own history.
///
/// It learns the weekdays and hours when tasks of each category get done, how long started tasks take, and what
/// the days already hold. It moves nothing; `offload plan-day` asks about each proposal.
///
/// Tasks left from earlier days come first (oldest first), then by priority, then in the user's order. A task
/// follows its category's habit when the category has ``minimumInCategory`` completions, else the habit of all
/// tasks. A weekday habit places it on the next such weekday from the planned day (or the one after, when that
/// day is full); a part-of-day habit on the planned day or one of the two after. A day is full when its tasks reach
/// what the user usually finishes on that weekday; a time is free when no timed task or earlier proposal holds it,
/// and it must stay in the habit's part of the day and after now.
public struct DayPlanner: Sendable {
    /// Done tasks needed in the history window before anything is proposed.
    public static let minimumDone = 10
    /// Different days those done tasks must fall on.
    public static let minimumDays = 7
    /// Completions of one category needed to learn that category's own habit.
    public static let minimumInCategory = 6
    /// The most proposals offered at once.
    public static let maximumProposals = 10
    /// Days of history looked at, before today.
    public static let windowDays = 365
    /// Minutes kept for a task whose category has no usual duration yet.
    static let defaultMinutes = 30

    /// The moment planned at: now, the time zone, the week and day start.
    public let moment: ViewMoment
    let calendar: Calendar

    /// A planner at `moment`.
    public init(moment: ViewMoment) {
        self.moment = moment
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = moment.timeZone
        self.calendar = calendar
    }

    /// The first instant of the history window.
    public var since: Date { moment.day(after: -Self.windowDays).start }

    /// The days whose existing tasks can matter when planning the day `offset` days after today.
    public func loadRange(dayOffset offset: Int) -> Range<Date> {
        moment.day(after: offset).start..<moment.day(after: offset + 14).end
    }

    /// The proposals for the day `offset` days after today (0 is today).
    public func plan(_ records: PlanningRecords, dayOffset offset: Int) -> DayPlan {
        let history = PlanningHistory(records, moment: moment)
        let day = moment.day(after: offset)
        var book = DayBook(load: records.load, moment: moment, calendar: calendar)
        let load = book.count(day)
        var proposals: [DayPlan.Proposal] = []
        var unplanned: [DayPlan.Unplanned] = []
        var notLookedAt = 0
        let ranked = history.hasEnough ? Self.ranked(records.candidates, before: moment.today.start) : []
        for task in ranked {
            guard proposals.count < Self.maximumProposals else {
                notLookedAt += 1
                continue
            }
            guard let habit = history.habit(for: task.category) else {
                unplanned.append(.init(task: task, reason: "No clear habit to plan it from yet."))
                continue
            }
            let minutes = history.minutes(for: task.category) ?? Self.defaultMinutes
            if let proposal = propose(task, habit: habit, minutes: minutes, from: offset, book: &book, history: history)
            {
                proposals.append(proposal)
            } else {
                unplanned.append(.init(task: task, reason: noRoom(habit)))
            }
        }
        return DayPlan(
            day: day, done: history.done, activeDays: history.activeDays,
            since: moment.day(after: -Self.windowDays).date,
            hasEnoughHistory: history.hasEnough, load: load, usual: history.usual(day.weekday),
            proposals: proposals, unplanned: unplanned, notLookedAt: notLookedAt)
    }

    /// The first free slot for `task` on the days its habit allows, as a proposal.
    private func propose(
        _ task: TaskOutline, habit: Habit, minutes: Int, from offset: Int, book: inout DayBook, history: PlanningHistory
    ) -> DayPlan.Proposal? {
        var skipped: [String] = []
        for candidate in days(for: habit, from: offset) {
            let day = moment.day(after: candidate)
            if let usual = history.usual(day.weekday), book.count(day) >= usual {
                skipped.append(
                    "\(DayText.label(day)) already holds \(book.count(day)), about what you usually finish on a "
                        + "\(Self.weekdays[day.weekday - 1]).")
                continue
            }
            guard let start = book.freeSlot(on: day, from: habit.minute, minutes: minutes, part: habit.part)
            else { continue }
            book.take(start, minutes: minutes, on: day)
            let reason =
                ([PlanReason.habit(habit, category: task.category, history: history)] + skipped
                + [PlanReason.duration(history.minutes(for: task.category), category: task.category)]).filter {
                    !$0.isEmpty
                }.joined(separator: " ")
            return DayPlan.Proposal(task: task, at: start, day: day, habit: habit, minutes: minutes, reason: reason)
        }
        return nil
    }

    /// The day offsets a habit allows from `offset`: the next two of its weekday, or the planned day and two after.
    private func days(for habit: Habit, from offset: Int) -> [Int] {
        guard let weekday = habit.weekday else { return [offset, offset + 1, offset + 2] }
        let first = offset + (weekday - moment.day(after: offset).weekday + 7) % 7
        return [first, first + 7]
    }

    private func noRoom(_ habit: Habit) -> String {
        let when = habit.weekday.map { "the next two \(Self.weekdays[$0 - 1])s" } ?? "the next three days"
        return "No room \(habit.part.phrase) on \(when); it stays where it is."
    }

    /// Tasks left from earlier days first (oldest first), then higher priority, then the user's order.
    static func ranked(_ tasks: [TaskOutline], before today: Date) -> [TaskOutline] {
        tasks.enumerated().sorted { left, right in
            let (a, b) = (left.element.task, right.element.task)
            let (aDue, bDue) = (a.dueDate.map { $0 < today } ?? false, b.dueDate.map { $0 < today } ?? false)
            if aDue != bDue { return aDue }
            if aDue, let x = a.dueDate, let y = b.dueDate, x != y { return x < y }
            if a.priority != b.priority { return a.priority > b.priority }
            return left.offset < right.offset
        }.map(\.element)
    }

    /// Weekday names, Monday first.
    static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
}

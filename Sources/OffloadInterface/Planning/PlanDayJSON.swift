import Foundation

/// `offload plan-day --json`: the proposals, each with its task and reason, and what was not planned; nothing in it
/// has moved.
public struct PlanDayJSON: Encodable, Equatable {
    /// The history learned from.
    public struct History: Encodable, Equatable {
        /// Tasks done in the window.
        public let done: Int
        /// Days with at least one.
        public let days: Int
        /// The first day of the window, `yyyy-MM-dd`.
        public let since: String
        /// Whether it was enough to propose anything.
        public let isEnough: Bool
    }

    /// The habit a proposal follows.
    public struct HabitJSON: Encodable, Equatable {
        /// 1 (Monday) to 7 (Sunday), or absent for a part-of-day habit.
        public let weekday: Int?
        /// `morning`, `afternoon`, `evening` or `night`.
        public let partOfDay: String
        /// The usual time, `HH:mm`.
        public let time: String
        /// Recent completions that match, of ``recent``.
        public let matches: Int
        /// Recent completions looked at.
        public let recent: Int
        /// The category learned from; absent when learned from all tasks.
        public let category: String?
    }

    /// One proposal.
    public struct Proposal: Encodable, Equatable {
        /// The task as the views show it.
        public let task: TaskJSON
        /// The proposed start, ISO 8601 in UTC with milliseconds.
        public let at: String
        /// Its local day, `yyyy-MM-dd`.
        public let day: String
        /// Minutes kept for it.
        public let minutes: Int
        /// The habit followed.
        public let habit: HabitJSON
        /// Why, in words.
        public let reason: String
    }

    /// A task looked at without a proposal.
    public struct Unplanned: Encodable, Equatable {
        public let task: TaskJSON
        public let reason: String
    }

    /// The planned day, `yyyy-MM-dd`.
    public let date: String
    public let history: History
    /// Unfinished tasks already due that day.
    public let load: Int
    /// Tasks usually finished on that weekday, when known.
    public let usual: Int?
    public let proposals: [Proposal]
    public let unplanned: [Unplanned]
    /// Tasks left for another run.
    public let notLookedAt: Int

    /// The JSON of `plan`.
    public init(_ plan: DayPlan) {
        date = plan.day.date
        history = History(done: plan.done, days: plan.activeDays, since: plan.since, isEnough: plan.hasEnoughHistory)
        load = plan.load
        usual = plan.usual
        proposals = plan.proposals.map { proposal in
            let habit = proposal.habit
            return Proposal(
                task: TaskJSON(proposal.task), at: ISODate.string(proposal.at), day: proposal.day.date,
                minutes: proposal.minutes,
                habit: HabitJSON(
                    weekday: habit.weekday, partOfDay: habit.part.rawValue,
                    time: String(format: "%02d:%02d", habit.minute / 60, habit.minute % 60), matches: habit.matches,
                    recent: habit.recent, category: habit.category),
                reason: proposal.reason)
        }
        unplanned = plan.unplanned.map { Unplanned(task: TaskJSON($0.task), reason: $0.reason) }
        notLookedAt = plan.notLookedAt
    }
}

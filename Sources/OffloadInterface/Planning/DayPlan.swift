import Foundation
import OffloadStore

/// What `offload plan-day` proposes for a day: when to do tasks that have no day or were left from earlier days,
/// each with its reason; nothing in it has moved.
public struct DayPlan: Sendable {
    /// A time for one task, and why.
    public struct Proposal: Sendable {
        /// The task.
        public let task: TaskOutline
        /// The proposed start.
        public let at: Date
        /// The day of ``at``.
        public let day: ViewDay
        /// The habit it follows.
        public let habit: Habit
        /// The minutes kept for it: the category's usual start-to-done time, else 30.
        public let minutes: Int
        /// Why, in one or two sentences.
        public let reason: String
    }

    /// A task looked at but not placed, and why.
    public struct Unplanned: Sendable {
        /// The task.
        public let task: TaskOutline
        /// Why it has no proposal.
        public let reason: String
    }

    /// The day planned.
    public let day: ViewDay
    /// Tasks done in the history window.
    public let done: Int
    /// Days with at least one done task in the window.
    public let activeDays: Int
    /// The first day of the window, `yyyy-MM-dd`.
    public let since: String
    /// Whether the history was enough to learn from; without it, nothing is proposed.
    public let hasEnoughHistory: Bool
    /// Unfinished tasks already due on the planned day.
    public let load: Int
    /// How many tasks the user usually finishes on such a weekday (on days with any), when known.
    public let usual: Int?
    /// The proposals, in the order they are offered.
    public let proposals: [Proposal]
    /// Tasks looked at without a proposal.
    public let unplanned: [Unplanned]
    /// Tasks left for another run, past the most proposed at once.
    public let notLookedAt: Int
}

import Foundation

/// What `offload plan-day` learns from and plans: the user's own completions, how long started tasks took, the
/// tasks without a day or left from earlier days, and what the coming days already hold.
///
/// The proposals are worked out from these records by `DayPlanner` (in OffloadInterface), so they can be tested on
/// generated histories without a database.
public struct PlanningRecords: Sendable {
    /// One done task: when it was completed and its category's name.
    public struct Completion: Sendable, Equatable {
        /// Seconds since 1970 of the completion.
        public let seconds: Double
        /// Its category's name, when it has one.
        public let category: String?

        /// Creates a completion.
        public init(seconds: Double, category: String?) {
            self.seconds = seconds
            self.category = category
        }
    }

    /// How long one task took from started (active) to done.
    public struct Duration: Sendable, Equatable {
        /// Its category's name, when it has one.
        public let category: String?
        /// Seconds from the last start to done.
        public let seconds: Double

        /// Creates a duration.
        public init(category: String?, seconds: Double) {
            self.category = category
            self.seconds = seconds
        }
    }

    /// Done tasks since the start of the window, oldest first.
    public let completions: [Completion]
    /// Start-to-done times of done tasks that were started.
    public let durations: [Duration]
    /// Unfinished tasks with no day (and in no plan) or due before the planned day, in the user's order.
    public let candidates: [TaskOutline]
    /// Due dates of the unfinished tasks already on the planned day and the two weeks after it.
    public let load: [Date]

    /// Creates the records.
    public init(completions: [Completion], durations: [Duration], candidates: [TaskOutline], load: [Date]) {
        self.completions = completions
        self.durations = durations
        self.candidates = candidates
        self.load = load
    }
}

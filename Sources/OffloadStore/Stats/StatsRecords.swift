import Foundation

/// What `offload stats` reads from the store, as plain records; the figures are worked out by ``ProgressStats``
/// (in OffloadInterface), so they can be tested on generated histories without a database.
public struct StatsRecords: Sendable, Equatable {
    /// One completed task or communication item.
    public struct Completion: Sendable, Equatable {
        /// When it was completed.
        public let at: Date
        /// Its category's name, when it has one.
        public let category: String?

        /// Creates a completion.
        public init(at: Date, category: String?) {
            self.at = at
            self.category = category
        }
    }

    /// One decided suggestion.
    public struct Decision: Sendable, Equatable {
        /// The suggestion's destination type (task, list, plan, communication, note).
        public let type: String
        /// Its confidence.
        public let confidence: Double
        /// `accepted`, `edited` or `rejected`.
        public let kind: String
        /// When it was decided.
        public let at: Date

        /// Creates a decision.
        public init(type: String, confidence: Double, kind: String, at: Date) {
            self.type = type
            self.confidence = confidence
            self.kind = kind
            self.at = at
        }
    }

    /// An unfinished task moved to a later day at least once.
    public struct Postponed: Sendable, Equatable {
        /// Its id.
        public let id: UUID
        /// Its title.
        public let title: String
        /// How many times.
        public let count: Int

        /// Creates a record.
        public init(id: UUID, title: String, count: Int) {
            self.id = id
            self.title = title
            self.count = count
        }
    }

    /// Every completion, in no particular order.
    public let completions: [Completion]
    /// For each done task placed from a capture, the seconds from the capture to the completion.
    public let leadTimes: [Double]
    /// Every decision, in no particular order.
    public let decisions: [Decision]
    /// The most postponed unfinished tasks, most first (at most five).
    public let postponed: [Postponed]
    /// When each finished plan was finished (its last step done), oldest first.
    public let plansFinished: [Date]
    /// The milestones recorded before, by name, with the day they were reached (`yyyy-MM-dd`).
    public let milestones: [String: String]

    /// Creates the records.
    public init(
        completions: [Completion], leadTimes: [Double] = [], decisions: [Decision], postponed: [Postponed],
        plansFinished: [Date], milestones: [String: String] = [:]
    ) {
        self.completions = completions
        self.leadTimes = leadTimes
        self.decisions = decisions
        self.postponed = postponed
        self.plansFinished = plansFinished
        self.milestones = milestones
    }
}

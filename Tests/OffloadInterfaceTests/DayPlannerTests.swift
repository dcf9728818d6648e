import Foundation
import OffloadCore
import OffloadTestSupport
import Testing

@testable import OffloadInterface
@testable import OffloadStore

/// `plan-day` proposals over generated histories: they follow the habits the generator put in, with counts made
/// independently in the test, and nothing is proposed from too little history.
@Suite struct DayPlannerTests {
    /// One generated completion.
    struct Done {
        let offset: Int
        let hour: Int
        let minute: Int
        let category: String

        var date: Date { DayPlannerTests.at(offset, hour, minute) }
        var weekday: Int { DayPlannerTests.weekday(offset) }
    }

    /// Wednesday 2026-11-25, 07:00 UTC; weeks from Monday.
    static let moment = ViewMoment(now: at(0, 7), timeZone: .gmt)

    /// `hour`:`minute` UTC on the day `offset` days after 2026-11-25.
    static func at(_ offset: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        Date(timeIntervalSince1970: 1_795_564_800 + Double(offset) * 86_400 + Double(hour * 60 + minute) * 60)
    }

    /// 1 (Monday) to 7 of the day `offset` days after Wednesday 2026-11-25.
    static func weekday(_ offset: Int) -> Int { ((2 + offset) % 7 + 7) % 7 + 1 }

    static func task(_ title: String, category: String? = nil, due: Date? = nil, priority: TaskPriority = .medium)
        throws -> TaskOutline
    {
        TaskOutline(
            task: try TaskItem(title: title, dueDate: due, priority: priority), category: category, tags: [],
            planTitle: nil)
    }

    /// A year of a generated person: errands on Saturday mornings (some on Sunday afternoons), work on weekday
    /// mornings, home things some evenings; seeded.
    static func year() -> [Done] {
        var random = SplitMix64(seed: 2026)
        var done: [Done] = []
        for offset in (-365)...(-1) {
            let weekday = weekday(offset)
            if weekday == 6, Int.random(in: 0..<4, using: &random) > 0 {
                done.append(
                    Done(offset: offset, hour: 9, minute: Int.random(in: 0..<60, using: &random), category: "Errands"))
            }
            if weekday == 7, Int.random(in: 0..<3, using: &random) == 0 {
                done.append(
                    Done(offset: offset, hour: 15, minute: Int.random(in: 0..<60, using: &random), category: "Errands"))
            }
            if weekday <= 5, Int.random(in: 0..<5, using: &random) > 0 {
                done.append(
                    Done(offset: offset, hour: 8 + Int.random(in: 0..<2, using: &random), minute: 30, category: "Work"))
            }
            if Int.random(in: 0..<3, using: &random) == 0 {
                done.append(
                    Done(offset: offset, hour: 19, minute: Int.random(in: 0..<60, using: &random), category: "Home"))
            }
        }
        return done
    }

    /// Four busy weeks: twelve work tasks done every morning, 08:00 to 10:45.
    static func busyWeeks() -> [Done] {
        (1...28).flatMap { day in
            (0..<12).map { Done(offset: -day, hour: 8 + $0 / 4, minute: $0 % 4 * 15, category: "Work") }
        }
    }

    static func records(
        _ done: [Done], candidates: [TaskOutline], load: [Date] = [], durations: [PlanningRecords.Duration] = []
    ) -> PlanningRecords {
        PlanningRecords(
            completions: done.sorted { $0.date < $1.date }.map {
                .init(seconds: $0.date.timeIntervalSince1970, category: $0.category)
            }, durations: durations, candidates: candidates, load: load)
    }

    static func plan(_ records: PlanningRecords, at moment: ViewMoment = moment, offset: Int = 0) -> DayPlan {
        DayPlanner(moment: moment).plan(records, dayOffset: offset)
    }

    static func proposal(_ plan: DayPlan, _ title: String) throws -> DayPlan.Proposal {
        try #require(plan.proposals.first { $0.task.task.title == title })
    }

    @Test("a year: errands go to the next Saturday morning, work to this morning, home to an evening")
    func yearOfHabits() throws {
        let history = Self.year()
        let errands = history.filter { $0.category == "Errands" }.suffix(12)
        let saturdayMornings = errands.count { $0.weekday == 6 && $0.hour < 12 }
        let plan = Self.plan(
            Self.records(
                history,
                candidates: [
                    try Self.task("Buy stamps", category: "Errands"), try Self.task("Write report", category: "Work"),
                    try Self.task("Fix the shelf", category: "Home"),
                ]))
        #expect(plan.hasEnoughHistory && plan.done == history.count && plan.since == "2025-11-25")
        let stamps = try Self.proposal(plan, "Buy stamps")
        #expect(stamps.day.date == "2026-11-28" && stamps.habit.weekday == 6 && stamps.habit.part == .morning)
        #expect(stamps.habit.matches == saturdayMornings && stamps.habit.recent == 12)
        #expect(
            stamps.reason
                == "Errands tasks usually get done on Saturday mornings: \(saturdayMornings) of the last 12.")
        let report = try Self.proposal(plan, "Write report")
        #expect(report.day.date == "2026-11-25" && report.habit.weekday == nil && report.habit.part == .morning)
        #expect(report.at >= Self.moment.now && report.at < Self.at(0, 12))
        #expect(report.reason == "Work tasks usually get done in the morning: 12 of the last 12.")
        let shelf = try Self.proposal(plan, "Fix the shelf")
        let hour = Calendar.current.dateComponents(in: .gmt, from: shelf.at).hour ?? 0
        #expect(shelf.habit.part == .evening && (17..<22).contains(hour))
        #expect(["2026-11-25", "2026-11-26", "2026-11-27"].contains(shelf.day.date))
        #expect(plan.unplanned.isEmpty && plan.notLookedAt == 0)
    }

    @Test("left from earlier days first, oldest first, then priority, then the user's order; ten at most")
    func order() throws {
        var candidates = [
            try Self.task("low", category: "Work", priority: .low),
            try Self.task("urgent", category: "Work", priority: .urgent),
            try Self.task("old", category: "Work", due: Self.at(-2, 0)),
            try Self.task("older", category: "Work", due: Self.at(-9, 0)),
        ]
        candidates += try (1...11).map { try Self.task("more \($0)", category: "Work") }
        let plan = Self.plan(Self.records(Self.busyWeeks(), candidates: candidates))
        #expect(plan.proposals.map(\.task.task.title).prefix(4) == ["older", "old", "urgent", "more 1"])
        #expect(plan.proposals.count == DayPlanner.maximumProposals && plan.unplanned.isEmpty)
        #expect(plan.notLookedAt == 5 && plan.usual == 12)
        // No two proposals share a time, and each keeps its half hour.
        let starts = plan.proposals.map(\.at).sorted()
        #expect(zip(starts, starts.dropFirst()).allSatisfy { $1.timeIntervalSince($0) >= 1_800 })
    }

    @Test("a full day is passed over and said; a timed task's time is not taken")
    func fullDaysAndTakenTimes() throws {
        let history = Self.year()
        let saturday = Self.at(3, 0)
        let crowded = Self.records(
            history, candidates: [try Self.task("Buy stamps", category: "Errands")],
            load: Array(repeating: saturday, count: 6))
        let stamps = try Self.proposal(Self.plan(crowded), "Buy stamps")
        #expect(stamps.day.date == "2026-12-05")
        #expect(stamps.reason.contains("Sat 28 Nov already holds 6, about what you usually finish on a Saturday."))
        let report = [try Self.task("Write report", category: "Work")]
        let first = try Self.proposal(Self.plan(Self.records(Self.busyWeeks(), candidates: report)), "Write report")
        let moved = try Self.proposal(
            Self.plan(Self.records(Self.busyWeeks(), candidates: report, load: [first.at])), "Write report")
        #expect(moved.at == first.at.addingTimeInterval(Double(DayBook.timedTaskMinutes) * 60))
    }

    @Test("a habit's time already past today goes to the next day; usual durations are kept and said")
    func passedTimeAndDurations() throws {
        let afternoon = ViewMoment(now: Self.at(0, 13), timeZone: .gmt)
        let durations = [40, 50, 60].map { PlanningRecords.Duration(category: "Work", seconds: Double($0) * 60) }
        let plan = Self.plan(
            Self.records(
                Self.year(), candidates: [try Self.task("Write report", category: "Work")], durations: durations),
            at: afternoon)
        let report = try Self.proposal(plan, "Write report")
        #expect(report.day.date == "2026-11-26" && report.minutes == 50)
        #expect(report.reason.hasSuffix("About 50 min kept: how long Work tasks usually take you once started."))
    }

    @Test("a category with too few done tasks follows all tasks' habit, and says so")
    func fewInCategory() throws {
        let history = Self.year() + [Done(offset: -3, hour: 20, minute: 0, category: "Garden")]
        let plan = Self.plan(Self.records(history, candidates: [try Self.task("Plant bulbs", category: "Garden")]))
        let bulbs = try Self.proposal(plan, "Plant bulbs")
        #expect(bulbs.habit.category == nil && bulbs.reason.hasPrefix("Most of your tasks get done"))
        #expect(bulbs.reason.hasSuffix("Too few Garden tasks done yet (1) for a habit of their own."))
    }

    @Test("too little history: nothing proposed, and said; two weeks of it is enough")
    func tooLittleHistory() throws {
        let candidates = [try Self.task("Write report", category: "Work")]
        let nine = (1...9).map { Done(offset: -$0, hour: 9, minute: 0, category: "Work") }
        let sparse = Self.plan(Self.records(nine, candidates: candidates))
        #expect(!sparse.hasEnoughHistory && sparse.proposals.isEmpty && sparse.unplanned.isEmpty)
        #expect(
            PlanDayText.header(sparse).first?.hasPrefix("Too little history to plan from yet: 9 tasks done") == true)
        let fewDays = (1...12).map { Done(offset: -($0 % 4) - 1, hour: 9, minute: $0, category: "Work") }
        #expect(!Self.plan(Self.records(fewDays, candidates: candidates)).hasEnoughHistory)
        let twoWeeks = (1...14).flatMap { day in
            [
                Done(offset: -day, hour: 9, minute: 0, category: "Work"),
                Done(offset: -day, hour: 10, minute: 0, category: "Work"),
            ]
        }
        let plan = Self.plan(Self.records(twoWeeks, candidates: candidates))
        #expect(plan.hasEnoughHistory && plan.activeDays == 14)
        #expect(try Self.proposal(plan, "Write report").habit.part == .morning)
    }
}

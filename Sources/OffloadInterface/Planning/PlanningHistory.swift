import Foundation
import OffloadStore

/// What ``DayPlanner`` learned from the history: each category's habit and all tasks' habit, how many tasks the
/// user usually finishes on each weekday, and how long started tasks of each category take.
struct PlanningHistory {
    /// Done tasks in the window.
    let done: Int
    /// Days with at least one.
    let activeDays: Int
    /// Whether that is enough to learn from (``DayPlanner/minimumDone`` on ``DayPlanner/minimumDays`` days).
    let hasEnough: Bool
    private let habits: [String: Habit]
    private let doneByCategory: [String: Int]
    private let overall: Habit?
    private let usualByWeekday: [Int: Int]
    private let usualAnyDay: Int?
    private let minutesByCategory: [String?: Int]

    init(_ records: PlanningRecords, moment: ViewMoment) {
        var clock = LocalClock(timeZone: moment.timeZone, dayStart: moment.dayStart)
        var all: [LocalClock.Slot] = []
        var byCategory: [String: [LocalClock.Slot]] = [:]
        var perDay: [Int: (weekday: Int, count: Int)] = [:]
        all.reserveCapacity(records.completions.count)
        for completion in records.completions {
            let slot = clock.slot(completion.seconds)
            all.append(slot)
            if let category = completion.category { byCategory[category, default: []].append(slot) }
            perDay[slot.day, default: (slot.weekday, 0)].count += 1
        }
        done = all.count
        activeDays = perDay.count
        hasEnough = done >= DayPlanner.minimumDone && activeDays >= DayPlanner.minimumDays
        habits = byCategory.reduce(into: [:]) { habits, entry in
            guard entry.value.count >= DayPlanner.minimumInCategory,
                let habit = Habit.find(in: entry.value, category: entry.key)
            else { return }
            habits[entry.key] = habit
        }
        doneByCategory = byCategory.mapValues(\.count)
        overall = Habit.find(in: all, category: nil)
        let counts = Dictionary(grouping: perDay.values, by: \.weekday).mapValues { $0.map(\.count) }
        usualByWeekday = counts.compactMapValues { $0.count >= 4 ? Self.median($0) : nil }
        usualAnyDay = perDay.isEmpty ? nil : Self.median(perDay.values.map(\.count))
        minutesByCategory = Dictionary(grouping: records.durations, by: \.category).compactMapValues { durations in
            guard durations.count >= 3, let seconds = Self.median(durations.map { Int($0.seconds) }) else {
                return nil
            }
            // To the five minutes above, within a working session.
            return min(max((seconds + 299) / 300 * 5, 5), 480)
        }
    }

    /// The habit a task of `category` follows: its category's own, else all tasks'.
    func habit(for category: String?) -> Habit? { category.flatMap { habits[$0] } ?? overall }

    /// Done tasks of `category` in the window.
    func done(in category: String) -> Int { doneByCategory[category] ?? 0 }

    /// How many tasks the user usually finishes on `weekday`, on days with any (all days' when that weekday has
    /// fewer than four).
    func usual(_ weekday: Int) -> Int? { usualByWeekday[weekday] ?? usualAnyDay }

    /// The usual start-to-done minutes of `category`'s tasks, from three or more started tasks.
    func minutes(for category: String?) -> Int? { minutesByCategory[category] }

    private static func median(_ values: [Int]) -> Int? {
        let sorted = values.sorted()
        return sorted.isEmpty ? nil : sorted[(sorted.count - 1) / 2]
    }
}

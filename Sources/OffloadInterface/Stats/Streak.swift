import OffloadStore

/// A run of days with something done, where up to `restDays` days a week without a completion keep it going.
///
/// A run starts and ends on a day with a completion, and in each week (from the week-start setting) it holds at
/// most `restDays` days without one; rest days inside it count in its length. The current run is the one that
/// reaches today: today without a completion yet breaks nothing, and the days after the last completion use up
/// their week's rest days like the days inside.
public struct Streak: Sendable, Equatable {
    /// Days in the current run, rest days included (0 when there is none).
    public let current: Int
    /// Days with a completion in the current run.
    public let activeDays: Int
    /// The longest run ever, in days.
    public let longest: Int
    /// Rest days a week that keep a run going.
    public let restDays: Int
    /// Rest days used this week (after the last completion too).
    public let restDaysUsedThisWeek: Int

    /// The streak of `days` (`yyyy-MM-dd` with at least one completion) at `moment`.
    ///
    /// - Complexity: O(d) for d days from the first completion to today: one window slides over them, its start
    ///   the earliest day that keeps every week within its rest days.
    public init(days: Set<String>, at moment: ViewMoment, restDays: Int) {
        self.restDays = max(0, restDays)
        let active = Set(days.compactMap(Milestones.ordinal))
        let today = Milestones.ordinal(moment.today.date) ?? 0
        let end = active.contains(today) ? today : today - 1
        guard let first = active.min(), first <= end else {
            (current, activeDays, longest, restDaysUsedThisWeek) = (0, 0, 0, 0)
            return
        }
        func week(_ day: Int) -> Int {
            let weekday = ((moment.today.weekday - 1 + (day - today)) % 7 + 7) % 7 + 1
            return day - (weekday - moment.weekStart + 7) % 7
        }
        var start: Int? = first
        var rests: [Int: Int] = [:]
        var best = 0
        var lastActive = first
        for day in first...end {
            if active.contains(day) {
                lastActive = day
                if start == nil { start = day }
                best = max(best, day - (start ?? day) + 1)
                continue
            }
            guard var from = start else { continue }
            rests[week(day), default: 0] += 1
            // Too many rest days in this week: the window's start moves on until it fits, to an active day.
            while rests[week(day), default: 0] > self.restDays, from <= day {
                if !active.contains(from) { rests[week(from), default: 0] -= 1 }
                from += 1
            }
            while from <= day, !active.contains(from) {
                rests[week(from), default: 0] -= 1
                from += 1
            }
            if from > day { (start, rests) = (nil, [:]) } else { start = from }
        }
        longest = best
        guard let from = start else {
            (current, activeDays, restDaysUsedThisWeek) = (0, 0, 0)
            return
        }
        current = lastActive - from + 1
        activeDays = (from...lastActive).count { active.contains($0) }
        restDaysUsedThisWeek = rests[week(today), default: 0]
    }
}

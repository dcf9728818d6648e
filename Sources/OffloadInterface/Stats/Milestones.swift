import Foundation
import OffloadCore
import OffloadStore

/// Milestones, each reached once: the day it happened, read from the history.
public enum Milestones {
    /// Names and the words `offload stats` shows for them, in the order they are shown.
    public static let all: [(name: String, words: String)] = [
        ("first-done", "first thing done"), ("10-done", "10 things done"), ("100-done", "100 things done"),
        ("500-done", "500 things done"), ("1000-done", "1,000 things done"),
        ("first-plan-finished", "first plan finished"), ("week-of-reviews", "a week of reviews, day after day"),
    ]

    /// The milestones the history shows reached, name → day (`yyyy-MM-dd`).
    static func reached(_ records: StatsRecords, at moment: ViewMoment) -> [String: String] {
        var reached: [String: String] = [:]
        let completions = records.completions.map(\.at).sorted()
        for (name, count) in [
            ("first-done", 1), ("10-done", 10), ("100-done", 100), ("500-done", 500), ("1000-done", 1000),
        ]
        where completions.count >= count {
            reached[name] = moment.day(of: completions[count - 1]).date
        }
        if let first = records.plansFinished.min() { reached["first-plan-finished"] = moment.day(of: first).date }
        if let day = weekOfReviews(records.decisions.map(\.at), moment: moment) { reached["week-of-reviews"] = day }
        return reached
    }

    /// The seventh of the first seven days in a row with a decision each, or `nil`.
    private static func weekOfReviews(_ instants: [Date], moment: ViewMoment) -> String? {
        var run = 0
        var previous: Int?
        for text in moment.days(of: instants.sorted()).sorted() {
            guard let day = ordinal(text) else { continue }
            run = previous == day - 1 ? run + 1 : 1
            if run == 7 { return text }
            previous = day
        }
        return nil
    }

    /// The day number of `text` (`yyyy-MM-dd`), for telling consecutive days.
    static func ordinal(_ text: String) -> Int? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return GregorianDays.days(year: parts[0], month: parts[1], day: parts[2])
    }
}

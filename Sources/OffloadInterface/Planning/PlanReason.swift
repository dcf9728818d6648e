/// The words of a proposal's reason.
enum PlanReason {
    /// "Errands tasks usually get done on Saturday mornings: 9 of the last 12.", with a note when the task's own
    /// category had no habit of its own.
    static func habit(_ habit: Habit, category: String?, history: PlanningHistory) -> String {
        let subject = habit.category.map { sentence("\($0) tasks usually get done") } ?? "Most of your tasks get done"
        let when =
            habit.weekday.map { "on \(DayPlanner.weekdays[$0 - 1]) \(habit.part.rawValue)s" } ?? habit.part.phrase
        var text = "\(subject) \(when): \(habit.matches) of the last \(habit.recent)."
        if habit.category == nil, let category {
            let done = history.done(in: category)
            text +=
                done < DayPlanner.minimumInCategory
                ? " Too few \(category) tasks done yet (\(done)) for a habit of their own."
                : " " + sentence("\(category) tasks show no habit of their own yet.")
        }
        return text
    }

    /// `text` with its first letter in capitals, as a sentence starts; a category named "errands" stays as named
    /// inside a sentence.
    private static func sentence(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    /// "About 45 min kept: how long Work tasks usually take you once started.", or nothing when not known.
    static func duration(_ minutes: Int?, category: String?) -> String {
        guard let minutes else { return "" }
        return "About \(minutes) min kept: how long \(category.map { "\($0) tasks" } ?? "tasks") usually take you "
            + "once started."
    }
}

import Foundation
import OffloadStore

extension MoveTarget {
    /// Where `text` says to move a task: `today`, `tomorrow`, `inbox` or `someday` (any case), or a day or instant
    /// the date grammar reads; `nil` when it reads none.
    ///
    /// A day without a time keeps the task's time of day, as today and tomorrow do; a time sets it.
    public static func read(_ text: String, with reader: WhenReader) -> MoveTarget? {
        switch text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() {
        case "today": return .today
        case "tomorrow": return .tomorrow
        case "inbox": return .inbox
        case "someday": return .someday
        default: return reader.read(text).map(target)
        }
    }

    /// The target of a reading of the date grammar: a day alone keeps the task's time of day; a time sets it.
    public static func target(_ reading: (instant: Date, hasTime: Bool)) -> MoveTarget {
        reading.hasTime ? .date(reading.instant) : .day(reading.instant)
    }
}

/// A part of the day, as people name it.
public enum PartOfDay: String, CaseIterable, Sendable {
    /// 05:00 to 11:59.
    case morning
    /// 12:00 to 16:59.
    case afternoon
    /// 17:00 to 21:59.
    case evening
    /// 22:00 to 04:59.
    case night

    /// The part of the day holding `minute` minutes after midnight.
    public init(minute: Int) {
        switch minute / 60 {
        case 5..<12: self = .morning
        case 12..<17: self = .afternoon
        case 17..<22: self = .evening
        default: self = .night
        }
    }

    /// "in the morning", "at night".
    public var phrase: String { self == .night ? "at night" : "in the \(rawValue)" }
}

/// When this user usually gets a kind of task done, learned from their last completions.
public struct Habit: Sendable, Equatable {
    /// The weekday (1 Monday to 7 Sunday) the completions cluster on, or `nil` when they cluster on a part of the day
    /// only.
    public let weekday: Int?
    /// The part of the day they cluster in.
    public let part: PartOfDay
    /// The usual time, minutes after midnight: the median of the matching completions, to the quarter hour.
    public let minute: Int
    /// How many of the recent completions match.
    public let matches: Int
    /// How many recent completions were looked at.
    public let recent: Int
    /// The category learned from, or `nil` for all of the user's tasks.
    public let category: String?

    /// The completions looked at: the most recent ones, as habits change.
    static let window = 12

    /// The habit in `slots` (oldest first), or `nil` when no weekday and part of the day, and no part of the day
    /// alone, holds enough of the last ``window``.
    ///
    /// A weekday with a part of the day needs 4 matches and 40 % of those looked at; a part of the day alone needs
    /// 3 and half of them. Ties go to the one done most recently.
    static func find(in slots: [LocalClock.Slot], category: String?) -> Habit? {
        let last = Array(slots.suffix(window))
        func best<Key: Hashable>(_ key: (LocalClock.Slot) -> Key) -> (key: Key, slots: [LocalClock.Slot])? {
            var groups: [Key: (slots: [LocalClock.Slot], latest: Int)] = [:]
            for (index, slot) in last.enumerated() {
                groups[key(slot), default: ([], 0)].slots.append(slot)
                groups[key(slot)]?.latest = index
            }
            return groups.max { ($0.value.slots.count, $0.value.latest) < ($1.value.slots.count, $1.value.latest) }
                .map { ($0.key, $0.value.slots) }
        }
        func needed(_ share: Double, atLeast: Int) -> Int {
            max(atLeast, Int((Double(last.count) * share).rounded(.up)))
        }
        struct Key: Hashable {
            let weekday: Int
            let part: PartOfDay
        }
        if let (key, matching) = best({ Key(weekday: $0.weekday, part: PartOfDay(minute: $0.minute)) }),
            matching.count >= needed(0.4, atLeast: 4)
        {
            return Habit(
                weekday: key.weekday, part: key.part, minute: median(matching), matches: matching.count,
                recent: last.count, category: category)
        }
        if let (part, matching) = best({ PartOfDay(minute: $0.minute) }), matching.count >= needed(0.5, atLeast: 3) {
            return Habit(
                weekday: nil, part: part, minute: median(matching), matches: matching.count, recent: last.count,
                category: category)
        }
        return nil
    }

    /// The median minute of `slots`, to the quarter hour.
    private static func median(_ slots: [LocalClock.Slot]) -> Int {
        let minutes = slots.map(\.minute).sorted()
        let middle = minutes.isEmpty ? 9 * 60 : minutes[(minutes.count - 1) / 2]
        return min((middle + 7) / 15 * 15, 23 * 60 + 45)
    }
}

import Foundation
import OffloadCore
import OffloadStore

/// The sentences the organizer's item commands say, shared by the CLI and the service's pages.
public enum ItemText {
    /// The hint after a change that `offload undo` takes back.
    public static let undoHint = "`offload undo` takes it back."

    /// `Done: Buy milk (1a2b3c4d)` or `Already done: Buy milk (1a2b3c4d)`.
    public static func line(_ change: StateChange) -> String {
        let item = "\(change.item.title) (\(change.item.id.short))"
        guard change.changed else { return "Already \(change.to.rawValue): \(item)" }
        return "\(change.to.verb): \(item)"
    }

    /// `Next: Water plants, due 2026-11-30 (1a2b3c4d)`: a repeating task's next occurrence, or `nil`.
    public static func nextLine(_ change: StateChange) -> String? {
        guard let next = change.next, let due = change.nextDue else { return nil }
        return "Next: \(next.title), due \(ISODate.due(due)) (\(next.id.short))"
    }

    /// `Skipped one: Water plants (1a2b3c4d) is next due 2026-11-30`.
    public static func skippedLine(_ item: OrganizerItemReference, due: Date) -> String {
        "Skipped one: \(item.title) (\(item.id.short)) is next due \(ISODate.due(due))"
    }

    /// The line saying what a move did, e.g. "Moved 'Buy milk' (1a2b3c4d) to tomorrow 17:00 (postponed 3 times)."
    ///
    /// - Parameters:
    ///   - outcome: What the move did.
    ///   - target: Where it was asked to go.
    ///   - reader: The reader whose "now" and zone say "tomorrow" or "Fri".
    ///   - undoHint: Whether to end with ``undoHint``.
    public static func line(_ outcome: MoveOutcome, target: MoveTarget, reader: WhenReader, undoHint: Bool = true)
        -> String
    {
        let item = "'\(outcome.item.title)' (\(outcome.item.id.short))"
        let place: String
        switch target {
        case .someday: place = "someday"
        case .inbox: place = "the inbox"
        default: place = outcome.to.map(reader.words(for:)) ?? "the inbox"
        }
        guard outcome.changed else { return "\(item) is already in \(place); nothing changed." }
        var line = "Moved \(item) to \(place)"
        if outcome.isPostponement {
            line += outcome.postponed == 1 ? " (postponed once)" : " (postponed \(outcome.postponed) times)"
        }
        line += "."
        if outcome.isPast {
            line += " \(place.prefix(1).uppercased() + place.dropFirst()) is in the past; moved anyway."
        }
        return undoHint ? line + " " + Self.undoHint : line
    }
}

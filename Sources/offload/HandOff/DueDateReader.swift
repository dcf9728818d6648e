import ArgumentParser
import Foundation
import OffloadInterface

/// Reads a due date typed in the review session with ``WhenReader``, relative to now in the chosen time zone.
struct DueDateReader {
    let timeZone: String?
    var now = Clock.now()

    /// The first instant the grammar finds in `text`.
    ///
    /// - Throws: ``OffloadInterface/AnalysisDefaults/InvalidSetting`` for an unknown zone,
    ///   ``DecideError/unreadableDue(_:)`` when it finds none.
    func instant(for text: String) throws -> Date {
        guard let reading = try WhenReader(now: now, timeZone: timeZone).read(text) else {
            throw DecideError.unreadableDue(text)
        }
        return reading.instant
    }
}

/// Failures of `offload decide` arguments that need the grammar to detect.
enum DecideError: OffloadExitReporting, Equatable {
    /// `--due` holds no date or time the grammar understands.
    case unreadableDue(String)
    /// `--title` and `--destination list:NAME` (or `plan:NAME`) both name the list or plan.
    case titleAndDestinationName

    var description: String {
        switch self {
        case .unreadableDue(let text):
            "Could not read '\(text)' as a date or time, so nothing was changed. "
                + "Try e.g. --due \"tomorrow 5pm\", --due \"next fri\" or --due 2026-12-01."
        case .titleAndDestinationName:
            "--title and --destination both name the list or plan the items go to, so nothing was changed. "
                + "Give one of them."
        }
    }

    var exitCode: ExitCode { OffloadExit.dataError }
}

import ArgumentParser
import Foundation
import OffloadInterface

extension WhenReader {
    /// A reader at ``Clock/now()`` in the user's zone, with an unusable `TZ` reported as a usage error.
    ///
    /// - Throws: `ValidationError` for an unusable setting.
    static func standard() throws -> WhenReader {
        do {
            return try WhenReader()
        } catch let invalid as AnalysisDefaults.InvalidSetting {
            throw ValidationError(invalid.message)
        }
    }

    /// The first instant the grammar finds in `text`; a day alone is its local midnight.
    ///
    /// - Throws: ``EditError/unreadableWhen(_:)`` when it finds none.
    func instant(for text: String) throws -> Date {
        try reading(of: text).instant
    }

    /// The first instant the grammar finds in `text`, and whether the text gave a time of day.
    ///
    /// - Throws: ``EditError/unreadableWhen(_:)`` when it finds none.
    func reading(of text: String) throws -> (instant: Date, hasTime: Bool) {
        guard let reading = read(text) else { throw EditError.unreadableWhen(text) }
        return reading
    }
}

/// Failures of the editing commands' arguments that need the date grammar or the input to detect.
enum EditError: OffloadExitReporting, Equatable {
    /// WHEN holds no date or time the grammar understands.
    case unreadableWhen(String)
    /// `add --lines` read no non-blank line.
    case noLines

    var description: String {
        switch self {
        case .unreadableWhen(let text):
            "Could not read '\(text)' as a date or time, so nothing was changed. "
                + "Try e.g. \"tomorrow 5pm\", \"next fri 9am\", \"in 2 weeks\" or 2026-12-01."
        case .noLines:
            "Standard input held no task (every line was blank), so nothing was added."
        }
    }

    var exitCode: ExitCode { OffloadExit.dataError }
}

import Foundation

extension UUID {
    /// The lowercase string form shown in output.
    package var lowercased: String { uuidString.lowercased() }

    /// The first 8 hex characters.
    package var short: String { String(lowercased.prefix(8)) }
}

import Foundation
import OffloadCore

/// A destination as people write it: `task`, `list:NAME`, `plan:NAME`, `communication` or `note`.
///
/// `offload decide --destination`, the review session's `e d` and the service's decisions all read it here.
public struct DestinationChoice: Hashable, Sendable {
    /// The kind of destination.
    public let type: DestinationType
    /// The list or plan named after the colon, trimmed; `nil` without one.
    public let name: String?

    /// Text that is not a destination, with the sentence to show.
    public struct Invalid: Error, Equatable, CustomStringConvertible {
        /// What is wrong and what to write instead.
        public let message: String

        public var description: String { message }
    }

    /// Reads `text` (the kind ignores case).
    ///
    /// - Throws: ``Invalid`` for an unknown kind, a name on a kind that takes none, or an empty name.
    public init(_ text: String) throws {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard let head = parts.first, let type = DestinationType(rawValue: head.lowercased()) else {
            throw Invalid(
                message: "'\(text)' is not a destination. Use task, list:NAME, plan:NAME, communication or note.")
        }
        let name = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
        if name != nil && type != .list && type != .plan {
            throw Invalid(message: "Only list and plan destinations take a name (list:NAME, plan:NAME).")
        }
        if let name, name.isEmpty { throw Invalid(message: "The name after '\(head):' cannot be empty.") }
        self.type = type
        self.name = name
    }
}

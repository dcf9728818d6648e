import ArgumentParser
import Foundation
import OffloadInterface
import OffloadStore

/// `offload suggestions`: what hand-off suggested and is waiting for a decision.
struct SuggestionsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggestions",
        abstract: "Show suggestions waiting for review.",
        discussion: """
            Without ID, every capture with undecided suggestions from its newest run, oldest first. ID is a \
            capture id (its open suggestions) or a suggestion id (that suggestion, decided or not), as a unique \
            prefix. Decide with `offload decide SUGGESTION_ID accept|reject|edit`.
            """)

    @Argument(help: "A capture or suggestion id prefix (at least 4 hex characters).")
    var id: String?

    @Option(help: "Only the first N captures.")
    var limit: Int?

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be 1 or more.") }
    }

    func run() async throws {
        let store = try await openStoreForReading(database)
        var items: [ReviewItem]
        if let id {
            items = try await store.reviewItems(idPrefix: id)
        } else {
            items = try await store.awaitingReview(limit: limit)
        }
        if let limit { items = Array(items.prefix(limit)) }
        try await output.emit(items.map(ReviewItemJSON.init)) {
            guard !items.isEmpty else {
                return [
                    id == nil
                        ? "Nothing to review. Hand captures off with `offload handoff`."
                        : "No open suggestions for '\(id ?? "")'."
                ]
            }
            let width = CaptureListing.terminalWidth(ProcessInfo.processInfo.environment)
            return items.flatMap { SuggestionText.render($0, width: width) }
        }
    }
}

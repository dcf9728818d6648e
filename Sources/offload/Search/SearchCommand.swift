import ArgumentParser
import Foundation
import OffloadInterface
import OffloadStore

/// `offload search TEXT…`: captures, tasks, lists, items, plans, communications and notes holding every word.
struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find captures, tasks, lists, list items, plans, communications and notes by their words.",
        discussion: """
            Every word must match the start of a word in the text, ignoring case and accents ("cafe" finds \
            "Café", "bir" finds "birthday"); what you type is never read as search syntax. Best matches come \
            first. Each line shows the kind, the short id and the text, matches in bold on a terminal (not with \
            NO_COLOR set, nor when the output is piped). --json prints {"hits": [{"id", "kind", "rank", "text"}], \
            "query"}.
            """)

    @Argument(help: "The words to look for.")
    var words: [String] = []

    @Option(help: "Show at most N hits.")
    var limit = 20

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        if limit < 1 { throw ValidationError("--limit must be 1 or more.") }
    }

    func run() async throws {
        let query = words.joined(separator: " ")
        let store = try await openStoreForReading(database)
        if (try? await store.hasUnindexedCaptures()) == true {
            // Captures saved since the last catch-up (by the service, say) join the index first, when the file can
            // be written; otherwise the search covers what is indexed.
            _ = try? await CaptureStore.open(atPath: DatabaseLocation.resolve(database)).indexNewCaptures()
        }
        let hits = try await store.search(query, limit: limit)
        try await output.emit(SearchJSON(query: query, hits: hits)) {
            guard !hits.isEmpty else {
                guard try await store.hasSearchableRows() else {
                    return ["Nothing to search yet. Save a thought first: offload capture \"…\""]
                }
                return [TerminalText.safe("Nothing matches '\(query)'.")]
            }
            let width = CaptureListing.terminalWidth(ProcessInfo.processInfo.environment)
            let listing = SearchListing(width: width, isBold: OutputOptions.isStyled())
            return hits.map(listing.line)
        }
    }
}

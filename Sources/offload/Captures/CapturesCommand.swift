import ArgumentParser
import Foundation
import OffloadCore
import OffloadInterface
import OffloadStore

extension CaptureStatus: ExpressibleByArgument {}

/// `offload captures`: list saved captures, oldest first.
struct CapturesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "captures",
        abstract: "List captures, oldest first.",
        discussion: """
            Each line shows the status, the short id (first 8 hex characters; any unique prefix of 4 or more \
            works in other commands), the local time and the first line of the text, cut to the terminal width \
            ($COLUMNS, default 80). --json prints a JSON array of objects with id, rawText, createdAt (ISO 8601 \
            UTC), source and status.
            """)

    @Option(help: "Only captures with this status: pending, processing, review, completed or failed.")
    var status: CaptureStatus?

    @Option(help: "Only the N most recent captures (still listed oldest first).")
    var limit: Int?

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be 1 or more.") }
    }

    func run() async throws {
        let store = try await openStoreForReading(database)
        let entries = try await store.captures(status: status, limit: limit)
        try await output.emit(entries.map(CaptureJSON.init)) {
            guard !entries.isEmpty else {
                return [
                    status.map { "No \($0.rawValue) captures." } ?? "No captures yet. Save one: offload capture \"…\""
                ]
            }
            let listing = CaptureListing(width: CaptureListing.terminalWidth(ProcessInfo.processInfo.environment))
            return entries.map(listing.line)
        }
    }
}

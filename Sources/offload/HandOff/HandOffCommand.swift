import ArgumentParser
import Foundation
import OffloadCore
import OffloadHandOff
import OffloadInterface
import OffloadStore

/// `offload handoff`: organize pending captures into suggestions, in resumable batches.
struct HandOffCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "handoff",
        abstract: "Organize captures: analyze them and store suggestions to review.",
        discussion: """
            Without IDs, hands off every pending capture (--pending). --all also retries captures whose last \
            hand-off failed. Captures are processed oldest first in batches of 5,000, each stored in one \
            transaction: Ctrl-C stops after the current batch, and the next `offload handoff` resumes. \
            Already handed-off captures are skipped; use `offload reprocess` for a new run.
            """)

    @Argument(help: "Capture ids (unique prefixes of at least 4 hex characters).")
    var ids: [String] = []

    @Flag(help: "Hand off every pending capture (the default).")
    var pending = false

    @Flag(help: "Hand off every capture not handed off yet, including failed ones.")
    var all = false

    @OptionGroup var options: HandOffOptions

    func validate() throws {
        if pending && all { throw ValidationError("Give either --pending or --all, not both.") }
        if !ids.isEmpty && (pending || all) { throw ValidationError("Give capture ids or --pending/--all, not both.") }
        try options.validate()
    }

    func run() async throws {
        let store = try await openStore(options.database, checksPages: true)
        let captureIDs: [UUID]
        if ids.isEmpty {
            captureIDs = try await HandOffSelection.handOff(includingFailed: all, in: store)
        } else {
            captureIDs = try await HandOffSelection.handOff(ids, in: store) { entry in
                StandardError.write(
                    "\(entry.shortID) was handed off already; `offload reprocess \(entry.shortID)` makes a new run.\n")
            }
        }
        guard !captureIDs.isEmpty else {
            print(ids.isEmpty ? "Nothing to hand off: no pending captures." : "Nothing to hand off.")
            return
        }
        try await HandOffSession(options: options, store: store, mode: .firstTime).run(captureIDs)
    }
}

/// `offload reprocess`: a new hand-off run for captures, keeping the old runs as history.
struct ReprocessCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reprocess",
        abstract: "Hand captures off again (new models, new rules); old runs stay as history.",
        discussion: """
            Only the newest run's undecided suggestions are offered for review; decisions already made stay.
            """)

    @Argument(help: "Capture ids (unique prefixes of at least 4 hex characters).")
    var ids: [String] = []

    @Flag(help: "Re-process every capture.")
    var all = false

    @OptionGroup var options: HandOffOptions

    func validate() throws {
        if ids.isEmpty == !all { throw ValidationError("Give capture ids or --all.") }
        try options.validate()
    }

    func run() async throws {
        let store = try await openStore(options.database, checksPages: true)
        let captureIDs =
            all
            ? try await HandOffSelection.reprocessAll(in: store) : try await HandOffSelection.reprocess(ids, in: store)
        guard !captureIDs.isEmpty else {
            print("Nothing to re-process: there are no captures.")
            return
        }
        try await HandOffSession(options: options, store: store, mode: .reprocess).run(captureIDs)
    }
}

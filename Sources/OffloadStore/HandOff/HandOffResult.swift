import Foundation
import OffloadCore

/// The outcome of one capture's hand-off, ready to be stored by ``CaptureStore/recordHandOff(_:mode:)``.
public struct HandOffResult: Sendable {
    /// The run: `completed` with its suggestions, or `failed` with a reason (never capture text).
    public let run: HandOffRun
    /// The suggestions the run made; empty for a failed run.
    public let suggestions: [Suggestion]
    /// The JSON columns of each suggestion, encoded here (on the thread that builds the result, typically an
    /// analysis worker) instead of inside the serialized write transaction; `nil` where encoding failed, so that
    /// the write encodes again and reports the error.
    let suggestionColumns: [SuggestionRow.JSONColumns?]

    /// Creates a result; a failed run keeps no suggestions.
    public init(run: HandOffRun, suggestions: [Suggestion]) {
        self.run = run
        self.suggestions = run.status == .completed ? suggestions : []
        suggestionColumns = self.suggestions.map { try? SuggestionRow.JSONColumns($0) }
    }
}

/// Whether a hand-off organizes captures for the first time or re-processes them.
public enum HandOffMode: Sendable {
    /// First hand-off: a capture that is already `completed` (handed off by another process meanwhile) or
    /// deleted is skipped, so every capture gets exactly one completed first run.
    case firstTime
    /// Re-processing: a new run is added next to the old ones, which stay as history.
    case reprocess
}

/// What one stored batch did.
public struct HandOffBatchSummary: Hashable, Sendable {
    /// Captures whose completed run was stored (their status is now `completed`).
    public var completed: Int = 0
    /// Captures whose failed run was stored (their status is unchanged).
    public var failed: Int = 0
    /// Captures skipped: deleted meanwhile, or (first hand-off) already completed by another process.
    public var skipped: Int = 0
    /// Suggestions stored.
    public var suggestions: Int = 0

    /// Creates an empty summary.
    public init() {}

    /// Adds the counts of `other`.
    public mutating func add(_ other: HandOffBatchSummary) {
        completed += other.completed
        failed += other.failed
        skipped += other.skipped
        suggestions += other.suggestions
    }
}

/// A position in the pending-capture order (creation time, then insertion order), for paging.
public struct CaptureCursor: Hashable, Sendable {
    let createdAt: Date
    let rowID: Int64
}

/// One page of captures and the cursor of the next page.
public struct CapturePage: Sendable {
    /// The captures, oldest first.
    public let entries: [CaptureEntry]
    /// Where the next page starts; `nil` when this page is the last.
    public let next: CaptureCursor?
}

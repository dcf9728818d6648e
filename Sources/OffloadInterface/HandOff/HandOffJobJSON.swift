import Foundation
import OffloadStore

/// The JSON shape of a hand-off or re-process job of the service (`POST /v1/handoff`, `GET /v1/jobs`).
///
/// `finishedAt` is left out while the job runs.
public struct HandOffJobJSON: Encodable, Sendable, Equatable {
    /// The job's id, lowercase UUID.
    public let id: String
    /// `handoff` or `reprocess`.
    public let kind: String
    /// `running`, `finished`, `failed` or `stopped` (by a shutdown; the next start resumes it).
    public let state: String
    /// Captures the job took.
    public let total: Int
    /// Captures looked at so far: stored, failed or skipped.
    public let processed: Int
    /// Captures organized, their suggestions waiting for review.
    public let completed: Int
    /// Captures that could not be organized.
    public let failed: Int
    /// Captures skipped: deleted or handed off meanwhile.
    public let skipped: Int
    /// Suggestions stored.
    public let suggestions: Int
    /// When the job started: ISO 8601 in UTC with milliseconds.
    public let startedAt: String
    /// When it ended, in the same form; absent while it runs.
    public let finishedAt: String?

    /// The object for a job of `kind` in `state` that took `total` captures and has stored what `summary` counts.
    public init(
        id: UUID, kind: String, state: String, total: Int, processed: Int, summary: HandOffBatchSummary,
        startedAt: Date, finishedAt: Date?
    ) {
        self.id = id.uuidString.lowercased()
        self.kind = kind
        self.state = state
        self.total = total
        self.processed = processed
        completed = summary.completed
        failed = summary.failed
        skipped = summary.skipped
        suggestions = summary.suggestions
        self.startedAt = ISODate.string(startedAt)
        self.finishedAt = finishedAt.map(ISODate.string)
    }
}

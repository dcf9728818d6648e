import Foundation
import OffloadHandOff
import OffloadInterface
import OffloadStore

/// One hand-off or re-process job of this process: what it took and how far it got.
public struct HandOffJob: Sendable, Equatable {
    /// What a job does.
    public enum Kind: String, Sendable {
        /// A first hand-off (`offload handoff`).
        case handoff
        /// A new run for captures handed off before (`offload reprocess`).
        case reprocess

        /// The engine's mode for this kind.
        var mode: HandOffMode { self == .handoff ? .firstTime : .reprocess }

        /// The kind of a request left open in `mode`.
        init(_ mode: HandOffMode) { self = mode == .firstTime ? .handoff : .reprocess }
    }

    /// Where a job stands.
    public enum State: String, Sendable {
        /// The engine is at work.
        case running
        /// Every capture was looked at.
        case finished
        /// An error ended it; the batches stored before stay.
        case failed
        /// A shutdown ended it at a batch boundary; the next start of the service resumes it.
        case stopped
    }

    /// The job's id.
    public let id: UUID
    /// Hand-off or re-process.
    public let kind: Kind
    /// Where it stands.
    public internal(set) var state: State
    /// Captures it took.
    public let total: Int
    /// Captures looked at so far.
    public internal(set) var processed = 0
    /// What the stored batches did.
    public internal(set) var summary = HandOffBatchSummary()
    /// When it started.
    public let startedAt: Date
    /// When it ended; `nil` while it runs.
    public internal(set) var finishedAt: Date?

    /// The JSON object of the job.
    public var json: HandOffJobJSON {
        HandOffJobJSON(
            id: id, kind: kind.rawValue, state: state.rawValue, total: total, processed: processed, summary: summary,
            startedAt: startedAt, finishedAt: finishedAt)
    }

    /// Takes the counts of the engine's report.
    mutating func apply(_ report: HandOffEngine.Report) {
        processed = report.processed
        summary = report.summary
    }
}

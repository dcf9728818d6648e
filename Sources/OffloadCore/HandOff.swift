import Foundation

/// A user's request to organize one or more captures.
public struct HandOffRequest: Identifiable, Hashable, Codable, Sendable {
    /// Stable identifier.
    public let id: UUID
    /// The captures to organize, in the order given.
    public let captureIDs: [UUID]
    /// When the request was made.
    public let requestedAt: Date

    /// Creates a request; its id is time-ordered (see ``Foundation/UUID/timeOrdered(at:)``).
    public init(id: UUID = .timeOrdered(), captureIDs: [UUID], requestedAt: Date = Date()) {
        self.id = id
        self.captureIDs = captureIDs
        self.requestedAt = requestedAt
    }
}

/// The state of one hand-off run.
public enum HandOffRunStatus: String, Codable, Sendable, CaseIterable {
    case pending, running, completed, failed
}

/// One pass of the NLP pipeline over one capture; re-processing makes a new run and keeps the old ones.
public struct HandOffRun: Identifiable, Hashable, Codable, Sendable {
    /// Stable identifier.
    public let id: UUID
    /// The request this run belongs to.
    public let requestID: UUID
    /// The capture organized.
    public let captureID: UUID
    /// Progress of the run.
    public var status: HandOffRunStatus
    /// When the run started.
    public let startedAt: Date
    /// When the run completed or failed.
    public var finishedAt: Date?
    /// Version of the models that produced the suggestions.
    public var modelVersion: String
    /// Why the run failed, without any capture text.
    public var failureReason: String?
    /// The language the capture was read in (`en`, `de`, `es`, …); `nil` for runs made before languages were
    /// detected and for runs that failed before reading.
    public var language: String?

    /// Creates a run; its id is time-ordered (see ``Foundation/UUID/timeOrdered(at:)``).
    public init(
        id: UUID = .timeOrdered(), requestID: UUID, captureID: UUID, status: HandOffRunStatus = .pending,
        startedAt: Date = Date(), finishedAt: Date? = nil, modelVersion: String, failureReason: String? = nil,
        language: String? = nil
    ) {
        self.id = id
        self.requestID = requestID
        self.captureID = captureID
        self.status = status
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.modelVersion = modelVersion
        self.failureReason = failureReason
        self.language = language
    }
}

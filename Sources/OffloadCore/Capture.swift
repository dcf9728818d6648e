import Foundation

/// How a capture reached Offload.
public enum CaptureSource: String, Codable, Sendable, CaseIterable {
    /// Typed or pasted text.
    case text
    /// Text transcribed from speech.
    case voice
}

/// Where a capture stands in the organize flow.
public enum CaptureStatus: String, Codable, Sendable, CaseIterable {
    /// Saved, not yet organized.
    case pending
    /// A hand-off or re-process is working on it.
    case processing
    /// Handed off: some suggestion of its newest run waits for a decision.
    case review
    /// Handed off, and every suggestion of its newest run is decided.
    case completed
    /// Its newest run failed; `offload handoff --all` tries again.
    case failed

    /// Whether a run organized it (it is in review or completed), so a first hand-off leaves it alone.
    public var isHandedOff: Bool { self == .review || self == .completed }
}

/// One raw thought as the user typed or spoke it.
///
/// The raw text never changes after capture; the store enforces this with a trigger as well.
public struct CaptureEntry: Identifiable, Hashable, Codable, Sendable {
    /// Stable identifier.
    public let id: UUID
    /// The text exactly as captured.
    public let rawText: String
    /// When the capture was saved (UTC instant).
    public let createdAt: Date
    /// How the text arrived.
    public let source: CaptureSource
    /// Progress through the organize flow.
    public var status: CaptureStatus

    /// Creates a capture, or throws when the text is blank (``Swift/String/isBlank``: only white space and
    /// invisible format characters) or too long.
    ///
    /// - Throws: ``CoreError/emptyCapture``.
    public init(
        id: UUID = .random(), rawText: String, createdAt: Date = Date(), source: CaptureSource = .text,
        status: CaptureStatus = .pending
    ) throws {
        guard !rawText.isBlank else { throw CoreError.emptyCapture }
        guard rawText.utf8.count <= Self.maximumByteCount else {
            throw CoreError.captureTooLong(byteCount: rawText.utf8.count, limit: Self.maximumByteCount)
        }
        self.id = id
        self.rawText = rawText
        self.createdAt = createdAt
        self.source = source
        self.status = status
    }

    /// Recreates a capture read back from the database, without the text checks.
    ///
    /// A row is kept as it was saved: an older build may have saved text that the checks refuse today (U+200B
    /// alone was once not blank), and such a capture must still list, be handed off and be deleted.
    package init(stored id: UUID, rawText: String, createdAt: Date, source: CaptureSource, status: CaptureStatus) {
        self.id = id
        self.rawText = rawText
        self.createdAt = createdAt
        self.source = source
        self.status = status
    }

    /// The largest capture accepted, in UTF-8 bytes (4 MiB).
    public static let maximumByteCount = 4 * 1024 * 1024

    private enum CodingKeys: String, CodingKey {
        case id, rawText, createdAt, source, status
    }

    /// Decodes a capture, running the same checks as ``init(id:rawText:createdAt:source:status:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            try self.init(
                id: container.decode(UUID.self, forKey: .id), rawText: container.decode(String.self, forKey: .rawText),
                createdAt: container.decode(Date.self, forKey: .createdAt),
                source: container.decode(CaptureSource.self, forKey: .source),
                status: container.decode(CaptureStatus.self, forKey: .status))
        } catch let error as CoreError {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath + [CodingKeys.rawText], debugDescription: error.description))
        }
    }
}

import OffloadCore

/// The priorities people type for an edit; `normal` is the stored `medium` (which is read too).
public enum EditPriority: String, CaseIterable, Sendable {
    case low, normal, high, urgent

    /// The priority a person typed: one of the cases, or `medium` as JSON shows it; `nil` for anything else.
    public init?(typed text: String) {
        if text == TaskPriority.medium.rawValue {
            self = .normal
        } else {
            self.init(rawValue: text)
        }
    }

    /// The stored priority.
    public var stored: TaskPriority {
        switch self {
        case .low: .low
        case .normal: .medium
        case .high: .high
        case .urgent: .urgent
        }
    }
}

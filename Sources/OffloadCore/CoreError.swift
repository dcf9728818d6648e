/// Invalid domain values.
public enum CoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The capture text is empty or only white space.
    case emptyCapture
    /// The capture text is larger than the limit.
    case captureTooLong(byteCount: Int, limit: Int)
    /// A title is empty.
    case emptyTitle
    /// A value outside its allowed range.
    case outOfRange(field: String, value: String)

    public var description: String {
        switch self {
        case .emptyCapture:
            "Nothing to capture: the text is empty. Type a thought, e.g. offload capture \"call mom tomorrow\"."
        case .captureTooLong(let byteCount, let limit):
            "The capture is \(byteCount) bytes; the limit is \(limit) bytes. Split it into smaller captures."
        case .emptyTitle:
            "A title cannot be empty."
        case .outOfRange(let field, let value):
            "The value '\(value)' is not allowed for \(field)."
        }
    }
}

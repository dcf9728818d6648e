import OffloadStore

/// `{"summary": "...", "at": "..."}`: an action undo took back or would take back.
public struct UndoJSON: Encodable {
    /// What the action did, in a sentence.
    public let summary: String
    /// When it was done: ISO 8601 in UTC with milliseconds.
    public let at: String

    /// The object for an action undo would take back.
    public init(_ action: UndoableAction) {
        summary = action.summary
        at = ISODate.string(action.at)
    }

    /// The object for an action undo took back.
    public init(_ action: UndoneAction) {
        summary = action.summary
        at = ISODate.string(action.at)
    }
}

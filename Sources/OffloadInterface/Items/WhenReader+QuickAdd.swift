import OffloadCore
import OffloadNLP

extension WhenReader {
    /// The task `offload add` makes of `text`: its title, due date, recurrence, priority, `#tags`, `@category` and
    /// `+plan`, read with ``QuickAddReader`` in this reader's date context.
    ///
    /// - Throws: ``OffloadCore/CoreError/emptyTitle`` when `text` is blank.
    public func quickAdd(_ text: String) throws -> QuickAddReading {
        try QuickAddReader().read(text, in: context)
    }
}

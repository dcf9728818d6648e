/// Failures while opening or using the capture database.
///
/// Messages are full sentences for the person at the terminal: what failed, which file, and what to do next.
/// They never contain capture text; only paths, ids and counts.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path names a directory, not a database file.
    case isDirectory(path: String)
    /// The path names a FIFO, socket or device, not a regular file; nothing opened it.
    case notARegularFile(path: String)
    /// The file exists but is not an SQLite database; it was left untouched.
    case notADatabase(path: String)
    /// The file is an SQLite database that Offload did not create; it was left untouched.
    case foreignDatabase(path: String)
    /// The database was written by a newer Offload; it was left untouched.
    case newerSchema(path: String, unknownMigrations: [String])
    /// The file or its directory cannot be written (or created).
    case notWritable(path: String)
    /// Another process held the database lock for longer than the busy timeout.
    case busy(path: String, seconds: Int)
    /// Applying schema migrations failed.
    case migrationFailed(path: String, reason: String)
    /// Any other database failure; `reason` is SQLite's message, never capture text.
    case databaseFailed(path: String, operation: String, reason: String)
    /// SQLite found a damaged page (`SQLITE_CORRUPT`, `SQLITE_NOTADB`); the statement stopped and nothing was written.
    case corruptDatabase(path: String)
    /// A stored row could not be read back as a valid value.
    case corruptRow(path: String, table: String, id: String)
    /// An id prefix that is too short or not hexadecimal.
    case invalidIDPrefix(String)
    /// No live capture has an id starting with the prefix.
    case captureNotFound(idPrefix: String)
    /// Several captures have ids starting with the prefix.
    case ambiguousID(prefix: String, candidates: [String])
    /// `undo` was asked for, but the undo stack is empty.
    case nothingToUndo
    /// A capture contains U+0000, which SQLite text bindings would silently cut off; nothing was saved.
    case nulCharacter(byteOffset: Int)
    /// No suggestion has an id starting with the prefix.
    case suggestionNotFound(idPrefix: String)
    /// Several suggestions have ids starting with the prefix.
    case ambiguousSuggestionID(prefix: String, candidates: [String])
    /// The suggestion was decided already (by this or another session); nothing was written.
    case alreadyDecided(suggestionID: String)
    /// `undoLastDecision` was asked for, but no decision is recorded.
    case noDecisionToUndo
    /// The existing plan a suggestion would be added to has its own, different value for `field`; nothing was placed.
    case destinationHasOwn(field: String, name: String)
    /// The capture of the suggestion already has a placement like it (from an earlier run); nothing was placed.
    case alreadyPlaced(suggestionID: String, place: String)
    /// Nothing in the organizer has this id prefix, name or `LIST:N`.
    case itemNotFound(reference: String)
    /// Several things in the organizer match; each candidate is "kind shortid".
    case ambiguousItem(reference: String, candidates: [String])
    /// The task has no repeating rule Offload can read, so it has no next occurrence to skip to.
    case notRecurring(id: String)
    /// The item's kind has no such state (a list item can only be done or reopened); nothing was changed.
    case stateNotHeld(kind: String, state: String)
    /// A search was asked for with no words: empty text, or only whitespace.
    case blankSearch
    /// A search was asked for with a limit below 1.
    case invalidSearchLimit(Int)
    /// An edit, move or order names something its kind does not have ("--notes" of a communication, "move" of a
    /// list); nothing was changed.
    case notApplicable(kind: String, action: String)
    /// `order ID --before ID` (or `--after`) names the same task twice; nothing was changed.
    case orderedAgainstItself
    /// A name, title or item text was empty or only spaces; nothing was changed.
    case emptyName(kind: String)
    /// Another list, plan, category or tag already has this name (ignoring case); nothing was changed.
    case nameTaken(kind: String, name: String)
    /// A list item was to be placed before or after itself or an item of another list; nothing was changed.
    case notOrderable(reference: String, reason: String)
    /// A row of an import file could not be stored (it refers to a row that is missing, or breaks a rule of the
    /// schema); the whole import was rolled back.
    case importRefused(table: String, id: String, reason: String)

    public var description: String {
        switch self {
        case .isDirectory(let path):
            "'\(path)' is a directory, not a database file. Pass a file path such as '\(path)/offload.sqlite' with --db."
        case .notARegularFile(let path):
            "'\(path)' is not a regular file (a FIFO, socket or device), so Offload did not open it. "
                + "Pass a database file with --db."
        case .notADatabase(let path):
            "'\(path)' is not an SQLite database, so Offload left it untouched. Pass a different file with --db."
        case .foreignDatabase(let path):
            "'\(path)' is an SQLite database that Offload did not create, so Offload left it untouched. "
                + "Pass a different file with --db."
        case .newerSchema(let path, let unknown):
            "'\(path)' was written by a newer version of Offload (unknown schema steps: "
                + "\(unknown.joined(separator: ", "))), so it was left untouched. Update offload to open it."
        case .notWritable(let path):
            "Cannot create or write '\(path)'. Check the permissions of the file and its folder, or pass --db."
        case .busy(let path, let seconds):
            "The database '\(path)' stayed locked by another process for \(seconds) seconds. Try again in a moment."
        case .migrationFailed(let path, let reason):
            "Could not prepare the database '\(path)': \(reason). Check the disk, or pass a different --db."
        case .databaseFailed(let path, let operation, let reason):
            "Could not \(operation) in '\(path)': \(reason). Check the disk and try again."
        case .corruptDatabase(let path):
            "The database '\(path)' is damaged, so Offload stopped without writing anything. "
                + "Run `offload doctor --db '\(path)'` to see what is wrong and what to do."
        case .corruptRow(let path, let table, let id):
            "The row \(id) in table \(table) of '\(path)' holds an invalid value. Restore the file from a backup."
        case .invalidIDPrefix(let prefix):
            "'\(prefix)' is not a capture id. Give at least 4 hexadecimal characters, as shown by `offload captures`."
        case .captureNotFound(let prefix):
            "No capture has an id starting with '\(prefix)'. List ids with `offload captures`."
        case .ambiguousID(let prefix, let candidates):
            "The id '\(prefix)' matches \(candidates.count) captures (\(candidates.joined(separator: ", "))). "
                + "Type more characters."
        case .nothingToUndo:
            "Nothing to undo: every action still remembered has been taken back."
        case .nulCharacter(let offset):
            "The text contains a NUL character (byte offset \(offset)), which cannot be stored, so nothing was saved. "
                + "Remove it and try again."
        case .suggestionNotFound(let prefix):
            "No suggestion or capture has an id starting with '\(prefix)'. List open suggestions with "
                + "`offload suggestions`."
        case .ambiguousSuggestionID(let prefix, let candidates):
            "The id '\(prefix)' matches \(candidates.count) suggestions (\(candidates.joined(separator: ", "))). "
                + "Type more characters."
        case .alreadyDecided(let id):
            "This suggestion was already decided in another session (\(id.prefix(8))), so nothing was changed. "
                + "Run `offload suggestions` to see what is still open."
        case .noDecisionToUndo:
            "Nothing to undo: no review decision is recorded."
        case .destinationHasOwn(let field, let name):
            "The plan '\(name)' already has its own \(field), different from this one, so nothing was placed. "
                + "Drop it (e.g. --no-due) to add the steps and keep the plan's."
        case .alreadyPlaced(let id, let place):
            "This capture is already placed \(place), so \(id.prefix(8)) was not placed again. "
                + "Accept it with --again to place it a second time, or reject it."
        case .itemNotFound(let reference):
            "Nothing in your tasks, lists, plans, communications or notes matches '\(reference)'. "
                + "Ids are shown by `offload today`, `offload tasks` and `offload lists`."
        case .ambiguousItem(let reference, let candidates):
            "'\(reference)' matches \(candidates.count) things (\(candidates.joined(separator: "; "))). "
                + "Type more of the id."
        case .notRecurring(let id):
            "The task \(id.prefix(8)) does not repeat, so there is no occurrence to skip; nothing was changed."
        case .stateNotHeld(let kind, let state) where kind == "communication" || kind == "list item":
            "A \(kind) can only be done or reopened, not \(state), so nothing was changed."
        case .stateNotHeld(let kind, _):
            "A \(kind) has no state of its own (its tasks or items do), so nothing was changed."
        case .blankSearch:
            "There is nothing to search for. Give one or more words, such as: offload search milk"
        case .invalidSearchLimit(let limit):
            "A search limit must be 1 or more, not \(limit)."
        case .notApplicable(let kind, let action):
            "\(action) does not apply to a \(kind), so nothing was changed."
        case .orderedAgainstItself:
            "A task cannot go before or after itself, so nothing was changed. Name another task."
        case .emptyName(let kind):
            "A \(kind) cannot be empty, so nothing was changed."
        case .nameTaken(let kind, let name):
            "There is already a \(kind) called '\(name)', so nothing was changed."
                + (kind == "category" || kind == "tag" ? " To join the two, use merge." : "")
        case .notOrderable(let reference, let reason):
            "'\(reference)' \(reason), so nothing was moved."
        case .importRefused(let table, let id, let reason):
            "Row \(id) of \(table) in the file cannot be stored: \(reason). Nothing was imported."
        }
    }
}

import Foundation

/// One capture waiting for review, with its open suggestions.
public struct ReviewCapture: Hashable, Sendable {
    /// The capture.
    public let capture: CaptureEntry
    /// Its undecided suggestions, most confident first.
    public let suggestions: [Suggestion]
    /// Where an earlier run of the capture already placed what a suggestion repeats ("in the list Groceries"), by
    /// suggestion id.
    public let alreadyPlaced: [UUID: String]

    /// Creates an item.
    public init(capture: CaptureEntry, suggestions: [Suggestion], alreadyPlaced: [UUID: String] = [:]) {
        self.capture = capture
        self.suggestions = suggestions
        self.alreadyPlaced = alreadyPlaced
    }
}

/// A decision taken in a session but not yet written: the driver writes a capture's decisions together.
public struct StagedDecision: Hashable, Sendable {
    /// The suggestion as it was offered.
    public let suggestion: Suggestion
    /// Accepted, rejected or edited.
    public let kind: DecisionKind
    /// The suggestion as edited, for `edited` decisions.
    public let edited: Suggestion?
    /// Whether the reviewer confirmed placing what an earlier run of the capture placed already.
    public var again = false
}

/// What the user did, already decoded from keys and prompts by the terminal driver.
public enum ReviewInput: Hashable, Sendable {
    case accept, reject, skip, cancel, undo, quit, help, endOfInput
    /// A key with no meaning here.
    case unknown(String)
    /// Edits of the current suggestion; accepting afterwards records an `edited` decision.
    case setTitle(String)
    case setDestination(DestinationType, name: String?)
    case setDue(Date?)
    case setCategory(String?)
    /// Removes the item at this zero-based index.
    case removeItem(Int)
    /// Replaces the text of the item at this zero-based index.
    case replaceItem(Int, String)
    /// Adds an item at the end.
    case addItem(String)
    /// Input the driver could not read (an unreadable date, an unknown destination); the text says what.
    case invalid(String)
}

/// What the driver must do after an input, in order.
public enum ReviewEffect: Hashable, Sendable {
    /// Write these decisions of one capture in one transaction (accept/edit also place).
    case persist(captureID: UUID, decisions: [StagedDecision])
    /// Undo the last decision already written.
    case undoPersisted
    /// Show the current capture and suggestion.
    case render
    /// Show the key help.
    case showHelp
    /// Show a short, calm message.
    case message(String)
    /// The session is over.
    case finish
}

/// The review flow as a pure state machine over a queue of captures.
///
/// Accept, reject, edit, skip, cancel, undo and quit. It never touches storage; ``handle(_:)`` returns the effects
/// the driver carries out.
///
/// A capture's decisions are staged until its last suggestion is decided, then persisted together, so "cancel"
/// can leave the capture exactly as it was. Nothing is placed without an accept or edit.
public struct ReviewSession: Sendable {
    /// The captures to review.
    public private(set) var items: [ReviewCapture]
    /// Index of the current capture in ``items``.
    public private(set) var itemIndex = 0
    /// Index of the current suggestion in the current capture.
    public private(set) var suggestionIndex = 0
    /// The current suggestion with the user's edits so far, or `nil` when unedited.
    public private(set) var working: Suggestion?
    /// Decisions staged for the current capture.
    public private(set) var staged: [StagedDecision] = []
    /// Decisions persisted in this session, oldest first, with where they were taken (so undo can return there).
    private var persisted: [(decision: StagedDecision, itemIndex: Int, suggestionIndex: Int)] = []
    /// The suggestion whose accept waits for a second accept, because it repeats an earlier placement.
    private var confirmingRepeat: UUID?
    /// Counts for the closing summary.
    public private(set) var summary = ReviewSummary()
    /// Whether the session has finished.
    public private(set) var isFinished = false

    /// Starts a session over `items` (captures without suggestions are skipped).
    public init(items: [ReviewCapture]) {
        self.items = items.filter { !$0.suggestions.isEmpty }
        isFinished = self.items.isEmpty
    }

    /// The capture under review, if any.
    public var currentItem: ReviewCapture? { items.indices.contains(itemIndex) ? items[itemIndex] : nil }

    /// The suggestion under review with its edits applied, if any.
    public var currentSuggestion: Suggestion? {
        guard let item = currentItem, item.suggestions.indices.contains(suggestionIndex) else { return nil }
        return working ?? item.suggestions[suggestionIndex]
    }

    /// Handles one input and returns what the driver must do.
    public mutating func handle(_ input: ReviewInput) -> [ReviewEffect] {
        guard !isFinished else { return [.finish] }
        switch input {
        case .accept: return decide(working == nil ? .accepted : .edited)
        case .reject: return decide(.rejected)
        case .skip: return advanceSuggestion(skipped: true)
        case .cancel: return cancelCapture()
        case .undo: return undo()
        case .quit, .endOfInput: return quit()
        case .help, .unknown: return [.showHelp, .render]
        case .invalid(let message): return [.message(message), .render]
        case .setTitle(let title):
            guard !title.isBlank else { return [.message("A title cannot be empty; kept the old one."), .render] }
            return edit { try $0.rename(title) }
        case .setDestination(let type, let name): return edit { $0.move(to: type, name: name) }
        case .setDue(let date): return edit { $0.dueDate = date }
        case .setCategory(let category): return edit { $0.category = category }
        case .removeItem(let index): return edit { try $0.removeItem(index + 1) }
        case .replaceItem(let index, let text): return edit { try $0.replaceItem(index + 1, with: text) }
        case .addItem(let text): return edit { try $0.addItem(text) }
        }
    }

    private mutating func edit(_ change: (inout Suggestion) throws -> Void) -> [ReviewEffect] {
        guard var suggestion = currentSuggestion else { return [.render] }
        do {
            try change(&suggestion)
        } catch {
            return [.message("\(error)"), .render]
        }
        working = suggestion
        confirmingRepeat = nil
        return [.render]
    }

    private mutating func decide(_ kind: DecisionKind) -> [ReviewEffect] {
        guard let item = currentItem, item.suggestions.indices.contains(suggestionIndex),
            let current = currentSuggestion
        else { return [.render] }
        let offered = item.suggestions[suggestionIndex]
        var decision = StagedDecision(suggestion: offered, kind: kind, edited: kind == .edited ? working : nil)
        if kind != .rejected {
            if let field = current.fieldsNotHeld.first {
                let error = CoreError.fieldNotHeld(field: field, destination: current.destinationType)
                return [.message(error.reviewDescription), .render]
            }
            if let place = item.alreadyPlaced[offered.id] {
                guard confirmingRepeat == offered.id else {
                    confirmingRepeat = offered.id
                    return [
                        .message("Already placed \(place). Press a again to place it a second time, or r to reject.")
                    ]
                }
                decision.again = true
            }
        }
        confirmingRepeat = nil
        staged.append(decision)
        summary.count(kind)
        return advanceSuggestion(skipped: false)
    }

    private mutating func advanceSuggestion(skipped: Bool) -> [ReviewEffect] {
        if skipped { summary.skipped += 1 }
        working = nil
        confirmingRepeat = nil
        suggestionIndex += 1
        guard let item = currentItem, suggestionIndex >= item.suggestions.count else { return [.render] }
        var effects: [ReviewEffect] = []
        if !staged.isEmpty {
            effects.append(.persist(captureID: item.capture.id, decisions: staged))
            recordPersisted(staged, of: item)
        }
        staged = []
        return effects + advanceCapture()
    }

    private mutating func advanceCapture() -> [ReviewEffect] {
        itemIndex += 1
        suggestionIndex = 0
        working = nil
        if itemIndex >= items.count {
            isFinished = true
            return [.finish]
        }
        return [.render]
    }

    private mutating func recordPersisted(_ decisions: [StagedDecision], of item: ReviewCapture) {
        for decision in decisions {
            let index = item.suggestions.firstIndex { $0.id == decision.suggestion.id } ?? 0
            persisted.append((decision, itemIndex, index))
        }
    }

    /// Tells the session that the driver could not write `decision` (decided meanwhile elsewhere, refused), so the
    /// summary does not count it and undo does not reach for it.
    public mutating func notPersisted(_ decision: StagedDecision) {
        guard let index = persisted.lastIndex(where: { $0.decision.suggestion.id == decision.suggestion.id }) else {
            return
        }
        persisted.remove(at: index)
        summary.uncount([decision])
    }

    private mutating func cancelCapture() -> [ReviewEffect] {
        confirmingRepeat = nil
        summary.uncount(staged)
        summary.cancelled += 1
        staged = []
        return [.message("Left this capture as it was.")] + advanceCapture()
    }

    private mutating func undo() -> [ReviewEffect] {
        confirmingRepeat = nil
        if working != nil {
            working = nil
            return [.message("Edits undone."), .render]
        }
        if let last = staged.popLast() {
            summary.uncount([last])
            suggestionIndex = max(0, suggestionIndex - 1)
            return [.message("Undid the last decision."), .render]
        }
        guard let last = persisted.popLast() else { return [.message("Nothing to undo."), .render] }
        // Back to the undone suggestion, so it can be decided again; the later captures are still ahead.
        summary.uncount([last.decision])
        itemIndex = last.itemIndex
        suggestionIndex = last.suggestionIndex
        staged = []
        return [.undoPersisted, .render]
    }

    private mutating func quit() -> [ReviewEffect] {
        isFinished = true
        guard let item = currentItem, !staged.isEmpty else { return [.finish] }
        // Decisions already taken on this capture are kept; its remaining suggestions stay open for next time.
        let decisions = staged
        recordPersisted(decisions, of: item)
        staged = []
        return [.persist(captureID: item.capture.id, decisions: decisions), .finish]
    }
}

/// Counts of what a session decided.
public struct ReviewSummary: Hashable, Sendable {
    public var accepted = 0
    public var edited = 0
    public var rejected = 0
    public var skipped = 0
    public var cancelled = 0

    mutating func count(_ kind: DecisionKind) {
        switch kind {
        case .accepted: accepted += 1
        case .edited: edited += 1
        case .rejected: rejected += 1
        }
    }

    mutating func uncount(_ decisions: [StagedDecision]) {
        for decision in decisions {
            switch decision.kind {
            case .accepted: accepted -= 1
            case .edited: edited -= 1
            case .rejected: rejected -= 1
            }
        }
    }
}

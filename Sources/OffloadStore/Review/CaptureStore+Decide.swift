import Foundation
import GRDB
import OffloadCore

extension CaptureStore {
    /// Records a decision on one suggestion and, for accept and edit, places it; all in one transaction.
    ///
    /// Every call writes a ``SuggestionDecision``. Accept and edit also write the ``Placement`` and create what
    /// the suggestion becomes: a task; a plan with one task per step (a step with children becomes a nested plan);
    /// list items, in the existing list whose name matches case-insensitively or else in a new list whose
    /// ``ListType`` follows from its name; a communication item; or a note holding the capture text. Reject writes
    /// the decision only.
    ///
    /// A suggestion is decided at most once, even with two reviewers at the same moment (in this process or
    /// another): the transaction claims it with `UPDATE suggestions SET decided_at = … WHERE decided_at IS NULL`,
    /// and the loser's update changes no row, so it writes nothing and gets ``StoreError/alreadyDecided(suggestionID:)``.
    ///
    /// ```swift
    /// let outcome = try await store.decide(suggestion.id, .accept)
    /// try await store.undoLastDecision()  // changed my mind
    /// ```
    ///
    /// Nothing is dropped: a suggestion carrying a field its destination cannot hold (a due date on a list, items
    /// on a task) is refused by name, and so is one that repeats what an earlier run of the same capture placed,
    /// unless `again` is set.
    ///
    /// - Parameters:
    ///   - suggestionID: The suggestion's full id.
    ///   - decision: Accept, reject, or edit with the changed suggestion.
    ///   - again: Place it even when an earlier run of the capture placed the same kind of thing.
    ///   - now: The decision time.
    /// - Returns: The decision, the placement and the name of the destination.
    /// - Throws: ``StoreError/suggestionNotFound(idPrefix:)``, ``StoreError/alreadyDecided(suggestionID:)``,
    ///   ``StoreError/alreadyPlaced(suggestionID:place:)``, ``StoreError/destinationHasOwn(field:name:)``,
    ///   ``CoreError/emptyTitle`` for an edit with an empty title, ``CoreError/fieldNotHeld(field:destination:)``,
    ///   ``StoreError/busy(path:seconds:)``.
    @discardableResult
    public func decide(_ suggestionID: UUID, _ decision: Decision, again: Bool = false, at now: Date = Date())
        async throws -> DecisionOutcome
    {
        let original = try await suggestion(idPrefix: suggestionID.lowercasedString)
        let (kind, placed) = try Self.resolved(decision, original: original)
        if decision.places, let field = placed.fieldsNotHeld.first {
            throw CoreError.fieldNotHeld(field: field, destination: placed.destinationType)
        }
        let decisionRecord = SuggestionDecision(
            suggestionID: original.id, kind: kind, decidedAt: now, edited: kind == .edited ? placed : nil)
        let editedJSON = try decisionRecord.edited.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
        let outcome = try await write("record a decision") { db -> DecisionOutcome in
            let id = original.id.lowercasedString
            try db.execute(
                sql: "UPDATE suggestions SET decided_at = ? WHERE id = ? AND decided_at IS NULL", arguments: [now, id])
            guard db.changesCount == 1 else { throw StoreError.alreadyDecided(suggestionID: id) }
            let decisionID = decisionRecord.id.lowercasedString
            try db.execute(
                sql:
                    "INSERT INTO suggestion_decisions (id, suggestion_id, kind, decided_at, edited_json) VALUES (?, ?, ?, ?, ?)",
                arguments: [decisionID, id, kind.rawValue, now, editedJSON])
            try UndoStack.push(
                .decision, summary: Self.summary(of: kind, placed.title), at: now, decisionID: decisionID, in: db)
            try CaptureLifecycle.settle(captureID: original.captureID.lowercasedString, in: db)
            guard kind != .rejected else {
                return DecisionOutcome(
                    decision: decisionRecord, suggestion: placed, placement: nil, destinationName: nil,
                    reusedExisting: false)
            }
            if !again {
                let earlier = try Self.placedDestinations(
                    ofCapture: original.captureID.lowercasedString, otherThanRun: original.runID.lowercasedString,
                    in: db)
                let isOnlySuggestion = try Self.runSuggestionCount(original.runID.lowercasedString, in: db) == 1
                if let repeated = PlacedDestination.repeated(
                    by: placed, among: earlier, isOnlySuggestion: isOnlySuggestion)
                {
                    throw StoreError.alreadyPlaced(suggestionID: id, place: repeated.description)
                }
            }
            var writer = PlacementWriter(
                db: db, decisionID: decisionID, captureID: original.captureID.lowercasedString, now: now)
            let target = try writer.place(placed)
            let placement = Placement(
                decisionID: decisionRecord.id, destinationType: placed.destinationType,
                destinationID: UUID(storedText: target.id) ?? UUID.random(), placedAt: now)
            try db.execute(
                sql: """
                    INSERT INTO placements (id, decision_id, destination_type, destination_id, placed_at)
                    VALUES (?, ?, ?, ?, ?)
                    """,
                arguments: [placement.id.lowercasedString, decisionID, placed.destinationType.rawValue, target.id, now])
            return DecisionOutcome(
                decision: decisionRecord, suggestion: placed, placement: placement, destinationName: target.name,
                reusedExisting: target.reusedExisting)
        }
        logger.info(
            "Recorded a decision.",
            metadata: [
                "suggestion": "\(original.id)", "kind": "\(kind.rawValue)", "placed": "\(outcome.placement != nil)",
            ])
        return outcome
    }

    /// What the undo stack calls a decision: "Accepted 'Buy milk'".
    static func summary(of kind: DecisionKind, _ title: String) -> String {
        let verb =
            switch kind {
            case .accepted: "Accepted"
            case .rejected: "Rejected"
            case .edited: "Edited and accepted"
            }
        return "\(verb) '\(title)'"
    }

    /// The decision kind and the suggestion to place, with an edit's ids forced to the original's.
    private static func resolved(_ decision: Decision, original: Suggestion) throws -> (DecisionKind, Suggestion) {
        switch decision {
        case .accept: return (.accepted, original)
        case .reject: return (.rejected, original)
        case .edit(let edited):
            guard !edited.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw CoreError.emptyTitle
            }
            let normalized = Suggestion(
                id: original.id, runID: original.runID, captureID: original.captureID, title: edited.title,
                confidence: edited.confidence, destinationType: edited.destinationType,
                destinationName: edited.destinationName, items: edited.items, dueDate: edited.dueDate,
                recurrence: edited.recurrence, priority: edited.priority, category: edited.category, tags: edited.tags,
                contact: edited.contact, channel: edited.channel, explanation: edited.explanation)
            return (.edited, normalized)
        }
    }
}

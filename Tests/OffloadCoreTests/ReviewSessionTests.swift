import Foundation
import OffloadCore
import Testing

@Suite struct ReviewSessionTests {
    static func item(_ text: String, suggestions titles: [String]) throws -> ReviewCapture {
        let capture = try CaptureEntry(rawText: text)
        let run = UUID()
        let suggestions = titles.map {
            Suggestion(
                runID: run, captureID: capture.id, title: $0, confidence: Confidence(clamping: 0.9),
                destinationType: .task)
        }
        return ReviewCapture(capture: capture, suggestions: suggestions)
    }

    @Test("accepting every suggestion persists the capture's decisions together, then moves on")
    func acceptAll() throws {
        // Given two captures, the first with two suggestions
        var session = ReviewSession(items: [
            try Self.item("buy milk and call bob", suggestions: ["Buy milk", "Call Bob"]),
            try Self.item("x", suggestions: ["X"]),
        ])
        // When the user accepts the first and rejects the second
        #expect(session.handle(.accept) == [.render])
        let effects = session.handle(.reject)
        // Then both decisions are persisted at once and the next capture shows
        guard case .persist(_, let decisions) = effects.first else {
            Issue.record("expected persist, got \(effects)"); return
        }
        #expect(decisions.map(\.kind) == [.accepted, .rejected])
        #expect(effects.last == .render)
        #expect(session.currentItem?.capture.rawText == "x")
    }

    @Test("an edit before accepting records an edited decision with the changes")
    func edit() throws {
        var session = ReviewSession(items: [try Self.item("call mom", suggestions: ["Call mom"])])
        _ = session.handle(.setTitle("Call Mum"))
        _ = session.handle(.setDestination(.communication, name: nil))
        let effects = session.handle(.accept)
        guard case .persist(_, let decisions) = effects.first else { Issue.record("expected persist"); return }
        #expect(decisions.first?.kind == .edited)
        #expect(decisions.first?.edited?.title == "Call Mum")
        #expect(decisions.first?.edited?.destinationType == .communication)
        #expect(decisions.first?.suggestion.title == "Call mom")
        #expect(effects.last == .finish)
    }

    @Test("cancel leaves the capture as it was: staged decisions are dropped, nothing persisted")
    func cancel() throws {
        var session = ReviewSession(items: [
            try Self.item("a and b", suggestions: ["A", "B"]), try Self.item("c", suggestions: ["C"]),
        ])
        _ = session.handle(.accept)
        let effects = session.handle(.cancel)
        #expect(!effects.contains { if case .persist = $0 { true } else { false } })
        #expect(session.currentItem?.capture.rawText == "c")
        #expect(session.summary.accepted == 0 && session.summary.cancelled == 1)
    }

    @Test("undo pops a staged decision, then reaches persisted ones, then says there is nothing")
    func undo() throws {
        var session = ReviewSession(items: [
            try Self.item("a", suggestions: ["A"]), try Self.item("b and c", suggestions: ["B", "C"]),
        ])
        _ = session.handle(.accept)  // persists capture a
        _ = session.handle(.accept)  // stages B
        #expect(session.handle(.undo) == [.message("Undid the last decision."), .render])
        #expect(session.currentSuggestion?.title == "B")
        #expect(session.handle(.undo) == [.undoPersisted, .render])
        #expect(session.handle(.undo) == [.message("Nothing to undo."), .render])
    }

    @Test("quit and end of input keep decisions already taken and finish")
    func quit() throws {
        var session = ReviewSession(items: [try Self.item("a and b", suggestions: ["A", "B"])])
        _ = session.handle(.reject)
        let effects = session.handle(.endOfInput)
        guard case .persist(_, let decisions) = effects.first else { Issue.record("expected persist"); return }
        #expect(decisions.map(\.kind) == [.rejected])
        #expect(effects.last == .finish)
        #expect(session.isFinished)
    }

    @Test("unknown keys show the help again; removing a missing item is refused calmly")
    func unknownAndBadItem() throws {
        var session = ReviewSession(items: [try Self.item("a", suggestions: ["A"])])
        #expect(session.handle(.unknown("z")) == [.showHelp, .render])
        #expect(
            session.handle(.removeItem(3)) == [
                .message("There is no item 4: this suggestion has 0 items, so nothing was changed."), .render,
            ])
        #expect(session.handle(.setTitle("  ")) == [.message("A title cannot be empty; kept the old one."), .render])
    }

    @Test("skip moves on without a decision; an empty queue is finished at once")
    func skipAndEmpty() throws {
        var session = ReviewSession(items: [try Self.item("a", suggestions: ["A"])])
        #expect(session.handle(.skip) == [.finish])
        #expect(session.summary.skipped == 1)
        var empty = ReviewSession(items: [])
        #expect(empty.isFinished)
        #expect(empty.handle(.accept) == [.finish])
    }
}

@Suite struct ReviewSessionUndoTests {
    static func capture(_ text: String, _ titles: [String], alreadyPlaced: String? = nil) throws -> ReviewCapture {
        let item = try ReviewSessionTests.item(text, suggestions: titles)
        let placed = alreadyPlaced.map { place in [item.suggestions[0].id: place] } ?? [:]
        return ReviewCapture(capture: item.capture, suggestions: item.suggestions, alreadyPlaced: placed)
    }

    @Test("undoing a saved decision returns to that suggestion and the summary no longer counts it")
    func undoReturnsToSuggestion() throws {
        // Given three captures, the first two accepted (and so saved)
        var open = ReviewSession(items: [
            try Self.capture("a", ["A"]), try Self.capture("b", ["B"]), try Self.capture("c", ["C"]),
        ])
        _ = open.handle(.accept)
        _ = open.handle(.accept)
        #expect(open.summary.accepted == 2)
        // When the user undoes twice
        let effects = open.handle(.undo)
        // Then the saved decision is undone and the session is back on capture b
        #expect(effects == [.undoPersisted, .render])
        #expect(open.currentItem?.capture.rawText == "b")
        #expect(open.summary.accepted == 1)
        _ = open.handle(.undo)
        #expect(open.currentItem?.capture.rawText == "a")
        #expect(open.summary.accepted == 0)
        #expect(open.handle(.undo) == [.message("Nothing to undo."), .render])
    }

    @Test("a decision the driver could not write is not counted")
    func notPersisted() throws {
        var session = ReviewSession(items: [try Self.capture("a", ["A"]), try Self.capture("b", ["B"])])
        guard case .persist(_, let decisions) = session.handle(.accept).first else {
            Issue.record("expected persist")
            return
        }
        session.notPersisted(try #require(decisions.first))
        #expect(session.summary.accepted == 0)
        #expect(session.handle(.undo) == [.message("Nothing to undo."), .render])
    }

    @Test("accepting what an earlier run placed asks for a second a, and the decision says again")
    func alreadyPlacedNeedsConfirmation() throws {
        var session = ReviewSession(items: [
            try Self.capture("milk", ["Groceries"], alreadyPlaced: "in the list Groceries")
        ])
        #expect(
            session.handle(.accept) == [
                .message(
                    "Already placed in the list Groceries. Press a again to place it a second time, or r to reject.")
            ])
        guard case .persist(_, let decisions) = session.handle(.accept).first else {
            Issue.record("expected persist")
            return
        }
        #expect(decisions.first?.again == true)
    }

    @Test("a field the destination cannot hold is refused with a message, and unreadable input is said")
    func refusals() throws {
        var session = ReviewSession(items: [try Self.capture("read dune", ["Read Dune"])])
        _ = session.handle(.setDue(Date(timeIntervalSince1970: 1_800_000_000)))
        _ = session.handle(.setDestination(.list, name: "Reading"))
        let effects = session.handle(.accept)
        #expect(
            effects == [
                .message(
                    "A list cannot hold a due date, so nothing was placed: e w with an empty answer drops it, "
                        + "or e d for one of task, plan, communication."), .render,
            ])
        #expect(!session.isFinished)
        #expect(session.handle(.invalid("Could not read 'x'.")) == [.message("Could not read 'x'."), .render])
        #expect(
            session.handle(.replaceItem(4, "x")).first
                == .message(CoreError.noSuchItem(number: 5, count: 1).description))
        _ = session.handle(.addItem("Read Hyperion"))
        #expect(session.currentSuggestion?.items.map(\.text) == ["Read Dune", "Read Hyperion"])
    }
}

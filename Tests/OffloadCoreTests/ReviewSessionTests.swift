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
        #expect(session.handle(.undo) == [.undoPersisted, .message("Undid the last saved decision."), .render])
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
        #expect(session.handle(.removeItem(3)) == [.message("There is no item 4."), .render])
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

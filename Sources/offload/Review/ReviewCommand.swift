import ArgumentParser
import Foundation
import OffloadCore
import OffloadInterface
import OffloadStore

/// `offload review`: walks the captures that have suggestions and takes one decision at a time.
struct ReviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Review suggestions one at a time: accept, reject, edit, skip, cancel, undo, quit.",
        discussion: """
            On a terminal, single keys act at once; otherwise each input line is one key (and prompts read the next \
            line), so a review can be scripted. End of input saves what was decided and quits. A capture's decisions \
            are saved together when its last suggestion is decided; c (cancel) leaves the capture as it was.
            """)

    @OptionGroup var database: DatabaseOptions

    @Option(help: "Time zone for due dates typed while editing (default: the system's).")
    var tz: String?

    @Option(help: "Review at most this many captures.")
    var limit: Int?

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit takes a number of at least 1.") }
    }

    func run() async throws {
        let store = try await openStore(database)
        let items = try await store.awaitingReview(limit: limit)
        guard !items.isEmpty else {
            print("Nothing to review. Hand captures off first: offload handoff")
            return
        }
        var session = ReviewSession(
            items: items.map { item in
                ReviewCapture(
                    capture: item.capture, suggestions: item.suggestions,
                    alreadyPlaced: item.alreadyPlaced.mapValues(\.description))
            })
        let categories = try await store.labels(.category).map(\.name)
        let terminal = TerminalInput()
        let renderer = ReviewRenderer()
        let dueReader = DueDateReader(timeZone: tz)
        terminal.enterRawMode()
        defer { terminal.restore() }
        print(ReviewKeys.help)
        renderer.render(session)
        var placed = 0
        while !session.isFinished {
            let input = ReviewKeys.input(
                from: terminal, current: session.currentSuggestion, dueReader: dueReader, categories: categories)
            for effect in session.handle(input) {
                switch effect {
                case .persist(_, let decisions):
                    placed += await persist(decisions, in: store, session: &session)
                case .undoPersisted:
                    do {
                        let undone = try await store.undoLastDecision(at: Clock.now())
                        if undone.decision.kind != .rejected { placed -= 1 }
                        print(
                            TerminalText.safe(
                                "Undid \"\(DecisionOutput.title(of: undone))\"; it is open for review again."))
                    } catch {
                        print(Self.calm(error))
                    }
                case .render: renderer.render(session)
                case .showHelp: print(ReviewKeys.help)
                case .message(let text): print(TerminalText.safe(text))
                case .finish: break
                }
            }
        }
        let summary = session.summary
        print(
            "Done. \(summary.accepted) accepted, \(summary.edited) edited, \(summary.rejected) rejected, \(summary.skipped) skipped, \(summary.cancelled) left as they were; \(placed) placed."
        )
    }

    /// Writes a capture's decisions; a suggestion decided meanwhile in another session is reported, not placed twice.
    private func persist(_ decisions: [StagedDecision], in store: CaptureStore, session: inout ReviewSession) async
        -> Int
    {
        var placed = 0
        for staged in decisions {
            let decision: CaptureStore.Decision =
                switch staged.kind {
                case .accepted: .accept
                case .rejected: .reject
                case .edited: staged.edited.map { .edit($0) } ?? .accept
                }
            do {
                let outcome = try await store.decide(
                    staged.suggestion.id, decision, again: staged.again, at: Clock.now())
                if outcome.placement != nil {
                    placed += 1
                    print(TerminalText.safe("Placed \(DecisionOutput.placed(outcome))."))
                } else {
                    print(TerminalText.safe("Rejected \"\(outcome.suggestion.title)\"; nothing was placed."))
                }
            } catch {
                session.notPersisted(staged)
                print(Self.calm(error))
            }
        }
        return placed
    }

    private static func calm(_ error: any Error) -> String {
        (error as? any OffloadExitReporting)?.description
            ?? "That could not be saved (\(type(of: error))); nothing was changed."
    }
}

import ArgumentParser
import Foundation
import OffloadCore
import OffloadInterface
import OffloadStore

/// What `offload decide` does with a suggestion.
enum DecideAction: String, ExpressibleByArgument, CaseIterable {
    case accept, reject, edit
}

/// `offload decide`: accept, reject or edit one suggestion; `--undo` takes the last decision back.
struct DecideCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decide",
        abstract: "Accept, reject or edit a suggestion; --undo takes the last decision back.",
        discussion: """
            accept places the suggestion (a task, a plan with its steps, items in a list, a communication item \
            or a note); reject records the decision only; edit places it changed. For a list or plan the title is \
            the name of the list or plan the items go to; list:NAME or plan:NAME picks an existing one by name. \
            Items are numbered from 1 as shown. --due is read like a capture ("tomorrow 5pm", "next fri", \
            "2026-12-01 9:00") in --tz. A field the destination cannot hold (a due date on a list, items on a \
            task) is refused by name, never dropped. Nothing asks for confirmation: `offload decide --undo` \
            removes the last decision and everything it placed.
            """)

    @Argument(help: "The suggestion id (a unique prefix of at least 4 hex characters).")
    var suggestionID: String?

    @Argument(help: "accept, reject or edit.")
    var action: DecideAction?

    @OptionGroup(title: "Edit") var edits: SuggestionEditOptions

    @Option(name: .long, help: "Time zone for --due, an IANA name (default: the system's).")
    var tz: String?

    @Flag(help: "Place it even though an earlier run of the same capture placed the same kind of thing.")
    var again = false

    @Flag(help: "Undo the last decision instead.")
    var undo = false

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        if undo {
            guard suggestionID == nil, action == nil else { throw ValidationError("--undo takes no suggestion id.") }
            return
        }
        guard suggestionID != nil, let action else {
            throw ValidationError("Give a suggestion id and accept, reject or edit (or --undo).")
        }
        if action != .edit && !edits.isEmpty {
            throw ValidationError("--title, --destination, the item options, --due and --category go with edit.")
        }
        if action == .edit && edits.isEmpty {
            throw ValidationError("edit needs a change, e.g. --title, --destination, --item, --due or --category.")
        }
        if action == .reject && again { throw ValidationError("--again goes with accept or edit.") }
        _ = try AnalysisDefaults.validated(ref: nil, tz: tz, locale: nil)
    }

    func run() async throws {
        let store = try await openStore(database)
        if undo {
            let undone = try await store.undoLastDecision(at: Clock.now())
            return try await output.emit(DecisionJSON(undone: undone)) { DecisionOutput.undone(undone) }
        }
        // validate() guarantees both are present unless --undo.
        guard let suggestionID, let action else { throw ValidationError("Give a suggestion id and an action.") }
        let suggestion = try await store.suggestion(idPrefix: suggestionID)
        let decision: CaptureStore.Decision
        switch action {
        case .accept: decision = .accept
        case .reject: decision = .reject
        case .edit: decision = .edit(try edits.applied(to: suggestion, reader: try WhenReader(timeZone: tz)))
        }
        let outcome = try await store.decide(suggestion.id, decision, again: again, at: Clock.now())
        try await output.emit(DecisionJSON(outcome: outcome)) { DecisionOutput.decided(outcome) }
    }
}

/// `offload undo-decision`: the same as `offload decide --undo`.
struct UndoDecisionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo-decision",
        abstract: "Undo the last review decision and remove what it placed.")

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let undone = try await openStore(database).undoLastDecision(at: Clock.now())
        try await output.emit(DecisionJSON(undone: undone)) { DecisionOutput.undone(undone) }
    }
}

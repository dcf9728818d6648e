import ArgumentParser
import Foundation

/// The `offload` command: capture first, organize later.
@main
struct Offload: AsyncParsableCommand {
    /// This build's semantic version, printed by `offload --version` and `offload install`.
    static let version = "0.6.0"

    static let configuration = CommandConfiguration(
        commandName: "offload",
        abstract: "Capture thoughts fast; organize them later, on this machine.",
        discussion: """
            Exit codes (sysexits): 0 ok, 64 usage, 65 bad input data, 66 not found, 69 database needs a newer \
            offload, 70 internal error, 73 cannot create or write the database, 74 I/O error, 75 database busy.
            """,
        version: "offload \(version)",
        subcommands: [
            CaptureCommand.self, CapturesCommand.self, DeleteCommand.self, UndoCommand.self, Analyze.self, Train.self,
            Eval.self, HandOffCommand.self, ReprocessCommand.self, SuggestionsCommand.self, DecideCommand.self,
            UndoDecisionCommand.self, TasksCommand.self, PlansCommand.self, ListsCommand.self, CommsCommand.self,
            NotesCommand.self, ReviewCommand.self, DemoCommand.self, InstallCommand.self, DoctorCommand.self,
            StartCommand.self, DoneCommand.self, ReopenCommand.self, WaitCommand.self, SomedayCommand.self,
            CancelCommand.self, ListCommand.self, CheckCommand.self, UncheckCommand.self, PlanCommand.self,
            CategoriesCommand.self, TagsCommand.self,
        ]
    )

    /// Bootstraps logging once, runs the chosen command, and maps failures to one stderr sentence and an exit code.
    static func main() async {
        OffloadLogging.bootstrap(environment: ProcessInfo.processInfo.environment)
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            OffloadExit.exit(with: error)
        }
    }
}

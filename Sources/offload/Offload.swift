import ArgumentParser
import Foundation
import OffloadInterface

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
            offload, 70 internal error, 73 cannot create or write the database, 74 I/O error, 75 database busy, 77 \
            the database is locked and the right passphrase was not given, 78 the settings file is not valid TOML.
            """,
        version: "offload \(version)",
        subcommands: [
            CaptureCommand.self, CapturesCommand.self, DeleteCommand.self, UndoCommand.self, Analyze.self, Train.self,
            Eval.self, HandOffCommand.self, ReprocessCommand.self, SuggestionsCommand.self, DecideCommand.self,
            UndoDecisionCommand.self, TasksCommand.self, PlansCommand.self, ListsCommand.self, CommsCommand.self,
            NotesCommand.self, SearchCommand.self, ReviewCommand.self, DemoCommand.self, InstallCommand.self,
            DoctorCommand.self, StartCommand.self, DoneCommand.self, ReopenCommand.self, WaitCommand.self,
            SomedayCommand.self, CancelCommand.self, TodayCommand.self, InboxCommand.self, UpcomingCommand.self,
            WeekCommand.self, MonthCommand.self, EditCommand.self, MoveCommand.self, OrderCommand.self,
            RemoveCommand.self, AddCommand.self, ReviewDayCommand.self, PlanDayCommand.self, ServeCommand.self,
            ListCommand.self,
            CheckCommand.self,
            UncheckCommand.self, PlanCommand.self, CategoriesCommand.self, TagsCommand.self, ConfigCommand.self,
            RemindCommand.self, RemindersCommand.self, CalendarCommand.self, StatsCommand.self, EraseCommand.self,
            LockCommand.self, UnlockCommand.self, ExportCommand.self, ImportCommand.self, BackupCommand.self,
            RestoreCommand.self,
        ],
        defaultSubcommand: TodayCommand.self
    )

    /// Bootstraps logging once, runs the chosen command, and maps failures to one stderr sentence and an exit code.
    static func main() async {
        OffloadLogging.bootstrap(environment: ProcessInfo.processInfo.environment)
        loadSettings(reportsProblems: CommandLine.arguments.dropFirst().first != ConfigCommand._commandName)
        if let first = CommandLine.arguments.dropFirst().first, let message = unknownCommand(first) {
            StandardError.write(message + "\n")
            Offload.exit(withError: OffloadExit.usage)
        }
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

    /// Reads the settings file once for this process (``UserSettings/process``), before anything reads the zone.
    ///
    /// A `timezone` setting becomes the process's `TZ`, so every date this run prints is in it. A problem with the
    /// file is one line on stderr, and its defaults apply; `offload config` reports problems itself.
    static func loadSettings(reportsProblems: Bool) {
        let (values, problems) = SettingsFile().read()
        let settings = UserSettings(values: values)
        UserSettings.process = settings
        if let zone = settings.timeZone {
            setenv("TZ", zone, 1)
            tzset()
        }
        guard reportsProblems else { return }
        for problem in problems { StandardError.write("\(problem.description) (Defaults apply.)\n") }
    }

    /// The message for a first argument that names no command, or `nil`: bare `offload` shows today, so without
    /// this a typo would read as an argument of `today`.
    static func unknownCommand(_ first: String) -> String? {
        guard !first.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.map { $0._commandName } + ["help"]
        guard !names.contains(first) else { return nil }
        return "'\(TerminalText.safe(first))' is not an offload command. Run `offload --help` to see them."
    }
}

import ArgumentParser
import OffloadInterface
import OffloadStore

/// `offload today` (and bare `offload`): what is due today, what got done today, and apart, what is left from
/// earlier days.
struct TodayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "today",
        abstract: "Show today: tasks due or scheduled today, those done today, and what is left from earlier days.")

    @OptionGroup var options: ViewOptions

    func run() async throws {
        let today = try await options.store().today(at: options.moment, filter: options.filter)
        try await options.output.emit(TodayJSON(today)) { TaskLine.standardOutput.lines(for: today) }
    }
}

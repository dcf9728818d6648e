import ArgumentParser
import OffloadInterface
import OffloadStore

/// `offload upcoming [--days N]`: unfinished tasks due in the next days, grouped by day.
struct UpcomingCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "upcoming", abstract: "Show unfinished tasks due in the next days (after today), by day.")

    @Option(help: "How many days after today to show (1-366).")
    var days = 7

    @OptionGroup var options: ViewOptions

    func validate() throws {
        guard (1...366).contains(days) else { throw ValidationError("--days must be 1…366.") }
    }

    func run() async throws {
        let upcoming = try await options.store().upcoming(days: days, at: options.moment, filter: options.filter)
        try await options.output.emit(UpcomingJSON(upcoming)) {
            TaskLine.standardOutput.lines(forUpcoming: upcoming, days: days)
        }
    }
}

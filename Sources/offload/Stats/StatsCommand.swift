import ArgumentParser
import Foundation
import OffloadInterface
import OffloadStore

/// `offload stats`: progress people can see.
struct StatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show what got done: trends, a sparkline, categories, streak, milestones and how suggestions fared.",
        discussion: """
            Today is compared with yesterday, this week so far with last week, this month so far with last month \
            (in your time zone, week start and day start). --period sets the sparkline and the category shares: \
            week (this week, by day), month (the last 30 days; categories by week, the default) or year (52 weeks; \
            categories by month). The streak counts days with something done; the rest-days setting (1 a week by \
            default) says how many days a week without one keep it going. Milestones are recorded once, with the \
            day they were reached. --json holds completed.today/week/month with count and previous, and every \
            other figure. --html FILE writes the same figures as one self-contained web page (charts drawn in it, \
            nothing loaded from elsewhere, light and dark), readable for you only (mode 0600) and replaced whole, \
            and prints "Wrote FILE." instead of the text; with --json too, the JSON goes to stdout and that line \
            to stderr.
            """)

    @Option(help: "week, month or year.")
    var period: StatsPeriod = .month

    @Flag(help: "Draw with plain ASCII instead of Unicode blocks.")
    var ascii = false

    @Option(help: ArgumentHelp("Write the figures as a self-contained web page to this file.", valueName: "FILE.html"))
    var html: String?

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try await openStoreForReading(database)
        let records = try await store.statsRecords()
        let moment = ViewMoment(now: Clock.now())
        let stats = ProgressStats(
            records, at: moment, period: period,
            restDays: UserSettings.process.restDays ?? Self.defaultRestDays)
        if !stats.newMilestones.isEmpty {
            try await openStore(database).recordMilestones(stats.newMilestones)
        }
        guard let html else {
            return try await output.emit(StatsJSON(stats)) { StatsText(isASCII: ascii).lines(stats) }
        }
        try PrivateFile.write(Data(StatsHTML(day: moment.today.date).page(stats).utf8), to: html)
        let wrote = TerminalText.safe("Wrote \(html).")
        guard output.json else { return print(wrote) }
        // Standard output stays one JSON value for scripts; the line about the file goes to stderr.
        print(try OutputOptions.encode(StatsJSON(stats), pretty: false))
        StandardError.write(wrote + "\n")
    }

    func validate() throws {
        if html?.isEmpty == true { throw ValidationError("--html takes the path of the file to write.") }
    }

    /// Rest days a week when the setting is not there.
    static let defaultRestDays = 1
}

extension StatsPeriod: ExpressibleByArgument {}

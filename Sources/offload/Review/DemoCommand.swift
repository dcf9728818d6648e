import ArgumentParser
import Foundation
import OffloadCore
import OffloadHandOff
import OffloadInterface
import OffloadNLP
import OffloadStore

/// `offload demo`: the whole flow on built-in sample captures in a fresh demo database.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract:
            "Capture sample thoughts, hand them off, show the suggestions and accept them — in a fresh demo database.",
        discussion: """
            Without --db the demo uses demo.sqlite beside the default database and starts it afresh each time; \
            your own database is never touched. Explore the result afterwards with the printed commands.
            """)

    static let samples = [
        "call mom tomorrow at 5pm",
        "milk, eggs and 2 loaves of bread",
        "plan Tom's birthday: book venue, send invites, order cake",
        "dentist next tue 9:30",
        "email sarah@example.com re: contract",
        "urgent!! fix the heater",
        "buy stamps and call the plumber",
        "idea: a podcast about forgotten maps",
        "pay rent on the 1st #home",
        "packing for lisbon: passport, charger, sunscreen",
    ]

    @Option(name: .customLong("db"), help: "A new database file for the demo (it must not exist yet).")
    var path: String?

    @OptionGroup var modelOptions: ModelOptions

    @Option(help: "Time zone for dates (default: the system's).")
    var tz: String?

    func run() async throws {
        let databasePath = try prepareDatabase()
        let store = try CaptureStore.open(atPath: databasePath)
        print("Demo database: \(databasePath)\n")
        var captureIDs: [UUID] = []
        for text in Self.samples {
            let saved = try await store.add(try CaptureEntry(rawText: text))
            captureIDs.append(saved.id)
            print("Saved. Organize later. (\(saved.shortID))  \(text)")
        }
        let models = try HandOffModels.load(from: try ModelLocation.directory(explicit: modelOptions.models))
        let context = try AnalysisDefaults.validated(ref: nil, tz: tz, locale: nil)
        var engine = models.engine(store: store, timeZone: context.timeZone, locale: context.locale)
        engine.forcesLanguage = context.forcesLanguage
        engine.now = { Clock.now() }
        let report = try await engine.run(captureIDs, mode: .firstTime) { _ in }
        print("\nHanded off \(report.summary.completed) captures: \(report.summary.suggestions) suggestions.\n")
        let items = try await store.awaitingReview(limit: nil)
        for item in items {
            for line in SuggestionText.render(item, width: 100) { print(line) }
        }
        print("\nAccepting every suggestion (in real use: offload review, or offload decide ID accept|reject|edit):")
        for item in items {
            for suggestion in item.suggestions {
                do {
                    let outcome = try await store.decide(suggestion.id, .accept, at: Clock.now())
                    print(
                        "  placed \(outcome.suggestion.destinationType.rawValue): \(outcome.destinationName ?? outcome.suggestion.title)"
                    )
                } catch let error as CoreError {
                    // A field its destination cannot hold: the demo leaves it for review, as a person would.
                    print("  left for review (\(suggestion.shortID)): \(error.description)")
                }
            }
        }
        try await printOrganizer(store)
        print(
            "\nExplore: offload tasks --db \(databasePath) · offload lists --db \(databasePath) · offload plans --db \(databasePath)"
        )
    }

    private func printOrganizer(_ store: CaptureStore) async throws {
        print("\nTasks:")
        for task in try await store.tasks().map(\.task) {
            print(
                "  ☐ \(task.title)" + (task.dueDate.map { "  due \(ISODate.due($0))" } ?? "")
                    + (task.priority >= .high ? "  [\(task.priority.rawValue)]" : ""))
        }
        print("Lists:")
        for list in try await store.lists() {
            print("  \(list.list.name): " + list.items.map(\.text).joined(separator: ", "))
        }
        print("Plans:")
        for plan in try await store.plans() {
            print("  \(plan.plan.title): " + plan.tasks.map(\.task.title).joined(separator: " → "))
        }
        print("Calls, emails, messages:")
        for item in try await store.communicationItems().map(\.communication) {
            print(
                "  \(item.channel.rawValue) \(item.contactName ?? "")  \(item.title)"
                    + (item.dueDate.map { "  due \(ISODate.due($0))" } ?? ""))
        }
        print("Notes:")
        for note in try await store.notes() { print("  \(note.note.title)") }
    }

    /// The demo database path, fresh: the default demo file is replaced; a given --db must not exist yet.
    private func prepareDatabase() throws -> String {
        if let path {
            guard !FileManager.default.fileExists(atPath: path) else {
                throw ValidationError(
                    "'\(path)' already exists; the demo needs a new database file, so nothing was changed.")
            }
            return path
        }
        let environment = ProcessInfo.processInfo.environment.filter { $0.key != "OFFLOAD_DB" }
        let standard = DatabaseLocation.resolve(
            option: nil, environment: environment, homeDirectory: XDGDirectory.home(environment))
        try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: standard).deletingLastPathComponent().path, withIntermediateDirectories: true)
        let demo = URL(fileURLWithPath: standard).deletingLastPathComponent().appendingPathComponent("demo.sqlite").path
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: demo + suffix) {
            try FileManager.default.removeItem(atPath: demo + suffix)
        }
        return demo
    }
}

import ArgumentParser
import Foundation
import OffloadCore
import OffloadInterface
import OffloadNLP

/// `offload analyze`: what the pipeline makes of a capture, without saving anything.
struct Analyze: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show what Offload understands in a text: intent, category, title, dates, entities and why.",
        discussion: """
            Without TEXT, reads one text from stdin when it is not a terminal (up to 4 MiB of UTF-8, like a \
            capture; one final line break is dropped). With --jsonl, reads JSON Lines on stdin, one {"id","text","ref"?,"tz"?,"locale"?} a line, and writes \
            one JSON line per input, in input order. A malformed line gets {"line":N,"id":…,"error":…} and the run \
            continues. Large inputs are analyzed on every core (--threads).
            """)

    @Argument(help: "The text to analyze (words are joined with spaces).")
    var text: [String] = []

    @Flag(name: .long, help: "Also list the tokens with their kinds and character ranges.")
    var tokens = false

    @OptionGroup var output: OutputOptions

    @Flag(name: .long, help: "Read JSON Lines from stdin and write JSON Lines.")
    var jsonl = false

    @Option(
        name: .long, help: "With --jsonl, how many chunks of lines to analyze at once (default: the number of cores).")
    var threads: Int?

    @OptionGroup var context: AnalysisContextOptions

    @OptionGroup var modelOptions: ModelOptions

    func validate() throws {
        if jsonl, !text.isEmpty { throw ValidationError("Give either TEXT or --jsonl, not both.") }
        if let threads {
            guard jsonl else { throw ValidationError("--threads only applies to --jsonl.") }
            guard (1...1_024).contains(threads) else { throw ValidationError("--threads must be between 1 and 1024.") }
        }
        if !jsonl, text.joined().trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
            text.isEmpty ? isatty(STDIN_FILENO) == 1 : true
        {
            throw ValidationError(Self.nothingToAnalyze)
        }
        _ = try context.resolve()
    }

    func run() async throws {
        let analyzer = CaptureAnalyzer(shelf: try modelOptions.loadShelf())
        if jsonl {
            let threads = threads ?? ProcessInfo.processInfo.activeProcessorCount
            try await AnalyzeJSONLines(analyzer: analyzer, defaults: try context.resolve(), threads: threads).run()
            return
        }
        let raw = text.isEmpty ? try Self.standardInputText() : text.joined(separator: " ")
        let resolved = try context.resolve()
        let dateContext = try resolved.dateContext()
        // Only the intent's explanation is shown; the category's would cost time for nothing.
        let analysis = analyzer.analyze(raw, in: dateContext, explain: .intent)
        try output.emit(
            json: { try AnalysisRecord(id: nil, analysis: analysis, includeTokens: tokens).prettyJSON(to: $0) },
            text: { AnalysisText.render(analysis, text: raw, includeTokens: tokens) })
    }
}

extension Analyze {
    static let nothingToAnalyze = "Nothing to analyze: give a text, e.g. offload analyze \"call mom tomorrow at 5pm\"."

    /// The text piped in: checked like a capture's (size, UTF-8), without one final line break.
    ///
    /// - Throws: ``CLIError`` for too much input or invalid UTF-8; a `ValidationError` when it is blank.
    static func standardInputText() throws -> String {
        let bytes = try StandardInput.readAll(limit: CaptureEntry.maximumByteCount, slack: 2)  // A final "\r\n".
        let text = StandardInput.trimmingFinalLineBreak(try StandardInput.decode(bytes))
        guard !text.isBlank else { throw ValidationError(nothingToAnalyze) }
        return text
    }
}

/// `--ref`, `--tz` and `--locale`, shared by the commands that resolve dates.
struct AnalysisContextOptions: ParsableArguments {
    @Option(name: .long, help: "Reference instant for relative dates, ISO 8601 (default: now).")
    var ref: String?

    @Option(name: .long, help: "Time zone, an IANA name such as Europe/Berlin (default: the system's).")
    var tz: String?

    @Option(
        name: .long,
        help: """
            Locale such as en_US, en_GB, de_DE, es_ES: reads every capture in its language. Without it, each \
            capture's language is detected, and the locale from the settings or LANG (else en_US) is the fallback.
            """)
    var locale: String?

    func resolve() throws -> AnalysisDefaults.Resolved {
        try AnalysisDefaults.validated(ref: ref, tz: tz, locale: locale)
    }
}

extension AnalysisDefaults {
    /// ``resolve(ref:tz:locale:)`` with an unusable setting reported as a usage error (exit 64, with the usage).
    ///
    /// - Throws: `ValidationError` for an ``InvalidSetting``; other errors as they are.
    static func validated(ref: String?, tz: String?, locale: String?) throws -> Resolved {
        do {
            return try resolve(ref: ref, tz: tz, locale: locale)
        } catch let invalid as InvalidSetting {
            throw ValidationError(invalid.message)
        }
    }
}

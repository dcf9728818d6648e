import ArgumentParser
import Foundation
import OffloadCore
import OffloadNLP

/// `offload analyze`: what the pipeline makes of a capture, without saving anything.
struct Analyze: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show what Offload understands in a text: intent, category, title, dates, entities and why.",
        discussion: """
            With --jsonl, reads JSON Lines on stdin, one {"id","text","ref"?,"tz"?,"locale"?} a line, and writes \
            one JSON line per input. A malformed line gets {"line":N,"id":…,"error":…} and the run continues.
            """)

    @Argument(help: "The text to analyze (words are joined with spaces).")
    var text: [String] = []

    @Flag(name: .long, help: "Also list the tokens with their kinds and character ranges.")
    var tokens = false

    @OptionGroup var output: OutputOptions

    @Flag(name: .long, help: "Read JSON Lines from stdin and write JSON Lines.")
    var jsonl = false

    @OptionGroup var context: AnalysisContextOptions

    @OptionGroup var modelOptions: ModelOptions

    func validate() throws {
        if jsonl, !text.isEmpty { throw ValidationError("Give either TEXT or --jsonl, not both.") }
        if !jsonl, text.joined().trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw ValidationError("Nothing to analyze: give a text, e.g. offload analyze \"call mom tomorrow at 5pm\".")
        }
        _ = try context.resolve()
    }

    func run() async throws {
        let analyzer = CaptureAnalyzer(models: try modelOptions.load())
        if jsonl {
            try AnalyzeJSONLines(analyzer: analyzer, defaults: try context.resolve()).run()
            return
        }
        let raw = text.joined(separator: " ")
        let resolved = try context.resolve()
        let dateContext = try DateContext(now: resolved.reference, timeZone: resolved.timeZone, locale: resolved.locale)
        let analysis = analyzer.analyze(raw, in: dateContext)
        try await output.emit(AnalysisRecord(id: nil, analysis: analysis, includeTokens: tokens), pretty: true) {
            AnalysisText.render(analysis, text: raw, includeTokens: tokens)
        }
    }
}

/// `--ref`, `--tz` and `--locale`, shared by the commands that resolve dates.
struct AnalysisContextOptions: ParsableArguments {
    @Option(name: .long, help: "Reference instant for relative dates, ISO 8601 (default: now).")
    var ref: String?

    @Option(name: .long, help: "Time zone, an IANA name such as Europe/Berlin (default: the system's).")
    var tz: String?

    @Option(name: .long, help: "Locale such as en_US, en_GB, de_DE, es_ES (default: from LANG, else en_US).")
    var locale: String?

    struct Resolved {
        let reference: Date
        let timeZone: String
        let locale: UserLocale
    }

    func resolve() throws -> Resolved {
        try AnalysisDefaults.resolve(ref: ref, tz: tz, locale: locale)
    }
}

/// Parses and defaults the date context of an analysis.
enum AnalysisDefaults {
    static func resolve(ref: String?, tz: String?, locale: String?) throws -> AnalysisContextOptions.Resolved {
        let reference: Date
        if let ref {
            guard let parsed = ISOInstant.parse(ref) else {
                throw ValidationError(
                    "'\(ref)' is not an ISO 8601 instant; use e.g. 2026-11-21T09:00:00Z or 2026-11-21T09:00:00+01:00.")
            }
            reference = parsed
        } else {
            reference = Date()
        }
        let zone = tz ?? TimeZone.current.identifier
        guard TimeZone(identifier: zone) != nil else {
            throw ValidationError(NLPError.unknownTimeZone(zone).description)
        }
        let environmentLocale = ProcessInfo.processInfo.environment["LANG"].flatMap {
            $0 == "C" || $0.hasPrefix("C.") || $0 == "POSIX" ? nil : $0
        }
        let userLocale: UserLocale
        do {
            userLocale = try UserLocale(locale ?? environmentLocale ?? "en_US")
        } catch let error as NLPError {
            if locale == nil { return .init(reference: reference, timeZone: zone, locale: .englishUS) }
            throw ValidationError(error.description)
        }
        return .init(reference: reference, timeZone: zone, locale: userLocale)
    }
}

/// ISO 8601 instants with or without fractional seconds; a missing offset means UTC.
enum ISOInstant {
    static func parse(_ text: String) -> Date? {
        let withZone = text.hasSuffix("Z") || text.range(of: #"[+-]\d\d:?\d\d$"#, options: .regularExpression) != nil
        let candidate = withZone ? text : text + "Z"
        for options: ISO8601DateFormatter.Options in [
            [.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds], [.withFullDate],
        ] {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = options
            if let date = formatter.date(from: options == [.withFullDate] ? text : candidate) { return date }
        }
        return nil
    }
}

import ArgumentParser
import Foundation
import OffloadHandOff
import OffloadInterface
import OffloadNLP

/// Options shared by `handoff` and `reprocess`.
struct HandOffOptions: ParsableArguments {
    @Option(
        name: .long, help: "Time zone for relative dates, an IANA name such as Europe/Berlin (default: the system's).")
    var tz: String?

    @Option(
        name: .long,
        help: """
            Locale such as en_US, de_DE, es_ES: reads every capture in its language. Without it, each capture's \
            language is detected, and the locale from the settings or LANG (else en_US) is the fallback.
            """)
    var locale: String?

    @Option(name: .customLong("batch-size"), help: ArgumentHelp("Captures per transaction.", visibility: .hidden))
    var batchSize = HandOffEngine.defaultBatchSize

    @OptionGroup var models: ModelOptions

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        guard (1...10_000).contains(batchSize) else { throw ValidationError("--batch-size must be 1…10000.") }
        _ = try AnalysisDefaults.validated(ref: nil, tz: tz, locale: locale)
    }
}

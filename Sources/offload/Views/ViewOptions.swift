import ArgumentParser
import Foundation
import OffloadInterface
import OffloadStore

/// The options every view takes: `--category`, `--tag`, `--json` and `--db`.
struct ViewOptions: ParsableArguments {
    @Option(help: "Only tasks in this category (any case).")
    var category: String?

    @Option(help: "Only tasks with this tag (any case; a leading # is ignored).")
    var tag: String?

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    /// The category and tag to narrow to.
    var filter: ViewFilter { .typed(category: category, tag: tag) }

    /// Now (``Clock/now()``) as the settings see it: their time zone (else `TZ`), week start and day start.
    var moment: ViewMoment { ViewMoment(now: Clock.now()) }

    /// The store, opened for reading; a missing database reads as empty.
    func store() async throws -> CaptureStore { try await openStoreForReading(database) }
}

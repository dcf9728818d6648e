import ArgumentParser
import Foundation
import OffloadHandOff
import OffloadInterface
import OffloadNLP
import OffloadStore

/// Runs one `handoff` or `reprocess`: loads the models, drives ``HandOffEngine`` with progress and Ctrl-C
/// handling, and prints the summary.
struct HandOffSession {
    let options: HandOffOptions
    let store: CaptureStore
    let mode: HandOffMode

    func run(_ captureIDs: [UUID]) async throws {
        let verb = mode == .firstTime ? "Handed off" : "Re-processed"
        let progress = HandOffProgress(verb: verb)
        let interrupt = InterruptFlag {
            StandardError.write("\nStopping: what is stored stays, what is not stays pending…\n")
        }
        var processed = 0
        let report: HandOffEngine.Report
        do {
            let engine = try makeEngine()
            report = try await engine.run(captureIDs, mode: mode, shouldStop: { interrupt.isRaised }) { report in
                processed = report.processed
                progress.show(report)
            }
        } catch {
            progress.finish()
            throw HandOffFailure(processed: processed, total: captureIDs.count, underlying: error)
        }
        progress.finish()
        var line = summary(report, verb: verb)
        if mode == .reprocess {
            let placed = try await store.countWithPlacements(captureIDs)
            if placed > 0 {
                line +=
                    " \(placed) of them \(placed == 1 ? "has" : "have") placements already; a suggestion that repeats "
                    + "one is marked \"already placed\"."
            }
        }
        print(line)
        if report.wasInterrupted {
            let command = mode == .firstTime ? "offload handoff" : "offload reprocess"
            StandardError.write(
                "Stopped after \(report.processed) of \(report.total) \(report.total == 1 ? "capture" : "captures"); nothing was half-written. "
                    + "Run `\(command)` again to continue.\n")
            throw ExitCode(130)
        }
    }

    private func makeEngine() throws -> HandOffEngine {
        let models = try HandOffModels.load(from: try ModelLocation.directory(explicit: options.models.models))
        let context = try AnalysisDefaults.validated(ref: nil, tz: options.tz, locale: options.locale)
        var engine = models.engine(store: store, timeZone: context.timeZone, locale: context.locale)
        engine.forcesLanguage = context.forcesLanguage
        engine.batchSize = options.batchSize
        engine.defaultList = UserSettings.process.defaultList
        engine.now = { Clock.now() }
        return engine
    }

    private func summary(_ report: HandOffEngine.Report, verb: String) -> String {
        let summary = report.summary
        var text =
            "\(verb) \(summary.completed) \(summary.completed == 1 ? "capture" : "captures"): "
            + "\(summary.suggestions) \(summary.suggestions == 1 ? "suggestion" : "suggestions") to review."
        if summary.completed > 0 { text += " Run `offload suggestions` to see them." }
        if summary.failed > 0 {
            text +=
                " \(summary.failed) could not be organized and \(summary.failed == 1 ? "stays" : "stay") as \(mode == .firstTime ? "pending" : "they were")."
        }
        if summary.skipped > 0 { text += " \(summary.skipped) skipped (deleted or handed off meanwhile)." }
        return text
    }
}

/// A hand-off that stopped on an error; the captures are saved and the finished batches kept.
struct HandOffFailure: OffloadExitReporting {
    let processed: Int
    let total: Int
    let underlying: any Error

    var description: String {
        // Only our own errors are described; others might carry anything, so only their type is named.
        let reason =
            (underlying as? any OffloadExitReporting)?.description ?? "an unexpected \(type(of: underlying)) error."
        return "Saved. Organize later. The hand-off stopped after \(processed) of \(total) captures: \(reason)"
    }

    var exitCode: ExitCode {
        (underlying as? any OffloadExitReporting)?.exitCode ?? OffloadExit.software
    }
}

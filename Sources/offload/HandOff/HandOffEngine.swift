import Foundation
import OffloadCore
import OffloadNLP
import OffloadStore

/// Hands captures off in batches: analyze, build suggestions, store each batch in one transaction.
///
/// Between batches it checks ``InterruptFlag``; a batch is either stored whole or not at all, so stopping (or a
/// crash) never leaves a half-written run, and pending captures stay pending for the next `offload handoff`.
struct HandOffEngine {
    let store: CaptureStore
    let analyzer: CaptureAnalyzer
    let builder: SuggestionBuilder
    let modelVersion: String
    let timeZone: String
    let locale: UserLocale
    var batchSize = 500

    /// How a run ended.
    struct Report {
        var summary = HandOffBatchSummary()
        /// Captures looked at (stored, failed or skipped).
        var processed = 0
        /// Captures the request named.
        var total = 0
        /// Whether Ctrl-C stopped it before the end.
        var wasInterrupted = false
    }

    /// Hands off `captureIDs` (oldest first) under one request, reporting progress after each batch.
    func run(
        _ captureIDs: [UUID], mode: HandOffMode, interrupt: InterruptFlag?, progress: (Report) -> Void
    ) async throws -> Report {
        var report = Report(total: captureIDs.count)
        guard !captureIDs.isEmpty else { return report }
        let request = HandOffRequest(captureIDs: captureIDs)
        try await store.createHandOffRequest(request)
        let existingLists = try await store.listNames()
        // Batch N+1 is analyzed while batch N is written, so analysis overlaps the commit's fsync.
        var analyzed: AnalyzedBatch?
        var start = 0
        while start < captureIDs.count {
            if interrupt?.isRaised == true {
                report.wasInterrupted = true
                break
            }
            let chunk = Array(captureIDs[start..<min(start + batchSize, captureIDs.count)])
            var entries = try await store.captures(ids: chunk)
            if mode == .firstTime { entries = entries.filter { $0.status != .completed } }
            async let next = analyze(entries, requestID: request.id, existingLists: existingLists)
            if let analyzed { try await write(analyzed, mode: mode, report: &report, progress: progress) }
            analyzed = AnalyzedBatch(results: await next, skipped: chunk.count - entries.count, count: chunk.count)
            start += chunk.count
        }
        if let analyzed { try await write(analyzed, mode: mode, report: &report, progress: progress) }
        return report
    }

    /// One analyzed batch waiting to be stored.
    private struct AnalyzedBatch {
        let results: [HandOffResult]
        /// Captures of the batch left out before analysis (already completed).
        let skipped: Int
        /// Captures the batch named.
        let count: Int
    }

    /// Stores `batch` in one transaction and reports progress.
    private func write(
        _ batch: AnalyzedBatch, mode: HandOffMode, report: inout Report, progress: (Report) -> Void
    ) async throws {
        report.summary.add(try await store.recordHandOff(batch.results, mode: mode))
        report.summary.skipped += batch.skipped
        report.processed += batch.count
        progress(report)
    }

    /// Analyzes `entries` on every core, keeping their order.
    func analyze(_ entries: [CaptureEntry], requestID: UUID, existingLists: [String]) async -> [HandOffResult] {
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, entries.count / 50 + 1))
        let slices = (0..<workers).map { worker in
            Array(entries[(entries.count * worker / workers)..<(entries.count * (worker + 1) / workers)])
        }
        return await withTaskGroup(of: (Int, [HandOffResult]).self) { group in
            for (index, slice) in slices.enumerated() {
                group.addTask {
                    (index, slice.map { result(for: $0, requestID: requestID, existingLists: existingLists) })
                }
            }
            var parts = [[HandOffResult]](repeating: [], count: slices.count)
            for await (index, part) in group { parts[index] = part }
            return parts.flatMap { $0 }
        }
    }

    /// One capture's run: completed with suggestions, or failed with a reason that holds no capture text.
    func result(for entry: CaptureEntry, requestID: UUID, existingLists: [String]) -> HandOffResult {
        let started = Date()
        let runID = UUID()
        func failed(_ reason: String) -> HandOffResult {
            HandOffResult(
                run: HandOffRun(
                    id: runID, requestID: requestID, captureID: entry.id, status: .failed, startedAt: started,
                    finishedAt: Date(), modelVersion: modelVersion, failureReason: reason),
                suggestions: [])
        }
        // Relative dates ("tomorrow") mean the day after the capture was made, not after the hand-off.
        guard let context = try? DateContext(now: entry.createdAt, timeZone: timeZone, locale: locale) else {
            return failed("the date context for time zone \(timeZone) could not be created")
        }
        let analysis = analyzer.analyze(entry.rawText, in: context)
        let suggestions = builder.suggestions(
            for: analysis, captureID: entry.id, runID: runID, existingLists: existingLists)
        guard !suggestions.isEmpty else {
            return failed("the analysis of a \(entry.rawText.utf8.count)-byte capture produced no suggestion")
        }
        let run = HandOffRun(
            id: runID, requestID: requestID, captureID: entry.id, status: .completed, startedAt: started,
            finishedAt: Date(), modelVersion: modelVersion)
        return HandOffResult(run: run, suggestions: suggestions)
    }
}

import Foundation
import OffloadCore
import Synchronization
import OffloadNLP
import OffloadStore

/// Hands captures off in batches: analyze, build suggestions, store each batch in one transaction.
///
/// Between batches it asks `shouldStop`; a batch is either stored whole or not at all, so stopping (or a crash)
/// never leaves a half-written run, and pending captures stay pending for the next hand-off. `offload handoff`,
/// `offload reprocess`, `offload demo` and the hand-off benchmark all run this engine.
public struct HandOffEngine: Sendable {
    public let store: CaptureStore
    public let analyzer: CaptureAnalyzer
    public let builder: SuggestionBuilder
    /// Recorded on every run (a fingerprint of the model files).
    public let modelVersion: String
    /// The time zone relative dates are resolved in.
    public let timeZone: String
    /// The locale dates and relation words are read in.
    public let locale: UserLocale
    /// Whether every capture is read in ``locale``'s language (the user named it); when `false`, each capture's
    /// language is detected and ``locale``'s is the fallback.
    public var forcesLanguage = false
    public var batchSize = HandOffEngine.defaultBatchSize
    /// Whether a run that `shouldStop` ended leaves its request open for the next start to resume.
    ///
    /// The service's shutdown does that: the captures the run did not reach read as `processing`, and the next
    /// start finds them (``OffloadStore/CaptureStore/unfinishedHandOff()``). When `false` (the CLI's Ctrl-C) the
    /// request is finished and they read as what they were.
    public var leavesStoppedRequestOpen = false
    /// The list a list suggestion goes to when its capture names none and its items suggest none (the
    /// `default-list` setting); `nil` keeps the builder's "List".
    public var defaultList: String?
    /// The clock of the request's and the runs' times; the CLI and the service pass theirs (`OFFLOAD_NOW` when set).
    public var now: @Sendable () -> Date = { Date() }

    /// Captures per transaction: large enough that a commit rewrites each touched index page once for many
    /// captures, small enough that progress and Ctrl-C answer within a fraction of a second.
    public static let defaultBatchSize = 5000

    /// Creates an engine over `store` with the given pipeline.
    public init(
        store: CaptureStore, analyzer: CaptureAnalyzer, builder: SuggestionBuilder, modelVersion: String,
        timeZone: String, locale: UserLocale
    ) {
        self.store = store
        self.analyzer = analyzer
        self.builder = builder
        self.modelVersion = modelVersion
        self.timeZone = timeZone
        self.locale = locale
    }

    /// How a run ended.
    public struct Report: Sendable {
        /// What the stored batches did.
        public var summary = HandOffBatchSummary()
        /// Captures looked at (stored, failed or skipped).
        public var processed = 0
        /// Captures the request named.
        public var total = 0
        /// Whether `shouldStop` ended it before the end.
        public var wasInterrupted = false
        /// Time spent storing batches (the single writer); analysis of the next batch runs meanwhile.
        public var writing = Duration.zero
    }

    /// Hands off `captureIDs` (oldest first) under one request, reporting progress after each batch.
    ///
    /// The pipeline keeps every core busy: while batch N is written (one transaction, on the single writer), the
    /// next batches are read and analyzed on the other cores, and on all of them once the write is done
    /// (``WriterGate``). Analysis runs up to ``lookahead`` batches ahead of the writer, so that neither waits for
    /// the other at a batch boundary. The request's capture list is written while the first batch is analyzed,
    /// and the last batch is a small one, because nothing overlaps its write. Every batch commits atomically; only
    /// the last one (at the end, or the one in hand when `shouldStop` answers yes) waits for the disk, and its
    /// fsync makes all earlier batches durable too. Batches analyzed but not yet written when it stops are
    /// dropped: their captures are still pending.
    ///
    /// `shouldStop` is also asked every ``stopPollInterval`` while a batch is analyzed: once it answers yes, the
    /// analysis in progress is cancelled (it gives up within a fraction of a second, even inside a capture of
    /// megabytes), the batch in hand is dropped unless it was already analyzed, and its captures stay pending.
    public func run(
        _ captureIDs: [UUID], mode: HandOffMode, shouldStop: @escaping @Sendable () -> Bool = { false },
        progress: (Report) -> Void
    ) async throws -> Report {
        var report = Report(total: captureIDs.count)
        guard !captureIDs.isEmpty else { return report }
        let request = HandOffRequest(captureIDs: captureIDs, requestedAt: now())
        let existingLists = try await store.listNames()
        let chunks = Self.batches(of: captureIDs, size: batchSize)
        let gate = WriterGate()
        async let recorded: Void = store.createHandOffRequest(request, mode: mode)
        var ahead = Prefetch { index in
            try await prepare(
                chunks[index], mode: mode, requestID: request.id, existingLists: existingLists, gate: gate)
        }
        defer { ahead.cancel() }
        let stopWatch = Task { [cancelAll = ahead.cancelAll] in
            while !Task.isCancelled {
                if shouldStop() { return cancelAll() }
                try? await Task.sleep(for: Self.stopPollInterval)
            }
        }
        defer { stopWatch.cancel() }
        for index in 0..<min(Self.lookahead, chunks.count) { ahead.schedule(index) }
        try await recorded
        do {
            try await writeBatches(
                chunks.count, ahead: &ahead, mode: mode, gate: gate, shouldStop: shouldStop, report: &report,
                progress: progress)
        } catch {
            try? await store.finishHandOffRequest(request.id, at: now())
            throw error
        }
        if !(report.wasInterrupted && leavesStoppedRequestOpen) {
            try await store.finishHandOffRequest(request.id, at: now())
        }
        return report
    }

    /// Stores the analyzed batches in order until the last one, or until `shouldStop` answers yes.
    private func writeBatches(
        _ count: Int, ahead: inout Prefetch<AnalyzedBatch>, mode: HandOffMode, gate: WriterGate,
        shouldStop: () -> Bool, report: inout Report, progress: (Report) -> Void
    ) async throws {
        for index in 0..<count {
            let analyzed: AnalyzedBatch
            do {
                analyzed = try await ahead.next()
            } catch let error {
                // Stopped in the middle of the batch's analysis: nothing of it is written, its captures stay pending.
                guard error is CancellationError, shouldStop() else { throw error }
                report.wasInterrupted = true
                break
            }
            // The batch in hand is always stored, durably when it is the last: after Ctrl-C, or at the end.
            let isStopping = index + 1 < count && shouldStop()
            guard index + 1 < count, !isStopping else {
                try await write(analyzed, mode: mode, durable: true, report: &report, progress: progress)
                report.wasInterrupted = isStopping
                break
            }
            if index + Self.lookahead < count { ahead.schedule(index + Self.lookahead) }
            try await gate.whileWriting {
                try await write(analyzed, mode: mode, durable: false, report: &report, progress: progress)
            }
        }
    }

    /// Batches read and analyzed ahead of the writer: two, so that the analysis of one never waits for a write.
    static let lookahead = 2

    /// How often `shouldStop` is asked while batches are analyzed.
    static let stopPollInterval = Duration.milliseconds(50)

    /// `ids` in batches of `size`, the last one cut to a fifth of that: its write is the only one that no analysis
    /// overlaps.
    static func batches(of ids: [UUID], size: Int) -> [[UUID]] {
        let tail = ids.count > size ? min(max(1, size / 5), ids.count - size) : 0
        let body = ids.count - tail
        var batches = stride(from: 0, to: body, by: size).map { Array(ids[$0..<min($0 + size, body)]) }
        if tail > 0 { batches.append(Array(ids[body...])) }
        return batches
    }

    /// Reads and analyzes one batch; a first hand-off leaves out captures completed meanwhile.
    private func prepare(
        _ chunk: [UUID], mode: HandOffMode, requestID: UUID, existingLists: [String], gate: WriterGate
    ) async throws -> AnalyzedBatch {
        try Task.checkCancellation()
        var entries = try await store.captures(ids: chunk)
        if mode == .firstTime { entries = entries.filter { !$0.status.isHandedOff } }
        let results = await analyze(entries, requestID: requestID, existingLists: existingLists, gate: gate)
        // A cancelled analysis left captures out: the batch must not be written.
        try Task.checkCancellation()
        return AnalyzedBatch(results: results, skipped: chunk.count - entries.count, count: chunk.count)
    }

    /// One analyzed batch waiting to be stored.
    struct AnalyzedBatch: Sendable {
        let results: [HandOffResult]
        /// Captures of the batch left out before analysis (already completed).
        let skipped: Int
        /// Captures the batch named.
        let count: Int
    }

    /// Stores `batch` in one transaction and reports progress.
    private func write(
        _ batch: AnalyzedBatch, mode: HandOffMode, durable: Bool, report: inout Report, progress: (Report) -> Void
    ) async throws {
        let clock = ContinuousClock()
        let start = clock.now
        report.summary.add(try await store.recordHandOff(batch.results, mode: mode, durable: durable))
        report.writing += clock.now - start
        report.summary.skipped += batch.skipped
        report.processed += batch.count
        progress(report)
    }

    /// Analyzes `entries` in pieces of 100 that every core takes in turn, keeping their order; all workers but the
    /// first pass `gate` before each piece, so they leave the writer its core while it writes.
    private func analyze(_ entries: [CaptureEntry], requestID: UUID, existingLists: [String], gate: WriterGate)
        async -> [HandOffResult]
    {
        let pieceSize = 100
        let pieces = (entries.count + pieceSize - 1) / pieceSize
        let counter = PieceCounter()
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, pieces))
        // The zone is checked once; each capture then only moves the context to its own creation time.
        let zone = try? DateContext(now: Date(), timeZone: timeZone, locale: locale, forcesLanguage: forcesLanguage)
        return await withTaskGroup(of: [(Int, [HandOffResult])].self) { group in
            for worker in 0..<workers {
                group.addTask {
                    var done: [(Int, [HandOffResult])] = []
                    while true {
                        if worker > 0 { await gate.pass() }
                        let piece = counter.take()
                        guard piece < pieces, !Task.isCancelled else { return done }
                        let part = entries[(piece * pieceSize)..<min((piece + 1) * pieceSize, entries.count)]
                        let results = try? part.map { entry throws(CancellationError) in
                            try result(for: entry, requestID: requestID, existingLists: existingLists, zone: zone)
                        }
                        guard let results else { return done }
                        done.append((piece, results))
                    }
                }
            }
            var parts = [[HandOffResult]](repeating: [], count: pieces)
            for await done in group { for (piece, part) in done { parts[piece] = part } }
            return parts.flatMap { $0 }
        }
    }

    /// One capture's run: completed with suggestions, or failed with a reason that holds no capture text.
    ///
    /// `zone` is a context in the engine's zone and locale (`nil` when the zone is unknown), moved to the capture's
    /// creation time.
    ///
    /// - Throws: `CancellationError` when the task is cancelled during the analysis.
    private func result(for entry: CaptureEntry, requestID: UUID, existingLists: [String], zone: DateContext?)
        throws(CancellationError) -> HandOffResult
    {
        let started = now()
        let runID = UUID.timeOrdered(at: started)
        func failed(_ reason: String, language: String? = nil) -> HandOffResult {
            HandOffResult(
                run: HandOffRun(
                    id: runID, requestID: requestID, captureID: entry.id, status: .failed, startedAt: started,
                    finishedAt: now(), modelVersion: modelVersion, failureReason: reason, language: language),
                suggestions: [])
        }
        // Relative dates ("tomorrow") mean the day after the capture was made, not after the hand-off.
        guard let context = try? zone?.with(now: entry.createdAt) else {
            return failed("the date context for time zone \(timeZone) could not be created")
        }
        // A suggestion shows why its intent was chosen; the category's reasons would be computed for nothing.
        let analysis = try analyzer.analyzeUnlessCancelled(entry.rawText, in: context, explain: .intent)
        let suggestions = builder.suggestions(
            for: analysis, captureID: entry.id, runID: runID, existingLists: existingLists, defaultList: defaultList)
        guard !suggestions.isEmpty else {
            return failed(
                "the analysis of a \(entry.rawText.utf8.count)-byte capture produced no suggestion",
                language: analysis.language.code)
        }
        let run = HandOffRun(
            id: runID, requestID: requestID, captureID: entry.id, status: .completed, startedAt: started,
            finishedAt: now(), modelVersion: modelVersion, language: analysis.language.code)
        return HandOffResult(run: run, suggestions: suggestions)
    }
}

/// Hands out piece numbers 0, 1, 2, … to the workers of one batch.
private final class PieceCounter: Sendable {
    private let next = Atomic<Int>(0)

    /// The next piece number, each exactly once.
    func take() -> Int {
        next.wrappingAdd(1, ordering: .relaxed).oldValue
    }
}

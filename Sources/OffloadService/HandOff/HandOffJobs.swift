import Foundation
import Logging
import OffloadHandOff
import OffloadInterface
import OffloadNLP
import OffloadStore
import ServiceLifecycle
import Synchronization

/// The hand-off and re-process jobs of this process: one runs at a time, off the request that started it, and the
/// last ``keptJobs`` are remembered.
///
/// As a `Service` in the server's service group, it resumes at start the hand-off a previous process left
/// unfinished, and at a graceful shutdown (SIGTERM, Ctrl-C) it stops the running job at its next batch boundary
/// (``HandOffJob/State/stopped``) and waits for it. A stopped job leaves its hand-off request open, so the next
/// start resumes it; what was stored stays, and nothing is half-written.
public final class HandOffJobs: Service, Sendable {
    /// How many jobs are remembered; older ones are forgotten.
    public static let keptJobs = 100

    private let store: CaptureStore
    private let models: HandOffModels?
    private let timeZone: String
    private let locale: UserLocale
    private let now: @Sendable () -> Date
    private let logger: Logger
    private let batchSize: Int
    private let observer: (@Sendable (HandOffJob) -> Void)?
    private let state = Mutex(Board())
    private let stopping = Atomic<Bool>(false)

    /// The jobs (oldest first) and the task of the one running.
    private struct Board {
        var jobs: [HandOffJob] = []
        var runningID: UUID?
        var task: Task<Void, Never>?
    }

    /// Jobs over `store`, analyzing with `models` in `timeZone` (an IANA name) and `locale`.
    ///
    /// - Parameters:
    ///   - models: The models; `nil` refuses every job (503).
    ///   - now: The clock of the jobs' start and end times.
    ///   - batchSize: Captures per transaction.
    ///   - observer: Called after each stored batch with the job as it stands (tests use it to stop at a known
    ///     point).
    package init(
        store: CaptureStore, models: HandOffModels?, timeZone: String, locale: UserLocale,
        now: @escaping @Sendable () -> Date, logger: Logger, batchSize: Int = HandOffEngine.defaultBatchSize,
        observer: (@Sendable (HandOffJob) -> Void)? = nil
    ) {
        self.store = store
        self.models = models
        self.timeZone = timeZone
        self.locale = locale
        self.now = now
        self.logger = logger
        self.batchSize = batchSize
        self.observer = observer
    }

    /// Every remembered job, newest first.
    public func all() -> [HandOffJob] { state.withLock { Array($0.jobs.reversed()) } }

    /// The job with `id`, or `nil` when there is none (any more).
    public func job(_ id: UUID) -> HandOffJob? { state.withLock { board in board.jobs.first { $0.id == id } } }

    /// Throws unless a job can start now.
    ///
    /// - Throws: ``ServiceError`` 409 `job_running`, 503 `models_unavailable` or `shutting_down`.
    func checkReady() throws {
        guard models != nil else { throw ServiceError.modelsUnavailable }
        guard !stopping.load(ordering: .relaxed) else { throw ServiceError.noNewJobs }
        if state.withLock({ $0.runningID != nil }) { throw ServiceError.jobRunning }
    }

    /// Starts a job of `kind` over `captureIDs` (in that order) and returns it, running; with no captures it is
    /// `finished` at once.
    ///
    /// - Throws: ``ServiceError`` 409 `job_running` while another job runs, 503 `models_unavailable` or
    ///   `shutting_down`.
    @discardableResult
    public func start(_ kind: HandOffJob.Kind, captureIDs: [UUID]) throws -> HandOffJob {
        guard let models else { throw ServiceError.modelsUnavailable }
        var engine = models.engine(store: store, timeZone: timeZone, locale: locale)
        engine.batchSize = batchSize
        engine.leavesStoppedRequestOpen = true
        engine.defaultList = UserSettings.process.defaultList
        engine.now = now
        let started = now()
        let job = try state.withLock { board throws -> HandOffJob in
            guard !stopping.load(ordering: .relaxed) else { throw ServiceError.noNewJobs }
            guard board.runningID == nil else { throw ServiceError.jobRunning }
            var job = HandOffJob(id: UUID(), kind: kind, state: .running, total: captureIDs.count, startedAt: started)
            if captureIDs.isEmpty {
                job.state = .finished
                job.finishedAt = started
            } else {
                let id = job.id
                board.runningID = id
                board.task = Task { [engine] in await self.run(id, kind: kind, captureIDs: captureIDs, engine) }
            }
            board.jobs.append(job)
            if board.jobs.count > Self.keptJobs { board.jobs.removeFirst(board.jobs.count - Self.keptJobs) }
            return job
        }
        logger.info(
            "Started a job.", metadata: ["job": "\(job.id)", "kind": "\(kind.rawValue)", "captures": "\(job.total)"])
        return job
    }

    /// Runs the engine for the job `id` and records how it ended.
    private func run(_ id: UUID, kind: HandOffJob.Kind, captureIDs: [UUID], _ engine: HandOffEngine) async {
        do {
            let report = try await engine.run(captureIDs, mode: kind.mode, shouldStop: { self.isStopping }) {
                report in
                let job = self.update(id) { $0.apply(report) }
                if let job { self.observer?(job) }
            }
            let job = end(id, as: report.wasInterrupted ? .stopped : .finished) { $0.apply(report) }
            logger.info(
                "Job ended.",
                metadata: [
                    "job": "\(id)", "state": "\(job?.state.rawValue ?? "")", "processed": "\(report.processed)",
                    "completed": "\(report.summary.completed)", "failed": "\(report.summary.failed)",
                    "skipped": "\(report.summary.skipped)", "suggestions": "\(report.summary.suggestions)",
                ])
        } catch {
            end(id, as: .failed) { _ in }
            // Only the type: an error's description might carry anything.
            logger.error("Job failed.", metadata: ["job": "\(id)", "error": "\(String(reflecting: type(of: error)))"])
        }
    }

    /// Changes the job `id` with `change` and returns it.
    @discardableResult
    private func update(_ id: UUID, _ change: (inout HandOffJob) -> Void) -> HandOffJob? {
        state.withLock { board in
            guard let index = board.jobs.firstIndex(where: { $0.id == id }) else { return nil }
            change(&board.jobs[index])
            return board.jobs[index]
        }
    }

    /// Ends the job `id` in `state` after `change`, so that another may start.
    @discardableResult
    private func end(_ id: UUID, as ending: HandOffJob.State, _ change: (inout HandOffJob) -> Void) -> HandOffJob? {
        let finished = now()
        return state.withLock { board in
            if board.runningID == id {
                board.runningID = nil
                board.task = nil
            }
            guard let index = board.jobs.firstIndex(where: { $0.id == id }) else { return nil }
            change(&board.jobs[index])
            board.jobs[index].state = ending
            board.jobs[index].finishedAt = finished
            return board.jobs[index]
        }
    }

    /// Whether a shutdown asked the jobs to stop.
    var isStopping: Bool { stopping.load(ordering: .relaxed) }

    /// Asks the running job to stop at its next batch boundary and refuses new ones from now on.
    package func requestStop() {
        stopping.store(true, ordering: .relaxed)
    }

    /// Waits until no job runs.
    package func waitUntilIdle() async {
        await state.withLock { $0.task }?.value
    }

    /// Starts, as a new job, the hand-off a previous process left open; logs ids and counts only.
    ///
    /// A request whose captures were all reached is closed, so that none reads as `processing`; without models
    /// nothing is touched.
    package func resumeUnfinished() async {
        guard models != nil else { return }
        do {
            guard let unfinished = try await store.unfinishedHandOff() else { return }
            guard !unfinished.captureIDs.isEmpty else {
                try await store.finishHandOffRequest(unfinished.requestID, at: now())
                logger.info("Closed an unfinished hand-off.", metadata: ["request": "\(unfinished.requestID)"])
                return
            }
            let job = try start(HandOffJob.Kind(unfinished.mode), captureIDs: unfinished.captureIDs)
            logger.info(
                "Resumed an unfinished hand-off.",
                metadata: [
                    "request": "\(unfinished.requestID)", "job": "\(job.id)", "captures": "\(job.total)",
                ])
        } catch {
            guard !Task.isCancelled else {
                return logger.info("Left an unfinished hand-off for the next start: shutting down.")
            }
            logger.error(
                "Could not resume an unfinished hand-off.",
                metadata: ["error": "\(String(reflecting: type(of: error)))"])
        }
    }

    /// Resumes an unfinished hand-off, and at the graceful shutdown stops the running job at its batch boundary and
    /// waits for it.
    ///
    /// The resume runs beside the wait, so a shutdown that comes while it still looks for the unfinished request
    /// cancels the look instead of waiting for it.
    public func run() async throws {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.resumeUnfinished() }
            // Cancellation ends the wait too; the job stops the same way.
            try? await gracefulShutdown()
            requestStop()
            group.cancelAll()
        }
        await waitUntilIdle()
    }
}

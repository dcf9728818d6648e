import Foundation
import Logging
import OffloadCore
import OffloadHandOff
import OffloadService
import OffloadStore
import ServiceLifecycle
import Synchronization
import Testing

@Suite struct HandOffJobsTests {
    /// Jobs over `store` with the tiny models, one capture a transaction.
    static func jobs(_ store: CaptureStore, observer: (@Sendable (HandOffJob) -> Void)? = nil) throws -> HandOffJobs {
        HandOffJobs(
            store: store, models: try TestModels.handOff, timeZone: "UTC", locale: .englishUS,
            now: { TestService.now }, logger: Logger(label: "offload.test"), batchSize: 1, observer: observer)
    }

    /// A box the observer can reach the jobs through once they exist.
    final class Late: Sendable {
        let jobs = Mutex<HandOffJobs?>(nil)
    }

    @Test(
        "Given a running job, When the service shuts down, Then it stops at a batch boundary and leaves its request open"
    )
    func stopAtShutdown() async throws {
        let store = try CaptureStore.inMemory()
        let saved = try await HandOffRouteTests.save(30, in: store)
        let late = Late()
        // The shutdown arrives right after the first batch is stored.
        let jobs = try Self.jobs(store) { _ in late.jobs.withLock { $0 }?.requestStop() }
        late.jobs.withLock { $0 = jobs }
        let started = try jobs.start(.handoff, captureIDs: saved.map(\.id))
        await jobs.waitUntilIdle()

        let job = try #require(jobs.job(started.id))
        #expect(job.state == .stopped)
        #expect(job.processed >= 1 && job.processed < 30)
        #expect(job.finishedAt == TestService.now)
        let unfinished = try #require(try await store.unfinishedHandOff())
        #expect(unfinished.mode == .firstTime)
        #expect(unfinished.captureIDs == Array(saved.map(\.id).dropFirst(job.processed)))
        #expect(try await store.captures(status: .processing).count == 30 - job.processed)
        #expect(throws: ServiceError.self) { try jobs.start(.handoff, captureIDs: [saved[0].id]) }
    }

    @Test("As a service in a group: it resumes at start, and the graceful shutdown stops the job and ends it")
    func serviceLifecycle() async throws {
        let store = try CaptureStore.inMemory()
        let saved = try await HandOffRouteTests.save(100, in: store)
        // A previous process was killed right after it recorded its request.
        try await store.createHandOffRequest(HandOffRequest(captureIDs: saved.map(\.id)), mode: .firstTime)
        let late = LateGroup()
        let jobs = try Self.jobs(store) { _ in
            guard let group = late.group.withLock({ $0 }) else { return }
            Task { await group.triggerGracefulShutdown() }
        }
        let group = ServiceGroup(services: [jobs], logger: Logger(label: "offload.test"))
        late.group.withLock { $0 = group }
        try await group.run()

        let job = try #require(jobs.all().first)
        #expect(job.kind == .handoff && job.total == 100)
        #expect(job.state == .stopped && job.processed < 100)
        #expect(try await store.unfinishedHandOff()?.captureIDs.count == 100 - job.processed)
    }

    /// A box the observer can reach the service group through once it exists.
    final class LateGroup: Sendable {
        let group = Mutex<ServiceGroup?>(nil)
    }

    @Test("Given a request a previous process left open, When the jobs start, Then a new job resumes it to the end")
    func resumeAtStart() async throws {
        let store = try CaptureStore.inMemory()
        let saved = try await HandOffRouteTests.save(5, in: store)
        // A previous process recorded the request, stored the first capture's run and was killed.
        let request = HandOffRequest(captureIDs: saved.map(\.id))
        try await store.createHandOffRequest(request, mode: .firstTime)
        let run = HandOffRun(requestID: request.id, captureID: saved[0].id, status: .completed, modelVersion: "m")
        let suggestion = StoredSuggestions.suggestion(saved[0].id, run.id, "Renew passport", .task)
        try await store.recordHandOff([HandOffResult(run: run, suggestions: [suggestion])], mode: .firstTime)
        let open = try #require(try await store.unfinishedHandOff())
        #expect(open.captureIDs == Array(saved.map(\.id).dropFirst()))

        let jobs = try Self.jobs(store)
        await jobs.resumeUnfinished()
        let job = try #require(jobs.all().first)
        #expect(job.kind == .handoff && job.total == 4)
        await jobs.waitUntilIdle()
        #expect(jobs.job(job.id)?.state == .finished)
        #expect(try await store.unfinishedHandOff() == nil)
        #expect(try await store.captures(status: .pending).isEmpty)
        #expect(try await store.captures(status: .processing).isEmpty)
    }

    @Test("a re-process left open resumes as a reprocess job; an open request with nothing left is closed")
    func resumeReprocess() async throws {
        let store = try CaptureStore.inMemory()
        let saved = try await HandOffRouteTests.save(2, in: store)
        let request = HandOffRequest(captureIDs: saved.map(\.id))
        try await store.createHandOffRequest(request, mode: .reprocess)
        let jobs = try Self.jobs(store)
        await jobs.resumeUnfinished()
        let job = try #require(jobs.all().first)
        #expect(job.kind == .reprocess && job.total == 2)
        await jobs.waitUntilIdle()

        try await store.createHandOffRequest(HandOffRequest(captureIDs: []), mode: .firstTime)
        let empty = try #require(try await store.unfinishedHandOff())
        #expect(empty.captureIDs.isEmpty)
        let later = try Self.jobs(store)
        await later.resumeUnfinished()
        #expect(later.all().isEmpty)
        #expect(try await store.unfinishedHandOff() == nil)
    }

    @Test("the last 100 jobs are kept, newest first")
    func keepsLastHundred() throws {
        let jobs = try Self.jobs(try CaptureStore.inMemory())
        let started = try (0..<101).map { _ in try jobs.start(.handoff, captureIDs: []) }
        #expect(jobs.all().map(\.id) == started.reversed().prefix(100).map(\.id))
        #expect(jobs.job(started[0].id) == nil)
        #expect(started.allSatisfy { $0.state == .finished && $0.total == 0 })
    }

    @Test("the CLI's Ctrl-C still finishes the request: a stopped engine closes it unless told to leave it open")
    func engineClosesByDefault() async throws {
        let store = try CaptureStore.inMemory()
        let saved = try await HandOffRouteTests.save(3, in: store)
        var engine = try TestModels.handOff.engine(store: store, timeZone: "UTC", locale: .englishUS)
        engine.batchSize = 1
        let report = try await engine.run(saved.map(\.id), mode: .firstTime, shouldStop: { true }) { _ in }
        #expect(report.wasInterrupted)
        #expect(try await store.unfinishedHandOff() == nil)
    }
}

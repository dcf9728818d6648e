import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import OffloadCore
import OffloadHandOff
import OffloadNLP
import OffloadService
import OffloadStore
import OffloadTestSupport

/// A service over an in-memory store (or `store`) at a fixed instant in UTC, for router tests.
struct TestService {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    /// The token of ``init(access:metrics:store:)`` with `.token(TestService.token)`.
    static let token = String(repeating: "0123456789abcdef", count: 4)
    let store: CaptureStore
    let configuration: ServiceConfiguration
    let app: Application<RouterResponder<BasicRequestContext>>

    /// A service without models (analysis and hand-off answer 503), or with ``TestModels/handOff`` when
    /// `models`; its jobs store `batchSize` captures a transaction, and `POST /v1/unlock` pauses `unlockPause` after
    /// a wrong passphrase.
    init(
        access: ServiceAccess = .loopback, metrics: ServiceMetrics = ServiceMetrics(), store: CaptureStore? = nil,
        models: Bool = false, batchSize: Int = HandOffEngine.defaultBatchSize, unlockPause: Duration = .seconds(1)
    ) throws {
        self.store = try store ?? CaptureStore.inMemory()
        configuration = ServiceConfiguration(
            store: self.store, now: { Self.now }, timeZone: .gmt, port: 8765, access: access, metrics: metrics,
            models: models ? try TestModels.handOff : nil, locale: .englishUS, logger: Logger(label: "offload.test"),
            batchSize: batchSize, observer: nil, unlockPause: unlockPause)
        app = Application(router: OffloadService.router(configuration))
    }

    /// The JSON object of a response body; empty when the body is not a JSON object.
    static func object(_ buffer: ByteBuffer) -> [String: Any] {
        let value = try? JSONSerialization.jsonObject(with: Data(buffer.readableBytesView))
        return value as? [String: Any] ?? [:]
    }

    /// The `error.code` of an error body.
    static func errorCode(_ buffer: ByteBuffer) -> String? {
        (object(buffer)["error"] as? [String: Any])?["code"] as? String
    }

    /// Waits (at most about 30 seconds) until the job `id` no longer runs and returns it.
    func finishedJob(_ id: UUID) async throws -> HandOffJob? {
        for _ in 0..<3000 {
            if let job = configuration.jobs.job(id), job.state != .running { return job }
            try await Task.sleep(for: .milliseconds(10))
        }
        return configuration.jobs.job(id)
    }
}

/// Models trained once on ``OffloadTestSupport/TinyCorpus`` (never the shipped ones), so tests stay hermetic.
enum TestModels {
    private static let trained: Result<HandOffModels, any Error> = Result {
        var trainer = ClassifierTrainer()
        trainer.folds = 2
        return HandOffModels(try trainer.train(TinyCorpus.examples), version: "models-test")
    }

    /// The tiny models.
    static var handOff: HandOffModels {
        get throws { try trained.get() }
    }
}

/// Suggestions stored by hand, so review and decision tests need no models.
enum StoredSuggestions {
    /// Saves `text`, stores one completed run with the suggestions `make` returns, and returns them.
    static func handOff(
        _ store: CaptureStore, _ text: String, _ make: (_ captureID: UUID, _ runID: UUID) -> [Suggestion]
    ) async throws -> (CaptureEntry, [Suggestion]) {
        let entry = try await store.add(try CaptureEntry(rawText: text, createdAt: TestService.now))
        return (entry, try await run(store, entry.id, mode: .firstTime, make))
    }

    /// Stores one more completed run of the capture `captureID` with the suggestions `make` returns.
    static func run(
        _ store: CaptureStore, _ captureID: UUID, mode: HandOffMode,
        _ make: (_ captureID: UUID, _ runID: UUID) -> [Suggestion]
    ) async throws -> [Suggestion] {
        let request = HandOffRequest(captureIDs: [captureID])
        try await store.createHandOffRequest(request, mode: mode)
        let run = HandOffRun(
            requestID: request.id, captureID: captureID, status: .completed, modelVersion: "models-test")
        let suggestions = make(captureID, run.id)
        try await store.recordHandOff([HandOffResult(run: run, suggestions: suggestions)], mode: mode)
        try await store.finishHandOffRequest(request.id)
        return suggestions
    }

    /// A suggestion of `type` for the capture and run.
    static func suggestion(
        _ captureID: UUID, _ runID: UUID, _ title: String, _ type: DestinationType, name: String? = nil,
        items: [String] = [], due: Date? = nil, priority: TaskPriority? = nil
    ) -> Suggestion {
        Suggestion(
            runID: runID, captureID: captureID, title: title, confidence: Confidence(clamping: 0.9),
            destinationType: type, destinationName: name, items: items.map { SuggestedItem(text: $0) }, dueDate: due,
            priority: priority, explanation: [ExplanationItem(feature: "w:\(type.rawValue)", weight: 1.5)])
    }
}

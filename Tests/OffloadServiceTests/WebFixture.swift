import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadCore
import OffloadStore

/// Hand-off results and requests for the web page's router tests, built by hand so no models are needed.
enum WebFixture {
    /// A response's status, headers and body text.
    struct Page {
        let status: HTTPResponse.Status
        let headers: HTTPFields
        let body: String
    }

    /// Saves `text` and stores one completed hand-off run of it with the suggestions `make` returns.
    @discardableResult
    static func handOff(_ store: CaptureStore, _ text: String, _ make: (UUID, UUID) -> [Suggestion]) async throws
        -> [Suggestion]
    {
        let entry = try await store.add(try CaptureEntry(rawText: text, createdAt: TestService.now))
        let request = HandOffRequest(captureIDs: [entry.id], requestedAt: TestService.now)
        try await store.createHandOffRequest(request, mode: .firstTime)
        let run = HandOffRun(
            requestID: request.id, captureID: entry.id, status: .completed, startedAt: TestService.now,
            finishedAt: TestService.now, modelVersion: "models-test")
        let suggestions = make(entry.id, run.id)
        try await store.recordHandOff([HandOffResult(run: run, suggestions: suggestions)], mode: .firstTime)
        try await store.finishHandOffRequest(request.id, at: TestService.now)
        return suggestions
    }

    /// A suggestion of `type` with a confidence of 90% and one reason.
    static func suggestion(
        _ captureID: UUID, _ runID: UUID, _ title: String, _ type: DestinationType = .task, name: String? = nil,
        items: [SuggestedItem] = [], due: Date? = nil, explanation: [ExplanationItem] = []
    ) -> Suggestion {
        Suggestion(
            runID: runID, captureID: captureID, title: title, confidence: Confidence(clamping: 0.9),
            destinationType: type, destinationName: name, items: items, dueDate: due, explanation: explanation)
    }

    /// The instant of an ISO 8601 text such as `2026-11-18T17:00:00Z`; a fixture, so it must read.
    static func instant(_ text: String) -> Date {
        // Invariant: every fixture text is a valid ISO 8601 instant.
        (try? Date(text, strategy: Date.ISO8601FormatStyle())) ?? .distantPast
    }

    /// `GET uri` (or another method) on `service`'s router.
    static func fetch(
        _ service: TestService, _ uri: String, method: HTTPRequest.Method = .get, headers: HTTPFields = [:]
    ) async throws -> Page {
        try await service.app.test(.router) { client in
            try await client.execute(uri: uri, method: method, headers: headers) { response in
                Page(status: response.status, headers: response.headers, body: String(buffer: response.body))
            }
        }
    }
}

import Foundation
import OffloadCore

@testable import OffloadStore

/// Builds hand-off results by hand, so store tests need no models.
enum HandOffFixture {
    static let model = "models-test"

    /// Saves `text`, hands it off with the suggestions `make` returns, and returns the capture and suggestions.
    static func handOff(
        _ store: CaptureStore, _ text: String, mode: HandOffMode = .firstTime,
        _ make: (UUID, UUID) -> [Suggestion]
    ) async throws -> (CaptureEntry, [Suggestion]) {
        let entry = try await store.add(CaptureEntry(rawText: text))
        let suggestions = try await run(store, entry.id, mode: mode, make)
        return (entry, suggestions)
    }

    /// Stores one completed run for an existing capture.
    static func run(
        _ store: CaptureStore, _ captureID: UUID, mode: HandOffMode, _ make: (UUID, UUID) -> [Suggestion]
    ) async throws -> [Suggestion] {
        let request = HandOffRequest(captureIDs: [captureID])
        try await store.createHandOffRequest(request, mode: mode)
        let run = HandOffRun(requestID: request.id, captureID: captureID, status: .completed, modelVersion: model)
        let suggestions = make(captureID, run.id)
        try await store.recordHandOff([HandOffResult(run: run, suggestions: suggestions)], mode: mode)
        return suggestions
    }

    static func suggestion(
        _ captureID: UUID, _ runID: UUID, _ title: String, _ type: DestinationType, name: String? = nil,
        items: [SuggestedItem] = [], due: Date? = nil, contact: String? = nil, channel: CommunicationChannel? = nil
    ) -> Suggestion {
        Suggestion(
            runID: runID, captureID: captureID, title: title, confidence: Confidence(clamping: 0.9),
            destinationType: type, destinationName: name, items: items, dueDate: due, tags: [], contact: contact,
            channel: channel, explanation: [ExplanationItem(feature: "word:\(type.rawValue)", weight: 1.5)])
    }

    /// Row count of a table.
    static func count(_ store: CaptureStore, _ table: String) async throws -> Int {
        try await store.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? -1 }
    }
}

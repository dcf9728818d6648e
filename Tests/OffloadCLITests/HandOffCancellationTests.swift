import Foundation
import OffloadCore
import OffloadHandOff
import OffloadNLP
import OffloadStore
import OffloadTestSupport
import Testing

@Suite struct HandOffCancellationTests {
    @Test("Given a stop while one long capture is analyzed, Then its analysis is dropped and it stays pending")
    func stopInsideOneCapture() async throws {
        let store = try CaptureStore.inMemory()
        let text = String(repeating: "call mom tomorrow at 5pm and buy milk on friday ", count: 20_000)
        let entry = try await store.add(CaptureEntry(rawText: text))
        var trainer = ClassifierTrainer()
        trainer.folds = 2
        let models = try trainer.train(TinyCorpus.examples)
        let engine = HandOffEngine(
            store: store, analyzer: CaptureAnalyzer(models: models), builder: SuggestionBuilder(models: models),
            modelVersion: "test", timeZone: "UTC", locale: try UserLocale("en_US"))
        // Stopping from the start: without cancellation the only batch would be analyzed to the end and stored.
        let report = try await engine.run([entry.id], mode: .firstTime, shouldStop: { true }) { _ in }
        #expect(report.wasInterrupted)
        #expect(report.processed == 0)
        #expect(try await store.captures(status: .pending).map(\.id) == [entry.id])
    }
}

import OffloadTestSupport
import Testing

@testable import OffloadNLP

@Suite struct AnalysisTests {
    static let analyzer = CaptureAnalyzer(models: TinyCorpus.models)

    @Test("one call gives tokens, classification, dates, entities and the title")
    func fullAnalysis() throws {
        // Given a capture with a relation, a date and a priority cue
        let context = DateContext.fixed("2026-03-13T09:00:00Z")
        // When it is analyzed with a date context
        let analysis = Self.analyzer.analyze("call mom tmrw at 5pm!!", in: context)
        // Then every part is there
        #expect(analysis.tokens.count == 6)
        #expect(analysis.classification.intent.label == "communication")
        #expect(analysis.dates.map(\.text) == ["tmrw at 5pm"])
        #expect(analysis.dates.first?.localISO == "2026-03-14T17:00")
        #expect(analysis.entities.map(\.kind) == [.relation, .priority])
        #expect(analysis.entities.last?.value.priority == .high)
        #expect(analysis.title == "Call mom")
    }

    @Test("without a context no dates are resolved, the rest still works")
    func withoutContext() {
        let analysis = Self.analyzer.analyze("milk, eggs and bread", explain: .none)
        #expect(analysis.dates.isEmpty)
        #expect(analysis.entities.filter { $0.kind == .listItem }.count == 3)
        #expect(analysis.title == "Milk, eggs and bread")
    }

    @Test("the context's language picks relation words")
    func germanRelations() {
        let context = DateContext.fixed(
            "2026-03-13T09:00:00", timeZone: "Europe/Berlin", locale: (try? UserLocale("de_DE")) ?? .englishUS)
        let analysis = Self.analyzer.analyze("Oma morgen um 5 anrufen", in: context)
        #expect(analysis.entities.map(\.text) == ["Oma"])
        #expect(analysis.title == "Oma anrufen")
    }
}

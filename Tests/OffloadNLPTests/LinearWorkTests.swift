import Foundation
import OffloadTestSupport
import Testing

@testable import OffloadNLP

@Suite struct LinearWorkTests {
    static let context = DateContext.fixed("2026-03-13T09:00:00Z")

    /// Texts dense with date words, connectors and list separators, each `copies` times its unit.
    static let units = [
        "call mom tomorrow at 5pm and buy milk on friday ",
        "due by by at on next tue 9:30, then the the at 3pm!! #work\n",
        "groceries: milk, eggs, 2 loaves of bread and apples every monday at 8 for 2 hours; ",
        "meet Anna from 3 to 5pm on 12/03 or March 14th at noon, remind me in 20 minutes ",
        "plan it: 1. read 'a, b and c' 2. uh so remind me to call Dr. Lee and April + milk eggs bread + 'x, ",
        // Spaced numbers, each of which could start a phone number.
        "7 1 3 9 0 2 ",
        "falls am Montag je 1:00 'morgen' Serkan fliegt am 3.4. nicht, wie er sagt: Freitag 14.30 Fr. 380 ",
    ]

    /// The steps one full analysis of `text` takes.
    static func work(_ text: String) -> Int {
        let meter = WorkMeter()
        WorkMeter.$current.withValue(meter) {
            _ = AnalysisTests.analyzer.analyze(text, in: context)
        }
        return meter.steps
    }

    @Test("doubling the length of a text full of date words at most about doubles the work", arguments: units)
    func linearWork(unit: String) {
        var previous = Self.work(String(repeating: unit, count: 64))
        #expect(previous > 64, "the meter counts the analysis's steps")
        for copies in [128, 256, 512, 1024] {
            let work = Self.work(String(repeating: unit, count: copies))
            let ratio = Double(work) / Double(previous)
            #expect(ratio <= 2.1, "\(copies) copies of \(unit.debugDescription): \(previous) → \(work) steps")
            #expect(ratio >= 1.5, "the meter grows with the text")
            previous = work
        }
    }

    /// The steps of one full analysis of `text` and the suggestions built from it, as a hand-off makes them.
    static func workThroughSuggestions(_ text: String) -> Int {
        let meter = WorkMeter()
        WorkMeter.$current.withValue(meter) {
            let analysis = AnalysisTests.analyzer.analyze(text, in: context)
            _ = SuggestionBuilder(classifier: AnalysisTests.analyzer.classifier).suggestions(
                for: analysis, captureID: UUID(), runID: UUID(), existingLists: [])
        }
        return meter.steps
    }

    @Test(
        "through to the suggestions, doubling a sentence of habits, logs and times at most about doubles the work",
        arguments: ["the pool opens at 6am ", "today was fine at 5pm and the day before too ", "meet at 5pm "])
    func linearWorkThroughSuggestions(unit: String) {
        var previous = Self.workThroughSuggestions(String(repeating: unit, count: 64))
        #expect(previous > 64, "the meter counts the steps")
        for copies in [128, 256, 512, 1024] {
            let work = Self.workThroughSuggestions(String(repeating: unit, count: copies))
            let ratio = Double(work) / Double(previous)
            #expect(ratio <= 2.1, "\(copies) copies of \(unit.debugDescription): \(previous) → \(work) steps")
            #expect(ratio >= 1.5, "the meter grows with the text")
            previous = work
        }
    }

    @Test("a chain of dangling connectors before a date is removed in work proportional to its length")
    func danglingChain() {
        let short = Self.work("pay rent " + String(repeating: "at on by ", count: 200) + "5pm")
        let long = Self.work("pay rent " + String(repeating: "at on by ", count: 400) + "5pm")
        #expect(short > 0)
        #expect(Double(long) / Double(short) <= 2.1, "\(short) → \(long) steps")
    }

    @Test("date extraction stops reading when its task is cancelled")
    func extractionStopsWhenCancelled() async {
        let text = String(repeating: "call mom tomorrow at 5pm and buy milk on friday ", count: 2_000)
        let all = DateExtractor().extract(from: text, in: Self.context).count
        let cancelled = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return DateExtractor().extract(from: text, in: Self.context).count
        }.value
        #expect(all == 4_000)
        #expect(cancelled < all)
    }

    @Test("a cancelled analysis throws instead of returning part of its result")
    func analysisThrowsWhenCancelled() async {
        let text = String(repeating: "call mom tomorrow at 5pm and buy milk on friday ", count: 500)
        let outcome = await Task { () -> Result<CaptureAnalysis, CancellationError> in
            withUnsafeCurrentTask { $0?.cancel() }
            return Result { () throws(CancellationError) in
                try AnalysisTests.analyzer.analyzeUnlessCancelled(text, in: Self.context)
            }
        }.value
        #expect(throws: CancellationError.self) { try outcome.get() }
        let analysis = try? AnalysisTests.analyzer.analyzeUnlessCancelled(text, in: Self.context)
        let plain = AnalysisTests.analyzer.analyze(text, in: Self.context)
        #expect(analysis?.dates == plain.dates, "uncancelled, the same analysis")
        #expect(analysis?.entities == plain.entities)
        #expect(analysis?.title == plain.title)
    }
}

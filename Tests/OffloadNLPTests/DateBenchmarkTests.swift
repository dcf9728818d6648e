import Foundation
import OffloadNLP
import Testing

/// A by-hand throughput check, off by default:
/// `OFFLOAD_DATE_BENCH=1 swift test -c release --scratch-path .build-dates --filter DateBenchmark`.
@Suite struct DateBenchmarkTests {
    static let captures = [
        "call mom tmrw at 5", "buy milk", "dentist next tue 9:30", "pay rent on the 1st", "idea: app for plants",
        "every other monday standup", "flight dec 5 6:40am", "may need more milk", "sat down with jen about Q3",
        "email Bob the slides", "book table for 4 friday at 7pm", "read chapter 12 of the book",
        "renew passport in a month", "groceries: eggs, bread, butter", "call the plumber about the leak",
        "team sync weekly", "fix the login bug before release", "check oven in 20 minutes",
        "second thoughts about the job", "pick up suit the day after tomorrow",
    ]

    @Test("tokenize + extract throughput", .enabled(if: ProcessInfo.processInfo.environment["OFFLOAD_DATE_BENCH"] == "1"))
    func throughput() throws {
        let context = DateContext.fixed("2025-03-14T09:00:00Z", timeZone: "Europe/Berlin")
        let tokenizer = Tokenizer()
        let extractor = DateExtractor()
        var found = 0
        let rounds = 10_000
        let start = ContinuousClock.now
        for round in 0..<rounds {
            let text = Self.captures[round % Self.captures.count]
            found += extractor.extract(from: tokenizer.tokenize(text), in: context).count
        }
        let seconds = Double((ContinuousClock.now - start).components.attoseconds) / 1e18
            + Double((ContinuousClock.now - start).components.seconds)
        let tokenizeStart = ContinuousClock.now
        var tokens = 0
        for round in 0..<rounds { tokens += tokenizer.tokenize(Self.captures[round % Self.captures.count]).count }
        let tokenizeDuration = ContinuousClock.now - tokenizeStart
        print("DateBenchmark: \(rounds) captures, \(found) mentions, \(Int(Double(rounds) / seconds)) captures/s "
              + "(tokenize+dates); tokenize alone \(tokenizeDuration) for \(tokens) tokens")
        #expect(found > 0)
    }
}

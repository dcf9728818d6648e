import Foundation
import OffloadNLP
import XCTest

/// A by-hand throughput check, off by default.
///
/// XCTest rather than Swift Testing on purpose: Swift Testing records
/// a backtrace for every thrown error, and the date grammar signals "no match here" by throwing, so timings under
/// Swift Testing measure the backtraces, not the grammar.
///
///     OFFLOAD_DATE_BENCH=1 swift test -c release --scratch-path .build-dates --filter DateBenchmark
final class DateBenchmarkTests: XCTestCase {
    static let captures = [
        "call mom tmrw at 5", "buy milk", "dentist next tue 9:30", "pay rent on the 1st", "idea: app for plants",
        "every other monday standup", "flight dec 5 6:40am", "may need more milk", "sat down with jen about Q3",
        "email Bob the slides", "book table for 4 friday at 7pm", "read chapter 12 of the book",
        "renew passport in a month", "groceries: eggs, bread, butter", "call the plumber about the leak",
        "team sync weekly", "fix the login bug before release", "check oven in 20 minutes",
        "second thoughts about the job", "pick up suit the day after tomorrow",
    ]

    func testThroughput() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["OFFLOAD_DATE_BENCH"] == "1", "set OFFLOAD_DATE_BENCH=1")
        let context = DateContext.fixed("2025-03-14T09:00:00Z", timeZone: "Europe/Berlin")
        let tokenizer = Tokenizer()
        let extractor = DateExtractor()
        let rounds = 100_000
        var found = 0
        var clock = ContinuousClock.now
        for round in 0..<rounds {
            found +=
                extractor.extract(from: tokenizer.tokenize(Self.captures[round % Self.captures.count]), in: context)
                .count
        }
        let both = ContinuousClock.now - clock
        clock = ContinuousClock.now
        var tokens = 0
        for round in 0..<rounds { tokens += tokenizer.tokenize(Self.captures[round % Self.captures.count]).count }
        let tokenizeOnly = ContinuousClock.now - clock
        func perSecond(_ duration: Duration) -> Int {
            Int(Double(rounds) / (Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18))
        }
        print(
            "DateBenchmark: \(rounds) captures, \(found) mentions: tokenize+dates \(perSecond(both)) captures/s, "
                + "tokenize alone \(perSecond(tokenizeOnly)) captures/s")
        XCTAssertGreaterThan(found, 0)
    }
}

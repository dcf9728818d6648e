import Foundation
import OffloadNLP
import OffloadTestSupport
import Testing

@testable import OffloadInterface

/// An analyzer over the tiny test corpus (never the shipped models).
enum TinyAnalyzer {
    static let shared = CaptureAnalyzer(models: TinyCorpus.models)
}

@Suite("AnalysisRecord written directly")
struct AnalysisRecordJSONTests {
    /// Captures with every sort of date and entity value, quotes, backslashes and control characters.
    static let texts: [String] = {
        var texts = TinyCorpus.examples.map(\.text)
        texts += [
            "call mom tmrw at 5pm!!", "dentist every other monday at 9", "meeting from 3 to 5pm tomorrow",
            "run for 2 hours", "remind me in 20 minutes", "pay $12.50 to Anna by friday", "rent €850 on the 1st",
            "milk, 2 loaves of bread, 500g flour and 3 kg apples",
            "urgent: email boss@example.com re https://x.io/a?b=c",
            "say \"hi\" to Tom\\Jerry\t#team @sam", "notes:\n- milk\n- eggs\u{1}\u{1F}", "every day at 7am",
            "Q3 review this year", "call +1 555 010 9999 at noon", "trip 12/05 - 15/05", "low priority: tidy desk",
        ]
        var generator = SplitMix64(seed: 0xA5_EC0D)
        for _ in 0..<300 { texts.append(String.hostile(using: &generator, maxLength: 24)) }
        return texts
    }()

    @Test("gives JSONEncoder's bytes for a few hundred analyses, with and without tokens and ids")
    func sameBytesAsEncoder() throws {
        let context = DateContext.fixed("2026-03-13T09:00:00Z", timeZone: "Europe/Berlin")
        var seen = Set<String>()
        for (index, text) in Self.texts.enumerated() {
            let analysis = TinyAnalyzer.shared.analyze(text, in: context)
            for (id, includeTokens) in [(nil, false), ("id-\(index)", false), ("x", true)] {
                let record = AnalysisRecord(id: id, analysis: analysis, includeTokens: includeTokens)
                var json = JSONBytes()
                record.write(to: &json)
                #expect(!json.hasInvalidNumber)
                #expect(
                    String(decoding: json.bytes, as: UTF8.self) == (try JSONOutput.line(record)),
                    "\(text.debugDescription)")
            }
            seen.formUnion(Self.keys(of: AnalysisRecord(id: nil, analysis: analysis, includeTokens: false)))
        }
        // Every optional field was written at least once, so the comparison covered it.
        let expected: Set<String> = [
            "end_value", "rrule", "duration_seconds", "amount", "currency", "quantity", "unit", "priority", "seconds",
            "span", "category",
        ]
        #expect(expected.isSubset(of: seen), "never written: \(expected.subtracting(seen).sorted())")
    }

    /// The keys `record` writes whose value is not `null`, at any depth.
    private static func keys(of record: AnalysisRecord) -> Set<String> {
        var json = JSONBytes()
        record.write(to: &json)
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.bytes)) else { return [] }
        var keys = Set<String>()
        func visit(_ value: Any) {
            if let dictionary = value as? [String: Any] {
                for (key, inner) in dictionary where !(inner is NSNull) {
                    keys.insert(key)
                    visit(inner)
                }
            } else if let array = value as? [Any] {
                array.forEach(visit)
            }
        }
        visit(object)
        return keys
    }
}

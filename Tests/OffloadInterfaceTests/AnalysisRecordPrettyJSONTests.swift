import Foundation
import OffloadCore
import OffloadNLP
import OffloadTestSupport
import Testing

@testable import OffloadInterface

@Suite("AnalysisRecord pretty printed directly (analyze --json)")
struct AnalysisRecordPrettyJSONTests {
    static let context = DateContext.fixed("2026-03-13T09:00:00Z", timeZone: "Europe/Berlin")

    /// What `analyze --json` printed before: `JSONEncoder` with the options ``JSONOutput/string(_:pretty:)`` sets.
    private static func encoded(_ record: AnalysisRecord) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let bytes = String(decoding: try encoder.encode(record), as: UTF8.self)
        #expect(bytes == (try JSONOutput.string(record)), "JSONOutput.string no longer uses these options")
        return bytes
    }

    /// The blocks `prettyJSON` hands out, joined, and the size of the largest.
    private static func written(_ record: AnalysisRecord, blockSize: Int) throws -> (text: String, largest: Int) {
        var bytes: [UInt8] = []
        var largest = 0
        try record.prettyJSON(blockSize: blockSize) {
            bytes += $0
            largest = max(largest, $0.count)
        }
        return (String(decoding: bytes, as: UTF8.self), largest)
    }

    /// Long captures: many dates and entities, over several lines.
    static let longTexts: [String] = [
        String(repeating: "call mom tomorrow at 5pm and buy milk on friday ", count: 120),
        String(repeating: "pay $12.50 to Anna by friday, 2 loaves of bread\nrun for 2 hours every monday\n", count: 40),
    ]

    @Test("gives JSONEncoder's pretty bytes for several hundred analyses, with and without tokens and ids")
    func sameBytesAsEncoder() throws {
        let texts = AnalysisRecordJSONTests.texts + Self.longTexts + ["", " ", "\u{0}\u{1F}\u{7F}", "\"\\/"]
        #expect(texts.count > 300)
        for (index, text) in texts.enumerated() {
            let analysis = TinyAnalyzer.shared.analyze(text, in: Self.context)
            for (id, includeTokens) in [(nil, false), ("id-\(index)/\u{1}", true)] {
                let record = AnalysisRecord(id: id, analysis: analysis, includeTokens: includeTokens)
                let expected = try Self.encoded(record)
                for blockSize in [1, 300, 1 << 16] {
                    #expect(try Self.written(record, blockSize: blockSize).text == expected, "\(text.debugDescription)")
                }
            }
        }
    }

    @Test("a long capture's JSON is handed out in blocks, not held whole")
    func blocks() throws {
        let analysis = TinyAnalyzer.shared.analyze(Self.longTexts[0], in: Self.context)
        #expect(analysis.dates.count >= 200)
        let record = AnalysisRecord(id: nil, analysis: analysis, includeTokens: true)
        let (text, largest) = try Self.written(record, blockSize: 4_096)
        #expect(text == (try Self.encoded(record)))
        // 4 KiB of one-line JSON and the rest of one token, laid out over lines: about twice as long.
        #expect(text.utf8.count > 100_000 && largest < 16_384)
    }

    @Test("empty title, empty arrays, an entity value with no field and odd text give JSONEncoder's bytes")
    func emptyAndOddFields() throws {
        let base = TinyAnalyzer.shared.analyze("x", in: Self.context)
        let odd = "Zoë 👩‍👩‍👧 e\u{301} \u{2028}\u{FEFF}\u{0}\t\r\n\"\\/ 中"
        let analysis = CaptureAnalysis(
            text: odd, tokens: [], classification: base.classification,
            dates: [
                DateMention(
                    text: odd, characterRange: 0..<3, utf8Range: 0..<3, kind: .duration, values: [], instants: [],
                    durationSeconds: 0.1, granularity: .minute, confidence: 1)
            ],
            entities: [
                Entity(kind: .listItem, text: "", characterRange: 0..<0, value: Entity.Value(), confidence: 0),
                Entity(
                    kind: .money, text: odd, characterRange: 1..<2,
                    value: Entity.Value(
                        text: odd, amount: Decimal(string: "-0.001"), currency: "", quantity: 1e20, unit: "",
                        priority: .high, seconds: -0.0),
                    confidence: 1),
            ],
            title: "")
        let record = AnalysisRecord(id: "", analysis: analysis, includeTokens: true)
        let expected = try Self.encoded(record)
        #expect(expected.contains("\"value\" : {\n\n      }"))
        #expect(expected.contains("\"tokens\" : [\n\n  ]"))
        #expect(try Self.written(record, blockSize: 1).text == expected)
    }

    @Test("a NaN or infinite number goes through JSONEncoder: refused, with nothing handed out, or as it writes it")
    func invalidNumbers() throws {
        let base = TinyAnalyzer.shared.analyze("buy 2 apples tomorrow for 1 hour", in: Self.context)
        func entity(_ value: Entity.Value) -> [Entity] {
            [Entity(kind: .listItem, text: "a", characterRange: 0..<1, value: value, confidence: 1)]
        }
        let duration = DateMention(
            text: "for ever", characterRange: 0..<8, utf8Range: 0..<8, kind: .duration, values: [], instants: [],
            durationSeconds: .infinity, granularity: .minute, confidence: 1)
        let cases: [(dates: [DateMention], entities: [Entity])] = [
            (base.dates, entity(Entity.Value(quantity: .nan))), (base.dates, entity(Entity.Value(seconds: -.infinity))),
            (base.dates, entity(Entity.Value(amount: Decimal.nan))),
            (base.dates + [duration], base.entities),
        ]
        for (dates, entities) in cases {
            let analysis = CaptureAnalysis(
                text: base.text, tokens: base.tokens, classification: base.classification, dates: dates,
                entities: entities, title: base.title)
            let record = AnalysisRecord(id: nil, analysis: analysis, includeTokens: false)
            #expect(record.hasNonFiniteNumber)
            guard let expected = try? Self.encoded(record) else {
                var handedOut = 0
                #expect(throws: EncodingError.self) { try record.prettyJSON { handedOut += $0.count } }
                #expect(handedOut == 0)
                continue
            }
            // JSONEncoder writes a NaN `Decimal` as `NaN` instead of refusing it; so does `prettyJSON`.
            #expect(expected.contains("NaN"))
            #expect(try Self.written(record, blockSize: 1).text == expected)
        }
        #expect(!AnalysisRecord(id: nil, analysis: base, includeTokens: true).hasNonFiniteNumber)
    }
}

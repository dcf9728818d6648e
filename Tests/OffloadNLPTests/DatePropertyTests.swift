import Foundation
import OffloadTestSupport
import Testing

@testable import OffloadNLP

@Suite struct DatePropertyTests {
    static let context = DateContext.fixed("2025-03-14T09:00:00Z")

    @Test("hostile text never crashes and ranges reproduce the text")
    func hostileInput() {
        var rng = SplitMix64(seed: 0xDA7E)
        let pieces = ["tomorrow", "at", "5pm", "next", "tue", "12/05", "the", "1st", "-", "every", "may", "3", "days"]
        for round in 0..<1_500 {
            var text = String.hostile(using: &rng, maxLength: 30)
            for _ in 0..<Int(rng.next() % 4) { text += " " + pieces[Int(rng.next() % UInt64(pieces.count))] }
            let mentions = DateExtractor().extract(from: text, in: Self.context)
            let characters = Array(text)
            let bytes = Array(text.utf8)
            var previousEnd = 0
            for mention in mentions {
                #expect(mention.characterRange.upperBound <= characters.count, "seed 0xDA7E round \(round)")
                #expect(mention.characterRange.lowerBound >= previousEnd, "seed 0xDA7E round \(round)")
                #expect(mention.utf8Range.upperBound <= bytes.count, "seed 0xDA7E round \(round)")
                guard mention.utf8Range.upperBound <= bytes.count else { continue }
                let slice = String(decoding: bytes[mention.utf8Range], as: UTF8.self)
                #expect(slice == mention.text, "seed 0xDA7E round \(round)")
                #expect(String(characters[mention.characterRange]) == mention.text, "seed 0xDA7E round \(round)")
                #expect((0...1).contains(mention.confidence))
                previousEnd = mention.characterRange.upperBound
            }
        }
    }

    @Test("same input gives the same output")
    func deterministic() {
        let text = "dentist next tue 9:30 then every other monday"
        #expect(
            DateExtractor().extract(from: text, in: Self.context)
                == DateExtractor().extract(from: text, in: Self.context))
    }
}

/// Daylight-saving edges: Europe/Berlin springs forward 2026-03-29 02:00 → 03:00 and falls back 2026-10-25 03:00 →
/// 02:00; America/New_York springs forward 2026-03-08 02:00 → 03:00.
@Suite struct DateDaylightSavingTests {
    struct Edge: Sendable, CustomTestStringConvertible {
        let ref: String
        let zone: String
        let text: String
        let value: String
        let isInGap: Bool
        var testDescription: String { "\(zone) \(text)" }
    }

    static let edges = [
        Edge(
            ref: "2026-03-28T08:00:00", zone: "Europe/Berlin", text: "sunday at 9am",
            value: "2026-03-29T09:00:00+02:00", isInGap: false),
        Edge(
            ref: "2026-03-28T08:00:00", zone: "Europe/Berlin", text: "tomorrow at 1:30am",
            value: "2026-03-29T01:30:00+01:00", isInGap: false),
        Edge(
            ref: "2026-03-28T08:00:00", zone: "Europe/Berlin", text: "tomorrow at 2:30am",
            value: "2026-03-29T03:30:00+02:00", isInGap: true),
        Edge(
            ref: "2026-10-24T11:00:00", zone: "Europe/Berlin", text: "tomorrow at 9am",
            value: "2026-10-25T09:00:00+01:00", isInGap: false),
        Edge(
            ref: "2026-03-07T10:00:00", zone: "America/New_York", text: "tomorrow at 2:30am",
            value: "2026-03-08T03:30:00-04:00", isInGap: true),
        Edge(
            ref: "2026-03-07T10:00:00", zone: "America/New_York", text: "tomorrow at 8am",
            value: "2026-03-08T08:00:00-04:00", isInGap: false),
        Edge(
            ref: "2026-03-07T10:00:00", zone: "America/New_York", text: "in 3 days at 8am",
            value: "2026-03-10T08:00:00-04:00", isInGap: false),
    ]

    @Test("keeps wall-clock times across DST changes and reports gap times", arguments: edges)
    func edge(_ edge: Edge) throws {
        let context = DateContext.fixed(edge.ref, timeZone: edge.zone)
        let mention = try #require(DateExtractor().extract(from: edge.text, in: context).first)
        #expect(mention.values.first == edge.value)
        #expect(mention.isInGap == edge.isInGap)
    }
}

import Foundation
import OffloadStore
import OffloadTestSupport
import Testing

@testable import OffloadInterface

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `offload stats --html` over generated histories: self-contained, escaped, one bar per bucket, well-formed.
@Suite struct StatsHTMLTests {
    static let moment = ProgressStatsTests.moment
    static let script = "<script>alert(1)</script>"

    /// A month of completions in three categories (one named `a&b`), a postponed task with markup for a title,
    /// decisions in every band and a few lead times.
    static func records(seed: UInt64 = 2026_11_25) -> StatsRecords {
        var random = SplitMix64(seed: seed)
        var completions: [StatsRecords.Completion] = []
        for offset in -60...0 {
            for minute in 0..<Int.random(in: 0...3, using: &random) {
                let category = ["Home", "a&b", "Work", nil].randomElement(using: &random) ?? nil
                completions.append(.init(at: ProgressStatsTests.day(offset, minute: minute), category: category))
            }
        }
        let decisions = (0..<400).map { index in
            let confidence = Double.random(in: 0.3...1, using: &random)
            let kind = Double.random(in: 0..<1, using: &random) < confidence ? "accepted" : "rejected"
            return StatsRecords.Decision(
                type: ["task", "note"][index % 2], confidence: confidence, kind: kind,
                at: ProgressStatsTests.day(-index % 30))
        }
        return StatsRecords(
            completions: completions, leadTimes: [3_600, 7_200, 86_400, 200_000], decisions: decisions,
            postponed: [.init(id: UUID(), title: script, count: 4)], plansFinished: [])
    }

    static func page(_ records: StatsRecords, period: StatsPeriod = .month) -> (ProgressStats, String) {
        let stats = ProgressStats(records, at: moment, period: period, restDays: 1)
        return (stats, StatsHTML(day: moment.today.date).page(stats))
    }

    static func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test("the page fetches nothing: no outside address, no src, no script, no stylesheet link")
    func selfContained() {
        let (_, page) = Self.page(Self.records())
        for needle in ["http://", "https://", "src=", "url(", "@import", "<script", "<link", "<img", "//"] {
            #expect(!page.contains(needle), "\(needle)")
        }
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(page.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>"))
        #expect(page.contains("prefers-color-scheme:dark"))
    }

    @Test("titles and category names are escaped wherever they appear")
    func escapesUserText() {
        let (_, page) = Self.page(Self.records())
        #expect(!page.contains(Self.script))
        #expect(!page.contains("a&b"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("<li><span class=\"swatch\" style=\"background:"))
        #expect(page.contains("</span>a&amp;b</li>"))
        #expect(HTMLText.escaped("\"'\u{0}\u{1B}[31m\u{202E}\u{FFFF}") == "&quot;&#39;  [31m  ")
    }

    @Test("one bar per bucket of the series, each saying its day and count", arguments: StatsPeriod.allCases)
    func barPerBucket(_ period: StatsPeriod) {
        let (stats, page) = Self.page(Self.records(), period: period)
        #expect(Self.occurrences(of: "<rect class=\"bar", in: page) == stats.series.count)
        #expect(Self.occurrences(of: "<g class=\"column\"", in: page) == stats.categories.count)
        let today = stats.series.last { $0.from <= "2026-11-25" }
        if period != .year, let today {
            #expect(page.contains("aria-label=\"\(today.from): \(today.count) done\"><title>"))
        }
        #expect(page.contains("<h2>\(StatsText.span(period)): \(stats.series.map(\.count).reduce(0, +)) done</h2>"))
    }

    @Test("the trends, the streak, the lead time and milestones read as in the terminal")
    func sentences() throws {
        let (stats, page) = Self.page(Self.records())
        for (name, trend, previous) in [
            ("today", stats.today, "yesterday"), ("this week", stats.week, "last week"),
            ("this month", stats.month, "last month"),
        ] {
            #expect(page.contains("<li>\(StatsText.trend(name, trend, previous: previous))</li>"))
        }
        #expect(page.contains(StatsText(isASCII: false).streak(stats.streak)))
        #expect(page.contains("From capture to done: median "))
        let first = try #require(stats.milestones["first-done"])
        #expect(page.contains("<time datetime=\"\(first)\">\(first)</time> first thing done</li>"))
        #expect(Self.occurrences(of: "<circle class=\"point\"", in: page) == stats.reportCard.byConfidence.count)
        #expect(page.contains("<line class=\"diagonal\""))
    }

    @Test("the page is well-formed XML, every <svg> closed", arguments: StatsPeriod.allCases)
    func wellFormed(_ period: StatsPeriod) throws {
        let (_, page) = Self.page(Self.records(), period: period)
        #expect(Self.occurrences(of: "<svg ", in: page) == 3)
        #expect(Self.occurrences(of: "</svg>", in: page) == 3)
        try Self.expectWellFormed(page)
    }

    @Test("hostile titles and category names keep the page well-formed")
    func hostileText() throws {
        var random = SplitMix64(seed: 0x5747_5348)
        for round in 0..<40 {
            let names = (0..<3).map { _ in String.hostile(using: &random, maxLength: 8) }
            let completions = (0..<30).map { index in
                StatsRecords.Completion(at: ProgressStatsTests.day(-index % 20), category: names[index % 3])
            }
            let postponed = (0..<3).map { _ in
                StatsRecords.Postponed(id: UUID(), title: String.hostile(using: &random, maxLength: 12), count: 2)
            }
            let records = StatsRecords(
                completions: completions, decisions: [], postponed: postponed, plansFinished: [])
            try Self.expectWellFormed(Self.page(records).1, "seed 0x57475348, round \(round)")
        }
    }

    @Test("an empty history gives the trends, empty bars and the streak, and nothing else")
    func emptyHistory() throws {
        let (stats, page) = Self.page(StatsRecords(completions: [], decisions: [], postponed: [], plansFinished: []))
        #expect(page.contains("<li>0 done today, same as yesterday.</li>"))
        #expect(Self.occurrences(of: "<rect class=\"bar zero\"", in: page) == stats.series.count)
        #expect(page.contains("Streak: starts with your first done task."))
        for heading in ["Categories", "Moved most often", "How the suggestions fared", "Milestones"] {
            #expect(!page.contains(heading), "\(heading)")
        }
        try Self.expectWellFormed(page)
    }

    @Test("a category keeps its colour whatever the others are; up to seven get seven colours")
    func stableColours() {
        let alone = CategoryPalette(["Home"])
        #expect(CategoryPalette(["Home", "Work"]).colour(of: "Home") == alone.colour(of: "Home"))
        #expect(CategoryPalette(["Home", "Errands", "none"]).colour(of: "Home") == alone.colour(of: "Home"))
        #expect(alone.colour(of: "none") == CategoryPalette.noneColour)
        // Health and Work hash to the same colour: the later name takes the next free one.
        let clash = CategoryPalette(["Work", "Health"])
        #expect(clash.colour(of: "Work") != clash.colour(of: "Health"))
        let seven = CategoryPalette(["a", "b", "c", "d", "e", "f", "g"])
        #expect(Set(seven.colours.filter { $0.key != "none" }.values).count == 7)
    }

    @Test("the well-formedness check itself turns down an element left open, a stray & or <")
    func checkerRejects() {
        #expect(Self.markupProblem("<p><svg><rect></svg></p>") == "</svg> closes <rect>")
        #expect(Self.markupProblem("<p>a&b</p>") == "a bare & at offset 4")
        #expect(Self.markupProblem("<p>a < b</p>") == "a bare < at offset 5")
        #expect(Self.markupProblem("<p><svg>") == "<svg> is never closed")
        #expect(Self.markupProblem("<!DOCTYPE html>\n<p class=\"x\">&amp;<br/></p>") == nil)
    }

    /// Checks `page` as XML: with the system parser where there is one (it catches bad references and
    /// characters, but on Linux lets mismatched tags through), and with ``markupProblem(_:)`` for the tags.
    static func expectWellFormed(_ page: String, _ note: String = "") throws {
        #expect(markupProblem(page) == nil, "\(note)")
        #if canImport(FoundationXML)
            let parser = XMLParser(data: Data(page.utf8))
            #expect(parser.parse(), "\(note) \(String(describing: parser.parserError))")
        #endif
    }

    /// The first tag that does not close the element opened last, the first element never closed, or the first
    /// `&` that starts no character reference or `<` that starts no tag; `nil` for balanced markup.
    static func markupProblem(_ page: String) -> String? {
        let bytes = Array(page.utf8)
        var open: [String] = []
        var index = 0
        while index < bytes.count {
            let rest = bytes[index...]
            if bytes[index] == UInt8(ascii: "&") {
                let isReference = ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].contains { rest.starts(with: $0.utf8) }
                if !isReference { return "a bare & at offset \(index)" }
            }
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            guard let end = rest.firstIndex(of: UInt8(ascii: ">")) else { return "a tag never ends" }
            let tag = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            let name = String(tag.prefix { $0.isLetter || $0.isNumber || $0 == "/" || $0 == "!" })
            if name.isEmpty { return "a bare < at offset \(index)" }
            if name.hasPrefix("/") {
                let closed = open.popLast()
                guard closed == String(name.dropFirst()) else { return "<\(name)> closes <\(closed ?? "nothing")>" }
            } else if !name.hasPrefix("!"), !tag.hasSuffix("/") {
                open.append(name)
            }
            index = end + 1
        }
        return open.last.map { "<\($0)> is never closed" }
    }
}

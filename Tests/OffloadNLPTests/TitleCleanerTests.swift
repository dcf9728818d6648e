import OffloadTestSupport
import Testing

@testable import OffloadNLP

struct TitleCase: Sendable, CustomTestStringConvertible {
    let text: String
    let title: String
    var testDescription: String { text }
}

@Suite struct TitleCleanerTests {
    static let context = DateContext.fixed("2026-03-13T09:00:00Z")  // a Friday

    static func title(_ text: String) -> String {
        let tokens = Tokenizer().tokenize(text)
        let dates = DateExtractor().extract(from: tokens, in: context)
        let entities = EntityExtractor().extract(from: tokens, text: text, dates: dates)
        return TitleCleaner().title(from: tokens, text: text, dates: dates, entities: entities)
    }

    static let cases: [TitleCase] = [
        TitleCase(text: "call mom tmrw at 5pm!!", title: "Call mom"),
        TitleCase(text: "dentist next tue 9:30 #health", title: "Dentist"),
        TitleCase(text: "urgent!! fix the heater", title: "Fix the heater"),
        TitleCase(text: "submit report by friday", title: "Submit report"),
        TitleCase(text: "groceries: milk, eggs", title: "Groceries"),
        TitleCase(text: "email sarah@example.com re: contract", title: "Email sarah@example.com re: contract"),
        TitleCase(text: "tomorrow", title: "Tomorrow"),
        TitleCase(text: "Buy milk", title: "Buy milk"),
        TitleCase(text: "book the vet for Tuesday, Rex needs his jab", title: "Book the vet, Rex needs his jab"),
        TitleCase(text: "return the drill by 6pm; Jo needs it", title: "Return the drill; Jo needs it"),
        TitleCase(text: "water the ferns (sat) and feed the cat", title: "Water the ferns and feed the cat"),
        TitleCase(text: "bake bread [sunday 9am]", title: "Bake bread"),
        TitleCase(text: "order toner (the black one)", title: "Order toner (the black one)"),
        TitleCase(text: "prep notes for Thursday's board call", title: "Prep notes for Thursday's board call"),
        TitleCase(text: "print tomorrow’s agenda", title: "Print tomorrow’s agenda"),
        TitleCase(text: "share the Q2 numbers with Raj on monday", title: "Share the Q2 numbers with Raj"),
        TitleCase(text: "push my 4pm call to tomorrow", title: "Push my 4pm call"),
        TitleCase(text: "pay rent on the 1st", title: "Pay rent"),
        TitleCase(text: "finish the deck by friday", title: "Finish the deck"),
        TitleCase(text: "(urgent) call the roofer", title: "Call the roofer"),
        TitleCase(text: "(Mia's) bike needs air by friday", title: "(Mia's) bike needs air"),
        TitleCase(
            text: "ask Ada about the tent (big or small?) friday", title: "Ask Ada about the tent (big or small?)"),
        TitleCase(text: "", title: ""),
    ]

    @Test("removes consumed words and dangling prepositions", arguments: cases)
    func cleans(_ c: TitleCase) {
        #expect(Self.title(c.text) == c.title)
    }

    @Test(
        "a task or a message under a header keeps the words after it; a list or a plan names itself by the header",
        arguments: [
            ("errands - post the parcel to gran", "task", "Errands - post the parcel to gran"),
            ("office: ring facilities about the lift", "communication", "Office: ring facilities about the lift"),
            ("errands - post the parcel to gran", "list", "Errands"),
            ("garden: dig beds, sow peas", "plan", "Garden"),
        ])
    func headerItemsFollowTheIntent(text: String, intent: String, title: String) {
        let tokens = Tokenizer().tokenize(text)
        let dates = DateExtractor().extract(from: tokens, in: Self.context)
        let entities = EntityExtractor().extract(from: tokens, text: text, dates: dates)
        #expect(entities.contains { $0.kind == .listName }, "the text has a header")
        let cleaned = TitleCleaner().title(
            from: tokens, text: text, dates: dates, entities: entities,
            keepingListItems: TitleCleaner.keepsListItems(intent: intent))
        #expect(cleaned == title)
    }

    static let words = [
        "call", "mom", "buy", "milk", "Anna", "report", "fix", "heater", "at", "on", "by", "tomorrow", "5pm", "friday",
        "next", "tue", "urgent", "!!", "#work", "and", "the", "for", "in", "2", "days", "p1", "asap", "dentist", ",",
        "\n", "eggs", "9:30", "whenever", "plan", "trip", ":", "-", "Tom's", "remind", "me", "I", "need", "so", "uh",
        "really", "should", "don't", "forget", "um",
    ]

    /// Words a spoken lead-in may be made of ("uh so I really need to", "remind me to", "don't forget to").
    static let leadInWords: Set<String> = [
        "remind", "me", "to", "i", "need", "so", "uh", "um", "really", "should", "dont", "forget", "please",
    ]

    @Test("never loses a word that no extraction consumed and that is no spoken lead-in or filler")
    func keepsUnconsumedWords() {
        var rng = SplitMix64(seed: 0x717_1E)
        var checked = 0
        for _ in 0..<1_500 {
            let count = Int.random(in: 1...9, using: &rng)
            let text = (0..<count).compactMap { _ in Self.words.randomElement(using: &rng) }.joined(separator: " ")
            let tokens = Tokenizer().tokenize(text)
            let dates = DateExtractor().extract(from: tokens, in: Self.context)
            let entities = EntityExtractor().extract(from: tokens, text: text, dates: dates)
            let title = TitleCleaner().title(from: tokens, text: text, dates: dates, entities: entities).lowercased()
            var consumed = dates.map(\.characterRange)
            consumed += entities.filter { [.priority, .hashtag, .listItem].contains($0.kind) }.map(\.characterRange)
            let titleWords = Tokenizer().tokenize(title).map(\.normalized)
            // The lead-in can only be the leading run of lead-in words; "uh" and "um" are fillers anywhere.
            let leadIn = tokens.prefix { $0.kind == .word && Self.leadInWords.contains($0.normalized) }.count
            var cursor = 0
            for (index, token) in tokens.enumerated()
            where token.kind == .word && !TitleCleaner.danglingWords.contains(token.normalized) {
                guard !consumed.contains(where: { $0.overlaps(token.characterRange) }), index >= leadIn,
                    token.normalized != "uh", token.normalized != "um"
                else { continue }
                checked += 1
                let found = titleWords[cursor...].firstIndex(of: token.normalized)
                #expect(found != nil, "seed 0x7171E, input \(text.debugDescription), title \(title.debugDescription)")
                cursor = found.map { $0 + 1 } ?? cursor
            }
        }
        #expect(checked > 1_000, "the texts hold words no extraction consumed")
    }
}

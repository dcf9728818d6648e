import Foundation
import OffloadCore
import OffloadTestSupport
import Testing

@testable import OffloadNLP

@Suite struct SuggestionBuilderTests {
    static let models = ClassifierTests.models
    static let context: DateContext = {
        // Invariant: a fixed, valid instant and zone.
        guard
            let context = try? DateContext(
                now: Date(timeIntervalSince1970: 1_763_715_600), timeZone: "Europe/Berlin", locale: .englishUS)
        else {
            preconditionFailure("fixed date context")
        }
        return context  // 2025-11-21 10:00 in Berlin, a Friday
    }()

    func suggestions(_ text: String, lists: [String] = [], defaultList: String? = nil) -> [Suggestion] {
        let analysis = CaptureAnalyzer(models: Self.models).analyze(text, in: Self.context)
        return SuggestionBuilder(models: Self.models).suggestions(
            for: analysis, captureID: UUID(), runID: UUID(), existingLists: lists, defaultList: defaultList)
    }

    @Test("a list that names no list goes to the default list (an existing one in any case), else to 'List'")
    func defaultList() throws {
        let text = "scissors, tape, glue and string"
        #expect(try #require(suggestions(text).first).destinationName == "List")
        let fresh = try #require(suggestions(text, defaultList: "Odds and ends").first)
        #expect(fresh.destinationType == .list)
        #expect(fresh.destinationName == "Odds and ends")
        #expect(
            try #require(suggestions(text, lists: ["odds AND ends"], defaultList: "Odds and ends").first)
                .destinationName == "odds AND ends")
        // What the capture says still wins.
        #expect(
            try #require(suggestions("milk, eggs and bread", defaultList: "Odds and ends").first)
                .destinationName == "Groceries")
    }

    @Test("a shopping capture becomes list items in the user's matching list, with quantities")
    func listIntoExistingList() throws {
        let result = try #require(suggestions("milk, eggs and 2 loaves of bread", lists: ["Work", "Groceries"]).first)
        #expect(result.destinationType == .list)
        #expect(result.destinationName == "Groceries")
        #expect(result.items.map(\.text) == ["milk", "eggs", "bread"])
        #expect(result.items.last?.quantity == 2)
    }

    @Test("a plan keeps its steps in order")
    func planSteps() throws {
        let result = try #require(suggestions("plan Tom's birthday: book venue, send invites, order cake").first)
        #expect(result.destinationType == .plan)
        #expect(result.items.map(\.text) == ["book venue", "send invites", "order cake"])
    }

    @Test("a communication names its channel, contact and due time")
    func communication() throws {
        let result = try #require(suggestions("call mom tomorrow at 5pm").first)
        #expect(result.destinationType == .communication)
        #expect(result.channel == .call)
        #expect(result.contact == "mom")
        #expect(result.title == "Call mom")
        let due = try #require(result.dueDate)
        #expect(due == Date(timeIntervalSince1970: 1_763_827_200))  // 2025-11-22 17:00 Berlin
    }

    @Test(
        "a recurring capture keeps its day and time in the rule and is next due at its first occurrence",
        arguments: [
            // Berlin times: Monday 24 08:00; today (Friday 21) 16:00, not the bare "weekly"; December 1, whole day.
            ("go to the gym every Monday at 8", "FREQ=WEEKLY;BYDAY=MO;BYHOUR=8;BYMINUTE=0", 1_763_967_600),
            ("weekly review every friday 4pm", "FREQ=WEEKLY;BYDAY=FR;BYHOUR=16;BYMINUTE=0", 1_763_737_200),
            ("pay rent monthly on the 1st", "FREQ=MONTHLY;BYMONTHDAY=1", 1_764_543_600),
            // A rule that asks for nothing sets no deadline, but a task on it starts at its first occurrence.
            ("choir practice every thursday 7pm", "FREQ=WEEKLY;BYDAY=TH;BYHOUR=19;BYMINUTE=0", 1_764_266_400),
        ])
    func recurrence(_ text: String, _ rule: String, _ due: Int) throws {
        let result = try #require(suggestions(text).first)
        try #require(result.destinationType == .task, "a note takes no recurrence")
        #expect(result.recurrence == rule)
        #expect(result.dueDate == Date(timeIntervalSince1970: TimeInterval(due)))
    }

    @Test("two actions give two suggestions")
    func twoActions() {
        let result = suggestions("buy milk and call the plumber")
        #expect(result.count == 2)
        #expect(result.last?.destinationType == .communication)
    }

    @Test(
        "a note keeps its dates in its words and gets no due date or recurrence, so it can be accepted as it is",
        arguments: [
            "fyi the corner shop shuts at noon on saturday", "idea: a podcast about maps, launch it next spring",
            "note to self: the gym is closed every monday",
        ])
    func noteHoldsNoDueDate(_ text: String) throws {
        let note = try #require(suggestions(text).first)
        try #require(note.destinationType == .note, "the test models read it as a note")
        #expect(note.dueDate == nil)
        #expect(note.recurrence == nil)
        #expect(note.title.lowercased() == text.lowercased())
    }

    @Test(
        "nothing is invented: every item and contact comes from a span of the text",
        arguments: [
            "milk, eggs and 2 loaves of bread", "call mom tomorrow at 5pm", "plan the party: book a room, send invites",
            "email sarah@example.com re: contract", "urgent!! fix the heater #home", "idea: a podcast about maps",
        ])
    func nothingInvented(_ text: String) {
        let characters = Array(text)
        for suggestion in suggestions(text) {
            for item in suggestion.items {
                let span = item.span
                #expect(span != nil)
                if let span {
                    #expect(String(characters[span.start..<span.end]).lowercased().contains(item.text.lowercased()))
                }
            }
            if let contact = suggestion.contact { #expect(text.lowercased().contains(contact.lowercased())) }
            for tag in suggestion.tags { #expect(text.contains("#" + tag)) }
        }
    }

    @Test("random text never crashes and always yields at least one suggestion")
    func hostile() {
        var rng = SplitMix64(seed: 0x5_0661)
        let builder = SuggestionBuilder(models: Self.models)
        let analyzer = CaptureAnalyzer(models: Self.models)
        for _ in 0..<500 {
            let text = String.hostile(using: &rng, maxLength: 20)
            let result = builder.suggestions(
                for: analyzer.analyze(text, in: Self.context), captureID: UUID(), runID: UUID(),
                existingLists: ["Groceries"])
            #expect(!result.isEmpty, "seed 0x50661, input \(text.debugDescription)")
        }
    }
}

import Foundation
import OffloadCore
import Testing

@testable import OffloadNLP

/// What a suggestion holds for the intent classes of issue 14: plans with every step (nested by indentation),
/// notes kept whole, messages to someone reminded.
@Suite struct SuggestionIntentTests {
    func suggestions(_ text: String) -> [Suggestion] {
        SuggestionBuilderTests().suggestions(text)
    }

    @Test(
        "numbered steps on one line are the plan's steps, every one of them",
        arguments: [
            (
                "plan the bathroom: 1. get three quotes 2. choose the tiles 3. book a plumber",
                "The bathroom", ["get three quotes", "choose the tiles", "book a plumber"]
            ),
            (
                "plan the bake sale 1) ask for donations 2) print posters 3) borrow tables 4) count the float",
                "The bake sale", ["ask for donations", "print posters", "borrow tables", "count the float"]
            ),
        ])
    func numberedSteps(_ text: String, _ name: String, _ steps: [String]) throws {
        let result = try #require(suggestions(text).first)
        #expect(result.destinationType == .plan)
        #expect(result.destinationName == name)
        #expect(result.items.map(\.text) == steps)
    }

    @Test("arrows lead from one step to the next: every step is the plan's; '>' alone splits no list")
    func arrowSteps() throws {
        for text in [
            "plan the garage sale: price everything → put up signs → set out tables",
            "plan the garage sale: price everything -> put up signs -> set out tables",
        ] {
            let result = try #require(suggestions(text).first)
            #expect(result.destinationType == .plan)
            #expect(result.items.map(\.text) == ["price everything", "put up signs", "set out tables"])
        }
        #expect(try #require(suggestions("pressure > 2 bar in the boiler").first).items.isEmpty)
    }

    @Test("a step indented under another is its sub-step")
    func nestedSteps() throws {
        let text = """
            plan the street party:
            - ask the council
            - food
              - order the burgers
              - borrow a grill
            - make the posters
            """
        let result = try #require(suggestions(text).first)
        #expect(result.destinationType == .plan)
        #expect(result.items.map(\.text) == ["ask the council", "food", "make the posters"])
        #expect(result.items[1].children.map(\.text) == ["order the burgers", "borrow a grill"])
        #expect(result.items[0].children.isEmpty && result.items[2].children.isEmpty)
    }

    @Test(
        "a note that holds action verbs stays one note with all its words",
        arguments: [
            "idea: sell the old bikes and buy a cargo bike",
            "idea: write to the council and ask for a bench by the pond",
        ])
    func noteStaysWhole(_ text: String) throws {
        let result = suggestions(text)
        #expect(result.count == 1)
        let note = try #require(result.first)
        #expect(note.destinationType == .note)
        #expect(note.title.lowercased() == text)
    }

    @Test(
        "a note keeps the period it is about in its title and takes no due date from it",
        arguments: [
            ("idea: a quieter way to review the month", "Idea: a quieter way to review the month"),
            ("note: slow down next week", "Note: slow down next week"),
        ])
    func noteKeepsPeriod(_ text: String, _ title: String) throws {
        let result = try #require(suggestions(text).first)
        #expect(result.destinationType == .note)
        #expect(result.title == title)
        #expect(result.dueDate == nil)
    }

    @Test(
        "reminding someone else is a message to them",
        arguments: [
            ("remind Ines to take the bins out", "Ines"), ("remind grandad about the eye test", "grandfather"),
        ])
    func remindSomeoneElse(_ text: String, _ contact: String) throws {
        let result = try #require(suggestions(text).first)
        #expect(result.destinationType == .communication)
        #expect(result.contact == contact)
    }

    @Test("reminding oneself is a task titled by what to do")
    func remindOneself() throws {
        let result = try #require(suggestions("remind me to book the optician").first)
        #expect(result.destinationType == .task)
        #expect(result.title == "Book the optician")
    }

    @Test("a resolution said with a lead-in is a task titled by what to do")
    func resolution() throws {
        let result = try #require(suggestions("I should really start jogging again").first)
        #expect(result.destinationType == .task)
        #expect(result.title == "Start jogging again")
    }
}

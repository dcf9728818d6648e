import Testing

@testable import OffloadNLP

/// A quoted span is a title or a message: its words are read as neither a date nor a person, and the title keeps it
/// whole; a capture pasted inside quotes is still read.
@Suite struct QuotedTitleTests {
    static let context = DateContext.fixed("2026-03-13T09:00:00Z")  // a Friday

    static func dates(_ text: String) -> [String] {
        DateExtractor().extract(from: text, in: context).map(\.text)
    }

    @Test(
        "date words inside quotes are part of a title; dates outside them are read",
        arguments: [
            ("rewatch \"Saturday Night Fever\" on sunday", ["on sunday"]),
            ("finish the essay 'June in Paris' by monday", ["by monday"]),
            ("queue “Tomorrow Never Dies” for the flight", []),
            ("text Lia 'back at 6, keep dinner warm' after lunch", ["after lunch"]),
            ("label the folder \"Q3 2025\"", []),
        ])
    func quotedDates(_ text: String, _ expected: [String]) {
        #expect(Self.dates(text) == expected)
    }

    @Test(
        "a capture wholly inside quotes is read as if unquoted, and its title loses the marks",
        arguments: [
            ("\"pay the gas bill friday\"", ["friday"], "Pay the gas bill"),
            ("“ring grandma tomorrow at 4”", ["tomorrow at 4"], "Ring grandma"),
        ])
    func pastedCapture(_ text: String, _ expected: [String], _ title: String) {
        #expect(Self.dates(text) == expected)
        #expect(TitleCleanerTests.title(text) == title)
    }

    @Test(
        "capitalized words of a quoted title are no people; names outside the quotes still are",
        arguments: [
            ("ask Maren about 'Pride and Prejudice'", ["person:Maren→Maren"]),
            ("listen to \"Hey Jude\" with Tobias", ["person:Tobias→Tobias"]),
            ("read 'Crime and Punishment' this month", []),
        ])
    func quotedPeople(_ text: String, _ expected: [String]) {
        #expect(ContactTests.people(text) == expected)
    }

    @Test("a quoted title whose words were read as a date keeps them in the title")
    func titleKeepsQuotedWords() {
        #expect(
            TitleCleanerTests.title("rewatch \"Saturday Night Fever\" on sunday") == "Rewatch \"Saturday Night Fever\"")
        #expect(TitleCleanerTests.title("archive 'Q4' invoices") == "Archive 'Q4' invoices")
    }
}

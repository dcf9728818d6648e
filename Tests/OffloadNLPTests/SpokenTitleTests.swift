import Testing

@testable import OffloadNLP

/// Titles leave out how a thought was spoken: instructions to oneself and fillers of voice captures.
@Suite struct SpokenTitleTests {
    static let cases: [TitleCase] = [
        TitleCase(text: "remind me to renew the car tax", title: "Renew the car tax"),
        TitleCase(text: "don't forget to sign the permission slip", title: "Sign the permission slip"),
        TitleCase(text: "I need to book the MOT", title: "Book the MOT"),
        TitleCase(text: "I should really start jogging again", title: "Start jogging again"),
        TitleCase(text: "uh so call the garage about the clutch", title: "Call the garage about the clutch"),
        TitleCase(text: "um, email Priya the draft", title: "Email Priya the draft"),
        TitleCase(text: "so pick up the parcel tomorrow", title: "Pick up the parcel"),
        TitleCase(text: "call uh the garage", title: "Call the garage"),
        TitleCase(text: "please remember to feed the fish", title: "Feed the fish"),
        // Only at the start, and never all of the title.
        TitleCase(text: "tell Anna I need to leave early", title: "Tell Anna I need to leave early"),
        TitleCase(text: "so", title: "So"),
        TitleCase(text: "I need to", title: "I need to"),
        TitleCase(text: "Ida should call back", title: "Ida should call back"),
    ]

    @Test(
        "spoken lead-ins and fillers are left out of the title, only at its start and never all of it", arguments: cases
    )
    func stripsLeadIns(_ c: TitleCase) {
        #expect(TitleCleanerTests.title(c.text) == c.title)
    }
}

/// A spoken filler is never a contact, wherever it falls.
@Suite struct SpokenFillerContactTests {
    @Test(
        "fillers are no names; the people around them still are",
        arguments: [
            ("remind me to um ring the dentist", ["relation:dentist→dentist"]),
            ("text erm Jonah the address", ["person:Jonah→Jonah"]),
            ("ok so uh email Wren hmm about the keys", ["person:Wren→Wren"]),
        ])
    func fillersAreNoContacts(_ text: String, _ expected: [String]) {
        #expect(ContactTests.people(text) == expected)
    }
}

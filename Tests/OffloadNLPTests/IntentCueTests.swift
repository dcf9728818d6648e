import Testing

@testable import OffloadNLP

/// The shape cues behind the intent classes of issue 14, read without any model.
@Suite struct IntentCueTests {
    struct CueCase: Sendable, CustomTestStringConvertible {
        let text: String
        /// Cues that must be there.
        let present: [String]
        /// Cues that must not be there.
        var absent: [String] = []
        var testDescription: String { text }
    }

    static func cues(_ text: String) -> Set<String> {
        Set(CueAnalysis(tokens: Tokenizer().tokenize(text)).cues.map(\.name))
    }

    static let reminders = [
        CueCase(text: "remind Ines to bring the cake", present: ["lead-remind-other"], absent: ["lead-remind-self"]),
        CueCase(text: "remind my brother about the match", present: ["lead-remind-other"]),
        CueCase(text: "pls remind the neighbours the bins go out", present: ["lead-remind-other"]),
        CueCase(text: "remind me to defrost the peas", present: ["lead-remind-self"], absent: ["lead-remind-other"]),
        CueCase(text: "remind myself to stretch after work", present: ["lead-remind-self"]),
    ]

    @Test("reminding someone else reads as a message, reminding oneself as one's own task", arguments: reminders)
    func reminderCues(_ c: CueCase) {
        let cues = Self.cues(c.text)
        for cue in c.present { #expect(cues.contains(cue), "\(cues.sorted())") }
        for cue in c.absent { #expect(!cues.contains(cue), "\(cues.sorted())") }
    }

    static let spokenLeads = [
        CueCase(text: "I should really start jogging again", present: ["lead-verb"]),
        CueCase(text: "i definitely have to fix the fence", present: ["lead-verb"]),
        CueCase(text: "um so book the optician", present: ["lead-verb"]),
        CueCase(text: "uh text Joe the door code", present: ["lead-communication"]),
    ]

    @Test("spoken lead-ins and adverbs are skipped to reach the verb that says what to do", arguments: spokenLeads)
    func spokenLeadCues(_ c: CueCase) {
        let cues = Self.cues(c.text)
        for cue in c.present { #expect(cues.contains(cue), "\(cues.sorted())") }
    }

    static let shapes = [
        CueCase(
            text: "move house: 1. hire a van 2. pack the books 3. clean the oven",
            present: ["steps", "segments-3plus"], absent: ["items"]),
        CueCase(text: "new bike 1) measure the frame 2) sell the old one", present: ["steps"], absent: ["items"]),
        CueCase(
            text: "read 'Eats, Shoots and Leaves' on the train",
            present: [], absent: ["segments-2", "segments-3plus", "items", "steps"]),
        CueCase(
            text: "films: \u{201C}Crouching Tiger, Hidden Dragon\u{201D}, \u{201C}Hero\u{201D}",
            present: ["segments-2"], absent: ["segments-3plus"]),
    ]

    @Test("numbered steps on one line are segments; commas and \"and\" inside quotes are not", arguments: shapes)
    func shapeCues(_ c: CueCase) {
        let cues = Self.cues(c.text)
        for cue in c.present { #expect(cues.contains(cue), "\(cues.sorted())") }
        for cue in c.absent { #expect(!cues.contains(cue), "\(cues.sorted())") }
    }

    static let namedLists = [
        CueCase(text: "begin a fresh list for the allotment", present: ["names-list"], absent: ["names-task-list"]),
        CueCase(text: "could you make me a hiking checklist", present: ["names-list"]),
        CueCase(text: "chuck hummus on the list", present: ["names-list"]),
        CueCase(text: "put descale the kettle on my to do list", present: ["names-task-list"], absent: ["names-list"]),
        CueCase(text: "add the parents evening to my calendar", present: ["names-task-list"]),
        CueCase(text: "stick it on today's tasks", present: ["names-task-list"]),
        CueCase(text: "buy milk", present: [], absent: ["names-list", "names-task-list"]),
    ]

    @Test(
        "a list named in the text asks for a list; a to-do list, calendar or agenda holds tasks",
        arguments: namedLists)
    func namedListCues(_ c: CueCase) {
        let cues = Self.cues(c.text)
        for cue in c.present { #expect(cues.contains(cue), "\(cues.sorted())") }
        for cue in c.absent { #expect(!cues.contains(cue), "\(cues.sorted())") }
    }

    static let handedMessages = [
        CueCase(text: "give the dentist a quick ring", present: ["handed-message"]),
        CueCase(text: "drop Marta a line about the keys", present: ["handed-message"]),
        CueCase(text: "fire the printers an email", present: ["handed-message"]),
        CueCase(text: "give the fence a coat of paint", present: [], absent: ["handed-message"]),
        CueCase(text: "send a text", present: [], absent: ["handed-message"]),
        CueCase(text: "give away the old pram", present: [], absent: ["handed-message"]),
    ]

    @Test("a call, line or email handed to someone reads as a message to them", arguments: handedMessages)
    func handedMessageCues(_ c: CueCase) {
        let cues = Self.cues(c.text)
        for cue in c.present { #expect(cues.contains(cue), "\(cues.sorted())") }
        for cue in c.absent { #expect(!cues.contains(cue), "\(cues.sorted())") }
    }
}

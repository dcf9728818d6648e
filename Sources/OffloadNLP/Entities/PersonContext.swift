/// What the words around a token say about it being a name.
///
/// A title before it ("Dr Müller", "Ms Ortiz"), a month word the sentence makes a person ("call April", "May's
/// birthday"), or a capitalized word that names a thing or a place ("book Room 101", "cancel Netflix", "watch The
/// Grand Budapest Hotel", "meet Sam at Costa").
enum PersonContext {
    /// Titles written before a name.
    static let honorifics: Set<String> = [
        "dr", "prof", "mr", "mrs", "ms", "mx", "miss", "sir", "dame", "rev", "fr", "doctor", "professor",
    ]

    /// Month words that are also first names.
    static let monthNames: Set<String> = ["april", "may", "june", "august"]

    /// Verbs whose object is often a person, so a capitalized word after them may be a name ("meet Anna", "pay
    /// Ben back").
    static let peopleVerbs: Set<String> = [
        "meet", "visit", "pay", "thank", "invite", "help", "see", "pick", "drop", "collect", "congratulate", "hug",
        "feed", "wish", "hire", "interview", "introduce", "include", "add", "bring", "take", "follow", "ask",
        "tell", "call", "text", "email", "message", "ping", "remind", "check", "send", "give", "show", "lend",
        "write", "answer", "reply", "contact", "ring", "phone",
    ]

    /// Words after which a capitalized word is a title, a thing or a place rather than a person: determiners,
    /// place prepositions, and verbs that act on things ("book", "cancel", "watch").
    static let titleLeads: Set<String> = {
        var leads: Set<String> = [
            "the", "a", "an", "this", "that", "at", "from", "in", "into", "near", "on", "via", "inside", "outside",
            "watch", "read", "listen", "play", "stream", "renew", "subscribe", "unsubscribe", "rewatch", "binge",
        ]
        leads.formUnion(CueLexicon.actionVerbs.words.subtracting(peopleVerbs))
        return leads
    }()

    /// The most capitalized words looked back over to find where a title-case run starts.
    static let longestTitleRun = 6

    /// Whether the capitalized word at `index` names a thing or a place: its run of capitalized words follows a
    /// title lead or starts with a determiner ("The Grand Budapest"), or a number follows it ("Room 101").
    static func namesThing(at index: Int, in scan: EntityScan) -> Bool {
        let tokens = scan.tokens
        if index + 1 < tokens.count, tokens[index + 1].kind == .number { return true }
        var start = index
        while start > 0, index - start < longestTitleRun, tokens[start - 1].kind == .word,
            tokens[start - 1].isCapitalized, !scan.startsSentence(start)
        {
            start -= 1
        }
        if start < index, scan.words[start].person.contains(.titleLead) { return true }
        guard start > 0 else { return false }
        let previous = tokens[start - 1]
        if previous.kind == .punctuation { return InlineMarkers.isQuote(previous) }
        return previous.kind == .word && scan.words[start - 1].person.contains(.titleLead)
    }

    /// Prepositions whose capitalized object is a place, not a person (``EntityWord/Lists/placePreposition``).
    static let placePrepositions: Set<String> = ["in", "near", "around", "outside", "across"]

    /// Words of going somewhere: "to" after one of them leads to a place (``EntityWord/Lists/travelWord``).
    static let travelWords: Set<String> = [
        "fly", "flying", "flew", "flight", "flights", "trip", "trips", "travel", "traveling", "travelling", "drive",
        "driving", "drove", "went", "go", "going", "move", "moving", "moved", "train", "trains", "bus", "ticket",
        "tickets", "road", "holiday", "vacation", "back", "get", "getting",
    ]

    /// Whether the capitalized word at `index` names a place.
    ///
    /// A place follows a place preposition ("went camping in Maine"), or "to" after a word of travel within three
    /// words ("book flights to Lisbon"). A possessive stays a person ("in Anna's bag").
    static func namesPlace(at index: Int, in scan: EntityScan) -> Bool {
        guard index > 0, !scan.tokens[index].isPossessive, scan.tokens[index - 1].kind == .word else { return false }
        if scan.words[index - 1].lists.contains(.placePreposition) { return true }
        guard scan.words[index - 1].lists.contains(.destinationPreposition) else { return false }
        return (max(0, index - 4)..<(index - 1)).contains {
            scan.tokens[$0].kind == .word && scan.words[$0].lists.contains(.travelWord)
        }
    }

    /// Whether the month word at `index` is a person here: no date or a date mention on its own (not part of a
    /// longer date), and right after a communication verb, after "with"/"to" following a communication word, or possessive with a
    /// personal event one or two words on ("May's birthday", "August's leaving party").
    static func isMonthPerson(
        at index: Int, in scan: EntityScan, classes: [PersonWordClass], afterCommunication: Bool
    ) -> Bool {
        let tokens = scan.tokens
        // The date grammar already leaves a month written as a name ("lunch with June") unread; one it read must be
        // a date of its own, not part of a longer one.
        guard classes[index].contains(.monthName), !scan.isDate[index] || scan.wholeDateTokens.contains(index)
        else { return false }
        if index > 0, classes[index - 1].contains(.communicationVerb) { return true }
        if index > 0, afterCommunication, classes[index - 1].contains(.contactPreposition) { return true }
        guard tokens[index].isPossessive else { return false }
        return ((index + 1)..<min(index + 3, tokens.count)).contains { classes[$0].contains(.personalEvent) }
    }

    /// The last token of a titled name starting at `index`, or `nil`.
    ///
    /// "Dr. Müller", "Prof Lee", "Ms Ortiz Vega": the name after the title is capitalized, or any plain word where a communication reaches the title ("email
    /// dr patel", "a voice mail to mr richard").
    static func titledNameEnd(
        at index: Int, in scan: EntityScan, classes: [PersonWordClass], afterCommunication: Bool
    ) -> Int? {
        let tokens = scan.tokens
        guard classes[index].contains(.honorific) else { return nil }
        var next = index + 1
        func skipDot() {
            if next < tokens.count, tokens[next].kind == .punctuation, tokens[next].text == ".",
                !tokens[next].followsSpace
            {
                next += 1
            }
        }
        skipDot()
        // Titles may stack: "Herrn Dr. Schmidt", "Sra. Dra. López".
        while next < tokens.count, tokens[next].kind == .word, classes[next].contains(.honorific), next - index < 4 {
            next += 1
            skipDot()
        }
        let afterVerb =
            index > 0
            && (classes[index - 1].contains(.communicationVerb)
                || (afterCommunication && classes[index - 1].contains(.contactPreposition)))
        let isLong = tokens[index].normalized == "doctor" || tokens[index].normalized == "professor"
        guard next < tokens.count, tokens[next].kind == .word, !scan.isDate[next],
            tokens[next].isCapitalized || (afterVerb && !isLong),
            classes[next].isDisjoint(with: [.notName, .role, .communicationVerb, .communicationNoun, .honorific])
        else { return nil }
        var last = next
        while last + 1 < tokens.count, last - next < 2, !tokens[last].isPossessive, tokens[last + 1].kind == .word,
            tokens[last + 1].isCapitalized, !scan.isDate[last + 1], classes[last + 1].isDisjoint(with: [.notName])
        {
            last += 1
        }
        return last
    }
}

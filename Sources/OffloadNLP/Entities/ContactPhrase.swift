/// Roles and institutions a communication reaches: "call the bank", "email HR", "phone the dentist's office",
/// "message the building manager".
///
/// Read right after a communication verb (or after "to"/"with" following a communication word), past one
/// determiner (or, in a language whose verb comes last, when a communication verb closes the clause: "die
/// Hausverwaltung wegen der Heizung anrufen"): up to ``longestPhrase`` words ending in an institution, a department, a role or a relation word,
/// the words before it naming which ("building manager", not the boss that "manager" alone reads as). The phrase
/// is read as written. A single role or family word is left to the relation rule, which reads it anywhere.
enum ContactPhrase {
    /// Places and organisations people call or write to.
    static let institutions: Set<String> = [
        "bank", "council", "school", "office", "insurance", "insurer", "agency", "clinic", "surgery", "pharmacy",
        "hospital", "embassy", "consulate", "airline", "garage", "helpdesk", "support", "reception", "management",
        "utility", "utilities", "gym", "library", "nursery", "daycare", "university", "college", "registrar", "lab",
        "practice", "department", "desk", "company", "provider", "supplier", "vendor", "restaurant", "hotel", "venue",
        "caterer", "florist", "landlady", "bakery", "salon", "studio", "shop", "store", "team", "committee",
        "association", "club", "court", "police", "station", "authority", "ministry", "firm", "hotline",
    ]

    /// The most words a contact phrase holds.
    static let longestPhrase = 3

    /// The last token of the contact phrase starting at `index`, or `nil` when none starts there.
    static func end(
        at index: Int, in scan: EntityScan, classes: [PersonWordClass], lexicon: EntityLexicon,
        afterCommunication: Bool, reachedByClause: Bool = false
    ) -> Int? {
        guard
            reachedByClause || isReached(at: index, in: scan, classes: classes, afterCommunication: afterCommunication)
        else {
            return nil
        }
        let tokens = scan.tokens
        var lastHead: Int?
        var position = index
        while position < tokens.count, position - index < longestPhrase, tokens[position].kind == .word,
            !scan.isDate[position]
        {
            if isHead(position, in: scan, classes: classes, lexicon: lexicon) {
                lastHead = position
            } else if !isModifier(position, in: scan, classes: classes) {
                break
            }
            position += 1
        }
        guard let lastHead else { return nil }
        let isInstitution = !classes[lastHead].isDisjoint(with: [.institution, .department])
        return lastHead > index || isInstitution ? lastHead : nil
    }

    /// Whether a communication reaches the words at `index`: past up to two determiners ("llamar a la gestoría"),
    /// a communication verb right before them, or a contact preposition right after a communication word ("write
    /// to", "an email to").
    private static func isReached(
        at index: Int, in scan: EntityScan, classes: [PersonWordClass], afterCommunication: Bool
    ) -> Bool {
        var before = index - 1
        while before >= 0 {
            if classes[before].contains(.communicationVerb) { return true }
            if afterCommunication, before > 0, classes[before].contains(.contactPreposition),
                !classes[before - 1].isDisjoint(with: [.communicationVerb, .communicationNoun])
            {
                return true
            }
            guard index - before <= 2, classes[before].contains(.personDeterminer) else { return false }
            before -= 1
        }
        return false
    }

    private static func isHead(
        _ index: Int, in scan: EntityScan, classes: [PersonWordClass], lexicon: EntityLexicon
    ) -> Bool {
        // "it" is a department only when written "IT".
        if scan.tokens[index].normalized == "it" { return scan.tokens[index].text == "IT" }
        return !classes[index].isDisjoint(with: [.institution, .department, .role])
            || (scan.words[index].lists.contains(.relation) && lexicon.relations[scan.tokens[index].normalized] != nil)
    }

    /// A word that can name which institution or role: not a function word, verb, date, name cue or possessive.
    private static func isModifier(_ index: Int, in scan: EntityScan, classes: [PersonWordClass]) -> Bool {
        let excluded: PersonWordClass = [
            .notName, .communicationVerb, .communicationNoun, .priority, .contactPreposition, .personDeterminer,
            .firstName, .honorific,
        ]
        return classes[index].isDisjoint(with: excluded) && !scan.tokens[index].isPossessive
    }
}

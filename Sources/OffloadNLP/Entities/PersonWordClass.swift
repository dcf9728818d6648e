/// The person-related word lists a normalized word belongs to.
///
/// ``PersonRule`` asks up to a dozen list questions per token; one dictionary probe per token answers them all.
struct PersonWordClass: OptionSet {
    let rawValue: UInt16

    static let communicationVerb = PersonWordClass(rawValue: 1 << 0)
    static let communicationNoun = PersonWordClass(rawValue: 1 << 1)
    static let role = PersonWordClass(rawValue: 1 << 2)
    static let notName = PersonWordClass(rawValue: 1 << 3)
    static let department = PersonWordClass(rawValue: 1 << 4)
    static let priority = PersonWordClass(rawValue: 1 << 5)
    static let firstName = PersonWordClass(rawValue: 1 << 6)
    static let contactPreposition = PersonWordClass(rawValue: 1 << 7)
    static let personDeterminer = PersonWordClass(rawValue: 1 << 8)
    static let personalEvent = PersonWordClass(rawValue: 1 << 9)
    static let ambiguousName = PersonWordClass(rawValue: 1 << 10)
    static let honorific = PersonWordClass(rawValue: 1 << 11)
    static let institution = PersonWordClass(rawValue: 1 << 12)
    static let monthName = PersonWordClass(rawValue: 1 << 13)
    static let titleLead = PersonWordClass(rawValue: 1 << 14)

    /// English's words of each class; a language's ``EntityVocabulary`` adds its own.
    static let lists: [(PersonWordClass, [String])] = [
        (.communicationVerb, Array(EntityLexicon.communicationVerbs)),
        (.communicationNoun, Array(PersonRule.communicationNouns)),
        (.role, Array(EntityLexicon.roles)),
        (.notName, Array(EntityLexicon.notNames)),
        (.department, Array(PersonRule.departments)),
        (.priority, Array(PriorityRule.words.keys)),
        (.firstName, Array(EntityLexicon.firstNames)),
        (.contactPreposition, Array(EntityLexicon.contactPrepositions)),
        (.personDeterminer, Array(EntityLexicon.personDeterminers)),
        (.personalEvent, Array(EntityLexicon.personalEvents)),
        (.ambiguousName, Array(PersonRule.ambiguousNames)),
        (.honorific, Array(PersonContext.honorifics)),
        (.institution, Array(ContactPhrase.institutions)),
        (.monthName, Array(PersonContext.monthNames)),
        (.titleLead, Array(PersonContext.titleLeads)),
    ]
}

import OffloadCore

/// What the entity rules and the title cleaner know about one normalized word: the word lists that hold it.
///
/// The rules used to ask a dozen list questions per token, each hashing the word again; one ``WordTable`` probe
/// per token now answers them all.
struct EntityWord: Sendable {
    /// Membership in the word lists of ``ListRule``, ``ListSegmentation``, ``TitleCleaner`` and ``PersonRule``.
    struct Lists: OptionSet, Sendable {
        let rawValue: UInt16

        static let listWord = Lists(rawValue: 1 << 0)
        static let listNameBoundary = Lists(rawValue: 1 << 1)
        static let addVerb = Lists(rawValue: 1 << 2)
        static let notHeader = Lists(rawValue: 1 << 3)
        static let itemsPreposition = Lists(rawValue: 1 << 4)
        static let conjunction = Lists(rawValue: 1 << 5)
        static let dangling = Lists(rawValue: 1 << 6)
        static let dateConnector = Lists(rawValue: 1 << 7)
        /// A relation word of any language's table (the rule still asks its own language's table).
        static let relation = Lists(rawValue: 1 << 8)
    }

    var lists: Lists = []
    /// The ``PersonWordClass`` of the word.
    var person: PersonWordClass = []
    /// The level of a one-word priority cue ("urgent").
    var priority: TaskPriority?
    /// The level a word gives before "priority"/"prio" ("high").
    var level: TaskPriority?

    /// The lists holding `word`; empty for a word on none.
    static func of(_ word: String) -> EntityWord { table.value(for: word) ?? EntityWord() }

    /// The lists holding each token's normalized form, in token order.
    static func of(_ tokens: [Token]) -> [EntityWord] {
        var words: [EntityWord] = []
        words.reserveCapacity(tokens.count)
        for index in tokens.indices { words.append(of(tokens[index].normalized)) }
        return words
    }

    private static let table: WordTable<EntityWord> = {
        var table: [String: EntityWord] = [:]
        let lists: [(Lists, Set<String>)] = [
            (.listWord, ListRule.listWords), (.listNameBoundary, ListRule.nameBoundaries),
            (.addVerb, ListRule.addVerbs), (.notHeader, ListRule.notHeaders),
            (.itemsPreposition, ListRule.itemsPrepositions), (.conjunction, ListSegmentation.conjunctions),
            (.dangling, TitleCleaner.danglingWords), (.dateConnector, TitleCleaner.dateConnectors),
            (
                .relation,
                Set(EntityLexicon.englishRelations.keys).union(EntityLexicon.germanRelations.keys).union(
                    EntityLexicon.spanishRelations.keys)
            ),
        ]
        for (list, words) in lists {
            for word in words { table[word, default: EntityWord()].lists.insert(list) }
        }
        for (word, person) in PersonWordClass.table { table[word, default: EntityWord()].person = person }
        for (word, priority) in PriorityRule.words { table[word, default: EntityWord()].priority = priority }
        for (word, level) in PriorityRule.levels { table[word, default: EntityWord()].level = level }
        return WordTable(table)
    }()
}

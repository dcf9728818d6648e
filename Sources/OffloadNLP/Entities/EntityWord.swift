import OffloadCore

/// What the entity rules and the title cleaner know about one normalized word: the word lists that hold it.
///
/// The rules used to ask a dozen list questions per token, each hashing the word again; one ``WordTable`` probe
/// per token now answers them all. ``EntityLexicon`` builds one table per language.
struct EntityWord: Sendable {
    /// Membership in the word lists of ``ListRule``, ``ListSegmentation``, ``TitleCleaner`` and ``PersonRule``.
    struct Lists: OptionSet, Sendable {
        let rawValue: UInt32

        static let listWord = Lists(rawValue: 1 << 0)
        static let listNameBoundary = Lists(rawValue: 1 << 1)
        static let addVerb = Lists(rawValue: 1 << 2)
        static let notHeader = Lists(rawValue: 1 << 3)
        static let itemsPreposition = Lists(rawValue: 1 << 4)
        static let conjunction = Lists(rawValue: 1 << 5)
        static let dangling = Lists(rawValue: 1 << 6)
        static let dateConnector = Lists(rawValue: 1 << 7)
        /// A relation word of the language's table.
        static let relation = Lists(rawValue: 1 << 8)
        /// A verb leading a shopping list ("buy", "comprar").
        static let shoppingVerb = Lists(rawValue: 1 << 9)
        /// A shopping verb that closes a list in a verb-final language ("Milch, Eier und Brot kaufen").
        static let closingShoppingVerb = Lists(rawValue: 1 << 10)
        /// A thing a shopping list holds ("milk", "Milch").
        static let shopItem = Lists(rawValue: 1 << 11)
        /// A word naming a kind of the item after it ("oat" milk).
        static let itemModifier = Lists(rawValue: 1 << 12)
        /// An article an item may start with, giving no count ("a", "eine", "unos").
        static let article = Lists(rawValue: 1 << 13)
        /// The word between a unit and its item ("of", "de").
        static let unitLink = Lists(rawValue: 1 << 14)
        /// A spoken filler, left out of titles anywhere ("uh", "ähm").
        static let filler = Lists(rawValue: 1 << 15)
        /// A subject before a spoken instruction ("I", "ich").
        static let leadInSubject = Lists(rawValue: 1 << 16)
        /// An adverb around a spoken instruction ("really", "unbedingt").
        static let leadInAdverb = Lists(rawValue: 1 << 17)
        /// A communication verb whose object is the person reached ("anrufen", "fragen"; not "schreiben", which
        /// also takes the thing written).
        static let personObjectVerb = Lists(rawValue: 1 << 18)
        /// A verb that closes its clause in a verb-final language, so a list segment ending in it is a step
        /// ("Zahnarzt anrufen und Termin verschieben").
        static let closingVerb = Lists(rawValue: 1 << 19)
        /// The word between a list word and the list's name ("lista de la compra").
        static let listNameLink = Lists(rawValue: 1 << 20)
        /// A word opening a noun phrase, so a date right after it and before a noun names which one ("the Q3 deck",
        /// "my 3pm call").
        static let determiner = Lists(rawValue: 1 << 21)
        /// A preposition whose capitalized object is a place ("in Maine", "near Leeds").
        static let placePreposition = Lists(rawValue: 1 << 22)
        /// A word of going somewhere, after which "to" leads to a place ("flights to Lisbon", "drive to Denver").
        static let travelWord = Lists(rawValue: 1 << 23)
        /// A preposition of direction ("to"), which after a ``travelWord`` leads to a place.
        static let destinationPreposition = Lists(rawValue: 1 << 24)
        /// A preposition that marks a person as the object of a verb (Spanish "a": "recordar a Pablo que…").
        static let personalPreposition = Lists(rawValue: 1 << 25)
    }

    var lists: Lists = []
    /// The ``PersonWordClass`` of the word.
    var person: PersonWordClass = []
    /// The level of a one-word priority cue ("urgent").
    var priority: TaskPriority?
    /// The level a word gives before "priority"/"prio" ("high").
    var level: TaskPriority?
    /// The singular unit a unit word stands for ("loaves" → "loaf").
    var unit: String?
    /// The count a spelled number stands for ("two" → 2).
    var number: Double?

    /// English's lists with `vocabulary`'s words added; `relations` are the relation words of the merged table.
    static func table(adding vocabulary: EntityVocabulary, relations: Set<String>) -> WordTable<EntityWord> {
        var table: [String: EntityWord] = [:]
        let lists: [(Lists, Set<String>)] = [
            (.listWord, ListRule.listWords), (.listNameBoundary, ListRule.nameBoundaries),
            (.addVerb, ListRule.addVerbs), (.notHeader, ListRule.notHeaders),
            (.itemsPreposition, ListRule.itemsPrepositions), (.conjunction, ListSegmentation.conjunctions),
            (.dangling, TitleCleaner.danglingWords), (.dateConnector, TitleCleaner.dateConnectors),
            (.relation, relations), (.shoppingVerb, ListLexicon.shoppingVerbs),
            (.shopItem, ListLexicon.food.union(ListLexicon.household)), (.itemModifier, ListLexicon.modifiers),
            (.article, ListItemReading.articles), (.unitLink, ["of"]), (.filler, SpokenLeadIn.fillers),
            (.leadInSubject, SpokenLeadIn.subjects), (.leadInAdverb, SpokenLeadIn.adverbs),
            (.determiner, TitleCleaner.determiners), (.placePreposition, PersonContext.placePrepositions),
            (.travelWord, PersonContext.travelWords), (.destinationPreposition, ["to", "into", "towards"]),
        ]
        for (list, words) in lists + vocabulary.lists {
            for word in words { table[word, default: EntityWord()].lists.insert(list) }
        }
        let classes =
            PersonWordClass.lists + vocabulary.personClasses.map { ($0.0, Array($0.1)) }
            + [(.priority, Array(vocabulary.priorities.keys))]
        for (wordClass, words) in classes {
            for word in words { table[word, default: EntityWord()].person.insert(wordClass) }
        }
        for (word, priority) in PriorityRule.words.merging(
            vocabulary.priorities, uniquingKeysWith: { first, _ in first })
        {
            table[word, default: EntityWord()].priority = priority
        }
        for (word, level) in PriorityRule.levels { table[word, default: EntityWord()].level = level }
        for (word, unit) in ListItemReading.units.merging(vocabulary.units, uniquingKeysWith: { first, _ in first }) {
            table[word, default: EntityWord()].unit = unit
        }
        let numbers = ListItemReading.numberWords.merging(vocabulary.numberWords) { first, _ in first }
        for (word, number) in numbers { table[word, default: EntityWord()].number = number }
        return WordTable(table)
    }
}

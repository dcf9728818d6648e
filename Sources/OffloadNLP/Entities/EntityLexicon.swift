/// The word tables the entity rules and the title cleaner look up for one language, keyed by ``Token/normalized``
/// (lower case, no diacritics).
///
/// English is always on; a German or Spanish capture adds that language's ``EntityVocabulary`` (its relation
/// words, roles, list words, units and lead-ins), so "Chef" stays a cook in English captures. The language is
/// chosen once here, by its code; the rules read the merged tables as values.
///
/// A class: every rule, the scan and the title cleaner pass it around for every capture, and a copy should cost one
/// reference count, not one per table.
final class EntityLexicon: Sendable {
    /// Relation word → its canonical English reading ("mum" → "mom", "mama" → "mom").
    let relations: [String: String]
    /// Spoken instructions a title leaves out at its start ("remind me to", "tengo que"), by their first word.
    let instructions: [String: [[String]]]
    /// Words or phrases that open a spoken sentence ("so", "o sea"), by their first word.
    let openers: [String: [[String]]]
    /// Endings that make a capitalized word a common noun (empty for a language that capitalizes names only).
    let nounSuffixes: WordEndings
    /// Whether a capital inside a sentence says nothing about a name (German capitalizes every noun).
    let capitalizesNouns: Bool
    /// Whether a clause's verb comes last, reaching back to the contact before it ("Oma anrufen").
    let closesClauseWithVerb: Bool
    /// What each word is, one probe per token.
    private let table: WordTable<EntityWord>

    /// The lexicon for the language code `language` (`en`, `de`, `es`); English for any other code.
    static func forLanguage(_ language: String) -> EntityLexicon {
        all[LanguagePack.index(of: language)]
    }

    /// English alone.
    static let english = all[0]

    /// The lexicon of each ``LanguagePack``, in ``LanguagePack/all`` order, built once.
    private static let all = LanguagePack.all.map { EntityLexicon(adding: $0.entities) }

    private init(adding vocabulary: EntityVocabulary) {
        relations = Self.englishRelations.merging(vocabulary.relations) { first, _ in first }
        instructions = Self.byFirstWord(SpokenLeadIn.instructions + vocabulary.instructions)
        openers = Self.byFirstWord(SpokenLeadIn.openers.map { [$0] } + vocabulary.openers)
        nounSuffixes = WordEndings(vocabulary.nounSuffixes)
        capitalizesNouns = vocabulary.capitalizesNouns
        closesClauseWithVerb = vocabulary.closesClauseWithVerb
        table = EntityWord.table(adding: vocabulary, relations: Set(relations.keys))
    }

    /// `phrases` grouped by their first word, each group in the phrases' order: a title looks up the word it is at
    /// instead of comparing every phrase.
    private static func byFirstWord(_ phrases: [[String]]) -> [String: [[String]]] {
        Dictionary(grouping: phrases.filter { !$0.isEmpty }) { $0[0] }
    }

    /// The lists holding `word`; empty for a word on none.
    func word(_ word: String) -> EntityWord { table.value(for: word) ?? EntityWord() }

    /// The lists holding each token's normalized form, in token order.
    func words(of tokens: [Token]) -> [EntityWord] {
        var words: [EntityWord] = []
        words.reserveCapacity(tokens.count)
        for index in tokens.indices { words.append(word(tokens[index].normalized)) }
        return words
    }

    /// Endings of everyday English words that are no first names ("meeting", "performance", "notification").
    static let everydayEndings: WordEndings = [
        "ing", "tion", "tions", "sion", "ment", "ments", "ness", "ity", "ous", "ful", "able",
    ]

    /// Whether the lower-case `word` (normalized) is an everyday word rather than a name: an action verb ("to talk
    /// to", "a reason to meet") or a word of five letters or more with an everyday ending ("for performance").
    func isEverydayWord(_ word: String) -> Bool {
        if CueLexicon.actionVerbs.contains(word) { return true }
        guard word.utf8.count >= 5 else { return false }
        return Self.everydayEndings.matches(word) || isCommonNoun(word)
    }

    /// Whether the capitalized `word` (normalized) reads as a common noun by its ending ("rechnung").
    func isCommonNoun(_ word: String) -> Bool {
        nounSuffixes.matches(word, moreCharactersThan: 1)
    }

    static let englishRelations: [String: String] = {
        var table: [String: String] = [:]
        let groups: [(String, [String])] = [
            ("mom", ["mom", "mum", "mommy", "mummy", "mother", "momma", "mama"]),
            ("dad", ["dad", "daddy", "father", "papa", "pops"]),
            ("sister", ["sis", "sister"]), ("brother", ["bro", "brother"]),
            ("grandmother", ["grandma", "granny", "nana", "grandmother", "gran"]),
            ("grandfather", ["grandpa", "grandad", "granddad", "grandfather"]),
            ("aunt", ["aunt", "auntie"]), ("uncle", ["uncle"]), ("cousin", ["cousin"]), ("niece", ["niece"]),
            ("nephew", ["nephew"]), ("son", ["son"]), ("daughter", ["daughter"]), ("wife", ["wife", "wifey"]),
            ("husband", ["husband", "hubby"]), ("partner", ["partner"]), ("boyfriend", ["boyfriend", "bf"]),
            ("girlfriend", ["girlfriend", "gf"]), ("fiance", ["fiance", "fiancee"]), ("parents", ["parents"]),
            ("boss", ["boss", "bosses", "manager"]), ("landlord", ["landlord", "landlady"]),
            ("roommate", ["roommate", "flatmate", "housemate"]), ("neighbor", ["neighbor", "neighbour"]),
            ("colleague", ["colleague", "coworker", "co-worker"]), ("friend", ["friend", "bestie"]),
            ("in-laws", ["in-laws", "inlaws"]),
        ]
        for (canonical, words) in groups { for word in words { table[word] = canonical } }
        return table
    }()

    /// People known by their trade: a relation only after "the"/"my" or a communication verb ("call the plumber"),
    /// so "dentist next tue" stays an appointment.
    static let roles: Set<String> = [
        "plumber", "electrician", "mechanic", "accountant", "lawyer", "vet", "doctor", "dentist", "prof", "professor",
        "teacher", "tutor", "coach", "babysitter", "nanny", "contractor", "builder", "gardener", "cleaner",
        "therapist", "landlord", "recruiter", "advisor", "supervisor", "doc", "pharmacist", "hairdresser", "barber",
    ]

    /// English verbs after which the next name is the person to contact (each language adds its own).
    static let communicationVerbs: Set<String> = [
        "call", "ring", "phone", "email", "e-mail", "mail", "text", "txt", "message", "msg", "ping", "tell", "ask",
        "remind", "dm", "contact", "reply", "answer", "meet", "visit", "invite", "thank", "congratulate", "wish",
        "facetime", "skype", "whatsapp", "telegram", "write", "respond", "notify", "inform",
    ]

    /// Words that carry a name after them when a communication word came earlier ("send an email to bob").
    static let contactPrepositions: Set<String> = ["to", "from", "with", "for", "a", "an"]

    /// English words that come between a verb and the person ("call my mom"; Spanish adds "la": "llamar a la abuela").
    static let personDeterminers: Set<String> = ["my", "the", "our", "your", "a"]

    /// Words after a possessive that make a lower-case possessive a person ("tom's birthday").
    static let personalEvents: Set<String> = [
        "birthday", "bday", "party", "wedding", "gift", "present", "graduation", "anniversary", "house", "place",
        "recital", "game", "shower", "funeral", "flight", "email", "number", "car", "kids", "dog", "cat", "mom", "dad",
        "address", "phone", "cell", "contact", "details", "info", "keys", "bike", "room", "wife", "husband",
    ]

    /// Common first names, for lower-case text where capitals cannot help.
    static let firstNames: Set<String> = [
        "anna", "anne", "amy", "alice", "alex", "adam", "andrew", "andy", "ashley", "ben", "bob", "brian", "chris",
        "charlie", "chloe", "claire", "dan", "daniel", "dave", "david", "derek", "emily", "emma", "eric", "eva",
        "frank", "george", "grace", "hannah", "harry", "helen", "jack", "jake", "james", "jane", "jason", "jen",
        "jenny", "jennifer", "jess", "jessica", "jim", "joe", "john", "jon", "josh", "julia", "kate", "katie",
        "kevin", "laura", "lisa", "linda", "lucy", "luke", "maria", "mark", "mary", "matt", "matthew", "max", "mia",
        "michael", "mike", "nick", "nina", "olivia", "paul", "peter", "rachel", "renee", "rob", "robert", "ryan",
        "sam", "sara", "sarah", "scott", "sophie", "steve", "susan", "tim", "tom", "tony", "will", "zoe", "ahmed",
        "ali", "carlos", "jose", "juan", "lena", "lukas", "hans", "pedro", "sofia", "bill", "kim", "liz", "meg",
        "nancy", "oscar", "pat", "rick", "ron", "ted", "tina", "vicky", "bella", "carol", "dana", "ella", "fred",
        "gina", "ivan", "jill", "karen", "leo", "mona", "nora", "ollie", "pam", "rita", "sue", "tara", "victor",
    ]

    /// Words that are never a name even when they follow a verb or start with a capital.
    static let notNames: Set<String> = [
        "a", "an", "the", "my", "your", "his", "her", "our", "their", "its", "me", "him", "them", "us", "it", "you",
        "i", "we", "they", "this", "that", "these", "those", "about", "re", "regarding", "for", "on", "at", "to",
        "in", "from", "with", "back", "up", "out", "and", "or", "but", "if", "when", "asap", "now", "later", "soon",
        "again", "please", "all", "everyone", "everybody", "someone", "somebody", "anyone", "people", "team",
        "list", "email", "emails", "message", "text", "call", "phone", "number", "reminder", "alarm", "meeting",
        "event", "new", "some", "any", "what", "who", "how", "why", "where", "is", "was", "are", "be", "do", "does",
        "did", "have", "has", "had", "will", "would", "can", "could", "should", "not", "no", "yes", "ok", "there",
        "here", "mail", "bank", "office", "insurance", "school", "work", "home", "support", "service", "company",
        "client", "clients", "customer", "store", "shop", "pharmacy", "hospital", "clinic", "restaurant", "hotel",
        "airline", "council", "gym", "uber", "taxi", "cab", "order", "confirm", "cancel", "book", "reschedule",
        "whole", "group", "family", "friends", "urgent", "important", "todo", "re:", "fwd", "tonight", "today",
        "tomorrow", "later", "saying", "telling", "asking", "so", "than", "then", "just", "also", "too", "very",
        "one", "two", "three", "olly", "alexa", "siri", "google", "facebook", "twitter", "instagram", "of", "by",
        "via", "off", "over", "into", "onto", "as", "whether", "which", "an", "each", "every", "set", "add", "remove",
        "create", "make", "send", "get", "buy", "pick", "check", "find", "let", "know", "look", "see", "read",
        "write", "sent", "new", "last", "next", "first", "monday", "tuesday", "wednesday", "thursday", "friday",
        "saturday", "sunday", "january", "february", "april", "june", "july", "august", "september", "october",
        "november", "december", "note", "idea", "info", "details", "meeting", "appointment", "doc", "docs", "pdf",
        "address", "addresses", "information", "contact", "contacts", "id", "name", "named", "something", "inbox",
        "attachment", "attachments", "hour", "complaint", "tweet", "detail", "yet", "down", "recently", "stop", "go",
        "take", "give", "received", "since", "numbers", "messages", "best", "whom", "being", "unread", "bring",
        "move", "lunch", "topic", "old", "location", "future", "period", "date", "help", "happy", "thanks", "thank",
        "everything", "nothing", "anything", "mine", "yours", "amazon", "comcast", "walmart", "im", "ill",
    ]
}

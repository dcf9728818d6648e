/// The words behind the classifier's keyword cues in one language, keyed by normalized token text (lower case,
/// diacritics folded: "zurückrufen" is "zuruckrufen").
///
/// ``CueAnalysis`` reads them as values; no cue names a language. Each language's model is trained with its own
/// words, so the cues' weights are learned per language.
///
/// A class: the cue analysis of every capture and clause passes it around, and a copy should cost one reference
/// count, not one per word set.
final class CueWords: Sendable {
    /// Verbs that start a call, email or message.
    let communicationVerbs: WordSet
    /// Words that open a note rather than something to do.
    let noteStarters: WordSet
    /// Words that open a multi-step project.
    let planStarters: WordSet
    /// Verbs that start a task or a plan step.
    let actionVerbs: WordSet
    /// Fillers skipped before the first meaningful word ("pls", "need to", "ich muss", "tengo que").
    let leadingFillers: WordSet
    /// Verbs that ask for a reminder ("remind"); the word after them tells whose it is.
    let remindVerbs: WordSet
    /// Words after a remind verb that make the reminder the writer's own ("me", "mich").
    let selfObjects: WordSet
    /// Words that open a question or a wondering rather than an action.
    let questionWords: WordSet
    /// Verbs that make a statement about the world ("is", "ist", "es").
    let statementVerbs: WordSet
    /// Nouns for a message someone sent or expects.
    let communicationNouns: WordSet
    /// Words before a message noun that make it the object of the verb ("return *her* call").
    let messageDeterminers: WordSet
    /// Nouns that name a list.
    let listNouns: WordSet
    /// Words that make a named list one of tasks rather than of items.
    let taskListNames: WordSet
    /// Verbs that hand a message to someone ("give", "drop").
    let handingVerbs: WordSet
    /// The articles between a handing verb's person and the message ("a", "an").
    let handedArticles: WordSet
    /// Messages that can be handed ("a call", "a line").
    let handedMessages: WordSet
    /// Words that end one step and start the next ("then", "dann", "luego").
    let stepBreaks: WordSet
    /// Words that join two items between words ("and", "und", "y").
    let itemJoins: WordSet
    /// How the language marks a past participle, for the past-tense cue.
    let pastTense: PastTenseForm
    /// Whether commands put the verb last ("Mama anrufen"): the last word of the first clause and of each segment
    /// is read as a verb, beside the first.
    let isVerbFinal: Bool
    /// Corrects typos of the language's cue words.
    let typoCorrector: TypoCorrector
    /// How the language's infinitive looks, for verbs no word list holds.
    let infinitive: InfinitiveForm
    /// How the language joins words into one ("Zeckenimpfung", "vorbestellen"), for words the model does not know.
    let compounds: CompoundForm
    /// How a bare command looks where commands end with the verb, for a note that is one (``CommandClause``).
    let command: CommandForm
    /// How the language says that something needs a new thing, which asks to get it (``NeedStatement``).
    let need: NeedForm
    /// How the language opens a log of what was done or seen (``LogStatement``).
    let log: LogForm
    /// How the language tells what someone else wants or said (``ReportedStatement``).
    let report: ReportForm
    /// Verbs that make a text a message, first in it (after fillers) and before someone other than the writer.
    ///
    /// "remind Jason to pick Kaylee up", "tell Raju to come at eight"; "remind me to …" is the writer's own
    /// reminder. Empty in a language that lists none.
    let messageLeads: WordSet
    /// Words after a message lead that make its object a thing or the writer's own ("remind this event in future",
    /// "remind my mum …" is read by the model).
    let impersonalObjects: WordSet

    /// Creates the words of one language.
    init(
        communicationVerbs: WordSet, noteStarters: WordSet, planStarters: WordSet, actionVerbs: WordSet,
        leadingFillers: WordSet, remindVerbs: WordSet, selfObjects: WordSet, questionWords: WordSet,
        statementVerbs: WordSet, communicationNouns: WordSet, messageDeterminers: WordSet, listNouns: WordSet,
        taskListNames: WordSet, handingVerbs: WordSet, handedArticles: WordSet, handedMessages: WordSet,
        stepBreaks: WordSet, itemJoins: WordSet, pastTense: PastTenseForm, isVerbFinal: Bool,
        typoCorrector: TypoCorrector, infinitive: InfinitiveForm = InfinitiveForm(),
        compounds: CompoundForm = CompoundForm(), command: CommandForm = CommandForm(), need: NeedForm = NeedForm(),
        log: LogForm = LogForm(), report: ReportForm = ReportForm(), messageLeads: WordSet = [],
        impersonalObjects: WordSet = []
    ) {
        self.communicationVerbs = communicationVerbs
        self.noteStarters = noteStarters
        self.planStarters = planStarters
        self.actionVerbs = actionVerbs
        self.leadingFillers = leadingFillers
        self.remindVerbs = remindVerbs
        self.selfObjects = selfObjects
        self.questionWords = questionWords
        self.statementVerbs = statementVerbs
        self.communicationNouns = communicationNouns
        self.messageDeterminers = messageDeterminers
        self.listNouns = listNouns
        self.taskListNames = taskListNames
        self.handingVerbs = handingVerbs
        self.handedArticles = handedArticles
        self.handedMessages = handedMessages
        self.stepBreaks = stepBreaks
        self.itemJoins = itemJoins
        self.pastTense = pastTense
        self.isVerbFinal = isVerbFinal
        self.typoCorrector = typoCorrector
        self.infinitive = infinitive
        self.compounds = compounds
        self.command = command
        self.need = need
        self.log = log
        self.report = report
        self.messageLeads = messageLeads
        self.impersonalObjects = impersonalObjects
    }

    /// Whether `word` (a ``Token/normalized`` form) is one of the language's action or communication verbs.
    func isKnownVerb(_ word: String) -> Bool {
        actionVerbs.contains(word) || communicationVerbs.contains(word)
    }

    /// Whether `word` (a ``Token/normalized`` form) makes its clause a statement: a statement verb, or a subject or
    /// finite verb of ``CommandForm/statementWords``.
    func isStatementWord(_ word: String) -> Bool {
        statementVerbs.contains(word) || command.statementWords.contains(word)
    }

    /// Whether `word` is a known action verb, or one joined to a prefix where the language joins words
    /// ("rausstellen": "raus" + "stellen").
    func isActionVerb(joined word: String) -> Bool {
        actionVerbs.contains(word) || compounds.head(of: word, isKnownWord: actionVerbs.contains) != nil
    }

    /// Whether `token` reads as a verb: a known action or communication verb, or a word shaped like the language's
    /// infinitive.
    func isVerb(_ token: Token) -> Bool {
        isKnownVerb(token.normalized) || infinitive.matches(token)
    }

    /// The words of a language code; English for a language without its own.
    static func forLanguage(_ code: String) -> CueWords {
        LanguagePack.all[LanguagePack.index(of: code)].cues
    }
}

/// How a language's infinitive looks, so that a verb no word list holds still reads as one: "rausstellen",
/// "umtauschen", "fumigar", "encargarle".
///
/// Empty (no endings) where the infinitive has no ending of its own (English).
struct InfinitiveForm: Sendable {
    /// How an infinitive ends ("en", "rn", "ln"; "ar", "er", "ir"), on the normalized word.
    var endings: [String] = []
    /// Pronouns glued after an infinitive ("le", "lo", "se": "avisarle", "comprárselo"), at most two.
    var enclitics: [String] = []
    /// The fewest characters an infinitive-shaped word has.
    var minimumLength = 5
    /// Whether a word typed with a capital is a noun, not a verb ("Tomaten", "Unterlagen").
    var capitalizesNouns = false
    /// Words with the shape that are no verbs ("morgen", "einen", "ayer", "lugar").
    var exceptions: WordSet = []
    /// Endings of nouns that no infinitive has, read on words of ``minimumNounLength`` characters or more: a plural
    /// typed in lower case ("dichtungen", "portionen") is no verb.
    var nounEndings: [String] = []
    /// The fewest characters of a word read by its noun ending ("düngen" is a verb).
    var minimumNounLength = 8

    /// Whether `word` (a ``Token/normalized`` form) ends like an infinitive, whatever else it is.
    func hasEnding(_ word: String) -> Bool {
        endings.contains { word.hasSuffix($0) }
    }

    /// Whether `token`, a word, is shaped like an infinitive.
    func matches(_ token: Token) -> Bool {
        guard !endings.isEmpty, token.kind == .word else { return false }
        var word = Substring(token.normalized)
        guard word.count >= minimumLength, !exceptions.contains(token.normalized) else { return false }
        if word.count >= minimumNounLength, nounEndings.contains(where: { word.hasSuffix($0) }) { return false }
        if capitalizesNouns, token.text.first?.isUppercase == true { return false }
        for _ in 0..<2 {
            guard let pronoun = enclitics.first(where: { word.hasSuffix($0) && word.count - $0.count >= 4 }) else {
                break
            }
            if endings.contains(where: { word.hasSuffix($0) }) { break }
            word = word.dropLast(pronoun.count)
        }
        return endings.contains { word.hasSuffix($0) }
    }
}

/// How a language joins words into one, so that a word the model never saw reads as its last part, the head, when
/// the model knows that: "Zeckenimpfung" as "impfung", "vorbestellen" as "bestellen", "Sehtest" as "test".
///
/// Off (`joins` false) where words are written apart (English, Spanish).
struct CompoundForm: Sendable {
    /// Whether the language writes compounds as one word.
    var joins = false
    /// The fewest characters of the head.
    var minimumHead = 4
    /// The fewest characters before the head.
    var minimumModifier = 2
    /// The most characters of the head: the endings tried are this long at most, so a word of any length costs the
    /// same few probes ("Versicherungsbestätigung" has its head in its last 20 letters).
    var maximumHead = 20

    /// The longest proper ending of `word`, at most ``maximumHead`` characters, that `isKnownWord` knows and that is
    /// long enough to be a head, or `nil`.
    func head(of word: String, isKnownWord: (String) -> Bool) -> String? {
        guard joins else { return nil }
        let characters = Array(word)
        guard characters.count >= minimumModifier + minimumHead else { return nil }
        let first = max(minimumModifier, characters.count - maximumHead)
        for start in first...(characters.count - minimumHead) {
            let ending = String(characters[start...])
            if isKnownWord(ending) { return ending }
        }
        return nil
    }
}

/// How a language writes a past participle: a suffix ("-ed", "-ado"), optionally after a prefix ("ge-…-t").
struct PastTenseForm: Sendable {
    /// Endings of the participle.
    var suffixes: [String]
    /// A prefix it also needs, or empty.
    var prefix: String
    /// The fewest characters (UTF-8 bytes) a word needs to count.
    var minimumLength: Int

    /// Whether `word` reads as a past participle.
    func matches(_ word: String) -> Bool {
        word.utf8.count >= minimumLength && (prefix.isEmpty || word.hasPrefix(prefix))
            && suffixes.contains { word.hasSuffix($0) }
    }
}

extension CueWords {
    /// English, from ``CueLexicon``.
    static let english: CueWords = {
        let lexicon = CueWords(
            communicationVerbs: CueLexicon.communicationVerbs, noteStarters: CueLexicon.noteStarters,
            planStarters: CueLexicon.planStarters, actionVerbs: CueLexicon.actionVerbs,
            leadingFillers: CueLexicon.leadingFillers, remindVerbs: ["remind"], selfObjects: CueLexicon.selfObjects,
            questionWords: CueLexicon.questionWords, statementVerbs: CueLexicon.statementVerbs,
            communicationNouns: CueLexicon.communicationNouns,
            messageDeterminers: ["the", "her", "his", "their", "my", "your", "our"], listNouns: CueLexicon.listNouns,
            taskListNames: CueLexicon.taskListNames, handingVerbs: CueLexicon.handingVerbs,
            handedArticles: ["a", "an"], handedMessages: CueLexicon.handedMessages, stepBreaks: ["then"],
            itemJoins: ["and"], pastTense: PastTenseForm(suffixes: ["ed"], prefix: "", minimumLength: 5),
            isVerbFinal: false, typoCorrector: TypoCorrector.cueWords,
            // "photocopy the prelim papers for 4B": a word before an object's determiner commands.
            command: CommandForm(
                reads: true,
                objectDeterminers: [
                    "the", "a", "an", "my", "your", "our", "his", "her", "their", "this", "these", "those", "some",
                ],
                nonVerbs: [
                    "after", "before", "in", "on", "at", "for", "with", "from", "to", "into", "onto", "about", "of",
                    "by", "over", "under", "during", "since", "until", "till", "all", "both", "half", "what", "which",
                    "when", "where", "why", "how", "who", "whose", "if", "as", "so", "and", "or", "but", "not", "no",
                    "just", "only", "even", "also", "then", "than", "there", "here", "it", "its", "is", "was", "are",
                    "were", "be", "been", "i", "we", "you", "he", "she", "they", "me", "us", "him", "them", "that",
                    "this", "the", "a", "an", "my", "your", "our", "his", "her", "their", "like", "love", "loved",
                    "got", "did", "does", "do", "has", "had", "have", "says", "sent", "read", "maybe", "perhaps", "via",
                    "per", "across", "around", "through", "between", "behind", "near", "without", "within", "beyond",
                    "against", "towards", "toward", "upon", "off", "out", "up", "down", "once", "every", "each", "any",
                    "more", "most", "less", "least", "one", "two", "three", "first", "last", "next",
                ],
                nonVerbEndings: ["ly", "ing", "'s", "s'"]),
            // "the car needs new wiper blades", "we still need a gift for Till".
            need: NeedForm(
                verbs: ["need", "needs"], newWords: ["new", "fresh", "another", "replacement", "spare"],
                stillWords: ["still"], articles: ["a", "an", "some"],
                negations: ["no", "not", "never", "wont", "won't", "isnt", "isn't", "doesnt", "doesn't", "aint"],
                // "press under the sink is leaking again", "the geyser is not heating properly".
                faultWords: [
                    "leaking", "leaks", "leaky", "busted", "broken", "dripping", "drips", "blocked", "clogged",
                    "jammed", "cracked", "faulty", "mouldy", "moldy", "squeaking", "rattling",
                ],
                failingVerbs: ["working", "work", "works", "heating", "shut", "closing", "close", "starting", "start"]),
            // "slept badly again", "drew it out by hand first": a log, not a command.
            log: LogForm(
                irregularPasts: [
                    "slept", "drew", "went", "saw", "met", "ate", "drank", "took", "gave", "found", "felt", "heard",
                    "bought", "sold", "won", "lost", "wrote", "ran", "came", "knew", "grew", "threw", "flew", "rode",
                    "spoke", "broke", "chose", "forgot", "understood", "spent", "caught", "taught", "brought",
                    "fought", "stood", "began", "swam", "sang", "drove", "woke", "wore", "tore", "hid", "fell", "held",
                    "meant", "made", "said", "told", "thought", "kept", "left", "paid", "built",
                ],
                subjects: ["i", "we"]),
            // "i'm broke", "we're not working tomorrow": the writer's own state.
            report: ReportForm(ownSubjects: ["i", "im", "i'm", "we", "we're"]),
            // "remind Jason to pick Kaylee up", "tell Raju to come at eight": a message to them ("remind me to …" is
            // the writer's own).
            messageLeads: ["remind", "tell"],
            impersonalObjects: [
                "the", "a", "an", "this", "that", "these", "those", "my", "our", "your", "it", "upcoming", "next",
                "every", "all", "any", "some",
            ])
        return lexicon
    }()

    /// The words of a language written as people type them, with and without diacritics: "zurückrufen" gives
    /// "zuruckrufen" (as tokens normalize it) and "zurueckrufen" (as it is typed without umlauts).
    static func spellings(_ words: [String]) -> WordSet {
        let normalizer = TextNormalizer()
        var forms: Set<String> = []
        for word in words {
            forms.insert(normalizer.foldForMatching(word))
            var transliterated = word.lowercased()
            for (umlaut, spelled) in [("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss")] {
                transliterated = transliterated.replacingOccurrences(of: umlaut, with: spelled)
            }
            forms.insert(normalizer.foldForMatching(transliterated))
        }
        return WordSet(forms)
    }

    /// A typo corrector over the language's verbs and starters, plus `extra` words.
    static func corrector(_ sets: [WordSet], extra: [String]) -> TypoCorrector {
        TypoCorrector(lexicon: sets.reduce(Set(extra)) { $0.union($1.words) })
    }
}

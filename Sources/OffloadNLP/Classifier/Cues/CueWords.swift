/// The words behind the classifier's keyword cues in one language, keyed by normalized token text (lower case,
/// diacritics folded: "zurückrufen" is "zuruckrufen").
///
/// ``CueAnalysis`` reads them as values; no cue names a language. Each language's model is trained with its own
/// words, so the cues' weights are learned per language.
struct CueWords: Sendable {
    /// Verbs that start a call, email or message.
    var communicationVerbs: WordSet
    /// Words that open a note rather than something to do.
    var noteStarters: WordSet
    /// Words that open a multi-step project.
    var planStarters: WordSet
    /// Verbs that start a task or a plan step.
    var actionVerbs: WordSet
    /// Fillers skipped before the first meaningful word ("pls", "need to", "ich muss", "tengo que").
    var leadingFillers: WordSet
    /// Verbs that ask for a reminder ("remind"); the word after them tells whose it is.
    var remindVerbs: WordSet
    /// Words after a remind verb that make the reminder the writer's own ("me", "mich").
    var selfObjects: WordSet
    /// Words that open a question or a wondering rather than an action.
    var questionWords: WordSet
    /// Verbs that make a statement about the world ("is", "ist", "es").
    var statementVerbs: WordSet
    /// Nouns for a message someone sent or expects.
    var communicationNouns: WordSet
    /// Words before a message noun that make it the object of the verb ("return *her* call").
    var messageDeterminers: WordSet
    /// Nouns that name a list.
    var listNouns: WordSet
    /// Words that make a named list one of tasks rather than of items.
    var taskListNames: WordSet
    /// Verbs that hand a message to someone ("give", "drop").
    var handingVerbs: WordSet
    /// The articles between a handing verb's person and the message ("a", "an").
    var handedArticles: WordSet
    /// Messages that can be handed ("a call", "a line").
    var handedMessages: WordSet
    /// Words that end one step and start the next ("then", "dann", "luego").
    var stepBreaks: WordSet
    /// Words that join two items between words ("and", "und", "y").
    var itemJoins: WordSet
    /// How the language marks a past participle, for the past-tense cue.
    var pastTense: PastTenseForm
    /// Whether commands put the verb last ("Mama anrufen"): the last word of the first clause and of each segment
    /// is read as a verb, beside the first.
    var isVerbFinal: Bool
    /// Corrects typos of the language's cue words.
    let typoCorrector: TypoCorrector

    /// The words of a language code; English for a language without its own.
    static func forLanguage(_ code: String) -> CueWords {
        switch code {
        case "de": german
        case "es": spanish
        default: english
        }
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
            isVerbFinal: false, typoCorrector: TypoCorrector.cueWords)
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

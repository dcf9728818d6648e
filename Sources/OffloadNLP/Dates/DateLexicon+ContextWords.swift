/// The lexicon entries that qualify date words rather than being dates: the words of the rules a language adds to
/// the shared grammar (clock words, articles, labels).
extension DateLexicon {
    /// Marks the context words of `table` through `update`, which sets the entry of a key in every spelling.
    static func addContextWords(of table: LexiconTable, _ update: (String, (inout DateLexeme) -> Void) -> Void) {
        for key in table.nounsAfterArticle { update(key) { $0.isNounAfterArticle = true } }
        for key in table.dayAfterPrefixes { update(key) { $0.isDayAfterPrefix = true } }
        for key in table.postposedModifiers { update(key) { $0.isPostposedModifier = true } }
        for key in table.dayArticles { update(key) { $0.isDayArticle = true } }
        for key in table.daypartAdverbs { update(key) { $0.isDaypartAdverb = true } }
        for key in table.capitalsOnly { update(key) { $0.needsCapitals = true } }
        for key in table.accentedOnly { update(key) { $0.needsAccent = true } }
        for key in table.labelNouns { update(key) { $0.isLabelNoun = true } }
        for (key, value) in table.minutesBeforeHour { update(key) { $0.minutesBeforeHour = Int8(value) } }
        for (key, value) in table.minutesPastHour { update(key) { $0.minutesPastHour = Int8(value) } }
        for key in table.anniversaryWords { update(key) { $0.isAnniversary = true } }
        for key in table.measureNouns { update(key) { $0.isMeasureNoun = true } }
        for key in table.readingUnits { update(key) { $0.isReadingUnit = true } }
        for key in table.readingLabels { update(key) { $0.isReadingLabel = true } }
        for key in table.exceptWords { update(key) { $0.isExceptWord = true } }
        for key in table.conditionWords { update(key) { $0.isConditionWord = true } }
        for key in table.invertedConditionWords { update(key) { $0.isInvertedCondition = true } }
        for key in table.greetingAdjectives { update(key) { $0.isGreetingAdjective = true } }
        for key in table.negationWords { update(key) { $0.isNegation = true } }
        for key in table.negationTails { update(key) { $0.isNegationTail = true } }
        for key in table.speechVerbs { update(key) { $0.isSpeechVerb = true } }
        for key in table.awayWords { update(key) { $0.isAwayWord = true } }
        for key in table.weatherWords { update(key) { $0.isWeatherWord = true } }
        for key in table.namingWords { update(key) { $0.isNamingWord = true } }
        for key in table.stillWords { update(key) { $0.isStillWord = true } }
        for key in table.alreadyWords { update(key) { $0.isAlreadyWord = true } }
        for key in table.wishWords { update(key) { $0.isWishWord = true } }
        for key in table.closedWords { update(key) { $0.isClosedWord = true } }
        for key in table.eventVerbs { update(key) { $0.isEventVerb = true } }
        for key in table.beforehandWords { update(key) { $0.isBeforehandWord = true } }
        for key in table.scheduleNouns { update(key) { $0.isScheduleNoun = true } }
        for key in table.distributiveWords { update(key) { $0.isDistributive = true } }
        for key in table.nonDayArticles { update(key) { $0.isNonDayArticle = true } }
        for key in table.kinshipNouns { update(key) { $0.isKinship = true } }
        for key in table.shiftNouns { update(key) { $0.isShiftNoun = true } }
        for key in table.placePrepositions { update(key) { $0.isPlacePreposition = true } }
        for key in table.ageVerbs { update(key) { $0.isAgeVerb = true } }
        for key in table.futureAuxiliaries { update(key) { $0.isFutureAuxiliary = true } }
        for (key, value) in table.minutesToHour { update(key) { $0.minutesToHour = value } }
        for (key, value) in table.hourToMinutes { update(key) { $0.hourToMinutes = value } }
    }
}

/// The spellings a lexicon key is found under: the form ``Token/normalized`` gives the word, and the one with its
/// letters written as two where the language allows it ("übermorgen": "ubermorgen" and "uebermorgen").
struct SpellingVariants {
    /// Letters and the two letters they may be written as ("ä": "ae").
    let digraphs: [Character: String]
    private let normalizer = TextNormalizer()

    /// The normalized spellings of `key`: itself when it is plain ASCII, else its folded form and, when it has a
    /// letter of ``digraphs``, the form with that letter written as two.
    func forms(of key: String) -> [String] {
        guard key.utf8.contains(where: { $0 >= 0x80 }) else { return [key] }
        var forms = [normalizer.foldForMatching(key)]
        if key.contains(where: { digraphs[$0] != nil }) {
            let written = key.map { digraphs[$0] ?? String($0) }.joined()
            forms.append(normalizer.foldForMatching(written))
        }
        return forms
    }
}

/// A part of the day: "this morning", "in the evening", "tonight", "por la tarde", "am Abend", "abends".
///
/// With `allowsBare` a daypart word right after another expression counts on its own ("tomorrow morning").
struct DaypartRule: DateRule {
    let grammar: DateGrammar
    var allowsBare = false
    /// Whether a day was just read: the morning word that is also "tomorrow" (morgen, mañana) is then the part of
    /// that day ("heute Morgen", "Montag morgen"), as two day words in a row do not name two days.
    var followsDay = false

    /// Meals, parts of the day that are also things ("friday lunch", "christmas dinner numbers").
    static let meals: Set<String> = ["breakfast", "brunch", "lunch", "dinner", "supper"]

    /// Whether the phrase ends at `input` or a clock time comes next ("lunch at 1pm", "dinner 7:30").
    private func isPhraseEndOrClock(_ input: TokenInput) -> Bool {
        if grammar.isPhraseEnd(input) { return true }
        var copy = input
        _ = grammar.take(oneOf: [.at, .around], &copy)
        guard let atom = grammar.atom(copy) else { return false }
        return atom.clock != nil
            || atom.number != nil
                && grammar.atom(copy, offset: 1)?.lexeme?.word.map({
                    $0 == .am || $0 == .pm
                }) == true
            || atom.lexeme?.daypart == .noon && atom.lexeme?.word == nil
    }
    private static let mealPrefixes: DateWordSet = [.at, .around, .before, .after, .by, .until]

    func parse(_ input: inout TokenInput) throws(DateParseFailure) -> Daypart {
        var hasPrefix = false
        let prefixes: DateWordSet = [.inside, .at, .on, .of, .during, .around, .before, .after, .by, .until]
        let prefixHoldsArticle = grammar.atom(input)?.lexeme?.includesArticle == true
        // "turno de noche": after a shift and "de", the shift's part of the day, not a time.
        if grammar.atom(input)?.lexeme?.word == .of, grammar.followsShift(input.dropFirst()) {
            throw DateParseFailure()
        }
        let prefix = grammar.take(oneOf: prefixes, &input)
        var hasArticle = false
        if prefix != nil {
            hasArticle = grammar.take(.the, &input) || prefixHoldsArticle
            hasPrefix = true
        } else if grammar.take(.this, &input) {
            hasPrefix = true
        } else if grammar.atom(input)?.lexeme?.word == .the, grammar.atom(input, offset: 2)?.lexeme?.word == .of {
            input.removeFirst()
            hasPrefix = true  // "the morning of Feb 5th"
        }
        // "early morning", "late evening": the qualifier marks the word as a time of day as a preposition does.
        if grammar.take(.early, &input) || grammar.take(.late, &input) {
            hasPrefix = true
        } else {
            _ = grammar.take(.middle, &input)
        }
        // "fri am", "tues pm": a meridiem alone right after a day is its morning or afternoon.
        if followsDay, prefix == nil, !hasPrefix, let word = grammar.atom(input)?.lexeme?.word,
            word == .am || word == .pm,
            grammar.isPhraseEnd(input.dropFirst()) || grammar.isPlainWord(input.dropFirst())
        {
            input.removeFirst()
            return word == .am ? .morning : .afternoon
        }
        guard let lexeme = grammar.atom(input)?.lexeme, let daypart = lexeme.daypart else { throw DateParseFailure() }
        // Meals are times after "at", "around", "after", … but "for lunch" names the meal, not a time.
        if let word = input.first?.normalized, Self.meals.contains(word) {
            guard prefix.map(Self.mealPrefixes.contains) ?? allowsBare else { throw DateParseFailure() }
            // Right after a day ("friday lunch") the meal is its time only where the phrase ends or a clock time
            // follows; "next friday lunch with Ben" names the meal itself, which stays in the title.
            if prefix == nil, !hasPrefix, !isPhraseEndOrClock(input.dropFirst()) { throw DateParseFailure() }
        }
        let isDayWord = lexeme.relativeDay != nil
        // The morning word that is also "tomorrow" is the morning only with its article ("por la mañana", "am
        // Morgen" as "an dem"): right after a preposition it is the day ("para mañana", "bis morgen").
        if isDayWord, lexeme.isNounAfterArticle, prefix != nil, !hasArticle, !followsDay { throw DateParseFailure() }
        let isSelfStanding = isDayWord && !lexeme.isNounAfterArticle || lexeme.isSelfStandingDaypart
        // In Spanish and German the morning word is also "tomorrow" (mañana, morgen): bare, it means the day.
        let isBareAllowed = allowsBare && (!isDayWord || !lexeme.isNounAfterArticle || followsDay)
        // "abends", "morgens": an adverb needs no preposition (alone it names a habit, which the point rule keeps
        // out unless a clock time follows).
        guard hasPrefix || isBareAllowed || isSelfStanding || lexeme.isDaypartAdverb else { throw DateParseFailure() }
        input.removeFirst()
        return daypart
    }
}

/// The words around an expression that tell whether it is a date at all: what ends a phrase, what is an ordinary
/// word, what comes before.
extension DateGrammar {
    /// Whether the token `offset` tokens after `input`'s start is a word with no part in dates ("with", "team",
    /// "Ben"); determiners, particles and the other context words count as plain words too.
    func isPlainWord(_ input: TokenInput, offset: Int = 0) -> Bool {
        guard let token = input.token(at: input.startIndex + offset), token.kind == .word else { return false }
        return atoms[input.startIndex + offset].lexeme?.hasDateRole != true
    }

    /// Whether a phrase ends where `input` starts: at the end of the text, or before punctuation or a line break.
    func isPhraseEnd(_ input: TokenInput) -> Bool {
        guard let token = input.first else { return true }
        return token.kind == .punctuation || token.kind == .lineBreak
    }

    /// The atom `distance` tokens before `input`'s start (1: the token right before), or `nil` before the text.
    func atom(before input: TokenInput, _ distance: Int) -> DateAtom? {
        let index = input.startIndex - distance
        return index >= 0 && index < atoms.count ? atoms[index] : nil
    }

    /// Whether the token `distance` tokens before `input`'s start opens a noun phrase: an article, a determiner or
    /// a pronoun ("the", "a", "our", "we").
    func isDeterminer(before input: TokenInput, _ distance: Int) -> Bool {
        guard let lexeme = atom(before: input, distance)?.lexeme else { return false }
        return lexeme.isDeterminer || lexeme.word == .the || lexeme.word == .article
    }

    /// Whether the name of a day that ends where `rest` starts modifies the noun after it instead of naming a day
    /// ("christmas opening hours", "the xmas order", "memorial day sale"): a plain word other than a pronoun follows,
    /// and no preposition comes right before the name at `start` ("for christmas", "by xmas" stay days).
    func modifiesNoun(from start: TokenInput, rest: TokenInput) -> Bool {
        // "christmas dinner numbers": a meal and a plain word after the name are a noun phrase too.
        let isMealPhrase =
            atom(rest)?.lexeme?.daypart != nil && rest.first.map({ DaypartRule.meals.contains($0.normalized) }) == true
            && isPlainWord(rest, offset: 1)
        guard isPlainWord(rest) || isMealPhrase, atom(rest)?.lexeme?.isDeterminer != true else { return false }
        let prepositions: DateWordSet = [
            .on, .during, .by, .until, .before, .after, .since, .around, .from, .to, .over, .at, .inside, .dueDate,
        ]
        return atom(before: start, 1)?.lexeme?.word.map(prepositions.contains) != true
    }

    /// Whether the word at `input` follows a shift and "of" ("turno de mañana", "turno de noche"): the shift's part
    /// of the day, not a day or a time.
    func followsShift(_ input: TokenInput) -> Bool {
        atom(before: input, 1)?.lexeme?.word == .of && atom(before: input, 2)?.lexeme?.isShiftNoun == true
    }

    /// Whether the expression at `input` belongs to the name or label of a noun before it: "Herr Freitag", "Frau
    /// Mai", "Calle del Primero de Mayo", "Seite 5/6", "Gleis 9", "Tisch für 14", "Real Decreto 7/2021".
    ///
    /// Walks back from `input` over the words such a name or number is made of (numbers, dates, ordinals, month
    /// and weekday names, "of", articles, "für", "para"), at most four tokens, and looks for a label noun; a
    /// preposition such as "um" or "am" at `input` starts a date of its own ("Tisch für 14 um 19 Uhr"). A number
    /// also ends a range of labelled numbers ("Beleg Nr. 12.02 bis 12.09", "Kapitel 3.1–3.4"; "Raum 3 bis Freitag"
    /// keeps its Friday).
    func continuesLabel(_ input: TokenInput) -> Bool {
        guard let first = atom(input) else { return false }
        // "Dr. Mittag", "Herrn Morgen", "Fr. Sonntag": a capitalized part of the day, day word or weekday right after
        // a title is a name.
        if let lexeme = first.lexeme, lexeme.daypart != nil || lexeme.relativeDay != nil || lexeme.weekday > 0,
            input.first?.isCapitalized == true
        {
            var index = input.startIndex - 1
            var isDotted = false
            if index >= 0, atoms[index].punctuation == 0x2E, input.first?.followsSpace == true {
                index -= 1
                isDotted = true
            }
            if index >= 0, let title = atoms[index].lexeme, title.isLabelNoun || isDotted && title.isHonorific {
                return true
            }
        }
        // A ratio right after its label is no time: "Maßstab 1:50", "scale 1:100".
        if first.clock != nil, atom(before: input, 1)?.lexeme?.isLabelNoun == true { return true }
        let joins = DateWordSet.rangeJoins
        let isNumeric = { (atom: DateAtom?) in
            atom.map { $0.number != nil || $0.decimal != nil || !$0.dateParts.isEmpty } == true
        }
        // "bis 12.09" after "Nr. 12.02": a join word between two numbers, the second followed by no clock word and
        // no glued dot ("Seite 4 bis 12.3." is a day).
        let clockWords: DateWordSet = [.oclock, .am, .pm]
        let after = atom(input, offset: 2)
        let startsEnd =
            first.lexeme?.word.map(joins.contains) == true && isNumeric(atom(input, offset: 1))
            && isNumeric(atom(before: input, 1)) && after?.lexeme?.word.map(clockWords.contains) != true
            && !(after?.punctuation == 0x2E && after?.followsSpace == false)
        guard startsEnd || isLabelPart(first, at: input.startIndex) else { return false }
        let isNumber = startsEnd || isNumeric(first)
        var index = input.startIndex - 1
        while index >= 0, index >= input.startIndex - 4 {
            let previous = atoms[index]
            if previous.lexeme?.isLabelNoun == true { return true }
            let isJoin = isNumber && previous.lexeme?.word.map(joins.contains) == true
            guard isJoin || isLabelPart(previous, at: index) else { return false }
            index -= 1
        }
        return false
    }

    /// Whether the token at `index` can be part of a name or a number after a label noun.
    private func isLabelPart(_ atom: DateAtom, at index: Int) -> Bool {
        if atom.number != nil || atom.decimal != nil || !atom.dateParts.isEmpty || atom.ordinalNumber != nil {
            return true
        }
        if atom.punctuation == 0x2E || atom.punctuation == 0x2F { return !atom.followsSpace }
        guard let lexeme = atom.lexeme else { return false }
        let links: DateWordSet = [.of, .the, .during, .by]
        if lexeme.word.map(links.contains) == true { return true }
        return lexeme.month > 0 || lexeme.weekday > 0 || lexeme.ordinal > 0 || lexeme.cardinal >= 0
    }
}

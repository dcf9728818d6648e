/// A rule of the date grammar did not match at this position.
///
/// Carries nothing: failing is the normal case.
struct DateParseFailure: Error, Sendable {}

/// One rule of the date grammar.
///
/// A rule reads a prefix of `input` and returns what it means. On failure it throws and leaves `input` as it was,
/// so callers can try alternatives in order (see ``attempt(_:)``).
protocol DateRule<Output> {
    associatedtype Output
    /// Parses a prefix of `input`, advancing it past the consumed tokens only on success.
    func parse(_ input: inout TokenInput) throws(DateParseFailure) -> Output
}

extension DateRule {
    /// Runs the rule on a copy of `input`; commits the copy and returns the output only on success.
    func attempt(_ input: inout TokenInput) -> Output? {
        var copy = input
        guard let output = try? parse(&copy) else { return nil }
        input = copy
        return output
    }
}

/// Keeps the alternative that consumes the most tokens (earlier ones win ties), trying each on its own copy.
///
/// Alternatives are handed over one at a time as non-escaping closures, so trying them allocates nothing (an
/// array of method references boxes every reference on each call).
///
/// ```swift
/// var longest = Longest<DateSpec>(input)
/// longest.consider(monthFirst)
/// longest.consider(dayFirst)
/// return try longest.commit(&input)
/// ```
struct Longest<Output> {
    private let start: TokenInput
    private var best: Output?
    private var rest: TokenInput

    init(_ input: TokenInput) {
        start = input
        rest = input
    }

    /// Runs `alternative` on a copy of the start and keeps it when it matches more tokens than the best so far.
    mutating func consider(_ alternative: (inout TokenInput) throws(DateParseFailure) -> Output) {
        var copy = start
        guard let output = try? alternative(&copy) else { return }
        if best == nil || copy.startIndex > rest.startIndex {
            best = output
            rest = copy
        }
    }

    /// Advances `input` past the best match and returns it, or throws when nothing matched.
    func commit(_ input: inout TokenInput) throws(DateParseFailure) -> Output {
        guard let best else { throw DateParseFailure() }
        input = rest
        return best
    }
}

/// The per-capture state every rule reads: the atoms of the tokens and the locale's conventions.
///
/// Atoms are indexed like the token array, so `atoms[input.startIndex]` describes `input.first`. Like
/// ``TokenInput``, the atoms are viewed through a buffer pointer (every alternative a rule tries captures the
/// grammar, and an array would be retained each time), valid only during the extraction that made them.
struct DateGrammar {
    let atoms: UnsafeBufferPointer<DateAtom>
    let isMonthFirst: Bool
    /// The position of the language's lexicon in ``DateLexicon/all`` (an integer: the grammar is copied into every
    /// rule and alternative, and holds no reference-counted value).
    let lexiconIndex: Int
    /// How the language writes dates in numbers and names (from its lexicon).
    var conventions = DateConventions()
    /// The reference day, for the few readings a weekday confirms ("Friday 7-6" is a date only on a Friday).
    var today: CivilDate?

    /// The atom of the first token of `input`, or `nil` at the end.
    func atom(_ input: TokenInput) -> DateAtom? {
        input.isEmpty ? nil : atoms[input.startIndex]
    }

    /// The atom `offset` tokens ahead of `input`'s start, or `nil` past either end.
    func atom(_ input: TokenInput, offset: Int) -> DateAtom? {
        let index = input.startIndex + offset
        return index >= 0 && index < atoms.count && index < input.endIndex ? atoms[index] : nil
    }

    /// The atom right before `input`'s start (context for ambiguous words), or `nil` at the start.
    func previousAtom(_ input: TokenInput) -> DateAtom? {
        input.startIndex > 0 ? atoms[input.startIndex - 1] : nil
    }

    /// Whether an atom among the next `count` tokens satisfies `test`: a cheap look-ahead that lets a rule give up
    /// before trying its alternatives.
    func hasAhead(_ input: TokenInput, within count: Int, where test: (DateAtom) -> Bool) -> Bool {
        let end = min(input.endIndex, input.startIndex + count)
        var index = input.startIndex
        while index < end {
            if test(atoms[index]) { return true }
            index += 1
        }
        return false
    }

    /// Consumes one token whose role is `word`.
    func take(_ word: DateWord, _ input: inout TokenInput) -> Bool {
        guard atom(input)?.lexeme?.word == word else { return false }
        input.removeFirst()
        return true
    }

    /// Consumes one token whose role is one of `words`, returning the role.
    func take(oneOf words: DateWordSet, _ input: inout TokenInput) -> DateWord? {
        guard let word = atom(input)?.lexeme?.word, words.contains(word) else { return nil }
        input.removeFirst()
        return word
    }

    /// Requires a token with role `word`.
    func expect(_ word: DateWord, _ input: inout TokenInput) throws(DateParseFailure) {
        guard take(word, &input) else { throw DateParseFailure() }
    }

    /// Consumes a punctuation token whose first byte is `byte`.
    func take(punctuation byte: UInt8, _ input: inout TokenInput) -> Bool {
        guard atom(input)?.punctuation == byte else { return false }
        input.removeFirst()
        return true
    }

    /// Consumes a small number: digits, or a spelled cardinal ("twenty one" as two words too).
    func takeCardinal(_ input: inout TokenInput, spelled: Bool = true) -> Int? {
        guard let first = atom(input) else { return nil }
        if let number = first.number {
            input.removeFirst()
            return number
        }
        guard spelled, let lexeme = first.lexeme, lexeme.cardinal >= 0 else { return nil }
        input.removeFirst()
        var value = Int(lexeme.cardinal)
        if value >= 20, value % 10 == 0, value < 100, let next = atom(input)?.lexeme, (1...9).contains(next.cardinal) {
            value += Int(next.cardinal)
            input.removeFirst()
        }
        return value
    }

    /// Reads the weekdays that continue a list after one into `days`.
    ///
    /// Each comes after a comma, a slash, "and" or only a space ("mon wed fri", "tue/thu", "mon, wed and fri");
    /// `input` ends after the last one read. Plural weekdays ("and thursdays") count unless `plurals` is false.
    func takeMoreWeekdays(_ input: inout TokenInput, into days: inout WeekdaySet, plurals: Bool = true) {
        var copy = input
        while true {
            _ = take(punctuation: 0x2C, &copy) || take(punctuation: 0x2F, &copy)
            _ = take(.and, &copy)
            guard let next = atom(copy)?.lexeme, next.weekday > 0, plurals || !next.isWeekdayPlural else { return }
            copy.removeFirst()
            days.insert(Int(next.weekday))
            input = copy
        }
    }

    /// Consumes an ordinal day: "21st", "first", "twenty first", "twenty-first"; "21." where a dot marks ordinals.
    func takeOrdinal(_ input: inout TokenInput) -> Int? {
        guard let first = atom(input) else { return nil }
        if let number = first.ordinalNumber {
            input.removeFirst()
            return number
        }
        if conventions.marksOrdinalsWithDot, let number = dottedOrdinal(input) {
            input.removeFirst(2)
            return number
        }
        guard let lexeme = first.lexeme else { return nil }
        if lexeme.ordinal > 0 {
            input.removeFirst()
            return Int(lexeme.ordinal)
        }
        if lexeme.cardinal == 20 || lexeme.cardinal == 30, let next = atom(input, offset: 1)?.lexeme,
            (1...9).contains(next.ordinal)
        {
            input.removeFirst(2)
            return Int(lexeme.cardinal) + Int(next.ordinal)
        }
        return nil
    }

    /// The value of a number 1–31 with a dot glued after it ("21."), not followed by more glued digits, or `nil`.
    func dottedOrdinal(_ input: TokenInput) -> Int? {
        guard let first = atom(input), let number = first.number, first.digitCount <= 2, (1...31).contains(number),
            let dot = atom(input, offset: 1), dot.punctuation == 0x2E, !dot.followsSpace,
            atom(input, offset: 2).map({ $0.followsSpace || $0.number == nil }) ?? true
        else { return nil }
        return number
    }
}

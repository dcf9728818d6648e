/// How a bare command looks in a language: where commands end with the verb, "Die neue Lok im Keller auf digital
/// umrüsten", "Folie auf Schlag 4 auf schwarz drehen", "Tauben gegen Paramyxo impfen vor der Reisesaison"; where
/// they start with an infinitive, "pagar el total", "domiciliarlo esta vez".
///
/// A verb-final command names no subject and holds no finite verb, and ends in an infinitive, or in a known verb
/// followed by a short phrase of time or reason. A statement of the same shape has a subject and a finite verb
/// ("der Wind soll am Samstag drehen"), a participle ("Konjunktiv II endlich verstanden", "alle raus gekommen") or
/// a noun where the verb would stand ("zum Trocknen", "in Altenessen"). A verb-first command opens with an
/// infinitive (``InfinitiveForm``), or, where the infinitive has no form of its own (English: "call" and "check" are
/// nouns as often), with a word no list holds before an object's determiner (``objectDeterminers``). Off (``reads``
/// false) in a language that lists none of this.
struct CommandForm: Sendable {
    /// Whether the language's commands are read at all.
    var reads = false
    /// Words that make the clause a statement: subjects and finite verbs ("wird", "kann", "gibts"), beside the
    /// statement verbs of ``CueWords/statementVerbs``.
    var statementWords: WordSet = []
    /// Words after which a word shaped like an infinitive is a noun: articles, contractions and prepositions ("zum
    /// Trocknen", "beim Laufen", "in Altenessen").
    var nounMarkers: WordSet = []
    /// Prepositions and day words that may open a short phrase after a known verb ("impfen vor der Reisesaison",
    /// "anrufen wegen der Jungtiere", "einreichen nächsten Montag").
    var trailingPrepositions: WordSet = []
    /// The most words such a phrase has ("waschen für das Spiel am Sonntag gegen Eving").
    var maximumTrailingWords = 8
    /// Words that ask for something, so that a verb read by its shape alone ends a command after a statement too
    /// ("Inspektion am Dienstag, QMS-Ordner vorher nachführen").
    var requestWords: WordSet = []
    /// Where the infinitive has no form of its own: determiners that open an object, so that a word before them
    /// that no list holds is a command's verb ("photocopy the papers"), with the words that are no verbs before a
    /// determiner ("after the", "that the"; past forms come from ``LogForm/irregularPasts``) and the endings of those
    /// that are none ("apparently", "loving").
    var objectDeterminers: WordSet = []
    /// See ``objectDeterminers``.
    var nonVerbs: WordSet = []
    /// See ``objectDeterminers``.
    var nonVerbEndings: [String] = []
    /// Verbs that let another verb act, ending a command after it ("leer laufen lassen", "reparieren lassen").
    var causatives: WordSet = []
    /// How the language writes participles, which end statements ("gelaufen", "angewachsen").
    var pastForms = PastForms()
    /// Fillers of dictated text that end a clause where a writer would put a comma ("kühlschrank abtauen ja der ist
    /// komplett vereist", "call the vet uh the cat's limping again").
    var spokenBreaks: WordSet = []
    /// Conjunctions that open a reason, a consequence or a condition after a command written without its comma
    /// ("Laub zusammenkehren bevor der Hausmeister meckert", "Kleidung holen sonst hab ich nix"): the command's
    /// clause ends before them.
    var clauseOpeners: WordSet = []

    /// Whether `word` ends the clause before it where a writer left out the comma: a filler of dictation or a
    /// conjunction that opens a clause.
    func breaksClause(_ word: String) -> Bool {
        spokenBreaks.contains(word) || clauseOpeners.contains(word)
    }
}

/// The reading of a text's first clause as a bare command (see ``CommandForm``).
enum CommandClause {
    /// The fewest words of a command clause after its fillers: a known verb and a word before it ("Legal mailen:
    /// …"); a word read as a verb by its shape alone needs two before it.
    static let minimumWords = (known: 2, shaped: 3)

    /// Whether the first clause of `tokens` is a bare command in the language of `words`; with `knownVerbsOnly`, only
    /// one whose verb a word list holds ("dort anrufen und nachhaken", "leer laufen lassen").
    static func isCommand(_ tokens: [Token], words: CueWords, knownVerbsOnly: Bool = false) -> Bool {
        let form = words.command
        guard form.reads else { return false }
        var clause: [Int] = []
        for (index, token) in tokens.enumerated() {
            if token.endsClause { break }
            guard token.kind == .word || token.kind == .number else { continue }
            if clause.isEmpty, token.kind == .word, words.leadingFillers.contains(token.normalized) { continue }
            // "also kühlschrank abtauen ja der ist komplett vereist": a filler of dictation ends the clause, and so
            // does a conjunction after a word ("Laub zusammenkehren bevor der Hausmeister meckert").
            if token.kind == .word, form.spokenBreaks.contains(token.normalized) { break }
            if !clause.isEmpty, token.kind == .word, form.clauseOpeners.contains(token.normalized) { break }
            clause.append(index)
        }
        guard words.isVerbFinal else {
            return opensWithCommand(clause, of: tokens, words: words, knownVerbsOnly: knownVerbsOnly)
        }
        if endsInCommand(clause, of: tokens, words: words, knownVerbsOnly: knownVerbsOnly) { return true }
        // A known verb followed by a short phrase: "impfen vor der Reisesaison".
        let lastVerbPosition = clause.count - 2
        let firstVerbPosition = max(minimumWords.known - 1, clause.count - 1 - form.maximumTrailingWords)
        guard firstVerbPosition <= lastVerbPosition else { return false }
        for position in stride(from: lastVerbPosition, through: firstVerbPosition, by: -1) {
            let verb = tokens[clause[position]].normalized
            guard words.isKnownVerb(verb) || words.isActionVerb(joined: verb),
                form.trailingPrepositions.contains(tokens[clause[position + 1]].normalized)
            else { continue }
            return endsInCommand(Array(clause[...position]), of: tokens, words: words, knownVerbsOnly: knownVerbsOnly)
        }
        return false
    }

    /// Whether the clause `tokens`, a text's last after a comma, is a known verb alone or first before a short
    /// phrase of time or reason, where commands end with the verb: what to do about what the text states before it
    /// ("…, entlüften", "…, ersetzen vor Saisonstart"; "…, gemeinde weiß bescheid" states).
    static func opensWithKnownVerb(_ tokens: [Token], words: CueWords) -> Bool {
        guard words.command.reads, words.isVerbFinal else { return false }
        let clause = tokens.filter { $0.kind == .word || $0.kind == .number }
        guard let verb = clause.first, verb.kind == .word, words.isKnownVerb(verb.normalized),
            words.infinitive.hasEnding(verb.normalized)
        else { return false }
        return clause.count == 1
            || clause.count <= words.command.maximumTrailingWords
                && words.command.trailingPrepositions.contains(clause[1].normalized)
    }

    /// Whether the words at `clause` (token indices) open with an infinitive, a known verb or one by its shape
    /// ("pagarlo desde el home banking"), or, in a first clause (not `knownVerbsOnly`), a word before an object's
    /// determiner (``CommandForm/objectDeterminers``), and hold one word more.
    private static func opensWithCommand(_ clause: [Int], of tokens: [Token], words: CueWords, knownVerbsOnly: Bool)
        -> Bool
    {
        guard clause.count >= minimumWords.known, let first = clause.first else { return false }
        let verb = tokens[first]
        if words.infinitive.matches(verb)
            || words.isKnownVerb(verb.normalized) && words.infinitive.hasEnding(verb.normalized)
        {
            return true
        }
        // "photocopy the prelim papers", "re-torque the wheel nuts": a word no list holds before an object's
        // determiner, where the infinitive has no form of its own; a first clause only.
        let form = words.command
        let word = verb.normalized
        return !knownVerbsOnly && verb.kind == .word && form.objectDeterminers.contains(tokens[clause[1]].normalized)
            && !form.nonVerbs.contains(word) && !words.log.irregularPasts.contains(word)
            && !words.noteStarters.contains(word) && !words.pastTense.matches(word)
            && !form.nonVerbEndings.contains(where: { word.hasSuffix($0) })
    }

    /// Whether the words at `clause` (token indices) end in an infinitive with no subject, finite verb or
    /// participle before it: a known verb that ends like an infinitive ("mailen", not "bescheid"; also after a
    /// prefix, "anmailen"), a causative after a verb ("laufen lassen"), or a word shaped like an infinitive, with
    /// `knownVerbsOnly` only beside a word that asks (``CommandForm/requestWords``).
    private static func endsInCommand(_ clause: [Int], of tokens: [Token], words: CueWords, knownVerbsOnly: Bool)
        -> Bool
    {
        guard clause.count >= minimumWords.known, let last = clause.last else { return false }
        let form = words.command
        let verb = tokens[last]
        let before = tokens[clause[clause.count - 2]]
        guard verb.kind == .word, !form.nounMarkers.contains(before.normalized) else { return false }
        let isKnown =
            words.infinitive.hasEnding(verb.normalized)
            && (words.isKnownVerb(verb.normalized)
                || words.compounds.head(of: verb.normalized, isKnownWord: words.isKnownVerb) != nil
                    && !form.pastForms.isParticiple(verb.normalized))
            || form.causatives.contains(verb.normalized) && words.isVerb(before)
        // "Tragseil vorher schmieren": a word that asks ("vorher", "bitte") lets a verb no list holds end a command.
        let mayBeShaped =
            !knownVerbsOnly
            || clause.contains { tokens[$0].kind == .word && form.requestWords.contains(tokens[$0].normalized) }
        guard
            isKnown
                || mayBeShaped && clause.count >= minimumWords.shaped && words.infinitive.matches(verb)
                    && !form.pastForms.isParticiple(verb.normalized)
        else { return false }
        return !clause.dropLast().contains { index in
            let word = tokens[index].normalized
            return tokens[index].kind == .word && (words.isStatementWord(word) || form.pastForms.isParticiple(word))
        }
    }
}

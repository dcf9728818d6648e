/// The words a title leaves out because they say how the thought was spoken, not what it is: a leading instruction
/// ("remind me to", "don't forget to", "I really need to", "please") and spoken fillers ("uh", "um", a leading "so").
///
/// "uh so I need to call the garage" → "call the garage". A lead-in is only taken when a word follows it, so a
/// capture is never emptied, and only at the start: "tell Anna I need to leave" keeps every word. Fillers go
/// anywhere, with a comma right after them. The words are English's plus those of the capture's language (see
/// ``EntityLexicon``).
enum SpokenLeadIn {
    /// Sounds that are never words of the thought.
    static let fillers: Set<String> = ["uh", "uhh", "uhm", "um", "umm", "erm", "hmm", "hm", "mm"]
    /// Words that open a spoken sentence without meaning anything.
    static let openers: [String] = ["so", "ok", "okay", "alright", "oh", "please", "pls", "plz"]
    /// A subject before the instruction ("I need to").
    static let subjects: Set<String> = ["i", "we", "ill", "id"]
    /// Adverbs around the instruction ("I really need to", "I should definitely").
    static let adverbs: Set<String> = [
        "really", "still", "also", "definitely", "seriously", "actually", "finally", "just", "totally", "absolutely",
    ]
    /// The instructions themselves, as normalized word sequences.
    static let instructions: [[String]] = [
        ["remind", "me", "to"], ["remember", "to"], ["dont", "forget", "to"], ["do", "not", "forget", "to"],
        ["need", "to"], ["needs", "to"], ["have", "to"], ["has", "to"], ["must"], ["gotta"], ["got", "to"],
        ["should"], ["ought", "to"], ["want", "to"], ["would", "like", "to"], ["wanna"],
    ]

    /// Marks the lead-in at the start of `tokens` and every filler as `removed`; `words` are the tokens' entries in
    /// `lexicon`.
    static func remove(from tokens: [Token], words: [EntityWord], lexicon: EntityLexicon, removed: inout [Bool]) {
        let end = leadInEnd(tokens, words: words, lexicon: lexicon)
        for index in 0..<end { removed[index] = true }
        for index in end..<tokens.count where isFiller(at: index, in: tokens, words: words) {
            removed[index] = true
            if index + 1 < tokens.count, tokens[index + 1].kind == .punctuation, tokens[index + 1].text == "," {
                removed[index + 1] = true
            }
        }
    }

    /// The number of leading tokens that form a lead-in (0 when there is none or nothing would follow it).
    ///
    /// A comma, or a colon right after an instruction ("nicht vergessen: Milch"), goes with the lead-in.
    static func leadInEnd(_ tokens: [Token], words: [EntityWord], lexicon: EntityLexicon) -> Int {
        var index = 0
        var end = 0
        var afterInstruction = false
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation, token.text == "," || (token.text == ":" && afterInstruction), end == index,
                end > 0
            {
                index += 1
                end = index
                continue
            }
            guard token.kind == .word else { break }
            let lists = words[index].lists
            if isFiller(at: index, in: tokens, words: words) {
                index += 1
                end = index
            } else if !afterInstruction, let length = phraseLength(lexicon.openers, at: index, in: tokens) {
                index += length
                end = index
            } else if let length = phraseLength(lexicon.instructions, at: index, in: tokens),
                !reachesPerson(after: index + length, length: length, tokens: tokens, words: words)
            {
                index += length
                end = index
                afterInstruction = true
            } else if lists.contains(.leadInAdverb) {
                index += 1
                if afterInstruction { end = index }
            } else if lists.contains(.leadInSubject), !afterInstruction {
                index += 1
            } else {
                break
            }
        }
        let rest = tokens[end...].contains { $0.kind == .word || $0.kind == .number }
        return rest ? end : 0
    }

    /// Whether a one-word instruction takes a person as its object, so it is no lead-in but the message itself
    /// ("recordar a Pablo que traiga el cargador" reminds Pablo; "recordar comprar pan" is a lead-in).
    private static func reachesPerson(after end: Int, length: Int, tokens: [Token], words: [EntityWord]) -> Bool {
        length == 1 && end < tokens.count && tokens[end].kind == .word
            && words[end].lists.contains(.personalPreposition)
    }

    /// A filler sound ("um" before a number or time is German "at", not a filler).
    private static func isFiller(at index: Int, in tokens: [Token], words: [EntityWord]) -> Bool {
        guard tokens[index].kind == .word, words[index].lists.contains(.filler) else { return false }
        guard index + 1 < tokens.count else { return true }
        switch tokens[index + 1].kind {
        case .number, .time, .date, .ordinal: return false
        default: return true
        }
    }

    /// The length of the first of `phrases` (grouped by their first word) written at `index`, or `nil`; a phrase may
    /// hold punctuation ("este ,": the filler "este", not "este viernes").
    private static func phraseLength(_ phrases: [String: [[String]]], at index: Int, in tokens: [Token]) -> Int? {
        guard let candidates = phrases[tokens[index].normalized] else { return nil }
        for phrase in candidates where index + phrase.count <= tokens.count {
            let matches = phrase.indices.allSatisfy {
                let kind = tokens[index + $0].kind
                return (kind == .word || kind == .punctuation) && tokens[index + $0].normalized == phrase[$0]
            }
            if matches { return phrase.count }
        }
        return nil
    }
}

/// The words a title leaves out because they say how the thought was spoken, not what it is: a leading instruction
/// ("remind me to", "don't forget to", "I really need to", "please") and spoken fillers ("uh", "um", a leading "so").
///
/// "uh so I need to call the garage" → "call the garage". A lead-in is only taken when a word follows it, so a
/// capture is never emptied, and only at the start: "tell Anna I need to leave" keeps every word. Fillers go
/// anywhere, with a comma right after them.
enum SpokenLeadIn {
    /// Sounds that are never words of the thought.
    static let fillers: Set<String> = ["uh", "uhh", "uhm", "um", "umm", "erm", "hmm", "hm", "mm"]
    /// Words that open a spoken sentence without meaning anything.
    static let openers: Set<String> = ["so", "ok", "okay", "alright", "oh", "please", "pls", "plz"]
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

    /// Marks the lead-in at the start of `tokens` and every filler as `removed`.
    static func remove(from tokens: [Token], removed: inout [Bool]) {
        let end = leadInEnd(tokens)
        for index in 0..<end { removed[index] = true }
        for index in end..<tokens.count where isFiller(at: index, in: tokens) {
            removed[index] = true
            if index + 1 < tokens.count, tokens[index + 1].kind == .punctuation, tokens[index + 1].text == "," {
                removed[index + 1] = true
            }
        }
    }

    /// The number of leading tokens that form a lead-in (0 when there is none or nothing would follow it).
    static func leadInEnd(_ tokens: [Token]) -> Int {
        var index = 0
        var end = 0
        var afterInstruction = false
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation, token.text == ",", end == index, end > 0 {
                index += 1
                end = index
                continue
            }
            guard token.kind == .word else { break }
            let word = token.normalized
            if isFiller(at: index, in: tokens) || (openers.contains(word) && !afterInstruction) {
                index += 1
                end = index
            } else if let length = instructionLength(at: index, in: tokens) {
                index += length
                end = index
                afterInstruction = true
            } else if adverbs.contains(word) {
                index += 1
                if afterInstruction { end = index }
            } else if subjects.contains(word), !afterInstruction {
                index += 1
            } else {
                break
            }
        }
        let rest = tokens[end...].contains { $0.kind == .word || $0.kind == .number }
        return rest ? end : 0
    }

    /// A filler sound ("um" before a number or time is German "at", not a filler).
    private static func isFiller(at index: Int, in tokens: [Token]) -> Bool {
        guard tokens[index].kind == .word, fillers.contains(tokens[index].normalized) else { return false }
        guard index + 1 < tokens.count else { return true }
        switch tokens[index + 1].kind {
        case .number, .time, .date, .ordinal: return false
        default: return true
        }
    }

    private static func instructionLength(at index: Int, in tokens: [Token]) -> Int? {
        for phrase in instructions where index + phrase.count <= tokens.count {
            let matches = phrase.indices.allSatisfy {
                tokens[index + $0].kind == .word && tokens[index + $0].normalized == phrase[$0]
            }
            if matches { return phrase.count }
        }
        return nil
    }
}

/// How a language writes its past verb forms that no word list can hold: participles after an auxiliary ("habe …
/// angerufen", "he llamado") and simple-past endings written with an accent ("llamé", "pagó").
///
/// A table value of each ``LexiconTable``; English and French leave it empty (see their packs).
struct PastForms: Sendable {
    /// What a participle starts with, after a separable prefix if any ("ge": "gemacht", "angerufen"); empty when
    /// participles have no mark in front.
    var participleMarker = ""
    /// Prefixes that come before the marker ("an", "ab", "mit": "angerufen", "mitgegeben").
    var separablePrefixes: [String] = []
    /// Prefixes that take the marker's place ("be", "ver": "bestanden", "verloren"), read only after an auxiliary,
    /// where an infinitive of the same shape ("bezahlen") seldom stands.
    var inseparablePrefixes: [String] = []
    /// How a participle ends ("t", "en"; "ado", "ido"), on the normalized word.
    var participleEndings: [String] = []
    /// Endings of an inseparable participle that no infinitive has ("t": "bezahlt", "verhagelt"), so that one standing
    /// alone at the end of its clause is past without an auxiliary.
    var inseparableAloneEndings: [String] = []
    /// Endings of nouns and adjectives that start like an inseparable participle and end like one alone ("bericht",
    /// "zertifikat", "bereitschaft", "bereit"): such a word is no participle alone.
    var inseparableLookalikeEndings: [String] = []
    /// Endings of participles that take no marker ("iert": "repariert", "fotografiert"); no infinitive ends so.
    var unmarkedEndings: [String] = []
    /// The fewest letters after the marker, so that an infinitive that starts like one ("gehen", "abgeben") is not
    /// taken for a participle.
    var minimumStemLength = 4
    /// Endings of simple-past forms written with an accent ("é", "ó": "llamé", "pagó"), read on the word as typed.
    var writtenEndings: Set<Character> = []
    /// The fewest characters a word with a written ending has ("café", "José" are shorter).
    var minimumWrittenLength = 5
    /// Simple-past endings that need no accent and belong to no other form ("-aron", "-ieron": "nacieron").
    var plainEndings: [String] = []
    /// The fewest characters a word with a plain ending has ("varon" is shorter).
    var minimumPlainLength = 6
    /// Simple-past endings typed without their accent, with the infinitive endings they come from.
    ///
    /// "io" comes from "er" and "ir" ("salio", "corrio"), "i" likewise ("corri", "perdi"). Read only on words whose
    /// infinitive the language's verb list knows.
    var unaccentedEndings: [(ending: String, infinitives: [String])] = []
    /// Words with such an ending that are no verb forms ("medio", "barrio").
    var unaccentedExceptions: Set<String> = []

    /// Whether a participle is marked in front, so that one standing alone at the end of its clause is past
    /// without an auxiliary ("am Montag Zaun gerichtet"); an ending alone ("-ado") is also a noun's ("abogado").
    var marksParticiplesAlone: Bool { !participleMarker.isEmpty }

    /// The marker as dialects contract it before a consonant ("g": Swiss, Bavarian and Swabian "gmacht",
    /// "durchgschafft", "gwunne"); empty where the language has no such form.
    var contractedMarker = ""
    /// The letters a ``contractedMarker`` stands before: consonants that begin no standard word after "g" ("gm",
    /// "gs", "gw"; not "gl", "gn", "gr": "glatt", "gnädig", "grün").
    var contractedFollowers: Set<Character> = []
    /// Endings of a contracted participle: the language's, and those dialects cut ("gwunne" for "gewonnen").
    var contractedEndings: [String] = []
    /// Nouns shaped like a contracted participle ("gschäft", "gsicht").
    var contractedLookalikes: Set<String> = []

    /// Infinitives that start with the marker themselves ("gestalten", "gewinnen"): no participles.
    var markedInfinitives: Set<String> = []
    /// Of the ``markedInfinitives``, those that are also another verb's participle ("gefallen": fallen), which after
    /// a separable prefix are participles ("ausgefallen", "umgefallen"; "umgestalten" stays an infinitive).
    var markedParticiples: Set<String> = []

    /// Whether `word` (a ``Token/normalized`` form) is shaped like a participle; `afterAuxiliary` also reads the
    /// forms of the ``inseparablePrefixes``; `beforeAuxiliary` (the word right before the auxiliary that ends its
    /// clause: "ausgefallen ist") those too, and the shapes of ``markedInfinitives`` ("gefallen") as participles.
    func isParticiple(_ word: String, afterAuxiliary: Bool = false, beforeAuxiliary: Bool = false) -> Bool {
        let afterAuxiliary = afterAuxiliary || beforeAuxiliary
        let markedInfinitives = beforeAuxiliary ? [] : markedInfinitives
        guard participleEndings.contains(where: word.hasSuffix) || contractedEndings.contains(where: word.hasSuffix),
            !markedInfinitives.contains(word)
        else { return false }
        // "gmacht", "durchgschafft", "gwunne": a dialect's contraction, with its own endings.
        if isContractedAfterPrefix(word) { return true }
        guard participleEndings.contains(where: word.hasSuffix) else { return false }
        guard !participleMarker.isEmpty else { return word.count >= minimumStemLength + 2 }
        if unmarkedEndings.contains(where: word.hasSuffix), word.count >= minimumStemLength + 3 { return true }
        if let prefix = inseparablePrefixes.first(where: { word.hasPrefix($0) }),
            word.count - prefix.count >= minimumStemLength,
            afterAuxiliary
                || inseparableAloneEndings.contains(where: word.hasSuffix)
                    && !inseparableLookalikeEndings.contains(where: word.hasSuffix)
        {
            return true
        }
        var rest = Substring(word)
        var isPrefixed = false
        // "zurückgerufen" after "zurück", not "zu"; "entgegengenommen" after "entgegen", not "ent".
        if !rest.hasPrefix(participleMarker),
            let prefix = separablePrefixes.first(where: {
                word.hasPrefix($0) && word.dropFirst($0.count).hasPrefix(participleMarker)
            })
        {
            rest = rest.dropFirst(prefix.count)
            isPrefixed = true
        }
        // "umgestalten" is "gestalten" after a prefix; "ausgefallen" the participle of "ausfallen".
        guard rest.hasPrefix(participleMarker),
            !markedInfinitives.contains(String(rest)) || isPrefixed && markedParticiples.contains(String(rest))
        else { return false }
        return rest.count - participleMarker.count >= minimumStemLength
    }

    /// Whether `word`, or what follows one of its separable prefixes, is a contracted participle.
    private func isContractedAfterPrefix(_ word: String) -> Bool {
        isContracted(Substring(word))
            || separablePrefixes.contains { word.hasPrefix($0) && isContracted(word.dropFirst($0.count)) }
    }

    /// Whether `rest` (a word, or what follows its separable prefix) is a contracted participle: the
    /// ``contractedMarker``, one of its ``contractedFollowers``, a stem of ``minimumStemLength`` letters or more and a
    /// ``contractedEndings`` ending ("gmacht", "gschafft", "gspieben"), no ``contractedLookalikes`` noun.
    private func isContracted(_ rest: Substring) -> Bool {
        guard !contractedMarker.isEmpty, rest.hasPrefix(contractedMarker),
            let follower = rest.dropFirst(contractedMarker.count).first, contractedFollowers.contains(follower),
            rest.count - contractedMarker.count >= minimumStemLength,
            contractedEndings.contains(where: rest.hasSuffix)
        else { return false }
        return !contractedLookalikes.contains(String(rest))
    }

    /// Whether `word` (a ``Token/normalized`` form) ends in a plain simple-past ending.
    func hasPlainEnding(_ word: String) -> Bool {
        !plainEndings.isEmpty && word.utf8.count >= minimumPlainLength && plainEndings.contains(where: word.hasSuffix)
    }

    /// Whether `word` (a ``Token/normalized`` form) is a simple-past form typed without its accent, whose infinitive
    /// `isKnownVerb` knows: "corri" (correr), "salio" (salir).
    func isUnaccentedPast(_ word: String, isKnownVerb: (String) -> Bool) -> Bool {
        guard !unaccentedEndings.isEmpty, !unaccentedExceptions.contains(word) else { return false }
        for (ending, infinitives) in unaccentedEndings where word.hasSuffix(ending) {
            let stem = word.dropLast(ending.count)
            guard stem.count >= 3 else { continue }
            if infinitives.contains(where: { isKnownVerb(stem + $0) }) { return true }
        }
        return false
    }

    /// Whether `text` (a token as typed) ends in a written simple-past ending.
    func hasWrittenEnding(_ text: String) -> Bool {
        guard !writtenEndings.isEmpty, text.utf8.last ?? 0 >= 0x80, let last = text.last else { return false }
        return writtenEndings.contains(Character(last.lowercased())) && text.count >= minimumWrittenLength
    }
}

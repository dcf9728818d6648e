/// People and relations: names after communication verbs ("call Anna", "text matt that…"), capitalized names
/// inside a sentence, possessives ("Tom's birthday" → Tom), and relation words anywhere ("mom", "the plumber").
struct PersonRule {
    let lexicon: EntityLexicon

    /// Nouns that make a following "to"/"from"/"with" introduce a person ("send an email to bob").
    private static let communicationNouns: Set<String> = [
        "email", "emails", "mail", "message", "messages", "text", "texts", "call", "calls", "note", "letter",
        "invite", "invitation", "reply", "card", "talk", "speak", "chat", "lunch", "dinner", "coffee", "meeting",
    ]

    /// First names that are also everyday words; only a capital or a communication verb makes them names.
    private static let ambiguousNames: Set<String> = ["will", "mark", "bill", "pat", "sue", "rob", "max", "jack", "kim"]

    private static let departments: Set<String> = ["finance", "hr", "accounting", "sales", "marketing", "legal", "admin", "it"]

    func entities(in scan: EntityScan) -> [Entity] {
        var entities: [Entity] = []
        var sawCommunicationWord = false
        var index = 0
        let tokens = scan.tokens
        while index < tokens.count {
            let token = tokens[index]
            defer {
                if token.kind == .word,
                    EntityLexicon.communicationVerbs.contains(token.normalized)
                        || Self.communicationNouns.contains(token.normalized)
                {
                    sawCommunicationWord = true
                }
            }
            guard token.kind == .word, !scan.isDate[index] else {
                index += 1
                continue
            }
            if let relation = relation(at: index, in: scan) {
                entities.append(trimmedPossessive(scan.entity(.relation, index, index, value: .init(text: relation), confidence: 0.85), token))
                index += 1
                continue
            }
            guard let confidence = personConfidence(at: index, in: scan, afterCommunication: sawCommunicationWord) else {
                index += 1
                continue
            }
            var last = index
            if !token.isPossessive, let next = nameContinuation(after: index, in: scan) { last = next }
            let name = scan.entity(.person, index, last, value: .init(), confidence: confidence)
            let trimmed = trimmedPossessive(name, tokens[last])
            entities.append(
                Entity(
                    kind: .person, text: trimmed.text, characterRange: trimmed.characterRange,
                    value: .init(text: trimmed.text), confidence: confidence))
            index = last + 1
        }
        return entities
    }

    /// The canonical relation of token `index`: family words anywhere, trades after "the"/"my" or a verb.
    private func relation(at index: Int, in scan: EntityScan) -> String? {
        let word = scan.tokens[index].normalized
        if let relation = lexicon.relations[word] { return relation }
        guard EntityLexicon.roles.contains(word), index > 0 else { return nil }
        let previous = scan.tokens[index - 1].normalized
        guard EntityLexicon.personDeterminers.contains(previous) || EntityLexicon.communicationVerbs.contains(previous)
        else { return nil }
        return word
    }

    /// How sure a name at `index` is, or `nil` when the token is not a name.
    private func personConfidence(at index: Int, in scan: EntityScan, afterCommunication: Bool) -> Double? {
        let token = scan.tokens[index]
        let word = token.normalized
        guard !EntityLexicon.notNames.contains(word), !Self.departments.contains(word), !EntityLexicon.roles.contains(word),
            PriorityRule.words[word] == nil, word.unicodeScalars.allSatisfy({ !("0"..."9").contains($0) })
        else { return nil }
        let known = EntityLexicon.firstNames.contains(word)
        let previous = index > 0 ? scan.tokens[index - 1] : nil
        let afterVerb = previous.map { $0.kind == .word && EntityLexicon.communicationVerbs.contains($0.normalized) } ?? false
        let afterPreposition =
            afterCommunication && (previous.map { EntityLexicon.contactPrepositions.contains($0.normalized) } ?? false)
        let isShouting = token.text.count > 1 && token.text.allSatisfy { !$0.isLowercase }
        let capitalized = token.isCapitalized && !scan.startsSentence(index) && !isShouting
        if afterVerb || afterPreposition { return known ? 0.9 : 0.8 }
        if capitalized { return known ? 0.8 : 0.6 }
        if known, !Self.ambiguousNames.contains(word) { return 0.65 }
        if token.isPossessive, scan.tokens.indices.contains(index + 1),
            EntityLexicon.personalEvents.contains(scan.tokens[index + 1].normalized)
        {
            return 0.55
        }
        return nil
    }

    /// The index of a surname right after the name at `index` ("Anna Smith", "linda connors"), if any.
    private func nameContinuation(after index: Int, in scan: EntityScan) -> Int? {
        let next = index + 1
        guard next < scan.tokens.count, scan.tokens[next].kind == .word, scan.tokens[next].followsSpace,
            !scan.isDate[next]
        else { return nil }
        let token = scan.tokens[next]
        let word = token.normalized
        guard !EntityLexicon.notNames.contains(word), lexicon.relations[word] == nil, PriorityRule.words[word] == nil,
            !EntityLexicon.communicationVerbs.contains(word), !Self.communicationNouns.contains(word)
        else { return nil }
        if token.isCapitalized { return next }
        let isKnown = EntityLexicon.firstNames.contains(scan.tokens[index].normalized)
        let followedByBoundary =
            next + 1 == scan.tokens.count || scan.tokens[next + 1].kind != .word
            || EntityLexicon.notNames.contains(scan.tokens[next + 1].normalized)
        return isKnown && !scan.tokens[index].isCapitalized && followedByBoundary && word.count > 2 ? next : nil
    }

    /// `entity` without a trailing possessive `'s` of `last` ("Tom's" → "Tom").
    private func trimmedPossessive(_ entity: Entity, _ last: Token) -> Entity {
        guard last.isPossessive, entity.text.count > 2, entity.characterRange.count > 2 else { return entity }
        let range = entity.characterRange.lowerBound..<(entity.characterRange.upperBound - 2)
        return Entity(
            kind: entity.kind, text: String(entity.text.dropLast(2)), characterRange: range, value: entity.value,
            confidence: entity.confidence)
    }
}

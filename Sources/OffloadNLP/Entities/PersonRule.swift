/// People and relations, and the roles and institutions a communication reaches.
///
/// Names after communication verbs ("call Anna", "text matt that…"), titled names ("Dr Müller"), capitalized names
/// inside a sentence unless the words around make them a thing or a place (see ``PersonContext``), possessives
/// ("Tom's birthday" → Tom), month words the sentence makes a person ("call April"), relation words anywhere
/// ("mom", "the plumber"), and roles and institutions after a communication ("email HR", "call the building
/// manager"; see ``ContactPhrase``).
struct PersonRule {
    let lexicon: EntityLexicon

    /// Nouns that make a following "to"/"from"/"with" introduce a person ("send an email to bob").
    static let communicationNouns: Set<String> = [
        "email", "emails", "mail", "message", "messages", "text", "texts", "call", "calls", "note", "letter",
        "invite", "invitation", "reply", "card", "talk", "speak", "chat", "lunch", "dinner", "coffee", "meeting",
    ]

    /// First names that are also everyday words; only a capital or a communication verb makes them names.
    static let ambiguousNames: Set<String> = ["will", "mark", "bill", "pat", "sue", "rob", "max", "jack", "kim"]

    static let departments: Set<String> = ["finance", "hr", "accounting", "sales", "marketing", "legal", "admin", "it"]

    func entities(in scan: EntityScan) -> [Entity] {
        var entities: [Entity] = []
        var sawCommunicationWord = false
        var index = 0
        let tokens = scan.tokens
        let classes = tokens.indices.map { tokens[$0].kind == .word ? scan.words[$0].person : [] }
        let clauses = ClauseVerbs(scan: scan, classes: classes, lexicon: lexicon)
        while index < tokens.count {
            let wordClass = classes[index]
            defer {
                if !wordClass.isDisjoint(with: [.communicationVerb, .communicationNoun]) {
                    sawCommunicationWord = true
                }
            }
            // A quoted span is a title or a message ("read 'Thinking, Fast and Slow'"): its words reach no one; a
            // spoken filler is no name ("remind me to um call…").
            guard tokens[index].kind == .word, scan.isInTitle.isEmpty || !scan.isInTitle[index],
                !scan.words[index].lists.contains(.filler)
            else {
                index += 1
                continue
            }
            let token = tokens[index]
            if scan.isDate[index] || classes[index].contains(.monthName) {
                let isPerson = PersonContext.isMonthPerson(
                    at: index, in: scan, classes: classes,
                    afterCommunication: sawCommunicationWord || clauses.reaches(index))
                if isPerson { entities.append(person(index, index, in: scan, confidence: 0.75)) }
                if isPerson || scan.isDate[index] {
                    index += 1
                    continue
                }
            }
            if let last = PersonContext.titledNameEnd(
                at: index, in: scan, classes: classes,
                afterCommunication: sawCommunicationWord || clauses.reaches(index))
            {
                entities.append(person(index, last, in: scan, confidence: 0.9))
                index = last + 1
                continue
            }
            if let last = ContactPhrase.end(
                at: index, in: scan, classes: classes, lexicon: lexicon, afterCommunication: sawCommunicationWord,
                reachedByClause: clauses.reaches(index))
            {
                let phrase = scan.entity(.relation, index, last, value: .init(), confidence: 0.8)
                entities.append(
                    Entity(
                        kind: .relation, text: phrase.text, characterRange: phrase.characterRange,
                        value: .init(text: phrase.text), confidence: phrase.confidence))
                index = last + 1
                continue
            }
            if let relation = relation(at: index, in: scan, classes: classes, reached: clauses.reaches(index)) {
                entities.append(
                    trimmedPossessive(
                        scan.entity(.relation, index, index, value: .init(text: relation), confidence: 0.85), token))
                index += 1
                continue
            }
            guard
                let confidence = personConfidence(
                    at: index, in: scan, classes: classes,
                    afterCommunication: sawCommunicationWord || clauses.reaches(index), clauses: clauses)
            else {
                index += 1
                continue
            }
            var last = index
            if !token.isPossessive, let next = nameContinuation(after: index, in: scan, classes: classes) {
                last = next
            }
            entities.append(person(index, last, in: scan, confidence: confidence))
            index = last + 1
        }
        return entities
    }

    /// A person entity over tokens `first...last`, without a trailing possessive.
    private func person(_ first: Int, _ last: Int, in scan: EntityScan, confidence: Double) -> Entity {
        let name = trimmedPossessive(
            scan.entity(.person, first, last, value: .init(), confidence: confidence), scan.tokens[last])
        return Entity(
            kind: .person, text: name.text, characterRange: name.characterRange, value: .init(text: name.text),
            confidence: confidence)
    }

    /// The canonical relation of token `index`: family words anywhere, trades after "the"/"my" or a verb, or
    /// `reached` by a communication verb closing the clause ("Zahnarzt anrufen").
    private func relation(at index: Int, in scan: EntityScan, classes: [PersonWordClass], reached: Bool) -> String? {
        let word = scan.tokens[index].normalized
        if scan.words[index].lists.contains(.relation), let relation = lexicon.relations[word] { return relation }
        guard classes[index].contains(.role) else { return nil }
        // The role as written, without its possessive ("médico", not the folded "medico").
        let role = scan.tokens[index].isPossessive ? word : scan.tokens[index].text.lowercased()
        if reached { return role }
        guard index > 0 else { return nil }
        // Lists hold lower-case words only, so a non-word token (class []) is on none of them.
        let previous = scan.words[index - 1].person
        guard !previous.isDisjoint(with: [.personDeterminer, .communicationVerb]) else { return nil }
        return role
    }

    /// How sure a name at `index` is, or `nil` when the token is not a name.
    private func personConfidence(
        at index: Int, in scan: EntityScan, classes: [PersonWordClass], afterCommunication: Bool,
        clauses: ClauseVerbs
    ) -> Double? {
        let token = scan.tokens[index]
        let word = token.normalized
        let wordClass = classes[index]
        guard
            wordClass.isDisjoint(with: [
                .notName, .department, .role, .priority, .honorific, .institution, .communicationVerb,
            ]),
            word.utf8.allSatisfy({ !(0x30...0x39).contains($0) })
        else { return nil }
        let known = wordClass.contains(.firstName)
        // The name part of an e-mail address, typed or spoken ("sam@gmail.com", "jana dot litt at gmail dot com").
        if let next = scan.tokens.indices.contains(index + 1) ? scan.tokens[index + 1] : nil,
            (next.text == "@" && !next.followsSpace) || next.normalized == "dot"
        {
            return nil
        }
        let previous = index > 0 ? classes[index - 1] : []
        let afterVerb = previous.contains(.communicationVerb)
        let afterPreposition =
            afterCommunication && index > 0
            && scan.words[index - 1].person.contains(.contactPreposition)
        // A lower-case word shaped like an everyday one names no one ("email the boss to meet for performance
        // review", "a reply stating that…"). Only after a verb or a preposition of contact, or as a possessive, could
        // an unknown lower-case word name anyone below: the ending is looked at only then.
        if !token.isCapitalized, !known, !wordClass.contains(.ambiguousName),
            afterVerb || afterPreposition || token.isPossessive, lexicon.isEverydayWord(word)
        {
            return nil
        }
        // Shouting ("CALL") is checked last: it walks the Characters of the word.
        let capitalized =
            token.isCapitalized && !scan.startsSentence(index)
            && !(token.text.count > 1 && token.text.allSatisfy { !$0.isLowercase })
        // A language that capitalizes nouns writes "an die Bank" and "mit Gudrun" alike: only its nouns' endings
        // tell them apart.
        let isNoun = lexicon.capitalizesNouns && !known && lexicon.isCommonNoun(word)
        if (afterVerb || afterPreposition) && !isNoun { return known ? 0.9 : 0.8 }
        if capitalized, known { return 0.8 }
        if capitalized, !lexicon.capitalizesNouns {
            let isThing = PersonContext.namesThing(at: index, in: scan) || PersonContext.namesPlace(at: index, in: scan)
            return isThing ? nil : 0.6
        }
        if known, !wordClass.contains(.ambiguousName) { return 0.65 }
        if token.isCapitalized, !isNoun, index > 0, !lexicon.capitalizesNouns || clauses.reaches(index),
            scan.words[index - 1].lists.contains(.relation),
            lexicon.relations[scan.tokens[index - 1].normalized] != nil
        {
            return 0.7  // "Tante Erika": a family word before a name.
        }
        if let verb = clauses.verb(closing: index), scan.words[verb].lists.contains(.personObjectVerb),
            token.isCapitalized, !isNoun, Self.startsClause(index, in: scan)
        {
            return 0.6  // "Gudrun wegen der Rechnung anrufen": the one the closing call reaches.
        }
        // "jay's phone number", "frieda's home address": a possessive with a person's thing one or two words on.
        if token.isPossessive,
            ((index + 1)..<min(index + 3, scan.tokens.count)).contains(where: {
                scan.tokens[$0].kind == .word && scan.words[$0].person.contains(.personalEvent)
            })
        {
            return 0.55
        }
        return nil
    }

    /// Whether token `index` opens its clause: first of the text, after punctuation, a line break, a conjunction
    /// or a date ("morgen Gudrun anrufen").
    private static func startsClause(_ index: Int, in scan: EntityScan) -> Bool {
        guard index > 0 else { return true }
        let previous = scan.tokens[index - 1]
        return previous.kind != .word || scan.isDate[index - 1] || scan.words[index - 1].lists.contains(.conjunction)
    }

    /// The index of a surname right after the name at `index` ("Anna Smith", "linda connors"), if any.
    private func nameContinuation(after index: Int, in scan: EntityScan, classes: [PersonWordClass]) -> Int? {
        let next = index + 1
        guard next < scan.tokens.count, scan.tokens[next].kind == .word, scan.tokens[next].followsSpace,
            !scan.isDate[next]
        else { return nil }
        let token = scan.tokens[next]
        let word = token.normalized
        guard classes[next].isDisjoint(with: [.notName, .priority, .communicationVerb, .communicationNoun]),
            !scan.words[next].lists.contains(.relation) || lexicon.relations[word] == nil,
            !scan.words[next].lists.contains(.filler),
            !(lexicon.capitalizesNouns && lexicon.isCommonNoun(word))
        else { return nil }
        if token.isCapitalized { return next }
        let isKnown = classes[index].contains(.firstName)
        let followedByBoundary =
            next + 1 == scan.tokens.count || scan.tokens[next + 1].kind != .word
            || classes[next + 1].contains(.notName)
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

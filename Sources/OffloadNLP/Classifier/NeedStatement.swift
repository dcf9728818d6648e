/// How a language says that something or someone needs a new thing: "the car needs new wiper blades", "Das Auto
/// braucht neue Scheibenwischer", "brauchen wir noch ein Geschenk", "el coche necesita ruedas nuevas".
///
/// Such a text asks the writer to get the thing, though it reads like a statement; "die Schulter braucht noch etwa
/// 6 Wochen" or "braucht keine neuen Reifen" asks nothing. Empty where a language lists no need verbs.
struct NeedForm: Sendable {
    /// Verbs of need ("needs", "braucht", "necesita").
    var verbs: WordSet = []
    /// Words that make the needed thing a new one ("new", "neue", "nuevas").
    var newWords: WordSet = []
    /// Words of "still" that ask for a thing when an indefinite article follows ("noch ein Geschenk").
    var stillWords: WordSet = []
    /// Indefinite articles ("a", "ein", "una").
    var articles: WordSet = []
    /// Negations between the verb and the thing ("keine", "no"), which turn the need down.
    var negations: WordSet = []
    /// The most words between the verb and the word that makes the need one to act on.
    var reach = 3
    /// Words that open a visit, where the writer is to go, when a text starts with them and its first clause names
    /// no verb ("zum Hautarzt wegen der Hände", "zur Post"); empty where the language has no such opening.
    var visitOpeners: WordSet = []
    /// Negations that, right after a ``stillWords`` word, say a thing is not done yet ("noch nicht", "noch ned"),
    /// which asks to do it ("Die neue Vignette klebt noch nicht an der Scheibe"); empty where the language has none.
    var notYetWords: WordSet = []
    /// Verbs that say something ought to be done when a participle ends their clause ("die Vorhänge gehören
    /// gewaschen", "der Rasen gehört gemäht", as southern German says it); "das Buch gehört mir" and "gehört zum Haus
    /// und wurde 2010 angelegt" say whose or what a thing is.
    var obligationVerbs: WordSet = []
    /// Words that say something is due when they end a clause ("Mammographie ist seit März überfällig", "tollwut
    /// impfung fällig"): the thing is to be done.
    var dueWords: WordSet = []
    /// Pronouns that address the reader ("du", "ihr", a group's "jemand"): a text that opens by naming someone or a
    /// group, then asks them a question with one, is a message to them ("Jens, kannst du im März ein Wochenende
    /// übernehmen?", "in den lab-chat: kann jemand am samstag meine zellen füttern?").
    var addressPronouns: WordSet = []
    /// Words of asking that, first after the name, make the text a request to them ("Henrik, bitte den Zettel für
    /// den Elternabend unterschreiben").
    var addressRequests: WordSet = []
    /// Verbs of getting things, after which a list may run without separators ("ersatz besorgen ja vier spanngurte
    /// eine ratsche kantenschutz", see ``UnseparatedList``).
    var gettingVerbs: WordSet = []
    /// Words that open what things are for ("für die station ja kaffee filtertüten zucker kekse", see ``UnseparatedList``).
    var purposeWords: WordSet = []
    /// Words that say a thing is broken or faulty ("klemmt", "kaputt", "tropft", "Schimmel"): a short statement with
    /// one, not the writer's own state, asks to see to it ("Kellertür klemmt seit dem Regen", "trompete ventil klemmt
    /// seit der fasnacht").
    var faultWords: WordSet = []
    /// Verbs that say a thing fails when a negation follows in their clause ("Kasse stimmt seit Dienstag nicht",
    /// "Drucker funktioniert nicht").
    var failingVerbs: WordSet = []
}

/// The reading of a text as a need to get something or to go somewhere (see ``NeedForm``).
enum NeedStatement {
    /// Whether `tokens` open with a visit ("Zum Orthopäden, Knie zwickt"): a ``NeedForm/visitOpeners`` word first,
    /// and no verb or statement in its clause, which is no header; or end with one after a comma (see
    /// ``isLastClauseVisit(_:words:)``).
    static func isVisit(_ tokens: [Token], words: CueWords) -> Bool {
        guard let first = tokens.first, first.kind == .word, words.need.visitOpeners.contains(first.normalized) else {
            return isLastClauseVisit(tokens, words: words)
        }
        // The word after the opener is its place, a noun whatever its shape ("zum orthopäden").
        for index in tokens.indices.dropFirst(2) {
            // A header names what follows ("Zur Kur: Schlafanzug, Hausschuhe").
            if tokens[index].endsClause { return !tokens[index].normalized.hasPrefix(":") }
            guard tokens[index].kind == .word else { continue }
            if words.isVerb(tokens[index]) || words.isStatementWord(tokens[index].normalized) { return false }
        }
        return true
    }

    /// Whether the last clause of `tokens`, after a comma, is a visit: a ``NeedForm/visitOpeners`` word among its
    /// first three words, and no verb or statement word in it ("Handgelenk tut so weh, diesmal wirklich zum
    /// Orthopäden").
    private static func isLastClauseVisit(_ tokens: [Token], words: CueWords) -> Bool {
        guard let mark = tokens.indices.last(where: { tokens[$0].kind == .punctuation && tokens[$0].normalized == "," })
        else { return false }
        let openers = words.need.visitOpeners
        // A full stop or an exclamation mark may end the text ("…, endlich zum Orthopäden.").
        let rest = tokens[(mark + 1)...]
        let inner = rest.last?.endsSentence == true ? rest.dropLast() : rest
        let clause = inner.filter { $0.kind == .word }
        guard let opener = clause.firstIndex(where: { openers.contains($0.normalized) }),
            opener - clause.startIndex <= 2, clause.index(after: opener) < clause.endIndex,
            !inner.contains(where: \.endsClause),
            // Adverbs may come before the opener ("diesmal wirklich zum"); a count or a preposition makes it a span
            // ("31 Jahre bis zur Rente").
            !inner.prefix(while: { !openers.contains($0.normalized) }).contains(where: {
                $0.kind != .word || words.command.nounMarkers.contains($0.normalized)
                    || words.command.trailingPrepositions.contains($0.normalized)
            })
        else { return false }
        return !clause.contains { words.isVerb($0) || words.isStatementWord($0.normalized) }
    }

    /// Whether a clause of `tokens` says that something ought to be done (``NeedForm/obligationVerbs``): the verb,
    /// then words that make no statement of their own, then a participle at the clause's end.
    static func isObligation(_ tokens: [Token], words: CueWords) -> Bool {
        let verbs = words.need.obligationVerbs
        func isParticiple(_ word: String) -> Bool { words.command.pastForms.isParticiple(word) }
        var inClause = false
        var last: String?
        for token in tokens {
            if token.endsClause {
                if inClause, let last, isParticiple(last) { return true }
                inClause = false
                last = nil
                continue
            }
            guard token.kind == .word else { continue }
            let word = token.normalized
            if verbs.contains(word) {
                // "gehört" has a participle's shape itself.
                inClause = true
                last = nil
                continue
            } else if inClause, last.map(isParticiple) == true || words.isStatementWord(word) {
                // A participle before another word, or a second finite verb: a statement ("gehört zum Haus und wurde
                // angelegt").
                inClause = false
            }
            last = word
        }
        return inClause && last.map(isParticiple) == true
    }

    /// Whether a clause of `tokens` ends with a ``NeedForm/dueWords`` word after a word of its own ("Ölwechsel
    /// fällig", "Rauchmelder WE 2 + WE 5 fällig!"); "nicht fällig" and a due word alone say nothing is due.
    static func isDue(_ tokens: [Token], words: CueWords) -> Bool {
        let need = words.need
        guard !need.dueWords.isEmpty else { return false }
        var previous: String?
        var last: String?
        func endsDue() -> Bool {
            guard let last, need.dueWords.contains(last), let previous else { return false }
            return !need.negations.contains(previous)
        }
        for index in tokens.indices {
            // "fällig!!" and "fällig." end their clause with the mark.
            if tokens[index].endsClause {
                if endsDue() { return true }
                continue
            }
            guard tokens[index].kind == .word || tokens[index].kind == .number else { continue }
            (previous, last) = (last, tokens[index].normalized)
        }
        return endsDue()
    }

    /// Whether `tokens` open by naming someone (a few words, then a comma or a colon) and then ask them something:
    /// a ``NeedForm/addressRequests`` word first, or (unless `requestsOnly`) a question with a
    /// ``NeedForm/addressPronouns`` word before the first question mark ("Steffi: holst du Paul
    /// heute ab?"); "Jens, der Zug kommt später" asks nothing, and a word that opens notes is a header ("Rezept:
    /// kannst du das glauben?").
    static func isAddressed(_ tokens: [Token], words: CueWords, requestsOnly: Bool = false) -> Bool {
        let pronouns = words.need.addressPronouns
        // A name, or a chat or a group with a preposition before it ("in den lab-chat:"), of a few words at most and
        // no verb ("Jens kann am Samstag nicht, …" tells).
        guard let mark = tokens.prefix(6).firstIndex(where: { $0.normalized == "," || $0.normalized == ":" }),
            mark > 0,
            tokens[..<mark].allSatisfy({
                $0.kind == .word && !words.noteStarters.contains($0.normalized)
                    && !words.isStatementWord($0.normalized) && !words.isKnownVerb($0.normalized)
                    || $0.normalized == "-"
            })
        else { return false }
        // "Henrik, bitte den Zettel unterschreiben": a request right after the name and its comma is to them (a
        // colon makes a header: "Einkauf: bitte Milch holen").
        if tokens[mark].normalized == ",", let first = tokens[(mark + 1)...].first(where: { $0.kind == .word }),
            words.need.addressRequests.contains(first.normalized)
        {
            return true
        }
        guard !requestsOnly else { return false }
        var addresses = false
        for token in tokens[(mark + 1)...] {
            if token.normalized.hasPrefix("?") { return addresses }
            if token.endsSentence { return false }
            if token.kind == .word, pronouns.contains(token.normalized) { addresses = true }
        }
        return false
    }

    /// Whether a clause of `tokens` says that something is not done yet ("WEA 7 Getriebeöl-Probe noch nicht im
    /// Labor"): a ``NeedForm/stillWords`` word, then a ``NeedForm/notYetWords`` one; not a question, and not with
    /// the writer as the subject (``ReportForm/ownSubjects``: "ich weiß noch nicht, ob …").
    static func isPending(_ tokens: [Token], words: CueWords) -> Bool {
        let need = words.need
        guard !need.notYetWords.isEmpty, tokens.last?.normalized.hasPrefix("?") != true else { return false }
        var pending = false
        for index in tokens.indices where tokens[index].kind == .word {
            let word = tokens[index].normalized
            if words.report.ownSubjects.contains(word) { return false }
            if index > 0, need.notYetWords.contains(word), need.stillWords.contains(tokens[index - 1].normalized) {
                pending = true
            }
        }
        return pending
    }

    /// Whether `tokens` open, after fillers, with a verb of ``CueWords/messageLeads`` and then a word that is neither
    /// the writer nor a thing (``CueWords/impersonalObjects``): "remind Jason to pick Kaylee up"; "remind me to call
    /// the agent" is the writer's own, "remind this event in future" a reminder.
    static func leadsMessage(_ tokens: [Token], words: CueWords) -> Bool {
        guard !words.messageLeads.isEmpty else { return false }
        var lead = false
        for token in tokens {
            // Marks between fillers ("um, remind …") are read over.
            guard token.kind == .word else {
                if lead || token.kind != .punctuation { return false }
                continue
            }
            let word = token.normalized
            if lead { return !words.selfObjects.contains(word) && !words.impersonalObjects.contains(word) }
            if words.leadingFillers.contains(word) { continue }
            guard words.messageLeads.contains(word) else { return false }
            lead = true
        }
        return false
    }

    /// Whether `tokens` state that a thing is broken (``NeedForm/faultWords``, or a failing verb with a negation in
    /// its clause: "Kasse stimmt nicht", "the geyser is not heating"), in at most ``faultReach`` words, with no
    /// question and no subject of the writer's own ("bin heut total kaputt", "i'm broke" tell how the writer is).
    static func isFault(_ tokens: [Token], words: CueWords) -> Bool {
        let need = words.need
        guard !need.faultWords.isEmpty, tokens.last?.normalized.hasPrefix("?") != true else { return false }
        var (count, fault, failing, negated) = (0, false, false, false)
        // "…, not broken": a negation right before a fault word turns it down.
        var followsNegation = false
        for token in tokens {
            if token.endsClause { (failing, negated) = (false, false) }
            guard token.kind == .word else { continue }
            let word = token.normalized
            count += 1
            if count > faultReach || words.report.ownSubjects.contains(word) { return false }
            let isNegation = need.notYetWords.contains(word) || need.negations.contains(word)
            failing = failing || need.failingVerbs.contains(word)
            negated = negated || isNegation
            if need.faultWords.contains(word) {
                fault = fault || !followsNegation
            } else if failing && negated {
                fault = true
            }
            followsNegation = isNegation
        }
        return fault
    }

    /// The most words of a statement of a fault.
    static let faultReach = 12

    /// Whether `tokens` say that something needs a new thing, or still needs one.
    static func isNeed(_ tokens: [Token], form: NeedForm) -> Bool {
        // One pass without allocating: this runs for every capture read as a note or a message.
        var previousWord: String?
        for index in tokens.indices where tokens[index].kind == .word {
            let verb = tokens[index].normalized
            defer { previousWord = verb }
            guard form.verbs.contains(verb) else { continue }
            // "still" before the verb or after it ("we still need a", "brauchen wir noch ein", "falta un").
            var isStill = form.stillWords.contains(verb) || previousWord.map(form.stillWords.contains) == true
            var seen = 0
            for next in (index + 1)..<tokens.count {
                // The need ends with its clause.
                if tokens[next].endsClause { break }
                guard tokens[next].kind == .word else { continue }
                let word = tokens[next].normalized
                if form.negations.contains(word) { break }
                if form.newWords.contains(word) || isStill && form.articles.contains(word) { return true }
                isStill = isStill || form.stillWords.contains(word)
                seen += 1
                if seen == form.reach { break }
            }
        }
        return false
    }
}

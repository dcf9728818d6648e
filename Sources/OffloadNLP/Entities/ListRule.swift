/// List names and list items.
///
/// Names come from a header ("groceries: …", "packing - …", a short first line above bullet lines) or from
/// "my X list" / "the X list". Items split on commas, "and", "&", "+", line breaks and bullets ("- ", "• ",
/// "* ", "1. ", "☐"); each item's quantity and unit are read by ``ListItemReading``.
struct ListRule {
    static let notHeaders: Set<String> = [
        "note", "idea", "quote", "re", "fyi", "ps", "reminder", "update", "question", "q", "remember", "tip", "fact",
        "password", "wifi", "address", "todo", "reminders", "btw", "edit", "important", "urgent", "tldr",
    ]
    static let listWords: Set<String> = ["list", "lists", "liste", "lista"]
    static let nameBoundaries: Set<String> = [
        "my", "the", "our", "your", "a", "an", "to", "on", "off", "from", "of", "in", "into", "onto", "for", "this",
        "that", "his", "her", "their", "add", "new", "create", "make", "open", "check", "clear", "show", "read",
        "erase", "delete", "remove", "is", "what", "whats",
    ]
    static let addVerbs: Set<String> = ["add", "put", "include", "append", "insert"]
    /// Prepositions between added items and the list name ("add eggs to my list").
    static let itemsPrepositions: Set<String> = ["to", "on", "onto", "in", "into"]

    func entities(in scan: EntityScan, priorities: [Entity]) -> [Entity] {
        var names: [Entity] = []
        var region = 0..<scan.tokens.count
        var isStructured = false
        if let header = header(in: scan) {
            names.append(header.name)
            region = header.itemsStart..<scan.tokens.count
            isStructured = true
        }
        for index in scan.tokens.indices where scan.words[index].lists.contains(.listWord) {
            guard let (first, last) = nameBefore(listWord: index, in: scan) else { continue }
            let name = scan.slice(first, last).lowercased()
            names.append(scan.entity(.listName, first, last, value: .init(text: name), confidence: 0.85))
            if !isStructured, let items = addedItems(before: first, in: scan) {
                region = items
                isStructured = true
            }
        }
        guard isStructured || ListSegmentation.canSplit(region, in: scan) else { return names }
        var skipped = scan.isDate
        for index in scan.tokens.indices {
            switch scan.tokens[index].kind {
            case .hashtag, .mention, .money: skipped[index] = true
            default: break
            }
        }
        for priority in priorities {
            for index in scan.tokens.indices where priority.characterRange.overlaps(scan.tokens[index].characterRange) {
                skipped[index] = true
            }
        }
        let segmentation = ListSegmentation(scan: scan, region: region, skipped: skipped)
        guard segmentation.isList(structured: isStructured) else { return names }
        return names
            + segmentation.segments.compactMap {
                ListItemReading(segment: $0, scan: scan)?.entity(
                    in: scan, confidence: isStructured || segmentation.hasBullets ? 0.8 : 0.65)
            }
    }

    /// A header: one to four words then ":" or a spaced dash on the first line, or a short first line above
    /// bullet lines.
    private func header(in scan: EntityScan) -> (name: Entity, itemsStart: Int)? {
        let tokens = scan.tokens
        var index = 0
        while index < tokens.count, index < 5, tokens[index].kind == .word, !scan.isDate[index] { index += 1 }
        guard index > 0, index < tokens.count, !scan.words[0].lists.contains(.notHeader) else { return nil }
        let marker = tokens[index]
        let isColon = marker.kind == .punctuation && marker.text == ":"
        let isDash = marker.kind == .punctuation && ["-", "–", "—"].contains(marker.text) && marker.followsSpace
        let isLine =
            marker.kind == .lineBreak && index <= 3 && tokens.dropFirst(index + 1).first.map(isBulletStart) == true
        guard isColon || isDash || isLine else { return nil }
        let name = scan.slice(0, index - 1).lowercased()
        return (scan.entity(.listName, 0, index - 1, value: .init(text: name), confidence: 0.8), index + 1)
    }

    private func isBulletStart(_ token: Token) -> Bool {
        token.kind == .number || (token.kind == .punctuation && ListSegmentation.bullets.contains(token.text))
    }

    /// The words naming a list right before "list" ("shopping" in "my shopping list", "to do" in "my to do list").
    private func nameBefore(listWord index: Int, in scan: EntityScan) -> (Int, Int)? {
        let last = index - 1
        guard last >= 0 else { return nil }
        if last >= 1, scan.isWord(last - 1, "to"), scan.isWord(last, "do") { return (last - 1, last) }
        var first = index
        while first - 1 >= 0, index - first < 3 {
            let token = scan.tokens[first - 1]
            guard token.kind == .word, !token.isPossessive, !scan.isDate[first - 1],
                !scan.words[first - 1].lists.contains(.listNameBoundary)
            else { break }
            first -= 1
        }
        return first <= last ? (first, last) : nil
    }

    /// "add eggs and milk to my shopping list": the tokens between the verb and the preposition before the name.
    private func addedItems(before nameStart: Int, in scan: EntityScan) -> Range<Int>? {
        var preposition = nameStart - 1
        while preposition >= 0, !scan.words[preposition].lists.contains(.itemsPreposition) {
            preposition -= 1
        }
        guard preposition > 0 else { return nil }
        guard let verb = (0..<preposition).last(where: { scan.words[$0].lists.contains(.addVerb) }),
            verb + 1 < preposition
        else { return nil }
        return (verb + 1)..<preposition
    }
}

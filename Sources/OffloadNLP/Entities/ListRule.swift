/// List names and list items.
///
/// Names come from a header ("groceries: …", "packing - …", a short first line above bullet lines) or from
/// "my X list" / "the X list". Items split on commas, "and", "&", "+", line breaks, bullets ("- ", "• ",
/// "* ", "1. ", "☐") and numbered markers inside a line, never inside quotes; shop items written without separators
/// are read by ``ItemRun``. Each item's quantity and unit are read by ``ListItemReading``, which leaves out a
/// leading shopping verb when the segments read as items ("buy apples, pears" → apples, pears; "book a van, buy
/// tape" keeps its verbs).
struct ListRule {
    let lexicon: EntityLexicon

    /// First words of a header that opens a note or a message, not a list ("idea: …", "thought: …").
    static let notHeaders: Set<String> = [
        "note", "idea", "quote", "re", "fyi", "ps", "reminder", "update", "question", "q", "remember", "tip", "fact",
        "password", "wifi", "address", "todo", "reminders", "btw", "edit", "important", "urgent", "tldr", "thought",
        "thoughts", "observation", "noticed", "realised", "realized", "learned", "learnt", "til", "nb", "insight",
        "lesson", "memo", "interesting", "random", "wondering", "apparently",
    ]
    static let listWords: Set<String> = ["list", "lists"]
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
        // A spoken lead-in is no item ("denk dran, Müll rausbringen").
        let leadIn = SpokenLeadIn.leadInEnd(scan.tokens, words: scan.words, lexicon: lexicon)
        var region = leadIn..<scan.tokens.count
        var isStructured = false
        let markers = scan.markers
        if let header = header(in: scan, markers: markers) {
            names.append(header.name)
            region = header.itemsStart..<scan.tokens.count
            isStructured = true
        }
        for index in scan.tokens.indices where scan.words[index].lists.contains(.listWord) {
            guard let (first, last) = nameBefore(listWord: index, in: scan) ?? nameAfter(listWord: index, in: scan)
            else { continue }
            let name = scan.slice(first, last).lowercased()
            names.append(scan.entity(.listName, first, last, value: .init(text: name), confidence: 0.85))
            if !isStructured, let items = addedItems(before: min(first, index), in: scan) {
                region = items
                isStructured = true
            }
        }
        let canSplit = isStructured || ListSegmentation.canSplit(region, in: scan, markers: markers)
        // Without a separator only a short run of shop items can be a list ("milk eggs bread").
        guard canSplit || region.count <= Self.longestItemRun else { return names }
        let skipped = Self.skipped(in: scan, priorities: priorities, keepsValues: false)
        var segmentation = ListSegmentation(scan: scan, region: region, skipped: skipped, markers: markers)
        let segmentCount = segmentation.segments.count
        segmentation.splitItemRuns(scan: scan)
        let readsAsItems = SegmentVerbs.readAsItems(segmentation.segments, scan: scan)
        let isList =
            canSplit
            ? segmentation.isList(structured: isStructured, readsAsItems: readsAsItems)
            : segmentation.segments.count > segmentCount
        guard isList else { return names }
        let confidence = isStructured || segmentation.hasBullets ? 0.8 : 0.65
        var segments = segmentation.segments
        if !readsAsItems {
            // A step keeps its own date and amount ("water daily", "pay the $50 deposit by friday"): they are what
            // the person wrote for that step, and the plan's one due date cannot hold them all.
            let kept = Self.skipped(in: scan, priorities: priorities, keepsValues: true)
            var steps = ListSegmentation(scan: scan, region: region, skipped: kept, markers: markers)
            steps.splitItemRuns(scan: scan)
            if steps.segments.count == segments.count { segments = steps.segments }
        }
        return names
            + segments.compactMap {
                ListItemReading(segment: $0, scan: scan, dropsShoppingVerb: readsAsItems)?
                    .entity(in: scan, confidence: confidence)
            }
    }

    /// Tokens an item leaves out at its edges: hashtags, mentions and priorities, which the suggestion holds, and
    /// unless `keepsValues`, dates and amounts.
    private static func skipped(in scan: EntityScan, priorities: [Entity], keepsValues: Bool) -> [Bool] {
        var skipped = keepsValues ? [Bool](repeating: false, count: scan.tokens.count) : scan.isDate
        for index in scan.tokens.indices {
            switch scan.tokens[index].kind {
            case .hashtag, .mention: skipped[index] = true
            case .money: skipped[index] = skipped[index] || !keepsValues
            default: break
            }
        }
        for priority in priorities {
            for index in scan.tokens.indices where priority.characterRange.overlaps(scan.tokens[index].characterRange) {
                skipped[index] = true
            }
        }
        return skipped
    }

    /// The most tokens a list written without separators is read from.
    static let longestItemRun = 40

    /// A header on the first line, or a short first line above bullet lines.
    ///
    /// One to four words then ":", a spaced dash or the first of the line's numbered markers ("plan the move 1) book
    /// a van 2) …"). A date may close the header, and is no part of its name ("Einkauf für Samstag: Brot, Käse" →
    /// "einkauf").
    private func header(in scan: EntityScan, markers: InlineMarkers) -> (name: Entity, itemsStart: Int)? {
        let tokens = scan.tokens
        var index = 0
        while index < tokens.count, index < 5, tokens[index].kind == .word, !scan.isDate[index] { index += 1 }
        let nameEnd = index
        // A date may close the header, right before its marker.
        while nameEnd > 0, index < tokens.count, index - nameEnd < Self.longestHeaderDate, scan.isDate[index] {
            index += 1
        }
        guard index > 0, index < tokens.count, !scan.words[0].lists.contains(.notHeader),
            let last = headerNameEnd(before: nameEnd, in: scan)
        else { return nil }
        let marker = tokens[index]
        let isColon = marker.kind == .punctuation && marker.text == ":"
        let isDash = marker.kind == .punctuation && ["-", "–", "—"].contains(marker.text) && marker.followsSpace
        let isLine =
            marker.kind == .lineBreak && index <= 3 && tokens.dropFirst(index + 1).first.map(isBulletStart) == true
        let isNumbered = markers.isNumberedMarker(index)
        guard isColon || isDash || isLine || isNumbered else { return nil }
        let name = scan.slice(0, last).lowercased()
        // A numbered marker opens the first item, so the items start at it.
        let itemsStart = isNumbered ? index : index + 1
        return (scan.entity(.listName, 0, last, value: .init(text: name), confidence: 0.8), itemsStart)
    }

    /// The most tokens of a date closing a header.
    static let longestHeaderDate = 6

    /// The last word naming the list among the header's first `end` words: without connecting words left before
    /// a closing date ("Einkauf für Samstag" → "Einkauf"); `nil` when none is left.
    private func headerNameEnd(before end: Int, in scan: EntityScan) -> Int? {
        guard end > 0 else { return nil }
        var last = end - 1
        if end < scan.tokens.count, scan.isDate[end] {
            while last > 0, scan.words[last].lists.contains(.dangling) { last -= 1 }
        }
        return last
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

    /// The words naming a list after "lista de" ("la compra" in "lista de la compra"), up to two words, for a
    /// language that links the name with a word (see ``EntityWord/Lists/listNameLink``).
    private func nameAfter(listWord index: Int, in scan: EntityScan) -> (Int, Int)? {
        guard scan.tokens.indices.contains(index + 2), scan.words[index + 1].lists.contains(.listNameLink) else {
            return nil
        }
        let first = index + 2
        var last = first - 1
        while last + 1 < scan.tokens.count, last + 1 - first < 3, scan.tokens[last + 1].kind == .word,
            !scan.isDate[last + 1], !scan.words[last + 1].lists.contains(.listNameLink)
        {
            last += 1
        }
        // A leading article ("la compra") belongs to the name as written, but is not all of it.
        return last >= first && !(last == first && scan.words[first].person.contains(.personDeterminer))
            ? (first, last) : nil
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

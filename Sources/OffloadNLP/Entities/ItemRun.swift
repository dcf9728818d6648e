/// Shop items written one after another without separators: "milk eggs bread", "2 oat milk 6 eggs".
///
/// Read only when every word is a known item, a modifier of the next item ("oat" of "oat milk"), a unit, a count or
/// "of", after at most one leading shopping verb ("buy milk eggs"); a word outside those lists means the words are a
/// sentence, not a list, so "buy milk" stays a task and "call mom" is never split.
enum ItemRun {
    /// The items of `segment` (token indices, in order), or `nil` unless it reads as two or more items.
    ///
    /// - Complexity: O(n) in the length of the segment.
    static func split(_ segment: [Int], scan: EntityScan) -> [[Int]]? {
        var items: [[Int]] = []
        var current: [Int] = []
        var hasNoun = false
        func flush() {
            if !current.isEmpty { items.append(current) }
            current = []
            hasNoun = false
        }
        for (position, index) in segment.enumerated() {
            let token = scan.tokens[index]
            if token.kind == .number {
                if hasNoun { flush() }
                current.append(index)
                continue
            }
            guard token.kind == .word else { return nil }
            let word = token.normalized
            let entry = scan.words[index]
            let next = position + 1 < segment.count ? segment[position + 1] : nil
            let modifiesNext =
                entry.lists.contains(.itemModifier) && next.map { Self.isItemWord($0, scan: scan) } == true
            // A leading shopping verb stays with the first item, whose reading leaves it out.
            if position == 0, entry.lists.contains(.shoppingVerb) {
                current.append(index)
            } else if position == 1, word == "up", scan.tokens[segment[0]].normalized == "pick" {
                current.append(index)
            } else if modifiesNext || entry.lists.contains(.article) {
                if hasNoun { flush() }
                current.append(index)
            } else if entry.lists.contains(.shopItem) {
                let continuesModifier =
                    current.last.map { scan.tokens[$0].kind == .word && scan.words[$0].lists.contains(.itemModifier) }
                    ?? false
                if hasNoun, !continuesModifier { flush() }
                current.append(index)
                hasNoun = true
            } else if entry.number != nil {
                if hasNoun { flush() }
                current.append(index)
            } else if position + 1 == segment.count, hasNoun, entry.lists.contains(.closingShoppingVerb) {
                // The verb closing a verb-final list stays with the last item, whose reading leaves it out.
                current.append(index)
            } else if hasNoun ? isTrailingCount(word) : !current.isEmpty && isUnit(entry) {
                current.append(index)
            } else {
                return nil
            }
        }
        flush()
        return items.count >= 2 ? items : nil
    }

    private static func isItemWord(_ index: Int, scan: EntityScan) -> Bool {
        scan.tokens[index].kind == .word && scan.words[index].lists.contains(.shopItem)
    }

    /// A unit or "of" after a count ("2 loaves of bread").
    private static func isUnit(_ entry: EntityWord) -> Bool {
        entry.unit != nil || entry.lists.contains(.unitLink)
    }

    /// A count after the item ("milk x2").
    private static func isTrailingCount(_ word: String) -> Bool {
        word.utf8.count > 1 && word.hasPrefix("x") && word.utf8.dropFirst().allSatisfy { (0x30...0x39).contains($0) }
    }
}

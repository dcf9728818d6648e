/// Whether list segments read as items ("milk, eggs"; "buy apples, pears and bread", where one shopping verb leads
/// the whole list) or as steps, some of which start with a verb ("book a van, pack the kitchen").
enum SegmentVerbs {
    /// Whether no segment starts with a verb, but for one shopping verb leading the first, and none ends with a verb
    /// of a verb-final language, but for one shopping verb closing the last ("Milch, Eier und Brot kaufen").
    static func readAsItems(_ segments: [[Int]], scan: EntityScan) -> Bool {
        for (position, segment) in segments.enumerated() {
            if let last = segment.last, segment.count > 1, scan.tokens[last].kind == .word,
                scan.words[last].lists.contains(.closingVerb)
            {
                let closesList =
                    position == segments.count - 1 && scan.words[last].lists.contains(.closingShoppingVerb)
                if !closesList { return false }
            }
            guard let first = segment.first, scan.tokens[first].kind == .word else { continue }
            let word = scan.tokens[first].normalized
            guard CueLexicon.actionVerbs.contains(word) || CueLexicon.communicationVerbs.contains(word) else {
                continue
            }
            if position > 0 || !scan.words[first].lists.contains(.shoppingVerb) { return false }
        }
        return true
    }
}

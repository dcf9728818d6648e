/// One list item read from its segment: "2 loaves of bread" → item "bread", quantity 2, unit "loaf"; "buy apples"
/// in a shopping list → "apples"; a quoted title keeps its words and case ("'Thinking, Fast and Slow'").
struct ListItemReading {
    /// Unit words, plural or singular, and their singular form.
    static let units: [String: String] = {
        var table: [String: String] = [
            "g": "g", "gr": "g", "gram": "g", "grams": "g", "gramm": "g", "kg": "kg", "kilo": "kg", "kilos": "kg",
            "kilogram": "kg", "kilograms": "kg", "mg": "mg", "l": "l", "liter": "l", "liters": "l", "litre": "l",
            "litres": "l", "ml": "ml", "cl": "cl", "lb": "lb", "lbs": "lb", "pound": "lb", "pounds": "lb", "oz": "oz",
            "ounce": "oz", "ounces": "oz", "loaf": "loaf", "loaves": "loaf", "box": "box", "boxes": "box",
            "bunch": "bunch", "bunches": "bunch", "tbsp": "tbsp", "tsp": "tsp", "dozen": "dozen",
        ]
        for unit in [
            "bottle", "can", "pack", "packet", "bag", "jar", "carton", "tin", "piece", "slice", "cup", "head",
            "clove", "roll", "bar", "tub", "stick", "sheet", "pair", "set", "gallon", "pint", "quart", "block",
            "bag", "sack", "case", "crate", "tube", "container", "handful",
        ] {
            table[unit] = unit
            table[unit + "s"] = unit
        }
        return table
    }()

    /// Articles an item may start with; they give no count ("a pear").
    static let articles: Set<String> = ["a", "an"]

    static let numberWords: [String: Double] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12, "dozen": 12, "couple": 2,
    ]

    /// The value of a number token, reading a decimal comma as a point ("1,5" is 1.5).
    static func number(_ text: String) -> Double? {
        guard text.utf8.contains(UInt8(ascii: ",")) else { return Double(text) }
        return Double(String(text.map { $0 == "," ? "." : $0 }))
    }

    /// The largest count read as a quantity.
    ///
    /// A bigger number ("9999999999999999999 apples") is not a quantity
    /// anyone shops for, and beyond 2^53 not even exact, so it stays part of the item's text instead.
    static let largestQuantity: Double = 1_000_000

    /// Whether `value` is a count a list can hold: finite, above zero and at most ``largestQuantity``.
    static func isPlausible(_ value: Double) -> Bool {
        value.isFinite && value > 0 && value <= largestQuantity
    }

    let tokens: [Int]
    let name: String
    let quantity: Double?
    let unit: String?

    /// Reads `segment`; with `dropsShoppingVerb`, a leading "buy", "get", "pick up", … (or a closing "kaufen") is
    /// left out of the item, and an item whose words are all quoted (the scan's markers) keeps its case.
    init?(segment: [Int], scan: EntityScan, dropsShoppingVerb: Bool = false) {
        guard !segment.isEmpty else { return nil }
        let start = dropsShoppingVerb ? Self.shoppingVerbLength(segment, scan: scan) : 0
        var position = start
        var quantity: Double?
        var unit: String?
        func word(_ offset: Int) -> String? {
            let at = position + offset
            guard at < segment.count, scan.tokens[segment[at]].kind == .word else { return nil }
            return scan.tokens[segment[at]].normalized
        }
        func entry(_ offset: Int) -> EntityWord? {
            let at = position + offset
            guard at < segment.count, scan.tokens[segment[at]].kind == .word else { return nil }
            return scan.words[segment[at]]
        }
        let first = scan.tokens[segment[start]]
        let rest = segment.count - start
        let isArticle = entry(0)?.lists.contains(.article) == true
        if first.kind == .number, let value = Self.number(first.normalized) {
            quantity = value
            position += 1
            if word(0) == "x" { position += 1 }
        } else if word(0) == "half", word(1) == "a", word(2) == "dozen" {
            (quantity, position) = (6, start + 3)
        } else if isArticle, let count = entry(1)?.number, entry(1)?.unit == "dozen" || word(1) == "couple" {
            (quantity, position) = (count, start + 2)
        } else if let spelled = entry(0)?.number, rest > 1 {
            (quantity, position) = (spelled, start + 1)
        } else if isArticle, rest > 1 {
            position += 1
        }
        if quantity != nil, let singular = entry(0)?.unit, segment.count > position + 1 {
            if singular == "dozen" {
                quantity = (quantity ?? 1) * 12
            } else {
                unit = singular
            }
            position += 1
        }
        if entry(0)?.lists.contains(.unitLink) == true, segment.count > position + 1 { position += 1 }
        var remaining = Array(segment[position...])
        if dropsShoppingVerb, remaining.count > 1, let last = remaining.last,
            scan.words[last].lists.contains(.closingShoppingVerb)
        {
            remaining.removeLast()
        }
        if quantity == nil, let trailing = Self.trailingCount(remaining, scan: scan) {
            quantity = trailing.count
            remaining.removeLast(trailing.tokens)
        }
        if let read = quantity, !Self.isPlausible(read) {
            (remaining, quantity, unit) = (Array(segment[start...]), nil, nil)  // An absurd number is part of the text.
        }
        guard let firstName = remaining.first, let lastName = remaining.last else { return nil }
        self.tokens = segment
        let name = scan.slice(firstName, lastName)
        let isQuotedTitle = remaining.allSatisfy { scan.markers.isQuoted($0) }
        self.name = isQuotedTitle ? name : name.lowercased()
        self.quantity = quantity
        self.unit = unit
    }

    /// The number of tokens of a leading shopping verb ("buy", "pick up") when words follow it, else 0.
    private static func shoppingVerbLength(_ segment: [Int], scan: EntityScan) -> Int {
        guard let first = segment.first, scan.tokens[first].kind == .word,
            scan.words[first].lists.contains(.shoppingVerb)
        else { return 0 }
        let length = segment.count > 2 && scan.isWord(segment[0], "pick") && scan.isWord(segment[1], "up") ? 2 : 1
        return segment.count > length ? length : 0
    }

    /// "milk x2", "milk x 2": a count after the item.
    private static func trailingCount(_ remaining: [Int], scan: EntityScan) -> (count: Double, tokens: Int)? {
        guard remaining.count >= 2, let last = remaining.last else { return nil }
        let token = scan.tokens[last]
        if token.kind == .word, token.normalized.hasPrefix("x"), let value = Double(token.normalized.dropFirst()) {
            return (value, 1)
        }
        if token.kind == .number, remaining.count >= 3, scan.isWord(remaining[remaining.count - 2], "x"),
            let value = Double(token.normalized)
        {
            return (value, 2)
        }
        return nil
    }

    func entity(in scan: EntityScan, confidence: Double) -> Entity? {
        guard let first = tokens.first, let last = tokens.last else { return nil }
        return scan.entity(
            .listItem, first, last, value: .init(text: name, quantity: quantity, unit: unit), confidence: confidence)
    }
}

/// The scanning rules of ``Tokenizer``: each returns where a token of its kind would end, or `nil`.
struct TokenScanner {
    let units: TextUnits
    /// Whether any unit is an "@": without one no email can start, so words skip the email scan.
    private let hasAt: Bool

    init(units: TextUnits) {
        self.units = units
        hasAt = units.asciiBytes.contains(0x40)
    }

    private static let apostrophe: UInt8 = 0x27
    private static let hyphen: UInt8 = 0x2D
    private static let dot: UInt8 = 0x2E
    private static let colon: UInt8 = 0x3A
    private static let slash: UInt8 = 0x2F
    private static let at: UInt8 = 0x40
    private static let hash: UInt8 = 0x23
    private static let plus: UInt8 = 0x2B
    // Byte forms built once (building them per call allocated on every word and number).
    private static let urlPrefixes: [[UInt8]] = [Array("https://".utf8), Array("http://".utf8), Array("www.".utf8)]
    private static let ordinalSuffixes: [[UInt8]] = ["st", "nd", "rd", "th"].map { Array($0.utf8) }
    private static let currencyCodes: [[UInt8]] = ["eur", "usd", "gbp", "chf"].map { Array($0.utf8) }
    private static let meridiemForms: [[UInt8]] = ["a.m.", "p.m.", "am", "pm", "a.m", "p.m", "a", "p"].map {
        Array($0.utf8)
    }

    /// Scans one token starting at `start` (which is not white space) and returns its kind and end.
    mutating func scan(at start: Int) -> (TokenKind, Int) {
        switch units.classes[start] {
        case .newline:
            return (.lineBreak, start + 1)
        case .emoji:
            return (.emoji, start + 1)
        case .letter:
            if let end = url(at: start) { return (.url, end) }
            if let end = email(at: start) { return (.email, end) }
            return (.word, word(at: start))
        case .digit:
            if let end = email(at: start) { return (.email, end) }
            return number(at: start)
        case .space:
            return (.punctuation, start + 1)
        case .symbol:
            return symbol(at: start)
        }
    }

    // MARK: Words

    private func word(at start: Int) -> Int {
        var end = start
        while end < units.count {
            if units.isWordLike(end) {
                end += 1
            } else if isJoiner(end),
                units.isClass(end + 1, .letter) || (units.isASCII(end, Self.hyphen) && units.isWordLike(end + 1))
            {
                end += 1
            } else if units.isASCII(end, Self.dot), units.isClass(end + 1, .letter), !units.isWordLike(end + 2),
                end - start == 1 || units.isASCII(end - 2, Self.dot)
            {
                // Abbreviations with internal dots: "a.m.", "e.g.", "p.m."
                end += units.isASCII(end + 2, Self.dot) ? 3 : 2
            } else {
                break
            }
        }
        return end
    }

    private func isJoiner(_ unit: Int) -> Bool {
        units.isASCII(unit, Self.apostrophe) || units.isASCII(unit, Self.hyphen)
    }

    private func url(at start: Int) -> Int? {
        // Only "h" and "w" can start a URL prefix: skip the comparisons for every other word.
        let first = units.asciiBytes[start] | 0x20
        guard first == 0x68 || first == 0x77,
            Self.urlPrefixes.contains(where: { matchesLowercased($0, at: start) })
        else { return nil }
        var end = start
        while end < units.count, units.classes[end] != .space, units.classes[end] != .newline,
            units.classes[end] != .emoji
        {
            end += 1
        }
        while end > start, let last = trailingURLPunctuation(end - 1), last { end -= 1 }
        return end - start > 4 ? end : nil
    }

    private func trailingURLPunctuation(_ unit: Int) -> Bool? {
        switch units.asciiBytes[unit] {
        case 0x2E, 0x2C, 0x3B, 0x3A, 0x21, 0x3F, 0x29, 0x22, 0x27: return true
        default: return false
        }
    }

    private func matchesLowercased(_ pattern: [UInt8], at start: Int) -> Bool {
        guard start + pattern.count <= units.count else { return false }
        for (offset, byte) in pattern.enumerated() {
            let unit = units.asciiBytes[start + offset]
            if unit != byte, !(unit >= 0x41 && unit <= 0x5A && unit + 0x20 == byte) { return false }
        }
        return true
    }

    private func isEmailLocal(_ unit: Int) -> Bool {
        guard unit < units.count else { return false }
        if units.isWordLike(unit) { return true }
        // A switch, not an array literal: this runs for every character of every word.
        switch units.asciiBytes[unit] {
        case 0x2E, 0x5F, 0x25, 0x2B, 0x2D: return true
        default: return false
        }
    }

    private func email(at start: Int) -> Int? {
        guard hasAt else { return nil }
        var cursor = start
        while isEmailLocal(cursor) { cursor += 1 }
        guard cursor > start, units.isASCII(cursor, Self.at), units.isWordLike(cursor + 1) else { return nil }
        cursor += 1
        var lastDot = -1
        while cursor < units.count {
            if units.isWordLike(cursor) || units.isASCII(cursor, Self.hyphen) {
                cursor += 1
            } else if units.isASCII(cursor, Self.dot), units.isWordLike(cursor + 1) {
                lastDot = cursor
                cursor += 1
            } else {
                break
            }
        }
        guard lastDot > 0, cursor - lastDot > 2 else { return nil }
        return cursor
    }

    // MARK: Numbers

    private func digits(from start: Int) -> Int {
        var end = start
        while units.isClass(end, .digit) { end += 1 }
        return end
    }

    private func number(at start: Int) -> (TokenKind, Int) {
        if let end = phone(at: start) { return (.phone, end) }
        if let end = dateLike(at: start) { return (.date, end) }
        if let end = clockTime(at: start) { return (.time, end) }
        let integerEnd = digits(from: start)
        if let end = suffix(after: integerEnd, in: Self.ordinalSuffixes), integerEnd - start <= 4 {
            return (.ordinal, end)
        }
        if integerEnd - start <= 2, let end = meridiem(after: integerEnd) { return (.time, end) }
        var end = integerEnd
        while (units.isASCII(end, Self.dot) || units.isASCII(end, 0x2C)), units.isClass(end + 1, .digit) {
            end = digits(from: end + 1)
        }
        // "14'850" (Swiss thousands): groups of three digits after an apostrophe ("5'10" stays feet and inches).
        if end == integerEnd, integerEnd - start <= 3 {
            while units.isASCII(end, Self.apostrophe), digits(from: end + 1) - end - 1 == 3 { end += 4 }
        }
        if let moneyEnd = trailingCurrency(after: end) { return (.money, moneyEnd) }
        return (.number, end)
    }

    /// `17:30`, `5:30pm`, `5.30pm`, `9:30:15`.
    private func clockTime(at start: Int) -> Int? {
        let hourEnd = digits(from: start)
        guard (1...2).contains(hourEnd - start) else { return nil }
        let isColon = units.isASCII(hourEnd, Self.colon)
        guard isColon || units.isASCII(hourEnd, Self.dot) else { return nil }
        let minuteEnd = digits(from: hourEnd + 1)
        guard minuteEnd - hourEnd - 1 == 2 else { return nil }
        var end = minuteEnd
        if isColon, units.isASCII(end, Self.colon), digits(from: end + 1) - end - 1 == 2 { end += 3 }
        if let withMeridiem = meridiem(after: end) { return withMeridiem }
        return isColon ? end : nil
    }

    /// `am`, `pm`, `a`, `p`, `a.m.`, `p.m.` attached to a number, not followed by more letters.
    private func meridiem(after end: Int) -> Int? {
        suffix(after: end, in: Self.meridiemForms)
    }

    /// Matches one of `forms` (lower-case ASCII) right after `end`, not followed by a letter.
    private func suffix(after end: Int, in forms: [[UInt8]]) -> Int? {
        for bytes in forms {
            if matchesLowercased(bytes, at: end), !units.isClass(end + bytes.count, .letter) {
                return end + bytes.count
            }
        }
        return nil
    }

    /// `12/05`, `12/05/2026`, `2026-12-05`, `05.12.2026`, `05-12-2026`.
    private func dateLike(at start: Int) -> Int? {
        let firstEnd = digits(from: start)
        let firstLength = firstEnd - start
        guard firstEnd < units.count, firstLength <= 4 else { return nil }
        let separator = units.asciiBytes[firstEnd]
        guard separator == Self.slash || separator == Self.hyphen || separator == Self.dot else { return nil }
        let secondEnd = digits(from: firstEnd + 1)
        let secondLength = secondEnd - firstEnd - 1
        guard (1...2).contains(secondLength) else { return nil }
        if units.isASCII(secondEnd, separator) {
            let thirdEnd = digits(from: secondEnd + 1)
            let thirdLength = thirdEnd - secondEnd - 1
            let valid = firstLength == 4 ? (1...2).contains(thirdLength) : (thirdLength == 2 || thirdLength == 4)
            if valid, !units.isWordLike(thirdEnd) { return thirdEnd }
            return nil
        }
        // Two-part forms only with a slash, so "2-4pm" and "12.5" stay numbers.
        guard separator == Self.slash, firstLength <= 2, !units.isWordLike(secondEnd) else { return nil }
        return secondEnd
    }

    /// Phone numbers: `+49 30 1234567`, `(555) 123-4567`, `555-123-4567`, `555.123.4567`, `020 7946 0958`.
    private func phone(at start: Int) -> Int? {
        var cursor = start
        var groups: [Int] = []
        var separators: [UInt8] = []
        let opensWithParen = start > 0 && units.isASCII(start - 1, 0x28)
        var total = 0
        while cursor < units.count {
            let groupEnd = digits(from: cursor)
            guard groupEnd > cursor else { break }
            groups.append(groupEnd - cursor)
            // No phone number has more than 15 digits: stop there, so a run of spaced numbers ("1 1 1 …") is read
            // once, not again from each of its numbers.
            total += groupEnd - cursor
            WorkMeter.add(1)
            guard total <= 15 else { return nil }
            cursor = groupEnd
            var separatorEnd = cursor
            if units.isASCII(separatorEnd, 0x29) { separatorEnd += 1 }
            if units.isASCII(separatorEnd, Self.hyphen) || units.isASCII(separatorEnd, Self.dot)
                || units.isClass(separatorEnd, .space)
            {
                if units.isClass(separatorEnd + 1, .digit) {
                    separators.append(units.asciiBytes[separatorEnd])
                    cursor = separatorEnd + 1
                    continue
                }
            }
            break
        }
        guard groups.count >= 2, (7...15).contains(total), !units.isWordLike(cursor) else { return nil }
        let international = start > 0 && units.isASCII(start - 1, Self.plus)
        let dashed = separators.allSatisfy { $0 == Self.hyphen } || separators.allSatisfy { $0 == Self.dot }
        let northAmerican = groups == [3, 3, 4] || groups == [3, 4] || groups == [1, 3, 3, 4]
        let spacedNational = separators.allSatisfy { $0 == 0x20 } && units.asciiBytes[start] == 0x30 && total >= 9
        guard international || opensWithParen || (dashed && northAmerican) || spacedNational else { return nil }
        return cursor
    }

    /// `45 €`, `45€`, `45 eur`, `45 usd` after a number.
    private func trailingCurrency(after end: Int) -> Int? {
        var cursor = end
        if units.isClass(cursor, .space) { cursor += 1 }
        if cursor < units.count, isCurrencySymbol(cursor) { return cursor + 1 }
        return suffix(after: cursor, in: Self.currencyCodes)
    }

    private func isCurrencySymbol(_ unit: Int) -> Bool {
        let start = units.byteOffset(ofUnit: unit)
        let end = units.byteOffset(ofUnit: unit + 1)
        let bytes = units.bytes[start..<end]
        return bytes.elementsEqual([0x24]) || bytes.elementsEqual([0xE2, 0x82, 0xAC])
            || bytes.elementsEqual([0xC2, 0xA3])
            || bytes.elementsEqual([0xC2, 0xA5])
    }

    // MARK: Symbols

    private func symbol(at start: Int) -> (TokenKind, Int) {
        let byte = units.asciiBytes[start]
        if isCurrencySymbol(start), units.isClass(start + 1, .digit) {
            let (_, end) = number(at: start + 1)
            return (.money, end)
        }
        if byte == Self.plus, units.isClass(start + 1, .digit), let end = phone(at: start + 1) { return (.phone, end) }
        if byte == 0x28, units.isClass(start + 1, .digit), let end = phone(at: start + 1) {
            return (.phone, end)
        }
        let previousIsWord = start > 0 && units.isWordLike(start - 1)
        if byte == Self.hash, units.isWordLike(start + 1) { return (.hashtag, handle(from: start + 1)) }
        if byte == Self.at, !previousIsWord, units.isWordLike(start + 1) { return (.mention, handle(from: start + 1)) }
        var end = start + 1
        if byte != 0 {
            while units.isASCII(end, byte), !units.isClass(end, .letter) { end += 1 }
        }
        return (.punctuation, end)
    }

    private func handle(from start: Int) -> Int {
        var end = start
        while units.isWordLike(end) || units.isASCII(end, 0x5F) { end += 1 }
        return end
    }
}

/// What the date grammar reads from one token: its lexicon entry and any numeric meaning.
///
/// Atoms are computed once per token before parsing, so rules compare small values instead of strings.
struct DateAtom: Sendable {
    /// The lexicon entry of a word token.
    var lexeme: DateLexeme?
    /// Value of an all-digit number token ("5", "2026").
    var number: Int?
    /// Digit count of ``number`` (a leading zero marks 24-hour "09").
    var digitCount = 0
    /// Value of a number with one decimal separator ("3.5", "6.45"), and the digits after it.
    var decimal: (whole: Int, fraction: Int, fractionDigits: Int)?
    /// Whether ``decimal`` was written with a comma ("7,50"): an amount or a measure, never a clock time.
    var hasDecimalComma = false
    /// ``decimal`` when it was written with a dot, the one separator a clock time takes ("6.45").
    var clockDecimal: (whole: Int, fraction: Int, fractionDigits: Int)? { hasDecimalComma ? nil : decimal }
    /// Value of a numeric ordinal token ("21st").
    var ordinalNumber: Int?
    /// A clock-time token ("5pm", "17:30", "5.30pm").
    var clock: TimeSpec?
    /// A numeric date token's parts in written order, with the separator ("12/05", "2026-12-05").
    var dateParts = DateParts()
    var dateSeparator: UInt8 = 0
    /// Whether a part of the numeric date token has one digit ("2.4.31", unlike "02.04.31").
    var hasOneDigitPart = false
    /// The token's first byte when it is punctuation (",", "/", "-").
    var punctuation: UInt8 = 0
    /// Whether white space comes before the token.
    var followsSpace = true
    /// Whether the token is a currency sign ("$", "€", "£", "¥"): a number after it is an amount, not a day.
    var isCurrency = false

    /// Whether this atom carries date meaning by itself (a month, weekday, number, unit, …), unlike function
    /// words such as "the", "at" or "in", which only matter next to one of these.
    var isContentful: Bool {
        if number != nil || ordinalNumber != nil || clock != nil || !dateParts.isEmpty || decimal != nil { return true }
        guard let lexeme else { return false }
        if lexeme.month > 0 || lexeme.weekday > 0 || lexeme.cardinal >= 0 || lexeme.ordinal > 0 || lexeme.unit != nil
            || lexeme.relativeDay != nil || lexeme.daypart != nil || lexeme.frequency != nil || lexeme.holiday > 0
            || lexeme.yearPart > 0 || lexeme.isNamedDay || lexeme.season > 0
        {
            return true
        }
        guard let word = lexeme.word else { return false }
        let contentWords: DateWordSet = [
            .now, .weekend, .endOfDay, .endOfWeek, .endOfMonth, .endOfYear, .everyDay, .weekday, .once, .twice,
        ]
        return contentWords.contains(word)
    }

    /// Whether this atom can start or continue a temporal expression at all.
    var isRelevant: Bool {
        lexeme?.hasDateRole == true || number != nil || ordinalNumber != nil || clock != nil || !dateParts.isEmpty
            || decimal != nil
    }

    /// An atom that reads nothing from `token` but its spacing: a word the grammar must not read (inside a quoted
    /// title), which still stops an expression at it.
    init(inert token: Token) {
        followsSpace = token.followsSpace
    }

    init(_ token: Token, lexicon: DateLexicon) {
        followsSpace = token.followsSpace
        switch token.kind {
        case .word:
            lexeme = lexicon.lexemeOrWeekdayTypo(for: token.normalized)
            // "WE" is the weekend, "we" a pronoun; "mañ" is tomorrow, "man" not: only the marked spelling keeps
            // such an entry (a flag read only on the few words that have one).
            if let marked = lexeme, marked.needsCapitals || marked.needsAccent {
                let bytes = token.text.utf8
                if marked.needsCapitals && bytes.contains(where: { $0 >= 0x61 && $0 <= 0x7A })
                    || marked.needsAccent && !bytes.contains(where: { $0 >= 0x80 })
                {
                    lexeme = nil
                }
            }
        case .number:
            Self.readNumber(token.normalized, into: &self)
        case .ordinal:
            ordinalNumber = Self.leadingDigits(token.normalized).value
        case .time:
            clock = Self.readClock(token.normalized)
        case .date:
            Self.readDate(token.normalized, into: &self)
        case .punctuation:
            punctuation = token.normalized.utf8.first ?? 0
            if punctuation == 0x2D { lexeme = lexicon.lexeme(for: "-") }
            if punctuation == 0x40 { lexeme = lexicon.lexeme(for: "@") }
            if let first = token.text.utf8.first, first >= 0x80 || first == 0x24 {
                lexeme = lexicon.lexeme(for: token.normalized) ?? lexicon.lexeme(for: token.text)  // "½", "–"
                isCurrency = ["$", "€", "£", "¥"].contains(token.normalized)
            }
        default:
            break
        }
    }

    /// Leading ASCII digits of `text`: their value (capped) and count, and the byte index after them.
    static func leadingDigits<S: Sequence<UInt8>>(_ text: S) -> (value: Int?, count: Int) {
        var value = 0
        var count = 0
        for byte in text {
            guard byte >= 0x30, byte <= 0x39 else { break }
            if count < 9 { value = value * 10 + Int(byte - 0x30) }
            count += 1
        }
        return (count > 0 ? value : nil, count)
    }

    private static func leadingDigits(_ text: String) -> (value: Int?, count: Int) { leadingDigits(text.utf8) }

    private static func readNumber(_ text: String, into atom: inout DateAtom) {
        let bytes = Array(text.utf8)
        let (whole, count) = leadingDigits(bytes)
        guard let whole else { return }
        if count == bytes.count {
            atom.number = whole
            atom.digitCount = count
        } else if bytes[count] == 0x2E || bytes[count] == 0x2C {
            let rest = bytes[(count + 1)...]
            let (fraction, fractionCount) = leadingDigits(rest)
            if let fraction, fractionCount == rest.count, count <= 4 {
                atom.decimal = (whole, fraction, fractionCount)
                atom.hasDecimalComma = bytes[count] == 0x2C
            }
        }
    }

    /// Reads "5pm", "5 p.m." forms, "17:30", "9:30:15", "5.30pm", "9a".
    static func readClock(_ text: String) -> TimeSpec? {
        let bytes = Array(text.utf8)
        let (hourValue, hourDigits) = leadingDigits(bytes)
        guard let hour = hourValue, hourDigits <= 2 else { return nil }
        var cursor = hourDigits
        var minute = 0
        var second = 0
        if cursor < bytes.count, bytes[cursor] == 0x3A || bytes[cursor] == 0x2E {
            let (minuteValue, minuteDigits) = leadingDigits(bytes[(cursor + 1)...])
            guard let value = minuteValue, minuteDigits == 2 else { return nil }
            minute = value
            cursor += 3
            if cursor < bytes.count, bytes[cursor] == 0x3A {
                let (secondValue, secondDigits) = leadingDigits(bytes[(cursor + 1)...])
                guard let value = secondValue, secondDigits == 2 else { return nil }
                second = value
                cursor += 3
            }
        }
        var time = TimeSpec(hour: hour, minute: minute, second: second)
        if cursor < bytes.count {
            switch bytes[cursor] {
            case 0x61: time.meridiem = .am
            case 0x70: time.meridiem = .pm
            default: return nil
            }
            guard (1...12).contains(hour) else { return nil }
        } else {
            time.is24Hour = hour > 12 || hour == 0 || hourDigits == 2 && bytes[0] == 0x30
        }
        guard hour <= 24, minute < 60, second < 60 else { return nil }
        return time
    }

    private static func readDate(_ text: String, into atom: inout DateAtom) {
        var parts = DateParts()
        var separator: UInt8 = 0
        var current = 0
        var digits = 0
        for byte in text.utf8 {
            if byte >= 0x30, byte <= 0x39 {
                current = current * 10 + Int(byte - 0x30)
                digits += 1
                if digits > 4 { return }
            } else {
                separator = byte
                parts.append(current)
                atom.hasOneDigitPart = atom.hasOneDigitPart || digits == 1
                current = 0
                digits = 0
            }
        }
        parts.append(current)
        atom.hasOneDigitPart = atom.hasOneDigitPart || digits == 1
        atom.dateParts = parts
        atom.dateSeparator = separator
    }
}

/// The numbers of a numeric date token in written order ("12/05/2026" → 12, 5, 2026).
///
/// Stored inline, not as an array, so that copying a ``DateAtom`` (the rules do it on every look) costs no
/// reference counting. The tokenizer's date tokens have two or three parts; ``count`` stays exact for longer
/// ones, which only the first three of are kept of (no rule reads further).
struct DateParts: Sendable {
    private(set) var count = 0
    private var first = 0
    private var second = 0
    private var third = 0

    var isEmpty: Bool { count == 0 }

    subscript(index: Int) -> Int {
        switch index {
        case 0: first
        case 1: second
        case 2: third
        default: 0  // never read: rules check `count` first
        }
    }

    mutating func append(_ part: Int) {
        switch count {
        case 0: first = part
        case 1: second = part
        case 2: third = part
        default: break
        }
        count += 1
    }
}

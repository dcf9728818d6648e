/// Dates written as glued parts with one separator, a month name among them in any order, or a year and a
/// month number: "05-Aug-2016", "23/Sep/2020", "2019/aug/01", "September-2020-23", "23-2020-September",
/// "Aug-2016", "23/Sep", "2015-12", "12-2015".
///
/// Parts must touch (no white space) and share one separator (`-`, `/` or `.`). Of two numbers next to a month
/// name, a four-digit one is the year and the other the day; with two short numbers the first is the day.
struct GluedDateRule: DateRule {
    let grammar: DateGrammar

    private enum Part {
        case month(Int)
        case number(Int, digits: Int)
    }

    func parse(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        var parts: [Part] = []
        var separator: UInt8 = 0
        var cursor = input
        while let atom = grammar.atom(cursor), parts.count < 3 {
            if !parts.isEmpty {
                guard !atom.followsSpace, [0x2D, 0x2F, 0x2E].contains(atom.punctuation),
                    separator == 0 || separator == atom.punctuation,
                    let next = grammar.atom(cursor, offset: 1), !next.followsSpace
                else { break }
                separator = atom.punctuation
                cursor.removeFirst()
            }
            guard let part = part(grammar.atom(cursor)) else { throw DateParseFailure() }
            parts.append(part)
            cursor.removeFirst()
        }
        // More glued digits or letters after the parts: a code or a number, not a date ("30/4.85").
        if let next = grammar.atom(cursor), !next.followsSpace,
            next.lexeme?.hasDateRole != true || next.lexeme?.month ?? 0 > 0
        {
            if next.punctuation == 0 || grammar.atom(cursor, offset: 1).map({ !$0.followsSpace }) == true {
                throw DateParseFailure()
            }
        }
        guard parts.count >= 2, separator != 0, let spec = interpret(parts) else { throw DateParseFailure() }
        input = cursor
        return spec
    }

    private func part(_ atom: DateAtom?) -> Part? {
        guard let atom else { return nil }
        if let number = atom.number { return .number(number, digits: atom.digitCount) }
        if let month = atom.lexeme?.month, month > 0 { return .month(Int(month)) }
        return nil
    }

    private func interpret(_ parts: [Part]) -> DateSpec? {
        var month: Int?
        var numbers: [(value: Int, digits: Int)] = []
        for part in parts {
            switch part {
            case .month(let value):
                guard month == nil else { return nil }
                month = value
            case .number(let value, let digits):
                numbers.append((value, digits))
            }
        }
        guard let month else { return yearAndMonth(numbers) }
        switch numbers.count {
        case 1:
            let number = numbers[0]
            if number.digits == 4, (1000...2999).contains(number.value) {
                return .period(.namedMonth(month: month, year: number.value, offset: nil))
            }
            guard number.digits <= 2, (1...31).contains(number.value) else { return nil }
            return .monthDay(month: month, day: number.value, year: nil)
        case 2:
            var dayIndex = 0
            if numbers[0].digits == 4 { dayIndex = 1 }
            let day = numbers[dayIndex]
            let year = numbers[1 - dayIndex]
            guard day.digits <= 2, (1...31).contains(day.value), year.digits == 4 || year.digits == 2 else {
                return nil
            }
            return .monthDay(month: month, day: day.value, year: year.value)
        default:
            return nil
        }
    }

    /// "2015-12", "12-2015": a four-digit year and a month number.
    private func yearAndMonth(_ numbers: [(value: Int, digits: Int)]) -> DateSpec? {
        guard numbers.count == 2 else { return nil }
        let yearFirst = numbers[0].digits == 4
        let year = yearFirst ? numbers[0] : numbers[1]
        let month = yearFirst ? numbers[1] : numbers[0]
        guard year.digits == 4, (1900...2099).contains(year.value), month.digits <= 2, (1...12).contains(month.value)
        else { return nil }
        return .period(.namedMonth(month: month.value, year: year.value, offset: nil))
    }
}

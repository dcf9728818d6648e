/// How well the detector tells the language of labelled texts, overall, per language and per length band.
public struct LanguageEvaluation: Codable, Sendable, Equatable {
    /// Accuracy of one group of texts.
    public struct Group: Codable, Sendable, Equatable {
        /// What the group holds ("5-9 words", "de").
        public let name: String
        /// Texts in the group.
        public let count: Int
        /// Share whose reading was the gold language (a fallback to the default counts when the default is right).
        public let accuracy: Double
        /// Share whose detector guess was the gold language, whether or not it was used.
        public let guessAccuracy: Double
        /// Share that fell back to the default language.
        public let fallbackRate: Double
    }

    /// Every text.
    public let overall: Group
    /// Texts by gold language.
    public let languages: [Group]
    /// Texts by length in words: 1-2, 3-4, 5-9, 10 or more.
    public let lengthBands: [Group]
    /// Texts of five words or more (the target band).
    public let fiveWordsOrMore: Group
    /// Rows gold, columns read, in ``labels`` order.
    public let confusion: [[Int]]
    /// The languages of the confusion matrix.
    public let labels: [String]
    /// The default language fallbacks used.
    public let defaultLanguage: String
    /// The first texts of five words or more that were read in the wrong language, as `gold → read: text`.
    public let misread: [String]

    /// Reads every `(text, language)` with `detector`, falling back to `defaultLanguage`.
    public static func score(
        _ detector: LanguageDetector, on examples: [(text: String, language: String)], defaultLanguage: String
    ) -> LanguageEvaluation {
        struct Outcome {
            let text: String
            let gold: String
            let read: String
            let guessed: String?
            let fellBack: Bool
            let words: Int
        }
        let outcomes = examples.map { example in
            let reading = detector.read(example.text, default: defaultLanguage)
            let guessed = reading.source == .detected ? reading.code : reading.guess
            return Outcome(
                text: example.text, gold: example.language, read: reading.code, guessed: guessed,
                fellBack: reading.source == .fallback,
                words: example.text.split(whereSeparator: { $0.isWhitespace }).count)
        }
        func group(_ name: String, _ members: [Outcome]) -> Group {
            let count = members.count
            func share(_ test: (Outcome) -> Bool) -> Double {
                count == 0 ? 0 : Double(members.filter(test).count) / Double(count)
            }
            return Group(
                name: name, count: count, accuracy: share { $0.read == $0.gold },
                guessAccuracy: share { $0.guessed == $0.gold }, fallbackRate: share(\.fellBack))
        }
        let labels = Set(outcomes.flatMap { [$0.gold, $0.read] }).sorted()
        var confusion = [[Int]](repeating: [Int](repeating: 0, count: labels.count), count: labels.count)
        for outcome in outcomes {
            if let row = labels.firstIndex(of: outcome.gold), let column = labels.firstIndex(of: outcome.read) {
                confusion[row][column] += 1
            }
        }
        let bands: [(String, ClosedRange<Int>)] = [
            ("1-2 words", 1...2), ("3-4 words", 3...4), ("5-9 words", 5...9), ("10+ words", 10...Int.max),
        ]
        return LanguageEvaluation(
            overall: group("all", outcomes),
            languages: Set(outcomes.map(\.gold)).sorted().map { code in group(code, outcomes.filter { $0.gold == code })
            },
            lengthBands: bands.map { name, range in group(name, outcomes.filter { range.contains($0.words) }) },
            fiveWordsOrMore: group("5+ words", outcomes.filter { $0.words >= 5 }), confusion: confusion,
            labels: labels, defaultLanguage: defaultLanguage,
            misread: outcomes.lazy.filter { $0.words >= 5 && $0.read != $0.gold }.prefix(30).map {
                "\($0.gold) → \($0.read): \($0.text)"
            })
    }

    /// A plain-text table of the figures.
    public var text: String {
        func row(_ group: Group) -> String {
            group.name.padding(toLength: 12, withPad: " ", startingAt: 0) + String(group.count).leftPad(6) + "  "
                + EvaluationReport.format(group.accuracy) + "     " + EvaluationReport.format(group.guessAccuracy)
                + "   " + EvaluationReport.format(group.fallbackRate)
        }
        var lines = ["group          texts  read     guessed  fallback (default \(defaultLanguage))"]
        lines += [row(overall), row(fiveWordsOrMore)] + languages.map(row) + lengthBands.map(row)
        lines.append("")
        lines.append("confusion (rows gold, columns read)")
        lines.append("      " + labels.map { $0.padding(toLength: 6, withPad: " ", startingAt: 0) }.joined())
        for (label, counts) in zip(labels, confusion) {
            lines.append(
                label.padding(toLength: 6, withPad: " ", startingAt: 0)
                    + counts.map { String($0).padding(toLength: 6, withPad: " ", startingAt: 0) }.joined())
        }
        if !misread.isEmpty {
            lines.append("")
            lines.append("misread, five words or more (first \(misread.count))")
            lines += misread
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    /// The string padded on the left with spaces to `length`.
    fileprivate func leftPad(_ length: Int) -> String {
        String(repeating: " ", count: max(0, length - count)) + self
    }
}

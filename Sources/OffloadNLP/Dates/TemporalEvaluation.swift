import OffloadCore
import Foundation

/// Scores of a temporal corpus, computed exactly as `score.py` of the shared temporal corpus does.
public struct TemporalScore: Codable, Hashable, Sendable {
    /// Per-type counts (type of the gold's first result).
    public struct TypeCounts: Codable, Hashable, Sendable {
        public var n = 0
        public var found = 0
        public var point = 0
        public var pointCorrect = 0
    }
    public var positives = 0
    public var positivesFound = 0
    public var negatives = 0
    public var negativesCorrect = 0
    public var points = 0
    public var pointsCorrect = 0
    public var dated = 0
    public var datedCorrect = 0
    public var missingPredictions = 0
    public var byType: [String: TypeCounts] = [:]

    /// Share of cases with a gold result where something was found (NaN when there are none).
    public var detectionRecall: Double { Self.ratio(positivesFound, positives) }
    /// Share of negative cases where nothing was found.
    public var negativesCorrectRate: Double { Self.ratio(negativesCorrect, negatives) }
    /// Share of point cases (first gold result a date, time or datetime) resolved to an accepted value.
    public var resolutionAccuracy: Double { Self.ratio(pointsCorrect, points) }
    /// Diagnostic: share of dated point cases with the right calendar day.
    public var dateOnlyAccuracy: Double { Self.ratio(datedCorrect, dated) }

    static func ratio(_ part: Int, _ whole: Int) -> Double { whole == 0 ? .nan : Double(part) / Double(whole) }
}

/// Runs the date extractor over a labelled corpus and scores it.
///
/// ```swift
/// let records = try TemporalEvaluation.records(fromJSONLines: data)
/// let predictions = TemporalEvaluation.predict(records)
/// let score = TemporalEvaluation.score(records, predictions)
/// ```
public enum TemporalEvaluation {
    /// Decodes JSON Lines records; blank lines are skipped.
    ///
    /// - Throws: ``NLPError/icuFailure(operation:)`` never; a `DecodingError` naming the line on malformed input.
    public static func records(fromJSONLines data: Data) throws -> [TemporalRecord] {
        let decoder = JSONDecoder()
        var records: [TemporalRecord] = []
        for (number, line) in data.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            guard line.contains(where: { $0 != 0x20 && $0 != 0x0D && $0 != 0x09 }) else { continue }
            do {
                records.append(try decoder.decode(TemporalRecord.self, from: Data(line)))
            } catch {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: [], debugDescription: "Line \(number + 1) is not a temporal record: \(error)"))
            }
        }
        return records
    }

    /// Which value of a text a prediction reports.
    public enum Reading: Sendable {
        /// Found means at least one mention; the value is the first mention's first value (what `score.py` and
        /// the external suites score).
        case firstMention
        /// Found means a due date was chosen; the value is the due date a task suggestion would get (see the
        /// DateGrammar article).
        case dueDate
    }

    /// Predicts every record.
    ///
    /// With ``Reading/firstMention``, found means at least one mention and the value is the first mention's first
    /// value, without offset ("YYYY-MM-DDTHH:MM" or "YYYY-MM-DD"); mentions without a value (durations) are skipped
    /// for the value. With ``Reading/dueDate``, found means a due date was chosen and the value is that due date.
    /// Records with an unknown zone, locale or unreadable `ref` get found = false.
    ///
    /// With `classifiers` and ``Reading/dueDate``, a text its language's classifier reads as a note has no due
    /// date, as its suggestion has none.
    ///
    /// With `detector`, each record's locale is ignored: the text is read in the language the detector tells,
    /// falling back to US English, as for a user who set no locale.
    public static func predict(
        _ records: [TemporalRecord], extractor: DateExtractor = DateExtractor(), reading: Reading = .firstMention,
        classifiers: LanguageClassifiers? = nil, detector: LanguageDetector? = nil
    ) -> [TemporalPrediction] {
        let tokenizer = Tokenizer()
        var locales: [String: UserLocale] = [:]
        return records.map { record in
            let name = detector == nil ? record.locale : UserLocale.englishUS.identifier
            let locale = locales[name] ?? (try? UserLocale(name))
            locales[name] = locale
            guard let locale,
                var context = try? DateContext.parse(record.ref, timeZone: record.timeZone, locale: locale)
            else { return TemporalPrediction(id: record.id, found: false, value: nil) }
            let language = detector?.read(record.text, default: locale.language)
            if let language { context = context.reading(language.code) }
            let classifier = classifiers?.classifier(for: context.locale.language)
            let tokens = tokenizer.tokenize(record.text)
            var mentions = extractor.extract(from: tokens, in: context)
            // As the analyzer does: a text too short or mixed to tell is read in the guessed language too.
            if mentions.isEmpty, let guess = language?.fallbackGuess {
                context = context.reading(guess)
                mentions = extractor.extract(from: tokens, in: context)
            }
            switch reading {
            case .firstMention:
                let value = mentions.lazy.compactMap(\.localISO).first
                return TemporalPrediction(id: record.id, found: !mentions.isEmpty, value: value)
            case .dueDate:
                if let classifier,
                    classifier.classify(tokens, explain: .none).intent.label == DestinationType.note.rawValue
                {
                    return TemporalPrediction(id: record.id, found: false, value: nil)
                }
                // As suggested, a task on a rule starts on its first occurrence (``DueDateChoice/scheduled``).
                let choice = DueDateChoice(mentions: mentions, tokens: tokens, language: context.locale.language)
                let due = classifier == nil ? choice.due : choice.scheduled
                return TemporalPrediction(id: record.id, found: due != nil, value: due?.localISO)
            }
        }
    }

    /// Scores `predictions` against `records` with the rules of `score.py`.
    public static func score(_ records: [TemporalRecord], _ predictions: [TemporalPrediction]) -> TemporalScore {
        var byID: [String: TemporalPrediction] = [:]
        for prediction in predictions { byID[prediction.id] = prediction }
        var score = TemporalScore()
        for record in records {
            var prediction = byID[record.id]
            if prediction == nil {
                score.missingPredictions += 1
                prediction = TemporalPrediction(id: record.id, found: false, value: nil)
            }
            let found = prediction?.found ?? false
            let value = prediction?.value
            let first = record.expected.enumerated().min {
                ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
            }?
            .element
            let type = first?.type ?? "(negative)"
            if first != nil {
                score.positives += 1
                score.positivesFound += found ? 1 : 0
                score.byType[type, default: .init()].n += 1
                score.byType[type, default: .init()].found += found ? 1 : 0
            } else {
                score.negatives += 1
                score.negativesCorrect += found ? 0 : 1
            }
            guard let first, let gold = pointGold(first) else { continue }
            if first.type == "date" || first.type == "datetime" {
                score.dated += 1
                score.datedCorrect += matches("date", gold, value, grain: nil) ? 1 : 0
            }
            let correct = matches(first.type, gold, value, grain: first.grain)
            score.points += 1
            score.pointsCorrect += correct ? 1 : 0
            score.byType[type, default: .init()].point += 1
            score.byType[type, default: .init()].pointCorrect += correct ? 1 : 0
        }
        return score
    }

    /// Parsed gold values of a point result, or `nil` when it is not a point case.
    static func pointGold(_ result: TemporalGold) -> [ScoredValue]? {
        guard ["date", "datetime", "time"].contains(result.type) else { return nil }
        var values: [ScoredValue] = []
        for value in result.values {
            if value.hasModifier { return nil }
            if let parsed = value.value.flatMap(ScoredValue.init) { values.append(parsed) }
        }
        return values.isEmpty ? nil : values
    }

    static func matches(_ type: String, _ gold: [ScoredValue], _ predicted: String?, grain: String?) -> Bool {
        guard let predicted, let value = ScoredValue(predicted) else { return false }
        let length = grain == "hour" ? 2 : 5
        for candidate in gold {
            switch type {
            case "date":
                if let date = value.date, date == candidate.date { return true }
            case "datetime":
                if value.date == candidate.date, let time = value.time, let goldTime = candidate.time,
                    time.prefix(length) == goldTime.prefix(length)
                {
                    return true
                }
            case "time":
                if let time = value.time, let goldTime = candidate.time, time.prefix(length) == goldTime.prefix(length)
                {
                    return true
                }
            default:
                break
            }
        }
        return false
    }
}

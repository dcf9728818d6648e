import Foundation

/// One record of a slot-annotated corpus (`entities_dev.jsonl`): a text and its gold slots.
public struct SlotRecord: Decodable, Sendable {
    /// One gold slot; offsets count Unicode scalars, end exclusive.
    public struct Slot: Decodable, Sendable, Hashable {
        /// Slot type (`person`, `date`, `time`, `list_name`, …).
        public let type: String
        /// First scalar offset.
        public let start: Int
        /// One past the last scalar offset.
        public let end: Int
    }

    /// Record identifier.
    public let id: String
    /// The utterance.
    public let text: String
    /// Gold slots; empty for negatives.
    public let slots: [Slot]
}

/// Span precision, recall and F1 of our entities and dates against slot gold, per slot type.
///
/// Predictions map onto slots as: ``Entity/Kind/person`` → `person`, ``Entity/Kind/relation`` → `relation`,
/// ``Entity/Kind/listName`` → `list_name`, a date mention whose granularity is an hour or finer → `time`, any
/// other date mention (except durations) → `date`. Each slot is scored twice, because the gold's span boundaries
/// are inconsistent ("next friday" is annotated as "friday"): exact (same start and end) and overlap (one-to-one
/// greedy matching of overlapping spans).
public enum EntityEvaluation {
    /// The slot types scored.
    public static let slotTypes = ["person", "relation", "date", "time", "list_name"]

    /// Counts and figures for one slot type.
    public struct SlotScore: Sendable, Codable, Equatable {
        /// Gold spans.
        public var gold = 0
        /// Predicted spans.
        public var predicted = 0
        /// Predictions with exactly the gold span.
        public var exactMatches = 0
        /// Predictions matched one-to-one to an overlapping gold span.
        public var overlapMatches = 0

        /// Exact-span precision (NaN without predictions).
        public var exactPrecision: Double { Double(exactMatches) / Double(predicted) }
        /// Exact-span recall (NaN without gold).
        public var exactRecall: Double { Double(exactMatches) / Double(gold) }
        /// Exact-span F1.
        public var exactF1: Double { Self.f1(exactPrecision, exactRecall) }
        /// Overlap precision.
        public var overlapPrecision: Double { Double(overlapMatches) / Double(predicted) }
        /// Overlap recall.
        public var overlapRecall: Double { Double(overlapMatches) / Double(gold) }
        /// Overlap F1.
        public var overlapF1: Double { Self.f1(overlapPrecision, overlapRecall) }

        private static func f1(_ precision: Double, _ recall: Double) -> Double {
            precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0
        }
    }

    /// Reads JSON Lines of ``SlotRecord``s; blank lines are skipped.
    ///
    /// - Throws: ``CorpusError/malformedLine(path:line:reason:)`` naming the first bad line.
    public static func records(fromJSONLines data: Data, path: String) throws -> [SlotRecord] {
        let decoder = JSONDecoder()
        var records: [SlotRecord] = []
        for (number, line) in data.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            guard line.contains(where: { $0 != 0x20 && $0 != 0x0D && $0 != 0x09 }) else { continue }
            do {
                records.append(try decoder.decode(SlotRecord.self, from: Data(line)))
            } catch {
                throw CorpusError.malformedLine(
                    path: path, line: number + 1, reason: "not a {\"id\",\"text\",\"slots\"} record")
            }
        }
        return records
    }

    /// Our predicted slots for `text`, with Unicode-scalar offsets like the gold.
    public static func predict(_ text: String, in context: DateContext) -> [SlotRecord.Slot] {
        let tokens = Tokenizer().tokenize(text)
        let dates = DateExtractor().extract(from: tokens, in: context)
        let entities = EntityExtractor(language: context.locale.language).extract(
            from: tokens, text: text, dates: dates)
        let scalarOffsets = scalarOffsetsOfCharacters(text)
        func slot(_ type: String, _ range: Range<Int>) -> SlotRecord.Slot? {
            guard range.upperBound < scalarOffsets.count else { return nil }
            return SlotRecord.Slot(
                type: type, start: scalarOffsets[range.lowerBound], end: scalarOffsets[range.upperBound])
        }
        var slots: [SlotRecord.Slot] = []
        for mention in dates where mention.kind != .duration {
            let isTime = [.hour, .minute, .second].contains(mention.granularity)
            if let slot = slot(isTime ? "time" : "date", mention.characterRange) { slots.append(slot) }
        }
        let types: [Entity.Kind: String] = [.person: "person", .relation: "relation", .listName: "list_name"]
        for entity in entities {
            if let type = types[entity.kind], let slot = slot(type, entity.characterRange) { slots.append(slot) }
        }
        return slots
    }

    /// Scores `records`, resolving dates against `context`.
    ///
    /// - Complexity: O(n · s²) for n records with up to s slots each.
    public static func score(_ records: [SlotRecord], in context: DateContext) -> [String: SlotScore] {
        var scores = Dictionary(uniqueKeysWithValues: slotTypes.map { ($0, SlotScore()) })
        for record in records {
            let predicted = predict(record.text, in: context)
            for type in slotTypes {
                let gold = record.slots.filter { $0.type == type }
                let guesses = predicted.filter { $0.type == type }
                scores[type, default: SlotScore()].add(gold: gold, predicted: guesses)
            }
        }
        return scores
    }

    /// Scalar offset of each `Character` start, plus one final entry for the end of the text.
    static func scalarOffsetsOfCharacters(_ text: String) -> [Int] {
        var offsets: [Int] = []
        var offset = 0
        for character in text {
            offsets.append(offset)
            offset += character.unicodeScalars.count
        }
        offsets.append(offset)
        return offsets
    }
}

extension EntityEvaluation.SlotScore {
    mutating func add(gold: [SlotRecord.Slot], predicted: [SlotRecord.Slot]) {
        self.gold += gold.count
        self.predicted += predicted.count
        exactMatches +=
            predicted.filter { guess in gold.contains { $0.start == guess.start && $0.end == guess.end } }.count
        var used = Set<Int>()
        for guess in predicted {
            if let match = gold.indices.first(where: {
                !used.contains($0) && gold[$0].start < guess.end && guess.start < gold[$0].end
            }) {
                used.insert(match)
                overlapMatches += 1
            }
        }
    }
}

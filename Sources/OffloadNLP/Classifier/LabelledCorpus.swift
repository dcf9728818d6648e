import Foundation

/// One labelled capture from a corpus file.
public struct LabelledExample: Hashable, Sendable {
    /// The raw text.
    public let text: String
    /// Gold intent, if the record has one.
    public let intent: String?
    /// Gold category; `nil` when the record has none or marks it null.
    public let category: String?
    /// Whether the record carries a category field at all (external data has no category gold).
    public let hasCategoryGold: Bool
    /// The record's `source` field (external data: `hwu64`, `slurp`, `clinc150`, `todotask`), if any.
    public let source: String?
    /// The language the text is written in (`de`, `es`), when the record says; `nil` for English corpora, which
    /// predate the field.
    public let language: String?

    /// Creates an example.
    public init(
        text: String, intent: String?, category: String?, hasCategoryGold: Bool, source: String? = nil,
        language: String? = nil
    ) {
        self.text = text
        self.intent = intent
        self.category = category
        self.hasCategoryGold = hasCategoryGold
        self.source = source
        self.language = language
    }
}

/// Reads JSON Lines corpora: Offload's `{"text","intent","category"}` and the external `{"id","text","intent",…}`.
public enum LabelledCorpus {
    private struct Record: Decodable {
        let text: String
        let intent: String?
        let category: String?
        let hasCategory: Bool
        let source: String?
        let language: String?

        enum CodingKeys: String, CodingKey { case text, intent, category, source, language }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            text = try container.decode(String.self, forKey: .text)
            intent = try container.decodeIfPresent(String.self, forKey: .intent)
            category = try container.decodeIfPresent(String.self, forKey: .category)
            hasCategory = container.contains(.category)
            source = try? container.decodeIfPresent(String.self, forKey: .source)
            language = try? container.decodeIfPresent(String.self, forKey: .language)
        }
    }

    /// Parses corpus bytes; records without an intent are skipped.
    ///
    /// - Throws: ``CorpusError/malformedLine(path:line:reason:)`` for the first line that is not a JSON object with a
    ///   string `text`, and ``CorpusError/empty(path:)`` when no record has an intent.
    public static func parse(_ data: Data, path: String) throws -> [LabelledExample] {
        var examples: [LabelledExample] = []
        let decoder = JSONDecoder()
        var lineNumber = 0
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            guard line.contains(where: { $0 != 0x20 && $0 != 0x0D && $0 != 0x09 }) else { continue }
            let record: Record
            do {
                record = try decoder.decode(Record.self, from: Data(line))
            } catch {
                throw CorpusError.malformedLine(
                    path: path, line: lineNumber, reason: "it is not a JSON object with a string \"text\"")
            }
            guard let intent = record.intent else { continue }
            examples.append(
                LabelledExample(
                    text: record.text, intent: intent, category: record.category, hasCategoryGold: record.hasCategory,
                    source: record.source, language: record.language))
        }
        guard !examples.isEmpty else { throw CorpusError.empty(path: path) }
        return examples
    }
}

/// Failures reading a labelled corpus.
public enum CorpusError: Error, Equatable, Sendable, CustomStringConvertible {
    case malformedLine(path: String, line: Int, reason: String)
    case empty(path: String)
    case unknownLabel(path: String, label: String, known: [String])
    case unreadable(path: String)

    public var description: String {
        switch self {
        case .malformedLine(let path, let line, let reason):
            "Line \(line) of '\(path)' could not be read: \(reason). Fix or remove that line."
        case .empty(let path):
            "'\(path)' has no labelled records. Give a JSON Lines file with \"text\" and \"intent\" on each line."
        case .unreadable(let path):
            "Cannot read the corpus '\(path)': no such file, or not readable. Check the path."
        case .unknownLabel(let path, let label, let known):
            "'\(path)' uses the label '\(label)', which this model does not know (it knows \(known.joined(separator: ", ")))."
        }
    }
}

import Foundation

extension LanguageModel {
    /// File name of the language model inside a models directory.
    public static let fileName = "language.json"

    /// The stored form: versioned JSON with sorted keys, one gram a line (`gram<TAB>counts`, the word edge written
    /// `_`; format 2 adds whole short words, `_mit_`, which format 1 files do not hold).
    private struct File: Codable {
        static let currentFormat = 2
        let format: Int
        let kind: String
        let languages: [String]
        let smoothing: Double
        let documentCounts: [Int]
        let trainedOn: [String]
        let grams: [String]
    }

    /// Loads the model from `directory`, or `nil` when it holds none (the analysis then falls back to the user's
    /// language).
    ///
    /// - Throws: ``ModelFileError/corrupt(path:reason:)`` or ``ModelFileError/unsupportedVersion(found:supported:)``
    ///   when the file exists but cannot be used.
    public static func load(from directory: URL) throws -> LanguageModel? {
        let path = directory.appendingPathComponent(fileName).path
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw ModelFileError.corrupt(path: path, reason: "it is not a language model file")
        }
        guard (1...File.currentFormat).contains(file.format) else {
            throw ModelFileError.unsupportedVersion(found: file.format, supported: 1...File.currentFormat)
        }
        guard file.kind == "language", !file.languages.isEmpty, file.documentCounts.count == file.languages.count
        else { throw ModelFileError.corrupt(path: path, reason: "its header does not describe a language model") }
        var counts: [(gram: UInt64, counts: [Int])] = []
        counts.reserveCapacity(file.grams.count)
        for line in file.grams {
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard parts.count == 2, let gram = CharacterGrams.gram(of: parts[0]) else {
                throw ModelFileError.corrupt(path: path, reason: "a gram line is not 'gram<TAB>counts'")
            }
            let values = parts[1].split(separator: " ").compactMap { Int($0) }
            guard values.count == file.languages.count, values.allSatisfy({ $0 >= 0 }) else {
                throw ModelFileError.corrupt(path: path, reason: "a gram has not one count per language")
            }
            counts.append((gram, values))
        }
        return LanguageModel(
            languages: file.languages, smoothing: file.smoothing, documentCounts: file.documentCounts, counts: counts)
    }

    /// Writes the model into `directory` (created if missing), replacing `language.json` atomically; the same model
    /// always gives the same bytes.
    ///
    /// - Throws: Foundation file errors when the directory cannot be created or written.
    public func write(to directory: URL, trainedOn: [String]) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = File(
            format: File.currentFormat, kind: "language", languages: languages, smoothing: smoothing,
            documentCounts: documentCounts, trainedOn: trainedOn,
            grams: counts.map {
                CharacterGrams.text(of: $0.gram) + "\t" + $0.counts.map(String.init).joined(separator: " ")
            }
            .sorted())
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(file)
        data.append(0x0A)
        try data.write(to: directory.appendingPathComponent(Self.fileName), options: .atomic)
    }
}

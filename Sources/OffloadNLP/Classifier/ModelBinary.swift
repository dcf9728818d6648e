import Foundation

/// A compact binary copy of both models (`models.bin`) that loads in a few milliseconds.
///
/// The JSON files stay the reviewable source of truth; `offload train` writes both, and the binary records an
/// FNV-1a hash of each JSON file so a stale or hand-edited pair is noticed and the JSON is read instead.
/// Layout (little-endian): magic `OFLB`, format, the two JSON hashes, the character-gram flag, then each model:
/// labels, smoothing, temperature, naive-Bayes weight, document counts, naive-Bayes count rows and logistic rows
/// (feature names as length-prefixed UTF-8; the logistic rows omit them when they repeat the naive-Bayes vocabulary).
enum ModelBinary {
    static let fileName = "models.bin"
    private static let magic: UInt32 = 0x424C_464F  // "OFLB"
    private static let format: UInt32 = 2

    /// A fast 64-bit hash of a file's bytes, eight bytes at a time (it detects edits; it is not cryptographic).
    static func hash(_ data: Data) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(data.count)
        data.withUnsafeBytes { buffer in
            let words = buffer.count / 8
            for word in 0..<words {
                let value = buffer.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
                hash = (hash ^ value) &* 0x0000_0100_0000_01B3
                hash ^= hash >> 29
            }
            for byte in buffer[(words * 8)...] { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
        return hash
    }

    static func encode(_ models: ClassifierModels, intentJSON: Data, categoryJSON: Data) -> Data {
        var writer = BinaryWriter()
        writer.put(magic)
        writer.put(format)
        writer.put(hash(intentJSON))
        writer.put(hash(categoryJSON))
        writer.put(UInt8(models.characterGrams ? 1 : 0))
        for model in [models.intent, models.category] { write(model, to: &writer) }
        return writer.data
    }

    private static func write(_ model: LabelModel, to writer: inout BinaryWriter) {
        writer.put(UInt32(model.labels.count))
        for label in model.labels { writer.put(label) }
        writer.put(model.naiveBayes.smoothing)
        writer.put(model.temperature)
        writer.put(model.naiveBayesWeight)
        for count in model.naiveBayes.documentCounts { writer.put(Int64(count)) }
        let width = model.labels.count
        writer.put(UInt32(model.naiveBayes.featureNames.count))
        for (row, name) in model.naiveBayes.featureNames.enumerated() {
            writer.put(name)
            for count in model.naiveBayes.counts[(row * width)..<((row + 1) * width)] {
                writer.put(UInt32(clamping: count))
            }
        }
        guard let logistic = model.logistic else {
            writer.put(UInt8(0))
            return
        }
        // A trained logistic layer uses the naive-Bayes vocabulary in the same order; its names are then not repeated.
        let sharesNames = logistic.featureNames == model.naiveBayes.featureNames
        writer.put(UInt8(sharesNames ? 2 : 1))
        for value in logistic.bias { writer.put(value) }
        writer.put(UInt32(logistic.featureNames.count))
        for (row, name) in logistic.featureNames.enumerated() {
            if !sharesNames { writer.put(name) }
            for weight in logistic.table[(row * width)..<((row + 1) * width)] { writer.put(weight) }
        }
    }

    /// Decodes the binary if it matches the JSON files' hashes; `nil` when it is stale or not a model binary.
    static func decode(_ data: Data, intentJSON: Data, categoryJSON: Data) -> ClassifierModels? {
        var reader = BinaryReader(data)
        guard reader.uint32() == magic, reader.uint32() == format, reader.uint64() == hash(intentJSON),
            reader.uint64() == hash(categoryJSON), let flag = reader.uint8(),
            let intent = readModel(&reader), let category = readModel(&reader), reader.isAtEnd
        else { return nil }
        return ClassifierModels(intent: intent, category: category, characterGrams: flag == 1)
    }

    private static func readModel(_ reader: inout BinaryReader) -> LabelModel? {
        guard let labelCount = reader.uint32().map(Int.init), (2...64).contains(labelCount) else { return nil }
        var labels: [String] = []
        for _ in 0..<labelCount {
            guard let label = reader.string() else { return nil }
            labels.append(label)
        }
        guard let smoothing = reader.double(), let temperature = reader.double(), let weight = reader.double() else {
            return nil
        }
        var documentCounts: [Int] = []
        for _ in 0..<labelCount {
            guard let count = reader.int64() else { return nil }
            documentCounts.append(Int(count))
        }
        guard let rows = reader.uint32(),
            let counts = readRows(
                &reader, rows: Int(rows), width: labelCount, value: { Int($0.uint32() ?? UInt32.max) })
        else { return nil }
        guard let logisticKind = reader.uint8(), logisticKind <= 2,
            let naiveBayes = try? NaiveBayesModel(
                labels: labels, smoothing: smoothing, temperature: 1, documentCounts: documentCounts,
                names: counts.names, counts: counts.values)
        else { return nil }
        var logistic: LogisticModel?
        if logisticKind > 0 {
            var bias: [Double] = []
            for _ in 0..<labelCount {
                guard let value = reader.double() else { return nil }
                bias.append(value)
            }
            guard let logisticRows = reader.uint32().map(Int.init) else { return nil }
            if logisticKind == 2 {
                guard logisticRows == naiveBayes.featureNames.count, logisticRows * labelCount * 8 <= reader.remaining
                else { return nil }
                var weights: [Double] = []
                weights.reserveCapacity(logisticRows * labelCount)
                for _ in 0..<(logisticRows * labelCount) { weights.append(reader.double() ?? .nan) }
                logistic = try? LogisticModel(
                    labels: labels, bias: bias, names: naiveBayes.featureNames, weights: weights,
                    ids: naiveBayes.featureIDs)
            } else {
                guard
                    let rows = readRows(&reader, rows: logisticRows, width: labelCount, value: { $0.double() ?? .nan })
                else { return nil }
                logistic = try? LogisticModel(labels: labels, bias: bias, names: rows.names, weights: rows.values)
            }
            if logistic == nil { return nil }
        }
        return try? LabelModel(
            naiveBayes: naiveBayes, logistic: logistic, naiveBayesWeight: weight, temperature: temperature)
    }

    private static func readRows<Value>(
        _ reader: inout BinaryReader, rows: Int, width: Int, value: (inout BinaryReader) -> Value
    ) -> (names: [String], values: [Value])? {
        guard rows <= reader.remaining / 2 else { return nil }
        var names: [String] = []
        var values: [Value] = []
        names.reserveCapacity(rows)
        values.reserveCapacity(rows * width)
        for _ in 0..<rows {
            guard let name = reader.string() else { return nil }
            names.append(name)
            for _ in 0..<width { values.append(value(&reader)) }
            guard !reader.isOverrun else { return nil }
        }
        return (names, values)
    }
}

/// Appends little-endian values to a byte buffer.
struct BinaryWriter {
    private(set) var data = Data()

    mutating func put<Value: FixedWidthInteger>(_ value: Value) {
        withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }

    mutating func put(_ value: Double) { put(value.bitPattern) }

    mutating func put(_ text: String) {
        let bytes = Array(text.utf8.prefix(Int(UInt16.max)))
        put(UInt16(bytes.count))
        data.append(contentsOf: bytes)
    }
}

/// Reads little-endian values; every read past the end returns `nil` and marks the reader overrun.
struct BinaryReader {
    private let bytes: [UInt8]
    private var offset = 0
    private(set) var isOverrun = false

    init(_ data: Data) { bytes = [UInt8](data) }

    var isAtEnd: Bool { offset == bytes.count && !isOverrun }
    var remaining: Int { bytes.count - offset }

    private mutating func take<Value: FixedWidthInteger>(_: Value.Type) -> Value? {
        let size = MemoryLayout<Value>.size
        guard offset + size <= bytes.count else {
            isOverrun = true
            return nil
        }
        let value = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Value.self) }
        offset += size
        return Value(littleEndian: value)
    }

    mutating func uint8() -> UInt8? { take(UInt8.self) }
    mutating func uint32() -> UInt32? { take(UInt32.self) }
    mutating func uint64() -> UInt64? { take(UInt64.self) }
    mutating func int64() -> Int64? { take(Int64.self) }
    mutating func double() -> Double? { take(UInt64.self).map(Double.init(bitPattern:)) }

    mutating func string() -> String? {
        guard let length = take(UInt16.self).map(Int.init), offset + length <= bytes.count else {
            isOverrun = true
            return nil
        }
        defer { offset += length }
        return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
    }
}

import Foundation
import OffloadTestSupport
import Testing

@testable import OffloadInterface

@Suite("JSONPrettyPrinter lays compact JSON out as JSONEncoder's .prettyPrinted")
struct JSONPrettyPrinterTests {
    /// `compact` laid out by the printer, handed to it in blocks that end at the given offsets.
    private func printed(_ compact: [UInt8], cuts: [Int]) -> [UInt8] {
        var printer = JSONPrettyPrinter()
        var output: [UInt8] = []
        var start = 0
        for end in cuts.sorted() + [compact.count] where end >= start {
            compact[start..<end].withUnsafeBufferPointer { printer.append($0, to: &output) }
            start = end
        }
        return output
    }

    @Test("nested, empty and hostile values, whole and cut into blocks anywhere (inside strings and escapes too)")
    func sameBytesAsEncoder() throws {
        let pretty = JSONEncoder()
        pretty.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var generator = SplitMix64(seed: 0x5_7A9E)
        for _ in 0..<1_000 {
            let shape = Shape.random(using: &generator, depth: 4)
            let compact = Array(try JSONOutput.line(shape).utf8)
            let expected = Array(try pretty.encode(shape))
            #expect(printed(compact, cuts: []) == expected, "seed 0x57A9E, \(String(decoding: compact, as: UTF8.self))")
            let cuts = (0..<3).map { _ in Int.random(in: 0...compact.count, using: &generator) }
            #expect(printed(compact, cuts: cuts) == expected, "seed 0x57A9E, cut at \(cuts)")
            #expect(printed(compact, cuts: Array(compact.indices)) == expected, "seed 0x57A9E, byte by byte")
        }
    }
}

/// A JSON value of nested objects and arrays with hostile strings, keys included.
private indirect enum Shape: Encodable {
    case number(Double)
    case text(String)
    case literal(Bool?)
    case list([Shape])
    case object([String: Shape])

    struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    static func random(using generator: inout SplitMix64, depth: Int) -> Shape {
        let count = Int.random(in: 0...3, using: &generator)
        switch Int.random(in: 0...(depth > 0 ? 4 : 2), using: &generator) {
        case 0: return .number(Double(Int.random(in: -10_000...10_000, using: &generator)) / 100)
        case 1: return .text(String.hostile(using: &generator, maxLength: 6) + ["", "\"", "\\", ":", ",{}[]"][count])
        case 2: return .literal([true, false, nil][count % 3])
        case 3: return .list((0..<count).map { _ in random(using: &generator, depth: depth - 1) })
        default:
            var members: [String: Shape] = [:]
            for _ in 0..<count {
                members[String.hostile(using: &generator, maxLength: 3)] = random(using: &generator, depth: depth - 1)
            }
            return .object(members)
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .number(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .text(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .literal(let flag):
            var container = encoder.singleValueContainer()
            if let flag { try container.encode(flag) } else { try container.encodeNil() }
        case .list(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let members):
            var container = encoder.container(keyedBy: Key.self)
            for (key, value) in members { try container.encode(value, forKey: Key(stringValue: key)) }
        }
    }
}

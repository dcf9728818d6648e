import Foundation
import OffloadTestSupport
import Testing

@testable import OffloadInterface

@Suite("JSONBytes writes what JSONEncoder writes")
struct JSONBytesTests {
    /// `value` as ``JSONOutput/line(_:)`` writes it inside an array, without the brackets.
    private func encoded<Value: Encodable>(_ value: Value) throws -> String {
        String(try JSONOutput.line([value]).dropFirst().dropLast())
    }

    private func written(_ write: (inout JSONBytes) -> Void) -> String {
        var json = JSONBytes()
        write(&json)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    @Test("strings: every control character, quotes, backslashes, slashes and hostile text")
    func strings() throws {
        var texts = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
        texts += ["", "a \"quoted\" \\ back/slash", "\u{7F}\u{85}\u{2028}\u{2029}\u{FEFF}", "line\r\nbreak\ttab"]
        var generator = SplitMix64(seed: 0x150A_D14E)
        for _ in 0..<2_000 { texts.append(String.hostile(using: &generator, maxLength: 30)) }
        for text in texts {
            #expect(written { $0.string(text) } == (try encoded(text)), "seed 0x150AD14E, \(text.debugDescription)")
        }
        #expect(written { $0.string(String?.none) } == "null")
    }

    @Test("numbers: whole, fractional, tiny, huge and negative doubles, integers and decimals")
    func numbers() throws {
        var generator = SplitMix64(seed: 0xD0_0B1E)
        var doubles: [Double] = [
            0, -0.0, 1, -1, 0.5, 2.144, 1e15, 1e16, 1e20, 1e-5, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
        ]
        for _ in 0..<3_000 {
            let bits = Double(bitPattern: generator.next())
            if bits.isFinite { doubles.append(bits) }
            doubles.append((Double(Int.random(in: -100_000...100_000, using: &generator)) / 10_000))
            doubles.append(Double(Int.random(in: -1_000_000...1_000_000, using: &generator)))
        }
        for value in doubles {
            #expect(written { $0.number(value) } == (try encoded(value)), "seed 0xD00B1E, \(value)")
        }
        let integers =
            [0, 9, 10, -1, -10, 123_456_789, Int.max, Int.min]
            + (0..<500).map { _ in Int(bitPattern: UInt(generator.next())) }
        for value in integers {
            #expect(written { $0.integer(value) } == (try encoded(value)), "seed 0xD00B1E, \(value)")
        }
        for text in ["12.50", "-3", "0.001", "1e20", "100"] {
            let value = try #require(Decimal(string: text))
            #expect(written { $0.number(value) } == (try encoded(value)))
        }
    }

    @Test("NaN and infinities are flagged, as JSONEncoder refuses them, and removeLast forgets them")
    func invalidNumbers() {
        for value in [Double.nan, .infinity, -.infinity] {
            var json = JSONBytes()
            json.raw("[")
            json.number(value)
            #expect(json.hasInvalidNumber)
            json.removeLast(1)
            #expect(!json.hasInvalidNumber)
            #expect(json.bytes.isEmpty)
        }
        #expect(throws: EncodingError.self) { try JSONOutput.line([Double.nan]) }
    }
}

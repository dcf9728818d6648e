import Foundation
import OffloadCore
import Testing

@Suite struct ConfidenceTests {
    @Test("accepts values in 0...1", arguments: [0.0, 0.5, 1.0, Double.leastNonzeroMagnitude])
    func accepts(_ value: Double) {
        #expect(Confidence(value)?.value == value)
    }

    @Test(
        "refuses NaN, infinities and values outside 0...1", arguments: [-0.000_1, 1.000_1, .nan, .infinity, -.infinity])
    func refuses(_ value: Double) {
        #expect(Confidence(value) == nil)
    }

    @Test("clamping keeps values in range and maps NaN to 0")
    func clamping() {
        #expect(Confidence(clamping: 2).value == 1)
        #expect(Confidence(clamping: -3).value == 0)
        #expect(Confidence(clamping: .nan).value == 0)
        #expect(Confidence(clamping: 0.25).value == 0.25)
    }

    @Test("encodes as a bare number and refuses out-of-range numbers when decoding")
    func codable() throws {
        let encoded = try JSONEncoder().encode([Confidence(clamping: 0.75)])
        #expect(String(decoding: encoded, as: UTF8.self) == "[0.75]")
        #expect(try JSONDecoder().decode([Confidence].self, from: encoded) == [Confidence(clamping: 0.75)])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Confidence].self, from: Data("[1.5]".utf8)) }
    }

    @Test("orders by value")
    func ordering() {
        #expect(Confidence(clamping: 0.2) < Confidence(clamping: 0.3))
    }
}

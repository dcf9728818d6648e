import Foundation
import OffloadTestSupport
import Testing

@testable import OffloadInterface

@Suite("AnalysisText")
struct AnalysisTextTests {
    @Test("percentages are written as String(format: \"%.0f%%\") writes them: ties to even, -0, huge, NaN")
    func percent() {
        var generator = SplitMix64(seed: 0x9E2C)
        var values: [Double] = [
            0, -0.0, 1, 0.005, 0.015, 0.025, 0.125, 0.135, 0.875, 0.9999, 0.99995, -0.001, -0.5, 1e13, 1e14, -1e14,
            1e300, .infinity, -.infinity, .nan, .leastNonzeroMagnitude, .ulpOfOne,
        ]
        for _ in 0..<20_000 {
            values.append(Double(Int.random(in: 0...20_000, using: &generator)) / 20_000)
            values.append(Double(Int.random(in: -2_000...2_000, using: &generator)) / 1_000 + 0.005)
            let bits = Double(bitPattern: generator.next())
            values.append(bits)
        }
        for value in values {
            #expect(AnalysisText.percent(value) == String(format: "%.0f%%", value * 100), "seed 0x9E2C, \(value)")
        }
    }
}

/// Order statistics over durations.
struct Statistics {
    /// Samples in milliseconds, sorted ascending.
    let sortedMilliseconds: [Double]

    init(_ durations: [Duration]) {
        sortedMilliseconds = durations.map {
            Double($0.components.seconds) * 1e3 + Double($0.components.attoseconds) * 1e-15
        }
        .sorted()
    }

    /// The nearest-rank percentile `p` in `0...100`, in milliseconds; 0 when there are no samples.
    func percentile(_ p: Double) -> Double {
        guard !sortedMilliseconds.isEmpty else { return 0 }
        let rank = Int((p / 100 * Double(sortedMilliseconds.count)).rounded(.up))
        return sortedMilliseconds[min(max(rank, 1), sortedMilliseconds.count) - 1]
    }

    var median: Double { percentile(50) }
}

extension Duration {
    /// Seconds as a floating-point number.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}

import OffloadStore

/// How the hand-off's suggestions fared with this user: decisions by suggestion type and by confidence band.
///
/// "Accepted" is accepted as it was; "kept" adds those accepted after an edit. Next to each band's mean confidence,
/// the accepted share says whether a confidence of 0.8 meant right about 80 % of the time here.
public struct ReportCard: Sendable, Equatable {
    /// The decisions of one type or one band.
    public struct Row: Sendable, Equatable {
        /// The type (`task`, …) or the band (`0.8-0.9`).
        public let name: String
        public let decided: Int
        public let accepted: Int
        public let edited: Int
        public let rejected: Int
        /// The mean confidence of the decided suggestions.
        public let meanConfidence: Double

        /// Accepted as they were, as a share of those decided.
        public var acceptedRate: Double { decided == 0 ? 0 : Double(accepted) / Double(decided) }
        /// Accepted or edited, as a share of those decided.
        public var keptRate: Double { decided == 0 ? 0 : Double(accepted + edited) / Double(decided) }
        /// Edited, as a share of those decided.
        public var editedRate: Double { decided == 0 ? 0 : Double(edited) / Double(decided) }
        /// Rejected, as a share of those decided.
        public var rejectedRate: Double { decided == 0 ? 0 : Double(rejected) / Double(decided) }
    }

    /// By suggestion type, in the order task, list, plan, communication, note; types never decided left out.
    public let byType: [Row]
    /// By confidence band (below 0.5, then tenths up to 1.0); empty bands left out.
    public let byConfidence: [Row]

    /// The card of `decisions`.
    public init(_ decisions: [StatsRecords.Decision]) {
        byType = ["task", "list", "plan", "communication", "note"].compactMap { type in
            Self.row(type, decisions.filter { $0.type == type })
        }
        byConfidence = Self.bands.compactMap { band in
            Self.row(band.name, decisions.filter { band.range.contains($0.confidence) })
        }
    }

    static let bands: [(name: String, range: ClosedRange<Double>)] = [
        ("0.0-0.5", 0...0.4999999), ("0.5-0.6", 0.5...0.5999999), ("0.6-0.7", 0.6...0.6999999),
        ("0.7-0.8", 0.7...0.7999999), ("0.8-0.9", 0.8...0.8999999), ("0.9-1.0", 0.9...1),
    ]

    private static func row(_ name: String, _ decisions: [StatsRecords.Decision]) -> Row? {
        guard !decisions.isEmpty else { return nil }
        return Row(
            name: name, decided: decisions.count, accepted: decisions.count { $0.kind == "accepted" },
            edited: decisions.count { $0.kind == "edited" }, rejected: decisions.count { $0.kind == "rejected" },
            meanConfidence: decisions.reduce(0) { $0 + $1.confidence } / Double(decisions.count))
    }
}

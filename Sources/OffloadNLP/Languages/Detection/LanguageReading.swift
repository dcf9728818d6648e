/// The language a capture is read in (its dates, contacts, list words and intent model), and why.
public struct LanguageReading: Hashable, Sendable, Codable, CustomStringConvertible {
    /// How the language was chosen.
    public enum Source: String, Hashable, Sendable, Codable {
        /// The detector read it from the text.
        case detected
        /// The user named it (`--locale`), so nothing was detected.
        case forced
        /// The text did not say clearly (too short, or mixed): the user's default language is used.
        case fallback
    }

    /// The language code (`en`, `de`, `es`, …).
    public let code: String
    /// How it was chosen.
    public let source: Source
    /// The detector's confidence in its best guess, when it ran.
    public let confidence: Double?
    /// The detector's best guess when the reading fell back to the default.
    public let guess: String?

    /// Creates a reading.
    public init(code: String, source: Source, confidence: Double? = nil, guess: String? = nil) {
        self.code = code
        self.source = source
        self.confidence = confidence
        self.guess = guess
    }

    /// The least confidence a guess needs for its words to read what the default language's words cannot.
    static let minimumGuessConfidence = 0.75

    /// The detector's guess when the reading fell back to another language and the guess was likely enough to try
    /// where the default finds nothing ("Hospitation Do halb 10" falls back to English, which reads no date in it;
    /// German does).
    public var fallbackGuess: String? {
        guard source == .fallback, let guess, guess != code, let confidence,
            confidence >= Self.minimumGuessConfidence
        else { return nil }
        return guess
    }

    /// "de (detected, 0.99)", "en (default: too short or mixed to tell; es? 0.61)", "es (set by --locale)".
    public var description: String {
        switch source {
        case .detected:
            "\(code) (detected, \(Self.format(confidence ?? 0)))"
        case .forced:
            "\(code) (set by --locale)"
        case .fallback:
            if let guess, let confidence {
                "\(code) (default: too short or mixed to tell; \(guess)? \(Self.format(confidence)))"
            } else {
                "\(code) (default: no language model)"
            }
        }
    }

    private static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return hundredths >= 100 ? "1.00" : "0." + (hundredths < 10 ? "0" : "") + String(hundredths)
    }
}

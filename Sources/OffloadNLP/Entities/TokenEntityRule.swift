import Foundation

/// Entities that a token's kind already tells: URLs, emails, phones, #tags, @mentions and money.
struct TokenEntityRule {
    func entities(in scan: EntityScan) -> [Entity] {
        var entities: [Entity] = []
        for (index, token) in scan.tokens.enumerated() {
            switch token.kind {
            case .url:
                entities.append(scan.entity(.url, index, index, value: .init(text: token.text), confidence: 0.95))
            case .email:
                entities.append(
                    scan.entity(.email, index, index, value: .init(text: token.text.lowercased()), confidence: 0.95))
            case .phone:
                let digits = String(token.text.filter { $0.isASCII && ($0.isNumber || $0 == "+") })
                entities.append(scan.entity(.phone, index, index, value: .init(text: digits), confidence: 0.85))
            case .hashtag:
                entities.append(
                    scan.entity(
                        .hashtag, index, index, value: .init(text: String(token.normalized.dropFirst())),
                        confidence: 0.95))
            case .mention:
                entities.append(
                    scan.entity(
                        .mention, index, index, value: .init(text: String(token.normalized.dropFirst())),
                        confidence: 0.9))
            case .money:
                if let reading = MoneyReading(token.text) {
                    entities.append(
                        scan.entity(
                            .money, index, index, value: .init(amount: reading.amount, currency: reading.currency),
                            confidence: 0.9))
                }
            case .number:
                if let entity = spelledCurrency(after: index, in: scan) { entities.append(entity) }
            default:
                break
            }
        }
        return entities
    }

    /// "20 euros", "5 bucks": a number followed by a currency word.
    private func spelledCurrency(after index: Int, in scan: EntityScan) -> Entity? {
        guard index + 1 < scan.tokens.count, scan.tokens[index + 1].kind == .word,
            let currency = MoneyReading.currencyWords[scan.tokens[index + 1].normalized],
            let amount = MoneyReading.amount(scan.tokens[index].text)
        else { return nil }
        return scan.entity(.money, index, index + 1, value: .init(amount: amount, currency: currency), confidence: 0.8)
    }
}

/// The amount and currency of a money token ("$45.50", "45,50 €", "20 eur", "£5").
struct MoneyReading {
    let amount: Decimal
    let currency: String?

    static let symbols: [Character: String] = ["$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY"]
    static let currencyWords: [String: String] = [
        "eur": "EUR", "euro": "EUR", "euros": "EUR", "usd": "USD", "dollar": "USD", "dollars": "USD", "bucks": "USD",
        "gbp": "GBP", "quid": "GBP", "chf": "CHF", "franken": "CHF",
    ]

    init?(_ text: String) {
        let numeric = String(text.filter { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") })
        guard let amount = Self.amount(numeric) else { return nil }
        self.amount = amount
        if let symbol = text.first(where: { Self.symbols[$0] != nil }) {
            currency = Self.symbols[symbol]
        } else {
            let letters = String(text.filter { $0.isLetter }).lowercased()
            currency = Self.currencyWords[letters]
        }
    }

    /// Reads "1,234.50", "45,50", "1.200,00", "45" as a decimal; a lone separator followed by exactly two digits
    /// is a decimal mark, otherwise separators group thousands.
    static func amount(_ numeric: String) -> Decimal? {
        let characters = Array(numeric)
        guard characters.contains(where: \.isNumber) else { return nil }
        let lastSeparator = characters.lastIndex { $0 == "." || $0 == "," }
        var integerPart = characters
        var fraction: [Character] = []
        if let separator = lastSeparator {
            let after = characters.count - separator - 1
            let mixed = characters.contains(".") && characters.contains(",")
            if after != 3 || mixed || characters[separator] == "." && characters.filter({ $0 == "." }).count == 1 {
                integerPart = Array(characters[..<separator])
                fraction = Array(characters[(separator + 1)...])
            }
        }
        let digits = String(integerPart.filter(\.isNumber)) + (fraction.isEmpty ? "" : "." + String(fraction))
        return Decimal(string: digits, locale: Locale(identifier: "en_US_POSIX"))
    }
}

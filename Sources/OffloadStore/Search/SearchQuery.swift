/// Turns what a person typed into an FTS5 query that can never be read as FTS syntax.
///
/// The text is split at whitespace and control characters; every token that holds a letter or a digit becomes a
/// quoted string (`"` doubled inside) with `*` for prefix matching, and the tokens are joined with `AND`. So
/// `bir "tom` becomes `"bir"* AND """tom"*`: operators (`AND`, `NEAR(`, `-`, `*`) are only ever searched for as
/// words. Tokens without a letter or digit are left out, since the index holds no token for them.
struct SearchQuery: Equatable, Sendable {
    /// The FTS5 `MATCH` expression, or `nil` when no token holds a letter or digit (nothing can match).
    let expression: String?

    /// Builds the query for `text`.
    ///
    /// - Throws: ``StoreError/blankSearch`` when `text` is empty or only whitespace and control characters.
    init(_ text: String) throws {
        let tokens = text.unicodeScalars.split { scalar in
            scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
        }.map { String(String.UnicodeScalarView($0)) }
        guard !tokens.isEmpty else { throw StoreError.blankSearch }
        let searchable = tokens.filter { token in token.contains { $0.isLetter || $0.isNumber } }
        guard !searchable.isEmpty else {
            expression = nil
            return
        }
        expression = searchable.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"*" }
            .joined(separator: " AND ")
    }
}

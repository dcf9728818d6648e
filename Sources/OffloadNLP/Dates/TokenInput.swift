/// What a rule of the date grammar reads: the tokens from `startIndex` to the end of the capture.
///
/// Behaves like the `ArraySlice<Token>` it replaces (the same indices, `first`, `removeFirst`), but views the
/// tokens through a buffer pointer: rules copy their input for every alternative they try, and a slice copy
/// retained and released the token array each time, which dominated parsing.
///
/// Only valid while the extraction that made it runs (inside its `withUnsafeBufferPointer`); rules never store
/// an input, and memos keep indices only.
struct TokenInput {
    private let tokens: UnsafeBufferPointer<Token>
    /// Index of the first unread token in the capture's token array.
    private(set) var startIndex: Int

    /// The input from `startIndex` to the end of `tokens`.
    init(_ tokens: UnsafeBufferPointer<Token>, from startIndex: Int) {
        self.tokens = tokens
        self.startIndex = startIndex
    }

    /// One past the last token.
    var endIndex: Int { tokens.count }

    var isEmpty: Bool { startIndex >= tokens.count }

    /// The first unread token, or `nil` at the end.
    var first: Token? { isEmpty ? nil : tokens[startIndex] }

    /// The token at `index` of the capture (read or not), or `nil` outside it: context before the input.
    func token(at index: Int) -> Token? { index >= 0 && index < tokens.count ? tokens[index] : nil }

    /// Consumes one token.
    mutating func removeFirst() {
        // Invariant (as for a slice): rules only consume a token they have looked at.
        precondition(!isEmpty, "TokenInput: removeFirst on an empty input")
        startIndex += 1
    }

    /// Consumes `count` tokens.
    mutating func removeFirst(_ count: Int) {
        // Invariant (as for a slice): rules only consume tokens they have looked at.
        precondition(count >= 0 && startIndex + count <= tokens.count, "TokenInput: removeFirst past the end")
        startIndex += count
    }

    /// The input without its first token (empty stays empty).
    func dropFirst() -> TokenInput {
        var rest = self
        rest.startIndex = Swift.min(startIndex + 1, Swift.max(startIndex, tokens.count))
        return rest
    }

    /// The input from `index` on.
    subscript(from index: Int) -> TokenInput {
        var rest = self
        rest.startIndex = index
        return rest
    }
}

import OffloadCore

/// Splits "buy milk and call the plumber" into one clause per action.
///
/// A clause boundary is "and", "&", "+", ";", "." or "then" (or a line break) followed by a verb that starts a new
/// action; "call mom and dad" and "pick up milk and eggs" stay whole. Lists are never split: their parts are items.
/// A one-line plan without a header ("buy milk and call the plumber" read as steps) is split only where a
/// communication starts, since a call or message is its own thing to do. A note that says it is one ("idea: call
/// the app Tidy and sell it") is one thought, whatever verbs it holds.
enum ClauseSplitter {
    private static let connectors: Set<String> = ["and", "&", "+", ";", ".", "then", "also", "\n"]

    static func clauses(of tokens: [Token], intent: String) -> [Range<Int>] {
        let isFreeform = intent == "task" || intent == "communication" || intent == "note"
        let isFlatPlan = intent == "plan" && !tokens.contains { $0.kind == .lineBreak || $0.normalized == ":" }
        guard isFreeform || isFlatPlan, !(intent == "note" && opensAsNote(tokens)) else { return [0..<tokens.count] }
        var clauses: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if index > start, connectors.contains(token.normalized), index + 1 < tokens.count,
                startsAction(tokens[index + 1]),
                isFreeform || CueLexicon.communicationVerbs.contains(tokens[index + 1].normalized),
                hasVerb(tokens[start..<index])
            {
                clauses.append(start..<index)
                start = index + 1
            }
            index += 1
        }
        if start < tokens.count { clauses.append(start..<tokens.count) }
        return clauses.isEmpty ? [0..<tokens.count] : clauses
    }

    /// Whether the first word is one that opens a note ("idea", "thought", "fyi").
    private static func opensAsNote(_ tokens: [Token]) -> Bool {
        guard let first = tokens.first(where: { $0.kind == .word }) else { return false }
        return CueLexicon.noteStarters.contains(first.normalized)
    }

    private static func startsAction(_ token: Token) -> Bool {
        token.kind == .word
            && (CueLexicon.communicationVerbs.contains(token.normalized)
                || CueLexicon.actionVerbs.contains(token.normalized))
    }

    private static func hasVerb(_ tokens: ArraySlice<Token>) -> Bool {
        tokens.contains { startsAction($0) }
    }
}

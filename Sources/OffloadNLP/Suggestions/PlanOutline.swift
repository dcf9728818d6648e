import OffloadCore

/// Nests a plan's steps by the indentation of their lines: a step indented under another becomes its sub-step, so
/// "- buy seeds\n  - tomatoes\n  - basil" is one step with two children (a nested plan once accepted).
///
/// Steps on one line share its indentation and are siblings. Nesting stops at ``deepest`` levels; a step indented
/// further becomes a sibling of the deepest one.
enum PlanOutline {
    /// The most levels of nesting.
    static let deepest = 8

    /// `steps` (in text order, each with its span) nested by the indentation of their lines in `tokens`.
    ///
    /// - Complexity: O(n + m) in the number of tokens and steps.
    static func nested(_ steps: [SuggestedItem], tokens: [Token]) -> [SuggestedItem] {
        guard steps.count > 1 else { return steps }
        let indents = indentations(of: steps, tokens: tokens)
        var parent = [Int?](repeating: nil, count: steps.count)
        var stack: [(indent: Int, step: Int)] = []
        for step in steps.indices {
            let indent = indents[step]
            while let top = stack.last, top.indent >= indent { stack.removeLast() }
            if stack.count == deepest, let top = stack.popLast() {
                parent[step] = parent[top.step]
                stack.append((top.indent, step))
                continue
            }
            parent[step] = stack.last?.step
            stack.append((indent, step))
        }
        guard parent.contains(where: { $0 != nil }) else { return steps }
        var children = [[Int]](repeating: [], count: steps.count)
        var roots: [Int] = []
        for step in steps.indices {
            if let owner = parent[step] { children[owner].append(step) } else { roots.append(step) }
        }
        // Children come after their parent, so building from the last step up finds every child complete.
        var built = steps
        for step in steps.indices.reversed() where !children[step].isEmpty {
            built[step].children = children[step].map { built[$0] }
        }
        return roots.map { built[$0] }
    }

    /// The indentation (UTF-8 bytes of white space before its first token) of the line each step starts on.
    private static func indentations(of steps: [SuggestedItem], tokens: [Token]) -> [Int] {
        var indents: [Int] = []
        indents.reserveCapacity(steps.count)
        var cursor = 0
        var lineStart = 0
        for step in steps {
            let start = step.span?.start ?? 0
            while cursor < tokens.count, tokens[cursor].characterRange.lowerBound < start {
                if tokens[cursor].kind == .lineBreak { lineStart = cursor + 1 }
                cursor += 1
            }
            guard lineStart < tokens.count else {
                indents.append(0)
                continue
            }
            let lineBegins = lineStart > 0 ? tokens[lineStart - 1].utf8Range.upperBound : 0
            indents.append(max(0, tokens[lineStart].utf8Range.lowerBound - lineBegins))
        }
        return indents
    }
}

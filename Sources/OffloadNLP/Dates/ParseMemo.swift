/// Remembers what one rule gave at each start token during one extraction, so alternatives that re-read the same
/// part ("tomorrow" as the date of a point, of a range start and of a time-then-date) parse it once.
///
/// Sound because a rule's result depends only on the grammar and where its input starts: every input is a
/// suffix of the same token array. One per rule and extraction, held by an ``ExpressionMemo``.
struct ParseMemo<Output> {
    /// What is known at each start token.
    ///
    /// 0 before the rule is applied there, -1 after it failed, else 1 + the index of its match in `matches`. (An
    /// array of outputs, one for every token, held some 150 bytes a token for the few starts that match: about
    /// 180 MB of the peak of a 4 MiB capture, most of it never read.)
    private var slots: [Int]
    private var matches: [(output: Output, end: Int)] = []
    /// How many times a rule was applied (each start at most once), for ``WorkMeter``.
    private(set) var evaluations = 0

    /// Creates an empty memo for inputs over `count` tokens.
    init(count: Int) {
        slots = Array(repeating: 0, count: count + 1)
    }

    /// `rule` applied to `input`, computed on the first call for `input`'s start and replayed after.
    ///
    /// Advances `input` past the match on success and leaves it as it was on failure.
    mutating func parse(
        _ input: inout TokenInput, _ rule: (inout TokenInput) throws(DateParseFailure) -> Output
    ) throws(DateParseFailure) -> Output {
        let start = input.startIndex
        let slot = slots[start]
        if slot > 0 {
            let match = matches[slot - 1]
            input = input[from: match.end]
            return match.output
        }
        if slot < 0 { throw DateParseFailure() }
        evaluations += 1
        var copy = input
        guard let output = try? rule(&copy) else {
            slots[start] = -1
            throw DateParseFailure()
        }
        matches.append((output, copy.startIndex))
        slots[start] = matches.count
        input = copy
        return output
    }
}

/// The memos of ``ExpressionRule``, in one object so that the non-mutating rule methods can fill them and copying
/// the rule (each alternative handed to ``Longest`` captures it) costs one reference count.
final class ExpressionMemo {
    var points: ParseMemo<TemporalParse>
    var dateParts: ParseMemo<DateSpec>
    var times: ParseMemo<TimeSpec>

    /// Rules applied so far through the memos.
    var evaluations: Int { points.evaluations + dateParts.evaluations + times.evaluations }

    /// Creates empty memos for inputs over `count` tokens.
    init(count: Int) {
        points = ParseMemo(count: count)
        dateParts = ParseMemo(count: count)
        times = ParseMemo(count: count)
    }
}

/// One JSON Lines input line of each kind `analyze --jsonl` answers with an error, and a phrase of that error.
public enum BadJSONLines {
    /// The lines (without line endings) and a phrase their error object holds.
    public static let all: [(line: [UInt8], phrase: String)] = [
        ([], "is blank."),
        (Array(" \t ".utf8), "is blank."),
        (Array(#"{"text":"mi"#.utf8) + [0] + Array(#"lk"}"#.utf8), "contains a NUL byte"),
        (Array(#"{"text":"eggs "#.utf8) + [0xFF] + Array(#""}"#.utf8), "is not valid UTF-8"),
        (Array(#"{"text":"bread \uD800"}"#.utf8), "lone UTF-16 surrogate \\\\uD800"),
        (Array(#"{"id":"r","text":"call mom","ref":"2026-02-30T25:99:00Z"}"#.utf8), "is not an ISO 8601 instant"),
        (Array(#"{"id":7,"text":"call mom","tz":"Nowhere/City"}"#.utf8), "Nowhere/City"),
        (Array("not json".utf8), "is not a JSON object"),
        (Array("[1,2]".utf8), "is not a JSON object"),
    ]
}

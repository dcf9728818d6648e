import Foundation
import OffloadTestSupport
import Testing

@testable import OffloadInterface

@Suite("JSONLineFields reads input lines as JSONDecoder does")
struct JSONLineFieldsTests {
    private func read(_ line: String) -> JSONLineFields? { read(Array(line.utf8)) }

    private func read(_ bytes: [UInt8]) -> JSONLineFields? {
        bytes.withUnsafeBufferPointer { JSONLineFields.read($0) }
    }

    private func decoded(_ bytes: [UInt8]) -> JSONLineFields? {
        JSONLineFields.decoded(Data(bytes), using: JSONDecoder())
    }

    @Test("reads the fields of common lines")
    func commonLines() {
        #expect(read(#"{"id":"a","text":"milk"}"#) == JSONLineFields(id: "a", text: "milk"))
        #expect(
            read(#" { "text" : "call mom\n\"now\" \u00e9\ud83d\ude00", "id" : -42 , "ref":null, "tz":"UTC"} "#)
                == JSONLineFields(id: "-42", text: "call mom\n\"now\" é😀", tz: "UTC"))
        #expect(
            read(#"{"x":[1,-2.5e+3,{"y":[true,false,null,"z"]}],"text":"t","locale":"de_DE","ref":"2026-01-01"}"#)
                == JSONLineFields(text: "t", ref: "2026-01-01", locale: "de_DE"))
    }

    @Test("leaves to JSONDecoder what it is unsure of, and refuses what is not such an object")
    func unsureLines() {
        for line in [
            #"{"text":"a","text":"b"}"#, #"{"t\u0065xt":"a"}"#, #"{"id":1.0,"text":"a"}"#, #"{"id":1e2,"text":"a"}"#,
            #"{"id":12345678901234567890,"text":"a"}"#, "\u{FEFF}{\"text\":\"a\"}", #"{"text":"bread \uD800"}"#,
            #"{"id":"a"}"#, #"{"text":null}"#, #"{"text":1}"#, #"["text"]"#, #"{"text":"a"} x"#, #"{"text":"a",}"#,
            #"{"id":01,"text":"a"}"#, "{\"text\":\"tab\there\"}", #"{"text":"a","x":01}"#, "",
        ] {
            #expect(read(line) == nil, "\(line.debugDescription)")
        }
        let deep = String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
        #expect(read(#"{"text":"a","x":"# + deep + "}") == nil)
    }

    @Test("whatever it reads, JSONDecoder reads the same, over thousands of generated and damaged lines")
    func agreesWithDecoder() {
        var generator = SplitMix64(seed: 0x150_11E5)
        var wellFormed = 0
        var accepted = 0
        var acceptedDamaged = 0
        var refusedDamaged = 0
        for round in 0..<6_000 {
            var line = Array(GeneratedLine.random(using: &generator).utf8)
            let isDamaged = round % 3 == 0
            if isDamaged { GeneratedLine.damage(&line, using: &generator) }
            let expected = decoded(line)
            if !isDamaged, expected != nil { wellFormed += 1 }
            guard let fields = read(line) else {
                if isDamaged { refusedDamaged += 1 }
                continue
            }
            if isDamaged { acceptedDamaged += 1 } else { accepted += 1 }
            #expect(fields == expected, "seed 0x15011E5, round \(round): \(String(decoding: line, as: UTF8.self))")
        }
        // Nearly every line JSONDecoder reads takes the direct path, and the damage gave both kinds of line to check.
        #expect(wellFormed > 2_000)
        #expect(accepted >= wellFormed * 99 / 100)
        #expect(acceptedDamaged > 100)
        #expect(refusedDamaged > 100)
    }
}

/// Random JSON Lines input: the five fields and other keys in any order, escapes, white space, nested values.
private enum GeneratedLine {
    static let pieces = [
        "milk", "call mom", " ", "5pm", "é", "日本", "👩‍👩‍👧", "\\\"", "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t",
        "\\u0041", "\\u00e9", "\\ud83d\\ude00", "\\u0000", "\\u2028", "'", "{", "}", "[", ":", ",",
    ]

    static func string(using generator: inout SplitMix64) -> String {
        "\""
            + (0..<Int.random(in: 0...6, using: &generator)).compactMap { _ in pieces.randomElement(using: &generator) }
            .joined() + "\""
    }

    static func value(depth: Int, using generator: inout SplitMix64) -> String {
        switch Int.random(in: 0..<(depth < 3 ? 9 : 7), using: &generator) {
        case 0: return "null"
        case 1: return Bool.random(using: &generator) ? "true" : "false"
        case 2: return String(Int.random(in: -1_000...1_000_000, using: &generator))
        case 3: return ["0.5", "-2.25e3", "1E+2", "-0", "3.0"].randomElement(using: &generator) ?? "0"
        case 4, 5, 6: return string(using: &generator)
        case 7:
            let items = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                value(depth: depth + 1, using: &generator)
            }
            return "[" + items.joined(separator: space(using: &generator) + ",") + "]"
        default:
            let members = (0..<Int.random(in: 0...3, using: &generator)).map { index in
                "\"k\(index)\":" + space(using: &generator) + value(depth: depth + 1, using: &generator)
            }
            return "{" + members.joined(separator: ",") + "}"
        }
    }

    static func space(using generator: inout SplitMix64) -> String {
        ["", "", "", " ", "\t", "  "].randomElement(using: &generator) ?? ""
    }

    static func random(using generator: inout SplitMix64) -> String {
        var members = ["\"text\":" + space(using: &generator) + string(using: &generator)]
        let id = Int.random(in: 0..<5, using: &generator)
        if id == 1 { members.append("\"id\":" + string(using: &generator)) }
        if id == 2 { members.append("\"id\":" + String(Int.random(in: -99_999...99_999, using: &generator))) }
        if id == 3 { members.append("\"id\":null") }
        for key in ["ref", "tz", "locale", "other", "more"] where Bool.random(using: &generator) {
            // Mostly strings for the three fields (any other value makes the line unreadable), anything for others.
            let isField = ["ref", "tz", "locale"].contains(key)
            let value =
                isField && Int.random(in: 0..<8, using: &generator) > 0
                ? string(using: &generator) : value(depth: 0, using: &generator)
            members.append("\"\(key)\":" + space(using: &generator) + value)
        }
        members.shuffle(using: &generator)
        let separator = space(using: &generator) + "," + space(using: &generator)
        return space(using: &generator) + "{" + members.joined(separator: separator) + "}" + space(using: &generator)
    }

    /// Deletes, inserts, swaps or truncates a few bytes.
    static func damage(_ line: inout [UInt8], using generator: inout SplitMix64) {
        let inserted: [UInt8] = [0x22, 0x5C, 0x7B, 0x7D, 0x2C, 0x3A, 0x00, 0xFF, 0x80, 0x31, 0x20, 0x75, 0x0A, 0x2E]
        guard !line.isEmpty else { return }
        let position = Int.random(in: 0..<line.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: line.remove(at: position)
        case 1: line.insert(inserted.randomElement(using: &generator) ?? 0, at: position)
        case 2: line.swapAt(position, Int.random(in: 0..<line.count, using: &generator))
        default: line.removeLast(line.count - position)
        }
    }
}

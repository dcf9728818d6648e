import Foundation
import Testing

@testable import offload

struct TerminalCase: Sendable, CustomTestStringConvertible {
    let text: String
    let shown: String
    var testDescription: String { text.debugDescription }
}

@Suite struct TerminalSafetyTests {
    static let cases = [
        TerminalCase(text: "invoice\u{202E}fdp.exe", shown: "invoice fdp.exe"),
        TerminalCase(text: "\u{202A}a\u{202B}b\u{202C}c\u{202D}d", shown: " a b c d"),
        TerminalCase(text: "\u{2066}x\u{2067}y\u{2068}z\u{2069}", shown: " x y z "),
        TerminalCase(text: "left\u{200E}right\u{200F}", shown: "left right "),
        TerminalCase(text: "zero\u{200B}width\u{2060}joiner\u{FEFF}", shown: "zero width joiner "),
        TerminalCase(text: "soft\u{00AD}hyphen", shown: "soft hyphen"),
        TerminalCase(text: "bell\u{07}escape\u{1B}[31mred", shown: "bell escape [31mred"),
        TerminalCase(text: "family 👨‍👩‍👧 keeps its joiners", shown: "family 👨‍👩‍👧 keeps its joiners"),
        TerminalCase(text: "می‌خواهم", shown: "می‌خواهم"),  // U+200C joins Persian letters.
        TerminalCase(text: "plain text, café", shown: "plain text, café"),
    ]

    @Test("bidi controls, format and control characters become spaces; joiners stay", arguments: cases)
    func neutralizes(_ c: TerminalCase) {
        #expect(TerminalText.safe(c.text) == c.shown)
    }

    /// Scalars a terminal must not receive from stored text.
    static func hasHidden(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            scalar.properties.generalCategory == .format && scalar.value != 0x200C && scalar.value != 0x200D
                || scalar.properties.generalCategory == .control && scalar != "\n"
        }
    }

    @Test("Given captures with bidi overrides and invisible characters, Then text output hides none, JSON keeps all")
    func listings() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let texts = [
            "buy milk\u{202E}gge dna", "call mom\u{200B}\u{FEFF} tomorrow", "note \u{2066}secret\u{2069} plan\u{1B}[2J",
        ]
        let saved = try await offload.run(["capture", "--lines"], stdin: Data(texts.joined(separator: "\n").utf8))
        #expect(saved.status == 0)
        let handOff = try await offload.run(["handoff"] + TinyModels.arguments())
        #expect(handOff.status == 0, "\(handOff.stderr)")
        for arguments in [["captures"], ["suggestions"]] {
            let result = try await offload.run(arguments)
            #expect(result.status == 0)
            #expect(!Self.hasHidden(result.stdout), "\(arguments): \(result.stdout.debugDescription)")
        }
        #expect(try await offload.run(["captures"]).stdout.contains("buy milk gge dna"))
        let review = try await offload.run(["review"], stdin: Data("a\na\na\nq\n".utf8))
        #expect(!Self.hasHidden(review.stdout), "\(review.stdout.debugDescription)")
        for arguments in [["tasks"], ["lists"], ["notes"], ["comms"], ["plans"]] {
            let result = try await offload.run(arguments)
            #expect(!Self.hasHidden(result.stdout), "\(arguments): \(result.stdout.debugDescription)")
        }
        #expect(try await offload.run(["captures", "--json"]).captures().map(\.rawText) == texts)
    }
}

import Testing

@testable import OffloadNLP

@Suite struct WordEndingsTests {
    static let endings: WordEndings = ["ing", "ung", "ße", "ción"]

    @Test(
        "a word matches when its bytes end with an ending, as hasSuffix says of normalized words",
        arguments: [
            ("meeting", true), ("rechnung", true), ("straße", true), ("canción", true), ("ring", true),
            ("ing", true), ("in", false), ("", false), ("meetings", false), ("strasse", false), ("cancion", false),
            ("thing!", false),
        ])
    func matches(_ word: String, _ expected: Bool) {
        #expect(Self.endings.matches(word) == expected)
        #expect(["ing", "ung", "ße", "ción"].contains { word.hasSuffix($0) } == expected)
    }

    @Test("the rest before the ending is counted in characters, not bytes")
    func restInCharacters() {
        // "straße": the rest "stra" has four characters; "größe": "grö" three characters in four bytes.
        #expect(Self.endings.matches("straße", moreCharactersThan: 3))
        #expect(!Self.endings.matches("straße", moreCharactersThan: 4))
        #expect(Self.endings.matches("größe", moreCharactersThan: 2))
        #expect(!Self.endings.matches("größe", moreCharactersThan: 3))
        #expect(!Self.endings.matches("ring", moreCharactersThan: 1))
        #expect(Self.endings.matches("ring", moreCharactersThan: 0))
    }
}

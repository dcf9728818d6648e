import Foundation
import OffloadCore
import Testing

@Suite struct CaptureEntryTests {
    static let blanks = [
        "", " ", "\n", "\t \r\n", "\u{00A0}", "\u{2003}\u{3000}", "\u{200B}", "\u{FEFF}\u{2060}", "\u{202E} \u{200F}",
    ]

    @Test("refuses empty text and text of only white space and invisible format characters", arguments: blanks)
    func refusesBlank(_ text: String) {
        #expect(throws: CoreError.emptyCapture) { try CaptureEntry(rawText: text) }
    }

    @Test("keeps the raw text exactly, including surrounding white space and odd scalars")
    func keepsRawText() throws {
        let text = "  call mom\u{0000} 🙂 e\u{0301} עברית \n"
        #expect(try CaptureEntry(rawText: text).rawText == text)
    }

    @Test("accepts exactly the byte limit and refuses one byte more")
    func byteLimit() throws {
        let limit = CaptureEntry.maximumByteCount
        #expect(try CaptureEntry(rawText: String(repeating: "a", count: limit)).rawText.utf8.count == limit)
        #expect(throws: CoreError.captureTooLong(byteCount: limit + 1, limit: limit)) {
            try CaptureEntry(rawText: String(repeating: "a", count: limit + 1))
        }
    }

    @Test("defaults to a pending text capture")
    func defaults() throws {
        let entry = try CaptureEntry(rawText: "buy milk")
        #expect(entry.status == .pending)
        #expect(entry.source == .text)
    }

    @Test("round-trips through JSON")
    func roundTrip() throws {
        let entry = try CaptureEntry(
            rawText: "buy milk 🥛", createdAt: Date(timeIntervalSince1970: 1_700_000_000.25), source: .voice,
            status: .failed)
        let decoded = try JSONDecoder().decode(CaptureEntry.self, from: JSONEncoder().encode(entry))
        #expect(decoded == entry)
    }

    @Test("decoding runs the same checks as the initializer")
    func decodingChecks() throws {
        let json =
            #"{"id":"3F2A9C1B-0000-4000-8000-000000000000","rawText":"  ","createdAt":0,"source":"text","status":"pending"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CaptureEntry.self, from: Data(json.utf8)) }
    }

    @Test("error messages are full sentences without the capture text")
    func messages() {
        #expect(
            CoreError.emptyCapture.description
                == "Nothing to capture: the text is empty. Type a thought, e.g. offload capture \"call mom tomorrow\".")
        #expect(
            CoreError.captureTooLong(byteCount: 10, limit: 5).description
                == "The capture is 10 bytes; the limit is 5 bytes. Split it into smaller captures.")
    }
}

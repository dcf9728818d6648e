import Testing

@testable import offload

@Suite struct DatabaseLocationTests {
    @Test("--db wins, then OFFLOAD_DB, then an absolute XDG_DATA_HOME, then ~/.local/share")
    func precedence() {
        let all = ["OFFLOAD_DB": "/env/o.sqlite", "XDG_DATA_HOME": "/xdg"]
        #expect(
            DatabaseLocation.resolve(option: "/flag.sqlite", environment: all, homeDirectory: "/h") == "/flag.sqlite")
        #expect(DatabaseLocation.resolve(option: nil, environment: all, homeDirectory: "/h") == "/env/o.sqlite")
        #expect(
            DatabaseLocation.resolve(option: nil, environment: ["XDG_DATA_HOME": "/xdg"], homeDirectory: "/h")
                == "/xdg/offload/offload.sqlite")
        #expect(
            DatabaseLocation.resolve(option: nil, environment: ["XDG_DATA_HOME": "relative"], homeDirectory: "/h")
                == "/h/.local/share/offload/offload.sqlite")
        #expect(
            DatabaseLocation.resolve(option: "", environment: ["OFFLOAD_DB": ""], homeDirectory: "/h")
                == "/h/.local/share/offload/offload.sqlite")
    }

    @Test(
        "the first invalid UTF-8 byte is found at the right offset",
        arguments: [
            ([0x61, 0xFF], 1), ([0xE2, 0x82], 0), ([0x61, 0x62, 0xC3, 0xA9, 0xED, 0xA0, 0x80], 4),
            ([0xF0, 0x9F, 0x99, 0x82], -1),
        ])
    func utf8Offsets(_ bytes: [UInt8], _ expected: Int) {
        #expect(StandardInput.firstInvalidUTF8Offset(in: bytes) ?? -1 == expected)
    }
}

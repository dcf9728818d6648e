import Foundation
import OffloadService
import Testing

@Suite struct TokenStoreTests {
    /// A generator that counts, so tokens are known in advance.
    struct CountingGenerator: RandomNumberGenerator {
        var state: UInt64 = 0
        mutating func next() -> UInt64 {
            state += 1
            return state
        }
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("offload-token-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func mode(_ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    @Test("the folder comes from XDG_CONFIG_HOME when it is absolute, else ~/.config")
    func directory() {
        #expect(
            TokenStore.directory(environment: ["XDG_CONFIG_HOME": "/x/config"], homeDirectory: "/home/a")
                == "/x/config/offload")
        #expect(
            TokenStore.directory(environment: ["XDG_CONFIG_HOME": "relative"], homeDirectory: "/home/a")
                == "/home/a/.config/offload")
        #expect(TokenStore.directory(environment: [:], homeDirectory: "/home/a") == "/home/a/.config/offload")
    }

    @Test("the first call creates 256 bits as 64 hex digits, mode 0600 in a 0700 folder; later calls read them")
    func createsThenReads() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = TokenStore(directory: root.appendingPathComponent("config/offload").path)
        var generator = CountingGenerator()
        let created = try store.token(using: &generator)
        #expect(created.wasCreated && created.notes.isEmpty)
        #expect(created.value.hasPrefix("0100000000000000" + "0200000000000000"))
        #expect(created.value.count == 64)
        #expect(try Self.mode(store.path) == 0o600)
        #expect(try Self.mode(store.directory) == 0o700)
        #expect(try String(contentsOfFile: store.path, encoding: .utf8) == created.value + "\n")
        let read = try store.token()
        #expect(read.value == created.value && !read.wasCreated && read.notes.isEmpty)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.directory)
        #expect(leftovers == ["token"])
    }

    @Test("a token file others could read is set back to 0600, and the note says so")
    func repairsMode() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = TokenStore(directory: root.path)
        let value = try store.token().value
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: store.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: store.directory)
        let token = try store.token()
        #expect(token.value == value)
        #expect(
            token.notes == [
                "The folder '\(root.path)' was open to other users (mode 0755); it is now 0700.",
                "The token file '\(store.path)' could be read by other users (mode 0644); it is now 0600. If others "
                    + "may have read it, delete it and restart `offload serve` for a new token.",
            ])
        #expect(try Self.mode(store.path) == 0o600)
        #expect(try Self.mode(store.directory) == 0o700)
    }

    @Test("a file that is not a token, or a symbolic link, is refused with a sentence naming it")
    func refusals() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = TokenStore(directory: root.path)
        try Data("hello\n".utf8).write(to: URL(fileURLWithPath: store.path))
        #expect(throws: TokenStoreError.malformed(path: store.path)) { try store.token() }
        #expect(
            TokenStoreError.malformed(path: store.path).description
                == "The token file '\(store.path)' does not hold a token (64 hexadecimal digits). Delete it; "
                + "`offload serve --show-token` then makes a new one.")
        try FileManager.default.removeItem(atPath: store.path)
        let target = root.appendingPathComponent("elsewhere").path
        try Data((String(repeating: "a", count: 64) + "\n").utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: store.path, withDestinationPath: target)
        #expect(throws: TokenStoreError.notAFile(path: store.path)) { try store.token() }
    }
}

import Foundation
import OffloadInterface

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bearer token of `offload serve` on non-loopback addresses: 256 random bits in a file only its owner reads.
///
/// The file is `$XDG_CONFIG_HOME/offload/token` (else `~/.config/offload/token`), 64 hexadecimal digits and a
/// newline, mode 0600 in a folder of mode 0700. It is written under a temporary name with mode 0600 from the first
/// byte and then linked into place, so it is never readable by others, never seen half-written, and two processes
/// starting at once end up with the same token.
///
/// ```swift
/// let token = try TokenStore(directory: TokenStore.directory()).token()
/// print(token.value)
/// ```
public struct TokenStore: Sendable {
    /// A token read or created, with what was repaired on the way.
    public struct Token: Sendable, Equatable {
        /// The token: 64 lowercase hexadecimal digits.
        public let value: String
        /// Whether this call created it.
        public let wasCreated: Bool
        /// Sentences for the person at the terminal about modes that were tightened; empty when none were.
        public let notes: [String]
    }

    /// The folder holding the token file.
    public let directory: String
    /// The token file's path.
    public var path: String { URL(fileURLWithPath: directory).appendingPathComponent("token").path }

    /// A store in `directory` (see ``directory(environment:homeDirectory:)``).
    public init(directory: String) { self.directory = directory }

    /// The folder of the token: `$XDG_CONFIG_HOME/offload` when that is an absolute path, else
    /// `~/.config/offload`.
    public static func directory(environment: [String: String], homeDirectory: String) -> String {
        let configHome = XDGDirectory.base(
            "XDG_CONFIG_HOME", fallback: ".config", environment: environment, homeDirectory: homeDirectory)
        return URL(fileURLWithPath: configHome).appendingPathComponent("offload").path
    }

    /// The folder of the token in this process's environment (`HOME`, else the user's home folder).
    public static func directory() -> String {
        let environment = ProcessInfo.processInfo.environment
        return directory(environment: environment, homeDirectory: XDGDirectory.home(environment))
    }

    /// The token, created from the system's random source (`getrandom`) when the file does not exist yet.
    ///
    /// - Throws: ``TokenStoreError``.
    public func token() throws -> Token {
        var generator = SystemRandomNumberGenerator()
        return try token(using: &generator)
    }

    /// The token, created from `generator` when the file does not exist yet.
    ///
    /// An existing file readable by others is set back to 0600, and the folder to 0700; ``Token/notes`` says so.
    ///
    /// - Throws: ``TokenStoreError``.
    public func token(using generator: inout some RandomNumberGenerator) throws -> Token {
        var notes = try prepareDirectory()
        if let stored = try existing(notes: &notes) { return Token(value: stored, wasCreated: false, notes: notes) }
        let value = Self.hex((0..<4).flatMap { _ in withUnsafeBytes(of: generator.next()) { Array($0) } })
        if try create(value, using: &generator) { return Token(value: value, wasCreated: true, notes: notes) }
        // Another process linked its token first: use that one.
        guard let stored = try existing(notes: &notes) else { throw TokenStoreError.notAFile(path: path) }
        return Token(value: stored, wasCreated: false, notes: notes)
    }

    /// Lowercase hexadecimal digits of `bytes`.
    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0F)]] }, as: UTF8.self)
    }

    /// Whether `text` is a token: 64 lowercase hexadecimal digits.
    static func isToken(_ text: some StringProtocol) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// Creates the folder (0700) when missing, or tightens an existing one of ours that others may enter.
    private func prepareDirectory() throws -> [String] {
        var status = stat()
        if stat(directory, &status) != 0 {
            let parent = URL(fileURLWithPath: directory).deletingLastPathComponent()
            do {
                try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            } catch {
                throw TokenStoreError.cannotCreate(path: directory, reason: "its parent folder could not be created")
            }
            guard mkdir(directory, 0o700) == 0 || errno == EEXIST else {
                throw TokenStoreError.cannotCreate(path: directory, reason: Self.systemMessage())
            }
            return []
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw TokenStoreError.cannotCreate(path: directory, reason: "it is not a folder")
        }
        guard status.st_uid == geteuid(), status.st_mode & 0o077 != 0 else { return [] }
        guard chmod(directory, 0o700) == 0 else {
            throw TokenStoreError.cannotCreate(path: directory, reason: Self.systemMessage())
        }
        return [
            "The folder '\(directory)' was open to other users (mode \(Self.octal(status.st_mode))); it is now 0700."
        ]
    }

    /// The token in the file, or `nil` when there is no file; tightens a mode that lets others read it.
    private func existing(notes: inout [String]) throws -> String? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT: return nil
            case ELOOP: throw TokenStoreError.notAFile(path: path)
            default: throw TokenStoreError.cannotRead(path: path, reason: Self.systemMessage())
            }
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw TokenStoreError.cannotRead(path: path, reason: Self.systemMessage())
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw TokenStoreError.notAFile(path: path) }
        guard status.st_uid == geteuid() else { throw TokenStoreError.foreignOwner(path: path) }
        if status.st_mode & 0o077 != 0 {
            guard fchmod(descriptor, 0o600) == 0 else {
                throw TokenStoreError.cannotRead(path: path, reason: Self.systemMessage())
            }
            notes.append(
                "The token file '\(path)' could be read by other users (mode \(Self.octal(status.st_mode))); it is "
                    + "now 0600. If others may have read it, delete it and restart `offload serve` for a new token.")
        }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count >= 0 else { throw TokenStoreError.cannotRead(path: path, reason: Self.systemMessage()) }
        let text = String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard Self.isToken(text) else { throw TokenStoreError.malformed(path: path) }
        return text
    }

    /// Writes `value` under a temporary name (0600 from the start) and links it into place.
    ///
    /// - Returns: `false` when another process created the file first.
    private func create(_ value: String, using generator: inout some RandomNumberGenerator) throws -> Bool {
        let temporary = path + ".\(Self.hex(withUnsafeBytes(of: generator.next()) { Array($0) })).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw TokenStoreError.cannotCreate(path: path, reason: Self.systemMessage()) }
        defer { unlink(temporary) }
        let bytes = Array((value + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor) == 0
        let failure = written == bytes.count && synced ? nil : Self.systemMessage()
        close(descriptor)
        if let failure { throw TokenStoreError.cannotCreate(path: path, reason: failure) }
        guard link(temporary, path) == 0 else {
            guard errno == EEXIST else { throw TokenStoreError.cannotCreate(path: path, reason: Self.systemMessage()) }
            return false
        }
        return true
    }

    private static func systemMessage() -> String { String(cString: strerror(errno)) }

    private static func octal(_ mode: mode_t) -> String {
        let digits = String(mode & 0o777, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

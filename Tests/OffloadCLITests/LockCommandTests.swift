import Foundation
import Testing

/// `offload lock` and the gate in front of every command that shows or changes data.
///
/// Locks are set with the hidden `--test-only-cheap-kdf` flag, so each check takes microseconds, not about a
/// second; ``standardLock()`` runs the default derivation.
@Suite struct LockCommandTests {
    static let passphrase = "Zebra-quilt 42 \u{1F511} lantern"
    static let wrongLine = "That passphrase is not the right one; nothing was shown or changed.\n"
    static let neededLine =
        "This database is locked. Run the command in a terminal to enter the passphrase, set OFFLOAD_PASSPHRASE, "
        + "or open a grace period first with `offload unlock`.\n"
    /// The settable clock of these runs: ahead of the system clock, which the gate's clock never runs behind.
    static let t0 = "2096-11-23T09:00:00Z"

    static func with(_ passphrase: String? = Self.passphrase, at now: String = t0) -> [String: String] {
        var environment = ["OFFLOAD_NOW": now]
        if let passphrase { environment["OFFLOAD_PASSPHRASE"] = passphrase }
        return environment
    }

    /// A database holding one capture, locked with ``passphrase`` and `grace`.
    static func locked(_ offload: OffloadProcess, grace: String = "15m") async throws {
        #expect(try await offload.run(["capture", "the quiet walrus plan"], environment: with(nil)).status == 0)
        let set = try await offload.run(
            ["lock", "set", "--for", grace, "--test-only-cheap-kdf"], environment: with())
        #expect(set.status == 0, "\(set.stderr)")
    }

    static func sessionFile(_ offload: OffloadProcess) -> String { offload.databasePath + ".session" }

    @Test("Given no lock, When lock set, status and clear run, Then each says what it did and commands stop asking")
    func setStatusClear() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        #expect(try await offload.run(["lock", "status"]).stdout == "No lock: commands do not ask for a passphrase.\n")
        let set = try await offload.run(["lock", "set", "--test-only-cheap-kdf"], environment: Self.with())
        #expect(set.status == 0)
        #expect(
            set.stdout
                == "Locked. Commands that show or change data ask for the passphrase, then stay open for 15 minutes.\n"
                + "This is a gate, not encryption: the file itself stays readable to whoever can read it.\n")
        let status = try await offload.run(["lock", "status"], environment: Self.with(nil))
        #expect(
            status.stdout
                == "Locked since 2096-11-23 09:00; a right passphrase opens it for 15 minutes.\n"
                + "Closed: the next command that shows or changes data asks for the passphrase.\n")
        let json = try await offload.run(["lock", "status", "--json"], environment: Self.with(nil))
        #expect(
            json.stdout
                == #"{"graceSeconds":900,"locked":true,"since":"2096-11-23T09:00:00.000Z"}"# + "\n")
        let again = try await offload.run(["lock", "set", "--test-only-cheap-kdf"], environment: Self.with())
        #expect(again.status == 65)
        #expect(
            again.stderr
                == "This database has a lock already. Clear it with `offload lock clear` before setting a new one.\n")
        let clear = try await offload.run(["lock", "clear"], environment: Self.with())
        #expect(clear.status == 0)
        #expect(clear.stdout == "The lock is cleared; commands no longer ask for a passphrase.\n")
        #expect(try await offload.run(["captures"]).status == 0)
        let none = try await offload.run(["lock", "clear"], environment: Self.with())
        #expect(none.status == 66)
        #expect(none.stderr == "This database has no lock. Set one with `offload lock set`.\n")
    }

    @Test("A wrong passphrase is refused with exit 77 and one line, nothing shown and nothing saved")
    func wrongPassphrase() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await Self.locked(offload)
        for arguments in [["captures"], ["capture", "a second thought"], ["search", "walrus"], ["today"]] {
            let refused = try await offload.run(arguments, environment: Self.with("zebra-quilt 42"))
            #expect(refused.status == 77, "\(arguments)")
            #expect(refused.stdout.isEmpty, "\(arguments)")
            #expect(refused.stderr == Self.wrongLine, "\(arguments)")
        }
        let clear = try await offload.run(["lock", "clear"], environment: Self.with("nope"))
        #expect(clear.status == 77 && clear.stderr == Self.wrongLine)
        let shown = try await offload.run(["captures", "--json"], environment: Self.with())
        #expect(shown.status == 0)
        #expect(try shown.captures().map(\.rawText) == ["the quiet walrus plan"])
    }

    @Test("Without a terminal, OFFLOAD_PASSPHRASE or a grace period, a locked database is refused with exit 77")
    func noWayToAsk() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await Self.locked(offload)
        let refused = try await offload.run(["captures"], stdin: Data("y\n".utf8), environment: Self.with(nil))
        #expect(refused.status == 77)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr == Self.neededLine)
    }

    @Test("Commands that touch no data are not gated: lock status, config, --version, help, analyze")
    func ungated() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await Self.locked(offload)
        for arguments in [["lock", "status"], ["lock", "close"]] {
            #expect(try await offload.run(arguments, environment: Self.with(nil)).status == 0, "\(arguments)")
        }
        for arguments in [["--version"], ["--help"], ["config", "list"], ["analyze", "call mom"]] {
            let result = try await offload.run(arguments, environment: Self.with(nil), passesDatabase: false)
            #expect(result.status == 0, "\(arguments) \(result.stderr)")
        }
    }

    @Test("Given a right passphrase, Then a 0600 grace session opens for the lock's period, then expires")
    func graceOpensAndExpires() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await Self.locked(offload)
        let path = Self.sessionFile(offload)
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try await offload.run(["captures"], environment: Self.with()).status == 0)
        #expect(try PrivateFilesCommandTests.mode(path) == 0o600)
        let contents = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!contents.contains(Self.passphrase))
        #expect(contents.hasPrefix("g1.\(4_004_499_600 + 900)."))
        let within = try await offload.run(["captures"], environment: Self.with(nil, at: "2096-11-23T09:14:59Z"))
        #expect(within.status == 0 && within.stdout.contains("the quiet walrus plan"))
        let status = try await offload.run(["lock", "status"], environment: Self.with(nil, at: "2096-11-23T09:10:00Z"))
        #expect(status.stdout.hasSuffix("Open until 2096-11-23 09:15; `offload lock close` closes it sooner.\n"))
        let after = try await offload.run(["captures"], environment: Self.with(nil, at: "2096-11-23T09:15:00Z"))
        #expect(after.status == 77 && after.stdout.isEmpty && after.stderr == Self.neededLine)
    }

    @Test("Setting OFFLOAD_NOW back does not revive a grace period the system clock has ended")
    func clockSetBack() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await Self.locked(offload)
        let past = "2020-01-01T00:00:00Z"
        // The period ends 2 s after the unlock by the system clock (by the settable one it would last until 2020).
        #expect(try await offload.run(["unlock", "--for", "2s"], environment: Self.with(at: past)).status == 0)
        #expect(FileManager.default.fileExists(atPath: Self.sessionFile(offload)))
        try await Task.sleep(for: .milliseconds(2100))
        let refused = try await offload.run(["captures"], environment: Self.with(nil, at: past))
        #expect(refused.status == 77 && refused.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: Self.sessionFile(offload)))
    }

    @Test("unlock opens a grace period ahead of time; lock close ends it; --for 0 asks every time")
    func unlockAndClose() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await Self.locked(offload, grace: "0")
        #expect(try await offload.run(["captures"], environment: Self.with()).status == 0)
        #expect(!FileManager.default.fileExists(atPath: Self.sessionFile(offload)))
        #expect(try await offload.run(["captures"], environment: Self.with(nil)).status == 77)
        let unlock = try await offload.run(["unlock", "--for", "1h"], environment: Self.with())
        #expect(unlock.status == 0)
        #expect(unlock.stdout == "Open until 2096-11-23 10:00 (1 hour); `offload lock close` closes it sooner.\n")
        #expect(try PrivateFilesCommandTests.mode(Self.sessionFile(offload)) == 0o600)
        #expect(
            try await offload.run(["captures"], environment: Self.with(nil, at: "2096-11-23T09:59:00Z")).status == 0)
        #expect(try await offload.run(["lock", "close"]).status == 0)
        #expect(try await offload.run(["captures"], environment: Self.with(nil)).status == 77)
        let wrong = try await offload.run(["unlock"], environment: Self.with("wrong"))
        #expect(wrong.status == 77 && wrong.stderr == Self.wrongLine)
        #expect(!FileManager.default.fileExists(atPath: Self.sessionFile(offload)))
    }

    @Test("A session file of another lock, or one others may read, does not open the gate")
    func foreignSessionRefused() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await Self.locked(offload)
        #expect(try await offload.run(["unlock"], environment: Self.with()).status == 0)
        let path = Self.sessionFile(offload)
        let old = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(try await offload.run(["lock", "clear"], environment: Self.with()).status == 0)
        let set = try await offload.run(["lock", "set", "--test-only-cheap-kdf"], environment: Self.with())
        #expect(set.status == 0)
        try old.write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let copied = try await offload.run(["captures"], environment: Self.with(nil))
        #expect(copied.status == 77 && copied.stdout.isEmpty)
        #expect(try await offload.run(["unlock"], environment: Self.with()).status == 0)
        #expect(try await offload.run(["captures"], environment: Self.with(nil)).status == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        #expect(try await offload.run(["captures"], environment: Self.with(nil)).status == 77)
    }

    @Test("With XDG_RUNTIME_DIR, the session file goes to its offload folder")
    func runtimeFolder() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await Self.locked(offload)
        let runtime = offload.directory.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        var environment = Self.with()
        environment["XDG_RUNTIME_DIR"] = runtime.path
        #expect(try await offload.run(["unlock"], environment: environment).status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: runtime.appendingPathComponent("offload").path)
        #expect(files.count == 1 && files[0].hasSuffix(".session"))
        environment["OFFLOAD_PASSPHRASE"] = nil
        #expect(try await offload.run(["captures"], environment: environment).status == 0)
        #expect(!FileManager.default.fileExists(atPath: Self.sessionFile(offload)))
    }

    @Test("The database and its log hold the verifier, never the passphrase's bytes")
    func verifierOnly() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await Self.locked(offload)
        for suffix in ["", "-wal", "-shm"] {
            let bytes = (try? Data(contentsOf: URL(fileURLWithPath: offload.databasePath + suffix))) ?? Data()
            #expect(bytes.range(of: Data(Self.passphrase.utf8)) == nil, "\(suffix)")
            #expect(bytes.range(of: Data("Zebra-quilt".utf8)) == nil, "\(suffix)")
        }
    }

    @Test("An empty passphrase is refused; lock set with the default derivation works end to end")
    func standardLock() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let empty = try await offload.run(["lock", "set"], environment: Self.with(""))
        #expect(empty.status == 65)
        #expect(empty.stderr == "The passphrase is empty, so nothing was changed. Enter at least one character.\n")
        let noWay = try await offload.run(["lock", "set"], environment: Self.with(nil))
        #expect(noWay.status == 64)
        #expect(try await offload.run(["lock", "set"], environment: Self.with()).status == 0)
        #expect(try await offload.run(["captures"], environment: Self.with("wrong")).status == 77)
        #expect(try await offload.run(["captures"], environment: Self.with()).status == 0)
    }
}

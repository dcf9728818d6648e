import Foundation
import OffloadStore
import Testing

@testable import OffloadInterface

@Suite struct PassphraseLockTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    static func lock(_ passphrase: String = "correct horse", grace: Int = 900) throws -> LockRecord {
        try PassphraseVerifier.lock(for: passphrase, graceSeconds: grace, at: now, parameters: .testsOnly)
    }

    @Test("the default derivation is scrypt with N = 2^17, r = 8, p = 1 (128 MiB); tests pass the cheap one explicitly")
    func standardParameters() {
        #expect(ScryptParameters.standard == ScryptParameters(cost: 1 << 17, blockSize: 8, parallelism: 1))
        #expect(ScryptParameters.standard.memoryBytes == 128 << 20)
        #expect(ScryptParameters.testsOnly.cost < ScryptParameters.standard.cost)
    }

    @Test("a lock stores salt, parameters, a 32-byte verifier and a session secret, never the passphrase")
    func lockContents() throws {
        let passphrase = "correct horse battery staple"
        let lock = try Self.lock(passphrase)
        #expect(lock.kdf == "scrypt")
        #expect((lock.cost, lock.blockSize, lock.parallelism) == (16, 1, 1))
        #expect(lock.salt.count == 16 && lock.verifier.count == 32 && lock.sessionSecret.count == 32)
        #expect(lock.graceSeconds == 900 && lock.setAt == Self.now)
        for bytes in [lock.salt, lock.verifier, lock.sessionSecret] {
            #expect(bytes.range(of: Data(passphrase.utf8)) == nil)
        }
        let again = try Self.lock(passphrase)
        #expect(again.salt != lock.salt && again.verifier != lock.verifier && again.sessionSecret != lock.sessionSecret)
    }

    @Test("the right passphrase matches, in either Unicode normal form; a wrong, empty or too long one does not")
    func matching() throws {
        let lock = try Self.lock("caf\u{E9} au lait")
        #expect(try PassphraseVerifier.isCorrect("caf\u{E9} au lait", for: lock))
        #expect(try PassphraseVerifier.isCorrect("cafe\u{301} au lait", for: lock))
        #expect(try !PassphraseVerifier.isCorrect("cafe au lait", for: lock))
        #expect(try !PassphraseVerifier.isCorrect("", for: lock))
        #expect(try !PassphraseVerifier.isCorrect(String(repeating: "x", count: 2000), for: lock))
    }

    @Test("a new lock refuses an empty or too long passphrase")
    func newPassphraseBounds() {
        #expect(throws: LockError.emptyPassphrase) { try Self.lock("") }
        #expect(throws: LockError.passphraseTooLong(limit: 1024)) { try Self.lock(String(repeating: "é", count: 513)) }
    }

    @Test("a stored lock of another derivation or with out-of-bounds parameters is refused, never run")
    func unreadableLock() throws {
        let lock = try Self.lock()
        func with(kdf: String = "scrypt", cost: Int = 16, blockSize: Int = 1) -> LockRecord {
            LockRecord(
                kdf: kdf, cost: cost, blockSize: blockSize, parallelism: 1, salt: lock.salt, verifier: lock.verifier,
                sessionSecret: lock.sessionSecret, graceSeconds: 900, setAt: Self.now)
        }
        for bad in [with(kdf: "argon2id"), with(cost: 1 << 30), with(cost: 24), with(blockSize: 0)] {
            #expect(throws: LockError.unreadableLock) { try PassphraseVerifier.isCorrect("correct horse", for: bad) }
        }
    }

    @Test("a grace token opens its lock until it expires, survives its text form, and fails once changed")
    func graceToken() throws {
        let lock = try Self.lock()
        let token = GraceToken.issue(for: lock, until: Self.now.addingTimeInterval(900))
        #expect(token.opens(lock, at: Self.now))
        #expect(token.opens(lock, at: Self.now.addingTimeInterval(899)))
        #expect(!token.opens(lock, at: Self.now.addingTimeInterval(900)))
        let text = token.text
        #expect(text.hasPrefix("g1.\(Int(Self.now.timeIntervalSince1970) + 900)."))
        #expect(GraceToken(text) == token)
        let later = text.replacingOccurrences(
            of: "g1.\(Int(Self.now.timeIntervalSince1970) + 900)", with: "g1.9999999999")
        #expect(try #require(GraceToken(later)).opens(lock, at: Self.now) == false)
        var flipped = Array(text)
        flipped[flipped.count - 1] = flipped.last == "0" ? "1" : "0"
        #expect(try #require(GraceToken(String(flipped))).opens(lock, at: Self.now) == false)
    }

    @Test("a grace token of another lock, even with the same passphrase, does not open this one")
    func otherLock() throws {
        let token = GraceToken.issue(for: try Self.lock(), until: Self.now.addingTimeInterval(900))
        #expect(!token.opens(try Self.lock(), at: Self.now))
    }

    @Test(
        "only the token's own text form reads as one",
        arguments: [
            "", "g1", "g1.1.ab", "g2.1." + String(repeating: "a", count: 64),
            "g1.-1." + String(repeating: "a", count: 64), "g1.1." + String(repeating: "z", count: 64),
            "g1.1.2." + String(repeating: "a", count: 64),
        ])
    func badText(_ text: String) {
        #expect(GraceToken(text) == nil)
    }

    @Test("durations read as people write them, up to 30 days")
    func durations() {
        #expect(LockDuration("15m")?.seconds == 900)
        #expect(LockDuration("1h30m")?.seconds == 5400)
        #expect(LockDuration("90s")?.seconds == 90)
        #expect(LockDuration("2d")?.seconds == 172_800)
        #expect(LockDuration("0")?.seconds == 0)
        #expect(LockDuration("30d")?.seconds == 2_592_000)
        for bad in ["", "15", "m", "15x", "-5m", "31d", "1.5h", "99999999m"] {
            #expect(LockDuration(bad) == nil, "\(bad)")
        }
        #expect(LockDuration(seconds: 900).description == "15 minutes")
        #expect(LockDuration(seconds: 5400).description == "1 hour 30 minutes")
        #expect(LockDuration(seconds: 90_061).description == "1 day 1 hour 1 minute 1 second")
        #expect(LockDuration(seconds: 0).description == "none")
    }
}

@Suite struct LockClockTests {
    @Test("the lock's clock follows the settable clock forward, never behind the system clock")
    func neverBehind() {
        let system = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(LockClock.now(settable: system.addingTimeInterval(60), system: system) == system.addingTimeInterval(60))
        #expect(LockClock.now(settable: system.addingTimeInterval(-3600), system: system) == system)
    }
}

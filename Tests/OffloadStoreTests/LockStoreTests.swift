import Foundation
import OffloadCore
import Testing

@testable import OffloadStore

@Suite struct LockStoreTests {
    static func record(verifier: UInt8 = 7, grace: Int = 900) -> LockRecord {
        LockRecord(
            kdf: "scrypt", cost: 16, blockSize: 1, parallelism: 1, salt: Data(repeating: 1, count: 16),
            verifier: Data(repeating: verifier, count: 32), sessionSecret: Data(repeating: 9, count: 32),
            graceSeconds: grace, setAt: Date(timeIntervalSince1970: 1_795_000_000))
    }

    @Test("Given no lock, When one is set, Then it reads back as set, and a second set changes nothing")
    func setOnce() async throws {
        let store = try CaptureStore.inMemory()
        #expect(try await store.passphraseLock() == nil)
        #expect(try await store.setPassphraseLock(Self.record()))
        #expect(try await store.passphraseLock() == Self.record())
        #expect(try await !store.setPassphraseLock(Self.record(verifier: 8, grace: 0)))
        #expect(try await store.passphraseLock() == Self.record())
    }

    @Test("clear removes only the lock whose verifier the caller checked")
    func clearChecked() async throws {
        let store = try CaptureStore.inMemory()
        _ = try await store.setPassphraseLock(Self.record())
        #expect(try await !store.clearPassphraseLock(verifier: Data(repeating: 8, count: 32)))
        #expect(try await store.passphraseLock() != nil)
        #expect(try await store.clearPassphraseLock(verifier: Data(repeating: 7, count: 32)))
        #expect(try await store.passphraseLock() == nil)
        #expect(try await !store.clearPassphraseLock(verifier: Data(repeating: 7, count: 32)))
    }

    @Test("the table refuses a short salt or verifier, and a negative grace")
    func tableChecks() async throws {
        let store = try CaptureStore.inMemory()
        let short = LockRecord(
            kdf: "scrypt", cost: 16, blockSize: 1, parallelism: 1, salt: Data(count: 4), verifier: Data(count: 32),
            sessionSecret: Data(count: 32), graceSeconds: 0, setAt: Date())
        await #expect(throws: StoreError.self) { try await store.setPassphraseLock(short) }
        await #expect(throws: StoreError.self) { try await store.setPassphraseLock(Self.record(grace: -1)) }
        #expect(try await store.passphraseLock() == nil)
    }

    @Test("erase removes the data but keeps the lock, which guards the database rather than holding data")
    func eraseKeepsLock() async throws {
        let store = try CaptureStore.inMemory()
        _ = try await store.add(CaptureEntry(rawText: "something private"))
        _ = try await store.setPassphraseLock(Self.record())
        let report = try await store.eraseEverything()
        #expect(report.removedRows["captures"] == 1)
        #expect(report.removedRows["passphrase_lock"] == nil)
        #expect(try await store.passphraseLock() == Self.record())
    }
}

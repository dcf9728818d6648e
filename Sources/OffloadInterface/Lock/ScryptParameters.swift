/// The cost settings of scrypt, the memory-hard key derivation that turns a passphrase into the lock's verifier.
///
/// They are stored with each verifier, so a lock keeps working when a later build raises the default; values read
/// back are held to the same bounds, so a damaged or hostile row cannot make a check allocate without limit.
public struct ScryptParameters: Sendable, Equatable {
    /// N, the cost: a power of two from 2 to 2^20.
    public let cost: Int
    /// r, the block size: 1 to 32.
    public let blockSize: Int
    /// p, the parallelism: 1 to 16.
    public let parallelism: Int

    /// The most memory one derivation may take: 1 GiB.
    public static let memoryLimit = 1 << 30

    /// Creates parameters, or returns `nil` when one is out of bounds or they would take more than
    /// ``memoryLimit`` bytes.
    public init?(cost: Int, blockSize: Int, parallelism: Int) {
        guard (2...(1 << 20)).contains(cost), cost & (cost - 1) == 0, (1...32).contains(blockSize),
            (1...16).contains(parallelism), 128 * cost * blockSize * parallelism <= Self.memoryLimit
        else { return nil }
        self.cost = cost
        self.blockSize = blockSize
        self.parallelism = parallelism
    }

    /// The bytes of memory one derivation takes (128 · N · r · p).
    public var memoryBytes: Int { 128 * cost * blockSize * parallelism }

    /// N = 2^17, r = 8, p = 1 (128 MiB), the interactive-login setting OWASP recommends for scrypt: every guess
    /// costs 128 MiB of memory and about a second of one core (1.1 s measured in a debug build), so guessing a
    /// passphrase off a copied database is slow.
    public static let standard = ScryptParameters(unchecked: 1 << 17, 8, 1)

    /// N = 16, r = 1, p = 1: cheap, for tests only (the CLI's hidden `--test-only-cheap-kdf` flag of `lock set`).
    ///
    /// Never a default: a lock set with it falls to guessing in no time.
    public static let testsOnly = ScryptParameters(unchecked: 16, 1, 1)

    /// Parameters known to be in bounds (the two constants above).
    private init(unchecked cost: Int, _ blockSize: Int, _ parallelism: Int) {
        self.cost = cost
        self.blockSize = blockSize
        self.parallelism = parallelism
    }
}

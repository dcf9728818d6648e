import Foundation
import Testing

/// Runs the built `offload` binary, as a user would, with piped stdin and captured stdout and stderr.
struct OffloadProcess {
    /// What one run printed and how it exited.
    struct Result {
        let stdout: String
        let stderr: String
        let status: Int32
    }

    /// The `offload` executable next to the running test bundle (Linux: `.build/debug/offload`).
    static let binary: URL? = {
        let candidates =
            [
                URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
                Bundle.main.bundleURL,
                Bundle.main.bundleURL.deletingLastPathComponent(),
            ] + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        return candidates.map { $0.appendingPathComponent("offload") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// A scratch directory holding the database and the stdin, stdout and stderr files.
    let directory: URL
    /// The database path passed with `--db` by ``run(_:stdin:database:environment:)``.
    var databasePath: String { directory.appendingPathComponent("offload.sqlite").path }

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("offload-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }

    /// Runs `offload arguments… --db <databasePath>` (unless `database` is given) and waits for it to exit.
    ///
    /// With `passesDatabase: false` no `--db` is added, for commands that take none (`analyze`, `eval`, `train`).
    /// `executable` runs another program (an installed copy of `offload`, or `setpriv` running `offload` as
    /// another user), `workingDirectory` starts it elsewhere.
    func run(
        _ arguments: [String], stdin: Data = Data(), database: String? = nil, environment: [String: String] = [:],
        passesDatabase: Bool = true, executable: URL? = nil, workingDirectory: URL? = nil
    ) async throws -> Result {
        let binary = try executable ?? #require(Self.binary, "the offload binary was not found next to the test bundle")
        let id = UUID().uuidString
        let files = ["in", "out", "err"].map { directory.appendingPathComponent("\(id).\($0)") }
        try stdin.write(to: files[0])
        for file in files.dropFirst() { try Data().write(to: file) }
        let process = Process()
        process.executableURL = binary
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        process.arguments = arguments + (passesDatabase ? ["--db", database ?? databasePath] : [])
        process.environment = [
            "PATH": "/usr/bin:/bin", "HOME": directory.path, "TZ": "UTC", "COLUMNS": "80", "LANG": "C.UTF-8",
        ].merging(environment) { $1 }
        // The parent must close its copies of the handles: 1,000+ runs would otherwise leak file descriptors,
        // and Foundation's Process.run() crashes once descriptor numbers grow large.
        let handles = [
            try FileHandle(forReadingFrom: files[0]), try FileHandle(forWritingTo: files[1]),
            try FileHandle(forWritingTo: files[2]),
        ]
        defer { for handle in handles { try? handle.close() } }
        process.standardInput = handles[0]
        process.standardOutput = handles[1]
        process.standardError = handles[2]
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do { try process.run() } catch { continuation.resume(throwing: error) }
        }
        let output = try files.dropFirst().map { String(decoding: try Data(contentsOf: $0), as: UTF8.self) }
        for file in files { try? FileManager.default.removeItem(at: file) }
        return Result(stdout: output[0], stderr: output[1], status: status)
    }
}

/// The JSON shape `offload captures --json` prints, decoded for checks.
struct CaptureJSONRow: Decodable, Equatable {
    let id: String
    let rawText: String
    let createdAt: String
    let source: String
    let status: String
}

extension OffloadProcess.Result {
    /// Stdout decoded as an array of captures.
    func captures() throws -> [CaptureJSONRow] {
        try JSONDecoder().decode([CaptureJSONRow].self, from: Data(stdout.utf8))
    }
}

import Foundation
import Testing

@Suite struct InstallCommandTests {
    static let analyzeArguments = [
        "analyze", "--ref", "2026-03-13T09:00:00Z", "--tz", "UTC", "call mom tomorrow at 5pm",
    ]

    @Test("offload --version prints `offload X.Y.Z`")
    func version() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let result = try await offload.run(["--version"], passesDatabase: false)
        #expect(result.status == 0)
        #expect(result.stdout == "offload 0.6.0\n")
        #expect(result.stdout.wholeMatch(of: /offload \d+\.\d+\.\d+\n/) != nil)
    }

    @Test("Given an install into a prefix, When the installed copy runs from another folder, Then it reads its models")
    func installedCopyFindsItsModels() async throws {
        // Given a fresh prefix and a folder that is neither the checkout nor the prefix
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let prefix = offload.directory.appendingPathComponent("prefix")
        let elsewhere = offload.directory.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let tiny = try TinyModels.directory.get()
        // When offload installs itself and the tiny models there
        let install = try await offload.run(
            ["install", "--prefix", prefix.path, "--models", tiny.path], passesDatabase: false)
        // Then it says where everything went and that the folder is not on PATH
        #expect(install.status == 0)
        let bin = prefix.appendingPathComponent("bin")
        let models = prefix.appendingPathComponent("share/offload/Models")
        #expect(
            install.stdout == """
                Installed offload 0.6.0 as \(bin.path)/offload, with its models in \(models.path).
                \(bin.path) is not on your PATH yet. Add it, e.g. echo 'export PATH="\(bin.path):$PATH"' >> ~/.bashrc, \
                and open a new shell.

                """)
        let installed = bin.appendingPathComponent("offload")
        #expect(FileManager.default.isExecutableFile(atPath: installed.path))
        // And the installed copy, run from elsewhere without OFFLOAD_MODELS, analyzes with the installed models
        let fromInstall = try await offload.run(
            Self.analyzeArguments, passesDatabase: false, executable: installed, workingDirectory: elsewhere)
        let withTiny = try await offload.run(Self.analyzeArguments + ["--models", tiny.path], passesDatabase: false)
        #expect(fromInstall.status == 0)
        #expect(fromInstall.stdout.contains("intent"))
        #expect(fromInstall.stdout == withTiny.stdout)
        // And once the installed models are broken it names them: no other copy was read
        for name in ["intent.json", "category.json", "models.bin"] {
            try Data("broken".utf8).write(to: models.appendingPathComponent(name))
        }
        let broken = try await offload.run(
            Self.analyzeArguments, passesDatabase: false, executable: installed, workingDirectory: elsewhere)
        #expect(broken.status != 0)
        #expect(broken.stderr.contains(models.path))
    }

    @Test("A second install replaces the files and says when PREFIX/bin is on PATH")
    func reinstallOnPath() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let prefix = offload.directory.appendingPathComponent("prefix")
        let bin = prefix.appendingPathComponent("bin")
        let arguments = ["install", "--prefix", prefix.path] + (try TinyModels.arguments())
        _ = try await offload.run(arguments, passesDatabase: false)
        let again = try await offload.run(
            arguments, environment: ["PATH": "/usr/bin:\(bin.path)/:/bin"], passesDatabase: false)
        #expect(again.status == 0)
        #expect(
            again.stdout.hasSuffix("\(bin.path) is on your PATH, so `offload` now runs this copy from any folder.\n"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: bin.path)
        #expect(leftovers == ["offload"])
    }

    @Test("An install where the prefix cannot be written is refused with exit 73 and writes nothing")
    func refusesUnwritablePrefix() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let file = offload.directory.appendingPathComponent("a-file")
        try Data().write(to: file)
        let result = try await offload.run(
            ["install", "--prefix", file.appendingPathComponent("prefix").path] + (try TinyModels.arguments()),
            passesDatabase: false)
        #expect(result.status == 73)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                Cannot write '\(file.path)/prefix/bin', so offload was not installed there. Choose a folder you can \
                write with --prefix, e.g. --prefix ~/.local.

                """)
    }
}

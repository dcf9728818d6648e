import ArgumentParser
import Foundation
import OffloadInterface
import OffloadNLP

/// `offload install`: copies this binary and its models under a prefix, so `offload` runs from anywhere.
struct InstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Copy this offload and its models under a prefix (default ~/.local), so it runs from anywhere.",
        discussion: """
            Writes PREFIX/bin/offload and PREFIX/share/offload/Models/, where the installed binary finds its models \
            from any working directory. Files already there are replaced whole. Build first: \
            swift build -c release && .build/release/offload install
            """)

    @Option(help: "The folder to install under: PREFIX/bin and PREFIX/share/offload (default: ~/.local).")
    var prefix: String?

    @OptionGroup var models: ModelOptions

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let home = XDGDirectory.home(environment)
        let installation = Installation(
            prefix: Installation.prefix(
                option: prefix, home: home, currentDirectory: FileManager.default.currentDirectoryPath))
        let modelsDirectory = try ModelLocation.directory(explicit: models.models)
        _ = try ClassifierModels.load(from: modelsDirectory)  // Never install models that cannot be read.
        try installation.install(binary: ModelLocation.executable, models: modelsDirectory)
        print(
            "Installed offload \(Offload.version) as \(installation.binary.path), "
                + "with its models in \(installation.models.path).")
        let bin = installation.binFolder.path
        if Installation.isOnPath(installation.binFolder, path: environment["PATH"] ?? "") {
            print("\(bin) is on your PATH, so `offload` now runs this copy from any folder.")
        } else {
            print(
                "\(bin) is not on your PATH yet. Add it, e.g. echo 'export PATH=\"\(bin):$PATH\"' >> ~/.bashrc, "
                    + "and open a new shell.")
        }
    }
}

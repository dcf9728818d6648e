import ArgumentParser
import Foundation
import OffloadNLP

/// Options shared by the commands that use the trained models.
struct ModelOptions: ParsableArguments {
    @Option(
        name: .long, help: "Directory with intent.json and category.json (default: the Models/ folder of this build).")
    var models: String?

    /// Finds and loads the models.
    func load() throws -> ClassifierModels {
        try ClassifierModels.load(from: try ModelLocation.directory(explicit: models))
    }
}

/// Locates the `Models/` and `Corpora/` folders of this build from any working directory.
///
/// Order: an explicit path, then `OFFLOAD_MODELS`, then the install location beside the executable
/// (`PREFIX/bin/offload` reads `PREFIX/share/offload/Models`, as `offload install` lays it out), then walking up from
/// the executable (a `.build/<config>/offload` binary finds the package root), then the source checkout this binary
/// was compiled from.
enum ModelLocation {
    /// Where `offload install` puts the models, relative to the folder holding the installed binary.
    static let installedRelativePath = "../share/offload/Models"

    static func directory(explicit: String?) throws -> URL {
        if let explicit { return URL(fileURLWithPath: explicit) }
        if let fromEnvironment = ProcessInfo.processInfo.environment["OFFLOAD_MODELS"], !fromEnvironment.isEmpty {
            return URL(fileURLWithPath: fromEnvironment)
        }
        let installed = executable.deletingLastPathComponent().appendingPathComponent(installedRelativePath)
            .standardizedFileURL
        if FileManager.default.fileExists(
            atPath: installed.appendingPathComponent(ClassifierModels.intentFileName).path)
        {
            return installed
        }
        if let root = packageRoot(containing: "Models/\(ClassifierModels.intentFileName)") {
            return root.appendingPathComponent("Models")
        }
        throw ModelFileError.notFound(path: "Models/\(ClassifierModels.intentFileName)")
    }

    /// The package root that holds `relativePath`, searched from the executable's folder upward, then from the
    /// source file's compile-time location.
    static func packageRoot(containing relativePath: String) -> URL? {
        var candidates: [URL] = []
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        // Sources/offload/ModelLocation.swift → package root, two levels up.
        candidates.append(
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent())
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent(relativePath).path) }
    }

    /// The running executable, with symbolic links resolved (so a link on PATH finds the real install).
    static var executable: URL {
        URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? Bundle.main.executablePath ?? CommandLine.arguments[0])
    }
}

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
/// Order: an explicit path, then `OFFLOAD_MODELS`, then walking up from the executable (a `.build/<config>/offload`
/// binary finds the package root), then the source checkout this binary was compiled from.
enum ModelLocation {
    static func directory(explicit: String?) throws -> URL {
        if let explicit { return URL(fileURLWithPath: explicit) }
        if let fromEnvironment = ProcessInfo.processInfo.environment["OFFLOAD_MODELS"], !fromEnvironment.isEmpty {
            return URL(fileURLWithPath: fromEnvironment)
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
        let executable = URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? CommandLine.arguments[0])
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
}

import Foundation
import OffloadNLP

/// Locates the `Models/` and `Corpora/` folders of this build from any working directory.
///
/// Order: an explicit path, then `OFFLOAD_MODELS`, then the install location beside the executable
/// (`PREFIX/bin/offload` reads `PREFIX/share/offload/Models`, as `offload install` lays it out), then walking up from
/// the executable (a `.build/<config>/offload` binary finds the package root), then the source checkout this binary
/// was compiled from.
public enum ModelLocation {
    /// Where `offload install` puts the models, relative to the folder holding the installed binary.
    public static let installedRelativePath = "../share/offload/Models"

    /// The folder with the model files.
    ///
    /// - Parameter explicit: A folder the user named (`--models`); used as it is.
    /// - Returns: The first folder in the order above that holds `intent.json` (an explicit or environment path is
    ///   returned without checking).
    /// - Throws: ``ModelFileError/notFound(path:)`` when no folder holds the models.
    public static func directory(explicit: String?) throws -> URL {
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
    public static func packageRoot(containing relativePath: String) -> URL? {
        var candidates: [URL] = []
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        // Sources/OffloadInterface/Settings/ModelLocation.swift → package root, three levels up.
        candidates.append(
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent())
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent(relativePath).path) }
    }

    /// The running executable, with symbolic links resolved (so a link on PATH finds the real install).
    public static var executable: URL {
        URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? Bundle.main.executablePath ?? CommandLine.arguments[0])
    }
}

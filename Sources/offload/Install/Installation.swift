import ArgumentParser
import Foundation
import OffloadInterface

/// The layout `offload install` writes under a prefix, and the copying that writes it.
///
/// `PREFIX/bin/offload` is the binary; `PREFIX/share/offload/Models/` holds the models, which
/// ``ModelLocation`` finds relative to the binary. Every file is written to a temporary name in its folder and
/// renamed over the old one, so a running copy or a half-written file is never left behind.
struct Installation {
    /// The folder everything goes under.
    let prefix: URL

    /// `PREFIX/bin`.
    var binFolder: URL { prefix.appendingPathComponent("bin") }
    /// `PREFIX/bin/offload`.
    var binary: URL { binFolder.appendingPathComponent("offload") }
    /// `PREFIX/share/offload/Models`, the place ``ModelLocation/installedRelativePath`` points to from `bin/`.
    var models: URL { prefix.appendingPathComponent("share/offload/Models") }

    /// The absolute prefix for `--prefix` (a leading `~` is the home folder; relative paths start at
    /// `currentDirectory`); `~/.local` without it.
    static func prefix(option: String?, home: String, currentDirectory: String) -> URL {
        guard var path = option, !path.isEmpty else {
            return URL(fileURLWithPath: home).appendingPathComponent(".local")
        }
        if path == "~" || path.hasPrefix("~/") { path = home + path.dropFirst() }
        if !path.hasPrefix("/") { path = currentDirectory + "/" + path }
        return URL(fileURLWithPath: path).standardizedFileURL
    }

    /// Whether `folder` is one of the folders of a `PATH` value (compared with links resolved).
    static func isOnPath(_ folder: URL, path: String) -> Bool {
        let wanted = folder.resolvingSymlinksInPath().path
        return path.split(separator: ":").contains { entry in
            URL(fileURLWithPath: String(entry)).standardizedFileURL.resolvingSymlinksInPath().path == wanted
        }
    }

    /// Copies the model files from `modelsSource`, then `binary` (last, so an installed binary always has models).
    ///
    /// - Throws: ``InstallError/cannotWrite(path:)`` before anything is copied when a folder cannot be created or
    ///   written, or when a copy fails; ``InstallError/unreadable(path:)`` when a source cannot be read.
    func install(binary source: URL, models modelsSource: URL) throws {
        for folder in [binFolder, models] { try Self.prepare(folder) }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: modelsSource.path).sorted()
        } catch {
            throw InstallError.unreadable(path: modelsSource.path)
        }
        for name in names where !name.hasPrefix(".") {
            let file = modelsSource.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            try Self.copy(file, to: models.appendingPathComponent(name), permissions: 0o644)
        }
        try Self.copy(source, to: binary, permissions: 0o755)
    }

    /// Creates `folder` when missing and checks that it can be written.
    private static func prepare(_ folder: URL) throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw InstallError.cannotWrite(path: folder.path)
        }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw InstallError.cannotWrite(path: folder.path)
        }
    }

    /// Writes `source`'s bytes to a temporary file beside `destination` and renames it over `destination`.
    private static func copy(_ source: URL, to destination: URL, permissions: Int) throws {
        guard let data = FileManager.default.contents(atPath: source.path) else {
            throw InstallError.unreadable(path: source.path)
        }
        let temporary = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).installing-\(UUID().uuidString)")
        do {
            try data.write(to: temporary)
            try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            guard rename(temporary.path, destination.path) == 0 else { throw InstallError.cannotWrite(path: "") }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw InstallError.cannotWrite(path: destination.path)
        }
    }
}

/// Failures of `offload install`; nothing is reported as installed when one is thrown.
enum InstallError: OffloadExitReporting, Equatable {
    /// A folder or file under the prefix could not be created or written.
    case cannotWrite(path: String)
    /// A file to copy (the binary or a model file) could not be read.
    case unreadable(path: String)

    var description: String {
        switch self {
        case .cannotWrite(let path):
            "Cannot write '\(path)', so offload was not installed there. "
                + "Choose a folder you can write with --prefix, e.g. --prefix ~/.local."
        case .unreadable(let path):
            "Could not read '\(path)', so offload was not installed. Build it again and rerun the install."
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .cannotWrite: OffloadExit.cannotCreate
        case .unreadable: OffloadExit.ioError
        }
    }
}

import Crypto
import Foundation
import OffloadInterface
import ZIPFoundation

/// The file `offload import` reads: an export document, or an archive whose manifest has been checked.
enum ImportSource {
    /// A JSON export document.
    case document(path: String)
    /// An export archive; every file in it matched its manifest when it was opened.
    case archive(Archive, path: String)

    /// The blocks read at a time.
    static let chunkSize = 1 << 20

    /// Opens the file at `path`, telling an archive by its first bytes and checking it against its manifest.
    ///
    /// - Throws: ``ExportError/notFound(_:)``, ``ExportError/unreadable(_:)``, ``ExportFileError`` for an archive
    ///   that does not match its manifest.
    static func open(_ path: String) throws -> ImportSource {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw ExportError.notFound(path)
        }
        guard !isFolder.boolValue, let handle = FileHandle(forReadingAtPath: path) else {
            throw ExportError.unreadable(path)
        }
        let start = (try? handle.read(upToCount: 4)) ?? Data()
        try? handle.close()
        guard start.starts(with: [0x50, 0x4B]) else { return .document(path: path) }
        do {
            return .archive(try ExportArchiveCheck.verified(path), path: path)
        } catch var error as ExportFileError {
            error.path = path
            throw error
        }
    }

    /// The size of the export document in bytes, for progress.
    var documentSize: Int {
        switch self {
        case .document(let path):
            ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int) ?? 0
        case .archive(let archive, _):
            Int(archive[ExportManifest.documentName]?.uncompressedSize ?? 0)
        }
    }

    /// Hands the export document to `body` block by block.
    ///
    /// - Throws: ``ExportError/unreadable(_:)``, ``ExportFileError``, and what `body` throws, unchanged.
    func read(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        switch self {
        case .document(let path):
            guard let handle = FileHandle(forReadingAtPath: path) else { throw ExportError.unreadable(path) }
            defer { try? handle.close() }
            while true {
                let chunk: Data
                do { chunk = try handle.read(upToCount: Self.chunkSize) ?? Data() } catch {
                    throw ExportError.unreadable(path)
                }
                if chunk.isEmpty { return }
                try chunk.withUnsafeBytes(body)
            }
        case .archive(let archive, let path):
            guard let entry = archive[ExportManifest.documentName] else {
                throw ExportFileError(.missingFile(ExportManifest.documentName), path: path)
            }
            try ExportArchiveCheck.extract(entry, from: archive, path: path) { data in try data.withUnsafeBytes(body) }
        }
    }
}

import Crypto
import Foundation
import OffloadInterface
import ZIPFoundation

/// Proves an export archive whole and unchanged before anything in it is imported: its manifest is readable and
/// of this format version, it lists `offload.json`, the archive holds exactly the files it lists, and each has
/// the size and SHA-256 it gives.
enum ExportArchiveCheck {
    /// The largest manifest read (a real one is a few hundred bytes).
    static let manifestLimit = 1 << 20

    /// The archive at `path`, once every check has passed.
    ///
    /// - Throws: ``ExportFileError`` naming the first check that failed.
    static func verified(_ path: String) throws -> Archive {
        let archive: Archive
        do {
            archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw ExportFileError(.notAnArchive, path: path)
        }
        let manifest = try readManifest(archive, path: path)
        let listed = Set(manifest.files.map(\.name))
        guard listed.contains(ExportManifest.documentName) else {
            throw ExportFileError(.missingFile(ExportManifest.documentName), path: path)
        }
        for entry in archive where entry.path != ExportManifest.fileName && !listed.contains(entry.path) {
            throw ExportFileError(.unlistedFile(entry.path), path: path)
        }
        for file in manifest.files {
            guard let entry = archive[file.name] else { throw ExportFileError(.missingFile(file.name), path: path) }
            var hasher = SHA256()
            var size = 0
            try extract(entry, from: archive, path: path) { data in
                hasher.update(data: data)
                size += data.count
            }
            guard size == file.bytes, HashedOutput.hex(hasher.finalize()) == file.sha256 else {
                throw ExportFileError(.changedFile(file.name), path: path)
            }
        }
        return archive
    }

    /// Reads and decodes `manifest.json`.
    private static func readManifest(_ archive: Archive, path: String) throws -> ExportManifest {
        guard let entry = archive[ExportManifest.fileName], entry.uncompressedSize <= manifestLimit else {
            throw ExportFileError(.unreadableManifest, path: path)
        }
        var data = Data()
        try extract(entry, from: archive, path: path) { data.append($0) }
        struct Identity: Decodable { let formatVersion: Int? }
        guard let identity = try? JSONDecoder().decode(Identity.self, from: data) else {
            throw ExportFileError(.unreadableManifest, path: path)
        }
        guard identity.formatVersion == ExportHeader.currentVersion else {
            throw ExportFileError(.unsupportedManifestVersion(identity.formatVersion ?? 0), path: path)
        }
        guard let manifest = try? JSONDecoder().decode(ExportManifest.self, from: data) else {
            throw ExportFileError(.unreadableManifest, path: path)
        }
        return manifest
    }

    /// Extracts `entry` block by block into `body`, its CRC-32 checked; damaged data is a changed file.
    ///
    /// - Throws: ``ExportFileError/Problem/changedFile(_:)``, and what `body` throws, unchanged.
    static func extract(_ entry: Entry, from archive: Archive, path: String, _ body: (Data) throws -> Void) throws {
        do {
            _ = try archive.extract(entry, bufferSize: ImportSource.chunkSize, skipCRC32: false) { data in
                do { try body(data) } catch { throw Passed(error: error) }
            }
        } catch let passed as Passed {
            throw passed.error
        } catch {
            throw ExportFileError(.changedFile(entry.path), path: path)
        }
    }

    /// An error of the caller's, carried through the archive's own.
    private struct Passed: Error {
        let error: any Error
    }
}

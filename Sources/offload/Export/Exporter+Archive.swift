import Foundation
import OffloadInterface
import OffloadStore
import ZIPFoundation

extension Exporter {
    /// Writes a ZIP holding `offload.json`, the four CSV files and `manifest.json` to `path`; returns the manifest.
    ///
    /// The files are written into a private folder (0700) beside `path`, hashed as they are written, and packed
    /// with deflate on another thread while the next one is written (``ArchivePacker``); the archive is renamed
    /// over `path` only when whole (0600), and the folder goes in any case.
    ///
    /// - Throws: ``OutputFileError`` when the archive cannot be made or written, store errors.
    func writeZIP(_ store: CaptureStore, to path: String) throws -> ExportManifest {
        let destination = URL(fileURLWithPath: path)
        let staging = try Self.makeStaging(beside: destination, path: path)
        defer { try? FileManager.default.removeItem(at: staging) }
        let archiveURL = staging.appendingPathComponent("export.zip")
        let packer: ArchivePacker
        do { packer = try ArchivePacker(creating: archiveURL, from: staging) } catch {
            throw OutputFileError(path: path)
        }
        // On a failure, the packing finishes before the folder goes.
        defer { try? packer.finish() }
        var progress = ExportProgress(verb: "Exporting", unit: "rows")
        let files = try store.withExportSnapshot { snapshot in
            for sheet in ExportSheet.all { progress.total += try snapshot.count(of: sheet) }
            let document = try HashedOutput(path: staging.appendingPathComponent(ExportManifest.documentName).path)
            let rows = try writeDocument(snapshot, to: document, progress: &progress)
            var files = [try Self.file(ExportManifest.documentName, document, rows: rows)]
            packer.add(ExportManifest.documentName)
            for sheet in ExportSheet.all {
                let output = try HashedOutput(path: staging.appendingPathComponent(sheet.fileName).path)
                let rows = try writeSheet(sheet, snapshot, to: output, progress: &progress)
                files.append(try Self.file(sheet.fileName, output, rows: rows))
                packer.add(sheet.fileName)
            }
            return files
        }
        progress.finish()
        let manifest = ExportManifest(files: files)
        try PrivateFile.write(
            Data(try JSONOutput.string(manifest).utf8 + [UInt8(ascii: "\n")]),
            to: staging.appendingPathComponent(ExportManifest.fileName).path)
        packer.add(ExportManifest.fileName)
        do { try packer.finish() } catch { throw OutputFileError(path: path) }
        try Self.place(archiveURL, at: destination, path: path)
        return manifest
    }

    private static func file(_ name: String, _ output: HashedOutput, rows: Int) throws -> ExportManifest.File {
        let digest = try output.commit()
        return ExportManifest.File(name: name, bytes: output.file.byteCount, rows: rows, sha256: digest)
    }

    /// A new owner-only folder beside `destination`.
    private static func makeStaging(beside destination: URL, path: String) throws -> URL {
        var template = Array(
            destination.deletingLastPathComponent().appendingPathComponent(".offload-export-XXXXXX").path.utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
        }
        guard let made else { throw OutputFileError(path: path) }
        return URL(fileURLWithPath: made, isDirectory: true)
    }

    /// Flushes the archive to disk, makes it 0600 and renames it to `destination`.
    private static func place(_ archiveURL: URL, at destination: URL, path: String) throws {
        let descriptor = open(archiveURL.path, O_RDONLY | O_CLOEXEC)
        let isSynced = descriptor >= 0 && fsync(descriptor) == 0
        if descriptor >= 0 { close(descriptor) }
        guard isSynced, chmod(archiveURL.path, PrivateFile.mode) == 0, rename(archiveURL.path, destination.path) == 0
        else { throw OutputFileError(path: path) }
    }
}

import Foundation

/// A private folder (0700) for the intermediate files of a backup or a restore.
///
/// It holds the snapshot, the ZIP, the decrypted archive or the database being restored. It sits beside the file
/// written, so the final rename stays on one file system, and ``remove()`` takes it away with everything in it.
struct WorkFolder {
    /// The folder.
    let url: URL

    /// Makes a new folder beside `path`, named `.offload-<purpose>-XXXXXX`.
    ///
    /// - Throws: ``OutputFileError`` naming `path` when the folder cannot be made.
    init(beside path: String, purpose: String) throws {
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent()
        var template = Array(parent.appendingPathComponent(".offload-\(purpose)-XXXXXX").path.utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
        }
        guard let made else { throw OutputFileError(path: path) }
        url = URL(fileURLWithPath: made, isDirectory: true)
    }

    /// The path of the file `name` in the folder.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Removes the folder and everything in it.
    func remove() { try? FileManager.default.removeItem(at: url) }
}

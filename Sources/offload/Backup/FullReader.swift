import Foundation

/// Reads a file in blocks of exactly the size asked for, short only at its end, as ``BackupCipher`` needs.
struct FullReader {
    private let handle: FileHandle
    /// The path, for errors.
    let path: String

    /// Opens `path` for reading.
    ///
    /// - Throws: ``ExportError/unreadable(_:)``.
    init(path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw ExportError.unreadable(path) }
        self.handle = handle
        self.path = path
    }

    /// Up to `count` bytes: fewer only at the end of the file.
    ///
    /// - Throws: ``ExportError/unreadable(_:)``.
    func read(_ count: Int) throws -> Data {
        var data = Data()
        while data.count < count {
            let block: Data?
            do { block = try handle.read(upToCount: count - data.count) } catch { throw ExportError.unreadable(path) }
            guard let block, !block.isEmpty else { break }
            data.append(block)
        }
        return data
    }

    /// Closes the file.
    func close() { try? handle.close() }
}

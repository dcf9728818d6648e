import Foundation

/// Looks for texts, byte for byte, in the database file and its `-wal` and `-shm` files: the proof that erased or
/// purged text is gone from the disk, not only from the tables.
package enum FileByteScan {
    /// The database file and its log and shared-memory files, as they are named next to it.
    package static func files(ofDatabaseAt path: String) -> [String] { [path, path + "-wal", path + "-shm"] }

    /// How many of `texts` occur (as UTF-8) anywhere in the files at `paths`; missing files are skipped.
    ///
    /// Files are read in chunks of 1 MiB that overlap by the longest text's length, so a large database never has
    /// to fit in memory and a text across a chunk boundary is still found.
    ///
    /// - Parameters:
    ///   - texts: The texts to look for; empty ones are ignored.
    ///   - paths: The files to read.
    /// - Returns: The number of distinct texts found in at least one file.
    /// - Throws: ``StoreError/notWritable(path:)`` when an existing file cannot be read.
    /// - Complexity: O(file bytes × texts).
    package static func foundCount(of texts: [String], inFiles paths: [String]) throws -> Int {
        var remaining = Set(texts.filter { !$0.isEmpty }.map { Data($0.utf8) })
        let initial = remaining.count
        for path in paths where !remaining.isEmpty {
            guard FileManager.default.fileExists(atPath: path) else { continue }
            guard let handle = FileHandle(forReadingAtPath: path) else { throw StoreError.notWritable(path: path) }
            defer { try? handle.close() }
            let overlap = max(0, (remaining.map(\.count).max() ?? 0) - 1)
            var carried = Data()
            while !remaining.isEmpty {
                let chunk: Data
                do {
                    chunk = try handle.read(upToCount: 1 << 20) ?? Data()
                } catch {
                    throw StoreError.notWritable(path: path)
                }
                if chunk.isEmpty { break }
                let window = carried + chunk
                remaining = remaining.filter { window.range(of: $0) == nil }
                carried = window.suffix(overlap)
            }
        }
        return initial - remaining.count
    }
}

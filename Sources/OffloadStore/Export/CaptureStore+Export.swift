import GRDB

extension CaptureStore {
    /// Runs `body` with one consistent snapshot of the database, for an export.
    ///
    /// Blocking: the read runs on the calling thread, which `body` is expected to spend writing files; this is for
    /// the command line, not for the service's cooperative threads.
    ///
    /// ```swift
    /// try store.withExportSnapshot { snapshot in
    ///     try snapshot.forEachRow(of: table) { values in … }
    /// }
    /// ```
    ///
    /// - Throws: Wrapped SQLite errors (``StoreError``), and whatever `body` throws, unchanged.
    public func withExportSnapshot<T>(_ body: (ExportSnapshot) throws -> T) throws -> T {
        do {
            return try writer.read { db in
                do { return try body(ExportSnapshot(db: db, path: path)) } catch { throw PassedThrough(error: error) }
            }
        } catch let passed as PassedThrough {
            throw passed.error
        } catch {
            throw StoreError.wrapping(error, path: path, operation: "export")
        }
    }
}

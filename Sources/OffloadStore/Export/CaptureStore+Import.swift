import GRDB

extension CaptureStore {
    /// Imports the rows `body` hands to its ``ImportSession``, all in one transaction: on any error, thrown by the
    /// session or by `body` (a file cut short, a bad checksum), nothing is written.
    ///
    /// Blocking: the transaction runs on the calling thread, which `body` spends reading the file; this is for the
    /// command line, not for the service's cooperative threads. Every trigger runs as for any other write, so the
    /// full-text index follows the imported rows and the event log stays append-only.
    ///
    /// - Parameters:
    ///   - isDryRun: Do everything, then roll it back: the report says what an import would do.
    ///   - prefersImport: Replace conflicting rows with the file's (except what never changes).
    ///   - body: Reads the file and passes each row to the session, parents first.
    /// - Returns: What was (or would be) done.
    /// - Throws: ``StoreError/importRefused(table:id:reason:)``, ``StoreError/busy(path:seconds:)`` and other
    ///   wrapped SQLite errors, and whatever `body` throws, unchanged.
    public func importRows(isDryRun: Bool, prefersImport: Bool, _ body: (ImportSession) throws -> Void) throws
        -> ImportReport
    {
        do {
            return try writer.writeWithoutTransaction { db in
                var report: ImportReport?
                try db.inTransaction(.immediate) {
                    let session = try ImportSession(db: db, isDryRun: isDryRun, prefersImport: prefersImport)
                    do { try body(session) } catch { throw PassedThrough(error: error) }
                    try session.finish()
                    report = session.report
                    return isDryRun ? .rollback : .commit
                }
                guard let report else {
                    throw StoreError.databaseFailed(path: path, operation: "import", reason: "no report")
                }
                return report
            }
        } catch let passed as PassedThrough {
            throw passed.error
        } catch {
            throw StoreError.wrapping(error, path: path, operation: "import")
        }
    }
}

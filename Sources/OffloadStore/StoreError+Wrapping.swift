import GRDB

extension StoreError {
    /// How long a write waits for another process's lock before failing with ``busy(path:seconds:)``.
    static let busyTimeoutSeconds = 10

    /// Turns a lower-level error into a store error, keeping only SQLite's message (never bound values).
    static func wrapping(_ error: any Error, path: String, operation: String) -> StoreError {
        if let storeError = error as? StoreError { return storeError }
        guard let databaseError = error as? DatabaseError else {
            return .databaseFailed(path: path, operation: operation, reason: String(describing: type(of: error)))
        }
        let reason = databaseError.message ?? "SQLite error \(databaseError.resultCode.rawValue)"
        switch databaseError.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return .busy(path: path, seconds: busyTimeoutSeconds)
        case .SQLITE_CORRUPT, .SQLITE_NOTADB:
            return .corruptDatabase(path: path)
        case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH:
            return .notWritable(path: path)
        default:
            if operation == "migrate" { return .migrationFailed(path: path, reason: reason) }
            return .databaseFailed(path: path, operation: operation, reason: reason)
        }
    }
}

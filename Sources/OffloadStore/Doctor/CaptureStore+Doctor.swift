import Foundation
import GRDB

extension CaptureStore {
    /// The tables whose rows `offload doctor` counts, in the order shown.
    static let countedTables = [
        "captures", "undo_actions", "handoff_runs", "suggestions", "suggestion_decisions", "tasks", "plans", "lists",
        "list_items", "communication_items", "notes",
    ]

    /// Examines the database at `path` without writing to it: integrity, access, schema, sizes and row counts.
    ///
    /// Nothing is created, migrated or locked for writing; a missing file gives a diagnosis with `exists == false`.
    /// A file that is not SQLite, another program's database or a damaged one is reported as a problem, not thrown.
    ///
    /// - Parameter path: The database file path.
    /// - Returns: What was found, with advice for each problem.
    /// - Throws: ``StoreError/isDirectory(path:)``, ``StoreError/notARegularFile(path:)``,
    ///   ``StoreError/notWritable(path:)`` when the path cannot be examined at all.
    /// - Complexity: Reads every page once (`PRAGMA integrity_check`).
    public static func diagnose(atPath path: String) throws -> DatabaseDiagnosis {
        var diagnosis = DatabaseDiagnosis(path: path)
        diagnosis.knownMigrations = knownMigrations
        guard try DatabaseFile.checked(atPath: path) == .regular else {
            diagnosis.exists = false
            return diagnosis
        }
        DoctorChecks.access(of: path, into: &diagnosis)
        do {
            if try hasEmptyHeader(atPath: path) {
                diagnosis.schemaState = .empty
                diagnosis.integrity = ["ok"]
                return diagnosis
            }
        } catch StoreError.notADatabase {
            diagnosis.problems.insert(DoctorChecks.notADatabase(path), at: 0)
            return diagnosis
        }
        let queue = try inspectionQueue(atPath: path)
        defer { try? queue.close() }
        DoctorChecks.schema(in: queue, path: path, into: &diagnosis)
        DoctorChecks.integrity(in: queue, path: path, into: &diagnosis)
        DoctorChecks.sizes(in: queue, path: path, into: &diagnosis)
        return diagnosis
    }
}

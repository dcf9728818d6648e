import Foundation
import GRDB

/// The individual checks of ``CaptureStore/diagnose(atPath:)``; each adds what it finds to the diagnosis.
enum DoctorChecks {
    static func notADatabase(_ path: String) -> DatabaseDiagnosis.Problem {
        .init(
            summary: "'\(path)' is not an SQLite database.",
            advice: "Check that --db names the right file; Offload never writes to a file like this.")
    }

    /// File and folder modes; group or other read access is a privacy problem.
    static func access(of path: String, into diagnosis: inout DatabaseDiagnosis) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        diagnosis.fileMode = mode(of: path)
        diagnosis.folderMode = mode(of: folder)
        if let mode = diagnosis.fileMode, mode & 0o044 != 0 {
            diagnosis.problems.append(
                .init(
                    summary:
                        "Other users on this machine can read the database file (mode \(DatabaseDiagnosis.modeText(mode))).",
                    advice: "Make it private with: chmod 600 '\(path)'"))
        }
        if let mode = diagnosis.folderMode, mode & 0o044 != 0 {
            diagnosis.problems.append(
                .init(
                    summary:
                        "Other users on this machine can list the database folder (mode \(DatabaseDiagnosis.modeText(mode))).",
                    advice: "Make it private with: chmod 700 '\(folder)'"))
        }
    }

    /// Applied against known migrations; a newer, foreign or unreadable schema is a problem.
    static func schema(in queue: DatabaseQueue, path: String, into diagnosis: inout DatabaseDiagnosis) {
        do {
            switch try CaptureStore.schemaState(in: queue, path: path) {
            case .current: diagnosis.schemaState = .current
            case .behind: diagnosis.schemaState = .older
            case .empty: diagnosis.schemaState = .empty
            }
            diagnosis.appliedMigrations = try queue.read { db in
                try db.tableExists("grdb_migrations") ? CaptureStore.migrator.appliedIdentifiers(db).sorted() : []
            }
        } catch StoreError.newerSchema(_, let unknown) {
            diagnosis.schemaState = .newer
            diagnosis.problems.append(
                .init(
                    summary: "A newer Offload wrote this database (unknown schema steps: "
                        + "\(unknown.joined(separator: ", "))).",
                    advice: "Update offload to open it; this build leaves it untouched."))
        } catch StoreError.foreignDatabase {
            diagnosis.problems.append(
                .init(
                    summary: "'\(path)' is an SQLite database that Offload did not create.",
                    advice: "Check that --db names the right file; Offload never writes to it."))
        } catch {
            diagnosis.problems.append(
                .init(
                    summary: "SQLite could not read the database's schema.",
                    advice: "Restore the file from a backup, or recover what is readable (see the integrity advice)."))
        }
    }

    /// `PRAGMA integrity_check` (up to 20 messages) and the row counts; damage is the most serious problem.
    static func integrity(in queue: DatabaseQueue, path: String, into diagnosis: inout DatabaseDiagnosis) {
        diagnosis.integrity = queue.inDatabase { db in
            // SQLite reports some damage as rows and then stops the statement with an error: keep both.
            var lines: [String] = []
            do {
                let cursor = try String.fetchCursor(db, sql: "PRAGMA integrity_check(20)")
                while let row = try cursor.next() { lines += row.split(separator: "\n").map(String.init) }
            } catch {
                lines.append("SQLite stopped the check: " + ((error as? DatabaseError)?.message ?? "unknown error"))
            }
            return lines
        }
        if diagnosis.integrity != ["ok"] {
            diagnosis.problems.insert(
                .init(
                    summary: "SQLite's integrity check found damage in the database file.",
                    advice: "Stop using it and keep a copy (with any -wal file), then recover what is readable into a "
                        + "new file: sqlite3 '\(path)' .recover | sqlite3 recovered.sqlite; and pass that with --db."),
                at: 0)
        }
        guard diagnosis.schemaState != .unreadable, diagnosis.schemaState != .newer else { return }
        diagnosis.rowCounts = CaptureStore.countedTables.map { table in
            let count = try? queue.read { db -> Int? in
                guard try db.tableExists(table) else { return nil }
                return try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table.quotedDatabaseIdentifier)")
            }
            return .init(table: table, count: count ?? nil)
        }
    }

    /// File, log and page sizes.
    static func sizes(in queue: DatabaseQueue, path: String, into diagnosis: inout DatabaseDiagnosis) {
        diagnosis.sizes.fileBytes = size(of: path) ?? 0
        diagnosis.sizes.walBytes = size(of: path + "-wal") ?? 0
        if let pages = try? queue.read({ db in
            try [
                Int.fetchOne(db, sql: "PRAGMA page_size"), Int.fetchOne(db, sql: "PRAGMA page_count"),
                Int.fetchOne(db, sql: "PRAGMA freelist_count"),
            ]
        }) {
            diagnosis.sizes.pageSize = pages[0] ?? 0
            diagnosis.sizes.pageCount = pages[1] ?? 0
            diagnosis.sizes.freelistCount = pages[2] ?? 0
        }
    }

    private static func mode(of path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
    }

    private static func size(of path: String) -> Int64? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.int64Value
    }
}

import GRDB

/// The import of one file, row by row, inside the one transaction of ``CaptureStore/importRows(isDryRun:prefersImport:_:)``.
///
/// A row whose key is new is inserted; one that is here with the same content is left alone; one that is here with
/// other content is a conflict, kept unless the import prefers the file's rows. A category or tag whose name is
/// taken here is merged into the one here, and the rows after it that refer to it refer to that one instead. The
/// event log is only ever added to: an event already here (under any sequence) is skipped, and one whose sequence
/// is taken gets the next one. Parents come before their children in the file, and each reference is checked as
/// its row is inserted.
///
/// Valid only inside that closure, on its thread.
public final class ImportSession {
    private let db: Database
    private let prefersImport: Bool
    /// What has been done so far.
    private(set) var report: ImportReport
    /// Per table (SQL name): imported id → the id of the row here it was merged into.
    private var merges: [String: [String: String]] = [:]
    /// Per table (SQL name): its foreign-key columns (as indexes) and the tables they refer to.
    private var references: [String: [(column: Int, parent: String)]] = [:]
    /// Per table (SQL name): its statements.
    private var statements: [String: ImportStatements] = [:]
    /// Per table (JSON name): its index in the report.
    private var reportIndexes: [String: Int] = [:]

    /// The full-text index, made at the end for what the import added or replaced.
    private let search: ImportSearchRefresh

    init(db: Database, isDryRun: Bool, prefersImport: Bool) throws {
        self.db = db
        self.prefersImport = prefersImport
        report = ImportReport(isDryRun: isDryRun, prefersImport: prefersImport)
        search = try ImportSearchRefresh(db: db)
    }

    /// Brings the full-text index up to date with the imported rows; the last step before the commit.
    func finish() throws {
        try search.finish()
    }

    /// Notes that the file holds `table` (even with no rows), so the report lists it.
    public func begin(_ table: ExportTable) {
        _ = reportIndex(of: table)
    }

    /// Imports one row of `table`, its values in the order of ``ExportTable/columns``.
    ///
    /// - Throws: ``StoreError/importRefused(table:id:reason:)`` when the row refers to a row that is neither in
    ///   the file (before it) nor here, or breaks another rule of the schema; wrapped SQLite errors.
    public func add(_ values: [ExportValue], to table: ExportTable) throws {
        var stored = zip(table.columns, values).map { column, value in column.stored(value) }
        let index = reportIndex(of: table)
        do {
            try remapReferences(in: &stored, of: table)
            let statements = try self.statements(for: table)
            if table.isAppendOnly {
                try appendOnce(stored, statements, index)
            } else {
                try place(stored, values, in: table, statements, index)
            }
        } catch let error as DatabaseError {
            let id = table.keyText(of: values)
            if error.extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY {
                throw StoreError.importRefused(
                    table: table.jsonName, id: id, reason: "it refers to a row that is neither in the file nor here")
            }
            guard error.resultCode == .SQLITE_CONSTRAINT else { throw error }
            throw StoreError.importRefused(
                table: table.jsonName, id: id, reason: error.message ?? "a constraint failed")
        }
    }

    /// Inserts a new row, leaves an identical one, or records (and with `--prefer-import` settles) a conflict.
    private func place(
        _ stored: [DatabaseValue], _ values: [ExportValue], in table: ExportTable, _ statements: ImportStatements,
        _ index: Int
    ) throws {
        let key = table.keyIndexes.map { stored[$0] }
        guard let existing = try Row.fetchOne(statements.select, arguments: StatementArguments(key)) else {
            return try insert(stored, values, into: table, statements, index)
        }
        let differing = table.columns.indices.filter { (existing[$0] as DatabaseValue) != stored[$0] }
        if differing.isEmpty { return report.tables[index].unchanged += 1 }
        let id = table.keyText(of: values)
        if differing.contains(where: { table.immutableColumns.contains(table.columns[$0].name) }) {
            return conflict(table, id, .immutable, replaced: false, index)
        }
        guard prefersImport else { return conflict(table, id, .differs, replaced: false, index) }
        let assignments = differing.map { "\(table.columns[$0].name) = ?" }.joined(separator: ", ")
        do {
            try db.execute(
                sql: "UPDATE \(table.name) SET \(assignments) WHERE \(statements.keyCondition)",
                arguments: StatementArguments(differing.map { stored[$0] } + key))
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
            return conflict(table, id, .uniqueValue, replaced: false, index)
        }
        conflict(table, id, .differs, replaced: true, index)
    }

    /// Inserts a row whose key is new, unless its name merges it into a row here or a unique value is taken.
    private func insert(
        _ stored: [DatabaseValue], _ values: [ExportValue], into table: ExportTable, _ statements: ImportStatements,
        _ index: Int
    ) throws {
        if let merge = statements.mergeMatch, let column = table.mergedByColumn,
            let importedID = String.fromDatabaseValue(stored[table.keyIndexes[0]]),
            let nameIndex = table.columns.firstIndex(where: { $0.name == column }),
            let hereID = try String.fetchOne(merge, arguments: [stored[nameIndex]])
        {
            merges[table.name, default: [:]][importedID] = hereID
            return report.tables[index].merged += 1
        }
        try statements.insert.execute(arguments: StatementArguments(stored))
        if db.changesCount > 0 { return report.tables[index].added += 1 }
        // A unique value other than the key is taken: the same content under another key is the same row.
        let content = statements.contentColumns.map { stored[$0] }
        if let match = statements.contentMatch, try Row.fetchOne(match, arguments: StatementArguments(content)) != nil {
            return report.tables[index].unchanged += 1
        }
        conflict(table, table.keyText(of: values), .uniqueValue, replaced: false, index)
    }

    /// Adds an event unless the same event is here under any sequence; a taken sequence gets the next free one.
    private func appendOnce(_ stored: [DatabaseValue], _ statements: ImportStatements, _ index: Int) throws {
        let content = statements.contentColumns.map { stored[$0] }
        let key = statements.keyColumns.map { stored[$0] }
        let keyed = try Row.fetchOne(statements.select, arguments: StatementArguments(key))
        if let keyed, statements.contentColumns.allSatisfy({ (keyed[$0] as DatabaseValue) == stored[$0] }) {
            return report.tables[index].unchanged += 1
        }
        if let match = statements.contentMatch, try Row.fetchOne(match, arguments: StatementArguments(content)) != nil {
            return report.tables[index].unchanged += 1
        }
        if keyed == nil {
            try statements.insert.execute(arguments: StatementArguments(stored))
        } else if let insertWithoutKey = statements.insertWithoutKey {
            try insertWithoutKey.execute(arguments: StatementArguments(content))
        }
        report.tables[index].added += 1
    }

    private func conflict(
        _ table: ExportTable, _ id: String, _ reason: ImportReport.Conflict.Reason, replaced: Bool, _ index: Int
    ) {
        report.conflicts.append(.init(table: table.jsonName, id: id, reason: reason, isReplaced: replaced))
        if replaced { report.tables[index].replaced += 1 } else { report.tables[index].kept += 1 }
    }

    /// Points references to merged categories and tags at the rows here they were merged into.
    private func remapReferences(in stored: inout [DatabaseValue], of table: ExportTable) throws {
        guard !merges.isEmpty else { return }
        for (column, parent) in try references(of: table) {
            guard let map = merges[parent], let id = String.fromDatabaseValue(stored[column]), let here = map[id]
            else { continue }
            stored[column] = here.databaseValue
        }
    }

    private func references(of table: ExportTable) throws -> [(column: Int, parent: String)] {
        if let known = references[table.name] { return known }
        let rows = try Row.fetchAll(
            db, sql: "SELECT \"from\", \"table\" FROM pragma_foreign_key_list(?)", arguments: [table.name])
        let found = rows.compactMap { row -> (column: Int, parent: String)? in
            let from: String = row[0]
            guard let column = table.columns.firstIndex(where: { $0.name == from }) else { return nil }
            return (column, row[1])
        }
        references[table.name] = found
        return found
    }

    private func statements(for table: ExportTable) throws -> ImportStatements {
        if let known = statements[table.name] { return known }
        let made = try ImportStatements(table, in: db)
        statements[table.name] = made
        return made
    }

    private func reportIndex(of table: ExportTable) -> Int {
        if let index = reportIndexes[table.jsonName] { return index }
        report.tables.append(ImportReport.TableCounts(table: table.jsonName))
        reportIndexes[table.jsonName] = report.tables.count - 1
        return report.tables.count - 1
    }
}

import Foundation
import OffloadInterface
import OffloadStore

/// Writes one export: the JSON document, the CSV sheets, or both in a ZIP, each from one snapshot of the database,
/// row by row, so that memory stays flat however large the database.
struct Exporter {
    /// The tables the JSON holds, parents first.
    let tables: [ExportTable]
    /// The header's `exportedAt`.
    let exportedAt: String
    /// The header's `offloadVersion`.
    let offloadVersion: String

    /// One CSV file written: its name and its data rows.
    struct Sheet {
        let name: String
        let rows: Int
    }

    /// Writes the JSON document to `output`; returns its number of rows.
    ///
    /// - Throws: Store errors, and what `output` throws.
    @discardableResult
    func writeJSON(_ store: CaptureStore, to output: some ExportOutput) throws -> Int {
        var progress = ExportProgress(verb: "Exporting", unit: "rows")
        defer { progress.finish() }
        return try store.withExportSnapshot { snapshot in
            try writeDocument(snapshot, to: output, progress: &progress)
        }
    }

    /// Writes the four CSV files into the folder `path`, made owner-only (0700) when it does not exist.
    ///
    /// - Throws: ``ExportError/notAFolder(_:)``, ``OutputFileError``, store errors.
    func writeCSV(_ store: CaptureStore, into path: String) throws -> [Sheet] {
        try Self.makeFolder(path)
        var progress = ExportProgress(verb: "Exporting", unit: "rows")
        defer { progress.finish() }
        return try store.withExportSnapshot { snapshot in
            for sheet in ExportSheet.all { progress.total += try snapshot.count(of: sheet) }
            return try ExportSheet.all.map { sheet in
                let file = try PrivateFileOutput(
                    path: URL(fileURLWithPath: path).appendingPathComponent(sheet.fileName).path)
                let rows = try writeSheet(sheet, snapshot, to: file, progress: &progress)
                try file.commit()
                return Sheet(name: sheet.fileName, rows: rows)
            }
        }
    }

    /// Writes the header and every table's rows; returns the number of rows.
    func writeDocument(_ snapshot: ExportSnapshot, to output: some ExportOutput, progress: inout ExportProgress) throws
        -> Int
    {
        var counts: [String: Int] = [:]
        for table in tables { counts[table.jsonName] = try snapshot.count(of: table) }
        let header = ExportHeader(offloadVersion: offloadVersion, exportedAt: exportedAt, counts: counts)
        progress.total += header.rowCount
        var writer = ExportDocumentWriter(header: header, output: output.write)
        for table in tables {
            writer.beginTable(table)
            try snapshot.forEachRow(of: table) { values in
                try writer.row(values)
                progress.advance()
            }
            try writer.endTable()
        }
        try writer.finish()
        return writer.rowCount
    }

    /// Writes one CSV file; returns its number of data rows.
    func writeSheet(
        _ sheet: ExportSheet, _ snapshot: ExportSnapshot, to output: some ExportOutput, progress: inout ExportProgress
    ) throws -> Int {
        var writer = CSVWriter(columns: sheet.columns, output: output.write)
        try snapshot.forEachRow(of: sheet) { values in
            try writer.row(values)
            progress.advance()
        }
        try writer.finish()
        return writer.rowCount
    }

    /// Makes the folder `path` owner-only when it is missing; an existing folder is used as it is.
    private static func makeFolder(_ path: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw ExportError.notAFolder(path) }
            return
        }
        guard mkdir(path, 0o700) == 0 else { throw ExportError.notAFolder(path) }
    }
}

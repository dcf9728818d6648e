import ArgumentParser
import Foundation
import OffloadInterface
import OffloadStore

/// `offload export`: everything Offload holds, as one JSON document, four CSV files or a ZIP of both.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export everything: JSON (complete, for import), CSV files for spreadsheets, or a ZIP of both.",
        discussion: """
            JSON (the default, to stdout unless -o) holds every row of every table, one row a line, with a header \
            of counts; `offload import` reads it back. --format csv -o DIR writes captures.csv, tasks.csv, \
            list_items.csv and plans.csv into DIR; --format zip -o FILE.zip holds offload.json, the CSV files and \
            manifest.json with each file's size, rows and SHA-256. --include events adds the organizer's event log \
            and the undo history. Files are owner-only (0600) and never left half-written. The schema of the JSON \
            is docs/export.schema.json.
            """)

    @Option(help: "json, csv or zip.")
    var format: ExportFormat = .json

    @Option(help: ArgumentHelp("Also export the event log and the undo history.", valueName: "events"))
    var include: [ExportInclusion] = []

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "The file (json, zip) or folder (csv) to write; JSON goes to stdout without it.",
            valueName: "path"))
    var output: String?

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        guard format == .json || output != nil else { throw ExportError.needsOutput(format) }
        let store = try await openStoreForReading(database)
        let exporter = Exporter(
            tables: ExportTable.exported(includesHistory: include.contains(.events)),
            exportedAt: ISODate.string(Clock.now()), offloadVersion: Offload.version)
        switch (format, output) {
        case (.json, nil):
            try exporter.writeJSON(store, to: StandardOutput())
        case (.json, let path?):
            let file = try PrivateFileOutput(path: path)
            let rows = try exporter.writeJSON(store, to: file)
            try file.commit()
            print(TerminalText.safe("Exported \(rows) rows of \(exporter.tables.count) tables to \(path)."))
        case (.csv, let path?):
            let sheets = try exporter.writeCSV(store, into: path)
            let list = sheets.map { "\($0.name) (\($0.rows) \($0.rows == 1 ? "row" : "rows"))" }.joined(separator: ", ")
            print(TerminalText.safe("Wrote \(list) to \(path)."))
        case (.zip, let path?):
            let manifest = try exporter.writeZIP(store, to: path)
            let rows = manifest.files.first { $0.name == ExportManifest.documentName }?.rows ?? 0
            print(
                TerminalText.safe(
                    "Exported \(rows) rows to \(path): offload.json and \(manifest.files.count - 1) CSV files, "
                        + "with their sizes and SHA-256 in manifest.json."))
        case (.csv, nil), (.zip, nil):
            throw ExportError.needsOutput(format)
        }
    }
}

/// The formats of `offload export`.
enum ExportFormat: String, ExpressibleByArgument, CaseIterable {
    case json, csv, zip
}

/// What `--include` can add to an export.
enum ExportInclusion: String, ExpressibleByArgument, CaseIterable {
    /// The organizer's event log and the undo history.
    case events
}

/// Failures of `offload export` and `offload import` outside the file's contents.
enum ExportError: OffloadExitReporting, Equatable {
    /// CSV and ZIP are written to a folder or a file, never to stdout.
    case needsOutput(ExportFormat)
    /// Standard output could not be written (a closed pipe, a full disk).
    case standardOutputFailed
    /// The CSV folder exists as something else, or cannot be created.
    case notAFolder(String)
    /// The file to import does not exist.
    case notFound(String)
    /// The file to import cannot be read.
    case unreadable(String)

    var description: String {
        switch self {
        case .needsOutput(let format):
            "--format \(format.rawValue) writes files: give -o \(format == .csv ? "FOLDER" : "FILE.zip")."
        case .standardOutputFailed: "Could not write standard output, so the export is incomplete."
        case .notAFolder(let path): "Could not make the folder \(path). Check that it is not a file and can be written."
        case .notFound(let path): "There is no file at \(path), so nothing was imported."
        case .unreadable(let path): "Could not read \(path), so nothing was imported."
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .needsOutput: OffloadExit.usage
        case .standardOutputFailed, .unreadable: OffloadExit.ioError
        case .notAFolder: OffloadExit.cannotCreate
        case .notFound: OffloadExit.notFound
        }
    }
}

extension ExportFileError: OffloadExitReporting {
    var exitCode: ExitCode { OffloadExit.dataError }
}

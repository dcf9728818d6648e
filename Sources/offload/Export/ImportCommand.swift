import ArgumentParser
import Foundation
import OffloadInterface
import OffloadStore

/// `offload import FILE`: an export (JSON or ZIP) back into the database, idempotently and all at once.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import an export (JSON or ZIP) into this database; importing twice changes nothing.",
        discussion: """
            Rows are matched by id: a new one is added, one already here is left alone, and one here with other \
            content is a conflict, kept as it is here unless --prefer-import (a capture's raw text never \
            changes). A category or tag whose name is taken here is merged into the one here. Events are only \
            added, never changed. One transaction: a wrong format version, a file cut short or an archive whose \
            SHA-256 does not match its manifest is refused (exit 65) and nothing is written. --dry-run reports \
            what would be added, what is already here and every conflict, and writes nothing.
            """)

    @Argument(
        help: ArgumentHelp("An export: offload.json, or an archive from `export --format zip`.", valueName: "FILE"))
    var file: String

    @Flag(help: "Report what would be imported and every conflict; write nothing.")
    var dryRun = false

    @Flag(help: "On a conflict, take the file's row instead of keeping the one here.")
    var preferImport = false

    @OptionGroup var output: OutputOptions
    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let source = try ImportSource.open(file)
        let store = try await openStore(database)
        var reader = ExportDocumentReader()
        var progress = ExportProgress(verb: "Importing", unit: "MB", smallest: 8)
        progress.total = source.documentSize >> 20
        var readBytes = 0
        let report: ImportReport
        do {
            report = try store.importRows(isDryRun: dryRun, prefersImport: preferImport) { session in
                let handle = { (item: ExportDocumentReader.Item) throws in
                    switch item {
                    case .table(let table): session.begin(table)
                    case .row(let values, let table): try session.add(values, to: table)
                    }
                }
                try source.read { chunk in
                    try reader.consume(chunk, handle)
                    readBytes += chunk.count
                    progress.advance(by: (readBytes >> 20) - progress.done)
                }
                try reader.finish(handle)
            }
        } catch var error as ExportFileError {
            error.path = file
            throw error
        }
        progress.finish()
        guard let header = reader.header else { throw ExportFileError(.notAnExport, path: file) }
        try await output.emit(ImportReportJSON(report, header: header)) {
            ImportReportText.lines(report, file: file, header: header).joined(separator: "\n")
        }
    }
}

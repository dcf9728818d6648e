import ArgumentParser
import Foundation
import OffloadInterface
import OffloadStore

/// `offload erase`: removes everything, after the user types DELETE, and proves it is gone from the files.
struct EraseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "erase",
        abstract: "Erase everything in the database, after you type DELETE, and prove it is gone from the files.",
        discussion: """
            Says what will be deleted (counts) and how to export a copy first, then asks you to type DELETE \
            (--yes-delete-everything for scripts). Every row goes in one transaction (the schema stays); then the \
            log is checkpointed and truncated, the file vacuumed with secure_delete on, and a byte scan of the \
            database, WAL and SHM files looks for a sample of 100 erased capture texts. Exits 0 when erased, 1 \
            when DELETE was not typed (nothing erased), 70 when the scan still finds text, 75 when another \
            process holds the database (nothing erased).
            """)

    @Flag(help: "Erase without asking (for scripts).")
    var yesDeleteEverything = false

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let path = DatabaseLocation.resolve(database)
        guard FileManager.default.fileExists(atPath: path) else {
            return print("There is no database at \(path); nothing to erase.")
        }
        let store = try await openStore(database)
        let counts = try await store.erasableRowCounts()
        if counts.values.reduce(0, +) > 0 && !yesDeleteEverything {
            // With --json, stdout holds only the JSON: the summary and the question go to stderr.
            let say: (String) -> Void = output.json ? { StandardError.write($0) } : { print($0, terminator: "") }
            for line in EraseText.summary(counts, path: path) { say(line + "\n") }
            say(EraseText.question)
            fflush(nil)
            let answer = readLine()
            // Piped input is not echoed: end the question's line.
            if isatty(STDIN_FILENO) == 0 { say("\n") }
            guard answer?.trimmingCharacters(in: .whitespaces) == "DELETE" else {
                say("Nothing was erased.\n")
                throw ExitCode(1)
            }
        }
        let report = try await store.eraseEverything()
        try await output.emit(EraseJSON(report), lines: { EraseText.report(report) })
        if report.textsStillFound > 0 { throw OffloadExit.software }
    }
}

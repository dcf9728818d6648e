import ArgumentParser
import Foundation
import OffloadCore
import OffloadInterface
import OffloadStore

extension CaptureSource: ExpressibleByArgument {}

/// `offload capture`: save a thought now, organize it later.
struct CaptureCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "capture",
        abstract: "Save a thought now; organize it later.",
        discussion: """
            TEXT words are joined with single spaces. Without TEXT, all of stdin is one capture (one final line \
            break is dropped); with --lines, each non-blank stdin line is a capture, all saved in one transaction \
            (blank: only white space and invisible format characters, the rule that refuses a single capture). \
            Stdin must be UTF-8. Text that starts with '-' goes after '--'. --json prints the saved capture as a \
            JSON object (with --lines, one JSON array).
            """)

    @Argument(help: "The thought to save. Omit it to read stdin.")
    var words: [String] = []

    @Flag(help: "Read stdin and save one capture per non-blank line, all or nothing.")
    var lines = false

    @Option(help: "How the text arrived: text, or voice for transcribed speech.")
    var source: CaptureSource = .text

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        if lines && !words.isEmpty {
            throw ValidationError("--lines reads stdin; give no TEXT with it.")
        }
    }

    func run() async throws {
        let now = Clock.now()
        let entries = try readEntries(at: now)
        let store = try await openStore(database)
        let saved = try await store.add(entries)
        if lines {
            try await output.emit(saved.map(CaptureJSON.init)) { Self.confirmation(for: saved) }
        } else {
            // `readEntries` returns at least one entry or throws, and `add` returns one entry per input.
            try await output.emit(saved.first.map(CaptureJSON.init)) { Self.confirmation(for: saved) }
        }
        // Saved and said; the search index catches up after (a search would also do it first).
        _ = try? await store.indexNewCaptures()
    }

    private func readEntries(at now: Date) throws -> [CaptureEntry] {
        if !words.isEmpty {
            return [try CaptureEntry(rawText: words.joined(separator: " "), createdAt: now, source: source)]
        }
        if isatty(FileHandle.standardInput.fileDescriptor) == 1 {
            StandardError.write(
                lines
                    ? "Type one thought a line; Ctrl-D on an empty line saves them.\n"
                    : "Type your thought; Ctrl-D on an empty line saves it.\n")
        }
        if !lines {
            let bytes = try StandardInput.readAll(limit: CaptureEntry.maximumByteCount, slack: 2)  // A final "\r\n".
            let text = StandardInput.trimmingFinalLineBreak(try StandardInput.decode(bytes))
            return [try CaptureEntry(rawText: text, createdAt: now, source: source)]
        }
        let bytes = try StandardInput.readAll(limit: StandardInput.maximumLinesByteCount)
        let numbered = StandardInput.nonBlankLines(of: try StandardInput.decode(bytes))
        guard !numbered.isEmpty else { throw CoreError.emptyCapture }
        return try numbered.map { line in
            do {
                return try CaptureEntry(rawText: line.text, createdAt: now, source: source)
            } catch CoreError.captureTooLong(let byteCount, let limit) {
                throw CLIError.lineTooLong(line: line.number, byteCount: byteCount, limit: limit)
            }
        }
    }

    private static func confirmation(for saved: [CaptureEntry]) -> String {
        guard let first = saved.first, let last = saved.last else { return "Nothing was saved." }
        if saved.count == 1 { return "Saved. Organize later. (id \(first.shortID))" }
        return "Saved \(saved.count) captures. Organize later. (ids \(first.shortID)…\(last.shortID))"
    }
}

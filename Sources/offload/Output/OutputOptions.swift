import ArgumentParser
import Foundation
import OffloadInterface

/// `--json`, and how every command that can print JSON prints: one JSON value, or its text for people.
///
/// JSON is one line with sorted keys (``JSONOutput/line(_:)``), or pretty printed for the evaluation commands
/// (``JSONOutput/string(_:pretty:)``); text that shows stored input passes through ``TerminalText/safe(_:)``, and
/// styling (colour, bold) is added only where ``isStyled(environment:isTerminal:)`` allows it.
struct OutputOptions: ParsableArguments {
    @Flag(help: "Print JSON instead of text.")
    var json = false

    /// Prints `value` as JSON with `--json`, otherwise the text `text` makes, as one `print`.
    ///
    /// - Parameters:
    ///   - value: The JSON value; made only with `--json`.
    ///   - pretty: Whether to indent the JSON over several lines instead of one line.
    ///   - text: The text; made only without `--json`.
    /// - Throws: What making the value or the text throws, or an encoding error.
    func emit<Value: Encodable>(
        _ value: @autoclosure () throws -> Value, pretty: Bool = false, text: () async throws -> String
    ) async throws {
        print(json ? try Self.encode(value(), pretty: pretty) : try await text())
    }

    /// Prints `value` as JSON with `--json`, otherwise each of the lines `lines` makes (none for an empty array).
    ///
    /// - Parameters:
    ///   - value: The JSON value; made only with `--json`.
    ///   - lines: The text lines; made only without `--json`.
    /// - Throws: What making the value or the lines throws, or an encoding error.
    func emit<Value: Encodable>(
        _ value: @autoclosure () throws -> Value, lines: () async throws -> [String]
    ) async throws {
        guard !json else { return print(try Self.encode(value(), pretty: false)) }
        for line in try await lines() { print(line) }
    }

    /// With `--json`, writes the JSON that `json` hands out in blocks, then a line break, straight to standard
    /// output (a large value is never held whole, nor copied into a `String`); otherwise prints the text `text`
    /// makes, as one `print`.
    ///
    /// - Parameters:
    ///   - json: Writes the JSON value (e.g. ``OffloadInterface/AnalysisRecord/prettyJSON(blockSize:to:)``), each
    ///     block to the function it is given; called only with `--json`.
    ///   - text: The text; made only without `--json`.
    /// - Throws: What `json` or `text` throws; what `json` wrote before it threw is written out.
    func emit(json: (([UInt8]) -> Void) throws -> Void, text: () throws -> String) throws {
        guard self.json else { return print(try text()) }
        var output = StandardOutputBuffer()
        defer { output.flush() }
        try json { output.append($0) }
        output.append([UInt8(ascii: "\n")])
    }

    /// `value` as one line of JSON with sorted keys, or pretty printed.
    static func encode(_ value: some Encodable, pretty: Bool) throws -> String {
        pretty ? try JSONOutput.string(value) : try JSONOutput.line(value)
    }

    /// Whether standard output is a terminal (not a pipe or a file).
    static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Whether text may carry ANSI styling (colour, bold): only on a terminal, and not when `NO_COLOR` is set to
    /// anything but the empty string (no-color.org).
    static func isStyled(
        environment: [String: String] = ProcessInfo.processInfo.environment, isTerminal: Bool = OutputOptions.isTerminal
    ) -> Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }
}

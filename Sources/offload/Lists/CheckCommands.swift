import ArgumentParser
import OffloadCore

/// `offload check ITEM…`: list items done (the same as `offload done`).
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Check off list items (LIST:N or an id prefix).")
    @OptionGroup var options: StateOptions
    func run() async throws { try await options.apply(.done) }
}

/// `offload uncheck ITEM…`: list items open again (the same as `offload reopen`).
struct UncheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uncheck", abstract: "Uncheck list items (LIST:N or an id prefix).")
    @OptionGroup var options: StateOptions
    func run() async throws { try await options.apply(.open) }
}

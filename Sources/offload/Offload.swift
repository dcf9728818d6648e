import ArgumentParser

/// The `offload` command: capture first, organize later.
@main
struct Offload: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "offload",
        abstract: "Capture thoughts fast; organize them later, on this machine.",
        subcommands: []
    )
}

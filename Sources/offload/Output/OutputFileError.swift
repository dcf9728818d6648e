import ArgumentParser

/// A file the user named (`calendar -o`, `stats --html`) could not be written.
struct OutputFileError: OffloadExitReporting {
    /// The path as the user gave it.
    let path: String
    var description: String { "Could not write \(path). Check that its folder exists and can be written." }
    var exitCode: ExitCode { OffloadExit.cannotCreate }
}

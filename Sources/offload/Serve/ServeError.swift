import ArgumentParser

/// Failures of `offload serve` before it starts listening.
enum ServeError: Error, Equatable, CustomStringConvertible {
    /// `--host` is not a loopback address, and tokens do not exist yet.
    case notLoopback(host: String)

    var description: String {
        switch self {
        case .notLoopback(let host):
            "--host \(host) is not a loopback address, so nothing was started. Serving other addresses needs a "
                + "token, which a later version adds; use 127.0.0.1, ::1 or localhost."
        }
    }
}

extension ServeError: OffloadExitReporting {
    var exitCode: ExitCode { OffloadExit.usage }
}

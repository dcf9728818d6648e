import ArgumentParser
import OffloadNLP

extension ModelFileError: OffloadExitReporting {
    var exitCode: ExitCode {
        switch self {
        case .notFound: OffloadExit.notFound
        case .unsupportedVersion: OffloadExit.unavailable
        case .corrupt: OffloadExit.dataError
        }
    }
}

extension CorpusError: OffloadExitReporting {
    var exitCode: ExitCode {
        if case .unreadable = self { return OffloadExit.notFound }
        return OffloadExit.dataError
    }
}

extension NLPError: OffloadExitReporting {
    var exitCode: ExitCode {
        switch self {
        case .icuFailure: OffloadExit.software
        default: OffloadExit.dataError
        }
    }
}

import ArgumentParser
import OffloadCore
import OffloadInterface
import OffloadStore

/// Failures of the command-line layer itself (reading stdin, checking input bytes).
enum CLIError: Error, Equatable, CustomStringConvertible {
    /// Standard input is not valid UTF-8; nothing was saved.
    case invalidUTF8(byteOffset: Int)
    /// Standard input is larger than the command accepts.
    case inputTooLarge(limit: Int)
    /// One line of `--lines` input is longer than a capture may be.
    case lineTooLong(line: Int, byteCount: Int, limit: Int)
    /// Standard input could not be read.
    case unreadableInput

    var description: String {
        switch self {
        case .invalidUTF8(let offset):
            "The input is not valid UTF-8 (first bad byte at offset \(offset)), so nothing was saved. "
                + "Convert it to UTF-8, e.g. with iconv, and try again."
        case .inputTooLarge(let limit):
            "The input is larger than \(limit) bytes, so nothing was saved. Split it into smaller captures."
        case .lineTooLong(let line, let byteCount, let limit):
            "Line \(line) is \(byteCount) bytes; the limit is \(limit) bytes, so nothing was saved. Split that line."
        case .unreadableInput:
            "Could not read standard input, so nothing was saved. Pass the text as arguments instead."
        }
    }
}

/// An error that the `offload` executable reports as one sentence on stderr with a sysexits-style exit code.
///
/// Other commands (analyze, train, eval) conform their own error enums to this to get the same treatment.
protocol OffloadExitReporting: Error, CustomStringConvertible {
    /// The process exit status for this error.
    var exitCode: ExitCode { get }
}

/// Exit statuses of `offload`, following BSD `sysexits.h`.
enum OffloadExit {
    /// Success.
    static let success = ExitCode(0)
    /// EX_USAGE: bad arguments or options, too short or ambiguous id prefix.
    static let usage = ExitCode(64)
    /// EX_DATAERR: bad input data (empty text, invalid UTF-8, too long, not a database).
    static let dataError = ExitCode(65)
    /// EX_NOINPUT: the capture (or the undo entry) asked for does not exist.
    static let notFound = ExitCode(66)
    /// EX_UNAVAILABLE: the database needs a newer offload.
    static let unavailable = ExitCode(69)
    /// EX_SOFTWARE: an unexpected internal error.
    static let software = ExitCode(70)
    /// EX_CANTCREAT: the database file cannot be created or written.
    static let cannotCreate = ExitCode(73)
    /// EX_IOERR: reading input or the database failed.
    static let ioError = ExitCode(74)
    /// EX_TEMPFAIL: another process kept the database locked; retrying later may work.
    static let temporaryFailure = ExitCode(75)
    /// EX_NOPERM: the database is locked, and the right passphrase was not given.
    static let noPermission = ExitCode(77)
    /// EX_CONFIG: the settings file is not valid TOML, or holds a value of the wrong type.
    static let configuration = ExitCode(78)

    /// Prints `error` as one calm sentence on stderr (or lets ArgumentParser print usage and help) and exits.
    static func exit(with error: any Error) -> Never {
        if let reporting = error as? any OffloadExitReporting {
            StandardError.write("\(reporting.description)\n")
            Offload.exit(withError: reporting.exitCode)
        }
        if String(reflecting: type(of: error)).hasPrefix("ArgumentParser.") {
            Offload.exit(withError: error)  // Usage errors (64), --help and --version (0).
        }
        // Unknown errors may carry anything in their description, so only the type is shown.
        StandardError.write(
            "offload stopped on an unexpected \(type(of: error)) error. Run it again with OFFLOAD_LOG_LEVEL=debug, "
                + "and report the issue if it repeats.\n")
        Offload.exit(withError: software)
    }
}

extension CLIError: OffloadExitReporting {
    var exitCode: ExitCode { self == .unreadableInput ? OffloadExit.ioError : OffloadExit.dataError }
}

extension LockError: OffloadExitReporting {
    var exitCode: ExitCode {
        switch self {
        case .wrongPassphrase, .passphraseNeeded: OffloadExit.noPermission
        case .noPassphrase: OffloadExit.usage
        case .emptyPassphrase, .passphraseTooLong, .passphrasesDiffer, .alreadySet, .unreadableLock:
            OffloadExit.dataError
        case .notSet: OffloadExit.notFound
        case .derivationFailed: OffloadExit.software
        }
    }
}

extension GraceSessionFileError: OffloadExitReporting {
    var exitCode: ExitCode { OffloadExit.cannotCreate }
}

extension CoreError: OffloadExitReporting {
    var exitCode: ExitCode { OffloadExit.dataError }
}

extension StoreError: OffloadExitReporting {
    var exitCode: ExitCode {
        switch self {
        case .invalidIDPrefix, .ambiguousID, .ambiguousSuggestionID, .ambiguousItem, .blankSearch,
            .invalidSearchLimit, .notOrderable:
            OffloadExit.usage
        case .notADatabase, .notARegularFile, .foreignDatabase, .corruptRow, .nulCharacter, .alreadyDecided,
            .destinationHasOwn, .alreadyPlaced, .stateNotHeld, .notRecurring, .notApplicable, .orderedAgainstItself,
            .emptyName, .nameTaken, .importRefused:
            OffloadExit.dataError
        case .captureNotFound, .nothingToUndo, .suggestionNotFound, .noDecisionToUndo, .itemNotFound:
            OffloadExit.notFound
        case .newerSchema: OffloadExit.unavailable
        case .isDirectory, .notWritable: OffloadExit.cannotCreate
        case .migrationFailed, .databaseFailed, .corruptDatabase: OffloadExit.ioError
        case .busy: OffloadExit.temporaryFailure
        }
    }
}
